// Undo, the platform's rule for every game (issue 16 item 4). Pure: the room (party/undo.ts), the
// replay of an uploaded game (replay.ts) and pass-and-play all use these functions.
//
// The log stays the one truth. An undo is a record of its own in the log, `{ seat, undo: g }`: after
// it the game is as it was after the first `g` records. Nothing is erased: a replay steps through
// the move and then its undo, and a restart rebuilds the same state from seed + records.
//
// Only moves that revealed nothing can be undone (else a player could draw, look, and take back:
// fishing for a better draw, boardgame.io's old bug of secrets kept in undo history). A move
// reveals when it advanced the seeded generator, or when the game's exact rule says so
// (`GameModule.reveals`). A game without that rule falls back to a sampled check: the move is
// replayed in worlds redrawn from each seat's knowledge (`search.determinize`) and must give the
// same view there. A game with neither `reveals` nor `determinize` has no undo.
import { autoLine } from './autoline';
import { drawU32, seedRng } from './rng';
import type { AnyGame, GameEvent, Seat } from './types';

export const UNDO_LIMITS = {
  /** Effective moves remembered for undo (a take-back or a turn asked back cannot reach further). */
  span: 48,
  /** Redrawn worlds each seat's view is checked in. */
  samples: 2,
} as const;

/** One record of a game's log: a move, an undo back to `undo` records, or a note (no change). */
export interface LogRecord {
  seat: Seat;
  move: unknown;
  /** Set on an undo: the game goes back to how it was after this many records. */
  undo?: number;
  /** Set on a record that only carries log lines (a request to undo asked or refused). */
  note?: true;
  /** Set on a move the room took by itself: the seat's only move, revealing nothing (auto.ts). */
  auto?: true;
}

/** A move still in force, with the state before it (for undo). */
export interface TrailEntry {
  /** Its index in the log. */
  at: number;
  seat: Seat;
  move: unknown;
  before: unknown;
  /**
   * Whether this move revealed anything (`revealed`), worked out the first time it is asked and
   * kept: the state after a move is a function of the entry (apply is pure), so the verdict never
   * changes, and the undo bar and the room read the same one (issue 26 item 2).
   */
  revealed?: boolean;
  /** A move the room took by itself (auto.ts): undone with the chosen move before it, never on its own. */
  auto?: true;
}

/**
 * The moves in force lately, newest last, each with the state before it: what an undo may take
 * back. An undo pops what it withdraws; at most `span` entries are kept.
 */
export class Trail {
  entries: TrailEntry[] = [];
  /** Holds every move in force since the setup (false once capped, or rebuilt from a snapshot). */
  whole = true;

  push(e: TrailEntry): void {
    this.entries.push(e);
    if (this.entries.length > UNDO_LIMITS.span) {
      this.entries.shift();
      this.whole = false;
    }
  }

  clear(): void {
    this.entries = [];
    this.whole = true;
  }

  /**
   * The trailing run of `seat`'s own moves (oldest first): a turn, or what is left of one. Moves the
   * room took by itself (`auto`, any seat's) after or among them belong to the run: a player who
   * takes a move back takes back what followed from it by itself. The run starts at a move `seat`
   * chose; it is empty when the last move anyone chose is another seat's.
   */
  ownRun(seat: Seat): TrailEntry[] {
    let start = this.entries.length;
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const e = this.entries[i]!;
      if (e.auto) continue;
      if (e.seat !== seat) break;
      start = i;
    }
    return this.entries.slice(start);
  }

  /** The last move in force that a seat chose (not one taken by itself). */
  lastChosen(): TrailEntry | undefined {
    for (let i = this.entries.length - 1; i >= 0; i--) if (!this.entries[i]!.auto) return this.entries[i];
    return undefined;
  }

  /** The entry that starts at log index `g`, if the trail still holds it. */
  find(g: number): TrailEntry | undefined {
    return this.entries.find((e) => e.at === g);
  }

  /** Withdraw every move from log index `g` on; returns the state before them (null: not held). */
  undoTo(g: number): unknown {
    const i = this.entries.findIndex((e) => e.at === g);
    if (i < 0) return null;
    const before = this.entries[i]!.before;
    this.entries.length = i;
    return before;
  }
}

/** The generator kept in a state (`rng`, as shared/engine/rng.ts asks games to keep it). */
const generatorOf = (state: unknown): string => JSON.stringify((state as { rng?: unknown } | null)?.rng ?? null);

/** A fixed generator for the redrawn worlds: the verdict depends only on the position. */
function sampler(k: number): () => number {
  const rng = seedRng(`undo-check-${k}`);
  return () => drawU32(rng) / 0x100000000;
}

/**
 * Did `seat` playing `move` (from `before` to `after`) reveal anything to anyone? A draw (the
 * generator moved) always did. Beyond that, a game that declares `reveals` is taken at its word,
 * which must be exact (issue 26: a sampled check misses a reveal whenever the redrawn worlds hold
 * the same value; each game's `reveals` is held to `sampledReveal` with many worlds in its tests).
 * A game that declares nothing falls back to the sampled check, true when in doubt.
 */
export function revealed(game: AnyGame, players: number, before: unknown, seat: Seat, move: unknown, after: unknown): boolean {
  if (generatorOf(before) !== generatorOf(after)) return true;
  if (game.reveals) return game.reveals(before, seat, move, after);
  if (!game.search?.determinize) return true;
  return sampledReveal(game, players, before, seat, move, after, UNDO_LIMITS.samples);
}

/**
 * Whether some seat's view after the move differs in a world redrawn from that seat's knowledge
 * before it (`samples` worlds per seat). True is proof of a reveal; false is only likely. Tests use
 * it with many worlds as the oracle a game's exact `reveals` is held to.
 */
export function sampledReveal(game: AnyGame, players: number, before: unknown, seat: Seat, move: unknown, after: unknown, samples: number): boolean {
  const determinize = game.search?.determinize;
  if (!determinize) return true;
  for (let viewer = 0; viewer < players; viewer++) {
    const seen = JSON.stringify(game.view(after, viewer));
    for (let k = 0; k < samples; k++) {
      const world = determinize(before, viewer, sampler(k));
      const res = game.apply(world, seat, move);
      if (!res.ok || JSON.stringify(game.view(res.value.state, viewer)) !== seen) return true;
    }
  }
  return false;
}

/**
 * Whether each of these trail entries revealed nothing (`now` is the state after the last). Each
 * entry's verdict is worked out once and kept on it (`TrailEntry.revealed`).
 */
export function allQuiet(game: AnyGame, players: number, entries: readonly TrailEntry[], now: unknown): boolean {
  return entries.every((e, i) => !(e.revealed ??= revealed(game, players, e.before, e.seat, e.move, entries[i + 1]?.before ?? now)));
}

export type UndoKind = 'take' | 'ask';

/**
 * What `seat` may undo now, by the platform's rule: its trailing own moves in force, none of
 * which revealed anything. `take`: still its decision (the seat is active), the last move only,
 * one at a time. `ask`: its turn is over (it is not active): the whole run, if the table agrees.
 * Returns the log index to go back to, or an error code and words.
 */
export function undoTarget(
  game: AnyGame,
  players: number,
  trail: Trail,
  state: unknown,
  seat: Seat,
  kind: UndoKind,
): { ok: true; to: number; moves: number } | { ok: false; code: `undo/${string}`; message: string } {
  if (game.result(state) !== null) return { ok: false, code: 'undo/over', message: 'The game is over: nothing can be taken back.' };
  const run = trail.ownRun(seat);
  if (run.length === 0) return { ok: false, code: 'undo/nothing', message: 'The last move in force is not yours: there is nothing of yours to take back.' };
  const active = game.activeSeats(state).includes(seat);
  if (kind === 'take' && !active) return { ok: false, code: 'undo/turn-over', message: 'Your turn is over: ask the table to undo it instead.' };
  if (kind === 'ask' && active) return { ok: false, code: 'undo/still-yours', message: 'It is still your decision: take your move back yourself.' };
  // A take-back withdraws the seat's last chosen move and the steps taken by themselves after it.
  let last = run.length - 1;
  while (last > 0 && run[last]!.auto) last--;
  const withdrawn = kind === 'take' ? run.slice(last) : run;
  // A run that fills a trail missing its beginning may have begun before what it remembers.
  if (kind === 'ask' && run.length === trail.entries.length && !trail.whole) {
    return { ok: false, code: 'undo/too-long', message: 'That turn is too long to take back.' };
  }
  if (!allQuiet(game, players, withdrawn, state)) {
    return { ok: false, code: 'undo/revealed', message: 'That move revealed something (a draw, a hidden card): it cannot be taken back.' };
  }
  return { ok: true, to: withdrawn[0]!.at, moves: withdrawn.filter((e) => !e.auto).length };
}

/**
 * One record onto a state, keeping the trail: the state after it, or why it cannot be. Undo and
 * note records are trusted as the room wrote them (it checked them then); `check` re-judges an
 * undo by the rule above (for uploads, which are not trusted).
 */
export function stepRecord(
  game: AnyGame,
  players: number,
  trail: Trail,
  state: unknown,
  rec: LogRecord,
  at: number,
  check = false,
): { ok: true; state: unknown; events: GameEvent[] } | { ok: false; code: string; message: string } {
  if (rec.note) return { ok: true, state, events: [] };
  if (rec.undo !== undefined) {
    if (check) {
      const kind: UndoKind = game.activeSeats(state).includes(rec.seat) ? 'take' : 'ask';
      const target = undoTarget(game, players, trail, state, rec.seat, kind);
      if (!target.ok) return target;
      if (target.to !== rec.undo) return { ok: false, code: 'undo/bad-target', message: 'that undo does not go back to the move it may.' };
    }
    const before = trail.undoTo(rec.undo);
    if (before === null) return { ok: false, code: 'undo/out-of-reach', message: 'that undo goes back further than the moves remembered.' };
    return { ok: true, state: before, events: [tookBack(rec.seat)] };
  }
  const res = game.apply(state, rec.seat, rec.move);
  if (!res.ok) return { ok: false, code: res.error.code, message: res.error.message };
  trail.push(rec.auto ? { at, seat: rec.seat, move: rec.move, before: state, auto: true } : { at, seat: rec.seat, move: rec.move, before: state });
  // A step taken by itself carries its line (auto.ts), written again the same from the same state.
  return { ok: true, state: res.value.state, events: rec.auto ? [autoLine(game, state, rec.seat, rec.move), ...res.value.events] : res.value.events };
}

/** The public log line of a take-back (the room writes its own for an undo the table agreed to). */
export const tookBack = (seat: Seat): GameEvent => ({ text: `{p${seat}} took back their choice.`, seat, kind: 'undo' });
