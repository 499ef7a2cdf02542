// The 11 workshop kinds with the conversions of the final text (F/The Workshops), and the 22 tiles: two of
// each, since the "no duplicates" setup option implies copies (digest 1.1). Each use makes one conversion;
// both directions of a "vice-versa" are listed. Gains go to storage, and a cart gained is wild.
import type { WorkshopDef, WorkshopKind } from './types';
import { WORKSHOP_KINDS } from './types';

export const WORKSHOPS = [
  {
    kind: 'cartwright',
    name: 'Cartwright',
    // Only wild carts may be spent here (F: "You may not spend clan carts here").
    conversions: [
      { kind: 'fixed', give: { heartstone: 1 }, get: { cart: 1 } },
      { kind: 'fixed', give: { cart: 1 }, get: { heartstone: 1 } },
    ],
  },
  {
    kind: 'charmcrafter',
    name: 'Charmcrafter',
    conversions: [
      { kind: 'fixed', give: { coin: 1 }, get: { rune: 1 } },
      { kind: 'fixed', give: { rune: 1 }, get: { coin: 1 } },
    ],
  },
  {
    kind: 'coinpress',
    name: 'Coinpress',
    conversions: [
      { kind: 'fixed', give: { iron: 1 }, get: { coin: 1 } },
      { kind: 'fixed', give: { heartstone: 1 }, get: { coin: 1 } },
      { kind: 'fixed', give: { coin: 1 }, get: { iron: 1 } },
      { kind: 'fixed', give: { coin: 1 }, get: { heartstone: 1 } },
    ],
  },
  {
    kind: 'metalworks',
    name: 'Metalworks',
    conversions: [
      { kind: 'fixed', give: { heartstone: 1 }, get: { iron: 1 } },
      { kind: 'fixed', give: { iron: 1 }, get: { heartstone: 1 } },
    ],
  },
  { kind: 'pickforge', name: 'Pickforge', conversions: [{ kind: 'any', count: 2, get: { hammer: 1 } }] },
  { kind: 'quartermaster', name: 'Quartermaster', conversions: [{ kind: 'unload' }] },
  {
    kind: 'runesmithy',
    name: 'Runesmithy',
    conversions: [
      { kind: 'fixed', give: { stone: 1 }, get: { rune: 1 } },
      { kind: 'fixed', give: { iron: 1 }, get: { rune: 1 } },
      { kind: 'fixed', give: { rune: 1 }, get: { stone: 1 } },
      { kind: 'fixed', give: { rune: 1 }, get: { iron: 1 } },
    ],
  },
  {
    kind: 'stonegrinder',
    name: 'Stonegrinder',
    // F: 1 heartstone for 2 stone or back; D words it from the stone side, to the same effect.
    conversions: [
      { kind: 'fixed', give: { heartstone: 1 }, get: { stone: 2 } },
      { kind: 'fixed', give: { stone: 2 }, get: { heartstone: 1 } },
    ],
  },
  {
    kind: 'stonemill',
    name: 'Stonemill',
    conversions: [
      { kind: 'fixed', give: { stone: 1 }, get: { iron: 1 } },
      { kind: 'fixed', give: { iron: 1 }, get: { stone: 1 } },
    ],
  },
  {
    kind: 'toolforge',
    name: 'Toolforge',
    conversions: [
      { kind: 'fixed', give: { heartstone: 1 }, get: { hammer: 1 } },
      { kind: 'fixed', give: { hammer: 1 }, get: { heartstone: 1 } },
    ],
  },
  { kind: 'wheeljack', name: 'Wheeljack', conversions: [{ kind: 'any', count: 2, get: { cart: 1 } }] },
] as const satisfies readonly WorkshopDef[];

export const WORKSHOP_BY_KIND = {} as Record<WorkshopKind, WorkshopDef>;
for (const w of WORKSHOPS) WORKSHOP_BY_KIND[w.kind] = w;

/** The 22 workshop tiles: two of each kind (F/Components: 22). */
export const WORKSHOP_TILES: readonly WorkshopKind[] = WORKSHOP_KINDS.flatMap((k) => [k, k]);
