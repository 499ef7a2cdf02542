// Dwar7s Fall's How to play teaches with pictures (issue 29): on a phone (390x844) and a desktop
// (1440x900) every one of the game's sections holds a position drawn by the board's own Grid (an
// SVG with kingdom cards in it) or its card face, nothing scrolls sideways and no text is cut off;
// and a table's header link lands on the section of the step the table is at (a game imported
// up to a resolve or discard step: "Resolve and discard").
import { describe, expect, it } from 'vitest';
import { cutOffText } from './phone';
import { overflowX, person, shot } from './browser';
import { browserSuite } from './suite';
import { dwarfs } from '../../shared/games/dwarfs';
import type { LoggedMove } from '../../shared/engine/replay';
import { askedMoves } from '../../shared/engine/auto';
import { chipsOverBadges } from './dwarfs-drive';

const suite = browserSuite();

const SECTIONS = ['basics', 'turn', 'resolve', 'store', 'monsters', 'ogre-cards', 'classes', 'end', 'elves', 'ogres', 'crystal', 'decrees', 'board'];

/** A seeded game played by the engine until the player to act resolves or discards with a real choice (so no step is taken by itself). */
function upToResolve(seed: string): { moves: LoggedMove[]; phase: string } {
  let s = dwarfs.setup(seed, 2, {});
  const moves: LoggedMove[] = [];
  let k = 7;
  for (let i = 0; i < 400; i++) {
    const seat = s.turn;
    const legal = dwarfs.legalMoves(s, seat);
    if (moves.length > 6 && (s.phase === 'resolve' || s.phase === 'discard') && askedMoves(dwarfs, s, seat).length > 1 && !s.pending) return { moves, phase: s.phase };
    // A fixed walk: prefer playing cards and placing meeples, so tasks come up soon.
    const pick = legal.find((m) => m.type === 'place') ?? legal.find((m) => m.type === 'put') ?? legal.find((m) => m.type === 'play') ?? legal[k++ % legal.length]!;
    const r = dwarfs.apply(s, seat, pick);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
    moves.push({ seat, move: pick });
  }
  throw new Error('no resolve step with a choice');
}

describe('Dwar7s Fall: How to play with pictures', () => {
  it('every section has a picture drawn by the board, on a phone and a desktop, with nothing overflowing', { timeout: 60_000 }, async () => {
    for (const [w, h, name] of [[390, 844, 'phone'], [1440, 900, 'desktop']] as const) {
      const { page, errors, ctx } = await person(suite.browser, { width: w, height: h });
      await page.goto(`${suite.server.url}/how/dwarfs`);
      await page.locator('[data-how-figure]').first().waitFor();
      // Per section: how many cards its pictures draw (the Grid's cards with a card face, or the big card face), and the first picture's box.
      const seen = await page.evaluate((ids) => ids.map((id) => {
        const sec = document.querySelector(`section#${id}`);
        const cards = sec?.querySelectorAll('svg[data-testid=dwarfs-grid] g[data-cell] rect[data-frame], svg[data-testid=dwarfs-how-card] rect[data-frame]').length ?? 0;
        const r = sec?.querySelector('svg[data-testid^=dwarfs-]')?.getBoundingClientRect();
        return { id, cards, width: r?.width ?? 0, right: r?.right ?? 0 };
      }), SECTIONS);
      for (const f of seen) {
        expect(f.cards, `section ${f.id} has a picture of cards`).toBeGreaterThan(0);
        expect(f.width, `section ${f.id}: its picture is drawn`).toBeGreaterThan(150);
        expect(f.right, `section ${f.id}: its picture fits the window`).toBeLessThanOrEqual(w);
      }
      expect(await overflowX(page)).toBe(0);
      expect(await cutOffText(page, '[data-testid=how-page]')).toEqual([]);
      // The worked examples' figures are the engine's: the realm's two kingdoms, the Ogres' shared kingdom.
      await expect(page.locator('section#basics figcaption').textContent()).resolves.toMatch(/5 VP.*1 VP/s);
      await expect(page.locator('section#ogres figcaption').textContent()).resolves.toMatch(/Blue scores 4 VP.*the Ogres 12/s);
      // The store's example holds a stack: its "+1" chip clear of the card's "needed" badge (issue 29: it covered it).
      if (name === 'desktop') await expect(page.locator('section#store [data-stack]').count()).resolves.toBeGreaterThan(0);
      // And the monsters' example a mine's blocked sign, clear of its VP badge.
      if (name === 'desktop') await expect(page.locator('section#monsters [data-sign]').count()).resolves.toBeGreaterThan(0);
      expect(await chipsOverBadges(page)).toEqual([]);
      await shot(page, `dwarfs-how-${name}`, { fullPage: false });
      expect(errors).toEqual([]);
      await ctx.close();
    }
  });

  it("the table header's How to play link lands on the section of the current step", { timeout: 60_000 }, async () => {
    const seed = 'dwarfs-how-link-seed-1';
    const { moves, phase } = upToResolve(seed);
    const colours = dwarfs.seats!({}).colours;
    const upload = JSON.stringify({ game: 'dwarfs', options: {}, seed, seats: ['Ann', 'Bo'].map((name, i) => ({ name, color: colours[i]!.id, bot: null })), moves });
    const up = await fetch(`${suite.server.url}/api/tables/import`, { method: 'POST', body: upload });
    expect(up.status).toBe(200);
    const { id } = (await up.json()) as { id: string };
    const { page, errors, ctx } = await person(suite.browser, { width: 390, height: 844 });
    await page.goto(`${suite.server.url}/t/${id}`);
    await page.getByTestId('dwarfs-board').waitFor({ timeout: 20_000 });
    const link = page.getByTestId('how-link');
    await expect.poll(() => link.getAttribute('href')).toBe('/how/dwarfs#resolve');
    await page.goto(`${suite.server.url}${await link.getAttribute('href')}`);
    const sec = page.locator('section#resolve');
    await sec.locator('[data-how-figure]').waitFor();
    await expect.poll(async () => Math.abs((await sec.boundingBox())!.y)).toBeLessThan(40);
    console.log(`dwarfs how link: a table at its ${phase} step after ${moves.length} moves lands on #resolve`);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
