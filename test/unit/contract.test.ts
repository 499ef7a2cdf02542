import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../helpers/conformance';
import { highcard } from '../games/highcard';
import { drawInt, drawWeighted, rngNext, seedRng, shuffleInPlace } from '../../shared/engine/rng';
import { GAMES } from '../../shared/games/index';
import { CATALOG } from '../../shared/games/catalog';

describe('seeded generator', () => {
  it('is deterministic per seed and differs between seeds', () => {
    expect(seedRng('abc')).toEqual(seedRng('abc'));
    expect(seedRng('abc')).not.toEqual(seedRng('abd'));
    const a = seedRng('x');
    const seq = Array.from({ length: 5 }, () => drawInt(a, 1000));
    const b = seedRng('x');
    expect(Array.from({ length: 5 }, () => drawInt(b, 1000))).toEqual(seq);
  });

  it('rngNext is pure', () => {
    const s = seedRng('pure');
    const copy = [...s];
    const [v1, n1] = rngNext(s);
    const [v2] = rngNext(s);
    expect(s).toEqual(copy);
    expect(v1).toBe(v2);
    expect(n1).not.toEqual(s);
  });

  it('draws uniformly enough and shuffles into permutations', { timeout: 30_000 }, () => {
    const r = seedRng('uniform');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[drawInt(r, 6)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
    const deck = shuffleInPlace(r, Array.from({ length: 52 }, (_, i) => i));
    expect([...deck].sort((x, y) => x - y)).toEqual(Array.from({ length: 52 }, (_, i) => i));
    const w = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) w[drawWeighted(r, [1, 2, 3])]!++;
    expect(w[0]! / 30_000).toBeCloseTo(1 / 6, 1);
    expect(w[2]! / 30_000).toBeCloseTo(3 / 6, 1);
    expect(() => drawInt(r, 0)).toThrow(RangeError);
  });
});

describe('engine contract', () => {
  it('the test game passes the contract in many seeded games for every player count', { timeout: 60_000 }, () => {
    for (let players = 2; players <= 5; players++) {
      for (let g = 0; g < 40; g++) {
        const run = playRandomGame(highcard, `seed-${players}-${g}`, players, { rounds: '3' });
        expect(run.finished).toBe(true);
      }
    }
  });

  it('every registered game is in the catalog with matching player counts', () => {
    for (const game of Object.values(GAMES)) {
      const entry = CATALOG.find((c) => c.id === game.id);
      expect(entry, game.id).toBeDefined();
      expect([entry!.minPlayers, entry!.maxPlayers]).toEqual([game.minPlayers, game.maxPlayers]);
    }
  });
});
