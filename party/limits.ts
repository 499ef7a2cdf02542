// Per-connection flood control: token buckets. A burst is fine (a player clicking quickly through
// a multi-step decision, a reconnect asking for a snapshot), a sustained stream above the rate is
// not. Caps on connections keep one table, and one address at a table, from taking everything.
export const RATE_PER_S = 20;
export const BURST = 40;

/** Every limit of a table's doors in one place (tests and the bench read them from here). */
export const LIMITS = {
  /** Any message. */
  messages: { rate: RATE_PER_S, burst: BURST },
  /** Full snapshots (hello, sync): the expensive answer. Over the limit they wait, coalesced. */
  snapshots: { rate: 1, burst: 3 },
  /** Push subscriptions (party/push): a page subscribes once, perhaps again later; a flood is refused. */
  push: { rate: 1 / 30, burst: 4 },
  /** Pings: a liveness check needs a few a minute, not twenty a second. */
  pings: { rate: 2, burst: 10 },
  /**
   * Refusals a connection may collect (decaying at `rate` a second) before it is muted: every
   * refused message gets its error, and a sender that keeps going after them is ignored for
   * `muteMs` (told so once).
   */
  strikes: { rate: 5, burst: 60 },
  muteMs: 10_000,
  /** Open connections at one table (players, spectators, tabs). */
  connsPerTable: 2000,
  /** Open connections from one address at one table (a household or office behind one address). */
  connsPerAddress: 32,
  /**
   * New tables (POST /api/tables) one address may open: a minute's worth at once, then at this
   * rate. Uploads (POST /api/tables/import) have their own, smaller allowance: each can carry 256 KB
   * and a replay. Worker variables CREATES_PER_MINUTE and IMPORTS_PER_MINUTE change them (tests).
   */
  createsPerMinute: 20,
  importsPerMinute: 6,
  /**
   * Finished games' records (GET /api/tables/<id>/record) one address may fetch: a record is built
   * once per room and kept, but each fetch still wakes a room.
   */
  recordsPerMinute: 30,
  /**
   * "My tables" state requests (POST /api/tables/state) one address may make: each can wake up to
   * 50 rooms (reading two values each, never starting one). A home page asks once when it opens
   * and once a minute while it stays open; a household behind one address has room to spare.
   */
  statesPerMinute: 20,
  /**
   * "Forget" on My tables stopping a seat's notifications (POST /api/push/stop): each wakes a
   * room and may write one value; a person forgets a table now and then.
   */
  pushStopsPerMinute: 10,
} as const;

/** A door's allowance per address: `perMinute` at once, refilled at `perMinute` a minute. */
export const perMinute = (n: number): Rate => ({ rate: n / 60, burst: n });

export interface Rate {
  readonly rate: number;
  readonly burst: number;
}

export interface Bucket {
  tokens: number;
  at: number;
}

export const newBucket = (now: number, limit: Rate = LIMITS.messages): Bucket => ({ tokens: limit.burst, at: now });

/** Take one token; false when the sender is over the limit. Mutates the connection's own bucket. */
export function take(b: Bucket, now: number, limit: Rate = LIMITS.messages): boolean {
  refill(b, now, limit);
  if (b.tokens < 1) return false;
  b.tokens -= 1;
  return true;
}

/** Milliseconds until `take` would succeed again. */
export function waitMs(b: Bucket, now: number, limit: Rate = LIMITS.messages): number {
  refill(b, now, limit);
  return b.tokens >= 1 ? 0 : Math.ceil(((1 - b.tokens) / limit.rate) * 1000);
}

function refill(b: Bucket, now: number, limit: Rate): void {
  b.tokens = Math.min(limit.burst, b.tokens + (Math.max(0, now - b.at) / 1000) * limit.rate);
  b.at = now;
}

/** UTF-8 byte length without allocating for the common all-ASCII case. */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}
