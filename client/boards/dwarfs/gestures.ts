// Gestures on the Dwar7s Fall table: the grid's zoom (pinch with two fingers around their midpoint,
// one-finger pan by the panel's own scrolling, buttons and keys) and dragging a kingdom card from the
// hand onto the grid (mouse, pen or finger). Both listen on the window or the panel and read the
// board's latest render through refs, so a listener set up once never acts on an old view.
import { useEffect, useRef, useState } from 'preact/hooks';
import { playFor, type Move, type View } from './model';
import { screenAt, tableAt, useViewAnchor } from './anchor';
import { clearArea } from '../../lib/bring';

/** The grid's zoom, 1 = the whole grid fits its panel; buttons and keys step by ZOOM_STEP. */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 1.5;
const clampZoom = (z: number): number => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(z * 100) / 100));
/** A card dragged from the hand: where the pointer is, and the card under it. */
export interface Drag {
  card: number;
  id: number;
  x: number;
  y: number;
  moved: boolean;
}

/** What a drop needs from the board's latest render. */
export interface DragTarget {
  go(m: Move): void;
  legal: Move[];
  pend: View['pending'];
  onCell(c: number, now?: boolean): void;
  busy: boolean;
}

/** The grid's zoom and its scrolling panel (put `scroller` on the panel, its first child is sized). */
export function useGridZoom() {
  // The grid first fits its panel's width, on a phone too (its cards then show their summary, see
  // Grid's `readable`), and the zoom changes only when the viewer zooms: a phone's grid once doubled
  // by itself as it grew past five cards (issue 27). It pans with one finger (the panel scrolls,
  // never the page) and zooms with two (pinch), or with the buttons and keys.
  const [zoom, setZoomNow] = useState(1);
  const scroller = useRef<HTMLDivElement>(null);
  // The first drawing is centred; then the view stays on the same cards as the grid grows (anchor.ts).
  const { keepAnchor } = useViewAnchor(scroller, zoom === 1);
  // Zooming keeps the point of the grid under (cx, cy) of the panel (its centre for buttons and keys)
  // where it is: the new width is set on the spot, so the scroll can follow in the same frame.
  const apply = (z: number, cx?: number, cy?: number, keepUnder?: DOMPoint | null) => {
    const el = scroller.current;
    const inner = el?.firstElementChild as HTMLElement | null | undefined;
    const next = clampZoom(z);
    if (el && inner) {
      const box = el.getBoundingClientRect();
      const x = box.left + (cx ?? el.clientWidth / 2);
      const y = box.top + (cy ?? el.clientHeight / 2);
      // The table's point under that point (the fit size letterboxes the drawing, so a fraction of
      // the box would not name the same card once zoomed; and a card played on an edge before the
      // next frame moves the drawing, not the table).
      const svg = inner.querySelector('svg');
      const at = keepUnder ?? (svg ? tableAt(svg, new DOMPoint(x, y)) : null);
      inner.style.width = `${next * 100}%`;
      if (svg) svg.style.maxHeight = next === 1 ? '76vh' : '';
      const keep = () => {
        const now = svg && at ? screenAt(svg, at) : null;
        if (now) {
          el.scrollLeft += now.x - x;
          el.scrollTop += now.y - y;
        }
      };
      keep();
      keepAnchor();
      // Once more after the frame's layout: the browser's scroll anchoring may have moved the page.
      requestAnimationFrame(() => {
        keep();
        keepAnchor();
      });
    }
    setZoomNow(next);
  };
  const zoomAt = apply;
  // Pinch: two fingers on the grid zoom around their midpoint and pan as it moves. Touch events (not
  // pointer events): the panel's own one-finger scrolling would cancel the pointers.
  const pinch = useRef<{ d: number; z: number; at: DOMPoint | null } | null>(null);
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const two = (e: TouchEvent) => {
      const a = e.touches[0]!;
      const b = e.touches[1]!;
      const r = el.getBoundingClientRect();
      return { d: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY), mx: (a.clientX + b.clientX) / 2 - r.left, my: (a.clientY + b.clientY) / 2 - r.top };
    };
    // While two fingers pinch, the page does not anchor its scroll on what lies below the growing
    // grid (that would slide the grid from under the fingers); restored when they lift.
    const root = document.documentElement.style;
    let anchorWas: string | null = null;
    const start = (e: TouchEvent) => {
      if (e.touches.length !== 2) return;
      const t = two(e);
      // The grid's point between the fingers stays between them (as far as the panel can scroll).
      const svg = el.querySelector('svg');
      const r = el.getBoundingClientRect();
      pinch.current = { d: Math.max(1, t.d), z: zoomRef.current, at: svg ? tableAt(svg, new DOMPoint(r.left + t.mx, r.top + t.my)) : null };
      anchorWas ??= root.overflowAnchor;
      root.overflowAnchor = 'none';
    };
    const move = (e: TouchEvent) => {
      const p = pinch.current;
      if (!p || e.touches.length !== 2) return;
      e.preventDefault();
      const t = two(e);
      // Zoom by the fingers' spread and pan with their midpoint: the point first between them stays there.
      zoomAt((p.z * t.d) / p.d, t.mx, t.my, p.at);
    };
    const end = (e: TouchEvent) => {
      if (e.touches.length >= 2) return;
      pinch.current = null;
      if (anchorWas !== null) root.overflowAnchor = anchorWas;
      anchorWas = null;
    };
    el.addEventListener('touchstart', start, { passive: true });
    el.addEventListener('touchmove', move, { passive: false });
    el.addEventListener('touchend', end);
    el.addEventListener('touchcancel', end);
    return () => {
      if (anchorWas !== null) root.overflowAnchor = anchorWas;
      el.removeEventListener('touchstart', start);
      el.removeEventListener('touchmove', move);
      el.removeEventListener('touchend', end);
      el.removeEventListener('touchcancel', end);
    };
  }, []);
  /**
   * Bring a lit spot of the grid into view after a step (lib/bring.ts `reveal`): the panel pans to
   * put it at its centre (the view anchor then keeps it there), and the page scrolls it into the part
   * of the window the decision bar leaves clear. The zoom stays the viewer's.
   */
  const reveal = (el: Element): boolean => {
    const sc = scroller.current;
    if (!sc || !sc.contains(el)) return false;
    const r = el.getBoundingClientRect();
    const b = sc.getBoundingClientRect();
    sc.scrollLeft += r.left + r.width / 2 - (b.left + sc.clientLeft + sc.clientWidth / 2);
    sc.scrollTop += r.top + r.height / 2 - (b.top + sc.clientTop + sc.clientHeight / 2);
    keepAnchor();
    const [top, bottom] = clearArea();
    const t = el.getBoundingClientRect();
    if (t.top < top + 4 || t.bottom > bottom - 4) window.scrollBy({ top: t.top + t.height / 2 - (top + bottom) / 2, behavior: 'auto' });
    return true;
  };
  return { zoom, scroller, zoomAt, zoomRef, reveal };
}

/**
 * Dragging a hand card onto the grid: the card is picked (its play move) once the pointer has
 * travelled a little; the board shows the card with its walls on the lit spot under the pointer
 * (`setHover`), R turns it meanwhile; letting go on a lit spot puts it there, anywhere else leaves it
 * picked, to finish with a click as before. The board sets `latest` on every render.
 */
export function useCardDrag(setHover: (c: number) => void) {
  const drag = useRef<Drag | null>(null);
  const [dragAt, setDragAt] = useState<Drag | null>(null);
  const justDragged = useRef(false);
  const dropLater = useRef(-1);
  const latest = useRef<DragTarget>({ go: () => {}, legal: [], pend: null, onCell: () => {}, busy: false });
  const cellUnder = (x: number, y: number): number => {
    const g = document.elementFromPoint(x, y)?.closest('[data-testid=dwarfs-grid] [data-cell]');
    return g ? Number(g.getAttribute('data-cell')) : -1;
  };
  const endDrag = (e: PointerEvent | null) => {
    const d = drag.current;
    drag.current = null;
    setDragAt(null);
    if (!d?.moved || !e) return;
    // The click that follows this pointerup must not pick the card a second time.
    justDragged.current = true;
    queueMicrotask(() => requestAnimationFrame(() => (justDragged.current = false)));
    const c = cellUnder(e.clientX, e.clientY);
    if (c < 0) return;
    if (latest.current.pend?.k === 'put') latest.current.onCell(c, true);
    else dropLater.current = c; // Dropped before the server said the card is picked: put it there when it does.
  };
  const startDrag = (card: number, e: PointerEvent) => {
    if (!e.isPrimary || e.button !== 0 || latest.current.busy) return;
    drag.current = { card, id: e.pointerId, x: e.clientX, y: e.clientY, moved: false };
  };
  useEffect(() => {
    const move = (e: PointerEvent) => {
      const d = drag.current;
      if (!d || e.pointerId !== d.id) return;
      if (!d.moved) {
        if (Math.hypot(e.clientX - d.x, e.clientY - d.y) < 8) return;
        d.moved = true;
        const { pend: pd, legal: lg, go: send1 } = latest.current;
        if (!(pd?.k === 'put' && pd.card === d.card)) {
          const m = playFor(lg, d.card);
          if (m) send1(m);
        }
      }
      d.x = e.clientX;
      d.y = e.clientY;
      setDragAt({ ...d });
      const c = cellUnder(e.clientX, e.clientY);
      if (c >= 0) setHover(c);
      // Near the window's top or bottom edge the page scrolls, so the hand and the grid need not both fit.
      if (!edgeLoop && edge(d.y) !== 0) edgeLoop = requestAnimationFrame(scrollEdge);
    };
    const edge = (y: number): number => (y < 48 ? -1 : y > window.innerHeight - 48 ? 1 : 0);
    let edgeLoop = 0;
    const scrollEdge = () => {
      const d = drag.current;
      const dir = d?.moved ? edge(d.y) : 0;
      if (!d || dir === 0) {
        edgeLoop = 0;
        return;
      }
      window.scrollBy(0, dir * 14);
      const c = cellUnder(d.x, d.y);
      if (c >= 0) setHover(c);
      edgeLoop = requestAnimationFrame(scrollEdge);
    };
    const up = (e: PointerEvent) => {
      if (drag.current && e.pointerId === drag.current.id) endDrag(e.type === 'pointercancel' ? null : e);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
    return () => {
      cancelAnimationFrame(edgeLoop);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
    };
  }, []);
  return { dragAt, startDrag, endDrag, justDragged, dropLater, latest };
}
