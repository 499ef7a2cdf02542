// Sitting down from a phone (issue 27): a visitor holding only the link, on a 390x844 touch screen,
// finds the name field, the colours and the Sit button on the first screen, in the lobby and at a
// seat the host freed mid-game, and sits by taps alone. Around the boards (the platform's own
// header, status line, undo bar, panels), on that phone: no text under 12 px, every target at least
// 44 px, no text cut off, no sideways scroll, and no "click", "Ctrl", "Press" or "arrow key" —
// judged over the whole page, screen by screen. Screenshots: test-results/sit-phone-*.png.
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { createTable, TableClient } from '../helpers/client';
import { shot } from './browser';
import { phoneCheck, tapAt } from './phone';
import { browserSuite } from './suite';

const suite = browserSuite({ testGames: true, botDelayMs: 100 });
const contexts: BrowserContext[] = [];
const clients: TableClient[] = [];
afterAll(async () => {
  for (const c of clients) c.close();
  for (const c of contexts) await c.close();
});

/** The boards and their decision bars are the games' own (judged by each game's phone walk). */
const BOARDS = '[data-testid$=-board], [data-decision]';

async function phone(): Promise<Page> {
  const ctx = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
  ctx.setDefaultTimeout(15_000);
  contexts.push(ctx);
  return ctx.newPage();
}

/** Inside the window as it first shows, without scrolling. */
async function onFirstScreen(page: Page, el: Locator): Promise<boolean> {
  const b = await el.boundingBox();
  const { h, y } = await page.evaluate(() => ({ h: innerHeight, y: scrollY }));
  return !!b && y === 0 && b.y >= 0 && b.y + b.height <= h;
}

/** Tap `el` as a finger does, after bringing it on screen as a thumb's scroll would. */
async function tapOn(page: Page, el: Locator): Promise<void> {
  await el.scrollIntoViewIfNeeded();
  // As a finger does, tap once the page has stopped moving: just after sitting down the page scrolls
  // smoothly for ~200 ms (0 -> 112 px, measured), and a tap aimed before that landed beside the button.
  let last = '';
  for (let i = 0; i < 30; i++) {
    const b = await el.boundingBox();
    const now = b ? `${Math.round(b.x)},${Math.round(b.y)}` : '';
    if (now === last && now) break;
    last = now;
    await page.waitForTimeout(50);
  }
  await tapAt(page, el);
}

/** The platform's problems on a phone, screen by screen from the top of the page to its bottom. */
async function platformProblems(page: Page, game: string, skip = ''): Promise<{ problems: string[]; minText: number; minTarget: number }> {
  const problems = new Set<string>();
  let minText = Infinity;
  let minTarget = Infinity;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; ; y += 600) {
    await page.evaluate((to) => scrollTo(0, to), y);
    const f = await phoneCheck(page, game, false, skip ? `${BOARDS}, ${skip}` : BOARDS);
    f.problems.forEach((p) => problems.add(p));
    minText = Math.min(minText, f.minText);
    minTarget = Math.min(minTarget, f.minTarget);
    if (y + 844 >= height) break;
  }
  await page.evaluate(() => scrollTo(0, 0));
  return { problems: [...problems], minText, minTarget };
}

describe('sitting down from a phone', () => {
  let id = '';
  let host: TableClient;
  let ann: Page;

  it('in the lobby: the sit form is on the first screen, and a visitor sits by taps', async () => {
    const made = await createTable(suite.server.url, 'fotmk', 3);
    id = made.id;
    host = new TableClient(suite.server.host, id, { hostSecret: made.hostSecret });
    clients.push(host);
    await host.waitFor(() => host.sync.table !== null);

    ann = await phone();
    await ann.goto(`${suite.server.url}/t/${id}`);
    const name = ann.getByLabel('Your name');
    const sit = ann.getByRole('button', { name: /Sit down at seat 1/ });
    const blue = ann.locator('form[aria-label="Take a seat"] label', { hasText: 'Blue' });
    await sit.waitFor();
    await ann.waitForTimeout(300);
    await shot(ann, 'sit-phone-lobby-first-screen', { fullPage: false });
    const seen = { name: await onFirstScreen(ann, name), colour: await onFirstScreen(ann, blue), sit: await onFirstScreen(ann, sit) };
    console.log(`lobby, first screen: name field ${(await name.boundingBox())?.y.toFixed(0)} px, Sit ${(await sit.boundingBox())?.y.toFixed(0)} px from the top`);
    expect(seen).toEqual({ name: true, colour: true, sit: true });
    // The status line's "Take a seat" is a control too: one tap puts the focus in the name field.
    await tapAt(ann, ann.getByTestId('status-line').getByRole('button', { name: /Take a seat/ }));
    await ann.waitForFunction(() => document.activeElement?.id === 'sit-name');

    const lobby = await platformProblems(ann, 'fotmk');
    console.log(`lobby, visitor: smallest text ${lobby.minText} px, smallest target ${Math.round(lobby.minTarget)} px`);
    expect(lobby.problems).toEqual([]);

    await tapAt(ann, name);
    await ann.keyboard.type('Ann');
    await tapAt(ann, blue);
    await tapAt(ann, sit);
    await ann.getByText('You play as').waitFor();
    await host.waitFor(() => host.view.seats[0]?.name === 'Ann' && host.view.seats[0]?.color === 'blue');
    const seated = await platformProblems(ann, 'fotmk');
    expect(seated.problems).toEqual([]);

    // The host frees her seat (allowed before the start): the alert's Dismiss is a finger's size, and
    // she sits again by taps, her name remembered.
    host.send({ t: 'kick', seat: 0 });
    const toast = ann.getByRole('alert').filter({ hasText: 'The host freed your seat' });
    await toast.waitFor();
    const freed = await platformProblems(ann, 'fotmk');
    expect(freed.problems).toEqual([]);
    expect((await toast.getByRole('button', { name: 'Dismiss' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await tapAt(ann, toast.getByRole('button', { name: 'Dismiss' }));
    await toast.waitFor({ state: 'detached' });
    await expect(name.inputValue()).resolves.toBe('Ann');
    await tapAt(ann, blue);
    await tapAt(ann, sit);
    await ann.getByText('You play as').waitFor();

    // A desktop visitor finds the form on the first screen too, beside the seats.
    const desk = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    contexts.push(desk);
    const cy = await desk.newPage();
    await cy.goto(`${suite.server.url}/t/${id}`);
    await cy.getByRole('button', { name: /Sit down at seat 2/ }).waitFor();
    await shot(cy, 'sit-desktop-lobby-first-screen', { fullPage: false });
    expect(await onFirstScreen(cy, cy.getByRole('button', { name: /Sit down at seat 2/ }))).toBe(true);
  });

  it('mid-game: a player’s page, and a seat the host freed taken from the first screen', async () => {
    expect(id).not.toBe('');
    host.send({ t: 'bot', seat: 1, bot: 'random' });
    host.send({ t: 'bot', seat: 2, bot: 'random' });
    await host.waitFor(() => host.view.seats[2]?.controller === 'bot');
    host.send({ t: 'start' });
    // Ann's moves go through a socket holding her seat, until her last one is hers to take back.
    const secret = await ann.evaluate((t) => localStorage.getItem(`trollmoot:seat:${t}`), id);
    const sock = new TableClient(suite.server.host, id, { seatSecret: secret! });
    clients.push(sock);
    const firstMove = () => (sock.view.legal ?? []).find((m) => (m as { type: string }).type !== 'cancel');
    for (let guard = 0; guard < 20 && sock.view?.undo?.kind !== 'take'; guard++) {
      await sock.waitFor(() => sock.sync.table?.status === 'playing' && sock.view.active.includes(0) && firstMove() !== undefined, 20_000, 'Ann to move');
      const gv = sock.view.gv;
      sock.send({ t: 'move', v: gv, move: firstMove() });
      await sock.waitFor(() => sock.view.gv > gv);
    }
    expect(sock.view.undo).toEqual({ seat: 0, kind: 'take' });
    await ann.getByTestId('undo-take').waitFor({ timeout: 30_000 }).catch(async (e: unknown) => {
      await shot(ann, 'sit-phone-player-undo-missing');
      throw new Error(`no take-back on Ann's page (status: ${await ann.getByTestId('status-line').textContent()}): ${String(e)}`);
    });
    await shot(ann, 'sit-phone-player-undo', { fullPage: false });
    const player = await platformProblems(ann, 'fotmk');
    console.log(`mid-game, player: smallest text ${player.minText} px, smallest target ${Math.round(player.minTarget)} px`);
    expect(player.problems).toEqual([]);

    // The host frees the third seat: a visitor with the link sits there from the first screen.
    host.send({ t: 'kick', seat: 2 });
    await host.waitFor(() => host.view.seats[2]?.controller === null);
    const bea = await phone();
    await bea.goto(`${suite.server.url}/t/${id}`);
    const name = bea.getByLabel('Your name');
    const sit = bea.getByRole('button', { name: /Sit down at seat 3/ });
    await sit.waitFor();
    await bea.getByTestId('fotmk-board').waitFor();
    await bea.waitForTimeout(300);
    await shot(bea, 'sit-phone-midgame-first-screen', { fullPage: false });
    console.log(`mid-game, first screen: name field ${(await name.boundingBox())?.y.toFixed(0)} px, Sit ${(await sit.boundingBox())?.y.toFixed(0)} px from the top`);
    expect({ name: await onFirstScreen(bea, name), sit: await onFirstScreen(bea, sit) }).toEqual({ name: true, sit: true });
    const spectator = await platformProblems(bea, 'fotmk');
    console.log(`mid-game, spectator: smallest text ${spectator.minText} px, smallest target ${Math.round(spectator.minTarget)} px`);
    expect(spectator.problems).toEqual([]);
    await tapAt(bea, name);
    await bea.keyboard.type('Bea');
    await tapAt(bea, sit);
    await bea.getByText('You play as').waitFor();
    await host.waitFor(() => host.view.seats[2]?.name === 'Bea' && host.view.seats[2]?.controller === 'human');
  });

  it('the end of a game on a phone: the result and the rematch a finger can reach', async () => {
    // The host's page on the phone (its key where the site keeps it), a test game against a bot.
    const made = await createTable(suite.server.url, 'highcard', 2, { rounds: '2' });
    const page = await phone();
    await page.context().addInitScript(([t, k]) => localStorage.setItem(`trollmoot:host:${t}`, k!), [made.id, made.hostSecret]);
    await page.goto(`${suite.server.url}/t/${made.id}`);
    await tapAt(page, page.getByLabel('Your name'));
    await page.keyboard.type('Dan');
    await tapAt(page, page.getByRole('button', { name: /Sit down at seat 1/ }));
    await page.getByText('You play as').waitFor();
    // The bot sits: its seat says who plays it ('[data-seat="1"]' has the word "bot" as soon as it
    // shows "Add a bot"). Start is tapped only once it may be: a tap on the disabled Start did nothing,
    // and the game stayed in the lobby (this test's failure in a CI, both tries, and 1 run in 4 locally).
    // In the next CI the first try still waited on Start: the tap on "Add a bot" had seated no bot.
    // A finger that misses taps again; what was under it is said.
    const addBot = page.getByRole('button', { name: 'Add a bot at seat 2' });
    const botSits = page.locator('[data-seat="1"]', { hasText: 'Played by' });
    await tapOn(page, addBot);
    if (!(await botSits.waitFor({ timeout: 5000 }).then(() => true, () => false))) {
      const b = await addBot.boundingBox().catch(() => null);
      const under = b ? await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.outerHTML.slice(0, 120) ?? 'nothing', [b.x + b.width / 2, b.y + b.height / 2]) : 'no button';
      console.log(`end of a game: the first tap on Add a bot seated no bot; the page says ${JSON.stringify(await page.locator('[role=alert]').allInnerTexts())}; under the button's middle now: ${under}`);
      await tapOn(page, addBot);
      await botSits.waitFor();
    }
    const start = page.locator('button:not([disabled])', { hasText: 'Start the game' });
    await start.waitFor();
    await tapOn(page, start);
    await start.waitFor({ state: 'detached' });
    const status = page.getByTestId('status-line');
    const taps: string[] = [];
    for (let i = 0; i < 40 && !(await status.textContent())?.includes('Game over'); i++) {
      const move = page.getByRole('group', { name: 'Legal moves' }).getByRole('button').first();
      if (await move.isVisible()) {
        await tapOn(page, move).then(
          () => taps.push(`${i}: tapped`),
          (e: unknown) => taps.push(`${i}: ${String(e).slice(0, 80)}`),
        );
      }
      await page.waitForTimeout(150);
    }
    await page
      .getByRole('table', { name: 'Final scores' })
      .waitFor()
      .catch(async (e: unknown) => {
        await shot(page, 'sit-phone-over-missing', { fullPage: true });
        throw new Error(`no final scores; the status line says ${JSON.stringify(await status.textContent())}; taps ${taps.join('; ')}\n${String(e)}`);
      });
    await page.evaluate(() => scrollTo(0, 0));
    await shot(page, 'sit-phone-over', { fullPage: false });
    const over = await platformProblems(page, 'highcard', '[data-shared=board]');
    console.log(`game over, player: smallest text ${over.minText} px, smallest target ${Math.round(over.minTarget)} px`);
    expect(over.problems).toEqual([]);
    await tapAt(page, page.getByRole('button', { name: 'Rematch' }));
    const go = page.getByRole('link', { name: 'Go to the rematch' });
    await go.waitFor();
    expect((await go.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  });
});
