// The motion layer in Chromium (client/lib/motion.ts, flip.ts), on a board of its own
// (motion-fixture.ts, built here with vite): a piece that changed place animates from where it was
// and ends where the view puts it, an SVG piece keeps its own transform; a card whose face changed
// turns; a new piece flies in from its named source; views wait their turn behind a motion and a
// backlog jumps to the newest; with reduced motion only a fade runs, nothing moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch } from './browser';
import { buildMotionFixture } from './motion-build';
import type { FixtureView, Seen } from './motion-fixture';

let browser: Browser;
let bundle = '';

beforeAll(async () => {
  bundle = await buildMotionFixture();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function open(reduced: boolean): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 1000, height: 700 }, reducedMotion: reduced ? 'reduce' : 'no-preference' });
  const page = await ctx.newPage();
  await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
  await page.addScriptTag({ content: bundle });
  return page;
}

interface Fixture {
  push(v: FixtureView): void;
  idle(): Promise<void>;
  playing(): boolean;
  drawn: { n: number; pieces: Record<string, Seen> }[];
  hold(on: boolean): void;
  at(id: string, k: number): Seen;
  release(): void;
}
const fx = <T>(page: Page, fn: (f: Fixture, arg: unknown) => T, arg?: unknown) =>
  page.evaluate(({ src, a }) => new Function('f', 'a', `return (${src})(f, a)`)((window as unknown as { motionFixture: Fixture }).motionFixture, a) as T, { src: fn.toString(), a: arg });
const push = (page: Page, v: FixtureView) => fx(page, (f, a) => f.push(a as FixtureView), v);
const idle = (page: Page) => fx(page, (f) => f.idle());
/** The pieces as they were when view `n` was drawn (its motions just started). */
const drawnAt = async (page: Page, n: number) => {
  await page.waitForFunction((k) => (window as unknown as { motionFixture: Fixture }).motionFixture.drawn.some((d) => d.n === k), n);
  return fx(page, (f, k) => f.drawn.find((d) => d.n === k)!.pieces, n);
};
/** A piece now. */
const now = (page: Page, id: string) => fx(page, (f, pid) => f.at(pid as string, 1), id);

const V0: FixtureView = { n: 0, tokens: [{ id: 't1', x: 20, y: 20 }], cards: [{ id: 'c1', slot: 0, face: 'back' }], gems: [] };
/** t1 travels across the board; c1 moves two slots and turns face up; a gem arrives from the bag. */
const V1: FixtureView = { n: 1, tokens: [{ id: 't1', x: 220, y: 120 }], cards: [{ id: 'c1', slot: 2, face: 'K' }], gems: [{ id: 'g1', slot: 1, from: 'bag', to: 'bag' }] };
/** The gem goes back to the bag; the score goes up. */
const V2: FixtureView = { ...V1, n: 2, gems: [], score: 100 };
/** View n: the token at x. */
const t = (n: number, x: number): FixtureView => ({ ...V0, n, tokens: [{ id: 't1', x, y: 20 }] });
type Stats = { measured: number; reused: number; reread: number };
const stats = (page: Page) => page.evaluate(() => (window as unknown as { __motion: { stats(): Stats } }).__motion.stats());

describe('the motion layer in Chromium', () => {
  it('moves what changed place from where it was to where the view puts it; turns a card; flies a new piece in from its source', async () => {
    const page = await open(false);
    await push(page, V0);
    await idle(page);
    const start = (await drawnAt(page, 0)).t1!;
    // The viewBox is drawn at twice its size: 20 user units are 40 px.
    expect([start.x, start.y]).toEqual([40, 40]);
    await fx(page, (f) => f.hold(true));
    await push(page, V1);
    const drawn = await drawnAt(page, 1);
    // Drawn at its new place, the token starts where it was, travelling (a translation).
    expect(drawn.t1).toEqual({ x: 40, y: 40, props: ['translate'] });
    // Halfway it is on its way (the easing front-loads the way).
    const mid = await fx(page, (f) => f.at('t1', 0.5));
    expect(mid.x).toBeGreaterThan(40 + 50);
    expect(mid.x).toBeLessThan(440 - 5);
    expect(mid.y).toBeGreaterThan(40);
    expect(mid.y).toBeLessThan(240);
    // The card travels and turns; the gem flies from the bag (700-740, 500-540), fading in.
    expect(drawn.c1).toEqual({ x: 30, y: 465, props: ['scale', 'translate'] });
    expect(drawn.g1).toEqual({ x: 720, y: 520, props: ['opacity', 'translate'] });
    await fx(page, (f) => f.release());
    await idle(page);
    const end = await now(page, 't1');
    expect(end).toEqual({ x: 440, y: 240, props: [] });
    // The SVG piece's own transform is untouched: the motion used `translate`, not `transform`.
    expect(await page.getAttribute('[data-piece="t1"]', 'transform')).toBe('translate(220,120)');
    expect(await now(page, 'c1')).toEqual({ x: 230, y: 465, props: [] });
    expect(await now(page, 'g1')).toEqual({ x: 60, y: 550, props: [] });

    // The gem leaves for the bag: a copy of it flies from its place there, then is gone (still held:
    // its motion waits at its start for the test to look).
    await push(page, V2);
    await drawnAt(page, 2);
    const ghost = await page.evaluate(() => {
      const g = document.querySelector('#board span:not([data-piece])')!;
      const r = g.getBoundingClientRect();
      const a = g.getAnimations()[0]!;
      a.pause();
      a.currentTime = 0;
      const at0 = g.getBoundingClientRect();
      a.currentTime = Number(a.effect!.getComputedTiming().duration) - 1;
      const atEnd = g.getBoundingClientRect();
      a.play();
      return { moving: r.width > 0, start: [at0.left + at0.width / 2, at0.top + at0.height / 2], end: [Math.round(atEnd.left + atEnd.width / 2), Math.round(atEnd.top + atEnd.height / 2)] };
    });
    expect(ghost).toEqual({ moving: true, start: [60, 550], end: [720, 520] });
    // The score counts up to its new value.
    const seen = await page.evaluate(
      () =>
        new Promise<number[]>((res) => {
          const vals: number[] = [];
          const t0 = performance.now();
          const frame = () => {
            vals.push(Number(document.getElementById('score')!.textContent));
            if (performance.now() - t0 < 1500) requestAnimationFrame(frame);
            else res(vals);
          };
          requestAnimationFrame(frame);
        }),
    );
    expect(seen.some((x) => x > 0 && x < 100)).toBe(true);
    expect(seen.at(-1)).toBe(100);
    await idle(page);
    expect(await page.locator('#board span').count()).toBe(0);
  });

  it('plays views in order: one that arrives during a motion waits its turn; a backlog jumps to the newest', async () => {
    const page = await open(false);
    // Timed as the bench times it (client/lib/timing.ts): a view that waited gets a `step` figure.
    await page.evaluate(() => void ((window as unknown as { __timing: unknown[] }).__timing = []));
    await push(page, V0);
    await idle(page);
    await fx(page, (f) => f.hold(true));
    await push(page, t(1, 200));
    await push(page, t(2, 20));
    await drawnAt(page, 1);
    // View 2 waits for view 1's motion, held here.
    await page.waitForTimeout(400);
    expect(await fx(page, (f) => f.drawn.map((d) => d.n))).toEqual([0, 1]);
    await fx(page, (f) => f.hold(false));
    await fx(page, (f) => f.release());
    // Then it moves in its turn, from where view 1 put the token.
    expect((await drawnAt(page, 2)).t1).toEqual({ x: 400, y: 40, props: ['translate'] });
    await idle(page);
    // Only view 2 waited its turn: one `step`, from its turn to its motion started (view 1 was drawn
    // in the render its push caused, which the page's patch figure covers).
    const timed = await page.evaluate(() => (window as unknown as { __timing: { kind: string; ms: number }[] }).__timing);
    expect(timed.map((x) => x.kind)).toEqual(['step']);
    expect(timed[0]!.ms).toBeGreaterThanOrEqual(0);
    // Six views at once: the first plays, four wait, the sixth is a backlog: straight to it.
    await fx(page, (f) => f.hold(true));
    for (let n = 3; n <= 8; n++) await push(page, t(n, 20 + n * 10));
    expect((await drawnAt(page, 8)).t1).toEqual({ x: 2 * (20 + 80), y: 40, props: [] });
    expect(await fx(page, (f) => f.drawn.map((d) => d.n))).toEqual([0, 1, 2, 3, 8]);
    await idle(page);
    expect(await fx(page, (f) => f.playing())).toBe(false);
    // The hook boards' browser tests wait on.
    await fx(page, (f) => f.hold(false));
    const playing = await page.evaluate(async (v) => {
      (window as unknown as { motionFixture: Fixture }).motionFixture.push(v);
      await new Promise((res) => setTimeout(res, 0));
      return (window as unknown as { __motion: { playing(): boolean } }).__motion.playing();
    }, t(9, 300));
    expect(playing).toBe(true);
    await page.evaluate(() => (window as unknown as { __motion: { idle(): Promise<void> } }).__motion.idle());
    expect(await now(page, 't1')).toEqual({ x: 600, y: 40, props: [] });
  });

  it('with reduced motion, only a short fade: nothing travels, every piece is at its new place at once', async () => {
    const page = await open(true);
    await push(page, V0);
    await idle(page);
    await push(page, V1);
    const drawn = await drawnAt(page, 1);
    expect(drawn).toEqual({
      t1: { x: 440, y: 240, props: ['opacity'] },
      c1: { x: 230, y: 465, props: ['opacity'] },
      g1: { x: 60, y: 550, props: ['opacity'] },
    });
    await idle(page);
    // The leaving gem only fades where it was; the score is at its new value at once.
    await push(page, V2);
    await drawnAt(page, 2);
    expect(await page.evaluate(() => document.getElementById('score')!.textContent)).toBe('100');
    const ghost = await page.evaluate(() => {
      const g = document.querySelector('#board span:not([data-piece])');
      const r = g?.getBoundingClientRect();
      return g ? { x: r!.left + r!.width / 2, y: r!.top + r!.height / 2, props: g.getAnimations().flatMap((a) => Object.keys((a.effect as KeyframeEffect).getKeyframes()[0]!).filter((k) => !['offset', 'easing', 'composite', 'computedOffset'].includes(k))) } : null;
    });
    expect(ghost === null || (ghost.x === 60 && ghost.y === 550 && ghost.props.join() === 'opacity')).toBe(true);
    await idle(page);
  });

  it('reads again, once a frame is drawn, what changed under the board between motions: the next step starts from there without reading', async () => {
    const page = await open(false);
    await push(page, V0);
    await idle(page);
    await push(page, t(1, 100));
    await idle(page);
    // A change under the board that is no view of its own (as a render for a view that waits can make):
    // the token put elsewhere by hand.
    await page.evaluate(() => document.querySelector('[data-piece=t1]')!.setAttribute('transform', 'translate(150,20)'));
    await page.evaluate(() => new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(res, 30)))));
    const s0 = await stats(page);
    await fx(page, (f) => f.hold(true));
    await push(page, t(2, 20));
    // The motion starts where the hand put the token (150 user units are 300 px).
    expect((await drawnAt(page, 2)).t1).toEqual({ x: 300, y: 40, props: ['translate'] });
    const s1 = await stats(page);
    // Its place was read after the frame, not at the step: the step took the kept places as they were.
    expect({ measured: s1.measured - s0.measured, reused: s1.reused - s0.reused, reread: s1.reread - s0.reread }).toEqual({ measured: 0, reused: 1, reread: 0 });
    await fx(page, (f) => f.release());
    await idle(page);
    expect(await now(page, 't1')).toEqual({ x: 40, y: 40, props: [] });
    // The board's new size: every piece is read again after the frame, none at the step.
    await page.evaluate(() => void (document.getElementById('board')!.style.width = '820px'));
    await page.evaluate(() => new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(res, 30)))));
    const s2 = await stats(page);
    await push(page, t(3, 60));
    expect((await drawnAt(page, 3)).t1).toEqual({ x: 40, y: 40, props: ['translate'] });
    const s3 = await stats(page);
    expect({ measured: s3.measured - s2.measured, reused: s3.reused - s2.reused, reread: s3.reread - s2.reread }).toEqual({ measured: 0, reused: 1, reread: 0 });
    await fx(page, (f) => f.release());
    await idle(page);
  });
});
