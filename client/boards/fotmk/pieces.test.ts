import { describe, expect, it } from 'vitest';
import type { View } from './model';
import { sourcesOf } from './pieces';

/** A view with only what pieces.ts reads: the nodes' Trolls (per seat) and gnomes, and the seats. */
const view = (nodes: { t: number[]; g?: number }[]): View =>
  ({ mats: [{ seat: 0 }, { seat: 1 }], nodes: nodes.map((n) => ({ trolls: n.t, pawns: [], gnomes: Array.from({ length: n.g ?? 0 }, () => null) })) }) as unknown as View;

describe('where a new piece on the map came from', () => {
  it('a new troll stack comes from the cavern its seat left, else from its supply', () => {
    const before = view([{ t: [3, 0] }, { t: [0, 0] }, { t: [0, 1] }]);
    const after = view([{ t: [1, 0] }, { t: [2, 0] }, { t: [0, 1] }]);
    expect([...sourcesOf(before, after).trolls]).toEqual([['0-1', 'trolls-0-0']]);
    // Bolster: more Trolls where none left the map: from the seat's supply (its scoreboard cell).
    const bolstered = view([{ t: [1, 0] }, { t: [2, 0] }, { t: [0, 3] }]);
    expect([...sourcesOf(after, bolstered).trolls]).toEqual([['1-2', 'reserve-1']]);
  });

  it('a gnome comes from the cavern that lost its last gnome, else from the swarm', () => {
    const before = view([{ t: [0, 0], g: 2 }, { t: [0, 0] }]);
    const moved = view([{ t: [0, 0], g: 1 }, { t: [0, 0], g: 1 }]);
    expect([...sourcesOf(before, moved).gnomes]).toEqual([['0-1', 'gnome-0-1']]);
    const invaded = view([{ t: [0, 0], g: 1 }, { t: [0, 0], g: 2 }]);
    expect([...sourcesOf(moved, invaded).gnomes]).toEqual([['0-1', 'swarm']]);
  });

  it('nothing is new on the first view or the same view again', () => {
    const v = view([{ t: [1, 0], g: 1 }]);
    expect(sourcesOf(null, v).trolls.size + sourcesOf(v, v).gnomes.size).toBe(0);
  });
});
