// A first-time player on a phone (390x844, touch) and on a desktop: at the start of FotMK and Hall,
// every button the board offers is at least 40 px tall on a touch screen (a finger's size), the page
// never scrolls sideways, and Hall's trade buttons say in full what they trade.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTable, TableClient } from '../helpers/client';
import { overflowX, shot } from './browser';
import { browserSuite } from './suite';

const suite = browserSuite({ botDelayMs: 200 });

/** Ann at seat 1 of a new 3-seat table of `game` with two bots, the game started, on `page`. */
async function seated(page: Page, game: string): Promise<TableClient> {
  const { id, hostSecret } = await createTable(suite.server.url, game, 3);
  const host = new TableClient(suite.server.host, id, { hostSecret });
  await host.waitFor(() => host.sync.table !== null);
  host.send({ t: 'bot', seat: 1, bot: 'random' });
  host.send({ t: 'bot', seat: 2, bot: 'random' });
  // The page is usable once its script runs; the full 'load' event once waited past 10 s in a loaded CI run.
  await page.goto(`${suite.server.url}/t/${id}`, { waitUntil: 'domcontentloaded', timeout: 30_000 });
  await page.getByLabel('Your name').fill('Ann', { timeout: 30_000 });
  await page.getByRole('button', { name: /Sit down at seat 1/ }).click();
  await page.getByText('You play as').waitFor();
  await page.locator('[data-seat="2"]', { hasText: 'Bot' }).waitFor();
  host.send({ t: 'start' });
  await page.getByTestId(`${game}-controls`).waitFor({ timeout: 20_000 });
  return host;
}

/** Visible buttons of the board and its controls, the header's links and buttons, and selects, shorter or narrower than `min` px (the skip stop is seen only on focus). */
const small = (page: Page, game: string, min: number) =>
  page.evaluate(
    ([g, m]) =>
      [...document.querySelectorAll<HTMLElement>(`[data-testid=${g}-board] button:not([data-skip]), [data-testid=${g}-controls] button, header a, header button, select`)]
        .map((e) => ({ r: e.getBoundingClientRect(), label: (e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 60) }))
        .filter(({ r }) => r.width > 0 && r.height > 0 && (r.height < m || r.width < m))
        .map(({ r, label }) => `${Math.round(r.width)}x${Math.round(r.height)} ${label}`),
    [game, min] as const,
  );

describe('A first-time player on a phone and on a desktop', () => {


  for (const game of ['fotmk', 'hall']) {
    it(`${game}: buttons a finger can hit on a touch phone, no sideways scroll on phone or desktop`, async () => {
      const phone = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
      phone.setDefaultTimeout(10_000);
      const page = await phone.newPage();
      const host = await seated(page, game);
      expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
      await page.waitForTimeout(300);
      await shot(page, `${game}-tap-phone`);
      expect(await small(page, game, 40)).toEqual([]);
      expect(await overflowX(page)).toBe(0);
      // Scrolled to the bottom of the page, what to do now is still in sight.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(200);
      const bar = (await page.getByTestId(`${game}-controls`).boundingBox())!;
      expect(bar.y).toBeGreaterThanOrEqual(-1);
      expect(bar.y + bar.height).toBeLessThanOrEqual(844);
      await shot(page, `${game}-tap-phone-scrolled`);
      await page.evaluate(() => window.scrollTo(0, 0));
      // FotMK opens on keeping a champion: both champions are lit as choices, like every other target.
      if (game === 'fotmk') expect(await page.locator('[data-testid=fotmk-board] button[data-target].fm-target-box').count()).toBe(2);
      if (game === 'hall') {
        // On to the first turn, taking the first choice offered, until the 4:1 trade buttons show: each
        // says in full what it trades, to a screen reader and as a tooltip, and a finger can hit it.
        // (On a phone the trades wait behind one button of the bar, which opens them in it.)
        const trade = page.locator('[data-testid=hall-controls] [data-choice=trade]').first();
        const trades = page.locator('[data-testid=hall-controls] [data-choice=trades]');
        for (let i = 0; i < 80 && !(await trade.isVisible()); i++) {
          if (await trades.isVisible()) {
            await trades.tap();
            continue;
          }
          const pick = page.locator('[data-testid=hall-board] [data-target], [data-testid=hall-controls] [data-choice]:not([disabled]):not([data-choice^=show-]):not([data-choice=draft-card])').first();
          await pick.click({ timeout: 5000 }).catch(() => undefined);
          await page.waitForTimeout(300);
        }
        expect(await trade.getAttribute('aria-label')).toMatch(/^Trade 4 resources for 1 \w+$/);
        expect(await trade.getAttribute('title')).toBe(await trade.getAttribute('aria-label'));
        expect((await trade.boundingBox())!.height).toBeGreaterThanOrEqual(40);
        await shot(page, 'hall-tap-phone-trade');
        // In that turn's choices too (the tunnel stacks to dig from, the trolls to recruit): every
        // button a finger's size, and each stack named apart from the others of its size.
        expect(await small(page, game, 40)).toEqual([]);
        // Lit or not, the stacks are what a dig starts from: each a finger's size, its words its own.
        const stacks = await page.locator('[data-testid=hall-board] [data-key^="stack-"]').evaluateAll((els) =>
          els.map((e) => ({ r: e.getBoundingClientRect(), words: e.getAttribute('title') ?? '' })).map(({ r, words }) => ({ w: Math.round(r.width), h: Math.round(r.height), words })),
        );
        expect(stacks.length).toBeGreaterThan(10);
        expect(stacks.filter((x) => x.w < 40 || x.h < 40)).toEqual([]);
        expect(new Set(stacks.map((x) => x.words)).size).toBe(stacks.length);
      }
      host.close();
      await phone.close();

      const desk = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
      desk.setDefaultTimeout(10_000);
      const dpage = await desk.newPage();
      const host2 = await seated(dpage, game);
      expect(await overflowX(dpage)).toBe(0);
      // By keyboard alone: Tab from the top of the page reaches a lit target of the board, and Enter plays it.
      // The board offers its choices once the view's motion has played (client/lib/motion.ts): wait for them, so
      // that a slow machine's Tabs do not pass the board before it is lit.
      await dpage.locator(`[data-testid=${game}-board] [data-target], [data-testid=${game}-controls] [data-choice]`).first().waitFor({ timeout: 30_000 });
      // And once the bots' own first steps are drawn: a bot's step drawn mid-walk takes the choices away
      // while its motion plays, and the Tabs then ran through every cavern of the map (44-45 Tabs in CI,
      // sessions 34 and 36). The page's version stays the same for a second, and the motion is idle.
      for (let same = 0, last = ''; same < 5; ) {
        await dpage.waitForTimeout(200);
        await dpage.evaluate(() => (window as unknown as { __motion: { idle(): Promise<void> } }).__motion.idle());
        const now = (await dpage.getByTestId(`${game}-board`).getAttribute('data-gv')) ?? '';
        same = now === last ? same + 1 : 0;
        last = now;
      }
      const gv = await dpage.getByTestId(`${game}-board`).getAttribute('data-gv');
      let reached = false;
      let tabs = 0;
      for (let i = 0; i < 100 && !reached; i++) {
        await dpage.keyboard.press('Tab');
        tabs++;
        // A "skip the map" stop takes the keyboard straight to the choices.
        if (await dpage.evaluate(() => document.activeElement?.hasAttribute('data-skip'))) await dpage.keyboard.press('Enter');
        reached = await dpage.evaluate((g) => document.activeElement?.closest(`[data-testid=${g}-board] [data-target], [data-testid=${g}-controls] [data-choice]`) != null, game);
      }
      console.log(`${game}: ${tabs} Tabs from the top of the page to the first choice`);
      expect(reached).toBe(true);
      expect(tabs).toBeLessThan(15);
      await dpage.keyboard.press('Enter');
      await dpage.waitForFunction(([g, before]) => document.querySelector(`[data-testid=${g}-board]`)?.getAttribute('data-gv') !== before, [game, gv] as const);
      host2.close();
      await desk.close();
    }, 90_000);
  }
});
