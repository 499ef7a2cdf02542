// What the page diagnostics share (prof-page, trace-page, render-cost, board-shots): a real `wrangler
// dev` at the room's own bot pacing (party/pace.ts), Chromium, a 4-seat table of Easy bots, and a
// spectator's page on it. Not a diagnostic itself (the `_` keeps it out of the list).
import { startServer } from '../test/helpers/server';
import { createTable, TableClient } from '../test/helpers/client';
import { ensureClientBuilt, launch } from '../test/browser/browser';
import { BOT_STEP_MS } from '../party/pace';

type Server = Awaited<ReturnType<typeof startServer>>;
type Browser = Awaited<ReturnType<typeof launch>>;

/** The server and browser a diagnostic runs in; `build`: build the client first if it is stale. */
export async function setUp(build = true): Promise<{ server: Server; browser: Browser; close: () => Promise<void> }> {
  if (build) await ensureClientBuilt();
  const server = await startServer({ botDelayMs: BOT_STEP_MS });
  const browser = await launch();
  return {
    server,
    browser,
    close: async () => {
      await browser.close();
      await server.stop();
    },
  };
}

/** A 4-seat table of `game` with an Easy bot in every seat, started; `underWay`: waited until 30 moves in. */
export async function botTable(server: Server, game: string, underWay = true): Promise<{ id: string; host: TableClient }> {
  const { id, hostSecret } = await createTable(server.url, game, 4);
  const host = new TableClient(server.host, id, { hostSecret });
  await host.waitFor(() => host.sync.table !== null);
  for (let s = 0; s < 4; s++) host.send({ t: 'bot', seat: s, bot: 'easy' });
  await host.waitFor(() => host.view.seats.every((s) => s.controller === 'bot'));
  host.send({ t: 'start' });
  if (underWay) await host.waitFor(() => host.view.status === 'playing' && host.view.gv >= 30, 60_000, 'the game under way');
  return { id, host };
}

/**
 * A spectator's desktop page (1440x900, motion on) of the table `id`, with `init` run before the page's
 * script; returned once its board is drawn and a second more has passed.
 */
export async function spectatorPage(browser: Browser, server: Server, id: string, game: string, init = '') {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'no-preference' });
  if (init) await ctx.addInitScript({ content: init });
  const page = await ctx.newPage();
  await page.goto(`${server.url}/t/${id}`);
  await page.waitForSelector(`[data-testid=${game}-board]`, { state: 'attached', timeout: 60_000 });
  await page.waitForTimeout(1000);
  return { ctx, page };
}
