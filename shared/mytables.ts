// "My tables" (issue 31): the home page asks, in one small request, how the tables this browser
// holds a seat at or hosts are doing. Zod-free, so the page imports it; party/glance.ts answers.
import type { SeatColor } from './constants';

/** `POST /api/tables/state` takes at most this many ids at once (the page asks the rest in a second request). */
export const MAX_GLANCE_IDS = 50;

/** Its body: `{"ids":[...]}` of 50 ids of 32 characters is about 1.8 KB; nothing past this is read. */
export const MAX_GLANCE_BODY_BYTES = 4096;

export type GlanceStatus = 'lobby' | 'playing' | 'over';

/** A seat as any spectator sees it: never its key, its share of the deal or a push subscription. */
export interface GlanceSeat {
  name: string | null;
  color: SeatColor | null;
  bot: boolean;
  host: boolean;
}

/**
 * One table as a spectator may see it from outside: the page compares `active` with the seat it
 * holds to tell "your turn" (it never sends its seat key). Times are durations as of the answer,
 * never a wall time, so a wrong clock on the device cannot make a table look older or newer.
 */
export interface TableGlance {
  id: string;
  game: string;
  gameName: string;
  status: GlanceStatus;
  seats: GlanceSeat[];
  /** Seats expected to move now (several in simultaneous phases); empty in the lobby and at the end. */
  active: number[];
  /** Per seat of `active`, in the same order: ms since that seat's turn began (null: not known). */
  waitedMs: (number | null)[];
  /** Ms since the table last changed (a move, the start, the end); null when not known (a lobby). */
  quietMs: number | null;
}

/** What the door answers: one entry per id asked, in order; `gone` for an id that names no table. */
export type GlanceAnswer = { tables: (TableGlance | { id: string; gone: true })[] };
