// Not a bench: a driver for `node --cpu-prof` (4-player random games for a few seconds).
import { fotmk } from '../shared/games/fotmk';
import type { FotmkMove } from '../shared/games/fotmk';
let seedN = 1;
const rand = () => ((seedN = (Math.imul(seedN, 1103515245) + 12345) >>> 0), seedN / 4294967296);
const secs = Number(process.env.SECS ?? 6);
const t0 = performance.now();
let n = 0;
while (performance.now() - t0 < secs * 1000) {
  let s = fotmk.setup(`p-${n}`, 4, {});
  while (!s.over) {
    const act = fotmk.activeSeats(s);
    const seat = act[Math.floor(rand() * act.length)] as number;
    const moves = fotmk.legalMoves(s, seat).filter((m) => m.type !== 'cancel');
    const r = fotmk.apply(s, seat, moves[Math.floor(rand() * moves.length)] as FotmkMove);
    if (!r.ok) throw new Error('illegal');
    s = r.value.state;
  }
  n++;
}
console.log(`games/s: ${((n * 1000) / (performance.now() - t0)).toFixed(1)}`);
