// The Ancestry: cards laid on a plane, symbols, clusters (rulebook: Build Your Ancestry, Strong Actions).
import { ANCESTRY_CARDS, STARTING_CARDS } from './content/ancestry';
import { CHAMPIONS } from './content/champions';
import type { ActionKind, CellCode, SymbolKind } from './content/types';
import type { Player } from './state';
import { Recent } from './memo';

/** The plane is 12 x 12; the starting card lies at x 5..7, y 5..6, so any 6 x 6 footprint fits. */
export const PLANE = 12;
export const START_X = 5;
export const START_Y = 5;
export const MAX_SPAN = 6;

export const KINDS: SymbolKind[] = ['blank', 'advance', 'bolster', 'influence', 'gnome', 'wild', 'supply', 'elder'];
const LETTER: Record<string, SymbolKind> = { '-': 'blank', A: 'advance', B: 'bolster', I: 'influence', G: 'gnome', W: 'wild', S: 'supply', E: 'elder' };

/** A cell code number: kind index * 4 + (power - 1). */
export function codeOf(c: CellCode): number {
  const kind = KINDS.indexOf(LETTER[c[0] ?? '-'] ?? 'blank');
  const power = c.length > 1 ? Number(c.slice(1)) : 1;
  return kind * 4 + (power - 1);
}
export const kindOf = (code: number): SymbolKind => KINDS[code >> 2] ?? 'blank';
export const powerOf = (code: number): number => (code & 3) + 1;
/** Strong symbols carry a number (power 2 or 3). */
export const isStrong = (code: number): boolean => powerOf(code) > 1;
export const isAction = (k: SymbolKind): k is ActionKind => k === 'advance' || k === 'bolster' || k === 'influence' || k === 'gnome';
/** A symbol that may be covered for an action of kind `a`. */
export const fits = (code: number, a: ActionKind): boolean => {
  const k = kindOf(code);
  return k === a || k === 'wild';
};

export function emptyPlane(): number[] {
  const out: number[] = [];
  for (let i = 0; i < PLANE * PLANE; i++) out.push(-1);
  return out;
}

// Cell codes per card, parsed once (a card is laid on every draft pick).
const START_CODES: number[][] = STARTING_CARDS.map((c) => c.cells.map(codeOf));
const CARD_CODES: number[][] = ANCESTRY_CARDS.map((c) => c.cells.map(codeOf));

export function layStartingCard(cells: number[], id: number): void {
  const codes = START_CODES[id] ?? [];
  for (let i = 0; i < codes.length; i++) cells[(START_Y + Math.floor(i / 3)) * PLANE + START_X + (i % 3)] = codes[i] as number;
}

function bbox(cells: readonly number[]): [number, number, number, number] {
  let x0 = PLANE, y0 = PLANE, x1 = -1, y1 = -1;
  for (let i = 0; i < cells.length; i++) {
    if ((cells[i] ?? -1) < 0) continue;
    const x = i % PLANE, y = Math.floor(i / PLANE);
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return [x0, y0, x1, y1];
}

/**
 * Legal positions (top-left x, y) for a 2x2 card: it covers at least one existing quadrant, covers no
 * Elder, and the whole footprint stays within 6 x 6. Cards never rotate.
 */
const placeCache = new Recent<readonly number[], [number, number][]>(8);
export function placements(cells: readonly number[]): [number, number][] {
  let out = placeCache.get(cells);
  if (!out) {
    out = computePlacements(cells);
    placeCache.set(cells, out);
  }
  return out;
}

const ELDER = KINDS.indexOf('elder');

function computePlacements(cells: readonly number[]): [number, number][] {
  const [x0, y0, x1, y1] = bbox(cells);
  const out: [number, number][] = [];
  for (let y = y0 - 1; y <= y1; y++) {
    for (let x = x0 - 1; x <= x1; x++) {
      if (x < 0 || y < 0 || x + 1 >= PLANE || y + 1 >= PLANE) continue;
      if (Math.max(x1, x + 1) - Math.min(x0, x) + 1 > MAX_SPAN) continue;
      if (Math.max(y1, y + 1) - Math.min(y0, y) + 1 > MAX_SPAN) continue;
      const i = y * PLANE + x;
      const c0 = cells[i] ?? -1;
      const c1 = cells[i + 1] ?? -1;
      const c2 = cells[i + PLANE] ?? -1;
      const c3 = cells[i + PLANE + 1] ?? -1;
      if (c0 < 0 && c1 < 0 && c2 < 0 && c3 < 0) continue;
      if (c0 >> 2 === ELDER || c1 >> 2 === ELDER || c2 >> 2 === ELDER || c3 >> 2 === ELDER) continue;
      out.push([x, y]);
    }
  }
  return out;
}

export function layCard(cells: number[], cardId: number, x: number, y: number): void {
  const codes = CARD_CODES[cardId] ?? [];
  for (let i = 0; i < codes.length; i++) cells[(y + (i >> 1)) * PLANE + x + (i & 1)] = codes[i] as number;
}

const CHAMP_CODES: number[][] = CHAMPIONS.map((c) => c.symbols.map(codeOf));

// ---- slots: a grid cell index, or a champion's printed symbol ----
/** Champion symbol slots are numbered 1000 + champion id * 4 + symbol index. */
export const champSlot = (id: number, k: number): number => 1000 + id * 4 + k;
export const isChampSlot = (slot: number): boolean => slot >= 1000;
export const slotChampion = (slot: number): number => (slot - 1000) >> 2;
export const slotSymbol = (slot: number): number => (slot - 1000) & 3;

/** Cell code of a slot for this player, or -1 if it is not theirs or has no symbol. */
export function slotCode(p: Player, slot: number): number {
  if (!isChampSlot(slot)) return slot >= 0 && slot < PLANE * PLANE ? (p.cells[slot] ?? -1) : -1;
  const id = slotChampion(slot);
  if (!p.champions.includes(id)) return -1;
  return CHAMP_CODES[id]?.[slotSymbol(slot)] ?? -1;
}

export function slotCovered(p: Player, slot: number): boolean {
  if (!isChampSlot(slot)) return (p.cubes[slot] ?? 0) === 1;
  const i = p.champions.indexOf(slotChampion(slot));
  return i >= 0 && (((p.champCubes[i] ?? 0) >> slotSymbol(slot)) & 1) === 1;
}

/** Cells holding a symbol, cached per plane array (a plane is replaced, never changed, once laid). */
const cellCache = new Recent<readonly number[], number[]>(8);
function symbolCells(cells: readonly number[]): number[] {
  let out = cellCache.get(cells);
  if (!out) {
    out = [];
    for (let i = 0; i < cells.length; i++) if ((cells[i] ?? -1) >= 0) out.push(i);
    cellCache.set(cells, out);
  }
  return out;
}

/** Every slot holding a symbol (uncovered or not). */
export function allSlots(p: Player): number[] {
  const out = symbolCells(p.cells).slice();
  for (const id of p.champions) {
    const n = CHAMPIONS[id]?.symbols.length ?? 0;
    for (let k = 0; k < n; k++) out.push(champSlot(id, k));
  }
  return out;
}

/** Per action kind (ACTION_INDEX order): results so far, undefined until asked. */
interface CoverCache {
  cells: readonly number[];
  champions: readonly number[];
  champCubes: readonly number[];
  by: (number[] | undefined)[];
  weak: (number[] | undefined)[];
  strong: (boolean | undefined)[];
}
const ACTION_INDEX: Record<ActionKind, number> = { advance: 0, bolster: 1, influence: 2, gnome: 3 };
/** Keyed on the cubes array: it, like cells/champions/champCubes, is replaced whenever it changes. */
const coverCache = new Recent<readonly number[], CoverCache>(8);

// The last entry asked for: the same player is asked about many times in a row.
let lastCubes: readonly number[] | null = null;
let lastEntry: CoverCache | null = null;

function coverEntry(p: Player): CoverCache {
  let c = lastCubes === p.cubes ? lastEntry : coverCache.get(p.cubes);
  if (!c || c.cells !== p.cells || c.champions !== p.champions || c.champCubes !== p.champCubes) {
    c = { cells: p.cells, champions: p.champions, champCubes: p.champCubes, by: [], weak: [], strong: [] };
    coverCache.set(p.cubes, c);
  }
  lastCubes = p.cubes;
  lastEntry = c;
  return c;
}

/** Uncovered symbols a cube may go on for an action of kind `a` (do not change the returned array). */
export function coverable(p: Player, a: ActionKind): number[] {
  const c = coverEntry(p);
  if (c.by.length === 0) computeCovers(p, c);
  return c.by[ACTION_INDEX[a]] as number[];
}

// KINDS indices: advance..gnome are 1..4 (ACTION_INDEX + 1), Wild is 5.
const WILD = 5;

/**
 * Every action kind's coverable and weak slots in one pass over the symbols (a turn asks for all
 * four kinds after each cube). Each list keeps the symbol order: grid cells, then champion symbols.
 */
function computeCovers(p: Player, c: CoverCache): void {
  const by: number[][] = [[], [], [], []];
  const weak: number[][] = [[], [], [], []];
  const add = (slot: number, code: number): void => {
    const k = code >> 2;
    const strong = (code & 3) > 0;
    if (k === WILD) {
      for (let a = 0; a < 4; a++) {
        (by[a] as number[]).push(slot);
        if (!strong) (weak[a] as number[]).push(slot);
      }
    } else if (k >= 1 && k <= 4) {
      (by[k - 1] as number[]).push(slot);
      if (!strong) (weak[k - 1] as number[]).push(slot);
    }
  };
  const cells = p.cells;
  const cubes = p.cubes;
  for (const i of symbolCells(cells)) if (cubes[i] !== 1) add(i, cells[i] as number);
  for (let ci = 0; ci < p.champions.length; ci++) {
    const id = p.champions[ci] as number;
    const codes = CHAMP_CODES[id] ?? [];
    const covered = p.champCubes[ci] ?? 0;
    for (let k = 0; k < codes.length; k++) if (((covered >> k) & 1) === 0) add(champSlot(id, k), codes[k] as number);
  }
  c.by = by;
  c.weak = weak;
}

/** Uncovered weak symbols usable for `a` (a Wild counts as any weak symbol). */
export function weakSlots(p: Player, a: ActionKind): number[] {
  const c = coverEntry(p);
  if (c.weak.length === 0) computeCovers(p, c);
  return c.weak[ACTION_INDEX[a]] as number[];
}

/** Count of visible symbols of a kind (Supply, Elder, Wild...), champion symbols included. */
export function countKind(p: Player, k: SymbolKind, uncoveredOnly = false): number {
  return allSlots(p).filter((s) => kindOf(slotCode(p, s)) === k && !(uncoveredOnly && slotCovered(p, s))).length;
}

// Scratch marks for the searches below (single-threaded, reset by bumping the stamp).
const mark = new Int32Array(PLANE * PLANE);
let stamp = 0;
const stack: number[] = [];

/** Flood from `from` through covered cells; calls `hit` for each uncovered symbol cell reached. */
function flood(p: Player, from: readonly number[], hit: (cell: number) => void): void {
  stamp++;
  stack.length = 0;
  for (const c of from) {
    mark[c] = stamp;
    stack.push(c);
  }
  while (stack.length) {
    const c = stack.pop() as number;
    const x = c % PLANE;
    if (x > 0) visit(p, c - 1, hit);
    if (x < PLANE - 1) visit(p, c + 1, hit);
    if (c >= PLANE) visit(p, c - PLANE, hit);
    if (c < PLANE * (PLANE - 1)) visit(p, c + PLANE, hit);
  }
}

function visit(p: Player, n: number, hit: (cell: number) => void): void {
  if (mark[n] === stamp || (p.cells[n] ?? -1) < 0) return;
  mark[n] = stamp;
  if ((p.cubes[n] ?? 0) === 1) stack.push(n);
  else hit(n);
}

/**
 * Grid cells linked to `cell`: orthogonal neighbours, and through chains of covered cells
 * (rulebook: Clustering Through Covered Symbols). Returns uncovered cells with a symbol.
 */
export function linked(p: Player, cell: number): number[] {
  const out: number[] = [];
  flood(p, [cell], (n) => out.push(n));
  return out;
}

/**
 * Slots that may join a strong selection of kind `a`. Grid symbols must stay one linked group, unless
 * a champion symbol is in the selection: it is "adjacent to any symbol you wish to cluster them with"
 * (rulebook: Award Champions), so A, champion, B is one cluster wherever A and B lie.
 */
export function selectable(p: Player, a: ActionKind, selected: readonly number[]): number[] {
  const free = coverable(p, a).filter((s) => !selected.includes(s));
  const grid = selected.filter((s) => !isChampSlot(s));
  if (grid.length === 0 || grid.length < selected.length) return free;
  const near: number[] = [];
  // Each selected cell floods separately: links run through covered cells, not through selected ones.
  for (const c of grid) flood(p, [c], (n) => near.push(n));
  return free.filter((s) => isChampSlot(s) || near.includes(s));
}

/** A strong action: one strong symbol, or a cluster of two or more. */
export function strongValid(p: Player, selected: readonly number[]): boolean {
  if (selected.length >= 2) return true;
  const only = selected[0];
  return only !== undefined && isStrong(slotCode(p, only));
}

export const selectionPower = (p: Player, selected: readonly number[]): number =>
  selected.reduce((t, s) => t + powerOf(slotCode(p, s)), 0);

/** Cover a slot with an Ancestry cube (the player object must be owned by the caller). */
export function coverSlot(p: Player, slot: number): void {
  if (!isChampSlot(slot)) {
    p.cubes = p.cubes.slice();
    p.cubes[slot] = 1;
    return;
  }
  const i = p.champions.indexOf(slotChampion(slot));
  p.champCubes = p.champCubes.slice();
  p.champCubes[i] = (p.champCubes[i] ?? 0) | (1 << slotSymbol(slot));
}

const LETTERS = ['-', 'A', 'B', 'I', 'G', 'W', 'S', 'E'];
/** Back to the content's cell code ('A2', 'W', '-'). */
export const codeString = (code: number): CellCode => (LETTERS[code >> 2] ?? '-') + (powerOf(code) > 1 ? String(powerOf(code)) : '');

/** Is there any Strong action of kind `a`: a strong symbol, or two symbols that may cluster? */
export function strongPossible(p: Player, a: ActionKind): boolean {
  const c = coverEntry(p);
  const i = ACTION_INDEX[a];
  let v = c.strong[i];
  if (v === undefined) {
    v = computeStrongPossible(p, a);
    c.strong[i] = v;
  }
  return v;
}

function computeStrongPossible(p: Player, a: ActionKind): boolean {
  const cov = coverable(p, a);
  if (cov.length === 0) return false;
  // A strong symbol among them: the weak list is the coverable list without its strong symbols.
  if (weakSlots(p, a).length < cov.length) return true;
  if (cov.length >= 2 && cov.some(isChampSlot)) return true;
  for (const c of cov) {
    let found = false;
    flood(p, [c], (n) => {
      if (n !== c && cov.includes(n)) found = true;
    });
    if (found) return true;
  }
  return false;
}
