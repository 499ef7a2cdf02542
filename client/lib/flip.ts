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
  /**
   * The element read and the box then (relative to the board's root) of what it is drawn in: its
   * outermost svg, or for an HTML piece its panel (its `section`); to place it again without reading
   * it while nothing of it changed (`Dirty`).
   */
  in?: { el: Element; at: Element; html: boolean; x: number; y: number; w: number; h: number };
}
export type Snapshot = Map<string, Spot>;

/**
 * What changed under a board's root since its pieces were read (from a MutationObserver's records):
 * an SVG piece that is not among `touched` and has no ancestor in `attrs`, up to its outermost
 * svg, is where it was in that svg, which has only moved if the svg's box did. SVG draws nothing in
 * flow: a sibling added or changed moves no other shape. An HTML piece is where it was in its
 * panel if nothing in the panel changed and the panel kept its size. Reading every piece's box was
 * about a third of a Hall spectator's work on a change (81 pieces; issue 28, diagnostics/prof-page.ts).
 */
export interface Dirty {
  /** Elements whose attributes changed. */
  attrs: Set<Node>;
  /** Every node changed (an attribute, a child, a text) and all its ancestors. */
  touched: Set<Node>;
}

export function dirtyOf(records: Iterable<MutationRecord>): Dirty {
  const attrs = new Set<Node>();
  const touched = new Set<Node>();
  for (const r of records) {
    const t = r.type === 'characterData' ? r.target.parentNode : r.target;
    if (!t) continue;
    if (r.type === 'attributes') attrs.add(t);
    for (let n: Node | null = t; n && !touched.has(n); n = n.parentNode) touched.add(n);
  }
  return { attrs, touched };
}

/** The outermost svg an SVG shape is drawn in; null for an HTML element or an svg placed in HTML. */
function outerSvg(el: Element): Element | null {
  if (typeof SVGElement === 'undefined' || !(el instanceof SVGElement)) return null;
  let svg = (el as SVGElement).ownerSVGElement;
  while (svg?.ownerSVGElement) svg = svg.ownerSVGElement;
  return svg;
}

/** Boxes of the board's svgs, each read once per step. */
type Boxes = (svg: Element) => Spot;
function boxesIn(origin: DOMRect): Boxes {
  const seen = new Map<Element, Spot>();
  return (svg) => {
    let b = seen.get(svg);
    if (!b) seen.set(svg, (b = spotOf(svg, origin)));
    return b;
  };
}

/** A piece read now, with the box of what it is drawn in (to place it later without reading it). */
function read(root: Element, el: Element, origin: DOMRect, boxes: Boxes): Spot {
  const spot = spotOf(el, origin);
  const svg = outerSvg(el);
  const at = svg ?? el.closest('section');
  if (at && at !== root && root.contains(at)) {
    const b = boxes(at);
    spot.in = { el, at, html: !svg, x: b.x, y: b.y, w: b.w, h: b.h };
  }
  return spot;
}

/** Where a piece is now, from where it was, if nothing of it changed since (else null: read it). */
function placed(el: Element, was: Spot | undefined, dirty: Dirty, boxes: Boxes): Spot | null {
  const s = was?.in;
  if (!was || !s || s.el !== el || dirty.touched.has(el) || !s.at.isConnected) return null;
  if (s.html) {
    // Nothing in its panel changed (the panel is not touched).
    if (dirty.touched.has(s.at)) return null;
  } else
    for (let n = el.parentNode; n; n = n.parentNode) {
      if (dirty.attrs.has(n)) return null;
      if (n === s.at) break;
      if (!n.parentNode) return null;
    }
  const b = boxes(s.at);
  if (Math.abs(b.w - s.w) > 0.01 || Math.abs(b.h - s.h) > 0.01) return null;
  return { x: was.x + b.x - s.x, y: was.y + b.y - s.y, w: was.w, h: was.h, face: was.face, in: { ...s, x: b.x, y: b.y } };
}

/** Pieces read and pieces placed from what they were, and `data-source` spots read, for the diagnostics (`window.__motion.stats()`). */
export const readStats = { read: 0, placed: 0, sources: 0 };

/** Every piece under `root` now: read, or placed from `before` where `dirty` says nothing of it changed. */
function piecesNow(root: Element, origin: DOMRect, before?: Snapshot, dirty?: Dirty): { el: Element; id: string; now: Spot }[] {
  const boxes = boxesIn(origin);
  return [...root.querySelectorAll('[data-piece]')].map((el) => {
    const id = el.getAttribute('data-piece')!;
    const kept = dirty && before ? placed(el, before.get(id), dirty, boxes) : null;
    if (kept) readStats.placed++;
    else readStats.read++;
    return { el, id, now: kept ?? read(root, el, origin, boxes) };
  });
}

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

/**
 * Where every piece under `root` is now; given the last snapshot and what changed since (`Dirty`),
 * only what may have moved is read.
 */
export function measure(root: Element, before?: Snapshot, dirty?: Dirty): Snapshot {
  const origin = root.getBoundingClientRect();
  const out: Snapshot = new Map();
  for (const p of piecesNow(root, origin, before, dirty)) out.set(p.id, withLeave(p.el, p.now));
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
 * transform places it), an HTML copy on the root, absolutely, at its old box (`at`: the corner of
 * the box it is placed in, read before anything was written, so the copies cost no layout).
 */
function appendGhost(root: Element, spot: Spot, ghost: Element, origin: DOMRect, at: { left: number; top: number }): void {
  if (ghost instanceof SVGElement) {
    spot.leave!.parent.appendChild(ghost);
    return;
  }
  const st = (ghost as HTMLElement).style;
  const place = [['position', 'absolute'], ['left', `${spot.x + origin.left - at.left}px`], ['top', `${spot.y + origin.top - at.top}px`], ['margin', '0px'], ['width', `${spot.w}px`], ['height', `${spot.h}px`], ['pointer-events', 'none']] as const;
  for (const [k, v] of place) st.setProperty(k, v, 'important');
  root.appendChild(ghost);
}

/**
 * The top left corner (viewport px) of the box an absolutely placed child of `root` is placed in:
 * the padding box of the nearest ancestor (root included) that contains absolute boxes, else the
 * initial containing block (the page, scrolled).
 */
function blockOrigin(root: Element): { left: number; top: number } {
  for (let el: Element | null = root; el && el !== document.documentElement; el = el.parentElement) {
    const st = getComputedStyle(el);
    if (st.position !== 'static' || st.transform !== 'none' || st.filter !== 'none' || /paint|layout|strict|content/.test(st.contain) || /transform|filter/.test(st.willChange)) {
      const r = el.getBoundingClientRect();
      return { left: r.left + el.clientLeft - el.scrollLeft, top: r.top + el.clientTop - el.scrollTop };
    }
  }
  return { left: -scrollX, top: -scrollY };
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
 * `dirty`, when given, is every change under the root since `before` was read (the render's): an
 * SVG piece it leaves alone is placed from `before` instead of read.
 */
export function play(root: Element, before: Snapshot, reduced: boolean, after?: Snapshot, dirty?: Dirty): Animation[] {
  // Everything is read first, then every animation started: starting one invalidates style, and a
  // read after it would lay the page out again, once per piece.
  const origin = root.getBoundingClientRect();
  // A named place: a piece, else a `data-source` spot, read only when a piece comes from it or goes
  // to it (reading every source at every step was ~6 % of a slow Hall change).
  // The spots are looked up only then too: most steps name none (a FotMK change looked them all up).
  let sources: Map<string, Element> | null = null;
  const places = new Map<string, Spot>();
  const placeOf = (name: string | null): Spot | undefined => {
    if (name === null) return undefined;
    let s = places.get(name);
    if (!s && !sources) {
      sources = new Map();
      for (const el of root.querySelectorAll('[data-source]')) sources.set(el.getAttribute('data-source')!, el);
    }
    const el = s ? undefined : sources!.get(name);
    if (el) {
      places.set(name, (s = spotOf(el, origin)));
      readStats.sources++;
    }
    return s;
  };
  const pieces = piecesNow(root, origin, before, dirty);
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
      const from = reduced ? undefined : (before.get(el.getAttribute('data-from') ?? '') ?? placeOf(el.getAttribute('data-from')));
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
    const to = reduced ? undefined : placeOf(was.leave.to);
    const ghost = ghostOf(was);
    if (!to || reduced) leaving.push({ was, ghost, frames: [{ opacity: 1 }, { opacity: 0 }], opts: { duration: FADE_MS, easing: 'ease-in', fill: 'forwards' } });
    else {
      const [wx, wy] = centre(was);
      const [tx, ty] = centre(to);
      const [lx, ly] = svg ? localOffset(ghost, tx - wx, ty - wy, ctm, was.leave.parent) : [tx - wx, ty - wy];
      leaving.push({ was, ghost, frames: [{ translate: '0px 0px', opacity: 1 }, { translate: `${lx}px ${ly}px`, opacity: 0.2 }], opts: { duration: flightMs(tx - wx, ty - wy), easing: EASE, fill: 'forwards' } });
    }
  }
  // Where an HTML copy at left 0, top 0 lands, read while nothing is written yet: reading it after
  // the copies are in would lay the page out a second time (a Hall trade's four tokens did).
  const at = leaving.some((l) => l.ghost instanceof HTMLElement) ? blockOrigin(root) : { left: 0, top: 0 };
  const out = planned.map(([el, frames, opts]) => el.animate(frames, opts));
  for (const l of leaving) appendGhost(root, l.was, l.ghost, origin, at);
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
