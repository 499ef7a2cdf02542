// How long a bot waits before its step, so that people can watch it (issue 28: bots paced by
// motion). The client plays each change of the board as a motion of 150-400 ms, one change after
// another (client/lib/motion.ts); a bot's step waits about one motion, so the board is seen moving
// step by step instead of jumping, and a whole bot turn stays quick to watch. A forced step (the seat
// has one choice) decides nothing: it is not paced apart, and its motion simply queues on the
// client after the step before it. Names no game: "the choices" are what the engine contract says.
import type { AnyGame, Seat } from '../shared/engine/types';

/**
 * The default wait before a bot step that is a real choice, in ms: one motion of the board. The
 * client's motions take 150-300 ms (client/lib/flip.ts, MOTION_MAX_MS), so a step's motion has
 * ended when the next step arrives, and views never pile up behind a bot. Longer reads better
 * but a turn of Hall is 9 choices at the median and 13-14 at p90 (bench/bot-watch.ts): at 300 ms
 * that is 2.7 s and 3.9-4.2 s, under the p50 <= 3 s and p90 <= 5 s; at 400 ms its p50
 * would be 3.6 s. The bot thinks while it waits (bots.ts), so its thinking adds only where it
 * takes longer than the wait.
 */
export const BOT_STEP_MS = 300;

/**
 * How many choices `seat` has now: the moves worth trying that the game declares for its search
 * (`search.order`, which leaves out moves that never change the game's worth, such as going back
 * on a half-made decision), else every legal move.
 */
export function choices(game: AnyGame, state: unknown, seat: Seat): number {
  const legal = game.legalMoves(state, seat);
  if (legal.length <= 1 || !game.search?.order) return legal.length;
  return game.search.order(state, seat, legal).length;
}

/** The wait before `seat`'s bot step: none when the step is forced (one choice or none), else `stepMs`. */
export function botStepDelay(game: AnyGame, state: unknown, seat: Seat, stepMs: number): number {
  return choices(game, state, seat) <= 1 ? 0 : stepMs;
}
