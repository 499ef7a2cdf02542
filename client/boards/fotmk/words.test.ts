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
