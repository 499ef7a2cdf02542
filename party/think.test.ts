import { describe, expect, it } from 'vitest';
import { fotmk } from '../shared/games/fotmk/index';
import type { AnyGame } from '../shared/engine/types';
import { GAMES } from '../shared/games/index';
import { levelAt } from '../shared/engine/search';

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

  it("the room's thinking and the game's own bot choose alike, at every table size a level knows (atPlayers)", async () => {
    for (const g of Object.values(GAMES)) {
      const levels = g.search?.levels ?? {};
      for (const [name, lv] of Object.entries(levels)) {
        if (name === 'hard') continue; // the same code path; Hard's budget is only slower
        const sizes = new Set([g.minPlayers, ...Object.keys(lv.atPlayers ?? {}).map(Number)].filter((n) => n >= g.minPlayers && n <= g.maxPlayers));
        for (const n of sizes) {
          const s = g.setup(`think-agree-${n}`, n, g.optionsSchema.parse({}));
          const q = g.activeSeats(s)[0]!;
          let pauses = 0;
          const thought = await think(g, s, q, name, seeded(11), { pause: async () => void pauses++, stale: () => false });
          expect(thought, `${g.id} ${name} at ${n} players`).toEqual(g.bots?.[name]?.(s, q, seeded(11)));
          const { iterations } = levelAt(g.search, lv, s);
          // At most the level's budget in chunks: a search ends early once its choice cannot change (search.ts).
          if (g.legalMoves(s, q).length > 1) {
            expect(pauses, `${g.id} ${name} at ${n} players thinks ${iterations} iterations`).toBeLessThanOrEqual(Math.ceil(iterations / THINK_CHUNK));
            expect(pauses).toBeGreaterThan(0);
          }
        }
      }
    }
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
