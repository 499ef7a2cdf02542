// Dwar7s Fall engine figures, one core. Prints `name: value unit`. Games per second and restore time
// are measured in this process's CPU time (process.cpuUsage), so a busy machine does not count
// other processes' time against the engine; apply and view are medians of wall time per call.
//   dwarfs-games-per-s-4p  full random games at 4 seats (the random bot's choice + apply)
//   dwarfs-apply-us / dwarfs-view-us  median microseconds per call over those games
//   dwarfs-restore-ms  rebuild a finished 4-player game from seed + move log (median)
import { dwarfs } from '../shared/games/dwarfs';
import type { DwarfsMove, DwarfsState } from '../shared/games/dwarfs';

const print = (name: string, value: number, unit: string) => console.log(`${name}: ${value.toFixed(value >= 100 ? 0 : 2)} ${unit}`);

let seedN = 1;
function rand(): number {
  seedN = (Math.imul(seedN, 1103515245) + 12345) >>> 0;
  return seedN / 4294967296;
}
const bot = dwarfs.bots!.random!;
const median = (xs: number[]): number => {
  const a = xs.slice().sort((x, y) => x - y);
  return a[Math.floor(a.length / 2)] ?? 0;
};

interface Played {
  seed: string;
  log: [number, DwarfsMove][];
  final: DwarfsState;
}

const applyTimes: number[] = [];
function play(seed: string, players: number, timeApply: boolean): Played {
  let s = dwarfs.setup(seed, players, {});
  const log: [number, DwarfsMove][] = [];
  while (!s.over) {
    const seat = dwarfs.activeSeats(s)[0] as number;
    const m = bot(s, seat, rand) as DwarfsMove;
    const t0 = timeApply ? performance.now() : 0;
    const r = dwarfs.apply(s, seat, m);
    if (timeApply) applyTimes.push((performance.now() - t0) * 1000);
    if (!r.ok) throw new Error(`illegal move ${JSON.stringify(m)}: ${r.error.message}`);
    s = r.value.state;
    log.push([seat, m]);
  }
  return { seed, log, final: s };
}

for (let i = 0; i < 20; i++) play(`warm-${i}`, 2 + (i % 3), false);

let kept: Played | null = null;
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
{
  const t0 = cpuMs();
  let n = 0;
  while (cpuMs() - t0 < 5000) {
    const g = play(`bench-4-${n}`, 4, false);
    kept ??= g;
    n++;
  }
  print('dwarfs-games-per-s-4p', (n * 1000) / (cpuMs() - t0), 'games/s');
}

const states: DwarfsState[] = [];
for (let i = 0; i < 20; i++) {
  const g = play(`timing-${i}`, 4, true);
  if (i < 3) {
    let s = dwarfs.setup(g.seed, 4, {});
    for (const [seat, m] of g.log) {
      const r = dwarfs.apply(s, seat, m);
      if (r.ok) s = r.value.state;
      states.push(s);
    }
  }
}
print('dwarfs-apply-us', median(applyTimes), 'us');
const viewTimes: number[] = [];
for (const s of states)
  for (const viewer of [0, 1, 2, 3, 'spectator'] as const) {
    const t0 = performance.now();
    dwarfs.view(s, viewer);
    viewTimes.push((performance.now() - t0) * 1000);
  }
print('dwarfs-view-us', median(viewTimes), 'us');

if (kept) {
  const g = kept;
  const runs: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = cpuMs();
    let s = dwarfs.setup(g.seed, 4, {});
    for (const [seat, m] of g.log) {
      const r = dwarfs.apply(s, seat, m);
      if (!r.ok) throw new Error('restore diverged');
      s = r.value.state;
    }
    runs.push(cpuMs() - t0);
    if (JSON.stringify(s) !== JSON.stringify(g.final)) throw new Error('restore differs from the original final state');
  }
  print('dwarfs-restore-ms', median(runs), 'ms');
}
