// Undo at a table (issue 16 item 4), by the platform's rule in shared/engine/undo.ts:
// - take back: the seat still deciding withdraws its last move, if that move revealed nothing;
// - ask the table: after a reveal-free turn ended (and before anyone moved since), its player asks
//   to undo it; every other human seat accepts or refuses, bots accept, one refusal or silence
//   past ANSWER_MS refuses, and any move meanwhile drops the request.
// Each step is a record of the log (an undo, or a note that only carries its log line), so a
// restart, a replay and an import rebuild the same game. A request waiting for answers is kept in
// storage too (one key: seats, versions and its deadline in server time, nothing hidden), so a
// restart or a wake from hibernation shows it again with the time that was left; its deadline is
// served by the table's one alarm, like the turn clock's (standin.ts).
import type { AnyGame } from '../shared/engine/types';
import { stepRecord, tookBack, Trail, undoTarget, type UndoKind } from '../shared/engine/undo';
import type { TableView } from '../shared/protocol';
import type { Refusal } from './admit';
import type { ConnState } from './conns';
import { newBucket, take, waitMs, type Bucket } from './limits';
import { MINUTE_MS } from './clock';
import type { MoveRecord, Snapshot, TableMeta } from './store';
import { TableError } from './errors';
import type { TableEnv, TableNow } from './host';

export const UNDO_RATE = { rate: 1, burst: 5 } as const;
/**
 * How long the table has to answer a request; silence refuses. A test server's CLOCK_MINUTE_MS
 * scales it with the turn clock's minute (never a client).
 */
export const ANSWER_MS = 45_000;

export type UndoAct = 'take' | 'ask' | 'accept' | 'refuse';

interface Request {
  seat: number;
  to: number;
  moves: number;
  waiting: Set<number>;
  accepted: number[];
  /** When silence refuses it (server ms). */
  until: number;
}

/** A request as stored: seats and versions only (`gv`: the game version it was made at). */
export interface StoredRequest {
  gv: number;
  seat: number;
  to: number;
  moves: number;
  waiting: number[];
  accepted: number[];
  until: number;
}

const KEY = 'undoask';

/** What take-backs and undo requests need of the table: narrow, so the table can change around it. */
export interface UndoHost extends TableNow {
  readonly env: Pick<TableEnv, 'kv' | 'now' | 'clockMinuteMs'>;
  readonly out: { changed(): void };
  seatOf(cs: ConnState): number | null;
  /** Seats a bot plays for now answer as bots do (standin.ts). */
  readonly standins: { why(seat: number): unknown };
  /** Store a record that is not a game move (an undo, a note) with the state after it; broadcast. */
  writeRecord(rec: MoveRecord, state: unknown, written?: () => void): Promise<void>;
}

export class Undo {
  trail = new Trail();
  request: Request | null = null;
  private readonly buckets = new WeakMap<ConnState, Bucket>();

  constructor(private readonly table: UndoHost) {}

  private get game(): AnyGame {
    return this.table.game!;
  }

  private get players(): number {
    return this.table.meta!.seats.length;
  }

  private get answerMs(): number {
    return Math.round((ANSWER_MS * (this.table.env.clockMinuteMs ?? MINUTE_MS)) / MINUTE_MS);
  }

  /** A new game (empty trail), or a restored one (its trail rebuilt): no request waits (see `load`). */
  reset(trail = new Trail()): void {
    this.trail = trail;
    this.request = null;
  }

  /** Hook: a move was applied (from `before`, as log record `at`; `auto`: taken by itself). Any request waiting lapses. */
  moved(at: number, seat: number, move: unknown, before: unknown, auto = false): void {
    this.trail.push(auto ? { at, seat, move, before, auto } : { at, seat, move, before });
    if (this.request) this.drop();
  }

  private save(req: Request, gv: number): Promise<void> {
    const stored: StoredRequest = { gv, seat: req.seat, to: req.to, moves: req.moves, waiting: [...req.waiting], accepted: [...req.accepted], until: req.until };
    return this.table.env.kv.put({ [KEY]: stored });
  }

  /**
   * The request is over: forgotten, and cleared from storage. The clearing is not waited for: a
   * stored request made at another game version than the one restored is ignored anyway.
   */
  private drop(): void {
    this.request = null;
    this.table.env.kv.put({ [KEY]: null }).catch((e: unknown) => console.error(`table ${this.table.id}: undo request not cleared`, e instanceof Error ? e.message : e));
  }

  /**
   * After a restore (the trail rebuilt, the version known): the request that was waiting, if it
   * still stands at this version. Its deadline is the table's alarm (`deadline`), so one that ran
   * out while the room was down is closed as soon as the alarm rings, right after the restore.
   */
  async load(): Promise<void> {
    const t = this.table;
    const saved = await t.env.kv.get<StoredRequest | null>(KEY);
    if (!saved) return;
    const n = this.players;
    const ok =
      t.meta?.status === 'playing' &&
      !t.migration &&
      saved.gv === t.gv &&
      // The last record is its ask: answers short of the last are not records, anything else is.
      t.log.at(-1)?.kind === 'undo-ask' &&
      t.log.at(-1)?.seat === saved.seat &&
      t.meta.seats[saved.seat]?.controller === 'human' &&
      this.trail.find(saved.to) !== undefined &&
      [...saved.waiting, ...saved.accepted].every((s) => Number.isInteger(s) && s >= 0 && s < n && s !== saved.seat);
    if (!ok) return this.drop();
    this.request = { seat: saved.seat, to: saved.to, moves: saved.moves, waiting: new Set(saved.waiting), accepted: [...saved.accepted], until: saved.until };
  }

  /** When the request waiting needs the alarm (server ms): its deadline, or now if only bots are left to answer. */
  deadline(): number | null {
    const req = this.request;
    if (!req || this.table.meta?.status !== 'playing') return null;
    return this.humansWaiting(req) ? req.until : this.table.env.now();
  }

  /** Seats still asked that a person plays (a seat handed to a bot since accepts, as bots do). */
  private humansWaiting(req: Request): boolean {
    return [...req.waiting].some((s) => this.answers(s));
  }

  /** A person answers for this seat: a player's, not played by a bot for now. */
  private answers(seat: number): boolean {
    return this.table.meta?.seats[seat]?.controller === 'human' && this.table.standins.why(seat) === null;
  }

  /**
   * The alarm rang (inside the table's queue): a request whose remaining seats are all bots now is
   * agreed; one whose deadline passed (`now` includes the alarm's slack) is refused by silence.
   */
  async due(now: number): Promise<void> {
    const req = this.request;
    if (!req || this.table.meta?.status !== 'playing') return;
    if (!this.humansWaiting(req)) return this.agreed(req);
    if (req.until <= now) return this.close(req, null);
  }

  /**
   * The seat whose last move may be undone now, and how (views.ts shows it to that seat only),
   * and the request waiting for answers (shown to all). The offer is the room's own answer: the
   * same `undoTarget` that `act` runs (issue 26 item 2: the bar offered what the room refused).
   * It costs one reveal verdict per move, kept on its trail entry and read again by `act`.
   */
  view(): TableView['undo'] {
    // Asked once per viewer group on every change: worked out once per change. The top seat's
    // controller is in the key: a seat handed to a bot is offered nothing, without a new version.
    const top = this.trail.lastChosen();
    const key = `${this.table.gv}:${this.table.meta?.status}:${this.table.migration ? 'm' : ''}:${this.request?.accepted.length ?? -1}:${this.request?.waiting.size ?? -1}:${this.trail.entries.length}:${top ? this.table.meta?.seats[top.seat]?.controller : ''}`;
    if (this.shown?.key !== key || this.shown.request !== this.request) this.shown = { key, request: this.request, value: this.viewNow() };
    return this.shown.value;
  }
  private shown: { key: string; request: Request | null; value: TableView['undo'] } | null = null;

  private viewNow(): TableView['undo'] {
    const t = this.table;
    if (t.meta?.status !== 'playing' || t.migration || !this.undoable()) return undefined;
    // The last move a seat chose (steps taken by themselves after it are undone with it).
    const top = this.trail.lastChosen();
    const req = this.request;
    const out: NonNullable<TableView['undo']> = {};
    // Only the last move's seat has moves of its own to undo; while a request waits, `act` refuses.
    if (top && !req && t.meta.seats[top.seat]?.controller === 'human') {
      const kind: UndoKind = this.game.activeSeats(t.state).includes(top.seat) ? 'take' : 'ask';
      if (undoTarget(this.game, this.players, this.trail, t.state, top.seat, kind).ok) {
        out.seat = top.seat;
        out.kind = kind;
      }
    }
    // The time left when this changed (a restored request has less than the full time).
    if (req) out.request = { seat: req.seat, moves: req.moves, waiting: [...req.waiting], accepted: [...req.accepted], ms: Math.max(0, req.until - t.env.now()) };
    return out.seat === undefined && !out.request ? undefined : out;
  }

  /** A game has undo only when it can say which moves reveal (shared/engine/undo.ts). */
  private undoable(): boolean {
    return this.game.reveals !== undefined || this.game.search?.determinize !== undefined;
  }

  /**
   * The door, before the table's queue (so a flood of undos never delays a move): the rate per
   * connection, a seat, a game in progress. Null when the message may go on to `act`.
   */
  door(cs: ConnState): Refusal | null {
    const t = this.table;
    const now = t.env.now();
    let bucket = this.buckets.get(cs);
    if (!bucket) this.buckets.set(cs, (bucket = newBucket(now, UNDO_RATE)));
    if (!take(bucket, now, UNDO_RATE)) {
      const wait = waitMs(bucket, now, UNDO_RATE);
      return { code: 'msg/rate-limited', message: `Too many undo requests: wait ${wait} ms.`, retryMs: wait };
    }
    if (t.meta?.status !== 'playing') return { code: 'table/not-playing', message: 'Undo is for a game in progress.' };
    if (t.seatOf(cs) === null) return { code: 'move/spectator', message: 'You are watching: only players undo their own moves.' };
    return null;
  }

  /** An `undo` message that passed the door. Runs in the table's queue. */
  async act(cs: ConnState, act: UndoAct, v: number | undefined): Promise<void> {
    const t = this.table;
    if (t.meta!.status !== 'playing') throw new TableError('table/not-playing', 'Undo is for a game in progress.');
    const seat = t.seatOf(cs);
    if (seat === null) throw new TableError('move/spectator', 'You are watching: only players undo their own moves.');
    if (!this.undoable()) throw new TableError('undo/not-offered', `${this.game.name} does not say which moves reveal something, so nothing can be undone.`);
    if (act === 'accept' || act === 'refuse') return this.answer(seat, act === 'accept');
    if (v !== t.gv) throw new TableError('undo/stale', 'The game moved on since you chose that: look again.');
    if (this.request) throw new TableError('undo/pending', 'A request to undo is already waiting for the table.');
    return act === 'take' ? this.takeBack(seat) : this.ask(seat);
  }

  private target(seat: number, kind: UndoKind): { to: number; moves: number } {
    const t = this.table;
    const r = undoTarget(this.game, this.players, this.trail, t.state, seat, kind);
    if (!r.ok) throw new TableError(r.code, r.message);
    return r;
  }

  private async takeBack(seat: number): Promise<void> {
    const { to } = this.target(seat, 'take');
    await this.undoTo(seat, to, [tookBack(seat)]);
  }

  private async ask(seat: number): Promise<void> {
    const t = this.table;
    const { to, moves } = this.target(seat, 'ask');
    const waiting = new Set(t.meta!.seats.flatMap((_, i) => (i !== seat && this.answers(i) ? [i] : [])));
    const turn = moves === 1 ? 'their last move' : `their last turn (${moves} moves)`;
    if (waiting.size === 0) {
      // Only bots to ask: they accept.
      await this.undoTo(seat, to, [{ text: `{p${seat}} asked to undo ${turn}; the bots agreed: it is undone.`, seat, kind: 'undo' }]);
      return;
    }
    const req: Request = { seat, to, moves, waiting, accepted: [], until: t.env.now() + this.answerMs };
    // Stored first, for the version the note makes: if the note's write fails, the stored request
    // names a version that never was, and a restore ignores it.
    await this.save(req, t.gv + 1);
    // Set before the note is written, so its broadcast shows the request and the table's alarm
    // (armed after every record) includes its deadline.
    this.request = req;
    try {
      await t.writeRecord({ seat, move: null, note: true, events: [{ text: `{p${seat}} asks the table to undo ${turn}.`, seat, kind: 'undo-ask' }] }, t.state);
    } catch (e) {
      this.drop();
      throw e;
    }
  }

  private async answer(seat: number, yes: boolean): Promise<void> {
    const req = this.request;
    if (!req) throw new TableError('undo/no-request', 'No request to undo is waiting (a move since may have dropped it).');
    if (!req.waiting.has(seat)) throw new TableError('undo/not-asked', req.seat === seat ? 'You asked: the others answer.' : 'You have already answered.');
    // An answer after the deadline (its alarm not yet rung, e.g. just after a wake) is too late.
    if (req.until <= this.table.env.now()) {
      await this.close(req, null);
      throw new TableError('undo/too-late', 'The time to answer ran out: the request is closed and the turn stands.');
    }
    if (!yes) return this.close(req, seat);
    const next: Request = { ...req, waiting: new Set([...req.waiting].filter((s) => s !== seat)), accepted: [...req.accepted, seat] };
    if (this.humansWaiting(next)) {
      // Stored, then shown: an answer the room acknowledged survives a restart.
      await this.save(next, this.table.gv);
      this.request = next;
      this.table.out.changed();
      return;
    }
    await this.agreed(next);
  }

  /** Everyone asked accepted (bots always do): the turn is undone. */
  private async agreed(req: Request): Promise<void> {
    const turn = req.moves === 1 ? 'last move' : 'last turn';
    // Over before the record is written, so the record re-arms the bots (table.scheduleBots).
    this.request = null;
    await this.undoTo(req.seat, req.to, [{ text: `The table agreed: {p${req.seat}} takes back their ${turn}.`, seat: req.seat, kind: 'undo' }]);
    this.drop();
  }

  /** A request refused by `by`, or (null) unanswered in time: a note in the log, nothing undone. */
  private async close(req: Request, by: number | null): Promise<void> {
    const t = this.table;
    this.request = null;
    const text = by === null ? `No answer in time: {p${req.seat}} keeps their turn.` : `{p${by}} refused: {p${req.seat}} keeps their turn.`;
    await t.writeRecord({ seat: by ?? req.seat, move: null, note: true, events: [{ text, seat: by ?? req.seat, kind: 'undo-refused' }] }, t.state);
    this.drop();
  }

  private async undoTo(seat: number, to: number, events: MoveRecord['events']): Promise<void> {
    const t = this.table;
    const entry = this.trail.find(to);
    if (!entry) throw new TableError('undo/out-of-reach', 'That move is too far back to undo.');
    // Written first, then the trail is cut: a failed write changes nothing.
    await t.writeRecord({ seat, move: null, undo: to, events }, entry.before, () => this.trail.undoTo(to));
  }
}

/**
 * The state a table's stored records lead to, with the undo trail rebuilt: from the snapshot, or
 * from the setup when an undo after the snapshot reaches back before it. Stops at the first record
 * that no longer replays (the rules changed: the table then needs a migration).
 */
export function rebuild(
  game: AnyGame,
  meta: TableMeta,
  snapshot: Snapshot | null,
  records: readonly MoveRecord[],
): { state: unknown; gv: number; trail: Trail; failed?: { at: number; code: string } } {
  const players = meta.seats.length;
  const reachesBack = snapshot !== null && records.slice(snapshot.gv).some((r) => r.undo !== undefined && r.undo < snapshot.gv);
  const from = snapshot && !reachesBack ? snapshot : null;
  let state = from?.state ?? game.setup(meta.seed!, players, meta.options);
  let gv = from?.gv ?? 0;
  const trail = new Trail();
  if (from) trail.whole = false;
  for (; gv < records.length; gv++) {
    const res = stepRecord(game, players, trail, state, records[gv]!, gv);
    if (!res.ok) return { state, gv, trail, failed: { at: gv, code: res.code } };
    state = res.state;
  }
  // The snapshot fell inside the last run of moves (or nothing followed it): the trail would not
  // know where that turn began, so it could not be undone after this restart. Replay it all.
  const top = trail.lastChosen();
  if (from && (!top || trail.ownRun(top.seat).length === trail.entries.length)) return rebuild(game, meta, null, records);
  return { state, gv, trail };
}

