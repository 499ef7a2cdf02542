// Component counts, token values and score tables (F/Components, D/Components and D's two tables).
import type { SeatColour } from '../../../engine/types';
import type { Clan, Colour, Mineral, Tier } from './types';
import { CLANS, TIERS } from './types';

/** Counts printed in the component lists (F and D); tests hold the data to them. */
export const COUNTS = {
  tunnels: 52,
  tunnelsBySize: { 2: 10, 3: 12, 4: 15, 5: 15 },
  greatHalls: 6,
  spells: 17,
  spellbook: 3,
  workshops: 22,
  workshopKinds: 11,
  statues: 21,
  statuesPerClan: 7,
  statueSpots: 20,
  pedestals: 18,
  pedestalsPerClan: 6,
  pedestalTokens: 15,
  pedestalReminders: 3,
  startingTrolls: 30,
  startingTrollsPerColour: 6,
  /** D says 55 horde trolls; its split "21/16/21" adds up to 58, so the last figure is read as 18 (digest 7.1). */
  hordeTrolls: 55,
  hordeByLevel: { 1: 21, 2: 16, 3: 18 },
  /** Horde rows from the bottom: 5 level-1, 4 level-2, 3 level-3 slots (F/Setup 3). */
  hordeRows: [5, 4, 3],
  /** Trollsmoot rows from the bottom: 4, 3, 2, 1 slots: 10 trolls when capped. */
  trollsmootRows: [4, 3, 2, 1],
  trollsmootMax: 10,
  /** Bribes that make a horde troll retire (F/Retiring Trolls). */
  retireBribes: 4,
  /** The 4:1 trade with the supply (F/Trading with the Supply). */
  tradeRate: 4,
  /** Identical resources that make one leftover set worth 1 honour (F/Final Scoring 3). */
  setSize: 3,
  /** Pedestals drawn onto the level-2 row at setup. */
  setupPedestals: 4,
} as const;

/** Bribes (coins) needed to recruit from each horde row, bottom first (F/Recruit: free, 2, 5). */
export const ROW_BRIBES = [0, 2, 5] as const;

/** Tunnel honour by size and mineral (D's table; F points to the chart on the player mat). */
export const TUNNEL_SCORE: Readonly<Record<2 | 3 | 4 | 5, Readonly<Record<Mineral, number>>>> = {
  2: { stone: 0, iron: 0, heartstone: 0 },
  3: { stone: 3, iron: 4, heartstone: 5 },
  4: { stone: 4, iron: 6, heartstone: 8 },
  5: { stone: 5, iron: 8, heartstone: 11 },
};

export function tunnelScore(size: number, mineral: Mineral): number {
  const row = TUNNEL_SCORE[size as 2 | 3 | 4 | 5];
  return row ? row[mineral] : 0;
}

/** Statue honour by tier, outside in (D's table); on a pedestal of its own clan it doubles. */
export const STATUE_SCORE: readonly number[] = [2, 4, 6, 8, 10];
export const PEDESTAL_MULTIPLIER = 2;

export function statueScore(tier: Tier, onOwnPedestal: boolean): number {
  return (STATUE_SCORE[tier] ?? 0) * (onOwnPedestal ? PEDESTAL_MULTIPLIER : 1);
}

/** Coronation tokens, first then second; a 2-player game uses only the second (F/Setup 5). */
export const CORONATION = [5, 3] as const;
export function coronationTokens(players: number): readonly number[] {
  return players === 2 ? [3] : CORONATION;
}

/** The 21 statues: 7 per clan (D). */
export const STATUES: readonly Clan[] = CLANS.flatMap((c) => Array.from({ length: COUNTS.statuesPerClan }, () => c));

/** The 18 pedestals in the bag: 6 per clan (D). */
export const PEDESTALS: readonly Clan[] = CLANS.flatMap((c) => Array.from({ length: COUNTS.pedestalsPerClan }, () => c));

/**
 * The 15 pedestal point tokens, shuffled face up onto the 15 track spaces each game, so no value belongs to a
 * tier (F/Setup 9). Original values: small, as a pedestal's real worth is the statue it may double later.
 */
export const PEDESTAL_TOKENS: readonly number[] = [1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 5];

/** Pedestal track spaces: (tier, clan) for each of the 5 tiers x 3 clans, left (dark gray) to right. */
export const PEDESTAL_TRACK: readonly { tier: Tier; clan: Clan }[] = TIERS.flatMap((_, t) =>
  CLANS.map((clan) => ({ tier: t as Tier, clan })),
);

/** Workshops revealed: 2 per player plus 1 (F/Setup 6). */
export function workshopsRevealed(players: number): number {
  return 2 * players + 1;
}

/**
 * Seat bonuses from the draft by seat from the start player (F/Player Setup D): seat 1 none, seats 2-3 the
 * hand troll, seats 4-5 the hand and the unseen troll. None in the team variant (D/Team Rules 6).
 */
export function seatBonus(seat: number, teams: boolean): { hand: boolean; unseen: boolean } {
  if (teams || seat <= 0) return { hand: false, unseen: false };
  return { hand: true, unseen: seat >= 3 };
}

/** The five colours, as the lobby offers them; each has a shape so colour-blind players can tell seats apart. */
export const SEAT_COLOURS: readonly (SeatColour & { id: Colour })[] = [
  { id: 'magenta', name: 'Magenta', fill: '#c026d3', ink: '#a21caf', shape: 'circle' },
  { id: 'teal', name: 'Teal', fill: '#14b8a6', ink: '#0f766e', shape: 'square' },
  { id: 'amber', name: 'Amber', fill: '#f59e0b', ink: '#b45309', shape: 'triangle' },
  { id: 'slate', name: 'Slate', fill: '#64748b', ink: '#334155', shape: 'diamond' },
  { id: 'lime', name: 'Lime', fill: '#84cc16', ink: '#3f6212', shape: 'star' },
];
