// A `wrangler dev` and a Chromium for a browser test file: the page is built if stale, the server
// and the browser ready before its tests; after them every table client the file opened through
// `open` and every browser context it opened are closed. The server and the browser outlive the
// file, for the next file that asks the same (helpers/pool.ts, sharedBrowser): starting them took
// ~4 s a file. `own: true` gives the file a server of its own, stopped after it (restarts).
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ServerOptions } from '../helpers/server';
import { serverSuite, type Suite } from '../helpers/suite';
import { ensureClientBuilt, sharedBrowser } from './browser';

export interface BrowserSuite extends Suite {
  /** The browser (from the file's first test on). */
  readonly browser: Browser;
}

export function browserSuite(options: ServerOptions = {}, startTimeoutMs?: number): BrowserSuite {
  // The page is built before the server serves it; the browser closes before the server stops
  // (hooks after the tests run in the reverse order of their registration).
  beforeAll(() => ensureClientBuilt(), startTimeoutMs);
  const s = serverSuite(options, startTimeoutMs, true);
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await sharedBrowser();
    // Files run one after another: any context still open is a previous file's left behind.
    await closeContexts(browser);
  }, startTimeoutMs);
  afterAll(async () => {
    if (browser) await closeContexts(browser);
  });
  return {
    get server() {
      return s.server;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not started yet (use it inside a test)');
      return browser;
    },
    open: s.open,
    clients: s.clients,
  };
}

async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((c) => c.close().catch(() => undefined)));
}
