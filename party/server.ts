// The Worker and its Durable Objects: a thin adapter around the table logic (table.ts), which
// holds no rules of any game. One table = one room = one `TableRoom` instance, addressed by the
// unguessable id in the link; its chat and cursors live in a `ChatRoom` of the same id.
import { routePartykitRequest, Server, getServerByName, type Connection, type ConnectionContext, type WSMessage } from 'partyserver';
import { GAMES } from '../shared/games/index';
import { CATALOG } from '../shared/games/catalog';
import { CHAT_PARTY, TABLE_PARTY, type ClientMessageInput, type CreateTableResponse, type ErrorCode, type ServerMessage } from '../shared/protocol';
import type { AnyGame } from '../shared/engine/types';
import { seatPlansOf } from '../shared/seats';
import { highcard, highcardWithoutPass } from '../test/games/highcard';
import { tribecard } from '../test/games/tribecard';
import { Table, type Conn } from './table';
import { TableError } from './errors';
import type { TraceStage } from './host';
import { storageKV } from './storage';
import { checkCreate, gameById, type CreateInput } from './create';
import { importIdKey, isTableId, newTableId } from './ids';
import { readCapped } from './body';
import { MAX_IMPORT_BYTES, openUploaded, readUpload, replayUpload } from './import';
import { LIMITS, newBucket, perMinute, take, waitMs, type Bucket, type Rate } from './limits';
import type { TableMeta } from './store';
import type { SeatKeeper } from './chat';
import { DEFAULT_TABLE_OPTIONS } from '../shared/tableoptions';
import { BOT_STEP_MS } from './pace';
import type { GameRecord } from '../shared/fair/deal';
import { pushSender } from './push/send';
import { MAX_STOP_BODY_BYTES, readPushStop } from './push/stop';
import { newVapidKeys, wellFormed, type VapidKeys } from './push/vapid';
import { glanceOf, readGlanceIds, type Turn } from './glance';
import { MAX_GLANCE_BODY_BYTES, type GlanceAnswer, type TableGlance } from '../shared/mytables';
export { ChatRoom } from './chat';

export interface Env {
  Table: DurableObjectNamespace<TableRoom>;
  Chat: DurableObjectNamespace;
  ASSETS: Fetcher;
  /** "1" adds the platform's test game (test/games) to the list: for tests and local trials only. */
  TEST_GAMES?: string;
  BOT_DELAY_MS?: string;
  /**
   * Tests only: one minute of the turn clock and of the takeover time, in ms (default 60 000), so a
   * test server runs a "5 minute" clock in 5 s. A Worker variable: no client can set it.
   */
  CLOCK_MINUTE_MS?: string;
  /** Connection caps per table and per address at a table (defaults in party/limits.ts). */
  MAX_CONNS_PER_TABLE?: string;
  MAX_CONNS_PER_ADDRESS?: string;
  /** Per address: new tables and uploads a minute (defaults in party/limits.ts). */
  CREATES_PER_MINUTE?: string;
  IMPORTS_PER_MINUTE?: string;
  /** Per address: "My tables" state requests a minute (default in party/limits.ts). */
  STATES_PER_MINUTE?: string;
  /** '1' in the bench only: the room reports each move's stages to the mover (see benchTrace). */
  BENCH_TRACE?: string;
  /**
   * The site's Web Push (VAPID, RFC 8292) key pair, base64url: the 65-byte public point and the
   * 32-byte private scalar (`npx web-push generate-vapid-keys` prints this form). Set both as
   * Worker secrets in a deployment; without them the key room makes a pair once and keeps it.
   */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** A contact for push services' operators (RFC 8292 §2.1): `mailto:` or `https:`. */
  VAPID_SUBJECT?: string;
  /** Tests only: '1' lets pages subscribe with a plain-http endpoint on this machine (the test's push service). */
  PUSH_DEV_HTTP?: string;
}

function gamesFor(env: Env): Record<string, AnyGame> {
  // "changed": the test game after a rules change (tests of a table that needs a migration).
  if (env.TEST_GAMES === 'changed') return { ...GAMES, [highcard.id]: highcardWithoutPass };
  return env.TEST_GAMES === '1' ? { ...GAMES, [highcard.id]: highcard, [tribecard.id]: tribecard } : GAMES;
}

/** 128 random bits as URL-safe text: seat and host secrets, seeds (table ids are signed: ids.ts). */
export function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });

const PING = JSON.stringify({ t: 'ping' } satisfies ClientMessageInput);
const PONG = JSON.stringify({ t: 'pong' } satisfies ServerMessage);

/**
 * Bench only (the `BENCH_TRACE=1` Worker variable, never set in a deployment): after each move the
 * room tells the mover when it reached each stage, in ms after it was received (the runtime's clock
 * only moves on I/O, so the CPU stages read 0 here and are measured in bench/room-inproc.ts).
 */
function benchTrace(storage: DurableObjectStorage): (stage: TraceStage, conn?: Conn) => void {
  let from: Conn | undefined;
  let t0 = 0;
  const at: Partial<Record<TraceStage | 'durable', number>> = {};
  return (stage, conn) => {
    const now = performance.now();
    if (stage === 'received') {
      from = conn;
      t0 = now;
    }
    at[stage] = now - t0;
    const to = from;
    if (stage !== 'sent' || !to) return;
    // `durable`: the write confirmed on disk (the runtime holds every frame sent after a write
    // until then, so no client can have the move before it). This stamp comes later than the fsync:
    // when the commit returns, the runtime first writes every held frame to its socket, then runs
    // this continuation (strace: the trace frame is always the last write after the fsync, 106th of
    // 106 at 5 players + 100 spectators). So it reads "durable and every frame handed to the
    // kernel"; the commit alone is timed by diagnostics/syscalls.ts, its floor by disk-fsync-ms.
    const stages = { ...at };
    const start = t0;
    void storage.sync().then(() => to.send(JSON.stringify({ t: 'trace', ...stages, durable: performance.now() - start })));
  };
}

export class TableRoom extends Server<Env> implements SeatKeeper {
  // Hibernates while idle: an idle table with spectators connected costs nothing. Everything in
  // memory is rebuilt on wake: the game from storage, each connection from what it saved on itself
  // (see party/conns.ts), and the bot to move from the alarm that survives eviction.
  static override options = { hibernate: true };
  private table!: Table;

  override async onStart(): Promise<void> {
    const num = (v: string | undefined) => (v !== undefined && Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : undefined);
    this.table = new Table(this.name, {
      kv: storageKV(this.ctx.storage),
      games: gamesFor(this.env),
      now: () => Date.now(),
      random: Math.random,
      newSecret,
      schedule: (fn, ms) => void setTimeout(fn, ms),
      // At least 1 ms ahead: the runtime's clock stands still while a handler runs, so an alarm set
      // from inside the alarm handler for "now" would carry the very time being handled, and the
      // runtime drops it when the handler returns: a 0 ms bot delay then stalled the table for good.
      setAlarm: (ms) => void this.ctx.storage.setAlarm(Date.now() + Math.max(1, ms)),
      botDelayMs: Number(this.env.BOT_DELAY_MS ?? BOT_STEP_MS),
      clockMinuteMs: num(this.env.CLOCK_MINUTE_MS),
      presenceDelayMs: 50,
      connsPerTable: num(this.env.MAX_CONNS_PER_TABLE),
      connsPerAddress: num(this.env.MAX_CONNS_PER_ADDRESS),
      trace: this.env.BENCH_TRACE === '1' ? benchTrace(this.ctx.storage) : undefined,
      push: pushSender({ keys: () => vapidKeys(this.env), subject: this.env.VAPID_SUBJECT ?? DEFAULT_VAPID_SUBJECT, allowLocalHttp: this.env.PUSH_DEV_HTTP === '1' }),
      // A rematch opens its table by a call between rooms: no HTTP request, so nothing a caller
      // outside the Worker can send, ever carries seats or a host key.
      spawnTable: async (meta) => {
        const id = await newTableId(await tableIdKey(this.env));
        const stub = await getServerByName(this.env.Table, id);
        const res = await stub.openRematch({ game: meta.game, seats: meta.seats.length, options: meta.options, table: meta.table ?? DEFAULT_TABLE_OPTIONS }, { seats: meta.seats, hostSecret: meta.hostSecret });
        if ('error' in res) throw new TableError(res.error.code, `The rematch table could not be opened: ${res.error.message}`);
        return id;
      },
    });
    // A bare ping is answered by the runtime itself: it never wakes a hibernating table.
    this.ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
    await this.table.restore();
    // Waking from hibernation: the sockets are still open; take them back.
    for (const conn of this.getConnections()) this.table.adopt(conn);
  }

  override onConnect(conn: Connection, ctx: ConnectionContext): void {
    this.table.connect(conn, ctx.request.headers.get('cf-connecting-ip') ?? 'unknown');
  }

  override onMessage(conn: Connection, message: WSMessage): Promise<void> {
    return this.table.message(conn, message);
  }

  /**
   * A message on a socket the table already holds goes straight to it. PartyServer's own handler
   * first reads the socket's attachment back (a deserialisation on every message) to check that
   * the socket is one of its own, which a socket in `table.conns` was proven to be when it joined.
   */
  override webSocketMessage(ws: WebSocket, message: WSMessage): Promise<void> {
    const conn = ws as unknown as Connection;
    if (this.table?.conns.has(conn)) return this.table.message(conn, message);
    return super.webSocketMessage(ws, message);
  }

  override onClose(conn: Connection, code: number): void {
    this.table.disconnect(conn);
    // A close without a status (1005) is not echoed by PartyServer (it may not be sent back as is),
    // which left the socket half-closed until a timeout: answer it with a normal close.
    if (code === 1005) {
      try {
        conn.close(1000, 'bye');
      } catch {
        /* already closed */
      }
    }
  }

  override onError(conn: Connection): void {
    this.table.disconnect(conn);
  }

  override onAlarm(): Promise<void> {
    return this.table.alarm();
  }

  // Rooms take no HTTP: tables are opened through /api/tables, which calls `openTable`.
  override onRequest(): Response {
    return json({ error: { code: 'table/not-found', message: 'Not found.' } }, 404);
  }

  // ---- calls from inside the Worker (Durable Object RPC; unreachable from outside) ----------

  /** Open this table with a request the Worker has already checked (create.ts checks it again). */
  async openTable(req: CreateInput): Promise<Opened> {
    return this.opened(() => this.table.create(req));
  }

  /** Open this table as the rematch of a finished one: its seats and host key, checked against the game's plan. */
  async openRematch(req: CreateInput, from: Pick<TableMeta, 'seats' | 'hostSecret'>): Promise<Opened> {
    return this.opened(() => this.table.create(req, from));
  }

  /**
   * Open this table from an upload the uploader's door room found to replay: replayed again here, a
   * slice at a time, and written. Again rather than shipped: the replayed records (with their log
   * lines) are four times the upload, and copying them between rooms took one long turn.
   */
  async openImported(body: unknown): Promise<Opened> {
    const replayed = await replayUpload(body, gamesFor(this.env), newSecret());
    if (!replayed.ok) return { error: replayed.error };
    return this.opened(() => openUploaded(this.table, replayed.value));
  }

  /**
   * On the room named for an address (doorRoom): check and replay that address's upload, a slice at
   * a time, in memory; only an upload that replays then opens a new table's room. A refused upload
   * so never addresses a table's room (nor leaves one on disk), and one address's uploads queue in
   * its own room, never in another's.
   */
  async importUpload(body: unknown): Promise<Opened> {
    const replayed = await replayUpload(body, gamesFor(this.env), newSecret());
    if (!replayed.ok) return { error: replayed.error };
    const id = await newTableId(await tableIdKey(this.env));
    const stub = await getServerByName(this.env.Table, id);
    return stub.openImported(body);
  }

  /** Per-address allowances, on the room named for an address (doorRoom): in memory only. */
  private doors = new Map<string, Bucket>();

  /**
   * Take one from this address's allowance at a door; 0 when admitted, else the ms to wait. Memory
   * only, so asking writes nothing (a room evicted after a quiet spell forgets: that address was
   * not flooding).
   */
  async admitDoor(door: Door, limit: Rate): Promise<number> {
    const now = Date.now();
    let b = this.doors.get(door);
    if (!b) this.doors.set(door, (b = newBucket(now, limit)));
    return take(b, now, limit) ? 0 : Math.max(1, waitMs(b, now, limit));
  }

  private async opened(fn: () => Promise<CreateTableResponse>): Promise<Opened> {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof TableError) return { error: { code: e.code, message: e.message } };
      throw e;
    }
  }

  /**
   * The finished game's record (party/fair.ts) for `GET /api/tables/<id>/record`: the seed, the
   * server secret and the shares revealed. Refused before the end, as for an unknown table.
   */
  async gameRecord(): Promise<{ game: string; text: string } | { error: { code: ErrorCode; message: string } }> {
    try {
      const record: GameRecord = await this.table.gameRecord();
      // As text: RPC's types cannot carry a record's free-form moves and options.
      return { game: record.game, text: JSON.stringify(record) };
    } catch (e) {
      if (e instanceof TableError) return { error: { code: e.code, message: e.message } };
      throw e;
    }
  }

  /** The site's VAPID key pair when no Worker secret gives one (only on the room named PUSH_KEY_ROOM); made once, then kept. */
  async pushKeys(): Promise<VapidKeys> {
    return this.ctx.blockConcurrencyWhile(async () => {
      const saved = await this.ctx.storage.get<VapidKeys>('vapid');
      if (saved && wellFormed(saved)) return saved;
      const keys = await newVapidKeys();
      await this.ctx.storage.put('vapid', keys);
      return keys;
    });
  }

  /** The key table ids are signed with (only on the room named KEY_ROOM); made once, then kept. */
  async idKey(): Promise<Uint8Array> {
    return this.ctx.blockConcurrencyWhile(async () => {
      const saved = await this.ctx.storage.get<Uint8Array>('idKey');
      if (saved) return saved;
      const key = crypto.getRandomValues(new Uint8Array(32));
      await this.ctx.storage.put('idKey', key);
      return key;
    });
  }

  /**
   * Whether this table was ever created. Called before a socket is let through to a table or its
   * chat; it reads storage without starting the room, so asking about an unknown id writes nothing.
   */
  async exists(): Promise<boolean> {
    return (await this.ctx.storage.get('meta')) !== undefined;
  }

  /**
   * This table as a spectator sees it from outside, for "My tables" (glance.ts): read from storage
   * without starting the room, so asking about fifty idle tables replays no game. 'unknown' when the
   * table is under way but has no stored turn yet (imported, or older): the caller starts the room,
   * whose restore writes one, and asks again. `proof`: the asker's seat proof, to say its seat.
   */
  async glance(proof?: string): Promise<TableGlance | 'gone' | 'unknown'> {
    const got = await this.ctx.storage.get<TableMeta | Turn>(['meta', 'turn']);
    const meta = got.get('meta') as TableMeta | undefined;
    const turn = got.get('turn') as Turn | undefined;
    const game = meta ? gameById(gamesFor(this.env), meta.game) : null;
    if (!meta || !game) return 'gone';
    if (meta.status !== 'lobby' && !turn) return 'unknown';
    return glanceOf(meta, turn, game, Date.now(), proof);
  }

  /** Forget on My tables: this seat key's push subscription, if it gave one, is dropped (push/stop.ts). */
  async stopPush(key: string): Promise<void> {
    await this.table.stopPush(key);
  }

  /** The seat a seat key holds here (name and colour as seated), for the chat room's identity check. */
  async seatOfSecret(secret: string): Promise<{ seat: number; name: string; color: string | null } | null> {
    const meta = await this.ctx.storage.get<TableMeta>('meta');
    const seat = meta?.seats.findIndex((s) => s.controller === 'human' && s.secret === secret) ?? -1;
    const record = meta?.seats[seat];
    return record?.name ? { seat, name: record.name, color: record.color } : null;
  }
}

/** The room that holds the id key: `~` never occurs in a table id, so no link can name it. */
const KEY_ROOM = '~table-ids';
let idKeyCache: Promise<CryptoKey> | null = null;

function tableIdKey(env: Env): Promise<CryptoKey> {
  idKeyCache ??= env.Table.get(env.Table.idFromName(KEY_ROOM))
    .idKey()
    .then((raw) => importIdKey(new Uint8Array(raw)))
    .catch((e: unknown) => {
      idKeyCache = null;
      throw e;
    });
  return idKeyCache;
}

/** The room that keeps the VAPID key pair made for a deployment without one: no link can name it. */
const PUSH_KEY_ROOM = '~push-key';
const DEFAULT_VAPID_SUBJECT = 'mailto:push@trollmoot.invalid';
let vapidCache: Promise<VapidKeys> | null = null;

/** The site's VAPID keys: the Worker secrets when they are set (and well formed), else the key room's. */
function vapidKeys(env: Env): Promise<VapidKeys> {
  const given = { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  if (wellFormed(given)) return Promise.resolve(given);
  if ((given.publicKey || given.privateKey) && !vapidCache) console.error('VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are set but not a base64url P-256 pair (65-byte point, 32-byte scalar): using the key room’s pair instead');
  vapidCache ??= env.Table.get(env.Table.idFromName(PUSH_KEY_ROOM))
    .pushKeys()
    .then((k) => ({ publicKey: k.publicKey, privateKey: k.privateKey }))
    .catch((e: unknown) => {
      vapidCache = null;
      throw e;
    });
  return vapidCache;
}

/** The HTTP doors with an allowance per address. */
type Door = 'create' | 'import' | 'record' | 'state' | 'push-stop';

type Opened = CreateTableResponse | { error: { code: ErrorCode; message: string } };

/**
 * The room that keeps one address's allowances and replays its uploads: `~` never occurs in a table
 * id, so no link can name it. It stores nothing.
 */
const doorRoom = (env: Env, addr: string) => env.Table.get(env.Table.idFromName(`~door:${addr.slice(0, 64)}`));

const addressOf = (req: Request): string => req.headers.get('cf-connecting-ip') ?? 'unknown';

/**
 * Creates and uploads per address (CF-Connecting-IP, which Cloudflare's edge sets): null when
 * admitted, else the 429 to answer. 60 uploads from one address in a second were all taken.
 */
async function overAllowance(req: Request, env: Env, door: Door): Promise<Response | null> {
  const n = (v: string | undefined, d: number) => (v !== undefined && Number(v) > 0 ? Number(v) : d);
  const perDoor = { create: n(env.CREATES_PER_MINUTE, LIMITS.createsPerMinute), import: n(env.IMPORTS_PER_MINUTE, LIMITS.importsPerMinute), record: LIMITS.recordsPerMinute, state: n(env.STATES_PER_MINUTE, LIMITS.statesPerMinute), 'push-stop': LIMITS.pushStopsPerMinute };
  const limit = perMinute(perDoor[door]);
  const wait = await doorRoom(env, addressOf(req)).admitDoor(door, limit);
  if (wait === 0) return null;
  const s = Math.ceil(wait / 1000);
  const what = { create: 'new tables', import: 'uploads', record: 'game records', state: 'table lists', 'push-stop': 'requests to stop notifications' }[door];
  return new Response(JSON.stringify({ error: { code: 'msg/rate-limited', message: `Too many ${what} from your address: try again in ${s} s.`, retryMs: wait } }), {
    status: 429,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', 'retry-after': String(s) },
  });
}

/** Request bodies the API reads: a create request is a few hundred bytes. */
const MAX_BODY_BYTES = 4096;

/**
 * `POST /api/tables`: a game, a seat count and options, nothing else. Every check runs here, before
 * any room is addressed, so a refused request leaves no storage behind.
 */
async function createTable(req: Request, env: Env): Promise<Response> {
  const over = await overAllowance(req, env, 'create');
  if (over) return over;
  const text = await readCapped(req, MAX_BODY_BYTES);
  if (text === null) return json({ error: { code: 'msg/too-large', message: `Request bodies are limited to ${MAX_BODY_BYTES} bytes.` } }, 413);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json({ error: { code: 'msg/bad-json', message: 'The request body must be JSON.' } }, 400);
  }
  const checked = checkCreate(body, gamesFor(env));
  if (!checked.ok) return json({ error: checked.error }, 400);
  const { game, seats, options, table } = checked.value;
  const id = await newTableId(await tableIdKey(env));
  const stub = await getServerByName(env.Table, id);
  const res = await stub.openTable({ game, seats, options, table });
  return 'error' in res ? json(res, 400) : json(res);
}

/**
 * `POST /api/tables/import`: a pass-and-play game (seed, seats, move log) becomes a table. Here only
 * the cheap checks run (size cap, nesting, JSON, shape: import.ts `readUpload`), so a malformed
 * upload never addresses a room; the room replays the moves a slice at a time and answers when the
 * table is open, or why the log does not replay (then it keeps nothing).
 */
async function importGame(req: Request, env: Env): Promise<Response> {
  const over = await overAllowance(req, env, 'import');
  if (over) return over;
  const text = await readCapped(req, MAX_IMPORT_BYTES);
  if (text === null) return json({ error: { code: 'msg/too-large', message: `Uploads are limited to ${MAX_IMPORT_BYTES} bytes.` } }, 413);
  const checked = readUpload(text, gamesFor(env), newSecret());
  if (!checked.ok) return json({ error: checked.error }, 400);
  const res = await doorRoom(env, addressOf(req)).importUpload(checked.body);
  return 'error' in res ? json(res, 400) : json(res);
}

/** `GET /api/tables/<id>/record`: a finished table's record (shared/fair/deal.ts), as a file to keep. */
const RECORD_PATH = /^\/api\/tables\/([A-Za-z0-9_-]{32})\/record$/;

async function gameRecord(req: Request, id: string, env: Env): Promise<Response> {
  const over = await overAllowance(req, env, 'record');
  if (over) return over;
  const missing = json({ error: { code: 'table/not-found', message: 'No table at this link.' } }, 404);
  let known = false;
  try {
    known = (await isTableId(await tableIdKey(env), id)) && (await env.Table.get(env.Table.idFromName(id)).exists());
  } catch {
    known = false;
  }
  if (!known) return missing;
  // By name: that starts the room (onStart) before the call, as a socket would; a bare RPC does not.
  const res = await (await getServerByName(env.Table, id)).gameRecord();
  if ('error' in res) return json(res, res.error.code === 'table/not-over' ? 404 : 409);
  return new Response(res.text, {
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', 'content-disposition': `attachment; filename="trollmoot-${res.game.replace(/[^a-z0-9-]/gi, '')}-${id.slice(0, 8)}.json"` },
  });
}

/**
 * `POST /api/tables/state`: "My tables" on the home page asks how up to 50 tables are doing, in one
 * request. The body is capped before it is read, every id shaped and its tag checked here (a
 * forged or unknown id is answered `gone` without addressing any room), and each table answers
 * only what a spectator may see, from storage, without starting its room (TableRoom.glance).
 */
async function tableStates(req: Request, env: Env): Promise<Response> {
  const over = await overAllowance(req, env, 'state');
  if (over) return over;
  const text = await readCapped(req, MAX_GLANCE_BODY_BYTES);
  if (text === null) return json({ error: { code: 'msg/too-large', message: `Request bodies are limited to ${MAX_GLANCE_BODY_BYTES} bytes.` } }, 413);
  const checked = readGlanceIds(text);
  if (!checked.ok) return json({ error: { code: checked.code, message: checked.message } }, 400);
  const key = await tableIdKey(env);
  const tables = await Promise.all(
    checked.ids.map(async (id) => {
      const gone = { id, gone: true as const };
      try {
        if (!(await isTableId(key, id))) return gone;
        const proof = checked.proofs.get(id);
        let seen = await env.Table.get(env.Table.idFromName(id)).glance(proof);
        // By name: that starts the room, whose restore writes the turn it did not have.
        if (seen === 'unknown') seen = await (await getServerByName(env.Table, id)).glance(proof);
        return typeof seen === 'string' ? gone : seen;
      } catch {
        return gone;
      }
    }),
  );
  return json({ tables } satisfies GlanceAnswer);
}

/**
 * `POST /api/push/stop`: "Forget" on My tables stops the seat's notifications before the page drops
 * its key (push/stop.ts). The body is capped before it is read and checked here; an id without a
 * valid tag, or of a table never created, addresses no room. The answer is the same whether the key
 * held a subscription, a seat, or nothing: it tells a caller nothing a spectator cannot see.
 */
async function stopPush(req: Request, env: Env): Promise<Response> {
  const over = await overAllowance(req, env, 'push-stop');
  if (over) return over;
  const text = await readCapped(req, MAX_STOP_BODY_BYTES);
  if (text === null) return json({ error: { code: 'msg/too-large', message: `Request bodies are limited to ${MAX_STOP_BODY_BYTES} bytes.` } }, 413);
  const checked = readPushStop(text);
  if (!checked.ok) return json({ error: { code: checked.code, message: checked.message } }, 400);
  let known = false;
  try {
    known = (await isTableId(await tableIdKey(env), checked.id)) && (await env.Table.get(env.Table.idFromName(checked.id)).exists());
  } catch {
    known = false;
  }
  if (!known) return json({ error: { code: 'table/not-found', message: 'No table at this link.' } }, 404);
  // By name: that starts the room, whose notices (and their alarm) live in it.
  await (await getServerByName(env.Table, checked.id)).stopPush(checked.seat);
  return json({ stopped: true });
}

/**
 * A socket to a table or chat that does not exist is refused here, in the Worker: an id without a
 * valid tag (ids.ts) never reaches a room, and a well-formed id whose table was never created is
 * asked about without starting its room (starting one writes its name to storage). The refusal is
 * one clear message, then close code 4404.
 */
async function refuseUnknown(party: string, room: string, env: Env): Promise<Response | null> {
  if (party !== TABLE_PARTY && party !== CHAT_PARTY) return null;
  let known = false;
  try {
    known = (await isTableId(await tableIdKey(env), room)) && (await env.Table.get(env.Table.idFromName(room)).exists());
  } catch {
    known = false;
  }
  if (known) return null;
  const pair = new WebSocketPair();
  const [client, server] = [pair[0], pair[1]];
  server.accept();
  if (party === TABLE_PARTY) server.send(JSON.stringify({ t: 'error', code: 'table/not-found', message: 'No table at this link. Create one from the home page.' }));
  server.close(4404, 'table not found');
  return new Response(null, { status: 101, webSocket: client });
}

function listGames(env: Env) {
  const games = gamesFor(env);
  const bots = (id: string) => Object.keys(gameById(games, id)?.bots ?? {});
  const plans = (id: string) => {
    const g = gameById(games, id);
    return g ? seatPlansOf(g) : undefined;
  };
  const entries = CATALOG.map((c) => ({ ...c, available: Object.hasOwn(games, c.id), options: gameById(games, c.id)?.options ?? [], bots: bots(c.id), seatPlans: plans(c.id) }));
  const extra = Object.values(games)
    .filter((g) => !CATALOG.some((c) => c.id === g.id))
    .map((g) => ({ id: g.id, name: g.name, short: g.name, blurb: 'A tiny card game the platform is tested with.', minPlayers: g.minPlayers, maxPlayers: g.maxPlayers, available: true, options: g.options, bots: bots(g.id), seatPlans: plans(g.id) }));
  return [...entries, ...extra];
}

export default {
  async fetch(req: Request, env: Env): Promise<Response> {
    const url = new URL(req.url);
    if (url.pathname === '/api/games' && req.method === 'GET') return json(listGames(env));
    if (url.pathname === '/api/tables' && req.method === 'POST') return createTable(req, env);
    if (url.pathname === '/api/tables/import' && req.method === 'POST') return importGame(req, env);
    if (url.pathname === '/api/tables/state' && req.method === 'POST') return tableStates(req, env);
    // The public half of the site's VAPID key: pages subscribe with it (applicationServerKey).
    if (url.pathname === '/api/push/key' && req.method === 'GET') return json({ key: (await vapidKeys(env)).publicKey });
    if (url.pathname === '/api/push/stop' && req.method === 'POST') return stopPush(req, env);
    const recordOf = req.method === 'GET' ? RECORD_PATH.exec(url.pathname) : null;
    if (recordOf) return gameRecord(req, recordOf[1]!, env);
    if (url.pathname.startsWith('/api/')) return json({ error: { code: 'table/not-found', message: 'Not found.' } }, 404);
    // Rooms are reached from outside by WebSocket only; tables are created through /api/tables.
    if (url.pathname.startsWith('/parties/')) {
      if (req.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return json({ error: { code: 'table/not-found', message: 'Rooms speak WebSocket.' } }, 404);
      const [, , party = '', room = ''] = url.pathname.split('/');
      const refused = await refuseUnknown(party, room, env);
      if (refused) return refused;
    }
    return (await routePartykitRequest(req, env as unknown as Record<string, unknown>)) ?? env.ASSETS.fetch(req);
  },
} satisfies ExportedHandler<Env>;
