// Hall's How to play teaches with pictures (issue 29): every section of the game's own page holds a
// picture drawn by the table's components (an svg with real content), on a phone and a desktop,
// with nothing overflowing or cut off.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { overflowX, person } from './browser';
import { cutOffText } from './phone';
import { browserSuite } from './suite';

const suite = browserSuite();
const SHOTS = process.env.SHOTS29 ?? '';

/** Per section of the game's own (not the site's shared ones): how many drawn pictures it holds. */
const pictures = (page: import('playwright-core').Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="how-page"] section[id]')]
      .filter((s) => !['at-the-table', 'clock-and-absence'].includes(s.id))
      .map((s) => ({
        id: s.id,
        // An svg drawn at a readable size with shapes or uses inside: a picture, not an empty frame.
        drawn: [...s.querySelectorAll('svg')].filter((svg) => {
          const r = svg.getBoundingClientRect();
          return r.width >= 12 && r.height >= 12 && svg.querySelectorAll('rect, path, circle, use, polygon').length > 0;
        }).length,
        figures: s.querySelectorAll('figure').length,
      })),
  );

describe('Hall: How to play with pictures', () => {
  for (const [name, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1440, height: 900 }],
  ] as const) {
    it(`every section has a picture drawn by the board's components, nothing overflows (${name})`, async () => {
      const { page, errors, ctx } = await person(suite.browser, size);
      await page.goto(`${suite.server.url}/how/hall`);
      await page.getByTestId('hall-how-map').waitFor();
      const secs = await pictures(page);
      expect(secs.length).toBeGreaterThanOrEqual(12);
      for (const s of secs) expect(s.drawn, `section ${s.id}`).toBeGreaterThan(0);
      // The worked examples come as figures: a dig, a cascade, a statue move, a hall, the end.
      for (const id of ['trolls', 'digging', 'recruiting', 'statues', 'halls', 'scoring']) expect(secs.find((s) => s.id === id)!.figures, id).toBeGreaterThan(0);
      // "trollsmoot" is explained before it is used elsewhere.
      expect(await page.locator('#goal').textContent()).not.toMatch(/trollsmoot/i);
      expect(await page.locator('#trolls').textContent()).toMatch(/your trollsmoot.*solid.*faded/s);
      expect(await overflowX(page)).toBe(0);
      expect(await cutOffText(page, '[data-testid="how-page"]')).toEqual([]);
      // The whole page's picture only when asked for (SHOTS29=<dir>): a long page takes a while to shoot.
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: join(SHOTS, `how-${name}.png`), fullPage: true, timeout: 60_000 });
      }
      expect(errors).toEqual([]);
      await ctx.close();
    });
  }
});
