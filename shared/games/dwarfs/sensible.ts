// The sensible bot: one step of look-ahead. Every legal move is tried and the resulting position
// scored for the bot's seat: points already sure, plus progress toward the next points (meeples on
// tasks they can complete, gems toward goals on offer, the castle in play), minus the best rival.
import type { Seat } from '../../engine/types';
import { applyMove, legalMoves } from './engine';
import type { Move } from './moves';
import type { State } from './state';
import { evaluate } from './evaluate';
import { determinize } from './determinize';
import { counting, needed } from './rules';

/**
 * A move or tunnel that takes a meeple off a card whose task the seat completes at the end of this
 * turn: it gives the completion up. The look-ahead would sometimes choose it, since it judges a ready
 * store above the goal it buys (the store's task and the gems toward the goal count as outlook, the
 * goal bought only its VP): with every meeple on the board and only moves left (Chaos Control, Lords
 * of the Arena), the bots walked in and out of their stores to the round limit (Easy, goals-3-0).
 */
function walksOffReady(s: State, seat: number, m: Move): boolean {
  if (m.type !== 'move' && m.type !== 'tunnel') return false;
  const at = s.p[seat]?.at[m.m] ?? -1;
  return at >= 0 && counting(s, seat, at).length >= needed(s, seat, at);
}

/**
 * The look-ahead's moves and what each is worth to `seat` (with a hundredth of a VP of noise to break
 * ties), in the order of the legal moves; a lone move or none is returned as it is, unweighed.
 */
export function weighMoves(truth: State, seat: Seat, random: () => number): { moves: Move[]; worth: number[] } {
  // The bot decides from what its seat knows: it looks ahead in a sample of the hidden values
  // (others' goals, gems and ogre cards, the decks, the generator), never in the true state, whose
  // next draw or stolen gem it would otherwise foresee. Its own moves are the same in both.
  const s = determinize(truth, seat, random);
  const legal = legalMoves(s, seat).filter((m) => m.type !== 'cancel' && !walksOffReady(s, seat, m));
  if (legal.length <= 1) return { moves: legal, worth: [] };
  const moves: Move[] = [];
  const worth: number[] = [];
  for (const m of legal) {
    const r = applyMove(s, seat, m);
    if (!r.ok) continue;
    const next = r.value.state;
    // A card picked to play is judged by its best spot.
    let v: number;
    if (next.pending?.k === 'put' || next.pending?.k === 'panic' || next.pending?.k === 'brute') {
      v = -Infinity;
      for (const m2 of legalMoves(next, seat)) {
        if (m2.type === 'cancel') continue;
        const r2 = applyMove(next, seat, m2);
        if (r2.ok) v = Math.max(v, evaluate(r2.value.state, seat));
      }
    } else v = evaluate(next, seat);
    v += random() * 0.01;
    if (m.type === 'end') v -= 0.5;
    moves.push(m);
    worth.push(v);
  }
  return { moves, worth };
}

export function sensibleBot(truth: State, seat: Seat, random: () => number): Move | null {
  const { moves, worth } = weighMoves(truth, seat, random);
  if (worth.length === 0) return moves[0] ?? null;
  let best: Move | null = null;
  let bestV = -Infinity;
  for (let i = 0; i < moves.length; i++) {
    const v = worth[i] as number;
    if (v > bestV) {
      bestV = v;
      best = moves[i] as Move;
    }
  }
  return best;
}
