// Dwar7s Fall: do games end as the rulebook ends them (someone completes 3 goals; 2 with 5+ seats if the host chose it)
// and in how many rounds? Seeded bot games per row; prints `name: value unit` (issue 30):
//   dwarfs-goals-<level>-<n>p-games       games the row's figures are read on
//   dwarfs-goals-<level>-<n>p-share       share of games that ended on goals, not the round limit
//   dwarfs-goals-<level>-<n>p-rounds-p50  median rounds; -p90 the 90th percentile
// Rows: each level at 2, 3 and 4 seats (base game) and at 5, 6 and 7 seats (the three tribes).
// GOALS_EXTRA=1 adds rows: the tribes at 2-4 seats (`-tribes-<n>p`); at 3 seats one row per decree
// scenario (`-<scenario>-3p`); 5-7 seats ending at 2 goals (`-2goals-<n>p`: the table option "two
// goals with 5 or more players", the rulebook's recommendation, on; off by default). GOALS_EXTRA=only:
// those rows alone. GOALS_LEVELS / GOALS_SEATS pick rows (comma lists); GOALS_ROWS=<regex> keeps the rows whose
// whole name it matches (two processes must not play the same row: they would play the same missing seeds).
// The kept log: every game played is appended as one JSON line (row, seed index, rounds, ended on
// goals, best goal count, the code's hash and commit) to bench/goals/dwarfs.jsonl (GOALS_LOG=<file>
// for another, GOALS_LOG=none for none). A run plays only the games its rows still miss: GOALS_GAMES
// is how many games a row should hold (default 50 for Easy, 4 for Normal, 2 for Hard), games
// 0..GOALS_GAMES-1, and a row's figures are read on every game logged for it. Games logged under
// other code (the hash of shared/engine and shared/games/dwarfs, comments aside: bench/_code.ts) are
// set aside, so the rows are always measured on the code as it is; a change to the rules, content or
// bots starts every row again. 50 Normal or Hard games a row are hours of CPU: run them niced, in
// sittings, e.g.
//   GOALS_LEVELS=normal GOALS_GAMES=50 nice -n 19 npx tsx bench/dwarfs-goals.ts > goals.txt &
// and commit the log: the next sitting (or session) goes on where it stopped.
// stderr: each game as it ends (`game <row> <i> <rounds> goals|limit`) and each row's games that hit
// the limit.
import { gameCode } from './_code';
import { keptGames, logGame, type KeptGame } from './_goals-log';
import { playGame, rowsOf } from './_goals-play';

const LEVELS = (process.env.GOALS_LEVELS ?? 'easy,normal,hard').split(',');
const SEATS = (process.env.GOALS_SEATS ?? '2,3,4,5,6,7').split(',').map(Number);
const EXTRA = process.env.GOALS_EXTRA === '1';
const ONLY_EXTRA = process.env.GOALS_EXTRA === 'only';
const gamesFor = (level: string): number => Number(process.env.GOALS_GAMES ?? { easy: 50, normal: 4 }[level] ?? 2);

const pct = (xs: number[], q: number): number => {
  const a = xs.slice().sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.ceil(q * a.length) - 1)] ?? 0;
};

const ROWS = new RegExp(`^(${process.env.GOALS_ROWS ?? '.*'})$`);
const rows = rowsOf(LEVELS, SEATS, EXTRA, ONLY_EXTRA).filter((r) => ROWS.test(r.name));

const LOG = process.env.GOALS_LOG ?? new URL('goals/dwarfs.jsonl', import.meta.url).pathname;
const code = gameCode('dwarfs');
const { kept, aside } = LOG === 'none' ? { kept: [], aside: 0 } : keptGames(LOG, code);
if (aside) console.error(`${aside} games in ${LOG} were played on other code: set aside`);

for (const row of rows) {
  const games = new Map<number, KeptGame>();
  for (const g of kept) if (g.row === row.name) games.set(g.i, g);
  for (let i = 0; i < gamesFor(row.level); i++) {
    if (games.has(i)) continue;
    const g = { row: row.name, i, ...playGame(row, i), code };
    console.error(`game ${row.name} ${i} ${g.rounds} ${g.goals ? 'goals' : 'limit'}`);
    if (LOG !== 'none') logGame(LOG, g);
    games.set(i, g);
  }
  const all = [...games.values()].sort((a, b) => a.i - b.i);
  const rounds = all.map((g) => g.rounds);
  const onGoals = all.filter((g) => g.goals).length;
  const limit = all.filter((g) => !g.goals).map((g) => `goals-${row.seats}-${g.i} (best ${g.best})`);
  console.log(`dwarfs-goals-${row.name}-games: ${all.length} games`);
  console.log(`dwarfs-goals-${row.name}-share: ${Math.round((100 * onGoals) / all.length)} %`);
  console.log(`dwarfs-goals-${row.name}-rounds-p50: ${pct(rounds, 0.5)} rounds`);
  console.log(`dwarfs-goals-${row.name}-rounds-p90: ${pct(rounds, 0.9)} rounds`);
  console.error(`${row.name}: ${all.length} games, ${onGoals} on goals; at the limit: ${limit.join(', ') || 'none'}`);
}
