// Board sides resolved from their ASCII maps into cell-indexed arrays (a cell is y * width + x), plus pure
// lookups over them: which side a player count uses, and where a shape lands when placed at (x, y).
import { AUTUMN } from './board-autumn';
import { WINTER } from './board-winter';
import type { Board, BoardSideDef, BoardSideId, Cell2, ResourceCount, StartPoint, WorkshopSite } from './types';

const RESERVED = new Set(['.', 'r', 'R', 'S', 'W']);

/** Clockwise angle from 12 o'clock around (cx, cy), y downwards (F/Setup 8: statues go clockwise). */
function clockwise(x: number, y: number, cx: number, cy: number): number {
  const a = Math.atan2(x - cx, cy - y);
  return a < 0 ? a + 2 * Math.PI : a;
}

/** Resolve an authored side. Throws on a malformed map: content is checked once at load and by tests. */
export function resolveBoard(def: BoardSideDef): Board {
  const height = def.tiers.length;
  const width = def.tiers[0]?.length ?? 0;
  if (def.features.length !== height) throw new Error(`hall board ${def.id}: feature rows`);
  const n = width * height;
  const tier: number[] = new Array<number>(n).fill(-1);
  const mountain: boolean[] = new Array<boolean>(n).fill(false);
  const rubble: boolean[] = new Array<boolean>(n).fill(false);
  const buried: (ResourceCount | null)[] = new Array<ResourceCount | null>(n).fill(null);
  const heart: number[] = [];
  const spots: number[] = [];
  const siteCells: number[] = [];
  const starts: StartPoint[] = [];
  for (let y = 0; y < height; y++) {
    const tr = def.tiers[y] ?? '';
    const fr = def.features[y] ?? '';
    if (tr.length !== width || fr.length !== width) throw new Error(`hall board ${def.id}: row ${y} width`);
    for (let x = 0; x < width; x++) {
      const c = y * width + x;
      const t = tr[x] as string;
      const f = fr[x] as string;
      if (t === 'H') heart.push(c);
      else if (t >= '0' && t <= '4') {
        tier[c] = Number(t);
        mountain[c] = true;
      } else if (t !== '.') throw new Error(`hall board ${def.id}: tier '${t}'`);
      if (f === '.') continue;
      if (!mountain[c]) throw new Error(`hall board ${def.id}: feature '${f}' off the mountain at ${x},${y}`);
      if (f === 'r' || f === 'R') rubble[c] = true;
      if (f === 'S' || f === 'R') spots.push(c);
      else if (f === 'W') siteCells.push(c);
      else if (!RESERVED.has(f)) {
        const labels = def.startLabels[f];
        const res = def.buried[f];
        if (labels) starts.push({ cell: c, labels });
        else if (res) {
          buried[c] = res;
          if (def.buriedOnRubble.includes(f)) rubble[c] = true;
        } else throw new Error(`hall board ${def.id}: unknown feature '${f}'`);
      }
    }
  }
  const at = (x: number, y: number): number => (x >= 0 && y >= 0 && x < width && y < height ? y * width + x : -1);
  const neighbours: number[][] = [];
  for (let c = 0; c < n; c++) {
    const x = c % width;
    const y = (c - x) / width;
    const ns = [at(x, y - 1), at(x + 1, y), at(x, y + 1), at(x - 1, y)];
    neighbours.push(ns.filter((m) => m >= 0 && (mountain[m] || heart.includes(m))));
  }
  const isSite = new Set(siteCells);
  const diggable = mountain.map((m, c) => m && !isSite.has(c));
  const cx = heart.reduce((s, c) => s + (c % width), 0) / Math.max(1, heart.length);
  const cy = heart.reduce((s, c) => s + Math.floor(c / width), 0) / Math.max(1, heart.length);
  const order = (cells: number[]): number[] =>
    [...cells].sort((a, b) => {
      const d = clockwise(a % width, Math.floor(a / width), cx, cy) - clockwise(b % width, Math.floor(b / width), cx, cy);
      return Math.abs(d) > 1e-9 ? d : a - b;
    });
  const sites: WorkshopSite[] = order(siteCells).map((cell) => ({
    cell,
    entrances: (neighbours[cell] ?? []).filter((m) => diggable[m]),
  }));
  const startOrder = order(starts.map((s) => s.cell));
  return {
    side: def.id,
    players: def.players,
    width,
    height,
    tier,
    mountain,
    heart,
    diggable,
    rubble,
    buried,
    statueSpots: order(spots),
    sites,
    startPoints: startOrder.map((c) => starts.find((s) => s.cell === c) as StartPoint),
    neighbours,
  };
}

export const BOARD_SIDES: Readonly<Record<BoardSideId, BoardSideDef>> = { winter: WINTER, autumn: AUTUMN };

/** Both sides, resolved. */
export const BOARDS: Readonly<Record<BoardSideId, Board>> = { winter: resolveBoard(WINTER), autumn: resolveBoard(AUTUMN) };

/** The side a player count uses (F/Setup 1): winter for 4-5, autumn for 3; 2 players choose (default autumn, D). */
export function sideFor(players: number, twoPlayerSide: BoardSideId = 'autumn'): BoardSideId {
  if (players >= 4) return 'winter';
  if (players === 3) return 'autumn';
  return twoPlayerSide;
}

/** Start points a gate may take at this player count (F/Player Setup C; 2 players: any label, pairs must match). */
export function startPointsFor(board: Board, players: number): StartPoint[] {
  return board.startPoints.filter((p) => players === 2 || p.labels.includes(players));
}

/**
 * The cells a shape covers with its (0, 0) at (x, y), or null when any cell falls off the grid or off the
 * mountain (F/Dig: never off the board). Heart, sites and other tiles are the rules' to check.
 */
export function cellsAt(board: Board, shape: readonly Cell2[], x: number, y: number): number[] | null {
  const out: number[] = [];
  for (const [dx, dy] of shape) {
    const cx = x + dx;
    const cy = y + dy;
    if (cx < 0 || cy < 0 || cx >= board.width || cy >= board.height) return null;
    const c = cy * board.width + cx;
    if (!board.mountain[c]) return null;
    out.push(c);
  }
  return out;
}

/** A cell's name for logs and screen readers: column letter from the left, row number from the top ("J10"). */
export function cellName(board: Board, cell: number): string {
  const x = cell % board.width;
  const y = Math.floor(cell / board.width);
  return `${String.fromCharCode(65 + x)}${y + 1}`;
}
