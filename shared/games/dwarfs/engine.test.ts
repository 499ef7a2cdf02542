// The engine contract (test/helpers/conformance.ts) at every seat count, the seat plan, options,
// refusals with namespaced codes.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../test/helpers/conformance';
import { dwarfs, seatPlan } from './index';
import { newGame } from './setup';
import { applyMove } from './engine';

describe('Dwar7s Fall on the engine contract', () => {
  it('passes the conformance suite at 2-7 seats, with tribes and decrees', { timeout: 120_000 }, () => {
    const tribes = { elves: true, ogres: true, crystal: true };
    for (let players = 2; players <= 7; players++) {
      const o = dwarfs.optionsSchema.parse({ ...(players > 4 || players === 3 ? tribes : {}), decrees: players % 2 ? 'random' : 'none' });
      const run = playRandomGame(dwarfs, `contract-${players}`, players, o, 30_000);
      expect(run.finished).toBe(true);
    }
  });

  it('seats 2-4 dwarf colours, and up to 7 with the tribes first in their own colours', () => {
    expect(seatPlan({})).toMatchObject({ min: 2, max: 4 });
    expect(seatPlan({}).colours.map((c) => c.id)).toEqual(['blue', 'red', 'green', 'yellow']);
    const all = seatPlan({ elves: true, ogres: true, crystal: true });
    expect(all.max).toBe(7);
    expect(all.colours.map((c) => c.name).slice(0, 3)).toEqual(['Elves', 'Ogres', 'Crystal Dwarfs']);
    expect(seatPlan({ ogres: true }).max).toBe(5);
    const s = newGame('seats', 5, { ogres: true });
    expect(s.p.map((p) => p.colour)).toEqual([5, 0, 1, 2, 3]);
    // The Endgame rule's 3 goals at 5+ unless the host ticks the rulebook's recommended 2.
    expect(s.opts.trigger).toBe(3);
    expect(newGame('seats', 5, { ogres: true, shortEnd: true }).opts.trigger).toBe(2);
    expect(dwarfs.setup('seats', 5, dwarfs.optionsSchema.parse({ ogres: true }) as never).opts.trigger).toBe(3);
    expect(dwarfs.setup('seats', 5, dwarfs.optionsSchema.parse({ ogres: true, shortEnd: true }) as never).opts.trigger).toBe(2);
    expect(newGame('seats', 5, {}).p.map((p) => p.colour)).toEqual([4, 0, 1, 2, 3]);
    expect(() => newGame('seats', 8, {})).toThrow(RangeError);
    expect(dwarfs.optionsSchema.safeParse({ decrees: 'nonsense' }).success).toBe(false);
  });

  it('refuses bad moves with namespaced codes and changes nothing', () => {
    const s = newGame('refuse', 2, {});
    const other = (s.turn + 1) % 2;
    const before = JSON.stringify(s);
    const codes = [
      applyMove(s, other, { type: 'end' }),
      applyMove(s, s.turn, { type: 'place', kind: 'plain', cell: 3 }),
      applyMove(s, s.turn, { type: 'reveal' }),
      applyMove(s, s.turn, { type: 'bogus' } as never),
      applyMove(s, 9, { type: 'end' }),
    ].map((r) => (r.ok ? 'ok' : r.error.code));
    expect(codes).toEqual(['move/not-your-turn', 'move/illegal-place', 'move/goal-not-met', 'move/illegal', 'move/no-such-seat']);
    expect(JSON.stringify(s)).toBe(before);
  });
});
