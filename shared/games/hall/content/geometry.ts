// Pure polyomino geometry over content shapes: the orientations of tunnels and halls, connectivity, and keys
// for deduplication. No board here (board.ts places shapes on a board).
import type { Cell2, Orientation } from './types';

/** Shift cells so the smallest x and y are 0, keeping their order (so an anchor index stays valid). */
export function normalise(cells: readonly Cell2[]): Cell2[] {
  let mx = Infinity;
  let my = Infinity;
  for (const [x, y] of cells) {
    mx = Math.min(mx, x);
    my = Math.min(my, y);
  }
  return cells.map(([x, y]) => [x - mx, y - my] as const);
}

/**
 * Mirror (x -> -x) if `flip`, then turn `rot` quarter-turns clockwise (y grows downwards, so (x, y) goes to
 * (-y, x)), then normalise. Cell order is kept.
 */
export function transform(cells: readonly Cell2[], rot: number, flip: boolean): Cell2[] {
  let out: Cell2[] = cells.map(([x, y]) => [flip ? -x : x, y] as const);
  for (let i = 0; i < rot; i++) out = out.map(([x, y]) => [-y, x] as const);
  return normalise(out);
}

/** A key equal for equal cell sets (order ignored), with the marked cell (anchor or altar) when given. */
export function shapeKey(cells: readonly Cell2[], mark: number | null = null): string {
  const sorted = cells.map(([x, y]) => `${x},${y}`).sort();
  const m = mark === null ? '' : `@${cells[mark]?.[0] ?? ''},${cells[mark]?.[1] ?? ''}`;
  return sorted.join(';') + m;
}

/**
 * Every distinct orientation of a shape with its marked cell (F/Dig: a tile may be rotated and flipped, so up
 * to 8). Two transforms that give the same cells with the mark on the same cell are one orientation; the
 * first found (fewest turns, unflipped first) is kept.
 */
export function orientations(cells: readonly Cell2[], mark: number | null, mayFlip = true): Orientation[] {
  const seen = new Set<string>();
  const out: Orientation[] = [];
  for (const flip of mayFlip ? [false, true] : [false]) {
    for (const rot of [0, 1, 2, 3] as const) {
      const t = transform(cells, rot, flip);
      const key = shapeKey(t, mark);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ cells: t, anchor: mark, rot, flip });
    }
  }
  return out;
}

/** The key of a free polyomino (the same for all its rotations and reflections), ignoring marks. */
export function freeShapeKey(cells: readonly Cell2[]): string {
  const keys: string[] = [];
  for (const flip of [false, true]) for (let rot = 0; rot < 4; rot++) keys.push(shapeKey(transform(cells, rot, flip)));
  return keys.sort()[0] ?? '';
}

/** True when the cells are distinct and form one orthogonally connected piece. */
export function isConnectedPolyomino(cells: readonly Cell2[]): boolean {
  const set = new Set(cells.map(([x, y]) => `${x},${y}`));
  if (set.size !== cells.length || cells.length === 0) return false;
  const first = cells[0] as Cell2;
  const seen = new Set([`${first[0]},${first[1]}`]);
  const stack: Cell2[] = [first];
  while (stack.length) {
    const [x, y] = stack.pop() as Cell2;
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const k = `${x + dx},${y + dy}`;
      if (set.has(k) && !seen.has(k)) {
        seen.add(k);
        stack.push([x + dx, y + dy]);
      }
    }
  }
  return seen.size === set.size;
}
