import { describe, expect, it } from 'vitest';
import { followStatues } from './pieces';

describe('statue identities across views', () => {
  it('names each statue after the cell it was first seen on', () => {
    const ids = followStatues(null, new Map(), [-1, 0, -1, 2]);
    expect([...ids]).toEqual([
      [1, 'statue-1'],
      [3, 'statue-3'],
    ]);
  });
  it('a statue that moved keeps its id; the others stay put', () => {
    const first = followStatues(null, new Map(), [0, -1, 0, 1, -1]);
    // The Fire statue on cell 2 moves to cell 4.
    const next = followStatues([0, -1, 0, 1, -1], first, [0, -1, -1, 1, 0]);
    expect(next.get(4)).toBe('statue-2');
    expect(next.get(0)).toBe('statue-0');
    expect(next.get(3)).toBe('statue-3');
    expect(next.has(2)).toBe(false);
    // And back again, twice over: still the same statue.
    const back = followStatues([0, -1, -1, 1, 0], next, [0, 0, -1, 1, -1]);
    expect(back.get(1)).toBe('statue-2');
  });
  it('pairs only within a clan: an Ice statue arriving is not the Fire one that left', () => {
    const first = followStatues(null, new Map(), [0, 1, -1, -1]);
    const next = followStatues([0, 1, -1, -1], first, [-1, 1, 1, -1]);
    expect(next.get(2)).toBe('statue-2');
    expect([...next.values()]).not.toContain('statue-0');
  });
});
