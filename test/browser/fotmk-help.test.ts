// Help for first-time FotMK players, in a real browser against a real `wrangler dev`:
// 1. the How to play page, reached from the home page, with tooltips on its symbols;
// 2. a player against a bot at 1440x900 then 390x844: after every prompt what it asks for is in
//    view, every kind of symbol has a tooltip, card numbers are >= 12 px, Escape puts back a
//    picked card and the hand keeps its order;
// 3. two players: a pointer is drawn on the same spot of the other's map, never over a private
//    panel, and fades when idle; a long press shows a tooltip on a phone; going offline shows a banner.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { overflowX, person, RESULTS, shot, type Person, rng } from './browser';
import { browserSuite } from './suite';

const suite = browserSuite({ botDelayMs: 0 });

const board = (p: Page) => p.getByTestId('fotmk-board');
/** Waits until the tooltip says exactly `text`. */
const tipSays = (p: Page, text: string | null) => p.waitForFunction((t) => document.querySelector('[role=tooltip]')?.textContent === t, text, { timeout: 5000 });
const gvOf = (p: Page) => board(p).getAttribute('data-gv').then(Number);

async function openTable(p: Page, name: string): Promise<string> {
  await p.goto(`${suite.server.url}/`);
  const card = p.locator('article', { has: p.getByRole('heading', { name: /Fall of the Mountain King/ }) });
  await card.getByLabel('Seats').selectOption('2');
  await card.getByRole('button', { name: 'Create table' }).click();
  await p.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  await sit(p, name, 1);
  return p.url();
}

async function sit(p: Page, name: string, seat: number): Promise<void> {
  await p.getByLabel('Your name').fill(name);
  await p.getByRole('button', { name: new RegExp(`Sit down at seat ${seat}`) }).click();
  await p.getByText('You play as').waitFor();
}

/**
 * Lit pieces of the board and whether one of them can be seen, clear of the decision bar (sticky
 * at the top of a desktop's board, fixed at the bottom of a phone-sized window).
 */
const litInView = (p: Page) =>
  p.evaluate(() => {
    const lit = [...document.querySelectorAll('[data-testid=fotmk-board] [data-target]')].filter((e) => e.getClientRects().length > 0 && !e.closest('details'));
    const bar = document.querySelector('[data-testid=fotmk-controls]');
    const b = bar?.getBoundingClientRect();
    const fixed = !!bar && getComputedStyle(bar).position === 'fixed';
    const top = fixed ? 0 : (b?.bottom ?? 0);
    const bottom = fixed && b ? b.top : innerHeight;
    const seen = lit.some((e) => {
      const r = e.getBoundingClientRect();
      return r.bottom > Math.max(0, top) && r.top < bottom && r.right > 0 && r.left < innerWidth;
    });
    return { lit: lit.length, seen, task: document.querySelector('[data-testid=fotmk-board]')?.getAttribute('data-task') ?? '' };
  });

/** The smallest rendered size (px) of any text holding a digit inside `sel` (SVG text scaled to the screen). */
const smallestNumber = (p: Page, sel: string) =>
  p.evaluate((sel) => {
    let min = Infinity;
    for (const root of document.querySelectorAll(sel)) {
      for (const el of root.querySelectorAll('*')) {
        const own = [...el.childNodes].some((n) => n.nodeType === 3 && /\d/.test(n.textContent ?? ''));
        if (!own || el.getClientRects().length === 0) continue;
        let px = parseFloat(getComputedStyle(el).fontSize);
        if (el instanceof SVGTextElement) px = Number(el.getAttribute('font-size')) * (el.getScreenCTM()?.a ?? 1);
        // Ignore the hover zoom: measure the card as it sits.
        const zoom = el.closest('[data-zoomed]') ? 1.7 : 1;
        min = Math.min(min, px / zoom);
      }
    }
    return min;
  }, sel);

/** One decision: a random lit piece or choice button, else the full list of moves. */
async function decide(p: Page, rand: () => number): Promise<boolean> {
  const n = await p.evaluate(() => {
    if (!document.querySelector('[data-testid=fotmk-controls]')) return 0;
    document.querySelectorAll('[data-pick]').forEach((e) => e.removeAttribute('data-pick'));
    const usable = (sel: string) =>
      [...document.querySelectorAll<HTMLElement>(sel)].filter((e) => e.getClientRects().length > 0 && !(e as HTMLButtonElement).disabled && !e.closest('details:not([open])'));
    let list = usable('[data-testid=fotmk-board] [data-target], [data-testid=fotmk-controls] [data-choice]');
    if (list.length === 0) {
      const all = document.querySelector<HTMLDetailsElement>('[data-testid=fotmk-all-moves]');
      if (all) all.open = true;
      list = usable('[data-testid=fotmk-all-moves] [data-move]:not([data-move=cancel])');
    }
    list.forEach((e, i) => e.setAttribute('data-pick', String(i)));
    return list.length;
  });
  if (n === 0) return false;
  const el = p.locator(`[data-pick="${Math.floor(rand() * n)}"]`);
  try {
    await el.click({ timeout: 1500 });
  } catch {
    await el.focus({ timeout: 1500 }).catch(() => undefined);
    await el.press('Enter', { timeout: 1500 }).catch(() => undefined);
  }
  return true;
}

/** What the screen shows (not the whole page): for phones, where a full page is too tall to judge. */
const screen = (p: Page, name: string) => p.screenshot({ path: `${RESULTS}/${name}.png` });

describe('FotMK help for first-time players', () => {

  it('has a How to play page reached from the home page, with a tooltip on every symbol', async () => {
    const ann = await person(suite.browser);
    const p = ann.page;
    await p.goto(`${suite.server.url}/`);
    await p.getByRole('link', { name: 'How to play FotMK' }).click();
    await p.waitForURL(/\/how\/fotmk$/);
    await p.getByRole('heading', { level: 1, name: 'How to play Fall of the Mountain King' }).waitFor();
    const titles = await p.locator('main section h2').allTextContents();
    expect(titles.join(' | ')).toMatch(/Overview.*mountain.*Setting up.*Ancestry.*Supplies.*battle.*status.*Advance.*Bolster.*Gnome wheel.*End of the wave.*Champions.*scoring/is);
    // The legend: all seven kinds of symbol, each with its tooltip on hover and on keyboard focus.
    const legend = p.getByTestId('how-legend').locator('[data-sym]');
    await expect(legend.count()).resolves.toBe(7);
    for (let i = 0; i < 7; i++) {
      const sym = legend.nth(i);
      await sym.hover();
      await tipSays(p, await sym.getAttribute('data-tip'));
    }
    await p.mouse.move(0, 0);
    await legend.first().focus();
    await p.keyboard.press('Tab');
    await tipSays(p, await legend.nth(1).getAttribute('data-tip'));
    await expect(p.getByText('A strong symbol cannot pay for a Weak action.').count()).resolves.toBeGreaterThan(0);
    await p.getByTestId('how-elders').getByText('9+').waitFor();
    await shot(p, 'how-fotmk', { fullPage: false });
    await p.setViewportSize({ width: 390, height: 844 });
    expect(await overflowX(p)).toBeLessThanOrEqual(0);
    await shot(p, 'how-fotmk-phone', { fullPage: false });
    // An unknown game has no page.
    await p.goto(`${suite.server.url}/how/nothing`);
    await p.getByRole('heading', { name: 'No rules here' }).waitFor();
    expect(ann.errors).toEqual([]);
    await ann.ctx.close();
  });

  it('brings each prompt’s target into view, explains every symbol and keeps cards readable, on a desktop and a phone', async () => {
    const ann = await person(suite.browser);
    const p = ann.page;
    await openTable(p, 'Ann');
    await p.getByRole('button', { name: 'Add a bot at seat 2' }).click();
    await p.locator('[data-seat="1"]', { hasText: 'Bot' }).waitFor();
    await p.getByRole('button', { name: 'Start the game' }).click();
    await board(p).waitFor({ timeout: 20_000 });
    // The header's link lands on the How to play section of the current step (issue 29).
    await expect(p.getByTestId('how-link').getAttribute('href')).resolves.toBe('/how/fotmk#setup');

    const rand = rng(424242);
    const stats = { prompts: 0, lit: 0, outOfView: [] as string[], phonePrompts: 0, escape: 0, tips: 0, cards: 0 };
    let lastGv = -1;
    // 20 prompts on a desktop, then 16 on a phone (each waits for its scroll: the walk's time is here).
    for (let guard = 0; guard < 1500 && stats.phonePrompts < 16; guard++) {
      const phone = stats.prompts >= 20;
      if (phone && p.viewportSize()?.width !== 390) await p.setViewportSize({ width: 390, height: 844 });
      if ((await p.getByTestId('fotmk-controls').count()) === 0) {
        await p.waitForTimeout(50);
        continue;
      }
      const gv = await gvOf(p);
      if (gv !== lastGv) {
        lastGv = gv;
        // The board scrolls on the next frame and checks again 400 ms later.
        await p.waitForTimeout(600);
        let at = await litInView(p);
        // A loaded machine may paint the scroll later: give it up to 3 s more before judging.
        for (let i = 0; i < 12 && at.lit > 0 && !at.seen && (await gvOf(p)) === gv; i++) {
          await p.waitForTimeout(250);
          at = await litInView(p);
        }
        if ((await gvOf(p)) !== gv) continue;
        stats.prompts++;
        if (phone) stats.phonePrompts++;
        if (at.lit > 0) {
          stats.lit++;
        if (phone && stats.phonePrompts % 6 === 0) await screen(p, `help-prompt-phone-${stats.phonePrompts}`);
          if (!at.seen) {
            stats.outOfView.push(`${at.task} at ${phone ? 'phone' : 'desktop'}`);
            await screen(p, `help-out-of-view-${stats.outOfView.length}`);
          }
        }
      }
      // The draft: cards readable, Escape puts a picked card back, the hand keeps its order.
      const hand = p.getByTestId('fotmk-hand');
      if ((await hand.count()) > 0 && (await hand.locator('button[data-target]').count()) > 1 && stats.cards < 2) {
        stats.cards++;
        expect(await smallestNumber(p, '[data-testid=fotmk-hand]')).toBeGreaterThanOrEqual(12);
        if (!phone) {
          // The same hand on a phone.
          await p.setViewportSize({ width: 390, height: 844 });
          expect(await smallestNumber(p, '[data-testid=fotmk-hand]')).toBeGreaterThanOrEqual(12);
          expect(await smallestNumber(p, '[data-testid=champions]')).toBeGreaterThanOrEqual(12);
          await hand.scrollIntoViewIfNeeded();
          await screen(p, 'help-hand-phone');
          await p.setViewportSize({ width: 1440, height: 900 });
        }
        const order = await hand.locator('svg[data-card]').evaluateAll((es) => es.map((e) => e.getAttribute('data-card')));
        const before = await gvOf(p);
        await hand.locator('button[data-target]').first().click();
        await p.waitForFunction((b) => Number(document.querySelector('[data-testid=fotmk-board]')?.getAttribute('data-gv')) !== b, before);
        await hand.getByText(/Escape puts it back/).waitFor();
        await shot(p, phone ? 'help-picked-card-phone' : 'help-picked-card');
        await p.keyboard.press('Escape');
        await hand.getByText('Your hand (pick a card to add):').waitFor();
        await expect(hand.locator('svg[data-card]').evaluateAll((es) => es.map((e) => e.getAttribute('data-card')))).resolves.toEqual(order);
        stats.escape++;
        // A card grows while pointed at.
        const first = hand.locator('button').first();
        await first.hover();
        // Grown once its transition has run (400 ms fixed was too short for a loaded CI once: 72 px of 72).
        const grown = await first
          .evaluate((e) => new Promise<number[]>((done) => {
            const t0 = performance.now();
            const look = () => {
              const w = [(e as HTMLElement).offsetWidth, e.getBoundingClientRect().width];
              if (w[1]! > w[0]! * 1.4 || performance.now() - t0 > 3000) done(w);
              else requestAnimationFrame(look);
            };
            look();
          }));
        const [w0, w1] = grown;
        expect(w1).toBeGreaterThan(w0! * 1.4);
        await p.mouse.move(1, 1);
        continue;
      }
      // Once on each screen size, after setup: every kind of piece has its tooltip.
      if (stats.tips < (phone ? 2 : 1) && (await p.locator('[data-testid=fotmk-board] [data-sym]').count()) > 0 && (await board(p).getAttribute('data-task')) === 'turn') {
        stats.tips++;
        const kinds = {
          symbol: '[data-testid=fotmk-board] section[aria-label="Your Ancestry"] g[data-sym]',
          cavern: '[data-testid=fotmk-map] g[data-node]',
          'great hall': '[data-testid=fotmk-map] g[role=img][data-tip^="Great Hall"]',
          'swarm point': '[data-testid=fotmk-map] g[data-tip*="swarm point"]',
          'wheel space': '[data-testid=wheel] g[data-tip^="Space"]',
          tripwire: '[data-testid=wheel] line[data-tip]',
          'gate card': '[data-testid=gates] li[data-tip]',
          'clan vote tile': '[data-testid=clan-board] [data-tip^="Wave III"]',
        };
        for (const [kind, sel] of Object.entries(kinds)) {
          const all = p.locator(sel);
          expect(await all.count(), kind).toBeGreaterThan(0);
          const missing = await all.evaluateAll((es) => es.filter((e) => !e.getAttribute('data-tip')).length);
          expect(missing, kind).toBe(0);
          if (!phone) {
            const one = all.first();
            await one.scrollIntoViewIfNeeded();
            await one.hover({ force: true });
            await tipSays(p, await one.getAttribute('data-tip')).catch(async () => {
              throw new Error(`${kind}: the tooltip says ${await p.getByRole('tooltip').textContent({ timeout: 500 }).catch(() => 'nothing')}`);
            });
          }
        }
        // Numbered symbols say what their number means.
        const strong = await p.locator('[data-testid=fotmk-board] [data-sym][data-tip^="Strong"]').first().getAttribute('data-tip').catch(() => null);
        if (strong) expect(strong).toContain('A strong symbol cannot pay for a Weak action');
        expect(await smallestNumber(p, '[data-testid=champions]')).toBeGreaterThanOrEqual(12);
        await p.mouse.move(1, 1);
        if (phone) await screen(p, 'help-turn-phone');
        else await shot(p, 'help-turn');
      }
      await decide(p, rand);
      await p.waitForTimeout(30);
    }
    console.log(`fotmk help: ${JSON.stringify(stats)}`);
    expect(stats.phonePrompts).toBe(16);
    expect(stats.lit).toBeGreaterThan(8);
    expect(stats.outOfView).toEqual([]);
    expect(stats.escape).toBeGreaterThanOrEqual(1);
    expect(stats.tips).toBeGreaterThanOrEqual(1);
    const wide = await p.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5)
        .slice(0, 5)
        .map((e) => `${e.tagName}.${e.getAttribute('class') ?? ''} ${e.getBoundingClientRect().right}`),
    );
    expect(await overflowX(p), wide.join('\n')).toBeLessThanOrEqual(0);
    expect(ann.errors).toEqual([]);
    await ann.ctx.close();
  });

  it('draws a pointer on the same spot of the other player’s map, never over a private panel; a long press shows a tooltip; offline shows a banner', async () => {
    const ann = await person(suite.browser);
    // Bob is on a phone with a touch screen (and a mouse, for the pointer checks).
    const bctx = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce', hasTouch: true });
    bctx.setDefaultTimeout(10_000);
    const bob: Person = { ctx: bctx, page: await bctx.newPage(), errors: [] };
    bob.page.on('pageerror', (e) => bob.errors.push(`pageerror: ${e.message}`));
    const p = ann.page;
    const url = await openTable(p, 'Ann');
    await bob.page.goto(url);
    await sit(bob.page, 'Bob', 2);
    await p.getByRole('button', { name: 'Start the game' }).click();
    await board(p).waitFor({ timeout: 20_000 });
    await board(bob.page).waitFor({ timeout: 20_000 });
    await p.waitForTimeout(1200); // chat and cursors load after the board

    // Bob points at his own Ancestry (private): Ann sees no pointer.
    const bobMine = bob.page.locator('section[aria-label="Your Ancestry"]');
    await bobMine.scrollIntoViewIfNeeded();
    const mb = (await bobMine.boundingBox())!;
    await bob.page.mouse.move(mb.x + mb.width / 2, mb.y + mb.height / 2);
    await bob.page.mouse.move(mb.x + mb.width / 2 + 5, mb.y + mb.height / 2 + 5, { steps: 3 });
    await p.waitForTimeout(800);
    expect(await p.locator('[data-cursor="Bob"]').count()).toBe(0);

    // Bob points at a cavern on his map: Ann sees his pointer on that cavern on hers (another layout).
    const node = 3;
    const bobCave = bob.page.locator(`[data-testid=fotmk-map] g[data-node="${node}"]`);
    await bobCave.scrollIntoViewIfNeeded();
    const cb = (await bobCave.boundingBox())!;
    await bob.page.mouse.move(cb.x + cb.width / 2 - 3, cb.y + cb.height / 2 - 3);
    await bob.page.mouse.move(cb.x + cb.width / 2, cb.y + cb.height / 2, { steps: 3 });
    const cursor = p.locator('[data-cursor="Bob"]');
    await cursor.waitFor();
    await expect(cursor.getAttribute('data-area')).resolves.toBe('map');
    await p.waitForTimeout(300);
    const tip = (await cursor.boundingBox())!;
    const annCave = (await p.locator(`[data-testid=fotmk-map] g[data-node="${node}"]`).boundingBox())!;
    expect(Math.abs(tip.x - (annCave.x + annCave.width / 2))).toBeLessThan(Math.max(6, annCave.width / 2));
    expect(Math.abs(tip.y - (annCave.y + annCave.height / 2))).toBeLessThan(Math.max(6, annCave.height / 2));
    const annMine = (await p.locator('section[aria-label="Your Ancestry"]').boundingBox())!;
    const inside = tip.x >= annMine.x && tip.x <= annMine.x + annMine.width && tip.y >= annMine.y && tip.y <= annMine.y + annMine.height;
    expect(inside).toBe(false);
    await shot(p, 'help-cursor-on-map');
    // Idle pointers fade.
    await p.locator('[data-cursor="Bob"][data-idle]').waitFor({ timeout: 8000 });
    // Pointing back at his own panel takes the pointer away.
    await bobMine.scrollIntoViewIfNeeded();
    const mb2 = (await bobMine.boundingBox())!;
    await bob.page.mouse.move(mb2.x + 10, mb2.y + 10, { steps: 3 });
    await cursor.waitFor({ state: 'detached' });

    // A long press on a symbol of Bob's Ancestry (touch) shows what it does, and chooses nothing.
    const sym = bob.page.locator('section[aria-label="Your Ancestry"] g[data-sym]').first();
    await sym.scrollIntoViewIfNeeded();
    const sb = (await sym.boundingBox())!;
    const cdp = await bob.ctx.newCDPSession(bob.page);
    const pt = { x: sb.x + sb.width / 2, y: sb.y + sb.height / 2 };
    const gv = await gvOf(bob.page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [pt] });
    await bob.page.waitForTimeout(700);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await tipSays(bob.page, await sym.getAttribute('data-tip'));
    await screen(bob.page, 'help-long-press-phone');
    expect(await gvOf(bob.page)).toBe(gv);

    // Offline: a clear banner, and nobody is shown as here.
    await ann.ctx.setOffline(true);
    await p.getByTestId('offline-banner').waitFor({ timeout: 15_000 });
    await p.locator('[data-seat="1"]').getByText('Not known while you are offline').waitFor();
    await shot(p, 'help-offline');
    await ann.ctx.setOffline(false);
    await p.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: 30_000 });
    await p.locator('[data-seat="1"]').getByText(/Here|Choosing/).waitFor();
    expect([...ann.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(e)), ...bob.errors]).toEqual([]);
    await ann.ctx.close();
    await bob.ctx.close();
  });
});
