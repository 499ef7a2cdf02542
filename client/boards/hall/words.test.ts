// Hall moves in words: what a choice costs or gains is said before it is made.
import { beforeAll, describe, expect, it } from 'vitest';
import { newGame } from '../../../shared/games/hall/engine';
import { viewOf } from '../../../shared/games/hall/view';
import { hint, loadWhy, moveWords, taskWords, whyNotNow } from './words';
import { legalMoves } from '../../../shared/games/hall/engine';
import { emptyHoldings, setTroll, started, toStep } from '../../../shared/games/hall/testkit';
import { D, boardOf, type View } from './model';

describe('hall words', () => {
  // The reasons come in a chunk of their own, as on the page after the board's first render.
  beforeAll(() => loadWhy());
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

  it('says what a workshop does on the button that establishes it', () => {
    const v = { ...v0, phase: 'play' as const };
    expect(moveWords({ type: 'establish', kind: D.workshopNames.indexOf('Coinpress') }, v)).toBe('Establish the Coinpress (1 iron ↔ 1 coin; 1 heartstone ↔ 1 coin)');
    expect(moveWords({ type: 'establish', kind: D.workshopNames.indexOf('Pickforge') }, v)).toBe('Establish the Pickforge (any 2 → 1 hammer)');
  });

  it('says why a step offers nothing: no hall fits, no cart for the statue, neither recruit nor dig', () => {
    const play = started(2);
    const view = (st: typeof play) => viewOf(st, 0) as View;
    const s3 = toStep(emptyHoldings(structuredClone(play)), 3);
    expect(hint(view(s3), legalMoves(s3, 0))).toBe('No great hall: no great hall fits wholly on tunnel cells of your own network.');
    const s2 = toStep(emptyHoldings(structuredClone(play)), 2);
    for (let slot = 4; slot < 10; slot++) setTroll(s2, 0, slot, 30 + slot);
    expect(hint(view(s2), legalMoves(s2, 0))).toMatch(/^You can neither recruit \(your trollsmoot is full, 10 trolls\) nor dig \(the smallest tunnel left takes 2 minerals .*\): skip this step\.$/);
    const s1 = emptyHoldings(structuredClone(play));
    s1.banks[0]!.res[0] = 4;
    s1.b.ws = s1.b.ws.map(() => -1);
    expect(hint(view(s1), legalMoves(s1, 0))).toBe('Nothing to do in this step: no rune for a spell and no workshop your network reaches. A 4:1 trade may change that.');
    // Something to do: no reason.
    const s2b = toStep(structuredClone(play), 2);
    expect(whyNotNow(view(s2b), legalMoves(s2b, 0))).toBe('');
  });

  it('tells the header which How to play section fits the step', async () => {
    const { howSection } = await import('./howSection');
    const at = (v: object, legal: object[] = []) => howSection({ view: { ...v0, ...v }, legal } as unknown as Parameters<typeof howSection>[0]);
    expect(at({})).toBe('setup');
    expect(at({ phase: 'play', task: { k: 'dig', stage: 'pos' } })).toBe('digging');
    expect(at({ phase: 'play', task: { k: 'pay', need: [] } })).toBe('paying');
    expect(at({ phase: 'play', task: null, turn: { ...v0.turn, step: 4 } })).toBe('statues');
    expect(at({ phase: 'play', task: null, turn: { ...v0.turn, step: 2 } }, [{ type: 'dig', stack: 0 }])).toBe('digging');
    expect(at({ phase: 'over' })).toBe('scoring');
  });
});
