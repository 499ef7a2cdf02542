// The motion layer's order of views (client/lib/motion.ts), without a DOM: views are shown one
// after another as each motion ends, a backlog or a hidden page jumps to the newest, and the same
// view pushed again is nothing new. The motion itself is checked in Chromium (test/browser/motion.test.ts).
import { describe, expect, it } from 'vitest';
import { BACKLOG, Steps, type Showing } from './motion';
import { flightMs, MOTION_MAX_MS, MOTION_MIN_MS } from './flip';

function steps(hidden = () => false) {
  const shown: [string, Showing][] = [];
  const s = new Steps<string>('v0', (v, how) => shown.push([v, how]), hidden);
  return { s, shown };
}

describe('views are shown in order, one motion at a time', () => {
  it('a view arriving while nothing moves is shown at once; the next waits for the motion to end', () => {
    const { s, shown } = steps();
    expect(s.shown).toBe('v0');
    s.push('v1');
    expect(shown).toEqual([['v1', 'move']]);
    expect(s.playing).toBe(true);
    s.push('v2');
    s.push('v3');
    // Both wait their turn behind v1's motion.
    expect(s.shown).toBe('v1');
    expect(s.behind).toBe(2);
    s.done();
    expect(s.shown).toBe('v2');
    s.done();
    expect(s.shown).toBe('v3');
    s.done();
    expect(s.playing).toBe(false);
    expect(shown.map(([v]) => v)).toEqual(['v1', 'v2', 'v3']);
    expect(shown.every(([, how]) => how === 'move')).toBe(true);
  });

  it('the same view pushed again (a re-render) is nothing new', () => {
    const { s, shown } = steps();
    s.push('v1');
    s.push('v1');
    s.done();
    s.push('v1');
    expect(shown).toEqual([['v1', 'move']]);
    expect(s.playing).toBe(false);
  });

  it(`a backlog of more than ${BACKLOG} views jumps to the newest, dropping the ones between`, () => {
    const { s, shown } = steps();
    s.push('v1');
    for (let i = 2; i <= BACKLOG + 1; i++) s.push(`v${i}`);
    expect(s.behind).toBe(BACKLOG);
    expect(s.shown).toBe('v1');
    s.push('late');
    expect(s.shown).toBe('late');
    expect(shown.at(-1)).toEqual(['late', 'jump']);
    expect(s.behind).toBe(0);
    expect(s.playing).toBe(false);
    // After the jump, the next view moves again.
    s.push('next');
    expect(shown.at(-1)).toEqual(['next', 'move']);
  });

  it('a view arriving while the page is hidden is shown at once, and so is a jump asked when the tab is left', () => {
    let hidden = false;
    const { s, shown } = steps(() => hidden);
    s.push('v1');
    s.push('v2');
    hidden = true;
    s.push('v3');
    expect(shown.at(-1)).toEqual(['v3', 'jump']);
    expect(s.behind).toBe(0);
    hidden = false;
    s.push('v4');
    s.push('v5');
    s.jump();
    expect(s.shown).toBe('v5');
    expect(shown.map(([v]) => v)).toEqual(['v1', 'v3', 'v4', 'v5']);
  });
});

describe('a piece’s flight', () => {
  it('takes 150 ms for a short way and at most 300 ms for a long one', () => {
    expect(flightMs(0, 1)).toBe(MOTION_MIN_MS);
    expect(flightMs(200, 0)).toBe(200);
    expect(flightMs(3000, 4000)).toBe(MOTION_MAX_MS);
  });
});
