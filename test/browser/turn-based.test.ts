// Issue 31's "done when": two players in two browsers play a turn-based Fall of the Mountain King
// table for a few turns, each closing their page after their turn and coming back to it from the
// home page, where My tables must say whose turn it is every time; then a bank of days runs out in
// server time (a "minute" is CLOCK_MINUTE_MS ms here, so a day is 1440 of them) and the chosen
// action, a bot playing that turn, happens.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { person, shot, type Person } from './browser';
import { browserSuite } from './suite';
import type { TableClient } from '../helpers/client';
import type { ServerMessage } from '../../shared/protocol';

/** A day is 1440 "minutes": 7 ms each makes a day 10 s, a 7-day bank 70 s (a loaded machine plays a turn in 20-40 s). */
const MINUTE_MS = 7;
const DAY_MS = 1440 * MINUTE_MS;
const suite = browserSuite({ botDelayMs: 0, vars: { CLOCK_MINUTE_MS: String(MINUTE_MS) } });

interface Player extends Person {
  name: string;
  seat: number;
}

/** Close the player's page and open a fresh one (its errors counted as the first page's are). */
async function reopen(p: Person, to: string): Promise<void> {
  await p.page.close();
  p.page = await p.ctx.newPage();
  p.page.on('pageerror', (e) => p.errors.push(`pageerror: ${e.message}`));
  p.page.on('console', (m) => {
    if (m.type() === 'error') p.errors.push(`console: ${m.text()}`);
  });
  await p.page.goto(to);
}

/**
 * The first choice of FotMK's list of every legal move (the board's own keyboard-reachable list),
 * opened by its summary when closed. The board re-renders after each move, and the list with it
 * (closed again), so a click that finds it closed or gone is tried again.
 */
async function playFirstMove(page: Page, who: string): Promise<void> {
  const list = page.getByTestId('fotmk-all-moves');
  const first = list.locator('button[data-move]:not([data-move=cancel]):not([disabled])').first();
  for (let tries = 0; tries < 6; tries++) {
    const there = await list.waitFor({ timeout: 20_000 }).then(() => true, () => false);
    if (!there) {
      await shot(page, `turn-based-stuck-${who}`);
      throw new Error(`${who}'s page shows no list of moves; its status line: ${await page.getByTestId('status-line').textContent().catch(() => '?')}`);
    }
    if (!(await list.evaluate((d) => (d as HTMLDetailsElement).open).catch(() => true))) await list.locator('summary').click({ timeout: 3000 }).catch(() => undefined);
    if (await first.click({ timeout: 3000 }).then(() => true, () => false)) return;
  }
  throw new Error(`${who} could not play from the list of moves`);
}

/** The row of this table in My tables on `p`'s home page, once the room answered. */
async function standingAt(p: Page, id: string): Promise<string> {
  const row = p.getByTestId('my-tables').locator(`li[data-table="${id}"]:not([data-standing="asking"])`);
  await row.waitFor();
  return (await row.getAttribute('data-standing'))!;
}

describe('a turn-based table over "days"', () => {
  it('two players take turns from My tables, closing their pages; a bank that runs out has the bot play that turn', async () => {
    const t0 = Date.now();
    const ann: Player = { ...(await person(suite.browser)), name: 'Ann', seat: 0 };
    const bob: Player = { ...(await person(suite.browser, { width: 390, height: 844 })), name: 'Bob', seat: 1 };
    // Slow machines: every wait is on a condition, with room to spare (a loaded CI takes 10 s to open a table).
    for (const p of [ann, bob]) p.ctx.setDefaultTimeout(30_000);
    // Ann opens a turn-based table from the create form: 7 days a move, a bot plays a turn out of days.
    const a = ann.page;
    await a.goto(`${suite.server.url}/`);
    const card = a.locator('article', { has: a.getByRole('heading', { name: 'Fall of the Mountain King' }) });
    await card.getByLabel('Seats').selectOption('2');
    await card.getByLabel('Pace', { exact: true }).selectOption('turn');
    await card.getByLabel('Days a move').selectOption('7');
    await card.getByLabel('Out of days').selectOption('bot');
    await card.getByRole('button', { name: 'Create table' }).click();
    await a.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
    const url = a.url();
    const id = url.split('/').pop()!;
    for (const p of [ann, bob]) {
      if (p !== ann) await p.page.goto(url);
      await p.page.getByLabel('Your name').fill(p.name);
      await p.page.getByRole('button', { name: new RegExp(`Sit down at seat ${p.seat + 1}`) }).click();
      await p.page.getByText('You play as').waitFor();
    }
    await a.getByRole('button', { name: 'Start the game' }).click();
    // The truth, as any spectator sees it: whose turn it is, and the log.
    const spec: TableClient = suite.open(id);
    await spec.waitFor(() => spec.sync.table?.status === 'playing' && spec.view.active.length > 0, 20_000, 'the start');
    const players = [ann, bob];
    const say = (what: string) => console.log(`[turn-based] ${what} (${Date.now() - t0} ms)`);
    say('started');

    /**
     * Each player opens a fresh page at home: My tables says "Your turn" exactly where the room waits
     * on them. `unnumbered`: first the seat number kept with the key is dropped (a key saved before
     * the page kept it): the room's answer to the seat proof says it, and the page keeps it again.
     */
    const atKey = `trollmoot:at:${id}`;
    async function checkMyTables(unnumbered = false): Promise<void> {
      for (let tries = 0; ; tries++) {
        const gv = spec.view.gv;
        const seen: string[] = [];
        for (const p of players) {
          await reopen(p, `${suite.server.url}/`);
          if (unnumbered) {
            await p.page.evaluate((k) => localStorage.removeItem(k), atKey);
            await p.page.reload();
          }
          seen.push(await standingAt(p.page, id));
          if (unnumbered) expect(await p.page.evaluate((k) => localStorage.getItem(k), atKey)).toBe(String(p.seat));
        }
        say(`My tables: ${players.map((p, i) => `${p.name} ${seen[i]}`).join(', ')}`);
        // Nothing moved meanwhile (no bank ran out between the two looks): the answer is comparable.
        if (spec.view.gv === gv || tries > 4) {
          expect(seen).toEqual(players.map((p) => (spec.view.active.includes(p.seat) ? 'yours' : 'waiting')));
          return;
        }
      }
    }

    /** The player whose turn it is follows My tables' link to the table and plays until the turn passes. */
    async function playTurn(p: Player): Promise<number> {
      const page = p.page;
      await page.getByTestId('my-tables').locator(`li[data-table="${id}"] a`).click();
      await page.waitForURL(url);
      let moves = 0;
      while (spec.view.active.includes(p.seat) && moves < 30) {
        const gv = spec.view.gv;
        await playFirstMove(page, p.name);
        say(`${p.name} chose`);
        await spec.waitFor(() => spec.view.gv > gv, 30_000, `${p.name}'s move`);
        moves++;
      }
      return moves;
    }

    let turns = 0;
    for (let round = 0; round < 12 && turns < 4; round++) {
      await checkMyTables(round === 0);
      const mover = players.find((p) => spec.view.active.includes(p.seat));
      if (!mover) throw new Error(`nobody to move at version ${spec.view.gv}`);
      const moves = await playTurn(mover);
      console.log(`[turn-based] ${mover.name} played ${moves} moves; now waiting on ${spec.view.active.map((s) => players[s]!.name).join(', ')} (${Date.now() - t0} ms)`);
      turns++;
    }
    await checkMyTables();
    await shot(ann.page, 'turn-based-my-tables');
    await shot(bob.page, 'turn-based-my-tables-phone', { fullPage: false });
    expect(turns).toBeGreaterThanOrEqual(3);

    // The host makes it one day a move, from her table page: each bank keeps its share under it
    // (6 of 7 days left is 6/7 of 1 day), from now.
    const late = players.find((p) => spec.view.active.includes(p.seat))!;
    const other = players.find((p) => p !== late)!;
    const gv = spec.view.gv;
    await ann.page.getByTestId('my-tables').locator(`li[data-table="${id}"] a`).click();
    const changer = ann.page.getByTestId('pace-changer');
    await changer.locator('summary').click();
    await changer.getByLabel('Days a move').selectOption('1');
    // Taken before the click: the room starts the new bank after it, so the bank ran at most this long.
    const changed = Date.now();
    type Clock = Extract<ServerMessage, { t: 'clock' }>;
    const oldLeft = spec.received.filter((m): m is Clock => m.t === 'clock').at(-1)!.left[late.seat]!;
    const paceLine = 'The host sets the pace: Turn-based: 1 day a move';
    await changer.getByRole('button', { name: 'Set this pace' }).click();
    await spec.waitFor(() => spec.sync.log.some((l) => l.text.startsWith(paceLine)), 10_000, 'the change of pace');
    // The room sends the clocks right after the log line of the change: the first ones after it are the new banks.
    const newClock = () => spec.received.slice(spec.received.findIndex((m) => JSON.stringify(m).includes(paceLine)) + 1).find((m): m is Clock => m.t === 'clock');
    await spec.waitFor(() => newClock() !== undefined, 10_000, 'the clocks under the new pace');
    // The late seat's bank as the change left it: its share of 7 days, of one day now.
    const bank = newClock()!.left[late.seat]!;
    expect(bank).toBeGreaterThan(0);
    expect(bank).toBeLessThanOrEqual(Math.ceil(oldLeft / 7));
    await ann.page.close();
    ann.page = await ann.ctx.newPage();
    // The log names a seat as {p<seat>}: "Time ran out for {p1}: a Sensible bot plays this turn".
    const ranOut = `Time ran out for {p${late.seat}}: `;
    await spec.waitFor(() => spec.sync.log.some((l) => l.text.startsWith(ranOut) && l.text.endsWith('plays this turn')), DAY_MS * 3, 'the bank to run out');
    const after = Date.now() - changed;
    console.log(`[turn-based] ${late.name}'s bank (${oldLeft} ms of 7 days, ${bank} ms of 1 day: ${DAY_MS} ms) ran out after ${after} ms`);
    expect(after).toBeGreaterThanOrEqual(bank);
    // The bot plays that turn for them, and it passes.
    await spec.waitFor(() => spec.view.gv > gv && !spec.view.active.includes(late.seat), 15_000, 'the bot to play the turn');
    // My tables follows: the late player's row no longer says "Your turn", the other's does if theirs.
    await checkMyTables();
    console.log(`[turn-based] after the bot's turn for ${late.name}: waiting on ${spec.view.active.map((s) => players[s]!.name).join(', ')}; ${other.name} sees ${await standingAt(other.page, id)}`);
    console.log(`[turn-based] the whole test: ${Date.now() - t0} ms`);
    expect([...ann.errors, ...bob.errors]).toEqual([]);
  });
});
