// Every move of the game: a small step of a bigger decision, made by the seat that decides
// (digest §9: a dig is stack -> orientation -> position -> mineral -> sources, never their product).
import { z } from 'zod';

const int = z.number().int();
const small = int.min(-1).max(1000);

export const moveSchema = z.discriminatedUnion('type', [
  // setup
  z.object({ type: z.literal('gate'), cell: small }),
  z.object({ type: z.literal('draft'), card: small, slot: int.min(0).max(3) }),
  // the turn's menus
  z.object({ type: z.literal('cast'), book: int.min(0).max(2) }),
  z.object({ type: z.literal('workshop'), site: int.min(0).max(100) }),
  z.object({ type: z.literal('trade'), res: int.min(0).max(6) }),
  z.object({ type: z.literal('endStep') }),
  z.object({ type: z.literal('skip') }),
  // recruit
  z.object({ type: z.literal('recruit'), slot: int.min(0).max(11) }),
  z.object({ type: z.literal('pedestal'), clan: int.min(-1).max(2) }),
  z.object({ type: z.literal('placeTroll'), slot: int.min(0).max(9) }),
  // dig
  z.object({ type: z.literal('dig'), stack: int.min(0).max(100) }),
  z.object({ type: z.literal('orient'), o: int.min(0).max(7) }),
  z.object({ type: z.literal('place'), cell: small }),
  z.object({ type: z.literal('mineral'), m: int.min(0).max(2) }),
  z.object({ type: z.literal('establish'), kind: int.min(-1).max(10) }),
  // paying: one unit from storage (from -1) or from a troll (its trollsmoot slot), or all at once
  z.object({ type: z.literal('pay'), sym: int.min(0).max(9), from: int.min(-1).max(9) }),
  z.object({ type: z.literal('payAuto') }),
  // workshop uses
  z.object({ type: z.literal('use'), conv: int.min(0).max(20) }),
  z.object({ type: z.literal('unload'), slot: int.min(0).max(9), sym: int.min(0).max(9) }),
  // great hall
  z.object({ type: z.literal('hall'), hall: int.min(0).max(20) }),
  // statues
  z.object({ type: z.literal('statue'), cell: small }),
  z.object({ type: z.literal('to'), cell: small }),
  // spell choices: a horde slot, a trollsmoot slot, a site, a clan, an option index... (see spells.ts)
  z.object({ type: z.literal('choose'), i: small }),
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
  for (const k of Object.keys(ra)) if (ra[k] !== rb[k]) return false;
  return Object.keys(ra).length === Object.keys(rb).length;
}
