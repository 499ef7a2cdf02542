// Not a bench: screenshots of each game's table as a spectator sees it while 4 Easy bots play, at
// the start, mid-game and the end, on a phone (390x844, touch) and a desktop (1440x900), and the text
// cut off anywhere on those pages (test/browser/phone.ts' cutOffText over the whole page). For the
// notes' before/after pictures (issue 28) and to find cut words before a walk test does.
//   SHOTS=<dir> (default test-results/shots), SHOTS_GAMES=fotmk,hall,dwarfs, SHOTS_MOVES=<gv> for
//   "mid-game" (default about half of a 4-bot Easy game).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cutOffText, sidewaysInside } from '../test/browser/phone';
import { botTable, setUp } from './_watch';

const DIR = process.env.SHOTS ?? resolve(import.meta.dirname, '../test-results/shots');
const GAMES = (process.env.SHOTS_GAMES ?? 'fotmk,hall,dwarfs').split(',');
/** Where "mid-game" is, in moves (the game's version), per game: about half of a 4-bot Easy game. */
const MID: Record<string, number> = { fotmk: 260, hall: 330, dwarfs: 80, ...(process.env.SHOTS_MOVES ? Object.fromEntries(GAMES.map((g) => [g, Number(process.env.SHOTS_MOVES)])) : {}) };

// The room's own pacing (party/pace.ts): what a spectator's page keeps up with.
const { server, browser, close } = await setUp();
let cuts = 0;
try {
  for (const game of GAMES) {
    mkdirSync(join(DIR, game), { recursive: true });
    const { id, host } = await botTable(server, game, false);
    // Each page opens at the moment of its picture and closes after it: a page that watched every
    // move of bots 100 ms apart fell behind on this shared machine (load 35-40).
    const take = async (stage: string) => {
      for (const [kind, viewport, touch] of [
        ['phone', { width: 390, height: 844 }, true],
        ['desktop', { width: 1440, height: 900 }, false],
      ] as const) {
        const ctx = await browser.newContext({ viewport, reducedMotion: 'reduce', ...(touch ? { hasTouch: true, isMobile: true } : {}) });
        const page = await ctx.newPage();
        await page.goto(`${server.url}/t/${id}`);
        // Polled, not waitForSelector: its checks wait on frames, which a board busy with motion starves.
        for (let i = 0; !(await page.evaluate((sel) => !!document.querySelector(sel), `[data-testid=${game}-board]`)); i++) {
          if (i > 600) throw new Error(`${game}: no board after 60 s`);
          await new Promise((r) => setTimeout(r, 100));
        }
        await page.waitForTimeout(600);
        const cut = await cutOffText(page, 'body', true);
        cuts += cut.length;
        // A box that scrolls sideways in the end panel hides its last column past the panel's edge.
        const wide = stage === 'end' ? await sidewaysInside(page, `[data-testid=${game}-end]`) : [];
        console.log(`${game} ${stage} ${kind}: ${cut.length ? `cut off: ${cut.join('; ')}` : 'nothing cut off'}${wide.length ? `; the end panel scrolls sideways ${wide.join(', ')} px` : ''}`);
        // A picture that does not come (a busy machine starves the page's frames) is said and skipped.
        for (const fullPage of [false, true]) {
          await page
            .screenshot({ path: join(DIR, game, `after-${stage}-${kind}${fullPage ? '-full' : ''}.png`), fullPage, timeout: 120_000 })
            .catch((e: unknown) => console.log(`${game} ${stage} ${kind}: no picture (${String(e).split('\n')[0]})`));
        }
        await ctx.close();
      }
    };
    await host.waitFor(() => host.view.status === 'playing' && host.view.gv >= 4, 60_000, 'the game under way');
    await take('start');
    await host.waitFor(() => host.view.gv >= MID[game]! || host.view.status === 'over', 600_000, 'mid-game');
    await take('mid');
    await host.waitFor(() => host.view.status === 'over', 900_000, 'the end');
    console.log(`${game}: over at move ${host.view.gv}`);
    await take('end');
    host.close();
  }
} finally {
  await close();
}
console.log(`text cut off: ${cuts} on ${GAMES.length * 6} pages`);
process.exit(0);
