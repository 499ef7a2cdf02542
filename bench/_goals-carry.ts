// Carry kept games (bench/goals/dwarfs.jsonl) from an earlier code hash to the current one, for rows
// a change cannot touch: a change gated by a decree (searching.ts' Dwarfs Way filter, say) leaves
// every game without that decree as it was, but its hash sets them all aside (bench/_code.ts), and
// the Hard rows are hours of CPU. The claim is checked, not trusted: CARRY_SAMPLE games of every row
// carried (those that hit the round limit first, then spread over the seeds) are played again on the
// current code and must end exactly as logged (rounds, ended on goals, best goal count); one that
// does not stops the carry and nothing is written. Then each game of those rows logged under
// CARRY_FROM (and not yet under the current hash) is logged again under the current hash, its
// `from` naming the hash it was played on. With CARRY_TOURNAMENT_FROM=<hash> the kept games of
// bench/tournament/dwarfs.jsonl under that code (bench/bots.ts' keys) are keyed again the same way
// (base-game duels and shares: the same evidence).
//   CARRY_FROM=<hash> CARRY_ROWS=<regex of row names> [CARRY_SAMPLE=2] npx tsx bench/_goals-carry.ts (a tool, not a bench: `npm run bench` leaves out files starting with _)
// Prints `goals-carry-<row>-checked: n games` and `goals-carry-<row>-carried: n games`.
import { appendFileSync, readFileSync } from 'node:fs';
import { gameCode } from './_code';
import { keptGames, logGame, type KeptGame } from './_goals-log';
import { playGame, rowsOf, type Row } from './_goals-play';

const FROM = process.env.CARRY_FROM ?? '';
const ROWS = new RegExp(`^(${process.env.CARRY_ROWS ?? '$^'})$`);
const SAMPLE = Number(process.env.CARRY_SAMPLE ?? 2);
const LOG = process.env.GOALS_LOG ?? new URL('goals/dwarfs.jsonl', import.meta.url).pathname;
const TOURNAMENT = new URL('tournament/dwarfs.jsonl', import.meta.url).pathname;
if (!/^[0-9a-f]{16}$/.test(FROM)) throw new Error('CARRY_FROM=<the 16-digit hash the games were played on>');

const code = gameCode('dwarfs');
const all = rowsOf(['easy', 'normal', 'hard'], [2, 3, 4, 5, 6, 7], true, false);
const rows = all.filter((r) => ROWS.test(r.name));
const old = keptGames(LOG, FROM).kept;
const now = new Set(keptGames(LOG, code).kept.map((g) => `${g.row}|${g.i}`));

/** The games to play again: the round limit's first (the rarest ending), then spread over the seeds. */
function sample(games: KeptGame[]): KeptGame[] {
  const limit = games.filter((g) => !g.goals);
  const rest = games.filter((g) => g.goals).sort((a, b) => a.i - b.i);
  const out = limit.slice(0, SAMPLE);
  for (let k = 0; out.length < Math.min(SAMPLE, games.length); k++) out.push(rest[Math.floor((k * rest.length) / Math.max(1, SAMPLE - limit.length))] as KeptGame);
  return out;
}

const plan: [Row, KeptGame[]][] = rows.map((r) => [r, old.filter((g) => g.row === r.name)]);
for (const [row, games] of plan) {
  if (games.length === 0) continue;
  for (const g of sample(games)) {
    const again = playGame(row, g.i);
    const same = again.rounds === g.rounds && again.goals === g.goals && again.best === g.best;
    console.error(`${row.name} ${g.i}: logged ${g.rounds} ${g.goals ? 'goals' : 'limit'} best ${g.best}; again ${again.rounds} ${again.goals ? 'goals' : 'limit'} best ${again.best}`);
    if (!same) throw new Error(`${row.name} game ${g.i} does not end as logged on the current code: nothing carried`);
  }
  console.log(`goals-carry-${row.name}-checked: ${Math.min(SAMPLE, games.length)} games`);
}
for (const [row, games] of plan) {
  const moved = games.filter((g) => !now.has(`${g.row}|${g.i}`));
  for (const g of moved) logGame(LOG, { row: g.row, i: g.i, rounds: g.rounds, goals: g.goals, best: g.best, code, from: FROM });
  if (games.length) console.log(`goals-carry-${row.name}-carried: ${moved.length} games`);
}

const TFROM = process.env.CARRY_TOURNAMENT_FROM;
if (TFROM) {
  const tcode = gameCode('dwarfs', { extra: JSON.stringify({}) });
  const lines = readFileSync(TOURNAMENT, 'utf8').split('\n').filter((l) => l.endsWith(`|${TFROM}"`) || l.includes(`|${TFROM}",`));
  const have = new Set(readFileSync(TOURNAMENT, 'utf8').split('\n').flatMap((l) => (l.includes(`|${tcode}"`) ? [l.split('"')[3]] : [])));
  let n = 0;
  for (const l of lines) {
    const e = JSON.parse(l) as { key: string };
    const key = e.key.replace(new RegExp(`\\|${TFROM}$`), `|${tcode}`);
    if (have.has(key)) continue;
    appendFileSync(TOURNAMENT, `${JSON.stringify({ ...e, key, from: TFROM })}\n`);
    n++;
  }
  console.log(`goals-carry-tournament-carried: ${n} games`);
}
