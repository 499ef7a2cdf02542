// A bare WebSocket to a table room, for crowds and attackers in integration tests and the bench:
// no view is kept (a thousand of them must cost the test process little), only what arrived.
import WS from 'ws';
import { PROTOCOL_VERSION, TABLE_PARTY, type ServerMessage } from '../../shared/protocol';

export interface RawSocket {
  ws: WS;
  /** Every text frame received, in order. */
  texts: string[];
  bytes: number;
  frames: number;
  opened: Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
  isClosed(): boolean;
  send(msg: unknown): void;
  hello(extra?: Record<string, unknown>): void;
  count(t: ServerMessage['t']): number;
  errors(): Extract<ServerMessage, { t: 'error' }>[];
  /** Resolve when `pred` holds (checked on every frame), or fail after `ms`. */
  waitFor(pred: () => boolean, ms?: number, what?: string): Promise<void>;
  close(): void;
}

export function rawSocket(host: string, room: string, opts: { pk?: string; keep?: boolean } = {}): RawSocket {
  const pk = opts.pk ?? Math.random().toString(36).slice(2);
  const ws = new WS(`ws://${host}/parties/${TABLE_PARTY}/${room}?_pk=${pk}`);
  const texts: string[] = [];
  let bytes = 0;
  let frames = 0;
  let closed = false;
  const waiters: { pred: () => boolean; res: () => void }[] = [];
  const check = () => {
    for (let i = waiters.length - 1; i >= 0; i--) if (waiters[i]!.pred()) waiters.splice(i, 1)[0]!.res();
  };
  ws.on('message', (d) => {
    const text = String(d);
    bytes += text.length;
    frames += 1;
    // A crowd keeps counts only; `keep` keeps every frame for inspection.
    if (opts.keep !== false) texts.push(text);
    check();
  });
  const opened = new Promise<void>((res, rej) => {
    ws.once('open', () => res());
    ws.once('error', (e) => rej(e));
  });
  opened.catch(() => undefined);
  const closedP = new Promise<{ code: number; reason: string }>((res) =>
    ws.once('close', (code, reason) => {
      closed = true;
      res({ code, reason: String(reason) });
      check();
    }),
  );
  const parsed = () => texts.map((t) => JSON.parse(t) as ServerMessage);
  const sock: RawSocket = {
    ws,
    texts,
    get bytes() {
      return bytes;
    },
    get frames() {
      return frames;
    },
    opened,
    closed: closedP,
    isClosed: () => closed,
    send: (msg) => {
      if (ws.readyState === WS.OPEN) ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
    },
    hello: (extra = {}) => sock.send({ t: 'hello', protocol: PROTOCOL_VERSION, ...extra }),
    count: (t) => parsed().filter((m) => m.t === t).length,
    errors: () => parsed().filter((m): m is Extract<ServerMessage, { t: 'error' }> => m.t === 'error'),
    waitFor: (pred, ms = 10_000, what = 'condition') => {
      if (pred()) return Promise.resolve();
      return new Promise((res, rej) => {
        const t = setTimeout(() => rej(new Error(`timed out waiting for ${what}`)), ms);
        waiters.push({ pred, res: () => (clearTimeout(t), res()) });
      });
    },
    close: () => ws.close(),
  };
  return sock;
}
