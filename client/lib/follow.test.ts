import { describe, expect, it } from 'vitest';
import { followsAfter } from './follow';

// A log 300 px high showing 100 px: at the bottom its top is 200.
const at = (top: number, height = 300, client = 100) => ({ top, height, client });

describe('a list follows its newest line', () => {
  it('stops when the reader scrolls up, and not for lines that arrived before the event', () => {
    expect(followsAfter(true, at(200), at(120))).toBe(false);
    // Lines came (height 300 -> 360) before the event of a scroll that did not move: still following.
    expect(followsAfter(true, at(200), at(200, 360))).toBe(true);
  });

  it('starts again when the reader comes back to the bottom, even as more lines arrive', () => {
    expect(followsAfter(false, at(0), at(200))).toBe(true);
    // The reader scrolled to the bottom of 300 px; 60 px of lines came before the event.
    expect(followsAfter(false, at(0), at(200, 360))).toBe(true);
    // The reader read down part way: not yet at the bottom, so it does not follow.
    expect(followsAfter(false, at(0), at(80, 360))).toBe(false);
    expect(followsAfter(false, at(80, 360), at(150, 420))).toBe(false);
  });

  it('a list that shrank (a wider window wraps less) is at its bottom when clamped there', () => {
    expect(followsAfter(true, at(200), at(150, 250))).toBe(true);
  });
});
