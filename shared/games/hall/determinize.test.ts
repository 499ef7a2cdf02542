import { describe, expect, it } from 'vitest';
import { Search } from '../../engine/search';
import type { Seat } from '../../engine/types';
import { seatBonus } from './content/components';
import { hall } from './index';
import { sensibleBot } from './bot';
import { determinize } from './determinize';
import { activeSeats, applyMove, legalMoves } from './engine';
import { bankOf, cloneBank, clonePlayer, type State } from './state';
import { invariantErrors, playRandom, rng } from './testkit';

/** States from sensible games at every stage (draft, early and late play), 2 to 5 seats and teams. */
function samples(): { s: State; seat: Seat }[] {
  const out: { s: State; seat: Seat }[] = [];
  ([[2, {}], [3, {}], [4, { teams: true }], [5, {}]] as const).forEach(([players, opts], k) => {
    const random = rng(40 + k);
    const states: State[] = [];
    playRandom(`det-${players}`, players, opts, random, (s) => void states.push(s), (s, seat) => sensibleBot(s, seat, random)!);
    const draft = states.filter((s) => s.phase === 'draft');
    const play = states.filter((s) => s.phase === 'play');
    for (const s of [draft[1]!, draft[draft.length - 2]!, ...[0.02, 0.3, 0.6, 0.9].map((f) => play[Math.floor(f * play.length)]!)])
      for (const seat of activeSeats(s)) out.push({ s, seat });
    // A seat waiting for its turn searches too (the room may think ahead): the start player in play.
    out.push({ s: play[Math.floor(play.length / 2)]!, seat: 0 });
  });
  return out;
}

/** The same table with every value `seat` cannot know moved (view.ts): another state it cannot tell apart. */
function twin(s: State, seat: Seat): State {
  const setupOver = s.phase === 'play' || s.phase === 'over';
  const rotate = (xs: number[]) => (xs.length > 1 ? [...xs.slice(1), xs[0]!] : xs);
  const p = s.p.map((x, i) => {
    const q = clonePlayer(x);
    const sb = seatBonus(i, s.teams);
    const own = i === seat;
    const offer = !own && q.offer.length > 0;
    // Another seat's draft picks are sealed until every seat has placed (view.ts SEALED).
    const placed = !own && s.phase === 'draft' ? q.sm.flatMap((c, slot) => (c >= 0 ? [slot] : [])) : [];
    const hand = !own && q.hand >= 0 && !(setupOver && sb.hand);
    const unseen = q.unseen >= 0 && !(setupOver && sb.unseen);
    const pool = rotate([...q.deck, ...(offer ? q.offer : []), ...placed.map((slot) => q.sm[slot]!), ...(hand ? [q.hand] : []), ...(unseen ? [q.unseen] : [])]);
    let at = 0;
    const take = (n: number) => pool.slice(at, (at += n));
    q.deck = take(q.deck.length);
    if (offer) q.offer = take(q.offer.length);
    // ...and lie in other slots (only how many is public): the rightmost ones.
    for (const slot of placed) q.sm[slot] = -1;
    for (let k = 0; k < placed.length; k++) q.sm[3 - k] = take(1)[0]!;
    if (hand) q.hand = take(1)[0]!;
    if (unseen) q.unseen = take(1)[0]!;
    return q;
  });
  // The other banks' face-down pedestal point tokens trade places (view.ts shows them as FACE_DOWN).
  const others = s.banks.flatMap((k, b) => (b !== bankOf(s, seat) && k.tokens.length > 0 ? [b] : []));
  const values = rotate(others.flatMap((b) => s.banks[b]!.tokens));
  let at = 0;
  const banks = s.banks.map((k, b) => (others.includes(b) ? { ...cloneBank(k), tokens: values.slice(at, (at += k.tokens.length)) } : k));
  return { ...s, rng: [1, 2, 3, 4], decks: s.decks.map((d) => d.slice().reverse()), spellDeck: s.spellDeck.slice().reverse(), p, banks };
}

/** Whether a determinize gives one sample for every state and its twin (what a bot that does not peek must do). */
function blind(det: typeof determinize, cases: { s: State; seat: Seat }[]): boolean {
  return cases.every(({ s, seat }, i) => JSON.stringify(det(twin(s, seat), seat, rng(i + 5))) === JSON.stringify(det(s, seat, rng(i + 5))));
}

describe('Hall determinize', () => {
  const cases = samples();

  it('keeps everything the seat knows: its view of a sample is its view of the true state', () => {
    expect(cases.length).toBeGreaterThan(20);
    cases.forEach(({ s, seat }, i) => {
      const d = determinize(s, seat, rng(i + 1));
      expect(hall.view(d, seat)).toEqual(hall.view(s, seat));
      expect(legalMoves(d, seat)).toEqual(legalMoves(s, seat));
      const trolls = (x: State) => x.p.map((q) => [...q.deck, ...q.offer, ...q.sm.slice(0, 4), q.hand, q.unseen].sort((a, b) => a - b));
      expect(trolls(d)).toEqual(trolls(s));
      expect(d.decks.map((x) => x.slice().sort((a, b) => a - b))).toEqual(s.decks.map((x) => x.slice().sort((a, b) => a - b)));
    });
  });

  it('really draws the hidden values again (samples differ from the truth and from each other)', () => {
    const { s, seat } = cases.find(({ s }) => s.phase === 'draft')!;
    const a = determinize(s, seat, rng(1));
    const b = determinize(s, seat, rng(2));
    expect(a.spellDeck).not.toEqual(b.spellDeck);
    expect(a.decks).not.toEqual(s.decks);
    expect(a.rng).not.toEqual(s.rng);
    expect(a.p.map((q) => q.deck)).not.toEqual(b.p.map((q) => q.deck));
  });

  it('gives the same sample for two states the seat cannot tell apart', () => {
    cases.forEach(({ s, seat }) => {
      const t = twin(s, seat);
      expect(JSON.stringify(t)).not.toEqual(JSON.stringify(s));
      expect(hall.view(t, seat)).toEqual(hall.view(s, seat));
    });
    expect(blind(determinize, cases)).toBe(true);
  });

  it('the twin test catches a determinize that copies a true value', () => {
    const keeps = (f: (d: State, s: State, seat: Seat) => State) => (s: State, seat: Seat, random: () => number) => f(determinize(s, seat, random), s, seat);
    // Each leak alone: the spell deck order, the generator, another seat's offer or hand, one's own draft deck.
    expect(blind(keeps((d, s) => ({ ...d, spellDeck: s.spellDeck })), cases)).toBe(false);
    expect(blind(keeps((d, s) => ({ ...d, rng: s.rng })), cases)).toBe(false);
    expect(blind(keeps((d, s) => ({ ...d, decks: s.decks })), cases)).toBe(false);
    expect(blind(keeps((d, s, seat) => ({ ...d, p: d.p.map((q, i) => (i === seat ? q : { ...q, offer: s.p[i]!.offer, hand: s.p[i]!.hand })) })), cases)).toBe(false);
    expect(blind(keeps((d, s, seat) => ({ ...d, p: d.p.map((q, i) => (i === seat ? { ...q, deck: s.p[i]!.deck } : q)) })), cases)).toBe(false);
    // Another seat's placed draft trolls, sealed until every seat has placed (issue 26 item 3).
    const drafting = cases.filter(({ s, seat }) => s.phase === 'draft' && s.p.some((q, i) => i !== seat && q.sm.some((c) => c >= 0)));
    expect(drafting.filter(({ s, seat }) => JSON.stringify(twin(s, seat).p.map((q) => q.sm)) !== JSON.stringify(s.p.map((q) => q.sm))).length).toBeGreaterThan(0);
    expect(blind(keeps((d, s, seat) => ({ ...d, p: d.p.map((q, i) => (i === seat ? q : { ...q, sm: s.p[i]!.sm })) })), drafting)).toBe(false);
    // Another bank's face-down pedestal point tokens (issue 26).
    expect(cases.filter(({ s, seat }) => JSON.stringify(twin(s, seat).banks) !== JSON.stringify(s.banks)).length).toBeGreaterThan(3);
    expect(blind(keeps((d, s) => ({ ...d, banks: s.banks })), cases)).toBe(false);
  });

  it('samples are whole games: random play from them keeps every invariant to the end', () => {
    cases.slice(0, 8).forEach(({ s, seat }, i) => {
      let d = determinize(s, seat, rng(i + 11));
      const r = rng(i + 3);
      for (let n = 0; d.phase !== 'over'; n++) {
        if (n > 50000) throw new Error('game too long');
        const act = activeSeats(d);
        const who = act[Math.floor(r() * act.length)]!;
        const ms = legalMoves(d, who);
        const res = applyMove(d, who, ms[Math.floor(r() * ms.length)]!);
        if (!res.ok) throw new Error(res.error.code);
        d = res.value.state;
        expect(invariantErrors(d)).toEqual([]);
      }
    });
  });

  it('a bot that peeks is a leak: the search chooses identically in states differing only in hidden values', () => {
    let searched = 0;
    cases.forEach(({ s, seat }, i) => {
      const a = new Search(hall, s, seat, rng(100 + i), { playout: 4 });
      const b = new Search(hall, twin(s, seat), seat, rng(100 + i), { playout: 4 });
      a.step(40);
      b.step(40);
      if (!a.trivial) searched++;
      expect(b.stats()).toEqual(a.stats());
      expect(b.best()).toEqual(a.best());
    });
    expect(searched).toBeGreaterThan(8);
  });
});
