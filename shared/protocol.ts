// The wire protocol between a browser (or bot, or test client) and a table room.
// Versioned discriminated unions; the room's clock (`v`) only goes up. A client that sees a gap,
// or reconnects, sends `hello` with its last clock and receives a full snapshot of its view.
import { z } from 'zod';
import type { SeatColour } from './engine/types';
import { MAX_NAME_LENGTH, PROTOCOL_VERSION, SEAT_COLOUR_ID, type SeatColor } from './constants';
import type { TableOptions } from './tableoptions';

// The zod-free constants, re-exported: the client imports them from './constants' directly.
export * from './constants';

const secret = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
const name = z
  .string()
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1).max(MAX_NAME_LENGTH));

// ---- client -> room -------------------------------------------------------------------------

export const ClientMessage = z.discriminatedUnion('t', [
  /** First message on every connection: who I am (by secrets) and the last clock I hold. */
  z.object({
    t: z.literal('hello'),
    protocol: z.literal(PROTOCOL_VERSION),
    seatSecret: secret.optional(),
    hostSecret: secret.optional(),
  }),
  /** Take a free seat before the start; `color` is a colour id of the table's seat plan (`TableView.colours`). */
  z.object({ t: z.literal('sit'), seat: z.number().int().min(0).max(15), name, color: z.string().regex(SEAT_COLOUR_ID) }),
  /** Give my seat back before the start. */
  z.object({ t: z.literal('stand') }),
  /** Host: start the game with the seated players. */
  z.object({ t: z.literal('start') }),
  /** Host: empty a seat whose player is absent (or any seat before the start). */
  z.object({ t: z.literal('kick'), seat: z.number().int().min(0).max(15) }),
  /**
   * Host: a bot of level `bot` takes a free seat (a bot is just another seat controller); during the
   * game, a player's seat (here or not) is played by it for now and stays the player's.
   */
  z.object({ t: z.literal('bot'), seat: z.number().int().min(0).max(15), bot: z.string().max(32).default('random') }),
  /** A game move, made against game version `v` (the move count the client saw). */
  z.object({ t: z.literal('move'), v: z.number().int().min(0), move: z.unknown() }),
  /** Host, after the game: open a new table of the same game with the same people in their seats. */
  z.object({ t: z.literal('rematch') }),
  /** A player whose seat a bot plays for now (out of time, away, handed over, or left) takes it back. */
  z.object({ t: z.literal('back') }),
  /** A player hands their own seat to a bot of level `bot` for now, during the game; `back` takes it back. */
  z.object({ t: z.literal('leave'), bot: z.string().min(1).max(32) }),
  /** Ask for a full snapshot (after a gap). */
  z.object({ t: z.literal('sync') }),
  /**
   * Replay: the position after move `at` (0 = the start), seen as `as` (a seat, or a spectator) or, without it, as
   * the asker sees the table (their seat, or a spectator). Answered with a `replay` frame.
   */
  z.object({ t: z.literal('replay'), at: z.number().int().min(0).max(1_000_000), as: z.union([z.number().int().min(0).max(15), z.literal('spectator')]).optional() }),
  /** Host, after the game: let replays show every seat's view (or only what was public). */
  z.object({ t: z.literal('reveal'), on: z.boolean() }),
  /**
   * Undo (shared/engine/undo.ts): `take` back my last move while it is still my decision, `ask` the
   * table to undo my last turn once it ended, or `accept`/`refuse` another's request. `v`: the game
   * version I saw (for take and ask).
   */
  z.object({ t: z.literal('undo'), act: z.enum(['take', 'ask', 'accept', 'refuse']), v: z.number().int().min(0).optional() }),
  z.object({ t: z.literal('ping'), n: z.number().optional() }),
  /**
   * A seated player's browser's share of the deal (shared/fair/deal.ts), sent once seated in the
   * lobby: 32-64 lower-case hex digits, drawn with crypto.getRandomValues. Checked by the room
   * (`fair/...` errors), kept unseen until the end.
   */
  z.object({ t: z.literal('share'), share: z.string().max(4096) }),
  /**
   * A seated player's page asks to be told "your turn" by Web Push while it is closed: `sub` is its
   * PushSubscription.toJSON() (endpoint and keys, at most 1 KB, checked by the room: party/push/check.ts),
   * or null to stop. Answered with `push` to the seat's pages; refused (`push/...`) to a spectator.
   */
  z.object({ t: z.literal('push'), sub: z.unknown() }),
  /**
   * Host: the table's pace from now on (issue 31): live or turn-based, its days, what a bank that
   * runs out does; the table options' record, checked field by field (party/create.ts). Said in the log.
   */
  z.object({ t: z.literal('pace'), table: z.unknown() }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

/**
 * The hot kinds (a move, a ping), checked by hand: exactly what `ClientMessage` accepts for them,
 * with the same output (unknown keys dropped). Null for anything else, or anything unusual, which
 * then goes through the schema and gets its errors from there. (The protocol test holds the two
 * to the same answers.)
 */
export function parseHot(data: unknown): ClientMessage | null {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  const m = data as Record<string, unknown>;
  if (m.t === 'move') {
    const v = m.v;
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0 || !('move' in m)) return null;
    return { t: 'move', v, move: m.move };
  }
  if (m.t === 'ping') {
    if (!('n' in m)) return { t: 'ping' };
    return typeof m.n === 'number' && Number.isFinite(m.n) ? { t: 'ping', n: m.n } : null;
  }
  return null;
}
export type ClientMessageInput = z.input<typeof ClientMessage>;

// ---- room -> client -------------------------------------------------------------------------

export interface SeatInfo {
  seat: number;
  /** Null when free. */
  name: string | null;
  color: SeatColor | null;
  controller: 'human' | 'bot' | null;
  /** A human seat with at least one open connection. */
  connected: boolean;
  /** The host (who created the table) sat here. */
  host: boolean;
  /**
   * A bot plays for this player for now: their time ran out, they have been away too long, the host
   * handed the seat to a bot, or they left it to one. The seat keeps their name and key.
   */
  standin?: 'time' | 'away' | 'host' | 'leave';
  /** The level of the bot playing this seat: a bot's seat, or a player's a bot plays for now. */
  bot?: string;
}

export type TableStatus = 'lobby' | 'playing' | 'over';

/**
 * Each seat's name and colour when a log line was written (null: the seat was free then); `bot`
 * when a bot held the seat (replay frames show who played each move, person or bot).
 */
export type LogNames = ({ name: string; color: SeatColor | null; bot?: true } | null)[];

export interface LogEntry {
  /** Index in the table's full event log (stable, increasing; private entries leave gaps for others). */
  i: number;
  text: string;
  seat?: number;
  kind?: string;
  data?: Record<string, unknown>;
  /** Set on entries only some seats see. */
  private?: true;
  /**
   * In a snapshot, on a line written while other people held the seats than hold them now: who
   * held them then (absent: today's names are right, or the room does not know).
   */
  who?: LogNames;
}

/** Everything one viewer sees of a table; deltas are diffs of this object. */
export interface TableView {
  id: string;
  game: string;
  gameName: string;
  options: Record<string, unknown>;
  /**
   * The game's options in players' words at this table's seat count (shared/engine/options.ts
   * `optionRows`: the game's `describeOptions`, else each option shown with its label and value).
   */
  optionRows?: { label: string; shown: string }[];
  /** The platform's options for this table (turn clock, taking over absent players). */
  table: TableOptions;
  seats: SeatInfo[];
  status: TableStatus;
  spectators: number;
  /** This viewer: their seat (null for a spectator) and whether they hold the host secret. */
  you: { seat: number | null; host: boolean };
  /** Game version: the number of moves applied. Moves are sent against it. */
  gv: number;
  /** Seats expected to move now (several in simultaneous phases). */
  active: number[];
  minPlayers: number;
  maxPlayers: number;
  /** The colours seats take at this table (the game's seat plan for its options), in the order offered. */
  colours: readonly SeatColour[];
  /** Seat i wears `colours[i]`: a newcomer picks a seat, not a colour. */
  coloursBySeat?: boolean;
  /** Bots that can take a seat (names for the `bot` message); empty when the game has none. */
  bots: string[];
  /** The game's view for this viewer; null in the lobby. */
  view: unknown;
  /** This seat's legal moves, for games that ask the room to send them. */
  legal?: unknown[];
  result: { winners: number[]; scores: number[]; breakdown?: { category: string; scores: number[] }[] } | null;
  /** Id of the rematch table once the host opened one; seats there keep the same secrets. */
  rematch: string | null;
  /**
   * Set when the stored moves no longer replay under the current rules (the game's code changed):
   * the board shows the state after the last move that did (`replayed` of `stored`), the log is
   * whole, and no move is taken until the table is migrated.
   */
  migration?: { replayed: number; stored: number; code: string };
  /**
   * SHA-256 of the server secret the deal will be made from (shared/fair/deal.ts), fixed when the
   * table was created and shown from the lobby on; the secret, the players' shares and the seed
   * are revealed in the table's record after the end. Absent on imported tables (the device drew
   * their seed) and on tables created before deals were sealed.
   */
  seal?: string;
  /**
   * The table was opened from an upload (`POST /api/tables/import`): whoever uploaded it chose its
   * seed and may know every hidden card and draw to come. Every page of the table says so.
   */
  imported?: true;
  /**
   * Undo at this table: `seat` (only ever this viewer's own seat: the others are not told) may
   * undo its last move now, by taking it back (`take`, still its decision) or by asking the table
   * (`ask`, its turn ended); a `request` (seen by all) waits for the answers of `waiting` (`ms`:
   * the time it had left when this view was made; a request restored after a restart has less).
   */
  undo?: {
    seat?: number;
    kind?: 'take' | 'ask';
    request?: { seat: number; moves: number; waiting: number[]; accepted: number[]; ms: number };
  };
}

/**
 * The table as the panels around a board read it (seats, status, whose turn, the result, the
 * options): all of it but the game's view, its legal moves and its version, which change at every
 * move and which only the board and the links that follow the move read (client/store.ts `frame`).
 */
export type TableFrame = Omit<TableView, 'view' | 'legal' | 'gv'>;

export type ServerMessage =
  | { t: 'welcome'; protocol: typeof PROTOCOL_VERSION; table: string }
  | { t: 'snapshot'; v: number; table: TableView; log: LogEntry[] }
  /**
   * `ops` is a jsondiffpatch delta from this viewer's view at `from` to its view at `v`. `from` is
   * left out when it is `v - 1` (nearly always: a few bytes less on every move to every viewer).
   */
  | { t: 'patch'; from?: number; v: number; ops?: unknown; log?: LogEntry[] }
  /** Sent to the taker only: keep the secret to reclaim the seat after a reload. */
  | { t: 'seated'; seat: number; secret: string }
  /** `retryMs`: on `msg/rate-limited`, how long to wait before sending again. */
  | { t: 'error'; code: ErrorCode; message: string; ref?: string; retryMs?: number }
  | { t: 'pong'; n?: number }
  | ReplayFrame
  /**
   * The turn clock, sent to everyone whenever it changes and to each connection after its hello:
   * each seat's time left in ms as of this message (never a wall time), and the seats whose
   * clock runs now (the client counts those down from the moment it received this).
   */
  | { t: 'clock'; left: number[]; running: number[] }
  /** The host's reveal choice was saved (sent to the host only; replays ask again). */
  | { t: 'reveal'; on: boolean }
  /**
   * Whether this seat is told of its turn by Web Push (after a `push` intent, after hello when it
   * is, and when the push service dropped it). The subscription itself is never sent back.
   */
  | { t: 'push'; on: boolean };

/**
 * One position of a replay: the table as `as` saw it right after move `at` (the game's own view,
 * built by the room from the seed and the stored moves; the seed never leaves the room), with the
 * log lines that viewer saw up to then.
 */
export interface ReplayFrame {
  t: 'replay';
  at: number;
  /** Moves played so far (the last position a replay may show). */
  total: number;
  /** Who this frame is seen as. */
  as: number | 'spectator';
  /** The seats whose view this connection may ask for (own seat; every seat once revealed). */
  seats: number[];
  /** The host chose to show every seat's view after the end. */
  reveal: boolean;
  /** This connection may flip `reveal` (the host, once the game is over). */
  canReveal: boolean;
  /** Move indices that start a new turn (a different seat moves), for stepping turn by turn. */
  turns: number[];
  table: TableView;
  log: LogEntry[];
}

export const ERROR_CODES = [
  'msg/too-large',
  'msg/bad-json',
  'msg/bad-schema',
  'msg/rate-limited',
  'msg/need-hello',
  'proto/version',
  'proto/missing',
  'seat/taken',
  'seat/bad-colour',
  'seat/no-such-seat',
  'seat/already-seated',
  'seat/not-seated',
  'seat/bad-secret',
  'seat/game-started',
  'seat/not-absent',
  'seat/not-stood-in',
  'seat/no-bot',
  'host/only-host',
  'host/game-over',
  'host/not-enough-players',
  'host/no-bot',
  'table/not-found',
  'table/full',
  'table/needs-migration',
  'table/not-playing',
  'table/not-over',
  'move/stale',
  'move/bad-version',
  'move/spectator',
  'move/not-your-turn',
  'move/bad-schema',
  'replay/out-of-range',
  'replay/not-allowed',
  'fair/not-seated',
  'fair/too-late',
  'fair/bad-share',
  'fair/already-committed',
] as const;
/** Room error codes; games add their own `move/...` codes. */
export type ErrorCode = (typeof ERROR_CODES)[number] | `move/${string}` | `undo/${string}` | `push/${string}`;

// ---- HTTP: creating a table -----------------------------------------------------------------

export const CreateTableRequest = z
  .object({
    game: z.string().min(1).max(32),
    seats: z.number().int().min(1).max(16),
    options: z.record(z.string(), z.unknown()).default({}),
    /** The platform's table options (shared/tableoptions.ts), checked field by field in party/create.ts. */
    table: z.unknown().optional(),
  })
  .strict();
export type CreateTableRequest = z.input<typeof CreateTableRequest>;
export interface CreateTableResponse {
  id: string;
  hostSecret: string;
}
