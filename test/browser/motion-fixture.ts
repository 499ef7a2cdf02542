// A board of the motion layer's own, for test/browser/motion.test.ts: SVG tokens in a scaled
// viewBox (placed by their `transform` attribute), HTML cards with a face, and gems that arrive
// from a named source. The test pushes views through `window.motionFixture` and watches them move.
import { h, render } from 'preact';
import { signal } from '@preact/signals';
import { useRef } from 'preact/hooks';
import { motionIdle, motionPlaying, useMotion, useTick } from '../../client/lib/motion';

export interface FixtureView {
  n: number;
  tokens: { id: string; x: number; y: number }[];
  cards: { id: string; slot: number; face: string }[];
  gems: { id: string; slot: number; from?: string; to?: string }[];
  score?: number;
}

const view = signal<FixtureView>({ n: 0, tokens: [], cards: [], gems: [] });

function Board() {
  const root = useRef<HTMLDivElement>(null);
  const v = useMotion(root, view.value);
  // Slow, so a loaded machine still draws some frames of it.
  const score = useTick(v.score ?? 0, 1000);
  return h(
    'div',
    { ref: root, id: 'board', 'data-n': v.n, style: 'position:relative;width:800px;height:600px' },
    h('b', { id: 'score' }, score),
    h('div', { 'data-source': 'bag', style: 'position:absolute;left:700px;top:500px;width:40px;height:40px' }),
    h(
      'svg',
      { width: 800, height: 400, viewBox: '0 0 400 200', style: 'position:absolute;left:0;top:0' },
      v.tokens.map((t) => h('g', { key: t.id, 'data-piece': t.id, transform: `translate(${t.x},${t.y})` }, h('circle', { r: 10, fill: 'teal' }))),
    ),
    v.cards.map((c) => h('div', { key: c.id, 'data-piece': c.id, 'data-face': c.face, style: `position:absolute;left:${c.slot * 100}px;top:420px;width:60px;height:90px;background:#eee` }, c.face)),
    v.gems.map((g) => h('span', { key: g.id, 'data-piece': g.id, 'data-from': g.from, 'data-to': g.to, style: `position:absolute;left:${g.slot * 50}px;top:540px;width:20px;height:20px;background:red` })),
  );
}

const app = document.createElement('div');
document.body.appendChild(app);
render(h(Board, null), app);

/** A piece as seen the moment its view was drawn (motions just started): centre and what animates. */
export interface Seen {
  x: number;
  y: number;
  props: string[];
}
export const seenOf = (el: Element): Seen => {
  const r = el.getBoundingClientRect();
  const skip = ['offset', 'easing', 'composite', 'computedOffset'];
  const props = el.getAnimations().flatMap((a) => (a.effect as KeyframeEffect).getKeyframes().flatMap((k) => Object.keys(k).filter((p) => !skip.includes(p))));
  return { x: r.left + r.width / 2, y: r.top + r.height / 2, props: [...new Set(props)].sort() };
};

/** Each view drawn, as it was drawn (a mutation observer runs right after the board's layout effects). */
const drawn: { n: number; at: number; pieces: Record<string, Seen> }[] = [];
let hold = false;
let lean = false;
new MutationObserver(() => {
  const board = document.getElementById('board');
  if (!board) return;
  const n = Number(board.dataset.n);
  if (drawn.at(-1)?.n === n) return;
  const pieces: Record<string, Seen> = {};
  // A bench of many pieces needs only the time (seenOf forces layout per piece).
  if (!lean) for (const el of board.querySelectorAll('[data-piece]')) pieces[el.getAttribute('data-piece')!] = seenOf(el);
  drawn.push({ n, at: performance.now(), pieces });
  // Held: every motion stops where it starts, for the test to look at it halfway.
  if (hold) for (const a of document.getAnimations()) a.pause();
}).observe(app, { subtree: true, attributes: true, childList: true });

(window as unknown as { motionFixture: unknown }).motionFixture = {
  push: (v: FixtureView) => void (view.value = v),
  idle: () => motionIdle(),
  playing: () => motionPlaying.value,
  drawn,
  hold: (on: boolean) => void (hold = on),
  lean: (on: boolean) => void (lean = on),
  /** Every held motion put at `k` of its way; then the piece as seen. */
  at: (id: string, k: number): Seen => {
    for (const a of document.getAnimations()) a.currentTime = k * Number(a.effect!.getComputedTiming().duration);
    return seenOf(document.querySelector(`[data-piece="${id}"]`)!);
  },
  release: () => {
    for (const a of document.getAnimations()) a.play();
  },
};
