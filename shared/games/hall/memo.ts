// A few strong slots remembering results per (never mutated) state part, compared by identity.
// Not a WeakMap on purpose: every WeakMap entry with a short-lived key makes V8's young-generation
// collections walk the table (FotMK measured about a tenth of its random-game time lost to it).
export class Recent<K extends object, V> {
  private readonly keys: (K | null)[];
  private readonly vals: (V | undefined)[];
  private next = 0;

  constructor(readonly size = 8) {
    this.keys = new Array<K | null>(size).fill(null);
    this.vals = new Array<V | undefined>(size).fill(undefined);
  }

  get(key: K): V | undefined {
    for (let i = 0; i < this.keys.length; i++) if (this.keys[i] === key) return this.vals[i];
    return undefined;
  }

  set(key: K, v: V): V {
    this.keys[this.next] = key;
    this.vals[this.next] = v;
    this.next = (this.next + 1) % this.size;
    return v;
  }
}
