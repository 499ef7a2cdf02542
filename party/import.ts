// Turning a pass-and-play game (played in one browser) into an online table. The browser uploads
// the game, its options, its seed, who sat where and the move log; nothing of it is trusted: the
// request is read with a size cap, checked like a create request, its seats against the game's seat
// plan, and every move is replayed through the game's schema and `apply` (shared/engine/replay.ts).
// One illegal move refuses the whole upload and nothing is stored. The Worker runs these checks
// before it addresses a room, and the room runs them again before it writes anything.
import { z } from 'zod';
import type { AnyGame } from '../shared/engine/types';
import { replay, type Replayed } from '../shared/engine/replay';
import { MAX_NAME_LENGTH, SEAT_COLOUR_ID, type CreateTableResponse } from '../shared/protocol';
import { checkCreate, checkSeats, type Checked, type CreateInput } from './create';
import { appendMove, saveMeta, type SeatRecord, type TableMeta } from './store';
import { TableError } from './errors';
import type { TableEnv } from './host';

/** What an import needs of the (new, empty) table: narrow, so the table can change around it. */
export interface ImportHost {
  readonly id: string;
  /** Null until the table exists: an import only fills an empty table. */
  readonly meta: unknown;
  readonly env: Pick<TableEnv, 'kv' | 'games' | 'newSecret'>;
  serial<T>(fn: () => Promise<T> | T): Promise<T>;
  /** Rebuild the table from what the import stored (as after a restart). */
  restore(): Promise<void>;
}

/** An upload is a few kilobytes per hundred moves: a long game fits well under this. */
export const MAX_IMPORT_BYTES = 256 * 1024;
export const MAX_IMPORT_MOVES = 3000;

const name = z.string().transform((s) => s.replace(/\s+/g, ' ').trim()).pipe(z.string().min(1).max(MAX_NAME_LENGTH));

export const ImportRequest = z.object({
  game: z.string().min(1).max(32),
  options: z.record(z.string(), z.unknown()).default({}),
  /** The seed the browser drew (crypto.getRandomValues); the same text rebuilds the same game. */
  seed: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  /** Who sat where on the device: a name and colour, and the bot that played the seat, if any. */
  seats: z.array(z.object({ name, color: z.string().regex(SEAT_COLOUR_ID), bot: z.string().max(32).nullable().default(null) })).min(1).max(16),
  /** With `undo`, a take-back made on the device (shared/engine/undo.ts), judged again here. */
  moves: z.array(z.object({ seat: z.number().int().min(0).max(15), move: z.unknown(), undo: z.number().int().min(0).optional() })).max(MAX_IMPORT_MOVES),
});
export type ImportRequest = z.input<typeof ImportRequest>;

export interface CheckedImport extends Omit<CreateInput, 'seats'> {
  seed: string;
  seats: SeatRecord[];
  replayed: Replayed;
}

/**
 * Check an upload (parsed JSON). Player seats arrive free (keeping their name and colour, so the
 * board stays readable) for anyone with the link to claim; bot seats stay bots.
 */
export function checkImport(body: unknown, games: Record<string, AnyGame>, hostSecret: string): Checked<CheckedImport & { hostSecret: string }> {
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
  const replayed = replay(game, req.seed, req.seats.length, created.value.options, req.moves);
  if (!replayed.ok) return { ok: false, error: { code: 'move/illegal-upload', message: `The uploaded game does not replay: ${replayed.message}` } };
  return { ok: true, value: { game: game.id, seats: seats.value.seats, options: created.value.options, table: created.value.table, seed: req.seed, replayed: replayed.value, hostSecret } };
}

/**
 * Open `table` (a room never used) from a checked upload: the moves first, the meta last, so a room
 * that stops half-way holds no table; then the room rebuilds itself from storage like after a
 * restart, and its bots carry on.
 */
export function importTable(table: ImportHost, body: unknown): Promise<CreateTableResponse> {
  return table.serial(async () => {
    if (table.meta) throw new TableError('table/not-found', 'This table already exists.');
    const checked = checkImport(body, table.env.games, table.env.newSecret());
    if (!checked.ok) throw new TableError(checked.error.code, checked.error.message);
    const { game, options, seats, seed, replayed, hostSecret } = checked.value;
    const over = table.env.games[game]!.result(replayed.state) !== null;
    const noSnapshots = Number.MAX_SAFE_INTEGER;
    for (let gv = 0; gv < replayed.moves.length; gv++) {
      const { seat, move, undo } = replayed.moves[gv]!;
      await appendMove(table.env.kv, gv, { seat, move, events: replayed.events[gv]!, ...(undo === undefined ? {} : { undo }) }, null, undefined, noSnapshots);
    }
    const meta: TableMeta = { id: table.id, game, options, seats, hostSecret, status: over ? 'over' : 'playing', seed, imported: true };
    await saveMeta(table.env.kv, meta);
    // Rebuilt like after a restart; restore() also arms the bot to move, if any.
    await table.restore();
    return { id: table.id, hostSecret };
  });
}
