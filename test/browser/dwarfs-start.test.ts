// Dwar7s Fall before the first card, in a real browser against a real `wrangler dev`: the empty grid
// draws the four centre spots (the printed board's yellow square) for a spectator on a phone and for
// the first player on a desktop; Tab reaches one and its tooltip and label say, in the game's words,
// that the first kingdom card goes there; the caption says it too; nothing scrolls sideways. Then the
// first player picks a card: the same four spots are the lit targets, and Enter on one puts the card
// there, after which the marks are gone for everyone. The deal is a fixed seed uploaded through the
// public replay upload (no moves), so the test knows whose turn it is and nobody moves but that seat.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TableClient } from '../helpers/client';
import { boardBroughtIntoView, overflowX, person, shot } from './browser';
import { browserSuite } from './suite';
import { dwarfs } from '../../shared/games/dwarfs';

const suite = browserSuite({ botDelayMs: 200 });

/** The phone's grid after its frame changed: see where it is recorded. */
interface Grown {
  zoom: string;
  frame: string;
  card: number;
  cx: number;
  cy: number;
  sx: boolean;
  sy: boolean;
  gx: number;
  gy: number;
  /** Frames waited past the first measure for the view to settle (a loaded machine may paint a frame between a grown grid and its scroll). */
  late: number;
}

const SEED = 'dwarfs-start-test-seed-0001';
const board = (p: Page) => p.getByTestId('dwarfs-board');
const centres = (p: Page) => p.locator('[data-testid=dwarfs-grid] [data-centre]');

/** Tab until the focus is on a grid spot matching `sel`; returns its label and the tooltip shown for it. */
async function tabTo(p: Page, sel: string): Promise<{ label: string; tip: string; describedBy: string | null; tipId: string | null }> {
  for (let i = 0; i < 150; i++) {
    await p.keyboard.press('Tab');
    if (await p.evaluate((s) => !!document.activeElement?.matches(s), sel)) break;
  }
  expect(await p.evaluate((s) => !!document.activeElement?.matches(s), sel), `Tab reaches ${sel}`).toBe(true);
  const label = (await p.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
  // The board's keyboard tooltip shows the spot's own title on focus and describes the spot with it.
  await p.waitForFunction((t) => document.querySelector('[role=tooltip]')?.textContent === t, label, { timeout: 5000 });
  return p.evaluate(() => ({
    label: document.activeElement?.getAttribute('aria-label') ?? '',
    tip: document.querySelector('[role=tooltip]')?.textContent ?? '',
    describedBy: document.activeElement?.getAttribute('aria-describedby') ?? null,
    tipId: document.querySelector('[role=tooltip]')?.id ?? null,
  }));
}

/** The four centre spots are drawn, inside the grid's panel and on the page's first screen, and nothing scrolls sideways. */
async function spotsInView(p: Page): Promise<void> {
  await expect(centres(p).count()).resolves.toBe(4);
  // Sitting down leaves the page scrolled to the form's button: look from the page's top.
  await p.evaluate(() => window.scrollTo(0, 0));
  const panel = (await p.getByTestId('dwarfs-grid-scroll').boundingBox())!;
  const { w, h } = await p.evaluate(() => ({ w: window.innerWidth, h: window.innerHeight }));
  for (let i = 0; i < 4; i++) {
    const b = (await centres(p).nth(i).boundingBox())!;
    expect(b.width, 'a centre spot big enough to read').toBeGreaterThan(60);
    expect(b.x).toBeGreaterThanOrEqual(panel.x - 1);
    expect(b.x + b.width).toBeLessThanOrEqual(Math.min(w, panel.x + panel.width) + 1);
    expect(b.y).toBeGreaterThanOrEqual(Math.max(0, panel.y - 1));
    expect(b.y + b.height).toBeLessThanOrEqual(Math.min(h, panel.y + panel.height) + 1);
  }
  expect(await overflowX(p)).toBeLessThanOrEqual(0);
  const b = (await centres(p).first().boundingBox())!;
  console.log(`dwarfs start at ${w}x${h}: 4 centre spots of ${b.width.toFixed(0)} px, the first at y ${b.y.toFixed(0)}, zoom ${await p.getByTestId('dwarfs-zoom').textContent()}`);
}

describe('Dwar7s Fall: the table before the first card', () => {


  it('a spectator on a phone and the first player see, read and use the four centre spots', { timeout: 120_000 }, async () => {
    const first = dwarfs.setup(SEED, 3, {}).turn;
    const colours = dwarfs.seats!({}).colours;
    const names = ['Ann', 'Gimli', 'Dori'];
    const upload = JSON.stringify({ game: 'dwarfs', options: {}, seed: SEED, seats: names.map((name, i) => ({ name, color: colours[i]!.id, bot: null })), moves: [] });
    const up = await fetch(`${suite.server.url}/api/tables/import`, { method: 'POST', body: upload });
    expect(up.status).toBe(200);
    const { id, hostSecret } = (await up.json()) as { id: string; hostSecret: string };
    const host = new TableClient(suite.server.host, id, { hostSecret });
    await host.waitFor(() => host.sync.table !== null);
    // The two other seats: socket clients that never move; the page takes the first player's seat.
    const otherSeats = [0, 1, 2].filter((q) => q !== first);
    const others = otherSeats.map((seat) => {
      const c = new TableClient(suite.server.host, id);
      c.socket.addEventListener('open', () => c.send({ t: 'sit', seat, name: names[seat]!, color: colours[seat]!.id }));
      return c;
    });
    await Promise.all(others.map((c, i) => c.waitFor(() => c.sync.table?.you.seat === otherSeats[i], 10_000, 'seated')));

    const url = `${suite.server.url}/t/${id}`;
    const spec = await person(suite.browser, { width: 390, height: 844 });
    await spec.page.goto(url);
    await board(spec.page).waitFor({ timeout: 20_000 });
    const player = await person(suite.browser);
    const p = player.page;
    // A quick sitter on a slow network: the game's board arrives only after the room has seated them
    // (until then the page is too short to bring the board up; it must be brought up when it comes).
    let release = () => {};
    const boardHeld = new Promise<void>((r) => (release = r));
    await p.route('**/assets/Board-*.js', async (route) => {
      await boardHeld;
      await route.continue();
    });
    await p.goto(url);
    await p.getByLabel('Your name').fill(names[first]!);
    // Sitting down by keyboard (Enter in the name field): the board comes to the window's top and the
    // focus to the board (the sit form below it is gone).
    const sitAt = await p.getByRole('button', { name: `Sit down at seat ${first + 1}` }).boundingBox();
    await p.getByLabel('Your name').press('Enter');
    await host.waitFor(() => host.view.seats[first]?.name === names[first], 10_000, 'the player seated');
    await expect(board(p).count()).resolves.toBe(0);
    release();
    await board(p).waitFor({ timeout: 20_000 });
    const sat = await boardBroughtIntoView(p);
    console.log(`after sitting down (1440x900): the board's top at ${sat.top} px (the page scrolled ${sat.scrollY} px; the button was at y ${sitAt?.y})`);
    await shot(p, 'dwarfs-centre-sat-window', { fullPage: false });

    // The spectator's phone: the four spots on the first screen at the fit size, the caption says where the game starts.
    await spotsInView(spec.page);
    await expect(spec.page.getByTestId('dwarfs-zoom').textContent()).resolves.toBe('100%');
    await expect(spec.page.getByTestId('dwarfs-start-line').textContent()).resolves.toMatch(/first kingdom card goes on one of the four centre spots/);
    await shot(spec.page, 'dwarfs-centre-spectator-phone');
    const seen = await tabTo(spec.page, '[data-testid=dwarfs-grid] [data-centre]');
    expect(seen.label).toMatch(/^Centre spot: the first kingdom card of the game goes on one of these four spots/);
    expect(seen.tip).toBe(seen.label);
    expect(seen.describedBy).toBe(seen.tipId);
    await expect(spec.page.getByTestId('dwarfs-hover-centre').textContent()).resolves.toMatch(/^Centre spot — the first kingdom card/);
    await shot(spec.page, 'dwarfs-centre-spectator-phone-tab');
    expect(await overflowX(spec.page)).toBeLessThanOrEqual(0);

    // The first player, before picking a card: the same spots, not lit, read the same way.
    await spotsInView(p);
    await expect(p.getByTestId('dwarfs-start-line').textContent()).resolves.toMatch(/pick a kingdom card in your hand, then put it on one of the four centre spots/);
    expect(await p.locator('[data-testid=dwarfs-grid] [data-target]').count()).toBe(0);
    const mine = await tabTo(p, '[data-testid=dwarfs-grid] [data-centre]');
    expect(mine.label).toMatch(/^Centre spot: /);
    await shot(p, 'dwarfs-centre-player');

    // A card picked by keyboard and put back with Escape (as "← Back" does): nothing lit, the hand as before.
    const hand0 = await p.locator('[data-testid=dwarfs-hand] [data-target]').count();
    await p.locator('[data-testid=dwarfs-hand] [data-target]').first().focus();
    await p.keyboard.press('Enter');
    await p.locator('[data-testid=dwarfs-board][data-pending="put"]').waitFor();
    await expect(p.getByTestId('dwarfs-controls').textContent()).resolves.toMatch(/Escape \(or ← Back\) puts it back in your hand/);
    await p.keyboard.press('Escape');
    await p.locator('[data-testid=dwarfs-board]:not([data-pending="put"])').waitFor();
    await expect(p.locator('[data-testid=dwarfs-grid] [data-target]').count()).resolves.toBe(0);
    await expect(p.locator('[data-testid=dwarfs-hand] [data-target]').count()).resolves.toBe(hand0);

    // A card picked: the four centre spots are the lit targets (and still say what they are).
    const gv0 = Number(await board(p).getAttribute('data-gv'));
    await p.locator('[data-testid=dwarfs-hand] [data-target]').first().click();
    await p.locator('[data-testid=dwarfs-board][data-pending="put"]').waitFor();
    await expect(p.locator('[data-testid=dwarfs-grid] [data-centre][data-target]').count()).resolves.toBe(4);
    await expect(p.locator('[data-testid=dwarfs-grid] [data-target]').count()).resolves.toBe(4);
    await expect(p.getByTestId('dwarfs-start-line').textContent()).resolves.toMatch(/four lit centre spots/);
    const lit = await tabTo(p, '[data-testid=dwarfs-grid] [data-centre][data-target]');
    expect(lit.label).toMatch(/^Put it on the empty spot .*\. Centre spot: the first kingdom card/);
    await shot(p, 'dwarfs-centre-picked');
    // Enter puts the card there; then the marks are gone for everyone and the usual caption is back.
    const cell = await p.evaluate(() => document.activeElement?.getAttribute('data-cell'));
    await p.keyboard.press('Enter');
    await p.waitForFunction((n) => Number(document.querySelector('[data-testid=dwarfs-board]')?.getAttribute('data-gv')) >= n + 2, gv0);
    for (const q of [p, spec.page]) {
      await q.locator(`[data-testid=dwarfs-grid] [data-cell="${cell}"]:not([data-centre])`).waitFor();
      await expect(centres(q).count()).resolves.toBe(0);
      await expect(q.getByTestId('dwarfs-start-line').count()).resolves.toBe(0);
      // The spot read with the keyboard is a card now: its tooltip (if it shows one) says so, not the old words.
      await q.waitForFunction(() => {
        const tip = document.querySelector('[role=tooltip]');
        const a = document.activeElement;
        const title = a ? [...a.children].find((c) => c.tagName.toLowerCase() === 'title')?.textContent : undefined;
        return !tip || tip.textContent === title;
      });
      expect(await q.evaluate(() => document.querySelector('[role=tooltip]')?.textContent ?? '')).not.toMatch(/Centre spot|Put it on/);
    }
    // The card that took the focused spot's place shows the keyboard focus: its edge turns dark.
    const edge = await spec.page.evaluate(() => {
      const a = document.activeElement;
      return a?.matches(':focus-visible') ? getComputedStyle(a.querySelector('rect[data-frame]')!).stroke : 'not focus-visible';
    });
    expect(edge).toBe('rgb(28, 25, 23)');
    await shot(spec.page, 'dwarfs-centre-first-card-phone');
    expect(await overflowX(spec.page)).toBeLessThanOrEqual(0);
    await expect(spec.page.getByTestId('dwarfs-zoom').textContent()).resolves.toBe('100%');
    expect(player.errors).toEqual([]);

    // The players leave and bots take their seats: the phone's grid keeps fitting its width as it
    // grows (it once doubled by itself past five cards, issue 27); the spectator zooms in, and the
    // view then stays on the same cards as the grid grows.
    await player.ctx.close();
    for (const c of others) c.close();
    // Every time the grid's frame changes (a card on an edge), where the view is: the point of the
    // table at the scroller's centre, in cards from the table's corner (the drawing's unit is 100), on
    // each axis the panel scrolls along; and how much of the visible area the cards leave empty.
    await spec.page.evaluate(() => {
      const w = window as unknown as { __grown: Grown[] };
      w.__grown = [];
      const sc = document.querySelector('[data-testid=dwarfs-grid-scroll]')!;
      // Measured once the frame has settled: Preact runs effects after a paint, so a frame may be
      // between its grid and its scroll when the observer fires.
      const check = () => requestAnimationFrame(() => requestAnimationFrame(() => measure(0)));
      const measure = (late: number) => {
        const svg = sc.querySelector('svg')!;
        const r = sc.getBoundingClientRect();
        const vis = { l: r.left + sc.clientLeft, t: r.top + sc.clientTop, r: r.left + sc.clientLeft + sc.clientWidth, b: r.top + sc.clientTop + sc.clientHeight };
        const cards = [...svg.querySelectorAll('g[data-cell]:not([data-centre])')].map((g) => g.getBoundingClientRect());
        if (cards.length === 0) return;
        const box = { l: Math.min(...cards.map((c) => c.left)), t: Math.min(...cards.map((c) => c.top)), r: Math.max(...cards.map((c) => c.right)), b: Math.max(...cards.map((c) => c.bottom)) };
        const gap = (a0: number, a1: number, b0: number, b1: number) => Math.min(a1 - a0, b1 - b0) - Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
        const [x0, y0] = (svg.getAttribute('data-frame') ?? '0 0').split(' ').map(Number);
        const mid = new DOMPoint((vis.l + vis.r) / 2, (vis.t + vis.b) / 2).matrixTransform(svg.getScreenCTM()!.inverse());
        const card = svg.getBoundingClientRect().width / (svg.viewBox.baseVal.width / 100);
        const gx = gap(vis.l, vis.r, box.l, box.r);
        const gy = gap(vis.t, vis.b, box.t, box.b);
        // More of the view empty than the ring: measured again on the next frames (up to 10).
        if ((gx > card * 1.5 || gy > card * 1.5) && late < 10) {
          (window as unknown as { __first: string[] }).__first ??= [];
          (window as unknown as { __first: string[] }).__first.push(`late${late} gx ${Math.round(gx)} gy ${Math.round(gy)} card ${Math.round(card)} sl ${sc.scrollLeft} st ${sc.scrollTop} sw ${sc.scrollWidth} cw ${sc.clientWidth} frame ${x0} ${y0} ${svg.getAttribute('viewBox')} t ${Math.round(performance.now())}`);
          return void requestAnimationFrame(() => measure(late + 1));
        }
        w.__grown.push({
          late,
          zoom: document.querySelector('[data-testid=dwarfs-zoom]')?.textContent ?? '',
          frame: `${x0} ${y0} ${svg.getAttribute('viewBox')}`,
          card,
          cx: mid.x / 100 + x0!,
          cy: mid.y / 100 + y0!,
          // Along an axis where the panel is at the end of its scroll, the point may not be reachable.
          sx: sc.scrollLeft > 0 && sc.scrollLeft < sc.scrollWidth - sc.clientWidth - 1,
          sy: sc.scrollTop > 0 && sc.scrollTop < sc.scrollHeight - sc.clientHeight - 1,
          gx,
          gy,
        });
      };
      new MutationObserver(check).observe(sc, { attributes: true, subtree: true, attributeFilter: ['viewBox', 'data-frame'] });
    });
    // The host hands every player's seat to a bot (the seat stays its player's, a bot plays it for now).
    const botPlays = (seat: number) => host.view.seats[seat]?.controller === 'bot' || host.view.seats[seat]?.standin === 'host';
    for (const seat of [0, 1, 2]) {
      for (let k = 0; k < 60 && !botPlays(seat); k++) {
        host.send({ t: 'bot', seat, bot: 'sensible' });
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(botPlays(seat), `a bot plays seat ${seat}`).toBe(true);
    }
    await spec.page.waitForFunction(() => Number(document.querySelector('[data-testid=dwarfs-grid]')?.getAttribute('viewBox')?.split(' ')[2]) > 500, undefined, { timeout: 60_000 });
    await expect(spec.page.getByTestId('dwarfs-zoom').textContent(), 'a grid over five cards wide still fits the phone').resolves.toBe('100%');
    // By its keys (the + button jitters while the bots' cards grow the grid under it).
    await spec.page.keyboard.press('+');
    await spec.page.keyboard.press('+');
    await expect(spec.page.getByTestId('dwarfs-zoom').textContent()).resolves.toBe('225%');
    expect(await overflowX(spec.page)).toBeLessThanOrEqual(0);
    await shot(spec.page, 'dwarfs-centre-grown-phone');
    // The viewer pans to the middle of the zoomed grid by the wheel (a move of theirs, which the view
    // keeps): from there it can scroll both ways along each axis as the grid grows. Left where the zoom
    // put it, a grid growing on one side only held the view at an end, and the check that the panel
    // scrolls depended on where the bots laid their cards (it failed first time in two CIs of three).
    const scroller = spec.page.getByTestId('dwarfs-grid-scroll');
    const sbox = (await scroller.boundingBox())!;
    const [dx, dy] = await scroller.evaluate((e) => [(e.scrollWidth - e.clientWidth) / 2 - e.scrollLeft, (e.scrollHeight - e.clientHeight) / 2 - e.scrollTop]);
    await spec.page.mouse.move(sbox.x + sbox.width / 2, sbox.y + sbox.height / 2);
    await spec.page.mouse.wheel(dx!, dy!);
    await spec.page.waitForTimeout(600);
    // Measured from here: what came before was the view before the viewer's pan.
    await spec.page.evaluate(() => ((window as unknown as { __grown: Grown[] }).__grown = []));
    // The grid keeps growing while the bots play: zoomed in the view stays on the same
    // cards (the same point of the table at its centre, along the axes it scrolls), and the cards
    // leave at most the frame's empty ring (one card, and the card faces' inset) of the view empty.
    const grown = () => spec.page.evaluate(() => (window as unknown as { __grown: Grown[] }).__grown.filter((g) => g.zoom === '225%'));
    for (let k = 0; k < 120 && (await grown()).length < 8 && host.view.status === 'playing'; k++) await new Promise((r) => setTimeout(r, 500));
    const samples = await grown();
    const f2 = (n: number) => n.toFixed(2);
    console.log(`the phone's grid at 225% as it grew: the table's point at the view's centre (cards; * at the end of the scroll) ${samples.map((g) => `${f2(g.cx)}${g.sx ? '' : '*'},${f2(g.cy)}${g.sy ? '' : '*'}`).join(' ')}; empty px of the view x/y (card px) ${samples.map((g) => `${Math.round(g.gx)}/${Math.round(g.gy)} (${Math.round(g.card)})`).join(' ')}; frames waited to settle ${samples.map((g) => g.late).join(' ')}`);
    // A frame measured before it settled (seen only on a loaded machine), as first measured.
    const unsettled = await spec.page.evaluate(() => (window as unknown as { __first?: string[] }).__first ?? []);
    if (unsettled.length > 0) console.log(`measured again a frame later: ${unsettled.join('; ')}`);
    expect(samples.length, 'the grid grew at 225%').toBeGreaterThan(1);
    // Nobody scrolls the spectator's panel: wherever it can scroll to it, the same point is at its centre.
    const held = { x: samples.find((g) => g.sx)?.cx, y: samples.find((g) => g.sy)?.cy };
    for (const g of samples) {
      expect(g.gx, `empty across the view after ${g.frame}`).toBeLessThanOrEqual(g.card * 1.5);
      expect(g.gy, `empty down the view after ${g.frame}`).toBeLessThanOrEqual(g.card * 1.5);
      if (g.sx) expect(Math.abs(g.cx - held.x!), `the view's centre across, after ${g.frame}`).toBeLessThan(0.05);
      if (g.sy) expect(Math.abs(g.cy - held.y!), `the view's centre down, after ${g.frame}`).toBeLessThan(0.05);
    }
    // Which way the zoomed panel can scroll depends on where the bots lay their cards (a grid that
    // grows only rightwards keeps the view at its left end): at least one axis must have been held.
    expect(samples.filter((g) => g.sx || g.sy).length, 'the panel scrolls at 225%').toBeGreaterThan(1);
    await shot(spec.page, 'dwarfs-centre-grown-more-phone');
    expect(spec.errors).toEqual([]);

    // A phone that opens the grown table: its first view fits the grid's width and frames the cards
    // (the middle of the view on them, at most the empty ring showing).
    const late = await person(suite.browser, { width: 390, height: 844 });
    await late.page.goto(url);
    await board(late.page).waitFor({ timeout: 20_000 });
    await late.page.waitForFunction(() => document.querySelector('[data-testid=dwarfs-zoom]')?.textContent === '100%');
    const opened = await late.page.evaluate(() => {
      const sc = document.querySelector('[data-testid=dwarfs-grid-scroll]')!;
      const svg = sc.querySelector('svg')!;
      const r = sc.getBoundingClientRect();
      const vis = { l: r.left + sc.clientLeft, t: r.top + sc.clientTop, r: r.left + sc.clientLeft + sc.clientWidth, b: r.top + sc.clientTop + sc.clientHeight };
      const cards = [...svg.querySelectorAll('g[data-cell]')].map((g) => g.getBoundingClientRect());
      const box = { l: Math.min(...cards.map((c) => c.left)), t: Math.min(...cards.map((c) => c.top)), r: Math.max(...cards.map((c) => c.right)), b: Math.max(...cards.map((c) => c.bottom)) };
      const gap = (a0: number, a1: number, b0: number, b1: number) => Math.min(a1 - a0, b1 - b0) - Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
      const mx = (vis.l + vis.r) / 2;
      const my = (vis.t + vis.b) / 2;
      return { card: svg.getBoundingClientRect().width / (svg.viewBox.baseVal.width / 100), gx: gap(vis.l, vis.r, box.l, box.r), gy: gap(vis.t, vis.b, box.t, box.b), inside: mx > box.l && mx < box.r && my > box.t && my < box.b };
    });
    console.log(`a phone opening the grown table: empty px of the view x/y ${Math.round(opened.gx)}/${Math.round(opened.gy)} (card ${Math.round(opened.card)} px), its middle on the cards: ${opened.inside}`);
    expect(opened.inside).toBe(true);
    expect(opened.gx).toBeLessThanOrEqual(opened.card * 1.1);
    expect(opened.gy).toBeLessThanOrEqual(opened.card * 1.1);
    await shot(late.page, 'dwarfs-grown-opened-phone');
    expect(late.errors).toEqual([]);
    await late.ctx.close();
    host.close();
    await spec.ctx.close();
  });
});
