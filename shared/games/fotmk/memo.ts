// Search results remembered on frozen state parts. A state is never changed once an apply returns
// it; only the objects the running apply copied (its `owned` list) can still change. So a result
// computed from parts that are not in that list stays true for as long as those same objects are
// in the state: step, legalMoves and apply's own check then share one search instead of three.

let live: readonly object[] | null = null;

/** Called by `begin` (the running apply's owned objects) and when the apply ends (null). */
export function setLive(owned: readonly object[] | null): void {
  live = owned;
}

export const frozen = (o: object): boolean => live === null || !live.includes(o);

/**
 * A cache of the last few keys, compared by identity. Not a WeakMap on purpose: every WeakMap entry
 * with a short-lived key makes V8's young-generation collections walk the table, which cost the
 * random-game benchmark about a tenth of its time. A few strong slots keep only a few old arrays.
 */
export class Recent<K extends object, V> {
  private readonly keys: (K | null)[];
  private readonly vals: (V | undefined)[];
  private next = 0;

  constructor(readonly size = 8) {
    this.keys = new Array<K | null>(size).fill(null);
    this.vals = new Array<V | undefined>(size).fill(undefined);
  }

  get(key: K): V | undefined {
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++) if (keys[i] === key) return this.vals[i];
    return undefined;
  }

  set(key: K, v: V): V {
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++)
      if (keys[i] === key) {
        this.vals[i] = v;
        return v;
      }
    keys[this.next] = key;
    this.vals[this.next] = v;
    this.next = (this.next + 1) % this.size;
    return v;
  }
}

/** A one-slot-per-key memo: `deps` must be the same objects (and frozen) for a hit. */
export class Memo<V> {
  private readonly map = new Recent<object, { deps: readonly unknown[]; v: V }>(4);

  get(key: object, deps: readonly unknown[]): V | undefined {
    const e = this.map.get(key);
    if (!e || e.deps.length !== deps.length) return undefined;
    for (let i = 0; i < deps.length; i++) if (e.deps[i] !== deps[i]) return undefined;
    return e.v;
  }

  /** Remember `v` only when the key and every object among `deps` are frozen. */
  set(key: object, deps: readonly unknown[], v: V): V {
    if (!frozen(key)) return v;
    for (const d of deps) if (typeof d === 'object' && d !== null && !frozen(d)) return v;
    this.map.set(key, { deps, v });
    return v;
  }
}
