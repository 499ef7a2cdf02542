// FotMK's How to play teaches with pictures (issue 29): on a phone and a desktop every section of the
// game's own has a picture drawn by the table's components (an SVG with real content), nothing
// scrolls sideways or is cut off, the wheel's spaces warn of the breach line, and a table's header
// link lands on the section of the step being played.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { overflowX, person, shot } from './browser';
import { cutOffText } from './phone';
import { browserSuite } from './suite';

const suite = browserSuite();
/** The platform's own sections at the end of every game's page (client/pages/HowPage.tsx). */
const PLATFORM = ['at-the-table', 'clock-and-absence'];

/** Per section of the game: how many pictures it holds (an svg at least 60 px wide with 3+ drawn shapes). */
const pictures = (p: Page) =>
  p.evaluate((platform) => {
    const out: Record<string, number> = {};
    for (const s of document.querySelectorAll('[data-testid=how-page] > section')) {
      if (platform.includes(s.id)) continue;
      out[s.id] = [...s.querySelectorAll('svg')].filter((v) => v.getBoundingClientRect().width >= 60 && v.querySelectorAll('rect, path, circle, use').length >= 3).length;
    }
    return out;
  }, PLATFORM);

describe('FotMK How to play', () => {
  it('every section has a picture and nothing overflows, on a phone and a desktop', async () => {
    const { page, errors, ctx } = await person(suite.browser, { width: 390, height: 844 });
    for (const [w, h, name] of [[390, 844, 'phone'], [1440, 900, 'desktop']] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(`${suite.server.url}/how/fotmk`);
      await page.getByTestId('fotmk-how-map').waitFor();
      const pics = await pictures(page);
      expect(Object.keys(pics).length).toBeGreaterThanOrEqual(12);
      expect(Object.entries(pics).filter(([, n]) => n === 0)).toEqual([]);
      expect(await overflowX(page)).toBe(0);
      expect(await cutOffText(page, '[data-testid=how-page]')).toEqual([]);
      // The Gnome wheel's lit spaces say what they set off: going to the star crosses the breach line.
      const star = page.locator('#wheel [data-testid=wheel] g[data-target]').filter({ hasText: 'B' });
      expect(await star.getAttribute('data-tip')).toMatch(/space 1: Bolster at 3 power\. Warning: crosses the breach line: 4 gnomes invade/);
      // The invasion worked example is a picture: the map before (the gate ringed) and after (each gnome's cavern ringed).
      for (const id of ['fotmk-how-invasion-before', 'fotmk-how-invasion-after']) {
        const fig = page.locator(`#wave-end [data-testid=${id}]`);
        expect(await fig.locator('svg circle, svg path').count(), id).toBeGreaterThan(10);
        if (process.env.SHOTS31) await fig.screenshot({ path: `${process.env.SHOTS31}/${id}-${name}.png` });
      }
      expect(await page.locator('#wave-end [data-testid=fotmk-how-invasion-after] figcaption').textContent()).toMatch(/Ice 3.*Red’s Troll falls.*4 Honour/);
      await shot(page, `fotmk-how-${name}`, { fullPage: false });
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the header’s How to play link lands on the section of the step being played', async () => {
    const { page, errors, ctx } = await person(suite.browser, { width: 390, height: 844 });
    await page.goto(`${suite.server.url}/`);
    const card = page.locator('article', { has: page.getByRole('heading', { name: /Fall of the Mountain King/ }) });
    await card.getByLabel('Seats').selectOption('2');
    await card.getByRole('button', { name: 'Create table' }).click();
    await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
    await page.getByLabel('Your name').fill('Ann');
    await page.getByRole('button', { name: /Sit down at seat 1/ }).click();
    await page.getByRole('button', { name: 'Add a bot at seat 2' }).click();
    await page.locator('[data-seat="1"]', { hasText: 'Bot' }).waitFor();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByTestId('fotmk-board').waitFor({ timeout: 20_000 });
    // The game opens on the starting champions: the link goes to Setting up.
    const href = await page.getByTestId('how-link').getAttribute('href');
    expect(href).toBe('/how/fotmk#setup');
    await page.goto(`${suite.server.url}${href}`);
    const setup = page.locator('#setup');
    await setup.waitFor();
    await page.waitForFunction(() => Math.abs(document.getElementById('setup')!.getBoundingClientRect().top) < 40);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
