// The 63 kingdom cards: 9 per colour. Our own design (the card faces are lost); every number the
// text states is kept: emerald and diamond mines need 2 and give 1 gem, the ruby mine needs 3, the
// gold mine gives 2 golds, the castle needs 2 to dig, a monster needs 5 of one colour, the general
// store 3, the tavern 2 (Bar Fights needs room for 3), the Ogres' castle 3 for 2 ogre cards.
// Spots are at least the need and below twice the need, so one card never holds two completions.
import type { Colour, KingdomCardDef, KingdomCardType, MonsterBlock, Side, TaskDef } from './types';

/** One card of a set, before its colour and id are given. */
export type CardTemplate = Omit<KingdomCardDef, 'id' | 'colour'>;

const task = {
  castle: { kind: 'dig' },
  'emerald-mine': { kind: 'gem', gem: 'emerald', count: 1 },
  'diamond-mine': { kind: 'gem', gem: 'diamond', count: 1 },
  'gold-mine': { kind: 'gem', gem: 'gold', count: 2 },
  'ruby-mine': { kind: 'gem', gem: 'ruby', count: 1 },
  tavern: { kind: 'ogre', count: 1 },
  'general-store': { kind: 'trade' },
  'forest-dragon': { kind: 'defeat' },
  'frost-giant': { kind: 'defeat' },
  'big-bad-wolf': { kind: 'defeat' },
  treant: { kind: 'defeat' },
} as const satisfies Record<KingdomCardType, TaskDef>;

/** Spots and need per type (the Ogres' castle is set apart below). */
const shape = {
  castle: { spots: 2, needed: 2 },
  'emerald-mine': { spots: 3, needed: 2 },
  'diamond-mine': { spots: 3, needed: 2 },
  'gold-mine': { spots: 3, needed: 2 },
  'ruby-mine': { spots: 4, needed: 3 },
  tavern: { spots: 3, needed: 2 },
  'general-store': { spots: 5, needed: 3 },
  'forest-dragon': { spots: 5, needed: 5 },
  'frost-giant': { spots: 5, needed: 5 },
  'big-bad-wolf': { spots: 5, needed: 5 },
  treant: { spots: 5, needed: 5 },
} as const satisfies Record<KingdomCardType, { spots: number; needed: number }>;

/** What each monster blocks in its region (the text's monster abilities); all of them block digs. */
export const MONSTER_BLOCKS = {
  'forest-dragon': 'mines',
  'frost-giant': 'extra-action',
  'big-bad-wolf': 'taverns',
  treant: 'extra-action',
} as const satisfies Record<string, MonsterBlock>;

function card(type: KingdomCardType, walls: readonly Side[], vp: number): CardTemplate {
  const base = { type, walls, vp, task: task[type], ...shape[type] };
  return type in MONSTER_BLOCKS ? { ...base, blocks: MONSTER_BLOCKS[type as keyof typeof MONSTER_BLOCKS] } : base;
}

/**
 * The base dwarf set, identical for blue, red, green and yellow: the castle, one mine of each gem,
 * a tavern, a general store, and the two monsters the key names (dragon and giant). Sum +2 VP.
 */
export const BASE_SET: readonly CardTemplate[] = [
  card('castle', ['n'], 2),
  card('emerald-mine', ['e', 'w'], 1),
  card('diamond-mine', ['n', 'e', 'w'], 2),
  card('gold-mine', [], 1),
  card('ruby-mine', ['s', 'w'], 1),
  card('tavern', ['n'], -2),
  card('general-store', ['e'], 2),
  card('forest-dragon', ['n', 's'], -2),
  card('frost-giant', ['w'], -2),
];

/** Elves (purple): forest folk, two emerald mines and no diamond mine; they bring the Treant and the Wolf. */
export const ELF_SET: readonly CardTemplate[] = [
  card('castle', ['e'], 2),
  card('emerald-mine', [], 1),
  card('emerald-mine', ['n', 's'], 1),
  card('gold-mine', ['s'], 1),
  card('ruby-mine', ['n', 'e', 'w'], 2),
  card('tavern', ['w'], -2),
  card('general-store', ['s', 'e'], 2),
  card('treant', ['e', 'w'], -2),
  card('big-bad-wolf', [], -2),
];

/**
 * Ogres (orange): a rowdy castle worth -2 whose 3 meeples draw 2 ogre cards (and which does not
 * dig), two taverns, and more -2 cards than anyone: "a life of party" turns each into +2 for them.
 */
export const OGRE_SET: readonly CardTemplate[] = [
  { type: 'castle', walls: ['s'], spots: 3, needed: 3, vp: -2, task: { kind: 'ogre', count: 2 } },
  card('tavern', ['n', 's'], -2),
  card('tavern', ['e'], -2),
  card('gold-mine', ['w'], 1),
  card('ruby-mine', ['e', 's'], 2),
  card('diamond-mine', ['n'], 1),
  card('general-store', [], 2),
  card('big-bad-wolf', ['s'], -2),
  card('treant', ['n', 'w'], -2),
];

/** Crystal Dwarfs (black): from the crystal caves, two diamond mines and no ruby mine; they unleash a giant and a dragon. */
export const CRYSTAL_SET: readonly CardTemplate[] = [
  card('castle', ['n', 'w'], 3),
  card('diamond-mine', ['n'], 1),
  card('diamond-mine', ['e', 's', 'w'], 2),
  card('emerald-mine', ['s'], 1),
  card('gold-mine', ['e', 'w'], 1),
  card('tavern', [], -2),
  card('general-store', ['w'], 2),
  card('frost-giant', ['n', 'e'], -2),
  card('forest-dragon', ['s'], -2),
];

/** Each colour's set, in card-index order (index 0 is the castle). */
export const SETS: Record<Colour, readonly CardTemplate[]> = {
  blue: BASE_SET,
  red: BASE_SET,
  green: BASE_SET,
  yellow: BASE_SET,
  purple: ELF_SET,
  orange: OGRE_SET,
  black: CRYSTAL_SET,
};

/** Every kingdom card, by colour then index; ids are `${colour}-${index}`. */
export const KINGDOM_CARDS: readonly KingdomCardDef[] = (Object.keys(SETS) as Colour[]).flatMap((colour) =>
  SETS[colour].map((t, i) => ({ ...t, id: `${colour}-${i}`, colour })),
);

const byId = new Map(KINGDOM_CARDS.map((c) => [c.id, c]));

/** The card with this id (undefined for an unknown id: callers validate input). */
export function kingdomCard(id: string): KingdomCardDef | undefined {
  return byId.get(id);
}

/** A colour's 9 card ids, castle first: the starting hand. */
export function setOf(colour: Colour): string[] {
  return SETS[colour].map((_, i) => `${colour}-${i}`);
}

/** Ids of a colour's cards of one type, in set order (tests and bots build positions with them). */
export function cardsOfType(colour: Colour, type: KingdomCardType): string[] {
  return setOf(colour).filter((id) => byId.get(id)?.type === type);
}

/** The castle's id of a colour. */
export function castleOf(colour: Colour): string {
  return `${colour}-0`;
}
