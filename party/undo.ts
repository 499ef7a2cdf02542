// Undo at a table (issue 16 item 4), by the platform's rule in shared/engine/undo.ts:
// - take back: the seat still deciding withdraws its last move, if that move revealed nothing;
// - ask the table: after a reveal-free turn ended (and before anyone moved since), its player asks
//   to undo it; every other human seat accepts or refuses, bots accept, one refusal or silence
//   past ANSWER_MS refuses, and any move meanwhile drops the request.
// Each step is a record of the log (an undo, or a note that only carries its log line), so a
// restart, a replay and an import rebuild the same game. A request waiting for answers lives in
// memory only: a restart drops it (the asker may ask again).
import type { AnyGame } from '../shared/engine/types';
import { stepRecord, tookBack, Trail, undoTarget, type UndoKind } from '../shared/engine/undo';
import type { TableView } from '../shared/protocol';
import type { Refusal } from './admit';
import type { ConnState } from './conns';
import { newBucket, take, waitMs, type Bucket } from './limits';
import type { MoveRecord, Snapshot, TableMeta } from './store';
import type { Table } from './table';
import { TableError } from './table';

export const UNDO_RATE = { rate: 1, burst: 5 } as const;
/** How long the table has to answer a request; silence refuses. */
export const ANSWER_MS = 45_000;

export type UndoAct = 'take' | 'ask' | 'accept' | 'refuse';

interface Request {
  seat: number;
  to: number;
  moves: number;
  waiting: Set<number>;
  accepted: number[];
}

export class Undo {
  trail = new Trail();
  request: Request | null = null;
  private readonly buckets = new WeakMap<ConnState, Bucket>();

  constructor(private readonly table: Table) {}

  private get game(): AnyGame {
    return this.table.game!;
  }

  private get players(): number {
    return this.table.meta!.seats.length;
  }

  /** A new game (empty trail), or a restored one (its trail rebuilt): no request waits. */
  reset(trail = new Trail()): void {
    this.trail = trail;
    this.request = null;
  }

  /** Hook: a move was applied (from `before`, as log record `at`). Any request waiting lapses. */
  moved(at: number, seat: number, move: unknown, before: unknown): void {
    this.trail.push({ at, seat, move, before });
    this.request = null;
  }

  /**
   * The seat whose last move may be undone now, and how (views.ts shows it to that seat only),
   * and the request waiting for answers (shown to all). Cheap (it runs on every change): the full
   * check of what a move revealed runs only when someone asks.
   */
  view(): TableView['undo'] {
    // Asked once per viewer group on every change: worked out once per change.
    const key = `${this.table.gv}:${this.table.meta?.status}:${this.request?.accepted.length ?? -1}:${this.trail.entries.length}`;
    if (this.shown?.key !== key || this.shown.request !== this.request) this.shown = { key, request: this.request, value: this.viewNow() };
    return this.shown.value;
  }
  private shown: { key: string; request: Request | null; value: TableView['undo'] } | null = null;

  private viewNow(): TableView['undo'] {
    const t = this.table;
    if (t.meta?.status !== 'playing' || t.migration || !this.undoable()) return undefined;
    const top = this.trail.entries.at(-1);
    const req = this.request;
    const out: NonNullable<TableView['undo']> = {};
    if (top && t.meta.seats[top.seat]?.controller === 'human' && !drew(top.before, t.state)) {
      out.seat = top.seat;
      out.kind = this.game.activeSeats(t.state).includes(top.seat) ? 'take' : 'ask';
    }
    if (req) out.request = { seat: req.seat, moves: req.moves, waiting: [...req.waiting], accepted: [...req.accepted], ms: ANSWER_MS };
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
    const waiting = new Set(t.meta!.seats.flatMap((s, i) => (i !== seat && s.controller === 'human' ? [i] : [])));
    const turn = moves === 1 ? 'their last move' : `their last turn (${moves} moves)`;
    if (waiting.size === 0) {
      // Only bots to ask: they accept.
      await this.undoTo(seat, to, [{ text: `{p${seat}} asked to undo ${turn}; the bots agreed: it is undone.`, seat, kind: 'undo' }]);
      return;
    }
    const req: Request = { seat, to, moves, waiting, accepted: [] };
    await t.writeRecord({ seat, move: null, note: true, events: [{ text: `{p${seat}} asks the table to undo ${turn}.`, seat, kind: 'undo-ask' }] }, t.state);
    this.request = req;
    t.out.changed();
    t.env.schedule(() => void t.serial(() => (this.request === req ? this.close(req, null) : undefined)).catch(() => undefined), ANSWER_MS);
  }

  private async answer(seat: number, yes: boolean): Promise<void> {
    const req = this.request;
    if (!req) throw new TableError('undo/no-request', 'No request to undo is waiting (a move since may have dropped it).');
    if (!req.waiting.has(seat)) throw new TableError('undo/not-asked', req.seat === seat ? 'You asked: the others answer.' : 'You have already answered.');
    if (!yes) return this.close(req, seat);
    req.waiting.delete(seat);
    req.accepted.push(seat);
    if (req.waiting.size > 0) {
      this.table.out.changed();
      return;
    }
    const turn = req.moves === 1 ? 'last move' : 'last turn';
    this.request = null;
    await this.undoTo(req.seat, req.to, [{ text: `The table agreed: {p${req.seat}} takes back their ${turn}.`, seat: req.seat, kind: 'undo' }]);
  }

  /** A request refused by `by`, or (null) unanswered in time: a note in the log, nothing undone. */
  private async close(req: Request, by: number | null): Promise<void> {
    const t = this.table;
    this.request = null;
    const text = by === null ? `No answer in time: {p${req.seat}} keeps their turn.` : `{p${by}} refused: {p${req.seat}} keeps their turn.`;
    await t.writeRecord({ seat: by ?? req.seat, move: null, note: true, events: [{ text, seat: by ?? req.seat, kind: 'undo-refused' }] }, t.state);
  }

  private async undoTo(seat: number, to: number, events: MoveRecord['events']): Promise<void> {
    const t = this.table;
    const entry = this.trail.find(to);
    if (!entry) throw new TableError('undo/out-of-reach', 'That move is too far back to undo.');
    // Written first, then the trail is cut: a failed write changes nothing.
    await t.writeRecord({ seat, move: null, undo: to, events }, entry.before, () => this.trail.undoTo(to));
  }
}

/** The generator moved between two states (a draw: that move cannot be undone). */
const drew = (a: unknown, b: unknown): boolean =>
  JSON.stringify((a as { rng?: unknown } | null)?.rng ?? null) !== JSON.stringify((b as { rng?: unknown } | null)?.rng ?? null);

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
  const top = trail.entries.at(-1);
  if (from && (!top || trail.ownRun(top.seat).length === trail.entries.length)) return rebuild(game, meta, null, records);
  return { state, gv, trail };
}

