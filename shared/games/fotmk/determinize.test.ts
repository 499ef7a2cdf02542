import { describe, expect, it } from 'vitest';
import { Search } from '../../engine/search';
import { seedRng } from '../../engine/rng';
import { fotmk } from './index';
import { determinize } from './determinize';
import { applyMove, legalMoves } from './engine';
import { actorsOf } from './flow';
import { cloneRoot, clonePlayer, type State } from './state';
import { invariantErrors, playRandom, rng } from './testkit';
import { knows } from './wheel';

/** States from random games at several stages: draft, battle with peeks, late waves. */
function samples(): { s: State; seat: number }[] {
  const out: { s: State; seat: number }[] = [];
  for (const players of [2, 4]) {
    const g = playRandom(`det-${players}`, players, rng(players * 7), { keepStates: true });
    for (let i = 3; i < g.states.length; i += Math.floor(g.states.length / 9)) {
      const s = g.states[i] as State;
      if (!s.over) out.push({ s, seat: actorsOf(s)[0] ?? 0 });
    }
  }
  return out;
}

/** The same table with every value `seat` cannot know changed: another state it cannot tell apart. */
function twin(s: State, seat: number): State {
  const t = cloneRoot(s);
  t.rng = seedRng('another future');
  t.undo = null;
  const unknown = s.gnomeStr.map((_, gn) => gn).filter((gn) => !s.gnomeWheel.includes(gn) && !knows(s, gn, seat));
  const str = s.gnomeStr.slice();
  unknown.forEach((gn, i) => (str[gn] = s.gnomeStr[unknown[(i + 1) % unknown.length] as number] as number));
  t.gnomeStr = str;
  const slots = s.gateRow.map((_, i) => i).filter((i) => !s.gateOpen[i] && (((s.gatePeek[i] ?? 0) >> seat) & 1) === 0);
  const pool = [...slots.map((i) => s.gateRow[i] as number), ...s.gateDeck].reverse();
  t.gateRow = s.gateRow.slice();
  slots.forEach((slot, i) => (t.gateRow[slot] = pool[i] as number));
  t.gateDeck = pool.slice(slots.length);
  t.decks = s.decks.map((d) => d.slice().reverse());
  const anc = [...s.ancDeck, ...s.ancDiscard].reverse();
  t.ancDeck = anc.slice(0, s.ancDeck.length);
  t.ancDiscard = anc.slice(s.ancDeck.length);
  t.p = s.p.map((p, i) => {
    const q = clonePlayer(p);
    // Another seat's hand trades its first card with the top of the deck.
    if (i !== seat && q.hand.length > 0 && t.ancDeck.length > 0) {
      const top = t.ancDeck[0] as number;
      t.ancDeck = [q.hand[0] as number, ...t.ancDeck.slice(1)];
      q.hand = [top, ...q.hand.slice(1)];
    }
    return q;
  });
  return t;
}

describe('FotMK determinize', () => {
  const cases = samples();

  it('keeps everything the seat knows: its view of a sample is its view of the true state', () => {
    expect(cases.length).toBeGreaterThan(10);
    cases.forEach(({ s, seat }, i) => {
      const d = determinize(s, seat, rng(i + 1));
      const { active: _a, ...seen } = fotmk.view(s, seat);
      const { active: _b, ...sampled } = fotmk.view(d, seat);
      expect(sampled).toEqual(seen);
      expect(legalMoves(d, seat).filter((m) => m.type !== 'cancel')).toEqual(legalMoves(s, seat).filter((m) => m.type !== 'cancel'));
      expect([...d.gnomeStr].sort()).toEqual([...s.gnomeStr].sort());
      // (A card laid this draft round is sealed from the others: a sample may lay another.)
      const cards = (x: State) => [...x.ancDeck, ...x.ancDiscard, ...x.p.flatMap((p) => [...p.hand, p.pick, ...p.cards.map((c) => c[0] ?? -1)])].sort((a, b) => a - b);
      expect(cards(d)).toEqual(cards(s));
      expect(d.undo).toBeNull();
    });
  });

  it('really draws the hidden values again (samples differ from the truth and from each other)', () => {
    const { s, seat } = cases.find(({ s }) => s.gnomeSupply.length > 5) as { s: State; seat: number };
    const a = determinize(s, seat, rng(1));
    const b = determinize(s, seat, rng(2));
    expect(a.gnomeStr).not.toEqual(b.gnomeStr);
    expect(a.ancDeck).not.toEqual(s.ancDeck);
    expect(a.rng).not.toEqual(s.rng);
  });

  it('gives the same sample for two states the seat cannot tell apart', () => {
    cases.forEach(({ s, seat }, i) => {
      const t = twin(s, seat);
      expect(t).not.toEqual(s);
      expect(fotmk.view(t, seat)).toEqual(fotmk.view(s, seat));
      expect(determinize(t, seat, rng(i + 5))).toEqual(determinize(s, seat, rng(i + 5)));
    });
  });

  it('samples are whole games: random play from them keeps every invariant to the end', () => {
    cases.slice(0, 6).forEach(({ s, seat }, i) => {
      let d = determinize(s, seat, rng(i + 11));
      const r = rng(i + 3);
      for (let n = 0; !d.over; n++) {
        if (n > 4000) throw new Error('game too long');
        const act = actorsOf(d);
        const who = act[Math.floor(r() * act.length)] as number;
        const ms = legalMoves(d, who).filter((m) => m.type !== 'cancel');
        const res = applyMove(d, who, ms[Math.floor(r() * ms.length)] as (typeof ms)[number]);
        if (!res.ok) throw new Error(res.error.code);
        d = res.value.state;
        expect(invariantErrors(d)).toEqual([]);
      }
    });
  });

  it('a bot that peeks is a leak: the search chooses identically in states differing only in hidden values', () => {
    let searched = 0;
    cases.forEach(({ s, seat }, i) => {
      const t = twin(s, seat);
      const a = new Search(fotmk, s, seat, rng(100 + i), { playout: 12 });
      const b = new Search(fotmk, t, seat, rng(100 + i), { playout: 12 });
      a.step(60);
      b.step(60);
      if (!a.trivial) searched++;
      expect(b.stats()).toEqual(a.stats());
      expect(b.best()).toEqual(a.best());
    });
    expect(searched).toBeGreaterThan(5);
  });
});
