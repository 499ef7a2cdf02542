// Every move of the game: a small step of a bigger decision, made by the seat that decides.
import { z } from 'zod';

const int = z.number().int();
const action = z.enum(['advance', 'bolster', 'influence', 'gnome']);

export const moveSchema = z.discriminatedUnion('type', [
  // setup
  z.object({ type: z.literal('keepChampion'), champion: int }),
  z.object({ type: z.literal('chooseLairs'), pair: int }),
  z.object({ type: z.literal('lairTroll'), node: int }),
  z.object({ type: z.literal('placePawn'), node: int }),
  // build your ancestry
  z.object({ type: z.literal('pickCard'), card: int }),
  z.object({ type: z.literal('placeCard'), x: int, y: int }),
  z.object({ type: z.literal('discardCard'), card: int }),
  // supplies
  z.object({ type: z.literal('coverWilds'), a: int, b: int }),
  z.object({ type: z.literal('suppliesDone') }),
  // the turn
  z.object({ type: z.literal('weak'), slot: int, as: action, desperation: int.min(0) }),
  z.object({ type: z.literal('strong'), as: action }),
  z.object({ type: z.literal('select'), slot: int }),
  z.object({ type: z.literal('confirmStrong'), boost: int.min(0), surge: z.boolean() }),
  z.object({ type: z.literal('claw'), champion: int }),
  z.object({ type: z.literal('endTurn') }),
  z.object({ type: z.literal('cancel') }),
  // Only the wheel's Move Trolls effect ("up to X") may be left unused; a covered action may not.
  z.object({ type: z.literal('skipAction') }),
  // advance
  z.object({ type: z.literal('advanceTo'), node: int }),
  z.object({ type: z.literal('advanceFrom'), node: int, pawn: int }),
  z.object({ type: z.literal('advanceDone') }),
  z.object({ type: z.literal('repelLair'), node: int }),
  // bolster
  z.object({ type: z.literal('bolsterAt'), node: int }),
  z.object({ type: z.literal('bolsterAdd'), count: int.min(1) }),
  z.object({ type: z.literal('bolsterPull'), node: int, pawn: int }),
  z.object({ type: z.literal('bolsterDone') }),
  // influence
  z.object({ type: z.literal('influence'), slot: int }),
  // gnome wheel
  z.object({ type: z.literal('wheelMove'), steps: int.min(1) }),
  z.object({ type: z.literal('peekGate'), slot: int }),
  z.object({ type: z.literal('peekGnome'), node: int, index: int }),
  z.object({ type: z.literal('scoutDone') }),
  z.object({ type: z.literal('moveTrollsFrom'), node: int }),
  z.object({ type: z.literal('moveTroll'), owner: int, pawn: int, to: int }),
  z.object({ type: z.literal('moveTrollsDone') }),
  // breaches and invasions
  z.object({ type: z.literal('swarmMove'), domain: int }),
  z.object({ type: z.literal('gnomeTarget'), node: int }),
  z.object({ type: z.literal('standFast'), use: z.boolean() }),
  z.object({ type: z.literal('fallUnit'), pawn: int }),
  z.object({ type: z.literal('pawnLair'), node: int }),
  // champions
  z.object({ type: z.literal('outsiderClan'), clan: int }),
  z.object({ type: z.literal('contender'), reward: z.enum(['vote', 'honour']), clan: int }),
  z.object({ type: z.literal('placeStarburst'), hall: int }),
  z.object({ type: z.literal('cull'), node: int, index: int }),
]);

export type Move = z.infer<typeof moveSchema>;
export type MoveOf<T extends Move['type']> = Extract<Move, { type: T }>;

/** A refused move: a namespaced code and words a player can act on. */
export interface Fail {
  code: `move/${string}`;
  message: string;
}
export const fail = (code: `move/${string}`, message: string): Fail => ({ code, message });

/** Same move, whatever the key order. */
export function sameMove(a: Move, b: Move): boolean {
  if (a.type !== b.type) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let n = 0;
  for (const k in ra) {
    if (ra[k] !== rb[k]) return false;
    n++;
  }
  for (const _k in rb) n--;
  return n === 0;
}
