// The table's geometry: spots on a bounded grid, walls turned with their card, open passages,
// regions (the wall-free connected cards) and kingdoms (the region of a castle). Rulebook "Kingdom
// building": your kingdom is every card you can walk to from your castle without passing a wall.
import { BOARD_COLS, BOARD_ROWS, CARDS, isWall, type CardInfo } from './data';
import { mine, type Stack, type State } from './state';

export const COLS = BOARD_COLS;
export const ROWS = BOARD_ROWS;
export const SPOTS = COLS * ROWS;

/** Orthogonal neighbour of each spot towards side d (0 n, 1 e, 2 s, 3 w) at [cell * 4 + d], or -1 off the board. */
const NEIGHBOURS: Int16Array = (() => {
  const t = new Int16Array(SPOTS * 4);
  for (let cell = 0; cell < SPOTS; cell++) {
    const x = cell % COLS;
    const y = (cell - x) / COLS;
    t[cell * 4] = y > 0 ? cell - COLS : -1;
    t[cell * 4 + 1] = x < COLS - 1 ? cell + 1 : -1;
    t[cell * 4 + 2] = y < ROWS - 1 ? cell + COLS : -1;
    t[cell * 4 + 3] = x > 0 ? cell - 1 : -1;
  }
  return t;
})();

/** Orthogonal neighbour of `cell` towards side d (0 n, 1 e, 2 s, 3 w), or -1 off the board. */
export function neighbour(cell: number, d: number): number {
  return cell >= 0 && cell < SPOTS ? (NEIGHBOURS[cell * 4 + d] as number) : -1;
}

/** The top card of a spot, or -1. */
export function topCard(s: State, cell: number): number {
  const st = s.board[cell];
  return st ? (st.cards[st.cards.length - 1] ?? -1) : -1;
}

export function topInfo(s: State, cell: number): CardInfo | null {
  const c = topCard(s, cell);
  return c >= 0 ? (CARDS[c] ?? null) : null;
}

/** Does the top card of `cell` have a wall on board side d (after its rotation)? */
export function wallAt(s: State, cell: number, d: number): boolean {
  const st = s.board[cell];
  if (!st) return true;
  const i = st.cards.length - 1;
  return isWall(st.cards[i] ?? 0, st.rots[i] ?? 0, d);
}

/** Open passage from `cell` towards d: both cards there and neither facing side walled. */
export function open(s: State, cell: number, d: number): number {
  const n = neighbour(cell, d);
  if (n < 0 || !s.board[n] || !s.board[cell]) return -1;
  if (wallAt(s, cell, d) || wallAt(s, n, (d + 2) % 4)) return -1;
  return n;
}

/** Region id per spot (-1 for empty spots): spots joined by open passages share an id. Shared and refilled later: never keep it. */
export function regions(s: State): Int16Array {
  const hit = regionCache.get(s.board);
  if (hit) return hit;
  // The evicted board's buffer is refilled: a typed array per board cost more to allocate and collect.
  const reg = regionCache.spare() ?? new Int16Array(SPOTS);
  reg.fill(-1);
  const stack = regionStack;
  stack.length = 0;
  let id = 0;
  for (let c = 0; c < SPOTS; c++) {
    if (!s.board[c] || reg[c] !== -1) continue;
    reg[c] = id;
    stack.push(c);
    while (stack.length) {
      const a = stack.pop() as number;
      for (let d = 0; d < 4; d++) {
        const b = open(s, a, d);
        if (b >= 0 && reg[b] === -1) {
          reg[b] = id;
          stack.push(b);
        }
      }
    }
    id++;
  }
  return regionCache.set(s.board, reg);
}
const regionStack: number[] = [];

/** A few recent boards by identity (a returned state is never changed; see memo note in RULES-NOTES). */
class Recent<K extends object, V> {
  private keys: (K | null)[] = [null, null, null, null, null, null, null, null];
  private vals: (V | null)[] = [null, null, null, null, null, null, null, null];
  private next = 0;
  private lastKey: K | null = null;
  private lastVal: V | null = null;
  get(k: K): V | null {
    if (k === this.lastKey) return this.lastVal;
    for (let i = 0; i < 8; i++)
      if (this.keys[i] === k) {
        this.lastKey = k;
        this.lastVal = this.vals[i] ?? null;
        return this.lastVal;
      }
    return null;
  }
  set(k: K, v: V): V {
    this.keys[this.next] = k;
    this.vals[this.next] = v;
    this.next = (this.next + 1) % 8;
    this.lastKey = k;
    this.lastVal = v;
    return v;
  }
  /** The value the next `set` evicts, for reuse (its key is forgotten now). */
  spare(): V | null {
    const v = this.vals[this.next] ?? null;
    if (this.keys[this.next] === this.lastKey) {
      this.lastKey = null;
      this.lastVal = null;
    }
    this.keys[this.next] = null;
    this.vals[this.next] = null;
    return v;
  }
  clear(k: K): void {
    for (let i = 0; i < 8; i++) if (this.keys[i] === k) this.keys[i] = null;
    if (this.lastKey === k) {
      this.lastKey = null;
      this.lastVal = null;
    }
  }
}
const regionCache = new Recent<(Stack | null)[], Int16Array>();

/** Forget cached regions of a board array an apply is still changing. */
export function touchBoard(s: State): void {
  regionCache.clear(s.board);
  layoutCache.clear(s.board);
}

/** Per board: the spots with cards, each region's spots, and each colour's castle spot. */
interface Layout {
  cells: number[];
  members: number[][];
  castle: number[];
}
const layoutCache = new Recent<(Stack | null)[], Layout>();

export function layout(s: State): Layout {
  const hit = layoutCache.get(s.board);
  if (hit) return hit;
  const reg = regions(s);
  const cells: number[] = [];
  const members: number[][] = [];
  const castle = [-1, -1, -1, -1, -1, -1, -1];
  for (let c = 0; c < SPOTS; c++) {
    const id = reg[c] ?? -1;
    if (id < 0) continue;
    cells.push(c);
    (members[id] ??= []).push(c);
    const info = topInfo(s, c);
    if (info && info.category === 'castle' && info.colour >= 0) castle[info.colour] = c;
  }
  return layoutCache.set(s.board, { cells, members, castle });
}

/** Spots of the region holding `cell` (empty when the spot is empty). Shared: do not change it. */
export function regionOf(s: State, cell: number): readonly number[] {
  const id = regions(s)[cell] ?? -1;
  return id < 0 ? [] : (layout(s).members[id] ?? []);
}

/** The spot of seat's castle, or -1 while it is in hand. */
export function castleSpot(s: State, seat: number): number {
  return layout(s).castle[s.p[seat]?.colour ?? -1] ?? -1;
}

/** The seat's kingdom: the region of their castle; empty with no castle in play. */
export function kingdomOf(s: State, seat: number): readonly number[] {
  const c = castleSpot(s, seat);
  return c < 0 ? [] : regionOf(s, c);
}

/** Is there a monster whose block is `what` (or any monster, for 'any') in the region of `cell`? */
export function monsterIn(s: State, cell: number, what: 'any' | 'mines' | 'taverns' | 'extra-action', immuneGiant = false): boolean {
  for (const c of regionOf(s, cell)) {
    const info = topInfo(s, c);
    if (!info || info.category !== 'monster') continue;
    if (immuneGiant && info.type === 'frost-giant') continue;
    if (what === 'any' || info.blocks === what) return true;
  }
  return false;
}

/** Meeples on a spot, as [seat, meeple index] pairs. */
export function meeplesOn(s: State, cell: number): [number, number][] {
  const out: [number, number][] = [];
  for (let seat = 0; seat < s.players; seat++) {
    const at = (s.p[seat] as { at: number[] }).at;
    for (let m = 0; m < at.length; m++) if (at[m] === cell) out.push([seat, m]);
  }
  return out;
}

/** The state an apply is building (its meeples still move), or null: occupancy is cached only for others. */
let building: State | null = null;
export function setBuilding(s: State | null): void {
  building = s;
  buildingOcc = null;
}

// Occupancy is kept in buffers allocated once and reused: a typed array per state cost more to
// allocate and collect than to fill (the profile's top item). A few recent states by identity, a
// ring like `Recent`; an evicted state's buffer is refilled for the next one.
const OCC_SLOTS = 8;
const occKeys: (State | null)[] = new Array<State | null>(OCC_SLOTS).fill(null);
const occVals: Int8Array[] = Array.from({ length: OCC_SLOTS }, () => new Int8Array(SPOTS));
let occNext = 0;
/** The building state's counts, kept up to date by `setAt` while its apply runs. */
const buildingBuf = new Int8Array(SPOTS);
let buildingOcc: Int8Array | null = null;

function fillOcc(s: State, occ: Int8Array): Int8Array {
  occ.fill(0);
  for (const p of s.p) {
    const at = p.at;
    for (let m = 0; m < at.length; m++) {
      const a = at[m] as number;
      if (a >= 0) occ[a] = (occ[a] as number) + 1;
    }
  }
  return occ;
}

let occLastKey: State | null = null;
let occLastVal: Int8Array | null = null;

function occSlot(s: State): Int8Array {
  const i = occNext;
  if (occKeys[i] === occLastKey) occLastKey = null;
  occNext = (occNext + 1) % OCC_SLOTS;
  occKeys[i] = s;
  return occVals[i] as Int8Array;
}

/** Meeples per spot. Shared and refilled later: read it at once, never keep it. */
export function occupancy(s: State): Int8Array {
  if (s === building) return buildingOcc ?? (buildingOcc = fillOcc(s, buildingBuf));
  if (s === occLastKey) return occLastVal as Int8Array;
  let v: Int8Array | null = null;
  for (let i = 0; i < OCC_SLOTS && !v; i++) if (occKeys[i] === s) v = occVals[i] as Int8Array;
  v ??= fillOcc(s, occSlot(s));
  occLastKey = s;
  occLastVal = v;
  return v;
}

/** At the end of an apply: its state's counts (kept by `setAt`) become that state's cached occupancy. */
export function keepBuilding(): void {
  if (building && buildingOcc) occSlot(building).set(buildingOcc);
}

/** Put meeple m of `seat` at a spot (-1: its campfire); every meeple move goes through here. */
export function setAt(s: State, seat: number, m: number, cell: number): void {
  if (!s.p[seat]) return;
  const p = mine(s, seat);
  if (s === building && buildingOcc) {
    const from = p.at[m] ?? -1;
    if (from >= 0) buildingOcc[from] = (buildingOcc[from] ?? 0) - 1;
    if (cell >= 0) buildingOcc[cell] = (buildingOcc[cell] ?? 0) + 1;
  }
  p.at[m] = cell;
}

export function countOn(s: State, cell: number): number {
  return occupancy(s)[cell] ?? 0;
}

/** Free allocation spots on the card at `cell` (0 for an empty spot). */
export function freeSpots(s: State, cell: number): number {
  const info = topInfo(s, cell);
  return info ? info.spots - countOn(s, cell) : 0;
}

/** Occupied spots in play, for listing targets. */
export function cardsInPlay(s: State): readonly number[] {
  return layout(s).cells;
}

/** The board array the running apply has copied (null between applies). */
let ownedBoard: (Stack | null)[] | null = null;
export function releaseBoard(): void {
  ownedBoard = null;
}

/** Replace the stack at `cell` (stacks are never changed in place: an earlier state may share them). */
export function setStack(s: State, cell: number, st: Stack | null): void {
  if (s.board !== ownedBoard) {
    s.board = s.board.slice();
    ownedBoard = s.board;
  }
  touchBoard(s);
  s.board[cell] = st;
}
