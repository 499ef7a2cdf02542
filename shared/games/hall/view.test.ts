import { describe, expect, it } from 'vitest';
import { biased, must, playRandom, rng, started } from './testkit';
import { activeSeats, legalMoves, newGame } from './engine';
import { viewOf } from './view';
import { bankOf, type State } from './state';
import type { Viewer } from '../../engine/types';
import { seatBonus } from './content/components';

/**
 * A twin of `s` that differs only in what `viewer` may not know (digest §4): deck orders, the other
 * seats' draft decks, offers and placed trolls (during the draft), hand trolls and unseen trolls unless their bonus was gained, and the
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
      // A rival's draft picks are sealed until every seat has placed (issue 26 item 3).
      // (the trolls and their slots: the bottom row is reversed).
      if (s.phase === 'draft') p.sm = [...p.sm.slice(0, 4).reverse(), ...p.sm.slice(4)].map((c) => (c >= 0 ? c + 1000 : c));
      if (!(over && sb.hand)) p.hand = p.hand + 1000;
    }
    if (!(over && sb.unseen)) p.unseen = p.unseen + 1000;
  });
  // Another bank's pedestal point tokens lie face down until the end (F/Pedestals; issue 26).
  t.banks.forEach((k, b) => {
    if (s.phase !== 'over' && (viewer === 'spectator' || bankOf(s, viewer) !== b)) k.tokens = k.tokens.map((v) => v + 1000);
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

  it("a pedestal point token's value is seen by its bank's seats only, by everyone once the game is over", () => {
    // A value no real token has, so finding it in a view's JSON can only mean this token.
    const SECRET = 4242;
    const scan = (s: State, viewer: Viewer) => JSON.stringify(viewOf(s, viewer)).includes(String(SECRET));
    const solo = started(3);
    solo.banks[1]!.tokens = [3, SECRET];
    expect(scan(solo, 1)).toBe(true);
    for (const viewer of [0, 2, 'spectator'] as const) {
      expect(scan(solo, viewer), `viewer ${viewer}`).toBe(false);
      // Face down: how many is public.
      expect(viewOf(solo, viewer).banks[1]!.tokens).toEqual([-1, -1]);
    }
    // Teams share a storage (D/Team Rules): both seats of the team see it, the other team does not.
    const teams = started(4, { teams: true });
    teams.banks[0]!.tokens = [SECRET];
    expect([0, 1, 2, 3, 'spectator' as const].map((viewer) => scan(teams, viewer))).toEqual([true, false, false, true, false]);
    // The end: every token is turned up (F/Final Scoring 2).
    for (const s of [solo, teams]) {
      s.phase = 'over';
      for (const viewer of [...s.p.map((_, seat) => seat), 'spectator' as const]) expect(scan(s, viewer), `viewer ${viewer}`).toBe(true);
    }
  });
});
