// The 6 great halls (F/Components: "of varying sizes"), original shapes and values. Known from F's example:
// The Trove is worth 6 with an empty altar and 15 with a statue on it. Halls turn but do not mirror (digest
// 7.12: the altar and the scoring plank are printed on one face).
import { orientations } from './geometry';
import type { GreatHallDef, Orientation } from './types';

export const GREAT_HALLS = [
  // 2 x 2: the smallest, easy to dedicate early.
  { id: 'shrine', name: 'The Shrine', cells: [[0, 0], [1, 0], [0, 1], [1, 1]], altar: 3, lesser: 3, greater: 10, mayFlip: false },
  // A P-pentomino chapel.
  {
    id: 'chapel',
    name: 'The Chapel',
    cells: [[0, 0], [1, 0], [0, 1], [1, 1], [0, 2]],
    altar: 0,
    lesser: 4,
    greater: 12,
    mayFlip: false,
  },
  // 3 x 2: F's example hall.
  {
    id: 'trove',
    name: 'The Trove',
    cells: [[0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1]],
    altar: 4,
    lesser: 6,
    greater: 15,
    mayFlip: false,
  },
  // A long cross of 6: awkward to cover, so worth a little more than its size.
  {
    id: 'crossing',
    name: 'The Crossing',
    cells: [[1, 0], [0, 1], [1, 1], [2, 1], [1, 2], [1, 3]],
    altar: 2,
    lesser: 6,
    greater: 16,
    mayFlip: false,
  },
  // 4 x 2.
  {
    id: 'gallery',
    name: 'The Long Gallery',
    cells: [[0, 0], [1, 0], [2, 0], [3, 0], [0, 1], [1, 1], [2, 1], [3, 1]],
    altar: 1,
    lesser: 8,
    greater: 18,
    mayFlip: false,
  },
  // 3 x 3: the largest.
  {
    id: 'throne',
    name: 'The Throne Hall',
    cells: [[0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1], [0, 2], [1, 2], [2, 2]],
    altar: 4,
    lesser: 10,
    greater: 21,
    mayFlip: false,
  },
] as const satisfies readonly GreatHallDef[];

export type GreatHallId = (typeof GREAT_HALLS)[number]['id'];

export const HALL_BY_ID = {} as Record<GreatHallId, GreatHallDef>;
/** Every distinct orientation of each hall, the altar's index kept in `anchor`. */
export const HALL_ORIENTATIONS = {} as Record<GreatHallId, readonly Orientation[]>;
for (const h of GREAT_HALLS) {
  HALL_BY_ID[h.id] = h;
  HALL_ORIENTATIONS[h.id] = orientations(h.cells, h.altar, h.mayFlip);
}
