// After every step the board brings the next step's lit targets into view (issue 27): when none of
// them can be seen, the page scrolls to the first, clear of the decision bar (at the top of the board
// on a desktop, at the bottom of the screen on a phone). A board that pans and zooms its own view
// passes `reveal` to bring a target in its own way first.
import { useEffect } from 'preact/hooks';
import { decisionHeight } from '../components/DecisionBar';

/** The part of the window not covered by the decision bar: [top, bottom] in client pixels. */
export function clearArea(root: Element | Document = document): [number, number] {
  const bar = root.querySelector('[data-decision]') ?? document.querySelector('[data-decision]');
  const h = decisionHeight();
  if (h > 0) return [0, innerHeight - h];
  const r = bar?.getBoundingClientRect();
  // A sticky bar at the top covers what scrolls under it.
  return [r && r.top <= 1 ? r.bottom : 0, innerHeight];
}

/**
 * Is `e` (at least a corner of it) inside the clear part of the window? With `centre`, its centre
 * must be (a finger taps a target's middle: a sliver at the window's edge is not in reach).
 */
export function inClearView(e: Element, root?: Element | Document, centre = false): boolean {
  const [top, bottom] = clearArea(root);
  const r = e.getBoundingClientRect();
  if (centre) {
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    return r.width > 0 && y > top + 4 && y < bottom - 4 && x > 0 && x < innerWidth;
  }
  return r.width > 0 && r.bottom > top + 4 && r.top < bottom - 4 && r.right > 0 && r.left < innerWidth;
}

/** The lit targets of `root` that are drawn (not in a closed disclosure). */
export function litTargets(root: Element | Document): Element[] {
  return [...root.querySelectorAll<Element>('[data-target]')].filter((e) => e.getClientRects().length > 0 && !e.closest('details:not([open])'));
}

/**
 * Bring the first lit target of `root` into the clear view when none is seen (with `centre`: when
 * no target's centre is). `reveal` may move the board's own view (pan, zoom) and return true when it did.
 */
export function bringTargets(root: HTMLElement, reveal?: (e: Element) => boolean, centre = false): void {
  const lit = litTargets(root);
  if (lit.length === 0 || lit.some((e) => inClearView(e, root, centre))) return;
  if (reveal?.(lit[0]!) && lit.some((e) => inClearView(e, root, centre))) return;
  const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
  lit[0]!.scrollIntoView({ block: 'center', inline: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * Bring the targets in once the step is drawn, and once more after the tap that led here has settled
 * (a focus or a layout change can move the page after the first frame). `step` changes per step.
 */
export function useBringTargets(root: { current: HTMLElement | null }, step: unknown, on: boolean, reveal?: (e: Element) => boolean, centre = false): void {
  useEffect(() => {
    if (!on) return;
    const bring = () => root.current && bringTargets(root.current, reveal, centre);
    const id = requestAnimationFrame(bring);
    const again = setTimeout(bring, 400);
    return () => {
      cancelAnimationFrame(id);
      clearTimeout(again);
    };
  }, [step, on]);
}
