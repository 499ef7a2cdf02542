// RFC 8292: the JWT a push service checks. Verified with node:crypto (not the WebCrypto that signed).
import { createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromB64url, toB64url } from './b64';
import { newVapidKeys, signingKey, vapidAuthorization, wellFormed } from './vapid';

describe('VAPID', () => {
  it('signs an ES256 JWT for the endpoint origin that the served public key verifies', async () => {
    const keys = await newVapidKeys();
    expect(wellFormed(keys)).toBe(true);
    const now = Date.UTC(2026, 10, 28, 7, 0, 0);
    const header = await vapidAuthorization('https://push.example.net:8443/send/abc?x=1', keys, await signingKey(keys), 'mailto:ops@example.org', now);
    const m = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header);
    expect(m).not.toBeNull();
    const [, h, c, sig, k] = m!;
    expect(k).toBe(keys.publicKey);
    expect(JSON.parse(Buffer.from(h!, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
    const claims = JSON.parse(Buffer.from(c!, 'base64url').toString()) as { aud: string; exp: number; sub: string };
    expect(claims.aud).toBe('https://push.example.net:8443');
    expect(claims.sub).toBe('mailto:ops@example.org');
    // RFC 8292 §2: no more than 24 hours ahead.
    expect(claims.exp * 1000).toBeGreaterThan(now);
    expect(claims.exp * 1000).toBeLessThanOrEqual(now + 24 * 3600_000);
    const pub = fromB64url(k!)!;
    const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: toB64url(pub.subarray(1, 33)), y: toB64url(pub.subarray(33, 65)) }, format: 'jwk' });
    const signed = Buffer.from(`${h}.${c}`);
    expect(verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig!, 'base64url'))).toBe(true);
    // Another key pair's public key does not verify it.
    const other = fromB64url((await newVapidKeys()).publicKey)!;
    const otherKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: toB64url(other.subarray(1, 33)), y: toB64url(other.subarray(33, 65)) }, format: 'jwk' });
    expect(verify('sha256', signed, { key: otherKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig!, 'base64url'))).toBe(false);
  });

  it('tells keys given as Worker secrets that are not a P-256 pair', () => {
    expect(wellFormed({ publicKey: 'abc', privateKey: 'def' })).toBe(false);
    expect(wellFormed({})).toBe(false);
    expect(wellFormed({ publicKey: toB64url(new Uint8Array(65).fill(4)), privateKey: toB64url(new Uint8Array(31)) })).toBe(false);
  });
});
