// How long the page works on one change from the room, its motion's start included (issue 28's
// delta-render-ms, bench/client.ts). Off, and free, unless the page was opened with
// `window.__timing = []` set before its script ran (the bench sets it); then each figure is pushed
// there and also left as a `performance.measure` (named `trollmoot:<kind>`) for the browser's tools:
//   patch  a patch received (store.ts) -> the page's re-render for it committed, layout effects run:
//          a board on the motion layer has measured its pieces and started their motion by then
//   step   a view that waited behind a motion (motion.ts): its turn came -> the board drawn from
//          it, the pieces measured before and after, its motion started
// A board not on the motion layer yet still gives `patch` figures (its re-render alone).

import { useLayoutEffect } from 'preact/hooks';

export interface Timed {
  kind: 'patch' | 'step';
  /** performance.now() when the work began, and how long it took (ms). */
  at: number;
  ms: number;
}

const log = (): Timed[] | undefined => (typeof window === 'undefined' ? undefined : (window as unknown as { __timing?: Timed[] }).__timing);

/** Whether anyone is timing this page (so that callers skip even reading the clock). */
export const timing = (): boolean => log() !== undefined;

/** The work of `kind` that began at `at` is done now. */
export function timed(kind: Timed['kind'], at: number): void {
  const l = log();
  if (!l) return;
  const now = performance.now();
  l.push({ kind, at, ms: now - at });
  performance.measure(`trollmoot:${kind}`, { start: at, end: now });
}

/**
 * The work of `kind` that began at `at` is done once the render it caused is committed. Preact
 * renders what a signal's change made dirty in one microtask queued at the change, layout effects
 * and the renders they cause included (preact's `process` loop), so a microtask queued after the
 * change runs once all of that is done.
 */
export function timedAfterRender(kind: Timed['kind'], at: number): void {
  if (log()) queueMicrotask(() => timed(kind, at));
}

/** A board's render times, read by the bench and tests as `window.__<game>Perf`. */
export interface BoardPerf {
  /** The first render (render start -> DOM committed), ms; -1 until drawn. */
  first: number;
  /** Each re-render for a new game version. */
  deltas: number[];
}

/**
 * Every board's timing for the bench, one mechanism: from `t0` (read at the top of the board's
 * render) to its DOM committed, for the first render and each new game version `gv`.
 */
export function useBoardTiming(game: string, t0: number, gv: number): void {
  useLayoutEffect(() => {
    const ms = performance.now() - t0;
    const w = window as unknown as Record<string, BoardPerf | undefined>;
    const perf = (w[`__${game}Perf`] ??= { first: -1, deltas: [] });
    if (perf.first < 0) {
      perf.first = ms;
      performance.mark(`${game}-first-render`);
    } else perf.deltas.push(ms);
  }, [gv]);
}
