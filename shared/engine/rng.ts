// A seeded generator whose whole state is plain JSON kept inside the game state, so that a seed
// plus the move log reproduces a game exactly. sfc32: small, fast, passes PractRand to 2^40+.
//
// The state is a 4-tuple of uint32. `rngNext` is pure; the `draw*` helpers advance an Rng object in
// place and are meant for an immer draft or a freshly built state, never for a state someone holds.

export type Rng = [number, number, number, number];

/** FNV-1a over the seed text, stretched into four words by splitmix-style mixing. */
export function seedRng(seed: string): Rng {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    h = (h + 0x9e3779b9) >>> 0;
    let z = h;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    words.push((z ^ (z >>> 16)) >>> 0);
  }
  const rng = words as Rng;
  // Warm up so that near seeds diverge.
  for (let i = 0; i < 12; i++) drawU32(rng);
  return rng;
}

/** Pure step: the next uint32 and the following state. */
export function rngNext(s: Readonly<Rng>): [number, Rng] {
  const next: Rng = [s[0], s[1], s[2], s[3]];
  const v = drawU32(next);
  return [v, next];
}

/** Advance `rng` in place and return a uint32. */
export function drawU32(rng: Rng): number {
  let [a, b, c, d] = rng;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  rng[0] = a >>> 0;
  rng[1] = b;
  rng[2] = c;
  rng[3] = d;
  return t;
}

/** Uniform integer in [0, n), without modulo bias. */
export function drawInt(rng: Rng, n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`drawInt: n must be a positive integer, got ${n}`);
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const v = drawU32(rng);
    if (v < limit) return v % n;
  }
}

/** Fisher-Yates shuffle of `items` in place; returns it. */
export function shuffleInPlace<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = drawInt(rng, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

/** Index drawn with probability proportional to `weights` (all >= 0, sum > 0). */
export function drawWeighted(rng: Rng, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  if (!(total > 0)) throw new RangeError('drawWeighted: weights must sum to more than 0');
  // Integer weights keep the draw exact; fractional ones are scaled.
  const scale = weights.every(Number.isInteger) ? 1 : 1e6;
  let r = drawInt(rng, Math.round(total * scale));
  for (let i = 0; i < weights.length; i++) {
    r -= Math.round((weights[i] ?? 0) * scale);
    if (r < 0) return i;
  }
  return weights.length - 1;
}
