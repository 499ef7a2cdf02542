// RFC 8291 Appendix A, byte for byte: its keys, salt and plaintext must give its exact message.
// Then the way back, with node:crypto (a second implementation, the browser's side): what we seal
// for a fresh subscription opens with that subscription's private key and auth secret.
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromB64url, toB64url } from './b64';
import { encryptPush, MAX_PLAINTEXT } from './encrypt';

const RFC8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  message:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml' +
    'mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT' +
    'pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

const b = (s: string) => fromB64url(s)!;

async function rfcSender(): Promise<CryptoKeyPair> {
  const pub = b(RFC8291.asPublic);
  const jwk = { kty: 'EC', crv: 'P-256', x: toB64url(pub.subarray(1, 33)), y: toB64url(pub.subarray(33, 65)) };
  const alg = { name: 'ECDH', namedCurve: 'P-256' };
  return {
    publicKey: await crypto.subtle.importKey('jwk', jwk, alg, true, []),
    privateKey: await crypto.subtle.importKey('jwk', { ...jwk, d: RFC8291.asPrivate }, alg, false, ['deriveBits']),
  };
}

/** The user agent's side (RFC 8291 §3.4, RFC 8188 §2), written with node:crypto, not WebCrypto. */
function open(body: Uint8Array, uaPrivate: Buffer, uaPublic: Buffer, auth: Buffer): string {
  const buf = Buffer.from(body);
  const salt = buf.subarray(0, 16);
  const rs = buf.readUInt32BE(16);
  const idlen = buf[20]!;
  const asPublic = buf.subarray(21, 21 + idlen);
  const record = buf.subarray(21 + idlen);
  expect(record.length).toBeLessThanOrEqual(rs);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(uaPrivate);
  const shared = ecdh.computeSecret(asPublic);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]), 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const d = createDecipheriv('aes-128-gcm', cek, nonce);
  d.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([d.update(record.subarray(0, record.length - 16)), d.final()]);
  // The last record ends with 0x02 (padding, if any, is zeros after it: none is sent).
  expect(plain.at(-1)).toBe(2);
  return plain.subarray(0, -1).toString('utf8');
}

describe('RFC 8291 encryption', () => {
  it("gives Appendix A's message from its keys, salt and plaintext", async () => {
    const out = await encryptPush(new TextEncoder().encode(RFC8291.plaintext), { p256dh: RFC8291.uaPublic, auth: RFC8291.auth }, { salt: b(RFC8291.salt), sender: await rfcSender() });
    expect(toB64url(out)).toBe(RFC8291.message);
  });

  it("opens Appendix A's message with the user agent's private key (the decryption the test push service uses)", () => {
    expect(open(b(RFC8291.message), Buffer.from(b(RFC8291.uaPrivate)), Buffer.from(b(RFC8291.uaPublic)), Buffer.from(b(RFC8291.auth)))).toBe(RFC8291.plaintext);
  });

  it('seals for a fresh subscription with a fresh key and salt each time; only its private key opens it', async () => {
    const ua = createECDH('prime256v1');
    ua.generateKeys();
    const auth = randomBytes(16);
    const keys = { p256dh: toB64url(ua.getPublicKey()), auth: toB64url(auth) };
    const text = JSON.stringify({ title: 'Your turn at Fall of the Mountain King, Ann’s table' });
    const one = await encryptPush(new TextEncoder().encode(text), keys);
    const two = await encryptPush(new TextEncoder().encode(text), keys);
    expect(open(one, ua.getPrivateKey(), ua.getPublicKey(), auth)).toBe(text);
    expect(toB64url(one.subarray(0, 16))).not.toBe(toB64url(two.subarray(0, 16)));
    expect(toB64url(one.subarray(21, 86))).not.toBe(toB64url(two.subarray(21, 86)));
    const other = createECDH('prime256v1');
    other.generateKeys();
    expect(() => open(one, other.getPrivateKey(), ua.getPublicKey(), auth)).toThrow();
    expect(() => open(one, ua.getPrivateKey(), ua.getPublicKey(), randomBytes(16))).toThrow();
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret, and a payload over one record', async () => {
    const ua = createECDH('prime256v1');
    ua.generateKeys();
    const good = { p256dh: toB64url(ua.getPublicKey()), auth: toB64url(randomBytes(16)) };
    const bytes = new TextEncoder().encode('x');
    await expect(encryptPush(bytes, { ...good, auth: toB64url(randomBytes(15)) })).rejects.toThrow();
    await expect(encryptPush(bytes, { ...good, p256dh: toB64url(randomBytes(65)) })).rejects.toThrow();
    await expect(encryptPush(new Uint8Array(MAX_PLAINTEXT + 1), good)).rejects.toThrow(/payload/);
  });
});
