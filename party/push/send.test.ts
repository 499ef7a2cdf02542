// One push request as a push service receives it (RFC 8030 §5: POST, TTL, Topic; RFC 8188's
// Content-Encoding; RFC 8292's Authorization), and what the room is told back: the service's
// status, or 0 when it could not be reached.
import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pushSender } from './send';
import { newVapidKeys } from './vapid';

const device = () => {
  const e = createECDH('prime256v1');
  e.generateKeys();
  return { endpoint: 'https://push.example.net/s/abc', p256dh: e.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

describe('pushSender', () => {
  it('POSTs the sealed payload with the headers a push service needs, and reports its status', async () => {
    const keys = await newVapidKeys();
    const seen: { url: string; init: RequestInit }[] = [];
    const sender = pushSender({
      keys: async () => keys,
      subject: 'mailto:ops@example.org',
      allowLocalHttp: false,
      fetch: async (url, init) => (seen.push({ url: String(url), init: init! }), new Response(null, { status: 201 })),
    });
    expect(await sender.send(device(), '{"title":"Your turn"}')).toBe(201);
    const [{ url, init }] = seen as [(typeof seen)[number]];
    expect(url).toBe('https://push.example.net/s/abc');
    expect(init.method).toBe('POST');
    const h = init.headers as Record<string, string>;
    expect(h['content-encoding']).toBe('aes128gcm');
    expect(Number(h.ttl)).toBeGreaterThan(24 * 3600);
    expect(h.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(h.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${keys.publicKey}$`));
    // Salt, record size, key id, then one record: the payload, its delimiter and the 16-byte tag.
    expect((init.body as Uint8Array).length).toBe(21 + 65 + '{"title":"Your turn"}'.length + 1 + 16);
  });

  it('says 0 when the push service cannot be reached; the keys are asked for again after a failure', async () => {
    let asks = 0;
    const keys = await newVapidKeys();
    const sender = pushSender({
      keys: async () => {
        if (++asks === 1) throw new Error('key room unreachable');
        return keys;
      },
      subject: 'mailto:ops@example.org',
      allowLocalHttp: false,
      fetch: async () => {
        throw new TypeError('network down');
      },
    });
    await expect(sender.send(device(), 'x')).rejects.toThrow(/key room/);
    expect(await sender.send(device(), 'x')).toBe(0);
    expect(asks).toBe(2);
  });
});
