// The engine contract: a game is plain data plus pure functions.
// Nothing here does I/O, reads a clock or draws ambient randomness; the room in party/ is the
// only writer and calls these functions, the client may call them for local previews only.
import type { z } from 'zod';

/** A seat at the table, 0-based in seat order. */
export type Seat = number;
/** Who is looking: a seat, or anyone else (spectators share one view). */
export type Viewer = Seat | 'spectator';

/** Errors are namespaced string codes plus words a person can act on; never thrown for a bad move. */
export interface GameError {
  code: `move/${string}`;
  message: string;
}

export type Result<T, E = GameError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = (code: GameError['code'], message: string): Result<never, GameError> => ({
  ok: false,
  error: { code, message },
});

/**
 * One line of the game log, in plain words. `{p0}`..`{p4}` in `text` stand for seats: the client
 * writes them as the seat's name in its colour. An event with `to` is seen only by those seats
 * (e.g. "You peeked: strength 3"); everyone else sees nothing of it, so a game that wants a public
 * trace emits a second, public event ("{p1} peeked at a gnome").
 */
export interface GameEvent {
  text: string;
  seat?: Seat;
  to?: Seat[];
  /** Optional machine-readable tag for the client (animations, highlights). Public like `text`. */
  kind?: string;
  data?: Record<string, unknown>;
}

export interface Applied<S> {
  state: S;
  events: GameEvent[];
}

export interface GameResult {
  /** Seats that won (several on a shared win). */
  winners: Seat[];
  /** Final score per seat, in seat order. */
  scores: number[];
  /** Optional breakdown by category for the end screen: category -> score per seat. */
  breakdown?: { category: string; scores: number[] }[];
}

/**
 * An option shown only while another option of the same game has one value (Dwar7s Fall's
 * hand-picked decrees, only when "Royal Decrees" is "Hand-picked"). While hidden, the option is
 * not offered and the server sets it to its default whatever was sent (shared/engine/options.ts).
 */
export interface VisibleWhen {
  key: string;
  value: string | boolean;
}

/**
 * A table option as the host sees it when creating a table; a choice's own `help` says what that
 * choice means, shown while it is chosen (Dwar7s Fall: which decrees a scenario brings). `seats`: the player counts at which it
 * means something (Hall's board side, only at 2): at any other count it is not offered, the server
 * sets it to its default and the lobby does not list it (shared/engine/options.ts).
 */
export type OptionSpec =
  | { key: string; label: string; kind: 'boolean'; default: boolean; help?: string; visibleWhen?: VisibleWhen; seats?: readonly number[] }
  | { key: string; label: string; kind: 'choice'; choices: { value: string; label: string; help?: string }[]; default: string; help?: string; visibleWhen?: VisibleWhen; seats?: readonly number[] };

/**
 * A seat colour a game offers. `id` is what the seat record stores; every colour is drawn with its
 * `shape` too, so colour-blind players can tell seats apart. A game may give a colour a name of
 * its own (Dwar7s Fall's tribes: "Elves" in purple).
 */
export interface SeatColour {
  id: string;
  /** Words shown for the colour: "Red", "Elves". */
  name: string;
  /** Swatch fill, #rrggbb. */
  fill: string;
  /** Text colour on a light background (contrast >= 4.5:1 on white), #rrggbb. */
  ink: string;
  shape: 'circle' | 'square' | 'triangle' | 'diamond' | 'star' | 'hexagon' | 'cross' | 'heart' | 'pentagon' | 'ring';
}

/** What a table of this game seats for the chosen options. */
export interface SeatPlan {
  min: number;
  max: number;
  /** The colours offered, in the order the lobby proposes them; at least `max` of them. */
  colours: readonly SeatColour[];
  /**
   * Seat i always wears `colours[i]`: the game ties something to the seat's colour (Dwar7s Fall's
   * tribes sit first, in the colours of their tribe), so nobody picks a colour, they pick a seat.
   */
  bySeat?: boolean;
}

export interface GameModule<S = unknown, M = unknown, V = unknown, O extends Record<string, unknown> = Record<string, unknown>> {
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  /**
   * Seat counts and colours for these (already validated) options. Absent: `minPlayers`..`maxPlayers`
   * seats in the platform's default palette. The lobby, the create-table API and the seat picker
   * follow it; `maxPlayers` stays the largest table any options allow.
   */
  seats?(options: O): SeatPlan;
  /** Declarative options for the create-table form; validated by `optionsSchema`. */
  options: OptionSpec[];
  optionsSchema: z.ZodType<O>;
  /** Shape of one move; the room validates every intent with it before `apply` sees it. */
  moveSchema: z.ZodType<M>;

  /** A new game. `seed` is the only source of randomness; it is never part of any view. */
  setup(seed: string, players: number, options: O): S;
  /** Seats that may move now; several at once in simultaneous phases; empty when the game is over. */
  activeSeats(state: S): Seat[];
  /** Every legal move of `seat` now, small and enumerable (a big decision is several small moves). */
  legalMoves(state: S, seat: Seat): M[];
  /** The new state and the log lines, or a typed error. Never mutates `state`. */
  apply(state: S, seat: Seat, move: M): Result<Applied<S>>;
  /** What `viewer` may see: no hidden value beyond their knowledge, no seed, no RNG state. */
  view(state: S, viewer: Viewer): V;
  /**
   * True when `seat` may make `move` although it is not active now (Dwar7s Fall: a secret goal is
   * revealed "at any moment", also in another player's turn). The room then lets the move through to
   * `apply`, which judges it; `legalMoves` of an inactive seat lists only such moves. Absent: only
   * active seats move.
   */
  outOfTurn?(state: S, seat: Seat, move: M): boolean;
  /**
   * True when `move` is never the question of `seat`'s step: a standing order the seat may give at
   * any moment, whose timing changes nothing it could choose (Dwar7s Fall: "reveal my secret goal as
   * soon as it is met"). Such moves do not count when the room looks for a step with one answer
   * (auto.ts `askedMoves`); they stay legal. Absent: every legal move is part of the question.
   */
  aside?(state: S, seat: Seat, move: M): boolean;
  /**
   * Whether `seat` playing `move` revealed something to anyone (a card turned, a tile drawn, a
   * secret shown, a peek): true forbids undoing it. The rule must be exact: the platform takes it
   * as the whole truth beside its own check that the generator in the state did not move
   * (shared/engine/undo.ts). A game's tests hold it to `sampledReveal` over many worlds. Absent: the
   * platform samples with `search.determinize` (which can miss a reveal); with neither, no undo.
   */
  reveals?(before: S, seat: Seat, move: M, after: S): boolean;
  /** Null while the game goes on. */
  result(state: S): GameResult | null;
  /**
   * The move that skips `seat`'s step now, doing the least its rules allow (a pass, an end of turn),
   * for a turn-based table whose host chose "skip" when a seat's bank of days runs out (issue 31);
   * null where this step has no such move (a bot decides that step). Absent: the game cannot skip a
   * seat, and a bot plays the turn; the table says so in its log.
   */
  skip?(state: S, seat: Seat): M | null;
  /**
   * Why `seat`'s step now offers nothing but its one legal move, in the game's words and from what
   * `seat` may see ("no cart to move a statue", "2 stone short of any tunnel stack"). The room takes
   * such a step by itself when it reveals nothing, and its log line carries this reason (issue 29:
   * no step that asks nothing; every "why not" answered). Undefined: the step needs no reason (a
   * single payment source, the only card left).
   */
  why?(state: S, seat: Seat): string | undefined;
  /**
   * The table's options in players' words, for the lobby and the table ("Royal Decrees: 3
   * hand-picked — Hired Hands, …"), at `seats` players: an option that means nothing at this
   * count is left out. Absent: each option's label and chosen value.
   */
  describeOptions?(options: O, seats: number): { label: string; shown: string }[];
  /** Short words for a move, for logs and generic move buttons. */
  describeMove?(move: M): string;
  /**
   * When true the room adds this seat's legal moves to its view, so a generic client can offer
   * them as buttons. Only for games whose move lists stay small.
   */
  sendLegalMoves?: boolean;
  /**
   * The keys of events' `data` its board reads (animations, highlights). The room sends only these
   * to viewers (a log line's words are in its `text`; the rest of `data` would be sent with every
   * move for nothing); the stored log keeps all of it. Absent: all of `data` is sent.
   */
  logData?: readonly string[];
  /** Bots choose among legal moves; `random` is supplied by the caller (the room's own generator). */
  bots?: Record<string, (state: S, seat: Seat, random: () => number) => M | null>;
  /**
   * What the generic search (shared/engine/search.ts) needs to think for a seat without peeking.
   * A game with it can have search bots; the room may also step a `Search` a little at a time.
   */
  search?: SearchSpec<S, M>;
}

/** What a game gives the search (beside its engine), declared on `GameModule.search`. */
export interface SearchSpec<S, M> {
  /**
   * A full state consistent with everything `seat` knows of `state` and nothing more: every value
   * hidden from `seat` is drawn again from `random` (e.g. the unknown cards reshuffled among the
   * unknown slots), the game's own generator reseeded. Two states that `seat` cannot tell apart
   * give the same result for the same draws. Never mutates `state`.
   */
  determinize(state: S, seat: Seat, random: () => number): S;
  /**
   * Optional worth of an unfinished state to each seat, in [0, 1], in seat order (a finished game
   * scores 1 shared among the winners). Absent: a playout runs to the end of the game.
   */
  evaluate?(state: S): number[];
  /**
   * Optional: the moves worth trying, best first; moves left out are never searched nor played out.
   * Keep it cheap. At the root it is given the true state: it must read only what `seat` may see.
   */
  order?(state: S, seat: Seat, moves: M[]): M[];
  /** Optional identity of a move across samples; default JSON of the move. */
  key?(move: M): string;
  /**
   * The bot levels this game offers (by name: easy, normal, hard) as search budgets: iterations,
   * never time, so a choice depends only on the position and the generator. The room may step a
   * `Search` with these options `iterations` times, a chunk at a time, instead of calling the bot.
   */
  levels?: Record<string, SearchLevel>;
  /** The number of players in a state; read only for a level that differs by it (`SearchLevel.atPlayers`). */
  players?(state: S): number;
}

/** One bot level: how much the search thinks and how (see shared/engine/search.ts). */
export interface SearchLevel {
  iterations: number;
  /** Exploration constant of UCB1 (values are in [0, 1]); default 0.7. */
  explore?: number;
  /** Random moves after the tree before `evaluate` (default 24; 0: evaluate at the leaf). */
  playout?: number;
  /**
   * What changes at a table of this many players (the game's `search.players` counts them): a level
   * is a step on a ladder, and where a search already plays as well as the next level up, it plays
   * otherwise there (less budget, other settings). Read through `levelAt` (shared/engine/search.ts).
   */
  atPlayers?: Partial<Record<number, Partial<Omit<SearchLevel, 'atPlayers'>>>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameModule<any, any, any, any>;
