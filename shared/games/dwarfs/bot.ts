// Bots. `random`: any legal move, chosen by kind of move first so that a long list of spots does
// not drown the rest, ending its actions early only now and then, never going back. `sensible`:
// one step of look-ahead on a score estimate (sensible.ts).
import type { Seat } from '../../engine/types';
import { legalMoves } from './engine';
import type { Move } from './moves';
import type { State } from './state';

export function randomBot(s: State, seat: Seat, random: () => number): Move | null {
  const moves = legalMoves(s, seat).filter((m) => m.type !== 'cancel');
  if (moves.length === 0) return null;
  const types = [...new Set(moves.map((m) => m.type))];
  // `end` with other choices open is taken only 1 time in 10 (a random player would stop at once).
  const pool = types.length > 1 && random() < 0.9 ? types.filter((t) => t !== 'end') : types;
  const t = pool[Math.floor(random() * pool.length)];
  const of = moves.filter((m) => m.type === t);
  return of[Math.floor(random() * of.length)] ?? null;
}
