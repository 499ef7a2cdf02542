// A spectator's first chat line asks for their name (kept in this browser), in a real browser
// against a real `wrangler dev`: the line goes out under that name, the other watchers see it, and
// the next lines (and a reload) ask no more. Screenshots: test-results/chat-name-*.png.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTable } from '../helpers/client';
import { overflowX, person, shot } from './browser';
import { browserSuite } from './suite';

const suite = browserSuite({ testGames: true });

const chatLog = (p: Page) => p.getByRole('log', { name: 'Chat' });
const prompt = (p: Page) => p.getByRole('form', { name: 'Your name in the chat' });

async function write(p: Page, text: string): Promise<void> {
  await p.getByLabel('Message').fill(text);
  await p.getByRole('button', { name: 'Send', exact: true }).click();
}

describe('chat names for spectators', () => {
  it('asks a spectator for a name on their first line, remembers it, and others see it', async () => {
    const { id } = await createTable(suite.server.url, 'highcard', 2);
    const eve = await person(suite.browser, { width: 390, height: 844 });
    const dan = await person(suite.browser);
    for (const x of [eve, dan]) {
      await x.page.goto(`${suite.server.url}/t/${id}`);
      await x.page.getByRole('heading', { name: 'You are watching' }).waitFor();
      await x.page.getByPlaceholder('Write to the table…').waitFor();
    }

    // Eve's first line: a name is asked for first, nothing is sent yet.
    await write(eve.page, 'Good luck, both!');
    await prompt(eve.page).waitFor();
    expect(await eve.page.evaluate(() => document.activeElement?.id)).toBe('chat-ask-name');
    expect(await chatLog(eve.page).getByText('Good luck, both!').count()).toBe(0);
    await prompt(eve.page).scrollIntoViewIfNeeded();
    await shot(eve.page, 'chat-name-prompt-phone', { fullPage: false });
    expect(await overflowX(eve.page)).toBeLessThanOrEqual(0);
    // Spaces and invisible characters are cleaned away before it is kept.
    await eve.page.keyboard.type('  Eve   the\u200b Owl ');
    const send = prompt(eve.page).getByRole('button', { name: 'Send as Eve the Owl' });
    await send.click();
    await prompt(eve.page).waitFor({ state: 'detached' });
    expect(await eve.page.evaluate(() => localStorage.getItem('trollmoot:name'))).toBe('Eve the Owl');

    // Dan sees the line under her name, marked as a watcher's.
    const line = chatLog(dan.page).locator('li', { hasText: 'Good luck, both!' });
    await line.waitFor();
    expect(await line.textContent()).toMatch(/^Eve the Owlwatching/);

    // Her next line goes at once; after a reload too.
    await write(eve.page, 'Second line');
    await chatLog(dan.page).getByText('Second line').waitFor();
    await eve.page.reload();
    await eve.page.getByPlaceholder('Write to the table…').waitFor();
    await write(eve.page, 'Back again');
    const back = chatLog(dan.page).locator('li', { hasText: 'Back again' });
    await back.waitFor();
    expect(await back.textContent()).toMatch(/^Eve the Owlwatching/);
    expect(await prompt(eve.page).count()).toBe(0);

    // Dan (on a desk) is asked too; "Not now" (or Escape) keeps his line unsent, by keyboard.
    await write(dan.page, 'Hello from Dan');
    await prompt(dan.page).waitFor();
    await shot(dan.page, 'chat-name-prompt-desk', { fullPage: false });
    await dan.page.keyboard.press('Escape');
    await prompt(dan.page).waitFor({ state: 'detached' });
    expect(await dan.page.getByLabel('Message').inputValue()).toBe('Hello from Dan');
    await dan.page.getByLabel('Message').press('Enter');
    await prompt(dan.page).getByLabel('Your name in the chat').fill('Dan');
    await dan.page.keyboard.press('Enter');
    const dans = chatLog(eve.page).locator('li', { hasText: 'Hello from Dan' });
    await dans.waitFor();
    expect(await dans.textContent()).toMatch(/^Danwatching/);
    expect([...eve.errors, ...dan.errors]).toEqual([]);
  });
});
