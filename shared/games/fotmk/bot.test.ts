// The levels on positions from the rulebook's examples: a Supply is never spent for nothing, and a
// won battle is taken. The bots' generators are seeded, so each choice repeats.
import { describe, expect, it } from 'vitest';
import { BOARDS } from './content/boards';
import { fotmk } from './index';
import { legalMoves } from './engine';
import { actorsOf } from './flow';
import type { Move } from './moves';
import type { State } from './state';
import { ancestry, cell, gnome, node, play, playRandom, position, put, rng } from './testkit';

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
});
