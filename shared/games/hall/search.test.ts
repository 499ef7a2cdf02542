// The search bots (issue 15): they beat the random bot, and find the move in positions from the rulebook.
import { describe, expect, it } from 'vitest';
import { D } from './tables';
import { hall } from './index';
import { legalMoves } from './engine';
import type { Move } from './moves';
import type { State } from './state';
import { at, clearStatues, emptyHoldings, hallId, layCells, moveGate, must, rng, setTroll, stackId, started, toStep } from './testkit';
import { CART, IRON, STONE } from './symbols';
import { hallPoints, statuePoints } from './scoring';
import { boardOf } from './geom';
import { statueScore } from './content/components';
import type { Tier } from './content/types';
import { countTrolls } from './smoot';

const MOON = 2;
const bot = (level: string) => hall.bots![level]!;

/** Play a 2-player game between two bots; the winners' seats. */
function play(seed: string, bots: [string, string], random: () => number): { winners: number[]; scores: number[] } {
  let s = hall.setup(seed, 2, hall.optionsSchema.parse({}));
  for (let guard = 0; guard < 5000 && !hall.result(s); guard++) {
    const seat = hall.activeSeats(s)[0]!;
    const m = bot(bots[seat]!)(s, seat, random);
    const x = hall.apply(s, seat, m!);
    if (!x.ok) throw new Error(`${x.error.code} ${JSON.stringify(m)}`);
    s = x.value.state;
  }
  return hall.result(s)!;
}

/** Let a bot make its moves while it keeps the turn's decision (until the task stack is empty again). */
function finish(s: State, level: string, random: () => number): { s: State; moves: Move[] } {
  const moves: Move[] = [];
  do {
    const m = bot(level)(s, 0, random)!;
    moves.push(m);
    s = must(s, 0, m).s;
  } while (s.tasks.length > 0);
  return { s, moves };
}

describe('Hall search bots', () => {
  it('lists random first, then sensible and the levels; declares its search', () => {
    expect(Object.keys(hall.bots!)).toEqual(['random', 'sensible', 'easy', 'normal', 'hard']);
    expect(Object.keys(hall.search!.levels!)).toEqual(['easy', 'normal', 'hard']);
  });

  it('Normal beats the random bot in seeded 2-player games, seats rotated', () => {
    for (let i = 0; i < 2; i++) {
      const normal = i % 2;
      const res = play(`search-${i}`, normal ? ['random', 'normal'] : ['normal', 'random'], rng(i + 31));
      expect(res.winners).toEqual([normal]);
      expect(res.scores[normal]!).toBeGreaterThan(res.scores[1 - normal]! + 5);
    }
  }, 120_000);

  // F/Dig and D's tunnel table (worked example 12): with 4 iron in storage, a size-4 iron tunnel scores 6.
  it('a dig that scores: Normal and Hard dig a tunnel that scores and pay it in iron', () => {
    for (const level of ['normal', 'hard']) {
      const s0 = emptyHoldings(started(2));
      s0.banks[0]!.res[IRON] = 4;
      s0.banks[0]!.res[STONE] = 1;
      const s = toStep(s0, 2);
      const first = bot(level)(s, 0, rng(5))!;
      expect(first.type, level).toBe('dig');
      const done = finish(must(s, 0, first).s, level, rng(6));
      expect(done.s.banks[0]!.score[0], level).toBeGreaterThanOrEqual(4);
    }
  }, 60_000);

  // F/Great Halls and worked example 9: the Trove is worth 6, or 15 with any statue on its altar.
  it('a statue onto the altar: Normal and Hard move the Moon statue onto the Trove altar with the Moon cart', () => {
    for (const level of ['normal', 'hard']) {
      let s = emptyHoldings(started(2));
      clearStatues(s);
      moveGate(s, 0, at(s, 5, 1));
      layCells(s, [at(s, 6, 0), at(s, 7, 0), at(s, 8, 0)], stackId('i3'));
      layCells(s, [at(s, 6, 1), at(s, 7, 1), at(s, 8, 1)], stackId('i3'));
      s.b.statue[at(s, 6, 0)] = MOON;
      s = toStep(s, 3);
      s = must(s, 0, { type: 'hall', hall: hallId('trove') }).s;
      s = must(s, 0, { type: 'orient', o: 0 }).s;
      s = must(s, 0, { type: 'place', cell: at(s, 6, 0) }).s;
      expect(hallPoints(s, 0)).toBe(6);
      const moonCart = D.horde.findIndex((c) => c.syms.includes(7 + MOON));
      s = structuredClone(s);
      s.p[0]!.sm[0] = moonCart;
      s.p[0]!.held[0] = 1 << D.horde[moonCart]!.syms.indexOf(7 + MOON);
      while (!legalMoves(s, 0).some((m) => m.type === 'statue')) s = must(s, 0, legalMoves(s, 0).find((m) => m.type === 'endStep')!).s;
      const first = bot(level)(s, 0, rng(7))!;
      expect(first, level).toEqual({ type: 'statue', cell: at(s, 6, 0) });
      const done = finish(must(s, 0, first).s, level, rng(8));
      expect(hallPoints(done.s, 0), level).toBe(15);
    }
  }, 60_000);
  /** Worked example 9's board: seat 0's gate at (5,1) and two 3-cell tunnels over (6..8, 0) and (6..8, 1). */
  function troveBoard(): State {
    const s = emptyHoldings(started(2));
    clearStatues(s);
    moveGate(s, 0, at(s, 5, 1));
    layCells(s, [at(s, 6, 0), at(s, 7, 0), at(s, 8, 0)], stackId('i3'));
    layCells(s, [at(s, 6, 1), at(s, 7, 1), at(s, 8, 1)], stackId('i3'));
    return s;
  }

  // F/Final Scoring 5 and worked example 10: a statue scores its tier, doubled on its own clan's pedestal.
  it("a statue onto its own clan's pedestal: Normal and Hard spend their cart to double the Fire statue", () => {
    const FIRE = 0;
    for (const level of ['normal', 'hard']) {
      let s = troveBoard();
      const from = at(s, 6, 0);
      const ped = at(s, 8, 1);
      s.b.statue[from] = FIRE;
      s.b.ped[ped] = FIRE;
      s.banks[0]!.res[CART] = 1;
      s = toStep(s, 4);
      // The pedestal is the best place the cart can take it: worth more than where it stands or any other cell.
      const tier = boardOf(s).tier;
      const onPed = statueScore(tier[ped] as Tier, true);
      for (const c of [at(s, 7, 0), at(s, 8, 0), at(s, 6, 1), at(s, 7, 1)]) expect(statueScore(tier[c] as Tier, false)).toBeLessThan(onPed);
      const before = statuePoints(s, 0);
      expect(before).toBeLessThan(onPed);
      const first = bot(level)(s, 0, rng(9))!;
      expect(first, level).toEqual({ type: 'statue', cell: from });
      const done = finish(must(s, 0, first).s, level, rng(10));
      expect(done.s.b.statue[ped], level).toBe(FIRE);
      expect(statuePoints(done.s, 0), level).toBe(onPed);
    }
  }, 60_000);

  // F/Great Hall and worked example 9: tunnels of your network covering The Trove's shape; dedicated, it scores 6 at the end.
  it('a great hall to dedicate: Normal and Hard lay The Trove over their tunnels in step 3', () => {
    for (const level of ['normal', 'hard']) {
      const s = toStep(troveBoard(), 3);
      expect(hallPoints(s, 0)).toBe(0);
      const first = bot(level)(s, 0, rng(11))!;
      expect(first, level).toEqual({ type: 'hall', hall: hallId('trove') });
      const done = finish(must(s, 0, first).s, level, rng(12));
      expect(hallPoints(done.s, 0), level).toBe(6);
    }
  }, 60_000);

  // Digest §5, Coronation (F/Final Scoring 1): at 3-5 players the first to recruit a 10th troll takes the
  // 5-token. With 9 trolls, a free bottom-row troll beats a size-3 stone tunnel (3 Honour, D's table);
  // the sensible bot (Easy's order) digs it, as it digs any big tunnel once it has 7 trolls.
  it('the coronation: with 9 trolls, Normal and Hard recruit the 10th for 5 rather than dig a tunnel worth 3', () => {
    for (const level of ['normal', 'hard']) {
      let s = emptyHoldings(started(3));
      const cards = s.decks[0]!.slice(0, 5);
      [4, 5, 6, 7, 8].forEach((slot, i) => setTroll(s, 0, slot, cards[i]!, 0));
      expect(countTrolls(s.p[0]!)).toBe(9);
      s.banks[0]!.res[STONE] = 3;
      s = toStep(s, 2);
      const legal = legalMoves(s, 0);
      expect(legal.some((m) => m.type === 'dig')).toBe(true);
      expect(bot('sensible')(s, 0, rng(13))!.type).toBe('dig');
      const first = bot(level)(s, 0, rng(14))!;
      expect(first.type, level).toBe('recruit');
      const done = finish(must(s, 0, first).s, level, rng(15));
      expect(done.s.banks[0]!.crowns, level).toEqual([5]);
    }
  }, 60_000);
});
