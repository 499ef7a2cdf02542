// Diagnostic (issue 30): replay a game recorded by diagnostics/dwarfs-record.ts to the start of a round; print
// the table (each seat's VP by category, goals, outlook, the search's judgement, meeples with own/need,
// free spots and region `r<first cell>:<size>`), then for the next decisions the search's root (visits,
// mean, move) beside the move played. RP_SEATS=6 RP_GAME=1 RP_ROUND=14 RP_LEVEL=normal RP_DECISIONS=4
// npx tsx diagnostics/dwarfs-replay.ts (RP_FILE defaults to the recorder's file for that level, seats, game).
import { readFileSync } from 'node:fs';
import { dwarfs } from '../shared/games/dwarfs';
import type { DwarfsState } from '../shared/games/dwarfs';
import { Search, levelAt } from '../shared/engine/search';
import type { SearchSpec } from '../shared/engine/types';
import { rng } from '../shared/engine/testkit';
import { TRADES, EGGS, SECRETS, CARDS } from '../shared/games/dwarfs/data';
import { cardsInPlay, freeSpots, monsterIn, topInfo, regionOf } from '../shared/games/dwarfs/board';
import { counting, needed, goalCount } from '../shared/games/dwarfs/rules';
import { breakdown, total } from '../shared/games/dwarfs/scoring';
import { progress } from '../shared/games/dwarfs/evaluate';
import { evaluate as searchEval } from '../shared/games/dwarfs/searching';

const seats = Number(process.env.RP_SEATS ?? 3);
const i = Number(process.env.RP_GAME ?? 0);
const round = Number(process.env.RP_ROUND ?? 16);
const level = process.env.RP_LEVEL ?? 'normal';
const file = process.env.RP_FILE ?? `/tmp/rec-${level}-${seats}-${i}.jsonl`;
const decisions = Number(process.env.RP_DECISIONS ?? 3);
// The options the game was recorded with (DW_OPTIONS as for the recorder).
const opts = dwarfs.optionsSchema.parse(process.env.DW_OPTIONS ? JSON.parse(process.env.DW_OPTIONS) : seats > 4 ? { elves: true, ogres: true, crystal: true } : {});
const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { seat: number; m: unknown });
let s: DwarfsState = dwarfs.setup(`goals-${seats}-${i}`, seats, opts);
let k = 0;
for (; k < lines.length && s.round < round; k++) {
  const r = dwarfs.apply(s, lines[k]!.seat, lines[k]!.m as never);
  if (!r.ok) throw new Error(r.error.code);
  s = r.value.state;
}
const show = (s: DwarfsState) => {
  console.log(`-- round ${s.round} turn s${s.turn} phase ${s.phase} row ${s.trades.map((t) => `${TRADES[t]?.id}:${TRADES[t]?.cost.join('')}`).join(' ')} egg ${EGGS[s.egg]?.cost.join('')} piles ${s.piles.join('/')}`);
  console.log(`  totals ${s.p.map((_, q) => `${total(s, q)} [${breakdown(s, q).join(',')}] g${goalCount(s, q)} prog ${progress(s, q).toFixed(1)}`).join(' | ')} eval ${searchEval(s).map((v) => v.toFixed(3)).join(',')}`);
  // Every mine and store on the table: free spots, region, and a dragon's block (x).
  const tasks = cardsInPlay(s).filter((c) => /mine|store/.test(topInfo(s, c)?.type ?? ''));
  console.log(`  tasks ${tasks.map((c) => `${topInfo(s, c)?.type}@${c}(f${freeSpots(s, c)} r${Math.min(...regionOf(s, c))}${monsterIn(s, c, 'mines') && /mine/.test(topInfo(s, c)?.type ?? '') ? ' x' : ''})`).join(' ')}`);
  s.p.forEach((p, q) => {
    const cells = [...new Set(p.at.filter((a) => a >= 0))];
    const where = cells.map((c) => `${topInfo(s, c)?.type}@${c}(${counting(s, q, c).length}/${needed(s, q, c)} f${freeSpots(s, c)} r${Math.min(...regionOf(s, c))}:${regionOf(s, c).length})`).join(' ');
    console.log(`  s${q}: t${p.trades.length} e${p.eggs.length} ${p.revealed ? 'R' : '-'}${SECRETS[p.secret]?.id} gems ${p.gems.join('/')} hand ${p.hand.map((c) => CARDS[c]?.type).join(',')} ogres ${p.ogres.length} camp ${p.at.filter((a) => a === -1).length} on: ${where}`);
  });
};
show(s);
for (let d = 0; d < decisions && k < lines.length; d++, k++) {
  const seat = lines[k]!.seat;
  const spec = dwarfs.search as SearchSpec<DwarfsState, unknown>;
  const lv = levelAt(spec, dwarfs.search!.levels![level]!, s);
  const { iterations, ...o } = lv;
  const search = new Search(dwarfs, s, seat, rng(d + 1), o);
  while (!search.done(iterations)) search.step(Math.min(40, iterations - search.iterations));
  const st = search.stats().sort((a, b) => b.visits - a.visits).slice(0, 8);
  console.log(`decision s${seat}: played ${JSON.stringify(lines[k]!.m)}; legal ${dwarfs.legalMoves(s, seat).length}`);
  for (const x of st) console.log(`    ${x.visits} ${x.mean.toFixed(3)} ${x.key}`);
  const r = dwarfs.apply(s, seat, lines[k]!.m as never);
  if (!r.ok) throw new Error(r.error.code);
  s = r.value.state;
}
