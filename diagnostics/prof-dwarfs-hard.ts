// Diagnostic: CPU per Hard search on positions of sensible-bot games (4 seats), for profiling
// (node --cpu-prof). PROF_GAMES=2 PROF_EVERY=9 npx tsx diagnostics/prof-dwarfs-hard.ts
import { Search } from '../shared/engine/search';
import { rng } from '../shared/engine/testkit';
import { dwarfs } from '../shared/games/dwarfs';
import type { DwarfsState } from '../shared/games/dwarfs';

const games = Number(process.env.PROF_GAMES ?? 2);
const every = Number(process.env.PROF_EVERY ?? 9);
const players = Number(process.env.PROF_PLAYERS ?? 4);
const { iterations, ...opts } = dwarfs.search!.levels!.hard!;
const key = dwarfs.search!.key!;
const easy = dwarfs.bots!.easy!;
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const times: number[] = [];
const picks: string[] = [];
for (let g = 0; g < games; g++) {
  const random = rng(31 + g);
  let s: DwarfsState = dwarfs.setup(`prof-${g}`, players, dwarfs.optionsSchema.parse({}));
  for (let k = 0; dwarfs.result(s) === null; k++) {
    const seat = dwarfs.activeSeats(s)[0] as number;
    if (k % every === 0 && dwarfs.legalMoves(s, seat).length > 2) {
      const t0 = cpu();
      const search = new Search(dwarfs, s, seat, rng(k), opts);
      while (!search.done(iterations)) search.step(Math.min(40, iterations - search.iterations));
      picks.push(key(search.best()!));
      times.push(cpu() - t0);
    }
    const m = easy(s, seat, random)!;
    const r = dwarfs.apply(s, seat, m);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
  }
}
const a = times.slice().sort((x, y) => x - y);
const q = (p: number) => a[Math.min(a.length - 1, Math.floor(p * a.length))]!.toFixed(0);
console.log(`searches ${a.length}  cpu ms p50 ${q(0.5)} p90 ${q(0.9)} total ${a.reduce((x, y) => x + y, 0).toFixed(0)}`);
let h = 0;
for (const p of picks.join('|')) h = (Math.imul(h, 31) + p.charCodeAt(0)) >>> 0;
console.log(`picks hash ${h.toString(16)}`);
