// What issue 27 asks of a table on a touch phone, measured after every step of a walk: the decision
// in view and not under the bar, the bar at most 22 % of the height, no text under 12 px, no text
// cut off, no sideways scroll, targets a finger can hit, and prompts in a finger's words. One
// checker for every game's walk (test/browser/<game>-phone.test.ts), and the figures they print.
import type { Locator, Page } from 'playwright-core';

export interface PhoneFigures {
  /** The decision bar's height in px (0 when there is none: not this viewer's decision). */
  bar: number;
  /** The smallest computed text size seen on screen, px, and where. */
  minText: number;
  minTextAt: string;
  /** The smallest tappable target's smaller side, px, and which (chooser contents excluded). */
  minTarget: number;
  minTargetAt: string;
  /** Lit board targets and enabled choices that a finger can reach now (in view, not under the bar). */
  reachable: number;
  /** What breaks the rules, in words (empty when the step passes). */
  problems: string[];
}

/** Words a touch prompt must not say: a finger cannot click, hold Ctrl or press a key. */
export const MOUSE_WORDS = /\bclick|\bctrl\b|arrow key|\bpress /i;

/**
 * Whether an element's text is cut off: wider than its box, which hides the rest (an SVG's text is
 * not judged here). Runs in the page (passed as its source).
 */
export function isCutOff(e: Element): boolean {
  if (e instanceof SVGElement) return false;
  const s = getComputedStyle(e);
  const clips = s.overflowX !== 'visible' || s.textOverflow === 'ellipsis';
  return clips && s.overflowX !== 'auto' && s.overflowX !== 'scroll' && e.scrollWidth > e.clientWidth + 1;
}

/**
 * Whether an element's text is cut off (an SVG's text is not judged here): wider than its own box
 * that hides the rest (an ellipsis, a clipped line), taller than a box that clips its lines, or
 * drawn past the edge of an ancestor that clips (a card, a panel of fixed size) short of one that
 * scrolls. The text's own extent is measured (a Range over its text), not its box, which may be
 * wider than the words. Runs in the page (passed as its source). The whole-page looks of the walks
 * (cutOffPage) use it; each phone step's on-screen check keeps isCutOff.
 */
export function isClipped(e: Element): boolean {
  if (e instanceof SVGElement) return false;
  // No named helpers inside: the function runs from its source, where a bundler's wrappers are absent.
  const clipping = /^(hidden|clip)$/;
  const scrolls = /^(auto|scroll)$/;
  const s = getComputedStyle(e);
  if ((clipping.test(s.overflowX) || s.textOverflow === 'ellipsis') && !scrolls.test(s.overflowX) && e.scrollWidth > e.clientWidth + 1) return true;
  if (clipping.test(s.overflowY) && s.display !== 'inline' && e.scrollHeight > e.clientHeight + 2) return true;
  // The extent of the element's own text on screen.
  const range = document.createRange();
  let t: { left: number; right: number; top: number; bottom: number } | null = null;
  for (const n of e.childNodes) {
    if (n.nodeType !== 3 || !n.textContent?.trim()) continue;
    range.selectNodeContents(n);
    for (const r of range.getClientRects()) {
      if (r.width < 1) continue;
      t = t ? { left: Math.min(t.left, r.left), right: Math.max(t.right, r.right), top: Math.min(t.top, r.top), bottom: Math.max(t.bottom, r.bottom) } : { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }
  }
  if (!t) return false;
  // A glyph's box is taller than a tight line: allow a quarter of the size up and down.
  const slackY = Math.max(2, parseFloat(s.fontSize) * 0.25);
  let x = true;
  let y = true;
  let cur: Element = e;
  for (let a = e.parentElement; a && (x || y); a = a.parentElement) {
    const pos = getComputedStyle(cur).position;
    if (pos === 'fixed') break;
    // An absolutely placed box is clipped only from its containing block outwards.
    if (pos === 'absolute') {
      while (a && getComputedStyle(a).position === 'static' && a !== document.body) a = a.parentElement;
      if (!a) break;
    }
    const as = getComputedStyle(a);
    if (as.display !== 'inline' && as.display !== 'contents') {
      const r = a.getBoundingClientRect();
      const left = r.left + a.clientLeft;
      const top = r.top + a.clientTop;
      if (x && scrolls.test(as.overflowX)) x = false;
      else if (x && clipping.test(as.overflowX) && (t.left < left - 1.5 || t.right > left + a.clientWidth + 1.5)) return true;
      if (y && scrolls.test(as.overflowY)) y = false;
      else if (y && clipping.test(as.overflowY) && (t.top < top - slackY || t.bottom > top + a.clientHeight + slackY)) return true;
    }
    cur = a;
  }
  return false;
}

/**
 * The elements with text of their own under `within` that are drawn and cut off (isCutOff, or with
 * `clipped` isClipped, which also sees text past a clipping ancestor's edge), by label: for any
 * window size.
 */
export function cutOffText(page: Page, within: string, clipped = false): Promise<string[]> {
  return page.evaluate(
    ([sel, src]) => {
      const cutOff = new Function(`return (${src})`)() as (e: Element) => boolean;
      const out: string[] = [];
      const root = document.querySelector(sel);
      if (!root) return out;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const seen = new Set<Element>();
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const e = n.parentElement;
        if (!n.textContent?.trim() || !e || seen.has(e) || e.closest('script, style, .sr-only, details:not([open]) > :not(summary)')) continue;
        seen.add(e);
        const r = e.getBoundingClientRect();
        if (r.width < 1 || r.height < 1 || getComputedStyle(e).visibility === 'hidden' || Number(getComputedStyle(e).opacity) === 0) continue;
        if (cutOff(e)) out.push(`${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 40)}"`);
      }
      return out;
    },
    [within, (clipped ? isClipped : isCutOff).toString()] as const,
  );
}

/**
 * The text cut off anywhere on a table page (board, decision bar, seat panels, log, result panel,
 * chat): cutOffText over the whole body with isClipped, each labelled with the window's width and `at`.
 */
export async function cutOffPage(page: Page, at: string): Promise<string[]> {
  const w = page.viewportSize()?.width ?? 0;
  return (await cutOffText(page, 'body', true)).map((c) => `${at} at ${w} px: ${c}`);
}

/**
 * How far each box under `within` that scrolls sideways is wider than itself, px (an empty list:
 * none does). A scoring table that scrolls sideways on a phone shows its last column cut at the
 * panel's edge: what cutOffText cannot see, the text being reachable by scrolling.
 */
export function sidewaysInside(page: Page, within: string): Promise<number[]> {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll(`${sel}, ${sel} *`)]
        .filter((e) => /^(auto|scroll)$/.test(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth + 1)
        .map((e) => e.scrollWidth - e.clientWidth),
    within,
  );
}

/**
 * The checks of one step on `page` (a phone), for the board `game`. `decision`: this viewer is
 * deciding now, so the prompt and a reachable target or choice must be on screen. `outside`: a
 * selector whose elements are not judged (text, targets), to judge the rest of the page alone (the
 * platform around the boards); then the words checked are all the text on screen outside it.
 */
export function phoneCheck(page: Page, game: string, decision = true, outside = ''): Promise<PhoneFigures> {
  return page.evaluate(
    ([g, deciding, mouseWords, skip, cutOffSrc]) => {
      const cutOff = new Function(`return (${cutOffSrc})`)() as (e: Element) => boolean;
      const judged = (e: Element) => !skip || !e.closest(skip);
      const problems: string[] = [];
      const H = innerHeight;
      const W = innerWidth;
      const bar = document.querySelector<HTMLElement>('[data-decision]');
      const barRect = bar?.getBoundingClientRect();
      const fixed = !!bar && getComputedStyle(bar).position === 'fixed';
      const barH = barRect ? barRect.height : 0;
      const barTop = fixed && barRect ? barRect.top : H;
      if (barH > 0.22 * H) problems.push(`the bar is ${Math.round(barH)} px, over 22 % of ${H}`);
      const sideways = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - W;
      if (sideways > 0) problems.push(`the page scrolls ${sideways} px sideways`);
      const label = (e: Element) => `${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
      const shown = (e: Element) => {
        const r = e.getBoundingClientRect();
        if (r.width < 1 || r.height < 1) return false;
        const s = getComputedStyle(e);
        if (s.visibility === 'hidden' || Number(s.opacity) === 0) return false;
        // Screen-reader-only text (clipped to a pixel) is not seen.
        if (e.closest('.sr-only, [aria-hidden=true] .sr-only')) return false;
        return !e.closest('details:not([open]) > :not(summary)');
      };
      const onScreen = (r: DOMRect) => r.bottom > 0 && r.top < H && r.right > 0 && r.left < W;
      // Inside the window and not under a fixed bar (the bar's own contents excepted).
      const clear = (e: Element) => {
        const r = e.getBoundingClientRect();
        if (bar?.contains(e)) {
          const b = bar.getBoundingClientRect();
          return r.bottom > b.top + 2 && r.top < b.bottom - 2 && r.top >= -1 && r.bottom <= H + 1;
        }
        return r.bottom > 4 && r.top < barTop - 4 && r.right > 0 && r.left < W;
      };

      // Text: every element with text of its own, on screen, at its size on screen (an SVG's text
      // scaled by the drawing's zoom).
      let minText = Infinity;
      let minTextAt = '';
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const seen = new Set<Element>();
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.textContent?.trim()) continue;
        const e = n.parentElement;
        if (!e || seen.has(e) || e.closest('script, style, title, desc, [role=tooltip]')) continue;
        seen.add(e);
        if (!judged(e) || !shown(e)) continue;
        const r = e.getBoundingClientRect();
        if (!onScreen(r)) continue;
        let size = parseFloat(getComputedStyle(e).fontSize);
        if (e instanceof SVGElement) {
          const m = (e as unknown as SVGGraphicsElement).getScreenCTM?.();
          if (m) size *= Math.hypot(m.a, m.b);
        }
        if (size < minText) {
          minText = size;
          minTextAt = label(e);
        }
        if (size < 11.95) problems.push(`text ${size.toFixed(1)} px: ${label(e)}`);
        if (cutOff(e)) problems.push(`text cut off: ${label(e)}`);
      }

      // Targets: buttons, links, fields and the board's lit targets a finger may tap.
      let minTarget = Infinity;
      let minTargetAt = '';
      const tappable = [...document.querySelectorAll<Element>('button, a[href], select, input:not([type=hidden]), textarea, summary, [role=button], [data-target]')];
      for (const e of tappable) {
        if (!judged(e) || !shown(e) || (e as HTMLButtonElement).disabled) continue;
        if (e.closest('[data-tap-chooser], [data-skip]') || e.matches('[data-skip]')) continue;
        // A field's label is its target (a checkbox in its label).
        const box = e.matches('input[type=checkbox], input[type=radio]') ? (e.closest('label') ?? e) : e;
        const r = box.getBoundingClientRect();
        if (!onScreen(r)) continue;
        const side = Math.min(r.width, r.height);
        if (side < minTarget) {
          minTarget = side;
          minTargetAt = label(e);
        }
        if (side < 43.5) problems.push(`target ${Math.round(r.width)}x${Math.round(r.height)}: ${label(e)}`);
      }

      const board = document.querySelector(`[data-testid=${g}-board]`);
      const lit = board ? [...board.querySelectorAll('[data-target]')].filter((e) => shown(e) && clear(e)) : [];
      const choices = bar ? [...bar.querySelectorAll<HTMLButtonElement>('[data-choice]')].filter((e) => !e.disabled && shown(e) && clear(e)) : [];
      const reachable = lit.length + choices.length;
      if (deciding) {
        const prompt = document.querySelector('[data-decision-prompt]');
        if (!prompt || !shown(prompt) || !clear(prompt)) problems.push('the prompt is not in view');
        if (reachable === 0) problems.push('no lit target or choice is in view');
      }
      const own = (e: Element) => [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('');
      const words = skip
        ? [...seen].filter((e) => judged(e) && shown(e) && onScreen(e.getBoundingClientRect())).map(own).join(' ')
        : [bar, document.querySelector('[data-testid=status-line]')].map((e) => e?.textContent ?? '').join(' ');
      // The pattern travels as its source: the page does not see this module's names.
      const bad = words.match(new RegExp(mouseWords, 'i'));
      if (bad) problems.push(`the prompt says "${bad[0]}": ${words.slice(Math.max(0, (bad.index ?? 0) - 40), (bad.index ?? 0) + 40)}`);
      return { bar: Math.round(barH), minText, minTextAt, minTarget, minTargetAt, reachable, problems };
    },
    [game, decision, MOUSE_WORDS.source, outside, isCutOff.toString()] as const,
  );
}

/** Tap `el` where it is on screen, as a finger does (no scrolling first, no mouse events). */
export async function tapAt(page: Page, el: Locator): Promise<void> {
  const b = await el.boundingBox();
  if (!b) throw new Error('tapAt: the element is not drawn');
  await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
}

/** The running figures of a walk: steps checked, tallest bar, smallest text and target, and every problem. */
export class PhoneWalk {
  steps = 0;
  tallestBar = 0;
  minText = Infinity;
  minTextAt = '';
  minTarget = Infinity;
  minTargetAt = '';
  problems: string[] = [];

  /** Whole-page looks made (look), beyond each step's check of what is on screen. */
  pageLooks = 0;

  /** Text cut off anywhere on the page, off screen too (the log, seat panels, the board below). */
  async look(page: Page, at: string): Promise<void> {
    this.pageLooks++;
    for (const c of await cutOffPage(page, at)) if (this.problems.length < 40) this.problems.push(c);
  }

  add(f: PhoneFigures, step: string): void {
    this.steps++;
    this.tallestBar = Math.max(this.tallestBar, f.bar);
    if (f.minText < this.minText) [this.minText, this.minTextAt] = [f.minText, f.minTextAt];
    if (f.minTarget < this.minTarget) [this.minTarget, this.minTargetAt] = [f.minTarget, f.minTargetAt];
    for (const p of f.problems) if (this.problems.length < 40) this.problems.push(`${step}: ${p}`);
  }

  /** One line for the test's output, the figures the resolve note quotes. */
  summary(game: string): string {
    return `${game} phone walk: ${this.steps} steps checked, tallest bar ${this.tallestBar} px (${((this.tallestBar / 844) * 100).toFixed(1)} %), smallest text ${this.minText.toFixed(1)} px (${this.minTextAt}), smallest target ${Math.round(this.minTarget)} px (${this.minTargetAt})`;
  }
}
