// This browser's share of a table's deal (shared/fair/deal.ts, issue 32): 128 random bits drawn
// with crypto.getRandomValues once seated in the lobby, kept per table and seat key so a reload or
// a second tab of the same seat sends the same share (the room refuses a different one).
import { keys } from './storage';

const key = keys.share;

function draw(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** The share for this table under this seat key: the kept one, or a new one (then kept). */
export function shareFor(table: string, seatSecret: string): string {
  try {
    const kept = localStorage.getItem(key(table));
    const [secret, share] = kept?.split(':') ?? [];
    if (secret === seatSecret && share && /^[0-9a-f]{32}$/.test(share)) return share;
    const fresh = draw();
    localStorage.setItem(key(table), `${seatSecret}:${fresh}`);
    return fresh;
  } catch {
    // No storage (a private mode): a share for this page only; a reload sends another, refused.
    return draw();
  }
}
