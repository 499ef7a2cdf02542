// The random bot the room uses to fill seats: any legal move, but never `cancel` (it would only
// wander back and forth).
import type { Seat } from '../../engine/types';
import { legalMoves } from './engine';
import type { Move } from './moves';
import type { State } from './state';

export function randomBot(s: State, seat: Seat, random: () => number): Move | null {
  const moves = legalMoves(s, seat).filter((m) => m.type !== 'cancel');
  if (moves.length === 0) return null;
  return moves[Math.floor(random() * moves.length)] ?? null;
}
