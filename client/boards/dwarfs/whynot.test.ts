// The actions phase says why a usual action is not offered (issue 29), from positions built with
// the engine: no card left in hand, every meeple on a card, no free spot, no action left.
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../shared/games/dwarfs/engine';
import { viewOf } from '../../../shared/games/dwarfs/view';
import { at, cardOf, fresh, lay, position, stand } from '../../../shared/games/dwarfs/testkit';
import { actionsHint, notNow, storeLacks } from './whynot';
import { TRADES } from '../../../shared/games/dwarfs/data';
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
    expect(w).toMatch(/^Not now: no kingdom card left in your hand; every meeple of yours is on a card/);
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

  it('the prompt names only what can be done, then why the rest cannot, on a phone and with a mouse', () => {
    const s = position(2);
    const p = s.p[0]!;
    p.hand.slice().forEach((c, i) => lay(s, c, at(1 + i, 5)));
    for (let i = 0; i < 6; i++) stand(s, 0, at(1 + (i % 6), 5));
    const f = fresh(s);
    const [v, legal] = [viewOf(f, 0), legalMoves(f, 0)];
    const phone = actionsHint(v, legal, 0, true, 'tap');
    // One meeple left at the campfire: placing is offered, playing a card is not.
    expect(phone).toMatch(/^Place a meeple/);
    expect(phone).not.toMatch(/play a card/i);
    expect(phone).toContain('Not now: no kingdom card left in your hand');
    expect(actionsHint(v, legal, 0, false, 'click')).toMatch(/^Place a meeple from your campfire.* Not now: /);
    // Nothing missing: the usual prompt, no reasons.
    const t = position(2);
    lay(t, cardOf(0, 'gold-mine'), at(5, 5));
    const g = fresh(t);
    expect(actionsHint(viewOf(g, 0), legalMoves(g, 0), 0, true, 'tap')).toBe('Play a card, place a meeple, tap a green-ringed meeple to move it, or play an ogre card (free).');
  });

  it('at an open store, each goal out of reach says what is lacking: the gems short, the monster an egg asks for', () => {
    const s = position(2);
    s.phase = 'resolve';
    s.pending = { k: 'store', via: 'store' };
    const goal = TRADES[s.trades[0]!]!;
    // One gem short of the first goal: every gem it costs, less one of the first kind it asks for.
    const g = goal.cost.findIndex((n) => n > 0);
    s.p[0]!.gems = goal.cost.map((n, i) => (i === g ? n - 1 : n));
    s.p[0]!.monsters = [];
    const f = fresh(s);
    const v = viewOf(f, 0);
    const legal = legalMoves(f, 0);
    expect(legal.some((m) => m.type === 'buy' && m.goal === 0)).toBe(false);
    expect(storeLacks(v, 0, legal)).toEqual([expect.stringMatching(/^1 \w+ short$/)]);
    expect(storeLacks(v, -1, legal).some((x) => /^no defeated /.test(x))).toBe(true);
    // Afforded: nothing lacking; and nothing is said outside the store step or to another seat.
    f.p[0]!.gems = goal.cost.slice();
    const g2 = fresh(f);
    expect(storeLacks(viewOf(g2, 0), 0, legalMoves(g2, 0))).toEqual([]);
    expect(storeLacks(viewOf(f, 1), 0, [])).toEqual([]);
  });
});
