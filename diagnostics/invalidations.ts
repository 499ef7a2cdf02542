// Not a bench: what invalidates style and layout on a game page while it watches 4 Easy bots play
// (the spectator's page of bench/client.ts), 10 s of Chromium's invalidation tracking, counted by
// kind, reason and node. A part of the page taken down and built again at every move shows as
// "Removed from layout" and "Added to layout" of the same nodes (Dwar7s Fall's goals on offer did:
// a component made inside another's render). INVAL_GAME=<id> (default dwarfs). Uses the built client.
import { botTable, setUp, spectatorPage } from './_watch';
const GAME = process.env.INVAL_GAME ?? 'dwarfs';
const { server, browser, close } = await setUp(false);
try {
  const { id, host } = await botTable(server, GAME);
  const { page } = await spectatorPage(browser, server, id, GAME, 'window.__timing = [];');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.invalidationTracking'] });
  await page.waitForTimeout(10000);
  const ev = JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents as { name: string; args?: { data?: Record<string, unknown> } }[];
  host.close();
  const by = new Map<string, number>();
  for (const e of ev) {
    if (!/Invalidation/.test(e.name)) continue;
    const d = e.args?.data ?? {};
    const k = `${e.name} | ${d.reason ?? ''} | ${d.nodeName ?? ''} | ${JSON.stringify(d.extraData ?? d.changedAttribute ?? '').slice(0, 80)}`;
    by.set(k, (by.get(k) ?? 0) + 1);
  }
  for (const [k, n] of [...by].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(String(n).padStart(6), k);
} finally {
  await close();
}
