// The room's own cost per move, without a network: the Table logic with in-memory storage, 5
// players and 100 spectators as no-op connections (validate, apply, persist, one view and one diff
// per kind of viewer, serialise, hand 105 messages to the transport). Prints `name: value unit`.
// Its stages (median and p99, us): parse and validate (the door), the checks and `apply`, the
// write (in-memory here: the serialisation only), views + diffs + frames handed to every socket;
// room-cpu-us-per-viewer (the room's whole time per move / 105 viewers) and client-apply-us (one
// client reading one patch: JSON.parse, apply the delta, keep the log lines).
// Also the room's own cost of a crowd: 1,000 spectators connecting and saying hello at a FotMK
// table in play, then a move with all of them watching (what the Durable Object itself spends,
// without wrangler dev's proxy and sockets in the way).
import { makeTable, seatAndStart, type FakeConn } from '../test/helpers/fake-table';
import { fotmk } from '../shared/games/fotmk/index';
import { highcard } from '../test/games/highcard';
import type { AnyGame } from '../shared/engine/types';
import type { TraceStage } from '../party/host';

const STAGES: TraceStage[] = ['received', 'admitted', 'applied', 'written', 'sent'];
/** Per game: each stage's duration (from the previous one), per measured move, in ms. */
const stageTimes = new Map<string, Map<TraceStage, number[]>>();
const clientApply = new Map<string, number[]>();

async function measure(game: AnyGame, games: number): Promise<number[]> {
  const times: number[] = [];
  const stages = new Map<TraceStage, number[]>(STAGES.map((s) => [s, []]));
  stageTimes.set(game.id, stages);
  const applies: number[] = [];
  clientApply.set(game.id, applies);
  const at = new Map<TraceStage, number>();
  let tracing = false;
  let pick = 3;
  for (let g = 0; g < games; g++) {
    const h = await makeTable({ game, seats: 5, options: game === highcard ? { rounds: '5' } : {} });
    h.env.trace = (stage) => void (tracing && at.set(stage, performance.now()));
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
        for (const text of queued.get(pl)!.splice(0)) {
          const t = performance.now();
          read(text);
          if (g > 0 && text.startsWith('{"t":"patch"')) applies.push(performance.now() - t);
        }
      };
    }
    for (let n = 0; h.table.meta!.status === 'playing' && n < 400; n++) {
      const p = players.find((c) => c.view.active.includes(c.view.you.seat!));
      if (!p) break;
      const legal = (p.view.legal ?? []).filter((m) => (m as { type?: string }).type !== 'cancel');
      pick = (Math.imul(pick, 1103515245) + 12345) >>> 0;
      h.timers.now += 1000;
      at.clear();
      tracing = true;
      const t = performance.now();
      await h.table.message(p, JSON.stringify({ t: 'move', v: h.table.gv, move: legal[pick % legal.length] }));
      if (g > 0) times.push(performance.now() - t);
      tracing = false;
      if (g > 0 && at.has('sent')) for (let i = 1; i < STAGES.length; i++) stages.get(STAGES[i]!)!.push(at.get(STAGES[i]!)! - at.get(STAGES[i - 1]!)!);
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
  const names: Record<string, string> = { admitted: 'parse-validate', applied: 'checks-apply', written: 'write', sent: 'views-diffs-send' };
  for (const [stage, xs] of stageTimes.get(game.id)!) {
    if (stage === 'received') continue;
    xs.sort((a, b) => a - b);
    console.log(`room-stage-inproc-${name}-${names[stage]}-p50: ${(q(xs, 0.5) * 1000).toFixed(1)} us`);
    console.log(`room-stage-inproc-${name}-${names[stage]}-p99: ${(q(xs, 0.99) * 1000).toFixed(1)} us`);
  }
  console.log(`room-cpu-us-per-viewer-${name}: ${((q(t, 0.5) * 1000) / 105).toFixed(2)} us`);
  const ca = clientApply.get(game.id)!.sort((a, b) => a - b);
  console.log(`client-apply-us-${name}: ${(q(ca, 0.5) * 1000).toFixed(1)} us`);
  console.log(`client-apply-us-${name}-p99: ${(q(ca, 0.99) * 1000).toFixed(1)} us`);
}
if (process.env.BENCH_SKIP_CROWD) process.exit(0);
const c = await crowd(1000);
console.log(`crowd-1000-inproc-join-ms: ${c.joinMs.toFixed(0)} ms`);
console.log(`crowd-1000-inproc-frames-per-joiner-after-snapshot: ${(c.frames / 1000).toFixed(1)} count`);
console.log(`room-move-inproc-fotmk-1000-spectators-p50: ${(q(c.moveMs, 0.5) * 1000).toFixed(0)} us`);
console.log(`room-move-inproc-fotmk-1000-spectators-p99: ${(q(c.moveMs, 0.99) * 1000).toFixed(0)} us`);
