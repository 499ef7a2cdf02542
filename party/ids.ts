// Table ids that prove themselves. An id is 16 random bytes plus a tag: the first 8 bytes of an
// HMAC-SHA256 of those bytes under a key only the Worker knows. A socket or request naming an id
// without a valid tag is refused in the Worker, before any room is addressed: a Durable Object
// that is merely addressed is instantiated and leaves a record on disk even if it writes nothing,
// so a probe must never reach one. The key lives in one room of its own, created once.

const RANDOM_BYTES = 16;
const TAG_BYTES = 8;
/** A table id as the link carries it: 24 bytes of URL-safe base64, 32 characters. */
export const TABLE_ID = /^[A-Za-z0-9_-]{32}$/;

const b64url = (bytes: Uint8Array): string => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

function unb64url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0)) as Uint8Array<ArrayBuffer>;
  } catch {
    return null;
  }
}

export const importIdKey = (raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> =>
  crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);

async function tagOf(key: CryptoKey, random: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, random)).slice(0, TAG_BYTES);
}

/** A new table id under `key`. */
export async function newTableId(key: CryptoKey): Promise<string> {
  const random = crypto.getRandomValues(new Uint8Array(RANDOM_BYTES));
  const id = new Uint8Array(RANDOM_BYTES + TAG_BYTES);
  id.set(random);
  id.set(await tagOf(key, random), RANDOM_BYTES);
  return b64url(id);
}

/** Whether `id` was made by `newTableId` under `key` (never says why not). */
export async function isTableId(key: CryptoKey, id: string): Promise<boolean> {
  if (!TABLE_ID.test(id)) return false;
  const bytes = unb64url(id);
  if (!bytes || bytes.length !== RANDOM_BYTES + TAG_BYTES) return false;
  const want = await tagOf(key, bytes.slice(0, RANDOM_BYTES));
  let diff = 0;
  for (let i = 0; i < TAG_BYTES; i++) diff |= want[i]! ^ bytes[RANDOM_BYTES + i]!;
  return diff === 0;
}
