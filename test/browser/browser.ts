// Debian's Chromium driven by playwright-core, plus the small helpers the browser tests share.
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '../..');
export const RESULTS = join(ROOT, 'test-results');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

const SHARED = Symbol.for('trollmoot.test.browser');
type Held = { [SHARED]?: Promise<Browser> };

/**
 * One Chromium for every browser file a worker runs (the browser project runs them all in one:
 * vitest.config.ts), launched on first use and again if it went away; each file closes the
 * contexts it opened (suite.ts), never the browser. Playwright closes it when the worker exits.
 */
export async function sharedBrowser(): Promise<Browser> {
  const held = globalThis as Held;
  const b = await held[SHARED]?.catch(() => undefined);
  if (b?.isConnected()) return b;
  const launched = launch();
  held[SHARED] = launched;
  return launched;
}

/** Newest modification time of any file under `dir` (0 when it does not exist). */
function newest(dir: string): number {
  if (!existsSync(dir)) return 0;
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) t = Math.max(t, statSync(join(e.parentPath, e.name)).mtimeMs);
  }
  return t;
}

/**
 * The worker serves dist/client: build it when it is missing or older than any source the page is
 * built from, so a local run never tests a stale page (scripts/test.mjs builds it anyway).
 */
export async function ensureClientBuilt(): Promise<void> {
  const built = join(ROOT, 'dist/client/index.html');
  const sources = Math.max(newest(join(ROOT, 'client')), newest(join(ROOT, 'shared')), statSync(join(ROOT, 'vite.config.ts')).mtimeMs);
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  const { build } = await import('vite');
  await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
}

export interface Person {
  ctx: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors, to assert there are none. */
  errors: string[];
}

/** A person at a page of `viewport` size; `touch`: a phone held in the hand (touch events, coarse pointer). */
export async function person(browser: Browser, viewport = { width: 1440, height: 900 }, touch = false): Promise<Person> {
  const ctx = await browser.newContext({ viewport, reducedMotion: 'reduce', ...(touch ? { hasTouch: true, isMobile: true } : {}) });
  ctx.setDefaultTimeout(10_000);
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return { ctx, page, errors };
}

/** A screenshot of the whole page (or, with `fullPage: false`, of what the window shows). */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(RESULTS, { recursive: true });
  await page.screenshot({ path: join(RESULTS, `${name}.png`), fullPage });
}

/** Width the page scrolls to beyond the viewport (0 when there is no horizontal scroll). */
export const overflowX = (page: Page): Promise<number> =>
  page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth);

/** A small seeded generator (an LCG): a test's random choices are the same on every run. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/**
 * After "Sit down" (or the game starting under a seated player scrolled away): waits until the board's top is at the window's top and the keyboard focus on the
 * board; returns where the board's top is (px from the window's top) and the page's scroll.
 */
export async function boardBroughtIntoView(page: Page): Promise<{ top: number; scrollY: number }> {
  const there = () => {
    const slot = document.querySelector('[data-testid=board-slot]');
    return !!slot && document.activeElement === slot && Math.abs(slot.getBoundingClientRect().top) <= 1;
  };
  await page.waitForFunction(there).catch(async (e: unknown) => {
    // Say what was seen instead: where the board was, what had the focus, how far the page scrolled.
    const seen = await page.evaluate(() => {
      const a = document.activeElement;
      return `board top ${document.querySelector('[data-testid=board-slot]')?.getBoundingClientRect().top}, scrollY ${window.scrollY} of ${document.documentElement.scrollHeight - window.innerHeight}, focus on ${a?.tagName}${a?.id ? '#' + a.id : ''} ${a?.getAttribute('aria-label') ?? a?.getAttribute('data-testid') ?? ''}`;
    });
    throw new Error(`the board was not brought into view: ${seen} (${String(e)})`);
  });
  return page.evaluate(() => ({ top: document.querySelector('[data-testid=board-slot]')!.getBoundingClientRect().top, scrollY: window.scrollY }));
}
