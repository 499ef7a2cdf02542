// The room's own cost per move, without a network: the Table logic with in-memory storage, 5
// players and 100 spectators as no-op connections (validate, apply, persist, one view and one diff
// per kind of viewer, serialise, hand 105 messages to the transport). Prints `name: value unit`.
// Also the room's own cost of a crowd: 1,000 spectators connecting and saying hello at a FotMK
// table in play, then a move with all of them watching (what the Durable Object itself spends,
// without wrangler dev's proxy and sockets in the way).
import { makeTable, seatAndStart, type FakeConn } from '../test/helpers/fake-table';
import { fotmk } from '../shared/games/fotmk/index';
import { highcard } from '../test/games/highcard';
import type { AnyGame } from '../shared/engine/types';

async function measure(game: AnyGame, games: number): Promise<number[]> {
  const times: number[] = [];
  let pick = 3;
  for (let g = 0; g < games; g++) {
    const h = await makeTable({ game, seats: 5, options: game === highcard ? { rounds: '5' } : {} });
    const players = await seatAndStart(h, 5);
    const specs: FakeConn[] = [];
    for (let i = 0; i < 100; i++) specs.push(await h.join());
    await h.timers.drain();
    for (const s of specs) s.send = () => {};
    // Players only queue what they receive while the room works; they read it afterwards.
    const queued = new Map<FakeConn, string[]>();
    for (const pl of players) {
      const read = pl.send.bind(pl);
      queued.set(pl, []);
      pl.send = (text: string) => void queued.get(pl)!.push(text);
      (pl as unknown as { readQueued: () => void }).readQueued = () => {
        for (const text of queued.get(pl)!.splice(0)) read(text);
      };
    }
    for (let n = 0; h.table.meta!.status === 'playing' && n < 400; n++) {
      const p = players.find((c) => c.view.active.includes(c.view.you.seat!));
      if (!p) break;
      const legal = (p.view.legal ?? []).filter((m) => (m as { type?: string }).type !== 'cancel');
      pick = (Math.imul(pick, 1103515245) + 12345) >>> 0;
      h.timers.now += 1000;
      const t = performance.now();
      await h.table.message(p, JSON.stringify({ t: 'move', v: h.table.gv, move: legal[pick % legal.length] }));
      if (g > 0) times.push(performance.now() - t);
      for (const pl of players) (pl as unknown as { readQueued: () => void }).readQueued();
    }
  }
  return times.sort((a, b) => a - b);
}

const q = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? NaN;

async function crowd(n: number): Promise<{ joinMs: number; frames: number; moveMs: number[] }> {
  const h = await makeTable({ game: fotmk, seats: 3 });
  const players = await seatAndStart(h, 3);
  let frames = 0;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const c = await h.join();
    c.send = () => void frames++;
    if (i % 100 === 99) await h.timers.drain();
  }
  await h.timers.drain();
  const joinMs = performance.now() - t0;
  // Frames a joiner got while the crowd came in (its snapshot is read before counting starts).
  const joinFrames = frames;
  const moveMs: number[] = [];
  let pick = 5;
  for (let k = 0; k < 60 && h.table.meta!.status === 'playing'; k++) {
    const p = players.find((c) => c.view.active.includes(c.view.you.seat!));
    if (!p) break;
    const legal = (p.view.legal ?? []).filter((m) => (m as { type?: string }).type !== 'cancel');
    pick = (Math.imul(pick, 1103515245) + 12345) >>> 0;
    h.timers.now += 1000;
    const t = performance.now();
    await h.table.message(p, JSON.stringify({ t: 'move', v: h.table.gv, move: legal[pick % legal.length] }));
    moveMs.push(performance.now() - t);
  }
  return { joinMs, frames: joinFrames, moveMs: moveMs.sort((a, b) => a - b) };
}
for (const [name, game, games] of [['highcard', highcard, 12], ['fotmk', fotmk, 3]] as const) {
  const t = await measure(game, games);
  console.log(`room-move-inproc-${name}-p50: ${(q(t, 0.5) * 1000).toFixed(0)} us`);
  console.log(`room-move-inproc-${name}-p99: ${(q(t, 0.99) * 1000).toFixed(0)} us`);
}
const c = await crowd(1000);
console.log(`crowd-1000-inproc-join-ms: ${c.joinMs.toFixed(0)} ms`);
console.log(`crowd-1000-inproc-frames-per-joiner-after-snapshot: ${(c.frames / 1000).toFixed(1)} count`);
console.log(`room-move-inproc-fotmk-1000-spectators-p50: ${(q(c.moveMs, 0.5) * 1000).toFixed(0)} us`);
console.log(`room-move-inproc-fotmk-1000-spectators-p99: ${(q(c.moveMs, 0.99) * 1000).toFixed(0)} us`);
