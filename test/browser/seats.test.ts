// A game's own seat plan in a real browser: the create form offers the counts the chosen options
// allow, and the seat picker, the players list and the chat draw the game's colours and shapes.
import { beforeAll, describe, expect, it } from 'vitest';
import { person, shot, type Person } from './browser';
import { browserSuite } from './suite';

const suite = browserSuite({ testGames: true, botDelayMs: 50 });
let ann: Person;

describe('seat plans in the page', () => {
  beforeAll(async () => {
    ann = await person(suite.browser);
  });

  it('the create form follows the options, and the table offers the game’s colours with their shapes', async () => {
    const p = ann.page;
    await p.goto(`${suite.server.url}/`);
    const card = p.locator('article', { has: p.getByRole('heading', { name: /Tribe Card/ }) });
    const seats = card.getByLabel('Seats');
    await seats.waitFor();
    // The card names the counts any options allow: up to 7 with tribes.
    await card.getByText('2–7 players').waitFor();
    const counts = async () => (await seats.locator('option').allTextContents()).map((t) => parseInt(t, 10));
    expect(await counts()).toEqual([2, 3, 4]);
    await card.getByLabel('Tribes').check();
    expect(await counts()).toEqual([2, 3, 4, 5, 6, 7]);
    await seats.selectOption('7');
    await card.getByRole('button', { name: 'Create table' }).click();
    await p.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
    await p.locator('[data-seat="6"]').waitFor();

    // The sit form offers the game's colours by their own names; Elves is drawn as a pentagon.
    const radios = p.getByRole('radio');
    await radios.first().waitFor();
    const names = await p.locator('form[aria-label="Take a seat"] label:has(input[type=radio])').allTextContents();
    expect(names.map((n) => n.trim())).toEqual(['Ochre', 'Slate', 'Moss', 'Rust', 'Elves', 'Gnomes', 'Trolls']);
    await p.getByLabel('Your name').fill('Ann');
    await p.locator('form[aria-label="Take a seat"] label', { hasText: 'Elves' }).click();
    expect(await p.getByRole('radio', { name: 'Elves' }).isChecked()).toBe(true);
    await p.getByRole('button', { name: /Sit down at seat 1/ }).click();
    await p.getByText('You play as').waitFor();
    const mark = p.locator('[data-seat="0"] svg[role=img]');
    expect(await mark.getAttribute('aria-label')).toBe('Elves');
    expect(await mark.locator('path').getAttribute('fill')).toBe('#8b4fd1');
    expect(await mark.locator('path').getAttribute('d')).toBe('M8 1 15.2 6.2 12.4 14.8H3.6L.8 6.2z');

    // Ann's chat line is drawn in her seat's ink, vouched for by the room.
    await p.getByLabel('Message').fill('For the tribes!');
    await p.getByRole('button', { name: 'Send' }).click();
    const line = p.getByRole('log', { name: 'Chat' }).locator('li', { hasText: 'For the tribes!' });
    await line.waitFor();
    expect(await line.locator('span').first().evaluate((e) => getComputedStyle(e).color)).toBe('rgb(106, 50, 173)');
    await shot(p, 'seat-plan-tribes');
    expect(ann.errors).toEqual([]);
  });
});
