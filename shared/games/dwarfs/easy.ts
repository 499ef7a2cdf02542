// The Easy bot: the sensible bot's one-step look-ahead (sensible.ts) with a beginner's slips. Most
// of the time it takes any of the three moves it judges best, not always the best: it still places,
// gathers, mines and buys as the sensible bot does (and never walks a dwarf off a store it is about
// to complete: sensible.ts `walksOffReady`), only less sharply. The search levels (Normal, Hard)
// read neither this file nor sensible.ts.
//
// Why (issue 30; RULES-NOTES "Easy slips"): the sensible bot at full strength ended its games in 9
// rounds at every table (the bar: a median of 10-16) and Normal beat it in only 45 % of 40 duels
// (the bar: 75 %). Noise on the worth of every move (up to ±2-3 VP) made it as weak but it wandered:
// dwarfs walked about, no team gathered, and 1-4 of 50 games a row went to the round limit (best
// 0-2 goals). Picking among the three best kept every game on goals.
import type { Seat } from '../../engine/types';
import type { Move } from './moves';
import type { State } from './state';
import { weighMoves } from './sensible';

/** The share of choices where Easy takes any of its `TOP` best moves (uniformly) instead of the best. */
export const SLIP = 0.8;
/** How many of the best moves a slip picks among. */
export const TOP = 3;

/** Indexes of `worth` from best to worst (ties: the first listed first). */
export function ranked(worth: readonly number[]): number[] {
  return worth.map((v, i) => ({ v, i })).sort((a, b) => b.v - a.v || a.i - b.i).map((x) => x.i);
}

export function easyBot(truth: State, seat: Seat, random: () => number): Move | null {
  const { moves, worth } = weighMoves(truth, seat, random);
  if (worth.length === 0) return moves[0] ?? null;
  const order = ranked(worth);
  const k = random() < SLIP ? Math.floor(random() * Math.min(TOP, order.length)) : 0;
  return moves[order[k] as number] ?? null;
}
