// FotMK's pieces move (issue 28): a 2-player game of bots watched by two spectators, one with motion
// and one with reduced motion. With motion, troll stacks, the wheel's pawn and the discs on the
// tracks each animate (a translation under way on the element itself) when the view that moved them
// is drawn, and once the motion is idle every troll stack sits on its cavern and the pawn on its
// wheel space; with reduced motion nothing is ever translated or scaled, only faded.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTable, TableClient } from '../helpers/client';
import { shot } from './browser';
import { browserSuite } from './suite';

// Slow enough that each bot step is drawn and moves (a backlog would jump straight to the newest view).
const suite = browserSuite({ botDelayMs: 450 });

/** Notes, on every frame, the pieces whose animations move them (translate/scale) or only fade them. */
function watch(): void {
  const w = window as unknown as { __moved: Record<string, number>; __faded: Record<string, number>; __transitions: string[] };
  w.__moved = {};
  w.__faded = {};
  // CSS transitions started anywhere on the page (none with reduced motion: a 0.01 ms transition of
  // every property once let a picture show a seat row lit after its turn had passed).
  w.__transitions = [];
  document.addEventListener('transitionrun', (e) => w.__transitions.push(`${(e.target as Element).tagName} ${e.propertyName}`), true);
  const kind = (id: string) => id.replace(/-.*/, '');
  const tick = () => {
    for (const el of document.querySelectorAll('[data-testid=fotmk-board] [data-piece]')) {
      for (const a of el.getAnimations()) {
        const frames = (a.effect as KeyframeEffect | null)?.getKeyframes() ?? [];
        const moves = frames.some((f) => (f.translate && f.translate !== '0px 0px' && f.translate !== 'none') || (f.scale && f.scale !== '1 1' && f.scale !== 'none'));
        const k = kind(el.getAttribute('data-piece')!);
        const bag = moves ? w.__moved : w.__faded;
        bag[k] = (bag[k] ?? 0) + 1;
      }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** Once idle: troll stacks off their cavern, and whether the pawn stands on its space (run in the page). */
async function placesNow(p: Page): Promise<{ stacks: number; off: string[]; pawnOn: boolean }> {
  return p.evaluate(async () => {
    await (window as unknown as { __motion: { idle(): Promise<void> } }).__motion.idle();
    const off: string[] = [];
    const inside = (a: DOMRect, b: DOMRect) => {
      const x = a.left + a.width / 2;
      const y = a.top + a.height / 2;
      return x >= b.left && x <= b.right && y >= b.top && y <= b.bottom;
    };
    const stacks = [...document.querySelectorAll('[data-testid=fotmk-map] [data-piece^=trolls-]')];
    for (const el of stacks) {
      const node = el.getAttribute('data-piece')!.split('-')[2];
      const cave = document.querySelector(`[data-testid=fotmk-map] [data-node="${node}"]`);
      if (!cave || !inside(el.getBoundingClientRect(), cave.getBoundingClientRect())) off.push(el.getAttribute('data-piece')!);
    }
    const wheel = document.querySelector('[data-testid=wheel]')!;
    const at = Number(/pawn on space (\d+)/.exec(wheel.getAttribute('aria-label') ?? '')?.[1]) - 1;
    const space = wheel.querySelectorAll('[aria-label^="Space "], [data-target]')[at];
    const pawn = wheel.querySelector('[data-piece=wheel-pawn]');
    return { stacks: stacks.length, off, pawnOn: !!space && !!pawn && inside(pawn.getBoundingClientRect(), space.getBoundingClientRect()) };
  });
}

describe('FotMK motion', () => {
  it('moved pieces travel and end where the view puts them; with reduced motion only fades', async () => {
    const { id, hostSecret } = await createTable(suite.server.url, 'fotmk', 2);
    const host = new TableClient(suite.server.host, id, { hostSecret });
    await host.waitFor(() => host.sync.table !== null);
    const pages: Page[] = [];
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const ctx = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion });
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${suite.server.url}/t/${id}`);
      await page.getByRole('heading', { name: 'You are watching' }).waitFor();
      await page.evaluate(watch);
      pages.push(page);
      (page as unknown as { errors: string[] }).errors = errors;
    }
    const [moving, still] = pages as [Page, Page];
    /** The rows lit as deciding now, in the seats panel and on the scoreboard, and the seats choosing (run in the page). */
    const lit = (p: Page) =>
      p.evaluate(() => ({
        seats: [...document.querySelectorAll('li[data-seat]')].filter((li) => li.className.includes('bg-ember')).map((li) => Number(li.getAttribute('data-seat'))),
        choosing: [...document.querySelectorAll('li[data-seat]')].filter((li) => /Choosing/.test(li.textContent ?? '')).map((li) => Number(li.getAttribute('data-seat'))),
        board: [...document.querySelectorAll('[data-testid=fotmk-board] tr')].map((tr, i) => (tr.hasAttribute('data-active') ? i : -1)).filter((i) => i >= 0).length,
      }));
    for (let s = 0; s < 2; s++) host.send({ t: 'bot', seat: s, bot: 'random' });
    await host.waitFor(() => host.view.seats.every((s) => s.controller === 'bot'));
    host.send({ t: 'start' });
    await moving.getByTestId('fotmk-map').waitFor({ timeout: 20_000 });
    const wanted = ['trolls', 'wheel', 'disc'];
    const moved = () => moving.evaluate(() => (window as unknown as { __moved: Record<string, number> }).__moved);
    let checks = 0;
    const t0 = Date.now();
    while (Date.now() - t0 < 40_000) {
      await moving.waitForTimeout(1500);
      // Where the pieces are once the motion is idle: each troll stack in its cavern, the pawn on its space.
      const places = await placesNow(moving);
      expect(places.off).toEqual([]);
      expect(places.pawnOn).toBe(true);
      if (places.stacks > 0) checks++;
      // The turn's highlight follows the seat choosing, on both pages.
      for (const p of pages) {
        const l = await lit(p);
        expect(l.seats).toEqual(l.choosing);
        expect(l.board).toBe(l.choosing.length);
      }
      const m = await moved();
      if (wanted.every((k) => (m[k] ?? 0) > 0) && checks >= 3) break;
    }
    const m = await moved();
    console.log(`fotmk motion: moved ${JSON.stringify(m)}, ${checks} idle checks in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    for (const k of wanted) expect(m[k] ?? 0, k).toBeGreaterThan(0);
    expect(checks).toBeGreaterThanOrEqual(3);
    await shot(moving, 'fotmk-motion');
    // Reduced motion: the same game, drawn with fades only.
    const r = await still.evaluate(() => {
      const w = window as unknown as { __moved: Record<string, number>; __faded: Record<string, number>; __transitions: string[] };
      return { moved: w.__moved, faded: w.__faded, transitions: w.__transitions.length };
    });
    const transitions = await still.evaluate(() => (window as unknown as { __transitions: string[] }).__transitions.slice(0, 5));
    console.log(`fotmk motion, reduced: ${JSON.stringify(r)}`);
    expect(r.moved).toEqual({});
    expect(transitions).toEqual([]);
    expect(Object.keys(r.faded).length).toBeGreaterThan(0);
    host.close();
    for (const p of pages) {
      expect((p as unknown as { errors: string[] }).errors).toEqual([]);
      await p.context().close();
    }
  }, 90_000);
});
