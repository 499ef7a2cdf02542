// Hall engine figures, one core. Prints `name: value unit`:
//   hall-games-per-s-4p  full random 4-player games (legalMoves + apply, uniform random legal moves)
//   hall-apply-us / hall-view-us  median microseconds per call over those games
//   hall-restore-ms  rebuild a finished 4-player game from seed + move log (median of 20)
// Games per second and restore time count this process's CPU time (process.cpuUsage), so that a
// machine shared with other jobs still measures one core's work.
import { hall } from '../shared/games/hall';
import type { HallMove, HallState } from '../shared/games/hall';

const print = (name: string, value: number, unit: string) => console.log(`${name}: ${value.toFixed(value >= 100 ? 0 : 2)} ${unit}`);
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const opts = hall.optionsSchema.parse({});

let seedN = 1;
function rand(): number {
  seedN = (Math.imul(seedN, 1103515245) + 12345) >>> 0;
  return seedN / 4294967296;
}

interface Played {
  seed: string;
  log: [number, HallMove][];
  final: HallState;
}

function play(seed: string, players: number, applyUs?: number[]): Played {
  let s = hall.setup(seed, players, opts);
  const log: [number, HallMove][] = [];
  while (s.phase !== 'over') {
    const act = hall.activeSeats(s);
    const seat = act[Math.floor(rand() * act.length)] as number;
    const moves = hall.legalMoves(s, seat);
    const m = moves[Math.floor(rand() * moves.length)] as HallMove;
    const t0 = applyUs ? performance.now() : 0;
    const r = hall.apply(s, seat, m);
    if (applyUs) applyUs.push((performance.now() - t0) * 1000);
    if (!r.ok) throw new Error(`illegal move ${JSON.stringify(m)}: ${r.error.message}`);
    s = r.value.state;
    log.push([seat, m]);
  }
  return { seed, log, final: s };
}

for (let i = 0; i < 20; i++) play(`warm-${i}`, 2 + (i % 4));

let kept: Played | null = null;
{
  const t0 = cpuMs();
  let n = 0;
  while (cpuMs() - t0 < 3000) {
    const g = play(`bench-4-${n}`, 4);
    if (!kept) kept = g;
    n++;
  }
  print('hall-games-per-s-4p', (n * 1000) / (cpuMs() - t0), 'games/s');
}

const applyUs: number[] = [];
const states: HallState[] = [];
for (let i = 0; i < 30; i++) {
  const g = play(`timing-${i}`, 4, applyUs);
  if (i < 3) {
    let s = hall.setup(g.seed, 4, opts);
    for (const [seat, m] of g.log) {
      const r = hall.apply(s, seat, m);
      if (r.ok) s = r.value.state;
      states.push(s);
    }
  }
}
print('hall-apply-us', median(applyUs), 'us');
const viewUs: number[] = [];
for (const s of states) {
  for (const viewer of [0, 1, 2, 3, 'spectator'] as const) {
    const t0 = performance.now();
    hall.view(s, viewer);
    viewUs.push((performance.now() - t0) * 1000);
  }
}
print('hall-view-us', median(viewUs), 'us');

if (kept) {
  const g = kept;
  const runs: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = cpuMs();
    let s = hall.setup(g.seed, 4, opts);
    for (const [seat, m] of g.log) {
      const r = hall.apply(s, seat, m);
      if (!r.ok) throw new Error('restore diverged');
      s = r.value.state;
    }
    runs.push(cpuMs() - t0);
    if (JSON.stringify(s) !== JSON.stringify(g.final)) throw new Error('restore differs from the original final state');
  }
  print('hall-restore-ms', median(runs), 'ms');
}
