// A push subscription as a page sends it (PushSubscription.toJSON()), checked before anything is
// kept: at most 1 KB, an https endpoint (plain http only to this machine, and only where the
// Worker variable PUSH_DEV_HTTP says so: the test's own push service), keys of the right lengths
// and a real P-256 point. What is kept is the endpoint and the two keys, nothing else it sent.
import { fromB64url, utf8 } from './b64';

/** What the room keeps per seat; never sent to anyone (views, snapshots, logs, errors). */
export interface PushSub {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The whole subscription as sent, in bytes of JSON. */
export const MAX_SUB_BYTES = 1024;

export type Checked = { ok: true; sub: PushSub } | { ok: false; code: `push/${string}`; message: string };

const no = (code: `push/${string}`, message: string): Checked => ({ ok: false, code, message });
const LOCAL = new Set(['127.0.0.1', 'localhost', '[::1]']);

export async function checkSub(raw: unknown, allowLocalHttp: boolean): Promise<Checked> {
  let text: string;
  try {
    text = JSON.stringify(raw) ?? '';
  } catch {
    return no('push/bad-subscription', 'That is not a push subscription.');
  }
  if (utf8(text).length > MAX_SUB_BYTES) return no('push/too-large', `A push subscription is at most ${MAX_SUB_BYTES} bytes; nothing was kept.`);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return no('push/bad-subscription', 'That is not a push subscription.');
  const { endpoint, keys, ...rest } = raw as Record<string, unknown>;
  if (Object.keys(rest).some((k) => k !== 'expirationTime')) return no('push/bad-subscription', 'A push subscription has an endpoint, keys and an expiry time, nothing else.');
  if (typeof endpoint !== 'string') return no('push/bad-endpoint', 'A push subscription needs its endpoint.');
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return no('push/bad-endpoint', 'The push endpoint is not a URL.');
  }
  const local = allowLocalHttp && url.protocol === 'http:' && LOCAL.has(url.hostname);
  if (url.protocol !== 'https:' && !local) return no('push/bad-endpoint', 'The push endpoint must be an https address.');
  if (url.username || url.password) return no('push/bad-endpoint', 'The push endpoint may not carry a user name or password.');
  if (typeof keys !== 'object' || keys === null || Array.isArray(keys)) return no('push/bad-keys', 'A push subscription needs its keys (p256dh and auth).');
  const { p256dh, auth } = keys as Record<string, unknown>;
  const point = typeof p256dh === 'string' ? fromB64url(p256dh) : null;
  const secret = typeof auth === 'string' ? fromB64url(auth) : null;
  // RFC 8291 §3.2: an uncompressed P-256 point (65 bytes) and a 16-byte authentication secret.
  if (point?.length !== 65 || point[0] !== 4) return no('push/bad-keys', 'The p256dh key must be a P-256 public key: 65 bytes in base64url.');
  if (secret?.length !== 16) return no('push/bad-keys', 'The auth secret must be 16 bytes in base64url.');
  try {
    await crypto.subtle.importKey('raw', point as BufferSource, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  } catch {
    return no('push/bad-keys', 'The p256dh key is not a point of the P-256 curve.');
  }
  return { ok: true, sub: { endpoint, p256dh: p256dh as string, auth: auth as string } };
}
