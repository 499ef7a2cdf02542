// Sending: viewers who see the same thing (all spectators; all tabs of one seat) share one cached
// view. A change bumps the room clock and sends each group the delta between what it last saw
// and what it sees now; a newcomer, or a connection whose kind of viewer changed, gets a snapshot.
//
// A crowd must not cost the players: a newcomer's snapshot is the group's cached view at the
// group's clock (it never flushes pending changes, so n joiners cost n snapshots, not n² patches),
// its text is built once per group and version, presence is coalesced longer as the room grows,
// and seated players' groups are sent to before the spectators'.
import type { LogEntry, ServerMessage, TableView } from '../shared/protocol';
import type { Conn, ConnState } from './conns';
import type { TableEnv, TableNow } from './host';
import type { StandinWhy } from './standin';
import { namesOf } from './lognames';
import { buildView, diffViews, viewerKey, visibleLog, type Viewer } from './views';

/** What the fanout needs of the table: narrow, so the table can change around it. */
export interface FanoutHost extends Pick<TableNow, 'meta' | 'game' | 'state' | 'gv' | 'log' | 'logNames' | 'migration'> {
  readonly env: Pick<TableEnv, 'now' | 'schedule' | 'presenceDelayMs'>;
  readonly conns: { values(): Iterable<ConnState>; readonly size: number };
  readonly standins: { whys(): (StandinWhy | null)[]; levels(): (string | null)[] };
  readonly undo: { view(): TableView['undo'] };
  seatOf(cs: ConnState): number | null;
  viewerOf(cs: ConnState): Viewer;
}

interface CacheEntry {
  v: number;
  view: TableView;
  logCursor: number;
  /** The snapshot message for this view, serialised once for every newcomer of the group. */
  snapshot?: string;
}

const SNAPSHOT_LOG_LINES = 200;
/** Presence is coalesced for at least presenceDelayMs, and this long per open connection... */
const PRESENCE_MS_PER_CONN = 1;
/** ...but never longer than this: a spectator count a second old is fine. */
const PRESENCE_MAX_MS = 1000;
/**
 * With at least this many spectators, they get the changes at most every SPECTATOR_BATCH_MS (one
 * patch for several quick moves) while the players get every change at once: a crowd's frames
 * then grow with time, not with the pace of play. The first change after a quiet spell goes out at
 * once (the window starts with it), so a crowd watching a game at a human pace is never delayed.
 * Below this, one frame serialised once per group costs the room a send per socket, a few
 * microseconds each: cheaper than making a hundred viewers wait.
 */
const CROWD = 250;
const SPECTATOR_BATCH_MS = 200;

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
  private spectatorTimer = false;
  /** When spectators were last sent a change (the start of the current batching window). */
  private spectatorsSentAt = -Infinity;

  constructor(private readonly table: FanoutHost) {}

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
    return buildView({ meta: t.meta!, game: t.game!, state: t.state, gv: t.gv, migration: t.migration, standins: t.standins.whys(), levels: t.standins.levels(), undo: t.undo.view(), ...presence }, viewer);
  }

  /**
   * A full view for this connection: its group's cached view at the group's clock. Pending
   * presence changes are not flushed for it (that made a crowd's joins quadratic); the next flush
   * brings the whole group, this connection included, up to date with one patch.
   */
  /** A snapshot's log: the newest lines this viewer may see, each old one with the names of its time. */
  private snapshotLog(viewer: Viewer, to?: number): LogEntry[] {
    const lines = visibleLog(this.table.log, 0, viewer, SNAPSHOT_LOG_LINES, to, this.table.game?.logData);
    return this.table.meta ? this.table.logNames.mark(lines, namesOf(this.table.meta.seats)) : lines;
  }

  sendSnapshot(cs: ConnState): void {
    cs.synced = false;
    cs.needsSnapshot = false;
    const viewer = this.table.viewerOf(cs);
    const key = viewerKey(viewer);
    let entry = this.cache.get(key);
    if (!entry) {
      entry = { v: this.version, view: this.buildFor(viewer), logCursor: this.table.log.length };
      this.cache.set(key, entry);
    }
    entry.snapshot ??= JSON.stringify({
      t: 'snapshot',
      v: entry.v,
      table: entry.view,
      log: this.snapshotLog(viewer, entry.logCursor),
    } satisfies ServerMessage);
    cs.conn.send(entry.snapshot);
    cs.synced = true;
  }

  /** Something every viewer may see changed: bump the clock and send the deltas now. */
  changed(): void {
    this.dirty = true;
    this.flush();
  }

  /** Joins and leaves: coalesced, so a crowd of spectators arriving is a few broadcasts, not n². */
  presenceChanged(): void {
    this.dirty = true;
    if (this.presenceTimer) return;
    this.presenceTimer = true;
    const env = this.table.env;
    const ms = Math.max(env.presenceDelayMs, Math.min(PRESENCE_MAX_MS, this.table.conns.size * PRESENCE_MS_PER_CONN));
    env.schedule(() => {
      this.presenceTimer = false;
      this.flush();
    }, ms);
  }

  /** Send every group of viewers the delta between what they last saw and what they see now. */
  flush(fromTimer = false): void {
    if (!this.dirty || !this.table.meta) return;
    this.dirty = false;
    this.version += 1;
    const groups = new Map<string, { viewer: Viewer; conns: Conn[] }>();
    const rebuilt: ConnState[] = [];
    for (const cs of this.table.conns.values()) {
      if (!cs.synced) {
        if (cs.needsSnapshot) rebuilt.push(cs);
        continue;
      }
      const viewer = this.table.viewerOf(cs);
      const key = viewerKey(viewer);
      const g = groups.get(key);
      if (g) g.conns.push(cs.conn);
      else groups.set(key, { viewer, conns: [cs.conn] });
    }
    for (const key of this.cache.keys()) if (!groups.has(key)) this.cache.delete(key);
    const presence = this.presence();
    // Players first: they are waiting for the result of a move; a crowd of spectators can wait.
    const order = [...groups].sort(([, a], [, b]) => (a.viewer.seat === null ? 1 : 0) - (b.viewer.seat === null ? 1 : 0));
    // A crowd's groups skipped now keep their cached view and clock: the next flush patches them
    // from there, so nothing is lost, only batched.
    const now = this.table.env.now();
    const batch = !fromTimer && presence.spectators >= CROWD && now - this.spectatorsSentAt < SPECTATOR_BATCH_MS;
    let skipped = false;
    for (const [key, { viewer, conns }] of order) {
      if (batch && viewer.seat === null) {
        skipped = true;
        continue;
      }
      if (viewer.seat === null) this.spectatorsSentAt = now;
      const view = this.buildFor(viewer, presence);
      const entry = this.cache.get(key);
      if (!entry) {
        // A viewer whose kind changed without a snapshot (should not happen): resynchronise them.
        const next: CacheEntry = { v: this.version, view, logCursor: this.table.log.length };
        this.cache.set(key, next);
        const text = JSON.stringify({ t: 'snapshot', v: this.version, table: view, log: this.snapshotLog(viewer) });
        for (const c of conns) c.send(text);
        continue;
      }
      const ops = diffViews(entry.view, view);
      const log = visibleLog(this.table.log, entry.logCursor, viewer, Infinity, undefined, this.table.game?.logData);
      if (ops === undefined && log.length === 0) continue;
      // `from` only when it is not the clock just before (spectators' batched patches).
      const msg: ServerMessage = entry.v === this.version - 1 ? { t: 'patch', v: this.version } : { t: 'patch', from: entry.v, v: this.version };
      if (ops !== undefined) msg.ops = ops;
      if (log.length > 0) msg.log = log;
      const text = JSON.stringify(msg);
      for (const c of conns) c.send(text);
      this.cache.set(key, { v: this.version, view, logCursor: this.table.log.length });
    }
    // Connections rebuilt after a wake hold a view under the old clock: a snapshot re-bases them.
    for (const cs of rebuilt) this.sendSnapshot(cs);
    if (skipped && !this.spectatorTimer) {
      this.spectatorTimer = true;
      this.table.env.schedule(() => {
        this.spectatorTimer = false;
        this.dirty = true;
        this.flush(true);
      }, Math.max(1, SPECTATOR_BATCH_MS - (now - this.spectatorsSentAt)));
    }
  }

  /** Move a connection to another kind of viewer (sat down, stood up): it gets a fresh snapshot. */
  reseat(cs: ConnState, seatSecret: string | null): void {
    cs.seatSecret = seatSecret;
    this.sendSnapshot(cs);
  }
}
