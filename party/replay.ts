// Replays: any position of the game, rebuilt on demand from what storage already holds (the seed
// in the meta and one record per move), never stored twice. The seed never leaves the room: the
// room replays the moves and sends only the game's own view of the position for one viewer.
//
// What a frame may show: the view of a spectator at that move (so nothing revealed later is shown
// earlier), or the asker's own seat (what they saw then). After the end the host may reveal every
// seat's view. Requests are answered outside the table's write queue (they change nothing) and are
// rate-limited per connection and per room; positions are rebuilt from a tree of the game's positions
// with states kept every 16 moves in force (positions.ts), so a frame costs at most 16 `apply`s once
// those are built, stepping costs one, and recent frames are cached.
import type { ErrorCode, LogNames, ReplayFrame, ServerMessage, TableView } from '../shared/protocol';
import type { Conn, ConnState } from './conns';
import type { Refusal } from './admit';
import { newBucket, take, waitMs, type Bucket, type Rate } from './limits';
import { namesOf, seatsAsOf } from './lognames';
import { moveKey, saveMeta, type MoveRecord, type TableMeta } from './store';
import { TableError } from './errors';
import type { TableEnv, TableNow } from './host';
import { buildView, visibleLog, type Viewer } from './views';
import { Positions } from './positions';
import { yieldTurn } from './slice';

/** What the replays need of the table: narrow, so the table can change around it. */
export interface ReplayHost extends Pick<TableNow, 'id' | 'game' | 'state' | 'gv' | 'log' | 'logNames'> {
  /** The host's reveal is saved in the meta, then set here. */
  meta: TableMeta | null;
  readonly env: Pick<TableEnv, 'kv' | 'now'>;
  seatOf(cs: ConnState): number | null;
  sendTo(conn: Conn, msg: ServerMessage): void;
}

export const REPLAY_LIMITS = {
  /** Frames one connection may ask for: holding an arrow key down is fine, a scraper is not. */
  perConn: { rate: 10, burst: 30 },
  /** Frames the whole room builds: a crowd of replayers must not starve the players. */
  perRoom: { rate: 100, burst: 200 },
  /**
   * A position is kept every this many moves in force (not records: an undo jumps to a position,
   * positions.ts); rebuilding any other costs at most this many `apply`s.
   */
  checkpointEvery: 16,
  /** Kept positions built per turn of the event loop when a frame needs several (a long game's first frame). */
  keptPerTurn: 2,
  /** Frames kept ready (viewer and move). */
  cachedFrames: 64,
  /** Log lines sent with a frame (the newest ones up to that move). */
  logLines: 200,
} as const satisfies Record<string, Rate | number>;

class ReplayError extends Error {
  readonly refusal: Refusal;
  constructor(code: ErrorCode, message: string, retryMs?: number) {
    super(message);
    this.refusal = retryMs === undefined ? { code, message } : { code, message, retryMs };
  }
}

type Built = Pick<ReplayFrame, 'table' | 'log'>;

export class Replays {
  /** Stored move records 0..n-1, read once and topped up as the game goes on. */
  private moves: MoveRecord[] = [];
  /** Log lines before move i: eventsBefore[i] (prefix sums of each move's events). */
  private eventsBefore: number[] = [0];
  /** The seats' names in force when move i was made (the last `who` stamped up to it), if known. */
  private namesAt: (LogNames | undefined)[] = [];
  /** Every position of the game as a tree, with kept states (positions.ts). */
  private tree: Positions | null = null;
  private frames = new Map<string, Built>();
  private readonly buckets = new WeakMap<ConnState, Bucket>();
  private room: Bucket | null = null;

  constructor(private readonly table: ReplayHost) {}

  /**
   * A `replay` message from a connection that said hello: sends it the frame, or returns why not
   * (the table tells the sender only). Never changes anything.
   */
  async request(cs: ConnState, at: number, as: number | 'spectator' | undefined): Promise<Refusal | null> {
    try {
      await this.answer(cs, at, as);
      return null;
    } catch (e) {
      if (e instanceof ReplayError) return e.refusal;
      console.error(`table ${this.table.id}: replay failed`, e instanceof Error ? e.message : 'unknown');
      return { code: 'replay/out-of-range', message: 'That position could not be rebuilt.' };
    }
  }

  private async answer(cs: ConnState, at: number, as: number | 'spectator' | undefined): Promise<void> {
    const t = this.table;
    const now = t.env.now();
    let bucket = this.buckets.get(cs);
    if (!bucket) this.buckets.set(cs, (bucket = newBucket(now, REPLAY_LIMITS.perConn)));
    if (!take(bucket, now, REPLAY_LIMITS.perConn)) {
      const wait = waitMs(bucket, now, REPLAY_LIMITS.perConn);
      throw new ReplayError('msg/rate-limited', `Too many replay steps: wait ${wait} ms.`, wait);
    }
    this.room ??= newBucket(now, REPLAY_LIMITS.perRoom);
    if (!take(this.room, now, REPLAY_LIMITS.perRoom)) {
      const wait = waitMs(this.room, now, REPLAY_LIMITS.perRoom);
      throw new ReplayError('msg/rate-limited', `The table is busy replaying: wait ${wait} ms.`, wait);
    }
    const meta = t.meta!;
    if (meta.status === 'lobby' || meta.seed === null || t.state === null) throw new ReplayError('replay/not-allowed', 'The game has not started: there is nothing to replay yet.');
    // The moves that replay under the current rules (all of them unless the table needs a migration).
    const total = t.gv;
    if (at > total) throw new ReplayError('replay/out-of-range', `This game has ${total} moves so far: ask for a move from 0 to ${total}.`);
    const own = t.seatOf(cs);
    const over = meta.status === 'over';
    const reveal = over && meta.reveal === true;
    const seats = reveal ? meta.seats.map((_, i) => i) : own === null ? [] : [own];
    const viewer = as === 'spectator' ? null : (as ?? own);
    if (viewer !== null && !seats.includes(viewer)) {
      throw new ReplayError('replay/not-allowed', 'A replay shows what was public, and your own seat: other seats are shown only if the host reveals them after the end.');
    }
    await this.load(total);
    const key = `${viewer ?? 's'}:${at}`;
    let built = this.frames.get(key);
    if (!built) {
      built = await this.build(at, viewer);
      // The position now shows today's seats, which may change hands before the next move: not kept.
      if (at < total) this.frames.set(key, built);
      if (this.frames.size > REPLAY_LIMITS.cachedFrames) this.frames.delete(this.frames.keys().next().value!);
    }
    const frame: ReplayFrame = {
      t: 'replay',
      at,
      total,
      as: viewer ?? 'spectator',
      seats,
      reveal: meta.reveal === true,
      canReveal: over && cs.host,
      turns: this.turns(total),
      ...built,
    };
    t.sendTo(cs.conn, frame);
  }

  /** Host, after the end: let replays show every seat (or only what was public again). */
  async reveal(cs: ConnState, on: boolean): Promise<void> {
    const t = this.table;
    if (!cs.host) throw new TableError('host/only-host', 'Only the host decides what replays show.');
    if (t.meta!.status !== 'over') throw new TableError('table/not-over', 'Hidden information may be revealed only after the game ends.');
    const meta = { ...t.meta!, reveal: on };
    await saveMeta(t.env.kv, meta);
    t.meta = meta;
    t.sendTo(cs.conn, { t: 'reveal', on });
  }

  /** Loads run one after another: two replayers asking at once never interleave their reads. */
  private loading: Promise<void> = Promise.resolve();
  private load(total: number): Promise<void> {
    const run = this.loading.then(() => this.loadNow(total));
    this.loading = run.catch(() => undefined);
    return run;
  }

  /** Read the stored moves this cache lacks (never more than the table has applied). */
  private async loadNow(total: number): Promise<void> {
    if (this.moves.length >= total) return;
    const kv = this.table.env.kv;
    if (this.moves.length === 0 && total > 8) {
      const all = await kv.list<MoveRecord>('m:');
      this.moves = [...all.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, m]) => m).slice(0, total);
    }
    for (let i = this.moves.length; i < total; i++) {
      const m = await kv.get<MoveRecord>(moveKey(i));
      if (!m) throw new Error(`replay: move ${i} missing from storage`);
      this.moves[i] = m;
    }
    for (let i = this.eventsBefore.length - 1; i < this.moves.length; i++) this.eventsBefore[i + 1] = this.eventsBefore[i]! + this.moves[i]!.events.length;
    for (let i = this.namesAt.length; i < this.moves.length; i++) this.namesAt[i] = this.moves[i]!.who ?? this.namesAt[i - 1];
  }

  /** Move indices where a different seat moves than the move before: each starts a turn. */
  private turns(total: number): number[] {
    const out = [0];
    for (let i = 1; i < total; i++) if (this.moves[i]!.seat !== this.moves[i - 1]!.seat) out.push(i);
    return out;
  }

  /**
   * The game state after `at` records (positions.ts): the kept positions it hangs from are built
   * first, a few per turn of the event loop (so a long game's first frame never holds the room, or
   * the other rooms sharing its thread, for more than a slice), then at most `checkpointEvery - 1`
   * moves are applied. The live position is the table's own state.
   */
  async stateAt(at: number): Promise<unknown> {
    const t = this.table;
    if (at === t.gv && t.state !== null) return t.state;
    const positions = this.positions();
    positions.extend(this.moves);
    const missing = positions.missing(at);
    for (let i = 0; i < missing.length; i++) {
      if (i > 0 && i % REPLAY_LIMITS.keptPerTurn === 0) await yieldTurn();
      positions.build(missing[i]!);
    }
    return positions.stateAt(at);
  }

  /** The tree of positions, made when first needed (its root is the setup, from the seed). */
  positions(): Positions {
    const t = this.table;
    return (this.tree ??= new Positions(t.game!, () => t.game!.setup(t.meta!.seed!, t.meta!.seats.length, t.meta!.options), REPLAY_LIMITS.checkpointEvery));
  }

  private async build(at: number, seat: number | null): Promise<Built> {
    const t = this.table;
    const meta = t.meta!;
    const state = await this.stateAt(at);
    const game = t.game!;
    const done = game.result(state) !== null;
    const viewer: Viewer = { seat, host: false };
    // The seats as they were when the next move was made: who chose then, with their colour, even
    // if the seat changed hands since (the last position: the seats as they are now).
    const seats = at < t.gv ? seatsAsOf(meta.seats, this.namesAt[at]) : meta.seats;
    const table: TableView = buildView(
      {
        meta: { ...meta, seats, status: done ? 'over' : 'playing', rematch: null },
        game,
        state,
        gv: at,
        spectators: 0,
        connectedSeats: new Set(meta.seats.map((_, i) => i)),
      },
      viewer,
    );
    // A replay is read-only: no move buttons.
    delete table.legal;
    // Each line with the names of its time where the seats changed hands since (lognames.ts).
    const log = t.logNames.mark(visibleLog(t.log, 0, viewer, REPLAY_LIMITS.logLines, this.eventsBefore[at] ?? 0, t.game?.logData), namesOf(meta.seats));
    return { table, log };
  }
}
