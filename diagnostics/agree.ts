// Diagnostic: how often two searches choose the same move on positions of Normal-bot games: two
// Normals (the game's Normal budget) with other generators (nn), two Hards (hh), Normal and Hard (nh),
// two searches of 20000 iterations (h2h), Normal and Hard against 20000 (nd, hd). Low agreement between two
// searches of one budget is noise (samples differing more than moves do), not depth.
// BOT_GAME=dwarfs AGREE_PLAYERS=4 npx tsx diagnostics/agree.ts
import { Search } from '../shared/engine/search';
import { rng } from '../shared/engine/testkit';
import type { AnyGame } from '../shared/engine/types';
import { GAMES } from '../shared/games/index';

const game = GAMES[process.env.BOT_GAME ?? 'dwarfs'] as AnyGame;
const players = Number(process.env.AGREE_PLAYERS ?? 4);
const every = Number(process.env.AGREE_EVERY ?? 7);
const games = Number(process.env.AGREE_GAMES ?? 2);
const levels = game.search?.levels ?? {};
const NORMAL = levels.normal?.iterations ?? 1000;
const HARD = levels.hard?.iterations ?? 5000;
const key = game.search?.key ?? ((m: unknown) => JSON.stringify(m));
const pick = (s: unknown, seat: number, seed: number, iters: number, explore?: number) => {
  const { iterations: _i, ...opts } = levels.normal ?? { iterations: 0 };
  const search = new Search(game, s, seat, rng(seed), { ...opts, ...(explore !== undefined ? { explore } : {}) });
  search.step(iters);
  return key(search.best());
};
let n = 0;
const agree = { nn: 0, hh: 0, nh: 0, h2h: 0, nd: 0, hd: 0 };
for (let g = 0; g < games; g++) {
  const random = rng(77 + g);
  let s = game.setup(`agree-${g}`, players, game.optionsSchema.parse({}));
  for (let k = 0; game.result(s) === null; k++) {
    const act = game.activeSeats(s);
    const seat = act[Math.floor(random() * act.length)] as number;
    const legal = game.legalMoves(s, seat).filter((m: { type?: string }) => m?.type !== 'cancel');
    if (legal.length > 2 && k % every === 0) {
      const n1 = pick(s, seat, 1, NORMAL), n2 = pick(s, seat, 2, NORMAL);
      const h1 = pick(s, seat, 1, HARD), h2 = pick(s, seat, 2, HARD);
      const d1 = pick(s, seat, 3, 20000), d2 = pick(s, seat, 4, 20000);
      n++;
      agree.nn += +(n1 === n2);
      agree.hh += +(h1 === h2);
      agree.nh += +(n1 === h1);
      agree.h2h += +(d1 === d2);
      agree.nd += +(n1 === d1);
      agree.hd += +(h1 === d1);
    }
    const m = (game.bots?.normal as (s: unknown, seat: number, r: () => number) => unknown)(s, seat, random);
    const r = game.apply(s, seat, m);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
  }
  console.log(`game ${g}: ${n} positions`, Object.fromEntries(Object.entries(agree).map(([k, v]) => [k, (v / n).toFixed(2)])));
}
