// Table platform figures over loopback against a real `wrangler dev`. Prints `name: value unit`.
//   move-rtt-p50 / p99: a move sent -> applied by every client (5 players + 100 spectators)
//   the stages of a move: the room's own (received -> admitted -> applied -> written -> sent, from
//   the room's trace, BENCH_TRACE) and the clients' (first and last client applied), with the bare
//   ping in the same run and every figure as a ratio to it; BENCH_PLAYERS=2 BENCH_SPECTATORS=0 for
//   the 2-player figures
//   delta-bytes-median / p99 vs full-view-bytes-median, snapshot-bytes-gzip, join-ms,
//   tables-100-errors (100 tables playing at once).
//   disk-fsync-ms-p50 / p99: this disk's own fsync, in the folder wrangler persists the rooms to:
//   the floor of the `durable` stage (one SQLite WAL commit per move, one fsync; see docs/bench.md). That
//   stage is stamped after the runtime also wrote every frame of the move (see party/server.ts).
// Two paths, both printed (BENCH_PATHS=default|prodlike|both, default both):
//   the default one: clients through wrangler dev's proxy, offering permessage-deflate (browsers do,
//   and the local runtime accepts it); names as above.
//   `prodlike-`: clients straight to the runtime, offering no compression. A deployment has no dev
//   proxy and Cloudflare's edge never accepts permessage-deflate (workers-sdk#8908), while locally
//   the runtime's own entry worker (miniflare's, not ours) answers the upgrade and accepts it
//   whatever our Worker says, so only the clients can leave it out. The goals are read on this path.
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { closeSync, fsyncSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startServer } from '../test/helpers/server';
import { createTable, TableClient } from '../test/helpers/client';
import { Spectator } from './_spectators';
import { runtimeHost } from './_direct';
import { ClientProc, type ProcMessage } from './_procs';
import { floorRun, startFloor, type FloorFigures } from './_floor';

const GAME = process.env.BENCH_GAME ?? 'highcard';
const SPECTATORS = Number(process.env.BENCH_SPECTATORS ?? 100);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 5);
const TABLES = Number(process.env.BENCH_TABLES ?? (GAME === 'highcard' ? 6 : 1));
/** Moves measured per table (a FotMK game is ~400 moves; the rest of it is played unmeasured). */
const MAX_MOVES = Number(process.env.BENCH_MOVES ?? 300);
/** Moves per table in the 100-table run (High Card games end well before). */
const CONCURRENT_MOVES = Number(process.env.BENCH_CONCURRENT_MOVES ?? 40);

/** The figures of one path (default or production-like). */
class Figures {
  readonly rtts: number[] = [];
  readonly firsts: number[] = [];
  /** This bench process's own busy time during each move (its 105 clients read and apply every frame). */
  readonly busy: number[] = [];
  /** The room's trace of each measured move: ms after it received the move. */
  readonly stages = new Map<string, number[]>();
  readonly pings: number[] = [];
  readonly deltas: number[] = [];
  readonly fulls: number[] = [];
  readonly joins: number[] = [];
  readonly snaps: number[] = [];
  readonly clockSkews: number[] = [];
}
let pickN = 7;
/** A legal move chosen at random (seeded), never a step back: bench games must end. */
function pick(legal: unknown[]): unknown {
  const moves = legal.filter((m) => (m as { type?: string }).type !== 'cancel');
  pickN = (Math.imul(pickN, 1103515245) + 12345) >>> 0;
  return moves[pickN % moves.length];
}
/** Keep one client under the room's flood limit (20 messages/s): a bench is not a flood. */
const sent = new WeakMap<TableClient, number[]>();
async function pace(c: TableClient) {
  const times = sent.get(c) ?? [];
  const now = performance.now();
  while (times.length > 0 && now - times[0]! > 1000) times.shift();
  if (times.length >= 15) await new Promise((r) => setTimeout(r, 1000 - (now - times[0]!) + 1));
  times.push(performance.now());
  sent.set(c, times);
}
/**
 * BENCH_LIGHT_SPECTATORS=1: spectators on a bare socket that still parse and apply every frame with
 * the browser's own code (client/sync.ts), without partysocket's wrapper and event re-dispatch.
 */
const LIGHT = process.env.BENCH_LIGHT_SPECTATORS === '1';
/**
 * The spectators live in this many processes of their own (bench/_spectators.ts; 0: all in this
 * one). A hundred viewers on one event loop are read one after another, so the last one's
 * "applied" timed the bench's own queue (8-12 ms a move), not the room; real viewers each have
 * their own machine. The players stay here, as partysocket clients.
 */
const PROCS = Number(process.env.BENCH_SPECTATOR_PROCS ?? 4);

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const print = (name: string, value: number, unit: string) => console.log(`${name}: ${Number.isInteger(value) ? value : value.toFixed(2)} ${unit}`);

async function opened(c: TableClient | Spectator) {
  await c.waitFor(() => c.sync.table !== null, 20_000, 'snapshot');
}

/**
 * This disk's fsync as SQLite's WAL commit meets it: append one frame (24 B header + 4 KiB page),
 * fsync, `n` times, in `dir` (the folder wrangler persists to).
 */
function diskFsync(dir: string, n: number): number[] {
  const file = join(dir, `fsync-probe-${process.pid}`);
  const fd = openSync(file, 'w');
  const frame = Buffer.alloc(4096 + 24, 7);
  const out: number[] = [];
  try {
    for (let i = 0; i < n; i++) {
      writeSync(fd, frame);
      const t = performance.now();
      fsyncSync(fd);
      out.push(performance.now() - t);
    }
  } finally {
    closeSync(fd);
    rmSync(file, { force: true });
  }
  return out;
}

async function rttTable(host: string, url: string, fig: Figures, deflate: boolean) {
  const { rtts, deltas, fulls, joins, snaps, stages, pings, busy, firsts } = fig;
  const { id, hostSecret } = await createTable(url, GAME, PLAYERS, GAME === 'highcard' ? { rounds: '5' } : {});
  const players: TableClient[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const c = new TableClient(host, id, i === 0 ? { hostSecret, deflate } : { deflate });
    await opened(c);
    c.send({ t: 'sit', seat: i, name: `P${i}`, color: (['red', 'blue', 'green', 'yellow', 'purple'] as const)[i]! });
    await c.waitFor(() => c.view.you.seat === i);
    players.push(c);
  }
  const spectators: (TableClient | Spectator)[] = [];
  const procs: ClientProc[] = [];
  if (PROCS > 0) {
    for (let i = 0; i < PROCS; i++) {
      const n = Math.floor(SPECTATORS / PROCS) + (i < SPECTATORS % PROCS ? 1 : 0);
      if (n > 0) procs.push(new ClientProc('bench/_spectators.ts', [host, id, String(n), deflate ? 'deflate' : 'plain']));
    }
    await Promise.all(procs.map((p) => p.next((m): m is { t: 'opened' } => m.t === 'opened')));
  } else {
    await Promise.all(
      Array.from({ length: SPECTATORS }, async () => {
        const c = LIGHT ? new Spectator(host, id, deflate) : new TableClient(host, id, { deflate });
        spectators.push(c);
        await opened(c);
      }),
    );
  }
  // Join time as one visitor sees it: socket opened -> first snapshot, at a table already crowded.
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const c = new TableClient(host, id, { deflate });
    await opened(c);
    joins.push(performance.now() - t);
    c.close();
  }
  const ready = procs.map((p) => p.next((m): m is { t: 'ready' } => m.t === 'ready'));
  players[0]!.send({ t: 'start' });
  const all = [...players, ...spectators];
  await Promise.all(all.map((c) => c.waitFor(() => c.view.status === 'playing', 20_000)));
  await Promise.all(ready);
  for (const p of procs) {
    await p.calibrate();
    fig.clockSkews.push(Math.abs(p.offset));
  }
  // Let the presence broadcasts of the joins settle before measuring moves.
  await new Promise((r) => setTimeout(r, 200));
  // The transport's floor: one socket's ping round trip through wrangler dev, same table.
  for (let i = 0; i < 10; i++) {
    await pace(players[0]!);
    const n = players[0]!.received.length;
    const t = performance.now();
    players[0]!.send({ t: 'ping', n: i });
    await players[0]!.waitFor(() => players[0]!.received.length > n);
    pings.push(performance.now() - t);
  }
  let measuring = false;
  for (const c of all) {
    c.onMessage = (m, text) => {
      if (measuring && m.t === 'patch') deltas.push(Buffer.byteLength(text));
      if ((m as { t: string }).t === 'trace') {
        for (const [k, v] of Object.entries(m)) if (k !== 't') stages.set(k, [...(stages.get(k) ?? []), v as number]);
      }
    };
  }
  for (let guard = 0; players[0]!.view.status === 'playing' && guard < MAX_MOVES; guard++) {
    const mover = players.find((p) => p.view.active.includes(p.view.you.seat!) && (p.view.legal?.length ?? 0) > 0);
    if (!mover) break;
    const gv = mover.view.gv;
    await pace(mover);
    measuring = true;
    const elu = performance.eventLoopUtilization();
    const t = performance.now();
    let first = Infinity;
    let last = 0;
    const seen = (at: number) => {
      first = Math.min(first, at);
      last = Math.max(last, at);
    };
    // BENCH_DUMP=1: each move on a line (stderr): where it stands in its game, its round trip, when
    // the players (this process) and each spectator process had it, the room's trace, frame sizes.
    const when: string[] = [];
    const here = all.map((c, i) => c.waitFor(() => c.view.gv > gv, 10_000, 'move applied').then(() => (seen(performance.now()), when.push(`p${i}:${(performance.now() - t).toFixed(1)}`))));
    const away = procs.map((p) =>
      p.next((m): m is Extract<ProcMessage, { t: 'applied' }> => m.t === 'applied' && m.gv === gv + 1, 10_000).then((m) => {
        seen(p.local(m.first));
        seen(p.local(m.last));
        when.push(`spectators:${(p.local(m.first) - t).toFixed(1)}-${(p.local(m.last) - t).toFixed(1)}`);
        deltas.push(...m.bytes);
      }),
    );
    mover.send({ t: 'move', v: gv, move: pick(mover.view.legal!) });
    await Promise.all([...here, ...away]);
    rtts.push(last - t);
    if (process.env.BENCH_DUMP) {
      const trace = ['sent', 'durable'].map((k) => `${k} ${stages.get(k)?.at(-1)}`).join(' ');
      console.error(`move ${guard}: rtt ${(last - t).toFixed(2)} first ${(first - t).toFixed(2)} | ${trace} | ${when.join(' ')} | patch bytes ${players.map((pl) => [...pl.raw].reverse().find((r) => r.startsWith('{"t":"patch"'))?.length ?? 0).join(',')} spectators ${deltas.at(-1)}`);
    }
    busy.push(performance.eventLoopUtilization(elu).active);
    firsts.push(first - t);
    measuring = false;
    fulls.push(Buffer.byteLength(JSON.stringify(mover.view)));
  }
  const snap = players[1]!.raw.filter((r) => r.startsWith('{"t":"snapshot"')).at(-1);
  // A fresh snapshot at the end of the game, as a reconnecting player would get it.
  players[1]!.send({ t: 'sync' });
  const n = players[1]!.raw.length;
  await players[1]!.waitFor(() => players[1]!.raw.length > n);
  snaps.push(gzipSync(players[1]!.raw.at(-1) ?? snap ?? '').length);
  for (const c of all) c.close();
  for (const p of procs) p.close();
}

const errorCodes = new Map<string, number>();
async function concurrentTables(host: string, url: string): Promise<number> {
  let errors = 0;
  await Promise.all(
    Array.from({ length: 100 }, async () => {
      let lastA: { code: string }[] = [];
      let lastB: { code: string }[] = [];
      try {
        const { id, hostSecret } = await createTable(url, GAME, 2);
        const a = new TableClient(host, id, { hostSecret });
        const b = new TableClient(host, id);
        lastA = a.errors();
        lastB = b.errors();
        a.onMessage = () => (lastA = a.errors());
        b.onMessage = () => (lastB = b.errors());
        await Promise.all([opened(a), opened(b)]);
        a.send({ t: 'sit', seat: 0, name: 'A', color: 'red' });
        b.send({ t: 'sit', seat: 1, name: 'B', color: 'blue' });
        await Promise.all([a.waitFor(() => a.view.you.seat === 0), b.waitFor(() => b.view.you.seat === 1)]);
        a.send({ t: 'start' });
        await a.waitFor(() => a.view.status === 'playing', 20_000);
        for (let guard = 0; a.view.status === 'playing' && guard < CONCURRENT_MOVES; guard++) {
          const p = [a, b].find((c) => c.view.active.includes(c.view.you.seat!) && (c.view.legal?.length ?? 0) > 0);
          if (!p) break;
          const gv = p.view.gv;
          await pace(p);
          p.send({ t: 'move', v: gv, move: pick(p.view.legal!) });
          await Promise.all([a, b].map((c) => c.waitFor(() => c.view.gv > gv, 20_000)));
        }
        if (GAME === 'highcard') await Promise.all([a, b].map((c) => c.waitFor(() => c.view.status === 'over', 20_000)));
        errors += a.errors().length + b.errors().length;
        for (const e of [...a.errors(), ...b.errors()]) errorCodes.set(e.code, (errorCodes.get(e.code) ?? 0) + 1);
        a.close();
        b.close();
      } catch (e) {
        errors += 1;
        const why = [String(e instanceof Error ? e.message : e), ...[...lastA, ...lastB].map((x) => x.code)].join(' / ');
        errorCodes.set(why, (errorCodes.get(why) ?? 0) + 1);
      }
    }),
  );
  return errors;
}

/** Which paths to measure: both unless BENCH_PATHS names one. */
const PATHS = (process.env.BENCH_PATHS ?? 'both').split(',').flatMap((p) => (p === 'both' ? ['default', 'prodlike'] : [p]));

function printFigures(prefix: string, fig: Figures, fsync: number[]) {
  const ping = quantile(fig.pings, 0.5);
  const both = (name: string, xs: number[]) => {
    print(`${prefix}${name}-p50`, quantile(xs, 0.5), 'ms');
    print(`${prefix}${name}-p99`, quantile(xs, 0.99), 'ms');
    print(`${prefix}${name}-p50-per-ping`, quantile(xs, 0.5) / ping, 'x');
  };
  for (const stage of ['admitted', 'applied', 'written', 'sent', 'durable']) if (fig.stages.has(stage)) both(`stage-room-${stage}`, fig.stages.get(stage)!);
  both('move-rtt-first-client', fig.firsts);
  both('move-rtt', fig.rtts);
  // Per move: the round trip beyond the room's own durable write (both stamped for the same move;
  // the 2-player goal is at most 1 ms). The runtime's clock moves in whole ms, so this is coarse.
  const durable = fig.stages.get('durable') ?? [];
  if (durable.length === fig.rtts.length && fig.rtts.length > 0) {
    const over = fig.rtts.map((r, i) => r - durable[i]!);
    print(`${prefix}move-rtt-beyond-durable-p50`, quantile(over, 0.5), 'ms');
    print(`${prefix}move-rtt-beyond-durable-p99`, quantile(over, 0.99), 'ms');
  }
  // The part of the median beyond this disk's median fsync, which no code of ours can remove.
  if (fsync.length > 0) print(`${prefix}move-rtt-p50-beyond-fsync`, quantile(fig.rtts, 0.5) - quantile(fsync, 0.5), 'ms');
  // How much of the round trip this one process spent receiving for all its clients.
  print(`${prefix}bench-clients-busy-ms-per-move-p50`, quantile(fig.busy, 0.5), 'ms');
  print(`${prefix}ping-rtt-p50`, ping, 'ms');
  if (fig.clockSkews.length > 0) console.error(`(spectators in ${PROCS} processes; their clocks set against ours to within the IPC round trip: offsets up to ${Math.max(...fig.clockSkews).toFixed(3)} ms)`);
  print(`${prefix}move-rtt-samples`, fig.rtts.length, 'count');
}

async function main() {
  // The bench's 100 spectators stand for 100 people, but all come from one loopback address.
  // BENCH_PERSIST_DIR: a diagnostic only, never a reported figure. On a tmpfs (/dev/shm) fsync
  // costs nothing, which shows how much of the round trip is the disk's.
  const under = process.env.BENCH_PERSIST_DIR;
  const persistDir = under ? mkdtempSync(join(under, 'trollmoot-bench-')) : undefined;
  const server = await startServer({ testGames: true, botDelayMs: 0, persistDir, vars: { MAX_CONNS_PER_ADDRESS: '5000', BENCH_TRACE: '1' } });
  if (under) console.error(`(DIAGNOSTIC: rooms persisted under ${under}, not the usual folder: not a figure to report)`);
  try {
    const runs: { path: string; fig: Figures }[] = [];
    // The disk's own fsync, before and after the moves (the machine is shared: both halves count).
    const fsync = diskFsync(server.persistDir, 100);
    const runtime = PATHS.includes('prodlike') || process.env.BENCH_DIRECT === '1' ? await runtimeHost(server.port) : null;
    for (const path of PATHS) {
      // Default: through wrangler dev's proxy, offering compression as browsers do (BENCH_DIRECT=1
      // and BENCH_NO_DEFLATE=1 change one of the two). Production-like: neither (see the top).
      const prodlike = path === 'prodlike';
      const direct = prodlike || process.env.BENCH_DIRECT === '1' ? runtime : null;
      if ((prodlike || process.env.BENCH_DIRECT === '1') && !direct) throw new Error("wrangler dev's runtime socket was not found (bench/_direct.ts needs ss and ps)");
      const deflate = !prodlike && process.env.BENCH_NO_DEFLATE !== '1';
      const host = direct ?? server.host;
      console.error(`(${path} path: clients ${direct ? `talk to wrangler dev's runtime at ${direct}, not through its dev proxy at ${server.host}` : `go through wrangler dev's proxy at ${server.host}`}, ${deflate ? 'offering' : 'not offering'} permessage-deflate)`);
      const fig = new Figures();
      if (!process.env.BENCH_SKIP_RTT) for (let t = 0; t < TABLES; t++) await rttTable(host, `http://${host}`, fig, deflate);
      runs.push({ path, fig });
    }
    // The runtime's floor (bench/_floor.ts): as many moves and clients as the room's tables had, each
    // frame as long as the room's median delta. BENCH_SKIP_FLOOR=1 leaves it out.
    let floor: FloorFigures | null = null;
    const measured = runs.at(-1)?.fig;
    if (!process.env.BENCH_SKIP_FLOOR && measured && measured.rtts.length > 0) {
      // A floor that cannot run costs its figures only (said on stderr), not the room's printed below.
      const dir = mkdtempSync(join(dirname(server.persistDir), 'trollmoot-floor-'));
      try {
        const started = await startFloor(dir);
        try {
          const bytes = Math.round(quantile(measured.deltas, 0.5));
          floor = await floorRun(started.host, 'floor', PLAYERS, SPECTATORS, PROCS, measured.rtts.length, bytes);
        } finally {
          await started.stop();
        }
      } catch (e) {
        console.error(`(the runtime's floor could not be measured: ${e instanceof Error ? e.message : String(e)})`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    fsync.push(...diskFsync(server.persistDir, 100));
    console.error(`(room figures below: the ${GAME} game; BENCH_GAME=fotmk for FotMK; ${PLAYERS} players + ${SPECTATORS} spectators; stages in ms after the room received the move)`);
    print('disk-fsync-ms-p50', quantile(fsync, 0.5), 'ms');
    print('disk-fsync-ms-p99', quantile(fsync, 0.99), 'ms');
    for (const { path, fig } of runs) {
      console.error(`(${path} path)`);
      printFigures(path === 'prodlike' ? 'prodlike-' : '', fig, fsync);
    }
    if (floor) {
      console.error(`(the runtime's floor: a bare Durable Object, one write and one frame per socket a move, clients that only parse; bench/_floor.ts)`);
      for (const [name, xs] of [['floor-move-rtt', floor.rtts], ['floor-move-rtt-first-client', floor.firsts], ['floor-stage-durable', floor.durables]] as const) {
        print(`${name}-p50`, quantile(xs, 0.5), 'ms');
        print(`${name}-p99`, quantile(xs, 0.99), 'ms');
      }
      // How far the room is from the floor, per path, in the same run.
      for (const { path, fig: f } of runs) {
        const prefix = path === 'prodlike' ? 'prodlike-' : '';
        print(`${prefix}move-rtt-p50-per-floor`, quantile(f.rtts, 0.5) / quantile(floor.rtts, 0.5), 'x');
        print(`${prefix}move-rtt-p99-per-floor`, quantile(f.rtts, 0.99) / quantile(floor.rtts, 0.99), 'x');
      }
    }
    // Bytes and joins: from the default path when it ran (the frames are the same on both).
    const fig = runs[0]?.fig ?? new Figures();
    print('delta-bytes-median', quantile(fig.deltas, 0.5), 'B');
    print('delta-bytes-p99', quantile(fig.deltas, 0.99), 'B');
    print('full-view-bytes-median', quantile(fig.fulls, 0.5), 'B');
    print('snapshot-bytes-gzip', Math.max(...fig.snaps), 'B');
    print('join-ms', quantile(fig.joins, 0.5), 'ms');
    print('join-ms-p99', quantile(fig.joins, 0.99), 'ms');
    if (!process.env.BENCH_SKIP_CONCURRENT) print('tables-100-errors', await concurrentTables(server.host, server.url), 'count');
    if (errorCodes.size > 0) console.error('errors by code:', Object.fromEntries(errorCodes));
  } finally {
    await server.stop();
    if (persistDir) rmSync(persistDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
