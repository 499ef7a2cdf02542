// Hall's How to play teaches with pictures (issue 29): every section of the game's own page holds a
// picture drawn by the table's components (an svg with real content), on a phone and a desktop,
// with nothing overflowing or cut off; and a table's header link lands on the section of its step.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { overflowX, person } from './browser';
import { browserSuite } from './suite';
import { hall } from '../../shared/games/hall';
import { biased, rng } from '../../shared/games/hall/testkit';
import type { LoggedMove } from '../../shared/engine/replay';
import type { State as HallState } from '../../shared/games/hall/state';
import { cutOffText, phoneCheck, tapAt } from './phone';

const suite = browserSuite();
const SHOTS = process.env.SHOTS29 ?? '';
/** Where the "why not" and meaning screenshots go when asked for (SHOTS31=<dir>). */
const SHOTS31 = process.env.SHOTS31 ?? '';

/** A seeded 2-player game played by the engine's biased picker up to the first state `stop` accepts (after `n` moves). */
function playTo(seed: string, stop: (s: HallState, n: number) => boolean, picker = 1): LoggedMove[] {
  let s = hall.setup(seed, 2, hall.optionsSchema.parse({}));
  const pick = biased(rng(picker));
  const moves: LoggedMove[] = [];
  while (!stop(s, moves.length)) {
    if (s.phase === 'over' || moves.length > 400) throw new Error(`${seed}: no such position`);
    const seat = hall.activeSeats(s)[0]!;
    const move = pick(s, seat, hall.legalMoves(s, seat));
    const r = hall.apply(s, seat, move);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
    moves.push({ seat, move });
  }
  return moves;
}

/** A table opened at those moves (seats free), its id. */
async function imported(seed: string, moves: LoggedMove[]): Promise<string> {
  const colours = hall.seats!(hall.optionsSchema.parse({})).colours;
  const upload = JSON.stringify({ game: 'hall', options: {}, seed, seats: ['Ann', 'Bo'].map((name, i) => ({ name, color: colours[i]!.id, bot: null })), moves });
  const up = await fetch(`${suite.server.url}/api/tables/import`, { method: 'POST', body: upload });
  expect(up.status, await up.clone().text()).toBe(200);
  return ((await up.json()) as { id: string }).id;
}

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
    const moves = playTo(seed, (s, n) => s.phase === 'play' && s.tasks.at(-1)?.k === 'dig' && (s.tasks.at(-1) as { stage: string }).stage === 'pos' && n > 20, 3);
    const id = await imported(seed, moves);
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

  it('a choice says what it does where it is chosen (a long press on a phone), and the hall and statue steps say why nothing can be done', { timeout: 60_000 }, async () => {
    // A seeded game at a tunnel just dug beside empty workshop sites; after it, seat 1 can dedicate no
    // great hall, then has an unearthed Fire statue and no cart to move it.
    const seed = 'hall-statue-why-1';
    const sited = (s: HallState) => s.phase === 'play' && hall.legalMoves(s, s.turn.seat).filter((m) => m.type === 'establish').length > 1;
    const { page, errors, ctx } = await person(suite.browser, { width: 390, height: 844 }, true);
    const bar = page.getByTestId('hall-controls');
    const shoot = async (name: string, whole = false) => {
      if (!SHOTS31) return;
      mkdirSync(SHOTS31, { recursive: true });
      await (whole ? page : bar).screenshot({ path: join(SHOTS31, `${name}.png`) });
    };
    await page.goto(`${suite.server.url}/t/${await imported(seed, playTo(seed, sited))}`);
    await page.getByLabel('Your name').tap();
    await page.keyboard.type('Ann');
    await page.getByRole('button', { name: /Sit down at seat 1/ }).tap();
    await bar.waitFor({ timeout: 20_000 });

    // The prompt says what a workshop gives; each Establish choice says what it converts, and a long
    // press shows its whole meaning (the How to play page's words) without choosing it.
    await expect.poll(() => bar.textContent()).toMatch(/A workshop gives one use per open entrance/);
    // The longer prompt keeps the phone's rules (the bar at most 22 % of the height, a choice in view, text of 12 px).
    expect((await phoneCheck(page, 'hall')).problems).toEqual([]);
    const est = bar.locator('[data-choice=establish][data-tip]', { hasText: 'Establish the' }).first();
    const tip = (await est.getAttribute('data-tip'))!;
    expect(tip).toMatch(/→.*It gives one use per open entrance/);
    const gv = await page.getByTestId('hall-board').getAttribute('data-gv');
    const b = (await est.boundingBox())!;
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: b.x + b.width / 2, y: b.y + b.height / 2 }] });
    await page.getByTestId('tip').waitFor({ timeout: 3000 });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect(await page.getByTestId('tip').textContent()).toBe(tip);
    await shoot('meaning-establish-long-press-phone', true);
    expect(await page.getByTestId('hall-board').getAttribute('data-gv')).toBe(gv);

    // A tap then chooses it. "A great hall (optional)" with none that fits, then "Move statues
    // (optional)" with an unearthed statue and no cart: the bar says why, in the game's words.
    await tapAt(page, est);
    // The chosen button goes, and its tip with it (it would hide the next step's words).
    await page.getByTestId('tip').waitFor({ state: 'detached', timeout: 5000 });
    await expect.poll(() => bar.textContent()).toMatch(/No great hall: no great hall fits wholly on tunnel cells of your own network\. A 4:1 trade may change that\./);
    await shoot('whynot-hall');
    await tapAt(page, bar.locator('[data-choice=endStep]'));
    await expect.poll(() => bar.textContent()).toMatch(/No statue to move: no Fire or wild cart to move your Fire statue\. A 4:1 trade may change that\./);
    await shoot('whynot-statue');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
