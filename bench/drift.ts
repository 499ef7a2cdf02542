// How a game's evaluation (`search.evaluate`) drifts with play, per seat, as figures:
//   drift-<game>-<n>p-own: <x> /turn     mean change of a seat's worth over one of its own turns
//   drift-<game>-<n>p-rival: <x> /turn   mean change of a seat's worth over one rival turn
//   drift-<game>-<n>p-end-error: <x>     mean |worth - result| one round before the end, for the seat to move
// A search whose leaves lie at different depths (some inside a rival's turn, some after it) reads
// a drift per turn as a preference: with own > 0 and rival < 0 lines that stop early look better.
// FotMK's Hard at 4 players was fixed from this number (issue 15); this is that measurement kept.
// A turn is a run of moves by the same seat. Seeded: the same games each run.
//   BOT_GAME=fotmk DRIFT_GAMES=20 DRIFT_LEVEL=normal DRIFT_PLAYERS=2,4 npx tsx bench/drift.ts
import { rng } from '../shared/engine/testkit';
import type { AnyGame } from '../shared/engine/types';
import { GAMES } from '../shared/games/index';

const GAME = process.env.BOT_GAME ?? 'fotmk';
const N = Number(process.env.DRIFT_GAMES ?? 10);
const LEVEL = process.env.DRIFT_LEVEL ?? 'easy';
const PLAYERS = (process.env.DRIFT_PLAYERS ?? '2,4').split(',').map(Number);

const game = GAMES[GAME] as AnyGame | undefined;
const evaluate = game?.search?.evaluate;
if (!game || !evaluate) throw new Error(`${GAME}: no such game, or it has no evaluation`);
const bot = game.bots?.[LEVEL];
if (!bot) throw new Error(`${GAME} has no ${LEVEL} bot`);

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const half = (xs: number[]) => {
  const m = mean(xs);
  const sd = Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
  return (1.96 * sd) / Math.sqrt(Math.max(1, xs.length));
};

for (const players of PLAYERS) {
  const own: number[] = [];
  const rival: number[] = [];
  const endError: number[] = [];
  for (let g = 0; g < N; g++) {
    const random = rng(9000 + g);
    let s = game.setup(`drift-${players}-${g}`, players, game.optionsSchema.parse({}));
    let turnSeat = -1;
    let atTurnStart = evaluate(s);
    const history: { seat: number; worth: number[] }[] = [];
    while (game.result(s) === null) {
      const act = game.activeSeats(s);
      const seat = act[Math.floor(random() * act.length)] as number;
      if (seat !== turnSeat) {
        // A turn ended: every seat's change over it, as its own or a rival's.
        const now = evaluate(s);
        if (turnSeat >= 0) for (let q = 0; q < players; q++) (q === turnSeat ? own : rival).push((now[q] ?? 0) - (atTurnStart[q] ?? 0));
        history.push({ seat, worth: now });
        turnSeat = seat;
        atTurnStart = now;
      }
      const r = game.apply(s, seat, bot(s, seat, random));
      if (!r.ok) throw new Error(`${GAME}: the ${LEVEL} bot chose an illegal move: ${r.error.code}`);
      s = r.value.state;
    }
    const res = game.result(s);
    const at = history[Math.max(0, history.length - players)];
    if (res && at) {
      const share = res.winners.includes(at.seat) ? 1 / res.winners.length : 0;
      endError.push(Math.abs((at.worth[at.seat] ?? 0) - share));
    }
  }
  const tag = `drift-${GAME}-${players}p`;
  console.log(`${tag}-own: ${mean(own).toFixed(4)} /turn`);
  console.log(`${tag}-rival: ${mean(rival).toFixed(4)} /turn`);
  console.log(`${tag}-end-error: ${mean(endError).toFixed(3)}`);
  console.error(`${tag}: ${N} ${LEVEL} games; own ${mean(own).toFixed(4)} ± ${half(own).toFixed(4)} (${own.length} turns), rival ${mean(rival).toFixed(4)} ± ${half(rival).toFixed(4)} (${rival.length})`);
}
