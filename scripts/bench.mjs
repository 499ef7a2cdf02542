#!/usr/bin/env node
// `npm run bench`: every bench/*.ts in turn; each prints `name: value unit` lines.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const files = readdirSync('bench').filter((f) => f.endsWith('.ts') && !f.startsWith('_')).sort();
let failed = 0;
for (const f of files) {
  const r = spawnSync('node_modules/.bin/tsx', [`bench/${f}`], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
