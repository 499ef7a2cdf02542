// A bot's move, thought in small chunks so the room keeps answering while a search runs: a level
// the game declares for its search (`GameModule.search.levels`) is stepped a chunk per turn of the
// event loop; any other bot is a plain function and answers at once. The choice is only proposed:
// the room commits it through `apply` like any intent, and drops it if the game moved meanwhile.
import { levelAt, Search } from '../shared/engine/search';
import type { AnyGame, Seat } from '../shared/engine/types';

/** Search iterations between two pauses: a few milliseconds of work at most. */
export const THINK_CHUNK = 40;

export interface Thinking {
  /** Let the room answer whatever waits (a zero-delay timer). */
  pause(): Promise<void>;
  /** True once the state thought about is no longer the table's: stop, the thought is worthless. */
  stale(): boolean;
}

/** The bot named `bot` for `game`, own properties only (never `constructor` or `__proto__`). */
export function botNamed(game: AnyGame, bot: string) {
  const bots = game.bots ?? {};
  return Object.hasOwn(bots, bot) ? bots[bot] : Object.hasOwn(bots, 'random') ? bots.random : undefined;
}

/** The move `bot` proposes for `seat`; null when it has none; undefined when the state went stale. */
export async function think(game: AnyGame, state: unknown, seat: Seat, bot: string, random: () => number, how: Thinking): Promise<unknown> {
  const spec = game.search;
  const level = spec?.levels && Object.hasOwn(spec.levels, bot) ? spec.levels[bot] : undefined;
  if (!level) return botNamed(game, bot)?.(state, seat, random) ?? null;
  const { iterations, ...opts } = levelAt(spec, level, state);
  const search = new Search(game, state, seat, random, opts);
  while (!search.done(iterations)) {
    search.step(Math.min(THINK_CHUNK, iterations - search.iterations));
    await how.pause();
    if (how.stale()) return undefined;
  }
  return search.best();
}
