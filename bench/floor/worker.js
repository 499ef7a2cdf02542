// The runtime's floor for bench/room.ts (see bench/_floor.ts): a Durable Object that does only what
// any room must do for a move, and nothing of ours. No PartyServer, no protocol, no game, no views.
// On a move from one socket it stores one record (so one SQLite commit and fsync, like a move), then
// sends one frame of the asked size to every socket (hibernatable, like the room's), and tells the
// mover when the write was durable, as the room's bench trace does.
import { DurableObject } from 'cloudflare:workers';

export class Floor extends DurableObject {
  n = 0;

  async fetch() {
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  async webSocketMessage(ws, text) {
    const t0 = performance.now();
    const m = JSON.parse(text);
    if (m.t !== 'move') return;
    this.n += 1;
    // The frame every viewer gets, padded to the size the room's median delta had in the same run.
    const frame = JSON.stringify({ t: 'patch', v: m.v, pad: '' });
    const padded = frame.replace('"pad":""', `"pad":"${'x'.repeat(Math.max(0, m.bytes - frame.length))}"`);
    // A new key each move: rewriting the same value can be skipped by SQLite, a move never is.
    this.ctx.storage.put(`move:${this.n}`, { seat: 0, move: m, frame: padded });
    for (const s of this.ctx.getWebSockets()) s.send(padded);
    // As in the room's trace: resolves once the commit is on disk and the frames are written.
    void this.ctx.storage.sync().then(() => ws.send(JSON.stringify({ t: 'trace', v: m.v, durable: performance.now() - t0 })));
  }
}

export default {
  fetch(request, env) {
    return env.FLOOR.get(env.FLOOR.idFromName(new URL(request.url).pathname)).fetch(request);
  },
};
