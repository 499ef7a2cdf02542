// The content (content/, plain data in the game's words) compiled once into the numeric tables the
// rules read: resource codes instead of names, every orientation of every tile and hall, and cards
// by index. Rules code reads `D` only; a publisher's real values dropped into content/ flow through.
import { orientations } from './content/geometry';
import type {
  Board, BoardSideId, ConversionDef, GreatHallDef, HordeTrollDef, Resource as ResName, ResourceCount, SpellDef,
  SpellEffect, StartingTrollDef, TrollSymbol, TunnelStackDef, WorkshopDef,
} from './content/types';
import { CLANS as CLAN_NAMES, COLOURS, RESOURCES as RES_NAMES, TROLL_CLANS, WORKSHOP_KINDS } from './content/types';
import { clanCart, CART, type Sym } from './symbols';

/** A shape placed relative to its origin: offsets as [dx, dy] and the marked cell's index (-1 none). */
export interface Placed {
  cells: [number, number][];
  mark: number;
  w: number;
  h: number;
}

export interface StackData {
  id: string;
  size: number;
  count: number;
  anchored: boolean;
  orients: Placed[];
}

export interface HallData {
  id: string;
  name: string;
  lesser: number;
  greater: number;
  orients: Placed[];
}

export interface CardData {
  id: string;
  name: string;
  /** Horde level 1-3; 0 for starting trolls. */
  level: number;
  /** Troll clan index in TROLL_CLANS (mud 0, fire 1, ice 2, moon 3); -1 for starting trolls. */
  clan: number;
  syms: Sym[];
  /** Starting trolls: the one-time bonus per resource code. */
  bonus: number[];
}

/** One workshop conversion with resource codes. */
export type Conv =
  | { kind: 'fixed'; give: number[]; get: number[] }
  | { kind: 'any'; count: number; get: number[] }
  | { kind: 'unload' };

export interface Spell {
  id: string;
  name: string;
  text: string;
  /** The effect with resource names turned into codes where it names resources. */
  effect: SpellEffect;
  /** `gain` and `gain-choice` in codes. */
  gain: number[];
  options: number[];
  /** `bribe`: the resource code placed. */
  res: number;
}

export interface Data {
  boards: Record<BoardSideId, Board>;
  /** Buried resources per cell per side, as code arrays (null none). */
  buried: Record<BoardSideId, (number[] | null)[]>;
  stacks: StackData[];
  halls: HallData[];
  /** Horde cards 0..n-1, then starting trolls at STARTING_BASE + index. */
  horde: CardData[];
  starting: CardData[];
  /** Starting trolls per colour index (COLOURS order): indexes into `starting`. */
  startingByColour: number[][];
  /** The 22 workshop tiles as kind indexes (WORKSHOP_KINDS order). */
  workshopTiles: number[];
  /** Conversions per workshop kind index. */
  conversions: Conv[][];
  workshopNames: string[];
  spells: Spell[];
}

export const STARTING_BASE = 100;

export const resCode = (r: ResName): number => RES_NAMES.indexOf(r);
export function countsOf(rc: ResourceCount | null | undefined): number[] {
  const out = [0, 0, 0, 0, 0, 0, 0];
  if (rc) for (const [k, v] of Object.entries(rc)) out[resCode(k as ResName)] = v ?? 0;
  return out;
}

export function symCode(t: TrollSymbol): Sym {
  if (t === 'cart-wild') return CART;
  if (t.startsWith('cart-')) return clanCart(CLAN_NAMES.indexOf(t.slice(5) as (typeof CLAN_NAMES)[number]));
  return resCode(t as ResName);
}

function placed(cells: readonly (readonly [number, number])[], mark: number | null): Placed {
  const c = cells.map(([x, y]) => [x, y] as [number, number]);
  return { cells: c, mark: mark ?? -1, w: Math.max(...c.map((x) => x[0])) + 1, h: Math.max(...c.map((x) => x[1])) + 1 };
}

export interface ContentIn {
  boards: Record<BoardSideId, Board>;
  stacks: readonly TunnelStackDef[];
  halls: readonly GreatHallDef[];
  horde: readonly HordeTrollDef[];
  starting: readonly StartingTrollDef[];
  workshops: readonly WorkshopDef[];
  /** The 22 tiles by kind. */
  workshopTiles: readonly string[];
  spells: readonly SpellDef[];
}

function conv(c: ConversionDef): Conv {
  if (c.kind === 'fixed') return { kind: 'fixed', give: countsOf(c.give), get: countsOf(c.get) };
  if (c.kind === 'any') return { kind: 'any', count: c.count, get: countsOf(c.get) };
  return { kind: 'unload' };
}

export function compile(c: ContentIn): Data {
  const buried = {} as Record<BoardSideId, (number[] | null)[]>;
  for (const side of Object.keys(c.boards) as BoardSideId[]) buried[side] = c.boards[side].buried.map((b) => (b ? countsOf(b) : null));
  const starting: CardData[] = c.starting.map((t) => ({ id: t.id, name: t.name, level: 0, clan: -1, syms: t.generates.map(symCode), bonus: countsOf(t.bonus) }));
  return {
    boards: c.boards,
    buried,
    stacks: c.stacks.map((t) => ({
      id: t.id,
      size: t.cells.length,
      count: t.count,
      anchored: t.anchor !== null,
      orients: orientations(t.cells, t.anchor).map((o) => placed(o.cells, o.anchor)),
    })),
    halls: c.halls.map((h) => ({
      id: h.id,
      name: h.name,
      lesser: h.lesser,
      greater: h.greater,
      orients: orientations(h.cells, h.altar, h.mayFlip).map((o) => placed(o.cells, o.anchor)),
    })),
    horde: c.horde.map((t) => ({ id: t.id, name: t.name, level: t.level, clan: TROLL_CLANS.indexOf(t.clan), syms: t.symbols.map(symCode), bonus: [0, 0, 0, 0, 0, 0, 0] })),
    starting,
    startingByColour: COLOURS.map((col) => c.starting.flatMap((t, i) => (t.colour === col ? [i] : []))),
    workshopTiles: c.workshopTiles.map((k) => WORKSHOP_KINDS.indexOf(k as (typeof WORKSHOP_KINDS)[number])),
    conversions: WORKSHOP_KINDS.map((k) => (c.workshops.find((w) => w.kind === k)?.conversions ?? []).map(conv)),
    workshopNames: WORKSHOP_KINDS.map((k) => c.workshops.find((w) => w.kind === k)?.name ?? k),
    spells: c.spells.map((sp) => {
      const e = sp.effect;
      return {
        id: sp.id,
        name: sp.name,
        text: sp.text,
        effect: e,
        gain: e.kind === 'gain' ? countsOf(e.gain) : [0, 0, 0, 0, 0, 0, 0],
        options: e.kind === 'gain-choice' ? e.options.map(resCode) : [],
        res: e.kind === 'bribe' ? resCode(e.resource) : -1,
      };
    }),
  };
}

/** Symbols of a card code (horde id, or STARTING_BASE + starting index). */
export function cardOf(d: Data, code: number): CardData {
  const c = code >= STARTING_BASE ? d.starting[code - STARTING_BASE] : d.horde[code];
  if (!c) throw new Error(`hall: no card ${code}`);
  return c;
}
