import { describe, expect, it } from 'vitest';
import { key } from './keep';

const plain = (...parts: unknown[]) => JSON.stringify(parts, (_k, x: unknown) => (x instanceof Map ? [...x] : x));

describe('key', () => {
  it('is the parts as JSON, maps as their entries, undefined and functions as JSON leaves them', () => {
    const parts = [{ a: 1, b: 'x', c: undefined, f: () => 1, n: null, d: { e: [1, undefined, 'y', null] } }, new Map([[1, 'one'], [2, 'two']]), [true, false], 'word', 3.5, null, undefined, -0];
    expect(key(...parts)).toBe(plain(...parts));
    expect(key(new Map([['m', new Map([[1, { z: [2] }]])]]))).toBe('[[["m",[[1,{"z":[2]}]]]]]');
  });

  it('gives an equal object the same key, and a changed copy a new one', () => {
    const nodes = [{ id: 1, trolls: [0, 2] }, { id: 2, trolls: [] }];
    const before = key(nodes, 'n');
    expect(key(nodes, 'n')).toBe(before);
    expect(key(structuredClone(nodes), 'n')).toBe(before);
    // A patch copies the path it changes and shares the rest (client/patch.ts).
    const after = [{ ...nodes[0]!, trolls: [1, 2] }, nodes[1]!];
    expect(key(after, 'n')).not.toBe(before);
    expect(key(after, 'n')).toBe(plain(after, 'n'));
  });

  it('reads a map again each time', () => {
    const m = new Map([[1, 'a']]);
    const before = key(m);
    m.set(2, 'b');
    expect(key(m)).not.toBe(before);
  });
});
