// One test per champion ability (parameterised over every card that has it).
import { describe, it, expect } from 'vitest';
import { CHAMPIONS } from './content/champions';
import type { AbilityKind } from './content/types';
import { legalMoves } from './engine';
import { begin } from './ctx';
import { run } from './flow';
import { bolsterTargets } from './bolster';
import { controller } from './board';
import { countKind } from './grid';
import { invasionTargets } from './invasion';
import { baseSupply } from './supplies';
import { endOfWave, hallResult } from './scoring';
import { ancestry, cell, clan, giveChampion, gnome, node, play, position, put } from './testkit';
import type { State, Task } from './state';

const tested = new Set<AbilityKind>();
const cardsWith = (kind: AbilityKind) => CHAMPIONS.filter((c) => c.ability.kind === kind);
const topTask = (s: State): Task | undefined => s.tasks[s.tasks.length - 1];
function each(kind: AbilityKind, title: string, fn: (id: number) => void) {
  it(`${kind}: ${title}`, () => {
    tested.add(kind);
    const cards = cardsWith(kind);
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) fn(c.id);
  });
}
const settle = (s: State): State => {
  const g = begin(s);
  run(g);
  return g.s;
};
/** Award champion `id` to `seat` at the end of a wave (a lone disc of influence). */
function award(s: State, seat: number, id: number): State {
  s.display = [{ id, inf: [{ seat, v: 3, at: 1 }], touched: true }];
  s.tasks = [{ k: 'over' }, { k: 'award', idx: 0, step: 'victor', order: [], ci: 0 }];
  return settle(s);
}

describe('pawn abilities', () => {
  each('brute', 'the pawn alone defeats a gnome of its number', (id) => {
    const s = position(4);
    const n = (CHAMPIONS[id]?.ability as { n: number }).n;
    ancestry(s, 0, [['A']]);
    giveChampion(s, 0, id, 'mud-3');
    gnome(s, 'mud-4', n);
    const r = play(s, [
      [0, { type: 'weak', slot: cell(0, 0), as: 'advance', desperation: 0 }],
      [0, { type: 'advanceTo', node: node(s, 'mud-4') }],
      [0, { type: 'advanceFrom', node: node(s, 'mud-3'), pawn: id }],
    ]);
    expect(r.s.p[0]?.honour).toBe(n);
    expect(r.s.pawnAt[id]).toBe(node(s, 'mud-4'));
  });

  each('ward', 'invading gnomes count extra Trolls in the pawn’s cavern', (id) => {
    const s = position(4);
    giveChampion(s, 0, id, 'moss-1');
    s.swarm = clan('moss');
    expect(invasionTargets(s).map((t) => t.trolls)).toEqual([(CHAMPIONS[id]?.ability as { n: number }).n + 1]);
  });

  each('pathfinder', 'the pawn advances through caverns nobody holds; a Troll cannot', (id) => {
    const s = position(4);
    ancestry(s, 0, [['A']]);
    giveChampion(s, 0, id, 'moss-3');
    put(s, 'moss-3', 0, 1);
    const r = play(s, [[0, { type: 'weak', slot: cell(0, 0), as: 'advance', desperation: 0 }]]);
    expect(legalMoves(r.s, 0)).toContainEqual({ type: 'advanceTo', node: node(s, 'ice-4') });
    const r2 = play(r.s, [[0, { type: 'advanceTo', node: node(s, 'ice-4') }]]);
    expect(legalMoves(r2.s, 0).filter((m) => m.type === 'advanceFrom')).toEqual([{ type: 'advanceFrom', node: node(s, 'moss-3'), pawn: id }]);
  });

  each('martyr', 'Honour when the pawn falls, even in a breach; it jumps to a lair', (id) => {
    const s = position(4);
    giveChampion(s, 0, id, 'moss-1');
    s.swarm = clan('moss');
    s.tasks = [{ k: 'over' }, { k: 'invade', mode: 'breach', decider: 0, left: 1, fallen: 0, gate: -1 }];
    const r = play(settle(s), [[0, { type: 'pawnLair', node: node(s, 'lair-R4') }]]);
    expect(r.s.p[0]?.honour).toBe((CHAMPIONS[id]?.ability as { n: number }).n);
    expect(r.s.pawnAt[id]).toBe(node(s, 'lair-R4'));
  });

  each('warden', 'Bolster in the pawn’s cavern while controlling it', (id) => {
    const s = position(4);
    giveChampion(s, 0, id, 'moss-3');
    put(s, 'moss-3', 0, 1);
    put(s, 'moss-3', 1, 1);
    expect(bolsterTargets(s, 0)).toContain(node(s, 'moss-3'));
    const t = position(4);
    put(t, 'moss-3', 0, 1);
    put(t, 'moss-3', 1, 1);
    expect(bolsterTargets(t, 0)).not.toContain(node(t, 'moss-3'));
  });

  each('heavy', 'the pawn counts as two Trolls for control', (id) => {
    const s = position(4);
    giveChampion(s, 0, id, 'moss-3');
    put(s, 'moss-3', 1, 1);
    expect(controller(s, node(s, 'moss-3'))).toBe(0);
  });

  each('rally', 'the pawn joins an Advance without using its power', (id) => {
    const s = position(4);
    ancestry(s, 0, [['A']]);
    giveChampion(s, 0, id, 'moss-3');
    put(s, 'moss-3', 0, 1);
    const r = play(s, [
      [0, { type: 'weak', slot: cell(0, 0), as: 'advance', desperation: 0 }],
      [0, { type: 'advanceTo', node: node(s, 'moss-4') }],
      [0, { type: 'advanceFrom', node: node(s, 'moss-3'), pawn: -1 }],
      [0, { type: 'advanceFrom', node: node(s, 'moss-3'), pawn: id }],
    ]);
    expect(r.s.nodes[node(s, 'moss-4')]?.t[0]).toBe(1);
    expect(r.s.pawnAt[id]).toBe(node(s, 'moss-4'));
  });

  each('scout', 'after an Advance that moved the pawn, peek at a gnome next to it', (id) => {
    const s = position(4);
    ancestry(s, 0, [['A']]);
    giveChampion(s, 0, id, 'moss-3');
    gnome(s, 'ice-3', 3);
    gnome(s, 'granite-1', 3);
    let r = play(s, [
      [0, { type: 'weak', slot: cell(0, 0), as: 'advance', desperation: 0 }],
      [0, { type: 'advanceTo', node: node(s, 'moss-4') }],
      [0, { type: 'advanceFrom', node: node(s, 'moss-3'), pawn: id }],
    ]);
    // ice-3 is not next to moss-4; ice-4 is. Only adjacent gnomes may be peeked.
    expect(topTask(r.s)?.k).not.toBe('scout');
    const t = position(4);
    ancestry(t, 0, [['A']]);
    giveChampion(t, 0, id, 'moss-2');
    gnome(t, 'ice-3', 3);
    r = play(t, [
      [0, { type: 'weak', slot: cell(0, 0), as: 'advance', desperation: 0 }],
      [0, { type: 'advanceTo', node: node(t, 'moss-3') }],
      [0, { type: 'advanceFrom', node: node(t, 'moss-2'), pawn: id }],
    ]);
    expect(legalMoves(r.s, 0)).toContainEqual({ type: 'peekGnome', node: node(t, 'ice-3'), index: 0 });
    r = play(r.s, [[0, { type: 'peekGnome', node: node(t, 'ice-3'), index: 0 }]]);
    expect(r.events.find((e) => e.to)?.data?.strength).toBe(3);
  });

  each('herald', 'end of wave: Honour if you control the pawn’s cavern', (id) => {
    const s = position(4);
    giveChampion(s, 0, id, 'moss-3');
    const g = begin(s);
    endOfWave(g);
    expect(g.s.p[0]?.honour).toBe((CHAMPIONS[id]?.ability as { n: number }).n);
  });
});

describe('ancestry symbols and power', () => {
  each('symbols', 'the card’s symbols join the Ancestry, adjacent to anything', (id) => {
    const s = position(4);
    ancestry(s, 0, [['A', '-', 'I']]);
    giveChampion(s, 0, id);
    const p = s.p[0]!;
    for (const code of CHAMPIONS[id]?.symbols ?? []) {
      if (code === 'S') expect(baseSupply(p, 1)).toBe(7);
      if (code === 'E') expect(countKind(p, 'elder')).toBe(CHAMPIONS[id]?.symbols.filter((x) => x === 'E').length);
      if (code === 'W' || code === 'A2') {
        put(s, 'lair-R0', 0, 3);
        // The champion's symbol clusters with the grid's lone Advance.
        const r = play(s, [
          [0, { type: 'strong', as: 'advance' }],
          [0, { type: 'select', slot: cell(0, 0) }],
          [0, { type: 'select', slot: 1000 + id * 4 }],
          [0, { type: 'confirmStrong', boost: 0, surge: false }],
        ]);
        expect(topTask(r.s)).toMatchObject({ k: 'advance', power: code === 'W' ? 2 : 3 });
      }
    }
  });

  each('plus', 'one more power on every action of the type', (id) => {
    const a = (CHAMPIONS[id]?.ability as { action: 'advance' | 'influence' }).action;
    const s = position(4);
    ancestry(s, 0, [[a === 'advance' ? 'A' : 'I']]);
    put(s, 'lair-R0', 0, 3);
    giveChampion(s, 0, id);
    const r = play(s, [[0, { type: 'weak', slot: cell(0, 0), as: a, desperation: 0 }]]);
    expect(topTask(r.s)).toMatchObject({ k: a, power: 2 });
  });
});

describe('claws', () => {
  each('claw-desperation', 'cover a claw for a Desperation token, twice a wave', (id) => {
    const s = position(4);
    ancestry(s, 0, [['A']]);
    giveChampion(s, 0, id);
    const r = play(s, [
      [0, { type: 'claw', champion: id }],
      [0, { type: 'claw', champion: id }],
    ]);
    expect(r.s.p[0]?.desperation).toBe(2);
    expect(legalMoves(r.s, 0).some((m) => m.type === 'claw')).toBe(false);
  });

  each('claw-peek', 'cover a claw to peek at any gnome', (id) => {
    const s = position(4);
    ancestry(s, 0, [['A']]);
    giveChampion(s, 0, id);
    gnome(s, 'fire-3', 2);
    const r = play(s, [
      [0, { type: 'claw', champion: id }],
      [0, { type: 'peekGnome', node: node(s, 'fire-3'), index: 0 }],
    ]);
    expect(r.events.find((e) => e.to)?.data?.strength).toBe(2);
    expect(r.s.p[0]?.claws[0]).toBe(1);
  });

  each('claw-extra-action', 'a third Weak action in a turn', (id) => {
    const s = position(4);
    ancestry(s, 0, [['I', '-', 'I', '-', 'I']]);
    giveChampion(s, 0, id);
    let r = play(s, [
      [0, { type: 'weak', slot: cell(0, 0), as: 'influence', desperation: 0 }],
      [0, { type: 'influence', slot: 0 }],
      [0, { type: 'weak', slot: cell(2, 0), as: 'influence', desperation: 0 }],
      [0, { type: 'influence', slot: 0 }],
    ]);
    expect(legalMoves(r.s, 0)).toContainEqual({ type: 'weak', slot: cell(4, 0), as: 'influence', desperation: 0 });
    r = play(r.s, [[0, { type: 'weak', slot: cell(4, 0), as: 'influence', desperation: 0 }]]);
    expect(r.s.p[0]?.claws[0]).toBe(1);
  });

  each('claw-surge', 'two more power on one Strong action', (id) => {
    const s = position(4);
    ancestry(s, 0, [['I', 'I']]);
    giveChampion(s, 0, id);
    const r = play(s, [
      [0, { type: 'strong', as: 'influence' }],
      [0, { type: 'select', slot: cell(0, 0) }],
      [0, { type: 'select', slot: cell(1, 0) }],
      [0, { type: 'confirmStrong', boost: 0, surge: true }],
    ]);
    expect(topTask(r.s)).toMatchObject({ k: 'influence', power: 4 });
  });

  each('claw-stand-fast', 'in an end-of-wave invasion, a Troll that would fall stands fast', (id) => {
    const s = position(4);
    giveChampion(s, 0, id);
    put(s, 'moss-1', 0, 1);
    s.swarm = clan('moss');
    s.tasks = [{ k: 'over' }, { k: 'invade', mode: 'invasion', decider: 0, left: 1, fallen: 0, gate: 0 }];
    const r = play(settle(s), [[0, { type: 'standFast', use: true }]]);
    expect(r.s.nodes[node(s, 'moss-1')]?.t[0]).toBe(1);
    expect(r.s.p[0]?.honour).toBe(0);
  });
});

describe('passive abilities', () => {
  each('breach-honour', 'units falling in a breach score', (id) => {
    const s = position(4);
    giveChampion(s, 0, id);
    put(s, 'moss-1', 0, 1);
    s.swarm = clan('moss');
    s.tasks = [{ k: 'over' }, { k: 'invade', mode: 'breach', decider: 0, left: 1, fallen: 0, gate: -1 }];
    expect(settle(s).p[0]?.honour).toBe((CHAMPIONS[id]?.ability as { n: number }).n);
  });

  each('defeat-bonus', 'one more Honour for a won battle', (id) => {
    const s = position(4);
    ancestry(s, 0, [['A']]);
    giveChampion(s, 0, id);
    put(s, 'mud-3', 0, 1);
    gnome(s, 'mud-4', 1);
    const r = play(s, [
      [0, { type: 'weak', slot: cell(0, 0), as: 'advance', desperation: 0 }],
      [0, { type: 'advanceTo', node: node(s, 'mud-4') }],
      [0, { type: 'advanceFrom', node: node(s, 'mud-3'), pawn: -1 }],
    ]);
    expect(r.s.p[0]?.honour).toBe(2);
  });

  each('seize-honour', 'Honour for seizing control', (id) => {
    const s = position(4);
    ancestry(s, 0, [['A2']]);
    giveChampion(s, 0, id);
    put(s, 'mud-3', 0, 2);
    put(s, 'mud-4', 1, 1);
    const r = play(s, [
      [0, { type: 'strong', as: 'advance' }],
      [0, { type: 'select', slot: cell(0, 0) }],
      [0, { type: 'confirmStrong', boost: 0, surge: false }],
      [0, { type: 'advanceTo', node: node(s, 'mud-4') }],
      [0, { type: 'advanceFrom', node: node(s, 'mud-3'), pawn: -1 }],
      [0, { type: 'advanceFrom', node: node(s, 'mud-3'), pawn: -1 }],
    ]);
    expect(r.s.p[0]?.honour).toBe(1);
  });

  each('first-influence-plus', 'the first-influence bonus is 2', (id) => {
    const s = position(4);
    ancestry(s, 0, [['I']]);
    giveChampion(s, 0, id);
    s.display = [{ id: 20, inf: [], touched: false }];
    const r = play(s, [
      [0, { type: 'weak', slot: cell(0, 0), as: 'influence', desperation: 0 }],
      [0, { type: 'influence', slot: 0 }],
    ]);
    expect(r.s.display[0]?.inf[0]?.v).toBe(3);
  });

  each('repel-safe', 'a lone gnome does not entrench when you are repelled', (id) => {
    const s = position(4);
    ancestry(s, 0, [['A']]);
    giveChampion(s, 0, id);
    put(s, 'mud-3', 0, 1);
    gnome(s, 'mud-4', 3);
    const r = play(s, [
      [0, { type: 'weak', slot: cell(0, 0), as: 'advance', desperation: 0 }],
      [0, { type: 'advanceTo', node: node(s, 'mud-4') }],
      [0, { type: 'advanceFrom', node: node(s, 'mud-3'), pawn: -1 }],
      [0, { type: 'repelLair', node: node(s, 'lair-R0') }],
    ]);
    expect(r.s.nodes[node(s, 'mud-4')]?.g).toHaveLength(1);
  });
});

describe('end-of-wave abilities', () => {
  each('eow-domain', 'Honour for a controlled cavern in the clan’s domain', (id) => {
    const s = position(4);
    giveChampion(s, 0, id);
    const c = CHAMPIONS[id]?.clan as string;
    put(s, `${c}-3`, 0, 1);
    const g = begin(s);
    endOfWave(g);
    expect(g.s.p[0]?.honour).toBe(3);
  });
  each('eow-hunter', 'Honour per overrun cavern next to your caverns, capped', (id) => {
    const s = position(4);
    giveChampion(s, 0, id);
    put(s, 'moss-3', 0, 1);
    gnome(s, 'moss-1', 1);
    gnome(s, 'moss-2', 1);
    gnome(s, 'moss-4', 1);
    const g = begin(s);
    endOfWave(g);
    expect(g.s.p[0]?.honour).toBe(3);
  });
  each('eow-reserve', 'Honour per four Trolls in the supply', (id) => {
    const s = position(4);
    giveChampion(s, 0, id);
    put(s, 'moss-3', 0, 5);
    const g = begin(s);
    endOfWave(g);
    expect(g.s.p[0]?.honour).toBe(5);
  });
});

describe('instant abilities (wave III)', () => {
  each('instant-bolster', 'a Bolster at the card’s power right away', (id) => {
    const s = position(4, { wave: 3 });
    const out = award(s, 0, id);
    expect(topTask(out)).toMatchObject({ k: 'bolster', power: (CHAMPIONS[id]?.ability as { n: number }).n });
  });
  each('instant-cull', 'remove a gnome from the map', (id) => {
    const s = position(4, { wave: 3 });
    gnome(s, 'fire-1', 3);
    const out = award(s, 0, id);
    const r = play(out, [[0, { type: 'cull', node: node(s, 'fire-1'), index: 0 }]]);
    expect(r.s.nodes[node(s, 'fire-1')]?.g).toEqual([]);
    expect(r.s.gnomeSupply).toHaveLength(30);
  });
  each('instant-honour-domains', 'Honour per domain with a controlled cavern', (id) => {
    const s = position(4, { wave: 3 });
    put(s, 'moss-1', 0, 1);
    put(s, 'moss-2', 0, 1);
    put(s, 'ice-1', 0, 1);
    expect(award(s, 0, id).p[0]?.score[5]).toBe(2);
  });
  each('instant-votes-majority', 'a Vote in each clan whose domain you lead', (id) => {
    const s = position(4, { wave: 3 });
    put(s, 'moss-1', 0, 1);
    put(s, 'ice-1', 0, 1);
    put(s, 'ice-2', 1, 1);
    const out = award(s, 0, id);
    expect(out.clans[clan('moss')]?.find((d) => d.seat === 0)?.v).toBe(1);
    expect(out.clans[clan('ice')]?.find((d) => d.seat === 0)).toBeUndefined();
  });
  each('instant-honour-champions', 'Honour per champion; an outsider’s Votes go to a clan of choice', (id) => {
    const s = position(4, { wave: 3 });
    giveChampion(s, 0, 7);
    let out = award(s, 0, id);
    expect(legalMoves(out, 0)).toHaveLength(7);
    out = play(out, [[0, { type: 'outsiderClan', clan: clan('mud') }]]).s;
    expect(out.clans[clan('mud')]?.[0]?.v).toBe(CHAMPIONS[id]?.votes);
    expect(out.p[0]?.score[5]).toBe(4);
  });
  each('instant-honour-elders', 'Honour per Elder symbol', (id) => {
    const s = position(4, { wave: 3 });
    ancestry(s, 0, [['E', 'E', 'A']]);
    expect(award(s, 0, id).p[0]?.score[5]).toBe(2);
  });
});

describe('wave III starbursts in Great Halls', () => {
  const withTile = (id: number, setup: (s: State) => void) => {
    const s = position(4, { wave: 3 });
    setup(s);
    const out = award(s, 0, id);
    expect(legalMoves(out, 0)).toContainEqual({ type: 'placeStarburst', hall: 1 });
    const r = play(out, [[0, { type: 'placeStarburst', hall: 1 }]]);
    r.s.hallValue[1] = 8;
    return hallResult(r.s, 1).honour;
  };
  each('hall-banner', 'the tile counts as a cavern you control there', (id) => {
    expect(withTile(id, (s) => put(s, 'ice-4', 1, 1))).toEqual([4, 4, 0, 0]);
  });
  each('hall-seal', 'gnomes are no party in that hall', (id) => {
    expect(withTile(id, (s) => { put(s, 'ice-3', 0, 1); gnome(s, 'moon-3', 1); gnome(s, 'ice-4', 1); })).toEqual([8, 0, 0, 0]);
  });
  each('hall-tiebreak', 'a tie goes wholly to you', (id) => {
    expect(withTile(id, (s) => { put(s, 'ice-3', 0, 1); put(s, 'moon-3', 1, 1); })).toEqual([8, 0, 0, 0]);
  });
  each('hall-double', 'four more when you score the hall', (id) => {
    expect(withTile(id, (s) => put(s, 'ice-3', 0, 1))).toEqual([12, 0, 0, 0]);
  });
  each('hall-watch', 'two Honour per touching cavern you control', (id) => {
    expect(withTile(id, (s) => { put(s, 'ice-3', 0, 1); put(s, 'moon-3', 0, 1); })).toEqual([12, 0, 0, 0]);
  });
});

describe('coverage', () => {
  it('every ability on a champion card has a test above', () => {
    const kinds = new Set(CHAMPIONS.map((c) => c.ability.kind));
    for (const k of kinds) expect(tested.has(k), k).toBe(true);
  });
});
