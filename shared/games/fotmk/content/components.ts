// Component values and the per-player-count numbers (condensed rules give the exact counts).
import type { ClanName, GnomeWheelDef, VoteTileDef } from './types';
import { CLANS } from './types';

/**
 * Gnome wheel: 12 spaces, the star first. The honour-boost tripwire sits between spaces 5 and 6 and
 * the breach tripwire just before the star, so a power-3 Gnome action from space 9 passes the breach
 * and lands on the star's Bolster (rulebook's Gnome action example).
 */
export const GNOME_WHEEL: GnomeWheelDef = {
  spaces: [
    { effect: 'bolster', star: true },
    { effect: 'influence' },
    { effect: 'honour' },
    { effect: 'move-trolls' },
    { effect: 'bolster' },
    { effect: 'influence' },
    { effect: 'honour' },
    { effect: 'move-trolls' },
    { effect: 'bolster' },
    { effect: 'influence' },
    { effect: 'honour' },
    { effect: 'move-trolls' },
  ],
  tripwires: [
    { after: 5, kind: 'boost' },
    { after: 11, kind: 'breach' },
  ],
  boostTrack: [0, 1, 2, 3, 4, 5, 6],
};

/** Seven vote tiles: Honour for 1st, 2nd and 3rd most Votes on the plank they lie on. */
export const VOTE_TILES: VoteTileDef[] = [
  { id: 0, first: 9, second: 5, third: 3 },
  { id: 1, first: 8, second: 5, third: 2 },
  { id: 2, first: 10, second: 6, third: 2 },
  { id: 3, first: 7, second: 4, third: 2 },
  { id: 4, first: 12, second: 6, third: 3 },
  { id: 5, first: 6, second: 4, third: 2 },
  { id: 6, first: 11, second: 5, third: 3 },
];

/** Twelve Great Hall tokens, four each of 4, 8 and 12. */
export const GREAT_HALL_TOKENS: number[] = [4, 4, 4, 4, 8, 8, 8, 8, 12, 12, 12, 12];

/** Seven gate cards, one per clan domain. */
export const GATE_CARDS: ClanName[] = [...CLANS];

/** Thirty gnomes, ten each of strength 1, 2 and 3. */
export const GNOME_STRENGTHS: number[] = [
  ...Array.from({ length: 10 }, () => 1),
  ...Array.from({ length: 10 }, () => 2),
  ...Array.from({ length: 10 }, () => 3),
];

/** Gnomes invading per gate card, by wave (the gate cards print 2 / 3 / 4). */
export const INVADERS_BY_WAVE = [2, 3, 4] as const;
/** First Fallen score by wave; every later fallen Troll of the same invasion scores 2. */
export const FIRST_FALLEN_BY_WAVE = [3, 4, 5] as const;
export const LATER_FALLEN = 2;

/**
 * Supply track spaces 0..8: base marker per wave, and the spaces carrying a desperation symbol.
 * Wave I example: base 6 plus one Supply symbol puts the marker on 7, and one symbol (space 8) lies to
 * its right, so one Desperation token.
 */
export const SUPPLY_TRACK = {
  max: 8,
  baseByWave: [6, 5, 4] as const,
  desperationSpaces: [5, 6, 7, 8],
};

/**
 * Elder table (rulebook, Final Scoring 2): index = Elder symbols. The chart stops at 9 = 30 and
 * nothing in the texts goes higher, so 10 or more Elders also score 30.
 */
export const ELDER_HONOUR = [0, 0, 1, 3, 5, 8, 12, 17, 23, 30] as const;
export function elderHonour(n: number): number {
  return ELDER_HONOUR[Math.max(0, Math.min(n, ELDER_HONOUR.length - 1))] ?? 0;
}

/** Per player count (2..5). */
export const COUNTS = {
  /** Gnomes placed on gate caverns at setup: one more than the players. */
  setupGnomes: (players: number) => players + 1,
  /** Gate cards laid face down each wave: 3/3/4/5. */
  invasionCards: (players: number) => (players <= 3 ? 3 : players),
  /** Champions in the display: one more than the players. */
  display: (players: number) => players + 1,
  trollsPerPlayer: 25,
  /** Champion bases per player: at most five champion pawns on the map at once. */
  championBases: 5,
  draftHand: 4,
  draftKeep: 3,
  lairTrolls: 3,
};
