// How to play's worked examples are test cases (shared/rules/README.md): the engine must agree with
// what each picture's caption says.
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves } from '../../../shared/games/fotmk/engine';
import { selectable, strongValid } from '../../../shared/games/fotmk/grid';
import { ancestry, cell, giveChampion, node, put } from '../../../shared/games/fotmk/testkit';
import type { Move } from '../../../shared/games/fotmk/moves';
import type { State } from '../../../shared/games/fotmk/state';
import { ADVANCE, advanceState, CLUSTER, clusterState, invasionExample, SYMBOL_CHAMPION, wheelScene } from './howScenes';
import { FIRST_FALLEN_BY_WAVE, INVADERS_BY_WAVE } from '../../../shared/games/fotmk/content/components';
import { wheelWords } from './words';

function play(s: State, moves: Move[]): State {
  for (const m of moves) {
    const r = applyMove(s, 0, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.message}`);
    s = r.value.state;
  }
  return s;
}

describe('How to play worked examples', () => {
  it('the cluster across a covered Gnome is one Strong Advance of 1 + 2 + 3 + 1 = 7; the champion’s Advance 2 joins it', () => {
    const s = clusterState();
    const p = s.p[0]!;
    expect(strongValid(p, CLUSTER)).toBe(true);
    expect(selectable(p, 'advance', CLUSTER.slice(0, 2))).toContain(CLUSTER[2]);
    // Without the covered Gnome the Advance 3 touches no Advance of the cluster: it cannot join.
    const bare = structuredClone(s);
    bare.p[0]!.cubes = bare.p[0]!.cubes.map(() => 0);
    expect(selectable(bare.p[0]!, 'advance', CLUSTER.slice(0, 2))).not.toContain(CLUSTER[2]);
    put(s, s.p[0]!.lairs[0]!, 0, 3);
    let r = play(s, [{ type: 'strong', as: 'advance' }, ...CLUSTER.map((slot): Move => ({ type: 'select', slot })), { type: 'confirmStrong', boost: 0, surge: false }]);
    expect(r.tasks[r.tasks.length - 1]).toMatchObject({ k: 'advance', power: 7 });
    const c = clusterState();
    giveChampion(c, 0, SYMBOL_CHAMPION);
    put(c, c.p[0]!.lairs[0]!, 0, 3);
    r = play(c, [{ type: 'strong', as: 'advance' }, ...[...CLUSTER, 1000 + SYMBOL_CHAMPION * 4].map((slot): Move => ({ type: 'select', slot })), { type: 'confirmStrong', boost: 0, surge: false }]);
    expect(r.tasks[r.tasks.length - 1]).toMatchObject({ k: 'advance', power: 9 });
  });

  it('the Advance into gnomes of strength 1 and 2 with 4 Trolls wins 3 Honour and a Moss Vote', () => {
    const s = advanceState();
    ancestry(s, 0, [['A2', 'A2']]);
    const to = node(s, ADVANCE.to);
    let r = play(s, [
      { type: 'strong', as: 'advance' },
      { type: 'select', slot: cell(0, 0) },
      { type: 'select', slot: cell(1, 0) },
      { type: 'confirmStrong', boost: 0, surge: false },
      { type: 'advanceTo', node: to },
      ...ADVANCE.from.flatMap(([at, n]) => Array.from({ length: n }, (): Move => ({ type: 'advanceFrom', node: node(s, at), pawn: -1 }))),
    ]);
    // Finish the action if the engine still asks (nothing else to move).
    for (let i = 0; i < 3 && r.p[0]!.honour === 0; i++) {
      const done = legalMoves(r, 0).find((m) => m.type === 'advanceDone');
      if (!done) break;
      r = play(r, [done]);
    }
    expect(r.p[0]!.honour).toBe(3);
    expect(r.clans[0]?.find((d) => d.seat === 0)?.v).toBe(1);
    expect(r.nodes[to]?.g).toEqual([]);
    expect(r.gnomeWheel).toHaveLength(2);
  });

  it('the wheel example: three spaces from space 10 cross the breach line, four gnomes invade', () => {
    const v = wheelScene();
    expect(wheelWords(v, 3)).toMatch(/to space 1: Bolster at 3 power\. Warning: crosses the breach line: 4 gnomes invade/);
    expect(wheelWords(v, 2)).not.toMatch(/breach/);
  });

  it('the invasion example: 3 gnomes in wave II, two into empty caverns, the third defeated in Ice 3 where Red’s one Troll falls (First Fallen 4)', () => {
    const ex = invasionExample();
    expect(ex.gnomes).toBe(INVADERS_BY_WAVE[1]);
    expect(ex.gate.map((n) => ex.nodeName[n])).toEqual(['Ice 2']);
    expect(ex.invaders.map((g) => [g.name, g.dist, g.trolls, g.fell])).toEqual([
      ['Ice 2', 1, 0, null],
      ['Moon 1', 2, 0, null],
      ['Ice 3', 2, 1, 0],
    ]);
    expect(ex.honour).toEqual([FIRST_FALLEN_BY_WAVE[1], 0, 0]);
    // The pictures: before, no gnome on the map; after, one in each empty cavern and none left in Ice 3, nor Red's Troll.
    const at = (v: typeof ex.after, name: string) => v.nodes[ex.nodeName.indexOf(name)]!;
    expect(ex.before.nodes.every((n) => n.gnomes.length === 0)).toBe(true);
    expect([at(ex.after, 'Ice 2').gnomes.length, at(ex.after, 'Moon 1').gnomes.length, at(ex.after, 'Ice 3').gnomes.length]).toEqual([1, 1, 0]);
    expect(at(ex.after, 'Ice 3').trolls[0]).toBe(0);
  });
});

