// FotMK's bots. `random` (any legal move but `cancel`) stays for quick fills and tests; the levels
// are the generic search (shared/engine/search.ts) on this game's determinize, evaluation and move
// order, with more thinking per level. Budgets are in search iterations, never in time, so a bot's
// choice depends only on the position it may see and the generator it is given.
import type { SearchLevel, Seat } from '../../engine/types';
import { legalMoves } from './engine';
import type { Move } from './moves';
import type { State } from './state';

export function randomBot(s: State, seat: Seat, random: () => number): Move | null {
  const moves = legalMoves(s, seat).filter((m) => m.type !== 'cancel');
  if (moves.length === 0) return null;
  return moves[Math.floor(random() * moves.length)] ?? null;
}

/**
 * Thinking per level: iterations of the search, evaluated at the leaves (no random playouts). Hard
 * explores less: an Honour is worth only about 0.0125 of value (evaluate.ts), so with 0.1 its
 * thousands of iterations went on re-checking every root move instead of reading the best ones
 * deeper (a turn is several small moves); at 0.04 it beat Normal in 8 of 11 seeded 2-player games
 * where 0.1 beat it in 4 of 9 of the same seeds (bench/bots.ts, BOT_TUNE). Measured with these
 * levels (bench/bots.ts, ~72 games per pairing, 95 % intervals): Normal beats Easy 97 % (91-99),
 * Hard beats Normal 68 % (57-78), Hard's share against three Normals 47 % (35-58); Hard thinks
 * 101 ms CPU at p50, 196 ms at p99. Those figures fell to 60 % (49-71) and 28 % (19-39) over ~75 games
 * once the engine sped up; the cause was the evaluation's drift over a turn (evaluate.ts, TEMPO): with
 * Supplies counted at what a turn brings, on the same games, Hard's share against three Normals went
 * from 29 % (18-43) to 42 % (29-56) over 48 games and Hard beat Normal at 2 players in 68 % (52-80)
 * of 40 games instead of 58 % (42-71); Hard thinks 97 ms CPU at p50, 199 ms at p99.
 * At 4 players against three Normals (paired deals, the search planning the searcher's steps first
 * among seats deciding at once): 6000 iterations instead of 2500 won 30 % of table-0..4 where 2500
 * won 45 % (search as before); explore 0.1 instead of 0.04 won 43.8 % of table-0..11 (48 games)
 * where 0.04 won 37.5 %, but 9.3 VP behind the best Normal against 7.5: no better on the margin, so
 * Hard's budget stays.
 * Normal thinks 100 iterations (was 300). At 300 it planned its own turn about as well as Hard: over
 * 181 paired deals Hard beat it in only 57.5 % of 2-player games and took 36.7 % at 4 players, so a
 * player could not tell the two apart. On the same deals, Normal at 100 still beat Easy in 96.7 % of
 * 60 games (+46 VP against +53 at 300), and Hard beat it in 73.0 % of 37 (+23.5 VP) and took 56 % of
 * 16 at 4 players: each level a step up. Normal's moves cost a third as much CPU. Over 200 games a
 * pairing (bench/tournament/fotmk.jsonl): Normal beats Easy 90.5 % (86-94), Hard beats Normal 76.0 %
 * (70-81), Hard's share against three Normals 58.0 % (51-65); Normal 3.9 ms CPU at p50, Hard 114.
 */
export const LEVELS = {
  easy: { iterations: 12, playout: 0, explore: 0.1 },
  normal: { iterations: 100, playout: 0, explore: 0.1 },
  hard: { iterations: 2500, playout: 0, explore: 0.04 },
} as const satisfies Record<string, SearchLevel>;
