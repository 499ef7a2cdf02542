// Goals: 18 trading goals, 8 dragon eggs and the 11 secret goals. Our own values. A gem scores in
// hand anyway, so a goal pays its gems' VP plus one VP per gem plus one: about the VP per action a
// mine gives, for the 3 actions spent at the general store. An egg also pays back the monster it
// spends (3) plus one more for the kill.
import type { DragonEggDef, SecretGoalDef, SecretGoalId, TradingGoalDef } from './types';

/** The trading-goal deck; 3 are face up. 3 or 4 gems each, priced (the gems' VP) 4 to 10; VP = price + gems + 1. */
export const TRADING_GOALS: readonly TradingGoalDef[] = [
  { id: 'tg-01', cost: { gold: 2, emerald: 1, diamond: 1 }, vp: 11 },
  { id: 'tg-02', cost: { gold: 3, diamond: 1 }, vp: 10 },
  { id: 'tg-03', cost: { emerald: 1, diamond: 1, gold: 1 }, vp: 9 },
  { id: 'tg-04', cost: { gold: 2, ruby: 1 }, vp: 9 },
  { id: 'tg-05', cost: { gold: 4 }, vp: 9 },
  { id: 'tg-06', cost: { emerald: 2, gold: 1 }, vp: 9 },
  { id: 'tg-07', cost: { diamond: 2, gold: 1 }, vp: 9 },
  { id: 'tg-08', cost: { emerald: 1, ruby: 1, gold: 1 }, vp: 10 },
  { id: 'tg-09', cost: { diamond: 1, ruby: 1, gold: 1 }, vp: 10 },
  { id: 'tg-10', cost: { ruby: 2, gold: 1 }, vp: 11 },
  { id: 'tg-11', cost: { emerald: 3 }, vp: 10 },
  { id: 'tg-12', cost: { diamond: 3 }, vp: 10 },
  { id: 'tg-13', cost: { emerald: 2, diamond: 1 }, vp: 10 },
  { id: 'tg-14', cost: { diamond: 2, emerald: 1 }, vp: 10 },
  { id: 'tg-15', cost: { emerald: 1, diamond: 1, ruby: 1 }, vp: 11 },
  { id: 'tg-16', cost: { gold: 1, emerald: 1, diamond: 1, ruby: 1 }, vp: 13 },
  { id: 'tg-17', cost: { gold: 2, ruby: 2 }, vp: 13 },
  { id: 'tg-18', cost: { ruby: 2, emerald: 1, diamond: 1 }, vp: 15 },
];

/**
 * The dragon-egg deck; 1 is face up. Each also costs a defeated monster (worth 3 held, 4 for Elves),
 * a named one or any. VP = price + gems + 3 (the monster) + 2. Only the dragon and the giant are named: they are in every base set, so every
 * egg can be bought in a base game (the Wolf and the Treant come with the tribes).
 */
export const DRAGON_EGGS: readonly DragonEggDef[] = [
  { id: 'egg-1', cost: { emerald: 1 }, monster: 'forest-dragon', vp: 8 },
  { id: 'egg-2', cost: { diamond: 1 }, monster: 'frost-giant', vp: 8 },
  { id: 'egg-3', cost: { gold: 2 }, monster: 'any', vp: 9 },
  { id: 'egg-4', cost: { ruby: 1 }, monster: 'any', vp: 9 },
  { id: 'egg-5', cost: { gold: 1, ruby: 1 }, monster: 'any', vp: 11 },
  { id: 'egg-6', cost: { emerald: 1, diamond: 1 }, monster: 'forest-dragon', vp: 11 },
  { id: 'egg-7', cost: { emerald: 2 }, monster: 'frost-giant', vp: 11 },
  { id: 'egg-8', cost: { diamond: 1, ruby: 1 }, monster: 'any', vp: 12 },
];

/** The 11 secret goals, in the rulebook's order; one is dealt to each player, the rest leave the game. */
export const SECRET_GOAL_DEFS = {
  architect: {
    id: 'architect',
    name: 'Architect',
    vp: 5,
    condition: { kind: 'kingdom-cards', min: 8 },
    text: 'Your kingdom holds 8 or more cards.',
  },
  berserker: {
    id: 'berserker',
    name: 'Berserker',
    vp: 5,
    condition: { kind: 'monsters-defeated', min: 2 },
    text: 'You have defeated 2 or more monsters, of any types.',
  },
  king: {
    id: 'king',
    name: 'King',
    vp: 6,
    condition: { kind: 'kingdom-vp', min: 10 },
    text: 'Your kingdom is worth 10 VP or more.',
  },
  miner: {
    id: 'miner',
    name: 'Miner',
    vp: 4,
    condition: { kind: 'every-gem' },
    text: 'You hold at least one gem of each of the four kinds.',
  },
  'ogre-in-disguise': {
    id: 'ogre-in-disguise',
    name: 'Ogre in Disguise',
    vp: 4,
    condition: { kind: 'ogre-cards', min: 5 },
    text: 'You hold 5 or more ogre cards.',
  },
  researcher: {
    id: 'researcher',
    name: 'Researcher',
    vp: 5,
    condition: { kind: 'monster-trios', meeples: 3, monsters: 2 },
    text: 'You have 3 or more meeples on each of 2 different monster cards at the same time.',
  },
  wizard: {
    id: 'wizard',
    name: 'Wizard',
    vp: 5,
    condition: { kind: 'gems', gem: 'emerald', min: 5 },
    text: 'You hold 5 or more emeralds.',
  },
  zookeeper: {
    id: 'zookeeper',
    name: 'Zookeeper',
    vp: 6,
    condition: { kind: 'kingdom-monsters', min: 3 },
    text: 'Your kingdom holds 3 or more monsters.',
  },
  warlock: {
    id: 'warlock',
    name: 'Warlock',
    vp: 5,
    condition: { kind: 'gems', gem: 'diamond', min: 5 },
    text: 'You hold 5 or more diamonds.',
  },
  townsman: {
    id: 'townsman',
    name: 'Townsman',
    vp: 5,
    condition: { kind: 'kingdom-buildings', min: 3 },
    text: 'Your kingdom holds 3 or more buildings (taverns and general stores).',
  },
  adventurers: {
    id: 'adventurers',
    name: 'Adventurers',
    vp: 6,
    condition: { kind: 'mixed-kill', min: 3 },
    text: 'You defeated a monster with meeples of 3 or more different kinds (a plain meeple is one kind).',
  },
} as const satisfies Record<SecretGoalId, SecretGoalDef>;

const tradingById = new Map(TRADING_GOALS.map((g) => [g.id, g]));
const eggById = new Map(DRAGON_EGGS.map((g) => [g.id, g]));

/** The trading goal with this id (undefined for an unknown id). */
export function tradingGoal(id: string): TradingGoalDef | undefined {
  return tradingById.get(id);
}

/** The dragon egg with this id (undefined for an unknown id). */
export function dragonEgg(id: string): DragonEggDef | undefined {
  return eggById.get(id);
}
