// A table under a crowd and under attack, over loopback against a real `wrangler dev`. Prints:
//   crowd-1000-join-player-rtt-p99: 1,000 spectators join one table within 10 s while 3 players
//     move (FotMK, a move every ~150 ms); a move's round trip as its player sees it.
//   hostile-flood-player-rtt-p99: fuzzers, oversized frames, sync, ping and intent floods at one
//     table (reconnecting when cut off) while 3 honest players move on it.
//   Beside them: crowd-1000-joined, -join-all-ms, -frames-per-joiner, -kb-per-joiner, -join-moves,
//   -join-player-rtt-p50, -join-runtime-ping-rtt-p50/p99, -join-unanswered-moves-30s;
//   hostile-flood-player-rtt-p50, -calm-rtt-p99 (no attack), -moves, -attack-messages,
//   -attacker-reconnects, -unanswered-moves-30s.
// Spectators and attackers are bare sockets (test/helpers/raw.ts): they cost this process little,
// so what is measured is the table. BENCH_CROWD, BENCH_ATTACKERS and BENCH_SECONDS scale it;
// BENCH_ONLY=crowd|hostile runs one; BENCH_STEADY=1 lets the crowd join before the players move
// (fanout alone); BENCH_NOHELLO=1 opens the crowd's sockets without a hello (connection cost alone).
import { startServer, type RunningServer } from '../test/helpers/server';
import { createTable, TableClient } from '../test/helpers/client';
import { rawSocket, type RawSocket } from '../test/helpers/raw';

const CROWD = Number(process.env.BENCH_CROWD ?? 1000);
const ATTACKERS = Number(process.env.BENCH_ATTACKERS ?? 150);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const GAME = process.env.BENCH_CROWD_GAME ?? 'fotmk';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;
const print = (name: string, value: number, unit: string) => console.log(`${name}: ${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`);

let pickN = 11;
function pick(legal: unknown[]): unknown {
  const moves = legal.filter((m) => (m as { type?: string }).type !== 'cancel');
  pickN = (Math.imul(pickN, 1103515245) + 12345) >>> 0;
  return moves[pickN % moves.length];
}

async function players3(server: RunningServer): Promise<{ id: string; players: TableClient[] }> {
  const { id, hostSecret } = await createTable(server.url, GAME, 3, GAME === 'highcard' ? { rounds: '5' } : {});
  const players: TableClient[] = [];
  for (let i = 0; i < 3; i++) {
    const c = new TableClient(server.host, id, i === 0 ? { hostSecret } : {});
    await c.waitFor(() => c.sync.table !== null, 20_000, 'snapshot');
    c.send({ t: 'sit', seat: i, name: `P${i}`, color: (['red', 'blue', 'green'] as const)[i]! });
    await c.waitFor(() => c.view.you.seat === i, 20_000, 'seated');
    players.push(c);
  }
  players[0]!.send({ t: 'start' });
  await Promise.all(players.map((c) => c.waitFor(() => c.view.status === 'playing', 20_000, 'start')));
  return { id, players };
}

/** Players move in turn (paced like people clicking fast) until `until()`; returns their round trips. */
async function play(players: TableClient[], until: () => boolean): Promise<{ rtts: number[]; lost: number }> {
  const rtts: number[] = [];
  let lost = 0;
  while (!until() && players[0]!.view.status === 'playing') {
    const mover = players.find((p) => p.view.active.includes(p.view.you.seat!) && (p.view.legal?.length ?? 0) > 0);
    if (!mover) {
      await sleep(20);
      continue;
    }
    const gv = mover.view.gv;
    const errors = mover.errors().length;
    const t = performance.now();
    mover.send({ t: 'move', v: gv, move: pick(mover.view.legal!) });
    try {
      // Applied, or refused (a view a moment behind): either way the round trip is done.
      await mover.waitFor(() => mover.view.gv > gv || mover.errors().length > errors, 30_000, 'move answered');
      rtts.push(performance.now() - t);
    } catch {
      lost++;
      rtts.push(30_000);
    }
    await sleep(150);
  }
  return { rtts, lost };
}

async function crowdBench(): Promise<void> {
  const server = await startServer({ testGames: true, botDelayMs: 0, vars: { MAX_CONNS_PER_ADDRESS: '5000' } });
  const spectators: RawSocket[] = [];
  try {
    const { id, players } = await players3(server);
    // The transport's floor meanwhile: a bare ping, answered by the runtime without the table's code.
    const pinger = rawSocket(server.host, id);
    await pinger.opened;
    const pings: number[] = [];
    let pinging = true;
    const pingLoop = (async () => {
      while (pinging) {
        const n = pinger.count('pong');
        const t = performance.now();
        pinger.send({ t: 'ping' });
        await pinger.waitFor(() => pinger.count('pong') > n, 30_000, 'pong').catch(() => undefined);
        pings.push(performance.now() - t);
        await sleep(100);
      }
    })();
    let done = false;
    // BENCH_STEADY=1: the crowd joins first, then the players move (the cost of fanout alone).
    const steady = process.env.BENCH_STEADY === '1';
    const moving = steady ? null : play(players, () => done);
    const t0 = performance.now();
    for (let i = 0; i < CROWD; i++) {
      const r = rawSocket(server.host, id, { keep: false });
      spectators.push(r);
      void r.opened.then(() => (process.env.BENCH_NOHELLO ? undefined : r.hello()), () => undefined);
      // Evenly over 90% of the window.
      const due = t0 + ((i + 1) * SECONDS * 900) / CROWD;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
    }
    await Promise.all(spectators.map((r) => r.waitFor(() => r.frames >= (process.env.BENCH_NOHELLO ? 1 : 2), 30_000, 'snapshot').catch(() => undefined)));
    const joinMs = performance.now() - t0;
    await sleep(500);
    let result;
    if (moving) {
      done = true;
      result = await moving;
    } else {
      const until = performance.now() + SECONDS * 1000;
      result = await play(players, () => performance.now() > until);
    }
    const { rtts, lost } = result;
    pinging = false;
    await pingLoop;
    pinger.close();
    const frames = spectators.reduce((n, r) => n + r.frames, 0);
    const joined = spectators.filter((r) => r.frames >= 2).length;
    print('crowd-1000-join-player-rtt-p99', quantile(rtts, 0.99), 'ms');
    print('crowd-1000-join-player-rtt-p50', quantile(rtts, 0.5), 'ms');
    print('crowd-1000-join-runtime-ping-rtt-p99', quantile(pings, 0.99), 'ms');
    print('crowd-1000-join-runtime-ping-rtt-p50', quantile(pings, 0.5), 'ms');
    print('crowd-1000-join-moves', rtts.length, 'count');
    print('crowd-1000-join-unanswered-moves-30s', lost, 'count');
    print('crowd-1000-joined', joined, 'count');
    print('crowd-1000-join-all-ms', joinMs, 'ms');
    print('crowd-1000-frames-per-joiner', frames / CROWD, 'count');
    print('crowd-1000-kb-per-joiner', spectators.reduce((n, r) => n + r.bytes, 0) / CROWD / 1024, 'KB');
    for (const p of players) p.close();
  } finally {
    for (const r of spectators) r.close();
    await server.stop();
  }
}

/** One attacker: a socket that does `kind` as fast as it can, and comes back when it is cut off. */
function attacker(server: RunningServer, id: string, kind: number, stop: () => boolean, stats: { sent: number; reconnects: number }): Promise<void> {
  return (async () => {
    while (!stop()) {
      const r = rawSocket(server.host, id, { keep: false });
      try {
        await r.opened;
      } catch {
        await sleep(100);
        continue;
      }
      r.hello();
      let n = 0;
      while (!stop() && !r.isClosed()) {
        for (let i = 0; i < 20 && !r.isClosed(); i++, n++) {
          stats.sent++;
          switch (kind % 6) {
            case 0:
              r.send({ t: 'sync' });
              break;
            case 1:
              r.send({ t: 'ping', n });
              break;
            case 2:
              r.send({ t: 'move', v: n, move: { type: 'x'.repeat(n % 50), card: n } });
              break;
            case 3:
              r.send(String.fromCharCode(...Array.from({ length: 40 }, (_, j) => 32 + ((n * 7 + j * 13) % 90))));
              break;
            case 4:
              r.send('{"t":"hello","pad":"' + 'y'.repeat(16_000) + '"}');
              break;
            default:
              r.send({ t: 'sit', seat: n % 16, name: 'Eve'.repeat(n % 9), color: 'red' });
          }
        }
        // About 19 a second per socket: the pace the flood used.
        await sleep(1000);
      }
      r.close();
      stats.reconnects++;
      await sleep(50);
    }
  })();
}

async function hostileBench(): Promise<void> {
  // Many addresses' worth of attackers (one address would hit its cap at once).
  const server = await startServer({ testGames: true, botDelayMs: 0, vars: { MAX_CONNS_PER_ADDRESS: '5000' } });
  try {
    const { id, players } = await players3(server);
    const calm = await play(players, (() => {
      const until = performance.now() + 3000;
      return () => performance.now() > until;
    })());
    let stopped = false;
    const stats = { sent: 0, reconnects: 0 };
    const attacks = Array.from({ length: ATTACKERS }, (_, k) => attacker(server, id, k, () => stopped, stats));
    await sleep(1000);
    const until = performance.now() + SECONDS * 1000;
    const { rtts, lost } = await play(players, () => performance.now() > until);
    stopped = true;
    await Promise.all(attacks);
    print('hostile-flood-player-rtt-p99', quantile(rtts, 0.99), 'ms');
    print('hostile-flood-player-rtt-p50', quantile(rtts, 0.5), 'ms');
    print('hostile-flood-calm-rtt-p99', quantile(calm.rtts, 0.99), 'ms');
    print('hostile-flood-moves', rtts.length, 'count');
    print('hostile-flood-unanswered-moves-30s', lost, 'count');
    print('hostile-flood-attack-messages', stats.sent, 'count');
    print('hostile-flood-attacker-reconnects', stats.reconnects, 'count');
    for (const p of players) p.close();
  } finally {
    await server.stop();
  }
}

const only = process.env.BENCH_ONLY;
if (!only || only === 'crowd') await crowdBench();
if (!only || only === 'hostile') await hostileBench();
process.exit(0);
