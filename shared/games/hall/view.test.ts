import { describe, expect, it } from 'vitest';
import { biased, must, playRandom, rng } from './testkit';
import { activeSeats, legalMoves, newGame } from './engine';
import { viewOf } from './view';
import type { State } from './state';
import type { Viewer } from '../../engine/types';
import { seatBonus } from './content/components';

/**
 * A twin of `s` that differs only in what `viewer` may not know (digest §4): deck orders, the other
 * seats' draft decks and offers, hand trolls and unseen trolls unless their bonus was gained, and the
 * generator state. The viewer's view must not change.
 */
function twin(s: State, viewer: Viewer): State {
  const t = structuredClone(s);
  t.rng = [1, 2, 3, 4];
  t.decks = t.decks.map((d) => d.slice().reverse());
  t.spellDeck = t.spellDeck.slice().reverse();
  const over = s.phase === 'play' || s.phase === 'over';
  t.p.forEach((p, seat) => {
    const sb = seatBonus(seat, s.teams);
    if (seat !== viewer) {
      p.deck = p.deck.map((c) => c + 1000);
      p.offer = p.offer.map((c) => c + 1000);
      if (!(over && sb.hand)) p.hand = p.hand + 1000;
    }
    if (!(over && sb.unseen)) p.unseen = p.unseen + 1000;
  });
  return t;
}

describe('hidden information', () => {
  it('no view changes when only what its viewer may not know changes, in many random games', () => {
    let checked = 0;
    for (let i = 0; i < 16; i++) {
      let n = 0;
      const players = 2 + (i % 4);
      const random = rng(500 + i);
      const opts = { teams: i % 8 === 2 };
      const g = playRandom(`view-${i}`, players, opts, random, (s) => {
        // Every setup state and every 5th state of play, every viewer (each seat and a spectator).
        if (s.phase === 'play' && n++ % 5 !== 0) return;
        for (const viewer of [...s.p.map((_, seat) => seat), 'spectator' as const]) {
          const a = JSON.stringify(viewOf(s, viewer));
          const b = JSON.stringify(viewOf(twin(s, viewer), viewer));
          if (a !== b) throw new Error(`view-${i}: viewer ${viewer} sees hidden information (phase ${s.phase})`);
          checked++;
        }
      }, i % 2 ? biased(random) : undefined);
      expect(g.final.phase).toBe('over');
    }
    expect(checked).toBeGreaterThan(1000);
  }, 120_000);

  it('a seat sees its own draft offer, others and spectators do not; bonus trolls are shown after setup', () => {
    let s = newGame('view-draft', 5);
    while (s.phase === 'gates') s = must(s, s.gateSeat, legalMoves(s, s.gateSeat)[0]!).s;
    expect(viewOf(s, 0).p[0]!.offer).toHaveLength(2);
    expect(viewOf(s, 1).p[0]!.offer).toEqual([]);
    expect(viewOf(s, 'spectator').p[0]!.offer).toEqual([]);
    expect(JSON.stringify(viewOf(s, 'spectator'))).not.toContain('"deck"');
    while (s.phase === 'draft') {
      const seat = activeSeats(s)[0]!;
      s = must(s, seat, legalMoves(s, seat)[0]!).s;
    }
    const spec = viewOf(s, 'spectator');
    // Seat 1 (the start player) gains no bonus: its hand troll stays with its owner.
    expect(spec.p[0]!.hand).toBe(-1);
    expect(viewOf(s, 0).p[0]!.hand).toBe(s.p[0]!.hand);
    // Seats 2-3 gain the hand troll's bonus: shown to all; their unseen trolls stay unseen.
    expect(spec.p[1]!.hand).toBe(s.p[1]!.hand);
    expect(spec.p[2]!.unseen).toBe(-1);
    expect(viewOf(s, 2).p[2]!.unseen).toBe(-1);
    // Seats 4-5 gain both: both shown.
    expect(spec.p[3]!.unseen).toBe(s.p[3]!.unseen);
    expect(spec.p[4]!.hand).toBe(s.p[4]!.hand);
    expect(spec.deckCounts.reduce((a, x) => a + x, 0)).toBe(s.decks.flat().length);
  });
});
