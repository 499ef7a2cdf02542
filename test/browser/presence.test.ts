// Presence in a real browser, for every game: players who close their page, or their whole
// browser, are shown as away (grey dot, "Away") to the host and to a spectator within 5 s.
// They leave after the table has been quiet long enough for its room to hibernate: the room then
// first hears of their socket when it closes (the case that left FotMK's long turns "Choosing…").
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { person, shot, type Person } from './browser';
import { browserSuite } from './suite';

const suite = browserSuite({ testGames: true, botDelayMs: 50 });

/** The home page's card of each game. */
const GAMES = [
  { id: 'fotmk', heading: 'Fall of the Mountain King' },
  { id: 'hall', heading: 'In the Hall of the Mountain King' },
  { id: 'dwarfs', heading: 'Dwar7s Fall' },
  { id: 'highcard', heading: /High Card/ },
] as const;

/** Long enough without a message for workerd to evict the idle room (it hibernates after ~10 s). */
const QUIET_MS = 15_000;

async function sit(p: Page, name: string, seat: number): Promise<void> {
  await p.getByLabel('Your name').fill(name);
  await p.getByRole('button', { name: `Sit at seat ${seat}` }).click();
  await p.getByRole('button', { name: new RegExp(`Sit down at seat ${seat}`) }).click();
  await p
    .getByText('You play as')
    .waitFor()
    .catch(async (e: unknown) => {
      // Say what the page showed instead (a refusal, a lost connection), not only that it waited.
      const said = await p.locator('[role=alert], [role=status], .toast').allInnerTexts().catch(() => []);
      throw new Error(`${name} did not sit at seat ${seat}; the page said: ${JSON.stringify(said)}\n${String(e)}`);
    });
}

/**
 * The four tables are set up one after another: sixteen pages opening and sitting at once, beside the
 * integration tests on a 2-core CI machine, once took over 30 s for a sit (all four failed there).
 * Their quiet spells still overlap, which is most of each test.
 */
let setups: Promise<unknown> = Promise.resolve();
function inTurn<T>(f: () => Promise<T>): Promise<T> {
  const mine = setups.then(f);
  setups = mine.catch(() => undefined);
  return mine;
}

/** Ann creates a three-seat table and sits, Bob and Cat sit, Dan watches on a phone; Ann starts. */
async function startTable(heading: string | RegExp): Promise<Person[]> {
  const ann = await person(suite.browser);
  const p = ann.page;
  // Setting up is not what is timed: a loaded machine may take its time (the 5 s is asserted below).
  p.setDefaultTimeout(30_000);
  await p.goto(`${suite.server.url}/`);
  const card = p.locator('article', { has: p.getByRole('heading', { name: heading }) });
  await card.getByLabel('Seats').selectOption('3');
  await card.getByRole('button', { name: 'Create table' }).click();
  await p.waitForURL(/\/t\//);
  const people = [ann, await person(suite.browser), await person(suite.browser), await person(suite.browser, { width: 390, height: 844 })];
  for (const x of people.slice(1)) {
    x.page.setDefaultTimeout(30_000);
    await x.page.goto(p.url());
  }
  await sit(p, 'Ann', 1);
  await sit(people[1]!.page, 'Bob', 2);
  await sit(people[2]!.page, 'Cat', 3);
  await p.getByRole('button', { name: 'Start the game' }).click();
  for (const x of people) await x.page.locator('[data-seat="2"]').getByText(/Choosing|Here|Your turn/).waitFor();
  return people;
}

/**
 * After a quiet spell, each of `leaving` goes at once (one closes the page, one the whole browser);
 * the host and the spectator see every seat of them away within 5 s. Returns ms per seat.
 */
async function leave(leaving: { seat: number; go: () => Promise<void> }[], watchers: Person[]): Promise<number[]> {
  await watchers[0]!.page.waitForTimeout(QUIET_MS);
  const t0 = Date.now();
  await Promise.all(leaving.map((l) => l.go()));
  const took: number[] = [];
  for (const { seat } of leaving) {
    for (const w of watchers) await w.page.locator(`[data-seat="${seat}"]`).getByText(/^Away/).waitFor({ timeout: Math.max(1, 5000 - (Date.now() - t0)) });
    took.push(Date.now() - t0);
    for (const w of watchers) expect(await w.page.locator(`[data-seat="${seat}"] .bg-emerald-500`).count()).toBe(0);
  }
  return took;
}

// The games run side by side: each is its own room, and most of a test is the quiet spell.
describe.concurrent('players who leave are shown as away within 5 s, in every game', () => {
  for (const g of GAMES) {
    it(`${g.id}: one closes the page, one the whole browser`, async () => {
      const [ann, bob, cat, dan] = await inTurn(() => startTable(g.heading));
      const watchers = [ann!, dan!];
      const [page, browser] = await leave(
        [
          { seat: 1, go: () => bob!.page.close() },
          { seat: 2, go: () => cat!.ctx.close() },
        ],
        watchers,
      );
      // The host is still here: only the leavers' seats changed.
      expect(await ann!.page.locator('[data-seat="0"] [data-away]').count()).toBe(0);
      console.log(`${g.id}: away after ${page} ms (page closed), ${browser} ms (browser closed)`);
      await shot(ann!.page, `presence-${g.id}`, { fullPage: false });
      await shot(dan!.page, `presence-${g.id}-phone`, { fullPage: false });
      expect([...ann!.errors, ...dan!.errors]).toEqual([]);
      for (const x of [ann!, bob!, dan!]) await x.ctx.close();
    }, 300_000);
  }
});
