// The board's motion, in the DOM (issue 28): pieces are elements with a stable `data-piece` id, on
// HTML or SVG alike. Before a new view is drawn the board's pieces are measured (`measure`); once
// it is drawn, `play` moves each piece that changed place from where it was to where it is now
// (FLIP: the element is drawn at its new place and starts translated back to the old one), fades a
// new piece in (flying from `data-from`, the id of a piece or of a `data-source` spot, when the
// board names one), flies a piece that left to `data-to` (a copy of it, drawn where it was, goes
// there and fades: resources paid to the bank, a card to the discard), and flips a card whose
// `data-face` changed. The Web Animations API animates the
// `translate` and `scale` properties, which compose with an SVG element's own `transform`
// attribute instead of replacing it. No imports: plain DOM, so it is tested in a page as it is.

/** A piece as measured: its box relative to the board's root, and the face it showed. */
export interface Spot {
  x: number;
  y: number;
  w: number;
  h: number;
  face: string | null;
  /**
   * A piece that names where it goes when it leaves (`data-to`): the element itself and where it
   * sat. It is copied only if it does leave (copying every such piece at every step cost more than
   * the few that leave).
   */
  leave?: { to: string; el: Element; parent: Node };
}
export type Snapshot = Map<string, Spot>;

/** The shortest and longest motion (ms): the issue's 150-400 ms, kept under the bots' step wait (party/pace.ts). */
export const MOTION_MIN_MS = 150;
export const MOTION_MAX_MS = 300;
/** A card's flip and a fade (also the only motion with reduced motion). */
export const FLIP_MS = 260;
export const FADE_MS = 150;

const EASE = 'cubic-bezier(0.2, 0.7, 0.3, 1)';

function spotOf(el: Element, origin: DOMRect): Spot {
  const r = el.getBoundingClientRect();
  return { x: r.left - origin.left, y: r.top - origin.top, w: r.width, h: r.height, face: el.getAttribute('data-face') };
}

/** Where every piece under `root` is now. */
export function measure(root: Element): Snapshot {
  const origin = root.getBoundingClientRect();
  const out: Snapshot = new Map();
  for (const el of root.querySelectorAll('[data-piece]')) {
    out.set(el.getAttribute('data-piece')!, withLeave(el, spotOf(el, origin)));
  }
  return out;
}

function withLeave(el: Element, spot: Spot): Spot {
  const to = el.getAttribute('data-to');
  if (to && el.parentNode) spot.leave = { to, el, parent: el.parentNode };
  return spot;
}

/** Copies that fly away and fade (leaving pieces): the motion layer leaves them out of its watch of the board. */
export const ghosts = new WeakSet<Node>();

/** A copy of a leaving piece, taken when it leaves: no id, hidden from assistive technology. */
function ghostOf(spot: Spot): Element {
  const ghost = spot.leave!.el.cloneNode(true) as Element;
  ghost.removeAttribute('data-piece');
  ghost.setAttribute('aria-hidden', 'true');
  ghosts.add(ghost);
  return ghost;
}

/**
 * Put a leaving piece's copy back where the piece was: an SVG copy in its old parent (its own
 * transform places it), an HTML copy on the root, absolutely, at its top left corner until
 * `placeHtml` moves it to its old box (all copies appended first, then all read once, so that a
 * step with several leaving pieces lays the page out once, not once a piece).
 */
function appendGhost(root: Element, spot: Spot, ghost: Element): void {
  if (ghost instanceof SVGElement) {
    spot.leave!.parent.appendChild(ghost);
    return;
  }
  const st = (ghost as HTMLElement).style;
  for (const [k, v] of [['position', 'absolute'], ['left', '0px'], ['top', '0px'], ['margin', '0px'], ['width', `${spot.w}px`], ['height', `${spot.h}px`], ['pointer-events', 'none']] as const) st.setProperty(k, v, 'important');
  root.appendChild(ghost);
}
function placeHtml(ghost: HTMLElement, spot: Spot, origin: DOMRect, at: DOMRect): void {
  ghost.style.setProperty('left', `${spot.x + origin.left - at.left}px`, 'important');
  ghost.style.setProperty('top', `${spot.y + origin.top - at.top}px`, 'important');
}

/** A longer way takes a little longer: 150 ms, up to 300 ms for 600 px or more. */
export function flightMs(dx: number, dy: number): number {
  return Math.round(Math.min(MOTION_MAX_MS, MOTION_MIN_MS + Math.hypot(dx, dy) / 4));
}

/** An SVG parent's screen matrix (pieces of one board share a few parents: read once each per step). */
type Ctm = (parent: SVGGraphicsElement) => DOMMatrix | null;
const screenCtm: Ctm = (parent) => parent.getScreenCTM();
function cachedCtm(): Ctm {
  const seen = new Map<SVGGraphicsElement, DOMMatrix | null>();
  return (parent) => {
    if (!seen.has(parent)) seen.set(parent, parent.getScreenCTM());
    return seen.get(parent)!;
  };
}

/**
 * A screen offset in the units the element's `translate` is read in: CSS px for HTML, the user
 * units of the parent's coordinate system for SVG (a board's viewBox is usually scaled).
 */
function localOffset(el: Element, dx: number, dy: number, ctm: Ctm = screenCtm, parent: Node | null = el.parentNode): [number, number] {
  if (typeof SVGGraphicsElement !== 'undefined' && el instanceof SVGElement && parent instanceof SVGGraphicsElement) {
    const m = ctm(parent);
    const det = m ? m.a * m.d - m.b * m.c : 0;
    if (m && det !== 0) return [(m.d * dx - m.c * dy) / det, (m.a * dy - m.b * dx) / det];
  }
  return [dx, dy];
}

/**
 * The point `scale` turns about, in the units of `translate`: an HTML element scales about its
 * centre (transform-origin's default); an SVG element about its parent's origin, so the centre's
 * place in the parent's user units is made up for by a translation.
 */
function pivotOf(el: Element, ctm: Ctm): [number, number] {
  // Only x is needed (a card turns about its vertical axis), but the point is whole for clarity.
  const parent = el.parentNode;
  if (typeof SVGGraphicsElement === 'undefined' || !(el instanceof SVGElement) || !(parent instanceof SVGGraphicsElement)) return [0, 0];
  const m = ctm(parent);
  const r = el.getBoundingClientRect();
  if (!m) return [0, 0];
  const p = new DOMPoint(r.left + r.width / 2, r.top + r.height / 2).matrixTransform(m.inverse());
  return [p.x, p.y];
}

/**
 * A card turning over (its face changed), while it travels `lx, ly` back to its place: it narrows
 * to its edge halfway and opens on its new face. Scale and translation share one animation (two
 * animations of `translate` would override each other).
 */
function turnFrames(el: Element, lx: number, ly: number, ctm: Ctm): Keyframe[] {
  const [px] = pivotOf(el, ctm);
  return [
    { translate: `${lx}px ${ly}px`, scale: '1 1' },
    { translate: `${lx / 2 + px}px ${ly / 2}px`, scale: '0 1', offset: 0.5 },
    { translate: '0px 0px', scale: '1 1' },
  ];
}

const centre = (s: Spot) => [s.x + s.w / 2, s.y + s.h / 2] as const;

/**
 * Animate what changed under `root` since `before` was measured; returns the animations started.
 * `reduced`: the person asked for reduced motion: only a short fade of what changed, nothing moves.
 * `after`, when given, is filled with every piece as it is now (where its motion ends): the next
 * step's `before`, if nothing under the root changed meanwhile (motion.ts), without measuring again.
 */
export function play(root: Element, before: Snapshot, reduced: boolean, after?: Snapshot): Animation[] {
  // Everything is read first, then every animation started: starting one invalidates style, and a
  // read after it would lay the page out again, once per piece.
  const origin = root.getBoundingClientRect();
  const places = new Map<string, Spot>();
  for (const el of root.querySelectorAll('[data-source]')) places.set(el.getAttribute('data-source')!, spotOf(el, origin));
  const pieces = [...root.querySelectorAll('[data-piece]')].map((el) => ({ el, id: el.getAttribute('data-piece')!, now: spotOf(el, origin) }));
  for (const p of pieces) {
    places.set(p.id, p.now);
    if (after) after.set(p.id, withLeave(p.el, { ...p.now }));
  }
  // Read while nothing has started yet: every piece's parent is where the view put it.
  const ctm = cachedCtm();
  const planned: [Element, Keyframe[], KeyframeAnimationOptions][] = [];
  const fade = (el: Element) => planned.push([el, [{ opacity: 0 }, { opacity: 1 }], { duration: FADE_MS, easing: 'ease-out' }]);
  for (const { el, id, now } of pieces) {
    const was = before.get(id);
    const [nx, ny] = centre(now);
    if (!was) {
      // A new piece: from its named source if the board gives one, else it fades in where it is.
      const from = before.get(el.getAttribute('data-from') ?? '') ?? places.get(el.getAttribute('data-from') ?? '');
      if (!from || reduced) {
        fade(el);
        continue;
      }
      const [fx, fy] = centre(from);
      const [lx, ly] = localOffset(el, fx - nx, fy - ny, ctm);
      planned.push([el, [{ translate: `${lx}px ${ly}px`, opacity: 0.2 }, { translate: '0px 0px', opacity: 1 }], { duration: flightMs(fx - nx, fy - ny), easing: EASE }]);
      continue;
    }
    const [wx, wy] = centre(was);
    const moved = Math.abs(wx - nx) >= 1 || Math.abs(wy - ny) >= 1;
    const turned = was.face !== now.face;
    if (!moved && !turned) continue;
    if (reduced) {
      fade(el);
      continue;
    }
    const [lx, ly] = moved ? localOffset(el, wx - nx, wy - ny, ctm) : [0, 0];
    const ms = moved ? flightMs(wx - nx, wy - ny) : 0;
    const frames = turned ? turnFrames(el, lx, ly, ctm) : [{ translate: `${lx}px ${ly}px` }, { translate: '0px 0px' }];
    planned.push([el, frames, { duration: Math.max(ms, turned ? FLIP_MS : 0), easing: turned ? 'ease-in-out' : EASE }]);
  }
  // Pieces that left for a named place: a copy flies there and fades (with reduced motion it only
  // fades). Where it goes is read here, before anything is written.
  const here = new Set(pieces.map((p) => p.id));
  const leaving: { was: Spot; ghost: Element; frames: Keyframe[]; opts: KeyframeAnimationOptions }[] = [];
  for (const [id, was] of before) {
    if (!was.leave || here.has(id)) continue;
    const svg = was.leave.el instanceof SVGElement;
    if (svg ? !was.leave.parent.isConnected : !(was.leave.el instanceof HTMLElement)) continue;
    const to = places.get(was.leave.to);
    const ghost = ghostOf(was);
    if (!to || reduced) leaving.push({ was, ghost, frames: [{ opacity: 1 }, { opacity: 0 }], opts: { duration: FADE_MS, easing: 'ease-in', fill: 'forwards' } });
    else {
      const [wx, wy] = centre(was);
      const [tx, ty] = centre(to);
      const [lx, ly] = svg ? localOffset(ghost, tx - wx, ty - wy, ctm, was.leave.parent) : [tx - wx, ty - wy];
      leaving.push({ was, ghost, frames: [{ translate: '0px 0px', opacity: 1 }, { translate: `${lx}px ${ly}px`, opacity: 0.2 }], opts: { duration: flightMs(tx - wx, ty - wy), easing: EASE, fill: 'forwards' } });
    }
  }
  const out = planned.map(([el, frames, opts]) => el.animate(frames, opts));
  for (const l of leaving) appendGhost(root, l.was, l.ghost);
  const html = leaving.filter((l) => l.ghost instanceof HTMLElement);
  const at = html.map((l) => l.ghost.getBoundingClientRect());
  html.forEach((l, i) => placeHtml(l.ghost as HTMLElement, l.was, origin, at[i]!));
  for (const { ghost, frames, opts } of leaving) {
    const anim = ghost.animate(frames, opts);
    void anim.finished.catch(() => undefined).then(() => ghost.remove());
    out.push(anim);
  }
  return out;
}

/** Resolves once every animation in `anims` has ended (finished or cancelled). */
export function ended(anims: Animation[]): Promise<void> {
  return Promise.all(anims.map((a) => a.finished.catch(() => undefined))).then(() => undefined);
}
