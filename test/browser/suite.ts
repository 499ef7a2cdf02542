// One `wrangler dev` and one Chromium for a browser test file: the page is built if stale, the
// server and the browser started before its tests and stopped after them, with every table client
// the file opened through `open` (what each browser test file otherwise wrote again).
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ServerOptions } from '../helpers/server';
import { serverSuite, type Suite } from '../helpers/suite';
import { ensureClientBuilt, launch } from './browser';

export interface BrowserSuite extends Suite {
  /** The browser (from the file's first test on). */
  readonly browser: Browser;
}

export function browserSuite(options: ServerOptions = {}, startTimeoutMs?: number): BrowserSuite {
  // The page is built before the server serves it; the browser closes before the server stops
  // (hooks after the tests run in the reverse order of their registration).
  beforeAll(() => ensureClientBuilt(), startTimeoutMs);
  const s = serverSuite(options, startTimeoutMs);
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  }, startTimeoutMs);
  afterAll(async () => {
    await browser?.close();
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
