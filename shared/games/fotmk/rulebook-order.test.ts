// Issue 9: where the engine departed from the rulebook's order, as constructed positions.
import { describe, it, expect } from 'vitest';
import { legalMoves, applyMove } from './engine';
import { begin } from './ctx';
import { run } from './flow';
import { CHAMPIONS } from './content/champions';
import { elderHonour } from './content/components';
import { PAWN_CHAMPIONS, board } from './board';
import { linesPassed } from './award';
import { fotmk } from './index';
import { ancestry, cell, clan, giveChampion, gnome, node, play, position, put } from './testkit';
import type { Move } from './moves';
import type { State, Task } from './state';

const topTask = (s: State): Task | undefined => s.tasks[s.tasks.length - 1];
const votes = (s: State, seat: number, c: string) => s.clans[clan(c as 'moss')]?.find((d) => d.seat === seat)?.v ?? 0;
const settle = (s: State): State => {
  const g = begin(s);
  run(g);
  return g.s;
};

/** Seat 0 advances one Troll from its lair R4 into Mud 1, where a strength-1 gnome waits. */
function mudBattle(wheel: number) {
  const s = position(4);
  ancestry(s, 0, [['A']]);
  put(s, 'lair-R4', 0, 1);
  gnome(s, 'mud-1', 1);
  s.wheel = wheel;
  return play(s, [
    [0, { type: 'weak', slot: cell(0, 0), as: 'advance', desperation: 0 }],
    [0, { type: 'advanceTo', node: node(s, 'mud-1') }],
    [0, { type: 'advanceFrom', node: node(s, 'lair-R4'), pawn: -1 }],
  ]);
}

describe('1. the Vote for defeating gnomes comes at the moment of victory', () => {
  it("the issue's case: wheel at 11, one Troll beats a strength-1 gnome in Mud 1, the breach kills it: 1 Honour and 1 Mud Vote", () => {
    const s = position(4);
    ancestry(s, 0, [['A']]);
    put(s, 'lair-R4', 0, 1);
    gnome(s, 'mud-1', 1);
    s.wheel = 11;
    s.swarm = clan('mud');
    // Every other cavern holds two rival Trolls, so the breach's first gnome goes for the lone victor.
    const mud1 = node(s, 'mud-1');
    s.nodes.forEach((nd, n) => {
      if (n < board(s).caverns && n !== mud1) nd.t[1 + (n % 3)] = 2;
    });
    let r = play(s, [
      [0, { type: 'weak', slot: cell(0, 0), as: 'advance', desperation: 0 }],
      [0, { type: 'advanceTo', node: mud1 }],
      [0, { type: 'advanceFrom', node: node(s, 'lair-R4'), pawn: -1 }],
    ]);
    // The Vote (step 2) is given before the wheel pawn moves (step 4) and the breach it causes.
    const kinds = r.events.map((e) => e.kind);
    expect(kinds.indexOf('seize')).toBeGreaterThan(kinds.indexOf('battle'));
    expect(kinds.indexOf('seize')).toBeLessThan(kinds.indexOf('wheel'));
    expect(votes(r.s, 0, 'mud')).toBe(1);
    expect(topTask(r.s)).toMatchObject({ k: 'breach', seat: 0 });
    r = play(r.s, [[0, { type: 'swarmMove', domain: clan('mud') }]]);
    let guard = 0;
    while (topTask(r.s)?.k !== 'turn' && guard++ < 20) {
      const m = legalMoves(r.s, 0)[0];
      if (!m) break;
      r = play(r.s, [[0, m]]);
    }
    // The victor fell to the breach; the Vote stays, and is not given twice.
    expect(r.s.nodes[mud1]?.t[0]).toBe(0);
    expect(r.s.p[0]?.honour).toBe(1);
    expect(votes(r.s, 0, 'mud')).toBe(1);
  });

  it('without a breach the victory still gives exactly one Vote (the cavern leaves the seize list)', () => {
    const r = mudBattle(0);
    expect(r.s.p[0]?.honour).toBe(1);
    expect(votes(r.s, 0, 'mud')).toBe(1);
    expect(r.events.filter((e) => e.kind === 'seize')).toHaveLength(1);
  });
});

describe('2. tripwires passed by defeated gnomes are resolved, the Honour boost included', () => {
  it('a defeat that moves the pawn past the honour-boost tripwire raises the boost', () => {
    const r = mudBattle(5);
    expect(r.s.wheel).toBe(6);
    expect(r.s.p[0]?.boost).toBe(1);
    expect(r.events.some((e) => e.kind === 'boost')).toBe(true);
  });

  it('the breach tripwire still sets off a breach; a defeat that passes no tripwire changes nothing', () => {
    expect(topTask(mudBattle(11).s)).toMatchObject({ k: 'breach', seat: 0 });
    const calm = mudBattle(2);
    expect(calm.s.p[0]?.boost).toBe(0);
    expect(calm.events.some((e) => e.kind === 'boost' || e.kind === 'breach')).toBe(false);
  });
});

describe('3. champion symbols join clusters', () => {
  it('A – champion – B is one cluster, though A and B are not linked on the grid', () => {
    const s = position(4);
    ancestry(s, 0, [['A', '-', 'A']]);
    put(s, 'lair-R0', 0, 5);
    const dagny = CHAMPIONS.findIndex((c) => c.symbols.includes('A2'));
    giveChampion(s, 0, dagny);
    let r = play(s, [
      [0, { type: 'strong', as: 'advance' }],
      [0, { type: 'select', slot: cell(0, 0) }],
      [0, { type: 'select', slot: 1000 + dagny * 4 }],
    ]);
    expect(legalMoves(r.s, 0)).toContainEqual({ type: 'select', slot: cell(2, 0) });
    r = play(r.s, [
      [0, { type: 'select', slot: cell(2, 0) }],
      [0, { type: 'confirmStrong', boost: 0, surge: false }],
    ]);
    expect(topTask(r.s)).toMatchObject({ k: 'advance', power: 4 });
  });

  it('without the champion symbol, the two separated Advances still do not cluster', () => {
    const s = position(4);
    ancestry(s, 0, [['A2', '-', 'A']]);
    const r = play(s, [
      [0, { type: 'strong', as: 'advance' }],
      [0, { type: 'select', slot: cell(0, 0) }],
    ]);
    expect(legalMoves(r.s, 0)).not.toContainEqual({ type: 'select', slot: cell(2, 0) });
  });
});

describe('4. covering a symbol is followed by performing its action', () => {
  const weak = (as: 'advance' | 'bolster' | 'influence' | 'gnome', setup?: (s: State) => void) => {
    const s = position(4);
    ancestry(s, 0, [[as[0]!.toUpperCase()]]);
    put(s, 'lair-R0', 0, 1);
    setup?.(s);
    return play(s, [[0, { type: 'weak', slot: cell(0, 0), as, desperation: 0 }]]);
  };
  const skip: Move = { type: 'skipAction' };

  it('no skipping an Advance, a Bolster, an Influence or a Gnome action that can be performed', () => {
    for (const as of ['advance', 'bolster', 'influence', 'gnome'] as const) {
      const r = weak(as);
      expect(topTask(r.s)?.k).toBe(as);
      expect(legalMoves(r.s, 0)).not.toContainEqual(skip);
      const a = applyMove(r.s, 0, skip);
      expect(a.ok).toBe(false);
      if (!a.ok) expect(a.error.code).toBe('move/must-perform');
    }
  });

  it('a breach cannot be dodged: from space 11 the Gnome action must move the pawn past the tripwire', () => {
    const r = weak('gnome', (s) => (s.wheel = 11));
    expect(legalMoves(r.s, 0)).toEqual([{ type: 'wheelMove', steps: 1 }]);
  });

  it('when there is no legal way to perform it, the action ends and the log says so', () => {
    const inf = weak('influence', (s) => (s.display = []));
    expect(topTask(inf.s)?.k).toBe('turn');
    expect(inf.events.some((e) => /no champion/i.test(e.text))).toBe(true);
    // A Bolster with an empty supply and no unit elsewhere to pull.
    const bol = weak('bolster', (s) => {
      s.nodes[node(s, 'lair-R0')]!.t[0] = 0;
      put(s, 'moss-3', 0, 1);
      s.p[0]!.reserve = 0;
    });
    expect(legalMoves(bol.s, 0)).not.toContainEqual(skip);
    const done = play(bol.s, [[0, { type: 'bolsterAt', node: node(bol.s, 'moss-3') }]]);
    expect(topTask(done.s)?.k).toBe('turn');
    expect(done.events.some((e) => /no Troll/i.test(e.text))).toBe(true);
  });
});

describe('5. the Elder chart ends at 9', () => {
  it('9 Elders score 30, and so do 10 or more', () => {
    expect([7, 8, 9, 10, 11, 14].map(elderHonour)).toEqual([17, 23, 30, 30, 30, 30]);
  });
});

describe('6. five champion pawns per player', () => {
  it('a sixth pawn champion gives its card and Votes, but no pawn (the five bases are in use)', () => {
    const s = position(4);
    put(s, 'moss-3', 0, 1);
    const [first, ...rest] = PAWN_CHAMPIONS.filter((c) => CHAMPIONS[c]?.deck === 0);
    const sixth = PAWN_CHAMPIONS.find((c) => CHAMPIONS[c]?.deck === 1) as number;
    for (const c of [first as number, ...rest].slice(0, 5)) giveChampion(s, 0, c, 'moss-3');
    s.display = [{ id: sixth, inf: [{ seat: 0, v: 4, at: 1 }], touched: true }];
    s.tasks = [{ k: 'over' }, { k: 'award', idx: 0, step: 'victor', order: [], ci: 0 }];
    const after = settle(s);
    const c = CHAMPIONS[sixth]!;
    expect(after.owner[sixth]).toBe(0);
    expect(after.p[0]?.champions).toContain(sixth);
    expect(votes(after, 0, c.clan)).toBe(c.votes);
    expect(after.pawnAt[sixth]).toBe(-1);
    expect(legalMoves(after, 0).some((m) => m.type === 'placePawn')).toBe(false);
  });

  it('the fifth pawn is still placed', () => {
    const s = position(4);
    put(s, 'moss-3', 0, 1);
    const four = PAWN_CHAMPIONS.filter((c) => CHAMPIONS[c]?.deck === 0).slice(0, 4);
    for (const c of four) giveChampion(s, 0, c, 'moss-3');
    const fifth = PAWN_CHAMPIONS.find((c) => CHAMPIONS[c]?.deck === 1) as number;
    s.display = [{ id: fifth, inf: [{ seat: 0, v: 4, at: 1 }], touched: true }];
    s.tasks = [{ k: 'over' }, { k: 'award', idx: 0, step: 'victor', order: [], ci: 0 }];
    expect(legalMoves(settle(s), 0)).toContainEqual({ type: 'placePawn', node: node(s, 'moss-3') });
  });
});

describe('7. yellow lines on a wrapped disc', () => {
  it('a disc stacked and wrapped past 8 passes the yellow lines again', () => {
    // Lines after spots 2 and 5: a disc worth 10 sits on spot 2 of its second lap.
    expect(linesPassed([2, 5], 8)).toBe(2);
    expect(linesPassed([2, 5], 10)).toBe(2);
    expect(linesPassed([2, 5], 11)).toBe(3);
    expect(linesPassed([2, 5], 14)).toBe(4);
  });
});

describe('polish seen in issue 9 (engine side)', () => {
  it('a boost with Supplies names the Supplies spent and those left in the log', () => {
    const s = position(4);
    ancestry(s, 0, [['I', 'I']]);
    s.p[0]!.supply = 3;
    const r = play(s, [
      [0, { type: 'strong', as: 'influence' }],
      [0, { type: 'select', slot: cell(0, 0) }],
      [0, { type: 'select', slot: cell(1, 0) }],
      [0, { type: 'confirmStrong', boost: 2, surge: false }],
    ]);
    const line = r.events.find((e) => e.kind === 'action');
    expect(line?.text).toBe('{p0} takes a Strong Influence action at power 4 (2 Supplies spent on the boost: 1 Supply left).');
    expect(line?.data).toMatchObject({ boost: 2, supply: 1 });
  });

  it('once the game is over, every viewer sees the strength of every gnome on the map', () => {
    const s = position(4);
    gnome(s, 'fire-3', 2);
    gnome(s, 'moss-1', 3);
    s.wave = 3;
    s.tasks = [{ k: 'waveEnd', step: 'score', i: 0 }];
    const end = settle(s);
    expect(end.over).toBe(true);
    for (const viewer of [0, 1, 'spectator'] as const) {
      const v = fotmk.view(end, viewer);
      expect(v.nodes[node(s, 'fire-3')]?.gnomes).toEqual([2]);
      expect(v.nodes[node(s, 'moss-1')]?.gnomes).toEqual([3]);
    }
  });
});
