// Diagnostic (issue 30): replay a game recorded by diagnostics/dwarfs-record.ts to the start of a round
// (a standoff's position), then play it on with the bots as the code now stands, to see whether a
// change to their evaluation breaks the standoff there, in minutes rather than a whole game's replay.
// Prints each round's goals and VP and how the game ended.
// CT_SEATS=6 CT_GAME=1 CT_ROUND=14 CT_LEVEL=normal nice -n 19 npx tsx diagnostics/dwarfs-continue.ts
// (CT_FILE defaults to the recorder's file; DW_OPTIONS as for the recorder; CT_SEED varies the bots' draws.)
import { readFileSync } from 'node:fs';
import { dwarfs } from '../shared/games/dwarfs';
import type { DwarfsState } from '../shared/games/dwarfs';
import { rng } from '../shared/engine/testkit';
import { goalCount } from '../shared/games/dwarfs/rules';
import { total } from '../shared/games/dwarfs/scoring';

const seats = Number(process.env.CT_SEATS ?? 3);
const i = Number(process.env.CT_GAME ?? 0);
const round = Number(process.env.CT_ROUND ?? 16);
const level = process.env.CT_LEVEL ?? 'normal';
const file = process.env.CT_FILE ?? `/tmp/rec-${level}-${seats}-${i}.jsonl`;
const opts = dwarfs.optionsSchema.parse(process.env.DW_OPTIONS ? JSON.parse(process.env.DW_OPTIONS) : seats > 4 ? { elves: true, ogres: true, crystal: true } : {});
const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { seat: number; m: unknown });
let s: DwarfsState = dwarfs.setup(`goals-${seats}-${i}`, seats, opts);
for (let k = 0; k < lines.length && s.round < round; k++) {
  const r = dwarfs.apply(s, lines[k]!.seat, lines[k]!.m as never);
  if (!r.ok) throw new Error(r.error.code);
  s = r.value.state;
}
const line = (s: DwarfsState) => `round ${s.round} goals ${s.p.map((_, q) => goalCount(s, q)).join(',')} vp ${s.p.map((_, q) => total(s, q)).join(',')}`;
console.log(`from ${line(s)}`);
const bot = dwarfs.bots![level]!;
const random = rng(Number(process.env.CT_SEED ?? 1));
let at = s.round;
while (!s.over) {
  const seat = dwarfs.activeSeats(s)[0] as number;
  const r = dwarfs.apply(s, seat, bot(s, seat, random) as never);
  if (!r.ok) throw new Error(r.error.code);
  s = r.value.state;
  if (s.round !== at) {
    at = s.round;
    console.log(line(s));
  }
}
const res = dwarfs.result(s);
console.log(`end ${s.endReason} round ${s.round} ${line(s)} winners ${res?.winners.join(',')}`);
