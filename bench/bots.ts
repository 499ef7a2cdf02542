// Bot strength and thinking time, as figures (`name: value unit`), from a seeded tournament:
//   bot-<game>-<a>-vs-<b>-2p   share of 2-player games level a wins against level b (seats rotated;
//                              a shared win counts half)
//   bot-<game>-hard-4p-share   the Hard bot's share of wins at a table with three Normal bots
//   bot-<game>-<level>-ms-p50/p99  thinking time per move that needed thought, in this process's
//                              CPU milliseconds (one core's work, whatever else runs on the machine)
//   bot-<game>-hard-wall-ms-p50  the same for Hard in wall-clock time, on this machine as it is now
// BOT_GAMES games per pairing (default 4: a full run of 200 is hours of CPU at Hard's budget; 0
// skips the pairings); BOT_GAMES_4P for the 4-player table (default half that); BOT_GAME=<id> for
// one game. The bots' generators are seeded, so a run repeats.
import type { AnyGame } from '../shared/engine/types';
import { GAMES } from '../shared/games/index';

const GAMES_2P = Number(process.env.BOT_GAMES ?? 4);
const GAMES_4P = Number(process.env.BOT_GAMES_4P ?? Math.max(1, Math.floor(GAMES_2P / 2)));
const ONLY = process.env.BOT_GAME;

const print = (name: string, value: number, unit: string) => console.log(`${name}: ${value.toFixed(value >= 100 ? 0 : 1)} ${unit}`);
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const quantile = (xs: number[], q: number) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

function gen(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

const thinkCpu = new Map<string, number[]>();
const thinkWall = new Map<string, number[]>();

/** One game with `levels[seat]` at each seat; returns each seat's share of the win. */
function play(game: AnyGame, seed: string, levels: string[], random: () => number): number[] {
  let s = game.setup(seed, levels.length, game.optionsSchema.parse({}));
  for (let n = 0; game.result(s) === null; n++) {
    if (n > 20_000) throw new Error(`${seed}: game too long`);
    const act = game.activeSeats(s);
    const seat = act[Math.floor(random() * act.length)] as number;
    const level = levels[seat] as string;
    const bot = game.bots?.[level];
    if (!bot) throw new Error(`${game.id} has no ${level} bot`);
    const forced = game.legalMoves(s, seat).filter((m: { type?: string }) => m?.type !== 'cancel').length <= 1;
    const c0 = cpuMs();
    const w0 = performance.now();
    const m = bot(s, seat, random);
    if (!forced) {
      (thinkCpu.get(level) ?? thinkCpu.set(level, []).get(level))?.push(cpuMs() - c0);
      (thinkWall.get(level) ?? thinkWall.set(level, []).get(level))?.push(performance.now() - w0);
    }
    const r = game.apply(s, seat, m);
    if (!r.ok) throw new Error(`${seed}: ${level} bot chose an illegal move: ${r.error.code}`);
    s = r.value.state;
  }
  const res = game.result(s);
  const share = 1 / (res?.winners.length ?? 1);
  return levels.map((_, seat) => (res?.winners.includes(seat) ? share : 0));
}

/** Level a against level b at 2 players, seats swapped every other game. */
function duel(game: AnyGame, a: string, b: string, games: number): number {
  let won = 0;
  for (let i = 0; i < games; i++) {
    const aSeat = i % 2;
    const levels = aSeat === 0 ? [a, b] : [b, a];
    won += play(game, `duel-${a}-${b}-${i}`, levels, gen(1000 + i))[aSeat] ?? 0;
    console.error(`${game.id} ${a} vs ${b}: game ${i + 1}/${games}, ${a} ${won.toFixed(1)}`);
  }
  return (100 * won) / games;
}

for (const game of Object.values(GAMES)) {
  if (ONLY && game.id !== ONLY) continue;
  const bots = game.bots ?? {};
  if (!bots.easy || !bots.normal || !bots.hard) continue;
  const t0 = performance.now();
  const pairs: [string, string][] = [
    ['normal', 'easy'],
    ['hard', 'normal'],
    ['hard', 'easy'],
  ];
  if (bots.random) pairs.push(['hard', 'random']);
  if (GAMES_2P > 0) for (const [a, b] of pairs) print(`bot-${game.id}-${a}-vs-${b}-2p`, duel(game, a, b, GAMES_2P), '%');
  let share = 0;
  for (let i = 0; i < GAMES_4P; i++) {
    const hardSeat = i % 4;
    const levels = [0, 1, 2, 3].map((seat) => (seat === hardSeat ? 'hard' : 'normal'));
    share += play(game, `table-${i}`, levels, gen(5000 + i))[hardSeat] ?? 0;
    console.error(`${game.id} hard at a table of normals: game ${i + 1}/${GAMES_4P}, hard ${share.toFixed(2)}`);
  }
  if (GAMES_4P > 0) print(`bot-${game.id}-hard-4p-share`, (100 * share) / GAMES_4P, '%');
  for (const level of ['easy', 'normal', 'hard']) {
    const xs = thinkCpu.get(level) ?? [];
    if (xs.length === 0) continue;
    print(`bot-${game.id}-${level}-ms-p50`, quantile(xs, 0.5), 'ms');
    print(`bot-${game.id}-${level}-ms-p99`, quantile(xs, 0.99), 'ms');
  }
  if (thinkWall.get('hard')?.length) print(`bot-${game.id}-hard-wall-ms-p50`, quantile(thinkWall.get('hard') ?? [], 0.5), 'ms');
  console.error(`${game.id}: ${GAMES_2P} games per pairing, ${GAMES_4P} at 4 players, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  thinkCpu.clear();
  thinkWall.clear();
}
