// The horde (F/Recruit a Troll): refilling slots, pedestals from the bag, retiring trolls.
import { D } from './tables';
import { cardOf } from './data';
import { type G, mut, randInt, say } from './ctx';
import type { State } from './state';
import { hordeRow } from './symbols';
import { clanName, withA } from './symbols';

/**
 * Draw a card for a horde slot: the row's own level deck; if empty the next level up, and if that is
 * impossible the next level down (F/Running out of Trolls, which overrules D's "up only"). -1 when all
 * are empty: the slot stays empty (digest 7.4).
 */
export function drawFor(g: G, row: number): number {
  const order = row === 0 ? [0, 1, 2] : row === 1 ? [1, 2, 0] : [2, 1, 0];
  for (const lv of order) {
    const deck = mut(g, 'decks')[lv]!;
    if (deck.length) return deck.shift()!;
  }
  return -1;
}

/** Draw one pedestal from the bag at random (its draw order is hidden because it is decided only now). */
export function drawPedestal(g: G): number {
  const bag = mut(g, 'bag');
  const total = bag[0]! + bag[1]! + bag[2]!;
  if (total === 0) return -1;
  let r = randInt(g, total);
  for (let c = 0; c < 3; c++) {
    if (r < bag[c]!) {
      bag[c]!--;
      return c;
    }
    r -= bag[c]!;
  }
  return -1;
}

/** Refill an emptied slot. `freshPedestal`: a newly dealt middle-row troll gets a pedestal (F/Step Two). */
export function refill(g: G, slot: number, freshPedestal: boolean): void {
  const h = mut(g, 'horde')[slot]!;
  h.c = drawFor(g, hordeRow(slot));
  h.bribes = [0, 0, 0, 0, 0, 0, 0];
  if (freshPedestal && hordeRow(slot) === 1 && h.c >= 0) h.ped = drawPedestal(g);
}

/**
 * Send a horde troll to the bottom of its own level's deck, its bribes to the supply, and refill the
 * slot. A middle-row pedestal stays on the slot for the new troll (digest 7.6: no new draw).
 */
export function dismiss(g: G, slot: number): void {
  const h = mut(g, 'horde')[slot]!;
  if (h.c < 0) return;
  mut(g, 'decks')[cardOf(D, h.c).level - 1]!.push(h.c);
  refill(g, slot, false);
}

/** Trolls holding 4 or more bribes retire (F/Retiring Trolls; digest 7.7), repeated until none do. */
export function retire(g: G): void {
  for (let guard = 0; guard < 20; guard++) {
    const i = g.s.horde.findIndex((h) => h.c >= 0 && h.bribes.reduce((a, b) => a + b, 0) >= 4);
    if (i < 0) return;
    const name = cardOf(D, g.s.horde[i]!.c).name;
    dismiss(g, i);
    say(g, `${name} retires happily with 4 bribes.`, { kind: 'retire', data: { slot: i } });
  }
}

export const pedWords = (c: number): string => (c < 0 ? 'no pedestal' : `${withA(clanName(c))} pedestal`);

/** A horde troll as the log names it: "Loambasher (bottom row)". */
export const hordeTroll = (s: State, slot: number): string =>
  `${s.horde[slot]!.c >= 0 ? cardOf(D, s.horde[slot]!.c).name : 'an empty slot'} (${['bottom', 'middle', 'top'][hordeRow(slot)] ?? ''} row)`;
