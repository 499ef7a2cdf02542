// Steps that ask nothing are taken by the room itself (issue 29): while an active seat's whole list
// of legal moves is one move, and that move reveals nothing to anyone (the seeded generator did not
// move and the game's exact `reveals` says so: the test undo uses, shared/engine/undo.ts), the move
// is applied without waiting for the player. Pure, like the rest of the engine: the room
// (party/table.ts), pass-and-play (client/local/session.ts) and the tests call the same function.
//
// - An auto move is an ordinary move in the log, marked `auto` on its record: replays, the fair-deal
//   verifier and uploads replay it like any other (the mark only adds its log line and lets undo
//   take it back together with the chosen move before it).
// - Only a seat whose step asks one move: in a simultaneous phase one seat's forced step is taken
//   while the others still choose; a seat that could also act out of turn (a secret goal it may
//   reveal now) has more than one move and is asked. A standing order the seat may give at any
//   moment (the game's `aside`: Dwar7s Fall's "reveal as soon as it is met") is no part of the
//   step's question, so it alone does not make a one-answer step a choice (a Brute's only swap).
// - A move that would reveal something (a card turned, a tile drawn) is left to the player: taking
//   it by itself would show the table what comes next before anyone chose to look.
// - The chain is bounded (`AUTO_LIMIT`): a game whose forced steps would go on for ever stops and
//   waits for a click instead of hanging the room.
import { autoLine } from './autoline';
import type { AnyGame, GameEvent, Seat } from './types';
import { revealed } from './undo';

export { autoLine };

/** At most this many steps are taken by themselves in a row (a whole round of passes is far fewer). */
export const AUTO_LIMIT = 64;

/** One step the room takes by itself: who, the move, the state after it and its log lines. */
export interface AutoStep {
  seat: Seat;
  move: unknown;
  /** The state after the move. */
  state: unknown;
  /** The auto line to the seat (autoline.ts), then the game's own lines. */
  events: GameEvent[];
}

/** The moves that make `seat`'s step now: its legal moves but those the game sets aside (standing orders). */
export function askedMoves(game: AnyGame, state: unknown, seat: Seat): unknown[] {
  const legal = game.legalMoves(state, seat);
  return game.aside ? legal.filter((m) => !game.aside!(state, seat, m)) : legal;
}

/** The step the room takes by itself from `state`, or null when every active seat has a real choice (or the game is over). */
export function autoStep(game: AnyGame, players: number, state: unknown): AutoStep | null {
  if (game.result(state) !== null) return null;
  for (const seat of game.activeSeats(state)) {
    const legal = askedMoves(game, state, seat);
    if (legal.length !== 1) continue;
    const move = legal[0];
    const res = game.apply(state, seat, move);
    if (!res.ok) continue;
    if (revealed(game, players, state, seat, move, res.value.state)) continue;
    return { seat, move, state: res.value.state, events: [autoLine(game, state, seat, move), ...res.value.events] };
  }
  return null;
}

/** Every step taken by itself from `state` on, in order (at most `limit`); empty when a seat is asked at once. */
export function autoChain(game: AnyGame, players: number, state: unknown, limit = AUTO_LIMIT): AutoStep[] {
  const out: AutoStep[] = [];
  let now = state;
  while (out.length < limit) {
    const step = autoStep(game, players, now);
    if (!step) break;
    out.push(step);
    now = step.state;
  }
  return out;
}
