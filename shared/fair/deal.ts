// Provably fair deals (issue 32): commit, then reveal. The room draws a server secret when a table
// is created and shows everyone its seal, SHA-256(secret), from the lobby on; each seated browser
// sends a random share before the start; the seed is SHA-256 of the secret and the shares in seat
// order. Nobody alone steers it: the server is bound by the seal before any share arrives, and a
// player sends their share without seeing the secret or the others' shares. After the end the
// room reveals all three in the table's record, and anyone can redo the sums (verify.ts).
// Pure: the hashing here is the synchronous sha256.ts; the room does the same sums with WebCrypto.
import { sha256Hex } from './sha256';

/** A browser's share of the deal: 32 to 64 lower-case hex digits (it sends 32: 128 random bits). */
export const SHARE = /^[0-9a-f]{32,64}$/;
/** Longest share text the room reads (longer ones are refused as malformed, never stored). */
export const MAX_SHARE_LENGTH = 64;

/** How a finished game's deal came about. */
export type FairKind =
  /** Sealed at the table: server secret + the players' shares (this module). */
  | 'sealed'
  /** Played in pass-and-play and uploaded: the device drew the seed; nothing binds it. */
  | 'device'
  /** A table from before sealing existed: its seed was the server's alone. */
  | 'unsealed';

/**
 * What the seed is the hash of: the secret, then each seat's share in seat order (empty for a seat
 * that sent none, a bot's included), joined by `|`. The separator keeps two seatings from ever
 * hashing alike (a missing share then a share vs. a share then a missing one); neither the secret
 * (URL-safe base64) nor a share (hex) can contain it.
 */
export function seedText(secret: string, shares: readonly (string | null)[]): string {
  return [secret, ...shares.map((s) => s ?? '')].join('|');
}

/** The seal shown on the table from the lobby on. */
export const sealOf = (secret: string): string => sha256Hex(secret);

/** The game's seed, as 64 hex digits. */
export const seedOf = (secret: string, shares: readonly (string | null)[]): string => sha256Hex(seedText(secret, shares));

/** What the table shows of a seal: its first 4 bytes ("3f9a07c2…"), the whole in a tooltip. */
export const sealPrefix = (seal: string): string => seal.slice(0, 8);

/** The record format's version (the `record` field): a verifier refuses versions it does not know. */
export const RECORD_VERSION = 1;

/**
 * One finished table, as `GET /api/tables/<id>/record` gives it: everything needed to replay the
 * game from its seed and check it against what the table showed.
 */
export interface GameRecord {
  record: typeof RECORD_VERSION;
  id: string;
  game: string;
  options: Record<string, unknown>;
  /** The seats in play order: the name shown, and the bot level for a bot's seat. */
  seats: { name: string | null; bot?: string }[];
  fair: FairKind;
  /** `sealed` only: the seal shown from the lobby on, the secret it seals, each seat's share (null: none sent). */
  seal?: string;
  secret?: string;
  shares?: (string | null)[];
  seed: string;
  /** Every record of the log in order: a move, an undo back to `undo` records, or a note (no change). */
  moves: { seat: number; move: unknown; undo?: number; note?: true }[];
  result: { winners: number[]; scores: number[]; breakdown?: { category: string; scores: number[] }[] } | null;
  /** views[i]: SHA-256 of the spectator's view (the game's own, as JSON) after the first i records; views[0] is the start. */
  views: string[];
}

/** The text a position's hash is taken of: the game's spectator view as JSON. */
export const viewText = (view: unknown): string => JSON.stringify(view) ?? 'null';
