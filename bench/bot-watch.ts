// How long a whole bot turn takes to watch under the room's pacing (party/pace.ts), per game and
// bot level, from the engines alone (no server, no browser). Prints `name: value unit`:
//   bot-turn-watch-s-p50-<game>-<level>  median over bot turns of the turn's paced time: the sum
//                                         of its steps' waits (0 for a forced step, BOT_STEP_MS
//                                         for a real choice), the first step's included (it waits
//                                         for the motion of the move before it)
//   bot-turn-watch-s-p90-<game>-<level>  the same, 90th percentile
//   bot-turn-watch-think-s-p50/p90-<game>-<level>  the same with thinking, what a spectator waits:
//                                         the room thinks while the wait runs and commits when both
//                                         are over (party/bots.ts), so each step takes the longer of
//                                         its wait and the bot's thinking (CPU ms of this process,
//                                         which the machine's load changes little; the room's
//                                         search is the same, party/think.ts, uncapped)
//   bot-turn-steps-p50-<game>-<level>    steps per turn, and how many of them were choices
//   bot-turn-choices-p50-<game>-<level>
// The issue's goal (issue 28): p50 <= 3 s, p90 <= 5 s; a figure over it is flagged on stderr.
// Which turns: Easy and Normal, every turn of WATCH_GAMES (default 1) seeded 4-player games with
// every seat at the level. Hard thinks ~25-50x longer than Normal (a whole game of it takes most of
// an hour), so its turns are sampled: WATCH_SAMPLE (default 32) turn starts spread evenly over the
// Normal games just played, and from each the Hard bot plays that seat's whole turn. A turn is a
// run of steps by one seat with no other seat's step between (the room moves the first active bot
// seat, so at a table of bots a seat plays its steps in a row, as here).
// WATCH_GAME=<id> for one game, WATCH_LEVELS=easy,normal for some levels, WATCH_STEP_MS to try
// another wait.
import { rng } from '../shared/engine/testkit';
import type { AnyGame } from '../shared/engine/types';
import { GAMES } from '../shared/games/index';
import { BOT_STEP_MS, botStepDelay } from '../party/pace';

const GAMES_EACH = Number(process.env.WATCH_GAMES ?? 1);
const SAMPLE = Number(process.env.WATCH_SAMPLE ?? 32);
const ONLY = process.env.WATCH_GAME;
const LEVELS = (process.env.WATCH_LEVELS ?? 'easy,normal,hard').split(',');
const STEP_MS = Number(process.env.WATCH_STEP_MS ?? BOT_STEP_MS);
const PLAYERS = 4;
/** Levels whose turns are sampled from the Normal games' positions, not played whole games of. */
const SAMPLED = new Set(['hard']);
const LIMIT = { p50: 3, p90: 5 };

/** One bot turn: its steps and the waits before them (ms). */
interface Turn {
  seat: number;
  waits: number[];
  /** Each step's wait or thinking time, the longer (ms). */
  paced: number[];
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

type Bot = NonNullable<AnyGame['bots']>[string];

function botOf(game: AnyGame, level: string): Bot {
  const bot = game.bots?.[level];
  if (!bot) throw new Error(`${game.id} has no ${level} bot`);
  return bot;
}

/** One step of `seat`'s bot, as the room paces it; the state after it. */
function step(game: AnyGame, bot: Bot, s: unknown, seat: number, random: () => number, stepMs: number) {
  const wait = botStepDelay(game, s, seat, stepMs);
  const c0 = cpuMs();
  const m = bot(s, seat, random);
  const paced = Math.max(wait, cpuMs() - c0);
  if (m === null) throw new Error(`${game.id}: no move for seat ${seat}`);
  const r = game.apply(s, seat, m);
  if (!r.ok) throw new Error(`${game.id}: ${r.error.code}`);
  return { wait, paced, state: r.value.state as unknown };
}

/** Every bot turn of one seeded game with `level` at each seat, and the state each turn began at. */
export function turnsOf(game: AnyGame, level: string, n: number, stepMs: number): { turns: Turn[]; starts: unknown[] } {
  const bot = botOf(game, level);
  const random = rng(9000 + n);
  let s: unknown = game.setup(`watch-${level}-${n}`, PLAYERS, game.optionsSchema.parse({}));
  const turns: Turn[] = [];
  const starts: unknown[] = [];
  for (let i = 0; game.result(s) === null; i++) {
    if (i > 20_000) throw new Error(`${game.id} ${level} ${n}: game too long`);
    // The room moves the first active bot seat (party/bots.ts nextSeat).
    const seat = game.activeSeats(s)[0]!;
    const before = s;
    const { wait, paced, state } = step(game, bot, s, seat, random, stepMs);
    s = state;
    const last = turns.at(-1);
    if (last && last.seat === seat) {
      last.waits.push(wait);
      last.paced.push(paced);
    } else {
      turns.push({ seat, waits: [wait], paced: [paced] });
      starts.push(before);
    }
  }
  return { turns, starts };
}

/** `level`'s bot plays the whole turn that begins at `start` (until another seat is to move). */
export function turnFrom(game: AnyGame, level: string, start: unknown, n: number, stepMs: number): Turn {
  const bot = botOf(game, level);
  const random = rng(7000 + n);
  const seat = game.activeSeats(start)[0]!;
  const turn: Turn = { seat, waits: [], paced: [] };
  for (let s = start; game.result(s) === null && game.activeSeats(s)[0] === seat; ) {
    if (turn.waits.length > 500) throw new Error(`${game.id} ${level}: turn too long`);
    const { wait, paced, state } = step(game, bot, s, seat, random, stepMs);
    turn.waits.push(wait);
    turn.paced.push(paced);
    s = state;
  }
  return turn;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

function main() {
  const over: string[] = [];
  for (const [id, game] of Object.entries(GAMES)) {
    if (ONLY && id !== ONLY) continue;
    // Turn starts of the Normal games, for the sampled levels.
    let normalStarts: unknown[] | null = null;
    const normalGames = () => {
      const all = { turns: [] as Turn[], starts: [] as unknown[] };
      for (let n = 0; n < GAMES_EACH; n++) {
        const g = turnsOf(game, 'normal', n, STEP_MS);
        all.turns.push(...g.turns);
        all.starts.push(...g.starts);
      }
      normalStarts = all.starts;
      return all;
    };
    for (const level of LEVELS) {
      if (!game.bots?.[level]) continue;
      const t0 = Date.now();
      let turns: Turn[];
      let how: string;
      if (SAMPLED.has(level)) {
        const starts = normalStarts ?? normalGames().starts;
        const picked = Array.from({ length: Math.min(SAMPLE, starts.length) }, (_, k) => starts[Math.floor(((k + 0.5) * starts.length) / Math.min(SAMPLE, starts.length))]);
        turns = picked.map((s, k) => turnFrom(game, level, s, k, STEP_MS));
        how = `${turns.length} turns sampled from ${starts.length} turn starts of ${GAMES_EACH} Normal games`;
      } else {
        const played = level === 'normal' ? normalGames() : { turns: [] as Turn[] };
        if (level !== 'normal') for (let n = 0; n < GAMES_EACH; n++) played.turns.push(...turnsOf(game, level, n, STEP_MS).turns);
        turns = played.turns;
        how = `${turns.length} turns over ${GAMES_EACH} games`;
      }
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / 1000;
      const secs = turns.map((t) => sum(t.waits));
      const withThought = turns.map((t) => sum(t.paced));
      const tag = `${id}-${level}`;
      const figures: [string, number][] = [
        [`bot-turn-watch-s-p50-${tag}`, quantile(secs, 0.5)],
        [`bot-turn-watch-s-p90-${tag}`, quantile(secs, 0.9)],
        [`bot-turn-watch-think-s-p50-${tag}`, quantile(withThought, 0.5)],
        [`bot-turn-watch-think-s-p90-${tag}`, quantile(withThought, 0.9)],
      ];
      for (const [name, v] of figures) {
        console.log(`${name}: ${v.toFixed(2)} s`);
        if (v > (name.includes('-p50-') ? LIMIT.p50 : LIMIT.p90)) over.push(`${name} ${v.toFixed(2)} s`);
      }
      console.log(`bot-turn-steps-p50-${tag}: ${quantile(turns.map((t) => t.waits.length), 0.5)} steps`);
      console.log(`bot-turn-choices-p50-${tag}: ${quantile(turns.map((t) => t.waits.filter((w) => w > 0).length), 0.5)} steps`);
      const slow = turns.flatMap((t) => t.paced.filter((p, i) => t.waits[i]! > 0 && p > t.waits[i]!));
      const choices = turns.reduce((n, t) => n + t.waits.filter((w) => w > 0).length, 0);
      const forced = turns.flatMap((t) => t.paced.filter((_, i) => t.waits[i] === 0));
      console.error(
        `${tag}: ${how}; steps p90 ${quantile(turns.map((t) => t.waits.length), 0.9)}, choices p90 ${quantile(turns.map((t) => t.waits.filter((w) => w > 0).length), 0.9)}, ` +
          `thinking outlasted the wait at ${slow.length} of ${choices} choices (p50 ${quantile(slow, 0.5).toFixed(0)} ms) and took ${forced.filter((ms) => ms > 0).length ? `up to ${Math.max(...forced).toFixed(0)} ms` : 'nothing'} at ${forced.length} forced steps; ${((Date.now() - t0) / 1000).toFixed(0)} s`,
      );
    }
  }
  if (over.length) console.error(`bench/bot-watch.ts: over the issue's limit (p50 <= ${LIMIT.p50} s, p90 <= ${LIMIT.p90} s): ${over.join('; ')}`);
}

main();
