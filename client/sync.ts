// Headless table state on the client side: applies the room's snapshots and patches, detects gaps.
// No DOM and no socket here, so the browser UI, Node test clients, bots and the bench share it.
import { applyDelta } from './patch';
import type { LogEntry, LogNames, ServerMessage, TableView } from '../shared/protocol';

export type { LogNames };

/** Names at the moment of `before` (falling back to `after` for a seat taken in the same patch). */
function namesOf(before: TableView | null, after: TableView): LogNames {
  return after.seats.map((s, i) => {
    const b = before?.seats[i];
    const src = b?.name ? b : s;
    return src.name ? { name: src.name, color: src.color ?? null } : null;
  });
}
/** Lines with the names of the seats at the time (`who`): a line written while Bot Ann held seat 1 still says Bot Ann after the bot leaves. */
const stamp = (log: LogEntry[], who: LogNames): LogEntry[] => log.map((e) => ({ ...e, who }));

export interface SyncState {
  /** Room clock of `table`; -1 before the first snapshot. */
  v: number;
  table: TableView | null;
  log: LogEntry[];
}

export const emptySync = (): SyncState => ({ v: -1, table: null, log: [] });

/** Keep the log in memory bounded on long games; the room sends the recent tail on snapshots. */
const MAX_LOG = 2000;

export type SyncOutcome =
  | { kind: 'updated'; state: SyncState }
  /** The patch does not start at our clock: ask the room for a snapshot. */
  | { kind: 'gap'; state: SyncState }
  | { kind: 'ignored'; state: SyncState };

/** Pure: the state after one server message. Never mutates `state`. */
export function receive(state: SyncState, msg: ServerMessage): SyncOutcome {
  if (msg.t === 'snapshot') {
    // A snapshot's line carries who sat then when that differs from today (the room keeps it);
    // otherwise the names this client stamped when the line arrived, or today's.
    const keep = new Map(state.log.map((e) => [e.i, e.who]));
    const now = namesOf(null, msg.table);
    const log = msg.log.slice(-MAX_LOG).map((e) => ({ ...e, who: e.who ?? keep.get(e.i) ?? now }));
    return { kind: 'updated', state: { v: msg.v, table: msg.table, log } };
  }
  if (msg.t !== 'patch') return { kind: 'ignored', state };
  if (state.table === null || (msg.from ?? msg.v - 1) !== state.v) return { kind: 'gap', state };
  if (msg.v <= state.v) return { kind: 'ignored', state };
  // Copy-on-write along the changed paths: the rest of the view is shared with the previous one.
  const table = msg.ops === undefined ? state.table : (applyDelta(state.table, msg.ops) as TableView);
  const log = msg.log && msg.log.length > 0 ? [...state.log, ...stamp(msg.log, namesOf(state.table, table))].slice(-MAX_LOG) : state.log;
  return { kind: 'updated', state: { v: msg.v, table, log } };
}
