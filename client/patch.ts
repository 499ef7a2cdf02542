// Applying the room's deltas (jsondiffpatch's format, as compacted by party/views.ts) without
// cloning the whole view: only the objects and arrays on a changed path are copied; everything
// else is shared with the previous view. The previous view is never mutated, so the UI can keep
// comparing old and new by reference (an untouched seat or cell is the very same object).
//
// The delta forms the room sends (it never asks for moves or text diffs):
//   [new]            added (or, under an object key, replaced)
//   [0, new] / [old, new]   replaced
//   [0, 0, 0]        removed           { key: delta, ... }      nested object change
//   { _t: 'a', i: delta | [new], _i: [0, 0, 0] }               array: removals at old indices,
//                                                              then insertions, then changes
// Anything else (a move, a text diff) is refused with an error rather than guessed at.

type Json = unknown;

/** The value `delta` leads `base` to; `undefined` means removed. Never mutates `base` or `delta`. */
export function applyDelta(base: Json, delta: Json): Json {
  if (delta === undefined) return base;
  if (Array.isArray(delta)) {
    if (delta.length === 1) return delta[0];
    if (delta.length === 2) return delta[1];
    if (delta.length === 3 && delta[2] === 0) return undefined;
    throw new Error(`unsupported delta form ${JSON.stringify(delta).slice(0, 40)}`);
  }
  if (delta === null || typeof delta !== 'object') throw new Error('malformed delta');
  const d = delta as Record<string, Json>;
  return d._t === 'a' ? patchArray(base, d) : patchObject(base, d);
}

function patchObject(base: Json, d: Record<string, Json>): Json {
  if (base === null || typeof base !== 'object' || Array.isArray(base)) throw new Error('object delta on a non-object');
  const out: Record<string, Json> = { ...(base as Record<string, Json>) };
  for (const key of Object.keys(d)) {
    if (key === '__proto__') throw new Error('malformed delta');
    const next = applyDelta(out[key], d[key]);
    if (next === undefined) delete out[key];
    else out[key] = next;
  }
  return out;
}

const byNumber = (a: number, b: number) => a - b;

function patchArray(base: Json, d: Record<string, Json>): Json {
  if (!Array.isArray(base)) throw new Error('array delta on a non-array');
  const out = base.slice();
  const removals: number[] = [];
  const inserts: { index: number; value: Json }[] = [];
  const changes: { index: number; delta: Json }[] = [];
  for (const key of Object.keys(d)) {
    if (key === '_t') continue;
    const sub = d[key];
    if (key.charCodeAt(0) === 95 /* _ */) {
      if (!Array.isArray(sub) || sub.length !== 3 || sub[2] !== 0) throw new Error('only removals at old array indices');
      removals.push(Number(key.slice(1)));
    } else if (Array.isArray(sub) && sub.length === 1) inserts.push({ index: Number(key), value: sub[0] });
    else changes.push({ index: Number(key), delta: sub });
  }
  // Same order as jsondiffpatch: removals from the back, insertions from the front, then changes.
  removals.sort(byNumber);
  for (let i = removals.length - 1; i >= 0; i--) out.splice(removals[i]!, 1);
  inserts.sort((a, b) => a.index - b.index);
  for (const ins of inserts) out.splice(ins.index, 0, ins.value);
  for (const ch of changes) out[ch.index] = applyDelta(out[ch.index], ch.delta);
  return out;
}
