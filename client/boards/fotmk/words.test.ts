import { describe, expect, it } from 'vitest';
import { sortTargets, type View } from './model';
import { whyNotHere } from './words';

const v = { side: 'small', wheel: { position: 0 } } as unknown as View;

describe('why a cavern is not a choice', () => {
  it('says the step’s rule for unlit caverns, nothing for lit ones', () => {
    const tg = sortTargets([{ type: 'bolsterAt', node: 3 }, { type: 'skipAction' }], v);
    expect(whyNotHere(tg, 3)).toBe('');
    expect(whyNotHere(tg, 4)).toMatch(/only your Trolls stand/);
  });

  it('follows the kind of step', () => {
    expect(whyNotHere(sortTargets([{ type: 'advanceTo', node: 1 }], v), 2)).toMatch(/held when the Advance began/);
    expect(whyNotHere(sortTargets([{ type: 'gnomeTarget', node: 1 }], v), 2)).toMatch(/easiest/);
    expect(whyNotHere(sortTargets([{ type: 'chooseLairs', pair: 0 }], v), 2)).toMatch(/free lair space/);
  });

  it('says nothing when the step asks nothing of the map', () => {
    expect(whyNotHere(sortTargets([{ type: 'influence', slot: 0 }, { type: 'endTurn' }], v), 2)).toBe('');
  });
});

describe('symbol and boost words', () => {
  it('a numbered symbol says it is strong and cannot pay for a Weak action; a plain one says power 1', async () => {
    const { symbolTitle } = await import('./model');
    expect(symbolTitle('A3')).toMatch(/^Strong Advance 3: .*adds 3 power.*A strong symbol cannot pay for a Weak action\.$/);
    expect(symbolTitle('B')).toMatch(/^Weak Bolster \(power 1\)/);
    expect(symbolTitle('S')).toContain('never be covered');
    expect(symbolTitle('E')).toContain('never built over');
  });
  it('a boost says how many turns remain after it', async () => {
    const { boostWords } = await import('./Controls');
    expect(boostWords(4, 1)).toBe('3 turns left this wave');
    expect(boostWords(2, 1)).toBe('1 turn left this wave');
    expect(boostWords(2, 2)).toBe('no turn left this wave');
  });
});

describe('log words', () => {
  it('a boosted Strong action names the Supplies spent; other lines are left alone', async () => {
    const { logWords } = await import('./words');
    const line = { i: 3, text: '{p0} takes a Strong Advance action at power 5.', kind: 'action', data: { action: 'advance', power: 5, weak: false, boost: 2 } };
    expect(logWords(line)).toBe('{p0} takes a Strong Advance action at power 5, boosted with 2 more Supplies.');
    expect(logWords({ ...line, data: { ...line.data, boost: 1 } })).toBe('{p0} takes a Strong Advance action at power 5, boosted with 1 more Supply.');
    expect(logWords({ ...line, data: { ...line.data, boost: 0 } })).toBe(line.text);
    expect(logWords({ ...line, text: '{p0} boosts with 2 Supplies.' })).toBe('{p0} boosts with 2 Supplies.');
    expect(logWords({ i: 4, text: '{p0} ends their turn.', kind: 'endTurn' })).toBe('{p0} ends their turn.');
  });
});

describe('the decision bar’s words', () => {
  it('names the step, short, in the game’s words', async () => {
    const { stepName } = await import('./words');
    const at = (task: unknown) => stepName({ ...v, wave: 2, display: [], task } as unknown as View);
    expect(at({ k: 'draft', round: 2 })).toBe('Draft: card 2 of 3');
    expect(at({ k: 'strongSel', action: 'bolster' })).toBe('Strong bolster');
    expect(at({ k: 'waveEnd' })).toBe('End of Wave II');
    expect(at(null)).toBe('');
  });

  it('says what a drafted card would cover where it is previewed', async () => {
    const { coverWords } = await import('./Ancestry');
    // Slots are row * 12 + column: a Wild at (3,3), a Strong Advance 2 at (4,3), a blank at (3,4).
    const mat = { cells: [{ slot: 39, symbol: 'W' }, { slot: 40, symbol: 'A2' }, { slot: 51, symbol: '-' }] } as unknown as View['mats'][number];
    expect(coverWords(mat, 3, 3)).toBe('covers a Wild, a Strong Advance 2 and a blank (1 quadrant new)');
    expect(coverWords(mat, 4, 2)).toBe('covers a Strong Advance 2 (3 quadrants new)');
    expect(coverWords(mat, 8, 8)).toBe('covers nothing yet');
  });
});

describe('a wheel move says what it sets off (issue 29)', () => {
  const at = (position: number, near: number[] = []) => ({ side: 'small', wheel: { position, nearWheel: near, boostValues: [] } }) as unknown as View;
  it('a move that crosses the breach line warns of the invasion and its size', async () => {
    const { wheelWords } = await import('./words');
    // The breach tripwire sits just before the star (space 1): from space 10, 3 spaces land on the star.
    expect(wheelWords(at(9, [2, 3, 1]), 3)).toBe('Move the wheel pawn 3 spaces to space 1: Bolster at 3 power. Warning: crosses the breach line: 4 gnomes invade right now');
    expect(wheelWords(at(9), 2)).toBe('Move the wheel pawn 2 spaces to space 12: Move up to 2 Trolls out of one cavern');
  });
  it('the boost tripwire and a plain move', async () => {
    const { wheelWords } = await import('./words');
    expect(wheelWords(at(4), 2)).toMatch(/to space 7: Gain 2 Honour plus your boost\. Warning: passes the boost tripwire/);
    expect(wheelWords(at(0), 1)).toBe('Move the wheel pawn 1 space to space 2: Influence at 1 power');
  });
});

describe('the How to play section of the step', () => {
  it('each step lands on its section; a breach on the wheel; the end on scoring', async () => {
    const { howSection } = await import('./howSection');
    const t = (task: unknown, over = false) => ({ status: 'playing', view: { mats: [], task, over } }) as never;
    expect(howSection(t({ k: 'draft', round: 0 }))).toBe('ancestry');
    expect(howSection(t({ k: 'lair', seat: 0, step: 'pair', placed: [] }))).toBe('setup');
    expect(howSection(t({ k: 'gnome', seat: 0 }))).toBe('wheel');
    expect(howSection(t({ k: 'invade', mode: 'breach' }))).toBe('wheel');
    expect(howSection(t({ k: 'invade', mode: 'invasion' }))).toBe('wave-end');
    expect(howSection(t({ k: 'award', idx: 0 }))).toBe('champions');
    expect(howSection(t(null, true))).toBe('scoring');
  });
});

describe('a step that offers only one way on says why (issue 29)', () => {
  it('the rule that blocks the rest, by the move left', async () => {
    const { whyOnly, hint } = await import('./Controls');
    expect(whyOnly([{ type: 'cancel' }])).toMatch(/Nothing else touches your cluster.*go back/);
    expect(whyOnly([{ type: 'confirmStrong', boost: 0, surge: false }, { type: 'confirmStrong', boost: 1, surge: false }, { type: 'cancel' }])).toMatch(/^Nothing else touches your cluster, even through covered symbols\.$/);
    expect(whyOnly([{ type: 'advanceDone' }])).toMatch(/through caverns you held/);
    expect(whyOnly([{ type: 'suppliesDone' }])).toMatch(/No two uncovered Wilds/);
    expect(hint([{ type: 'endTurn' }], false)).toMatch(/No symbol left/);
    // A real choice: no reason, the usual hint.
    expect(whyOnly([{ type: 'bolsterDone' }, { type: 'bolsterPull', node: 3, pawn: -1 }])).toBe('');
    expect(whyOnly([])).toBe('');
  });
});
