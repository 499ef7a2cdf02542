// The log line of a step the room took by itself (shared/engine/auto.ts), apart so that the undo
// module's replay of a record marked `auto` writes the same line as the room did, without a cycle.
import type { AnyGame, GameEvent, Seat } from './types';

/**
 * "{pN} — <the move in the game's words> (<why>)", seen by `seat` alone: the game's `why` and
 * `describeMove` speak from what that seat may see (its hand, its storage), and a move that revealed
 * nothing may still be one the others must not read (a card from a hidden hand). What every seat
 * may know of the move is in the game's own log lines, which follow it. Marked `kind: 'auto'` so
 * the log shows it quietly.
 */
export function autoLine(game: AnyGame, state: unknown, seat: Seat, move: unknown): GameEvent {
  const words = game.describeMove?.(move) ?? 'the only move';
  const why = game.why?.(state, seat);
  return { text: `{p${seat}} — ${words} (${why ?? 'the only move there was'}), taken by itself.`, seat, to: [seat], kind: 'auto' };
}
