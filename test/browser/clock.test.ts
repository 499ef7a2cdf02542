// The turn clock in a real browser (issue 16 item 2): chosen in the create form, listed in the
// lobby, ticking on the seat whose turn it is, running out (the bot moves for the player, the page
// says so), and the player taking the seat back. Clock minutes are seconds on this test server
// (CLOCK_MINUTE_MS, a Worker variable no client can set).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { overflowX, person, shot, type Person } from './browser';
import { browserSuite } from './suite';

const suite = browserSuite({ testGames: true, botDelayMs: 1000, vars: { CLOCK_MINUTE_MS: '1000' } }, 60_000);
let ann: Person;

const moves = (p: Page) => p.getByRole('group', { name: 'Legal moves' }).getByRole('button');
const clockText = async (p: Page, seat: number) => (await p.locator(`[data-clock="${seat}"]`).textContent())?.trim() ?? '';
const seconds = (t: string) => {
  const [m, s] = t.split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
};

describe('the turn clock in the page', () => {
  beforeAll(async () => {
    ann = await person(suite.browser);
  }, 60_000);

  it('a clock that runs out hands the move to the bot, and the player takes the seat back', async () => {
    const p = ann.page;
    await p.goto(`${suite.server.url}/`);
    // An option that means nothing at a seat count is not offered there (issue 29): Hall's board side at 2 players only.
    const hallCard = p.locator('article', { has: p.getByRole('heading', { name: /Hall of the Mountain King/ }) });
    await hallCard.getByLabel('Seats').selectOption('4');
    expect(await hallCard.getByLabel(/Board side/).count()).toBe(0);
    await hallCard.getByLabel('Seats').selectOption('2');
    await hallCard.getByLabel(/Board side/).waitFor();
    const card = p.locator('article', { has: p.getByRole('heading', { name: /High Card/ }) });
    await card.getByLabel('Seats').selectOption('2');
    await card.getByLabel('Rounds').selectOption('5');
    await card.getByLabel('Turn clock').selectOption('5');
    await card.getByLabel('Absent players').selectOption('1');
    await shot(p, 'clock-create');
    await card.getByRole('button', { name: 'Create table' }).click();
    await p.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);

    // The lobby lists the table's options beside the game's.
    await p.getByText('5 min + 10 s per turn').waitFor();
    await p.getByText('A bot plays after 1 minute away').waitFor();
    await p.locator('[data-shared=lobby] dd', { hasText: /^5$/ }).waitFor();
    await p.getByLabel('Your name').fill('Ann');
    await p.getByRole('button', { name: /Sit down at seat 1/ }).click();
    await p.getByText('You play as').waitFor();
    await p.getByRole('button', { name: 'Add a bot at seat 2' }).click();
    await p.locator('[data-seat="1"]', { hasText: 'Bot' }).waitFor();
    await shot(p, 'clock-lobby');
    await p.getByRole('button', { name: 'Start the game' }).click();

    // Ann's clock runs (5 "minutes" of 1 s, + one turn's time) and counts down in the page.
    const mine = p.locator('[data-clock="0"][data-running]');
    await mine.waitFor();
    const first = seconds(await clockText(p, 0));
    expect(first).toBeGreaterThanOrEqual(3);
    expect(first).toBeLessThanOrEqual(6);
    await p.waitForTimeout(1300);
    const later = seconds(await clockText(p, 0));
    expect(later).toBeLessThan(first);
    // The bot's seat has no clock running.
    expect(await p.locator('[data-clock="1"][data-running]').count()).toBe(0);
    // During the game the options are folded under the log, in the lobby's words.
    await p.getByTestId('table-options').locator('summary').click();
    await p.getByTestId('table-options').getByText('5 min + 10 s per turn').waitFor();
    await shot(p, 'clock-running');

    // Ann does nothing: her time runs out and the bot plays for her, which the page says in words.
    const banner = p.getByTestId('back-banner');
    await banner.waitFor({ timeout: 15_000 });
    await banner.getByText('Your time ran out: a Random bot plays for you').waitFor();
    await p.locator('[data-seat="0"]', { hasText: 'Bot for now' }).waitFor();
    expect(await clockText(p, 0)).toBe('0:00');
    await p.getByTestId('status-line').getByText('A bot is playing for you for now').waitFor();
    const line = (text: string) => p.getByRole('log', { name: /log/i }).locator('li', { hasText: text }).first();
    await line('Time ran out for').waitFor({ timeout: 10_000 });
    expect(await line('Time ran out for').textContent()).toContain('Ann');
    await shot(p, 'clock-ran-out');

    // She takes her seat back: the banner goes, her clock has at least a "minute" (1 s) again.
    await banner.getByRole('button', { name: /I’m back/ }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await p.locator('[data-seat="0"]', { hasText: 'Bot for now' }).count()).toBe(0);
    expect(seconds(await clockText(p, 0))).toBeGreaterThanOrEqual(1);
    // Her own move, if it is hers to make now (the next move carries "Ann is back" to the log).
    if ((await moves(p).count()) > 0) await moves(p).first().click();
    await line('is back').waitFor({ timeout: 10_000 });
    expect(await line('is back').textContent()).toContain('Ann');
    await shot(p, 'clock-back');
    expect(ann.errors).toEqual([]);
  }, 90_000);

  it('a player who leaves is played by the bot after the takeover time, and has the seat back on return', async () => {
    const p = ann.page;
    await p.goto(`${suite.server.url}/`);
    const card = p.locator('article', { has: p.getByRole('heading', { name: /High Card/ }) });
    await card.getByLabel('Seats').selectOption('2');
    await card.getByLabel('Rounds').selectOption('5');
    await card.getByLabel('Absent players').selectOption('1');
    await card.getByRole('button', { name: 'Create table' }).click();
    await p.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
    const url = p.url();
    await p.getByLabel('Your name').fill('Ann');
    await p.getByRole('button', { name: /Sit down at seat 1/ }).click();
    await p.getByText('You play as').waitFor();
    const bob = await person(suite.browser);
    await bob.page.goto(url);
    await bob.page.getByLabel('Your name').fill('Bob');
    await bob.page.getByRole('button', { name: /Sit down at seat 2/ }).click();
    await bob.page.getByText('You play as').waitFor();
    await p.getByRole('button', { name: 'Start the game' }).click();
    await moves(p).first().waitFor();
    // No clock at this table: nothing ticks.
    expect(await p.locator('[data-clock]').count()).toBe(0);

    // Bob closes his tab: after a "minute" (1 s here) away, a bot plays for him.
    await bob.page.close();
    const row = p.locator('[data-seat="1"]');
    await row.getByText('Bob — a Random bot plays for now · away').waitFor({ timeout: 15_000 });
    const line = (text: string) => p.getByRole('log', { name: /log/i }).locator('li', { hasText: text }).first();
    await line('is away: a Random bot plays for them').waitFor({ timeout: 10_000 });
    expect(await line('is away').textContent()).toContain('Bob');
    await shot(p, 'takeover-away');

    // He comes back (same browser, same seat key): the seat is his again.
    const again = await bob.ctx.newPage();
    await again.goto(url);
    await again.getByText('You play as').waitFor();
    await row.getByText('Bob — a Random bot plays for now · away').waitFor({ state: 'detached' });
    expect(await again.getByTestId('back-banner').count()).toBe(0);
    // The next move carries "Bob is back" to the log.
    const mover = (await moves(p).count()) > 0 ? p : again;
    await moves(mover).first().click();
    await line('is back').waitFor({ timeout: 10_000 });
    expect(await line('is back').textContent()).toContain('Bob');
    await shot(p, 'takeover-back');
    expect(bob.errors).toEqual([]);
    await bob.ctx.close();
  }, 90_000);

  it('a turn-based pace: chosen in the create form, said in the lobby and at the table; the host changes it, said in the log', async () => {
    const p = ann.page;
    await p.goto(`${suite.server.url}/`);
    const card = p.locator('article', { has: p.getByRole('heading', { name: /High Card/ }) });
    await card.getByLabel('Seats').selectOption('2');
    await card.getByLabel('Pace', { exact: true }).selectOption('turn');
    // Turn-based has days instead of a live clock, and says what they mean under the field.
    expect(await card.getByLabel('Turn clock').count()).toBe(0);
    await card.getByLabel('Days a move').selectOption('3');
    await card.getByText('Turn-based: 3 days a move, +1 day a turn').waitFor();
    await card.getByLabel('Out of days').selectOption('bot');
    await shot(p, 'pace-create');
    await card.getByRole('button', { name: 'Create table' }).click();
    await p.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
    await p.locator('[data-shared=lobby] dd', { hasText: 'Turn-based: 3 days a move, +1 day a turn' }).waitFor();
    await p.getByLabel('Your name').fill('Ann');
    await p.getByRole('button', { name: /Sit down at seat 1/ }).click();
    await p.getByText('You play as').waitFor();
    await p.getByRole('button', { name: 'Add a bot at seat 2' }).click();
    await p.locator('[data-seat="1"]', { hasText: 'Bot' }).waitFor();
    await p.getByRole('button', { name: 'Start the game' }).click();
    // At the table: the pace in words above the seats, and Ann's bank of days ticking (1440 s a day here).
    await p.getByTestId('pace').getByText('Turn-based: 3 days a move, +1 day a turn').waitFor();
    await p.locator('[data-clock="0"][data-running]').waitFor();
    expect(await clockText(p, 0)).toMatch(/^(1 h \d+ min|\d+:\d\d)$/);
    await shot(p, 'pace-table');
    // On a phone: the pace's words and the host's form fit, nothing scrolls sideways.
    await p.setViewportSize({ width: 390, height: 844 });
    const changer = p.getByTestId('pace-changer');
    await changer.locator('summary').click();
    await changer.getByLabel('Days a move').waitFor();
    expect(await overflowX(p)).toBe(0);
    await shot(p, 'pace-phone');
    await p.setViewportSize({ width: 1440, height: 900 });
    // The host makes it live: the log says so, the line above the seats goes.
    await changer.getByLabel('Pace', { exact: true }).selectOption('live');
    await changer.getByRole('button', { name: 'Set this pace' }).click();
    const line = p.getByRole('log', { name: /log/i }).locator('li', { hasText: 'The host sets the pace: Live' });
    await line.waitFor({ timeout: 10_000 });
    await p.getByTestId('pace').waitFor({ state: 'detached' });
    expect(await p.locator('[data-clock="0"][data-running]').count()).toBe(0);
    await shot(p, 'pace-changed');
    expect(ann.errors).toEqual([]);
  }, 60_000);
});
