// Words for content items, as players say them (log lines, move words, card labels).
import type { Colour, Gem, KingdomCardDef, KingdomCardType } from './types';

export const TYPE_NAMES = {
  castle: 'castle',
  'emerald-mine': 'emerald mine',
  'diamond-mine': 'diamond mine',
  'gold-mine': 'gold mine',
  'ruby-mine': 'ruby mine',
  'forest-dragon': 'Forest Dragon',
  'frost-giant': 'Frost Giant',
  'big-bad-wolf': 'Big Bad Wolf',
  treant: 'Treant',
  tavern: 'tavern',
  'general-store': 'general store',
} as const satisfies Record<KingdomCardType, string>;

/** Gem words, singular and plural ("1 gold", "2 golds" as the card key writes them). */
export const GEM_NAMES = {
  emerald: ['emerald', 'emeralds'],
  diamond: ['diamond', 'diamonds'],
  gold: ['gold', 'golds'],
  ruby: ['ruby', 'rubies'],
} as const satisfies Record<Gem, readonly [string, string]>;

/** Colour words as the rulebook writes them (lower case, as in "the blue player"). */
export const COLOUR_NAMES = {
  blue: 'blue',
  red: 'red',
  green: 'green',
  yellow: 'yellow',
  purple: 'purple',
  orange: 'orange',
  black: 'black',
} as const satisfies Record<Colour, string>;

/** "gem" words for a count: gemWord('ruby', 2) is "rubies". */
export function gemWord(gem: Gem, n: number): string {
  return GEM_NAMES[gem][n === 1 ? 0 : 1];
}

/** A card's label: "red castle", "blue Forest Dragon", "Ogres' castle" for the orange castle. */
export function cardLabel(card: Pick<KingdomCardDef, 'colour' | 'type'>): string {
  if (card.colour === 'orange' && card.type === 'castle') return "Ogres' castle";
  return `${COLOUR_NAMES[card.colour]} ${TYPE_NAMES[card.type]}`;
}
