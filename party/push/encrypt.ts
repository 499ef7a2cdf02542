// Message Encryption for Web Push (RFC 8291) in the aes128gcm content coding (RFC 8188), with
// WebCrypto only (the Worker has it; no crypto library). A push service only relays the bytes:
// the player's browser alone holds the private key that opens them.
//
// RFC 8291 §3: an ephemeral ECDH P-256 key per message; its shared secret with the subscription's
// `p256dh`, keyed by the subscription's `auth` secret, gives the input key material (§3.3-3.4); RFC
// 8188 §2.2-2.3 derive the content key and nonce from it and a random salt. One record (§4: a
// push message is at most 4096 bytes), its plaintext ended by the last-record delimiter 0x02.
import { concat, fromB64url, utf8 } from './b64';

/** A subscription's keys as the browser gives them (PushSubscription.toJSON().keys). */
export interface PushKeys {
  p256dh: string;
  auth: string;
}

/** RFC 8188 §2: the record size announced in the header; one record of at most this. */
export const RECORD_SIZE = 4096;
/** What fits in one record: the size less the 16-byte tag and the delimiter (RFC 8291 §4 asks ≤ 3993). */
export const MAX_PLAINTEXT = 3993;

const subtle = () => crypto.subtle;

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array> {
  const key = await subtle().importKey('raw', ikm as BufferSource, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await subtle().deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: salt as BufferSource, info: info as BufferSource }, key, bytes * 8));
}

/** For tests (RFC 8291 Appendix A gives the sender's key and salt); otherwise both are fresh per message. */
export interface Fixed {
  salt: Uint8Array;
  sender: CryptoKeyPair;
}

/**
 * The body to POST to the subscription's endpoint (`Content-Encoding: aes128gcm`): header (salt,
 * record size, the sender's public key as key id) then the one encrypted record. Throws on keys
 * that are not a P-256 point and a 16-byte secret (subscriptions are checked before they are kept).
 */
export async function encryptPush(plaintext: Uint8Array, keys: PushKeys, fixed?: Fixed): Promise<Uint8Array> {
  if (plaintext.length > MAX_PLAINTEXT) throw new Error(`push payload over ${MAX_PLAINTEXT} bytes`);
  const uaPublic = fromB64url(keys.p256dh);
  const auth = fromB64url(keys.auth);
  if (!uaPublic || uaPublic.length !== 65 || !auth || auth.length !== 16) throw new Error('push keys malformed');
  const ua = await subtle().importKey('raw', uaPublic as BufferSource, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const sender = fixed?.sender ?? ((await subtle().generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair);
  const asPublic = new Uint8Array(await subtle().exportKey('raw', sender.publicKey));
  const salt = fixed?.salt ?? crypto.getRandomValues(new Uint8Array(16));
  const shared = new Uint8Array(await subtle().deriveBits({ name: 'ECDH', public: ua }, sender.privateKey, 256));
  // RFC 8291 §3.4: key_info = "WebPush: info" || 0x00 || ua_public || as_public.
  const ikm = await hkdf(auth, shared, concat(utf8('WebPush: info\0'), uaPublic, asPublic), 32);
  // RFC 8188 §2.2 and §2.3.
  const cek = await hkdf(salt, ikm, utf8('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, utf8('Content-Encoding: nonce\0'), 12);
  const aes = await subtle().importKey('raw', cek as BufferSource, 'AES-GCM', false, ['encrypt']);
  // One record, the last: the sequence number is 0, so the nonce is used as derived.
  const sealed = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv: nonce as BufferSource }, aes, concat(plaintext, new Uint8Array([2])) as BufferSource));
  const header = new Uint8Array(21);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = asPublic.length;
  return concat(header, asPublic, sealed);
}
