// Component values: gems, pouches, classes, tribes, the ogre deck, the board, seat colours and the
// fixed numbers the rulebook states. Our own values where the text is silent (RULES-NOTES "Content").
import type { SeatColour } from '../../../engine/types';
import type { BoardDef, ClassDef, ClassId, Colour, Gem, GemCount, OgreKindDef, Tribe, TribeDef } from './types';

/**
 * VP of each gem at the end. Ruby is the dearest and gold the cheapest (the one forbidden alchemy is
 * gold into ruby); Pawnbroker's "4 pouches for 2 emeralds" makes an emerald worth 2 pouches, and
 * Monster Scales' "one gold and one red gem" is exactly its 4 VP limit.
 */
export const GEM_VP = { emerald: 2, diamond: 2, gold: 1, ruby: 3 } as const satisfies Record<Gem, number>;

/** Gem cards in each face-up pile (finite: a mine on an empty pile pays nothing). */
export const GEM_PILES = { emerald: 14, diamond: 14, gold: 20, ruby: 12 } as const satisfies Record<Gem, number>;

/** Stolen pouches (Ogres' Thievery): the pile's size and each pouch's value at the Pawnbroker. */
export const POUCH_PILE = 20;
export const POUCH_VP = 1;
/** Pouches do not score at the end (only the Pawnbroker uses them). */
export const POUCH_END_VP = 0;

/** Total VP of a bag of gems. */
export function gemsVp(g: GemCount): number {
  return (Object.keys(g) as Gem[]).reduce((sum, k) => sum + GEM_VP[k] * (g[k] ?? 0), 0);
}

/** Number of gem cards in a bag. */
export function gemsCount(g: GemCount): number {
  return (Object.keys(g) as Gem[]).reduce((sum, k) => sum + (g[k] ?? 0), 0);
}

/**
 * Classes. The Warrior's base cost holds exactly one diamond ("two diamonds" for Crystal Dwarfs);
 * the Elven Dragon costs an emerald and a ruby, the Ogre King two golds and a diamond (the text).
 * Class meeples score 2 (the printed "2"); the two 8th meeples score nothing.
 */
export const CLASS_DEFS = {
  alchemist: {
    id: 'alchemist',
    name: 'Alchemist',
    cost: { emerald: 1, gold: 1 },
    vp: 2,
    freePlacement: false,
    protects: false,
    extraMeeple: false,
    perColour: 1,
  },
  warrior: {
    id: 'warrior',
    name: 'Warrior',
    cost: { diamond: 1, gold: 1 },
    vp: 2,
    freePlacement: false,
    protects: false,
    extraMeeple: false,
    perColour: 1,
  },
  guardian: {
    id: 'guardian',
    name: 'Guardian',
    cost: { emerald: 1, gold: 2 },
    vp: 2,
    freePlacement: false,
    protects: true,
    extraMeeple: false,
    perColour: 1,
  },
  king: {
    id: 'king',
    name: 'King',
    cost: { ruby: 1, emerald: 1 },
    vp: 2,
    freePlacement: true,
    protects: false,
    extraMeeple: false,
    perColour: 1,
  },
  'elven-dragon': {
    id: 'elven-dragon',
    name: 'Elven Dragon',
    cost: { emerald: 1, ruby: 1 },
    vp: 0,
    freePlacement: true,
    protects: true,
    extraMeeple: true,
    perColour: 1,
  },
  'ogre-king': {
    id: 'ogre-king',
    name: 'Ogre King',
    cost: { gold: 2, diamond: 1 },
    vp: 0,
    freePlacement: true,
    protects: false,
    extraMeeple: true,
    perColour: 1,
  },
} as const satisfies Record<ClassId, ClassDef>;

/** The tribes' differences as numbers; the abilities themselves are rules (RULES-NOTES). */
export const TRIBE_DEFS = {
  dwarfs: {
    id: 'dwarfs',
    name: 'Dwarfs',
    meeple: 'dwarf',
    meeples: 'dwarfs',
    classes: ['alchemist', 'warrior', 'guardian', 'king'],
    classSurcharge: {},
    mineNeeded: null,
    monsterVp: 3,
    startingOgreCards: 0,
  },
  elves: {
    id: 'elves',
    name: 'Elves',
    meeple: 'elf',
    meeples: 'elves',
    classes: ['alchemist', 'elven-dragon'],
    classSurcharge: {},
    mineNeeded: 3,
    monsterVp: 4,
    startingOgreCards: 0,
  },
  ogres: {
    id: 'ogres',
    name: 'Ogres',
    meeple: 'ogre',
    meeples: 'ogres',
    classes: ['alchemist', 'ogre-king'],
    classSurcharge: {},
    mineNeeded: 3,
    monsterVp: 3,
    startingOgreCards: 2,
  },
  crystal: {
    id: 'crystal',
    name: 'Crystal Dwarfs',
    meeple: 'crystal dwarf',
    meeples: 'crystal dwarfs',
    classes: ['alchemist', 'warrior', 'guardian', 'king'],
    classSurcharge: { diamond: 1 },
    mineNeeded: null,
    monsterVp: 3,
    startingOgreCards: 0,
  },
} as const satisfies Record<Tribe, TribeDef>;

/** Which tribe plays each colour. */
export const TRIBE_OF = {
  blue: 'dwarfs',
  red: 'dwarfs',
  green: 'dwarfs',
  yellow: 'dwarfs',
  purple: 'elves',
  orange: 'ogres',
  black: 'crystal',
} as const satisfies Record<Colour, Tribe>;

/** What a class costs a tribe: the class's gems plus the tribe's surcharge. */
export function classCost(cls: ClassId, tribe: Tribe): Required<GemCount> {
  const out = { emerald: 0, diamond: 0, gold: 0, ruby: 0 };
  const base: GemCount = CLASS_DEFS[cls].cost;
  const extra: GemCount = TRIBE_DEFS[tribe].classSurcharge;
  for (const g of Object.keys(out) as Gem[]) out[g] = (base[g] ?? 0) + (extra[g] ?? 0);
  return out;
}

/** The ogre deck: 30 cards of six kinds. Ambush, Panic, Brute and Wrecking Ball aim at cards. */
export const OGRE_KIND_DEFS = {
  ambush: { kind: 'ambush', name: 'Ambush', copies: 5, target: 'card', text: 'Every meeple on the target card goes home.' },
  crown: { kind: 'crown', name: 'Crown', copies: 3, target: 'player', text: 'Take every ogre card an opponent holds.' },
  panic: { kind: 'panic', name: 'Panic', copies: 6, target: 'card', text: 'Move one meeple from the target card up to two cards away, never through a wall.' },
  brute: { kind: 'brute', name: 'Brute', copies: 6, target: 'two-cards', text: "Swap an opponent's meeple on one card with one of yours on another." },
  thief: { kind: 'thief', name: 'Thief', copies: 5, target: 'player', text: 'Take a random gem from an opponent.' },
  'wrecking-ball': {
    kind: 'wrecking-ball',
    name: 'Wrecking Ball',
    copies: 5,
    target: 'card',
    text: 'Every meeple on the target card goes home, then the card is dug for free if it can be.',
  },
} as const satisfies Record<string, OgreKindDef>;

/**
 * A bounded 12 x 12 grid of card spots (144 spots for at most 63 cards, stacks aside), with the 2 x 2
 * centre where the game's first card goes; from the centre a row of cards can run 5 or 6 spots
 * either way before the edge.
 */
export const BOARD = {
  cols: 12,
  rows: 12,
  centre: [
    [5, 5],
    [6, 5],
    [5, 6],
    [6, 6],
  ],
} as const satisfies BoardDef;

/** Seat colours with names; a tribe's seat is named for its tribe. Shapes match the platform's for the shared colours. */
export const SEAT_COLOURS = [
  { id: 'blue', name: 'Blue', fill: '#2f6fde', ink: '#1d4fb0', shape: 'square' },
  { id: 'red', name: 'Red', fill: '#d64545', ink: '#b42318', shape: 'circle' },
  { id: 'green', name: 'Green', fill: '#2f9e5b', ink: '#1f7241', shape: 'triangle' },
  { id: 'yellow', name: 'Yellow', fill: '#e8b720', ink: '#8a6300', shape: 'diamond' },
  { id: 'purple', name: 'Elves', fill: '#8b4fd1', ink: '#6a32ad', shape: 'star' },
  { id: 'orange', name: 'Ogres', fill: '#ee7a24', ink: '#b34d00', shape: 'hexagon' },
  { id: 'black', name: 'Crystal Dwarfs', fill: '#2b2d33', ink: '#1f2126', shape: 'pentagon' },
] as const satisfies readonly (SeatColour & { id: Colour })[];

/** The fixed numbers the rulebook states. */
export const RULES = {
  handLimit: 9,
  meeplesPerColour: 7,
  actionsPerTurn: 3,
  castleExtraActions: 1,
  /** High Ho. */
  highHoActions: 1,
  faceUpTradingGoals: 3,
  faceUpEggs: 1,
  goalsToEnd: 3,
  /** With 5 or more players (the text's strong recommendation, a table option). */
  goalsToEndLarge: 2,
  largeTableFrom: 5,
  /** Monster Scales: gems worth up to this many VP for one defeated monster. */
  scalesMaxVp: 4,
  /** Pawnbroker: at most this many pouches per turn. */
  pawnbrokerMaxPouches: 4,
  /** Experienced Beast Hunters: a monster never needs fewer than this. */
  beastHuntersMin: 3,
  /** Bar Fights: this many of your meeples on a tavern draw `barFightsCards` instead of the card's count. */
  barFightsMeeples: 3,
  barFightsCards: 2,
  /** Panic: how far a meeple may be moved. */
  panicReach: 2,
  /** Crazy Balloonists: meeples per card per turn from the campfire. */
  balloonistsPerCard: 1,
  minSeats: 2,
  maxBaseSeats: 4,
  maxSeats: 7,
} as const;
