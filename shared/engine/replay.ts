// Seed + move log -> the game, move by move through `apply`: how a pass-and-play game on one device
// resumes after a reload, and how a room checks an uploaded game before it becomes a table. Nothing
// is trusted: every move is read with the game's move schema and must be legal where it is played.
import type { AnyGame, GameEvent, Seat } from './types';
import { stepRecord, Trail } from './undo';
import { askedMoves } from './auto';

/**
 * One move of a log as it is kept and uploaded; with `undo`, a take-back: the game goes back to how
 * it was after the first `undo` entries (shared/engine/undo.ts), judged again by the undo rule.
 */
export interface LoggedMove {
  seat: Seat;
  move: unknown;
  undo?: number;
  /** A move the room (or the device) took by itself: the seat's only move then (shared/engine/auto.ts). */
  auto?: true;
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
  const r = new Replayer(game, seed, players, options, moves);
  for (;;) {
    const done = r.step(Infinity);
    if (done) return done;
  }
}

/**
 * The same replay, a bounded slice at a time: `step(budget)` replays moves until `budget` is spent
 * (a move costs 1, an undo, judged again by the undo rule, `UNDO_COST`) and returns the result once
 * the log is done or refused, else null. A room replays an upload this way, letting other work run
 * between slices (party/import.ts); nothing here waits or keeps time.
 */
export class Replayer {
  /** Moves replayed so far. */
  at = 0;
  private state: unknown;
  private readonly events: GameEvent[][] = [];
  private readonly read: LoggedMove[] = [];
  private readonly trail = new Trail();
  /** The states after each move that `keep` asked for, by move count. */
  readonly kept = new Map<number, unknown>();

  constructor(
    private readonly game: AnyGame,
    seed: string,
    private readonly players: number,
    options: Record<string, unknown>,
    private readonly moves: readonly LoggedMove[],
    /** Keep the state after this many moves (a room stores it as its snapshot). */
    private readonly keep: (movesDone: number) => boolean = () => false,
  ) {
    this.state = game.setup(seed, players, options);
  }

  step(budget: number): ReplayResult | null {
    const { game, players, moves, trail } = this;
    for (let spent = 0; spent < budget; this.at++) {
      const i = this.at;
      if (i >= moves.length) return { ok: true, value: { state: this.state, events: this.events, moves: this.read, trail } };
      const { seat, move, undo, auto } = moves[i]!;
      const refuse = (code: string, message: string): ReplayResult => ({ ok: false, at: i, code, message: `Move ${i + 1}: ${message}` });
      if (game.result(this.state) !== null) return refuse('move/game-over', 'the game was already over.');
      if (!Number.isInteger(seat) || seat < 0 || seat >= players) return refuse('move/no-such-seat', 'no such seat.');
      if (undo !== undefined) {
        if (!Number.isInteger(undo) || undo < 0 || undo >= i) return refuse('undo/bad-target', 'that undo goes back to no move.');
        const res = stepRecord(game, players, trail, this.state, { seat, move: null, undo }, i, true);
        if (!res.ok) return refuse(res.code, res.message);
        this.state = res.state;
        this.events.push(res.events);
        this.read.push({ seat, move: null, undo });
        spent += UNDO_COST;
      } else {
        if (!game.activeSeats(this.state).includes(seat)) return refuse('move/not-your-turn', 'that seat could not move then.');
        const parsed = game.moveSchema.safeParse(move);
        if (!parsed.success) return refuse('move/bad-schema', 'that is not a move of this game.');
        // A move marked as taken by itself must have been the seat's only one (undo reads the mark).
        if (auto && askedMoves(game, this.state, seat).length !== 1) return refuse('move/not-forced', 'that move is marked as taken by itself, but the seat had a choice.');
        const res = stepRecord(game, players, trail, this.state, auto ? { seat, move: parsed.data, auto } : { seat, move: parsed.data }, i);
        if (!res.ok) return refuse(res.code, res.message);
        this.state = res.state;
        this.events.push(res.events);
        this.read.push(auto ? { seat, move: parsed.data, auto } : { seat, move: parsed.data });
        spent += 1;
      }
      if (this.keep(i + 1)) this.kept.set(i + 1, this.state);
    }
    return null;
  }
}

/** What an undo costs in a slice's budget against a move's 1: it judges what the moves it withdraws revealed. */
export const UNDO_COST = 4;
