// Probe (issue 30): what a bench game that reaches the round limit looks like. Replays the bench's
// game (seed goals-<seats>-<i>, the same generator) and prints the table at some rounds: each seat's
// meeples (card type, own/need/free), gems, goals, the row's costs.
// STALL_LEVEL=normal STALL_SEATS=2 STALL_GAME=0 STALL_AT=8,15,25 [STALL_SCENARIO=chaos-control] [STALL_TRIBES=1] npx tsx diagnostics/stall-probe.ts
import { dwarfs } from '../shared/games/dwarfs';
import type { DwarfsState } from '../shared/games/dwarfs';
import { rng } from '../shared/engine/testkit';
import { TRADES, EGGS, SECRETS, CARDS } from '../shared/games/dwarfs/data';
import { freeSpots, topInfo } from '../shared/games/dwarfs/board';
import { counting, needed } from '../shared/games/dwarfs/rules';
import { total, breakdown } from '../shared/games/dwarfs/scoring';
import { progress } from '../shared/games/dwarfs/evaluate';
import { evaluate as searchEval } from '../shared/games/dwarfs/searching';

const level = process.env.STALL_LEVEL ?? 'normal';
const seats = Number(process.env.STALL_SEATS ?? 2);
const i = Number(process.env.STALL_GAME ?? 0);
const at = (process.env.STALL_AT ?? '8,15,25').split(',').map(Number);
const scenario = process.env.STALL_SCENARIO; // a decree scenario's id (the bench's `-<scenario>-3p` rows)
// STALL_TRIBES=1: the tribes at 2-4 seats too (the bench's `-tribes-<n>p` rows).
const opts = dwarfs.optionsSchema.parse(scenario ? { decrees: scenario } : seats > 4 || process.env.STALL_TRIBES ? { elves: true, ogres: true, crystal: true } : {});
const bot = dwarfs.bots![level]!;
const random = rng(7919 * (i + 1) + seats);
let s: DwarfsState = dwarfs.setup(`goals-${seats}-${i}`, seats, opts);
const seen = new Set<number>();
const counts: Record<string, number> = {};
while (!s.over) {
  const seat = dwarfs.activeSeats(s)[0] as number;
  const m = bot(s, seat, random) as { type: string };
  if (s.round >= 12) counts[m.type] = (counts[m.type] ?? 0) + 1;
  const r = dwarfs.apply(s, seat, m as never);
  if (!r.ok) throw new Error(r.error.code);
  s = r.value.state;
  if (at.includes(s.round) && !seen.has(s.round)) {
    seen.add(s.round);
    console.log(`-- round ${s.round}: row ${s.trades.map((t) => `${TRADES[t]?.id}:${TRADES[t]?.cost.join('')}`).join(' ')} egg ${EGGS[s.egg]?.cost.join('')} piles ${s.piles.join('/')}`);
    console.log(`  totals ${s.p.map((_, q) => `${total(s, q)} [${breakdown(s, q).join(',')}] progress ${progress(s, q).toFixed(1)}`).join(' | ')} search eval ${searchEval(s).map((v) => v.toFixed(3)).join(',')}`);
    s.p.forEach((p, q) => {
      const cells = [...new Set(p.at.filter((a) => a >= 0))];
      const where = cells.map((c) => `${topInfo(s, c)?.type}(${counting(s, q, c).length}/${needed(s, q, c)} free ${freeSpots(s, c)})`).join(' ');
      console.log(`  s${q}: goals t${p.trades.length} e${p.eggs.length} ${p.revealed ? 'R' : '-'}${SECRETS[p.secret]?.id} gems ${p.gems.join('/')} hand ${p.hand.map((c) => CARDS[c]?.type).join(',')} ogres ${p.ogres.length} camp ${p.at.filter((a) => a < 0).length} on: ${where}`);
    });
  }
}
console.log(`end ${s.endReason} round ${s.round}; moves from round 12: ${JSON.stringify(counts)}`);
