// Issue 29, "done when": random full games of every game, walked as the room walks them (every step
// that asks nothing taken by itself, shared/engine/auto.ts), and at every step where a seat is asked
// to act, counted: (a) steps with exactly one legal move that reveals nothing (must be none once the
// room takes them), (b) steps whose only move is a skip/pass that reach a player without a reason
// (`why`). The counts without the room's help are printed beside them.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../shared/games/index';
import { autoChain, AUTO_LIMIT } from '../../shared/engine/auto';
import { revealed } from '../../shared/engine/undo';
import { rng } from '../../shared/engine/testkit';
import type { AnyGame } from '../../shared/engine/types';

interface Counts {
  /** Steps where a seat was asked to act. */
  asked: number;
  /** (a) asked with one legal move that reveals nothing. */
  forced: number;
  /** (b) asked with only a skip/pass-like move, and no reason given. */
  bareSkips: number;
  /** Steps taken by themselves. */
  auto: number;
}

/** A move that only passes, skips or ends a step, in the game's own words or type. */
function skipLike(game: AnyGame, move: unknown): boolean {
  const type = String((move as { type?: unknown } | null)?.type ?? '');
  const words = game.describeMove?.(move) ?? '';
  return /skip|pass|done|end|finish|close/i.test(type) || /^(skip|pass|no |done|end|finish|move no)/i.test(words);
}

const MAX_STEPS = 4000;

/** One random game from `seed`; with `auto`, every step that asks nothing is taken as the room does. */
function walk(game: AnyGame, players: number, options: Record<string, unknown>, seed: number, auto: boolean): Counts {
  const random = rng(seed);
  const c: Counts = { asked: 0, forced: 0, bareSkips: 0, auto: 0 };
  let state = game.setup(`auto-steps-${seed}`, players, options);
  const settle = () => {
    if (!auto) return;
    const chain = autoChain(game, players, state);
    // The chain stops only where a seat is asked, never at its bound.
    expect(chain.length).toBeLessThan(AUTO_LIMIT);
    c.auto += chain.length;
    if (chain.length > 0) state = chain.at(-1)!.state;
  };
  settle();
  for (let step = 0; step < MAX_STEPS && game.result(state) === null; step++) {
    const active = game.activeSeats(state);
    for (const seat of active) {
      const legal = game.legalMoves(state, seat);
      c.asked++;
      if (legal.length !== 1) continue;
      const res = game.apply(state, seat, legal[0]);
      if (res.ok && !revealed(game, players, state, seat, legal[0], res.value.state)) c.forced++;
      if (skipLike(game, legal[0]) && !game.why?.(state, seat)) c.bareSkips++;
    }
    const seat = active[Math.floor(random() * active.length)]!;
    const legal = game.legalMoves(state, seat);
    const res = game.apply(state, seat, legal[Math.floor(random() * legal.length)]);
    if (!res.ok) throw new Error(`${game.id}: a legal move was refused: ${res.error.code}`);
    state = res.value.state;
    settle();
  }
  expect(game.result(state), `${game.id} ${players}p seed ${seed}: the game ends`).not.toBeNull();
  return c;
}

const sum = (a: Counts, b: Counts): Counts => ({ asked: a.asked + b.asked, forced: a.forced + b.forced, bareSkips: a.bareSkips + b.bareSkips, auto: a.auto + b.auto });
const ZERO: Counts = { asked: 0, forced: 0, bareSkips: 0, auto: 0 };

/** Per game: seat counts and options walked, a few games each (the whole file stays well under 15 s). */
const PLAN: Record<string, { players: number; options: Record<string, unknown> }[]> = {
  fotmk: [{ players: 2, options: {} }, { players: 4, options: {} }],
  hall: [{ players: 2, options: {} }, { players: 4, options: {} }],
  dwarfs: [{ players: 3, options: {} }, { players: 5, options: {} }],
};
const GAMES_EACH = 2;

describe('steps that ask nothing are taken by themselves (issue 29)', () => {
  for (const [id, plans] of Object.entries(PLAN)) {
    it(`${id}: random games leave no forced step to a player`, () => {
      const game = GAMES[id]!;
      let before = ZERO;
      let after = ZERO;
      for (const p of plans) {
        const options = game.optionsSchema.parse(p.options) as Record<string, unknown>;
        for (let k = 1; k <= GAMES_EACH; k++) {
          before = sum(before, walk(game, p.players, options, 1000 * p.players + k, false));
          after = sum(after, walk(game, p.players, options, 1000 * p.players + k, true));
        }
      }
      console.log(`${id}: before (no auto) ${before.asked} asked, ${before.forced} with one quiet move, ${before.bareSkips} bare skips | after ${after.asked} asked, ${after.forced} with one quiet move, ${after.bareSkips} bare skips, ${after.auto} taken by themselves`);
      expect(after.forced).toBe(0);
      expect(after.auto).toBeGreaterThan(0);
      expect(after.bareSkips).toBe(0);
    });
  }

});
