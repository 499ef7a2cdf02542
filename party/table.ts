// The table: the single writer of one game. Transport-free so it is testable without a server:
// the PartyServer adapter (server.ts) feeds it connections and text, and gives it storage.
//
// The authoritative loop (after boardgame.io's master): parse -> check seat -> check version ->
// validate with the move schema -> apply -> persist -> filter per viewer -> diff -> send.
import type { AnyGame, GameEvent } from '../shared/engine/types';
import {
  ClientMessage,
  MAX_CLIENT_MESSAGE_BYTES,
  PROTOCOL_VERSION,
  type CreateTableResponse,
  type ErrorCode,
  type ServerMessage,
} from '../shared/protocol';
import { newBucket, take, utf8Length, type Bucket } from './limits';
import { appendMove, loadTable, saveMeta, type KV, type TableMeta } from './store';
import type { Viewer } from './views';
import { Lobby } from './lobby';
import { Fanout } from './fanout';
import { checkCreate, checkSeats } from './create';

/** A socket as the table sees it. */
export interface Conn {
  readonly id: string;
  send(text: string): void;
  close?(code?: number, reason?: string): void;
}

/** What the table needs from its surroundings; the server gives real ones, tests give fakes. */
export interface TableEnv {
  kv: KV;
  games: Record<string, AnyGame>;
  now(): number;
  /** Source for bots' choices (not the game's RNG, which lives in the state). */
  random(): number;
  newSecret(): string;
  schedule(fn: () => void, ms: number): void;
  botDelayMs: number;
  /** Presence changes (joins, leaves) are coalesced for this long before they are broadcast. */
  presenceDelayMs: number;
  /** Open another table with these seats (a rematch); resolves to its id. */
  spawnTable?(meta: Pick<TableMeta, 'game' | 'options' | 'seats' | 'hostSecret'>): Promise<string>;
  /** Moves between state snapshots in storage (default SNAPSHOT_EVERY). */
  snapshotEvery?: number;
}

interface ConnState {
  conn: Conn;
  hello: boolean;
  /** Holds a snapshot of its current viewer kind; only then does it receive that kind's patches. */
  synced: boolean;
  seatSecret: string | null;
  host: boolean;
  bucket: Bucket;
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
  readonly conns = new Map<string, ConnState>();
  /** Per seat: the oldest game version a move of theirs may be made against (see `checkVersion`). */
  private floors: number[] = [];
  private chain: Promise<unknown> = Promise.resolve();
  private botPending = false;
  readonly lobby = new Lobby(this);
  /** Views, deltas and snapshots out to every connection. */
  readonly out = new Fanout(this);

  constructor(readonly id: string, readonly env: TableEnv) {}

  /** Rebuild from storage: meta, then the latest snapshot, then the moves after it. */
  async restore(): Promise<void> {
    const saved = await loadTable(this.env.kv);
    if (!saved) return;
    this.meta = saved.meta;
    this.game = this.env.games[saved.meta.game] ?? null;
    if (!this.game) throw new Error(`table ${this.id}: unknown game ${saved.meta.game}`);
    if (saved.meta.status !== 'lobby' && saved.meta.seed !== null) {
      let state = saved.snapshot?.state ?? this.game.setup(saved.meta.seed, saved.meta.seats.length, saved.meta.options);
      const from = saved.snapshot?.gv ?? 0;
      for (let gv = from; gv < saved.moves.length; gv++) {
        const rec = saved.moves[gv]!;
        const res = this.game.apply(state, rec.seat, rec.move);
        if (!res.ok) throw new Error(`table ${this.id}: replay of move ${gv} failed: ${res.error.code}`);
        state = res.value.state;
      }
      this.state = state;
      this.gv = saved.moves.length;
      this.log = saved.moves.flatMap((m) => m.events);
      // A restart invalidates moves in flight: everything is judged against the restored version.
      this.floors = saved.meta.seats.map(() => this.gv);
    }
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
        seats: seeded?.value.seats ?? Array.from({ length: seats }, () => ({ name: null, color: null, controller: null, secret: null, bot: null })),
        hostSecret: seeded?.value.hostSecret ?? this.env.newSecret(),
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

  connect(conn: Conn): void {
    this.conns.set(conn.id, { conn, hello: false, synced: false, seatSecret: null, host: false, bucket: newBucket(this.env.now()) });
    this.sendTo(conn, { t: 'welcome', protocol: PROTOCOL_VERSION, table: this.id });
    if (!this.meta) {
      this.sendTo(conn, { t: 'error', code: 'table/not-found', message: 'No table at this link. Create one from the home page.' });
      conn.close?.(4404, 'table not found');
    }
  }

  disconnect(connId: string): void {
    const cs = this.conns.get(connId);
    if (!cs) return;
    this.conns.delete(connId);
    if (cs.hello) this.out.presenceChanged();
  }

  /** One text message from a connection. Resolves when it is fully handled (persisted and sent). */
  message(connId: string, raw: string | ArrayBuffer): Promise<void> {
    const cs = this.conns.get(connId);
    if (!cs) return Promise.resolve();
    // Flood and size checks happen before queueing, so a flood cannot delay honest players.
    if (!take(cs.bucket, this.env.now())) {
      const now = this.env.now();
      if (now >= cs.bucket.quietUntil) {
        cs.bucket.quietUntil = now + 1000;
        this.fail(cs, 'msg/rate-limited', 'Too many messages: slow down. Some were dropped.');
      }
      return Promise.resolve();
    }
    if (typeof raw !== 'string') return Promise.resolve(this.fail(cs, 'msg/bad-json', 'Messages are JSON text.'));
    if (raw.length > MAX_CLIENT_MESSAGE_BYTES || utf8Length(raw) > MAX_CLIENT_MESSAGE_BYTES) {
      return Promise.resolve(this.fail(cs, 'msg/too-large', `Messages are limited to ${MAX_CLIENT_MESSAGE_BYTES} bytes.`));
    }
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return Promise.resolve(this.fail(cs, 'msg/bad-json', 'That message is not valid JSON.'));
    }
    if (isObject(data) && data.t === 'hello' && data.protocol !== PROTOCOL_VERSION) {
      return Promise.resolve(this.fail(cs, 'proto/version', `This table speaks protocol ${PROTOCOL_VERSION}: reload the page.`));
    }
    const parsed = ClientMessage.safeParse(data);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const where = first && first.path.length > 0 ? ` (at ${first.path.join('.')})` : '';
      return Promise.resolve(this.fail(cs, 'msg/bad-schema', `Unknown or malformed message${where}.`));
    }
    return this.serial(() => this.handle(cs, parsed.data)).catch((e: unknown) => {
      if (e instanceof TableError) this.fail(cs, e.code, e.message);
      else {
        console.error(`table ${this.id}: internal error`, e instanceof Error ? e.message : 'unknown');
        this.fail(cs, 'msg/bad-schema', 'The table could not handle that message; nothing changed.');
      }
    });
  }

  private async handle(cs: ConnState, msg: ClientMessage): Promise<void> {
    if (!this.meta) throw new TableError('table/not-found', 'No table at this link.');
    if (msg.t === 'ping') return this.sendTo(cs.conn, msg.n === undefined ? { t: 'pong' } : { t: 'pong', n: msg.n });
    if (msg.t === 'hello') return this.hello(cs, msg.seatSecret, msg.hostSecret);
    if (!cs.hello) throw new TableError('msg/need-hello', 'Say hello first (protocol handshake).');
    switch (msg.t) {
      case 'sync':
        return this.out.sendSnapshot(cs);
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
    this.out.sendSnapshot(cs);
    if (wrong.length > 0) this.fail(cs, 'seat/bad-secret', `Your saved ${wrong.join(' and ')} key is not valid at this table: you are watching.`);
    this.out.presenceChanged();
  }

  // ---- moves --------------------------------------------------------------------------------

  private async move(cs: ConnState, v: number, raw: unknown): Promise<void> {
    const meta = this.meta!;
    const game = this.game!;
    if (meta.status !== 'playing') throw new TableError('table/not-playing', meta.status === 'lobby' ? 'The game has not started yet.' : 'The game is over.');
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

  /** Start the game state (called by the lobby once the seats are settled). */
  beginGame(seed: string): void {
    const meta = this.meta!;
    this.state = this.game!.setup(seed, meta.seats.length, meta.options);
    this.gv = 0;
    this.log = [];
    this.floors = meta.seats.map(() => 0);
  }

  // ---- bots ---------------------------------------------------------------------------------

  scheduleBots(): void {
    if (this.botPending || this.meta?.status !== 'playing') return;
    const seat = this.nextBotSeat();
    if (seat === null) return;
    this.botPending = true;
    this.env.schedule(() => {
      this.botPending = false;
      void this.serial(() => this.runBot()).catch((e: unknown) => console.error(`table ${this.id}: bot failed`, e instanceof Error ? e.message : e));
    }, this.env.botDelayMs);
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
