// Web Push for a closed page (the room's side: party/push): after the player chose "Notify me" and
// the browser granted notifications, this browser's push subscription (made with the site's VAPID
// public key, GET /api/push/key) is handed to the seat over the table's socket. One subscription
// serves every table of this browser; stopping at one table only tells that table's room.
import type { TableStore } from '../store';

/** Why the page could not arrange Web Push (the in-tab notification still works where it can). */
export type PushOutcome = 'on' | 'unsupported' | 'denied' | 'no-worker' | 'failed';

export const PUSH_WORDS: Record<Exclude<PushOutcome, 'on'>, string> = {
  unsupported: 'This browser cannot notify you while the page is closed: keep the tab open to hear of your turn.',
  denied: 'Notifications are blocked for this site: allow them in the browser’s site settings to be told of your turn.',
  'no-worker': 'Notifications while the page is closed need the site’s offline helper, which is not running here: keep the tab open.',
  failed: 'This browser could not set up notifications for a closed page: keep the tab open to hear of your turn.',
};

export const pushSupported = (): boolean => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof PushManager !== 'undefined' && typeof Notification !== 'undefined';

let serverKey: Promise<Uint8Array> | null = null;

function fetchKey(): Promise<Uint8Array> {
  serverKey ??= fetch('/api/push/key')
    .then((r) => (r.ok ? (r.json() as Promise<{ key?: unknown }>) : Promise.reject(new Error(`key ${r.status}`))))
    .then((b) => {
      if (typeof b.key !== 'string' || !/^[A-Za-z0-9_-]{80,100}$/.test(b.key)) throw new Error('key malformed');
      const bin = atob(b.key.replace(/-/g, '+').replace(/_/g, '/'));
      return Uint8Array.from(bin, (c) => c.charCodeAt(0));
    })
    .catch((e: unknown) => {
      serverKey = null;
      throw e;
    });
  return serverKey;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array): boolean => {
  if (!a || a.byteLength !== b.length) return false;
  const x = new Uint8Array(a);
  return x.every((v, i) => v === b[i]);
};

/** The service worker's registration, if one controls this site within `ms` (production builds only). */
async function registration(ms: number): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((res) => setTimeout(() => res(null), ms));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/**
 * Call once notifications are granted (the "Notify me" control asks): subscribe this browser (or
 * reuse its subscription when it was made with this site's key) and hand it to my seat. The room
 * answers with `push` (store.pushOn) or a clear `push/...` error (a toast).
 */
export async function enablePush(store: TableStore): Promise<PushOutcome> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission !== 'granted') return 'denied';
  try {
    const reg = await registration(4000);
    if (!reg) return 'no-worker';
    const key = await fetchKey();
    let sub = await reg.pushManager.getSubscription();
    if (sub && !sameKey(sub.options.applicationServerKey, key)) {
      await sub.unsubscribe();
      sub = null;
    }
    // A browser whose push service cannot be reached may never answer (Chromium without one does not).
    sub ??= await Promise.race([
      reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key as BufferSource }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer from the push service')), 20_000)),
    ]);
    return store.pushSubscription(sub.toJSON()) ? 'on' : 'failed';
  } catch {
    return 'failed';
  }
}

/** One tap: this table stops telling my seat (the browser's subscription stays for other tables). */
export function disablePush(store: TableStore): void {
  store.pushSubscription(null);
}
