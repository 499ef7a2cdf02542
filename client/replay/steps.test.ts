import { describe, expect, it } from 'vitest';
import { replayPath, stepTarget } from './steps';

// Moves 0..9; seats: 0 0 1 1 1 0 2 2 0 1 -> turns start at 0, 2, 5, 6, 8, 9.
const turns = [0, 2, 5, 6, 8, 9];

describe('replay steps', () => {
  it('steps a move, clamped at both ends', () => {
    expect(stepTarget('next', 3, 10, turns)).toBe(4);
    expect(stepTarget('next', 10, 10, turns)).toBe(10);
    expect(stepTarget('prev', 0, 10, turns)).toBe(0);
    expect(stepTarget('prev', 7, 10, turns)).toBe(6);
  });
  it('steps a turn: to where the next one starts, or back to where this (or the previous) one started', () => {
    expect(stepTarget('next-turn', 0, 10, turns)).toBe(2);
    expect(stepTarget('next-turn', 3, 10, turns)).toBe(5);
    expect(stepTarget('next-turn', 9, 10, turns)).toBe(10);
    expect(stepTarget('prev-turn', 4, 10, turns)).toBe(2);
    expect(stepTarget('prev-turn', 5, 10, turns)).toBe(2);
    expect(stepTarget('prev-turn', 1, 10, turns)).toBe(0);
  });
  it('goes to either end, and links carry the move (and a seat only when asked)', () => {
    expect(stepTarget('first', 7, 10, turns)).toBe(0);
    expect(stepTarget('last', 2, 10, turns)).toBe(10);
    expect(replayPath('abc', 4)).toBe('/t/abc/replay?move=4');
    expect(replayPath('abc', 4, 1)).toBe('/t/abc/replay?move=4&as=1');
  });
});
