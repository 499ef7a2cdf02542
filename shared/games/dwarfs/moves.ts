// Every move of the game: one small step of a decision, made by the seat that decides. Spots are
// board indexes (row by row), meeples are indexes into their owner's meeples, gems GEMS order.
import { z } from 'zod';

const int = z.number().int();
const cell = int.min(0).max(1023);
const seat = int.min(0).max(6);
const meeple = int.min(0).max(7);
const gem = int.min(0).max(3);
const kind = z.enum(['plain', 'alchemist', 'warrior', 'guardian', 'king', 'elven-dragon', 'ogre-king']);
const gems = z.array(int.min(0).max(4)).length(4);

export const moveSchema = z.discriminatedUnion('type', [
  // Perform Actions (paid)
  z.object({ type: z.literal('play'), card: int.min(0).max(62) }),
  z.object({ type: z.literal('put'), cell, rot: int.min(0).max(3) }),
  z.object({ type: z.literal('place'), kind, cell }),
  z.object({ type: z.literal('move'), m: meeple, to: cell }),
  z.object({ type: z.literal('upgrade'), cls: kind }),
  z.object({ type: z.literal('alchemy'), from: gem, to: gem }),
  z.object({ type: z.literal('warrior'), seat, m: meeple, to: cell }),
  z.object({ type: z.literal('ogreKing'), seat, m: meeple }),
  z.object({ type: z.literal('tunnel'), m: meeple, to: cell }),
  z.object({ type: z.literal('rotate'), cell, rot: int.min(1).max(3) }),
  // free actions
  z.object({ type: z.literal('ogre'), kind: int.min(0).max(5), cell: cell.optional(), seat: seat.optional(), m: meeple.optional() }),
  z.object({ type: z.literal('panic'), seat, m: meeple, to: cell }),
  z.object({ type: z.literal('brute'), m: meeple }),
  z.object({ type: z.literal('scales'), monster: int.min(0).max(40), gems }),
  z.object({ type: z.literal('pawn'), gems }),
  z.object({ type: z.literal('frozen'), gem }),
  z.object({ type: z.literal('hire'), kind: int.min(0).max(5) }),
  z.object({ type: z.literal('reveal') }),
  z.object({ type: z.literal('autoReveal') }),
  z.object({ type: z.literal('end') }),
  z.object({ type: z.literal('cancel') }),
  // Resolve
  z.object({ type: z.literal('complete'), cell, kinds: z.array(kind).max(8) }),
  z.object({ type: z.literal('buy'), goal: int.min(-1).max(2), swap: int.min(-1).max(40), monster: int.min(-1).max(40) }),
  z.object({ type: z.literal('dig'), cell }),
  // Discard
  z.object({ type: z.literal('discard'), what: z.enum(['gem', 'ogre']), i: int.min(0).max(5) }),
]);

export type Move = z.infer<typeof moveSchema>;
export type MoveOf<T extends Move['type']> = Extract<Move, { type: T }>;

export interface Fail {
  code: `move/${string}`;
  message: string;
}

/** Same move, whatever the key order (arrays compared item by item; absent and undefined alike). */
export function sameMove(a: Move, b: Move): boolean {
  if (a.type !== b.type) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let na = 0;
  for (const k in ra) {
    const x = ra[k];
    if (x === undefined) continue;
    na++;
    const y = rb[k];
    if (x === y) continue;
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  }
  let nb = 0;
  for (const k in rb) if (rb[k] !== undefined) nb++;
  return na === nb;
}
