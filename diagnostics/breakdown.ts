// Diagnostic: final VP by category for the Hard seat and the Normal seats in 4-player Dwar7s Fall.
// BD_FROM=0 BD_TO=6 npx tsx diagnostics/breakdown.ts
import { rng as gen } from '../shared/engine/testkit';
import { dwarfs } from '../shared/games/dwarfs/index';
import { breakdown } from '../shared/games/dwarfs/scoring';
import type { State } from '../shared/games/dwarfs/state';

const from = Number(process.env.BD_FROM ?? 0);
const to = Number(process.env.BD_TO ?? 4);
for (let i = from; i < to; i++) {
  const hardSeat = i % 4;
  const deal = Math.floor(i / 4);
  const random = gen(5000 + deal);
  const levels = [0, 1, 2, 3].map((q) => (q === hardSeat ? 'hard' : 'normal'));
  let s = dwarfs.setup(`table-${deal}`, 4, dwarfs.optionsSchema.parse({})) as State;
  let turns = 0;
  while (dwarfs.result(s) === null) {
    const act = dwarfs.activeSeats(s);
    const seat = act[Math.floor(random() * act.length)] as number;
    const m = (dwarfs.bots as Record<string, (s: State, q: number, r: () => number) => unknown>)[levels[seat]!]!(s, seat, random);
    const r = dwarfs.apply(s, seat, m as never);
    if (!r.ok) throw new Error(r.error.code);
    if (r.value.state.turn !== s.turn) turns++;
    s = r.value.state as State;
  }
  const res = dwarfs.result(s)!;
  for (let q = 0; q < 4; q++) console.log(JSON.stringify({ deal, hardSeat, seat: q, level: levels[q], won: res.winners.includes(q), b: breakdown(s, q), turns, cards: s.p[q]!.trades.length + s.p[q]!.eggs.length }));
}
