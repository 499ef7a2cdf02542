// A Node client of a table room over a real WebSocket (partysocket + ws), keeping its synced view
// with the same code the browser uses (client/sync.ts). Used by integration tests and the bench.
import { PartySocket } from 'partysocket';
import WS from 'ws';
import { emptySync, receive, type SyncState } from '../../client/sync';
import { PROTOCOL_VERSION, TABLE_PARTY, type ClientMessageInput, type CreateTableResponse, type ServerMessage } from '../../shared/protocol';

export async function createTable(url: string, game: string, seats: number, options: Record<string, unknown> = {}): Promise<CreateTableResponse> {
  const r = await fetch(`${url}/api/tables`, { method: 'POST', body: JSON.stringify({ game, seats, options }) });
  if (!r.ok) throw new Error(`create failed: ${r.status} ${await r.text()}`);
  return (await r.json()) as CreateTableResponse;
}

/**
 * Seat one client per name, in order (seat i for names[i], colour colours[i] or the table's i-th),
 * and wait until each sees itself seated.
 */
export async function seatPlayers(clients: TableClient[], names: readonly string[] = ['Ann', 'Bob'], colours?: readonly string[]): Promise<void> {
  for (const [i, c] of clients.entries()) {
    await c.waitFor(() => c.sync.table !== null);
    c.send({ t: 'sit', seat: i, name: names[i]!, color: colours?.[i] ?? c.view.colours[i]!.id } as ClientMessageInput);
    await c.waitFor(() => c.view.you.seat === i);
  }
}

/**
 * `ws` offers permessage-deflate by default, as browsers do. A client that does not offer it sees
 * what a deployment serves: Cloudflare's edge never accepts the extension (workers-sdk#8908).
 */
class PlainWS extends WS {
  constructor(url: string, protocols?: string | string[]) {
    super(url, protocols, { perMessageDeflate: false });
  }
}

export class TableClient {
  readonly socket: PartySocket;
  sync: SyncState = emptySync();
  readonly received: ServerMessage[] = [];
  readonly raw: string[] = [];
  seatSecret?: string;
  gaps = 0;
  private waiters: { pred: () => boolean; res: () => void }[] = [];
  onMessage?: (msg: ServerMessage, text: string) => void;

  constructor(host: string, readonly room: string, opts: { seatSecret?: string; hostSecret?: string; startClosed?: boolean; deflate?: boolean } = {}) {
    this.seatSecret = opts.seatSecret;
    this.socket = new PartySocket({ host, room, party: TABLE_PARTY, WebSocket: (opts.deflate === false ? PlainWS : WS) as never, startClosed: opts.startClosed ?? false, maxRetries: 50, minReconnectionDelay: 50, maxReconnectionDelay: 500 });
    this.socket.addEventListener('open', () => {
      this.send({ t: 'hello', protocol: PROTOCOL_VERSION, seatSecret: this.seatSecret, hostSecret: opts.hostSecret });
    });
    this.socket.addEventListener('message', (e: MessageEvent) => {
      const text = String(e.data);
      this.raw.push(text);
      const msg = JSON.parse(text) as ServerMessage;
      this.received.push(msg);
      if (msg.t === 'seated') this.seatSecret = msg.secret;
      const out = receive(this.sync, msg);
      if (out.kind === 'gap') {
        this.gaps++;
        this.send({ t: 'sync' });
      }
      this.sync = out.state;
      this.onMessage?.(msg, text);
      this.waiters = this.waiters.filter((w) => (w.pred() ? (w.res(), false) : true));
    });
  }

  send(msg: ClientMessageInput | Record<string, unknown>) {
    this.socket.send(JSON.stringify(msg));
  }

  get view() {
    return this.sync.table!;
  }

  errors() {
    return this.received.filter((m): m is Extract<ServerMessage, { t: 'error' }> => m.t === 'error');
  }

  /** Resolve when `pred` holds (checked after every message), or fail after `ms`. */
  waitFor(pred: () => boolean, ms = 10_000, what = 'condition'): Promise<void> {
    if (pred()) return Promise.resolve();
    return new Promise((res, rej) => {
      const t = setTimeout(() => rej(new Error(`timed out waiting for ${what}`)), ms);
      this.waiters.push({ pred, res: () => (clearTimeout(t), res()) });
    });
  }

  waitForError(code: string, ms = 5000) {
    const n = this.errors().length;
    return this.waitFor(() => this.errors().slice(n).some((e) => e.code === code), ms, `error ${code}`);
  }

  close() {
    this.socket.close();
  }
}
