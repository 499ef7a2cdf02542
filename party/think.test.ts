import { describe, expect, it } from 'vitest';
import { fotmk } from '../shared/games/fotmk/index';
import type { AnyGame } from '../shared/engine/types';

const game: AnyGame = fotmk;
import { think, THINK_CHUNK } from './think';

const seeded = (n: number) => () => {
  n = (Math.imul(n, 1103515245) + 12345) >>> 0;
  return n / 0x100000000;
};

describe('a bot thinks in chunks', () => {
  const state = fotmk.setup('think-seed', 2, {});
  const seat = fotmk.activeSeats(state)[0]!;
  const level = fotmk.search!.levels!.normal!;

  it('a search level pauses between chunks, so the room answers meanwhile, and proposes a legal move', async () => {
    let pauses = 0;
    const move = await think(fotmk, state, seat, 'normal', seeded(7), { pause: async () => void pauses++, stale: () => false });
    expect(pauses).toBeGreaterThanOrEqual(Math.floor(level.iterations / THINK_CHUNK));
    expect(game.apply(state, seat, move).ok).toBe(true);
  });

  it('stops as soon as the table moved on, proposing nothing', async () => {
    let pauses = 0;
    const move = await think(fotmk, state, seat, 'hard', seeded(7), { pause: async () => void pauses++, stale: () => pauses >= 2 });
    expect(move).toBeUndefined();
    expect(pauses).toBe(2);
  });

  it('a plain bot answers at once; a name the game lacks (even "constructor") falls back to its random bot', async () => {
    for (const name of ['random', 'constructor', '__proto__']) {
      let pauses = 0;
      const move = await think(fotmk, state, seat, name, seeded(3), { pause: async () => void pauses++, stale: () => false });
      expect(pauses).toBe(0);
      expect(game.apply(state, seat, move).ok).toBe(true);
    }
  });
});
