// Game page figures in Chromium against a real `wrangler dev`, for each game with its own board
// (FotMK's names unprefixed, as before; `hall-` and `dwarfs-` for the others). Prints `name: value unit`:
//   client-js-gzip-kb  every JS file the game page has loaded when the board is first drawn (gzipped here)
//   first-render-ms    board drawn from the snapshot: the board's first render to its DOM committed
//                      (median of a few fresh page loads, at a 4-player game in progress)
//   delta-render-ms    the board's re-render after a move (median over the moves of the bots playing on)
import { gzipSync } from 'node:zlib';
import { startServer } from '../test/helpers/server';
import { createTable, TableClient } from '../test/helpers/client';
import { ensureClientBuilt, launch } from '../test/browser/browser';

const LOADS = 5;
const WATCH_MS = 8000;
const print = (name: string, value: number, unit: string) => console.log(`${name}: ${value.toFixed(value >= 100 ? 0 : 1)} ${unit}`);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** Game, the bot that fills its 4 seats, and the figure prefix. */
const GAMES_MEASURED: [game: string, bot: string, prefix: string][] = [
  ['fotmk', 'random', ''],
  ['hall', 'sensible', 'hall-'],
  ['dwarfs', 'sensible', 'dwarfs-'],
];

async function main() {
  const deadline = setTimeout(() => {
    console.error('bench/client.ts: took too long');
    process.exit(1);
  }, 330_000);
  deadline.unref();
  await ensureClientBuilt();
  const server = await startServer({ botDelayMs: 40 });
  const browser = await launch();
  try {
    for (const [game, bot, prefix] of GAMES_MEASURED) await measure(server, browser, game, bot, prefix);
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function measure(server: Awaited<ReturnType<typeof startServer>>, browser: Awaited<ReturnType<typeof launch>>, game: string, bot: string, prefix: string) {
  {
    const { id, hostSecret } = await createTable(server.url, game, 4);
    const host = new TableClient(server.host, id, { hostSecret });
    await host.waitFor(() => host.sync.table !== null);
    for (let s = 0; s < 4; s++) host.send({ t: 'bot', seat: s, bot });
    await host.waitFor(() => host.view.seats.every((s) => s.controller === 'bot'));
    host.send({ t: 'start' });
    // Into the first battle of the game: lairs, champions and ancestries on the table.
    await host.waitFor(() => host.view.status === 'playing' && host.view.gv >= 60, 30_000, 'the game under way');

    const firsts: number[] = [];
    const deltas: number[] = [];
    let jsKb = NaN;
    for (let i = 0; i < LOADS; i++) {
      const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await ctx.newPage();
      await page.goto(`${server.url}/t/${id}`);
      await page.waitForFunction((g) => ((window as unknown as Record<string, { first: number } | undefined>)[`__${g}Perf`]?.first ?? -1) >= 0, game, { timeout: 20_000 });
      const perf = await page.evaluate((g) => {
        const mark = performance.getEntriesByName(`${g}-first-render`)[0]?.startTime ?? performance.now();
        const js = performance
          .getEntriesByType('resource')
          .filter((e) => (e as PerformanceResourceTiming).responseEnd <= mark && /\.m?js(\?|$)/.test(e.name))
          .map((e) => e.name);
        return { first: (window as unknown as Record<string, { first: number }>)[`__${g}Perf`]!.first, js };
      }, game);
      firsts.push(perf.first);
      if (i === 0) {
        let bytes = 0;
        for (const url of perf.js) {
          const body = Buffer.from(await (await fetch(url)).arrayBuffer());
          bytes += gzipSync(body, { level: 9 }).length;
        }
        jsKb = bytes / 1024;
        // Re-renders while the bots play on.
        await page.waitForTimeout(WATCH_MS);
        deltas.push(...(await page.evaluate((g) => (window as unknown as Record<string, { deltas: number[] }>)[`__${g}Perf`]!.deltas, game)));
      }
      await ctx.close();
    }
    host.close();
    print(`${prefix}client-js-gzip-kb`, jsKb, 'KB');
    print(`${prefix}first-render-ms`, median(firsts), 'ms');
    print(`${prefix}delta-render-ms`, median(deltas), 'ms');
    print(`${prefix}delta-render-ms-p95`, [...deltas].sort((a, b) => a - b)[Math.floor(deltas.length * 0.95)] ?? NaN, 'ms');
    console.error(`(${game}: delta renders measured: ${deltas.length}; first renders ${firsts.map((x) => x.toFixed(1)).join(', ')} ms)`);
  }
}

await main();
