// Issue 29, "done when": random full games of every game, walked as the room walks them (every step
// that asks nothing taken by itself, shared/engine/auto.ts), and at every step where a seat is asked
// to act, counted: (a) steps with exactly one legal move that reveals nothing (must be none once the
// room takes them), (b) steps whose only move is a skip/pass that reach a player without a reason
// (`why`). The counts without the room's help are printed beside them. "One legal move" is read as the
// room reads it (`askedMoves`): a standing order the seat may give at any moment (Dwar7s Fall's reveal
// of a met goal as soon as it holds) is no part of a step's question.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../shared/games/index';
import { askedMoves, autoChain, autoStep, AUTO_LIMIT } from '../../shared/engine/auto';
import { at, cardOf, fresh, lay, play, position, stand } from '../../shared/games/dwarfs/testkit';
import type { DwarfsState } from '../../shared/games/dwarfs';
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
  /** Steps taken by themselves, by the move's type (which kinds of step the room answers). */
  types: Record<string, number>;
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
  const c: Counts = { asked: 0, forced: 0, bareSkips: 0, auto: 0, types: {} };
  let state = game.setup(`auto-steps-${seed}`, players, options);
  const settle = () => {
    if (!auto) return;
    const chain = autoChain(game, players, state);
    // The chain stops only where a seat is asked, never at its bound.
    expect(chain.length).toBeLessThan(AUTO_LIMIT);
    c.auto += chain.length;
    for (const a of chain) {
      const t = String((a.move as { type?: unknown } | null)?.type ?? 'move');
      c.types[t] = (c.types[t] ?? 0) + 1;
    }
    if (chain.length > 0) state = chain.at(-1)!.state;
  };
  settle();
  for (let step = 0; step < MAX_STEPS && game.result(state) === null; step++) {
    const active = game.activeSeats(state);
    for (const seat of active) {
      const legal = askedMoves(game, state, seat);
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

const sum = (a: Counts, b: Counts): Counts => {
  const types = { ...a.types };
  for (const [t, n] of Object.entries(b.types)) types[t] = (types[t] ?? 0) + n;
  return { asked: a.asked + b.asked, forced: a.forced + b.forced, bareSkips: a.bareSkips + b.bareSkips, auto: a.auto + b.auto, types };
};
const ZERO: Counts = { asked: 0, forced: 0, bareSkips: 0, auto: 0, types: {} };

/**
 * Per game: seat counts and options walked, a few games each (the whole file stays under ~20 s), and
 * the kinds of step the room must have answered by itself in them (`takes`, by move type). Dwar7s
 * Fall walks its tribes and Royal Decrees at 5-7 seats too: more ogre cards (the Ogres start with two),
 * so Brute's only swap and Panic's only run come up and must be taken, not asked.
 */
const PLAN: Record<string, { plans: { players: number; options: Record<string, unknown> }[]; takes: string[] }> = {
  fotmk: { plans: [{ players: 2, options: {} }, { players: 4, options: {} }], takes: [] },
  hall: { plans: [{ players: 2, options: {} }, { players: 4, options: {} }], takes: [] },
  dwarfs: {
    plans: [
      { players: 3, options: {} },
      { players: 5, options: { ogres: true, decrees: 'random' } },
      { players: 6, options: { elves: true, ogres: true, decrees: 'bloodthirsty' } },
      { players: 7, options: { elves: true, ogres: true, crystal: true, decrees: 'lords-of-the-arena' } },
    ],
    takes: ['panic'],
  },
};
const GAMES_EACH = 2;

describe('steps that ask nothing are taken by themselves (issue 29)', () => {
  for (const [id, { plans, takes }] of Object.entries(PLAN)) {
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
      console.log(`${id}: before (no auto) ${before.asked} asked, ${before.forced} with one quiet move, ${before.bareSkips} bare skips | after ${after.asked} asked, ${after.forced} with one quiet move, ${after.bareSkips} bare skips, ${after.auto} taken by themselves (${JSON.stringify(after.types)})`);
      expect(after.forced).toBe(0);
      expect(after.auto).toBeGreaterThan(0);
      expect(after.bareSkips).toBe(0);
      for (const t of takes) expect(after.types[t] ?? 0, `${id}: a one-answer ${t} step taken by itself`).toBeGreaterThan(0);
    });
  }
});

// Brute's only swap and Panic's only run come up too seldom in random games to rely on: built here.
describe("Dwar7s Fall: a one-answer ogre step is taken beside the standing order (issue 29)", () => {
  const game = GAMES.dwarfs!;
  const [BLUE, RED, PANIC, BRUTE] = [0, 1, 2, 3];
  const give = (s: DwarfsState, kind: number) => {
    s.ogreDeck.splice(s.ogreDeck.indexOf(kind), 1);
    s.p[0]!.ogres.push(kind);
  };
  const types = (s: DwarfsState) => game.legalMoves(s, 0).map((m) => (m as { type: string }).type).sort();

  it("Brute with one meeple of yours to swap: taken, with its reason, though the standing order is still offered", () => {
    let s = position();
    lay(s, cardOf(BLUE, 'gold-mine'), at(5, 5));
    lay(s, cardOf(RED, 'gold-mine'), at(6, 5));
    stand(s, 1, at(5, 5));
    stand(s, 0, at(6, 5));
    give(s, BRUTE);
    s = play(fresh(s), 0, { type: 'ogre', kind: BRUTE, cell: at(5, 5), seat: 1, m: 0 });
    expect(types(s)).toEqual(['autoReveal', 'brute']);
    const step = autoStep(game, 2, s);
    expect(step?.move).toEqual({ type: 'brute', m: 0 });
    expect(step?.events[0]?.text).toMatch(/Brute: only one of your meeples/);
    const after = step!.state as DwarfsState;
    expect([after.p[0]!.at[0], after.p[1]!.at[0]]).toEqual([at(5, 5), at(6, 5)]);
  });

  it("Panic with one card to run to: taken; with two, asked", () => {
    const s = position();
    lay(s, cardOf(BLUE, 'gold-mine'), at(5, 5));
    lay(s, cardOf(RED, 'gold-mine'), at(6, 5));
    stand(s, 1, at(5, 5));
    give(s, PANIC);
    const one = play(fresh(s), 0, { type: 'ogre', kind: PANIC, cell: at(5, 5) });
    expect(types(one)).toEqual(['autoReveal', 'panic']);
    expect(autoStep(game, 2, one)?.move).toEqual({ type: 'panic', seat: 1, m: 0, to: at(6, 5) });
    lay(s, cardOf(RED, 'general-store'), at(6, 6), 0);
    const two = play(fresh(s), 0, { type: 'ogre', kind: PANIC, cell: at(5, 5) });
    expect(types(two).filter((t) => t === 'panic')).toHaveLength(2);
    expect(autoStep(game, 2, two)).toBeNull();
  });

  it('an actions phase with actions left but only End to do (no card in hand, every meeple on a card it cannot leave): taken', () => {
    const s = position();
    const p = s.p[0]!;
    // Two cards apart from each other: nothing to walk to; 7 meeples fill 7 of their 8 spots.
    lay(s, cardOf(BLUE, 'general-store'), at(2, 2));
    lay(s, cardOf(BLUE, 'gold-mine'), at(8, 8));
    p.hand = [];
    stand(s, 0, at(2, 2), 4);
    stand(s, 0, at(8, 8), 3);
    const f = fresh(s);
    expect(types(f)).toEqual(['autoReveal', 'end']);
    const step = autoStep(game, 2, f);
    expect(step?.move).toEqual({ type: 'end' });
    expect(step?.events[0]?.text).toMatch(/actions? left, but no card, meeple or class can use them/);
  });
});

