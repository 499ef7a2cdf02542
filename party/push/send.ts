// One push message to one subscription (RFC 8030 §5): the payload sealed for the subscription's
// keys (encrypt.ts), signed for with the site's VAPID key (vapid.ts), POSTed to its endpoint. The
// room (notify.ts) decides what is owed and when; this only sends and reports the service's status.
import type { PushSub } from './check';
import { encryptPush } from './encrypt';
import { signingKey, vapidAuthorization, type VapidKeys } from './vapid';

export interface PushSender {
  /** Plain http endpoints on this machine are accepted (the tests' push service; never in a deployment). */
  readonly allowLocalHttp: boolean;
  /** The push service's HTTP status; 0 when it could not be reached or did not answer in time. */
  send(sub: PushSub, payload: string): Promise<number>;
}

/**
 * RFC 8030 §5.2: how long the push service keeps a message for a device that is off. A turn may
 * wait days at a turn-based table: a week, then the message is no longer worth showing.
 */
const TTL_S = 7 * 24 * 3600;
/** A push service that takes longer than this is retried later (notify.ts). */
const TIMEOUT_MS = 10_000;

export interface SenderOptions {
  keys(): Promise<VapidKeys>;
  /** RFC 8292 §2.1: a contact for the push service's operator (mailto: or https:). */
  subject: string;
  allowLocalHttp: boolean;
  fetch?: typeof fetch;
  now?: () => number;
}

export function pushSender(opts: SenderOptions): PushSender {
  const doFetch = opts.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const now = opts.now ?? (() => Date.now());
  let signer: Promise<{ keys: VapidKeys; key: CryptoKey }> | null = null;
  const sign = () =>
    (signer ??= opts
      .keys()
      .then(async (keys) => ({ keys, key: await signingKey(keys) }))
      .catch((e: unknown) => {
        signer = null;
        throw e;
      }));
  return {
    allowLocalHttp: opts.allowLocalHttp,
    async send(sub, payload) {
      const { keys, key } = await sign();
      const body = await encryptPush(new TextEncoder().encode(payload), sub);
      try {
        const res = await doFetch(sub.endpoint, {
          method: 'POST',
          headers: {
            authorization: await vapidAuthorization(sub.endpoint, keys, key, opts.subject, now()),
            'content-encoding': 'aes128gcm',
            'content-type': 'application/octet-stream',
            ttl: String(TTL_S),
            urgency: 'normal',
            // RFC 8030 §5.4: a newer "your turn" replaces one the device has not fetched yet.
            topic: 'turn',
          },
          body: body as BodyInit,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        // The body is not needed; read it so the connection is released.
        await res.arrayBuffer().catch(() => undefined);
        return res.status;
      } catch {
        return 0;
      }
    },
  };
}
