// One test per spell (content/spells.ts): cast it, make its choices, check what it did.
import { describe, expect, it } from 'vitest';
import { D } from './tables';
import { legalMoves } from './engine';
import { at, clearStatues, emptyHoldings, layCells, moveGate, must, setTroll, spellId, started, stackId, toStep } from './testkit';
import type { State } from './state';
import { COIN, HEARTSTONE, IRON, RUNE, STONE, HAMMER, CART } from './symbols';
import { boardOf, myStatues } from './geom';

function cast(s: State, id: string): State {
  const sp = spellId(id);
  s.spellDeck = s.spellDeck.filter((x) => x !== sp);
  s.book[0] = { spell: sp, runes: 0 };
  s.banks[0]!.res[RUNE] = (s.banks[0]!.res[RUNE] ?? 0) + 1;
  s = must(s, 0, { type: 'cast', book: 0 }).s;
  return must(s, 0, { type: 'payAuto' }).s;
}
const base = () => emptyHoldings(started(2));

describe('spells', () => {
  it('covers every spell in the content', () => {
    expect(D.spells).toHaveLength(17);
  });

  it('Earth Ritual: gain 2 stone and 1 iron', () => {
    const s = cast(base(), 'earth-ritual');
    expect(s.banks[0]!.res.slice(0, 3)).toEqual([2, 1, 0]);
    expect(s.tasks).toEqual([]);
    expect(s.book[0]!.runes).toBe(1);
  });

  it("Miner's Hymn: 2 of a chosen mineral", () => {
    let s = cast(base(), 'miners-hymn');
    expect(legalMoves(s, 0)).toHaveLength(3);
    s = must(s, 0, { type: 'choose', i: 2 }).s;
    expect(s.banks[0]!.res[HEARTSTONE]).toBe(2);
    expect(s.tasks).toEqual([]);
  });

  it("Tinker's Luck: 2 coins, runes, hammers or carts (wild)", () => {
    let s = cast(base(), 'tinkers-luck');
    s = must(s, 0, { type: 'choose', i: 3 }).s;
    expect(s.banks[0]!.res[CART]).toBe(2);
  });

  it('Rousing Chant and Thundering Drums: activate 1 / up to 2 different trolls', () => {
    let s = cast(base(), 'rousing-chant');
    s = must(s, 0, { type: 'choose', i: 2 }).s;
    expect(s.p[0]!.held[2]).toBeGreaterThan(0);
    expect(s.p[0]!.held[1]).toBe(0);
    expect(s.tasks).toEqual([]);
    let t = cast(base(), 'thundering-drums');
    t = must(t, 0, { type: 'choose', i: 0 }).s;
    expect(legalMoves(t, 0)).not.toContainEqual({ type: 'choose', i: 0 });
    t = must(t, 0, { type: 'choose', i: 3 }).s;
    expect(t.p[0]!.held[0]! && t.p[0]!.held[3]!).toBeGreaterThan(0);
    expect(t.tasks).toEqual([]);
  });

  it('Glittering Offering: heartstone bribes on up to 2 middle/top trolls; 4 bribes retire', () => {
    let s = base();
    s.horde[5]!.bribes[COIN] = 3;
    const m0 = s.horde[5]!.c;
    s = cast(s, 'glittering-offering');
    expect(legalMoves(s, 0).filter((m) => m.type === 'choose').map((m) => (m as { i: number }).i)).toEqual([5, 6, 7, 8, 9, 10, 11]);
    s = must(s, 0, { type: 'choose', i: 9 }).s;
    expect(s.horde[9]!.bribes[HEARTSTONE]).toBe(1);
    s = must(s, 0, { type: 'choose', i: 5 }).s;
    expect(s.horde[5]!.c).not.toBe(m0); // 3 coins + 1 heartstone: retired
    expect(s.tasks).toEqual([]);
  });

  it('Stone Tithe: stone bribes on up to 3 bottom-row trolls, collected by whoever recruits them', () => {
    let s = base();
    s = cast(s, 'stone-tithe');
    s = must(s, 0, { type: 'choose', i: 0 }).s;
    s = must(s, 0, { type: 'skip' }).s;
    expect(s.horde[0]!.bribes[STONE]).toBe(1);
    s = toStep(s, 2);
    s = must(s, 0, { type: 'recruit', slot: 0 }).s;
    expect(s.banks[0]!.res[STONE]).toBe(1);
  });

  it('Nimble Fingers: up to 2 resources from trolls into storage, a clan cart turning wild', () => {
    let s = base();
    const fireCart = D.horde.findIndex((c) => c.syms.includes(7));
    setTroll(s, 0, 0, fireCart, 1 << D.horde[fireCart]!.syms.indexOf(7));
    s = cast(s, 'nimble-fingers');
    s = must(s, 0, { type: 'unload', slot: 0, sym: 7 }).s;
    expect(s.banks[0]!.res[CART]).toBe(1);
    expect(s.tasks).toEqual([]); // nothing more on the trolls: the spell ends
  });

  it('Rolling Stones: up to 2 statue moves without carts', () => {
    let s = base();
    clearStatues(s);
    moveGate(s, 0, at(s, 5, 1));
    layCells(s, [at(s, 6, 1), at(s, 7, 1)]);
    layCells(s, [at(s, 8, 1), at(s, 9, 1)]);
    s.b.statue[at(s, 6, 1)] = 1;
    s = cast(s, 'rolling-stones');
    s = must(s, 0, { type: 'statue', cell: at(s, 6, 1) }).s;
    s = must(s, 0, { type: 'to', cell: at(s, 8, 1) }).s;
    s = must(s, 0, { type: 'statue', cell: at(s, 8, 1) }).s;
    s = must(s, 0, { type: 'to', cell: at(s, 9, 1) }).s;
    expect(s.b.statue[at(s, 9, 1)]).toBe(1);
    expect(s.tasks).toEqual([]);
    expect(s.banks[0]!.res[CART]).toBe(0);
  });

  it('Call of the Deep: a pedestal of your choice from the bag', () => {
    let s = cast(base(), 'call-of-the-deep');
    const bag = s.bag.slice();
    s = must(s, 0, { type: 'choose', i: 2 }).s;
    expect(s.banks[0]!.ped[2]).toBe(1);
    expect(s.bag[2]).toBe(bag[2]! - 1);
  });

  it('Farewell Feast: a horde troll to the bottom of its deck, the slot refilled', () => {
    let s = cast(base(), 'farewell-feast');
    const c = s.horde[10]!.c;
    s = must(s, 0, { type: 'choose', i: 10 }).s;
    expect(s.horde[10]!.c).not.toBe(c);
    expect(s.decks[D.horde[c]!.level - 1]!.at(-1)).toBe(c);
  });

  it('Founding Rite: a workshop on an empty site your network touches, usable this very turn', () => {
    let s = base();
    moveGate(s, 0, at(s, 4, 3));
    const site = boardOf(s).sites.findIndex((x) => x.cell === at(s, 5, 3));
    s = cast(s, 'founding-rite');
    expect(legalMoves(s, 0)).toContainEqual({ type: 'choose', i: site });
    s = must(s, 0, { type: 'choose', i: site }).s;
    const k = s.wsSupply[0]!;
    s = must(s, 0, { type: 'establish', kind: k }).s;
    expect(s.b.ws[site]).toBe(k);
    expect(legalMoves(s, 0)).toContainEqual({ type: 'workshop', site });
  });

  it('Honour the Ancients: 1 honour per unearthed statue in your network, at most 5', () => {
    let s = base();
    clearStatues(s);
    moveGate(s, 0, at(s, 5, 1));
    layCells(s, [at(s, 6, 1), at(s, 7, 1), at(s, 8, 1)]);
    s.b.statue[at(s, 6, 1)] = 0;
    s.b.statue[at(s, 8, 1)] = 2;
    s.b.statue[at(s, 10, 1)] = 1; // buried
    expect(myStatues(s, 0)).toHaveLength(2);
    s = cast(s, 'honour-the-ancients');
    expect(s.banks[0]!.honour).toBe(2);
    expect(s.banks[0]!.score[1]).toBe(2);
  });

  it("Merchant's Favour: up to 2 trades at 3 for 1", () => {
    let s = base();
    s.banks[0]!.res[STONE] = 6;
    s = cast(s, 'merchants-favour');
    s = must(s, 0, { type: 'trade', res: IRON }).s;
    s = must(s, 0, { type: 'payAuto' }).s;
    expect(s.banks[0]!.res[STONE]).toBe(3);
    expect(s.banks[0]!.res[IRON]).toBe(1);
    s = must(s, 0, { type: 'trade', res: COIN }).s;
    s = must(s, 0, { type: 'payAuto' }).s;
    expect(s.banks[0]!.res[COIN]).toBe(1);
    expect(s.tasks).toEqual([]);
  });

  it("Stonewright's Pact: this turn's dig pays no hammers for rubble", () => {
    let s = base();
    moveGate(s, 0, at(s, 6, 3));
    s.banks[0]!.res[STONE] = 2;
    s = toStep(s, 2);
    const rubbly = (st: State) => {
      const x = must(must(st, 0, { type: 'dig', stack: stackId('d2') }).s, 0, { type: 'orient', o: 0 }).s;
      return legalMoves(x, 0).some((m) => m.type === 'place' && m.cell === at(s, 7, 3));
    };
    expect(rubbly(s)).toBe(false); // (7,3) and (8,3) are rubble and there are no hammers
    s = toStep(s, 1);
    s = cast(s, 'stonewrights-pact');
    s = toStep(s, 2);
    expect(rubbly(s)).toBe(true);
    expect(s.banks[0]!.res[HAMMER]).toBe(0);
  });

  it("Surveyor's Eye: this turn's dig costs 1 mineral less and still scores by size", () => {
    let s = base();
    s.banks[0]!.res[IRON] = 3;
    s = toStep(s, 2);
    expect(legalMoves(s, 0).some((m) => m.type === 'dig' && D.stacks[m.stack]!.size === 4)).toBe(false);
    s = toStep(s, 1);
    s = cast(s, 'surveyors-eye');
    s = toStep(s, 2);
    s = must(s, 0, { type: 'dig', stack: stackId('i4') }).s;
    s = must(s, 0, legalMoves(s, 0)[0]!).s;
    s = must(s, 0, legalMoves(s, 0)[0]!).s;
    s = must(s, 0, { type: 'mineral', m: IRON }).s;
    s = must(s, 0, { type: 'payAuto' }).s;
    expect(s.banks[0]!.res[IRON]).toBe(0);
    expect(s.banks[0]!.score[0]).toBe(6);
  });

  it('Open Doors: the workshop activated after it offers 2 more uses', () => {
    let s = base();
    const site = boardOf(s).sites.findIndex((x) => x.cell === at(s, 5, 3));
    s.b.ws = s.b.ws.map((_, i) => (i === site ? 1 : -1));
    moveGate(s, 0, at(s, 4, 3));
    s = cast(s, 'open-doors');
    s = must(s, 0, { type: 'workshop', site }).s;
    expect(s.tasks[0]).toMatchObject({ k: 'ws', uses: 3 });
  });
});
