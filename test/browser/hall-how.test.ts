// Hall's How to play teaches with pictures (issue 29): every section of the game's own page holds a
// picture drawn by the table's components (an svg with real content), on a phone and a desktop,
// with nothing overflowing or cut off; and a table's header link lands on the section of its step.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { overflowX, person } from './browser';
import { cutOffText } from './phone';
import { browserSuite } from './suite';
import { hall } from '../../shared/games/hall';
import { biased, rng } from '../../shared/games/hall/testkit';
import type { LoggedMove } from '../../shared/engine/replay';

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
  // One visit for both sizes (the page opened once, then the window resized): the same checks at a
  // phone's 390x844 and a desktop's 1440x900, without paying for a second page load.
  it("every section has a picture drawn by the board's components, nothing overflows (phone, then desktop)", { timeout: 60_000 }, async () => {
    const { page, errors, ctx } = await person(suite.browser, { width: 390, height: 844 });
    await page.goto(`${suite.server.url}/how/hall`);
    await page.getByTestId('hall-how-map').waitFor();
    for (const [name, size] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1440, height: 900 }],
    ] as const) {
      await page.setViewportSize(size);
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(size.width);
      const secs = await pictures(page);
      expect(secs.length, name).toBeGreaterThanOrEqual(12);
      for (const s of secs) expect(s.drawn, `section ${s.id} (${name})`).toBeGreaterThan(0);
      // The worked examples come as figures: a dig, a cascade, a statue move, a hall, the end.
      for (const id of ['trolls', 'digging', 'recruiting', 'statues', 'halls', 'scoring']) expect(secs.find((s) => s.id === id)!.figures, `${id} (${name})`).toBeGreaterThan(0);
      // "trollsmoot" is explained before it is used elsewhere.
      expect(await page.locator('#goal').textContent()).not.toMatch(/trollsmoot/i);
      expect(await page.locator('#trolls').textContent()).toMatch(/your trollsmoot.*solid.*faded/s);
      expect(await overflowX(page), name).toBe(0);
      expect(await cutOffText(page, '[data-testid="how-page"]'), name).toEqual([]);
      // The whole page's picture only when asked for (SHOTS29=<dir>): a long page takes a while to shoot.
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: join(SHOTS, `how-${name}.png`), fullPage: true, timeout: 60_000 });
      }
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it("the table header's How to play link lands on the section of the current step", { timeout: 60_000 }, async () => {
    // A seeded game played by the engine until a player holds a tunnel over the mountain (a real choice of spot).
    const seed = 'hall-how-link-seed-1';
    let s = hall.setup(seed, 2, hall.optionsSchema.parse({}));
    const pick = biased(rng(3));
    const moves: LoggedMove[] = [];
    while (!(s.phase === 'play' && s.tasks.at(-1)?.k === 'dig' && (s.tasks.at(-1) as { stage: string }).stage === 'pos' && moves.length > 20)) {
      const seat = hall.activeSeats(s)[0]!;
      const move = pick(s, seat, hall.legalMoves(s, seat));
      const r = hall.apply(s, seat, move);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
      moves.push({ seat, move });
    }
    const colours = hall.seats!(hall.optionsSchema.parse({})).colours;
    const upload = JSON.stringify({ game: 'hall', options: {}, seed, seats: ['Ann', 'Bo'].map((name, i) => ({ name, color: colours[i]!.id, bot: null })), moves });
    const up = await fetch(`${suite.server.url}/api/tables/import`, { method: 'POST', body: upload });
    expect(up.status, await up.clone().text()).toBe(200);
    const { id } = (await up.json()) as { id: string };
    const { page, errors, ctx } = await person(suite.browser, { width: 390, height: 844 });
    await page.goto(`${suite.server.url}/t/${id}`);
    await page.getByTestId('hall-board').waitFor({ timeout: 20_000 });
    const link = page.getByTestId('how-link');
    await expect.poll(() => link.getAttribute('href')).toBe('/how/hall#digging');
    await page.goto(`${suite.server.url}${await link.getAttribute('href')}`);
    const sec = page.locator('section#digging');
    await sec.locator('figure svg').first().waitFor();
    await expect.poll(async () => Math.abs((await sec.boundingBox())!.y)).toBeLessThan(40);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
