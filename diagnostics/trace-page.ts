// Not a bench: what the browser itself does on a game page while it watches 4 Easy bots play (the
// spectator's page of bench/client.ts), from a Chromium trace of its main thread: the self time
// (thread CPU) of each kind of work (style recalculation, layout, paint, pre-paint, script,
// hit tests...), once inside the page's timed work on a change from the room (lib/timing.ts: the
// spans of delta-render-ms) and once over the whole watch (frames included). Where
// diagnostics/prof-page.ts says "(program)", this says which part of the browser's own work it is.
//   TRACE_GAME=<id> (default dwarfs), TRACE_MS=<watch> (default 15000), TRACE_TOP=<n> (default 14),
//   TRACE_INIT=<js> run in the page before its script (an A/B: e.g. a style that stops CSS animations).
import { botTable, setUp, spectatorPage } from './_watch';
import type { Timed } from '../client/lib/timing';

const GAME = process.env.TRACE_GAME ?? 'dwarfs';
const MS = Number(process.env.TRACE_MS ?? 15_000);
const TOP = Number(process.env.TRACE_TOP ?? 14);

interface Ev {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; elementCount?: number; beginData?: { dirtyObjects?: number; totalObjects?: number; partialLayout?: boolean } };
}

const { server, browser, close } = await setUp();
try {
  const { id, host } = await botTable(server, GAME);
  // The page's timing on, and a count of the DOM changes inside the board (records of a mutation observer).
  const { page } = await spectatorPage(
    browser,
    server,
    id,
    GAME,
    `window.__timing = []; window.__mutations = 0;
      new MutationObserver((rs) => { for (const r of rs) { const el = r.target.nodeType === 1 ? r.target : r.target.parentElement; if (el && el.closest('[data-testid=${GAME}-board]')) window.__mutations++; } })
        .observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      ${process.env.TRACE_INIT ?? ''}`,
  );
  await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'blink.user_timing', '__metadata', 'v8.execute', 'disabled-by-default-v8.gc', 'v8'] });
  const sync = await page.evaluate(() => {
    (window as unknown as { __timing: unknown[]; __mutations: number }).__timing.length = 0;
    (window as unknown as { __mutations: number }).__mutations = 0;
    return performance.mark('trollmoot:sync').startTime;
  });
  await page.waitForTimeout(MS);
  const timing = await page.evaluate(() => (window as unknown as { __timing: Timed[] }).__timing);
  const page2 = await page.evaluate(() => {
    const w = window as unknown as { __mutations: number; __motion?: { stats?: () => { measured: number; reused: number } } };
    return { mutations: w.__mutations, stats: w.__motion?.stats?.() ?? null, gv: Number(document.querySelector('[data-gv]')?.getAttribute('data-gv') ?? NaN) };
  });
  const ev = (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: Ev[] }).traceEvents;
  host.close();

  const mark = ev.find((e) => e.name === 'trollmoot:sync');
  const main = ev.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === mark?.pid);
  if (!mark || !main) throw new Error('the trace has no sync mark or no renderer main thread');
  const offset = mark.ts / 1000 - sync;
  // Complete events of the main thread, nested by time: each one's self time is its thread time
  // less its children's (thread time, where the trace gives it; else wall time).
  const xs = ev.filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const selfOf = new Map<Ev, number>();
  const stack: Ev[] = [];
  const cost = (e: Ev) => (e.tdur ?? e.dur!) / 1000;
  for (const e of xs) {
    while (stack.length > 0 && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop();
    selfOf.set(e, cost(e));
    const parent = stack.at(-1);
    if (parent) selfOf.set(parent, selfOf.get(parent)! - cost(e));
    stack.push(e);
  }
  const spans = timing.map((t) => [t.at + offset, t.at + t.ms + offset] as const);
  const inSpans = (e: Ev) => spans.some(([a, b]) => e.ts / 1000 >= a && e.ts / 1000 < b);
  const sum = (filter: (e: Ev) => boolean) => {
    const m = new Map<string, number>();
    let total = 0;
    for (const e of xs) {
      if (!filter(e)) continue;
      const s = Math.max(0, selfOf.get(e)!);
      m.set(e.name, (m.get(e.name) ?? 0) + s);
      total += s;
    }
    return { m, total };
  };
  const show = (title: string, { m, total }: ReturnType<typeof sum>, per: number) => {
    console.log(`${title}: ${total.toFixed(0)} ms of thread time${per > 0 ? `, ${(total / per).toFixed(2)} ms each of ${per}` : ''}`);
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .forEach(([k, ms]) => console.log(`  ${ms.toFixed(0).padStart(6)} ms ${((100 * ms) / total).toFixed(1).padStart(5)} %${per > 0 ? ` ${(ms / per).toFixed(2).padStart(6)} ms each` : ''}  ${k}`));
  };
  const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? NaN;
  console.log(`${GAME}: ${timing.length} timed changes (${timing.filter((t) => t.kind === 'step').length} waiting views), wall p50 ${q(timing.map((t) => t.ms), 0.5).toFixed(1)} p95 ${q(timing.map((t) => t.ms), 0.95).toFixed(1)} ms`);
  const count = (name: string, f: (e: Ev) => boolean) => xs.filter((e) => e.name === name && f(e)).length;
  console.log(
    `  DOM changes inside the board ${page2.mutations}; inside the timed changes: ${count('Layout', inSpans)} layouts, ${count('UpdateLayoutTree', inSpans)} style recalculations; ` +
      `whole watch: ${count('Paint', () => true)} paints, ${count('Layout', () => true)} layouts; steps measured ${page2.stats ? `${page2.stats.measured}, taken from the last motion ${page2.stats.reused}` : '(no count on this build)'}`,
  );
  // How much each forced style recalculation and layout had to do (what a smaller or contained page would cut).
  const recalcs = xs.filter((e) => e.name === 'UpdateLayoutTree' && inSpans(e)).map((e) => e.args?.elementCount ?? NaN);
  const layouts = xs.filter((e) => e.name === 'Layout' && inSpans(e)).map((e) => e.args?.beginData);
  console.log(
    `  style recalculations' elements p50 ${q(recalcs, 0.5)} p95 ${q(recalcs, 0.95)}; layouts' dirty objects p50 ${q(layouts.map((l) => l?.dirtyObjects ?? NaN), 0.5)} p95 ${q(layouts.map((l) => l?.dirtyObjects ?? NaN), 0.95)} of ${q(layouts.map((l) => l?.totalObjects ?? NaN), 0.5)}, partial ${layouts.filter((l) => l?.partialLayout).length} of ${layouts.length}`,
  );
  show('inside the timed changes', sum(inSpans), timing.length);
  // The slowest tenth of the changes (what sets the p95): the same, on them alone.
  const slowest = [...timing].sort((a, b) => b.ms - a.ms).slice(0, Math.max(3, Math.ceil(timing.length / 10)));
  const slowSpans = slowest.map((t) => [t.at + offset, t.at + t.ms + offset] as const);
  show(`the slowest ${slowest.length} (${slowest.map((t) => t.ms.toFixed(1)).join(', ')} ms)`, sum((e) => slowSpans.some(([a, b]) => e.ts / 1000 >= a && e.ts / 1000 < b)), slowest.length);
  // The changes of most thread time (what sets the CPU p95), one by one: their dearest kinds of work.
  const perSpan = spans.map(([a, b]) => {
    const m = new Map<string, number>();
    for (const e of xs) if (e.ts / 1000 >= a && e.ts / 1000 < b) m.set(e.name, (m.get(e.name) ?? 0) + Math.max(0, selfOf.get(e)!));
    return { wall: b - a, cpu: [...m.values()].reduce((x, y) => x + y, 0), top: [...m].sort((x, y) => y[1] - x[1]).slice(0, 5) };
  });
  console.log('the changes of most thread time:');
  for (const c of perSpan.sort((x, y) => y.cpu - x.cpu).slice(0, 8)) console.log(`  ${c.cpu.toFixed(1)} ms (wall ${c.wall.toFixed(1)}): ${c.top.map(([k, ms]) => `${k} ${ms.toFixed(1)}`).join(', ')}`);
  show('the whole watch', sum(() => true), 0);
} finally {
  await close();
}
