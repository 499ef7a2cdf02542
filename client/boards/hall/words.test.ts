// Hall moves in words: what a choice costs or gains is said before it is made.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../shared/games/hall/engine';
import { viewOf } from '../../../shared/games/hall/view';
import { moveWords, taskWords } from './words';
import { D, boardOf } from './model';

describe('hall words', () => {
  const s = newGame('words-test', 3, {});
  const v0 = viewOf(s, 'spectator');

  it('names the setup steps and the turn steps', () => {
    expect(taskWords(v0, [0])).toBe('{p0} chooses where their gate goes.');
    const v = { ...v0, phase: 'play' as const, turn: { ...v0.turn, step: 2 as const } };
    expect(taskWords(v, [0])).toBe('{p0}: recruit a troll or dig a tunnel');
  });

  it('says what a mineral scores and which token a pedestal takes', () => {
    const stack = D.stacks.findIndex((x) => x.size === 4 && x.anchored);
    const b = boardOf(v0);
    const origin = b.width * 3 + 3;
    const p = D.stacks[stack]!.orients[0]!;
    const [dx, dy] = p.cells[p.mark]!;
    const tier = b.tier[origin + dy * b.width + dx]!;
    const v = { ...v0, phase: 'play' as const, task: { k: 'dig' as const, stack, o: 0, cell: origin, m: 2, stage: 'ped' as const, sites: [] } };
    expect(moveWords({ type: 'mineral', m: 2 }, v)).toBe('Pay in heartstone (8 honour)');
    expect(moveWords({ type: 'mineral', m: 0 }, v)).toBe('Pay in stone (4 honour)');
    expect(moveWords({ type: 'pedestal', clan: 1 }, v)).toBe(`Ice pedestal (takes the ${v.track[tier * 3 + 1]}-point token)`);
    expect(moveWords({ type: 'pedestal', clan: -1 }, v)).toBe('No pedestal');
  });

  it('names the horde troll and its row when recruiting', () => {
    const v = { ...v0, phase: 'play' as const };
    const name = D.horde[v.horde[6]!.c]!.name;
    expect(moveWords({ type: 'recruit', slot: 6 }, v)).toBe(`Recruit ${name} (middle row, 2)`);
  });
});
