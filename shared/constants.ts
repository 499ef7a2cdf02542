// Protocol constants with no dependencies, so the client can import them without pulling in the
// schema library that shared/protocol.ts builds its validators with.
import type { SeatColour } from './engine/types';

// 2: patches leave out `from` when it is v - 1; changed object keys are sent as [new]; log data only
// as the board declares (`logData`); clock, stand-in and undo messages.
export const PROTOCOL_VERSION = 2 as const;

/** Size cap of one client message, in bytes of UTF-8 text. */
export const MAX_CLIENT_MESSAGE_BYTES = 8192;
export const MAX_NAME_LENGTH = 24;
export const MAX_CHAT_LENGTH = 280;

/**
 * A name as the site shows it: runs of whitespace made one space, control and invisible formatting
 * characters (zero-width, direction overrides) removed, trimmed, at most MAX_NAME_LENGTH. The chat
 * room refuses a spectator's line whose name is not already in this form (party/chatguard.ts).
 */
export function cleanName(raw: string): string {
  return raw
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, MAX_NAME_LENGTH)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trim();
}

/**
 * A seat colour id as a seat record stores it: one of the ids of the game's seat plan (see
 * shared/seats.ts), so a plain string here; the lobby checks it against the plan.
 */
export type SeatColor = string;
/** How a colour id looks on the wire: short, URL-safe, checked against the plan at the lobby. */
export const SEAT_COLOUR_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * The platform's palette, for games that declare no seat plan of their own. Every colour has a
 * shape too, so colour-blind players can tell seats apart; `ink` reads at >= 4.5:1 on white.
 */
export const DEFAULT_SEAT_COLOURS = [
  { id: 'red', name: 'Red', fill: '#d64545', ink: '#b42318', shape: 'circle' },
  { id: 'blue', name: 'Blue', fill: '#2f6fde', ink: '#1d4fb0', shape: 'square' },
  { id: 'green', name: 'Green', fill: '#2f9e5b', ink: '#1f7241', shape: 'triangle' },
  { id: 'yellow', name: 'Yellow', fill: '#e8b720', ink: '#8a6300', shape: 'diamond' },
  { id: 'purple', name: 'Purple', fill: '#8b4fd1', ink: '#6a32ad', shape: 'star' },
  { id: 'orange', name: 'Orange', fill: '#ee7a24', ink: '#b34d00', shape: 'hexagon' },
  { id: 'teal', name: 'Teal', fill: '#179c9c', ink: '#0b6e6e', shape: 'cross' },
  { id: 'pink', name: 'Pink', fill: '#e0559a', ink: '#b0246b', shape: 'heart' },
] as const satisfies readonly SeatColour[];

/** Party names as partyserver routes them: /parties/<party>/<room>. */
export const TABLE_PARTY = 'table';
export const CHAT_PARTY = 'chat';
