import { describe, expect, it } from 'vitest';
import { diffViews } from '../party/views';
import { fotmk, type FotmkMove } from '../shared/games/fotmk';
import type { TableView } from '../shared/protocol';
import { applyDelta } from './patch';

const freeze = <T>(x: T): T => {
  if (x !== null && typeof x === 'object') {
    Object.freeze(x);
    for (const v of Object.values(x)) freeze(v);
  }
  return x;
};
const diff = (a: unknown, b: unknown) => diffViews(a as TableView, b as TableView);

let seed = 11;
const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0), seed / 4294967296);

/** A random JSON value, and a random edit of one (keys added, removed, changed; arrays grown, cut). */
function value(depth: number): unknown {
  const r = rand();
  if (depth <= 0 || r < 0.3) return [0, 1, 'a', 'bb', null, true, false][Math.floor(rand() * 7)];
  if (r < 0.65) return Array.from({ length: Math.floor(rand() * 5) }, () => value(depth - 1));
  return Object.fromEntries(Array.from({ length: Math.floor(rand() * 5) }, (_, i) => [`k${i}`, value(depth - 1)]));
}
function edit(v: unknown, depth: number): unknown {
  if (rand() < 0.15 || depth <= 0) return value(2);
  if (Array.isArray(v)) {
    const out = v.map((x) => (rand() < 0.3 ? edit(x, depth - 1) : x));
    if (rand() < 0.3) out.splice(Math.floor(rand() * (out.length + 1)), 0, value(2));
    if (rand() < 0.3 && out.length > 0) out.splice(Math.floor(rand() * out.length), 1);
    return out;
  }
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) if (rand() > 0.15) out[k] = rand() < 0.3 ? edit(x, depth - 1) : x;
    if (rand() < 0.3) out[`n${Math.floor(rand() * 9)}`] = value(2);
    return out;
  }
  return value(1);
}

describe('applying a delta with structural sharing', () => {
  it('gives the same view as the room diffed to, on random JSON edits, never touching the old view', () => {
    for (let i = 0; i < 3000; i++) {
      const a = freeze({ root: value(4) });
      const b = { root: edit(a.root, 4) };
      const d = diff(a, b);
      const out = applyDelta(a, d);
      expect(d === undefined ? a : out).toEqual(b);
    }
  });

  it('follows a FotMK game for every seat, sharing what did not change', () => {
    let state = fotmk.setup('patch-test', 4, {});
    let views = [0, 1, 2, 3, 'spectator' as const].map((v) => freeze(fotmk.view(state, v)) as unknown);
    let shared = 0;
    for (let n = 0; n < 120 && !state.over; n++) {
      const act = fotmk.activeSeats(state);
      const seat = act[Math.floor(rand() * act.length)]!;
      const moves = fotmk.legalMoves(state, seat).filter((m) => m.type !== 'cancel');
      const r = fotmk.apply(state, seat, moves[Math.floor(rand() * moves.length)] as FotmkMove);
      if (!r.ok) throw new Error(r.error.code);
      state = r.value.state;
      views = [0, 1, 2, 3, 'spectator' as const].map((v, i) => {
        const next = fotmk.view(state, v) as unknown;
        const d = diff(views[i], next);
        const got = d === undefined ? views[i] : applyDelta(views[i], d);
        expect(got).toEqual(next);
        const before = views[i] as Record<string, unknown>;
        const after = got as Record<string, unknown>;
        for (const k of Object.keys(after)) if (after[k] !== null && typeof after[k] === 'object' && after[k] === before[k]) shared++;
        return freeze(got);
      });
    }
    // Most moves change a few parts of a view: the rest is the previous objects, not copies.
    expect(shared).toBeGreaterThan(150);
  });

  it('refuses delta forms the room never sends instead of guessing', () => {
    expect(() => applyDelta({ a: [1] }, { a: { _t: 'a', _0: ['', 1, 3] } })).toThrow();
    expect(() => applyDelta({ a: 'x' }, { a: ['@@ -1 +1 @@', 0, 2] })).toThrow();
    expect(() => applyDelta(1, { a: [1] })).toThrow();
  });
});
