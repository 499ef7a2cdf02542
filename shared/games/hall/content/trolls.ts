// The 85 troll cards (D/Components: 30 starting, 55 horde), original design. The horde splits 21 / 16 / 18 by
// level (digest 7.1: D's "21 / 16 / 21" adds up to 58, not 55). Level-1 cards show 2 symbols, level 2 three,
// level 3 four; every level 2 and 3 card carries the pedestal icon (F/Setup 4). Cart symbols on Fire, Ice and
// Moon trolls are mostly their clan's carts, a few wild spirals (F/Carts); Mud trolls show no carts.
import type { Colour, HordeTrollDef, StartingTrollDef, TrollSymbol, ResourceCount } from './types';
import { COLOURS } from './types';

export const HORDE_TROLLS = [
  // Level 1.
  { id: 'h01', name: 'Bogcutter', level: 1, clan: 'mud', symbols: ['stone', 'stone'], pedestalIcon: false },
  { id: 'h02', name: 'Siltcutter', level: 1, clan: 'mud', symbols: ['stone', 'coin'], pedestalIcon: false },
  { id: 'h03', name: 'Claysmelter', level: 1, clan: 'mud', symbols: ['iron', 'stone'], pedestalIcon: false },
  { id: 'h04', name: 'Loambasher', level: 1, clan: 'mud', symbols: ['hammer', 'stone'], pedestalIcon: false },
  { id: 'h05', name: 'Mirehoarder', level: 1, clan: 'mud', symbols: ['coin', 'coin'], pedestalIcon: false },
  { id: 'h06', name: 'Peatmumbler', level: 1, clan: 'mud', symbols: ['rune', 'stone'], pedestalIcon: false },
  { id: 'h07', name: 'Emberhauler', level: 1, clan: 'fire', symbols: ['cart-fire', 'iron'], pedestalIcon: false },
  { id: 'h08', name: 'Cinderseeker', level: 1, clan: 'fire', symbols: ['heartstone', 'coin'], pedestalIcon: false },
  { id: 'h09', name: 'Ashhauler', level: 1, clan: 'fire', symbols: ['cart-fire', 'stone'], pedestalIcon: false },
  { id: 'h10', name: 'Blazesmelter', level: 1, clan: 'fire', symbols: ['iron', 'hammer'], pedestalIcon: false },
  { id: 'h11', name: 'Scorchhauler', level: 1, clan: 'fire', symbols: ['cart-wild', 'coin'], pedestalIcon: false },
  { id: 'h12', name: 'Frosthauler', level: 1, clan: 'ice', symbols: ['cart-ice', 'stone'], pedestalIcon: false },
  { id: 'h13', name: 'Rimesmelter', level: 1, clan: 'ice', symbols: ['iron', 'iron'], pedestalIcon: false },
  { id: 'h14', name: 'Sleethauler', level: 1, clan: 'ice', symbols: ['cart-ice', 'coin'], pedestalIcon: false },
  { id: 'h15', name: 'Hailcutter', level: 1, clan: 'ice', symbols: ['stone', 'rune'], pedestalIcon: false },
  { id: 'h16', name: 'Floeseeker', level: 1, clan: 'ice', symbols: ['heartstone', 'stone'], pedestalIcon: false },
  { id: 'h17', name: 'Gloamhauler', level: 1, clan: 'moon', symbols: ['cart-moon', 'coin'], pedestalIcon: false },
  { id: 'h18', name: 'Duskmumbler', level: 1, clan: 'moon', symbols: ['rune', 'coin'], pedestalIcon: false },
  { id: 'h19', name: 'Tidehauler', level: 1, clan: 'moon', symbols: ['cart-moon', 'iron'], pedestalIcon: false },
  { id: 'h20', name: 'Shadecutter', level: 1, clan: 'moon', symbols: ['stone', 'heartstone'], pedestalIcon: false },
  { id: 'h21', name: 'Wanehauler', level: 1, clan: 'moon', symbols: ['cart-wild', 'rune'], pedestalIcon: false },
  // Level 2.
  { id: 'h22', name: 'Fencutter', level: 2, clan: 'mud', symbols: ['stone', 'stone', 'iron'], pedestalIcon: true },
  { id: 'h23', name: 'Marlhoarder', level: 2, clan: 'mud', symbols: ['coin', 'coin', 'hammer'], pedestalIcon: true },
  { id: 'h24', name: 'Mucksmelter', level: 2, clan: 'mud', symbols: ['iron', 'heartstone', 'stone'], pedestalIcon: true },
  { id: 'h25', name: 'Sludgebasher', level: 2, clan: 'mud', symbols: ['hammer', 'hammer', 'coin'], pedestalIcon: true },
  { id: 'h26', name: 'Smokehauler', level: 2, clan: 'fire', symbols: ['cart-fire', 'cart-fire', 'heartstone'], pedestalIcon: true },
  { id: 'h27', name: 'Flintsmelter', level: 2, clan: 'fire', symbols: ['iron', 'iron', 'coin'], pedestalIcon: true },
  { id: 'h28', name: 'Charhauler', level: 2, clan: 'fire', symbols: ['cart-fire', 'hammer', 'stone'], pedestalIcon: true },
  { id: 'h29', name: 'Sootseeker', level: 2, clan: 'fire', symbols: ['heartstone', 'heartstone', 'rune'], pedestalIcon: true },
  { id: 'h30', name: 'Chillhauler', level: 2, clan: 'ice', symbols: ['cart-ice', 'cart-ice', 'iron'], pedestalIcon: true },
  { id: 'h31', name: 'Bergcutter', level: 2, clan: 'ice', symbols: ['stone', 'stone', 'heartstone'], pedestalIcon: true },
  { id: 'h32', name: 'Glinthauler', level: 2, clan: 'ice', symbols: ['cart-ice', 'rune', 'coin'], pedestalIcon: true },
  { id: 'h33', name: 'Shiversmelter', level: 2, clan: 'ice', symbols: ['iron', 'heartstone', 'hammer'], pedestalIcon: true },
  { id: 'h34', name: 'Crescenthauler', level: 2, clan: 'moon', symbols: ['cart-moon', 'cart-moon', 'coin'], pedestalIcon: true },
  { id: 'h35', name: 'Nightmumbler', level: 2, clan: 'moon', symbols: ['rune', 'rune', 'iron'], pedestalIcon: true },
  { id: 'h36', name: 'Gibboushauler', level: 2, clan: 'moon', symbols: ['cart-moon', 'stone', 'heartstone'], pedestalIcon: true },
  { id: 'h37', name: 'Halohauler', level: 2, clan: 'moon', symbols: ['cart-wild', 'coin', 'iron'], pedestalIcon: true },
  // Level 3.
  { id: 'h38', name: 'Dregcutter', level: 3, clan: 'mud', symbols: ['stone', 'iron', 'heartstone', 'coin'], pedestalIcon: true },
  { id: 'h39', name: 'Grubbasher', level: 3, clan: 'mud', symbols: ['hammer', 'hammer', 'stone', 'stone'], pedestalIcon: true },
  { id: 'h40', name: 'Oozehoarder', level: 3, clan: 'mud', symbols: ['coin', 'coin', 'rune', 'iron'], pedestalIcon: true },
  { id: 'h41', name: 'Kilnhauler', level: 3, clan: 'fire', symbols: ['cart-fire', 'cart-fire', 'heartstone', 'heartstone'], pedestalIcon: true },
  { id: 'h42', name: 'Pyresmelter', level: 3, clan: 'fire', symbols: ['iron', 'iron', 'iron', 'coin'], pedestalIcon: true },
  { id: 'h43', name: 'Sparkhauler', level: 3, clan: 'fire', symbols: ['cart-fire', 'hammer', 'heartstone', 'coin'], pedestalIcon: true },
  { id: 'h44', name: 'Brandseeker', level: 3, clan: 'fire', symbols: ['heartstone', 'rune', 'rune', 'stone'], pedestalIcon: true },
  { id: 'h45', name: 'Searhauler', level: 3, clan: 'fire', symbols: ['cart-wild', 'cart-fire', 'iron', 'heartstone'], pedestalIcon: true },
  { id: 'h46', name: 'Drifthauler', level: 3, clan: 'ice', symbols: ['cart-ice', 'cart-ice', 'iron', 'iron'], pedestalIcon: true },
  { id: 'h47', name: 'Snowseeker', level: 3, clan: 'ice', symbols: ['heartstone', 'heartstone', 'stone', 'coin'], pedestalIcon: true },
  { id: 'h48', name: 'Iciclehauler', level: 3, clan: 'ice', symbols: ['cart-ice', 'rune', 'hammer', 'iron'], pedestalIcon: true },
  { id: 'h49', name: 'Glaciercutter', level: 3, clan: 'ice', symbols: ['stone', 'stone', 'stone', 'heartstone'], pedestalIcon: true },
  { id: 'h50', name: 'Thawhauler', level: 3, clan: 'ice', symbols: ['cart-wild', 'cart-ice', 'coin', 'heartstone'], pedestalIcon: true },
  { id: 'h51', name: 'Eclipsehauler', level: 3, clan: 'moon', symbols: ['cart-moon', 'cart-moon', 'rune', 'coin'], pedestalIcon: true },
  { id: 'h52', name: 'Owlseeker', level: 3, clan: 'moon', symbols: ['heartstone', 'iron', 'iron', 'rune'], pedestalIcon: true },
  { id: 'h53', name: 'Starhauler', level: 3, clan: 'moon', symbols: ['cart-moon', 'heartstone', 'stone', 'hammer'], pedestalIcon: true },
  { id: 'h54', name: 'Vesperhoarder', level: 3, clan: 'moon', symbols: ['coin', 'coin', 'coin', 'heartstone'], pedestalIcon: true },
  { id: 'h55', name: 'Lunehauler', level: 3, clan: 'moon', symbols: ['cart-wild', 'cart-moon', 'heartstone', 'iron'], pedestalIcon: true },
] as const satisfies readonly HordeTrollDef[];

/**
 * The six starting trolls every colour gets (F/Player Setup D): the top row generates, the bottom row is a
 * one-time bonus. Every colour's six are alike, so the draft order alone tells players apart. A troll that
 * generates two symbols grants 2 resources once, one that generates a single symbol grants 3; an inside troll
 * is activated up to 5 times and an outside one 3 times (D), so where each goes matters.
 */
const STARTING_DESIGNS: readonly { key: string; name: string; generates: readonly TrollSymbol[]; bonus: ResourceCount }[] = [
  { key: 'quarrier', name: 'Quarrier', generates: ['stone', 'stone'], bonus: { iron: 1, coin: 1 } },
  { key: 'smelter', name: 'Smelter', generates: ['iron'], bonus: { stone: 2, hammer: 1 } },
  { key: 'gemcutter', name: 'Gemcutter', generates: ['heartstone'], bonus: { coin: 2, stone: 1 } },
  { key: 'hauler', name: 'Hauler', generates: ['cart-wild', 'coin'], bonus: { stone: 1, iron: 1 } },
  { key: 'delver', name: 'Delver', generates: ['hammer', 'stone'], bonus: { rune: 1, coin: 1 } },
  { key: 'runecaller', name: 'Runecaller', generates: ['rune', 'coin'], bonus: { stone: 1, heartstone: 1 } },
];

/** The 30 starting trolls: the six designs in each of the five colours. */
export const STARTING_TROLLS: readonly StartingTrollDef[] = COLOURS.flatMap((colour: Colour) =>
  STARTING_DESIGNS.map((d) => ({ id: `${colour}-${d.key}`, colour, name: d.name, generates: d.generates, bonus: d.bonus })),
);
