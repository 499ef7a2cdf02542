// bench/dwarfs-goals.ts' kept log (bench/goals/dwarfs.jsonl): one JSON line per seeded game played,
// so the goal rows accumulate over sittings and sessions (50 Normal or Hard games a row are hours of
// CPU) instead of being played again each time.
import { execSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface KeptGame {
  /** The row's name, e.g. `normal-3p`, `easy-chaos-control-3p`: the level, the seats and the options. */
  row: string;
  /** The seed's index: game i of a row is seed `goals-<seats>-<i>` with its own generator. */
  i: number;
  rounds: number;
  /** Ended on goals (the rulebook's end), not at the round limit. */
  goals: boolean;
  /** The most goals any seat held at the end. */
  best: number;
  /** The hash of the code the game was played on (bench/_code.ts). */
  code: string;
  /** The commit checked out when it was played, to find it again (the hash is what counts). */
  commit?: string;
  /**
   * Carried over (bench/_goals-carry.ts): the hash the game was played on, before a change shown to
   * leave this row's games as they were.
   */
  from?: string;
}

/**
 * The games of the log played on `code`, one per row and seed (the last logged wins), and how many
 * lines were set aside: played on other code, or not a game (a line cut short when a run was killed
 * mid-write).
 */
export function readKept(text: string, code: string): { kept: KeptGame[]; aside: number } {
  const byGame = new Map<string, KeptGame>();
  let aside = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let g: Partial<KeptGame>;
    try {
      g = JSON.parse(line) as Partial<KeptGame>;
    } catch {
      aside++;
      continue;
    }
    const whole = typeof g.row === 'string' && Number.isInteger(g.i) && Number.isInteger(g.rounds) && typeof g.goals === 'boolean' && Number.isInteger(g.best);
    if (!whole || g.code !== code) {
      aside++;
      continue;
    }
    byGame.set(`${g.row}|${g.i}`, g as KeptGame);
  }
  return { kept: [...byGame.values()], aside };
}

export function keptGames(file: string, code: string): { kept: KeptGame[]; aside: number } {
  return existsSync(file) ? readKept(readFileSync(file, 'utf8'), code) : { kept: [], aside: 0 };
}

let commit: string | undefined;
/** The short commit, `-dirty` when shared/ differs from it (the game's code is then not that commit's). */
function commitNow(): string {
  if (commit === undefined)
    try {
      const head = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
      const dirty = execSync('git status --porcelain -- shared', { encoding: 'utf8' }).trim() !== '';
      commit = head + (dirty ? '-dirty' : '');
    } catch {
      commit = '';
    }
  return commit;
}

/** Append one game as a line (the line goes whole or not at all as far as readKept cares). */
export function logGame(file: string, g: KeptGame): void {
  mkdirSync(dirname(file), { recursive: true });
  const line = JSON.stringify({ row: g.row, i: g.i, rounds: g.rounds, goals: g.goals, best: g.best, code: g.code, commit: g.commit ?? commitNow(), ...(g.from ? { from: g.from } : {}) });
  // A line cut short by a kill mid-write would glue onto the next one: start on a fresh line.
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  appendFileSync(file, (text && !text.endsWith('\n') ? '\n' : '') + line + '\n');
}
