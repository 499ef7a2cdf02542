// The Worker and its Durable Objects: a thin adapter around the table logic (table.ts), which
// holds no rules of any game. One table = one room = one `TableRoom` instance, addressed by the
// unguessable id in the link; its chat and cursors live in a `ChatRoom` of the same id.
import { routePartykitRequest, Server, getServerByName, type Connection, type ConnectionContext, type WSMessage } from 'partyserver';
import { GAMES } from '../shared/games/index';
import { CATALOG } from '../shared/games/catalog';
import { TABLE_PARTY, type ClientMessageInput, type ServerMessage } from '../shared/protocol';
import type { AnyGame } from '../shared/engine/types';
import { highcard, highcardWithoutPass } from '../test/games/highcard';
import { Table, TableError } from './table';
import { storageKV } from './storage';
export { ChatRoom } from './chat';

export interface Env {
  Table: DurableObjectNamespace<TableRoom>;
  Chat: DurableObjectNamespace;
  ASSETS: Fetcher;
  /** "1" adds the platform's test game (test/games) to the list: for tests and local trials only. */
  TEST_GAMES?: string;
  BOT_DELAY_MS?: string;
  /** Connection caps per table and per address at a table (defaults in party/limits.ts). */
  MAX_CONNS_PER_TABLE?: string;
  MAX_CONNS_PER_ADDRESS?: string;
}

function gamesFor(env: Env): Record<string, AnyGame> {
  // "changed": the test game after a rules change (tests of a table that needs a migration).
  if (env.TEST_GAMES === 'changed') return { ...GAMES, [highcard.id]: highcardWithoutPass };
  return env.TEST_GAMES === '1' ? { ...GAMES, [highcard.id]: highcard } : GAMES;
}

/** 128 random bits as URL-safe text: table ids, seat and host secrets, seeds. */
export function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Marks requests the Worker makes to its own rooms. Outside HTTP requests to /parties/* are refused
 * before they reach a room (see `fetch`), so this header can only come from here.
 */
const INTERNAL = 'worker';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });

const PING = JSON.stringify({ t: 'ping' } satisfies ClientMessageInput);
const PONG = JSON.stringify({ t: 'pong' } satisfies ServerMessage);

export class TableRoom extends Server<Env> {
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
      setAlarm: (ms) => void this.ctx.storage.setAlarm(Date.now() + ms),
      botDelayMs: Number(this.env.BOT_DELAY_MS ?? 700),
      presenceDelayMs: 50,
      connsPerTable: num(this.env.MAX_CONNS_PER_TABLE),
      connsPerAddress: num(this.env.MAX_CONNS_PER_ADDRESS),
      spawnTable: async (meta) => {
        const id = newSecret();
        const stub = await getServerByName(this.env.Table, id);
        const body = JSON.stringify({ game: meta.game, seats: meta.seats.length, options: meta.options, from: { seats: meta.seats, hostSecret: meta.hostSecret } });
        const res = await stub.fetch(new Request(`https://table/parties/${TABLE_PARTY}/${id}/create`, { method: 'POST', body, headers: { 'x-trollmoot-internal': INTERNAL } }));
        if (!res.ok) throw new Error(`rematch table failed: ${res.status}`);
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

  override async onRequest(req: Request): Promise<Response> {
    if (req.method === 'POST' && new URL(req.url).pathname.endsWith('/create')) {
      try {
        const body = (await req.json()) as { from?: Parameters<Table['create']>[1] };
        // Only the Worker itself may seed seats (rematches); its requests never come from outside.
        const from = req.headers.get('x-trollmoot-internal') === INTERNAL ? body.from : undefined;
        return json(await this.table.create(body, from));
      } catch (e) {
        if (e instanceof TableError) return json({ error: { code: e.code, message: e.message } }, 400);
        return json({ error: { code: 'msg/bad-json', message: 'The request body must be JSON.' } }, 400);
      }
    }
    return json({ error: { code: 'table/not-found', message: 'Not found.' } }, 404);
  }
}

async function createTable(req: Request, env: Env): Promise<Response> {
  const text = await req.text();
  if (text.length > 4096) return json({ error: { code: 'msg/too-large', message: 'Request too large.' } }, 413);
  const id = newSecret();
  const stub = await getServerByName(env.Table, id);
  return stub.fetch(new Request(`https://table/parties/${TABLE_PARTY}/${id}/create`, { method: 'POST', body: text, headers: { 'x-trollmoot-internal': INTERNAL } }));
}

function listGames(env: Env) {
  const games = gamesFor(env);
  const bots = (id: string) => Object.keys(games[id]?.bots ?? {});
  const entries = CATALOG.map((c) => ({ ...c, available: c.id in games, options: games[c.id]?.options ?? [], bots: bots(c.id) }));
  const extra = Object.values(games)
    .filter((g) => !CATALOG.some((c) => c.id === g.id))
    .map((g) => ({ id: g.id, name: g.name, short: g.name, blurb: 'A tiny card game the platform is tested with.', minPlayers: g.minPlayers, maxPlayers: g.maxPlayers, available: true, options: g.options, bots: bots(g.id) }));
  return [...entries, ...extra];
}

export default {
  async fetch(req: Request, env: Env): Promise<Response> {
    const url = new URL(req.url);
    if (url.pathname === '/api/games' && req.method === 'GET') return json(listGames(env));
    if (url.pathname === '/api/tables' && req.method === 'POST') return createTable(req, env);
    if (url.pathname.startsWith('/api/')) return json({ error: { code: 'table/not-found', message: 'Not found.' } }, 404);
    // Rooms are reached from outside by WebSocket only; tables are created through /api/tables.
    if (url.pathname.startsWith('/parties/') && req.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return json({ error: { code: 'table/not-found', message: 'Rooms speak WebSocket.' } }, 404);
    }
    return (await routePartykitRequest(req, env as unknown as Record<string, unknown>)) ?? env.ASSETS.fetch(req);
  },
} satisfies ExportedHandler<Env>;
