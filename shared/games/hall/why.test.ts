// Issue 29: a step that offers nothing says why (GameModule.why, the prompt), a payment without a
// choice is not asked, a workshop with no use left only closes, and the options read as players speak.
import { describe, expect, it } from 'vitest';
import { hall } from './index';
import { legalMoves } from './engine';
import { D } from './tables';
import { at, clearStatues, emptyHoldings, layCells, moveGate, must, setTroll, started, stackId, toStep } from './testkit';
import { boardOf } from './geom';
import { clanCart, COIN, STONE } from './symbols';

const FIRE = 0;

const kind = (name: string) => D.workshopNames.indexOf(name);

describe('why a step offers nothing', () => {
  it('step 2 with a full trollsmoot and no minerals for a tunnel: skip, with both reasons', () => {
    let s = emptyHoldings(started(2));
    for (let slot = 4; slot < 10; slot++) setTroll(s, 0, slot, 30 + slot);
    s = toStep(s, 2);
    expect(legalMoves(s, 0)).toEqual([{ type: 'skip' }]);
    expect(hall.why!(s, 0)).toBe('neither recruit (your trollsmoot is full, 10 trolls) nor dig (the smallest tunnel left takes 2 minerals of one kind and you have at most 0 of any)');
  });

  it('step 3 with no hall that fits, step 4 with an unearthed Fire statue and no cart', () => {
    let s = emptyHoldings(started(2));
    s = toStep(s, 3);
    expect(legalMoves(s, 0)).toEqual([{ type: 'endStep' }]);
    expect(hall.why!(s, 0)).toBe('no great hall fits wholly on tunnel cells of your own network');
    clearStatues(s);
    moveGate(s, 0, at(s, 8, 0));
    layCells(s, [at(s, 8, 1), at(s, 9, 1)]);
    s.b.statue = s.b.statue.map((_, c) => (c === at(s, 9, 1) ? FIRE : -1));
    s = toStep(s, 4);
    expect(legalMoves(s, 0)).toEqual([{ type: 'endStep' }]);
    expect(hall.why!(s, 0)).toBe('no Fire or wild cart to move your Fire statue');
    // With a Fire cart on a troll, the statue can move: no reason.
    setTroll(s, 0, 0, D.horde.findIndex((c) => c.syms.includes(clanCart(FIRE))), 0b1111);
    s = structuredClone(s);
    expect(legalMoves(s, 0)).toContainEqual({ type: 'statue', cell: at(s, 9, 1) });
    expect(hall.why!(s, 0)).toBeUndefined();
  });

  it('step 1 with no rune and no workshop in reach', () => {
    const s = emptyHoldings(started(2));
    s.b.ws = s.b.ws.map(() => -1);
    expect(legalMoves(s, 0)).toEqual([{ type: 'endStep' }]);
    expect(hall.why!(s, 0)).toBe('no rune for a spell and no workshop your network reaches');
  });
});

describe('no step that asks nothing', () => {
  it('a payment from one source offers only payAuto; from two, each source', () => {
    let s = emptyHoldings(started(2));
    s.banks[0]!.res[STONE] = 5;
    s = toStep(s, 2);
    s = must(s, 0, { type: 'dig', stack: stackId('i4') }).s;
    s = must(s, 0, legalMoves(s, 0)[0]!).s;
    s = must(s, 0, legalMoves(s, 0)[0]!).s;
    const before = structuredClone(s);
    s = must(s, 0, { type: 'mineral', m: STONE }).s;
    expect(legalMoves(s, 0)).toEqual([{ type: 'payAuto' }]);
    expect(hall.why!(s, 0)).toBeUndefined();
    s = must(s, 0, { type: 'payAuto' }).s;
    expect(s.banks[0]!.res[STONE]).toBe(1);
    // Stone on a troll too: the source is a choice again.
    setTroll(before, 0, 0, D.horde.findIndex((c) => c.syms[0] === STONE && c.syms[1] === STONE), 0b11);
    const t = must(before, 0, { type: 'mineral', m: STONE }).s;
    expect(legalMoves(t, 0)).toContainEqual({ type: 'pay', sym: STONE, from: 0 });
    expect(legalMoves(t, 0)).toContainEqual({ type: 'pay', sym: STONE, from: -1 });
  });

  it('a workshop with no use left offers only its closing, even with resources to trade', () => {
    let s = emptyHoldings(started(2));
    const site = 0;
    s.b.ws = s.b.ws.map((_, i) => (i === site ? kind('Coinpress') : -1));
    s.banks[0]!.res[COIN] = 6;
    // Its first entrance becomes the gate: one open entrance, one use.
    moveGate(s, 0, boardOf(s).sites[site]!.entrances[0]!);
    s = must(s, 0, { type: 'workshop', site }).s;
    const top = s.tasks.at(-1);
    expect(top?.k === 'ws' && top.uses).toBe(1);
    const use = legalMoves(s, 0).find((m) => m.type === 'use')!;
    s = must(s, 0, use).s;
    while (s.tasks.at(-1)?.k === 'pay') s = must(s, 0, legalMoves(s, 0).at(-1)!).s;
    expect(legalMoves(s, 0)).toEqual([{ type: 'endStep' }]);
    expect(hall.why!(s, 0)).toBe('the Coinpress has no use left');
    // Closed, step 1 offers the trades again.
    s = must(s, 0, { type: 'endStep' }).s;
    expect(legalMoves(s, 0).some((m) => m.type === 'trade')).toBe(true);
  });
});

describe('options in players\' words', () => {
  const o = hall.optionsSchema.parse({});
  it('the board side only at 2 players; teams only at 4; workshops counted', () => {
    expect(hall.describeOptions!(o, 2)).toEqual([
      { label: 'Workshops', shown: '5 drawn at random' },
      { label: 'Board side', shown: 'autumn' },
    ]);
    expect(hall.describeOptions!({ ...o, teams: true, workshops: 'chosen' }, 4)).toEqual([
      { label: 'Teams', shown: 'two teams of two: seats 1 and 4 against seats 2 and 3' },
      { label: 'Workshops', shown: '9 chosen by the start player' },
    ]);
    expect(hall.describeOptions!(o, 5).map((r) => r.label)).toEqual(['Workshops']);
  });
});
