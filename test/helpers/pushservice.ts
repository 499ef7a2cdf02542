// A push service for tests (RFC 8030), in Node on a loopback port: each "device" has its own
// endpoint and a P-256 key pair and auth secret made here, as a browser makes them. A message is
// accepted only with a valid VAPID header (RFC 8292: an ES256 JWT for this service's origin that
// the header's public key verifies) and opened with the device's private key (RFC 8291, written
// with node:crypto: not the Worker's WebCrypto code). A device can be told to answer 404 or 410.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivered {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export interface Device {
  name: string;
  endpoint: string;
  /** What a page hands over: PushSubscription.toJSON(). */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** Messages opened, in order of arrival. */
  messages: Delivered[];
  /** Every request to this endpoint, answered or not. */
  requests: number;
  /** What this endpoint answers (201 unless a test says otherwise). */
  status: number;
  /** While set, requests are taken and never answered (a push service that hangs; the sender gives up). */
  hold: boolean;
}

export interface PushService {
  origin: string;
  /** Resolve once `pred` holds (looked at as requests arrive and every 20 ms), or fail after `ms`. */
  until(pred: () => boolean, ms?: number, what?: string): Promise<void>;
  device(name: string): Device;
  /** The VAPID public keys requests were signed with (`k=`). */
  readonly signers: Set<string>;
  /** Requests refused for a bad header, JWT or encryption, with why. */
  readonly refused: string[];
  stop(): Promise<void>;
}

const b64u = (b: Buffer) => b.toString('base64url');

function open(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const shared = ecdh.computeSecret(asPublic);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), asPublic]), 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const d = createDecipheriv('aes-128-gcm', cek, nonce);
  d.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([d.update(record.subarray(0, record.length - 16)), d.final()]);
  const end = plain.lastIndexOf(2);
  if (end < 0 || plain.subarray(end + 1).some((x) => x !== 0)) throw new Error('no last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}

/** RFC 8292 §3: `vapid t=<jwt>, k=<key>`; the JWT verifies with k, is for `origin`, expires within a day. */
function checkVapid(header: string | undefined, origin: string): string {
  const m = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`authorization: ${header}`);
  const [, h, c, sig, k] = m as unknown as [string, string, string, string, string];
  const pub = Buffer.from(k, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(pub.subarray(1, 33)), y: b64u(pub.subarray(33, 65)) }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${h}.${c}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig, 'base64url'))) throw new Error('JWT signature');
  const claims = JSON.parse(Buffer.from(c, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud}`);
  const left = (claims.exp ?? 0) - Date.now() / 1000;
  if (left <= 0 || left > 24 * 3600) throw new Error(`exp in ${left} s`);
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Error(`sub ${claims.sub}`);
  return k;
}

async function read(req: IncomingMessage, cap: number): Promise<Buffer | null> {
  const parts: Buffer[] = [];
  let n = 0;
  for await (const chunk of req) {
    n += (chunk as Buffer).length;
    if (n > cap) return null;
    parts.push(chunk as Buffer);
  }
  return Buffer.concat(parts);
}

export async function startPushService(): Promise<PushService> {
  const devices = new Map<string, Device & { ecdh: ECDH; auth: Buffer }>();
  const signers = new Set<string>();
  const refused: string[] = [];
  const held: ServerResponse[] = [];
  let origin = '';
  const server = createServer((req, res) => {
    void (async () => {
      const name = /^\/s\/([\w-]+)/.exec(req.url ?? '')?.[1];
      const dev = name ? devices.get(name) : undefined;
      if (req.method !== 'POST' || !dev) return res.writeHead(404).end();
      dev.requests++;
      if (dev.hold) return void held.push(res);
      const body = await read(req, 4096 + 200);
      try {
        if (!body) throw new Error('over 4 KB');
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        if (!/^\d+$/.test(String(req.headers.ttl ?? ''))) throw new Error('no TTL');
        signers.add(checkVapid(req.headers.authorization, origin));
        if (dev.status >= 400) return res.writeHead(dev.status).end();
        dev.messages.push(JSON.parse(open(body, dev.ecdh, dev.auth)) as Delivered);
        res.writeHead(dev.status, { location: `${origin}/m/${dev.messages.length}` }).end();
      } catch (e) {
        refused.push(`${name}: ${e instanceof Error ? e.message : String(e)}`);
        res.writeHead(400).end();
      }
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    until: async (pred, ms = 10_000, what = 'condition') => {
      const end = Date.now() + ms;
      while (!pred()) {
        if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    signers,
    refused,
    device(name) {
      const known = devices.get(name);
      if (known) return known;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/s/${name}`;
      const dev = { name, endpoint, ecdh, auth, messages: [], requests: 0, status: 201, hold: false, subscription: { endpoint, expirationTime: null, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } } };
      devices.set(name, dev);
      return dev;
    },
    stop: () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}
