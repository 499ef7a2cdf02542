// One test per Royal Decree and per scenario (rulebook: Royal Decrees Expansion).
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves } from './engine';
import { DECREES, MEMORIAL_CARD, SCENARIO_DEFS, SCENARIOS } from './data';
import { actionsLeft } from './rules';
import { kingdomVp } from './scoring';
import { newGame, type TableOptions } from './setup';
import { at, cardOf, fresh, lay, play, position, rotOpen, stand } from './testkit';
import type { DecreeId } from './content/types';
import type { State } from './state';

const [BLUE, RED] = [0, 1];
const CRYSTAL = 6;
const AMBUSH = 0;
const with_ = (...picked: DecreeId[]): TableOptions => ({ decrees: 'custom', picked });
const movesOf = (s: State, type: string) => legalMoves(s, s.turn).filter((m) => m.type === type);
const end = (s: State) => play(s, s.turn, { type: 'end' });

describe('royal decrees', () => {
  it('Hard Workers: every morning first, then every night; the axe passes after the night', () => {
    let s = position(2, with_('hard-workers'));
    expect(s.stage).toBe('morning');
    lay(s, cardOf(BLUE, 'emerald-mine'), at(5, 5));
    stand(s, 0, at(5, 5), 2);
    s = end(fresh(s));
    expect([s.stage, s.turn, s.phase]).toEqual(['morning', 1, 'actions']);
    expect(s.p[0]!.gems[0]).toBe(0);
    s = end(s);
    // Night: seat 0 resolves (the emerald), then seat 1; then seat 1 holds the axe for the morning.
    expect(s.p[0]!.gems[0]).toBe(1);
    expect([s.stage, s.first, s.turn, s.phase]).toEqual(['morning', 1, 1, 'actions']);
  });

  it("The Dwarfs' Way: a full card where no task can resolve sends everyone home at the end of the turn", () => {
    let s = position(3, with_('dwarfs-way'));
    lay(s, cardOf(BLUE, 'emerald-mine'), at(5, 5));
    for (const q of [0, 1, 2]) stand(s, q, at(5, 5));
    s = end(fresh(s));
    expect(s.p.every((p) => p.at.every((a) => a === -1))).toBe(true);
  });

  it('Charming Merchants: a held goal counts toward a dearer one and goes back to the offer', () => {
    let s = position(2, with_('charming-merchants'));
    // Holding the cheapest goal (4 VP of gems), with dearer ones on offer.
    s.tradeDeck = s.tradeDeck.filter((t) => t !== 0 && t < 15);
    s.trades = [15, 16, 17];
    s.p[0]!.trades = [0];
    const held = 0;
    lay(s, cardOf(BLUE, 'general-store'), at(5, 5));
    stand(s, 0, at(5, 5), 3);
    s.p[0]!.gems = [3, 3, 3, 3];
    s.piles = s.piles.map((n) => n - 3);
    s = end(fresh(s));
    const swaps = movesOf(s, 'buy').filter((m) => m.type === 'buy' && m.swap === 0);
    expect(swaps.length).toBeGreaterThan(0);
    const m = swaps[0]!;
    if (m.type !== 'buy') throw new Error();
    const bought = s.trades[m.goal];
    s = play(s, 0, m);
    expect(s.p[0]!.trades).toEqual([bought]);
    expect(s.trades).toContain(held);
  });

  it('Fortress: place only in your own kingdom or on cards in no kingdom; rotate when nowhere is left', () => {
    let s = position(2, with_('fortress'));
    const redCastle = cardOf(RED, 'castle');
    lay(s, redCastle, at(5, 5), rotOpen(redCastle, [1]));
    lay(s, cardOf(RED, 'gold-mine'), at(6, 5));
    s = fresh(s);
    expect(movesOf(s, 'place')).toEqual([]);
    expect(movesOf(s, 'rotate').length).toBeGreaterThan(0);
    let t = position(2, with_('fortress'));
    lay(t, cardOf(RED, 'gold-mine'), at(5, 5));
    t = fresh(t);
    expect(movesOf(t, 'place')).toEqual([{ type: 'place', kind: 'plain', cell: at(5, 5) }]);
    expect(movesOf(t, 'rotate')).toEqual([]);
  });

  it('Experienced Beast Hunters: each monster defeated lowers the next by 1, never below 3', () => {
    let s = position(2, with_('beast-hunters'));
    lay(s, cardOf(BLUE, 'frost-giant'), at(5, 5));
    s.p[0]!.killed = 1;
    stand(s, 0, at(5, 5), 4);
    s = end(fresh(s));
    expect(s.p[0]!.killed).toBe(2);
    let t = position(2, with_('beast-hunters'));
    lay(t, cardOf(BLUE, 'frost-giant'), at(5, 5));
    t.p[0]!.killed = 5;
    stand(t, 0, at(5, 5), 2);
    t = end(fresh(t));
    expect(t.p[0]!.killed).toBe(5);
  });

  it('Battle Memorial: a memorial takes the slain monster’s place; one meeple on it turns an empty card', () => {
    let s = position(2, with_('battle-memorial'));
    lay(s, cardOf(BLUE, 'forest-dragon'), at(5, 5));
    lay(s, cardOf(RED, 'emerald-mine'), at(6, 5));
    lay(s, cardOf(RED, 'tavern'), at(4, 5));
    stand(s, 0, at(5, 5), 5);
    s = end(fresh(s));
    expect(s.board[at(5, 5)]!.cards).toEqual([MEMORIAL_CARD]);
    s.turn = 0;
    s.phase = 'actions';
    s.used = 0;
    stand(s, 0, at(5, 5), 1);
    s = end(fresh(s));
    expect(s.pending?.k).toBe('rotate');
    const r = movesOf(s, 'rotate')[0]!;
    s = play(s, 0, r);
    expect(s.pending).toBeNull();
  });

  it('Hired Hands: an ogre card discarded unused buys one more action', () => {
    let s = position(2, with_('hired-hands'));
    s.ogreDeck.splice(s.ogreDeck.indexOf(AMBUSH), 1);
    s.p[0]!.ogres = [AMBUSH];
    s = play(fresh(s), 0, { type: 'hire', kind: AMBUSH });
    expect(actionsLeft(s, 0)).toBe(4);
    expect(s.ogreDiscard).toEqual([AMBUSH]);
  });

  it('Crazy Balloonists: at most one meeple from the campfire onto the same card per turn', () => {
    let s = position(2, with_('crazy-balloonists'));
    lay(s, cardOf(BLUE, 'gold-mine'), at(5, 5));
    s = play(fresh(s), 0, { type: 'place', kind: 'plain', cell: at(5, 5) });
    expect(movesOf(s, 'place')).toEqual([]);
  });

  it('Greedy Landlords: a shared kingdom divides its VP by the players sharing it, rounded down', () => {
    for (const [opts, want] of [
      [with_('greedy-landlords'), 2],
      [{}, 4],
    ] as const) {
      const s = position(2, opts);
      const a = cardOf(BLUE, 'castle');
      const b = cardOf(RED, 'castle');
      s.p[1]!.colour = RED;
      lay(s, a, at(5, 5), rotOpen(a, [1]));
      lay(s, b, at(6, 5), rotOpen(b, [3]));
      const t = fresh(s);
      // Two castles of 2 VP each, one kingdom for both.
      expect([kingdomVp(t, 0), kingdomVp(t, 1)]).toEqual([want, want]);
    }
  });

  it('Bar Fights: three of your meeples on a tavern may draw 2 ogre cards', () => {
    let s = position(2, with_('bar-fights'));
    lay(s, cardOf(BLUE, 'tavern'), at(5, 5));
    stand(s, 0, at(5, 5), 3);
    s = end(fresh(s));
    const opts = movesOf(s, 'complete');
    expect(opts.map((m) => (m.type === 'complete' ? m.kinds.length : 0)).sort()).toEqual([2, 3]);
    s = play(s, 0, { type: 'complete', cell: at(5, 5), kinds: ['plain', 'plain', 'plain'] });
    expect(s.p[0]!.ogres).toHaveLength(2);
  });

  it('Dragon King / Frost Invasion: mines in a kingdom with a dragon or a giant score 0 (Crystal Dwarfs ignore the giant); a monster turn cannot trigger the end', () => {
    for (const [colour, monster, want] of [
      [BLUE, 'forest-dragon', 2],
      [BLUE, 'frost-giant', 2],
      [CRYSTAL, 'frost-giant', 3 + 1],
    ] as const) {
      const s = position(2, { ...with_('dragon-king'), crystal: true });
      s.p[0]!.colour = colour;
      const castle = cardOf(colour, 'castle');
      const mine = cardOf(RED, 'gold-mine');
      const beast = cardOf(BLUE, monster);
      lay(s, castle, at(5, 5), rotOpen(castle, [1]));
      lay(s, mine, at(6, 5));
      lay(s, beast, at(7, 5), rotOpen(beast, [3]));
      // castle VP + mine 1 (negated or not) + monster -2
      const base = colour === CRYSTAL ? 3 : 2;
      expect(kingdomVp(fresh(s), 0)).toBe(want === 2 ? base - 2 : base + 1 - 2);
    }
    let s = position(2, with_('dragon-king'));
    s.p[0]!.trades = [0, 1, 2];
    s = play(fresh(s), 0, { type: 'play', card: cardOf(BLUE, 'frost-giant') });
    s = play(s, 0, { type: 'put', cell: at(5, 5), rot: 0 });
    s = end(s);
    expect(s.endBy).toBe(-1);
  });

  it('High Ho: one action a turn (and the castle’s extra one)', () => {
    let s = position(2, with_('high-ho'));
    expect(actionsLeft(s, 0)).toBe(1);
    s = play(fresh(s), 0, { type: 'play', card: cardOf(BLUE, 'castle') });
    s = play(s, 0, { type: 'put', cell: at(5, 5), rot: 0 });
    expect(actionsLeft(s, 0)).toBe(1);
  });

  it('Hidden Tunnels: one action moves a meeple from a mine to any mine without a dragon in its kingdom', () => {
    let s = position(2, with_('hidden-tunnels'));
    lay(s, cardOf(BLUE, 'gold-mine'), at(5, 5));
    lay(s, cardOf(RED, 'ruby-mine'), at(8, 8));
    lay(s, cardOf(RED, 'emerald-mine'), at(2, 2));
    const dragon = cardOf(BLUE, 'forest-dragon');
    lay(s, dragon, at(2, 3), rotOpen(dragon, [0]));
    const em = cardOf(RED, 'emerald-mine');
    s.board[at(2, 2)] = { cards: [em], rots: [rotOpen(em, [2])] };
    stand(s, 0, at(5, 5));
    s = fresh(s);
    const to = movesOf(s, 'tunnel').map((m) => (m.type === 'tunnel' ? m.to : -1));
    expect(to).toEqual([at(8, 8)]);
    s = play(s, 0, { type: 'tunnel', m: 0, to: at(8, 8) });
    expect(s.p[0]!.at[0]).toBe(at(8, 8));
  });

  it('has a test for each of the 13 decrees', () => {
    expect(DECREES).toHaveLength(13);
  });
});

describe('scenarios', () => {
  it.each(SCENARIOS)('%s puts its decrees in force', (id) => {
    const s = newGame(`scenario-${id}`, 3, { decrees: id });
    const def = SCENARIO_DEFS[id];
    expect(s.opts.scenario).toBe(id);
    for (const d of def.decrees) expect(s.opts.decrees).toContain(d);
    expect(s.opts.decrees).toHaveLength(def.decrees.length + def.random);
    expect(new Set(s.opts.decrees).size).toBe(s.opts.decrees.length);
  });

  it('a random scenario is one of the seven, the same for the same seed', () => {
    const a = newGame('rs', 2, { decrees: 'random' });
    expect(SCENARIOS).toContain(a.opts.scenario);
    expect(newGame('rs', 2, { decrees: 'random' }).opts).toEqual(a.opts);
    expect(applyMove(a, a.turn, { type: 'end' }).ok).toBe(true);
  });
});
