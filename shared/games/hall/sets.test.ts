// Leftover sets: the trades the engine chooses are legal 4:1 trades (4 resources owned, any mix, for
// 1 chosen) and, played in order, reach the best count; the best count matches an exhaustive search.
import { describe, expect, it } from 'vitest';
import { planSets, setsWords, type SetPlan } from './sets';
import { CART, COIN, HAMMER, IRON, RUNE, STONE } from './symbols';
import type { G } from './ctx';
import { finalScoring } from './scoring';
import { SCORE_CATS } from './state';
import { emptyHoldings, started } from './testkit';
import { viewOf } from './view';

/** Plays the plan's trades on the counts, refusing any illegal one; returns the sets then formed. */
function replay(counts: readonly number[], plan: SetPlan): number {
  const c = counts.slice();
  for (const t of plan.trades) {
    expect(t.give.reduce((a, b) => a + b, 0)).toBe(4);
    expect(t.give.every((n, r) => n >= 0 && n <= c[r]!)).toBe(true);
    expect(t.give[t.get]).toBe(0); // spending what one gains never helps
    t.give.forEach((n, r) => (c[r]! -= n));
    c[t.get]!++;
  }
  expect(plan.made).toEqual(c.map((n) => Math.floor(n / 3)));
  return c.reduce((a, n) => a + Math.floor(n / 3), 0);
}

/** Exhaustive search over every sequence of trades (small totals only). */
const memo = new Map<string, number>();
function brute(c: number[]): number {
  const key = c.join(',');
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  let best = c.reduce((a, n) => a + Math.floor(n / 3), 0);
  const give = (from: number, left: number, cur: number[]): void => {
    if (left === 0) {
      for (let g = 0; g < cur.length; g++) {
        const next = cur.slice();
        next[g]!++;
        best = Math.max(best, brute(next));
      }
      return;
    }
    for (let r = from; r < cur.length; r++) {
      if (cur[r]! === 0) continue;
      const next = cur.slice();
      next[r]!--;
      give(r, left - 1, next);
    }
  };
  if (c.reduce((a, b) => a + b, 0) >= 4) give(0, 4, c);
  memo.set(key, best);
  return best;
}

describe('leftover sets with the trades chosen', () => {
  it('worked example 11: 3 carts, 3 stone, 2 coins, 1 rune, 1 hammer, 2 iron -> 3 with one trade', () => {
    const counts = [3, 2, 0, 2, 3, 1, 1]; // stone, iron, heartstone, coin, cart, hammer, rune
    const plan = planSets(counts);
    expect(plan.sets).toBe(3);
    expect(plan.trades).toHaveLength(1);
    const t = plan.trades[0]!;
    // The rune and the hammer must go (they make nothing), with one pair (iron or coins) to
    // complete the other pair: the rulebook trades the iron for a coin; the mirror is as good.
    expect(t.give[RUNE]).toBe(1);
    expect(t.give[HAMMER]).toBe(1);
    const pair = t.get === COIN ? IRON : COIN;
    expect([COIN, IRON]).toContain(t.get);
    expect(t.give[pair]).toBe(2);
    expect(plan.made[STONE]).toBe(1);
    expect(plan.made[CART]).toBe(1);
    expect(plan.made[t.get]).toBe(1);
    expect(replay(counts, plan)).toBe(3);
  });

  it('makes no trade when none adds a set', () => {
    expect(planSets([0, 0, 0, 0, 0, 0, 0])).toEqual({ sets: 0, trades: [], made: [0, 0, 0, 0, 0, 0, 0] });
    expect(planSets([3, 3, 1, 0, 0, 0, 0]).trades).toEqual([]);
    expect(planSets([5, 0, 0, 0, 0, 0, 0]).trades).toEqual([]); // 4 for 1 would leave 1 + 1: no set
  });

  it('trades several times when it pays: six pairs -> two trades, each spending two pairs to complete a third', () => {
    const counts = [2, 2, 2, 2, 2, 2, 0];
    const plan = planSets(counts);
    expect(plan.sets).toBe(brute(counts));
    expect(plan.sets).toBe(2);
    expect(plan.trades).toHaveLength(2);
    expect(replay(counts, plan)).toBe(plan.sets);
  });

  it('matches an exhaustive search, and its trades replay to the count, on many small holdings', () => {
    // A fixed linear congruential walk over holdings of up to 9 resources (deterministic, no Math.random).
    let x = 12345;
    const rnd = (n: number) => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return x % n;
    };
    for (let i = 0; i < 150; i++) {
      const counts = [0, 0, 0, 0, 0, 0, 0];
      const total = rnd(10);
      for (let u = 0; u < total; u++) counts[rnd(7)]!++;
      const plan = planSets(counts);
      expect(plan.sets, counts.join(',')).toBe(brute(counts));
      expect(replay(counts, plan)).toBe(plan.sets);
    }
  });

  it('reads back a plan for large holdings too (a rich end-of-game team storage)', () => {
    const counts = [7, 11, 2, 5, 1, 9, 13];
    const plan = planSets(counts);
    expect(replay(counts, plan)).toBe(plan.sets);
    expect(plan.sets).toBeGreaterThanOrEqual(counts.reduce((a, n) => a + Math.floor(n / 3), 0));
  });

  it('says the trades and the sets in the game\'s words', () => {
    expect(setsWords(planSets([0, 0, 0, 0, 0, 0, 0]))).toBe('no trade; no set of three');
    expect(setsWords(planSets([6, 0, 0, 0, 3, 1, 0]))).toBe('no trade; 3 sets: 2 of stone, 1 of cart');
    expect(setsWords(planSets([5, 5, 1, 1, 0, 0, 0]))).toBe('traded 2 iron, 1 heartstone and 1 coin into 1 stone; 3 sets: 2 of stone, 1 of iron');
    expect(setsWords({ sets: 1, made: [0, 0, 0, 1, 0, 0, 0], trades: [0, 1].map(() => ({ give: [0, 0, 0, 0, 0, 2, 2], get: 3 })) })).toBe(
      'traded 4 hammers and 4 runes into 2 coins; 1 set: 1 of coin',
    );
  });

  it('at the end of a game, the log and every view say the trades chosen for each bank, as scored', () => {
    const s = emptyHoldings(started(3));
    s.banks[0]!.res = [3, 2, 0, 2, 3, 1, 1]; // worked example 11
    s.banks[1]!.res = [0, 0, 0, 0, 0, 0, 2];
    const g: G = { s, ev: [], boardOwned: true, owned: true };
    finalScoring(g);
    const lines = g.ev.map((e) => e.text).filter((t) => t.startsWith('Leftover sets'));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Leftover sets for \{p0\}: traded (2 coins|2 iron), 1 hammer and 1 rune into 1 (iron|coin); 3 sets: 1 of stone, /);
    expect(lines[1]).toBe('Leftover sets for {p1}: no trade; no set of three.');
    expect(g.s.banks[0]!.score[SCORE_CATS.indexOf('sets')]).toBe(3);
    for (const viewer of [0, 2, 'spectator'] as const) expect(viewOf(g.s, viewer).sets.map((p) => p.sets)).toEqual([3, 0, 0]);
  });
});
