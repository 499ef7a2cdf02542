#!/usr/bin/env node
// The npm registry mirror these machines reach lacks some platform builds of Tailwind's native
// engine (@tailwindcss/oxide-darwin-arm64, -win32-x64-msvc, ...). `npm install` then writes a lock
// without them, and `npm ci` refuses that lock as out of sync. This adds the missing optional
// entries with their os/cpu, so `npm ci` skips them here and installs them where they apply.
// Run after any `npm install` that rewrites package-lock.json.
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const pk = lock.packages;
const base = pk['node_modules/@tailwindcss/oxide'];
const platforms = {
  'android-arm64': [['android'], ['arm64']],
  'darwin-arm64': [['darwin'], ['arm64']],
  'darwin-x64': [['darwin'], ['x64']],
  'freebsd-x64': [['freebsd'], ['x64']],
  'linux-arm-gnueabihf': [['linux'], ['arm']],
  'linux-arm64-gnu': [['linux'], ['arm64']],
  'linux-arm64-musl': [['linux'], ['arm64']],
  'linux-x64-gnu': [['linux'], ['x64']],
  'linux-x64-musl': [['linux'], ['x64']],
  'wasm32-wasi': [null, ['wasm32']],
  'win32-arm64-msvc': [['win32'], ['arm64']],
  'win32-x64-msvc': [['win32'], ['x64']],
};
let added = 0;
if (base) {
  for (const [name, [os, cpu]] of Object.entries(platforms)) {
    const key = `node_modules/@tailwindcss/oxide-${name}`;
    if (pk[key]) continue;
    pk[key] = { version: base.version, cpu, dev: true, license: 'MIT', optional: true, ...(os ? { os } : {}), engines: { node: '>= 20' } };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(pk).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
lock.packages = sorted;
writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log(`fix-lock: added ${added} missing optional entries`);
