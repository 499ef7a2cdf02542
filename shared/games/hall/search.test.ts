// The search bots (issue 15): they beat the random bot, and find the move in positions from the rulebook.
import { describe, expect, it } from 'vitest';
import { D } from './tables';
import { hall } from './index';
import { legalMoves } from './engine';
import type { Move } from './moves';
import type { State } from './state';
import { at, clearStatues, emptyHoldings, hallId, layCells, moveGate, must, rng, stackId, started, toStep } from './testkit';
import { IRON, STONE } from './symbols';
import { hallPoints } from './scoring';

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
});
