// Seed + move log -> the game, move by move through `apply`: how a pass-and-play game on one device
// resumes after a reload, and how a room checks an uploaded game before it becomes a table. Nothing
// is trusted: every move is read with the game's move schema and must be legal where it is played.
import type { AnyGame, GameEvent, Seat } from './types';
import { stepRecord, Trail } from './undo';

/**
 * One move of a log as it is kept and uploaded; with `undo`, a take-back: the game goes back to how
 * it was after the first `undo` entries (shared/engine/undo.ts), judged again by the undo rule.
 */
export interface LoggedMove {
  seat: Seat;
  move: unknown;
  undo?: number;
}

export interface Replayed {
  state: unknown;
  /** Events per move, in order (the room stores them with each move). */
  events: GameEvent[][];
  /** The moves as the schema read them. */
  moves: LoggedMove[];
  /** The moves in force at the end, for undo (shared/engine/undo.ts). */
  trail: Trail;
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
  const trail = new Trail();
  for (let i = 0; i < moves.length; i++) {
    const { seat, move, undo } = moves[i]!;
    const refuse = (code: string, message: string): ReplayResult => ({ ok: false, at: i, code, message: `Move ${i + 1}: ${message}` });
    if (game.result(state) !== null) return refuse('move/game-over', 'the game was already over.');
    if (!Number.isInteger(seat) || seat < 0 || seat >= players) return refuse('move/no-such-seat', 'no such seat.');
    if (undo !== undefined) {
      if (!Number.isInteger(undo) || undo < 0 || undo >= i) return refuse('undo/bad-target', 'that undo goes back to no move.');
      const res = stepRecord(game, players, trail, state, { seat, move: null, undo }, i, true);
      if (!res.ok) return refuse(res.code, res.message);
      state = res.state;
      events.push(res.events);
      read.push({ seat, move: null, undo });
      continue;
    }
    if (!game.activeSeats(state).includes(seat)) return refuse('move/not-your-turn', 'that seat could not move then.');
    const parsed = game.moveSchema.safeParse(move);
    if (!parsed.success) return refuse('move/bad-schema', 'that is not a move of this game.');
    const res = stepRecord(game, players, trail, state, { seat, move: parsed.data }, i);
    if (!res.ok) return refuse(res.code, res.message);
    state = res.state;
    events.push(res.events);
    read.push({ seat, move: parsed.data });
  }
  return { ok: true, value: { state, events, moves: read, trail } };
}
