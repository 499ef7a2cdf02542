// One test per workshop kind (F/The Workshops): every conversion it offers, gains into storage.
import { describe, expect, it } from 'vitest';
import { D } from './tables';
import { legalMoves } from './engine';
import { at, emptyHoldings, moveGate, must, setTroll, started } from './testkit';
import type { State } from './state';
import { CART, clanCart, RESOURCES } from './symbols';
import { boardOf } from './geom';
import { WORKSHOPS } from './symbols';

/** Seat 0 next to a workshop of `kind` at site (5,3), 7 of every resource in storage. */
function at53(kind: number): { s: State; site: number } {
  const s = emptyHoldings(started(2));
  const site = boardOf(s).sites.findIndex((x) => x.cell === at(s, 5, 3));
  s.b.ws = s.b.ws.map((_, i) => (i === site ? kind : -1));
  moveGate(s, 0, at(s, 4, 3));
  s.banks[0]!.res = [7, 7, 7, 7, 7, 7, 7];
  return { s, site };
}

describe('workshops', () => {
  for (const [kind, name] of WORKSHOPS.entries()) {
    it(`${name}: each conversion spends what it says and gains into storage`, () => {
      const convs = D.conversions[kind]!;
      expect(convs.length).toBeGreaterThan(0);
      convs.forEach((c, conv) => {
        const { s: s0, site } = at53(kind);
        let s = must(s0, 0, { type: 'workshop', site }).s;
        expect(s.tasks[0]).toMatchObject({ k: 'ws', uses: 1 });
        if (c.kind === 'unload') {
          const fire = D.horde.findIndex((h) => h.syms.includes(clanCart(0)));
          setTroll(s, 0, 0, fire, 1 << D.horde[fire]!.syms.indexOf(clanCart(0)));
          s = must(s, 0, { type: 'unload', slot: 0, sym: clanCart(0) }).s;
          expect(s.banks[0]!.res[CART]).toBe(8); // a clan cart turns wild in storage
          expect(s.p[0]!.held[0]).toBe(0);
        } else {
          s = must(s, 0, { type: 'use', conv }).s;
          s = must(s, 0, { type: 'payAuto' }).s;
          const res = s.banks[0]!.res;
          const spent = 7 * 7 + c.get.reduce((a, b) => a + b, 0) - res.reduce((a, b) => a + b, 0);
          if (c.kind === 'fixed') {
            res.forEach((n, r) => expect(n, RESOURCES[r]).toBe(7 - c.give[r]! + c.get[r]!));
          } else {
            expect(spent).toBe(c.count);
          }
        }
        // One use only: no more conversions offered.
        expect(legalMoves(s, 0).some((m) => m.type === 'use' || m.type === 'unload')).toBe(false);
      });
    });
  }

  it('Cartwright takes only wild carts: a clan cart on a troll cannot pay', () => {
    const { s: s0, site } = at53(WORKSHOPS.indexOf('cartwright'));
    s0.banks[0]!.res = [0, 0, 0, 0, 0, 0, 0];
    const fire = D.horde.findIndex((h) => h.syms.includes(clanCart(0)));
    setTroll(s0, 0, 0, fire, 1 << D.horde[fire]!.syms.indexOf(clanCart(0)));
    const s = must(s0, 0, { type: 'workshop', site }).s;
    expect(legalMoves(s, 0).filter((m) => m.type === 'use')).toEqual([]);
  });
});
