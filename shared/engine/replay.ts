// Seed + move log -> the game, move by move through `apply`: how a pass-and-play game on one device
// resumes after a reload, and how a room checks an uploaded game before it becomes a table. Nothing
// is trusted: every move is read with the game's move schema and must be legal where it is played.
import type { AnyGame, GameEvent, Seat } from './types';

/** One move of a log as it is kept and uploaded. */
export interface LoggedMove {
  seat: Seat;
  move: unknown;
}

export interface Replayed {
  state: unknown;
  /** Events per move, in order (the room stores them with each move). */
  events: GameEvent[][];
  /** The moves as the schema read them. */
  moves: LoggedMove[];
}

export type ReplayResult = { ok: true; value: Replayed } | { ok: false; at: number; code: string; message: string };

/**
 * Replay `moves` from `setup(seed, players, options)`. Refuses at the first move that is not the
 * game's shape, is made by a seat that may not move then, is illegal, or comes after the end.
 */
export function replay(game: AnyGame, seed: string, players: number, options: Record<string, unknown>, moves: readonly LoggedMove[]): ReplayResult {
  let state: unknown = game.setup(seed, players, options);
  const events: GameEvent[][] = [];
  const read: LoggedMove[] = [];
  for (let i = 0; i < moves.length; i++) {
    const { seat, move } = moves[i]!;
    const refuse = (code: string, message: string): ReplayResult => ({ ok: false, at: i, code, message: `Move ${i + 1}: ${message}` });
    if (game.result(state) !== null) return refuse('move/game-over', 'the game was already over.');
    if (!Number.isInteger(seat) || seat < 0 || seat >= players) return refuse('move/no-such-seat', 'no such seat.');
    if (!game.activeSeats(state).includes(seat)) return refuse('move/not-your-turn', 'that seat could not move then.');
    const parsed = game.moveSchema.safeParse(move);
    if (!parsed.success) return refuse('move/bad-schema', 'that is not a move of this game.');
    const res = game.apply(state, seat, parsed.data);
    if (!res.ok) return refuse(res.error.code, res.error.message);
    state = res.value.state;
    events.push(res.value.events);
    read.push({ seat, move: parsed.data });
  }
  return { ok: true, value: { state, events, moves: read } };
}
