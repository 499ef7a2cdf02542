// Shapes of Dwar7s Fall's static content. Everything in content/ is plain data (our own original
// design: the rulebook's pictures are lost), so a publisher's real values could be dropped in
// without touching the rules code (shared/rules/README.md). RULES-NOTES.md "Content" explains each choice.

/** The seven kingdom colours: four base dwarf colours, then the three tribes' colours. */
export const COLOURS = ['blue', 'red', 'green', 'yellow', 'purple', 'orange', 'black'] as const;
export type Colour = (typeof COLOURS)[number];
export const BASE_COLOURS = ['blue', 'red', 'green', 'yellow'] as const satisfies readonly Colour[];

/** Tribes: plain dwarfs (the four base colours), Elves (purple), Ogres (orange), Crystal Dwarfs (black). */
export const TRIBES = ['dwarfs', 'elves', 'ogres', 'crystal'] as const;
export type Tribe = (typeof TRIBES)[number];

/** Gem types. Colours as the text names them: emerald green, diamond blue, ruby red. */
export const GEMS = ['emerald', 'diamond', 'gold', 'ruby'] as const;
export type Gem = (typeof GEMS)[number];
/** A bag of gems (a cost or a hand); a missing type means 0. */
export type GemCount = Partial<Record<Gem, number>>;

/** The four monsters. The key's "Fire Dragons" are the Forest Dragon (one card, two names). */
export const MONSTERS = ['forest-dragon', 'frost-giant', 'big-bad-wolf', 'treant'] as const;
export type Monster = (typeof MONSTERS)[number];

/** What a monster blocks in its region (the wall-free connected cards around it). Every monster also blocks digs. */
export type MonsterBlock = 'mines' | 'taverns' | 'extra-action';

export const MINES = ['emerald-mine', 'diamond-mine', 'gold-mine', 'ruby-mine'] as const;
export type Mine = (typeof MINES)[number];

/** Exact kingdom card types. */
export type KingdomCardType = 'castle' | Mine | Monster | 'tavern' | 'general-store';

/**
 * Stacking category: a card may be stacked only on a card of the same category (RULES-NOTES reading:
 * "same type" = category, so an emerald mine may cover a ruby mine). Castles and monsters never stack.
 */
export type CardCategory = 'castle' | 'mine' | 'monster' | 'tavern' | 'general-store';

/** Card sides, clockwise from the top. Rotation r turns a card r quarter turns clockwise (n -> e -> s -> w). */
export const SIDES = ['n', 'e', 's', 'w'] as const;
export type Side = (typeof SIDES)[number];
export type Rotation = 0 | 1 | 2 | 3;

/** The task a card's meeples complete at resolve (the card's arrow in the key). */
export type TaskDef =
  /** Mine: take `count` gems of `gem` from its pile (what is left if the pile runs short). */
  | { kind: 'gem'; gem: Gem; count: number }
  /** Tavern (and the Ogres' castle): draw `count` ogre cards. */
  | { kind: 'ogre'; count: number }
  /** General store: buy one face-up trading goal or the face-up dragon egg. */
  | { kind: 'trade' }
  /** Castle: dig a stack (its top card goes to the bottom, unrotated). */
  | { kind: 'dig' }
  /** Monster: defeat it. */
  | { kind: 'defeat' }
  /** Battle Memorial: rotate any one kingdom card with no meeples on it. */
  | { kind: 'rotate' };

export interface KingdomCardDef {
  /** Unique over all 63 cards: `${colour}-${index}` (index 0 is always the castle). */
  id: string;
  colour: Colour;
  type: KingdomCardType;
  /** Sides with a wall, at rotation 0. A passage between two cards is open when neither facing side has a wall. */
  walls: readonly Side[];
  /** Allocation spots: how many meeples (of any colours) the card holds. */
  spots: number;
  /** Meeples of one colour needed to complete the task (before tribe and decree changes: Elves/Ogres need 3 on mines, Beast Hunters lower monsters). */
  needed: number;
  /** Victory points while the card is the top card of a stack in a kingdom at the end (some are -2). */
  vp: number;
  task: TaskDef;
  /** Monsters only: what it blocks in its region besides digs. */
  blocks?: MonsterBlock;
}

/** The card's exact type to its stacking category. */
export function categoryOf(type: KingdomCardType): CardCategory {
  if (type === 'castle' || type === 'tavern' || type === 'general-store') return type;
  return (MONSTERS as readonly string[]).includes(type) ? 'monster' : 'mine';
}

/** Class meeples (upgrades of a plain meeple) and the two tribes' 8th meeples (bought, not upgraded). */
export const CLASSES = ['alchemist', 'warrior', 'guardian', 'king', 'elven-dragon', 'ogre-king'] as const;
export type ClassId = (typeof CLASSES)[number];

export interface ClassDef {
  id: ClassId;
  name: string;
  /** Gems discarded to upgrade (or buy), before the Crystal Dwarfs' extra diamond. */
  cost: GemCount;
  /** VP at the end for each such meeple of yours (the printed "2"; 0 for the 8th meeples). */
  vp: number;
  /** Placing it from the campfire is a free action (King, Elven Dragon, Ogre King). */
  freePlacement: boolean;
  /** The card it stands on cannot be targeted by ogre cards (Guardian, Elven Dragon). */
  protects: boolean;
  /** An 8th meeple bought into the campfire, not an upgrade of one of the 7. */
  extraMeeple: boolean;
  /** How many of this class one colour owns. */
  perColour: number;
}

export interface TribeDef {
  id: Tribe;
  name: string;
  /** Singular and plural word for one of its meeples, for the log ("elf", "elves"). */
  meeple: string;
  meeples: string;
  /** Classes this tribe may upgrade to or buy. */
  classes: readonly ClassId[];
  /** Extra gems every class costs this tribe (Crystal Dwarfs' Diamond Helmets). */
  classSurcharge: GemCount;
  /** Meeples needed on every mine whatever the card says (Slow Gathering); null: the card's number. */
  mineNeeded: number | null;
  /** VP per monster this tribe defeated (Elves' Clean Shot: 4). */
  monsterVp: number;
  /** Ogre cards dealt at setup (Ogres: 2). */
  startingOgreCards: number;
}

/** The six ogre card kinds. `target`: what the player chooses when playing it. */
export const OGRE_KINDS = ['ambush', 'crown', 'panic', 'brute', 'thief', 'wrecking-ball'] as const;
export type OgreKind = (typeof OGRE_KINDS)[number];
export interface OgreKindDef {
  kind: OgreKind;
  name: string;
  /** Copies in the ogre deck. */
  copies: number;
  /** 'card': one kingdom card; 'two-cards': an opponent's meeple's card and one of yours (Brute); 'player': an opponent. */
  target: 'card' | 'two-cards' | 'player';
  text: string;
}

export interface TradingGoalDef {
  id: string;
  cost: GemCount;
  vp: number;
}

export interface DragonEggDef {
  id: string;
  cost: GemCount;
  /** The defeated monster it also costs: a named type, or any monster. */
  monster: Monster | 'any';
  vp: number;
}

export const SECRET_GOALS = [
  'architect',
  'berserker',
  'king',
  'miner',
  'ogre-in-disguise',
  'researcher',
  'wizard',
  'zookeeper',
  'warlock',
  'townsman',
  'adventurers',
] as const;
export type SecretGoalId = (typeof SECRET_GOALS)[number];

/** The condition a secret goal checks; the engine switches on `kind`, the numbers are the card's. */
export type SecretConditionDef =
  /** Your kingdom (region of your castle) has at least `min` top cards. */
  | { kind: 'kingdom-cards'; min: number }
  /** You have ever defeated at least `min` monsters. */
  | { kind: 'monsters-defeated'; min: number }
  /** Your kingdom is worth at least `min` VP (as scored for you). */
  | { kind: 'kingdom-vp'; min: number }
  /** At least one gem of each type in hand. */
  | { kind: 'every-gem' }
  /** At least `min` ogre cards in hand. */
  | { kind: 'ogre-cards'; min: number }
  /** At least `meeples` of your meeples on each of `monsters` different monster cards at once. */
  | { kind: 'monster-trios'; meeples: number; monsters: number }
  /** At least `min` gems of `gem` in hand. */
  | { kind: 'gems'; gem: Gem; min: number }
  /** At least `min` monster cards in your kingdom. */
  | { kind: 'kingdom-monsters'; min: number }
  /** At least `min` taverns and/or general stores in your kingdom. */
  | { kind: 'kingdom-buildings'; min: number }
  /** You defeated a monster with meeples of at least `min` different kinds (plain counts as one kind). */
  | { kind: 'mixed-kill'; min: number };

export interface SecretGoalDef {
  id: SecretGoalId;
  name: string;
  vp: number;
  condition: SecretConditionDef;
  text: string;
}

/** The Battle Memorial card that replaces a killed monster (Battle Memorial decree). */
export interface MemorialDef {
  walls: readonly Side[];
  spots: number;
  needed: number;
  vp: number;
  task: { kind: 'rotate' };
  /** Memorial cards in the box. */
  copies: number;
}

/**
 * The 13 Royal Decrees. Dragon King / Frost Invasion is one decree card with two halves (dragons
 * and giants negate mines; Crystal Dwarfs are immune to the giant half). "Dwarf Merchants" in
 * Damsel in Distress is read as Charming Merchants.
 */
export const DECREES = [
  'hard-workers',
  'dwarfs-way',
  'charming-merchants',
  'fortress',
  'beast-hunters',
  'battle-memorial',
  'hired-hands',
  'crazy-balloonists',
  'greedy-landlords',
  'bar-fights',
  'dragon-king',
  'high-ho',
  'hidden-tunnels',
] as const;
export type DecreeId = (typeof DECREES)[number];
export interface DecreeDef {
  id: DecreeId;
  name: string;
  text: string;
}

export const SCENARIOS = [
  'fortune-teller',
  'siege',
  'bloodthirsty',
  'axe-gospel',
  'chaos-control',
  'damsel-in-distress',
  'lords-of-the-arena',
] as const;
export type ScenarioId = (typeof SCENARIOS)[number];
export interface ScenarioDef {
  id: ScenarioId;
  name: string;
  /** Decrees in force (already expanded: a scenario that includes another lists its decrees). */
  decrees: readonly DecreeId[];
  /** Decrees drawn at random at setup on top of `decrees` (Fortune Teller: 3). */
  random: number;
}

/** The board: a bounded grid of card spots; the game's first card goes in one of the 2x2 centre spots. */
export interface BoardDef {
  cols: number;
  rows: number;
  /** The four centre spots, [x, y] with x to the right and y downwards. */
  centre: readonly (readonly [number, number])[];
}
