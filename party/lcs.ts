// Which items of an array stayed, which went and which came, for the room's differ (diff.ts):
// jsondiffpatch's array matching (a common head and tail, then a longest common subsequence of
// what is between), with its rules and its tie-breaks, so a delta says what jsondiffpatch's would.
// Without its machinery: a context object per item and a filter pipeline per call made a
// two-item array (`active: [2]` -> `[3]`) cost about 30 µs, half of a High Card view's whole diff.
//
// Items match when they are the same value (===), or, when no item of `a` is found at another
// place in `b`, when both are objects at the same (trimmed) position: rebuilt copies of the same
// objects are then compared in place instead of said as removed and inserted.

export interface ArrayMatch {
  /** Items kept, as pairs: kept[2k] in `a` is kept[2k + 1] in `b` (the caller compares them). */
  kept: number[];
  /** Positions in `a` of the items gone. */
  gone: number[];
  /** Positions in `b` of the items that came. */
  came: number[];
}

/** jsondiffpatch's `matchItems` without object hashes. */
function matches(x: unknown, y: unknown, i: number, j: number, byPosition: boolean): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object') return false;
  return byPosition && i === j;
}

/** Whether some item of `a` is found (===) at another position in `b` (jsondiffpatch's arraysHaveMatchByRef). */
function sharedElsewhere(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length * b.length <= 64) {
    for (let i = 0; i < a.length; i++) for (let j = 0; j < b.length; j++) if (i !== j && a[i] === b[j]) return true;
    return false;
  }
  // Long arrays: where each value sits in `b` (the first place, and whether there are more).
  const at = new Map<unknown, number>();
  for (let j = 0; j < b.length; j++) at.set(b[j], at.has(b[j]) ? -1 : j);
  for (let i = 0; i < a.length; i++) {
    const j = at.get(a[i]);
    if (j !== undefined && j !== i) return true;
  }
  return false;
}

/** How `b` is made from `a`: what stayed (and where it is now), what went, what came. */
export function matchArrays(a: readonly unknown[], b: readonly unknown[]): ArrayMatch {
  const len1 = a.length;
  const len2 = b.length;
  const byPosition = len1 > 0 && len2 > 0 && !sharedElsewhere(a, b);
  const kept: number[] = [];
  const gone: number[] = [];
  const came: number[] = [];
  let head = 0;
  while (head < len1 && head < len2 && matches(a[head], b[head], head, head, byPosition)) {
    kept.push(head, head);
    head++;
  }
  let tail = 0;
  while (tail + head < len1 && tail + head < len2 && matches(a[len1 - 1 - tail], b[len2 - 1 - tail], len1 - 1 - tail, len2 - 1 - tail, byPosition)) {
    kept.push(len1 - 1 - tail, len2 - 1 - tail);
    tail++;
  }
  const n1 = len1 - head - tail;
  const n2 = len2 - head - tail;
  if (n1 === 0 || n2 === 0) {
    for (let i = 0; i < n1; i++) gone.push(head + i);
    for (let j = 0; j < n2; j++) came.push(head + j);
    return { kept, gone, came };
  }
  // The longest common subsequence of the middles (positions relative to them, as jsondiffpatch's).
  const w = n2 + 1;
  const len = new Int32Array((n1 + 1) * w);
  for (let i = 1; i <= n1; i++) {
    for (let j = 1; j <= n2; j++) {
      len[i * w + j] = matches(a[head + i - 1], b[head + j - 1], i - 1, j - 1, byPosition) ? len[(i - 1) * w + j - 1]! + 1 : Math.max(len[(i - 1) * w + j]!, len[i * w + j - 1]!);
    }
  }
  const inA = new Uint8Array(n1);
  const inB = new Uint8Array(n2);
  let i = n1;
  let j = n2;
  while (i > 0 && j > 0) {
    if (matches(a[head + i - 1], b[head + j - 1], i - 1, j - 1, byPosition)) {
      kept.push(head + i - 1, head + j - 1);
      inA[i - 1] = 1;
      inB[j - 1] = 1;
      i--;
      j--;
    } else if (len[i * w + j - 1]! > len[(i - 1) * w + j]!) j--;
    else i--;
  }
  for (let k = 0; k < n1; k++) if (!inA[k]) gone.push(head + k);
  for (let k = 0; k < n2; k++) if (!inB[k]) came.push(head + k);
  return { kept, gone, came };
}
