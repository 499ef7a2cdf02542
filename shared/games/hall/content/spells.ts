// The 17 spells (F/Components), original effects built from the game's own mechanisms. Only one name
// survives, Earth Ritual (F's casting example). A cast costs 1 rune onto the card; the third rune makes it
// disintegrate after resolving (F/Cast One Spell). Every effect resolves as small choices (types.ts).
// Two spells place non-coin bribes (F: bribes are "sometimes other resources due to spell effects").
import type { SpellDef } from './types';

export const SPELLS = [
  {
    id: 'earth-ritual',
    name: 'Earth Ritual',
    effect: { kind: 'gain', gain: { stone: 2, iron: 1 } },
    text: 'Gain 2 stone and 1 iron.',
  },
  {
    id: 'miners-hymn',
    name: "Miner's Hymn",
    effect: { kind: 'gain-choice', options: ['stone', 'iron', 'heartstone'], n: 2 },
    text: 'Choose a mineral and gain 2 of it.',
  },
  {
    id: 'tinkers-luck',
    name: "Tinker's Luck",
    effect: { kind: 'gain-choice', options: ['coin', 'rune', 'hammer', 'cart'], n: 2 },
    text: 'Choose coins, runes, hammers or carts and gain 2 of them (carts arrive wild).',
  },
  {
    id: 'rousing-chant',
    name: 'Rousing Chant',
    effect: { kind: 'activate', n: 1 },
    text: 'Activate one troll of your trollsmoot: it gains every symbol it is not holding.',
  },
  {
    id: 'thundering-drums',
    name: 'Thundering Drums',
    effect: { kind: 'activate', n: 2 },
    text: 'Activate up to two different trolls of your trollsmoot.',
  },
  {
    id: 'glittering-offering',
    name: 'Glittering Offering',
    effect: { kind: 'bribe', resource: 'heartstone', n: 2, rows: [1, 2] },
    text: 'Place 1 heartstone from the supply as a bribe on each of up to two trolls of the middle or top row. Then trolls holding 4 bribes retire.',
  },
  {
    id: 'stone-tithe',
    name: 'Stone Tithe',
    effect: { kind: 'bribe', resource: 'stone', n: 3, rows: [0] },
    text: 'Place 1 stone from the supply as a bribe on each of up to three trolls of the bottom row. Then trolls holding 4 bribes retire.',
  },
  {
    id: 'nimble-fingers',
    name: 'Nimble Fingers',
    effect: { kind: 'unload', n: 2 },
    text: 'Move up to two resources from your trolls into storage (clan carts become wild).',
  },
  {
    id: 'rolling-stones',
    name: 'Rolling Stones',
    effect: { kind: 'move-statues', n: 2 },
    text: 'Make up to two statue moves in your network without paying carts.',
  },
  {
    id: 'call-of-the-deep',
    name: 'Call of the Deep',
    effect: { kind: 'pedestal' },
    text: 'Take a pedestal of your choice from the bag into storage.',
  },
  {
    id: 'farewell-feast',
    name: 'Farewell Feast',
    effect: { kind: 'dismiss' },
    text: 'Send one horde troll to the bottom of its deck (its bribes go to the supply) and refill its slot.',
  },
  {
    id: 'founding-rite',
    name: 'Founding Rite',
    effect: { kind: 'establish' },
    text: 'Place a workshop from the supply on an empty site with an entrance in your network. You may activate it this turn.',
  },
  {
    id: 'honour-the-ancients',
    name: 'Honour the Ancients',
    effect: { kind: 'honour-statues', per: 1, max: 5 },
    text: 'Gain 1 honour for each unearthed statue in your network, at most 5.',
  },
  {
    id: 'merchants-favour',
    name: "Merchant's Favour",
    effect: { kind: 'trade', rate: 3, n: 2 },
    text: 'Make up to two trades with the supply at 3 resources for 1 instead of 4.',
  },
  {
    id: 'stonewrights-pact',
    name: "Stonewright's Pact",
    effect: { kind: 'free-rubble' },
    text: 'This turn your dig pays no hammers for rubble.',
  },
  {
    id: 'surveyors-eye',
    name: "Surveyor's Eye",
    effect: { kind: 'dig-discount', n: 1 },
    text: 'This turn your dig costs 1 mineral less (at least 1); it still scores by its size.',
  },
  {
    id: 'open-doors',
    name: 'Open Doors',
    effect: { kind: 'workshop-uses', n: 2 },
    text: 'The workshop you activate after this, this turn, offers 2 more uses.',
  },
] as const satisfies readonly SpellDef[];

export type SpellId = (typeof SPELLS)[number]['id'];
