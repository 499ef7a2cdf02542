#!/usr/bin/env node
// Every test: lint, typecheck, build the client, then unit, integration (real wrangler dev) and
// browser (Debian Chromium) tests. Ends with one line "tests: N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const bin = (name) => `node_modules/.bin/${name}`;
const steps = [
  ['lint', bin('eslint'), ['shared', 'party', 'client', 'test', 'bench', 'diagnostics', 'scripts']],
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json']],
  ['build', bin('vite'), ['build', '--logLevel', 'warn']],
];
const only = process.argv.slice(2);

if (!existsSync(bin('vitest'))) {
  console.error('Dependencies are missing: run `npm ci` first.');
  process.exit(1);
}
if (!existsSync('/usr/bin/chromium') && (only.length === 0 || only.includes('browser'))) {
  console.error('Browser tests need Debian Chromium at /usr/bin/chromium: apt-get update && apt-get install -y chromium');
  process.exit(1);
}

for (const [name, cmd, args] of steps) {
  const t = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`${name} failed`);
    console.log('tests: 0 passed, 1 failed');
    process.exit(1);
  }
  console.log(`${name}: ok (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}

// The deploy, short of the account: wrangler bundles the Worker exactly as `wrangler deploy` would
// (and checks wrangler.jsonc), then the bundle must stay under the 1 MB gzip Worker limit.
const WORKER_LIMIT_KB = 1024;
{
  const t = Date.now();
  const out = mkdtempSync(join(tmpdir(), 'trollmoot-deploy-'));
  const r = spawnSync(bin('wrangler'), ['deploy', '--dry-run', '--outdir', out], { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
  const bundle = join(out, 'server.js');
  if (r.status !== 0 || !existsSync(bundle)) {
    process.stderr.write(r.stdout + r.stderr);
    console.error('deploy dry run failed');
    console.log('tests: 0 passed, 1 failed');
    process.exit(1);
  }
  const kb = gzipSync(readFileSync(bundle), { level: 9 }).length / 1024;
  rmSync(out, { recursive: true, force: true });
  console.log(`worker-gzip: ${kb.toFixed(1)} KB (limit ${WORKER_LIMIT_KB} KB)`);
  if (kb > WORKER_LIMIT_KB) {
    console.error(`deploy: the Worker bundle is over ${WORKER_LIMIT_KB} KB gzip`);
    console.log('tests: 0 passed, 1 failed');
    process.exit(1);
  }
  // Source maps are built for debugging, never deployed as public assets (.assetsignore, from vite.config.ts).
  const ignore = existsSync('dist/client/.assetsignore') ? readFileSync('dist/client/.assetsignore', 'utf8').split('\n') : [];
  if (!ignore.includes('*.map')) {
    console.error('deploy: dist/client/.assetsignore must keep *.map out of the deployed assets');
    console.log('tests: 0 passed, 1 failed');
    process.exit(1);
  }
  console.log(`deploy dry run: ok (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}

mkdirSync('test-results', { recursive: true });
const projects = only.length > 0 ? only : ['unit', 'integration', 'browser'];
// Integration tests mostly wait on their rooms: they run in a second vitest beside the unit tests
// (while the browser tests, which are timing-sensitive, come after the unit tests in the first),
// which takes their ~200 s off the wall clock. Their output is printed once they are done.
const apart = projects.includes('integration') && projects.length > 1 ? ['integration'] : [];
const together = projects.filter((p) => !apart.includes(p));
const vitest = (ps, report, stdio) =>
  new Promise((done) => {
    const child = spawn(bin('vitest'), ['run', ...ps.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { stdio });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    child.on('close', (status) => done({ status, out, report }));
  });
const runs = await Promise.all([
  ...(apart.length ? [vitest(apart, 'test-results/vitest-apart.json', ['ignore', 'pipe', 'pipe'])] : []),
  vitest(together, 'test-results/vitest.json', 'inherit'),
]);
let passed = 0;
let failed = 0;
let skipped = 0;
let ok = true;
const failures = [];
const flaky = [];
const files = [];
for (const r of runs) {
  if (r.out) process.stdout.write(`\n---- ${apart.join(', ')} (run beside the others) ----\n${r.out}`);
  let f = r.status === 0 ? 0 : 1;
  try {
    const report = JSON.parse(readFileSync(r.report, 'utf8'));
    passed += report.numPassedTests;
    // A file that fails to load fails no test: count it once.
    f = report.numFailedTests || (report.numFailedTestSuites > 0 ? 1 : 0);
    skipped += report.numPendingTests + report.numTodoTests;
    for (const file of report.testResults ?? []) {
      files.push({ name: file.name, start: file.startTime ?? 0, end: file.endTime ?? 0, s: ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000 });
      // A passed test that carries failure messages failed first and passed on its retry.
      for (const a of file.assertionResults ?? []) {
        if (a.status === 'passed' && a.failureMessages?.length) flaky.push(`${file.name} > ${a.fullName}\n    ${String(a.failureMessages[0]).split('\n').slice(0, 4).join('\n    ')}`);
      }
      const bad = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      if (bad.length === 0 && file.status === 'failed') failures.push(`${file.name}: ${String(file.message ?? '').slice(0, 600)}`);
      for (const a of bad) failures.push(`${file.name} > ${a.fullName}\n    ${String(a.failureMessages?.[0] ?? '').split('\n').slice(0, 8).join('\n    ')}`);
    }
  } catch {
    /* no report: the run itself failed */
  }
  if (r.status !== 0 && f === 0) f = 1;
  failed += f;
  ok &&= r.status === 0;
}
// Where the time goes (CI has a 30-minute budget), then the flaky and the failures last, just above
// the count, so a log's tail always names them.
// The browser files run one after another: what lies between one's last test and the next one's
// first (hooks: servers, browsers; a worker's start and imports) is CI time no file shows.
const browserFiles = files.filter((f) => f.name.includes('/test/browser/')).sort((a, b) => a.start - b.start);
if (browserFiles.length > 1) {
  const inFiles = browserFiles.reduce((t, f) => t + f.s, 0);
  const between = browserFiles.slice(1).reduce((t, f, i) => t + Math.max(0, f.start - browserFiles[i].end) / 1000, 0);
  console.log(`\nbrowser: ${browserFiles.length} files, ${inFiles.toFixed(0)} s in their tests, ${between.toFixed(0)} s between them`);
}
const slowest = files.sort((a, b) => b.s - a.s).slice(0, 10);
if (slowest.length) console.log(`\n---- slowest files ----\n${slowest.map((f) => `${f.s.toFixed(0).padStart(5)} s  ${f.name.replace(process.cwd() + '/', '')}`).join('\n')}`);
if (flaky.length) console.log(`\n---- passed only on retry (flaky) ----\n${flaky.join('\n')}\n`);
if (failures.length) console.log(`\n---- failed ----\n${failures.join('\n')}\n`);
console.log(`tests: ${passed} passed${flaky.length ? ` (${flaky.length} on retry)` : ''}, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok && failed === 0 && skipped === 0 ? 0 : 1);
