// The actions phase says why a usual action is not offered (issue 29), from positions built with
// the engine: no card left in hand, every meeple on a card, no free spot, no action left.
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../shared/games/dwarfs/engine';
import { viewOf } from '../../../shared/games/dwarfs/view';
import { at, cardOf, fresh, lay, position, stand } from '../../../shared/games/dwarfs/testkit';
import { notNow } from './whynot';
import type { State } from '../../../shared/games/dwarfs/state';

const words = (s: State) => {
  const f = fresh(s);
  return notNow(viewOf(f, 0), legalMoves(f, 0), 0);
};

describe('why an action is not offered now', () => {
  it('a normal start offers everything: no reason', () => {
    const s = position(2);
    lay(s, cardOf(0, 'gold-mine'), at(5, 5));
    expect(words(s)).toBe('');
  });

  it('no card in hand, every meeple on a card and hemmed in', () => {
    const s = position(2);
    // One gold mine (3 spots) and blue's castle: every blue card laid, meeples stood all over.
    const p = s.p[0]!;
    const hand = p.hand.slice();
    hand.forEach((c, i) => lay(s, c, at(1 + i, 5)));
    for (let i = 0; i < 7; i++) stand(s, 0, at(1 + (i % 7), 5));
    const w = words(s);
    expect(w).toMatch(/^Not now: no kingdom card left in your hand to play; every one of your meeples is on a card/);
  });

  it('no free spot anywhere for a campfire meeple', () => {
    const s = position(2);
    lay(s, cardOf(0, 'emerald-mine'), at(5, 5));
    stand(s, 1, at(5, 5), 3);
    expect(words(s)).toContain('no card has a free spot');
  });

  it('no action left: what is free, or End', () => {
    const s = position(2);
    lay(s, cardOf(0, 'gold-mine'), at(5, 5));
    s.used = 3;
    s.p[0]!.ogres = [0];
    expect(words(s)).toMatch(/^No action left this turn/);
  });
});
