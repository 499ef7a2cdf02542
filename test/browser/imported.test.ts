// A table opened from an upload says so on every page of it (issue 26 item 6): its uploader chose
// the seed and may know the hidden cards. Checked on a phone-sized page: the table's header and
// seats, then the replay page. Screenshots in test-results/imported-*.png.
import { describe, expect, it } from 'vitest';
import { person, overflowX, shot } from './browser';
import { browserSuite } from './suite';
import { createTable } from '../helpers/client';

const suite = browserSuite({ testGames: true, botDelayMs: 0 });
const WORDS = 'Opened from an upload: its uploader may know the hidden cards';

async function upload(): Promise<string> {
  const body = {
    game: 'highcard',
    options: { rounds: '5' },
    seed: 'chosen_seed_0123456789ab',
    seats: [
      { name: 'Ann', color: 'red', bot: null },
      { name: 'Bob', color: 'blue', bot: 'random' },
    ],
    moves: [],
  };
  const r = await fetch(`${suite.server.url}/api/tables/import`, { method: 'POST', body: JSON.stringify(body) });
  expect(r.status).toBe(200);
  return ((await r.json()) as { id: string }).id;
}

describe('a table opened from an upload', () => {
  it('tells a visitor so in the header and beside the seats, and on the replay page', async () => {
    const id = await upload();
    const cat = await person(suite.browser, { width: 390, height: 844 });
    await cat.page.goto(`${suite.server.url}/t/${id}`);
    const banner = cat.page.getByTestId('imported-note');
    await banner.waitFor();
    expect(await banner.innerText()).toContain(WORDS);
    expect(await banner.isVisible()).toBe(true);
    const seats = cat.page.getByTestId('imported-seats-note');
    expect(await seats.innerText()).toContain(WORDS);
    expect(await overflowX(cat.page)).toBe(0);
    await shot(cat.page, 'imported-table-phone', { fullPage: false });

    await cat.page.goto(`${suite.server.url}/t/${id}/replay`);
    await cat.page.getByTestId('replay-board').waitFor();
    expect(await cat.page.getByTestId('imported-note').innerText()).toContain(WORDS);
    expect(await overflowX(cat.page)).toBe(0);
    await shot(cat.page, 'imported-replay-phone', { fullPage: false });
    expect(cat.errors).toEqual([]);

    // A table made at the site shows no such note.
    const made = await createTable(suite.server.url, 'highcard', 2, { rounds: '5' });
    await cat.page.goto(`${suite.server.url}/t/${made.id}`);
    await cat.page.getByTestId('status-line').waitFor();
    await cat.page.locator('#seats-title').waitFor();
    expect(await cat.page.getByTestId('imported-note').count()).toBe(0);
    await cat.ctx.close();
  });
});
