// Bare clients for the runtime's floor (bench/_floor.ts), in a process of their own like the room's
// spectators: each socket only parses its frames (no protocol, no patch to apply). Speaks
// bench/_procs.ts's messages; argv: host, path, count.
import WS from 'ws';

const now = () => performance.timeOrigin + performance.now();

async function main(host: string, path: string, count: number) {
  const reached = new Map<number, { n: number; first: number; bytes: number[] }>();
  const sockets = Array.from({ length: count }, () => {
    const ws = new WS(`ws://${host}${path}`, { perMessageDeflate: false });
    ws.on('message', (d) => {
      const text = String(d);
      const m = JSON.parse(text) as { t: string; v: number };
      if (m.t !== 'patch') return;
      const at = now();
      const r = reached.get(m.v) ?? { n: 0, first: at, bytes: [] };
      r.n++;
      r.bytes.push(Buffer.byteLength(text));
      reached.set(m.v, r);
      if (r.n === count) {
        process.send!({ t: 'applied', gv: m.v, first: r.first, last: at, bytes: r.bytes.slice(0, 1) });
        reached.delete(m.v);
      }
    });
    return ws;
  });
  process.on('message', (m: { t: string; n?: number }) => {
    if (m.t === 'clock') process.send!({ t: 'clock', n: m.n, at: now() });
    if (m.t === 'close') {
      for (const ws of sockets) ws.close();
      setTimeout(() => process.exit(0), 100);
    }
  });
  await Promise.all(sockets.map((ws) => new Promise((res, rej) => (ws.once('open', res), ws.once('error', rej)))));
  process.send!({ t: 'opened' });
}

if (process.send && process.argv[2]) await main(process.argv[2], process.argv[3]!, Number(process.argv[4]));
