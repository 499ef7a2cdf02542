import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { levelAt, Search, searchBots, searchMove } from './search';
import { rng as gen } from './testkit';
import type { GameModule } from './types';


// Nim: take 1-3 stones, whoever takes the last wins. From n stones the winning move leaves a multiple of 4.
interface NimState {
  left: number;
  turn: number;
  winner: number;
}
const nim: GameModule<NimState, number> = {
  id: 'nim',
  name: 'Nim',
  minPlayers: 2,
  maxPlayers: 2,
  options: [],
  optionsSchema: z.object({}),
  moveSchema: z.number(),
  setup: () => ({ left: 10, turn: 0, winner: -1 }),
  activeSeats: (s) => (s.winner >= 0 ? [] : [s.turn]),
  legalMoves: (s, seat) => (s.winner >= 0 || seat !== s.turn ? [] : [1, 2, 3].filter((k) => k <= s.left)),
  apply: (s, seat, k) => {
    if (seat !== s.turn || k < 1 || k > 3 || k > s.left) return { ok: false, error: { code: 'move/bad', message: 'No.' } };
    const left = s.left - k;
    return { ok: true, value: { state: { left, turn: 1 - s.turn, winner: left === 0 ? seat : -1 }, events: [] } };
  },
  view: (s) => s,
  result: (s) => (s.winner >= 0 ? { winners: [s.winner], scores: [s.winner === 0 ? 1 : 0, s.winner === 1 ? 1 : 0] } : null),
  search: { determinize: (s) => s },
};

// A guessing game with a hidden card: seat 0 holds a card 0..3 that seat 1 cannot see; seat 1 wins
// by naming a number other than the card. A search that peeked would choose by the card.
interface GuessState {
  card: number;
  guess: number;
}
const guess: GameModule<GuessState, number> = {
  id: 'guess',
  name: 'Guess',
  minPlayers: 2,
  maxPlayers: 2,
  options: [],
  optionsSchema: z.object({}),
  moveSchema: z.number(),
  setup: () => ({ card: 2, guess: -1 }),
  activeSeats: (s) => (s.guess >= 0 ? [] : [1]),
  legalMoves: (s, seat) => (s.guess >= 0 || seat !== 1 ? [] : [0, 1, 2, 3]),
  apply: (s, _seat, g) => ({ ok: true, value: { state: { card: s.card, guess: g }, events: [] } }),
  view: (s, viewer) => (viewer === 0 ? s : { guess: s.guess }),
  result: (s) => (s.guess < 0 ? null : { winners: [s.guess === s.card ? 0 : 1], scores: [0, 0] }),
  search: { determinize: (s, seat, random) => (seat === 1 ? { card: Math.floor(random() * 4), guess: s.guess } : s) },
};

// Three seats decide at once, each two steps: a plan (0-3), then its follow-up (0-3). Plan 0 pays 1
// with follow-up 2 and nothing otherwise (0.25 on average); plan 1 pays 0.6 whatever follows. Only a
// search that reads its own follow-up under its plan sees that plan 0 is best.
interface DuetState {
  plan: number[];
  follow: number[];
}
const PAYS = [[0, 0, 1, 0], [0.6, 0.6, 0.6, 0.6], [0.1, 0.1, 0.1, 0.1], [0, 0.2, 0, 0.2]];
const worth = (s: DuetState, seat: number): number => {
  const row = PAYS[s.plan[seat] ?? -1];
  if (!row) return 0.3;
  const f = s.follow[seat] ?? -1;
  return f >= 0 ? (row[f] ?? 0) : row.reduce((a, b) => a + b, 0) / row.length;
};
const duet: GameModule<DuetState, number> = {
  id: 'duet',
  name: 'Duet',
  minPlayers: 3,
  maxPlayers: 3,
  options: [],
  optionsSchema: z.object({}),
  moveSchema: z.number(),
  setup: () => ({ plan: [-1, -1, -1], follow: [-1, -1, -1] }),
  activeSeats: (s) => [0, 1, 2].filter((q) => (s.follow[q] ?? -1) < 0),
  legalMoves: (s, seat) => ((s.follow[seat] ?? -1) < 0 ? [0, 1, 2, 3] : []),
  apply: (s, seat, k) => {
    const first = (s.plan[seat] ?? -1) < 0;
    const plan = first ? s.plan.map((v, q) => (q === seat ? k : v)) : s.plan;
    const follow = first ? s.follow : s.follow.map((v, q) => (q === seat ? k : v));
    return { ok: true, value: { state: { plan, follow }, events: [] } };
  },
  view: (s) => s,
  result: () => null,
  search: { determinize: (s) => s, evaluate: (s) => [0, 1, 2].map((q) => worth(s, q)) },
};

describe('information-set search', () => {
  it('among seats deciding at once, plans its own steps before the others\' (any seat, the same choice)', () => {
    // Were the others' steps read first, the searcher's follow-up would lie under every line of
    // theirs (4^4 lines for two others): too deep to read, plan 0 would look like its 0.25 average.
    for (const seat of [0, 1, 2]) {
      const m = searchMove(duet, duet.setup('', 3, {}), seat, gen(7 + seat), 300, { playout: 0, explore: 0.7 });
      expect(m, `seat ${seat}`).toBe(0);
    }
  });


  it('finds the winning Nim move from every losing-for-the-opponent position', () => {
    for (const left of [5, 6, 7, 9, 10, 11]) {
      const m = searchMove(nim, { left, turn: 0, winner: -1 }, 0, gen(left), 600);
      expect((left - (m ?? 0)) % 4, `from ${left}`).toBe(0);
    }
  });

  it('stepped in chunks chooses exactly as in one go, for the same generator', () => {
    const s = { left: 10, turn: 0, winner: -1 };
    const whole = new Search(nim, s, 0, gen(3));
    whole.step(300);
    const chunked = new Search(nim, s, 0, gen(3));
    for (let i = 0; i < 30; i++) chunked.step(10);
    expect(chunked.iterations).toBe(300);
    expect(chunked.done(300)).toBe(true);
    expect(chunked.done(10_000), 'a lead of 300 visits settles no budget of 9,700 more').toBe(false);
    expect(chunked.stats()).toEqual(whole.stats());
    expect(chunked.best()).toBe(whole.best());
  });

  it('stops once the most visited move cannot be overtaken, choosing what the whole budget chooses', () => {
    let early = 0;
    for (const left of [5, 6, 7, 9, 10, 11])
      for (const seed of [1, 2, 3]) {
        const s = { left, turn: 0, winner: -1 };
        const whole = new Search(nim, s, 0, gen(seed), { explore: 0.1 });
        whole.step(600);
        const settled = new Search(nim, s, 0, gen(seed), { explore: 0.1 });
        while (!settled.done(600)) settled.step(10);
        expect(settled.best(), `from ${left}, seed ${seed}`).toBe(whole.best());
        if (settled.iterations < 600) early++;
        // Not settled one chunk earlier: the stop comes from the lead, not from a fixed count.
        expect(settled.iterations === 600 || settled.iterations >= 10).toBe(true);
      }
    expect(early, 'a focused search (explore 0.1) settles before its budget').toBeGreaterThan(9);
    expect(searchMove(nim, { left: 10, turn: 0, winner: -1 }, 0, gen(3), 600, { explore: 0.1 })).toBe(2);
  });

  it('thinks without the true hidden value: the hidden card never changes its choice', () => {
    const picks = [0, 1, 2, 3].map((card) => searchMove(guess, { card, guess: -1 }, 1, gen(9), 200));
    expect(new Set(picks).size).toBe(1);
  });

  it('gives no move to a seat that may not move, and does not search a forced move', () => {
    expect(searchMove(nim, { left: 10, turn: 0, winner: -1 }, 1, gen(1), 50)).toBeNull();
    const forced = new Search(nim, { left: 1, turn: 0, winner: -1 }, 0, gen(1));
    forced.step(50);
    expect(forced.trivial).toBe(true);
    expect(forced.iterations).toBe(0);
    expect(forced.done(1000)).toBe(true);
    expect(forced.best()).toBe(1);
  });

  it('never hands the true state to the engine: every iteration starts from a fresh sample', () => {
    const truth = { left: 10, turn: 0, winner: -1 };
    const touched: NimState[] = [];
    let samples = 0;
    const spy: GameModule<NimState, number> = {
      ...nim,
      apply: (s, seat, k) => {
        touched.push(s);
        return nim.apply(s, seat, k);
      },
      search: {
        determinize: (s) => {
          samples++;
          return { ...s };
        },
      },
    };
    const search = new Search(spy, truth, 0, gen(5));
    search.step(100);
    expect(samples).toBe(100);
    expect(touched.length).toBeGreaterThan(100);
    expect(touched.includes(truth)).toBe(false);
  });

  it('the levels of a game become bots that think their whole budget: more thinking, better Nim', () => {
    const bots = searchBots(() => nim, { easy: { iterations: 3 }, hard: { iterations: 600, explore: 0.7 } });
    expect(Object.keys(bots)).toEqual(['easy', 'hard']);
    const s = { left: 10, turn: 0, winner: -1 };
    expect(bots.hard?.(s, 0, gen(2))).toBe(searchMove(nim, s, 0, gen(2), 600, { explore: 0.7 }));
    let easyRight = 0;
    let hardRight = 0;
    for (let i = 0; i < 20; i++) {
      if ((10 - (bots.easy?.(s, 0, gen(i + 1)) ?? 0)) % 4 === 0) easyRight++;
      if ((10 - (bots.hard?.(s, 0, gen(i + 1)) ?? 0)) % 4 === 0) hardRight++;
    }
    expect(hardRight).toBe(20);
    expect(easyRight).toBeLessThan(20);
  });

  it('a level may think otherwise at a table of another size (atPlayers): its bot and levelAt agree', () => {
    // A Nim whose "tables" are told apart by the turn: seat 0 to move reads as 2 players, seat 1 as 4.
    const counted: GameModule<NimState, number> = { ...nim, search: { ...nim.search!, players: (s) => (s.turn === 0 ? 2 : 4) } };
    const level = { iterations: 600, explore: 0.7, atPlayers: { 4: { iterations: 3 } } };
    const two = { left: 10, turn: 0, winner: -1 };
    const four = { left: 10, turn: 1, winner: -1 };
    expect(levelAt(counted.search, level, two)).toEqual({ iterations: 600, explore: 0.7 });
    expect(levelAt(counted.search, level, four)).toEqual({ iterations: 3, explore: 0.7 });
    // A game that does not count its players plays every level as it is.
    expect(levelAt(nim.search, level, four)).toEqual({ iterations: 600, explore: 0.7 });
    const bot = searchBots(() => counted, { normal: level }).normal!;
    let right = 0;
    for (let i = 0; i < 20; i++) {
      expect(bot(two, 0, gen(i + 1))).toBe(searchMove(counted, two, 0, gen(i + 1), 600, { explore: 0.7 }));
      const m = bot(four, 1, gen(i + 1));
      expect(m).toBe(searchMove(counted, four, 1, gen(i + 1), 3, { explore: 0.7 }));
      if ((10 - (m ?? 0)) % 4 === 0) right++;
    }
    expect(right, 'three iterations miss the winning move now and then').toBeLessThan(20);
  });
});
