// The content in the shapes the rules use: cards and gems by index, walls as bits, tribes by colour
// index. The one place the rules read content/ from, so a publisher's values drop in there.
import {
  BOARD,
  CLASS_DEFS,
  COLOURS,
  GEM_PILES,
  GEM_VP,
  GEMS,
  KINGDOM_CARDS,
  OGRE_KIND_DEFS,
  OGRE_KINDS,
  POUCH_PILE,
  POUCH_VP,
  RULES,
  SIDES,
  TRIBE_DEFS,
  TRIBE_OF,
  categoryOf,
  type CardCategory,
  type ClassId,
  type Gem,
  type GemCount,
  type KingdomCardType,
  type MonsterBlock,
  type TaskDef,
  type Tribe,
  DRAGON_EGGS,
  MEMORIAL,
  SECRET_GOAL_DEFS,
  SECRET_GOALS,
  TRADING_GOALS,
  DECREE_DEFS,
  SCENARIO_DEFS,
  DECREES,
  SCENARIOS,
} from './content';

export { RULES, GEMS, COLOURS, OGRE_KINDS, POUCH_VP };
export const BOARD_COLS: number = BOARD.cols;
export const BOARD_ROWS: number = BOARD.rows;
export const CENTRE: number[] = BOARD.centre.map(([x, y]) => y * BOARD.cols + x);

export interface CardInfo {
  /** Colour index, or -1 for the memorial. */
  colour: number;
  type: KingdomCardType | 'memorial';
  category: CardCategory | 'memorial';
  /** Wall bits at rotation 0: bit d for side d (0 n, 1 e, 2 s, 3 w). */
  walls: number;
  spots: number;
  needed: number;
  vp: number;
  task: TaskDef;
  blocks: MonsterBlock | null;
  name: string;
}

const bits = (sides: readonly string[]): number => sides.reduce((b, s) => b | (1 << SIDES.indexOf(s as 'n')), 0);

const words = (t: string): string => t.replace(/-/g, ' ');

/** Kingdom cards by index (colour * 9 + position in its set), then the memorial card. */
export const CARDS: CardInfo[] = [
  ...KINGDOM_CARDS.map((c) => ({
    colour: COLOURS.indexOf(c.colour),
    type: c.type,
    category: categoryOf(c.type),
    walls: bits(c.walls),
    spots: c.spots,
    needed: c.needed,
    vp: c.vp,
    task: c.task,
    blocks: c.blocks ?? null,
    name: `${c.colour} ${words(c.type)}`,
  })),
  {
    colour: -1,
    type: 'memorial' as const,
    category: 'memorial' as const,
    walls: bits(MEMORIAL.walls),
    spots: MEMORIAL.spots,
    needed: MEMORIAL.needed,
    vp: MEMORIAL.vp,
    task: MEMORIAL.task,
    blocks: null,
    name: 'memorial',
  },
];
export const MEMORIAL_CARD = CARDS.length - 1;
export const MEMORIAL_COPIES: number = MEMORIAL.copies;
export const CARDS_PER_COLOUR = 9;

/** Is side d of the board a wall of `card` turned by `rot` quarter turns clockwise? */
export function isWall(card: number, rot: number, d: number): boolean {
  const w = CARDS[card]?.walls ?? 15;
  return ((w >> ((d - rot + 4) % 4)) & 1) === 1;
}

export const GEM_VALUE: number[] = GEMS.map((g) => GEM_VP[g]);
export const GEM_PILE: number[] = GEMS.map((g) => GEM_PILES[g]);
export const POUCHES: number = POUCH_PILE;

/** A gem bag in GEMS order. */
export const bag = (g: GemCount): number[] => GEMS.map((k) => g[k] ?? 0);
export const bagVp = (b: readonly number[]): number => b.reduce((t, n, i) => t + n * (GEM_VALUE[i] ?? 0), 0);

/** Tribe per colour index, looked up once: tribeOf runs in every move list. */
const TRIBE_BY_COLOUR: Tribe[] = COLOURS.map((c) => TRIBE_OF[c]);
export function tribeOf(colour: number): Tribe {
  return TRIBE_BY_COLOUR[colour] ?? TRIBE_OF.blue;
}
export const tribeDef = (colour: number) => TRIBE_DEFS[tribeOf(colour)];

/** Gems a class costs a tribe, GEMS order (Diamond Helmets included). */
export function classCostBag(cls: ClassId, colour: number): number[] {
  const base: GemCount = CLASS_DEFS[cls].cost;
  const extra: GemCount = tribeDef(colour).classSurcharge;
  return GEMS.map((g: Gem) => (base[g] ?? 0) + (extra[g] ?? 0));
}
export { CLASS_DEFS };

/** The ogre deck as kind indexes (OGRE_KINDS order), before shuffling. */
export const OGRE_DECK: number[] = OGRE_KINDS.flatMap((k, i) => Array.from({ length: OGRE_KIND_DEFS[k].copies }, () => i));
export const OGRE_NAMES: string[] = OGRE_KINDS.map((k) => OGRE_KIND_DEFS[k].name);

export interface Goal {
  id: string;
  cost: number[];
  vp: number;
}
export const TRADES: Goal[] = TRADING_GOALS.map((t) => ({ id: t.id, cost: bag(t.cost), vp: t.vp }));
export const EGGS: (Goal & { monster: string })[] = DRAGON_EGGS.map((e) => ({ id: e.id, cost: bag(e.cost), vp: e.vp, monster: e.monster }));
/** Secret goals by index (SECRET_GOALS order). */
export const SECRETS = SECRET_GOALS.map((id) => SECRET_GOAL_DEFS[id]);
export { DECREE_DEFS, SCENARIO_DEFS, DECREES, SCENARIOS };
