// Sending: viewers who see the same thing (all spectators; all tabs of one seat) share one cached
// view. A change bumps the room clock and sends each group the delta between what it last saw
// and what it sees now; a newcomer, or a connection whose kind of viewer changed, gets a snapshot.
import type { ServerMessage, TableView } from '../shared/protocol';
import type { Conn, ConnState, Table } from './table';
import { buildView, diffViews, viewerKey, visibleLog, type Viewer } from './views';

interface CacheEntry {
  v: number;
  view: TableView;
  logCursor: number;
}

const SNAPSHOT_LOG_LINES = 200;

interface Presence {
  spectators: number;
  connectedSeats: Set<number>;
}

export class Fanout {
  /** The room clock: goes up on every change any viewer could see. */
  version = 0;
  private cache = new Map<string, CacheEntry>();
  private dirty = false;
  private presenceTimer = false;

  constructor(private readonly table: Table) {}

  /** Who is here: the same for every viewer, so counted once per broadcast. */
  private presence(): Presence {
    const connectedSeats = new Set<number>();
    let spectators = 0;
    for (const cs of this.table.conns.values()) {
      if (!cs.hello) continue;
      const seat = this.table.seatOf(cs);
      if (seat === null) spectators++;
      else connectedSeats.add(seat);
    }
    return { spectators, connectedSeats };
  }

  private buildFor(viewer: Viewer, presence = this.presence()): TableView {
    const t = this.table;
    return buildView({ meta: t.meta!, game: t.game!, state: t.state, gv: t.gv, ...presence }, viewer);
  }

  sendSnapshot(cs: ConnState): void {
    // Pending changes go out first to those already in sync; this connection starts after them.
    cs.synced = false;
    const viewer = this.table.viewerOf(cs);
    const key = viewerKey(viewer);
    let entry = this.cache.get(key);
    if (!entry || this.dirty) {
      // No one of this kind is watching yet, or changes are pending: start them at the current clock.
      this.flush();
      entry = this.cache.get(key) ?? { v: this.version, view: this.buildFor(viewer), logCursor: this.table.log.length };
      this.cache.set(key, entry);
    }
    this.table.sendTo(cs.conn, { t: 'snapshot', v: entry.v, table: entry.view, log: visibleLog(this.table.log, 0, viewer, SNAPSHOT_LOG_LINES) });
    cs.synced = true;
  }

  /** Something every viewer may see changed: bump the clock and send the deltas now. */
  changed(): void {
    this.dirty = true;
    this.flush();
  }

  /** Joins and leaves: coalesced, so a crowd of spectators arriving is one broadcast, not n². */
  presenceChanged(): void {
    this.dirty = true;
    if (this.presenceTimer) return;
    this.presenceTimer = true;
    this.table.env.schedule(() => {
      this.presenceTimer = false;
      this.flush();
    }, this.table.env.presenceDelayMs);
  }

  /** Send every group of viewers the delta between what they last saw and what they see now. */
  flush(): void {
    if (!this.dirty || !this.table.meta) return;
    this.dirty = false;
    this.version += 1;
    const groups = new Map<string, { viewer: Viewer; conns: Conn[] }>();
    for (const cs of this.table.conns.values()) {
      if (!cs.synced) continue;
      const viewer = this.table.viewerOf(cs);
      const key = viewerKey(viewer);
      const g = groups.get(key);
      if (g) g.conns.push(cs.conn);
      else groups.set(key, { viewer, conns: [cs.conn] });
    }
    for (const key of this.cache.keys()) if (!groups.has(key)) this.cache.delete(key);
    const presence = this.presence();
    for (const [key, { viewer, conns }] of groups) {
      const view = this.buildFor(viewer, presence);
      const entry = this.cache.get(key);
      if (!entry) {
        // A viewer whose kind changed without a snapshot (should not happen): resynchronise them.
        this.cache.set(key, { v: this.version, view, logCursor: this.table.log.length });
        const text = JSON.stringify({ t: 'snapshot', v: this.version, table: view, log: visibleLog(this.table.log, 0, viewer, SNAPSHOT_LOG_LINES) });
        for (const c of conns) c.send(text);
        continue;
      }
      const ops = diffViews(entry.view, view);
      const log = visibleLog(this.table.log, entry.logCursor, viewer);
      if (ops === undefined && log.length === 0) continue;
      const msg: ServerMessage = { t: 'patch', from: entry.v, v: this.version };
      if (ops !== undefined) msg.ops = ops;
      if (log.length > 0) msg.log = log;
      const text = JSON.stringify(msg);
      for (const c of conns) c.send(text);
      this.cache.set(key, { v: this.version, view, logCursor: this.table.log.length });
    }
  }

  /** Move a connection to another kind of viewer (sat down, stood up): it gets a fresh snapshot. */
  reseat(cs: ConnState, seatSecret: string | null): void {
    cs.seatSecret = seatSecret;
    this.sendSnapshot(cs);
  }
}
