// Bot strength and thinking time, as figures (`name: value unit`), from a seeded tournament:
//   bot-<game>-<a>-vs-<b>-2p   share of 2-player games level a wins against level b (each deal
//                              twice, seats swapped; a shared win counts half)
//   bot-<game>-hard-4p-share   the Hard bot's share of wins at a table with three Normal bots (each
//                              deal four times, the Hard bot at each seat once)
//   bot-<game>-normal-4p-share the same for one Normal bot among three Easy bots (no goal is set:
//                              it shows the ladder holds at 4 players, where a level may search
//                              otherwise, SearchLevel.atPlayers)
//   bot-<game>-<level>-ms-p50/p99  thinking time per move that needed thought, in the thinking
//                              thread's own CPU milliseconds (one core's work, whatever else runs)
//   bot-<game>-hard-wall-ms-p50/p99  the same for Hard in wall-clock time, on this machine as it is
//                              now (the limit: about 1 s)
// The figures the issue sets goals for (Normal beats Easy >= 75 %, Hard beats Normal >= 65 %, Hard's
// 4-player share >= 40 %) are measured over at least 200 games per pairing: that run is hours of
// CPU at Hard's budget, so it is run by hand, niced, in the background, e.g.
//   BOT_GAME=fotmk BOT_GAMES=200 nice -n 15 npx tsx bench/bots.ts > bots.txt 2> bots.log &
// and its stderr summary gives each figure's 95 % interval. The default (BOT_GAMES=4) only shows
// that the tournament runs, for `npm run bench`.
// BOT_GAMES games per pairing (0 skips the pairings); BOT_GAMES_4P for the 4-player table (default
// half of BOT_GAMES); BOT_GAME=<id> for one game; BOT_PAIRS=normal-easy,hard-normal for some
// pairings only (hard-4p, normal-4p for the 4-player tables); BOT_WORKERS threads (default 2, one
// per core); for tuning, BOT_TUNE replaces some search levels whole, e.g.
// BOT_TUNE='{"hard":{"iterations":5000,"playout":0,"explore":0.05}}' (a field left out takes the
// search's default, not the level's: explore 0.7, playout 24; and no atPlayers).
// Each game's seed and generator depend only on its pairing and number, so a run repeats whatever
// the number of threads. BOT_LOG=<file> keeps each finished game there (a JSON line) and a later run
// with the same file counts those games instead of playing them again, as long as the game's code,
// the search and BOT_TUNE are unchanged: a 200-game run can be taken in several sittings.
// Beside each share, stderr gives the counted seat's mean score margin over the best other seat
// with its 95 % interval: most games are lost by a few points, so a change shows in the margin
// over fewer games than in the wins (a screen, not the figure the issue sets).
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { searchBots } from '../shared/engine/search';
import { rng as gen } from '../shared/engine/testkit';
import type { AnyGame, SearchLevel } from '../shared/engine/types';
import { GAMES } from '../shared/games/index';
import { gameCode } from './_code';

const GAMES_2P = Number(process.env.BOT_GAMES ?? 4);
const GAMES_4P = Number(process.env.BOT_GAMES_4P ?? Math.max(1, Math.floor(GAMES_2P / 2)));
const ONLY = process.env.BOT_GAME;
const PAIRS = process.env.BOT_PAIRS?.split(',');
const WORKERS = Math.max(1, Number(process.env.BOT_WORKERS ?? 2));
const TSX_API = import.meta.resolve('tsx/esm/api');
const TUNE = JSON.parse(process.env.BOT_TUNE ?? '{}') as Record<string, SearchLevel>;
const LOG = process.env.BOT_LOG;

/** The game's bot of this level, or the search at the budget BOT_TUNE gives it. */
function botOf(game: AnyGame, level: string) {
  const tuned = TUNE[level];
  if (tuned && game.search) return searchBots(() => game, { [level]: tuned })[level];
  return game.bots?.[level];
}

/** The 4-player tables: level `a` at one seat, `b` at the others; their deals' seeds and generators. */
const TABLES_4P = [
  { name: 'hard-4p', a: 'hard', b: 'normal', seed: 'table', gen: 5000 },
  { name: 'normal-4p', a: 'normal', b: 'easy', seed: 'four', gen: 7000 },
] as const;

/** One game to play: the levels by seat, the seat whose share is counted. */
interface Job {
  n: number;
  game: string;
  figure: string;
  seed: string;
  gen: number;
  levels: string[];
  seat: number;
}
interface Done {
  n: number;
  share: number;
  /** The counted seat's score less the best other seat's: varies less than a win, so it screens changes sooner. */
  margin?: number;
  cpu: Record<string, number[]>;
  wall: Record<string, number[]>;
}

/**
 * CPU time of this thread. Alone, the process' own count (exact); beside other threads, Linux'
 * per-thread schedstat, which the kernel brings up to date at its scheduler ticks: a few
 * milliseconds coarse per move, so BOT_WORKERS=1 for exact small figures.
 */
function threadCpuMs(): number {
  if (WORKERS > 1)
    try {
      return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
    } catch {
      // Not Linux: the process' count below (it then includes the other threads' work).
    }
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}


/** One game with `levels[seat]` at each seat; returns `seat`'s share of the win and the thinking times. */
function play(job: Job): Done {
  const game = GAMES[job.game] as AnyGame;
  const random = gen(job.gen);
  const cpu: Record<string, number[]> = {};
  const wall: Record<string, number[]> = {};
  let s = game.setup(job.seed, job.levels.length, game.optionsSchema.parse({}));
  for (let n = 0; game.result(s) === null; n++) {
    if (n > 20_000) throw new Error(`${job.seed}: game too long`);
    const act = game.activeSeats(s);
    const seat = act[Math.floor(random() * act.length)] as number;
    const level = job.levels[seat] as string;
    const bot = botOf(game, level);
    if (!bot) throw new Error(`${game.id} has no ${level} bot`);
    const forced = game.legalMoves(s, seat).filter((m: { type?: string }) => m?.type !== 'cancel').length <= 1;
    const c0 = threadCpuMs();
    const w0 = performance.now();
    const m = bot(s, seat, random);
    if (!forced) {
      (cpu[level] ??= []).push(threadCpuMs() - c0);
      (wall[level] ??= []).push(performance.now() - w0);
    }
    const r = game.apply(s, seat, m);
    if (!r.ok) throw new Error(`${job.seed}: ${level} bot chose an illegal move: ${r.error.code}`);
    s = r.value.state;
  }
  const res = game.result(s);
  const share = res?.winners.includes(job.seat) ? 1 / res.winners.length : 0;
  const scores = res?.scores ?? [];
  const margin = (scores[job.seat] ?? 0) - Math.max(...scores.filter((_, q) => q !== job.seat));
  return { n: job.n, share, margin, cpu, wall };
}

if (!isMainThread) {
  parentPort?.on('message', (job: Job) => parentPort?.postMessage(play(job)));
} else {
  await main();
}

/**
 * Every game of the run, in a fixed order: the pairings' games taken in turn, so a run stopped early
 * (Ctrl-C or a kill: it reports the games finished) has measured every pairing about as much.
 */
function jobs(): Job[] {
  const byFigure: Omit<Job, 'n'>[][] = [];
  const out: Omit<Job, 'n'>[] = [];
  for (const game of Object.values(GAMES)) {
    if (ONLY && game.id !== ONLY) continue;
    const bots = game.bots ?? {};
    if (!bots.easy || !bots.normal || !bots.hard) continue;
    const pairs: [string, string][] = [
      ['normal', 'easy'],
      ['hard', 'normal'],
      ['hard', 'easy'],
    ];
    if (bots.random) pairs.push(['hard', 'random']);
    for (const [a, b] of pairs) {
      if (PAIRS && !PAIRS.includes(`${a}-${b}`)) continue;
      // Level a against level b at 2 players: each deal is played twice, seats swapped, so a deal
      // that favours one seat (Dwarfs' first player wins far more often) favours both levels once.
      const list: Omit<Job, 'n'>[] = [];
      byFigure.push(list);
      for (let i = 0; i < GAMES_2P; i++) {
        const deal = Math.floor(i / 2);
        list.push({ game: game.id, figure: `bot-${game.id}-${a}-vs-${b}-2p`, seed: `duel-${a}-${b}-${deal}`, gen: 1000 + deal, levels: i % 2 === 0 ? [a, b] : [b, a], seat: i % 2 });
      }
    }
    // One bot against three of the level below at 4 players (Hard among Normals, Normal among Easy
    // bots): each deal four times, the stronger bot at each seat in turn.
    for (const { name, a, b, seed, gen } of TABLES_4P) {
      if (PAIRS && !PAIRS.includes(name)) continue;
      const list: Omit<Job, 'n'>[] = [];
      byFigure.push(list);
      for (let i = 0; i < GAMES_4P; i++) {
        const seat = i % 4;
        const deal = Math.floor(i / 4);
        const levels = [0, 1, 2, 3].map((q) => (q === seat ? a : b));
        list.push({ game: game.id, figure: `bot-${game.id}-${name}-share`, seed: `${seed}-${deal}`, gen: gen + deal, levels, seat });
      }
    }
  }
  for (let i = 0; byFigure.some((f) => f.length > i); i++) for (const f of byFigure) {
      const j = f[i];
      if (j) out.push(j);
    }
  return out.map((j, n) => ({ ...j, n }));
}

/**
 * A key for a game's result: the job and the code that decides it (the game's and the search's
 * source, and BOT_TUNE). The source is hashed as TypeScript prints it without comments, so a comment
 * or a blank line changed does not throw away games played (`legacy`: the raw text, as keys were
 * made before, still accepted when reading a log).
 */
function keyer(legacy = false): (j: Job) => string {
  const codes = new Map<string, string>();
  const code = (game: string) => {
    let c = codes.get(game);
    if (c === undefined) codes.set(game, (c = gameCode(game, { legacy, extra: JSON.stringify(TUNE) })));
    return c;
  };
  return (j) => [j.figure, j.seed, j.gen, j.levels.join(','), j.seat, code(j.game)].join('|');
}

/** Wilson's 95 % interval for a share of n games, in %. */
function interval(share: number, n: number): [number, number] {
  const z = 1.96;
  const p = share / n;
  const mid = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [100 * Math.max(0, mid - half), 100 * Math.min(1, mid + half)];
}

async function main(): Promise<void> {
  const todo = jobs();
  const done: Done[] = [];
  const t0 = performance.now();
  const key = keyer();
  const legacyKey = keyer(true);
  // Games finished in an earlier sitting (BOT_LOG) count as played.
  const kept = new Map<string, Omit<Done, 'n'>>();
  if (LOG && existsSync(LOG))
    for (const line of readFileSync(LOG, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      // A line cut short (a run stopped while writing it, a copy taken meanwhile) is a game to play again.
      let entry: Omit<Done, 'n'> & { key: string };
      try {
        entry = JSON.parse(line) as Omit<Done, 'n'> & { key: string };
      } catch {
        continue;
      }
      const { key: k, ...d } = entry;
      kept.set(k, d);
    }
  for (const j of todo) {
    const d = kept.get(key(j)) ?? kept.get(legacyKey(j));
    if (d) done[j.n] = { ...d, n: j.n };
  }
  const fresh = todo.filter((j) => !done[j.n]);
  if (kept.size > 0) console.error(`${todo.length - fresh.length} of ${todo.length} games already in ${LOG}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      console.error(`${signal}: the figures of the games finished so far`);
      report(todo, done, (performance.now() - t0) / 1000);
      process.exit(1);
    });
  // Games are handed out one at a time, so a long game does not hold up the other thread's queue.
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(WORKERS, fresh.length) }, () => {
      // The thread loads this same file, TypeScript and all, through tsx's loader.
      const boot = `import(${JSON.stringify(TSX_API)}).then((t) => t.register()).then(() => import(${JSON.stringify(import.meta.url)}))`;
      const w = new Worker(boot, { eval: true });
      return new Promise<void>((resolve, reject) => {
        const feed = () => {
          const job = fresh[next++];
          if (job) w.postMessage(job);
          else void w.terminate().then(() => resolve());
        };
        w.on('message', (d: Done) => {
          done[d.n] = d;
          const job = todo[d.n] as Job;
          // Times to 0.1 ms: the log is kept in the repository (bench/tournament/), so it stays small.
          const tenth = (r: Record<string, number[]>) => Object.fromEntries(Object.entries(r).map(([k, xs]) => [k, xs.map((x) => Math.round(x * 10) / 10)]));
          if (LOG) appendFileSync(LOG, `${JSON.stringify({ key: key(job), share: d.share, margin: d.margin, cpu: tenth(d.cpu), wall: tenth(d.wall) })}\n`);
          console.error(`${job.figure} ${job.seed}: ${job.levels.join(' ')} -> seat ${job.seat} ${d.share.toFixed(2)} (${done.filter(Boolean).length}/${todo.length}, ${((performance.now() - t0) / 1000).toFixed(0)} s)`);
          feed();
        });
        w.on('error', reject);
        feed();
      });
    }),
  );
  report(todo, done, (performance.now() - t0) / 1000);
}

function report(todo: Job[], done: Done[], seconds: number): void {
  const print = (name: string, value: number, unit: string) => console.log(`${name}: ${value.toFixed(value >= 100 ? 0 : 1)} ${unit}`);
  const quantile = (xs: number[], q: number) => {
    const s = xs.slice().sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  };
  for (const game of [...new Set(todo.map((j) => j.game))]) {
    const mine = todo.filter((j) => j.game === game);
    for (const figure of [...new Set(mine.map((j) => j.figure))]) {
      const js = mine.filter((j) => j.figure === figure && done[j.n]);
      if (js.length === 0) continue;
      const share = js.reduce((a, j) => a + (done[j.n]?.share ?? 0), 0);
      print(figure, (100 * share) / js.length, '%');
      const [lo, hi] = interval(share, js.length);
      const margins = js.map((j) => done[j.n]?.margin).filter((m): m is number => m !== undefined);
      const mean = margins.reduce((a, m) => a + m, 0) / Math.max(1, margins.length);
      const sd = Math.sqrt(margins.reduce((a, m) => a + (m - mean) ** 2, 0) / Math.max(1, margins.length - 1));
      const half = (1.96 * sd) / Math.sqrt(Math.max(1, margins.length));
      console.error(`${figure}: ${js.length} games, 95 % interval ${lo.toFixed(0)}-${hi.toFixed(0)} %; score margin over the best other seat ${mean.toFixed(1)} ± ${half.toFixed(1)} (${margins.length} games)`);
    }
    const cpu: Record<string, number[]> = {};
    const wall: Record<string, number[]> = {};
    for (const j of mine) {
      // Unfinished games are left out: the figures are over games played to the end.
      for (const [level, xs] of Object.entries(done[j.n]?.cpu ?? {})) (cpu[level] ??= []).push(...xs);
      for (const [level, xs] of Object.entries(done[j.n]?.wall ?? {})) (wall[level] ??= []).push(...xs);
    }
    for (const level of ['easy', 'normal', 'hard']) {
      const xs = cpu[level] ?? [];
      if (xs.length === 0) continue;
      print(`bot-${game}-${level}-ms-p50`, quantile(xs, 0.5), 'ms');
      print(`bot-${game}-${level}-ms-p99`, quantile(xs, 0.99), 'ms');
    }
    if (wall.hard?.length) {
      print(`bot-${game}-hard-wall-ms-p50`, quantile(wall.hard, 0.5), 'ms');
      print(`bot-${game}-hard-wall-ms-p99`, quantile(wall.hard, 0.99), 'ms');
    }
  }
  console.error(`${done.filter(Boolean).length} of ${todo.length} games on ${WORKERS} threads, ${seconds.toFixed(0)} s`);
}
