// "How to play" teaches with the board itself: FotMK's and Hall's pages show the mountain at the start of
// a game, readable by pointer and by keyboard (FotMK: Tab to a cavern shows its tooltip; Hall: arrow keys
// walk the cells and a line reads each one), on a phone with no sideways scroll.
import { describe, expect, it } from 'vitest';
import { overflowX, person, shot } from './browser';
import { browserSuite } from './suite';

const suite = browserSuite();

describe('How to play shows the mountain', () => {


  it('every game\'s page ends with the table\'s own rules: taking a move back, the turn clock, absent players', async () => {
    const { page, errors, ctx } = await person(suite.browser, { width: 390, height: 844 });
    for (const game of ['fotmk', 'hall', 'dwarfs']) {
      await page.goto(`${suite.server.url}/how/${game}`);
      await page.getByRole('link', { name: 'At the table: the turn clock, absent players and bots' }).click();
      const clock = page.locator('#clock-and-absence');
      await clock.waitFor();
      expect(await clock.textContent()).toMatch(/5, 10 or 20 minutes.*10 more seconds.*I’m back.*1 or 3 minutes.*Hand to bot.*Leave: a bot plays for me.*Ann — a Hard bot plays for now/s);
      expect(await page.locator('#at-the-table').textContent()).toMatch(/Take back my last move/);
      expect(await overflowX(page)).toBe(0);
    }
    await shot(page, 'how-dwarfs-clock-phone');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('FotMK: the map of a new game, its caverns explained on focus', async () => {
    const { page, errors, ctx } = await person(suite.browser, { width: 390, height: 844 });
    await page.goto(`${suite.server.url}/how/fotmk`);
    const map = page.getByTestId('fotmk-how-map');
    await map.waitFor();
    // Seven domains of caverns, each explained in words.
    const cavern = map.locator('g[data-node]').first();
    expect(await map.locator('g[data-node]').count()).toBeGreaterThan(20);
    await cavern.focus();
    const label = await cavern.getAttribute('aria-label');
    expect(label).toMatch(/^(Moss|Ice|Moon|Granite|Hammer|Mud|Fire) \d/);
    await page.getByRole('tooltip').filter({ hasText: label!.split('.')[0]! }).waitFor();
    await shot(page, 'how-fotmk-map-phone');
    expect(await overflowX(page)).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('Hall: the mountain of a new game, read cell by cell with the arrow keys or the pointer', async () => {
    const { page, errors, ctx } = await person(suite.browser, { width: 390, height: 844 });
    await page.goto(`${suite.server.url}/how/hall`);
    const fig = page.getByTestId('hall-how-map');
    await fig.waitFor();
    const line = page.getByTestId('hall-how-cell');
    const first = await line.textContent();
    await fig.locator('[tabindex="0"]').first().focus();
    await page.keyboard.press('ArrowRight');
    const a = await line.textContent();
    expect(a).not.toBe(first);
    expect(a).toMatch(/^[A-Z]\d+/);
    await page.keyboard.press('ArrowUp');
    expect(await line.textContent()).not.toBe(a);
    // A gate of a 3-player game, read by the pointer.
    const box = (await fig.locator('svg:not([width="0"])').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => line.textContent()).toContain('heart');
    await shot(page, 'how-hall-map-phone');
    expect(await overflowX(page)).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
