import { describe, expect, it } from 'vitest';
import { create } from 'jsondiffpatch';
import { matchArrays } from './lcs';

const jdp = create({ arrays: { detectMove: false }, cloneDiffValues: false });

let seed = 41;
const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0), seed / 4294967296);
const pool = Array.from({ length: 6 }, (_, i) => ({ id: i }));

/** An array of small numbers, or of objects: some shared with the other array, some rebuilt copies. */
function sample(objects: boolean): unknown[] {
  return Array.from({ length: Math.floor(rand() * 9) }, () => (objects ? (rand() < 0.5 ? pool[Math.floor(rand() * pool.length)] : { id: Math.floor(rand() * 6) }) : Math.floor(rand() * 6)));
}
function edited(a: unknown[], objects: boolean): unknown[] {
  const b = a.filter(() => rand() > 0.25).map((x) => (objects && rand() < 0.3 ? { ...(x as object) } : x));
  for (let k = Math.floor(rand() * 3); k > 0; k--) b.splice(Math.floor(rand() * (b.length + 1)), 0, sample(objects)[0] ?? 5);
  return rand() < 0.1 ? b.reverse() : b;
}

/** What jsondiffpatch's own delta says came and went (its keys: `_i` removed, `j: [new]` inserted). */
function theirs(a: unknown[], b: unknown[]): { gone: number[]; came: number[] } {
  const d = (jdp.diff(a, b) ?? { _t: 'a' }) as Record<string, unknown>;
  const gone: number[] = [];
  const came: number[] = [];
  for (const [k, v] of Object.entries(d)) {
    if (k === '_t') continue;
    if (k.startsWith('_')) gone.push(Number(k.slice(1)));
    else if (Array.isArray(v) && v.length === 1) came.push(Number(k));
  }
  return { gone: gone.sort((x, y) => x - y), came: came.sort((x, y) => x - y) };
}

describe('matching array items as jsondiffpatch does', () => {
  it('says the same items went and came, for plain values and for objects (shared or rebuilt)', () => {
    for (let i = 0; i < 3000; i++) {
      const objects = i % 2 === 1;
      const a = sample(objects);
      const b = edited(a, objects);
      const ours = matchArrays(a, b);
      expect({ gone: ours.gone, came: [...ours.came].sort((x, y) => x - y) }).toEqual(theirs(a, b));
      // Every item of either array is accounted for once: kept, gone or came.
      expect(ours.kept.length / 2 + ours.gone.length).toBe(a.length);
      expect(ours.kept.length / 2 + ours.came.length).toBe(b.length);
    }
  });

  it('keeps rebuilt copies in place when nothing moved, and says a plain change as one out, one in', () => {
    const a = [{ id: 1 }, { id: 2 }];
    expect(matchArrays(a, [{ id: 1 }, { id: 3 }])).toEqual({ kept: [0, 0, 1, 1], gone: [], came: [] });
    expect(matchArrays([2], [3])).toEqual({ kept: [], gone: [0], came: [0] });
    // A card played from the middle of a hand and one drawn at the end.
    expect(matchArrays([4, 8, 15, 16], [4, 15, 16, 23])).toMatchObject({ gone: [1], came: [3] });
  });
});
