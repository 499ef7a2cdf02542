// "My tables" (issue 31): the home page asks, in one small request, how the tables this browser
// holds a seat at or hosts are doing. Zod-free, so the page imports it; party/glance.ts answers.
import type { SeatColor } from './constants';
import type { SeatColour } from './engine/types';
import { sha256Hex } from './fair/sha256';

/** `POST /api/tables/state` takes at most this many ids at once (the page asks the rest in a second request). */
export const MAX_GLANCE_IDS = 50;

/**
 * Its body: `{"ids":[...], "seats":{id: proof}}` of 50 ids and 50 proofs is about 5.3 KB; nothing
 * past this is read.
 */
export const MAX_GLANCE_BODY_BYTES = 8192;

/** A seat proof: 32 lower-case hex digits. */
export const SEAT_PROOF = /^[0-9a-f]{32}$/;

/**
 * What the page sends instead of a seat key, so the answer can say which seat the key holds (a key
 * saved before the page kept its seat number, or a seat whose number changed when the game started
 * without the empty seats): the first 128 bits of SHA-256 of the table id and the key. Only the
 * key's holder can make it; it opens nothing (no door takes it for the key), and with the table id
 * in it, a key kept by a rematch makes another proof at each table.
 */
export const seatProof = (tableId: string, seatKey: string): string => sha256Hex(`trollmoot-seat:${tableId}:${seatKey}`).slice(0, 32);

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
  /** The colours the seats wear, as the game declares them (a tribe's purple "Elves"): each row draws its own. */
  colours: SeatColour[];
  /**
   * Only when the page sent a seat proof for this table: the seat its key holds, or null when it
   * holds none (given up, or freed by the host). Nobody else can learn it: nobody else has the key.
   */
  you?: number | null;
}

/** What the door answers: one entry per id asked, in order; `gone` for an id that names no table. */
export type GlanceAnswer = { tables: (TableGlance | { id: string; gone: true })[] };
