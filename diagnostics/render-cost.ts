// Not a bench: which components a game page's re-renders spend their time in, while it watches 4 Easy
// bots play (the spectator's desktop page of bench/client.ts). Each component's own render and diff
// time, its children's excluded (client/lib/renderCost.ts, preact's options hooks),
// summed over the watch and per timed change (delta-render-ms' changes), the top RENDER_TOP. Names are
// the built code's: build without minifying first for readable ones,
//   npx vite build --minify false --logLevel warn && RENDER_GAME=hall npx tsx diagnostics/render-cost.ts
// (then `npx vite build` again before the tests, or they time the larger build).
//   RENDER_GAME=<id> (default fotmk), RENDER_MS=<watch> (default 15000), RENDER_TOP=<n> (default 20),
//   RENDER_SLOW=<n>: the slowest changes shown one by one (default 8).
import { botTable, setUp, spectatorPage } from './_watch';
import type { Timed } from '../client/lib/timing';

const GAME = process.env.RENDER_GAME ?? 'fotmk';
const MS = Number(process.env.RENDER_MS ?? 15_000);
const TOP = Number(process.env.RENDER_TOP ?? 20);
const SLOW = Number(process.env.RENDER_SLOW ?? 8);

// Not built here: the build to read is the one made by hand (unminified, above).
const { server, browser, close } = await setUp(false);
try {
  const { id, host } = await botTable(server, GAME);
  const { page } = await spectatorPage(browser, server, id, GAME, `window.__timing = []; window.__renderCost = {}; window.__perChange = [];
    // Each timed change takes the components' cost since the last one with it (what the slowest spend on).
    window.__timing.push = function (t) {
      const c = window.__renderCost; const own = {};
      for (const k of Object.keys(c)) { own[k] = c[k]; delete c[k]; }
      window.__perChange.push({ ms: t.ms, kind: t.kind, cost: own });
      return Array.prototype.push.call(this, t);
    };`);
  await page.evaluate(() => {
    const w = window as unknown as { __timing: unknown[]; __renderCost: Record<string, number>; __perChange: unknown[] };
    w.__timing.length = 0;
    w.__perChange.length = 0;
    for (const k of Object.keys(w.__renderCost)) delete w.__renderCost[k];
  });
  await page.waitForTimeout(MS);
  const { timing, per } = await page.evaluate(() => {
    const w = window as unknown as { __timing: Timed[]; __perChange: { ms: number; kind: string; cost: Record<string, number>; els?: Record<string, number> }[] };
    return { timing: w.__timing, per: w.__perChange };
  });
  const cost: Record<string, number> = {};
  const counts: Record<string, number> = {};
  for (const p of per)
    for (const [k, ms] of Object.entries(p.cost)) {
      // `<component> #`: how many elements it drew (renderCost.ts), not a time.
      if (k.endsWith(' #')) {
        counts[k.slice(0, -2)] = (counts[k.slice(0, -2)] ?? 0) + ms;
        (p.els ??= {})[k.slice(0, -2)] = ms;
        delete p.cost[k];
      } else cost[k] = (cost[k] ?? 0) + ms;
    }
  host.close();
  const n = timing.length;
  const total = Object.values(cost).reduce((a, b) => a + b, 0);
  const wall = timing.reduce((a, t) => a + t.ms, 0);
  console.log(`${GAME}: ${n} timed changes, ${wall.toFixed(0)} ms in them; components ${total.toFixed(0)} ms over the watch (${(total / Math.max(1, n)).toFixed(2)} ms a change)`);
  const slow = [...timing].sort((a, b) => b.ms - a.ms);
  console.log(`  the slowest changes: ${slow.slice(0, Math.max(3, Math.ceil(n / 10))).map((t) => `${t.ms.toFixed(1)} (${t.kind})`).join(', ')}; steps ${timing.filter((t) => t.kind === 'step').length} of ${n}`);
  for (const [k, ms] of Object.entries(cost)
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP))
    console.log(`  ${ms.toFixed(0).padStart(6)} ms ${((100 * ms) / total).toFixed(1).padStart(5)} % ${(ms / Math.max(1, n)).toFixed(2).padStart(6)} ms a change  ${k}`);
  const elements = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`elements diffed: ${(elements / Math.max(1, n)).toFixed(0)} a change; by the component that draws them:`);
  for (const [k, c] of Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP))
    console.log(`  ${(c / Math.max(1, n)).toFixed(0).padStart(6)} a change  ${k}`);
  // The slowest changes one by one: their wall time, the components' sum, and the dearest components.
  for (const p of [...per].sort((a, b) => b.ms - a.ms).slice(0, SLOW)) {
    const sum = Object.values(p.cost).reduce((a, b) => a + b, 0);
    const top = Object.entries(p.cost).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, ms]) => `${k} ${ms.toFixed(1)}`).join(', ');
    console.log(`  ${p.ms.toFixed(1)} ms (${p.kind}): components ${sum.toFixed(1)}: ${top}`);
  }
  // The changes that diffed the most elements (what a machine's load does not change), and who drew them.
  const elsOf = (p: { els?: Record<string, number> }) => Object.values(p.els ?? {}).reduce((a, b) => a + b, 0);
  console.log('the changes that diffed the most elements:');
  for (const p of [...per].sort((a, b) => elsOf(b) - elsOf(a)).slice(0, SLOW)) {
    const top = Object.entries(p.els ?? {}).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, n]) => `${k} ${n}`).join(', ');
    console.log(`  ${elsOf(p)} elements (${p.ms.toFixed(1)} ms, ${p.kind}): ${top}`);
  }
} finally {
  await close();
}
