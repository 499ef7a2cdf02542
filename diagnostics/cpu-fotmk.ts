// Not a bench: 4-player random games per second of this process's CPU time (for before/after work).
import { fotmk } from '../shared/games/fotmk';
import type { FotmkMove } from '../shared/games/fotmk';
let seedN = 1;
const rand = () => ((seedN = (Math.imul(seedN, 1103515245) + 12345) >>> 0), seedN / 4294967296);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const secs = Number(process.env.SECS ?? 4);
const players = Number(process.env.PLAYERS ?? 4);
for (let i = 0; i < 10; i++) {
  let s = fotmk.setup(`w-${i}`, players, {});
  while (!s.over) {
    const act = fotmk.activeSeats(s);
    const seat = act[Math.floor(rand() * act.length)] as number;
    const moves = fotmk.legalMoves(s, seat).filter((m) => m.type !== 'cancel');
    const r = fotmk.apply(s, seat, moves[Math.floor(rand() * moves.length)] as FotmkMove);
    if (!r.ok) throw new Error('illegal');
    s = r.value.state;
  }
}
const t0 = cpu();
let n = 0;
let moves = 0;
while (cpu() - t0 < secs * 1000) {
  let s = fotmk.setup(`p-${n}`, players, {});
  while (!s.over) {
    const act = fotmk.activeSeats(s);
    const seat = act[Math.floor(rand() * act.length)] as number;
    const ms = fotmk.legalMoves(s, seat).filter((m) => m.type !== 'cancel');
    const r = fotmk.apply(s, seat, ms[Math.floor(rand() * ms.length)] as FotmkMove);
    if (!r.ok) throw new Error('illegal');
    s = r.value.state;
    moves++;
  }
  n++;
}
const dt = cpu() - t0;
console.log(`games/s (cpu): ${((n * 1000) / dt).toFixed(1)}  moves/game ${(moves / n).toFixed(0)}  us/move ${((dt * 1000) / moves).toFixed(1)}`);
