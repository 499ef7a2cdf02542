// GameModule.why (issue 29): the reason a step offers one move only, for the log line of a step the
// room takes by itself. Constructed positions; each reason must name what blocks the other choices.
import { describe, expect, it } from 'vitest';
import { fotmk } from './index';
import { ancestry, gnome, position, put, setTasks } from './testkit';
import { board } from './board';

describe('why a step offers one move only', () => {
  it('a Bolster of power 1 asks nothing: one Troll, and the reason says so', () => {
    const s = position(2);
    const lair = s.p[0]!.lairs[0]!;
    setTasks(s, { k: 'battle', next: 1 }, { k: 'bolster', seat: 0, power: 1, node: lair, added: 0, pulled: 0, step: 'count' });
    expect(fotmk.legalMoves(s, 0)).toEqual([{ type: 'bolsterAdd', count: 1 }]);
    expect(fotmk.why!(s, 0)).toBe('a Bolster of power 1 brings one Troll');
    // Power 3 with one Troll left in the supply: the supply is the reason.
    s.p[0]!.reserve = 1;
    setTasks(s, { k: 'battle', next: 1 }, { k: 'bolster', seat: 0, power: 3, node: lair, added: 0, pulled: 0, step: 'count' });
    expect(fotmk.legalMoves(s, 0)).toEqual([{ type: 'bolsterAdd', count: 1 }]);
    expect(fotmk.why!(s, 0)).toBe('only 1 Troll left in the supply');
  });

  it('several choices: no reason (the step is asked)', () => {
    const s = position(2);
    setTasks(s, { k: 'battle', next: 1 }, { k: 'bolster', seat: 0, power: 3, node: s.p[0]!.lairs[0]!, added: 0, pulled: 0, step: 'count' });
    expect(fotmk.legalMoves(s, 0)).toHaveLength(3);
    expect(fotmk.why!(s, 0)).toBeUndefined();
    expect(fotmk.why!(s, 1)).toBeUndefined();
  });

  it('a lair Troll with one gnome-free cavern beside the lair names it and the gnomes that block the rest', () => {
    const s = position(2);
    const b = board(s);
    const lair = s.p[0]!.lairs[0]!;
    const next = (b.adj[lair] ?? []).filter((n) => n < b.caverns);
    expect(next.length).toBeGreaterThan(1);
    for (const n of next.slice(1)) gnome(s, n, 1);
    setTasks(s, { k: 'lair', seat: 0, step: 'troll0', placed: [] });
    expect(fotmk.legalMoves(s, 0)).toEqual([{ type: 'lairTroll', node: next[0] }]);
    const why = fotmk.why!(s, 0)!;
    expect(why).toContain(`${b.nodeName[next[0]!]} is the only gnome-free cavern next to ${b.nodeName[lair]}`);
    expect(why).toMatch(/next to it hold/);
  });

  it('a turn with only numbered symbols of one action left: only that Strong action, said', () => {
    const s = position(2);
    ancestry(s, 0, [
      ['A2', 'A3'],
      ['S', 'E'],
    ]);
    put(s, s.p[0]!.lairs[0]!, 0, 3);
    expect(fotmk.legalMoves(s, 0)).toEqual([{ type: 'strong', as: 'advance' }]);
    expect(fotmk.why!(s, 0)).toBe('no symbol without a number is left uncovered for a Weak action, and only Advance can still make a Strong action');
  });
});
