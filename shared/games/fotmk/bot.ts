// FotMK's bots. `random` (any legal move but `cancel`) stays for quick fills and tests; the levels
// are the generic search (shared/engine/search.ts) on this game's determinize, evaluation and move
// order, with more thinking per level. Budgets are in search iterations, never in time, so a bot's
// choice depends only on the position it may see and the generator it is given.
import { Search, type SearchOptions } from '../../engine/search';
import type { GameModule, Seat } from '../../engine/types';
import { legalMoves } from './engine';
import type { Move } from './moves';
import type { State } from './state';

export function randomBot(s: State, seat: Seat, random: () => number): Move | null {
  const moves = legalMoves(s, seat).filter((m) => m.type !== 'cancel');
  if (moves.length === 0) return null;
  return moves[Math.floor(random() * moves.length)] ?? null;
}

/** Thinking per level: iterations of the search and the length of its playouts. */
export const LEVELS = {
  easy: { iterations: 12, playout: 0, explore: 0.1 },
  normal: { iterations: 300, playout: 0, explore: 0.1 },
  hard: { iterations: 2500, playout: 0, explore: 0.1 },
} as const satisfies Record<string, { iterations: number } & SearchOptions>;
export type Level = keyof typeof LEVELS;

/** A bot for the `bots` record: a whole search at `level`, stepped here in one go. */
export function searchBot(game: () => GameModule<State, Move>, level: Level) {
  const { iterations, ...opts } = LEVELS[level];
  return (s: State, seat: Seat, random: () => number): Move | null => {
    const search = new Search(game(), s, seat, random, opts);
    search.step(iterations);
    return search.best();
  };
}
