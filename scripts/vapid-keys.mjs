#!/usr/bin/env node
// A VAPID key pair for a deployment's Web Push (RFC 8292), made with Node's own WebCrypto: no
// package to install. Prints the two Worker secrets in the form party/push/vapid.ts reads
// (base64url without padding: the 65-byte uncompressed public point and the 32-byte private
// scalar), then how to set them. Keep the private key secret; changing the pair later makes
// every subscription made with the old one useless (players tap Notify me again).
const { subtle } = globalThis.crypto;
const b64url = (bytes) => Buffer.from(bytes).toString('base64url');

const pair = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
const publicKey = b64url(new Uint8Array(await subtle.exportKey('raw', pair.publicKey)));
const privateKey = (await subtle.exportKey('jwk', pair.privateKey)).d;

console.log(`VAPID_PUBLIC_KEY=${publicKey}`);
console.log(`VAPID_PRIVATE_KEY=${privateKey}`);
console.error(
  [
    '',
    'Set them as Worker secrets (each command asks for the value):',
    '  npx wrangler secret put VAPID_PUBLIC_KEY',
    '  npx wrangler secret put VAPID_PRIVATE_KEY',
    '  npx wrangler secret put VAPID_SUBJECT     # mailto:you@example.org or https://your.site',
  ].join('\n'),
);
