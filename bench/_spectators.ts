// Spectators for bench/room.ts, in a process of their own (`fork`ed with `--import tsx`): a hundred
// viewers read by one Node event loop are served one after another, so the last one's "applied"
// measured the bench's own queue, not the room. Each of these still parses and applies every frame
// with the browser's code (client/sync.ts), on a bare socket (no partysocket wrapper).
//
// Messages with the parent (IPC):
//   parent -> { t: 'clock', n }         child -> { t: 'clock', n, at }   (clock offset, NTP-style)
// argv: host, room, count, 'deflate' | 'plain' (whether to offer permessage-deflate)
//   child  -> { t: 'opened' }           every spectator holds a snapshot
//   child  -> { t: 'ready' }            ... of a game in play
//   child  -> { t: 'applied', gv, first, last, bytes }
//             every spectator of this process applied game version `gv`: when the first and the
//             last did (absolute ms: performance.timeOrigin + now()), and the sizes of the frames
//             that brought it
import WS from 'ws';
import { emptySync, receive } from '../client/sync';
import { PROTOCOL_VERSION, TABLE_PARTY, type ServerMessage } from '../shared/protocol';

/** A viewer on a bare socket that parses and applies every frame as the browser does. */
export class Spectator {
  sync = emptySync();
  onMessage?: (msg: ServerMessage, text: string) => void;
  private waiters: { pred: () => boolean; res: () => void }[] = [];
  private readonly ws: WS;
  /** `deflate`: offer permessage-deflate, as browsers do (wrangler dev accepts it; a deployment never does). */
  constructor(host: string, room: string, deflate = true) {
    this.ws = new WS(`ws://${host}/parties/${TABLE_PARTY}/${room}?_pk=${Math.random().toString(36).slice(2)}`, { perMessageDeflate: deflate });
    this.ws.on('open', () => this.ws.send(JSON.stringify({ t: 'hello', protocol: PROTOCOL_VERSION })));
    this.ws.on('message', (d) => {
      const text = String(d);
      const msg = JSON.parse(text) as ServerMessage;
      const out = receive(this.sync, msg);
      if (out.kind === 'gap') this.ws.send(JSON.stringify({ t: 'sync' }));
      this.sync = out.state;
      this.onMessage?.(msg, text);
      if (this.waiters.length > 0) this.waiters = this.waiters.filter((w) => (w.pred() ? (w.res(), false) : true));
    });
  }
  get view() {
    return this.sync.table!;
  }
  waitFor(pred: () => boolean, ms = 10_000, what = 'condition'): Promise<void> {
    if (pred()) return Promise.resolve();
    return new Promise((res, rej) => {
      const t = setTimeout(() => rej(new Error(`timed out waiting for ${what}`)), ms);
      this.waiters.push({ pred, res: () => (clearTimeout(t), res()) });
    });
  }
  close() {
    this.ws.close();
  }
}

const now = () => performance.timeOrigin + performance.now();

async function main(host: string, room: string, count: number, deflate: boolean) {
  const specs = Array.from({ length: count }, () => new Spectator(host, room, deflate));
  /** Per game version: how many spectators applied it, when the first did, the frames' sizes. */
  const reached = new Map<number, { n: number; first: number; bytes: number[] }>();
  for (const s of specs) {
    let gv = -1;
    s.onMessage = (msg, text) => {
      const next = s.sync.table?.gv ?? -1;
      if (msg.t !== 'patch' || gv < 0 || next <= gv) {
        gv = Math.max(gv, next);
        return;
      }
      const at = now();
      for (let g = gv + 1; g <= next; g++) {
        const r = reached.get(g) ?? { n: 0, first: at, bytes: [] };
        r.n++;
        if (g === next) r.bytes.push(Buffer.byteLength(text));
        reached.set(g, r);
        if (r.n === count) {
          process.send!({ t: 'applied', gv: g, first: r.first, last: at, bytes: r.bytes });
          reached.delete(g);
        }
      }
      gv = next;
    };
  }
  process.on('message', (m: { t: string; n?: number }) => {
    if (m.t === 'clock') process.send!({ t: 'clock', n: m.n, at: now() });
    if (m.t === 'close') {
      for (const s of specs) s.close();
      setTimeout(() => process.exit(0), 100);
    }
  });
  await Promise.all(specs.map((s) => s.waitFor(() => s.sync.table !== null, 60_000, 'snapshot')));
  process.send!({ t: 'opened' });
  await Promise.all(specs.map((s) => s.waitFor(() => s.sync.table?.status === 'playing', 60_000, 'game in play')));
  process.send!({ t: 'ready' });
}

if (process.send && process.argv[2]) await main(process.argv[2], process.argv[3]!, Number(process.argv[4]), process.argv[5] !== 'plain');
