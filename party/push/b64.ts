// base64url (RFC 4648 §5) without padding, the form Web Push uses for keys, salts and JWTs.
// Decoding is strict: anything but the URL-safe alphabet (or a length no encoding has) is null.

const ALPHABET = /^[A-Za-z0-9_-]*$/;

export function toB64url(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Bytes of a base64url text (padding tolerated, as some browsers send it), or null. */
export function fromB64url(text: string): Uint8Array | null {
  const bare = text.replace(/=+$/, '');
  if (!ALPHABET.test(bare) || bare.length % 4 === 1) return null;
  const bin = atob(bare.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
