// What an upload and the worst replay request cost (issue 26 item 7). Prints `name: value unit`.
//
// In process (the same code the Worker and the rooms run, timed with this process's CPU clock,
// since the runtime's own clock stands still while JS runs):
//   import-worker-cpu-ms: the Worker's whole check of a 3,000-record upload (nesting, JSON, shape).
//   import-room-slice-cpu-ms-p50 / -max: one slice of the room's replay of it (one turn of its loop).
//   import-room-cpu-ms-total: the whole replay, all slices.
//   replay-frame-applies-max / replay-turn-cpu-ms-max: the worst replay frame of a game of nested
//   take-backs (test/integration/import.test.ts): moves applied for one frame, and the CPU of the
//   longest turn spent building it (kept positions are built two per turn).
// Against a real `wrangler dev` (loopback), an honest 2-player table playing meanwhile:
//   honest-move-ms-p50 / -p99-idle: its move round trips with nothing else going on.
//   import-wall-ms, honest-move-ms-p99-during-import: the 3,000-record upload's answer, and the
//   honest moves sent while it was in flight.
//   replay-wall-ms, honest-move-ms-p99-during-replay: frames of nested take-backs asked by a spectator
//   (each table's worst frames, fresh tables), and the honest moves meanwhile.
// Run it alone and nice'd: `nice -n 10 npx tsx bench/import.ts`; quote `uptime` with the figures.
import { performance } from 'node:perf_hooks';
import { cpuUsage } from 'node:process';
import { startServer } from '../test/helpers/server';
import { createTable, TableClient } from '../test/helpers/client';
import { highcard, type HighCardState } from '../test/games/highcard';
import { Replayer, type LoggedMove } from '../shared/engine/replay';
import { IMPORT_SLICE, readUpload } from '../party/import';
import { Positions } from '../party/positions';
import { REPLAY_LIMITS } from '../party/replay';
import type { MoveRecord } from '../party/store';

const SEED = 'bench_seed_0123456789abc';
const cpuMs = (f: () => void): number => {
  const a = cpuUsage();
  f();
  const b = cpuUsage(a);
  return (b.user + b.system) / 1000;
};
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const out = (name: string, v: number, unit: string) => console.log(`${name}: ${Number.isFinite(v) ? Math.round(v * 100) / 100 : v} ${unit}`);

/** 3,000 records of High Card: seat 0 plays a card face down and takes it back, again and again, then the game. */
function longUpload(): { body: object; text: string } {
  let state = highcard.setup(SEED, 2, { rounds: '5' });
  const moves: LoggedMove[] = [];
  while (moves.length < 2980) {
    const card = state.hands[0]![moves.length % 3]!;
    moves.push({ seat: 0, move: { type: 'play', card } }, { seat: 0, move: null, undo: moves.length });
  }
  while (highcard.result(state) === null && moves.length < 3000) {
    const seat = highcard.activeSeats(state)[0]!;
    const move = highcard.legalMoves(state, seat)[0]!;
    const r = highcard.apply(state, seat, move);
    if (!r.ok) throw new Error(r.error.code);
    state = r.value.state;
    moves.push({ seat, move });
  }
  const body = { game: 'highcard', options: { rounds: '5' }, seed: SEED, seats: [{ name: 'Ann', color: 'red', bot: null }, { name: 'Bob', color: 'blue', bot: null }], moves };
  return { body, text: JSON.stringify(body) };
}

/** Nested take-backs at 5 seats (the integration test's pattern, repeated): the old rebuild's worst case. */
const PATTERN = 'p0 u0 p0 p3 p1 u4 u3 p2 p4 p3 u9 p3 u11 u8 p1 u14 u7 p2 u17 p2 p1 p3 u21 u20 u19 u2 p1 u26 p0 p1 p3 u30 u29 u28';
function nestedUpload(repeats: number): object {
  const ops = PATTERN.split(' ');
  let state = highcard.setup(SEED, 5, { rounds: '5' });
  const moves: LoggedMove[] = [];
  const states: HighCardState[] = [];
  for (let k = 0; k < repeats; k++) {
    for (const op of ops) {
      states.push(state);
      const n = Number(op.slice(1));
      if (op[0] === 'u') {
        const to = n + k * ops.length;
        moves.push({ seat: moves[to]!.seat, move: null, undo: to });
        state = states[to]!;
      } else {
        const move = highcard.legalMoves(state, n)[0]!;
        const r = highcard.apply(state, n, move);
        if (!r.ok) throw new Error(r.error.code);
        moves.push({ seat: n, move });
        state = r.value.state;
      }
    }
  }
  return { game: 'highcard', options: { rounds: '5' }, seed: SEED, seats: ['red', 'blue', 'green', 'yellow', 'purple'].map((color, i) => ({ name: `P${i}`, color, bot: null })), moves };
}

function inProcess(): void {
  const { text } = longUpload();
  const games = { highcard };
  let checked: ReturnType<typeof readUpload> | undefined;
  const worker: number[] = [];
  for (let i = 0; i < 5; i++) worker.push(cpuMs(() => (checked = readUpload(text, games, 'host_secret_0000000001'))));
  if (!checked?.ok) throw new Error('the long upload was refused');
  out('import-upload-bytes', text.length, 'B');
  out('import-worker-cpu-ms', pct(worker, 50), 'ms');
  const u = checked.value;
  const slices: number[] = [];
  const r = new Replayer(highcard, u.seed, u.seats.length, u.options, u.moves);
  let done = null;
  while (!done) slices.push(cpuMs(() => (done = r.step(IMPORT_SLICE))));
  out('import-room-slice-cpu-ms-p50', pct(slices, 50), 'ms');
  out('import-room-slice-cpu-ms-max', Math.max(...slices), 'ms');
  out('import-room-cpu-ms-total', slices.reduce((a, b) => a + b, 0), 'ms');

  // The worst frame of nested take-backs, as replay.ts builds it: kept positions two per turn.
  const body = nestedUpload(12) as { moves: LoggedMove[] };
  const records: MoveRecord[] = body.moves.map((m) => ({ seat: m.seat, move: m.move, events: [], ...(m.undo === undefined ? {} : { undo: m.undo }) }));
  let worstApplies = 0;
  let worstTurn = 0;
  for (let at = records.length - 1; at >= 0; at -= 7) {
    const p = new Positions(highcard, () => highcard.setup(SEED, 5, { rounds: '5' }), REPLAY_LIMITS.checkpointEvery);
    p.extend(records);
    const missing = p.missing(at);
    for (let i = 0; i < missing.length; i += REPLAY_LIMITS.keptPerTurn) {
      worstTurn = Math.max(worstTurn, cpuMs(() => missing.slice(i, i + REPLAY_LIMITS.keptPerTurn).forEach((k) => p.build(k))));
    }
    worstTurn = Math.max(worstTurn, cpuMs(() => p.stateAt(at)));
    worstApplies = Math.max(worstApplies, p.applied);
  }
  out('replay-frame-applies-max', worstApplies, 'applies');
  out('replay-turn-cpu-ms-max', worstTurn, 'ms');
}

/** An honest 2-player table that keeps playing (a new one when a game ends); its move round trips. */
class Honest {
  rtts: number[] = [];
  private stop = false;
  private done: Promise<void> = Promise.resolve();
  constructor(private readonly url: string, private readonly host: string) {}
  start(): void {
    this.stop = false;
    this.done = this.loop();
  }
  async end(): Promise<number[]> {
    this.stop = true;
    await this.done;
    const r = this.rtts;
    this.rtts = [];
    return r;
  }
  private async loop(): Promise<void> {
    while (!this.stop) {
      const { id, hostSecret } = await createTable(this.url, 'highcard', 2, { rounds: '5' });
      const ps = [new TableClient(this.host, id, { hostSecret }), new TableClient(this.host, id)];
      try {
        for (const [i, c] of ps.entries()) {
          await c.waitFor(() => c.sync.table !== null);
          c.send({ t: 'sit', seat: i, name: `H${i}`, color: (['red', 'blue'] as const)[i]! });
          await c.waitFor(() => c.view.you.seat === i);
        }
        ps[0]!.send({ t: 'start' });
        await ps[0]!.waitFor(() => ps[0]!.view.status === 'playing');
        while (!this.stop && ps[0]!.view.status === 'playing') {
          const m = ps.find((p) => p.view.active.includes(p.view.you.seat!) && (p.view.legal?.length ?? 0) > 0);
          if (!m) {
            await new Promise((r) => setTimeout(r, 5));
            continue;
          }
          const gv = m.view.gv;
          const t0 = performance.now();
          m.send({ t: 'move', v: gv, move: m.view.legal![0] });
          await m.waitFor(() => m.view.gv > gv, 120_000, 'honest move');
          this.rtts.push(performance.now() - t0);
          await new Promise((r) => setTimeout(r, 20));
        }
      } finally {
        for (const c of ps) c.close();
      }
    }
  }
}

async function againstServer(): Promise<void> {
  const server = await startServer({ testGames: true, botDelayMs: 0 });
  try {
    const honest = new Honest(server.url, server.host);
    honest.start();
    await new Promise((r) => setTimeout(r, 3000));
    const idle = await honest.end();
    out('honest-move-ms-p50-idle', pct(idle, 50), 'ms');
    out('honest-move-ms-p99-idle', pct(idle, 99), 'ms');

    const { text } = longUpload();
    honest.start();
    await new Promise((r) => setTimeout(r, 500));
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/tables/import`, { method: 'POST', body: text });
    const importMs = performance.now() - t0;
    if (res.status !== 200) throw new Error(`the long upload answered ${res.status}: ${await res.text()}`);
    await new Promise((r) => setTimeout(r, 300));
    const during = await honest.end();
    out('import-wall-ms', importMs, 'ms');
    out('honest-move-ms-p99-during-import', pct(during, 99), 'ms');
    out('honest-moves-during-import', during.length, 'moves');

    // Fresh tables of nested take-backs: each spectator's first frames build everything they need.
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await fetch(`${server.url}/api/tables/import`, { method: 'POST', body: JSON.stringify(nestedUpload(12)) });
      ids.push(((await r.json()) as { id: string }).id);
    }
    honest.start();
    await new Promise((r) => setTimeout(r, 500));
    const t1 = performance.now();
    const limitMs = Number(process.env.BENCH_REPLAY_LIMIT_MS ?? 60_000);
    let answered = true;
    for (const id of ids) {
      const spec = new TableClient(server.host, id);
      await spec.waitFor(() => spec.sync.table !== null);
      const total = spec.view.gv;
      for (const at of [total - 1, total - 2, Math.floor(total / 2)]) {
        const n = spec.raw.length;
        spec.send({ t: 'replay', at });
        const ok = await spec.waitFor(() => spec.raw.slice(n).some((m) => m.includes('"t":"replay"')), limitMs, 'frame').then(
          () => true,
          () => false,
        );
        if (!ok) answered = false;
        await new Promise((r) => setTimeout(r, 120));
        if (!ok) break;
      }
      spec.close();
      if (!answered) break;
    }
    const replayMs = performance.now() - t1;
    await new Promise((r) => setTimeout(r, 300));
    const duringReplay = await honest.end();
    out('replay-wall-ms', answered ? replayMs : Infinity, 'ms');
    out('honest-move-ms-p99-during-replay', pct(duringReplay, 99), 'ms');
    out('honest-moves-during-replay', duringReplay.length, 'moves');
  } finally {
    await server.stop();
  }
}

if (process.env.BENCH_SKIP_INPROC !== '1') inProcess();
await againstServer();
process.exit(0);
