// Diagnostic (issue 30): play bench/dwarfs-goals.ts' seeded game goals-<seats>-<i> (the same generator,
// so the same game) and append each move as a JSON line, so a long bot game can be replayed to any point
// at once by diagnostics/dwarfs-replay.ts. Prints each round's goals as it starts.
// REC_LEVEL=normal REC_SEATS=6 REC_GAME=1 REC_UNTIL=20 nice -n 19 npx tsx diagnostics/dwarfs-record.ts
import { appendFileSync, writeFileSync } from 'node:fs';
import { dwarfs } from '../shared/games/dwarfs';
import type { DwarfsState } from '../shared/games/dwarfs';
import { rng } from '../shared/engine/testkit';
import { goalCount } from '../shared/games/dwarfs/rules';

const level = process.env.REC_LEVEL ?? 'hard';
const seats = Number(process.env.REC_SEATS ?? 2);
const i = Number(process.env.REC_GAME ?? 1);
const until = Number(process.env.REC_UNTIL ?? 99);
const out = process.env.REC_OUT ?? `/tmp/rec-${level}-${seats}-${i}.jsonl`;
// The bench's options (the tribes from 5 seats), or DW_OPTIONS as JSON (e.g. '{"elves":true,"ogres":true}').
const opts = dwarfs.optionsSchema.parse(process.env.DW_OPTIONS ? JSON.parse(process.env.DW_OPTIONS) : seats > 4 ? { elves: true, ogres: true, crystal: true } : {});
const bot = dwarfs.bots![level]!;
const random = rng(7919 * (i + 1) + seats);
let s: DwarfsState = dwarfs.setup(`goals-${seats}-${i}`, seats, opts);
writeFileSync(out, '');
let round = 0;
while (!s.over && s.round <= until) {
  const seat = dwarfs.activeSeats(s)[0] as number;
  const m = bot(s, seat, random);
  appendFileSync(out, JSON.stringify({ seat, m }) + '\n');
  const r = dwarfs.apply(s, seat, m as never);
  if (!r.ok) throw new Error(r.error.code);
  s = r.value.state;
  if (s.round !== round) {
    round = s.round;
    console.log(`round ${round} goals ${s.p.map((_, q) => goalCount(s, q)).join(',')} ${new Date().toISOString().slice(11, 19)}`);
  }
}
console.log(`end ${s.endReason ?? 'stopped'} round ${s.round}`);
