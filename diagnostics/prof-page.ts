// Not a bench: where a game page's main thread goes while it watches 4 Easy bots play (the
// spectator's page of bench/client.ts), from Chromium's sampling profiler. Prints the functions
// with the most self time (ms, share of all samples) and the same summed by source file (vite's
// functions are placed in the sources through the build's sourcemaps, dist/client/assets/*.map).
// For a delta-render-ms or frame figure over its limit: what to look at first. `(program)` is the
// browser's own work outside JS (style, layout, paint), `getBoundingClientRect` the layout a
// measure forces.
//   PROF_GAME=<id> (default fotmk), PROF_MS=<watch> (default 15000), PROF_TOP=<n> (default 25).
import { botTable, setUp, spectatorPage } from './_watch';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

const ASSETS = resolve(import.meta.dirname, '../dist/client/assets');
const maps = new Map<string, SourceMapConsumer | null>();
/** Where a built chunk's line and column come from (its sourcemap), else the chunk's own place. */
function place(file: string, line: number, column: number): string {
  if (!maps.has(file)) maps.set(file, existsSync(join(ASSETS, `${file}.map`)) ? new SourceMapConsumer(JSON.parse(readFileSync(join(ASSETS, `${file}.map`), 'utf8'))) : null);
  const m = maps.get(file);
  const o = m?.originalPositionFor({ line, column });
  return o?.source ? `${o.source.replace(/^(\.\.\/)+/, '')}:${o.line}${o.name ? ` ${o.name}` : ''}` : `${file}:${line}:${column + 1}`;
}

const GAME = process.env.PROF_GAME ?? 'fotmk';
const MS = Number(process.env.PROF_MS ?? 15_000);
const TOP = Number(process.env.PROF_TOP ?? 25);

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const { server, browser, close } = await setUp();
try {
  const { id, host } = await botTable(server, GAME);
  const { ctx, page } = await spectatorPage(browser, server, id, GAME);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.waitForTimeout(MS);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] } };
  host.close();
  const byNode = new Map<number, Node>(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const files = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((nid, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const f = byNode.get(nid)!.callFrame;
    const chunk = f.url ? f.url.replace(/^.*\//, '') : '';
    const where = chunk ? place(chunk, f.lineNumber + 1, f.columnNumber) : '';
    const file = chunk ? where.replace(/:.*$/, '') : `(${f.functionName || 'native'})`;
    const key = chunk ? `${f.functionName || '(anonymous)'} ${where}` : `(${f.functionName})`;
    total += ms;
    self.set(key, (self.get(key) ?? 0) + ms);
    files.set(file, (files.get(file) ?? 0) + ms);
  });
  const busy = total - (self.get('((idle))') ?? 0);
  console.log(`${GAME}: ${(busy / 1000).toFixed(1)} s busy of ${(total / 1000).toFixed(1)} s sampled`);
  const show = (m: Map<string, number>) =>
    [...m]
      .filter(([k]) => k !== '((idle))')
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .forEach(([k, ms]) => console.log(`  ${ms.toFixed(0).padStart(6)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${k}`));
  console.log('self time by function:');
  show(self);
  console.log('self time by file:');
  show(files);
} finally {
  await close();
}
