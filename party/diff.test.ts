import { describe, expect, it } from 'vitest';
import { diffJson } from './diff';
import { diffViewsReference } from './views';
import { applyDelta } from '../client/patch';

let seed = 23;
const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0), seed / 4294967296);
const leaf = () => [0, 1, 7, 'a', 'bb', null, true][Math.floor(rand() * 7)];
function value(depth: number): unknown {
  const r = rand();
  if (depth <= 0 || r < 0.3) return leaf();
  if (r < 0.5) return Array.from({ length: Math.floor(rand() * 6) }, leaf);
  if (r < 0.7) return Array.from({ length: Math.floor(rand() * 4) }, () => value(depth - 1));
  return Object.fromEntries(Array.from({ length: Math.floor(rand() * 5) }, (_, i) => [`k${i}`, value(depth - 1)]));
}
function edit(v: unknown, depth: number): unknown {
  if (rand() < 0.1 || depth <= 0) return value(2);
  if (Array.isArray(v)) {
    const out = v.map((x) => (rand() < 0.3 ? edit(x, depth - 1) : x));
    if (rand() < 0.3) out.splice(Math.floor(rand() * (out.length + 1)), 0, rand() < 0.5 ? leaf() : value(2));
    if (rand() < 0.3 && out.length > 0) out.splice(Math.floor(rand() * out.length), 1);
    return out;
  }
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) if (rand() > 0.1) out[k] = rand() < 0.3 ? edit(x, depth - 1) : x;
    if (rand() < 0.3) out[`n${Math.floor(rand() * 9)}`] = value(2);
    return out;
  }
  return leaf();
}
const size = (d: unknown) => (d === undefined ? 0 : JSON.stringify(d).length);

describe('the room’s one-walk differ', () => {
  it('leads to the new value, and is never longer than jsondiffpatch + compactDelta', () => {
    for (let i = 0; i < 4000; i++) {
      const a = { root: value(4), plain: Array.from({ length: 8 }, leaf) };
      const b = { root: edit(a.root, 4), plain: edit(a.plain, 1) };
      const d = diffJson(a, b);
      const ref = diffViewsReference(a, b);
      expect(d === undefined).toBe(ref === undefined);
      if (d === undefined) continue;
      expect(applyDelta(a, d)).toEqual(b);
      expect(size(d)).toBeLessThanOrEqual(size(ref));
    }
  });

  it('long arrays of objects: rebuilt copies are compared by position, a moved object is said as what came and went', () => {
    const cells = Array.from({ length: 12 }, (_, i) => ({ id: i, trolls: [i % 3, 0] }));
    // Rebuilt (new references), one cell changed: a positional delta, not a list of insertions.
    const rebuilt = cells.map((c) => ({ ...c, trolls: [...c.trolls] }));
    rebuilt[7]!.trolls[1] = 2;
    expect(diffJson({ cells }, { cells: rebuilt })).toEqual({ cells: { _t: 'a', 7: { trolls: [[1, 2]] } } });
    // The same objects in another order, and a long array with one object moved: applied, the delta leads to the new value.
    for (const next of [[...cells].reverse(), [cells[11]!, ...cells.slice(0, 11)], [...cells.slice(0, 3), { id: 99, trolls: [] }, ...cells.slice(4)]]) {
      const d = diffJson({ cells }, { cells: next });
      expect(applyDelta({ cells }, d)).toEqual({ cells: next });
      expect(size(d)).toBeLessThanOrEqual(size(diffViewsReference({ cells }, { cells: next })));
    }
  });

  it('says nothing for equal values, and replaces a value that changed type', () => {
    expect(diffJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBeUndefined();
    expect(diffJson({ a: [1, 2] }, { a: { x: 1 } })).toEqual({ a: [{ x: 1 }] });
    expect(diffJson({ a: 1, b: 2 }, { a: 1 })).toEqual({ b: [0, 0, 0] });
    // A card played from a long hand and one drawn: said as what left and what came, not positions.
    const hand = Array.from({ length: 20 }, (_, i) => i + 10);
    expect(diffJson({ hand }, { hand: [...hand.filter((c) => c !== 12), 99] })).toEqual({ hand: { _t: 'a', _2: [0, 0, 0], 19: [99] } });
    // A short one is shorter sent whole.
    expect(diffJson({ hand: [1, 2, 3] }, { hand: [1, 3, 4] })).toEqual({ hand: [[1, 3, 4]] });
    // Inside an array a changed value stays `[0, new]` (`[new]` there is an insertion).
    expect(diffJson({ xs: [{ a: 1 }, 5, { a: 2 }] }, { xs: [{ a: 1 }, 6, { a: 2 }] })).toEqual({ xs: { _t: 'a', 1: [0, 6] } });
  });
});
