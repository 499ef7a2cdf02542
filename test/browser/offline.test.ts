// Pass and play on one device, in Chromium against a real `wrangler dev`:
// 1. a FotMK game set up from the home page, then played with the network cut (Chromium offline
//    mode): hand-over screens between the two people at the device, moves through the game's own
//    board, a reload that resumes it (the page served by the service worker), then bots finish it;
// 2. the finished game, and a running one, uploaded to become online tables (the room replays
//    every move), and every game's table page's JS measured against its 87 KB budget.
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { overflowX, person, shot, type Person } from './browser';
import { browserSuite } from './suite';
import { createTable, seatPlayers } from '../helpers/client';

const suite = browserSuite({ botDelayMs: 50 });
let ann: Person;

const bar = (p: Page) => p.getByTestId('local-bar');
const gv = (p: Page) => bar(p).getAttribute('data-gv').then(Number);
const viewer = (p: Page) => bar(p).getAttribute('data-viewer');
const passScreen = (p: Page) => p.getByTestId('pass-screen');

/** A FotMK game for Ann and Bob at this device and one bot. */
async function setUp(p: Page): Promise<void> {
  await p.getByRole('form', { name: 'New game on this device' }).waitFor();
  await p.getByLabel('Game', { exact: true }).selectOption({ label: 'Fall of the Mountain King' });
  await p.getByLabel('Seats', { exact: true }).selectOption('3');
  const seat = (i: number) => p.locator(`[data-local-seat="${i}"]`);
  await seat(0).getByRole('textbox').fill('Ann');
  await seat(1).getByRole('textbox').fill('Bob');
  await seat(1).getByRole('combobox').selectOption('');
  await seat(2).getByRole('combobox').selectOption('random');
  await p.getByRole('button', { name: 'Start on this device' }).click();
  await bar(p).waitFor();
}

/**
 * One step of play: take the device at a hand-over, else make the first move the board lists for
 * the seat holding it. Returns what happened.
 */
async function step(p: Page): Promise<'took' | 'moved' | 'waited'> {
  if (await passScreen(p).isVisible()) {
    // Between hand-overs the board shows only what everyone may see.
    expect(await viewer(p)).toBe('spectator');
    expect(await p.locator('[data-testid=fotmk-controls]').count()).toBe(0);
    await passScreen(p).getByRole('button', { name: /^I am / }).click();
    return 'took';
  }
  const before = await gv(p);
  const picked = await p.evaluate(() => {
    const all = document.querySelector<HTMLDetailsElement>('[data-testid=fotmk-all-moves]');
    if (!all) return false;
    all.open = true;
    const b = all.querySelector<HTMLButtonElement>('[data-move]:not([data-move=cancel]):not(:disabled)');
    b?.setAttribute('data-pick', 'x');
    return b !== null;
  });
  if (!picked) {
    await p.waitForTimeout(200);
    return 'waited';
  }
  await p.locator('[data-pick=x]').click();
  await p.waitForFunction((v) => Number(document.querySelector('[data-testid=local-bar]')?.getAttribute('data-gv')) !== v || document.querySelector('[data-testid=pass-screen]') !== null, before, { timeout: 8000 }).catch(() => undefined);
  return 'moved';
}

/**
 * Issue 28 caps a table page at 90 KB gzip. Hall's page is the heaviest (84.7 KB at 6f78384; 88.6 KB
 * at session 36's end; 89.3 KB in session 37, before the reasons why a step offers nothing (why.ts,
 * which brought the rules engine's content with it, 16 KB) were loaded after the board's first
 * render: 84.2 KB). Which lazy chunks land before the first render varies with the machine's load:
 * 87 keeps that and some growth below the cap.
 */
const BUDGET = 87 * 1024;

/**
 * The JS a table page of `game` loads by the time its board first rendered, gzipped (level 9), for a
 * newcomer opening `url`: measured as bench/client.ts does.
 */
async function tablePageJs(url: string, game: string): Promise<number> {
  const someone = await person(suite.browser);
  await someone.page.goto(url);
  await someone.page.getByTestId(`${game}-board`).waitFor({ timeout: 20_000 });
  const files = await someone.page.evaluate((g) => {
    const mark = performance.getEntriesByName(`${g}-first-render`)[0]?.startTime ?? performance.now();
    return performance
      .getEntriesByType('resource')
      // Chat and cursors (Yjs, then their panel's and pointers' chunks) load 600 ms after the table
      // arrives, by design after the board: on a loaded machine the board's first render can come
      // later than that, which is not the page's weight.
      .filter((e) => (e as PerformanceResourceTiming).responseEnd <= mark && /\.m?js(\?|$)/.test(e.name) && !/\/(collab|ChatPanel|Cursors)-/.test(e.name))
      .map((e) => e.name);
  }, game);
  let js = 0;
  for (const f of files) js += gzipSync(Buffer.from(await (await fetch(f)).arrayBuffer()), { level: 9 }).length;
  console.log(`${game} table page JS: ${(js / 1024).toFixed(1)} KB gzip (budget ${BUDGET / 1024}): ${files.map((f) => f.replace(/.*\//, '')).join(' ')}`);
  expect(files.some((f) => /LocalPage/.test(f)), game).toBe(false);
  await someone.ctx.close();
  return js;
}

describe('pass and play on one device', () => {
  beforeAll(async () => {
    ann = await person(suite.browser, { width: 1280, height: 900 });
  });

  it('plays a game to its end with the network cut, resumed after a reload', async () => {
    const p = ann.page;
    await p.goto(`${suite.server.url}/`);
    await p.getByRole('heading', { name: 'Pass and play on this device' }).waitFor();
    await shot(p, 'offline-home');
    await p.getByRole('link', { name: 'Play on this device' }).click();
    await p.waitForURL(/\/local$/);
    // The service worker has kept the site and controls the page.
    await p.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

    await ann.ctx.setOffline(true);
    await setUp(p);
    await shot(p, 'offline-first-hand-over');

    const seen = { took: 0, moved: 0, waited: 0 };
    for (let i = 0; i < 60 && seen.took < 3; i++) seen[await step(p)]++;
    expect(seen.took).toBeGreaterThanOrEqual(3);
    expect(seen.moved).toBeGreaterThan(0);
    await shot(p, 'offline-seat-view');

    // A reload with the network still off: the page comes from the service worker, the game from
    // localStorage, at the same move, and it starts at a hand-over (nobody's side is left open).
    const at = await gv(p);
    await p.reload();
    await bar(p).waitFor();
    expect(await gv(p)).toBeGreaterThanOrEqual(at);
    await passScreen(p).waitFor();
    expect(await viewer(p)).toBe('spectator');
    await shot(p, 'offline-after-reload');

    // Uploading needs the network: a clear message, and the game is still here.
    await p.getByRole('button', { name: 'Make it an online table' }).click();
    await p.getByRole('alert').filter({ hasText: /Could not reach the server/ }).waitFor();

    // Both people hand their seats to the bot; it plays the game to its end, still offline.
    let handed = 0;
    for (let i = 0; i < 100 && handed < 2; i++) {
      if (await passScreen(p).isVisible()) await passScreen(p).getByRole('button', { name: /^I am / }).click();
      const handOver = p.getByRole('button', { name: /^Let a bot play for / });
      if (await handOver.isVisible()) {
        await handOver.click();
        handed++;
      } else await p.waitForTimeout(200);
    }
    expect(handed).toBe(2);
    await p.waitForFunction(() => document.querySelector('[data-testid=local-bar]')?.getAttribute('data-over') === 'yes', undefined, { timeout: 90_000 });
    await p.getByTestId('local-result').waitFor();
    expect(await p.getByTestId('local-result').textContent()).toMatch(/Won by|Nobody won/);
    expect(await viewer(p)).toBe('spectator');
    await shot(p, 'offline-game-over');
    expect(ann.errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  });

  it('the finished game, then a running one, become online tables the room replayed', async () => {
    const p = ann.page;
    await ann.ctx.setOffline(false);
    const moves = await gv(p);
    await p.getByRole('button', { name: 'Make it an online table' }).click();
    await p.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
    await p.getByTestId('fotmk-board').waitFor({ timeout: 20_000 });
    expect(Number(await p.getByTestId('fotmk-board').getAttribute('data-gv'))).toBe(moves);
    await p.getByText(/Game over/).first().waitFor();
    await shot(p, 'offline-uploaded-finished');

    // A game in its first moves: uploaded, its two people's seats are free to claim.
    await p.goto(`${suite.server.url}/local`);
    await setUp(p);
    for (let i = 0; i < 20 && (await gv(p)) < 3; i++) await step(p);
    const running = await gv(p);
    expect(running).toBeGreaterThan(0);
    await p.getByRole('button', { name: 'Make it an online table' }).click();
    await p.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
    const url = p.url();
    await p.getByTestId('fotmk-board').waitFor({ timeout: 20_000 });
    expect(Number(await p.getByTestId('fotmk-board').getAttribute('data-gv'))).toBeGreaterThanOrEqual(running);
    await p.getByLabel('Your name').fill('Ann');
    await p.getByRole('button', { name: /Sit down at seat 1/ }).click();
    await p.getByText('You play as').waitFor();
    await shot(p, 'offline-uploaded-running');
    // The local game was handed over: the device starts afresh.
    expect(await p.evaluate(() => localStorage.getItem('trollmoot:local'))).toBeNull();

    // The table page, opened by someone new, stays within its JS budget: the engines are not in it.
    expect(await tablePageJs(url, 'fotmk')).toBeLessThanOrEqual(BUDGET);
  });

  it("every game's table page stays within its JS budget", async () => {
    // Hall's board carries its rules' previews (the why-not words, where a tunnel fits): the largest.
    for (const game of ['hall', 'dwarfs']) {
      const { id, hostSecret } = await createTable(suite.server.url, game, 2);
      const players = [suite.open(id, { hostSecret }), suite.open(id)];
      await seatPlayers(players);
      players[0]!.send({ t: 'start' });
      await players[1]!.waitFor(() => players[1]!.view.status === 'playing');
      expect(await tablePageJs(`${suite.server.url}/t/${id}`, game), game).toBeLessThanOrEqual(BUDGET);
      for (const c of players) c.close();
    }
  });

  it('every registered game starts on this device, its own board drawn for the seat to move', async () => {
    const someone = await person(suite.browser);
    const p = someone.page;
    await p.goto(`${suite.server.url}/local`);
    // The set-up form comes with the lazily loaded engines: wait for it before reading its games.
    await p.getByLabel('Game', { exact: true }).locator('option').first().waitFor({ state: 'attached', timeout: 30_000 });
    const names = await p.getByLabel('Game', { exact: true }).locator('option').allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const name of names) {
      await p.evaluate(() => localStorage.removeItem('trollmoot:local'));
      await p.goto(`${suite.server.url}/local`);
      await p.getByLabel('Game', { exact: true }).selectOption({ label: name });
      await p.getByRole('button', { name: 'Start on this device' }).click();
      await passScreen(p).getByRole('button', { name: /^I am / }).click();
      await p.waitForFunction(() => document.querySelector('[data-testid=local-bar]')?.getAttribute('data-viewer') === '0', undefined, { timeout: 15_000 });
      await p.getByTestId('board-slot').getByText('Loading the board…').waitFor({ state: 'detached', timeout: 15_000 });
      expect((await p.getByTestId('board-slot').innerHTML()).length, name).toBeGreaterThan(500);
      await shot(p, `offline-start-${name.toLowerCase().replace(/[^a-z]+/g, '-')}`);
    }
    expect(someone.errors).toEqual([]);
    await someone.ctx.close();
  });

  it('fits a phone: the set-up form and the hand-over screen, no sideways scroll', async () => {
    const phone = await person(suite.browser, { width: 390, height: 844 });
    const p = phone.page;
    // A generous wait: the machine may be busy with the other tests' rooms.
    await p.goto(`${suite.server.url}/local`, { timeout: 30_000 });
    await p.getByRole('form', { name: 'New game on this device' }).waitFor();
    await shot(p, 'offline-phone-setup');
    expect(await overflowX(p)).toBe(0);
    await setUp(p);
    await passScreen(p).waitFor();
    await shot(p, 'offline-phone-hand-over');
    expect(await overflowX(p)).toBe(0);
    expect(phone.errors).toEqual([]);
    await phone.ctx.close();
  });
});
