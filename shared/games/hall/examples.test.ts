// The digest's worked examples (§6), each as a constructed position -> action -> expected result.
import { describe, expect, it } from 'vitest';
import { D } from './tables';
import { legalMoves } from './engine';
import { at, clearStatues, emptyHoldings, layCells, moveGate, must, payUnit, started, stackId, hallId, spellId, setTroll, toStep } from './testkit';
import { bestSets, hallPoints, statuePoints } from './scoring';
import { bankOf, type State } from './state';
import type { G } from './ctx';
import { crown, placeTroll } from './recruit';
import { pedestalChoices, placePedestal } from './dig';
import { boardOf } from './geom';
import { COIN, HAMMER, HEARTSTONE, IRON, RUNE, STONE, CART, clanCart, slotOf } from './symbols';
import type { Move } from './moves';
import { tunnelScore } from './content/components';

const FIRE = 0, ICE = 1, MOON = 2;
const g = (s: State): G => ({ s, ev: [], boardOwned: true, owned: true });
const types = (ms: Move[]) => [...new Set(ms.map((m) => m.type))].sort();
const siteAt = (s: State, cell: number) => boardOf(s).sites.findIndex((x) => x.cell === cell);
const kind = (name: string) => D.workshopNames.indexOf(name);

describe('worked examples (digest §6)', () => {
  it('1. spending: 2 stone in storage and 3 on trolls pay a size-4 stone tunnel with any 4 of the 5', () => {
    for (const plan of [[-1, -1, 0, 0], [0, 0, 1, -1]]) {
      let s = emptyHoldings(started(2));
      s.banks[0]!.res[STONE] = 2;
      setTroll(s, 0, 0, 0, 0b11); // Bogcutter: stone, stone
      setTroll(s, 0, 1, 1, 0b01); // Siltcutter: stone (held), coin
      s = toStep(s, 2);
      const i4 = stackId('i4');
      expect(legalMoves(s, 0)).toContainEqual({ type: 'dig', stack: i4 });
      s = must(s, 0, { type: 'dig', stack: i4 }).s;
      s = must(s, 0, legalMoves(s, 0)[0]!).s; // an orientation
      s = must(s, 0, legalMoves(s, 0)[0]!).s; // a position
      expect(legalMoves(s, 0)).toEqual([{ type: 'mineral', m: STONE }]);
      s = must(s, 0, { type: 'mineral', m: STONE }).s;
      const pays = legalMoves(s, 0);
      expect(pays).toContainEqual({ type: 'pay', sym: STONE, from: -1 });
      expect(pays).toContainEqual({ type: 'pay', sym: STONE, from: 0 });
      expect(pays).toContainEqual({ type: 'pay', sym: STONE, from: 1 });
      for (const from of plan) s = payUnit(s, 0, STONE, from).s;
      expect(s.tasks.some((t) => t.k === 'pay')).toBe(false);
      expect(s.banks[0]!.score[0]).toBe(4);
      const left = s.banks[0]!.res[STONE]! + [0, 1].reduce((a, slot) => a + ((s.p[0]!.held[slot]! & (slot === 0 ? 0b11 : 0b01)).toString(2).replace(/0/g, '').length), 0);
      expect(left).toBe(1);
    }
  });

  it('2. casting Earth Ritual: a rune from storage or a troll onto the card, the effect, the card stays; the 3rd rune disintegrates it', () => {
    let s = emptyHoldings(started(2));
    const er = spellId('earth-ritual');
    s.spellDeck = s.spellDeck.filter((x) => x !== er);
    s.book[0] = { spell: er, runes: 1 };
    s.banks[0]!.res[RUNE] = 2;
    s = must(s, 0, { type: 'cast', book: 0 }).s;
    s = payUnit(s, 0, RUNE, -1).s;
    expect(s.book[0]).toEqual({ spell: er, runes: 2 });
    expect(s.banks[0]!.res[STONE]).toBe(2);
    expect(s.banks[0]!.res[IRON]).toBe(1);
    // Extension: the third rune.
    s.turn.cast = false;
    const next = s.spellDeck[0];
    s = must(s, 0, { type: 'cast', book: 0 }).s;
    s = must(s, 0, { type: 'payAuto' }).s;
    expect(s.book[0]).toEqual({ spell: next, runes: 0 });
    expect(s.spellDeck[s.spellDeck.length - 1]).toBe(er);
    expect(s.banks[0]!.res[STONE]).toBe(4);
  });

  it('3. workshop uses: one per open entrance of any network, isolated tiles not counting', () => {
    let s = emptyHoldings(started(3));
    const site = siteAt(s, at(s, 5, 3));
    s.b.ws = s.b.ws.map((_, i) => (i === site ? kind('Toolforge') : -1));
    moveGate(s, 0, at(s, 4, 3));
    moveGate(s, 1, at(s, 6, 3));
    moveGate(s, 2, at(s, 5, 2));
    layCells(s, [at(s, 5, 4)]); // an isolated piece on the fourth entrance: not in any network (F)
    s.banks[0]!.res[HEARTSTONE] = 5;
    s = must(s, 0, { type: 'workshop', site }).s;
    expect(s.tasks[0]).toMatchObject({ k: 'ws', uses: 3 });
    for (let i = 0; i < 3; i++) {
      const use = legalMoves(s, 0).find((m) => m.type === 'use' && D.conversions[kind('Toolforge')]![m.conv]!.kind === 'fixed' && (D.conversions[kind('Toolforge')]![m.conv] as { give: number[] }).give[HEARTSTONE] === 1)!;
      s = must(s, 0, use).s;
      s = must(s, 0, { type: 'payAuto' }).s;
    }
    expect(s.banks[0]!.res[HAMMER]).toBe(3);
    expect(legalMoves(s, 0).some((m) => m.type === 'use')).toBe(false);
    // D's version: you and one other network, one entrance each: 2 uses.
    let t = emptyHoldings(started(2));
    t.b.ws = t.b.ws.map((_, i) => (i === site ? kind('Toolforge') : -1));
    moveGate(t, 0, at(t, 4, 3));
    moveGate(t, 1, at(t, 6, 3));
    t = must(t, 0, { type: 'workshop', site }).s;
    expect(t.tasks[0]).toMatchObject({ k: 'ws', uses: 2 });
  });

  it('4. clearing loop: a troll hammer becomes a heartstone, then a hammer again, now in storage', () => {
    let s = emptyHoldings(started(2));
    const site = siteAt(s, at(s, 5, 3));
    const tf = kind('Toolforge');
    s.b.ws = s.b.ws.map((_, i) => (i === site ? tf : -1));
    moveGate(s, 0, at(s, 4, 3));
    moveGate(s, 1, at(s, 6, 3));
    setTroll(s, 0, 0, 3, 0b01); // Loambasher: hammer (held), stone
    const conv = (give: number) => D.conversions[tf]!.findIndex((c) => c.kind === 'fixed' && c.give[give] === 1);
    s = must(s, 0, { type: 'workshop', site }).s;
    s = must(s, 0, { type: 'use', conv: conv(HAMMER) }).s;
    s = payUnit(s, 0, HAMMER, 0).s;
    expect(s.banks[0]!.res[HEARTSTONE]).toBe(1);
    s = must(s, 0, { type: 'use', conv: conv(HEARTSTONE) }).s;
    s = payUnit(s, 0, HEARTSTONE, -1).s;
    expect(s.banks[0]!.res[HAMMER]).toBe(1);
    expect(s.banks[0]!.res[HEARTSTONE]).toBe(0);
    expect(s.p[0]!.held[0]).toBe(0);
  });

  it('5. the top-right level-3 troll: 5 coin bribes, refill, a pedestal of choice, placement, cascade, retirement', () => {
    let s = emptyHoldings(started(2));
    s.banks[0]!.res[COIN] = 5;
    s.horde[3]!.bribes[COIN] = 3; // B3 already holds 3 bribes: the 4th retires it
    const b3 = s.horde[3]!.c;
    const taken = s.horde[11]!.c;
    const nextL3 = s.decks[2]![0];
    s = toStep(s, 2);
    s = must(s, 0, { type: 'recruit', slot: 11 }).s;
    s = must(s, 0, { type: 'payAuto' }).s;
    expect(s.banks[0]!.res[COIN]).toBe(0);
    for (const slot of [7, 8, 2, 4]) expect(s.horde[slot]!.bribes[COIN]).toBe(1);
    expect(s.horde[11]!.c).toBe(nextL3);
    const bag = s.bag.slice();
    expect(legalMoves(s, 0)).toContainEqual({ type: 'pedestal', clan: -1 });
    s = must(s, 0, { type: 'pedestal', clan: ICE }).s;
    expect(s.bag[ICE]).toBe(bag[ICE]! - 1);
    expect(s.banks[0]!.ped[ICE]).toBe(1);
    expect(legalMoves(s, 0).map((m) => m.type === 'placeTroll' && m.slot)).toEqual([4, 5, 6]);
    const placed = must(s, 0, { type: 'placeTroll', slot: 5 });
    s = placed.s;
    expect(s.p[0]!.sm[5]).toBe(taken);
    // The log says what the cascade woke: three trolls, one token per symbol they hold.
    const symbols = [5, 1, 2].reduce((n, slot) => n + (slot === 5 ? D.horde[taken]! : D.starting[s.p[0]!.sm[slot]! - 100]!).syms.length, 0);
    const cascade = placed.ev.find((e) => e.kind === 'cascade');
    expect(cascade?.text).toMatch(/^The cascade wakes 3 trolls of \{p0\}: \d+ /);
    expect(cascade?.data?.tokens).toBe(symbols);
    // Cascade: the new troll and the two beneath it hold every symbol.
    for (const slot of [5, 1, 2]) expect(s.p[0]!.held[slot]).toBe((1 << (slot === 5 ? D.horde[taken]!.syms.length : D.starting[s.p[0]!.sm[slot]! - 100]!.syms.length)) - 1);
    expect(s.p[0]!.held[0]).toBe(0);
    // B3 retired: to the bottom of its deck, a fresh troll with no bribes in its place.
    expect(s.horde[3]!.c).not.toBe(b3);
    expect(s.horde[3]!.bribes.reduce((a, x) => a + x, 0)).toBe(0);
    expect(s.decks[D.horde[b3]!.level - 1]!.at(-1)).toBe(b3);
    expect(s.turn.step).toBe(3);
  });

  it('6. cascade counts: filling the 6 upper slots activates outer starting trolls 3 times, inner ones 5 times', () => {
    const s = started(2);
    const counts = [0, 0, 0, 0];
    const cards = s.decks[0]!.slice(0, 6);
    [4, 5, 6, 7, 8, 9].forEach((slot, i) => {
      s.p[0]!.held = s.p[0]!.held.map((h, j) => (j < 4 ? 0 : h));
      s.decks[0] = s.decks[0]!.filter((c) => c !== cards[i]);
      placeTroll(g(s), 0, cards[i]!, slot);
      for (let j = 0; j < 4; j++) if (s.p[0]!.held[j]) counts[j]!++;
    });
    expect(counts).toEqual([3, 5, 5, 3]);
  });

  it('7. pedestal tier rule: with an Ice pedestal already in the grey tier, only Fire or Moon may go on a grey anchor', () => {
    const s = started(2);
    s.banks[0]!.ped = [1, 1, 1];
    s.track[1 * 3 + ICE] = -1; // an Ice pedestal sits somewhere in the grey tier
    const origin = at(s, 7, 2);
    expect(boardOf(s).tier[origin]).toBe(1);
    const t = { k: 'dig' as const, stack: stackId('d2'), o: 0, cell: origin, m: 0, stage: 'ped' as const, sites: [] };
    expect(D.stacks[t.stack]!.orients[0]!.mark).toBe(0);
    expect(pedestalChoices(s, 0, t)).toEqual([FIRE, MOON]);
    const v = s.track[1 * 3 + FIRE]!;
    placePedestal(g(s), 0, origin, FIRE);
    expect(s.banks[0]!.tokens).toEqual([v]);
    expect(s.track[1 * 3 + FIRE]).toBe(-1);
    expect(s.b.ped[origin]).toBe(FIRE);
    expect(pedestalChoices(s, 0, t)).toEqual([MOON]);
  });

  it('8. establishing a workshop: dig beside an empty site, choose the Charmcrafter; usable from the next turn', () => {
    let s = emptyHoldings(started(2));
    const site = siteAt(s, at(s, 5, 3));
    const cc = kind('Charmcrafter');
    s.wsSupply = [cc, kind('Toolforge')];
    moveGate(s, 0, at(s, 3, 3));
    s.banks[0]!.res[STONE] = 2;
    s = toStep(s, 2);
    s = must(s, 0, { type: 'dig', stack: stackId('d2') }).s;
    // The orientation and position that cover (4,3), next to the site.
    const d2 = D.stacks[stackId('d2')]!;
    let placed = false;
    for (const om of legalMoves(s, 0)) {
      const s1 = must(s, 0, om).s;
      const p = d2.orients[(om as { o: number }).o]!;
      const pos = legalMoves(s1, 0).find((m) => m.type === 'place' && p.cells.some(([dx, dy]) => m.cell + dy * 17 + dx === at(s, 4, 3)));
      if (pos) {
        s = must(s1, 0, pos).s;
        placed = true;
        break;
      }
    }
    expect(placed).toBe(true);
    s = must(s, 0, { type: 'mineral', m: STONE }).s;
    s = must(s, 0, { type: 'payAuto' }).s;
    expect(legalMoves(s, 0)).toContainEqual({ type: 'establish', kind: cc });
    s = must(s, 0, { type: 'establish', kind: cc }).s;
    expect(s.b.ws[site]).toBe(cc);
    expect(s.wsSupply).toEqual([kind('Toolforge')]);
    expect(s.turn.fresh).toEqual([site]);
    // Not this turn; on the player's next turn, yes.
    s = toStep(s, 4);
    s = must(s, 0, { type: 'endStep' }).s;
    s = toStep(s, 4);
    s = must(s, 1, { type: 'endStep' }).s;
    expect(s.turn.seat).toBe(0);
    expect(legalMoves(s, 0)).toContainEqual({ type: 'workshop', site });
  });

  /** Examples 9 and 10: gate (5,1), The Trove over two straight tiles at (6..8, 0..1), a chain of dominoes after it. */
  function troveBoard(): State {
    const s = emptyHoldings(started(2));
    clearStatues(s);
    moveGate(s, 0, at(s, 5, 1));
    layCells(s, [at(s, 6, 0), at(s, 7, 0), at(s, 8, 0)], stackId('i3'));
    layCells(s, [at(s, 6, 1), at(s, 7, 1), at(s, 8, 1)], stackId('i3'));
    return s;
  }

  it('9. The Trove: pedestal under it leaves the game (token kept, tier still used), statue stays; 6, or 15 with a statue on the altar', () => {
    let s = troveBoard();
    s.b.ped[at(s, 6, 1)] = ICE;
    const v = s.track[0 * 3 + ICE]!;
    s.track[0 * 3 + ICE] = -1;
    s.banks[0]!.tokens = [v];
    s.b.statue[at(s, 6, 0)] = MOON;
    s = toStep(s, 3);
    const trove = hallId('trove');
    expect(legalMoves(s, 0)).toContainEqual({ type: 'hall', hall: trove });
    s = must(s, 0, { type: 'hall', hall: trove }).s;
    s = must(s, 0, { type: 'orient', o: 0 }).s;
    expect(legalMoves(s, 0)).toEqual([{ type: 'place', cell: at(s, 6, 0) }]);
    s = must(s, 0, { type: 'place', cell: at(s, 6, 0) }).s;
    expect(s.b.ped[at(s, 6, 1)]).toBe(-1);
    expect(s.banks[0]!.tokens).toEqual([v]);
    expect(s.track[0 * 3 + ICE]).toBe(-1);
    expect(s.b.statue[at(s, 6, 0)]).toBe(MOON);
    expect(s.turn.step).toBe(4);
    expect(hallPoints(s, 0)).toBe(6);
    s.b.statue[s.b.altar[trove]!] = MOON;
    s.b.statue[at(s, 6, 0)] = -1;
    expect(hallPoints(s, 0)).toBe(15);
  });

  it('10. statue movement: clan carts for their clan, wild carts for any, buried statues stay, a trade buys a 4th move', () => {
    let s = troveBoard();
    const hall = D.halls[hallId('trove')]!.orients[0]!;
    // Dedicate the Trove (example 9), then the chain: D1 (9..10,1), D2 (11..12,1), D3 (11..12,2), D4 (13,2)+(13,3).
    s = toStep(s, 3);
    s = must(s, 0, { type: 'hall', hall: hallId('trove') }).s;
    s = must(s, 0, { type: 'orient', o: 0 }).s;
    s = must(s, 0, { type: 'place', cell: at(s, 6, 0) }).s;
    const altar = at(s, 6 + hall.cells[hall.mark]![0], 0 + hall.cells[hall.mark]![1]);
    layCells(s, [at(s, 9, 1), at(s, 10, 1)]);
    layCells(s, [at(s, 11, 1), at(s, 12, 1)]);
    layCells(s, [at(s, 11, 2), at(s, 12, 2)]);
    layCells(s, [at(s, 13, 2), at(s, 13, 3)]);
    s.b.statue[at(s, 6, 0)] = MOON;
    s.b.statue[at(s, 9, 1)] = FIRE;
    s.b.statue[at(s, 4, 1)] = ICE; // buried: no tunnel over it
    s.b.ped[at(s, 13, 3)] = FIRE;
    // Trolls: a Fire cart, a wild cart, a Moon cart; storage: 1 wild cart; and 4 other resources.
    const fireCart = D.horde.findIndex((c) => c.syms.includes(clanCart(FIRE)));
    const wildCart = D.horde.findIndex((c) => c.syms.includes(CART));
    const moonCart = D.horde.findIndex((c) => c.syms.includes(clanCart(MOON)));
    const bit = (code: number, sym: number) => 1 << D.horde[code]!.syms.indexOf(sym);
    setTroll(s, 0, 0, fireCart, bit(fireCart, clanCart(FIRE)));
    setTroll(s, 0, 1, wildCart, bit(wildCart, CART));
    setTroll(s, 0, 2, moonCart, bit(moonCart, clanCart(MOON)));
    s.banks[0]!.res[CART] = 1;
    s.banks[0]!.res[STONE] = 4;
    const statues = legalMoves(s, 0).filter((m) => m.type === 'statue');
    expect(statues).not.toContainEqual({ type: 'statue', cell: at(s, 4, 1) });
    // The Moon cart takes the Moon statue onto the altar.
    s = must(s, 0, { type: 'statue', cell: at(s, 6, 0) }).s;
    s = must(s, 0, { type: 'to', cell: altar }).s;
    expect(legalMoves(s, 0)).not.toContainEqual({ type: 'pay', sym: clanCart(FIRE), from: 0 });
    s = payUnit(s, 0, clanCart(MOON), 2).s;
    // The Fire cart, then both wild carts: three moves of the Fire statue.
    const path: [number, number, number][] = [
      [at(s, 11, 1), clanCart(FIRE), 0],
      [at(s, 11, 2), CART, 1],
      [at(s, 13, 2), CART, -1],
    ];
    let from = at(s, 9, 1);
    for (const [to, sym, src] of path) {
      s = must(s, 0, { type: 'statue', cell: from }).s;
      s = must(s, 0, { type: 'to', cell: to }).s;
      s = payUnit(s, 0, sym, src).s;
      from = to;
    }
    expect(legalMoves(s, 0).some((m) => m.type === 'statue')).toBe(false);
    // A 4:1 trade for a (wild) cart makes the 4th move, onto the Fire pedestal.
    s = must(s, 0, { type: 'trade', res: CART }).s;
    s = must(s, 0, { type: 'payAuto' }).s;
    s = must(s, 0, { type: 'statue', cell: from }).s;
    s = must(s, 0, { type: 'to', cell: at(s, 13, 3) }).s;
    s = must(s, 0, { type: 'payAuto' }).s;
    expect(s.b.statue[at(s, 13, 3)]).toBe(FIRE);
    expect(hallPoints(s, 0)).toBe(15);
    expect(statuePoints(s, 0)).toBe(2 * 2); // dark grey tier, doubled on its own clan's pedestal
  });

  it('11. leftover sets: 3 carts, 3 stone, 2 coins, 1 rune, 1 hammer, 2 iron -> 3 with one trade', () => {
    const counts = [3, 2, 0, 2, 3, 1, 1]; // stone, iron, heartstone, coin, cart, hammer, rune
    expect(counts.reduce((a, c) => a + Math.floor(c / 3), 0)).toBe(2);
    expect(bestSets(counts)).toBe(3);
    expect(bestSets([0, 0, 0, 0, 0, 0, 0])).toBe(0);
    expect(bestSets([4, 0, 0, 0, 0, 0, 0])).toBe(1);
    expect(bestSets([2, 2, 2, 2, 0, 0, 0])).toBe(1); // spend two pairs, gain the third of another
  });

  it('12. tunnel cost and score: 4 of one mineral, no mixing; size-4 iron scores 6, size 2 scores 0', () => {
    let s = emptyHoldings(started(2));
    s.banks[0]!.res[STONE] = 2;
    s.banks[0]!.res[IRON] = 2;
    s = toStep(s, 2);
    const digs = legalMoves(s, 0).filter((m) => m.type === 'dig').map((m) => D.stacks[(m as { stack: number }).stack]!.size);
    expect(digs.every((n) => n === 2)).toBe(true);
    s = structuredClone(s); // a new position: more minerals
    s.banks[0]!.res[IRON] = 4;
    s.banks[0]!.res[STONE] = 4;
    s = must(s, 0, { type: 'dig', stack: stackId('t4') }).s;
    s = must(s, 0, legalMoves(s, 0)[0]!).s;
    s = must(s, 0, legalMoves(s, 0)[0]!).s;
    s = must(s, 0, { type: 'mineral', m: IRON }).s;
    const r = (() => {
      try {
        return must(s, 0, { type: 'pay', sym: STONE, from: -1 });
      } catch (e) {
        return String(e);
      }
    })();
    expect(String(r)).toContain('move/cannot-pay');
    for (let i = 0; i < 4; i++) s = payUnit(s, 0, IRON, -1).s;
    expect(s.banks[0]!.score[0]).toBe(6);
    expect(tunnelScore(2, 'heartstone')).toBe(0);
  });

  it('13. statue setup: one clan, the next, the last, clockwise, repeating: 7 / 7 / 6 with one left over', () => {
    for (const players of [2, 3, 4, 5]) {
      const s = started(players, {}, `statues-${players}`);
      const spots = boardOf(s).statueSpots.map((c) => s.b.statue[c]!);
      expect(spots).toHaveLength(20);
      expect([0, 1, 2].map((c) => spots.filter((x) => x === c).length).sort()).toEqual([6, 7, 7]);
      // From some spot clockwise, the clans follow one order of all three, repeating.
      const fits = (k: number) => spots.every((c, i) => c === spots[(k + ((i - k + 20) % 20) % 3) % 20] && new Set([spots[k], spots[(k + 1) % 20], spots[(k + 2) % 20]]).size === 3);
      expect(Array.from({ length: 20 }, (_, k) => k).some((k) => spots.every((_, i) => spots[(k + i) % 20] === spots[(k + (i % 3)) % 20]) && fits(k))).toBe(true);
    }
  });

  it('14. end timing: the round finishes, then 2 more turns each; 2 players: the first to cap ends it', () => {
    const s = started(4);
    s.crowns = [3];
    s.turnNo = 9; // seat 1 of a 4-player game, start player seat 0
    crown(g(s), 1);
    expect(s.lastTurn).toBe(9 + 2 + 8);
    const t = started(4);
    t.crowns = [3];
    t.turnNo = 11; // seat 3: the round ends with this turn
    crown(g(t), 3);
    expect(t.lastTurn).toBe(11 + 8);
    const u = started(2);
    expect(u.crowns).toEqual([3]);
    u.turnNo = 6;
    crown(g(u), 0);
    expect(u.lastTurn).toBe(6 + 1 + 4);
    expect(u.banks[0]!.crowns).toEqual([3]);
    // The game ends when the last turn's statue step ends.
    let v = started(2);
    v.lastTurn = 0;
    v = toStep(v, 4);
    v = must(v, 0, { type: 'endStep' }).s;
    expect(v.phase).toBe('over');
  });

  it('15. team order: clockwise A1, B1, B2, A2 with A1 starting; team storage shared', () => {
    const s = started(4, { teams: true });
    expect([0, 1, 2, 3].map((seat) => bankOf(s, seat))).toEqual([0, 1, 1, 0]);
    expect(s.banks).toHaveLength(2);
    expect(s.turn.seat).toBe(0);
  });

  it('16. forced dig: 10 trolls cannot recruit; with no payable dig, step 2 is skipped', () => {
    let s = emptyHoldings(started(2));
    const cards = s.decks[0]!.slice(0, 6);
    [4, 5, 6, 7, 8, 9].forEach((slot, i) => setTroll(s, 0, slot, cards[i]!, 0));
    s = toStep(s, 2);
    const withStone = structuredClone(s);
    withStone.banks[0]!.res[STONE] = 2;
    expect(legalMoves(s, 0)).toEqual([{ type: 'skip' }]);
    expect(types(legalMoves(withStone, 0))).toEqual(['dig']);
    s = must(s, 0, { type: 'skip' }).s;
    expect(s.turn.step).toBe(3);
    void slotOf;
  });
});
