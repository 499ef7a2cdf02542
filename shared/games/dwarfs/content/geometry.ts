// Pure geometry over content: where a card's walls sit once turned, and which way is across a side.
// Used by the content tests and the client's card drawing; the rules keep their own bit form (data.ts).
import type { Rotation, Side } from './types';
import { SIDES } from './types';

/** The side a card's `side` faces after `rot` quarter turns clockwise (n turned once faces e). */
export function turned(side: Side, rot: Rotation): Side {
  return SIDES[(SIDES.indexOf(side) + rot) % 4] as Side;
}

/** A card's walls as they face on the table after `rot` quarter turns clockwise. */
export function wallsAfter(walls: readonly Side[], rot: Rotation): Side[] {
  return walls.map((w) => turned(w, rot));
}

/** The side facing `side` across an edge (a card's east side faces its east neighbour's west side). */
export function opposite(side: Side): Side {
  return turned(side, 2);
}

/** One step from (x, y) across `side`; y grows downwards. */
export function step(x: number, y: number, side: Side): [number, number] {
  if (side === 'n') return [x, y - 1];
  if (side === 'e') return [x + 1, y];
  if (side === 's') return [x, y + 1];
  return [x - 1, y];
}
