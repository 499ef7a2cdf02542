// The table: the single writer of one game. Transport-free so it is testable without a server:
// the PartyServer adapter (server.ts) feeds it connections and text, and gives it storage.
//
// The authoritative loop (after boardgame.io's master): parse -> check seat -> check version ->
// validate with the move schema -> apply -> persist -> filter per viewer -> diff -> send.
import type { AnyGame, GameEvent } from '../shared/engine/types';
import {
  ClientMessage,
  CreateTableRequest,
  MAX_CLIENT_MESSAGE_BYTES,
  PROTOCOL_VERSION,
  type CreateTableResponse,
  type ErrorCode,
  type ServerMessage,
  type TableView,
} from '../shared/protocol';
import { LIMITS, take, utf8Length, waitMs } from './limits';
import { appendMove, loadTable, saveMeta, type KV, type TableMeta } from './store';
import type { Viewer } from './views';
import { Lobby } from './lobby';
import { Fanout } from './fanout';
import { ConnState, readSaved, type Conn } from './conns';

export type { Conn } from './conns';

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
  /** Presence changes (joins, leaves) are coalesced for this long before they are broadcast. */
  presenceDelayMs: number;
  /** Open another table with these seats (a rematch); resolves to its id. */
  spawnTable?(meta: Pick<TableMeta, 'game' | 'options' | 'seats' | 'hostSecret'>): Promise<string>;
  /** Moves between state snapshots in storage (default SNAPSHOT_EVERY). */
  snapshotEvery?: number;
  /** Connection caps (defaults in LIMITS). */
  connsPerTable?: number;
  connsPerAddress?: number;
}

export class TableError extends Error {
  constructor(readonly code: ErrorCode, message: string) {
    super(message);
  }
}

export class Table {
  meta: TableMeta | null = null;
  game: AnyGame | null = null;
  state: unknown = null;
  gv = 0;
  log: GameEvent[] = [];
  /** Keyed by the server's own connection object (never a client-chosen id). */
  readonly conns = new Map<Conn, ConnState>();
  /** Open connections per address, for the per-address cap. */
  private perAddress = new Map<string, number>();
  /** Closed connections: a late event from one of them is never taken for a new connection. */
  private gone = new WeakSet<Conn>();
  /** Set when stored moves stop replaying under the current rules: the table is shown, not played. */
  migration: TableView['migration'] = undefined;
  /** Per seat: the oldest game version a move of theirs may be made against (see `checkVersion`). */
  private floors: number[] = [];
  private chain: Promise<unknown> = Promise.resolve();
  private botPending = false;
  readonly lobby = new Lobby(this);
  /** Views, deltas and snapshots out to every connection. */
  readonly out = new Fanout(this);

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
      let state = saved.snapshot?.state ?? this.game.setup(saved.meta.seed, saved.meta.seats.length, saved.meta.options);
      let gv = saved.snapshot?.gv ?? 0;
      for (; gv < saved.moves.length; gv++) {
        const rec = saved.moves[gv]!;
        const res = this.game.apply(state, rec.seat, rec.move);
        if (!res.ok) {
          this.migration = { replayed: gv, stored: saved.moves.length, code: res.error.code };
          console.error(`table ${this.id}: stored move ${gv} no longer replays (${res.error.code}): needs a migration`);
          break;
        }
        state = res.value.state;
      }
      this.state = state;
      this.gv = gv;
      this.log = saved.moves.flatMap((m) => m.events);
      // A restart invalidates moves in flight: everything is judged against the restored version.
      this.floors = saved.meta.seats.map(() => this.gv);
    }
    this.scheduleBots();
  }

  /**
   * Create the table (once). Throws TableError on a bad request or an existing table. A rematch
   * passes `from`: the previous table's seats (with their secrets) and host secret.
   */
  async create(body: unknown, from?: Pick<TableMeta, 'seats' | 'hostSecret'>): Promise<CreateTableResponse> {
    return this.serial(async () => {
      if (this.meta) throw new TableError('table/not-found', 'This table already exists.');
      const parsed = CreateTableRequest.safeParse(body);
      if (!parsed.success) throw new TableError('msg/bad-schema', 'A table needs a game, a seat count and options.');
      const game = this.env.games[parsed.data.game];
      if (!game) throw new TableError('table/not-found', `There is no game called "${parsed.data.game}".`);
      const { seats } = parsed.data;
      if (seats < game.minPlayers || seats > game.maxPlayers) {
        throw new TableError('msg/bad-schema', `${game.name} seats ${game.minPlayers} to ${game.maxPlayers} players.`);
      }
      const options = game.optionsSchema.safeParse(parsed.data.options);
      if (!options.success) throw new TableError('msg/bad-schema', `Those options do not fit ${game.name}.`);
      const meta: TableMeta = {
        id: this.id,
        game: game.id,
        options: options.data as Record<string, unknown>,
        seats: from?.seats ?? Array.from({ length: seats }, () => ({ name: null, color: null, controller: null, secret: null, bot: null })),
        hostSecret: from?.hostSecret ?? this.env.newSecret(),
        status: 'lobby',
        seed: null,
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
    const perTable = this.env.connsPerTable ?? LIMITS.connsPerTable;
    const perAddress = this.env.connsPerAddress ?? LIMITS.connsPerAddress;
    let refusal: string | null = null;
    if (this.conns.size >= perTable) refusal = `This table is full: ${perTable} people are connected. Try again later.`;
    else if ((this.perAddress.get(addr) ?? 0) >= perAddress) {
      refusal = `Too many connections to this table from your address (${perAddress}): close some tabs and try again.`;
    }
    if (refusal !== null) {
      this.sendTo(conn, { t: 'error', code: 'table/full', message: refusal });
      this.gone.add(conn);
      conn.close?.(4429, 'table full');
      return false;
    }
    this.add(new ConnState(conn, addr, this.env.now()));
    return true;
  }

  /**
   * A socket that was open before the room was evicted (hibernation): rebuilt from what it saved
   * on itself. Its view is still right but the room clock is new, so its next update is a snapshot.
   */
  adopt(conn: Conn): ConnState | undefined {
    if (this.gone.has(conn)) return undefined;
    const known = this.conns.get(conn);
    if (known) return known;
    const saved = readSaved(conn.state);
    if (!saved) return undefined;
    const cs = new ConnState(conn, saved.addr, this.env.now(), saved);
    cs.needsSnapshot = cs.hello;
    this.add(cs);
    return cs;
  }

  private add(cs: ConnState): void {
    this.conns.set(cs.conn, cs);
    this.perAddress.set(cs.addr, (this.perAddress.get(cs.addr) ?? 0) + 1);
  }

  disconnect(conn: Conn): void {
    this.gone.add(conn);
    const cs = this.conns.get(conn);
    if (!cs) return;
    cs.closed = true;
    this.conns.delete(conn);
    const n = (this.perAddress.get(cs.addr) ?? 1) - 1;
    if (n > 0) this.perAddress.set(cs.addr, n);
    else this.perAddress.delete(cs.addr);
    if (cs.hello) this.out.presenceChanged();
  }

  /** One text message from a connection. Resolves when it is fully handled (persisted and sent). */
  message(conn: Conn, raw: string | ArrayBuffer | ArrayBufferView): Promise<void> {
    const cs = this.conns.get(conn) ?? this.adopt(conn);
    if (!cs || cs.closed) return Promise.resolve();
    const now = this.env.now();
    // Muted after a flood (and told so, with how long): ignored unread until the time is up.
    if (cs.mutedUntil > now) return Promise.resolve();
    if (cs.mutedUntil > 0) cs.unmute(now);
    // Flood and size checks happen before parsing and queueing, so a flood cannot delay honest players.
    if (!take(cs.bucket, now, LIMITS.messages)) {
      const wait = waitMs(cs.bucket, now, LIMITS.messages);
      return this.refuse(cs, 'msg/rate-limited', `Too many messages: wait ${wait} ms, then send that again.`, wait);
    }
    const length = typeof raw === 'string' ? raw.length : raw.byteLength;
    // A string's length is at most its UTF-8 size; the exact size is counted only near the cap.
    if (length > MAX_CLIENT_MESSAGE_BYTES || (typeof raw === 'string' && length * 3 > MAX_CLIENT_MESSAGE_BYTES && utf8Length(raw) > MAX_CLIENT_MESSAGE_BYTES)) {
      return this.refuse(cs, 'msg/too-large', `Messages are limited to ${MAX_CLIENT_MESSAGE_BYTES} bytes.`);
    }
    if (typeof raw !== 'string') return this.refuse(cs, 'msg/bad-json', 'Messages are JSON text.');
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return this.refuse(cs, 'msg/bad-json', 'That message is not valid JSON.');
    }
    if (isObject(data) && data.t === 'hello' && data.protocol !== PROTOCOL_VERSION) {
      return typeof data.protocol === 'number'
        ? this.refuse(cs, 'proto/version', `This table speaks protocol ${PROTOCOL_VERSION}, your page speaks ${data.protocol}: reload the page.`)
        : this.refuse(cs, 'proto/missing', `A hello must name the protocol it speaks, as in {"t":"hello","protocol":${PROTOCOL_VERSION}}.`);
    }
    const parsed = ClientMessage.safeParse(data);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const where = first && first.path.length > 0 ? ` (at ${first.path.join('.')})` : '';
      return this.refuse(cs, 'msg/bad-schema', `Unknown or malformed message${where}.`);
    }
    const msg = parsed.data;
    if (msg.t === 'ping') {
      // Answered at once, outside the queue: a liveness check never waits behind a storage write.
      if (!take(cs.pings, now, LIMITS.pings)) {
        const wait = waitMs(cs.pings, now, LIMITS.pings);
        return this.refuse(cs, 'msg/rate-limited', `Too many pings: wait ${wait} ms.`, wait);
      }
      if (!this.meta) return this.refuse(cs, 'table/not-found', 'No table at this link.');
      this.sendTo(cs.conn, msg.n === undefined ? { t: 'pong' } : { t: 'pong', n: msg.n });
      return Promise.resolve();
    }
    // What can be refused without the table's state is refused here, never queued behind players.
    if (msg.t !== 'hello' && !cs.hello) return this.refuse(cs, 'msg/need-hello', 'Say hello first (protocol handshake).');
    if (msg.t === 'move' && this.seatOf(cs) === null) return this.refuse(cs, 'move/spectator', 'You are watching: take a free seat to play.');
    return this.serial(() => this.handle(cs, msg)).catch((e: unknown) => {
      if (e instanceof TableError) return this.refuse(cs, e.code, e.message);
      console.error(`table ${this.id}: internal error`, e instanceof Error ? e.message : 'unknown');
      this.fail(cs, 'msg/bad-schema', 'The table could not handle that message; nothing changed.');
    });
  }

  /**
   * A refused message: its sender is told why (never silently dropped). A sender that keeps on
   * after its refusals is told it is muted for a while, and until then its messages are ignored
   * unread: a flood then costs the table next to nothing (closing it would only invite a storm of
   * reconnects, each dearer than a message).
   */
  private refuse(cs: ConnState, code: ErrorCode, message: string, retryMs?: number): Promise<void> {
    const msg: ServerMessage = retryMs === undefined ? { t: 'error', code, message } : { t: 'error', code, message, retryMs };
    this.sendTo(cs.conn, msg);
    this.strikeSilently(cs);
    return Promise.resolve();
  }

  private strikeSilently(cs: ConnState): void {
    const now = this.env.now();
    if (!cs.strike(now)) return;
    cs.mutedUntil = now + LIMITS.muteMs;
    const text = `Too many refused messages: everything this connection sends in the next ${LIMITS.muteMs / 1000} s is ignored. Wait, then carry on.`;
    this.sendTo(cs.conn, { t: 'error', code: 'msg/rate-limited', message: text, retryMs: LIMITS.muteMs });
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
    }
  }

  private hello(cs: ConnState, seatSecret?: string, hostSecret?: string): void {
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
  }

  // ---- moves --------------------------------------------------------------------------------

  private async move(cs: ConnState, v: number, raw: unknown): Promise<void> {
    const meta = this.meta!;
    const game = this.game!;
    if (meta.status !== 'playing') throw new TableError('table/not-playing', meta.status === 'lobby' ? 'The game has not started yet.' : 'The game is over.');
    this.requirePlayable();
    const seat = this.seatOf(cs);
    if (seat === null) throw new TableError('move/spectator', 'You are watching: take a free seat to play.');
    if (!game.activeSeats(this.state).includes(seat)) throw new TableError('move/not-your-turn', 'It is not your turn.');
    if (v > this.gv) throw new TableError('move/bad-version', 'That move names a game version that does not exist yet.');
    if (v < (this.floors[seat] ?? 0)) {
      throw new TableError('move/stale', 'The game moved on since you chose that: look again and choose anew.');
    }
    const move = game.moveSchema.safeParse(raw);
    if (!move.success) throw new TableError('move/bad-schema', 'That is not a move of this game.');
    await this.commit(seat, move.data);
  }

  /** Apply a validated move, persist it, then broadcast. Used by players and bots alike. */
  async commit(seat: number, move: unknown): Promise<void> {
    this.requirePlayable();
    const meta = this.meta!;
    const game = this.game!;
    const res = game.apply(this.state, seat, move);
    if (!res.ok) throw new TableError(res.error.code, res.error.message);
    const before = new Set<number>(game.activeSeats(this.state));
    const over = game.result(res.value.state) !== null;
    const nextMeta = over ? { ...meta, status: 'over' as const } : undefined;
    await appendMove(this.env.kv, this.gv, { seat, move, events: res.value.events }, res.value.state, nextMeta, this.env.snapshotEvery);
    // Persisted: now the new state is the truth.
    if (nextMeta) this.meta = nextMeta;
    this.state = res.value.state;
    this.gv += 1;
    this.log.push(...res.value.events);
    this.floors[seat] = this.gv;
    for (const s of game.activeSeats(this.state)) if (!before.has(s)) this.floors[s] = this.gv;
    this.out.changed();
    this.scheduleBots();
  }

  /** Moves are never appended after a move that no longer replays: the log must stay whole. */
  private requirePlayable(): void {
    if (this.migration) {
      throw new TableError('table/needs-migration', `This game was saved under older rules: its move ${this.migration.replayed + 1} no longer replays. It is shown as it was; play resumes once it is migrated.`);
    }
  }

  /** Start the game state (called by the lobby once the seats are settled). */
  beginGame(seed: string): void {
    const meta = this.meta!;
    this.state = this.game!.setup(seed, meta.seats.length, meta.options);
    this.gv = 0;
    this.log = [];
    this.floors = meta.seats.map(() => 0);
  }

  // ---- bots ---------------------------------------------------------------------------------

  /** Arm the bot whose turn it is (an alarm where there is one, so it survives eviction). */
  scheduleBots(): void {
    if (this.botPending || this.meta?.status !== 'playing' || this.migration) return;
    const seat = this.nextBotSeat();
    if (seat === null) return;
    this.botPending = true;
    if (this.env.setAlarm) this.env.setAlarm(this.env.botDelayMs);
    else this.env.schedule(() => void this.alarm(), this.env.botDelayMs);
  }

  /** The scheduled time came (or the room woke for its alarm after a restart): the bot moves. */
  alarm(): Promise<void> {
    this.botPending = false;
    return this.serial(() => this.runBot()).catch((e: unknown) => console.error(`table ${this.id}: bot failed`, e instanceof Error ? e.message : e));
  }

  private nextBotSeat(): number | null {
    const meta = this.meta!;
    const active = this.game!.activeSeats(this.state);
    return active.find((s) => meta.seats[s]?.controller === 'bot') ?? null;
  }

  private async runBot(): Promise<void> {
    if (this.meta?.status !== 'playing') return;
    const seat = this.nextBotSeat();
    if (seat === null) return;
    const name = this.meta.seats[seat]?.bot ?? 'random';
    const bot = this.game!.bots?.[name] ?? this.game!.bots?.random;
    const move = bot?.(this.state, seat, this.env.random) ?? null;
    if (move === null) return;
    await this.commit(seat, move);
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

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export type { ConnState };
