// The Royal Decrees expansion: the 13 decrees, the 7 scenarios and the Battle Memorial card.
// Texts are our own words for the effects; RULES-NOTES explains each reading.
import type { DecreeDef, DecreeId, MemorialDef, ScenarioDef, ScenarioId } from './types';

export const DECREE_DEFS = {
  'hard-workers': {
    id: 'hard-workers',
    name: 'Hard Workers',
    text: 'The axe marks the first player. Morning: everyone in turn takes only actions. Night: everyone in turn resolves, then discards. The axe then passes clockwise.',
  },
  'dwarfs-way': {
    id: 'dwarfs-way',
    name: 'The Dwarfs Way',
    text: 'At the end of your turn, every card other than a monster that is full of meeples but has no task that can resolve sends all of them home.',
  },
  'charming-merchants': {
    id: 'charming-merchants',
    name: 'Charming Merchants',
    text: 'The price of a trading goal you completed may pay toward a dearer one; the old goal goes back to the display.',
  },
  fortress: {
    id: 'fortress',
    name: 'Fortress',
    text: 'Place meeples only in your own kingdom or on cards in no kingdom. With nowhere to place, one action turns a card with no meeples on it.',
  },
  'beast-hunters': {
    id: 'beast-hunters',
    name: 'Experienced Beast Hunters',
    text: 'Each monster you defeat lowers the meeples you need for the next one by 1, never below 3.',
  },
  'battle-memorial': {
    id: 'battle-memorial',
    name: 'Battle Memorial',
    text: 'A slain monster leaves a memorial in its place; a meeple there may turn any card with no meeples on it.',
  },
  'hired-hands': {
    id: 'hired-hands',
    name: 'Hired Hands',
    text: 'Discard an ogre card unplayed to gain 1 action this turn.',
  },
  'crazy-balloonists': {
    id: 'crazy-balloonists',
    name: 'Crazy Balloonists',
    text: 'Each turn, at most 1 meeple from your campfire onto any one card.',
  },
  'greedy-landlords': {
    id: 'greedy-landlords',
    name: 'Greedy Landlords',
    text: "A kingdom shared by several players is worth its VP divided by their number, rounded down, to each.",
  },
  'bar-fights': {
    id: 'bar-fights',
    name: 'Bar Fights',
    text: 'Three of your meeples on a tavern may draw 2 ogre cards instead of 1.',
  },
  'dragon-king': {
    id: 'dragon-king',
    name: 'Dragon King / Frost Invasion',
    text: 'At scoring, mines in a kingdom with a dragon or a giant are worth nothing (Crystal Dwarfs ignore the giants). No one ends the game on a turn they played a monster, and once the end is near no monster may be played.',
  },
  'high-ho': {
    id: 'high-ho',
    name: 'High Ho',
    text: 'Everyone has 1 action per turn instead of 3.',
  },
  'hidden-tunnels': {
    id: 'hidden-tunnels',
    name: 'Hidden Tunnels',
    text: 'One action moves a meeple of yours from a mine to any mine whose kingdom has no dragon.',
  },
} as const satisfies Record<DecreeId, DecreeDef>;

const SIEGE = ['fortress', 'battle-memorial', 'greedy-landlords'] as const satisfies readonly DecreeId[];
const BLOODTHIRSTY = ['bar-fights', 'hired-hands', 'beast-hunters', 'battle-memorial'] as const satisfies readonly DecreeId[];
const CHAOS_CONTROL = ['crazy-balloonists', 'dwarfs-way'] as const satisfies readonly DecreeId[];
/** "Dwarf Merchants" is read as Charming Merchants; Dragon King and Frost Invasion are one card. */
const DAMSEL = ['dragon-king', 'charming-merchants', ...CHAOS_CONTROL] as const satisfies readonly DecreeId[];

/** Union of decree lists, first appearance kept (Battle Memorial is in both Siege and Bloodthirsty). */
function union(...lists: (readonly DecreeId[])[]): DecreeId[] {
  return [...new Set(lists.flat())];
}

export const SCENARIO_DEFS = {
  'fortune-teller': { id: 'fortune-teller', name: 'Fortune Teller', decrees: [], random: 3 },
  siege: { id: 'siege', name: 'Siege', decrees: SIEGE, random: 0 },
  bloodthirsty: { id: 'bloodthirsty', name: 'Bloodthirsty', decrees: BLOODTHIRSTY, random: 0 },
  'axe-gospel': {
    id: 'axe-gospel',
    name: 'Axe Gospel',
    decrees: ['hard-workers', 'charming-merchants', 'greedy-landlords'],
    random: 0,
  },
  'chaos-control': { id: 'chaos-control', name: 'Chaos Control', decrees: CHAOS_CONTROL, random: 0 },
  'damsel-in-distress': { id: 'damsel-in-distress', name: 'Damsel in Distress', decrees: DAMSEL, random: 0 },
  'lords-of-the-arena': {
    id: 'lords-of-the-arena',
    name: 'Lords of the Arena',
    decrees: union(['hidden-tunnels'], SIEGE, BLOODTHIRSTY, DAMSEL),
    random: 0,
  },
} as const satisfies Record<ScenarioId, ScenarioDef>;

/**
 * The memorial card: no walls (it keeps the slain monster's spot connected), worth nothing, one
 * spot (so it never holds two completions) and a one-meeple task that turns any card with no
 * meeples on it. One per monster in the
 * game, so the pile never runs out.
 */
export const MEMORIAL = {
  walls: [],
  spots: 1,
  needed: 1,
  vp: 0,
  task: { kind: 'rotate' },
  copies: 14,
} as const satisfies MemorialDef;
