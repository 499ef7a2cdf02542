// A seat keeps its player, in the page (issue 26, items 8-10): the host hands a connected player's
// seat to a Hard bot; the seat says "Bob — a Hard bot plays for now"; Bob reloads and takes it back
// with his key ("I'm back"); he leaves it to an Easy bot himself; the end screen and the replay
// credit Bob, never "Bot 2". Bots show their level on their seat, the log says it when they sit,
// and the host's level choice survives a reload. Screenshots at 1440x900 (Ann) and 390x844 (Bob).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { overflowX, person, shot, type Person } from './browser';
import { browserSuite } from './suite';

const suite = browserSuite({ testGames: true, botDelayMs: 300 }, 60_000);
let ann: Person;
let bob: Person;

const moves = (p: Page) => p.getByRole('group', { name: 'Legal moves' }).getByRole('button');
const row = (p: Page, seat: number) => p.locator(`[data-seat="${seat}"]`);
const logLine = (p: Page, text: string) => p.getByRole('log', { name: /log/i }).locator('li', { hasText: text }).first();

describe('a seat keeps its player', () => {
  beforeAll(async () => {
    ann = await person(suite.browser);
    bob = await person(suite.browser, { width: 390, height: 844 });
  }, 60_000);

  it('handed to a Hard bot by the host, taken back after a reload, left to an Easy bot: the end and the replay credit the player', async () => {
    const p = ann.page;
    await p.goto(`${suite.server.url}/`);
    const card = p.locator('article', { has: p.getByRole('heading', { name: /Tribe Card/ }) });
    await card.getByLabel('Seats').selectOption('3');
    await card.getByLabel('Rounds').selectOption('2');
    await card.getByRole('button', { name: 'Create table' }).click();
    await p.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
    const url = p.url();
    await p.getByLabel('Your name').fill('Ann');
    await p.getByRole('button', { name: /Sit down at seat 1/ }).click();
    await p.getByText('You play as').waitFor();

    // The host's chooser is the level of the next bot, not of the seated ones; it survives a reload.
    const chooser = p.getByLabel('Level for the next bot you add');
    await chooser.selectOption('hard');
    await p.reload();
    await p.getByText('You play as').waitFor();
    expect(await chooser.inputValue()).toBe('hard');
    await p.getByRole('button', { name: 'Add a bot at seat 3' }).click();
    await row(p, 2).getByText('Bot (Hard)').waitFor();
    await row(p, 2).getByText('Played by a Hard bot').waitFor();

    await bob.page.goto(url);
    await bob.page.getByLabel('Your name').fill('Bob');
    await bob.page.getByRole('button', { name: /Sit down at seat 2/ }).click();
    await bob.page.getByText('You play as').waitFor();
    await p.getByRole('button', { name: 'Start the game' }).click();
    await moves(bob.page).first().waitFor();
    // The log says the seated bot's level once the first record is written (Ann plays).
    await moves(p).first().click();
    await logLine(p, 'Bot levels:').waitFor();
    expect(await logLine(p, 'Bot levels:').textContent()).toContain('Bot 3 Hard');

    // Bob is here; the host hands his seat to a Hard bot anyway.
    await p.getByRole('button', { name: 'Hand Bob’s seat to a Hard bot for now' }).click();
    await row(p, 1).getByText('Bob — a Hard bot plays for now').waitFor();
    const banner = bob.page.getByTestId('back-banner');
    await banner.getByText('The host handed your seat to a Hard bot for now').waitFor();
    await row(bob.page, 1).getByText('You', { exact: true }).waitFor();
    // The bot plays Bob's card; its record carries the line.
    await logLine(p, 'seat to a Hard bot for now').waitFor({ timeout: 10_000 });
    expect(await logLine(p, 'seat to a Hard bot for now').textContent()).toContain('Bob');
    await shot(p, 'handover-host-desktop');
    await shot(bob.page, 'handover-host-phone');
    expect(await overflowX(bob.page)).toBe(0);

    // Bob reloads: his key still holds the seat, played by the bot until he says so.
    await bob.page.reload();
    await bob.page.getByText('You play as').waitFor();
    await banner.getByText('The host handed your seat to a Hard bot for now').waitFor();
    await banner.getByRole('button', { name: /I’m back/ }).click();
    await banner.waitFor({ state: 'detached' });
    await row(p, 1).getByText('plays for now').waitFor({ state: 'detached' });

    // Bob leaves it to an Easy bot himself.
    await bob.page.getByTestId('leave-for-now').click();
    await bob.page.getByLabel('Bot level').selectOption('easy');
    await bob.page.getByRole('button', { name: 'Leave: a bot plays for me' }).click();
    await banner.getByText('You left: an Easy bot plays for you for now').waitFor();
    await row(p, 1).getByText('Bob — an Easy bot plays for now').waitFor();
    await shot(bob.page, 'handover-leave-phone');

    // Ann plays on to the end; the bots play for Bob and seat 3.
    const result = p.getByRole('heading', { name: /wins|win!|share the win|No winner/ });
    for (let i = 0; i < 120 && (await result.count()) === 0; i++) {
      if ((await moves(p).count()) > 0) await moves(p).first().click({ timeout: 2000 }).catch(() => undefined);
      await p.waitForTimeout(250);
    }
    await result.waitFor();
    const scores = p.getByRole('table', { name: 'Final scores' });
    expect(await scores.textContent()).toContain('Bob');
    expect(await scores.textContent()).not.toContain('Bot 2');
    expect(await row(p, 1).textContent()).toContain('Bob');
    await shot(p, 'handover-end-desktop');
    await bob.page.getByRole('heading', { name: /wins|win!|share the win|No winner/ }).waitFor();
    await shot(bob.page, 'handover-end-phone');

    // The replay's end and its log credit Bob with the moves the bots made for him.
    await p.goto(`${url}/replay`);
    const replayResult = p.getByTestId('replay-result');
    await replayResult.waitFor();
    const log = await p.getByRole('log').textContent();
    expect(log).toContain('Bob');
    expect(log).not.toContain('Bot 2');
    expect(await p.locator('body').textContent()).not.toContain('Bot 2');
    await shot(p, 'handover-replay-desktop');
    expect([...ann.errors, ...bob.errors]).toEqual([]);
  }, 90_000);
});
