// Shapes of Hall's static content. Everything in content/ is plain data (rules README: the pictures did not
// survive, so the project designs boards, tiles, halls, trolls, spells and token values itself), so that a
// publisher's real values could be dropped in without touching the rules code.

/** The seven resources (F/Setup 1). A cart is wild in storage; on a troll it takes its symbol's clan. */
export const RESOURCES = ['stone', 'iron', 'heartstone', 'coin', 'cart', 'hammer', 'rune'] as const;
export type Resource = (typeof RESOURCES)[number];

/** The minerals a tunnel is dug with, cheapest first (tunnel score table). */
export const MINERALS = ['stone', 'iron', 'heartstone'] as const;
export type Mineral = (typeof MINERALS)[number];

/** A count per resource; absent means 0. */
export type ResourceCount = Partial<Record<Resource, number>>;

/** Clans with statues, pedestals and clan carts (D: 7 Fire, 7 Moon, 7 Ice statues; 6 pedestals each). */
export const CLANS = ['fire', 'ice', 'moon'] as const;
export type Clan = (typeof CLANS)[number];

/** Clans a horde troll may belong to (D's theme); F marks clan carts only for Fire, Ice and Moon. */
export const TROLL_CLANS = ['mud', 'fire', 'ice', 'moon'] as const;
export type TrollClan = (typeof TROLL_CLANS)[number];

/** The five tiers from the outside in (F: dark gray, gray, brown, orange, yellow); a tier is its index 0..4. */
export const TIERS = ['dark-gray', 'gray', 'brown', 'orange', 'yellow'] as const;
export type TierName = (typeof TIERS)[number];
export type Tier = 0 | 1 | 2 | 3 | 4;

/**
 * One symbol printed on a troll: a resource it generates. A cart symbol carries its marking: a clan cart
 * (only moves that clan's statues) or the wild spiral (F/Carts).
 */
export type TrollSymbol = Exclude<Resource, 'cart'> | 'cart-wild' | 'cart-fire' | 'cart-ice' | 'cart-moon';

/** The five player colours (5 gates, mats and markers; F names magenta). */
export const COLOURS = ['magenta', 'teal', 'amber', 'slate', 'lime'] as const;
export type Colour = (typeof COLOURS)[number];

// ---------------------------------------------------------------------------------------------------------
// Board

export type BoardSideId = 'winter' | 'autumn';

/**
 * One side of the board as authored: ASCII rows, one character per cell, row 0 at the top, x to the right.
 * Rules code uses the resolved `Board` (board.ts), never these strings.
 */
export interface BoardSideDef {
  id: BoardSideId;
  /** Player counts this side is for (F/Setup 1: winter 4-5, autumn 3, either for 2). */
  players: readonly number[];
  /**
   * Tier map: '0'..'4' a mountain cell of that tier, 'H' the heart (never covered), '.' off the mountain
   * (no tile may lie there).
   */
  tiers: readonly string[];
  /**
   * Feature map over the same grid: '.' nothing, 'r' rubble, 'S' statue spot, 'R' statue spot on rubble,
   * 'W' workshop site, a key of `startLabels` a start point, any other character a key of `buried`.
   */
  features: readonly string[];
  /** Buried resources by feature character: what the dig that covers the cell gains into storage. */
  buried: Readonly<Record<string, ResourceCount>>;
  /** The `buried` keys whose cells are also rubble. */
  buriedOnRubble: string;
  /** Start point labels by feature digit: the player counts a gate may be placed there for. */
  startLabels: Readonly<Record<string, readonly number[]>>;
}

/** A workshop site (1 cell, never covered) and its entrances: its orthogonal neighbours on the mountain. */
export interface WorkshopSite {
  cell: number;
  /** Entrance cells (1..4; a side off the mountain or on the heart or another site has none). */
  entrances: readonly number[];
}

export interface StartPoint {
  cell: number;
  /** Player counts it is marked with (F/Player Setup C). */
  labels: readonly number[];
}

/** A board side resolved into cell-indexed arrays; a cell is `y * width + x`. */
export interface Board {
  side: BoardSideId;
  players: readonly number[];
  width: number;
  height: number;
  /** Tier of each cell, or -1 off the mountain and for the heart. */
  tier: readonly number[];
  /** Mountain cells (tiers 0..4); the heart is not one of them. */
  mountain: readonly boolean[];
  heart: readonly number[];
  /** Cells a tunnel may cover: mountain cells that are not workshop sites. */
  diggable: readonly boolean[];
  rubble: readonly boolean[];
  /** Buried resources per cell (null: none). */
  buried: readonly (ResourceCount | null)[];
  /** Statue spots in clockwise order around the heart (F/Setup 8). */
  statueSpots: readonly number[];
  /** Workshop sites in clockwise order. */
  sites: readonly WorkshopSite[];
  /** Start points in clockwise order (teams: neighbouring points are beside each other). */
  startPoints: readonly StartPoint[];
  /** Orthogonal neighbours of each cell that lie on the mountain, the heart included (F: adjacency). */
  neighbours: readonly (readonly number[])[];
}

// ---------------------------------------------------------------------------------------------------------
// Tiles

/** A cell of a shape: [x, y] with y downwards. */
export type Cell2 = readonly [number, number];

/**
 * One stack of identical tunnel tiles (F/Setup 2: stacked by shape). The anchor, where present, is part of
 * the tile's identity, so the same polyomino with the anchor elsewhere is another stack.
 */
export interface TunnelStackDef {
  id: string;
  /** The shape's word, said with its size: "a 4-cell T", "a 5-cell straight". */
  name: string;
  /** The cells of one tile, in its printed orientation, normalised to min x = min y = 0. */
  cells: readonly Cell2[];
  /** Index into `cells` of the anchor hole, or null (every size-5 tile). */
  anchor: number | null;
  /** Tiles in the stack. */
  count: number;
}

/** One orientation of a shape: normalised cells and the anchor's index in them (same cell order kept). */
export interface Orientation {
  cells: readonly Cell2[];
  anchor: number | null;
  /** Which of the 8 transforms made it: rotation quarter-turns clockwise 0..3, then flipped or not. */
  rot: 0 | 1 | 2 | 3;
  flip: boolean;
}

/** A great hall (F/Great Hall): its cells, the altar (index into cells) and its two values. */
export interface GreatHallDef {
  id: string;
  name: string;
  cells: readonly Cell2[];
  altar: number;
  /** Scored with an empty altar. */
  lesser: number;
  /** Scored with any statue on the altar. */
  greater: number;
  /** Whether the hall may be mirrored; rotation is always allowed (digest 7.12: the altar is printed on one face). */
  mayFlip: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// Trolls

/** One of a colour's 6 starting trolls (F/Player Setup D): what it generates and its one-time bonus. */
export interface StartingTrollDef {
  id: string;
  colour: Colour;
  name: string;
  /** The top row: generated on every activation. Starting trolls' carts are wild. */
  generates: readonly TrollSymbol[];
  /** The bottom row: gained into storage once, if the troll is placed (or by a seat bonus). */
  bonus: ResourceCount;
}

/** A horde troll card. Level 2 and 3 cards carry the pedestal icon (F/Setup 4). */
export interface HordeTrollDef {
  id: string;
  name: string;
  level: 1 | 2 | 3;
  clan: TrollClan;
  /** Symbols it generates; repeats allowed. Cart symbols of a clan troll are its clan's or wild. */
  symbols: readonly TrollSymbol[];
  /** The pedestal icon (true on every level 2 and 3 card). */
  pedestalIcon: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// Workshops

export const WORKSHOP_KINDS = [
  'cartwright',
  'charmcrafter',
  'coinpress',
  'metalworks',
  'pickforge',
  'quartermaster',
  'runesmithy',
  'stonegrinder',
  'stonemill',
  'toolforge',
  'wheeljack',
] as const;
export type WorkshopKind = (typeof WORKSHOP_KINDS)[number];

/**
 * One conversion a workshop use may make (F/The Workshops). Gains go to storage; a cart gained is wild.
 * - fixed: spend exactly `give`, gain `get`. A cart in `give` must be wild (Cartwright).
 * - any: spend `count` resources of any kinds (not necessarily matching), gain `get`.
 * - unload: move 1 resource from one of your trolls into storage (a clan cart becomes wild).
 */
export type ConversionDef =
  | { kind: 'fixed'; give: ResourceCount; get: ResourceCount }
  | { kind: 'any'; count: number; get: ResourceCount }
  | { kind: 'unload' };

export interface WorkshopDef {
  kind: WorkshopKind;
  name: string;
  /** Every conversion one use may choose from, both directions listed. */
  conversions: readonly ConversionDef[];
}

// ---------------------------------------------------------------------------------------------------------
// Spells

/** A horde row: 0 bottom (level-1 slots B0-B4), 1 middle (M0-M3), 2 top (T0-T2). */
export type HordeRow = 0 | 1 | 2;

/**
 * What a spell does, resolved by the rules as a sequence of small choices by the caster. Every kind names
 * its choices; "up to" means the caster may stop early.
 */
export type SpellEffect =
  /** Gain these resources from the supply into storage. No choice. */
  | { kind: 'gain'; gain: ResourceCount }
  /** Choose one of `options`, gain `n` of it into storage. */
  | { kind: 'gain-choice'; options: readonly Resource[]; n: number }
  /** Activate up to `n` different trolls of your trollsmoot, one at a time (choice: which troll, or stop). */
  | { kind: 'activate'; n: number }
  /**
   * Place 1 `resource` from the supply as a bribe on each of up to `n` different horde trolls in `rows`
   * (choice: which slot, or stop). Bribes here are never coins. Afterwards, trolls holding 4 or more bribes
   * retire as after a recruit (digest 7.7: this spell says it checks).
   */
  | { kind: 'bribe'; resource: Exclude<Resource, 'coin'>; n: number; rows: readonly HordeRow[] }
  /** Move up to `n` resources from your trolls into storage, one at a time; clan carts become wild. */
  | { kind: 'unload'; n: number }
  /** Up to `n` statue moves in your network without paying a cart (choice: statue and cell, or stop). */
  | { kind: 'move-statues'; n: number }
  /** Take a pedestal of your choice from the bag into storage (choice: a clan present in the bag). */
  | { kind: 'pedestal' }
  /** Send one horde troll to the bottom of its deck, its bribes to the supply, and refill the slot (choice: slot). */
  | { kind: 'dismiss' }
  /**
   * Place a workshop from the supply on an empty site with an entrance in your network (choices: site,
   * workshop). Unlike one established by digging, it may be activated this same turn (digest 7.11).
   */
  | { kind: 'establish' }
  /** Gain `per` honour for each unearthed statue in your network (counted now), at most `max`. */
  | { kind: 'honour-statues'; per: number; max: number }
  /** Up to `n` trades now, each `rate` resources (any mix) for 1 chosen resource into storage (or stop). */
  | { kind: 'trade'; rate: number; n: number }
  /** Until the end of this turn, your dig pays no hammers for rubble. */
  | { kind: 'free-rubble' }
  /** Until the end of this turn, your dig costs `n` fewer minerals (at least 1); it still scores by size. */
  | { kind: 'dig-discount'; n: number }
  /** The workshop you activate after this cast, this turn, offers `n` more uses than its open entrances. */
  | { kind: 'workshop-uses'; n: number };

export type SpellKind = SpellEffect['kind'];

export interface SpellDef {
  id: string;
  name: string;
  effect: SpellEffect;
  /** Card text in the project's words. */
  text: string;
}
