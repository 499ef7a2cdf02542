// The delta between two views of one viewer, in one walk, already compact (see compactDelta in
// views.ts for the format). jsondiffpatch then compactDelta cost most of a move's room time: a
// generic diff that keeps old values, then a second walk that drops them and measures every nested
// delta by serialising it. Here old values are never kept, and each delta's size is counted as it
// is built, so choosing "nested delta or whole new value" costs no serialisation.
//
// Objects and arrays of objects (seats, cells, rivals) are compared key by key and position by
// position; arrays where items came, went or moved (hands, tracks, lists of ids) are matched as
// jsondiffpatch's LCS matches them (lcs.ts), whose removals and insertions say "card 7 left the
// hand" in fewer bytes than positions would.
import { matchArrays } from './lcs';

/** A delta and its JSON length. */
interface Sized {
  d: unknown;
  n: number;
}

const isObj = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object';
const jsonLen = (x: unknown): number => (x === undefined ? 0 : JSON.stringify(x).length);

/** The compact delta from `a` to `b`, or undefined when they are equal. Neither is mutated. */
export function diffJson(a: unknown, b: unknown): unknown {
  // The top level is never replaced whole (measuring the whole view would cost a serialisation).
  if (a === b) return undefined;
  if (!isObj(a) || !isObj(b) || Array.isArray(a) !== Array.isArray(b)) return [0, b];
  return (Array.isArray(a) ? diffArray(a, b as unknown as unknown[]) : diffObject(a, b))?.d;
}

/**
 * `bLen`: the JSON length of `b` when the caller already knows it. Returns null when equal.
 * A replacement `[0, b]` is chosen over a nested delta whenever it is shorter.
 */
function diff(a: unknown, b: unknown, bLen: number | undefined): Sized | null {
  if (a === b) return null;
  if (!isObj(a) || !isObj(b) || Array.isArray(a) !== Array.isArray(b)) return replace(b, bLen);
  const nested = Array.isArray(a) ? diffArray(a, b as unknown as unknown[]) : diffObject(a, b);
  if (nested === null) return null;
  // `[0,` + value + `]` is 4 bytes more than the value: replace when that is shorter (a big value
  // is counted only until it is clearly longer).
  const whole = bLen ?? jsonSizeUpTo(b, nested.n - 4);
  return whole + 4 < nested.n ? { d: [0, b], n: whole + 4 } : nested;
}

/** JSON length of `v`, counting no further than just past `limit` (big values stop early). */
export function jsonSizeUpTo(v: unknown, limit: number): number {
  if (v === null || typeof v !== 'object') return v === undefined ? 0 : JSON.stringify(v).length;
  let n = 2;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length && n <= limit; i++) n += (i > 0 ? 1 : 0) + jsonSizeUpTo(v[i] === undefined ? null : v[i], limit - n);
    return n;
  }
  let first = true;
  // Views are plain JSON objects: for-in sees only their own keys (and allocates no entries).
  const o = v as Record<string, unknown>;
  for (const k in o) {
    if (n > limit) break;
    const x = o[k];
    if (x === undefined) continue;
    n += (first ? 0 : 1) + keyLen(k) + jsonSizeUpTo(x, limit - n);
    first = false;
  }
  return n;
}

const replace = (b: unknown, bLen: number | undefined): Sized => ({ d: [0, b], n: (bLen ?? jsonLen(b)) + 4 });

// No closures in the walk: a bundler keeping function names (wrangler's does) pays a
// defineProperty for each one created, on every call.
//
// One pass over `b` (most keys of a view are unchanged, so that loop is kept lean: one lookup in
// each object, identical values skipped before any call); `a` is walked again only when it has
// keys `b` lacks (counted as we go), which is rare.
function diffObject(a: Record<string, unknown>, b: Record<string, unknown>): Sized | null {
  let out: Record<string, unknown> | null = null;
  let n = 2;
  let shared = 0;
  // Views are plain JSON objects: for-in sees only their own keys.
  for (const k in b) {
    const bv = b[k];
    if (bv === undefined) continue;
    const av = a[k];
    let s: Sized | null;
    if (av === undefined || !Object.hasOwn(a, k)) s = { d: [bv], n: jsonLen(bv) + 2 };
    else {
      shared++;
      if (av === bv) continue;
      s = diff(av, bv, undefined);
      if (s === null) continue;
      // Under an object key a new value is said as `[new]` whether the key is new or not (the
      // client sets the key either way: client/patch.ts): 2 bytes less than `[0, new]` on every
      // change. Never inside an array delta, where `[new]` means an insertion.
      if (Array.isArray(s.d) && s.d.length === 2) s = { d: [s.d[1]], n: s.n - 2 };
    }
    out ??= {};
    out[k] = s.d;
    n += (n > 2 ? 1 : 0) + keyLen(k) + s.n;
  }
  let before = 0;
  for (const k in a) if (a[k] !== undefined) before++;
  if (before !== shared) {
    for (const k in a) {
      if (a[k] === undefined || (Object.hasOwn(b, k) && b[k] !== undefined)) continue;
      out ??= {};
      out[k] = [0, 0, 0];
      n += (n > 2 ? 1 : 0) + keyLen(k) + 7;
    }
  }
  return out === null ? null : { d: out, n };
}

/** `"key":` as JSON, cached: a view's keys are few and come back on every move. */
const keyLens = new Map<string, number>();
function keyLen(k: string): number {
  let n = keyLens.get(k);
  if (n === undefined) {
    n = JSON.stringify(k).length + 1;
    if (keyLens.size < 4096) keyLens.set(k, n);
  }
  return n;
}

function diffArray(a: unknown[], b: unknown[]): Sized | null {
  // Items that came or went, plain values that changed, or objects kept by reference at other
  // places (a game's view sharing its state's objects): jsondiffpatch's LCS says only what came
  // and went. What is left, objects changed in place, is compared position by position.
  if (cameOrWent(a, b)) return lcsDelta(a, b);
  // As many items as before: compared position by position (jsondiffpatch matches objects by
  // position too when it has no ids for them).
  const out: Record<string, unknown> = { _t: 'a' };
  let n = 10; // {"_t":"a"}
  let changed = false;
  for (let i = 0; i < a.length; i++) {
    const s = diff(a[i], b[i], undefined);
    if (s === null) continue;
    const k = String(i);
    out[k] = s.d;
    n += 1 + (k.length + 2) + 1 + s.n;
    changed = true;
  }
  return changed ? { d: out, n } : null;
}

/**
 * What came and went, as removals at old positions (`_i`) and insertions at new ones; items kept
 * are compared where they now are. What jsondiffpatch + compactDelta would say, built compact.
 */
function lcsDelta(a: unknown[], b: unknown[]): Sized | null {
  const { kept, gone, came } = matchArrays(a, b);
  const out: Record<string, unknown> = { _t: 'a' };
  let n = 10; // {"_t":"a"}
  for (let k = 0; k < kept.length; k += 2) {
    const s = diff(a[kept[k]!], b[kept[k + 1]!], undefined);
    if (s === null) continue;
    const key = String(kept[k + 1]);
    out[key] = s.d;
    n += key.length + 4 + s.n;
  }
  if (n === 10 && gone.length === 0 && came.length === 0) return null;
  // Removals and insertions in position order. An item gone at i and one come at i, with as many
  // gone as come before them, is one replacement `i: [0, new]` (what mergeReplacements does to a
  // jsondiffpatch delta): same result, fewer bytes.
  let gi = 0;
  let ci = 0;
  let balance = 0;
  while (gi < gone.length || ci < came.length) {
    const i = Math.min(gi < gone.length ? gone[gi]! : Infinity, ci < came.length ? came[ci]! : Infinity);
    const g = gone[gi] === i;
    const c = came[ci] === i;
    const key = String(i);
    if (g && c && balance === 0) {
      out[key] = [0, b[i]];
      n += key.length + 4 + jsonLen(b[i]) + 4;
      gi++;
      ci++;
      continue;
    }
    if (g) {
      out[`_${key}`] = [0, 0, 0];
      n += key.length + 5 + 7;
      balance++;
      gi++;
    }
    if (c) {
      out[key] = [b[i]];
      n += key.length + 4 + jsonLen(b[i]) + 2;
      balance--;
      ci++;
    }
  }
  return { d: out, n };
}

/**
 * Whether items came, went or moved: lengths differ, a plain value changed, or an object of `a`
 * is found at another place in `b`. (A lookup set for long arrays: views are rebuilt on every
 * move, so most objects differ by reference, and `b.includes` for each was quadratic.)
 */
function cameOrWent(a: unknown[], b: unknown[]): boolean {
  if (a.length !== b.length) return true;
  let inB: Set<unknown> | null = null;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (!isObj(x) || !isObj(y)) return true;
    if (a.length <= 8) {
      if (b.includes(x)) return true;
    } else if ((inB ??= new Set(b)).has(x)) return true;
  }
  return false;
}

/**
 * In an LCS array delta, a value that changed in place comes out as a removal at `_i` plus an
 * insertion at `i`. Where as many items were removed as inserted before `i`, the two are one
 * replacement, `i: [0, new]`: same result, fewer bytes.
 */
export function mergeReplacements(a: Record<string, unknown>): Record<string, unknown> {
  const removed = new Set<number>();
  const inserted = new Set<number>();
  for (const [k, v] of Object.entries(a)) {
    if (k === '_t') continue;
    if (k.startsWith('_') && Array.isArray(v) && v.length === 3 && v[2] === 0) removed.add(Number(k.slice(1)));
    else if (/^\d+$/.test(k) && Array.isArray(v) && v.length === 1) inserted.add(Number(k));
  }
  if (removed.size === 0 || inserted.size === 0) return a;
  const max = Math.max(...removed, ...inserted);
  let balance = 0;
  for (let i = 0; i <= max; i++) {
    if (balance === 0 && removed.has(i) && inserted.has(i)) {
      a[String(i)] = [0, (a[String(i)] as unknown[])[0]];
      delete a[`_${i}`];
      continue;
    }
    if (removed.has(i)) balance += 1;
    if (inserted.has(i)) balance -= 1;
  }
  return a;
}

/**
 * jsondiffpatch deltas carry the old value of everything changed or removed ([old, new],
 * [old, 0, 0]) so that they can be reversed. Clients only ever apply them forwards, so the old
 * values are replaced by 0: often half a delta's bytes, and never anything the client needs.
 *
 * Given `next` (the value the delta leads to), a nested delta that is longer than the new value
 * itself becomes a plain replacement, `[0, new]`: a task that changed kind, say, is shorter sent
 * whole than as one removal per old key.
 */
export function compactDelta(delta: unknown, next?: unknown): unknown {
  if (Array.isArray(delta)) {
    if (delta.length === 2) return [0, delta[1]];
    if (delta.length === 3 && delta[1] === 0 && delta[2] === 0) return [0, 0, 0];
    return delta;
  }
  if (delta !== null && typeof delta === 'object') {
    const d = delta as Record<string, unknown>;
    const isArray = d._t === 'a';
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(d)) {
      if (k === '_t') {
        out[k] = v;
        continue;
      }
      // Array deltas name new positions by number and removals by `_n` (which have no new value).
      const nextK = next === null || typeof next !== 'object' || (isArray && k.startsWith('_')) ? undefined : (next as Record<string, unknown>)[k];
      out[k] = shorter(compactDelta(v, nextK), nextK);
    }
    return isArray ? mergeReplacements(out) : out;
  }
  return delta;
}

/** A nested delta, or `[0, next]` when that says the same in fewer bytes. */
function shorter(sub: unknown, next: unknown): unknown {
  if (next === undefined || sub === null || typeof sub !== 'object' || Array.isArray(sub)) return sub;
  const size = JSON.stringify(sub).length;
  // `[0,` + value + `]` is 4 bytes more than the value.
  return jsonSizeUpTo(next, size - 5) + 4 < size ? [0, next] : sub;
}

