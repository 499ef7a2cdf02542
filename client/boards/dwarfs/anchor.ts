// The grid's view stays on the same cards while the table changes under it. A card played on the
// grid's left or top edge moves every card right or down in the drawing, and a wider grid draws
// every card smaller: under a fixed scroll position the cards the viewer was looking at would slide
// away. So the point of the table at the panel's centre (in whole cards from the table's corner) is
// kept, and put back at the centre after a render that changed the drawn frame, and whenever the
// panel moved by itself (Chromium may drop the scroll position to 0 as a card's pieces change). A
// scroll that follows the viewer's input (a finger, the wheel, a scrollbar, a key, a focus) is
// theirs: the view then stays where they put it, and while a finger is on the grid nothing is put back.
import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { U } from './Grid';

/**
 * A point of the table (the drawing's units, counted from the table's corner, not the frame's): the
 * same card keeps the same point when a card played on an edge moves the drawn frame.
 */
export function tableAt(svg: SVGSVGElement, client: DOMPoint): DOMPoint | null {
  const ctm = svg.getScreenCTM();
  if (!ctm) return null;
  const [x0 = 0, y0 = 0] = (svg.getAttribute('data-frame') ?? '').split(' ').map(Number);
  const p = client.matrixTransform(ctm.inverse());
  return new DOMPoint(p.x + x0 * U, p.y + y0 * U);
}

/** Where a point of the table (see `tableAt`) is on the screen now. */
export function screenAt(svg: SVGSVGElement, table: DOMPoint): DOMPoint | null {
  const ctm = svg.getScreenCTM();
  if (!ctm) return null;
  const [x0 = 0, y0 = 0] = (svg.getAttribute('data-frame') ?? '').split(' ').map(Number);
  return new DOMPoint(table.x - x0 * U, table.y - y0 * U).matrixTransform(ctm);
}

/** A scroll this soon after the viewer's own input (or the last scroll that was theirs) is theirs too (a flick goes on by itself). */
const INPUT_MS = 400;

/**
 * Anchor the view of the panel `scroller` (its first child holds the grid's `<svg data-frame>`).
 * `fit`: the grid fits the panel (zoom 1), which does not scroll then: nothing is put back (zooming
 * in keeps its own point, gestures.ts), and a new frame costs no read. Read after the motion layer
 * had started a step's animations, that point laid the page out a second time in the step whenever
 * a card laid on an edge widened the frame (issue 28, diagnostics/replay-page.ts REPLAY_STACK=1).
 */
export function useViewAnchor(scroller: RefObject<HTMLDivElement | null>, fit = false) {
  const anchor = useRef<{ x: number; y: number } | null>(null);
  /** The drawn frame and the scroll position last seen (by a scroll event, or after our own scroll). */
  const seen = useRef({ frame: '', left: 0, top: 0 });
  const fingers = useRef(0);
  const lastInput = useRef(-Infinity);

  /** The drawing's screen matrix, the frame's corner on the table and the panel's centre on the screen. */
  const at = () => {
    const el = scroller.current;
    const svg = el?.querySelector('svg');
    const ctm = svg?.getScreenCTM();
    if (!el || !svg || !ctm) return null;
    const r = el.getBoundingClientRect();
    const [x0 = 0, y0 = 0] = (svg.getAttribute('data-frame') ?? '').split(' ').map(Number);
    return { el, ctm, x0, y0, mid: new DOMPoint(r.left + el.clientLeft + el.clientWidth / 2, r.top + el.clientTop + el.clientHeight / 2) };
  };
  const see = (el: HTMLElement) => {
    seen.current.left = el.scrollLeft;
    seen.current.top = el.scrollTop;
  };
  /** The view is where the viewer (or the zoom) put it: remember the table's point at its centre. */
  const keepAnchor = () => {
    const a = at();
    if (!a) return;
    see(a.el);
    const p = a.mid.matrixTransform(a.ctm.inverse());
    anchor.current = { x: p.x / U + a.x0, y: p.y / U + a.y0 };
  };
  /**
   * Scroll so that the remembered point is at the panel's centre again, as far as the panel scrolls
   * (where it cannot, the point stays remembered, for when it can again).
   */
  const putBack = () => {
    const a = at();
    const k = anchor.current;
    if (!a || !k) return;
    const there = new DOMPoint((k.x - a.x0) * U, (k.y - a.y0) * U).matrixTransform(a.ctm);
    if (Math.abs(there.x - a.mid.x) >= 1) a.el.scrollLeft += there.x - a.mid.x;
    if (Math.abs(there.y - a.mid.y) >= 1) a.el.scrollTop += there.y - a.mid.y;
    see(a.el);
  };
  const theirs = () => fingers.current > 0 || performance.now() - lastInput.current < INPUT_MS;

  // After every render. A new frame is read without a layout (most renders, a meeple moved or a turn
  // passed, keep it) and answered at once, before anything sees the moved cards. Otherwise the scroll
  // position is checked once the render is committed (a microtask: after the board's own timing,
  // before the next frame's scroll events), which costs only the layout the frame needs anyway.
  useLayoutEffect(() => {
    const el = scroller.current;
    const svg = el?.querySelector('svg');
    if (!el || !svg) return;
    const frame = `${svg.getAttribute('data-frame')} ${svg.getAttribute('viewBox')}`;
    const s = seen.current;
    if (frame === s.frame) {
      if (fit) return;
      queueMicrotask(() => {
        if (fingers.current === 0 && (el.scrollLeft !== s.left || el.scrollTop !== s.top) && !theirs()) putBack();
      });
      return;
    }
    const first = !s.frame;
    s.frame = frame;
    if (first) {
      // The first drawing is centred (it fits the width; zoomed by the viewer, its middle shows first).
      el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
      el.scrollTop = (el.scrollHeight - el.clientHeight) / 2;
      keepAnchor();
    } else if (fit) return;
    else if (fingers.current > 0) keepAnchor();
    else putBack();
  });

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const input = () => (lastInput.current = performance.now());
    const touch = (e: TouchEvent) => {
      fingers.current = e.touches.length;
      input();
    };
    // A scroll that follows the viewer's input is theirs: the view stays where they put it. Any other
    // (not the one we made last) is the browser's own: the view goes back to the same cards.
    const scrolled = () => {
      if (el.scrollLeft === seen.current.left && el.scrollTop === seen.current.top) return;
      if (!theirs()) return putBack();
      input();
      keepAnchor();
    };
    const touches = ['touchstart', 'touchmove', 'touchend', 'touchcancel'] as const;
    el.addEventListener('scroll', scrolled, { passive: true });
    el.addEventListener('wheel', input, { passive: true });
    el.addEventListener('pointerdown', input);
    el.addEventListener('focusin', input);
    for (const t of touches) el.addEventListener(t, touch, { passive: true });
    window.addEventListener('keydown', input);
    return () => {
      el.removeEventListener('scroll', scrolled);
      el.removeEventListener('wheel', input);
      el.removeEventListener('pointerdown', input);
      el.removeEventListener('focusin', input);
      for (const t of touches) el.removeEventListener(t, touch);
      window.removeEventListener('keydown', input);
    };
  }, []);

  return { keepAnchor };
}
