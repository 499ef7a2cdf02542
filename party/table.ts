// The table: the single writer of one game. Transport-free so it is testable without a server:
// the PartyServer adapter (server.ts) feeds it connections and text, and gives it storage.
//
// The authoritative loop (after boardgame.io's master): parse -> check seat -> check version ->
// validate with the move schema -> apply -> persist -> filter per viewer -> diff -> send.
import type { AnyGame, GameEvent } from '../shared/engine/types';
import { autoChain } from '../shared/engine/auto';
import { PROTOCOL_VERSION, type ClientMessage, type CreateTableResponse, type ErrorCode, type ServerMessage, type TableView } from '../shared/protocol';
import { LIMITS, take, waitMs } from './limits';
import { admit, strike, type Refusal } from './admit';
import { appendMoves, loadTable, saveMeta, type MoveRecord, type TableMeta } from './store';
import type { Viewer } from './views';
import { Lobby } from './lobby';
import { Fanout } from './fanout';
import { checkCreate, checkSeats, checkTableOptions } from './create';
import { Conns, ConnState, type Conn } from './conns';
import { Replays } from './replay';
import { Standins } from './standin';
import { rebuild, Undo } from './undo';
import { ALARM_SLACK_MS, Bots } from './bots';
import { TableError } from './errors';
import { LogNamesTrack, namesOf } from './lognames';
import type { TableEnv } from './host';
import { buildRecord, sealNew } from './fair';
import { Notify } from './push/notify';
import { checkSub } from './push/check';
import { turnAfter, type Turn } from './glance';
import type { GameRecord } from '../shared/fair/deal';

export type { Conn } from './conns';

export class Table {
  meta: TableMeta | null = null;
  game: AnyGame | null = null;
  state: unknown = null;
  gv = 0;
  log: GameEvent[] = [];
  /** Who sat where when each log line was written (lognames.ts). */
  logNames = new LogNamesTrack();
  /** Keyed by the server's own connection object (never a client-chosen id). */
  readonly conns = new Conns();
  /** Whose turn since when, kept for "My tables" (glance.ts): written with every move. */
  turn: Turn | null = null;
  /** Set when stored moves stop replaying under the current rules: the table is shown, not played. */
  migration: TableView['migration'] = undefined;
  /** Per seat: the oldest game version a move of theirs may be made against (see `checkVersion`). */
  private floors: number[] = [];
  private chain: Promise<unknown> = Promise.resolve();
  // Each satellite takes the table as the narrow host it declares beside itself (from host.ts's
  // pieces); the fields' types are written out because the hosts refer to each other's satellites.
  readonly lobby: Lobby = new Lobby(this);
  /** Views, deltas and snapshots out to every connection. */
  readonly out: Fanout = new Fanout(this);
  /** Past positions rebuilt on demand from the stored moves (replay.ts). */
  readonly replays: Replays = new Replays(this);
  /** Seats a bot plays for now: out of time on the turn clock, or away too long (standin.ts). */
  readonly standins: Standins = new Standins(this);
  /** Take-backs and requests to undo a turn (undo.ts). */
  readonly undo: Undo = new Undo(this);
  /** "Your turn" by Web Push to players whose page is closed (push/notify.ts). */
  readonly notify: Notify = new Notify(this);
  /** The bots' turn and the one alarm (bots.ts). */
  private readonly bots: Bots = new Bots(this);

  constructor(readonly id: string, readonly env: TableEnv) {}

  /**
   * Rebuild from storage: meta, then the latest snapshot, then the moves after it; then re-arm
   * whatever was scheduled (a bot to move). A stored move that no longer replays (the rules
   * changed) stops the replay there: the table opens showing the last good state with the whole
   * log, marked as needing a migration, and takes no moves; nothing stored is touched.
   */
  async restore(): Promise<void> {
    const saved = await loadTable(this.env.kv);
    if (!saved) return;
    this.meta = saved.meta;
    this.game = this.env.games[saved.meta.game] ?? null;
    if (!this.game) throw new Error(`table ${this.id}: unknown game ${saved.meta.game}`);
    if (saved.meta.status !== 'lobby' && saved.meta.seed !== null) {
      // Moves, undos and notes (undo.ts), from the snapshot on.
      const { state, gv, trail, failed } = rebuild(this.game, saved.meta, saved.snapshot, saved.moves);
      if (failed) {
        this.migration = { replayed: gv, stored: saved.moves.length, code: failed.code };
        console.error(`table ${this.id}: stored move ${gv} no longer replays (${failed.code}): needs a migration`);
      }
      this.undo.reset(trail);
      this.state = state;
      this.gv = gv;
      this.log = saved.moves.flatMap((m) => m.events);
      this.logNames = LogNamesTrack.fromRecords(saved.moves);
      // A restart invalidates moves in flight: everything is judged against the restored version.
      this.floors = saved.meta.seats.map(() => this.gv);
    }
    await this.loadTurn();
    await this.standins.load();
    await this.notify.load();
    // A request to undo that was waiting for answers (its deadline joins the alarm below).
    await this.undo.load();
    // A step that asks nothing left waiting (a table saved before the room took such steps) is taken now.
    await this.settle().catch((e: unknown) => console.error(`table ${this.id}: steps that ask nothing not taken`, e instanceof Error ? e.message : e));
    // A bot that was due moves at once after a restart or a wake (its delay was waited already).
    this.scheduleBots(0);
    // Push messages still owed go out (those in flight when the room stopped, when their time comes).
    void this.notify.kick();
  }

  /**
   * Create the table (once). Throws TableError on a bad request or an existing table. A rematch
   * passes `from`: the previous table's seats (with their secrets) and host secret.
   */
  async create(body: unknown, from?: Pick<TableMeta, 'seats' | 'hostSecret'>): Promise<CreateTableResponse> {
    return this.serial(async () => {
      if (this.meta) throw new TableError('table/not-found', 'This table already exists.');
      // Every check lives in create.ts; the Worker runs the same ones before it touches a room.
      const checked = checkCreate(body, this.env.games);
      if (!checked.ok) throw new TableError(checked.error.code, checked.error.message);
      const { seats, options, plan } = checked.value;
      const game = this.env.games[checked.value.game]!;
      const seeded = from ? checkSeats(game, plan, from) : null;
      if (seeded && !seeded.ok) throw new TableError(seeded.error.code, seeded.error.message);
      const meta: TableMeta = {
        id: this.id,
        game: game.id,
        options,
        table: checked.value.table,
        seats: seeded?.value.seats ?? Array.from({ length: seats }, () => ({ name: null, color: null, controller: null, secret: null, bot: null })),
        hostSecret: seeded?.value.hostSecret ?? this.env.newSecret(),
        status: 'lobby',
        seed: null,
        // A new secret per table, a rematch's too: its seal is shown from the lobby on (party/fair.ts).
        fair: await sealNew(this.env.newSecret()),
      };
      await saveMeta(this.env.kv, meta);
      this.meta = meta;
      this.game = game;
      return { id: this.id, hostSecret: meta.hostSecret };
    });
  }

  // ---- connections --------------------------------------------------------------------------

  /**
   * A new socket. Refused (told why, then closed) when the table does not exist, is full, or this
   * address already holds its share of it. Returns whether it was accepted.
   */
  connect(conn: Conn, addr = 'unknown'): boolean {
    this.sendTo(conn, { t: 'welcome', protocol: PROTOCOL_VERSION, table: this.id });
    if (!this.meta) {
      this.sendTo(conn, { t: 'error', code: 'table/not-found', message: 'No table at this link. Create one from the home page.' });
      conn.close?.(4404, 'table not found');
      return false;
    }
    const refusal = this.conns.refusal(addr, { perTable: this.env.connsPerTable ?? LIMITS.connsPerTable, perAddress: this.env.connsPerAddress ?? LIMITS.connsPerAddress });
    if (refusal !== null) {
      this.sendTo(conn, { t: 'error', code: 'table/full', message: refusal });
      this.conns.remove(conn);
      conn.close?.(4429, 'table full');
      return false;
    }
    this.conns.add(new ConnState(conn, addr, this.env.now()));
    return true;
  }

  /**
   * A socket that was open before the room was evicted (hibernation): rebuilt from what it saved
   * on itself. Its view is still right but the room clock is new, so its next update is a snapshot.
   */
  adopt(conn: Conn): ConnState | undefined {
    return this.conns.rebuild(conn, this.env.now());
  }

  /**
   * A socket closed. After a wake from hibernation the room first hears of a socket at its close:
   * the runtime lists only open sockets to adopt, so the closing one is rebuilt from what it saved
   * on itself here, else its seat would stay "here" for everyone until something else changed.
   */
  disconnect(conn: Conn): void {
    if (!this.conns.has(conn)) this.adopt(conn);
    const cs = this.conns.remove(conn);
    if (cs?.hello) this.out.presenceChanged();
    if (cs?.hello && cs.seatSecret !== null) void this.serial(() => this.standins.presenceChanged());
  }

  /** One text message from a connection. Resolves when it is fully handled (persisted and sent). */
  message(conn: Conn, raw: string | ArrayBuffer | ArrayBufferView): Promise<void> {
    const cs = this.conns.get(conn) ?? this.adopt(conn);
    if (!cs || cs.closed) return Promise.resolve();
    this.env.trace?.('received', conn);
    // Limits, length and parsing happen before queueing, so a flood cannot delay honest players.
    const door = admit(cs, raw, this.env.now());
    this.env.trace?.('admitted');
    if (door.kind === 'muted') return Promise.resolve();
    if (door.kind === 'refused') return this.refuse(cs, door.refusal);
    const msg = door.msg;
    if (!this.meta) return this.refuse(cs, { code: 'table/not-found', message: 'No table at this link.' });
    if (msg.t === 'ping') {
      // Answered at once, outside the queue: a liveness check never waits behind a storage write.
      this.sendTo(cs.conn, msg.n === undefined ? { t: 'pong' } : { t: 'pong', n: msg.n });
      return Promise.resolve();
    }
    // What can be refused without the table's state is refused here, never queued behind players.
    if (msg.t !== 'hello' && !cs.hello) return this.refuse(cs, { code: 'msg/need-hello', message: 'Say hello first (protocol handshake).' });
    // Replays change nothing: answered outside the write queue, limited and cached in replay.ts.
    if (msg.t === 'replay') return this.replays.request(cs, msg.at, msg.as).then((r) => (r ? this.refuse(cs, r) : undefined));
    if (msg.t === 'move' && this.seatOf(cs) === null) return this.refuse(cs, { code: 'move/spectator', message: 'You are watching: take a free seat to play.' });
    if (msg.t === 'push') {
      const refusal = this.pushDoor(cs);
      if (refusal) return this.refuse(cs, refusal);
    }
    const undoRefused = msg.t === 'undo' ? this.undo.door(cs) : null;
    if (undoRefused) return this.refuse(cs, undoRefused);
    return this.serial(() => this.handle(cs, msg)).catch((e: unknown) => {
      if (e instanceof TableError) return this.refuse(cs, { code: e.code, message: e.message });
      console.error(`table ${this.id}: internal error`, e instanceof Error ? e.message : 'unknown');
      this.fail(cs, 'msg/bad-schema', 'The table could not handle that message; nothing changed.');
    });
  }

  /** A refused message: its sender is told why (never silently dropped), and it counts against them. */
  private refuse(cs: ConnState, r: Refusal): Promise<void> {
    this.sendTo(cs.conn, { t: 'error', ...r });
    this.strikeSilently(cs);
    return Promise.resolve();
  }

  private strikeSilently(cs: ConnState): void {
    const notice = strike(cs, this.env.now());
    if (notice) this.sendTo(cs.conn, notice);
  }

  /**
   * Hello and sync answer with a full snapshot, the most expensive message there is; past their
   * own limit the snapshot waits (one at most per connection) instead of being refused.
   */
  private snapshotFor(cs: ConnState): void {
    // Already on its way: this ask is answered by it. Asking again and again counts against the
    // sender (a page waiting for its snapshot never does).
    if (cs.snapshotDue) {
      this.strikeSilently(cs);
      return;
    }
    const now = this.env.now();
    if (take(cs.snapshots, now, LIMITS.snapshots)) return this.out.sendSnapshot(cs);
    cs.snapshotDue = true;
    this.env.schedule(() => {
      cs.snapshotDue = false;
      if (cs.closed || this.conns.get(cs.conn) !== cs) return;
      take(cs.snapshots, this.env.now(), LIMITS.snapshots);
      this.out.sendSnapshot(cs);
    }, waitMs(cs.snapshots, now, LIMITS.snapshots));
  }

  private async handle(cs: ConnState, msg: ClientMessage): Promise<void> {
    if (!this.meta) throw new TableError('table/not-found', 'No table at this link.');
    if (msg.t === 'ping') return;
    if (msg.t === 'hello') return this.hello(cs, msg.seatSecret, msg.hostSecret);
    if (!cs.hello) throw new TableError('msg/need-hello', 'Say hello first (protocol handshake).');
    switch (msg.t) {
      case 'sync':
        return this.snapshotFor(cs);
      case 'move':
        return this.move(cs, msg.v, msg.move);
      case 'sit':
        return this.lobby.sit(cs, msg.seat, msg.name, msg.color);
      case 'stand':
        return this.lobby.stand(cs);
      case 'start':
        return this.lobby.start(cs);
      case 'kick':
        return this.lobby.kick(cs, msg.seat);
      case 'bot':
        return this.lobby.bot(cs, msg.seat, msg.bot);
      case 'rematch':
        return this.lobby.rematch(cs);
      case 'reveal':
        return this.replays.reveal(cs, msg.on);
      case 'back':
        return this.standins.comeBack(this.seatOf(cs));
      case 'leave':
        return this.standins.leave(this.seatOf(cs), msg.bot);
      case 'undo':
        return this.undo.act(cs, msg.act, msg.v);
      case 'share':
        return this.lobby.share(cs, msg.share);
      case 'push':
        return this.pushIntent(cs, msg.sub);
      case 'pace':
        return this.repace(cs, msg.table);
      case 'replay':
        return;
    }
  }

  private hello(cs: ConnState, seatSecret?: string, hostSecret?: string): Promise<void> | undefined {
    const meta = this.meta!;
    const wrong: string[] = [];
    cs.seatSecret = null;
    if (seatSecret !== undefined) {
      if (meta.seats.some((s) => s.controller === 'human' && s.secret === seatSecret)) cs.seatSecret = seatSecret;
      else wrong.push('seat');
    }
    cs.host = hostSecret !== undefined && hostSecret === meta.hostSecret;
    if (hostSecret !== undefined && !cs.host) wrong.push('host');
    cs.hello = true;
    this.snapshotFor(cs);
    if (wrong.length > 0) this.fail(cs, 'seat/bad-secret', `Your saved ${wrong.join(' and ')} key is not valid at this table: you are watching.`);
    this.out.presenceChanged();
    this.standins.sendClock(cs);
    if (this.notify.isOn(cs.seatSecret)) this.sendTo(cs.conn, { t: 'push', on: true });
    return cs.seatSecret !== null ? this.standins.presenceChanged() : undefined;
  }

  // ---- moves --------------------------------------------------------------------------------

  private async move(cs: ConnState, v: number, raw: unknown): Promise<void> {
    const meta = this.meta!;
    const game = this.game!;
    if (meta.status !== 'playing') throw new TableError('table/not-playing', meta.status === 'lobby' ? 'The game has not started yet.' : 'The game is over.');
    this.requirePlayable();
    const seat = this.seatOf(cs);
    if (seat === null) throw new TableError('move/spectator', 'You are watching: take a free seat to play.');
    // Any move of a player a bot stands in for gives them their seat back, before it is judged.
    if (this.standins.why(seat) !== null) await this.standins.comeBack(seat);
    const active = game.activeSeats(this.state).includes(seat);
    // A game may let a seat act out of turn (revealing a secret goal at any moment): the move must
    // parse and be one the game names as such; `apply` still judges it.
    const early = active ? null : game.moveSchema.safeParse(raw);
    if (!active && !(early?.success && game.outOfTurn?.(this.state, seat, early.data))) throw new TableError('move/not-your-turn', 'It is not your turn.');
    if (v > this.gv) throw new TableError('move/bad-version', 'That move names a game version that does not exist yet.');
    if (v < (this.floors[seat] ?? 0)) {
      throw new TableError('move/stale', 'The game moved on since you chose that: look again and choose anew.');
    }
    const move = game.moveSchema.safeParse(raw);
    if (!move.success) throw new TableError('move/bad-schema', 'That is not a move of this game.');
    await this.commit(seat, move.data);
  }

  /**
   * Apply a validated move, persist it with the steps that then ask nothing (taken by themselves,
   * shared/engine/auto.ts), then broadcast. Used by players and bots alike.
   */
  async commit(seat: number, move: unknown): Promise<void> {
    this.requirePlayable();
    const res = this.game!.apply(this.state, seat, move);
    if (!res.ok) throw new TableError(res.error.code, res.error.message);
    this.env.trace?.('applied');
    await this.write({ seat, move, events: res.value.events }, res.value.state);
  }

  /**
   * Write a record that is not a game move (an undo or a note, undo.ts) with the state after it,
   * then broadcast. `written` runs once it is stored. A move chosen before an undo was chosen in a
   * game that is no more: it is stale for every seat. After an undo, the steps that ask nothing
   * are taken again (the undo went back to a seat's own choice, so it is asked there).
   */
  async writeRecord(rec: MoveRecord, state: unknown, written?: () => void): Promise<void> {
    this.requirePlayable();
    await this.write(rec, state, written);
  }

  /**
   * Take the steps that ask nothing from where the game is now: after the start, and after a
   * restore (a table saved before the room took such steps, or one whose game now offers fewer).
   */
  async settle(): Promise<void> {
    if (this.meta?.status !== 'playing' || this.migration || this.state === null) return;
    const [first, ...rest] = autoChain(this.game!, this.meta.seats.length, this.state);
    if (!first) return;
    await this.write({ seat: first.seat, move: first.move, events: first.events, auto: true }, first.state, undefined, rest);
  }

  /**
   * One record and the steps taken by themselves after it (`chain`), in one atomic write; then the
   * table moves on and everyone is told once. The turn clock follows the seats active before and
   * after the whole write: a seat whose step was taken by itself never had its clock run, nor got a
   * turn's time for it (standin.ts). Notes change nothing, so nothing is taken after them.
   */
  private async write(first: MoveRecord, state: unknown, written?: () => void, chain = first.note ? [] : autoChain(this.game!, this.meta!.seats.length, state)): Promise<void> {
    const meta = this.meta!;
    const game = this.game!;
    const before = new Set<number>(game.activeSeats(this.state));
    let rec = first;
    // Platform lines owed (a bot took over, a player came back) go in this record.
    const owed = this.standins.takeLines();
    if (owed.length > 0) rec = { ...rec, events: [...owed, ...rec.events] };
    const who = this.logNames.stampFor(namesOf(meta.seats));
    if (who) rec = { ...rec, who };
    const records: MoveRecord[] = [rec, ...chain.map((a) => ({ seat: a.seat, move: a.move, events: a.events, auto: true as const }))];
    const states = [state, ...chain.map((a) => a.state)];
    const over = rec.note !== true && game.result(states.at(-1)) !== null;
    const nextMeta = over ? { ...meta, status: 'over' as const } : undefined;
    // Push messages owed to seats whose turn this write begins, stored with it (push/notify.ts).
    const moved = new Set(records.filter((r) => r.undo === undefined && !r.note).map((r) => r.seat));
    const push = this.notify.after(before, game.activeSeats(states.at(-1)), moved, over);
    // Whose turn since when, for readers that must not start the room ("My tables", glance.ts).
    const turn = turnAfter(this.turn, meta.seats.length, over ? [] : game.activeSeats(states.at(-1)), this.env.now());
    const extra: Record<string, unknown> = { turn };
    if (push) extra.push = push;
    // What keeps "nobody hears of a move before it is durable" is the runtime's output gate, not
    // this await: a Durable Object's put resolves once the storage has the write (its commit runs
    // when this turn of JS ends), and every frame sent after it is held until that commit's fsync
    // returns (measured with strace: one WAL commit, one fsync per move, then the frames). The
    // runtime runs the commit on this same thread, so views built here cannot overlap the fsync:
    // the move costs this turn's CPU + one fsync + the socket writes, in that order. The await
    // still matters: a refused write (too large, storage gone) throws here, before anything changes.
    await appendMoves(this.env.kv, this.gv, records, states, nextMeta, this.env.snapshotEvery, extra);
    // Persisted: now the new state is the truth.
    this.env.trace?.('written');
    written?.();
    // Stored: the push messages it owed are the truth now. They go out once this change is done
    // and everyone told of it (their sending waits for the table's queue).
    if (push) this.notify.adopt(push);
    this.turn = turn;
    this.logNames.note(this.log.length, who);
    if (nextMeta) this.meta = nextMeta;
    const movers = new Set<number>();
    records.forEach((r, i) => {
      if (r.undo === undefined && !r.note) {
        this.undo.moved(this.gv, r.seat, r.move, this.state, r.auto === true);
        movers.add(r.seat);
      }
      this.state = states[i];
      this.gv += 1;
      this.log.push(...r.events);
    });
    if (rec.undo !== undefined) this.floors = this.floors.map(() => this.gv);
    for (const s of movers) this.floors[s] = this.gv;
    for (const s of game.activeSeats(this.state)) if (!before.has(s)) this.floors[s] = this.gv;
    // An undo can change whose turn it is: the clocks follow, without a turn's time (standin.ts).
    await this.standins.afterMove(before, this.gv - 1, rec.undo, movers);
    this.out.changed();
    this.standins.sendClock();
    this.env.trace?.('sent');
    this.scheduleBots();
  }

  /** Moves are never appended after a move that no longer replays: the log must stay whole. */
  private requirePlayable(): void {
    if (this.migration) {
      throw new TableError('table/needs-migration', `This game was saved under older rules: its move ${this.migration.replayed + 1} no longer replays. It is shown as it was; play resumes once it is migrated.`);
    }
  }

  /** Start the game state (called by the lobby once the seats are settled). */
  beginGame(seed: string, lines: readonly GameEvent[] = []): void {
    const meta = this.meta!;
    this.state = this.game!.setup(seed, meta.seats.length, meta.options);
    this.gv = 0;
    this.log = [];
    this.logNames = new LogNamesTrack();
    this.floors = meta.seats.map(() => 0);
    this.undo.reset();
    this.notify.begin(this.game!.activeSeats(this.state));
    this.saveTurn(turnAfter(null, meta.seats.length, this.game!.activeSeats(this.state), this.env.now()));
    this.standins.begin(lines).then(
      () => this.standins.sendClock(),
      (e: unknown) => console.error(`table ${this.id}: clocks not saved`, e instanceof Error ? e.message : e),
    );
  }

  /**
   * The stored turn, or, on a table that has none (imported, or saved before turns were kept), one
   * made now from the state: its seats' waits count from this restore.
   */
  private async loadTurn(): Promise<void> {
    this.turn = (await this.env.kv.get<Turn>('turn')) ?? null;
    if (this.turn || !this.meta || this.meta.status === 'lobby' || this.state === null) return;
    const over = this.meta.status === 'over' || this.game!.result(this.state) !== null;
    this.saveTurn(turnAfter(null, this.meta.seats.length, over ? [] : this.game!.activeSeats(this.state), this.env.now()));
  }

  private saveTurn(turn: Turn): void {
    this.turn = turn;
    this.env.kv.put({ turn }).catch((e: unknown) => console.error(`table ${this.id}: turn not saved`, e instanceof Error ? e.message : e));
  }

  // ---- the record -----------------------------------------------------------------------------

  private record: Promise<GameRecord> | null = null;

  /**
   * The finished game's record (party/fair.ts): its seed, secret and shares revealed, every
   * position's hash. Refused (TableError) before the end; built once, then kept (a finished game
   * no longer changes).
   */
  gameRecord(): Promise<GameRecord> {
    if (this.meta?.status !== 'over') return Promise.reject(new TableError('table/not-over', 'The record of a game is shown once the game is over.'));
    this.record ??= buildRecord(this).catch((e: unknown) => {
      this.record = null;
      throw e;
    });
    return this.record;
  }

  // ---- bots and the alarm --------------------------------------------------------------------

  /** Arm the bot whose turn it is, then the one alarm (bots.ts). `delay`: 0 after a restart. */
  scheduleBots(delay?: number): void {
    this.bots.schedule(delay);
  }

  /** The alarm rang (or the room woke for it): hand over seats whose time came, then the bot moves if due. */
  alarm(): Promise<void> {
    this.bots.rang();
    const tick = this.serial(async () => {
      if (this.meta?.status === 'playing' && this.standins.tick()) await this.standins.changed();
      await this.undo.due(this.env.now() + ALARM_SLACK_MS);
    });
    return Promise.all([tick.then(() => this.bots.ring()), this.notify.kick()]).then(() => undefined);
  }

  /** Set the one alarm again for the earliest of everything timed (bots.ts). */
  armAlarm(): void {
    this.bots.arm();
  }

  // ---- the pace ---------------------------------------------------------------------------------

  /**
   * The host sets the table's pace (live or turn-based, its days, what running out does), in the
   * lobby or mid-game (issue 31). Checked like a create request's table options; refused to anyone
   * but the host and once the game is over, nothing changed. Mid-game the change is a note in the
   * log (at once, not owed to the next move) and each bank keeps its share under the new rules.
   */
  private async repace(cs: ConnState, raw: unknown): Promise<void> {
    const meta = this.meta!;
    if (!cs.host) throw new TableError('host/only-host', 'Only the host (who created this table) can change its pace. Nothing changed.');
    if (meta.status === 'over') throw new TableError('host/game-over', 'The game is over: its pace no longer changes.');
    const checked = checkTableOptions(raw);
    if (!checked.ok) throw new TableError(checked.error.code, `${checked.error.message} Nothing changed.`);
    const next: TableMeta = { ...meta, table: checked.value };
    const before = this.standins.rules;
    await saveMeta(this.env.kv, next);
    this.meta = next;
    if (next.status !== 'playing' || this.migration) return this.out.changed();
    await this.standins.repace(before);
    const seat = this.seatOf(cs);
    await this.writeRecord({ seat: seat ?? 0, move: null, note: true, events: [{ text: this.standins.paceLine(), kind: 'pace' }] }, this.state);
  }

  // ---- push notices ---------------------------------------------------------------------------

  /** What refuses a push intent before it is queued: a spectator, or too many of them. */
  private pushDoor(cs: ConnState): Refusal | null {
    if (this.seatOf(cs) === null) return { code: 'push/not-seated', message: 'Only a seated player can be told of their turn: take a seat first. Nothing was kept.' };
    const now = this.env.now();
    if (take(cs.pushes, now, LIMITS.push)) return null;
    const wait = waitMs(cs.pushes, now, LIMITS.push);
    return { code: 'msg/rate-limited', message: `Too many notification requests: wait ${Math.ceil(wait / 1000)} s. Nothing was kept.`, retryMs: wait };
  }

  /** A seat's page subscribes (a PushSubscription's JSON) or, with null, unsubscribes. */
  private async pushIntent(cs: ConnState, raw: unknown): Promise<void> {
    const seat = this.seatOf(cs);
    if (seat === null || cs.seatSecret === null) throw new TableError('push/not-seated', 'Only a seated player can be told of their turn: take a seat first. Nothing was kept.');
    if (!this.env.push) throw new TableError('push/unavailable', 'This server sends no push notifications.');
    if (raw === null) return this.notify.subscribe(seat, cs.seatSecret, null);
    const checked = await checkSub(raw, this.env.push.allowLocalHttp);
    if (!checked.ok) throw new TableError(checked.code, checked.message);
    return this.notify.subscribe(seat, cs.seatSecret, checked.sub);
  }

  /**
   * "Forget" on My tables (push/stop.ts): the subscription this seat key gave is dropped, so a
   * forgotten table never notifies again. A key that holds nothing here changes nothing, and the
   * caller is answered the same either way.
   */
  stopPush(key: string): Promise<void> {
    return this.serial(async () => {
      if (!this.notify.isOn(key)) return;
      const seat = this.meta?.seats.findIndex((s) => s.controller === 'human' && s.secret === key) ?? -1;
      await this.notify.subscribe(seat, key, null);
    });
  }

  // ---- views and sending --------------------------------------------------------------------

  seatOf(cs: ConnState): number | null {
    if (cs.seatSecret === null || !this.meta) return null;
    const i = this.meta.seats.findIndex((s) => s.controller === 'human' && s.secret === cs.seatSecret);
    return i < 0 ? null : i;
  }

  viewerOf(cs: ConnState): Viewer {
    return { seat: this.seatOf(cs), host: cs.host };
  }

  connsHoldingSeat(seat: number): ConnState[] {
    return [...this.conns.values()].filter((cs) => this.seatOf(cs) === seat);
  }

  sendTo(conn: Conn, msg: ServerMessage): void {
    conn.send(JSON.stringify(msg));
  }

  fail(cs: ConnState, code: ErrorCode, message: string): void {
    this.sendTo(cs.conn, { t: 'error', code, message });
  }

  /** Run `fn` after everything queued before it: one writer, one change at a time. */
  serial<T>(fn: () => Promise<T> | T): Promise<T> {
    const run = this.chain.then(fn, fn);
    this.chain = run.catch(() => undefined);
    return run;
  }
}

export type { ConnState };
