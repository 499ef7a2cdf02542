// Every worked example of the rulebook, as a constructed position.
import { describe, it, expect } from 'vitest';
import { legalMoves } from './engine';
import { seedRng } from '../../engine/rng';
import { begin, ranking } from './ctx';
import { run } from './flow';
import { CHAMPIONS } from './content/champions';
import { elderHonour } from './content/components';
import { baseSupply, desperationFor } from './supplies';
import { countKind } from './grid';
import { clanVoteHonour, domainScores, hallResult } from './scoring';
import { ancestry, cell, clan, gnome, node, play, position, put } from './testkit';
import type { State, Task } from './state';

const turnAgain = (s: State, seat = 0): State => ({
  ...s,
  turn: seat,
  tasks: [{ k: 'battle', next: (seat + 1) % s.players }, { k: 'turn', seat, weak: 0, strong: false, started: true, extra: false }],
});
const topTask = (s: State): Task | undefined => s.tasks[s.tasks.length - 1];
/** Perform the action under way by its first legal choices (a covered symbol's action cannot be skipped). */
const performFirst = (s: State, seat = 0): State => {
  let cur = s;
  for (let guard = 0; topTask(cur)?.k !== 'turn' && guard < 50; guard++) {
    const m = legalMoves(cur, seat).find((x) => x.type !== 'cancel');
    if (!m) break;
    cur = play(cur, [[seat, m]]).s;
  }
  return cur;
};
const votes = (s: State, seat: number, c: string) => s.clans[clan(c as 'moss')]?.find((d) => d.seat === seat)?.v ?? 0;

describe('weak, strong, cluster and bridging examples', () => {
  // W A A A / B I B2 I / I I G I
  const grid = [
    ['W', 'A', 'A', 'A'],
    ['B', 'I', 'B2', 'I'],
    ['I', 'I', 'G', 'I'],
  ];
  it('a strong Advance of three weak Advances (or four with the Wild), then a bridged Bolster of 4, then an Influence of 5', () => {
    let s = position(4);
    ancestry(s, 0, grid);
    put(s, 'lair-R0', 0, 3);
    // The Wild next to the Advances could join: power 4 would be possible.
    let r = play(s, [[0, { type: 'strong', as: 'advance' }]]);
    const sel = legalMoves(r.s, 0).filter((m) => m.type === 'select').map((m) => (m.type === 'select' ? m.slot : -1));
    expect(sel).toEqual(expect.arrayContaining([cell(0, 0), cell(1, 0), cell(2, 0), cell(3, 0)]));
    r = play(r.s, [
      [0, { type: 'select', slot: cell(1, 0) }],
      [0, { type: 'select', slot: cell(2, 0) }],
      [0, { type: 'select', slot: cell(3, 0) }],
      [0, { type: 'confirmStrong', boost: 0, surge: false }],
    ]);
    expect(topTask(r.s)).toMatchObject({ k: 'advance', power: 3 });
    s = turnAgain(performFirst(r.s));
    // Before the Advances were covered the strong Bolster was cut off from the weak Bolster and the Wild.
    r = play(s, [
      [0, { type: 'strong', as: 'bolster' }],
      [0, { type: 'select', slot: cell(0, 1) }],
      [0, { type: 'select', slot: cell(0, 0) }],
      [0, { type: 'select', slot: cell(2, 1) }],
      [0, { type: 'confirmStrong', boost: 0, surge: false }],
    ]);
    expect(topTask(r.s)).toMatchObject({ k: 'bolster', power: 4 });
    s = turnAgain(performFirst(r.s));
    r = play(s, [
      [0, { type: 'strong', as: 'influence' }],
      ...[cell(1, 1), cell(3, 1), cell(0, 2), cell(1, 2), cell(3, 2)].map((slot): [number, { type: 'select'; slot: number }] => [0, { type: 'select', slot }]),
      [0, { type: 'confirmStrong', boost: 0, surge: false }],
    ]);
    expect(topTask(r.s)).toMatchObject({ k: 'influence', power: 5 });
  });

  it('the bridge does not exist before the Advances are covered', () => {
    const s = position(4);
    ancestry(s, 0, grid);
    const r = play(s, [
      [0, { type: 'strong', as: 'bolster' }],
      [0, { type: 'select', slot: cell(2, 1) }],
    ]);
    const sel = legalMoves(r.s, 0).filter((m) => m.type === 'select');
    expect(sel).toEqual([]);
  });

  it('weak actions: a weak Gnome at power 1, then a second one boosted by a Desperation token to 2', () => {
    const s = position(4);
    ancestry(s, 0, [['G', 'A2', 'G', '-', 'E', 'S']]);
    s.p[0]!.desperation = 1;
    let r = play(s, [[0, { type: 'weak', slot: cell(0, 0), as: 'gnome', desperation: 0 }]]);
    expect(topTask(r.s)).toMatchObject({ k: 'gnome', power: 1 });
    r = { ...r, s: performFirst(r.s) };
    // Strong, blank, Elder and Supply symbols can never be covered as weak ones.
    for (const slot of [cell(1, 0), cell(3, 0), cell(4, 0), cell(5, 0)])
      expect(legalMoves(r.s, 0).some((m) => m.type === 'weak' && m.slot === slot)).toBe(false);
    r = play(r.s, [[0, { type: 'weak', slot: cell(2, 0), as: 'gnome', desperation: 1 }]]);
    expect(topTask(r.s)).toMatchObject({ k: 'gnome', power: 2 });
    expect(r.s.p[0]?.desperation).toBe(0);
  });

  it('extra Supplies boost a Strong action', () => {
    const s = position(4);
    ancestry(s, 0, [['I', 'I']]);
    s.p[0]!.supply = 3;
    const r = play(s, [
      [0, { type: 'strong', as: 'influence' }],
      [0, { type: 'select', slot: cell(0, 0) }],
      [0, { type: 'select', slot: cell(1, 0) }],
      [0, { type: 'confirmStrong', boost: 2, surge: false }],
    ]);
    expect(topTask(r.s)).toMatchObject({ k: 'influence', power: 4 });
    expect(r.s.p[0]?.supply).toBe(1);
  });
});

describe('the wave I supply example', () => {
  it('base 6 plus one Supply symbol is 7, no Wild pair to cover, one Desperation token', () => {
    const s = position(4);
    ancestry(s, 0, [['A', 'S', 'B'], ['I', 'W', 'G']]);
    expect(baseSupply(s.p[0]!, 1)).toBe(7);
    expect(desperationFor(7)).toBe(1);
    s.tasks = [{ k: 'battle', next: 0 }, { k: 'supplies', seat: 0, done: false }];
    const g = begin(s);
    run(g);
    expect(g.s.p[0]?.supply).toBe(6); // 7, then the first turn spends one
    expect(g.s.p[0]?.desperation).toBe(1);
  });
});

describe('Advance examples', () => {
  it('weak Advance: one Troll from the lair through three established caverns into an Ice cavern', () => {
    const s = position(4);
    ancestry(s, 0, [['A']]);
    put(s, 'lair-R0', 0, 3);
    for (const c of ['moss-2', 'moss-3', 'moss-4']) put(s, c, 0, 1);
    let r = play(s, [[0, { type: 'weak', slot: cell(0, 0), as: 'advance', desperation: 0 }]]);
    expect(legalMoves(r.s, 0)).not.toContainEqual({ type: 'advanceTo', node: node(s, 'granite-3') });
    r = play(r.s, [
      [0, { type: 'advanceTo', node: node(s, 'ice-4') }],
      [0, { type: 'advanceFrom', node: node(s, 'lair-R0'), pawn: -1 }],
    ]);
    expect(r.s.nodes[node(s, 'ice-4')]?.t[0]).toBe(1);
    expect(r.s.nodes[node(s, 'lair-R0')]?.t[0]).toBe(2);
  });

  it('strong Advance: one Troll from the Moss cavern next door and two from the lair seize a Fire cavern: one Fire Vote', () => {
    const s = position(4);
    ancestry(s, 0, [['A2', 'A']]);
    put(s, 'lair-R0', 0, 3);
    put(s, 'moss-2', 0, 1);
    put(s, 'moss-1', 0, 1);
    put(s, 'fire-2', 1, 1);
    const r = play(s, [
      [0, { type: 'strong', as: 'advance' }],
      [0, { type: 'select', slot: cell(0, 0) }],
      [0, { type: 'select', slot: cell(1, 0) }],
      [0, { type: 'confirmStrong', boost: 0, surge: false }],
      [0, { type: 'advanceTo', node: node(s, 'fire-2') }],
      [0, { type: 'advanceFrom', node: node(s, 'moss-1'), pawn: -1 }],
      [0, { type: 'advanceFrom', node: node(s, 'lair-R0'), pawn: -1 }],
      [0, { type: 'advanceFrom', node: node(s, 'lair-R0'), pawn: -1 }],
    ]);
    expect(r.s.nodes[node(s, 'fire-2')]?.t[0]).toBe(3);
    expect(votes(r.s, 0, 'fire')).toBe(1);
    expect(r.events.some((e) => e.kind === 'seize')).toBe(true);
  });

  it('attacking gnomes: two Trolls against strength 2 win 2 Honour and one Mud Vote; the wheel moves one space, no breach', () => {
    const s = position(4);
    ancestry(s, 0, [['A', 'A']]);
    put(s, 'mud-3', 0, 2);
    gnome(s, 'mud-4', 2);
    s.gnomeWheel = [s.gnomeSupply.shift() as number, s.gnomeSupply.shift() as number];
    const r = play(s, [
      [0, { type: 'strong', as: 'advance' }],
      [0, { type: 'select', slot: cell(0, 0) }],
      [0, { type: 'select', slot: cell(1, 0) }],
      [0, { type: 'confirmStrong', boost: 0, surge: false }],
      [0, { type: 'advanceTo', node: node(s, 'mud-4') }],
      [0, { type: 'advanceFrom', node: node(s, 'mud-3'), pawn: -1 }],
      [0, { type: 'advanceFrom', node: node(s, 'mud-3'), pawn: -1 }],
    ]);
    expect(r.s.p[0]?.honour).toBe(2);
    expect(votes(r.s, 0, 'mud')).toBe(1);
    expect(r.s.gnomeWheel).toHaveLength(3);
    expect(r.s.wheel).toBe(1);
    expect(r.events.some((e) => e.kind === 'breach')).toBe(false);
    expect(r.s.nodes[node(s, 'mud-4')]?.g).toEqual([]);
  });

  it('repelled: all the Trolls go back to one lair, and a lone gnome entrenches', () => {
    const s = position(4);
    ancestry(s, 0, [['A']]);
    put(s, 'mud-3', 0, 1);
    gnome(s, 'mud-4', 3);
    const r = play(s, [
      [0, { type: 'weak', slot: cell(0, 0), as: 'advance', desperation: 0 }],
      [0, { type: 'advanceTo', node: node(s, 'mud-4') }],
      [0, { type: 'advanceFrom', node: node(s, 'mud-3'), pawn: -1 }],
      [0, { type: 'repelLair', node: node(s, 'lair-R4') }],
    ]);
    expect(r.s.nodes[node(s, 'lair-R4')]?.t[0]).toBe(1);
    expect(r.s.nodes[node(s, 'mud-4')]?.g).toHaveLength(2);
    expect(r.s.p[0]?.honour).toBe(0);
  });
});

describe('Bolster and Influence examples', () => {
  it('Bolster 3 adds three Trolls to a dominated cavern, never to a shared one', () => {
    const s = position(4);
    ancestry(s, 0, [['B3']]);
    put(s, 'moss-3', 0, 1);
    put(s, 'moss-4', 0, 1);
    put(s, 'moss-4', 1, 1);
    let r = play(s, [
      [0, { type: 'strong', as: 'bolster' }],
      [0, { type: 'select', slot: cell(0, 0) }],
      [0, { type: 'confirmStrong', boost: 0, surge: false }],
    ]);
    expect(legalMoves(r.s, 0)).not.toContainEqual({ type: 'bolsterAt', node: node(s, 'moss-4') });
    r = play(r.s, [
      [0, { type: 'bolsterAt', node: node(s, 'moss-3') }],
      [0, { type: 'bolsterAdd', count: 3 }],
    ]);
    expect(r.s.nodes[node(s, 'moss-3')]?.t[0]).toBe(4);
    expect(r.s.p[0]?.reserve).toBe(25 - 2 - 3);
  });

  it('with an empty supply, leftover Bolster power pulls Trolls from the map', () => {
    const s = position(4);
    ancestry(s, 0, [['B3']]);
    put(s, 'moss-3', 0, 1);
    put(s, 'ice-3', 0, 23);
    const r = play(s, [
      [0, { type: 'strong', as: 'bolster' }],
      [0, { type: 'select', slot: cell(0, 0) }],
      [0, { type: 'confirmStrong', boost: 0, surge: false }],
      [0, { type: 'bolsterAt', node: node(s, 'moss-3') }],
      [0, { type: 'bolsterAdd', count: 1 }],
      [0, { type: 'bolsterPull', node: node(s, 'ice-3'), pawn: -1 }],
      [0, { type: 'bolsterPull', node: node(s, 'ice-3'), pawn: -1 }],
    ]);
    expect(r.s.nodes[node(s, 'moss-3')]?.t[0]).toBe(4);
    expect(r.s.nodes[node(s, 'ice-3')]?.t[0]).toBe(21);
  });

  it('Influence 2: 3 on an uninfluenced champion (first-influence bonus), 2 on another; the bottom disc of a stack leads', () => {
    const s = position(4);
    ancestry(s, 0, [['I', 'I']]);
    s.display = [
      { id: 11, inf: [], touched: false },
      { id: 12, inf: [], touched: false },
      { id: 13, inf: [{ seat: 3, v: 2, at: 1 }, { seat: 0, v: 1, at: 2 }], touched: true },
    ];
    s.stamp = 2;
    const go = (slot: number) =>
      play(s, [
        [0, { type: 'strong', as: 'influence' }],
        [0, { type: 'select', slot: cell(0, 0) }],
        [0, { type: 'select', slot: cell(1, 0) }],
        [0, { type: 'confirmStrong', boost: 0, surge: false }],
        [0, { type: 'influence', slot }],
      ]).s;
    expect(go(0).display[0]?.inf).toMatchObject([{ seat: 0, v: 3 }]);
    const after = go(2);
    expect(after.display[2]?.inf.find((d) => d.seat === 0)?.v).toBe(3);
    // Passing Yellow: 3 against 2.
    expect(ranking(after.display[2]?.inf ?? [])[0]?.seat).toBe(0);
    // A tie: the earlier disc on the spot (bottom of the stack) leads.
    expect(ranking([{ seat: 0, v: 3, at: 9 }, { seat: 3, v: 3, at: 4 }])[0]?.seat).toBe(3);
  });
});

describe('the Gnome action with a 4-gnome breach', () => {
  it('power 3 from space 9: scout, breach of 2 + ceil(3/2) = 4 gnomes, then Bolster at 3 on the star', () => {
    const s = position(4);
    ancestry(s, 0, [['G3']]);
    s.wheel = 9;
    s.gnomeWheel = [0, 1, 2];
    s.gnomeSupply = s.gnomeSupply.filter((g) => g > 2);
    gnome(s, 'granite-3', 2);
    put(s, 'lair-R0', 0, 3);
    let r = play(s, [
      [0, { type: 'strong', as: 'gnome' }],
      [0, { type: 'select', slot: cell(0, 0) }],
      [0, { type: 'confirmStrong', boost: 0, surge: false }],
      [0, { type: 'wheelMove', steps: 3 }],
    ]);
    expect(r.s.wheel).toBe(0);
    // Scout: one gate card and one gnome, seen by the peeker only.
    r = play(r.s, [
      [0, { type: 'peekGate', slot: 0 }],
      [0, { type: 'peekGnome', node: node(s, 'granite-3'), index: 0 }],
    ]);
    expect(r.events.filter((e) => e.to).map((e) => e.to)).toEqual([[0], [0]]);
    // The breach: the active player may move the swarm up to two points.
    expect(topTask(r.s)).toMatchObject({ k: 'breach', seat: 0 });
    r = play(r.s, [[0, { type: 'swarmMove', domain: clan('moss') }]]);
    // Every tie among equally easy, equally near caverns is the active player's to break.
    let guard = 0;
    while (topTask(r.s)?.k === 'invade' && guard++ < 10) {
      const m = legalMoves(r.s, 0)[0];
      if (!m) break;
      r = play(r.s, [[0, m]]);
    }
    const onMap = r.s.nodes.reduce((t, n) => t + n.g.length, 0);
    expect(onMap).toBe(1 + 4);
    expect(r.s.gnomeWheel).toEqual([]);
    expect(topTask(r.s)).toMatchObject({ k: 'bolster', power: 3 });
  });
});

describe('invasions', () => {
  it('the Mud example (wave II, three gnomes): the Mud Vote leader decides the ties, First Fallen scores 4', () => {
    const s = position(4, { wave: 2 });
    put(s, 'mud-1', 0, 1);
    put(s, 'mud-2', 1, 1);
    for (const c of ['mud-4', 'hammer-1', 'hammer-3', 'fire-1', 'fire-3']) put(s, c, 2, 2);
    s.clans[clan('mud')] = [{ seat: 0, v: 3, at: 1 }];
    s.swarm = clan('mud');
    s.tasks = [{ k: 'over' }, { k: 'invade', mode: 'invasion', decider: 0, left: 3, fallen: 0, gate: 0 }];
    expect(legalMoves(s, 0)).toEqual([
      { type: 'gnomeTarget', node: node(s, 'mud-1') },
      { type: 'gnomeTarget', node: node(s, 'mud-2') },
    ]);
    let r = play(s, [[0, { type: 'gnomeTarget', node: node(s, 'mud-1') }]]);
    expect(r.s.p[0]?.honour).toBe(4);
    expect(r.s.nodes[node(s, 'mud-1')]?.g).toHaveLength(1);
    // Third gnome: through the overrun cavern, a Hammer and a Mud cavern tie; still the Mud leader's call.
    expect(legalMoves(r.s, 0)).toEqual([
      { type: 'gnomeTarget', node: node(s, 'hammer-2') },
      { type: 'gnomeTarget', node: node(s, 'mud-3') },
    ]);
    r = play(r.s, [[0, { type: 'gnomeTarget', node: node(s, 'hammer-2') }]]);
    expect(r.s.nodes[node(s, 'hammer-2')]?.g).toHaveLength(1);
    expect(r.events.some((e) => /chose it as the Vote leader/.test(e.text))).toBe(true);
  });

  it('example A: through overrun caverns to the only empty one; then the nearest single Troll falls (First Fallen 3)', () => {
    const s = position(4);
    gnome(s, 'ice-1', 1);
    gnome(s, 'ice-3', 1);
    put(s, 'ice-2', 1, 1);
    for (const c of ['moss-2', 'moss-3', 'moss-4', 'moon-4', 'moon-1']) put(s, c, 2, 2);
    s.swarm = clan('ice');
    s.tasks = [{ k: 'over' }, { k: 'invade', mode: 'invasion', decider: 2, left: 2, fallen: 0, gate: 0 }];
    const g = begin(s);
    run(g);
    expect(g.s.nodes[node(s, 'ice-4')]?.g).toHaveLength(1);
    expect(g.s.nodes[node(s, 'ice-2')]?.t[1]).toBe(0);
    expect(g.s.p[1]?.honour).toBe(3);
  });

  it('example B: the falling Troll is drawn in proportion to the Trolls there (1 Green, 2 Pink)', () => {
    let green = 0;
    for (let i = 0; i < 300; i++) {
      const s = position(4);
      put(s, 'ice-1', 2, 3);
      put(s, 'ice-2', 2, 1);
      put(s, 'ice-2', 0, 2);
      s.rng = seedRng(`example-b-${i}`);
      s.swarm = clan('ice');
      s.clans[clan('ice')] = [{ seat: 2, v: 2, at: 1 }];
      s.tasks = [{ k: 'over' }, { k: 'invade', mode: 'invasion', decider: 2, left: 1, fallen: 0, gate: 0 }];
      expect(legalMoves(s, 2)).toHaveLength(2);
      const r = play(s, [[2, { type: 'gnomeTarget', node: node(s, 'ice-2') }]]);
      const fell = r.s.nodes[node(s, 'ice-2')]?.t[2] === 0 ? 2 : 0;
      expect(r.s.p[fell]?.honour).toBe(3);
      if (fell === 2) green++;
    }
    expect(green).toBeGreaterThan(60);
    expect(green).toBeLessThan(140);
  });

  it('example C: the second gnome has two equally near empty caverns, and the Moon Vote leader picks', () => {
    const s = position(4);
    put(s, 'moon-1', 2, 2);
    s.clans[clan('moon')] = [{ seat: 1, v: 2, at: 1 }];
    s.swarm = clan('moon');
    s.tasks = [{ k: 'over' }, { k: 'invade', mode: 'invasion', decider: 1, left: 2, fallen: 0, gate: 0 }];
    const g = begin(s);
    run(g);
    expect(g.s.nodes[node(s, 'moon-2')]?.g).toHaveLength(1);
    expect(legalMoves(g.s, 1)).toEqual([
      { type: 'gnomeTarget', node: node(s, 'moon-3') },
      { type: 'gnomeTarget', node: node(s, 'granite-1') },
    ]);
  });

  it('example D: a Mud or a Granite single Troll through different gates; the Hammer leader sends it to Yellow', () => {
    const s = position(4);
    gnome(s, 'hammer-2', 1);
    put(s, 'hammer-3', 2, 2);
    put(s, 'granite-2', 1, 1);
    put(s, 'mud-1', 3, 1);
    s.clans[clan('hammer')] = [{ seat: 1, v: 2, at: 1 }];
    s.swarm = clan('hammer');
    s.tasks = [{ k: 'over' }, { k: 'invade', mode: 'invasion', decider: 1, left: 2, fallen: 0, gate: 0 }];
    const g = begin(s);
    run(g);
    expect(g.s.nodes[node(s, 'hammer-1')]?.g).toHaveLength(1);
    expect(legalMoves(g.s, 1)).toEqual([
      { type: 'gnomeTarget', node: node(s, 'granite-2') },
      { type: 'gnomeTarget', node: node(s, 'mud-1') },
    ]);
    const r = play(g.s, [[1, { type: 'gnomeTarget', node: node(s, 'mud-1') }]]);
    expect(r.s.nodes[node(s, 'mud-1')]?.t[3]).toBe(0);
    expect(r.s.p[3]?.honour).toBe(3);
  });

  it('breach falls score nothing; the Vote leader wraps down the Clan board when a clan has no Votes', async () => {
    const { voteLeader } = await import('./invasion');
    const s = position(4);
    s.clans[clan('fire')] = [];
    s.clans[clan('moss')] = [{ seat: 3, v: 1, at: 1 }];
    expect(voteLeader(s, clan('fire'))).toBe(3);
    put(s, 'moss-1', 2, 1);
    s.swarm = clan('moss');
    s.tasks = [{ k: 'over' }, { k: 'invade', mode: 'breach', decider: 0, left: 1, fallen: 0, gate: -1 }];
    const g = begin(s);
    run(g);
    expect(g.s.nodes[node(s, 'moss-1')]?.t[2]).toBe(0);
    expect(g.s.p[2]?.honour).toBe(0);
  });
});

describe('champion award (Imbolg)', () => {
  it('the victor takes 3 Ice Votes and the pawn; the contender chooses a Vote or 2 Honour for two yellow lines', () => {
    const s = position(4);
    const imbolg = CHAMPIONS.findIndex((c) => c.name === 'Imbolg the Knife');
    s.display = [{ id: imbolg, inf: [{ seat: 0, v: 5, at: 2 }, { seat: 1, v: 4, at: 1 }], touched: true }];
    put(s, 'moss-3', 0, 1);
    s.tasks = [{ k: 'over' }, { k: 'award', idx: 0, step: 'victor', order: [], ci: 0 }];
    const g = begin(s);
    run(g);
    expect(votes(g.s, 0, 'ice')).toBe(3);
    expect(legalMoves(g.s, 1)).toEqual([
      { type: 'contender', reward: 'honour', clan: -1 },
      { type: 'contender', reward: 'vote', clan: clan('ice') },
    ]);
    let r = play(g.s, [[1, { type: 'contender', reward: 'honour', clan: -1 }]]);
    expect(r.s.p[1]?.honour).toBe(2);
    expect(r.s.owner[imbolg]).toBe(0);
    expect(legalMoves(r.s, 0)).toContainEqual({ type: 'placePawn', node: node(s, 'moss-3') });
    r = play(r.s, [[0, { type: 'placePawn', node: node(s, 'moss-3') }]]);
    expect(r.s.pawnAt[imbolg]).toBe(node(s, 'moss-3'));
  });
});

describe('scoring examples', () => {
  it('Hammer domain: one overrun cavern; Blue controls one (6 - 1), Yellow two (6 + 2 - 1)', () => {
    const s = position(4);
    gnome(s, 'hammer-1', 1);
    put(s, 'hammer-2', 1, 2);
    put(s, 'hammer-2', 3, 1);
    put(s, 'hammer-3', 3, 1);
    put(s, 'hammer-4', 3, 2);
    put(s, 'hammer-4', 0, 2);
    put(s, 'hammer-4', 3, 1);
    expect(domainScores(s, clan('hammer'))).toEqual([0, 5, 0, 7]);
  });

  const hall = (s: State) => s.side === 'large' ? 1 : 0; // hall-2 on the large side touches ice-3, moon-3, ice-4
  it('Great Hall example 1: the gnomes control two of the caverns, Green one: nobody scores', () => {
    const s = position(4);
    s.hallValue[hall(s)] = 4;
    gnome(s, 'ice-3', 1);
    gnome(s, 'moon-3', 2);
    put(s, 'ice-4', 2, 1);
    expect(hallResult(s, hall(s)).honour).toEqual([0, 0, 0, 0]);
  });
  it('Great Hall example 2: Pink controls two, Green one with more Trolls: Pink takes 12', () => {
    const s = position(4);
    s.hallValue[hall(s)] = 12;
    put(s, 'ice-3', 0, 1);
    put(s, 'moon-3', 0, 1);
    put(s, 'ice-4', 2, 5);
    expect(hallResult(s, hall(s)).honour).toEqual([12, 0, 0, 0]);
  });
  it('Great Hall example 3: Yellow, Pink and the gnomes tie: 8 split three ways gives 2 each', () => {
    const s = position(4);
    s.hallValue[hall(s)] = 8;
    put(s, 'ice-3', 3, 1);
    put(s, 'moon-3', 0, 2);
    gnome(s, 'ice-4', 3);
    expect(hallResult(s, hall(s)).honour).toEqual([2, 0, 0, 2]);
  });
  it('seven Elders score 17', () => {
    const s = position(4);
    ancestry(s, 0, [['E', 'E', 'E', 'E'], ['E', 'E', 'E', 'A']]);
    expect(countKind(s.p[0]!, 'elder')).toBe(7);
    expect(elderHonour(countKind(s.p[0]!, 'elder'))).toBe(17);
  });
  it('clan votes 9/5/3: Blue first; Yellow, at the bottom of the stack, beats Pink on the same spot', () => {
    const s = position(4);
    s.voteTile[clan('moss')] = 0; // the 9/5/3 tile
    s.clans[clan('moss')] = [
      { seat: 0, v: 3, at: 7 },
      { seat: 3, v: 3, at: 4 },
      { seat: 1, v: 5, at: 5 },
    ];
    expect(clanVoteHonour(s, clan('moss'))).toEqual([3, 9, 0, 5]);
  });
});

