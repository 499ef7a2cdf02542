// The motion layer's own cost in Chromium, on its fixture board (test/browser/motion-fixture.ts),
// before any game's board uses it. Prints `name: value unit`:
//   motion-step-start-ms-p50/p95  from a new view pushed to its motions started: the board's render
//                                 of 150 pieces (120 SVG tokens, 30 HTML cards), the layer's measure
//                                 of every piece before and after, and its Web Animations started
//   motion-frames-over-20ms-pct   share of animation frames longer than 20 ms while those motions
//                                 play, every piece moving each step (the limit for a bot
//                                 turn's motion on a game's board: <= 5 %)
// A game board's figures (delta-render-ms with its motion, frames during a bot turn's motion) are
// bench/client.ts's.
import { launch } from '../test/browser/browser';
import { buildMotionFixture } from '../test/browser/motion-build';
import type { FixtureView } from '../test/browser/motion-fixture';

const STEPS = Number(process.env.MOTION_STEPS ?? 30);

/** Step `n`: every token and card moved somewhere else, some cards turned. */
function viewAt(n: number): FixtureView {
  return {
    n,
    tokens: Array.from({ length: 120 }, (_, i) => ({ id: `t${i}`, x: 10 + ((i * 37 + n * 53) % 380), y: 10 + ((i * 11 + n * 29) % 180) })),
    cards: Array.from({ length: 30 }, (_, i) => ({ id: `c${i}`, slot: (i + n) % 8, face: (i + n) % 3 === 0 ? 'back' : `K${i}` })),
    gems: [],
  };
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

async function main() {
  const bundle = await buildMotionFixture();
  const browser = await launch();
  try {
    const ctx = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const page = await ctx.newPage();
    await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
    await page.addScriptTag({ content: bundle });
    // tsx names the inner functions of what is evaluated in the page with a helper of its own.
    await page.addScriptTag({ content: 'window.__name = (f) => f;' });
    const views = Array.from({ length: STEPS + 1 }, (_, n) => viewAt(n));
    const out = await page.evaluate(async (vs) => {
      const f = (window as unknown as { motionFixture: { push(v: unknown): void; idle(): Promise<void>; lean(on: boolean): void; drawn: { n: number; at: number }[] } }).motionFixture;
      f.lean(true);
      f.push(vs[0]);
      await f.idle();
      const starts: number[] = [];
      const frames: number[] = [];
      let last = 0;
      let on = true;
      const tick = (t: number) => {
        if (last) frames.push(t - last);
        last = t;
        if (on) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      for (let i = 1; i < vs.length; i++) {
        const t0 = performance.now();
        f.push(vs[i]);
        await new Promise<void>((res) => {
          const wait = () => (f.drawn.some((d) => d.n === i) ? res() : setTimeout(wait, 0));
          wait();
        });
        starts.push(f.drawn.find((d) => d.n === i)!.at - t0);
        await f.idle();
      }
      on = false;
      return { starts, frames };
    }, views);
    console.log(`motion-step-start-ms-p50: ${quantile(out.starts, 0.5).toFixed(1)} ms`);
    console.log(`motion-step-start-ms-p95: ${quantile(out.starts, 0.95).toFixed(1)} ms`);
    console.log(`motion-frames-over-20ms-pct: ${((100 * out.frames.filter((d) => d > 20).length) / out.frames.length).toFixed(1)} %`);
    console.error(`bench/motion.ts: ${out.starts.length} steps, ${out.frames.length} frames, longest frame ${Math.max(...out.frames).toFixed(0)} ms`);
  } finally {
    await browser.close();
  }
}

await main();
