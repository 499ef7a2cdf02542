// The 52 tunnel tiles (D/Components: 10 of size 2, 12 of size 3, 15 of size 4, 15 of size 5), stacked by
// shape (F/Setup 2). Original design: every free domino, triomino and tetromino and all 12 pentominoes appear;
// sizes 2-4 carry one anchor hole each, size 5 none (F: "size-5 tunnels don't have anchors").
import { orientations } from './geometry';
import type { Orientation, TunnelStackDef } from './types';

export const TUNNEL_STACKS = [
  // Size 2: the domino, anchored at one end (both ends are the same up to rotation).
  { id: 'd2', name: 'domino', cells: [[0, 0], [1, 0]], anchor: 0, count: 10 },
  // Size 3: the straight and the bent triomino; the straight's anchor in the middle, the bend's in its corner.
  { id: 'i3', name: 'straight', cells: [[0, 0], [1, 0], [2, 0]], anchor: 1, count: 6 },
  { id: 'l3', name: 'bend', cells: [[0, 0], [0, 1], [1, 1]], anchor: 1, count: 6 },
  // Size 4: the five tetrominoes, three of each.
  { id: 'i4', name: 'straight', cells: [[0, 0], [1, 0], [2, 0], [3, 0]], anchor: 1, count: 3 },
  { id: 'o4', name: 'square', cells: [[0, 0], [1, 0], [0, 1], [1, 1]], anchor: 3, count: 3 },
  { id: 't4', name: 'T', cells: [[0, 0], [1, 0], [2, 0], [1, 1]], anchor: 1, count: 3 },
  { id: 's4', name: 'S', cells: [[1, 0], [2, 0], [0, 1], [1, 1]], anchor: 3, count: 3 },
  { id: 'l4', name: 'L', cells: [[0, 0], [0, 1], [0, 2], [1, 2]], anchor: 2, count: 3 },
  // Size 5: the twelve pentominoes, the compact P, L and Y twice.
  { id: 'f5', name: 'F', cells: [[1, 0], [2, 0], [0, 1], [1, 1], [1, 2]], anchor: null, count: 1 },
  { id: 'i5', name: 'straight', cells: [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0]], anchor: null, count: 1 },
  { id: 'l5', name: 'L', cells: [[0, 0], [0, 1], [0, 2], [0, 3], [1, 3]], anchor: null, count: 2 },
  { id: 'n5', name: 'N', cells: [[1, 0], [1, 1], [1, 2], [0, 2], [0, 3]], anchor: null, count: 1 },
  { id: 'p5', name: 'P', cells: [[0, 0], [1, 0], [0, 1], [1, 1], [0, 2]], anchor: null, count: 2 },
  { id: 't5', name: 'T', cells: [[0, 0], [1, 0], [2, 0], [1, 1], [1, 2]], anchor: null, count: 1 },
  { id: 'u5', name: 'U', cells: [[0, 0], [2, 0], [0, 1], [1, 1], [2, 1]], anchor: null, count: 1 },
  { id: 'v5', name: 'V', cells: [[0, 0], [0, 1], [0, 2], [1, 2], [2, 2]], anchor: null, count: 1 },
  { id: 'w5', name: 'W', cells: [[0, 0], [0, 1], [1, 1], [1, 2], [2, 2]], anchor: null, count: 1 },
  { id: 'x5', name: 'X', cells: [[1, 0], [0, 1], [1, 1], [2, 1], [1, 2]], anchor: null, count: 1 },
  { id: 'y5', name: 'Y', cells: [[1, 0], [0, 1], [1, 1], [1, 2], [1, 3]], anchor: null, count: 2 },
  { id: 'z5', name: 'Z', cells: [[0, 0], [1, 0], [1, 1], [1, 2], [2, 2]], anchor: null, count: 1 },
] as const satisfies readonly TunnelStackDef[];

export type TunnelStackId = (typeof TUNNEL_STACKS)[number]['id'];

/** Stack definitions by id. */
export const TUNNEL_BY_ID = {} as Record<TunnelStackId, TunnelStackDef>;
/** Every distinct orientation of each stack's tile, anchor included (up to 8, deduplicated). */
export const TUNNEL_ORIENTATIONS = {} as Record<TunnelStackId, readonly Orientation[]>;
for (const s of TUNNEL_STACKS) {
  TUNNEL_BY_ID[s.id] = s;
  TUNNEL_ORIENTATIONS[s.id] = orientations(s.cells, s.anchor);
}

/** Cells in one tile of the stack (its cost in minerals and its size on the score table). */
export function tunnelSize(id: TunnelStackId): number {
  return TUNNEL_BY_ID[id].cells.length;
}
