// FotMK's bots. `random` (any legal move but `cancel`) stays for quick fills and tests; the levels
// are the generic search (shared/engine/search.ts) on this game's determinize, evaluation and move
// order, with more thinking per level. Budgets are in search iterations, never in time, so a bot's
// choice depends only on the position it may see and the generator it is given.
import type { SearchLevel, Seat } from '../../engine/types';
import { legalMoves } from './engine';
import type { Move } from './moves';
import type { State } from './state';

export function randomBot(s: State, seat: Seat, random: () => number): Move | null {
  const moves = legalMoves(s, seat).filter((m) => m.type !== 'cancel');
  if (moves.length === 0) return null;
  return moves[Math.floor(random() * moves.length)] ?? null;
}

/** Thinking per level: iterations of the search, evaluated at the leaves (no random playouts). */
export const LEVELS = {
  easy: { iterations: 12, playout: 0, explore: 0.1 },
  normal: { iterations: 300, playout: 0, explore: 0.1 },
  hard: { iterations: 2500, playout: 0, explore: 0.1 },
} as const satisfies Record<string, SearchLevel>;
