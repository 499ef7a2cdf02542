// How long a whole bot turn takes to watch under the room's pacing (party/pace.ts), per game and
// bot level, from the engines alone (no server, no browser). Prints `name: value unit`:
//   bot-turn-watch-s-p50-<game>-<level>  median over bot turns of the turn's paced time: the sum
//                                         of its steps' waits (0 for a forced step, BOT_STEP_MS
//                                         for a real choice), the first step's included (it waits
//                                         for the motion of the move before it)
//   bot-turn-watch-s-p90-<game>-<level>  the same, 90th percentile
//   bot-turn-steps-p50-<game>-<level>    steps per turn, and how many of them were choices
//   bot-turn-choices-p50-<game>-<level>
//   bot-turn-watch-think-s-p50/p90-<game>-<level>  the same with thinking: the room thinks while the
//                                         wait runs and commits when both are over, so each step
//                                         takes the longer of its wait and the bot's thinking (CPU
//                                         ms of this process, which the machine's load changes little)
// A turn is a run of steps by one seat with no other seat's step between (the room moves the first
// active bot seat, so at a table of bots a seat plays its steps in a row, as here). The time a bot
// thinks is only in the -think- figures. The goal: p50 <= 3 s, p90 <= 5 s.
// Seeded 4-player games with every seat at the level; WATCH_GAMES games per game and level
// (default 1), WATCH_GAME=<id> for one game, WATCH_LEVELS=easy,normal for some levels,
// WATCH_STEP_MS to try another wait.
import { rng } from '../shared/engine/testkit';
import type { AnyGame } from '../shared/engine/types';
import { GAMES } from '../shared/games/index';
import { BOT_STEP_MS, botStepDelay } from '../party/pace';

const GAMES_EACH = Number(process.env.WATCH_GAMES ?? 1);
const ONLY = process.env.WATCH_GAME;
const LEVELS = (process.env.WATCH_LEVELS ?? 'easy,normal,hard').split(',');
const STEP_MS = Number(process.env.WATCH_STEP_MS ?? BOT_STEP_MS);
const PLAYERS = 4;

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

/** Every bot turn of one seeded game with `level` at each seat. */
export function turnsOf(game: AnyGame, level: string, n: number, stepMs: number): Turn[] {
  const bot = game.bots?.[level];
  if (!bot) throw new Error(`${game.id} has no ${level} bot`);
  const random = rng(9000 + n);
  let s = game.setup(`watch-${level}-${n}`, PLAYERS, game.optionsSchema.parse({}));
  const turns: Turn[] = [];
  for (let i = 0; game.result(s) === null; i++) {
    if (i > 20_000) throw new Error(`${game.id} ${level} ${n}: game too long`);
    // The room moves the first active bot seat (party/bots.ts nextSeat).
    const seat = game.activeSeats(s)[0]!;
    const wait = botStepDelay(game, s, seat, stepMs);
    const c0 = cpuMs();
    const m = bot(s, seat, random);
    const paced = Math.max(wait, cpuMs() - c0);
    if (m === null) throw new Error(`${game.id} ${level}: no move for seat ${seat}`);
    const r = game.apply(s, seat, m);
    if (!r.ok) throw new Error(`${game.id} ${level}: ${r.error.code}`);
    s = r.value.state;
    const last = turns.at(-1);
    if (last && last.seat === seat) {
      last.waits.push(wait);
      last.paced.push(paced);
    } else turns.push({ seat, waits: [wait], paced: [paced] });
  }
  return turns;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

function main() {
  for (const [id, game] of Object.entries(GAMES)) {
    if (ONLY && id !== ONLY) continue;
    for (const level of LEVELS) {
      if (!game.bots?.[level]) continue;
      const turns: Turn[] = [];
      for (let n = 0; n < GAMES_EACH; n++) turns.push(...turnsOf(game, level, n, STEP_MS));
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / 1000;
      const secs = turns.map((t) => sum(t.waits));
      const withThought = turns.map((t) => sum(t.paced));
      const tag = `${id}-${level}`;
      console.log(`bot-turn-watch-s-p50-${tag}: ${quantile(secs, 0.5).toFixed(2)} s`);
      console.log(`bot-turn-watch-s-p90-${tag}: ${quantile(secs, 0.9).toFixed(2)} s`);
      console.log(`bot-turn-watch-think-s-p50-${tag}: ${quantile(withThought, 0.5).toFixed(2)} s`);
      console.log(`bot-turn-watch-think-s-p90-${tag}: ${quantile(withThought, 0.9).toFixed(2)} s`);
      console.log(`bot-turn-steps-p50-${tag}: ${quantile(turns.map((t) => t.waits.length), 0.5)} steps`);
      console.log(`bot-turn-choices-p50-${tag}: ${quantile(turns.map((t) => t.waits.filter((w) => w > 0).length), 0.5)} steps`);
      console.error(`${tag}: ${turns.length} turns over ${GAMES_EACH} games; steps p90 ${quantile(turns.map((t) => t.waits.length), 0.9)}, choices p90 ${quantile(turns.map((t) => t.waits.filter((w) => w > 0).length), 0.9)}`);
    }
  }
}

main();
