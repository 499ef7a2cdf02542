// Turning a pass-and-play game (played in one browser) into an online table. The browser uploads
// the game, its options, its seed, who sat where and the move log; nothing of it is trusted: the
// request is read with a size cap, checked like a create request, its seats against the game's seat
// plan, and every move is replayed through the game's schema and `apply` (shared/engine/replay.ts).
// One illegal move refuses the whole upload and nothing is stored.
//
// Cost (issue 26 item 7): the Worker only reads the body with a cap, refuses JSON nested deeper than
// a table's upload ever is before parsing it, and checks its shape (`readUpload`): no replay in a
// Worker request, whose CPU is small. The room replays the upload in bounded slices, letting the
// event loop run between them (party/slice.ts), holds everything in memory until the last move
// replayed, then writes the records in a few batches, the meta last.
import { z } from 'zod';
import type { AnyGame } from '../shared/engine/types';
import { replay, Replayer, type LoggedMove, type Replayed } from '../shared/engine/replay';
import { MAX_NAME_LENGTH, SEAT_COLOUR_ID, type CreateTableResponse } from '../shared/protocol';
import { checkCreate, checkSeats, type Checked, type CreateInput } from './create';
import { putRecords, saveMeta, SNAPSHOT_EVERY, type MoveRecord, type SeatRecord, type TableMeta } from './store';
import { yieldTurn } from './slice';
import { TableError } from './errors';
import type { TableEnv } from './host';

/** What an import needs of the (new, empty) table: narrow, so the table can change around it. */
export interface ImportHost {
  readonly id: string;
  /** Null until the table exists: an import only fills an empty table. */
  readonly meta: unknown;
  readonly env: Pick<TableEnv, 'kv' | 'games' | 'newSecret' | 'snapshotEvery'>;
  serial<T>(fn: () => Promise<T> | T): Promise<T>;
  /** Rebuild the table from what the import stored (as after a restart). */
  restore(): Promise<void>;
}

/** An upload is a few kilobytes per hundred moves: a long game fits well under this. */
export const MAX_IMPORT_BYTES = 256 * 1024;
export const MAX_IMPORT_MOVES = 3000;
/** Nesting an upload needs: the request, its moves, a move's own fields. Deeper is refused unread. */
export const MAX_IMPORT_DEPTH = 16;
/** Replay budget per slice (a move counts 1, an undo UNDO_COST): one slice is a few ms of CPU. */
export const IMPORT_SLICE = 48;
/** Records per storage write once the upload replayed (a Durable Object put takes up to 128 keys). */
const RECORDS_PER_WRITE = 100;

const name = z.string().transform((s) => s.replace(/\s+/g, ' ').trim()).pipe(z.string().min(1).max(MAX_NAME_LENGTH));

export const ImportRequest = z.object({
  game: z.string().min(1).max(32),
  options: z.record(z.string(), z.unknown()).default({}),
  /** The seed the browser drew (crypto.getRandomValues); the same text rebuilds the same game. */
  seed: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  /** Who sat where on the device: a name and colour, and the bot that played the seat, if any. */
  seats: z.array(z.object({ name, color: z.string().regex(SEAT_COLOUR_ID), bot: z.string().max(32).nullable().default(null) })).min(1).max(16),
  /** With `undo`, a take-back made on the device (shared/engine/undo.ts), judged again here. */
  moves: z.array(z.object({ seat: z.number().int().min(0).max(15), move: z.unknown(), undo: z.number().int().min(0).optional(), auto: z.literal(true).optional() })).max(MAX_IMPORT_MOVES),
});
export type ImportRequest = z.input<typeof ImportRequest>;

export interface CheckedUpload extends Omit<CreateInput, 'seats'> {
  seed: string;
  seats: SeatRecord[];
  hostSecret: string;
  moves: LoggedMove[];
}

export interface CheckedImport extends CheckedUpload {
  replayed: Replayed;
}

/**
 * Whether `text` nests arrays and objects at most `max` deep: one pass over the characters, strings
 * skipped, before JSON.parse ever sees it (a field nested 10,000 deep cost a parse, a schema walk
 * and a 500 with rooms left on disk; issue 26 item 7).
 */
export function nestingWithin(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return false;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return true;
}

/**
 * The Worker's whole check of an upload's text (already read with a cap): nesting, JSON, shape,
 * game, options and seats; no move is replayed here. Cheap and bounded by the size cap.
 */
export function readUpload(text: string, games: Record<string, AnyGame>, hostSecret: string): Checked<CheckedUpload> & { body?: unknown } {
  if (!nestingWithin(text, MAX_IMPORT_DEPTH)) return { ok: false, error: { code: 'msg/bad-json', message: `An upload nests at most ${MAX_IMPORT_DEPTH} levels of arrays and objects.` } };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, error: { code: 'msg/bad-json', message: 'The request body must be JSON.' } };
  }
  const checked = checkUpload(body, games, hostSecret);
  return checked.ok ? { ...checked, body } : checked;
}

/**
 * Check an upload's shape (parsed JSON). Player seats arrive free (keeping their name and colour, so
 * the board stays readable) for anyone with the link to claim; bot seats stay bots.
 */
export function checkUpload(body: unknown, games: Record<string, AnyGame>, hostSecret: string): Checked<CheckedUpload> {
  const parsed = ImportRequest.safeParse(body);
  if (!parsed.success) return { ok: false, error: { code: 'msg/bad-schema', message: 'An upload needs a game, its options, a seed, the seats and the moves.' } };
  const req = parsed.data;
  const created = checkCreate({ game: req.game, seats: req.seats.length, options: req.options }, games);
  if (!created.ok) return created;
  const game = games[created.value.game]!;
  const seats = checkSeats(game, created.value.plan, {
    hostSecret,
    seats: req.seats.map((s) => ({ name: s.name, color: s.color, controller: s.bot === null ? null : 'bot', secret: null, bot: s.bot })),
  });
  if (!seats.ok) return seats;
  return { ok: true, value: { game: game.id, seats: seats.value.seats, options: created.value.options, table: created.value.table, seed: req.seed, hostSecret, moves: req.moves } };
}

/** The shape check and the whole replay at once (tests, and anything that replays off the request path). */
export function checkImport(body: unknown, games: Record<string, AnyGame>, hostSecret: string): Checked<CheckedImport> {
  const checked = checkUpload(body, games, hostSecret);
  if (!checked.ok) return checked;
  const u = checked.value;
  const replayed = replay(games[u.game]!, u.seed, u.seats.length, u.options, u.moves);
  if (!replayed.ok) return refusedReplay(replayed.message);
  return { ok: true, value: { ...u, replayed: replayed.value } };
}

const refusedReplay = (why: string): { ok: false; error: { code: 'move/illegal-upload'; message: string } } => ({
  ok: false,
  error: { code: 'move/illegal-upload', message: `The uploaded game does not replay: ${why}` },
});

/** An upload that replayed: the table's records as a room stores them, ready to be written. */
export interface Uploaded extends CheckedUpload {
  records: MoveRecord[];
  /** The state a restore starts from (the last multiple of the snapshot interval), if any. */
  snapshot?: { gv: number; state: unknown };
  over: boolean;
}

/**
 * Check an upload and replay it a slice at a time, yielding between slices: the verdict, or the
 * records to store. Touches no storage: the server runs it in the uploader's own door room
 * (server.ts), so a refused upload never addresses, or leaves on disk, a table's room.
 */
export async function replayUpload(body: unknown, games: Record<string, AnyGame>, hostSecret: string, every = SNAPSHOT_EVERY): Promise<Checked<Uploaded>> {
  const checked = checkUpload(body, games, hostSecret);
  if (!checked.ok) return checked;
  const { game, options, seats, seed, moves } = checked.value;
  // The states a restore could start from; the one stored is chosen once the whole log replayed.
  const replayer = new Replayer(games[game]!, seed, seats.length, options, moves, (n) => n % every === 0);
  let done = replayer.step(IMPORT_SLICE);
  while (!done) {
    await yieldTurn();
    done = replayer.step(IMPORT_SLICE);
  }
  if (!done.ok) return refusedReplay(done.message);
  const replayed = done.value;
  const records: MoveRecord[] = replayed.moves.map(({ seat, move, undo, auto }, gv) => ({ seat, move, events: replayed.events[gv]!, ...(undo === undefined ? {} : { undo }), ...(auto ? { auto } : {}) }));
  const snapAt = snapshotPoint(records, replayed.trail.entries, [...replayer.kept.keys()]);
  const snapshot = snapAt > 0 ? { snapshot: { gv: snapAt, state: replayer.kept.get(snapAt) } } : {};
  return { ok: true, value: { ...checked.value, records, ...snapshot, over: games[game]!.result(replayed.state) !== null } };
}

/**
 * The latest kept state a restore can start from without replaying the whole log again
 * (party/undo.ts `rebuild` does when an undo after the snapshot reaches before it, or when the moves
 * in force after it are all one seat's run, whose start it could not know): 0 when none fits.
 * Without this, an upload whose log ended on a snapshot cost a full replay in one turn at every wake.
 */
function snapshotPoint(records: readonly MoveRecord[], inForce: readonly { at: number; seat: number }[], kept: readonly number[]): number {
  for (const s of [...kept].sort((a, b) => b - a)) {
    if (records.slice(s).some((r) => r.undo !== undefined && r.undo < s)) continue;
    const after = inForce.filter((e) => e.at >= s);
    const top = after.at(-1);
    if (top && after.some((e) => e.seat !== top.seat)) return s;
  }
  return 0;
}

/** Check, replay and open: `replayUpload`, then `openUploaded` (in one room: the unit tests). */
export async function importTable(table: ImportHost, body: unknown): Promise<CreateTableResponse> {
  const replayed = await replayUpload(body, table.env.games, table.env.newSecret(), table.env.snapshotEvery);
  if (!replayed.ok) throw new TableError(replayed.error.code, replayed.error.message);
  return openUploaded(table, replayed.value);
}

/**
 * Open `table` (a room never used) from a replayed upload: the records in batches with the
 * snapshot, the meta last, so a room that stops half-way holds no table; then the room rebuilds
 * itself from storage like after a restart (at most a snapshot interval of moves), and its bots
 * carry on. The records come from the Worker's own call (never from outside).
 */
export function openUploaded(table: ImportHost, up: Uploaded): Promise<CreateTableResponse> {
  return table.serial(async () => {
    if (table.meta) throw new TableError('table/not-found', 'This table already exists.');
    const { game, options, seats, seed, hostSecret, records } = up;
    if (!Object.hasOwn(table.env.games, game)) throw new TableError('table/not-found', 'No such game.');
    for (let from = 0; from < records.length; from += RECORDS_PER_WRITE) {
      const last = from + RECORDS_PER_WRITE >= records.length;
      await putRecords(table.env.kv, from, records.slice(from, from + RECORDS_PER_WRITE), last ? up.snapshot : undefined);
    }
    const meta: TableMeta = { id: table.id, game, options, seats, hostSecret, status: up.over ? 'over' : 'playing', seed, imported: true };
    await saveMeta(table.env.kv, meta);
    // Rebuilt like after a restart; restore() also arms the bot to move, if any.
    await table.restore();
    return { id: table.id, hostSecret };
  });
}
