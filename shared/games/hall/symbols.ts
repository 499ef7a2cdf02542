// The game's own words as constants: resources, troll symbols, clans, tiers (rulebook: Components,
// Carts). Everything else in the engine indexes these arrays.

/** The 7 resources (F/Setup 1). Index = resource code. Carts in storage are always wild. */
export const RESOURCES = ['stone', 'iron', 'heartstone', 'coin', 'cart', 'hammer', 'rune'] as const;
export type Resource = number;
export const STONE = 0, IRON = 1, HEARTSTONE = 2, COIN = 3, CART = 4, HAMMER = 5, RUNE = 6;
/** Minerals pay for tunnels (F/Dig a Tunnel). */
export const MINERALS = [STONE, IRON, HEARTSTONE] as const;

/** Statue and pedestal clans (D/Components: 7 Fire, 7 Moon, 7 Ice). */
export const CLANS = ['fire', 'ice', 'moon'] as const;
export type Clan = number;

/**
 * A troll symbol: a resource code 0..6 (code 4 is a wild cart), or a clan cart 7 + clan
 * (F/Carts: "the symbol that the token is sitting on determines which clan's statues it may move").
 */
export type Sym = number;
export const clanCart = (clan: Clan): Sym => 7 + clan;
export const isClanCart = (s: Sym): boolean => s >= 7;
export const resOf = (s: Sym): Resource => (s >= 7 ? CART : s);
export const cartClan = (s: Sym): Clan => (s >= 7 ? s - 7 : -1);

/** Mountain tiers, outside in (F/Add a Pedestal). */
export const TIERS = ['dark grey', 'grey', 'brown', 'orange', 'yellow'] as const;

/** Row sizes of a trollsmoot, bottom up (F/Step Three: a pyramid of 10). */
export const SMOOT_ROWS = [4, 3, 2, 1] as const;
export const SMOOT_SIZE = 10;
/** Slot index of (row, i). */
export const slotOf = (r: number, i: number): number => [0, 4, 7, 9][r]! + i;
export const rowOf = (slot: number): number => (slot < 4 ? 0 : slot < 7 ? 1 : slot < 9 ? 2 : 3);
export const colOf = (slot: number): number => slot - [0, 4, 7, 9][rowOf(slot)]!;

/** Horde rows, bottom up: 5 / 4 / 3 (F/Setup 3). Horde slot index: B0-B4 = 0-4, M0-M3 = 5-8, T0-T2 = 9-11. */
export const HORDE_ROWS = [5, 4, 3] as const;
export const hordeRow = (slot: number): number => (slot < 5 ? 0 : slot < 9 ? 1 : 2);
export const hordeCol = (slot: number): number => slot - [0, 5, 9][hordeRow(slot)]!;

/**
 * The horde slots bribed to recruit from `slot` (F/Step One): Mj bribes Bj and Bj+1; Tk bribes Mk,
 * Mk+1, Bk, Bk+1 and Bk+2.
 */
export function bribeSlots(slot: number): number[] {
  const r = hordeRow(slot);
  const c = hordeCol(slot);
  if (r === 0) return [];
  if (r === 1) return [c, c + 1];
  return [5 + c, 5 + c + 1, c, c + 1, c + 2];
}

/** Workshop kinds of the final text (F/The Workshops). */
export const WORKSHOPS = [
  'cartwright', 'charmcrafter', 'coinpress', 'metalworks', 'pickforge', 'quartermaster',
  'runesmithy', 'stonegrinder', 'stonemill', 'toolforge', 'wheeljack',
] as const;
export type WorkshopKind = (typeof WORKSHOPS)[number];

export const resName = (r: Resource): string => RESOURCES[r] ?? `resource ${r}`;
export const clanName = (c: Clan): string => {
  const n = CLANS[c] ?? 'clan';
  return n.charAt(0).toUpperCase() + n.slice(1);
};
export const symName = (s: Sym): string => (s >= 7 ? `${clanName(s - 7)} cart` : s === CART ? 'wild cart' : resName(s));

/** A word with its indefinite article: "an Ice pedestal", "a Fire statue", "an iron". */
export const withA = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
/** A count and its noun, singular or plural: "1 use", "2 coins". */
export const nOf = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
/** A count of a resource or symbol: minerals are matter ("2 stone"), the rest are things ("2 coins", "1 Ice cart"). */
export const countOf = (n: number, name: string): string => (/^(stone|iron|heartstone)$/.test(name) ? `${n} ${name}` : nOf(n, name));
