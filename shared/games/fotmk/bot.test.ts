// The levels on positions from the rulebook: a Supply is never spent for nothing (an Advance or a
// Bolster boosted past what it can use), and the tactical moves are found: a won battle against a
// gnome, a new domain, a rival's cavern taken, a Great Hall won in wave III, a champion won by the
// last Influence of a wave. The bots' generators are seeded, so each choice repeats.
import { describe, expect, it } from 'vitest';
import { BOARDS } from './content/boards';
import { fotmk } from './index';
import { legalMoves } from './engine';
import { actorsOf } from './flow';
import type { Move } from './moves';
import type { State } from './state';
import { ancestry, cell, gnome, node, play, playRandom, position, put, rng } from './testkit';
import { Search } from '../../engine/search';
import { LEVELS } from './bot';

const bot = (level: string) => {
  const b = fotmk.bots?.[level];
  if (!b) throw new Error(`no ${level} bot`);
  return b;
};

/** Seat 0 has chosen a Strong Advance of A2 + A (power 3) and must confirm it, with 5 Supplies. */
function strongAdvance(players = 2): State {
  const s = position(players);
  ancestry(s, 0, [['A2', 'A']]);
  return s;
}
/** Seat 0 has chosen a Strong Advance of a lone A2 (power 2) and confirmed it without a boost. */
const advanceTwo = (s: State) => {
  ancestry(s, 0, [['A2']]);
  return play(s, [
    [0, { type: 'strong', as: 'advance' }],
    [0, { type: 'select', slot: cell(0, 0) }],
    [0, { type: 'confirmStrong', boost: 0, surge: false }],
  ]).s;
};
const confirm = (s: State) =>
  play(s, [
    [0, { type: 'strong', as: 'advance' }],
    [0, { type: 'select', slot: cell(0, 0) }],
    [0, { type: 'select', slot: cell(1, 0) }],
  ]).s;

describe('FotMK bots', () => {
  it('every level answers with a legal move, and none for a seat that may not move', () => {
    const g = playRandom('bots-legal', 2, rng(4), { keepStates: true });
    const states = [g.states[20], g.states[200], g.states[Math.floor(g.states.length * 0.8)]] as State[];
    for (const s of states)
      for (const level of ['random', 'easy', 'normal']) {
        const seat = actorsOf(s)[0] as number;
        const m = bot(level)(s, seat, rng(1));
        expect(fotmk.apply(s, seat, m as Move).ok, `${level} at ${JSON.stringify(s.tasks.at(-1))}`).toBe(true);
        expect(bot(level)(s, 1 - seat, rng(1))).toBeNull();
      }
  });

  it('Normal and Hard spend no Supply on a boost when the Advance cannot move more Trolls', () => {
    for (const trolls of [1, 3]) {
      const s = strongAdvance();
      put(s, 'lair-R0', 0, trolls);
      // Every other Troll of seat 0 is in its supply, which Advance cannot draw on.
      const at = confirm(s);
      expect(legalMoves(at, 0)).toContainEqual({ type: 'confirmStrong', boost: 2, surge: false });
      for (const level of ['normal', 'hard']) expect(bot(level)(at, 0, rng(trolls)), `${level}, ${trolls} trolls`).toMatchObject({ type: 'confirmStrong', boost: 0 });
    }
  });

  it('Normal and Hard attack a weaker gnome they can see next door (2 Honour, a Mud Vote, a second Mud cavern)', () => {
    const s = strongAdvance(4);
    put(s, 'mud-3', 0, 3);
    // Hammer is held already and every other cavern is strongly held, so the gnome's Mud cavern is
    // the one place worth going.
    put(s, 'hammer-3', 0, 1);
    const mine = ['mud-3', 'hammer-3', 'mud-4'].map((id) => node(s, id));
    for (let n = 0; n < BOARDS[s.side].caverns; n++) if (!mine.includes(n)) (s.nodes[n] as State['nodes'][number]).t[1 + (n % 3)] = 4;
    const gn = gnome(s, 'mud-4', 1);
    s.gnomeSeen[gn] = 128;
    const at = play(confirm(s), [[0, { type: 'confirmStrong', boost: 0, surge: false }]]).s;
    expect(legalMoves(at, 0).length).toBeGreaterThan(2);
    for (const level of ['normal', 'hard']) expect(bot(level)(at, 0, rng(7)), level).toEqual({ type: 'advanceTo', node: node(s, 'mud-4') });
  });

  it('Normal and Hard advance into a new domain (6 Honour for its first cavern) rather than a second Mud cavern (2)', () => {
    const s = strongAdvance(4);
    put(s, 'mud-3', 0, 3);
    // Open: the other Mud caverns next door and Hammer 3; every other cavern is strongly held.
    const open = ['mud-3', 'mud-1', 'mud-2', 'mud-4', 'hammer-3'].map((id) => node(s, id));
    for (let n = 0; n < BOARDS[s.side].caverns; n++) if (!open.includes(n)) (s.nodes[n] as State['nodes'][number]).t[1 + (n % 3)] = 4;
    const at = play(confirm(s), [[0, { type: 'confirmStrong', boost: 0, surge: false }]]).s;
    expect(legalMoves(at, 0)).toContainEqual({ type: 'advanceTo', node: node(s, 'mud-1') });
    for (const level of ['normal', 'hard']) expect(bot(level)(at, 0, rng(3)), level).toEqual({ type: 'advanceTo', node: node(s, 'hammer-3') });
  });

  it('Normal and Hard spend no Supply on boosting a Bolster whose Trolls are all used up', () => {
    // Bolster 2 with two Trolls left in the supply and every other Troll already in the cavern to
    // bolster: a boost could neither add a Troll nor pull one from elsewhere.
    const s = position(2);
    ancestry(s, 0, [['B2']]);
    put(s, 'mud-3', 0, 23);
    const at = play(s, [
      [0, { type: 'strong', as: 'bolster' }],
      [0, { type: 'select', slot: cell(0, 0) }],
    ]).s;
    expect(at.p[0]?.reserve).toBe(2);
    expect(legalMoves(at, 0)).toContainEqual({ type: 'confirmStrong', boost: 3, surge: false });
    for (const level of ['normal', 'hard']) expect(bot(level)(at, 0, rng(11)), level).toMatchObject({ type: 'confirmStrong', boost: 0 });
  });

  it("Normal and Hard take a rival's only Hammer cavern (6 Honour move from it to them) rather than a second Mud cavern", () => {
    const s = position(4);
    put(s, 'mud-3', 0, 3);
    put(s, 'hammer-3', 1, 1);
    const at = advanceTwo(s);
    expect(legalMoves(at, 0)).toContainEqual({ type: 'advanceTo', node: node(s, 'mud-1') });
    const target = { type: 'advanceTo', node: node(s, 'hammer-3') };
    for (const level of ['normal', 'hard']) expect(bot(level)(at, 0, rng(2)), level).toEqual(target);
    // Not the first move by chance: the search rates it above every other destination.
    const search = new Search(fotmk, at, 0, rng(2), LEVELS.normal);
    search.step(LEVELS.normal.iterations);
    const mean = new Map(search.stats().map((x) => [x.key, x.mean]));
    const best = mean.get(`0:advanceTo|${target.node}`) ?? 0;
    for (const [key, m] of mean) if (key !== `0:advanceTo|${target.node}`) expect(best, key).toBeGreaterThan(m);
  });

  it('Normal and Hard win a Great Hall in wave III: two Trolls take the rival\'s Ice cavern, not an empty Moss cavern for a share', () => {
    // Great Hall (12) touching moss-2, ice-1, moss-3 and ice-3 (large side). Seat 2 controls moss-2
    // and ice-1, seat 0 ice-3 with three Trolls. Into moss-3 ties the Hall at two each (6 Honour);
    // into ice-1 with two Trolls takes it, two to one (12).
    const s = position(4, { wave: 3 });
    const hall = BOARDS[s.side].hallTouches.findIndex((h) => h.includes(node(s, 'ice-1')) && h.includes(node(s, 'moss-3')));
    expect(hall).toBeGreaterThanOrEqual(0);
    s.hallValue[hall] = 12;
    put(s, 'ice-3', 0, 3);
    put(s, 'moss-2', 2, 1);
    put(s, 'ice-1', 2, 1);
    const at = advanceTwo(s);
    expect(legalMoves(at, 0)).toContainEqual({ type: 'advanceTo', node: node(s, 'moss-3') });
    for (const level of ['normal', 'hard']) expect(bot(level)(at, 0, rng(9)), level).toEqual({ type: 'advanceTo', node: node(s, 'ice-1') });
  });

  it('Normal and Hard put their last Influence of the wave on the champion it wins, not where they stay behind', () => {
    // Nobody has a Supply left, so the wave ends after this turn and the champions go to their
    // leaders (rulebook: Award Champions). Seat 0 ties seat 1 on the last champion but lies above it
    // (the bottom disc leads): one more Influence makes seat 0 the victor. The others lead by 5.
    const s = position(4);
    ancestry(s, 0, [['I']]);
    s.p.forEach((p) => (p.supply = 0));
    s.display = [
      { id: 12, inf: [{ seat: 2, v: 5, at: 3 }], touched: true },
      { id: 13, inf: [{ seat: 3, v: 5, at: 4 }], touched: true },
      { id: 11, inf: [{ seat: 1, v: 2, at: 1 }, { seat: 0, v: 2, at: 2 }], touched: true },
    ];
    s.stamp = 4;
    const at = play(s, [[0, { type: 'weak', slot: cell(0, 0), as: 'influence', desperation: 0 }]]).s;
    expect(legalMoves(at, 0)).toHaveLength(3);
    for (const level of ['normal', 'hard']) expect(bot(level)(at, 0, rng(4)), level).toEqual({ type: 'influence', slot: 2 });
  });
});
