// Not a bench: a game page's cost per change on the very same changes, run after run (issue 28's
// delta-render-ms, for an A/B of two builds). The first run records what the room sent a
// spectator of 4 Easy bots (the table socket's messages, timed) into REPLAY_FILE; every run after
// it plays that recording to a spectator's page with no server and no bots (the socket answered by
// the recording, same gaps), and prints the page's timed changes: wall p50/p95 and main-thread CPU
// p50/p95 (a Chromium trace's thread time inside each timed change), the slowest changes.
//   REPLAY_GAME=<id> (default hall), REPLAY_FILE=<path> (default /tmp/replay-<game>.json),
//   REPLAY_MS=<recording's watch> (default 40000), REPLAY_RUNS=<n> (default 1), REPLAY_TOP=<n> slowest shown (8),
//   REPLAY_INIT=<js> run in the page before its script (an A/B of a style, say, on the very same changes),
//   REPLAY_COST=1 the slowest changes' components (build unminified first: `npx vite build --minify false`),
//   REPLAY_INVAL=1 what the slowest changes invalidated for layout,
//   REPLAY_EVENTS=1 the slowest changes' trace events by name, each one's own thread time,
//   REPLAY_NOTE=<js expression> read at each timed change and said after its log line (a figure of the page then).
// Build first (`npx vite build`); the page is the built one, dist/client.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { botTable, setUp } from './_watch';
import type { Timed } from '../client/lib/timing';

const GAME = process.env.REPLAY_GAME ?? 'hall';
const FILE = process.env.REPLAY_FILE ?? `/tmp/replay-${GAME}.json`;
const MS = Number(process.env.REPLAY_MS ?? 40_000);
/** REPLAY_COST=1: each change's components (client/lib/renderCost.ts; names need an unminified build). */
const COST = process.env.REPLAY_COST === '1';
/** REPLAY_INVAL=1: what each of the slowest changes invalidated for layout (Chromium's invalidation tracking). */
const INVAL = process.env.REPLAY_INVAL === '1';
/** REPLAY_STACK=1: for the slowest changes, the script that forced each style or layout pass (a trace's stacks). */
const STACK = process.env.REPLAY_STACK === '1';
const RUNS = Number(process.env.REPLAY_RUNS ?? 1);
const SOCKET = /\/parties\/table\//;

interface Rec {
  id: string;
  msgs: { t: number; m: string }[];
}

const { server, browser, close } = await setUp(false);
const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? NaN;
try {
  if (!existsSync(FILE)) {
    const { id, host } = await botTable(server, GAME);
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'no-preference' });
    const page = await ctx.newPage();
    const rec: Rec = { id, msgs: [] };
    const t0 = Date.now();
    await page.routeWebSocket(SOCKET, (ws) => {
      const up = ws.connectToServer();
      ws.onMessage((m) => up.send(m));
      up.onMessage((m) => {
        if (typeof m === 'string') rec.msgs.push({ t: Date.now() - t0, m });
        ws.send(m);
      });
    });
    await page.goto(`${server.url}/t/${id}`);
    await page.waitForTimeout(MS);
    host.close();
    writeFileSync(FILE, JSON.stringify(rec));
    console.log(`recorded ${rec.msgs.length} messages of table ${id} into ${FILE}`);
    await ctx.close();
  }
  const rec = JSON.parse(readFileSync(FILE, 'utf8')) as Rec;
  for (let run = 0; run < RUNS; run++) {
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'no-preference' });
    // Each timed change also notes the log's last line then (what the change was).
    await ctx.addInitScript({
      content: `window.__timing = []; window.__what = [];
        ${COST ? 'window.__renderCost = {}; window.__costs = [];' : ''}
        window.__timing.push = function (t) {
          const li = [...document.querySelectorAll('[role=log][aria-labelledby=log-title] li')].at(-1); window.__what.push((li ? li.textContent : '')${process.env.REPLAY_NOTE ? ` + ' | ' + (${process.env.REPLAY_NOTE})` : ''});
          ${COST ? "const c = window.__renderCost, own = {}; for (const k of Object.keys(c)) { own[k] = c[k]; delete c[k]; } window.__costs.push(own);" : ''}
          return Array.prototype.push.call(this, t);
        };
        ${process.env.REPLAY_INIT ?? ''}`,
    });
    const page = await ctx.newPage();
    let started = false;
    await page.routeWebSocket(SOCKET, (ws) => {
      ws.onMessage(() => {
        if (started) return;
        started = true;
        const first = rec.msgs[0]?.t ?? 0;
        for (const { t, m } of rec.msgs) setTimeout(() => ws.send(m), t - first);
      });
    });
    await page.goto(`${server.url}/t/${rec.id}`);
    await page.waitForSelector(`[data-testid=${GAME}-board]`, { state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(1000);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'v8', 'disabled-by-default-v8.gc', 'blink.user_timing', '__metadata', ...(INVAL ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : []), ...(STACK ? ['disabled-by-default-devtools.timeline.stack'] : [])] });
    const sync = (await page.evaluate(() => {
      (window as unknown as { __timing: unknown[] }).__timing.length = 0;
      (window as unknown as { __what: unknown[] }).__what.length = 0;
      return performance.mark('trollmoot:sync').startTime;
    })) as number;
    await page.waitForTimeout((rec.msgs.at(-1)?.t ?? 0) - (rec.msgs[0]?.t ?? 0) + 500);
    const timing = (await page.evaluate('window.__timing')) as Timed[];
    const what = (await page.evaluate('window.__what')) as string[];
    const costs = COST ? ((await page.evaluate('window.__costs')) as Record<string, number>[]) : [];
    const ev = (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string } }[] }).traceEvents;
    const mark = ev.find((e) => e.name === 'trollmoot:sync')!;
    const main = ev.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === mark.pid)!;
    const offset = mark.ts / 1000 - sync;
    // Top-level tasks of the main thread: each one's thread time inside a timed change (they do not nest).
    const tasks = ev.filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.name.endsWith('RunTask') && e.dur !== undefined);
    const cpu = timing.map((t) => {
      const a = t.at + offset;
      const b = a + t.ms;
      let sum = 0;
      for (const e of tasks) {
        const s = e.ts / 1000;
        const f = s + e.dur! / 1000;
        if (f <= a || s >= b) continue;
        // The share of the task's thread time that falls inside the change.
        sum += ((e.tdur ?? e.dur!) / 1000) * ((Math.min(f, b) - Math.max(s, a)) / (f - s));
      }
      return sum;
    });
    // The browser's style and layout inside the changes (their own thread time): what a page's size
    // or CSS costs a change (REPLAY_INIT=<js> for an A/B of a style on the same changes).
    const spans = timing.map((t) => [t.at + offset, t.at + t.ms + offset] as const);
    const inSpans = (ts: number) => spans.some(([a, b]) => ts / 1000 >= a && ts / 1000 < b);
    const own = (name: string) => ev.filter((e) => e.name === name && e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && inSpans(e.ts)).reduce((x, e) => x + (e.tdur ?? e.dur ?? 0) / 1000, 0) / Math.max(1, timing.length);
    const wall = timing.map((t) => t.ms);
    console.log(`${GAME} run ${run + 1}: ${timing.length} timed changes; wall p50 ${q(wall, 0.5).toFixed(1)} p95 ${q(wall, 0.95).toFixed(1)} ms; CPU p50 ${q(cpu, 0.5).toFixed(1)} p95 ${q(cpu, 0.95).toFixed(1)} ms; mean CPU ${(cpu.reduce((x, y) => x + y, 0) / Math.max(1, cpu.length)).toFixed(2)} ms (style ${own('UpdateLayoutTree').toFixed(2)}, layout ${own('Layout').toFixed(2)} a change)`);
    // The tail (the changes over TAIL ms of CPU, default 7: those that make the p95): how many, of
    // which kind, and what their CPU went to (style, layout and how many passes of it, the rest: JS).
    {
      const cut = Number(process.env.REPLAY_TAIL ?? 7);
      const tail = cpu.map((c, i) => ({ c, i })).filter((x) => x.c > cut);
      const sumOf = (name: string, i: number) => {
        const [a, b] = spans[i]!;
        const es = ev.filter((e) => e.name === name && e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.ts / 1000 >= a && e.ts / 1000 < b);
        return { ms: es.reduce((x, e) => x + (e.tdur ?? e.dur ?? 0) / 1000, 0), n: es.length };
      };
      const m = (f: (i: number, c: number) => number) => (tail.reduce((x, t) => x + f(t.i, t.c), 0) / Math.max(1, tail.length)).toFixed(2);
      const kinds = tail.reduce<Record<string, number>>((o, t) => ({ ...o, [timing[t.i]!.kind]: (o[timing[t.i]!.kind] ?? 0) + 1 }), {});
      console.log(`  tail over ${cut} ms CPU: ${tail.length} (${Object.entries(kinds).map(([k, n]) => `${n} ${k}`).join(', ')}); mean CPU ${m((_, c) => c)}, style ${m((i) => sumOf('UpdateLayoutTree', i).ms)}, layout ${m((i) => sumOf('Layout', i).ms)} in ${m((i) => sumOf('Layout', i).n)} passes, GC ${m((i) => sumOf('MinorGC', i).ms + sumOf('MajorGC', i).ms)}, rest ${m((i, c) => c - sumOf('UpdateLayoutTree', i).ms - sumOf('Layout', i).ms)}`);
    }
    if (run === RUNS - 1)
      cpu
        .map((c, i) => ({ c, i }))
        .sort((x, y) => y.c - x.c)
        .slice(0, Number(process.env.REPLAY_TOP ?? 8))
        .forEach(({ c, i }) => {
          const [a, b] = spans[i]!;
          const of = (name: string) => ev.filter((e) => e.name === name && e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.ts / 1000 >= a && e.ts / 1000 < b);
          const inOne = (name: string) => `${of(name).reduce((x, e) => x + (e.tdur ?? e.dur ?? 0) / 1000, 0).toFixed(1)}${of(name).length > 1 ? ` in ${of(name).length}` : ''}`;
          console.log(`  CPU ${c.toFixed(1).padStart(5)} wall ${wall[i]!.toFixed(1).padStart(5)} (style ${inOne('UpdateLayoutTree')}, layout ${inOne('Layout')}) ${timing[i]!.kind}  ${what[i]?.slice(0, process.env.REPLAY_NOTE ? 200 : 100)}`);
          // With REPLAY_EVENTS=1: the trace's events inside the change by name, each one's own thread time (its nested events' taken out).
          if (process.env.REPLAY_EVENTS) {
            const es = ev.filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.ts / 1000 >= a && e.ts / 1000 < b && e.dur !== undefined).sort((x, y) => x.ts - y.ts || y.dur! - x.dur!);
            const selfOf = new Map<string, number>();
            const stack: { e: (typeof es)[number]; end: number }[] = [];
            const add = (name: string, ms: number) => selfOf.set(name, (selfOf.get(name) ?? 0) + ms);
            for (const e of es) {
              while (stack.length && stack.at(-1)!.end <= e.ts) stack.pop();
              const own = (e.tdur ?? e.dur!) / 1000;
              add(e.name, own);
              if (stack.length) add(stack.at(-1)!.e.name, -own);
              stack.push({ e, end: e.ts + e.dur! });
            }
            console.log(`        events (own ms): ${[...selfOf].filter(([, ms]) => ms >= 0.1).sort((x, y) => y[1] - x[1]).map(([n, ms]) => `${n} ${ms.toFixed(1)}`).join(' | ')}`);
          }
          // With REPLAY_COST=1: the components that change spent its time in, and the elements they diffed.
          // With REPLAY_INVAL=1: what the change invalidated for layout (a node's reason and name), by count.
          if (INVAL) {
            const by = new Map<string, number>();
            for (const e of ev) {
              if (e.name !== 'LayoutInvalidationTracking' || e.ts / 1000 < a - 2 || e.ts / 1000 >= b) continue;
              const d = ((e.args as { data?: { reason?: string; nodeName?: string } } | undefined)?.data ?? {});
              const k = `${d.reason ?? ''}: ${(d.nodeName ?? '').slice(0, 60)}`;
              by.set(k, (by.get(k) ?? 0) + 1);
            }
            console.log(`        layout invalidated: ${[...by].sort((x, y) => y[1] - x[1]).slice(0, 8).map(([k, n]) => `${n}x ${k}`).join(' | ')}`);
          }
          if (STACK)
            for (const e of [...of('UpdateLayoutTree'), ...of('Layout')].sort((x, y) => x.ts - y.ts)) {
              const st = (e.args as { beginData?: { stackTrace?: { functionName: string; url: string; lineNumber: number }[] } } | undefined)?.beginData?.stackTrace ?? [];
              console.log(`        ${e.name} ${((e.tdur ?? e.dur ?? 0) / 1000).toFixed(1)} ms${(e.args as { elementCount?: number } | undefined)?.elementCount !== undefined ? ` (${(e.args as { elementCount: number }).elementCount} elements)` : ''}${(e.args as { beginData?: { dirtyObjects?: number; totalObjects?: number } } | undefined)?.beginData?.totalObjects !== undefined ? ` (${(e.args as { beginData: { dirtyObjects: number } }).beginData.dirtyObjects} of ${(e.args as { beginData: { totalObjects: number } }).beginData.totalObjects} objects dirty)` : ''} <- ${st.slice(0, 4).map((f) => `${f.functionName || '?'}@${f.url.split('/').pop()}:${f.lineNumber}`).join(' < ') || '(the frame)'}`);
            }
          const own = costs[i];
          if (own) {
            const top = (f: (k: string) => boolean) => Object.entries(own).filter(([k]) => f(k)).sort((a, b) => b[1] - a[1]).slice(0, 6);
            console.log(`        ms: ${top((k) => !k.endsWith(' #')).map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', ')}`);
            console.log(`        elements: ${top((k) => k.endsWith(' #')).map(([k, v]) => `${k.slice(0, -2)} ${v}`).join(', ')}`);
          }
        });
    await ctx.close();
  }
} finally {
  await close();
}
