// Diagnostic (issue 31): what an idle turn-based table costs. A real `wrangler dev` (workerd); the
// CPU time of its processes (utime + stime from /proc, their process group) is read over an idle
// spell with no table at all, then over the same spell with a turn-based FotMK table waiting on
// its players, both players' sockets open. Then a move: a snapshot re-basing the player proves the
// room was rebuilt, i.e. it had been evicted (hibernated) while idle, its sockets kept.
// Run: nice -n 19 npx tsx diagnostics/idle.ts [idle seconds, default 60]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startServer } from '../test/helpers/server';
import { TableClient } from '../test/helpers/client';
import { PROTOCOL_VERSION } from '../shared/protocol';

const IDLE_S = Number(process.argv[2] ?? 60);
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** CPU ms used so far by every process of the server's group. */
function cpuMs(pgid: number): number {
  let ticks = 0;
  for (const line of execFileSync('ps', ['-eo', 'pid=,pgid=']).toString().trim().split('\n')) {
    const [pid, group] = line.trim().split(/\s+/).map(Number);
    if (group !== pgid) continue;
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(f[11]) + Number(f[12]);
    } catch {
      /* gone */
    }
  }
  return ticks * TICK_MS;
}

const server = await startServer({ testGames: false });
// The server's process group: wrangler was started detached, as the leader of its own group.
const leader = Number(execFileSync('ps', ['-o', 'pid=', '--ppid', String(process.pid)]).toString().trim().split('\n').map(Number).find((pid) => pid > 0));
const groupOf = (pid: number) => Number(execFileSync('ps', ['-o', 'pgid=', '-p', String(pid)]).toString().trim());
const pgid = groupOf(leader);
const spell = async (what: string) => {
  const a = cpuMs(pgid);
  await sleep(IDLE_S * 1000);
  const used = cpuMs(pgid) - a;
  console.log(`idle-cpu-ms-per-min-${what}: ${((used / IDLE_S) * 60).toFixed(0)} ms (${used.toFixed(0)} ms over ${IDLE_S} s)`);
  return used;
};
try {
  await sleep(5000);
  await spell('no-table');
  const r = await fetch(`${server.url}/api/tables`, { method: 'POST', body: JSON.stringify({ game: 'fotmk', seats: 2, options: {}, table: { clock: 'off', takeover: 'off', pace: 'turn', days: '3', late: 'bot' } }) });
  const { id, hostSecret } = (await r.json()) as { id: string; hostSecret: string };
  const ann = new TableClient(server.host, id, { hostSecret });
  const bob = new TableClient(server.host, id);
  for (const [i, c] of [ann, bob].entries()) {
    await c.waitFor(() => c.sync.table !== null);
    c.send({ t: 'sit', seat: i, name: ['Ann', 'Bob'][i]!, color: c.view.colours[i]!.id });
    await c.waitFor(() => c.view.you.seat === i);
  }
  ann.send({ t: 'start' });
  await ann.waitFor(() => ann.view.status === 'playing' && (ann.view.legal?.length ?? 0) > 0, 20_000);
  // Eviction comes after about 10 s without an event; the spell starts after it.
  await sleep(12_000);
  await spell('turn-based-table-2-sockets');
  const snapshots = ann.received.filter((m) => m.t === 'snapshot').length;
  const gv = ann.view.gv;
  ann.send({ t: 'move', v: gv, move: ann.view.legal![0] });
  await ann.waitFor(() => ann.view.gv > gv, 20_000);
  await sleep(500);
  const rebased = ann.received.filter((m) => m.t === 'snapshot').length - snapshots;
  console.log(`after the idle spell, a move: ${rebased} snapshot(s) re-basing the player (> 0: the room was rebuilt, it had hibernated); protocol ${PROTOCOL_VERSION}`);
  ann.close();
  bob.close();
} finally {
  await server.stop();
}
