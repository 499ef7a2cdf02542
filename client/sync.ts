// Headless table state on the client side: applies the room's snapshots and patches, detects gaps.
// No DOM and no socket here, so the browser UI, Node test clients, bots and the bench share it.
import { patch as applyDelta } from 'jsondiffpatch';
import type { LogEntry, ServerMessage, TableView } from '../shared/protocol';

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
    return { kind: 'updated', state: { v: msg.v, table: msg.table, log: msg.log.slice(-MAX_LOG) } };
  }
  if (msg.t !== 'patch') return { kind: 'ignored', state };
  if (state.table === null || msg.from !== state.v) return { kind: 'gap', state };
  if (msg.v <= state.v) return { kind: 'ignored', state };
  const table = msg.ops === undefined ? state.table : (applyDelta(structuredClone(state.table), msg.ops as never) as TableView);
  const log = msg.log && msg.log.length > 0 ? [...state.log, ...msg.log].slice(-MAX_LOG) : state.log;
  return { kind: 'updated', state: { v: msg.v, table, log } };
}
