// Not a bench: how big a game page's DOM is while it watches 4 Easy bots play (the spectator's page of
// bench/client.ts): elements in all, in the board, in the log, SVG elements, pieces (`data-piece`),
// and the number of style sheets' rules; a forced layout's and style's cost is about proportional.
//   DOM_GAME=<id> (default dwarfs).
import { botTable, setUp, spectatorPage } from './_watch';

const GAME = process.env.DOM_GAME ?? 'dwarfs';
const { server, browser, close } = await setUp();
try {
  const { id, host } = await botTable(server, GAME);
  const { page } = await spectatorPage(browser, server, id, GAME);
  await page.waitForTimeout(3000);
  // A string, not a function: tsx would wrap the inner functions in a helper the page does not have.
  const sizes = (await page.evaluate(`(() => {
    const g = ${JSON.stringify(GAME)};
    const n = (root) => (root ? root.querySelectorAll('*').length : 0);
    const board = document.querySelector('[data-testid=' + g + '-board]');
    const parts = {
      all: document.querySelectorAll('*').length,
      board: n(board),
      svg: document.querySelectorAll('svg *').length,
      pieces: document.querySelectorAll('[data-piece]').length,
      rules: [...document.styleSheets].reduce((a, s) => a + s.cssRules.length, 0),
    };
    const kids = board ? [...board.querySelectorAll(':scope > *, :scope > * > *, :scope > * > * > *')].map((e) => e.tagName.toLowerCase() + '.' + (e.getAttribute('class') ?? '').split(' ')[0] + '[' + (e.getAttribute('data-testid') ?? e.getAttribute('aria-label') ?? '') + '] ' + n(e)) : [];
    const top = [...document.body.querySelectorAll('main > *, main > * > *')].map((e) => e.tagName.toLowerCase() + '.' + (e.getAttribute('class') ?? '').split(' ')[0] + '[' + (e.getAttribute('data-testid') ?? e.getAttribute('aria-label') ?? '') + '] ' + n(e));
    const big = (xs) => xs.sort((a, b) => Number(b.split(' ').at(-1)) - Number(a.split(' ').at(-1))).slice(0, 12);
    return { parts, kids: big(kids), top: big(top) };
  })()`)) as { parts: Record<string, number>; kids: string[]; top: string[] };
  console.log(GAME, JSON.stringify(sizes.parts));
  for (const k of sizes.top) console.log('  page ', k);
  for (const k of sizes.kids) console.log('  board', k);
  host.close();
} finally {
  await close();
}
