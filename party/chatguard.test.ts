import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import { Shadow, checkAwareness, lineProblem, linesToTrim, MAX_DOC_BYTES } from './chatguard';

const line = (over: Record<string, unknown> = {}) => ({ name: 'Cat', color: 'gray', text: 'hi', seat: null, at: 1, ...over });
const ann = { seat: 0, name: 'Ann', color: 'red' };

/** The update a client makes by doing `fn` to its copy of `real`. */
function clientUpdate(real: Y.Doc, fn: (doc: Y.Doc) => void): Uint8Array {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(real));
  const before = Y.encodeStateVector(doc);
  fn(doc);
  return Y.encodeStateAsUpdate(doc, before);
}

describe('chat lines', () => {
  it('spectator lines are grey; seat lines carry exactly the sender seat, name and colour', () => {
    expect(lineProblem(line(), null)).toBeNull();
    expect(lineProblem(line({ color: 'red' }), null)).not.toBeNull();
    expect(lineProblem(line({ seat: 0, name: 'Ann', color: 'red' }), null)).not.toBeNull();
    expect(lineProblem(line({ seat: 0, name: 'Ann', color: 'red' }), ann)).toBeNull();
    expect(lineProblem(line({ seat: 0, name: 'Bob', color: 'red' }), ann)).not.toBeNull();
    expect(lineProblem(line({ seat: 1, name: 'Ann', color: 'red' }), ann)).not.toBeNull();
    expect(lineProblem(line({ text: 'x'.repeat(281) }), null)).not.toBeNull();
    expect(lineProblem(line({ name: { a: 1 } }), null)).not.toBeNull();
    expect(lineProblem(line({ extra: 'x' }), null)).not.toBeNull();
    expect(lineProblem([line()], null)).not.toBeNull();
    // A spectator's name is plain text, as the page's name prompt cleans it.
    expect(lineProblem(line({ name: 'Cat the Watcher' }), null)).toBeNull();
    for (const name of ['', ' Cat', 'Cat ', 'Cat  the', 'Cat\nthe', 'C\u200bat', '\u202eAnn', 'Cat\u0007', 'x'.repeat(25)]) {
      expect(lineProblem(line({ name }), null), JSON.stringify(name)).not.toBeNull();
    }
  });
});

describe('the shadow check', () => {
  it('takes good lines and refuses other roots, deletes, non-data content and dangling updates', () => {
    const real = new Y.Doc();
    real.getArray('chat').push([line({ text: 'first' })]);
    const shadow = new Shadow(real);
    const good = clientUpdate(real, (d) => d.getArray('chat').push([line()]));
    expect(shadow.check(good, null)).toBeNull();
    Y.applyUpdate(real, good);
    expect(shadow.check(clientUpdate(real, (d) => d.getMap('junk').set('a', 1)), null)).toMatch(/only chat/);
    expect(shadow.check(clientUpdate(real, (d) => d.getArray('chat').delete(0, 1)), null)).toMatch(/deleted/);
    expect(shadow.check(clientUpdate(real, (d) => d.getArray('chat').push([new Y.Map()])), null)).not.toBeNull();
    expect(shadow.check(clientUpdate(real, (d) => d.getArray('chat').push([line({ seat: 0, name: 'Ann', color: 'red' })])), null)).not.toBeNull();
    // An update that builds on lines the room never took is left dangling: refused.
    const local = new Y.Doc();
    Y.applyUpdate(local, Y.encodeStateAsUpdate(real));
    local.getArray('chat').push([line({ text: 'refused one' })]);
    const sv2 = Y.encodeStateVector(local);
    local.getArray('chat').push([line({ text: 'after it' })]);
    expect(shadow.check(Y.encodeStateAsUpdate(local, sv2), null)).toMatch(/depends/);
    expect(shadow.check(new Uint8Array([1, 2, 3, 250, 250]), null)).not.toBeNull();
    // After all the refusals the shadow still matches the room: a good line still passes.
    expect(shadow.check(clientUpdate(real, (d) => d.getArray('chat').push([line({ text: 'again' })])), null)).toBeNull();
  });

  it('refuses what would take the document over its cap', () => {
    const real = new Y.Doc();
    const shadow = new Shadow(real);
    let refused = false;
    for (let i = 0; i < 2000 && !refused; i++) {
      const u = clientUpdate(real, (d) => d.getArray('chat').push([line({ text: `${i} ${'x'.repeat(270)}` })]));
      if (shadow.check(u, null)) refused = true;
      else Y.applyUpdate(real, u);
    }
    expect(refused).toBe(true);
    expect(Y.encodeStateAsUpdate(real).byteLength).toBeLessThanOrEqual(MAX_DOC_BYTES);
  });
});

describe('cursors and trimming', () => {
  const frame = (states: [number, string][]) => {
    const e = encoding.createEncoder();
    encoding.writeVarUint(e, states.length);
    for (const [client, state] of states) {
      encoding.writeVarUint(e, client);
      encoding.writeVarUint(e, 1);
      encoding.writeVarString(e, state);
    }
    return encoding.toUint8Array(e);
  };
  it('one small state per frame, wearing only its own seat', () => {
    expect(checkAwareness(frame([[7, '{"cursor":null}']]), null)).toEqual({ ok: true, client: 7, removal: false });
    expect(checkAwareness(frame([[7, 'null']]), null)).toEqual({ ok: true, client: 7, removal: true });
    expect(checkAwareness(frame([[7, JSON.stringify({ pad: 'x'.repeat(600) })]]), null).ok).toBe(false);
    expect(checkAwareness(frame([[7, '{}'], [8, '{}']]), null).ok).toBe(false);
    expect(checkAwareness(new Uint8Array([1, 7]), null).ok).toBe(false);
    // A cursor wears a seat's name and colour only for that seat's holder; grey for anyone.
    const as = (name: string, color: string) => frame([[7, JSON.stringify({ user: { name, color }, cursor: null })]]);
    expect(checkAwareness(as('Cat', 'gray'), null).ok).toBe(true);
    expect(checkAwareness(as('Ann', 'red'), null).ok).toBe(false);
    expect(checkAwareness(as('Ann', 'red'), { seat: 0, name: 'Ann', color: 'red' }).ok).toBe(true);
    expect(checkAwareness(as('Bob', 'red'), { seat: 0, name: 'Ann', color: 'red' }).ok).toBe(false);
  });
  it('trims to the newest lines by count and by size', () => {
    const lines = Array.from({ length: 300 }, (_, i) => line({ text: String(i) }));
    expect(linesToTrim(lines, 200, 1e9)).toBe(100);
    const long = Array.from({ length: 10 }, () => line({ text: 'x'.repeat(250) }));
    const cut = linesToTrim(long, 200, 1000);
    expect(cut).toBeGreaterThan(5);
    expect(cut).toBeLessThan(10);
  });
});
