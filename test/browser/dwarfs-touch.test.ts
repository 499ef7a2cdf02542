// Dwar7s Fall in a real browser: the create form's hand-picked decrees (shown only for
// "Hand-picked"), a kingdom card dragged onto the grid with the mouse (turned with R mid-drag, its
// walls shown on the spot under the pointer) and with a finger, and the grid zoomed and panned:
// pinch and one-finger pan at 390x844 (Chromium touch events through CDP), buttons and keys.
import { describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { TableClient } from '../helpers/client';
import { overflowX, RESULTS, shot } from './browser';
import { browserSuite } from './suite';

const suite = browserSuite({ botDelayMs: 0 });

const board = (p: Page) => p.getByTestId('dwarfs-board');
const gv = async (p: Page) => Number(await board(p).getAttribute('data-gv'));
const centre = async (p: Page, sel: string) => {
  const b = (await p.locator(sel).first().boundingBox())!;
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
};
const touch = (cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
  cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((q, id) => ({ x: q.x, y: q.y, id })) });

describe('Dwar7s Fall: create form, drag and zoom', () => {


  it('hand-picked decrees, a card dragged by mouse and by finger, the grid pinched, panned and zoomed', { timeout: 180_000 }, async () => {
    const ctx = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, hasTouch: true, reducedMotion: 'reduce' });
    ctx.setDefaultTimeout(10_000);
    const p = await ctx.newPage();
    const errors: string[] = [];
    p.on('pageerror', (e) => errors.push(e.message));
    p.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

    // The create form: the 13 decrees to tick appear only with "Hand-picked".
    await p.goto(`${suite.server.url}/`);
    const card = p.locator('article', { has: p.getByRole('heading', { name: 'Dwar7s Fall' }) });
    await card.getByRole('button', { name: 'Create table' }).waitFor();
    const ticks = card.getByRole('checkbox', { name: /^Decree: / });
    expect(await ticks.count()).toBe(0);
    // A scenario says under the field which decrees it puts in force and what each does (issue 29).
    await card.getByLabel('Royal Decrees').selectOption('siege');
    await expect(card.locator('[data-option-means]').textContent()).resolves.toMatch(/^Fortress: Place meeples only in your own kingdom.*\nBattle Memorial: A slain monster leaves a memorial/);
    await shot(p, 'dwarfs-create-scenario');
    await card.getByLabel('Royal Decrees').selectOption('custom');
    expect(await ticks.count()).toBe(13);
    await card.getByRole('checkbox', { name: 'Decree: Hidden Tunnels' }).check();
    await card.getByRole('checkbox', { name: 'Decree: High Ho' }).check();
    await shot(p, 'dwarfs-create-hand-picked');
    // Hidden again, High Ho stays ticked in the form's state: the server drops it unless shown.
    await card.getByLabel('Royal Decrees').selectOption('none');
    expect(await ticks.count()).toBe(0);
    await card.getByLabel('Royal Decrees').selectOption('custom');
    await card.getByRole('checkbox', { name: 'Decree: High Ho' }).uncheck();
    await card.getByLabel('Seats').selectOption('3');
    await card.getByRole('button', { name: 'Create table' }).click();
    await p.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
    const id = p.url().split('/t/')[1]!;
    const hostSecret = await p.evaluate(() => Object.entries(localStorage).find(([k]) => k.startsWith('trollmoot:host:'))?.[1] ?? '');
    expect(hostSecret).not.toBe('');
    await p.getByLabel('Your name').fill('Ann');
    await p.getByRole('button', { name: /Sit down at seat 1/ }).click();
    await p.getByText('You play as').waitFor();
    const host = new TableClient(suite.server.host, id, { hostSecret: hostSecret.replace(/^"|"$/g, '') });
    await host.waitFor(() => host.sync.table !== null);
    host.send({ t: 'bot', seat: 1, bot: 'sensible' });
    host.send({ t: 'bot', seat: 2, bot: 'sensible' });
    await host.waitFor(() => host.view.seats.filter((s) => s.controller === 'bot').length === 2);
    host.send({ t: 'start' });
    await board(p).waitFor({ timeout: 20_000 });
    // Exactly the decree ticked is in force, with its words.
    const decrees = p.getByTestId('dwarfs-decrees');
    await decrees.getByText('Hidden Tunnels').waitFor();
    expect(await decrees.getByText('High Ho').count()).toBe(0);

    // Drag with the mouse: press on a hand card, travel, R turns it mid-drag, the walls show on the lit spot under the pointer.
    const playable = '[data-testid=dwarfs-hand] button[data-target]';
    await p.locator(playable).first().waitFor({ timeout: 60_000 });
    await p.locator(playable).first().scrollIntoViewIfNeeded();
    const from = await centre(p, playable);
    const before = await gv(p);
    await p.mouse.move(from.x, from.y);
    await p.mouse.down();
    await p.mouse.move(from.x + 30, from.y - 30, { steps: 3 });
    await p.locator('[data-testid=dwarfs-board][data-pending="put"]').waitFor();
    await p.getByTestId('dwarfs-drag').waitFor();
    const rot0 = await board(p).getAttribute('data-rot');
    await p.keyboard.press('r');
    expect(await board(p).getAttribute('data-rot')).not.toBe(rot0);
    const lit = '[data-testid=dwarfs-grid] g[data-target]';
    // The grid is above the hand: held at the window's top edge, the page scrolls up to it.
    await p.mouse.move(from.x, 10, { steps: 4 });
    await p.waitForFunction((sel) => {
      const r = document.querySelector(sel)?.getBoundingClientRect();
      return !!r && r.top > 60 && r.bottom < window.innerHeight - 60;
    }, lit);
    await p.mouse.move(from.x, 200, { steps: 2 });
    // A lit spot the pointer can reach: one whose centre is not under a toast or the bar (a DIV stood over
    // the first lit spot in one CI run, and the ghost never showed there).
    const spot = await p.evaluate((sel) => {
      const cells = [...document.querySelectorAll(sel)];
      const free = cells.find((g) => {
        const r = g.getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest('[data-cell]') === g.closest('[data-cell]');
      });
      return (free ?? cells[0])?.getAttribute('data-cell') ?? null;
    }, lit);
    // The ghost card (its walls as turned) stands on the spot under the pointer. Under a loaded machine the page may
    // still be settling from the edge scroll when the spot is measured: measure again and carry the card there again.
    const ghost = p.locator(`[data-testid=dwarfs-grid] g[data-cell="${spot}"] g[opacity="0.75"]`);
    for (let tries = 0; ; tries++) {
      const to = await centre(p, `[data-testid=dwarfs-grid] g[data-cell="${spot}"]`);
      await p.mouse.move(to.x, to.y, { steps: 8 });
      const seen = await ghost.waitFor({ timeout: 4_000 }).then(() => true, () => false);
      if (seen) break;
      console.log('dwarfs drag: no ghost yet', JSON.stringify(await p.evaluate(([x, y, c]) => {
        const el = document.elementFromPoint(x!, y!);
        const b = document.querySelector('[data-testid=dwarfs-board]');
        return { under: el?.closest('[data-cell]')?.getAttribute('data-cell'), tag: el?.tagName, cls: el?.getAttribute('class'), testid: el?.closest('[data-testid]')?.getAttribute('data-testid'), spot: c, pending: b?.getAttribute('data-pending'), gv: b?.getAttribute('data-gv'), rot: b?.getAttribute('data-rot'),
          lit: [...document.querySelectorAll('[data-testid=dwarfs-grid] g[data-target]')].map((g) => g.getAttribute('data-cell')), drag: !!document.querySelector('[data-testid=dwarfs-drag]'), ghosts: document.querySelectorAll('[data-testid=dwarfs-grid] g[opacity="0.75"]').length };
      }, [to.x, to.y, spot] as const)));
      if (tries === 2) await ghost.waitFor({ timeout: 1 });
    }
    await p.screenshot({ path: `${RESULTS}/dwarfs-drag-mouse.png` });
    await p.mouse.up();
    await p.waitForFunction((n) => Number(document.querySelector('[data-testid=dwarfs-board]')?.getAttribute('data-gv')) >= n + 2, before);
    expect(await p.getByTestId('dwarfs-drag').count()).toBe(0);
    await p.getByRole('log', { name: 'Game log' }).getByText(/Ann \(you\) (plays|stacks) an? [a-z]+ [a-z -]+ (beside|in the centre|on) /).first().waitFor();

    // At phone size: no sideways scroll; a finger drags the next card (touch events through CDP).
    await p.setViewportSize({ width: 390, height: 844 });
    expect(await overflowX(p)).toBeLessThanOrEqual(0);
    const cdp = await ctx.newCDPSession(p);
    if ((await p.locator(playable).count()) > 0) {
      const b2 = await gv(p);
      await p.locator(playable).first().scrollIntoViewIfNeeded();
      const f = await centre(p, playable);
      await touch(cdp, 'touchStart', [f]);
      await touch(cdp, 'touchMove', [{ x: f.x + 5, y: f.y - 20 }]);
      await p.locator('[data-testid=dwarfs-board][data-pending="put"]').waitFor();
      // The grid is above the hand on a phone: bring a lit spot into view, then carry the card to it.
      // (in the middle of the window: near its edges the page scrolls under the finger).
      await p.locator(lit).first().evaluate((e) => e.scrollIntoView({ block: 'center' }));
      const t = await centre(p, lit);
      const f2 = { x: t.x, y: Math.min(830, t.y + 240) };
      for (let i = 1; i <= 6; i++) await touch(cdp, 'touchMove', [{ x: f2.x + ((t.x - f2.x) * i) / 6, y: f2.y + ((t.y - f2.y) * i) / 6 }]);
      // The window as it is (a full-page shot would resize it mid-drag).
      await p.screenshot({ path: `${RESULTS}/dwarfs-drag-touch-phone.png` });
      await touch(cdp, 'touchEnd', []);
      await p.waitForFunction((n) => Number(document.querySelector('[data-testid=dwarfs-board]')?.getAttribute('data-gv')) >= n + 2, b2);
      expect(await board(p).getAttribute('data-pending')).not.toBe('put');
    }

    // Pinch on the grid: two fingers apart zoom in; the page still does not scroll sideways.
    const scroller = p.getByTestId('dwarfs-grid-scroll');
    await scroller.scrollIntoViewIfNeeded();
    await p.getByTestId('dwarfs-zoom-reset').click({ force: true }).catch(() => undefined);
    const z0 = parseInt((await p.getByTestId('dwarfs-zoom').textContent()) ?? '0', 10);
    const box = (await scroller.boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + Math.min(box.height, 300) / 2;
    // The point of the grid under the fingers' midpoint, in the grid's own units (a card is 100).
    const under = () =>
      scroller.evaluate(
        (e, [x, y]) => {
          const q = new DOMPoint(x, y).matrixTransform(e.querySelector('svg')!.getScreenCTM()!.inverse());
          return [q.x, q.y];
        },
        [cx, cy],
      );
    const [fx0, fy0] = await under();
    await touch(cdp, 'touchStart', [{ x: cx - 30, y: cy }, { x: cx + 30, y: cy }]);
    for (let i = 1; i <= 8; i++) {
      await touch(cdp, 'touchMove', [{ x: cx - 30 - i * 10, y: cy }, { x: cx + 30 + i * 10, y: cy }]);
    }
    await touch(cdp, 'touchEnd', []);
    const z1 = parseInt((await p.getByTestId('dwarfs-zoom').textContent()) ?? '0', 10);
    expect(z1).toBeGreaterThan(z0 * 1.8);
    expect(await overflowX(p)).toBeLessThanOrEqual(0);
    // ... stays under it: the pinch zooms around the fingers.
    const [fx1, fy1] = await under();
    await p.screenshot({ path: `${RESULTS}/dwarfs-pinched-phone.png` });
    console.log(`pinch: ${z0}% -> ${z1}%, the point under the fingers ${fx0!.toFixed(1)},${fy0!.toFixed(1)} -> ${fx1!.toFixed(1)},${fy1!.toFixed(1)}`);
    expect(Math.abs(fx1! - fx0!)).toBeLessThan(8);
    expect(Math.abs(fy1! - fy0!)).toBeLessThan(8);
    // One finger pans the grid inside its panel.
    const [l0] = await scroller.evaluate((e) => [e.scrollLeft, e.scrollTop]);
    await touch(cdp, 'touchStart', [{ x: cx + 60, y: cy }]);
    for (let i = 1; i <= 6; i++) await touch(cdp, 'touchMove', [{ x: cx + 60 - i * 20, y: cy }]);
    await touch(cdp, 'touchEnd', []);
    await p.waitForTimeout(300);
    const [l1] = await scroller.evaluate((e) => [e.scrollLeft, e.scrollTop]);
    expect(l1).toBeGreaterThan(l0! + 40);
    expect(await overflowX(p)).toBeLessThanOrEqual(0);
    // Without touch: the buttons and the keys + - 0.
    await p.getByTestId('dwarfs-zoom-reset').click();
    await expect(p.getByTestId('dwarfs-zoom').textContent()).resolves.toBe('100%');
    await p.getByTestId('dwarfs-zoom-in').click();
    await expect(p.getByTestId('dwarfs-zoom').textContent()).resolves.toBe('150%');
    await p.keyboard.press('+');
    await expect(p.getByTestId('dwarfs-zoom').textContent()).resolves.toBe('225%');
    await p.keyboard.press('-');
    await expect(p.getByTestId('dwarfs-zoom').textContent()).resolves.toBe('150%');
    await p.keyboard.press('0');
    await expect(p.getByTestId('dwarfs-zoom').textContent()).resolves.toBe('100%');
    expect(errors).toEqual([]);
    host.close();
    await ctx.close();
  });
});
