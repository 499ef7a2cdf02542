// What the table's satellites (lobby, fanout, replays, stand-ins, undo, bots, import) may know of
// it, in types only: its surroundings (TableEnv) and the game as it stands (TableNow). Each
// satellite declares beside itself the narrow host it needs, built from these; table.ts
// implements them all structurally. Nothing here imports a satellite or the table, so no
// satellite imports the class that owns it (no import circles: test/unit/imports.test.ts).
import type { AnyGame, GameEvent } from '../shared/engine/types';
import type { LogEntry, LogNames, TableView } from '../shared/protocol';
import type { Conn } from './conns';
import type { KV, TableMeta } from './store';
import type { PushSender } from './push/send';

/** What the table needs from its surroundings; the server gives real ones, tests give fakes. */
export interface TableEnv {
  kv: KV;
  games: Record<string, AnyGame>;
  now(): number;
  /** Source for bots' choices (not the game's RNG, which lives in the state). */
  random(): number;
  newSecret(): string;
  /** An in-memory timer (presence coalescing, deferred snapshots): lost if the room is evicted. */
  schedule(fn: () => void, ms: number): void;
  /**
   * Call `Table.alarm()` in `ms`, surviving eviction and hibernation (a Durable Object alarm).
   * Without it (unit tests) bots are timed with `schedule`.
   */
  setAlarm?(ms: number): void;
  botDelayMs: number;
  /**
   * One minute of the turn clock and of the takeover time, in ms (default 60 000). Set only from
   * the server's own environment (CLOCK_MINUTE_MS, for tests), never by a client.
   */
  clockMinuteMs?: number;
  /** Presence changes (joins, leaves) are coalesced for this long before they are broadcast. */
  presenceDelayMs: number;
  /** Open another table with these seats (a rematch); resolves to its id. */
  spawnTable?(meta: Pick<TableMeta, 'game' | 'options' | 'table' | 'seats' | 'hostSecret'>): Promise<string>;
  /** Sends Web Push messages (party/push); without it no subscription is taken. */
  push?: PushSender;
  /** Moves between state snapshots in storage (default SNAPSHOT_EVERY). */
  snapshotEvery?: number;
  /** Connection caps (defaults in LIMITS). */
  connsPerTable?: number;
  connsPerAddress?: number;
  /**
   * Bench only: told when a message reaches each stage of the move loop (received, admitted,
   * applied, written, sent), with the connection it came from on `received`.
   */
  trace?(stage: TraceStage, conn?: Conn): void;
}

export type TraceStage = 'received' | 'admitted' | 'applied' | 'written' | 'sent';

/** The game as the table holds it now: what most satellites read (and only the table writes). */
export interface TableNow {
  readonly id: string;
  readonly meta: TableMeta | null;
  readonly game: AnyGame | null;
  readonly state: unknown;
  /** The game version: how many records (moves, undos, notes) are stored. */
  readonly gv: number;
  readonly log: readonly GameEvent[];
  /** Who sat where when each log line was written (lognames.ts): marks a snapshot's old lines. */
  readonly logNames: { mark(entries: LogEntry[], now: LogNames): LogEntry[] };
  /** Set when stored moves stop replaying under the current rules (see Table.restore). */
  readonly migration: TableView['migration'];
}
