// Table chat and live cursors: a Yjs document per table, synced by y-partyserver. It is not
// authoritative: nothing in it reaches the game. Chat survives restarts; cursors are awareness
// only. Every frame is checked before it is applied or relayed (chatguard.ts): size first, then a
// rate per connection, then what the update would do. A line's name and colour are those of the
// sender's seat, proven with the seat key the client already holds, or it is a spectator's line.
// The Worker lets a socket through only for a table that exists, so no chat storage is ever made
// for a table that does not.
import { YServer } from 'y-partyserver';
import type { Connection, ConnectionContext, WSMessage } from 'partyserver';
import * as Y from 'yjs';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import * as awarenessProtocol from 'y-protocols/awareness';
import { LIMITS } from './limits';
import { Bucket, CHAT_ROOT, MAX_AWARENESS_FRAME, MAX_SYNC_FRAME, Shadow, checkAwareness, lineProblem, linesToTrim, type Identity } from './chatguard';

/** Lines kept, and the text they may hold together (older ones are trimmed by the room). */
const KEEP = 200;
const KEEP_BYTES = 48_000;
const MESSAGE_SYNC = 0;
const MESSAGE_AWARENESS = 1;

interface ChatConn {
  /** Chat lines and sync replies: a burst for a quick exchange, then a few a second. */
  updates: Bucket;
  syncs: Bucket;
  cursors: Bucket;
  /** The seat key the client said it holds; checked with the table on every line that claims a seat. */
  secret: string | null;
  /** That key's seat when the client said so: what its cursor may wear. */
  who: Identity | null;
  /** The one awareness client id this connection speaks for (its own document's). */
  client: number | null;
  /** Where it came from, for the cap per address. */
  addr: string;
}

/**
 * What the chat asks of its table's room (server.ts's TableRoom, through the Table binding): the
 * seat a seat key holds. Declared here so the chat does not import the server that exports it.
 */
export interface SeatKeeper extends Rpc.DurableObjectBranded {
  seatOfSecret(secret: string): Promise<Identity | null>;
}

interface ChatEnv {
  Table: DurableObjectNamespace<SeatKeeper>;
  /** The table's connection caps (party/limits.ts) apply to its chat too; a test may lower them. */
  MAX_CONNS_PER_TABLE?: string;
  MAX_CONNS_PER_ADDRESS?: string;
}

/** Marks transactions the room applied after checking them: the shadow already has them. */
const CHECKED = Symbol('checked');

export class ChatRoom extends YServer {
  static override callbackOptions = { debounceWait: 500, debounceMaxWait: 2000, timeout: 5000 };
  private readonly conns = new Map<Connection, ChatConn>();
  /** Awareness client id -> the connection that speaks for it. */
  private readonly owners = new Map<number, Connection>();
  private shadow: Shadow | null = null;
  private chain: Promise<unknown> = Promise.resolve();

  override async onLoad(): Promise<void> {
    const saved = await this.ctx.storage.get<Uint8Array>('doc');
    const chat = this.document.getArray(CHAT_ROOT);
    if (saved) {
      // Keep only chat lines a visitor could write today: a document saved before the checks
      // existed may hold other root types or oversized lines.
      const old = new Y.Doc();
      Y.applyUpdate(old, saved);
      const lines = old.getArray(CHAT_ROOT).toArray();
      if (old.share.size <= 1 && lines.every(wellFormed)) Y.applyUpdate(this.document, saved);
      else chat.push(lines.filter(wellFormed));
      old.destroy();
    }
    this.shadow = new Shadow(this.document);
    this.document.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== CHECKED) this.shadow?.follow(update);
    });
    chat.observe(() => {
      const cut = linesToTrim(chat.toArray(), KEEP, KEEP_BYTES);
      if (cut > 0) this.document.transact(() => chat.delete(0, cut));
    });
  }

  override async onSave(): Promise<void> {
    await this.ctx.storage.put('doc', Y.encodeStateAsUpdate(this.document));
  }

  override onConnect(conn: Connection, ctx: ConnectionContext): void {
    const now = Date.now();
    const addr = ctx.request.headers.get('cf-connecting-ip') ?? 'unknown';
    // The same caps as the table's own socket: one table's chat, or one address at it, cannot take
    // everything. Refused before the document is sent (nothing is buffered for it); the client is
    // told why and stops reconnecting for a while ('full', client/collab.ts).
    const why = this.capRefusal(addr);
    if (why !== null) {
      this.sendCustomMessage(conn, JSON.stringify({ t: 'full', why }));
      conn.close(4429, 'chat full');
      return;
    }
    this.conns.set(conn, { updates: new Bucket(2, 8, now), syncs: new Bucket(0.5, 3, now), cursors: new Bucket(30, 60, now), secret: null, who: null, client: null, addr });
    super.onConnect(conn, ctx);
  }

  private capRefusal(addr: string): string | null {
    const env = this.env as unknown as ChatEnv;
    const cap = (v: string | undefined, fallback: number) => (v !== undefined && Number(v) > 0 ? Number(v) : fallback);
    const perTable = cap(env.MAX_CONNS_PER_TABLE, LIMITS.connsPerTable);
    const perAddress = cap(env.MAX_CONNS_PER_ADDRESS, LIMITS.connsPerAddress);
    if (this.conns.size >= perTable) return `this table's chat is full (${perTable} connected)`;
    let fromHere = 0;
    for (const c of this.conns.values()) if (c.addr === addr) fromHere++;
    if (fromHere >= perAddress) return `too many chat connections from your address (${perAddress}): close some tabs`;
    return null;
  }

  override onClose(conn: Connection, code: number, reason: string, wasClean: boolean): void {
    this.forget(conn);
    super.onClose(conn, code, reason, wasClean);
  }

  override onError(conn: Connection): void {
    this.forget(conn);
  }

  private forget(conn: Connection): void {
    const client = this.conns.get(conn)?.client;
    if (client != null && this.owners.get(client) === conn) this.owners.delete(client);
    this.conns.delete(conn);
  }

  /**
   * Whether `conn` may speak for awareness client `client`. A connection speaks for one id: the
   * first it sets a state for that nobody else holds. Clients echo the states they receive (the
   * provider re-sends every awareness change), so frames about ids held by others are dropped.
   */
  private speaksFor(conn: Connection, cc: ChatConn, client: number, removal: boolean): boolean {
    const owner = this.owners.get(client);
    if (owner) return owner === conn;
    if (cc.client !== null || removal) return false;
    cc.client = client;
    this.owners.set(client, conn);
    return true;
  }

  override onMessage(conn: Connection, message: WSMessage): void {
    const cc = this.conns.get(conn);
    if (!cc) return;
    if (typeof message === 'string') {
      if (message.length <= 256 && message.startsWith('__YPS:')) this.onCustomMessage(conn, message.slice(6));
      return;
    }
    const size = message.byteLength;
    if (size > MAX_SYNC_FRAME) return this.refuse(conn, `frames are limited to ${MAX_SYNC_FRAME} bytes`);
    const bytes = message instanceof ArrayBuffer ? new Uint8Array(message) : new Uint8Array(message.buffer, message.byteOffset, message.byteLength);
    const now = Date.now();
    try {
      const d = decoding.createDecoder(bytes);
      const kind = decoding.readVarUint(d);
      if (kind === MESSAGE_AWARENESS) {
        if (size > MAX_AWARENESS_FRAME || !cc.cursors.take(now)) return; // cursors are lossy: the next one carries the state
        const frame = decoding.readVarUint8Array(d);
        const checked = checkAwareness(frame, cc.who);
        if (!checked.ok || !this.speaksFor(conn, cc, checked.client, checked.removal)) return;
        awarenessProtocol.applyAwarenessUpdate(this.document.awareness, frame, conn);
        const e = encoding.createEncoder();
        encoding.writeVarUint(e, MESSAGE_AWARENESS);
        encoding.writeVarUint8Array(e, frame);
        const out = encoding.toUint8Array(e);
        for (const c of this.getConnections()) safeSend(c, out);
        return;
      }
      if (kind !== MESSAGE_SYNC) return;
      const step = decoding.readVarUint(d);
      if (step === syncProtocol.messageYjsSyncStep1) {
        if (!cc.syncs.take(now)) return this.refuse(conn, 'too many sync requests');
        const e = encoding.createEncoder();
        encoding.writeVarUint(e, MESSAGE_SYNC);
        syncProtocol.writeSyncStep2(e, this.document, decoding.readVarUint8Array(d));
        return safeSend(conn, encoding.toUint8Array(e));
      }
      if (step !== syncProtocol.messageYjsSyncStep2 && step !== syncProtocol.messageYjsUpdate) return;
      if (!cc.updates.take(now)) return this.refuse(conn, 'too many chat lines: slow down');
      const update = decoding.readVarUint8Array(d);
      void this.serial(() => this.applyChecked(conn, cc, update));
    } catch {
      this.refuse(conn, 'that frame is malformed');
    }
  }

  /** `{"t":"seat","secret":"..."}`: the seat key this client holds (or null when it stood up). */
  override onCustomMessage(conn: Connection, message: string): void {
    const cc = this.conns.get(conn);
    if (!cc) return;
    try {
      const m = JSON.parse(message) as { t?: unknown; secret?: unknown };
      if (m.t !== 'seat') return;
      const secret = m.secret;
      void this.serial(async () => {
        cc.secret = typeof secret === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(secret) ? secret : null;
        cc.who = cc.secret ? await this.identity(cc.secret) : null;
      });
    } catch {
      /* not ours: ignored */
    }
  }

  private async applyChecked(conn: Connection, cc: ChatConn, update: Uint8Array): Promise<void> {
    if (!this.conns.has(conn) || !this.shadow) return;
    const who = cc.secret ? await this.identity(cc.secret) : null;
    const problem = this.shadow.check(update, who);
    if (problem) return this.refuse(conn, problem);
    Y.applyUpdate(this.document, update, CHECKED);
  }

  private async identity(secret: string): Promise<Identity | null> {
    try {
      const env = this.env as unknown as ChatEnv;
      return await env.Table.get(env.Table.idFromName(this.name)).seatOfSecret(secret);
    } catch {
      return null;
    }
  }

  /** Tell the sender its frame was not taken (its client starts its copy of the chat afresh). */
  private refuse(conn: Connection, why: string): void {
    this.sendCustomMessage(conn, JSON.stringify({ t: 'refused', why }));
  }

  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.chain.then(fn, fn);
    this.chain = run.catch(() => undefined);
    return run;
  }
}

/** A line of the right shape, whoever wrote it (for lines saved earlier, whose writers are gone). */
function wellFormed(l: unknown): boolean {
  const r = (typeof l === 'object' && l !== null ? l : {}) as Record<string, unknown>;
  const who = typeof r.seat === 'number' && typeof r.name === 'string' ? { seat: r.seat, name: r.name, color: typeof r.color === 'string' ? r.color : null } : null;
  return lineProblem(l, who) === null;
}

function safeSend(conn: Connection, data: Uint8Array): void {
  try {
    conn.send(data);
  } catch {
    /* closing */
  }
}
