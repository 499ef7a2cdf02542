// Not a bench: where a game page's main thread goes while it watches 4 Easy bots play (the
// spectator's page of bench/client.ts), from Chromium's sampling profiler. Prints the functions
// with the most self time (ms, share of all samples) and the same summed by source file (vite's
// functions are placed in the sources through the build's sourcemaps, dist/client/assets/*.map).
// For a delta-render-ms or frame figure over its limit: what to look at first. `(program)` is the
// browser's own work outside JS (style, layout, paint), `getBoundingClientRect` the layout a
// measure forces.
//   PROF_GAME=<id> (default fotmk), PROF_MS=<watch> (default 15000), PROF_TOP=<n> (default 25),
//   PROF_SPANS=1 for the timed changes alone (PROF_SLOW=<ms>: only those that took longer).
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
// PROF_SPANS=1: only the samples inside the page's timed work on a change (lib/timing.ts, the spans
// of delta-render-ms), placed on the profile's clock by a marker function run at the start.
const SPANS = process.env.PROF_SPANS === '1';

interface Node {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const { server, browser, close } = await setUp();
try {
  const { id, host } = await botTable(server, GAME);
  const { ctx, page } = await spectatorPage(browser, server, id, GAME, SPANS ? 'window.__timing = [];' : '');
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  // The marker: 30 ms in a function of its own, begun at a known performance.now().
  const mark = SPANS
    ? ((await page.evaluate(`(() => { window.__timing.length = 0; const t = performance.now(); (function trollmootSyncMarker() { while (performance.now() - t < 30); })(); return t; })()`)) as number)
    : 0;
  await page.waitForTimeout(MS);
  // PROF_SLOW=<ms>: only the timed changes that took longer (what sets the p95).
  const spans = SPANS ? ((await page.evaluate('window.__timing')) as { at: number; ms: number }[]).filter((sp) => sp.ms >= Number(process.env.PROF_SLOW ?? 0)) : [];
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number } };
  host.close();
  const byNode = new Map<number, Node>(profile.nodes.map((n) => [n.id, n]));
  // Each sample's time on the page's clock (ms): the marker's first sample is at `mark`.
  const times: number[] = [];
  let t = profile.startTime / 1000;
  profile.samples.forEach((_, i) => times.push((t += (profile.timeDeltas[i] ?? 0) / 1000)));
  const first = profile.samples.findIndex((nid) => byNode.get(nid)!.callFrame.functionName === 'trollmootSyncMarker');
  const offset = SPANS && first >= 0 ? mark - times[first]! : 0;
  if (SPANS && first < 0) throw new Error('the marker is not in the profile');
  const inSpans = (i: number) => !SPANS || spans.some((sp) => times[i]! + offset >= sp.at && times[i]! + offset < sp.at + sp.ms);
  if (SPANS) console.log(`${spans.length} timed changes, ${spans.reduce((a, sp) => a + sp.ms, 0).toFixed(0)} ms in them`);
  const self = new Map<string, number>();
  // The browser's own functions (a name in brackets, no script) are also counted by their caller.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const callers = new Map<string, number>();
  const files = new Map<string, number>();
  // Inclusive time of the page's own functions (not the libraries'): each counted once a sample, however deep.
  const incl = new Map<number, string | null>();
  const inclusive = new Map<string, number>();
  const keyOf = (nid: number): string | null => {
    if (incl.has(nid)) return incl.get(nid)!;
    const f = byNode.get(nid)!.callFrame;
    const chunk = f.url ? f.url.replace(/^.*\//, '') : '';
    const where = chunk ? place(chunk, f.lineNumber + 1, f.columnNumber) : '';
    const k = chunk && !where.startsWith('node_modules') ? `${f.functionName || '(anonymous)'} ${where}` : null;
    incl.set(nid, k);
    return k;
  };
  let total = 0;
  profile.samples.forEach((nid, i) => {
    if (!inSpans(i)) return;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const f = byNode.get(nid)!.callFrame;
    const chunk = f.url ? f.url.replace(/^.*\//, '') : '';
    const where = chunk ? place(chunk, f.lineNumber + 1, f.columnNumber) : '';
    const file = chunk ? where.replace(/:.*$/, '') : `(${f.functionName || 'native'})`;
    const key = chunk ? `${f.functionName || '(anonymous)'} ${where}` : `(${f.functionName})`;
    total += ms;
    self.set(key, (self.get(key) ?? 0) + ms);
    const up = parent.get(nid);
    if (!chunk && f.functionName && up !== undefined) {
      const g = byNode.get(up)!.callFrame;
      const gc = g.url ? g.url.replace(/^.*\//, '') : '';
      const k = `(${f.functionName}) <- ${g.functionName || '(anonymous)'} ${gc ? place(gc, g.lineNumber + 1, g.columnNumber) : ''}`;
      callers.set(k, (callers.get(k) ?? 0) + ms);
    }
    files.set(file, (files.get(file) ?? 0) + ms);
    const seen = new Set<string>();
    for (let n: number | undefined = nid; n !== undefined; n = parent.get(n)) {
      const k = keyOf(n);
      if (k && !seen.has(k)) {
        seen.add(k);
        inclusive.set(k, (inclusive.get(k) ?? 0) + ms);
      }
    }
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
  console.log("the page's own functions, their callees included:");
  show(inclusive);
  console.log("the browser's functions by their caller:");
  show(callers);
} finally {
  await close();
}
