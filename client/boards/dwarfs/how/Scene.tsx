// The How to play page's pictures (issue 29): small positions built with the game's own engine
// (newGame, cards laid and meeples stood by hand, then viewOf), drawn by the board's own Grid, so
// walls, kingdoms and their VP, monsters' blocks and meeples look exactly as at the table and the
// figures in the captions are the engine's. Nothing here decides a move.
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { newGame, type TableOptions } from '../../../../shared/games/dwarfs/setup';
import { viewOf } from '../../../../shared/games/dwarfs/view';
import { CARDS, CENTRE, BOARD_COLS, classCostBag, COLOURS, isWall } from '../../../../shared/games/dwarfs/data';
import type { ClassId } from '../../../../shared/games/dwarfs/content';
import { bagWords } from '../words';
import type { Kind, State } from '../../../../shared/games/dwarfs/state';
import { blocksOf, meeplesAt, regionsOf, spotsOf, type View } from '../model';
import { Grid } from '../Grid';

/** Scene coordinates are relative to the first of the four centre spots. */
const OX = (CENTRE[0] ?? 0) % BOARD_COLS;
const OY = Math.floor((CENTRE[0] ?? 0) / BOARD_COLS);
export const cellAt = (x: number, y: number): number => (OY + y) * BOARD_COLS + OX + x;

export interface SceneSpec {
  players?: number;
  options?: TableOptions;
  /** [card, x, y, rotation]: a rotation, or 'open' for one with no wall towards the scene's other cards (most open sides). */
  cards: [number, number, number, number | 'open'][];
  /** [seat, x, y, how many, kind]. */
  meeples?: [number, number, number, number, Kind?][];
  /** Anything else on the state (gems, goals, monsters won), before the view is made. */
  more?: (s: State) => void;
}

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

/** The position a spec describes, as the engine's state (seat 0 to play). */
export function sceneState(spec: SceneSpec): State {
  const s = newGame('how to play', spec.players ?? 2, spec.options ?? {});
  s.first = 0;
  s.turn = 0;
  const where = new Set(spec.cards.map(([, x, y]) => `${x},${y}`));
  for (const [card, x, y, r] of spec.cards) {
    let rot = typeof r === 'number' ? r : 0;
    if (r === 'open') {
      let best = -1;
      for (let q = 0; q < 4; q++) {
        const open = [0, 1, 2, 3].filter((d) => where.has(`${x + (DX[d] ?? 0)},${y + (DY[d] ?? 0)}`) && !isWall(card, q, d)).length;
        if (open > best) [best, rot] = [open, q];
      }
    }
    for (const p of s.p) p.hand = p.hand.filter((c) => c !== card);
    const cell = cellAt(x, y);
    const st = s.board[cell];
    s.board[cell] = st ? { cards: [...st.cards, card], rots: [...st.rots, rot] } : { cards: [card], rots: [rot] };
  }
  for (const [seat, x, y, n, kind = 'plain'] of spec.meeples ?? []) {
    const p = s.p[seat];
    if (!p) continue;
    for (let k = 0; k < n; k++) {
      let m = p.kinds.findIndex((c, i) => c === kind && p.at[i] === -1);
      // A class meeple: a plain one at the campfire becomes it (as an upgrade would make it).
      if (m < 0 && kind !== 'plain') {
        m = p.kinds.findIndex((c, i) => c === 'plain' && p.at[i] === -1);
        if (m < 0 && (kind === 'elven-dragon' || kind === 'ogre-king')) m = p.kinds.push(kind) - 1;
        if (m >= 0) p.kinds[m] = kind;
      }
      if (m >= 0) p.at[m] = cellAt(x, y);
    }
  }
  spec.more?.(s);
  return s;
}

/** The view of a scene, as seat 0 sees it. */
export const sceneView = (spec: SceneSpec): View => viewOf(sceneState(spec), 0);

/** The width of an element, followed as the window changes (what the cards can show in words). */
function useWidth(): [preact.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [w, setW] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setW(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setW(el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, w];
}

const NONE = new Map<number, string>();
const nothing = () => {};

/** A position drawn by the board's Grid, with its caption: the figure of a worked example. */
export function Scene({ spec, label, children, wide = 150, lead }: { spec: SceneSpec; label: string; children?: ComponentChildren; wide?: number; lead?: string }) {
  const v = sceneView(spec);
  const spots = spotsOf(v);
  const reg = regionsOf(v, spots);
  const xs = spec.cards.map(([, x]) => x);
  const ys = spec.cards.map(([, , y]) => y);
  const frame = { x0: OX + Math.min(...xs), y0: OY + Math.min(...ys), x1: OX + Math.max(...xs), y1: OY + Math.max(...ys) };
  const cols = frame.x1 - frame.x0 + 1;
  const [ref, w] = useWidth();
  return (
    <figure class="my-3" data-how-figure="">
      <div ref={ref} class="mx-auto w-full" style={{ maxWidth: `${cols * wide}px` }} title={label}>
        <Grid
          v={v}
          spots={spots}
          frame={frame}
          on={meeplesAt(v)}
          blocks={blocksOf(v, spots, reg)}
          targets={NONE}
          sources={NONE}
          onCell={nothing}
          onMiss={nothing}
          hover={-1}
          setHover={nothing}
          ghost={null}
          px={w / (cols * 100)}
          whyNot={() => ''}
          occupants={() => ''}
          marked={-1}
          centre={[]}
          fit={false}
          changed={[]}
          gv={0}
        />
      </div>
      {children && (
        <figcaption class="mt-1.5 text-sm text-stone-700">
          {lead && <b>{lead}</b>} {children}
        </figcaption>
      )}
    </figure>
  );
}

/** A section's points, as a list. */
export const Points = ({ children }: { children: ComponentChildren }) => <ul class="list-disc space-y-1 pl-5">{children}</ul>;

/**
 * The layout of a How to play section (one for every section): its words (`intro`), its points as
 * a list, then its worked example drawn by the board with the caption led by `lead` ("Example."
 * unless told; null for none), then anything after it.
 */
export function Worked(p: { intro?: ComponentChildren; points?: ComponentChildren; spec: SceneSpec; label: string; wide?: number; lead?: string | null; caption: ComponentChildren; after?: ComponentChildren }) {
  const lead = p.lead === undefined ? 'Example.' : p.lead;
  return (
    <>
      {p.intro}
      {p.points && <Points>{p.points}</Points>}
      <Scene spec={p.spec} label={p.label} wide={p.wide} lead={lead ?? undefined}>
        {p.caption}
      </Scene>
      {p.after}
    </>
  );
}

/** A class's price in gems for a colour's seat (a tribe pays its own), in words. */
export const classCost = (cls: ClassId, colour = 'blue'): string => bagWords(classCostBag(cls, COLOURS.indexOf(colour as (typeof COLOURS)[number])));

/** The name of a card in the content, as the scenes use it ("blue castle"). */
export const cardName = (card: number): string => CARDS[card]?.name ?? 'card';
