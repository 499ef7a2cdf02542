// Provably fair deals in a real browser against a real `wrangler dev` (issue 32), one table of each
// game at once: a seated browser shows the seal in the table's header and sends its share of the
// deal from the lobby; bots finish the game (the browser's seat handed to one); then the replay
// page's "Verify this game" fetches the record, replays the game with the game's own engine in the
// browser and passes, and the record holds that browser's share. Screenshot: test-results/fair-verified.png.
import { describe, expect, it } from 'vitest';
import { createTable } from '../helpers/client';
import { GAMES } from '../../shared/games/index';
import type { GameRecord } from '../../shared/fair/deal';
import { person, shot } from './browser';
import { browserSuite } from './suite';

const suite = browserSuite({ botDelayMs: 0 });
const { open } = suite;

describe('verify this game', () => {
  it('every game: the seal on the table, the browser\'s share in the deal, and the replay page verifies the finished game', async () => {
    const ann = await person(suite.browser);
    const p = ann.page;
    const tables = await Promise.all(
      Object.keys(GAMES).map(async (game) => {
        const { id, hostSecret } = await createTable(suite.server.url, game, 2);
        const host = open(id, { hostSecret });
        await host.waitFor(() => host.sync.table !== null);
        host.send({ t: 'sit', seat: 0, name: 'Ann', color: host.view.colours[0]!.id });
        await host.waitFor(() => host.view.you.seat === 0 && host.seatSecret !== undefined);
        host.send({ t: 'bot', seat: 1, bot: 'random' });
        await host.waitFor(() => host.view.seats[1]!.controller === 'bot');
        return { game, id, host, seat: host.seatSecret! };
      }),
    );
    // Ann's browser holds seat 0 of each table (its key as the table page keeps it) and sends its share.
    await p.goto(`${suite.server.url}/`, { waitUntil: 'domcontentloaded', timeout: 30_000 });
    for (const t of tables) {
      await p.evaluate(([k, v]) => localStorage.setItem(k!, v!), [`trollmoot:seat:${t.id}`, t.seat]);
      await p.goto(`${suite.server.url}/t/${t.id}`, { waitUntil: 'domcontentloaded', timeout: 30_000 });
      const seal = p.getByTestId('seal');
      await seal.waitFor();
      expect(await seal.getAttribute('data-seal')).toBe(t.host.view.seal);
      await p.waitForFunction((key) => localStorage.getItem(key) !== null, `trollmoot:share:${t.id}`);
      // The room takes it before the start: the start (next) is queued behind it.
      await p.waitForTimeout(300);
    }
    await p.goto('about:blank');
    // Start, then hand Ann's seat to a bot: random bots finish each game in a few hundred moves.
    for (const t of tables) t.host.send({ t: 'start' });
    for (const t of tables) await t.host.waitFor(() => t.host.view.status === 'playing', 20_000, 'start');
    for (const t of tables) t.host.send({ t: 'bot', seat: 0, bot: 'random' });
    await Promise.all(tables.map((t) => t.host.waitFor(() => t.host.view.status === 'over', 150_000, `${t.game} over`)));

    for (const t of tables) {
      const res = await fetch(`${suite.server.url}/api/tables/${t.id}/record`);
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${t.game} record: ${res.status} ${text.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 1500)}\n${suite.server.output().slice(-2000)}`);
      const record = JSON.parse(text) as GameRecord;
      expect(record.fair).toBe('sealed');
      expect(record.shares![0], `${t.game}: Ann's share`).toMatch(/^[0-9a-f]{32}$/);
      expect(record.shares![1]).toBeNull();
      await p.goto(`${suite.server.url}/t/${t.id}/replay`, { waitUntil: 'domcontentloaded', timeout: 30_000 });
      await p.getByRole('button', { name: 'Verify this game' }).click({ timeout: 30_000 });
      const status = p.getByTestId('verify-status');
      await p.locator('[data-testid=verify-status][data-verdict=pass], [data-testid=verify-status][data-verdict=fail], [data-testid=verify-status][data-verdict=error]').waitFor({ timeout: 60_000 });
      expect(await status.getAttribute('data-verdict'), `${t.game}: ${await status.textContent()}`).toBe('pass');
      expect(await status.textContent()).toContain(`Verified: ${record.moves.length} moves`);
      const share = await p.evaluate((key) => localStorage.getItem(key), `trollmoot:share:${t.id}`);
      expect(share?.split(':')[1]).toBe(record.shares![0]);
      if (t.game === tables[0]!.game) await shot(p, 'fair-verified', { fullPage: false });
    }
    expect(ann.errors).toEqual([]);
    await ann.ctx.close();
  }, 240_000);
});
