// `node scripts/vapid-keys.mjs` (docs/design.md, "VAPID keys") prints a pair the Worker accepts:
// well formed, and a JWT signed with its private half verifies with its public half.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fromB64url } from '../../party/push/b64';
import { signingKey, wellFormed } from '../../party/push/vapid';

function run(): Record<string, string> {
  const r = spawnSync(process.execPath, ['scripts/vapid-keys.mjs'], { encoding: 'utf8' });
  expect(r.status).toBe(0);
  expect(r.stderr).toContain('wrangler secret put VAPID_PRIVATE_KEY');
  return Object.fromEntries(r.stdout.trim().split('\n').map((l) => l.split('=') as [string, string]));
}

describe('the VAPID key script', () => {
  it('prints a fresh pair the Worker reads, whose halves sign and verify together', async () => {
    const a = run();
    const keys = { publicKey: a.VAPID_PUBLIC_KEY!, privateKey: a.VAPID_PRIVATE_KEY! };
    expect(wellFormed(keys)).toBe(true);
    const data = new TextEncoder().encode('header.claims');
    const sig = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, await signingKey(keys), data);
    const pub = await crypto.subtle.importKey('raw', new Uint8Array(fromB64url(keys.publicKey)!), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    expect(await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, pub, sig, data)).toBe(true);
    // A second run makes another pair, never a fixed one.
    expect(run().VAPID_PRIVATE_KEY).not.toBe(keys.privateKey);
  });
});
