// Per-connection flood control: a token bucket. A burst of BURST messages is fine (a player
// clicking quickly through a multi-step decision), a sustained stream above RATE per second is not.
export const RATE_PER_S = 20;
export const BURST = 40;

export interface Bucket {
  tokens: number;
  at: number;
  /** While flooded, one error per second is enough; the rest are dropped silently. */
  quietUntil: number;
}

export const newBucket = (now: number): Bucket => ({ tokens: BURST, at: now, quietUntil: 0 });

/** Take one token; false when the sender is over the limit. Mutates the connection's own bucket. */
export function take(b: Bucket, now: number): boolean {
  b.tokens = Math.min(BURST, b.tokens + ((now - b.at) / 1000) * RATE_PER_S);
  b.at = now;
  if (b.tokens < 1) return false;
  b.tokens -= 1;
  return true;
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
