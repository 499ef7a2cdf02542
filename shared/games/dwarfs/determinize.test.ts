import { describe, expect, it } from 'vitest';
import { Search } from '../../engine/search';
import { seedRng } from '../../engine/rng';
import { SECRETS } from './data';
import { dwarfs } from './index';
import { determinize } from './determinize';
import { activeSeats, applyMove, legalMoves } from './engine';
import { clone, clonePlayer, type State } from './state';
import { invariantErrors, playRandom, rng } from './testkit';
import { sensibleBot } from './sensible';
import { evaluate } from './evaluate';

/** The sensible bot's look-ahead run on the true state (the peeking bot): the best move's worth. */
function peekingBot(s: State, seat: number, random: () => number): number {
  let bestV = -Infinity;
  for (const m of legalMoves(s, seat)) {
    const r = applyMove(s, seat, m);
    if (!r.ok) continue;
    const v = evaluate(r.value.state, seat) + random() * 0.01;
    if (v > bestV) bestV = v;
  }
  return bestV;
}

/** States from random games at 2, 3 and 4 seats (one with the Ogres, who start with ogre cards). */
function samples(): { s: State; seat: number }[] {
  const out: { s: State; seat: number }[] = [];
  for (const [players, options] of [
    [2, {}],
    [3, { ogres: true }],
    [4, {}],
  ] as const) {
    const states: State[] = [];
    playRandom(`det-${players}`, players, options, rng(players * 7), { check: (s) => states.push(s), endBias: 0.1 });
    for (let i = 5; i < states.length; i += Math.floor(states.length / 8)) {
      const s = states[i] as State;
      if (!s.over) out.push({ s, seat: activeSeats(s)[0] ?? 0 });
    }
  }
  return out;
}

/** The same table with every value `seat` cannot know changed: another state it cannot tell apart. */
function twin(s: State, seat: number): State {
  const t = clone(s);
  t.rng = seedRng('another future');
  t.p = s.p.map(clonePlayer);
  const others = t.p.map((_, i) => i).filter((i) => i !== seat);
  const seen = new Set(t.p.filter((p, i) => i === seat || p.revealed).map((p) => p.secret));
  const unseen = SECRETS.map((_, g) => g).filter((g) => !seen.has(g));
  for (const i of others) {
    const q = t.p[i];
    if (!q) continue;
    q.auto = !q.auto;
    // An unrevealed goal becomes one no one holds.
    if (!q.revealed) q.secret = unseen.find((g) => !t.p.some((p) => p.secret === g)) ?? q.secret;
    // An ogre card in hand trades with the top of the deck.
    if (q.ogres.length > 0 && t.ogreDeck.length > 0) {
      const top = t.ogreDeck[0] as number;
      t.ogreDeck = [q.ogres[0] as number, ...t.ogreDeck.slice(1)];
      q.ogres = [top, ...q.ogres.slice(1)];
    }
  }
  // Two other seats trade a gem of different kinds (counts and pile sizes stay as they were).
  const [a, b] = others.map((i) => t.p[i]);
  const ka = a?.gems.findIndex((n) => n > 0) ?? -1;
  const kb = b?.gems.findIndex((n, k) => n > 0 && k !== ka) ?? -1;
  if (a && b && ka >= 0 && kb >= 0) {
    a.gems[ka] = (a.gems[ka] ?? 0) - 1;
    a.gems[kb] = (a.gems[kb] ?? 0) + 1;
    b.gems[kb] = (b.gems[kb] ?? 0) - 1;
    b.gems[ka] = (b.gems[ka] ?? 0) + 1;
  }
  t.ogreDeck = t.ogreDeck.slice().reverse();
  t.tradeDeck = s.tradeDeck.slice().reverse();
  t.eggDeck = s.eggDeck.slice().reverse();
  return t;
}

/** Cases where determinizing the twin does not give the same sample as the true state. */
function twinMismatches(cases: { s: State; seat: number }[], det: typeof determinize): number {
  let bad = 0;
  cases.forEach(({ s, seat }, i) => {
    const t = twin(s, seat);
    if (JSON.stringify(det(t, seat, rng(i + 5))) !== JSON.stringify(det(s, seat, rng(i + 5)))) bad++;
  });
  return bad;
}

describe('Dwar7s Fall determinize', () => {
  const cases = samples();

  it('keeps everything the seat knows: its view of a sample is its view of the true state', () => {
    expect(cases.length).toBeGreaterThan(15);
    cases.forEach(({ s, seat }, i) => {
      const d = determinize(s, seat, rng(i + 1));
      expect(dwarfs.view(d, seat)).toEqual(dwarfs.view(s, seat));
      expect(legalMoves(d, seat)).toEqual(legalMoves(s, seat));
      expect(invariantErrors(d)).toEqual([]);
      const goals = d.p.map((p) => p.secret);
      expect(new Set(goals).size).toBe(goals.length);
    });
  });

  it('really draws the hidden values again (samples differ from the truth and from each other)', () => {
    const { s, seat } = cases.find(({ s }) => s.players === 4) as { s: State; seat: number };
    const draws = [1, 2, 3, 4].map((k) => determinize(s, seat, rng(k)));
    const other = (seat + 1) % 4;
    expect(new Set(draws.map((d) => d.p[other]?.secret)).size).toBeGreaterThan(1);
    expect(draws[0]?.tradeDeck).not.toEqual(s.tradeDeck);
    expect(draws[0]?.rng).not.toEqual(s.rng);
  });

  it('gives the same sample for two states the seat cannot tell apart', () => {
    cases.forEach(({ s, seat }) => {
      const t = twin(s, seat);
      expect(t).not.toEqual(s);
      expect(dwarfs.view(t, seat)).toEqual(dwarfs.view(s, seat));
    });
    expect(twinMismatches(cases, determinize)).toBe(0);
  });

  it('the twin test catches a determinize that copies a true value (an opponent secret goal, or its gems)', () => {
    const keepsGoals: typeof determinize = (s, seat, random) => {
      const d = determinize(s, seat, random);
      d.p = d.p.map((p, i) => ({ ...p, secret: s.p[i]?.secret ?? p.secret }));
      return d;
    };
    const keepsGems: typeof determinize = (s, seat, random) => {
      const d = determinize(s, seat, random);
      d.p = d.p.map((p, i) => ({ ...p, gems: s.p[i]?.gems ?? p.gems }));
      return d;
    };
    expect(twinMismatches(cases, keepsGoals)).toBeGreaterThan(cases.length / 2);
    expect(twinMismatches(cases, keepsGems)).toBeGreaterThan(0);
  });

  it('samples are whole games: random play from them keeps every invariant to the end', () => {
    cases.slice(0, 8).forEach(({ s, seat }, i) => {
      let d = determinize(s, seat, rng(i + 11));
      const r = rng(i + 3);
      for (let n = 0; !d.over; n++) {
        if (n > 5000) throw new Error('game too long');
        const act = activeSeats(d);
        const who = act[Math.floor(r() * act.length)] as number;
        const ms = legalMoves(d, who).filter((m) => m.type !== 'cancel');
        const res = applyMove(d, who, ms[Math.floor(r() * ms.length)] as (typeof ms)[number]);
        if (!res.ok) throw new Error(res.error.code);
        d = res.value.state;
        expect(invariantErrors(d)).toEqual([]);
      }
    });
  });

  it('a bot that peeks is a leak: the sensible bot (Easy) chooses identically in states differing only in hidden values', () => {
    let differs = 0;
    cases.forEach(({ s, seat }, i) => {
      const t = twin(s, seat);
      expect(sensibleBot(t, seat, rng(300 + i))).toEqual(sensibleBot(s, seat, rng(300 + i)));
      // The check has teeth: a look-ahead in the true state judges the twins differently somewhere.
      if (peekingBot(t, seat, rng(300 + i)) !== peekingBot(s, seat, rng(300 + i))) differs++;
    });
    expect(differs).toBeGreaterThan(0);
  });

  it('a bot that peeks is a leak: the search chooses identically in states differing only in hidden values', () => {
    let searched = 0;
    cases.forEach(({ s, seat }, i) => {
      const t = twin(s, seat);
      const a = new Search(dwarfs, s, seat, rng(100 + i), { playout: 4 });
      const b = new Search(dwarfs, t, seat, rng(100 + i), { playout: 4 });
      a.step(40);
      b.step(40);
      if (!a.trivial) searched++;
      expect(b.stats()).toEqual(a.stats());
      expect(b.best()).toEqual(a.best());
    });
    expect(searched).toBeGreaterThan(8);
  });
});
