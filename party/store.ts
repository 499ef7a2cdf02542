// Durable persistence of one table: its meta (game, options, seats and their secrets, seed), one
// record per accepted move (with the log lines it produced), and a periodic state snapshot so a
// restore replays only the moves after it. Values stay far under the 128 KiB storage value cap.
import type { GameEvent } from '../shared/engine/types';
import type { LogNames, SeatColor, TableStatus } from '../shared/protocol';
import type { TableOptions } from '../shared/tableoptions';

/** The storage a table needs; a Durable Object's `ctx.storage` fits, and so does a Map in tests. */
export interface KV {
  get<T>(key: string): Promise<T | undefined>;
  put(entries: Record<string, unknown>): Promise<void>;
  list<T>(prefix: string): Promise<Map<string, T>>;
  deleteAll(): Promise<void>;
}

export interface SeatRecord {
  name: string | null;
  color: SeatColor | null;
  controller: 'human' | 'bot' | null;
  /** Reclaims a human seat; never sent to anyone but the person who sat. */
  secret: string | null;
  bot: string | null;
  /** Taken by the holder of the host secret (shown to everyone as the host). */
  host?: boolean;
  /** This seat's browser's share of the deal (party/fair.ts), sent in the lobby; never sent to anyone. */
  share?: string;
}

export interface TableMeta {
  id: string;
  game: string;
  options: Record<string, unknown>;
  /** The platform's table options; absent on tables opened before they existed (all off). */
  table?: TableOptions;
  seats: SeatRecord[];
  hostSecret: string;
  status: TableStatus;
  /**
   * Set at start; the only randomness of the game. Never sent before the end (then in the table's
   * record, party/fair.ts): made from `fair` and the seats' shares on tables sealed at creation.
   */
  seed: string | null;
  /**
   * The deal's commitment (shared/fair/deal.ts): the server secret drawn when the table was created
   * (never sent before the end) and its seal (shown to everyone); `shares`, set at the start, are
   * the playing seats' shares in seat order (null: none sent). Absent on imported tables and on
   * tables created before deals were sealed.
   */
  fair?: { secret: string; seal: string; shares?: (string | null)[] };
  /** The table opened for a rematch, if any. */
  rematch?: string | null;
  /** The host chose, after the end, to let replays show every seat's view (party/replay.ts). */
  reveal?: boolean;
  /**
   * Opened from an upload (party/import.ts): its uploader chose the seed, so they may know every
   * hidden card, draw and deck order of the players who sit down. Shown to everyone who joins.
   */
  imported?: true;
}

/** One record of the log: a move, or (shared/engine/undo.ts) an undo back to `undo` records, or a note. */
export interface MoveRecord {
  seat: number;
  move: unknown;
  events: GameEvent[];
  undo?: number;
  note?: true;
  /** A move the room took by itself (shared/engine/auto.ts): the seat's only move, revealing nothing. */
  auto?: true;
  /** The seats' names when it was written, when they differ from the record before (lognames.ts). */
  who?: LogNames;
}

export interface Snapshot {
  gv: number;
  state: unknown;
}

/** Moves between snapshots; restore replays at most this many. */
export const SNAPSHOT_EVERY = 50;
/** A snapshot bigger than this is skipped (replay still works), to stay under the value cap. */
const MAX_SNAPSHOT_BYTES = 120_000;

export const moveKey = (gv: number) => `m:${String(gv).padStart(8, '0')}`;

export async function loadTable(kv: KV): Promise<{ meta: TableMeta; snapshot: Snapshot | null; moves: MoveRecord[] } | null> {
  const meta = await kv.get<TableMeta>('meta');
  if (!meta) return null;
  const snapshot = (await kv.get<Snapshot>('snap')) ?? null;
  const moves = [...(await kv.list<MoveRecord>('m:')).entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, m]) => m);
  return { meta, snapshot, moves };
}

export function saveMeta(kv: KV, meta: TableMeta): Promise<void> {
  return kv.put({ meta });
}

/**
 * Append move number `gv` (0-based) and, every SNAPSHOT_EVERY moves, the state after it, in one
 * atomic write. `stateAfter` is only serialised when a snapshot is due. The snapshot stays in the
 * move's own transaction: the commit's cost is its fsync, not its bytes (measured: commits carrying
 * a snapshot, 16 KiB, fsync p50 1.6 ms against 2.1 ms for one-page commits), while a separate later
 * transaction would cost a second fsync on the room's only thread, in front of the next move.
 */
export function appendMove(kv: KV, gv: number, record: MoveRecord, stateAfter: unknown, meta?: TableMeta, every = SNAPSHOT_EVERY): Promise<void> {
  return appendMoves(kv, gv, [record], [stateAfter], meta, every);
}

/**
 * Records `gv..` with the state after each (a move and the steps taken by themselves after it,
 * shared/engine/auto.ts) in one atomic write: one fsync for them all, and a restart finds either
 * all of them or none. The snapshot due last among them is kept.
 */
export function appendMoves(kv: KV, gv: number, records: readonly MoveRecord[], statesAfter: readonly unknown[], meta?: TableMeta, every = SNAPSHOT_EVERY, extra?: Record<string, unknown>): Promise<void> {
  // `extra`: other values that must change with these records or not at all (push notices owed, party/push/notify.ts).
  const entries: Record<string, unknown> = { ...extra };
  let due = -1;
  records.forEach((r, i) => {
    entries[moveKey(gv + i)] = r;
    if ((gv + i + 1) % every === 0) due = i;
  });
  if (due >= 0) {
    const text = JSON.stringify(statesAfter[due]);
    if (text.length <= MAX_SNAPSHOT_BYTES) entries.snap = { gv: gv + due + 1, state: JSON.parse(text) } satisfies Snapshot;
  }
  if (meta) entries.meta = meta;
  return kv.put(entries);
}

/**
 * Records `from..` in one write, with a snapshot if given (too large: left out, as in appendMove).
 * An upload's replayed log is written this way (party/import.ts), a hundred records at a time.
 */
export function putRecords(kv: KV, from: number, records: readonly MoveRecord[], snapshot?: Snapshot): Promise<void> {
  const entries: Record<string, unknown> = {};
  records.forEach((r, i) => (entries[moveKey(from + i)] = r));
  if (snapshot) {
    const text = JSON.stringify(snapshot.state);
    if (text.length <= MAX_SNAPSHOT_BYTES) entries.snap = { gv: snapshot.gv, state: JSON.parse(text) } satisfies Snapshot;
  }
  return kv.put(entries);
}

/** An in-memory KV for tests and the bench; copies values the way real storage would. */
export class MemoryKV implements KV {
  readonly data = new Map<string, string>();
  async get<T>(key: string): Promise<T | undefined> {
    const v = this.data.get(key);
    return v === undefined ? undefined : (JSON.parse(v) as T);
  }
  async put(entries: Record<string, unknown>): Promise<void> {
    for (const [k, v] of Object.entries(entries)) this.data.set(k, JSON.stringify(v));
  }
  async list<T>(prefix: string): Promise<Map<string, T>> {
    const out = new Map<string, T>();
    for (const [k, v] of this.data) if (k.startsWith(prefix)) out.set(k, JSON.parse(v) as T);
    return out;
  }
  async deleteAll(): Promise<void> {
    this.data.clear();
  }
}
