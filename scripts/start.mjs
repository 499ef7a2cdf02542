#!/usr/bin/env node
// Run the whole site locally: install what is missing, build the client, start wrangler dev with
// storage kept on disk in .data/, and print the URL. Ctrl-C stops it.
//   npm start                       # http://127.0.0.1:8787
//   PORT=9000 npm start
//   npm start -- --with-test-game   # also list the platform's small test game
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const args = process.argv.slice(2);
const port = process.env.PORT ?? '8787';
const run = (cmd, a) => {
  const r = spawnSync(cmd, a, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync('node_modules/.bin/wrangler')) run('npm', ['ci', '--no-audit', '--no-fund']);
if (!args.includes('--no-build')) run('node_modules/.bin/vite', ['build', '--logLevel', 'warn']);

const wrangler = spawn(
  'node_modules/.bin/wrangler',
  ['dev', '--port', port, '--ip', process.env.HOST ?? '127.0.0.1', '--persist-to', '.data', '--var', `TEST_GAMES:${args.includes('--with-test-game') ? 1 : 0}`],
  { stdio: ['inherit', 'pipe', 'inherit'], detached: true, env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' } },
);
wrangler.stdout.on('data', (d) => {
  process.stdout.write(d);
  if (String(d).includes('Ready on')) console.log(`\nTrollmoot is running: http://127.0.0.1:${port}/  (storage in .data/, Ctrl-C to stop)\n`);
});
const stop = () => {
  try {
    process.kill(-wrangler.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
wrangler.on('exit', (code) => process.exit(code ?? 0));
