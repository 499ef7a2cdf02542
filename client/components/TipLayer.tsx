// Tooltips for anything inside `root` that carries `data-tip`: shown on hover (mouse), on keyboard
// focus, and on a long press (touch), where a native `title` never shows. Elements that also carry
// `data-zoom` are drawn larger while a tip inside them shows (cards read at a glance).
// One listener set per board, so boards only write `data-tip="what it does"` on their pieces.
// A board that keeps the browser's own `title` tooltips for the mouse (and its own answer to a tap)
// passes `titles`: then keyboard focus also shows the focused element's own `title` (an attribute,
// or an SVG `<title>` child), while hover and a long press show only `data-tip` pieces (a choice
// whose meaning must reach a finger too). Either way the focused piece is described by the tip
// (`aria-describedby`) while it shows, and Escape or leaving it hides it. A tip follows its piece's
// words while it shows (a move may change what the focused piece says).
import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';

/** Hover delay (mouse) and long-press time (touch). */
const HOVER_MS = 250;
const PRESS_MS = 450;

interface Tip {
  text: string;
  x: number;
  y: number;
  below: boolean;
}

const tipOf = (t: EventTarget | null): HTMLElement | SVGElement | null => (t instanceof Element ? (t.closest('[data-tip]') as HTMLElement | SVGElement | null) : null);

/** A piece's own tip text: `data-tip`, else (with `titles`) its `title` attribute or SVG `<title>` child. */
function textOf(el: Element, titles: boolean): string | null {
  const tip = el.getAttribute('data-tip');
  if (tip || !titles) return tip;
  const title = el.getAttribute('title');
  if (title) return title;
  const child = el instanceof SVGElement ? [...el.children].find((c) => c.tagName.toLowerCase() === 'title') : undefined;
  return child?.textContent?.trim() || null;
}

/**
 * The focused element's tip source: the nearest `data-tip` around it; with `titles`, only its own
 * title (a `title` further out belongs to another piece, not to the control that has the focus).
 */
function sourceOf(t: EventTarget | null, titles: boolean): Element | null {
  if (!titles) return tipOf(t);
  return t instanceof Element && textOf(t, true) ? t : null;
}

let tipIds = 0;

export function TipLayer({ root, titles = false }: { root: RefObject<HTMLElement | null>; titles?: boolean }) {
  const [tip, setTip] = useState<Tip | null>(null);
  const shown = useRef<Element | null>(null);
  const id = useRef(`tip-${++tipIds}`).current;

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** How the tip shown came: a keyboard focus, a mouse hover or a long press (each ends its own way). */
    let via: 'focus' | 'hover' | 'press' | null = null;
    let pressed = false;
    let touching: Element | null = null;
    /** The focused element described by the tip, and what it was described by before. */
    let described: { el: Element; was: string | null } | null = null;
    const undescribe = () => {
      if (!described) return;
      if (described.was === null) described.el.removeAttribute('aria-describedby');
      else described.el.setAttribute('aria-describedby', described.was);
      described = null;
    };
    /** The words shown, to tell whether a change of the piece changed them. */
    let words = '';
    const place = (target: Element, text: string) => {
      words = text;
      const r = target.getBoundingClientRect();
      // Above the piece when there is room, else below; centred, kept inside the window.
      const below = r.top < 90;
      setTip({ text, x: Math.min(Math.max(r.left + r.width / 2, 130), innerWidth - 130), y: below ? r.bottom + 6 : r.top - 6, below });
    };
    // While a tip shows, the piece's words may change under it (a move changes what a piece says, the
    // focus staying on it): its tip follows them, and goes when the piece has none left.
    let watch: MutationObserver | null = null;
    // A piece taken away while its tip shows (a choice made, the bar's next step drawn) takes its tip
    // with it: else a long press's tip would stay over the next step until the next touch.
    let gone: MutationObserver | null = null;
    const unwatch = () => {
      watch?.disconnect();
      gone?.disconnect();
      watch = gone = null;
    };
    const reread = (target: Element) => {
      if (shown.current !== target) return;
      const text = textOf(target, titles);
      if (!text) hide();
      else if (text !== words) place(target, text);
    };
    const show = (target: Element, how: typeof via, focused?: Element) => {
      const text = textOf(target, titles);
      if (!text) return;
      shown.current?.closest('[data-zoom]')?.removeAttribute('data-zoomed');
      undescribe();
      unwatch();
      shown.current = target;
      via = how;
      if (focused) {
        described = { el: focused, was: focused.getAttribute('aria-describedby') };
        focused.setAttribute('aria-describedby', described.was ? `${described.was} ${id}` : id);
      }
      target.closest('[data-zoom]')?.setAttribute('data-zoomed', '');
      place(target, text);
      watch = new MutationObserver(() => reread(target));
      // An SVG piece's words are its `<title>` child's text: its children are watched too.
      watch.observe(target, { attributes: true, attributeFilter: ['data-tip', 'title', 'aria-label'], childList: titles, subtree: titles, characterData: titles });
      gone = new MutationObserver(() => {
        if (shown.current === target && !target.isConnected) hide();
      });
      gone.observe(el, { childList: true, subtree: true });
    };
    const hide = () => {
      clearTimeout(timer);
      unwatch();
      undescribe();
      shown.current?.closest('[data-zoom]')?.removeAttribute('data-zoomed');
      shown.current = null;
      via = null;
      setTip(null);
    };
    const over = (e: PointerEvent) => {
      if (e.pointerType === 'touch' || via === 'press') return;
      const t = tipOf(e.target);
      if (t === shown.current) return;
      clearTimeout(timer);
      if (!t) return via === 'hover' ? hide() : undefined;
      timer = setTimeout(() => show(t, 'hover'), HOVER_MS);
    };
    const leave = (e: PointerEvent) => {
      clearTimeout(timer);
      if (e.pointerType !== 'touch' && via === 'hover') hide();
    };
    // Keyboard focus only: a tap also focuses, and must not hide the tip its long press showed.
    const focus = (e: FocusEvent) => {
      const t = sourceOf(e.target, titles);
      if (t && e.target instanceof Element && e.target.matches(':focus-visible')) show(t, 'focus', e.target);
      else if (via === 'focus') hide();
    };
    const blur = () => {
      if (via === 'focus') hide();
    };
    const press = (t: Element) => {
      pressed = true;
      show(t, 'press');
    };
    const down = (e: PointerEvent) => {
      // A click acts on the piece: its hover tip has been read, and the piece may now change.
      if (e.pointerType !== 'touch') return via === 'hover' || via === null ? hide() : undefined;
      const t = tipOf(e.target);
      clearTimeout(timer);
      pressed = false;
      touching = t;
      if (via === 'press' && t !== shown.current) hide();
      if (t) timer = setTimeout(() => press(t), PRESS_MS);
    };
    const up = () => {
      clearTimeout(timer);
      touching = null;
    };
    // A long press shows the tip; the click that ends it must not also choose the piece.
    const click = (e: MouseEvent) => {
      if (!pressed) return;
      pressed = false;
      e.preventDefault();
      e.stopPropagation();
    };
    // The browser's own long-press signal (it may come before our timer): no menu, the tip instead.
    const menu = (e: Event) => {
      const t = tipOf(e.target);
      if (!t) return;
      e.preventDefault();
      if (touching === t) {
        clearTimeout(timer);
        press(t);
      }
    };
    // A scroll moves the piece away from its tip: drop the tip shown (a pending one still comes).
    const scrolled = () => {
      if (!shown.current || via === 'focus') return;
      unwatch();
      shown.current.closest('[data-zoom]')?.removeAttribute('data-zoomed');
      shown.current = null;
      via = null;
      setTip(null);
    };
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && shown.current) hide();
    };
    el.addEventListener('focusin', focus);
    el.addEventListener('focusout', blur);
    addEventListener('keydown', key);
    // With `titles`, a piece with only a `title` keeps the browser's tooltip for the mouse and the
    // board's own answer to a tap: the pointer listeners below find `data-tip` pieces only.
    el.addEventListener('pointerover', over);
    el.addEventListener('pointerleave', leave);
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
    el.addEventListener('click', click, true);
    el.addEventListener('contextmenu', menu);
    addEventListener('scroll', scrolled, { passive: true });
    return () => {
      clearTimeout(timer);
      unwatch();
      undescribe();
      el.removeEventListener('pointerover', over);
      el.removeEventListener('pointerleave', leave);
      el.removeEventListener('focusin', focus);
      el.removeEventListener('focusout', blur);
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
      el.removeEventListener('click', click, true);
      el.removeEventListener('contextmenu', menu);
      removeEventListener('keydown', key);
      removeEventListener('scroll', scrolled);
    };
  }, [root, titles]);

  if (!tip) return null;
  return (
    <div
      id={id}
      role="tooltip"
      data-testid="tip"
      class="pointer-events-none fixed z-50 max-w-64 rounded-lg bg-stone-900 px-2.5 py-1.5 text-sm leading-snug text-white shadow-lg"
      style={{ left: `${tip.x}px`, top: `${tip.y}px`, transform: `translate(-50%, ${tip.below ? '0' : '-100%'})`, whiteSpace: 'pre-line' }}
    >
      {tip.text}
    </div>
  );
}
