// Not a bench: which DOM changes a game page makes while it watches 4 Easy bots play (the spectator's
// page of bench/client.ts), 10 s of a mutation observer, counted by kind (an attribute, nodes added,
// text), element and the test id around it: what a move rewrites that it need not (per-frame
// counters and motion show too). MUT_GAME=<id> (default dwarfs). Uses the built client.
import { botTable, setUp, spectatorPage } from './_watch';
const GAME = process.env.MUT_GAME ?? 'dwarfs';
const { server, browser, close } = await setUp(false);
try {
  const { id, host } = await botTable(server, GAME);
  const { page } = await spectatorPage(browser, server, id, GAME, `window.__mut = {};
    const sig = (el) => el.nodeType !== 1 ? '#' + el.nodeName : el.tagName.toLowerCase() + '.' + String(el.getAttribute('class') ?? '').split(' ').slice(0, 2).join('.') + (el.getAttribute('data-piece') ? '[piece]' : '') + ' in ' + (el.parentElement ? el.parentElement.tagName.toLowerCase() + '.' + String(el.parentElement.getAttribute('class') ?? '').split(' ')[0] + '[' + (el.parentElement.closest('[data-testid]')?.getAttribute('data-testid') ?? '') + ']' : '');
    new MutationObserver((rs) => { for (const r of rs) {
      const k = r.type === 'attributes' ? 'attr ' + r.attributeName + ' ' + sig(r.target) : r.type === 'childList' ? 'add ' + [...r.addedNodes].map(sig).join(',').slice(0, 120) : 'text ' + sig(r.target.parentElement ?? r.target);
      if (r.type === 'childList' && r.addedNodes.length === 0) continue;
      window.__mut[k] = (window.__mut[k] ?? 0) + 1; } }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });`);
  await page.evaluate('for (const k of Object.keys(window.__mut)) delete window.__mut[k]');
  await page.waitForTimeout(10000);
  const m = (await page.evaluate('window.__mut')) as Record<string, number>;
  host.close();
  for (const [k, n] of Object.entries(m).sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(String(n).padStart(6), k);
} finally {
  await close();
}
