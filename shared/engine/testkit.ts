// Test helpers every game's testkit shares: a small seeded generator for tests and bots' choices,
// and a deep freeze that makes any mutation of a state under test throw (`apply` never mutates).

/** A xorshift32 generator in [0, 1) from `seed` (0 counts as 1). */
export function rng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

/** Freeze `o` and everything it holds, in place; returns it. */
export function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}
