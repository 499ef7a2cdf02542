import { describe, expect, it } from 'vitest';
import { hall } from './index';
import { biased, invariantErrors, playRandom, replay, rng } from './testkit';
import type { HallOptions } from './setup';
import { viewOf } from './view';
import { SCORE_CATS } from './state';

// A few hundred games by default; HALL_GAMES raises the count per configuration (2,000 in all: 400 each).
const PER = Number(process.env.HALL_GAMES ?? 60);

const CONFIGS: [string, number, Partial<HallOptions>][] = [
  ['2 players (autumn side; winter in every third game)', 2, {}],
  ['3 players', 3, { workshops: 'distinct' }],
  ['4 players', 4, {}],
  ['4 players in teams', 4, { teams: true }],
  ['5 players', 5, { workshops: 'chosen' }],
];

describe('random games played to the end through legalMoves', () => {
  for (const [name, players, opts] of CONFIGS) {
    it(`${PER} games at ${name} keep every invariant after every move and replay exactly`, () => {
      for (let i = 0; i < PER; i++) {
        const seed = `rand-${players}-${opts.teams ? 't' : ''}${i}`;
        const o: Partial<HallOptions> = players === 2 && i % 3 === 2 ? { ...opts, side2p: 'winter' } : opts;
        const random = rng(1000 * players + i + (opts.teams ? 77 : 0));
        // Odd games lean toward the board (digs, halls, statues, workshops); even ones are uniform.
        const check = (s: Parameters<typeof invariantErrors>[0]) => {
          const errs = invariantErrors(s);
          if (errs.length) throw new Error(`${seed}: ${errs.join('; ')} at ${JSON.stringify(s.tasks)}`);
        };
        // The first games freeze every state: any change to an earlier state (apply mutating its input) throws.
        const g = playRandom(seed, players, o, random, check, i % 2 ? biased(random) : undefined, i < 4);
        const res = hall.result(g.final);
        expect(res).not.toBeNull();
        expect(res!.winners.length).toBeGreaterThan(0);
        // Tunnel honour equals the dig events' points.
        g.final.banks.forEach((k, b) => expect(k.score[0]).toBe(g.tunnelPts[b]));
        // The end screen's leftover sets (with the trades chosen) are the ones scored.
        const sets = viewOf(g.final, 'spectator').sets;
        expect(sets).toHaveLength(g.final.banks.length);
        g.final.banks.forEach((k, b) => expect(sets[b]!.sets).toBe(k.score[SCORE_CATS.indexOf('sets')]));
        if (i % 5 === 0) expect(JSON.stringify(replay(seed, players, o, g.log))).toBe(JSON.stringify(g.final));
      }
    }, 600_000);
  }
});
