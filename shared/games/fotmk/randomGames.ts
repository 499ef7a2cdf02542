import { it, expect } from 'vitest';
import { fotmk } from './index';
import { invariantErrors, playRandom, replay, rng } from './testkit';

// Test support (imported by random*.test.ts only): `perCount` seeded games at each player count.
export function randomGames(counts: number[], PER_COUNT: number): void {
  for (const players of counts) {
    it(`${PER_COUNT} games at ${players} players keep every invariant and replay exactly`, () => {
      let finished = 0;
      for (let i = 0; i < PER_COUNT; i++) {
        const seed = `rand-${players}-${i}`;
        const random = rng(1000 * players + i);
        const check = (s: Parameters<typeof invariantErrors>[0]) => {
          const errs = invariantErrors(s);
          if (errs.length) throw new Error(`${seed}: ${errs.join('; ')} at ${JSON.stringify(s.tasks.slice(-3))}`);
        };
        const g = playRandom(seed, players, random, { check, freeze: i < 2, cancel: 0.2 });
        const res = fotmk.result(g.final);
        expect(res).not.toBeNull();
        expect(res?.scores).toEqual(g.final.p.map((p) => p.honour));
        expect(res?.winners.length).toBeGreaterThan(0);
        if (i % 10 === 0) expect(JSON.stringify(replay(seed, players, g.log))).toBe(JSON.stringify(g.final));
        finished++;
      }
      expect(finished).toBe(PER_COUNT);
    }, 120_000);
  }
}
