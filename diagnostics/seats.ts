// Who wins among equal bots, by seat and by place after the start player: a fair search gives each
// seat about the same share (a bias here once came from the search, not the rules; see
// shared/engine/search.ts). `G=fotmk L=easy N=200 npx tsx diagnostics/seats.ts` (4 players, deals table-0..N-1).
import { rng as gen } from '../shared/engine/testkit';
import type { AnyGame } from '../shared/engine/types';
import { GAMES } from '../shared/games/index';

const game = GAMES[process.env.G ?? 'fotmk'] as AnyGame;
const level = process.env.L ?? 'easy';
const N = Number(process.env.N ?? 100);
const bot = game.bots?.[level];
if (!bot) throw new Error(`${game.id} has no ${level} bot`);
const win = [0, 0, 0, 0];
const rel = [0, 0, 0, 0];
for (let d = 0; d < N; d++) {
  const random = gen(5000 + d);
  let s = game.setup(`table-${d}`, 4, game.optionsSchema.parse({}));
  const start = (s as { startPlayer?: number; first?: number }).startPlayer ?? (s as { first?: number }).first ?? 0;
  while (game.result(s) === null) {
    const act = game.activeSeats(s);
    const seat = act[Math.floor(random() * act.length)] as number;
    const r = game.apply(s, seat, bot(s, seat, random));
    if (!r.ok) throw new Error(`${level} bot chose an illegal move: ${r.error.code}`);
    s = r.value.state;
  }
  const res = game.result(s)!;
  for (const w of res.winners) {
    win[w] = (win[w] ?? 0) + 1 / res.winners.length;
    rel[(w - start + 4) % 4] = (rel[(w - start + 4) % 4] ?? 0) + 1 / res.winners.length;
  }
}
const pc = (xs: number[]) => xs.map((x) => `${((100 * x) / N).toFixed(1)} %`).join(' ');
console.log(`${game.id} ${level} x4, ${N} deals: wins by seat ${pc(win)}; by place after the start player ${pc(rel)}`);
