// Networks and placements on the board (F/Game Play: Your Network, Adjacency; Dig a Tunnel; Great
// Hall; Move Statues). A network is what a gate reaches through orthogonally adjacent covered cells;
// isolated tiles belong to no one (F: "the isolated portion is no longer part of any player's network").
import type { Board } from './content/types';
import { D } from './tables';
import type { Placed } from './data';
import type { State } from './state';
import { allies } from './state';
import { Recent } from './memo';

export const boardOf = (s: State): Board => D.boards[s.side];

/**
 * Per cell, a bitmask of the seats whose gate reaches it (teammates joined: both bits). Cached on the
 * `seg` and `gates` arrays, which are replaced, never changed in place (ctx.ts `setCells`, `setGate`).
 */
const netCache = new Recent<number[], { gates: number[]; mask: number[] }>(8);
export function netMask(s: State): number[] {
  const hit = netCache.get(s.b.seg);
  if (hit && hit.gates === s.b.gates) return hit.mask;
  const bd = boardOf(s);
  const { seg, gates } = s.b;
  const mask: number[] = new Array<number>(seg.length).fill(0);
  for (let seat = 0; seat < gates.length; seat++) {
    const start = gates[seat]!;
    if (start < 0) continue;
    const bit = 1 << seat;
    const stack = [start];
    mask[start]! |= bit;
    while (stack.length) {
      const c = stack.pop()!;
      for (const n of bd.neighbours[c]!) {
        if (seg[n]! >= 0 && !(mask[n]! & bit)) {
          mask[n]! |= bit;
          stack.push(n);
        }
      }
    }
  }
  netCache.set(s.b.seg, { gates: s.b.gates, mask });
  return mask;
}

/** Seats counted as "you" for the network (teammates in the team variant: joined or not). */
export const allyMask = (s: State, seat: number): number => allies(s, seat).reduce((m, x) => m | (1 << x), 0);

/** Is the cell in `seat`'s network (its own gate's, which includes a joined teammate's)? */
export const mine = (mask: number[], cell: number, seat: number): boolean => ((mask[cell] ?? 0) & (1 << seat)) !== 0;

/** Cells of `seat`'s network. */
export function networkCells(s: State, seat: number): number[] {
  const mask = netMask(s);
  const out: number[] = [];
  const bit = 1 << seat;
  for (let c = 0; c < mask.length; c++) if (mask[c]! & bit) out.push(c);
  return out;
}

/** Unearthed: a statue on a covered cell that some network reaches (F: "Any statue not in a network is a buried statue"). */
export const unearthed = (s: State, cell: number): boolean => s.b.statue[cell]! >= 0 && netMask(s)[cell] !== 0;

/** Cells of a shape placed with its origin at `origin`, or null when it leaves the grid. */
export function cellsAt(bd: Board, p: Placed, origin: number): number[] | null {
  const x0 = origin % bd.width;
  const y0 = (origin - x0) / bd.width;
  if (x0 + p.w > bd.width || y0 + p.h > bd.height) return null;
  const out: number[] = [];
  for (const [dx, dy] of p.cells) out.push((y0 + dy) * bd.width + x0 + dx);
  return out;
}

/**
 * Does `p` with its origin at `origin` stay on the grid with every cell `ok` and none `bad`? The same
 * test as `cellsAt` then a check of each cell, without building the list: placements try many origins.
 */
function fits(bd: Board, p: Placed, origin: number, ok: boolean[], bad: boolean[] | null): boolean {
  const x0 = origin % bd.width;
  const y0 = (origin - x0) / bd.width;
  if (x0 + p.w > bd.width || y0 + p.h > bd.height) return false;
  for (const [dx, dy] of p.cells) {
    const c = (y0 + dy) * bd.width + x0 + dx;
    if (ok[c] !== true || (bad !== null && bad[c])) return false;
  }
  return true;
}

/** Per-seat facts a dig placement is checked against, computed once per decision. */
export interface DigCtx {
  /** Free cells a tile may cover. */
  free: boolean[];
  /** Cells next to `seat`'s network. */
  near: boolean[];
  /** Cells next to an opponent's network (never a teammate's: digest 7.25). */
  banned: boolean[];
  /** Candidate cells: free and next to the network. */
  frontier: number[];
}

export function digCtx(s: State, seat: number): DigCtx {
  const bd = boardOf(s);
  const mask = netMask(s);
  const friends = allyMask(s, seat);
  const n = bd.tier.length;
  const free: boolean[] = new Array<boolean>(n);
  const near: boolean[] = new Array<boolean>(n).fill(false);
  const banned: boolean[] = new Array<boolean>(n).fill(false);
  const frontier: number[] = [];
  const own = 1 << seat;
  for (let c = 0; c < n; c++) {
    free[c] = bd.diggable[c]! && s.b.seg[c]! < 0;
    for (const nb of bd.neighbours[c]!) {
      const m = mask[nb]!;
      if (m & own) near[c] = true;
      if (m & ~friends) banned[c] = true;
    }
    if (free[c] && near[c] && !banned[c]) frontier.push(c);
  }
  return { free, near, banned, frontier };
}

/** Where `p` may lie for `seat`: every origin whose cells are all free, none banned, one near (F/Dig). */
export function placements(s: State, ctx: DigCtx, p: Placed): number[] {
  const bd = boardOf(s);
  const origins = new Set<number>();
  const out: number[] = [];
  for (const f of ctx.frontier) {
    const fx = f % bd.width;
    const fy = (f - fx) / bd.width;
    for (const [dx, dy] of p.cells) {
      const ox = fx - dx;
      const oy = fy - dy;
      if (ox < 0 || oy < 0) continue;
      const o = oy * bd.width + ox;
      if (origins.has(o)) continue;
      origins.add(o);
      if (fits(bd, p, o, ctx.free, ctx.banned)) out.push(o);
    }
  }
  return out.sort((a, b) => a - b);
}

export const rubbleIn = (s: State, cells: number[]): number => {
  const bd = boardOf(s);
  let n = 0;
  for (const c of cells) if (bd.rubble[c]) n++;
  return n;
};

/**
 * Where a hall in orientation `p` may be dedicated by `seat`: every hall cell on a tunnel-tile cell
 * of its network (F/Great Hall: "over your tunnel network... tunnels only. Never over Gates, workshops,
 * or other great halls").
 */
const tileCellsCache = new Recent<number[], { seat: number; gates: number[]; cells: number[]; ok: boolean[] }>(8);
function myTileCells(s: State, seat: number): { cells: number[]; ok: boolean[] } {
  const hit = tileCellsCache.get(s.b.seg);
  if (hit && hit.seat === seat && hit.gates === s.b.gates) return hit;
  const mask = netMask(s);
  const { seg, segs } = s.b;
  const ok: boolean[] = new Array<boolean>(seg.length).fill(false);
  const cells: number[] = [];
  for (let c = 0; c < seg.length; c++) {
    if (seg[c]! >= 0 && segs[seg[c]!]!.k === 1 && mine(mask, c, seat)) {
      ok[c] = true;
      cells.push(c);
    }
  }
  const v = { seat, gates: s.b.gates, cells, ok };
  tileCellsCache.set(s.b.seg, v);
  return v;
}

export function hallPlacements(s: State, seat: number, p: Placed): number[] {
  const bd = boardOf(s);
  const { cells: mineCells, ok: okCells } = myTileCells(s, seat);
  const out: number[] = [];
  if (mineCells.length < p.cells.length) return out;
  // Every placement covers one of its cells with the shape's first cell: try origins from those.
  const [fx, fy] = p.cells[0]!;
  for (const c of mineCells) {
    const cx = c % bd.width;
    const o = (c - cx) / bd.width - fy;
    const ox = cx - fx;
    if (ox < 0 || o < 0) continue;
    const origin = o * bd.width + ox;
    if (fits(bd, p, origin, okCells, null)) out.push(origin);
  }
  return out.sort((a, b) => a - b);
}

/** Segments next to segment `id` (sharing a cell edge). */
export function segNeighbours(s: State, id: number): number[] {
  const bd = boardOf(s);
  const out = new Set<number>();
  for (const c of s.b.segs[id]!.cells)
    for (const n of bd.neighbours[c]!) {
      const t = s.b.seg[n]!;
      if (t >= 0 && t !== id) out.add(t);
    }
  return [...out];
}

/**
 * Cells an unearthed statue at `cell` may move to for `seat` with one cart (F/Move Statues): an empty
 * cell of its own tunnel or of an adjacent tunnel, within the seat's network.
 */
export function statueDests(s: State, seat: number, cell: number): number[] {
  const mask = netMask(s);
  const id = s.b.seg[cell]!;
  if (id < 0 || !mine(mask, cell, seat)) return [];
  const out: number[] = [];
  for (const t of [id, ...segNeighbours(s, id)]) {
    for (const c of s.b.segs[t]!.cells) if (c !== cell && s.b.statue[c]! < 0 && mine(mask, c, seat)) out.push(c);
  }
  return out.sort((a, b) => a - b);
}

/** Unearthed statues in `seat`'s network. */
export function myStatues(s: State, seat: number): number[] {
  const mask = netMask(s);
  const out: number[] = [];
  for (let c = 0; c < s.b.statue.length; c++) if (s.b.statue[c]! >= 0 && mine(mask, c, seat)) out.push(c);
  return out;
}

/** Workshop sites with an entrance in `seat`'s network, and the open entrances of a site (any network). */
export function openEntrances(s: State, site: number): number {
  const mask = netMask(s);
  return boardOf(s).sites[site]!.entrances.filter((c) => mask[c] !== 0).length;
}
export function touches(s: State, seat: number, site: number): boolean {
  const mask = netMask(s);
  return boardOf(s).sites[site]!.entrances.some((c) => mine(mask, c, seat));
}

const COMPASS = ['east', 'north-east', 'north', 'north-west', 'west', 'south-west', 'south', 'south-east'] as const;

/**
 * A cell as the log names it: its column letter and row number as the board draws them ("F4"),
 * with the side of the mountain it lies on, seen from the heart ("F4 (north-west)").
 */
export function cellName(b: Board, cell: number, side = true): string {
  const x = cell % b.width;
  const y = Math.floor(cell / b.width);
  const name = `${String.fromCharCode(65 + x)}${y + 1}`;
  if (!side || b.heart.length === 0) return name;
  const cx = b.heart.reduce((a, c) => a + (c % b.width), 0) / b.heart.length;
  const cy = b.heart.reduce((a, c) => a + Math.floor(c / b.width), 0) / b.heart.length;
  const turn = Math.atan2(cy - y, x - cx) / (Math.PI / 4);
  return `${name} (${COMPASS[(Math.round(turn) + 8) % 8]})`;
}
