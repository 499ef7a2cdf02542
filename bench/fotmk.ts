// FotMK engine figures, one core. Prints `name: value unit`:
//   fotmk-games-per-s-2p..5p  full random games (legalMoves + apply, random seat among the active ones)
//   fotmk-apply-us / fotmk-view-us  mean microseconds per call over those games
//   fotmk-restore-ms  rebuild a finished 4-player game from seed + move log
// Games per second and restore time count this process's CPU time (process.cpuUsage), so that a
// machine shared with other jobs still measures one core's work.
import { fotmk } from '../shared/games/fotmk';
import type { FotmkMove, FotmkState } from '../shared/games/fotmk';

const print = (name: string, value: number, unit: string) => console.log(`${name}: ${value.toFixed(value >= 100 ? 0 : 2)} ${unit}`);
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

let seedN = 1;
function rand(): number {
  seedN = (Math.imul(seedN, 1103515245) + 12345) >>> 0;
  return seedN / 4294967296;
}

interface Played {
  seed: string;
  players: number;
  log: [number, FotmkMove][];
  final: FotmkState;
}

let applyNs = 0;
let applyCalls = 0;

function play(seed: string, players: number, timeApply: boolean): Played {
  let s = fotmk.setup(seed, players, {});
  const log: [number, FotmkMove][] = [];
  while (!s.over) {
    const act = fotmk.activeSeats(s);
    const seat = act[Math.floor(rand() * act.length)] as number;
    const moves = fotmk.legalMoves(s, seat).filter((m) => m.type !== 'cancel');
    const m = moves[Math.floor(rand() * moves.length)] as FotmkMove;
    const t0 = timeApply ? performance.now() : 0;
    const r = fotmk.apply(s, seat, m);
    if (timeApply) {
      applyNs += (performance.now() - t0) * 1e6;
      applyCalls++;
    }
    if (!r.ok) throw new Error(`illegal move ${JSON.stringify(m)}: ${r.error.message}`);
    s = r.value.state;
    log.push([seat, m]);
  }
  return { seed, players, log, final: s };
}

// Warm up the JIT.
for (let i = 0; i < 20; i++) play(`warm-${i}`, 2 + (i % 4), false);

let kept: Played | null = null;
for (const players of [2, 3, 4, 5]) {
  const t0 = cpuMs();
  let n = 0;
  while (cpuMs() - t0 < 3000) {
    const g = play(`bench-${players}-${n}`, players, false);
    if (players === 4 && !kept) kept = g;
    n++;
  }
  print(`fotmk-games-per-s-${players}p`, (n * 1000) / (cpuMs() - t0), 'games/s');
}

// apply and view timings over a few more 4-player games.
const states: FotmkState[] = [];
for (let i = 0; i < 30; i++) {
  const g = play(`timing-${i}`, 4, true);
  if (i < 3) {
    let s = fotmk.setup(g.seed, 4, {});
    for (const [seat, m] of g.log) {
      const r = fotmk.apply(s, seat, m);
      if (r.ok) s = r.value.state;
      states.push(s);
    }
  }
}
print('fotmk-apply-us', applyNs / applyCalls / 1000, 'us');
let viewNs = 0;
let views = 0;
for (const s of states) {
  for (const viewer of [0, 1, 2, 3, 'spectator'] as const) {
    const t0 = performance.now();
    fotmk.view(s, viewer);
    viewNs += (performance.now() - t0) * 1e6;
    views++;
  }
}
print('fotmk-view-us', viewNs / views / 1000, 'us');

// Restore: seed + log -> final state, as the room does after waking up.
if (kept) {
  const g = kept;
  const runs: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = cpuMs();
    let s = fotmk.setup(g.seed, g.players, {});
    for (const [seat, m] of g.log) {
      const r = fotmk.apply(s, seat, m);
      if (!r.ok) throw new Error('restore diverged');
      s = r.value.state;
    }
    runs.push(cpuMs() - t0);
    if (JSON.stringify(s) !== JSON.stringify(g.final)) throw new Error('restore differs from the original final state');
  }
  runs.sort((a, b) => a - b);
  print('fotmk-restore-ms', runs[Math.floor(runs.length / 2)] as number, 'ms');
}
