// Voluntary Application Server Identification (RFC 8292): each push request carries a JWT signed
// with the site's P-256 key (ES256, WebCrypto) and that key's public half, so a push service can
// tie a subscription to the server that made it (the page subscribes with the same public key,
// `applicationServerKey`) and refuse anyone else's requests.
import { fromB64url, toB64url, utf8 } from './b64';

/** The site's key pair as kept (Worker secrets or the key room's storage): base64url, no padding. */
export interface VapidKeys {
  /** The uncompressed public point, 65 bytes (what `GET /api/push/key` serves to pages). */
  publicKey: string;
  /** The private scalar `d`, 32 bytes. */
  privateKey: string;
}

/** RFC 8292 §2: a JWT's `exp` at most 24 hours ahead; 12 hours leaves room for clock skew. */
const LIFETIME_S = 12 * 3600;

/** A new key pair (the key room makes one once when no Worker secret gives it). */
export async function newVapidKeys(): Promise<VapidKeys> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return { publicKey: toB64url(raw), privateKey: jwk.d! };
}

/** Whether two base64url texts are a P-256 public point and a 32-byte scalar (checked on use too). */
export function wellFormed(keys: Partial<VapidKeys>): keys is VapidKeys {
  const pub = typeof keys.publicKey === 'string' ? fromB64url(keys.publicKey) : null;
  const d = typeof keys.privateKey === 'string' ? fromB64url(keys.privateKey) : null;
  return pub?.length === 65 && pub[0] === 4 && d?.length === 32;
}

export function signingKey(keys: VapidKeys): Promise<CryptoKey> {
  const pub = fromB64url(keys.publicKey)!;
  const jwk = { kty: 'EC', crv: 'P-256', x: toB64url(pub.subarray(1, 33)), y: toB64url(pub.subarray(33, 65)), d: keys.privateKey };
  return crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
}

/**
 * The `Authorization` header for a push to `endpoint` (RFC 8292 §3): `vapid t=<JWT>, k=<public key>`.
 * The JWT's audience is the endpoint's origin; `sub` a contact for the push service's operator.
 * ES256 signatures from WebCrypto are already the JWS form (r || s, 64 bytes).
 */
export async function vapidAuthorization(endpoint: string, keys: VapidKeys, key: CryptoKey, subject: string, nowMs: number): Promise<string> {
  const header = toB64url(utf8(JSON.stringify({ typ: 'JWT', alg: 'ES256' })));
  const claims = toB64url(utf8(JSON.stringify({ aud: new URL(endpoint).origin, exp: Math.floor(nowMs / 1000) + LIFETIME_S, sub: subject })));
  const input = `${header}.${claims}`;
  const sig = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, utf8(input) as BufferSource));
  return `vapid t=${input}.${toB64url(sig)}, k=${keys.publicKey}`;
}
