// One motion layer for every board (issue 28). A board gives its pieces stable ids (`data-piece`,
// see flip.ts) and draws the view `useMotion` hands it: views are shown one after another, each
// change played as a motion of 150-300 ms (a piece travels, a card turns, a new piece flies in),
// for players, spectators and replays alike. A view that arrives while a motion plays waits its
// turn; a backlog (a tab back from the background, a replay jumping far, a burst of moves) jumps
// to the newest view at once instead of replaying it. With prefers-reduced-motion only a short
// fade. `motionPlaying` says whether any board is moving; `motionIdle()` waits until none is.
//
//   const root = useRef<HTMLDivElement>(null);
//   const shown = useMotion(root, view);          // draw `shown`, not `view`
//   <div ref={root}>{shown.trolls.map((t) =>
//     <g data-piece={`troll-${t.id}`} data-from={t.fresh ? 'supply' : undefined} transform={...} />)}
//   <div data-source="supply" />  ·  data-face={card.up ? card.id : 'back'}  ·  data-to="bank"
//   const score = useTick(shown.score[seat]);
import { signal } from '@preact/signals';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { dirtyOf, ended, ghosts, measure, play, readStats, type Dirty, type Snapshot } from './flip';
import { timed, timing } from './timing';

/** More views than this waiting behind a motion: jump to the newest (a backlog, not a story). */
export const BACKLOG = 4;

/** How the next view is shown: `first` (nothing before it), `move` (animated), `jump` (at once). */
export type Showing = 'first' | 'move' | 'jump';

/**
 * The order views are shown in, without the DOM: `push` each view as it arrives; `show` is called
 * with the view to draw next; `done` when its motion has played. Views wait their turn behind a
 * motion; past `BACKLOG` waiting, or while the page is hidden, the newest is shown at once.
 */
export class Steps<V> {
  shown: V;
  how: Showing = 'first';
  private waiting: V[] = [];
  private last: V;
  playing = false;

  constructor(
    first: V,
    private readonly show: (view: V, how: Showing) => void,
    private readonly hidden: () => boolean = () => false,
  ) {
    this.shown = first;
    this.last = first;
  }

  /** Views left to show after the one on the board. */
  get behind(): number {
    return this.waiting.length;
  }

  /** A view arrived (the same view again is nothing new). */
  push(view: V): void {
    if (view === this.last) return;
    this.last = view;
    if (this.hidden() || this.waiting.length >= BACKLOG) return this.jump();
    this.waiting.push(view);
    if (!this.playing) this.next();
  }

  /** The motion of the view on the board has played: the next view, if one waits. */
  done(): void {
    this.playing = false;
    if (this.waiting.length > 0) this.next();
  }

  /** Straight to the newest view, nothing played (what waited is dropped). */
  jump(): void {
    this.waiting = [];
    if (this.shown === this.last) return;
    this.playing = false;
    this.set(this.last, 'jump');
  }

  private next(): void {
    this.playing = true;
    this.set(this.waiting.shift()!, 'move');
  }

  private set(view: V, how: Showing): void {
    this.shown = view;
    this.how = how;
    this.show(view, how);
  }
}

/** Boards whose motion is playing or whose views wait; true while any does. */
const busy = new Set<object>();
export const motionPlaying = signal(false);
const idle: (() => void)[] = [];

function setBusy(who: object, on: boolean): void {
  if (on) busy.add(who);
  else busy.delete(who);
  motionPlaying.value = busy.size > 0;
  if (busy.size === 0) for (const f of idle.splice(0)) f();
}

/** Resolves when no board is moving and no view waits (at once if none is). */
export function motionIdle(): Promise<void> {
  if (busy.size === 0) return Promise.resolve();
  return new Promise((res) => idle.push(res));
}

// For browser tests of the boards: `await page.evaluate(() => window.__motion.idle())` before
// reading where pieces ended.
if (typeof window !== 'undefined') (window as unknown as { __motion: unknown }).__motion = { idle: motionIdle, playing: () => motionPlaying.value, stats: () => ({ ...motionStats, ...readStats }) };

// One query, read when asked (it follows a change of the setting): a new matchMedia at every call
// cost ~0.1 ms a change where scores tick (issue 28).
const reduceQuery = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
export const reducedMotion = (): boolean => reduceQuery?.matches ?? false;
const pageHidden = (): boolean => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * The view a board draws now, given the newest `view`: the pieces under `root` then move from the
 * view before to this one. `view` is compared by identity (each view from the room is a new object).
 */
export function useMotion<V>(root: { readonly current: Element | null }, view: V): V {
  const [, redraw] = useState(0);
  const me = useRef<{ steps: Steps<V>; before: Snapshot; anims: Animation[]; rendering: boolean; t0: number; kept: Kept } | null>(null);
  if (me.current === null) {
    const state = { before: new Map() as Snapshot, anims: [] as Animation[], rendering: false, t0: -1, steps: null as unknown as Steps<V>, kept: new Kept() };
    state.steps = new Steps<V>(
      view,
      (_view, how) => {
        if (how === 'jump') {
          // Straight to now: a motion under way ends where its view put things; nothing waits.
          const playing = state.anims;
          state.anims = [];
          for (const a of playing) a.cancel();
          setBusy(state, false);
        }
        // For the bench (lib/timing.ts): a view whose turn came after a motion, timed from here to
        // its motion started; one drawn in the render its patch caused is timed with that patch.
        state.t0 = !state.rendering && how === 'move' && timing() ? performance.now() : -1;
        // Where the pieces are, just before the next view is drawn (the board still shows the one
        // before it): where the last motion put them, if nothing under the root changed since;
        // else measured now (which lays the page out, often once more in a render).
        state.before = (root.current && state.kept.take(root.current)) ?? (root.current ? measure(root.current) : new Map());
        // Pushed while this board renders: the render under way draws it.
        if (!state.rendering) redraw((n) => n + 1);
      },
      pageHidden,
    );
    me.current = state;
  }
  const m = me.current;
  m.rendering = true;
  m.steps.push(view);
  m.rendering = false;

  useLayoutEffect(() => {
    const el = root.current;
    const how = m.steps.how;
    if (!el || how !== 'move') return;
    setBusy(m, true);
    const after: Snapshot = new Map();
    m.anims = play(el, m.before, reducedMotion(), after, m.kept.changes(el));
    m.kept.keep(el, after);
    if (m.t0 >= 0) timed('step', m.t0);
    m.t0 = -1;
    const mine = m.anims;
    m.kept.moving = mine.length > 0;
    void ended(mine).then(() => {
      if (m.anims !== mine) return;
      m.kept.moving = false;
      m.kept.later();
      m.anims = [];
      m.steps.done();
      if (!m.steps.playing) setBusy(m, false);
    });
  }, [m.steps.shown]);

  useEffect(() => {
    // Back from the background: whatever waited is old news; show now.
    const seen = () => {
      if (document.visibilityState !== 'hidden') return;
      m.steps.jump();
      setBusy(m, false);
    };
    document.addEventListener('visibilitychange', seen);
    return () => {
      document.removeEventListener('visibilitychange', seen);
      for (const a of m.anims) a.cancel();
      m.kept.drop();
      setBusy(m, false);
    };
  }, []);
  return m.steps.shown;
}

/**
 * How often a step's pieces were measured, how often the last motion's ends were used instead,
 * and how often some of those had to be read again at the step itself (a change not yet read).
 */
export const motionStats = { measured: 0, reused: 0, reread: 0 };

/**
 * Where the last motion put every piece (read by `play` just before it started), kept for the
 * next step. A mutation under the board's root (a render for a view that waits, a score ticking, a
 * tooltip) is noted, and the pieces it may have moved are read again once the motion has ended and
 * the page has drawn its frame, when the layout is clean and reading costs no layout: the next
 * step then starts from places already read instead of laying the page out before its render
 * (issue 28: a third of FotMK's steps measured every piece first). A new size of the root or a
 * scroll inside it has every piece read again the same way (or at the step, if it comes first).
 * The copies of leaving pieces, which come and go on their own, are not a change.
 */
class Kept {
  private spots: Snapshot | null = null;
  private root: Element | null = null;
  private watch: MutationObserver | null = null;
  private size: ResizeObserver | null = null;
  /** Changes seen since the spots were read (not yet read again). */
  private pending: MutationRecord[] = [];
  /** A read after the next frame is asked for. */
  private waiting = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The root changed size or scrolled since: every piece is read again (after the frame, or at the step). */
  private full = false;
  /** The board's motion is playing: its pieces are where the animations have them, not at rest. */
  moving = false;
  private readonly stale = (): void => {
    this.full = true;
    this.pending = [];
    this.later();
  };

  keep(root: Element, spots: Snapshot): void {
    if (typeof MutationObserver === 'undefined' || typeof ResizeObserver === 'undefined') return;
    if (this.root !== root) {
      this.drop();
      this.root = root;
      this.watch = new MutationObserver((records) => {
        const moved = records.filter(changes);
        if (moved.length === 0 || !this.spots || this.full) return;
        this.pending.push(...moved);
        this.later();
      });
      this.watch.observe(root, { subtree: true, childList: true, attributes: true, characterData: true, characterDataOldValue: true, attributeOldValue: true });
      // The first call reports the size it starts with: nothing changed then.
      let first = true;
      this.size = new ResizeObserver(() => {
        if (!first) this.stale();
        first = false;
      });
      this.size.observe(root);
      root.addEventListener('scroll', this.stale, { capture: true, passive: true });
    }
    // What `play` wrote itself (its copies, its animations' starts) is not a change.
    this.watch!.takeRecords();
    this.pending = [];
    this.full = false;
    this.spots = spots;
  }

  /** Read what changed again after the next frame (its layout done), unless a motion plays then. */
  later(): void {
    if (this.waiting || (this.pending.length === 0 && !this.full) || typeof requestAnimationFrame !== 'function') return;
    this.waiting = true;
    requestAnimationFrame(() => {
      this.timer = setTimeout(() => {
        this.waiting = false;
        this.refresh();
      }, 0);
    });
  }

  private refresh(): void {
    const root = this.root;
    if (this.moving || !root || !this.spots || !root.isConnected) return;
    const changed = [...this.pending, ...this.watch!.takeRecords().filter(changes)];
    this.pending = [];
    if (this.full) this.spots = measure(root);
    else if (changed.length > 0) this.spots = measure(root, this.spots, dirtyOf(changed));
    this.full = false;
  }

  /**
   * The kept places (each is used once), the pieces something changed since read again; null if
   * none are kept (measure them all).
   */
  take(root: Element): Snapshot | null {
    const changed = this.watch ? [...this.pending, ...this.watch.takeRecords().filter(changes)] : [];
    this.pending = [];
    let spots = this.root === root && !this.full ? this.spots : null;
    this.spots = null;
    this.full = false;
    if (spots && changed.length > 0) spots = measure(root, spots, dirtyOf(changed));
    if (spots) motionStats.reused++;
    else motionStats.measured++;
    if (spots && changed.length > 0) motionStats.reread++;
    return spots;
  }

  /** Every change under `root` since the last `take` (a render's), if it is the root watched. */
  changes(root: Element): Dirty | undefined {
    return this.watch && this.root === root ? dirtyOf(this.watch.takeRecords().filter(changes)) : undefined;
  }

  drop(): void {
    this.watch?.disconnect();
    this.size?.disconnect();
    clearTimeout(this.timer);
    this.waiting = false;
    this.root?.removeEventListener('scroll', this.stale, { capture: true });
    this.spots = this.root = this.watch = this.size = null;
    this.pending = [];
  }
}

/** A mutation that may have moved a piece: anything but a leaving piece's copy coming or going. */
function changes(r: MutationRecord): boolean {
  if (r.type === 'characterData') return r.oldValue !== (r.target as CharacterData).data;
  if (r.type === 'attributes') return !ghosts.has(r.target) && r.oldValue !== (r.target as Element).getAttribute(r.attributeName!);
  for (const n of r.addedNodes) if (!ghosts.has(n)) return true;
  for (const n of r.removedNodes) if (!ghosts.has(n)) return true;
  return false;
}

/** A number that counts to its new value (a score ticking) over `ms`; at once with reduced motion. */
export function useTick(value: number, ms = 300): number {
  const [shown, setShown] = useState(value);
  const from = useRef(value);
  useEffect(() => {
    const start = from.current;
    if (start === value || reducedMotion() || typeof requestAnimationFrame !== 'function') {
      from.current = value;
      setShown(value);
      return;
    }
    const t0 = performance.now();
    let frame = 0;
    const step = (t: number) => {
      const k = Math.min(1, (t - t0) / ms);
      const now = Math.round(start + (value - start) * k);
      from.current = now;
      setShown(now);
      if (k < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value]);
  // With reduced motion the new value shows in this very render: set by the effect it came a render
  // later, after the view was drawn (motion.test saw the old score there, on a loaded CI).
  return reducedMotion() ? value : shown;
}
