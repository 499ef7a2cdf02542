// Dwar7s Fall at the table. Draws the whole table from the view and makes every legal move
// (table.legal) a tap, a click or a key on what it names: a card in hand, a lit spot on the grid, a
// meeple at the campfire, an ogre card, a goal at the store; every move is also a plain button in
// the list. The step's choices live in the decision bar (Controls.tsx), under the thumb on a phone;
// after every step the next lit spots are brought into view, and on a touch screen a card is first
// shown on its spot with its walls (Turn, Confirm, Back), then laid by a second tap or Confirm.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { BoardProps } from '../types';
import { LogText } from '../../components/LogText';
import { TipLayer } from '../../components/TipLayer';
import { coarse } from '../../lib/input';
import { usePreview } from '../../lib/preview';
import { useBringTargets } from '../../lib/bring';
import { useMotion } from '../../lib/motion';
import { useBoardTiming } from '../../lib/timing';
import type { TableView } from '../../../shared/protocol';
import { Grid, U } from './Grid';
import { Defs } from './Art';
import { Decrees, EndScreen, Market, MiniCard, Players, YouPanel } from './Panels';
import {
  actionsWhy,
  blocksOf,
  cellClick,
  cellTargets,
  centreOf,
  frame,
  kindName,
  meepleAt,
  meeplesAt,
  mineNeed,
  moveSources,
  playFor,
  protector,
  regionsOf,
  rotsOf,
  sourcesFor,
  spotsOf,
  type Kind,
  type Move,
  type Tool,
  type View,
} from './model';
import { CENTRE_WORDS, cardName, cardTitle, moveWords, ogreDoes, ogreName } from './words';
import { ActionBar, AllMoves, type Choice } from './Controls';
import { useCardDrag, useGridZoom, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from './gestures';
import { Keep, key } from '../../lib/keep';

const STYLE = `
.dw-ring{fill:none;stroke:#e0822b;stroke-width:4;stroke-dasharray:9 6;animation:dw-breathe 1.1s ease-in-out infinite alternate}
.dw-src{stroke:#15803d}
.dw-target{cursor:pointer;outline:none}
.dw-target:hover .dw-ring,.dw-target:focus-visible .dw-ring{stroke:#1c1917;stroke-width:6;stroke-dasharray:none}
g[data-cell]:focus-visible{outline:none}
g[data-cell]:focus-visible>rect:first-of-type{stroke:#1c1917}
g[data-centre]:focus-visible>rect:first-of-type{stroke-width:4;stroke-dasharray:none}
g[data-cell]:focus-visible rect[data-frame]{stroke:#1c1917;stroke-width:5}
.dw-lit{box-shadow:0 0 0 2px #f0a04b}
.dw-lit:hover{box-shadow:0 0 0 3px #c2661a}
.dw-pulse{fill:none;stroke:#2563eb;stroke-width:5;opacity:0;animation:dw-pulse 1.1s ease-out 1}
@keyframes dw-breathe{to{opacity:.35}}
@keyframes dw-pulse{0%{opacity:1}100%{opacity:0}}
@media (prefers-reduced-motion: reduce){.dw-ring{animation:none}.dw-pulse{animation:none}}
`;


function phaseWords(v: View): string {
  const p = `{p${v.turn}}`;
  const pend = v.pending;
  if (v.over) return 'Game over: the final scoring is below.';
  if (pend?.k === 'put') return `${p} is putting the ${cardName(pend.card)} on the table`;
  if (pend?.k === 'panic') return `${p} plays Panic: one meeple runs up to two cards away`;
  if (pend?.k === 'brute') return `${p} plays Brute: which of their meeples swaps places`;
  if (pend?.k === 'store') return `${p} is shopping at the general store`;
  if (pend?.k === 'dig') return `${p} chooses a stack to dig`;
  if (pend?.k === 'rotate') return `${p} turns a card (${pend.why === 'memorial' ? 'Battle Memorial' : 'Fortress'})`;
  if (v.phase === 'actions') return `${p} is taking actions: ${v.actionsLeft} left`;
  if (v.phase === 'resolve') return `${p} resolves their completed tasks`;
  return `${p} discards down to 9 cards in hand`;
}

/** The grid's caption while no card is on the table: where the first card goes, for the viewer. */
function startWords(acting: boolean, picked: boolean): string {
  if (picked) return 'The first card: put it on one of the four lit centre spots.';
  if (acting) return 'The grid is empty: pick a kingdom card in your hand, then put it on one of the four centre spots inside the yellow square.';
  return 'The grid is empty: the first kingdom card goes on one of the four centre spots inside the yellow square.';
}

/** The art's shared symbols: drawn once, the same element kept at every render (never diffed again). */
const DEFS = <Defs />;

export default function DwarfsBoard({ table: newest, send, busy }: BoardProps) {
  const t0 = performance.now();
  // The motion layer (client/lib/motion.ts): the board draws the view whose motion is playing, with
  // the table as it was then (its legal moves, its version), so what is lit always matches what is
  // drawn; nothing is sent while an older view is on show (`stale`, at most ~300 ms a step).
  const tipRoot = useRef<HTMLDivElement>(null);
  const tables = useRef(new WeakMap<object, TableView>()).current;
  tables.set(newest.view as object, newest);
  const shownView = useMotion(tipRoot, newest.view);
  const stale = shownView !== newest.view;
  const table = stale ? (tables.get(shownView as object) ?? newest) : newest;
  const v = table.view as View;
  const me = table.you.seat;
  const mine = me !== null && table.active.includes(me) && table.status === 'playing' && !v.over;
  // Out of turn the room sends only the moves allowed at any moment (the secret goal's reveal).
  const legal = useMemo(() => ((table.legal ?? []) as Move[]).filter((m) => mine || m.type === 'reveal' || m.type === 'autoReveal'), [mine, table.gv, table.legal]);
  const [held, setTool] = useState<Tool>({ k: 'none' });
  const [rot, setRot] = useState(0);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [hover, setHover] = useState(-1);
  // What went wrong with the last tap (a card that is not a choice now, a turn that does not fit): the bar's error line, cleared by the next action.
  const [err, setErr] = useState<string | null>(null);
  // A card shown on a spot on a touch screen, waiting for a second tap or Confirm.
  const preview = usePreview<{ cell: number }>(table.gv);
  const pend = v.pending;
  const acting = mine && !pend && v.phase === 'actions';
  const previewed = pend?.k === 'put' && mine && preview.pending ? Number(preview.pending.key) : -1;
  // A previewed card turns through the turns it may lie in on its spot; otherwise through every turn offered.
  const rots = useMemo(() => rotsOf(previewed >= 0 ? legal.filter((m) => m.type === 'put' && m.cell === previewed) : legal), [legal, previewed]);
  const curRot = rots.includes(rot) ? rot : (rots[0] ?? 0);
  const spots = useMemo(() => spotsOf(v), [v]);
  const centre = useMemo(() => centreOf(v, spots), [v, spots]);
  const { zoom, scroller, zoomAt, zoomRef, reveal } = useGridZoom();
  // The grid's width on screen: read once, then told by a ResizeObserver (after the frame's layout).
  // Screen pixels a drawing unit (`px`, below) is worked out in the render from it and the frame
  // drawn: set from an effect after a card laid past the edge had widened the frame, it drew every
  // card a second time in the same task and laid the page out twice (issue 28); reading the width at
  // every render laid it out a second time after the motion layer had started its animations.
  const [gridW, setGridW] = useState(0);
  const grid = useRef<{ svg: Element; watch: ResizeObserver } | null>(null);
  useLayoutEffect(() => {
    const svg = scroller.current?.querySelector('svg');
    if (!svg || grid.current?.svg === svg) return;
    grid.current?.watch.disconnect();
    // A change under a pixel is no new size (the cards would all be drawn again for nothing).
    const told = (w: number) => setGridW((was) => (Math.abs(was - w) > 1 ? w : was));
    const watch = new ResizeObserver((es) => {
      const box = es[0]?.contentRect;
      if (grid.current?.svg === svg && box) told(box.width);
    });
    grid.current = { svg, watch };
    watch.observe(svg);
    told(svg.getBoundingClientRect().width);
  });
  useEffect(() => () => grid.current?.watch.disconnect(), []);
  const reg = useMemo(() => regionsOf(v, spots), [v, spots]);
  const blocks = useMemo(() => blocksOf(v, spots, reg), [v, spots, reg]);
  const on = useMemo(() => meeplesAt(v), [v]);
  // The tool in hand counts only while it still has something to aim at (a late update of the
  // legal moves, or the last meeple of a kind placed, puts it down by itself).
  const live = (t: Tool): boolean => {
    if (t.k === 'none') return true;
    if (t.k === 'place') return legal.some((m) => m.type === 'place' && m.kind === t.kind);
    if (t.k === 'ogre') return legal.some((m) => m.type === 'ogre' && m.kind === t.kind && m.cell !== undefined);
    if (t.k === 'move') return legal.some((m) => m.type === 'move' && meepleAt(v, me ?? -1, m.m) === t.from);
    return legal.some((m) => m.type === t.k);
  };
  const tool: Tool = acting && live(held) ? held : { k: 'none' };
  const eff = tool;
  const tg = useMemo(() => cellTargets(legal, v, me ?? -1, eff, curRot), [legal, v, me, eff.k, JSON.stringify(eff), curRot]);
  const sourceCounts = useMemo(() => sourcesFor(legal, v, me ?? -1, tool, acting), [acting, tool, legal, v, me]);
  /** Cards holding a meeple of yours that can move now, whatever tool is picked. */
  const movableFrom = useMemo(() => (acting ? moveSources(legal, v, me ?? -1, 'move') : new Map<number, number>()), [acting, legal, v, me]);
  const names = (q: number): string => (q === me ? 'You' : (table.seats[q]?.name ?? `Seat ${q + 1}`));
  const words = (m: Move) => moveWords(m, v, me ?? -1, names);

  // A new game version: open choices close; a tool with nothing left to aim at is put down.
  useEffect(() => {
    setChoice(null);
    // Placing several meeples in a row is common: the campfire kind stays picked while it can still go somewhere.
    setTool((t) => (t.k === 'place' && legal.some((m) => m.type === 'place' && m.kind === t.kind) ? t : { k: 'none' }));
  }, [table.gv]);

  // Timing for the bench: first render and re-renders after a move (lib/timing.ts).
  useBoardTiming('dwarfs', t0, table.gv);

  // Read at click time: a part of the table kept from an earlier render must not see an old `busy`.
  const busyNow = useRef(false);
  // Keyboard focus on anything with a tooltip shows it (TipLayer; tipRoot is also the motion's root); the mouse keeps the browser's own.
  busyNow.current = !!busy || stale;
  const go = (m: Move) => {
    if (busyNow.current) return;
    setChoice(null);
    setErr(null);
    send(m);
  };
  const offer = (title: string, moves: Move[]) => {
    if (moves.length === 1) go(moves[0]!);
    else if (moves.length > 1) setChoice({ title, moves });
  };
  const turnCard = () => {
    if (rots.length < 2) return;
    // From the latest turn, not this render's: two quick presses of R before a re-render turn it twice.
    setRot((prev) => {
      const cur = rots.includes(prev) ? prev : (rots[0] ?? 0);
      return rots[(rots.indexOf(cur) + 1) % rots.length] ?? 0;
    });
  };

  // Dragging a hand card onto the grid (gestures.ts): the card is picked as the drag starts.
  const { dragAt, startDrag, endDrag, justDragged, dropLater, latest } = useCardDrag(setHover);

  // Keys: R turns the picked card, Escape puts the tool down (or steps back, see below).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.isContentEditable)) return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if ((e.key === 'r' || e.key === 'R') && pend?.k === 'put') {
        e.preventDefault();
        turnCard();
      } else if (e.key === '+' || e.key === '=') {
        e.preventDefault();
        zoomAt(zoomRef.current * ZOOM_STEP);
      } else if (e.key === '-' || e.key === '_') {
        e.preventDefault();
        zoomAt(zoomRef.current / ZOOM_STEP);
      } else if (e.key === '0') {
        e.preventDefault();
        zoomAt(1);
      } else if (e.key === 'Escape') {
        // Escape puts down what is in hand here (a tool, an open choice); with nothing in hand it is
        // "← Back", as in FotMK: a picked card (or another step the game lets you take back) goes back.
        const back = tool.k === 'none' && choice === null && !preview.pending ? legal.find((m) => m.type === 'cancel') : undefined;
        preview.back();
        setErr(null);
        endDrag(null);
        setTool({ k: 'none' });
        setChoice(null);
        if (back) go(back);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const targetWords = useMemo(() => {
    const m = new Map<number, string>();
    for (const [c, ms] of tg) m.set(c, ms.length === 1 ? words(ms[0]!) : `${ms.length} choices here`);
    return m;
  }, [tg]);
  const sources = useMemo(() => {
    const m = new Map<number, string>();
    for (const [c] of sourceCounts) if (!(tool.k === 'move' && tool.from === c) && !tg.has(c)) m.set(c, `Move your meeple from the ${cardName(spots.get(c)?.card ?? 0)}`);
    return m;
  }, [sourceCounts, tg, tool]);

  // Cards that changed with the last move (a card played or dug, meeples come or gone) pulse once,
  // so a watcher can follow the bots; off when the system asks for reduced motion (CSS).
  const lastCells = useRef<Map<number, string> | null>(null);
  const changed = useMemo(() => {
    const now = new Map<number, string>();
    for (const b of v.board) now.set(b.cell, `${b.cards.join(',')}/${b.rots.join(',')}`);
    for (const [c, l] of on) now.set(c, `${now.get(c) ?? ''}|${l.map((x) => x.join(':')).join(',')}`);
    const before = lastCells.current;
    lastCells.current = now;
    const out: number[] = [];
    if (!before) return out;
    for (const [c, k] of now) if (before.get(c) !== k) out.push(c);
    for (const c of before.keys()) if (!now.has(c)) out.push(c);
    return out;
  }, [table.gv]);
  const occupants = (c: number): string => (on.get(c) ?? []).map(([q, k]) => (q === me ? `your ${kindName(k)}` : `${names(q)}'s ${kindName(k)}`)).join(', ');

  /** The words of a spot for a chooser: the card there, or the empty spot. */
  const spotName = (c: number): string => (spots.has(c) ? cardName(spots.get(c)!.card) : centre.includes(c) ? 'centre spot' : 'empty spot');
  // The latest lit spots, for a preview laid later (Confirm reads them after a Turn).
  const tgNow = useRef(tg);
  tgNow.current = tg;

  /** Act on lit card `c`: the move there, a choice, a meeple picked up, or (a card in hand, on a touch screen) its preview first. */
  const onCell = (c: number, now = false) => {
    setErr(null);
    const title = `On the ${spots.has(c) ? cardName(spots.get(c)!.card) : 'empty spot'}`;
    if (pend?.k === 'put' && mine && tg.has(c)) {
      // Shown there first on a touch screen (walls and turn), laid by a second tap or Confirm.
      return preview.tap(String(c), { cell: c }, () => {
        const ms = tgNow.current.get(c);
        if (ms) offer(title, ms);
        else setErr(`The ${cardName(pend.card)} cannot lie there turned so: turn it again.`);
      }, now);
    }
    // Place here, or move the meeple here instead: asked (cellClick says why).
    const click = cellClick(c, tool, tg, sourceCounts, movableFrom);
    if (click.k === 'ask') {
      const pick = () => {
        setChoice(null);
        setTool(click.instead);
      };
      return setChoice({ title, moves: click.moves, instead: { label: 'Move your meeple from here instead', pick } });
    }
    if (click.k === 'offer') return offer(title, click.moves);
    if (click.k === 'pick') setTool(click.tool);
  };

  const DIRS: Record<string, string> = { '0,0': 'Here', '0,-1': 'Above', '0,1': 'Below', '-1,0': 'Left', '1,0': 'Right', '-1,-1': 'Above left', '1,-1': 'Above right', '-1,1': 'Below left', '1,1': 'Below right' };
  /**
   * A tap on card `c` of a grid drawn smaller than a finger (under 44 px a card): the lit spots next
   * to it are offered in the bar by name, unless the tapped card is the only lit one around.
   */
  const onTap = (c: number, lit: boolean) => {
    setHover(c);
    setErr(null);
    if (!small) return lit ? onCell(c) : miss(c);
    const cx = c % v.cols;
    const cy = Math.floor(c / v.cols);
    const near = [...new Set([...tg.keys(), ...sources.keys()])].filter((n) => Math.abs((n % v.cols) - cx) <= 1 && Math.abs(Math.floor(n / v.cols) - cy) <= 1);
    if (near.length === 0) return miss(c);
    if (lit && near.length === 1) return onCell(c);
    near.sort((a, b) => (a === c ? -1 : b === c ? 1 : a - b));
    setChoice({
      title: 'Which spot?',
      moves: [],
      spots: near.map((n) => ({
        label: `${DIRS[`${(n % v.cols) - cx},${Math.floor(n / v.cols) - cy}`] ?? ''}: ${spotName(n)}${sources.has(n) && !tg.has(n) ? ' (move your meeple)' : ''}`,
        pick: () => {
          setChoice(null);
          setHover(n);
          onCell(n);
        },
      })),
    });
  };
  /** A tap on a card that is not a choice now: its words in the caption, and on a touch screen why not, in the bar. */
  const miss = (c: number) => {
    setHover(c);
    const why = whyNot(c);
    if (coarse.value && mine && why && (tg.size > 0 || sources.size > 0)) setErr(`Not a choice now: ${why}.`);
  };

  latest.current = { go, legal, pend, onCell, busy: busyNow.current };
  // A card dropped on the grid before its pick had landed goes where it was dropped, once it has;
  // the next game version forgets the drop either way (a refused pick must not put a later card there).
  useEffect(() => {
    const c = dropLater.current;
    dropLater.current = -1;
    if (c >= 0 && pend?.k === 'put' && mine) onCell(c, true);
  }, [table.gv]);

  const whyNot = (c: number): string => {
    const s = spots.get(c);
    const here = on.get(c);
    if (pend?.k === 'put') return 'a card goes next to a card, or on top of a stack of its kind with no meeples (never a castle or a monster)';
    if (!s) return '';
    if (eff.k === 'ogre') {
      const pr = protector(here);
      if (pr) return `a ${pr} stands here: ogre cards cannot target this card`;
      return here?.length ? 'this ogre card cannot do anything here' : 'no meeples here';
    }
    if (eff.k === 'place') {
      if ((here?.length ?? 0) >= s.info.spots) return 'no free spot on this card';
      if (v.decrees.includes('fortress')) return "Fortress: place only in your own kingdom or where no castle's kingdom reaches";
      if (v.decrees.includes('crazy-balloonists')) return 'Crazy Balloonists: one meeple from your campfire per card each turn';
      return 'not a place for this meeple now';
    }
    if (eff.k === 'move') return (here?.length ?? 0) >= s.info.spots ? 'no free spot on this card' : 'not one open wall away from your meeple';
    if (v.phase === 'resolve' && mine) return 'no task of yours is complete here';
    return '';
  };

  const frameBox = useMemo(() => frame(v, [...spots.keys(), ...tg.keys(), ...centre]), [v, spots, tg, centre]);
  // Screen pixels a drawing unit: what the cards can show in words (Grid's `readable`), and whether a
  // finger can hit one card (44 px) or a tap asks which of the lit spots near it was meant.
  const px = gridW > 0 ? Math.round((gridW / ((frameBox.x1 - frameBox.x0 + 1) * U)) * 100) / 100 : 0;
  const small = coarse.value && px > 0 && px * 100 < 45;
  // The picked card with its walls: on the previewed spot (a tap), else on the lit spot under the pointer.
  const ghostAt = previewed >= 0 ? previewed : tg.has(hover) ? hover : -1;
  const ghost = pend?.k === 'put' && mine && ghostAt >= 0 ? { card: pend.card, rot: curRot, cell: ghostAt } : null;
  const marked = pend?.k === 'panic' ? pend.cell : tool.k === 'move' || tool.k === 'tunnel' ? tool.from : -1;
  const hoverSpot = spots.get(hover);

  const playable = (c: number) => (acting ? playFor(legal, c) : undefined);
  const ogreMoves = (k: number) => legal.filter((m) => m.type === 'ogre' && m.kind === k);
  const onOgre = (k: number) => {
    const ms = ogreMoves(k);
    if (ms.some((m) => m.type === 'ogre' && m.cell !== undefined)) {
      setTool(tool.k === 'ogre' && tool.kind === k ? { k: 'none' } : { k: 'ogre', kind: k });
      setChoice(null);
    } else offer(`${ogreName(k)}: ${ogreDoes(k).replace(/\.$/, '')}. Against whom?`, ms);
  };
  const placeLit = (k: Kind) => acting && legal.some((m) => m.type === 'place' && m.kind === k);
  const onPlace = (k: Kind) => {
    setTool(tool.k === 'place' && tool.kind === k ? { k: 'none' } : { k: 'place', kind: k });
    setChoice(null);
    setErr(null);
  };
  const meSeat = me !== null ? v.seats[me] : undefined;
  // The hand on a phone's bar: the cards that can be played (one per kind of card), the campfire's kinds, the ogre cards.
  const handPlays = acting && meSeat ? [...new Map(meSeat.hand.map((c) => [c, playFor(legal, c)] as const).filter(([, m]) => !!m).map(([, m]) => [JSON.stringify(m), m!])).values()] : [];
  const barHand = {
    plays: handPlays,
    kinds: [...new Set((meSeat?.meeples ?? []).filter((m) => m.at < 0).map((m) => m.kind))].filter(placeLit),
    ogres: [...new Set(meSeat?.ogres ?? [])].filter((k) => ogreMoves(k).length > 0),
    onPlace,
    onOgre,
  };

  // After every step (a move, a tool picked, a choice closed) the next lit spots of the grid are
  // brought into view, clear of the bar, the centre of one at least (a finger taps there): the grid
  // pans its own panel to them first (gestures.ts `reveal`). The hand's cards, the campfire and the
  // store are lit too, but a phone's bar offers them; a lit hand in view must not keep the grid away.
  const gridPanel = useRef<HTMLDivElement>(null);
  useBringTargets(gridPanel, `${table.gv}|${JSON.stringify(tool)}|${choice ? 1 : 0}`, mine, reveal, true);

  const buys = legal.filter((m) => m.type === 'buy');

  return (
    <div class="flex min-w-0 flex-col gap-3" ref={tipRoot} data-testid="dwarfs-board" data-gv={table.gv} data-phase={v.over ? 'over' : v.phase} data-pending={pend?.k ?? ''} data-tool={acting && tool.k !== 'none' ? JSON.stringify(tool) : ''} data-rot={curRot}>
      <style>{STYLE}</style>
      {DEFS}
      <TipLayer root={tipRoot} titles />
      {dragAt?.moved && (
        // The dragged card, above and left of the pointer so a finger does not hide it.
        <div class="pointer-events-none fixed z-50 opacity-80 drop-shadow-lg" style={{ left: `${dragAt.x - 60}px`, top: `${dragAt.y - 84}px` }} data-testid="dwarfs-drag">
          <MiniCard card={dragAt.card} size={56} rot={pend?.k === 'put' ? curRot : 0} />
        </div>
      )}
      {v.over && <EndScreen v={v} table={table} />}
      <div class={`rounded-xl border px-3 py-2 ${mine ? 'border-ember-500 bg-ember-400/15' : 'border-stone-200 bg-white/90'}`} data-testid="dwarfs-prompt">
        <p class="flex flex-wrap items-baseline gap-x-2 text-sm sm:text-base">
          <span class="rounded bg-stone-800 px-1.5 py-px text-xs font-semibold text-white">
            Round {v.round}
            {v.stage !== 'day' ? ` · ${v.stage === 'morning' ? 'Morning' : 'Night'}` : ''}
          </span>
          <strong class="font-display">
            <LogText text={phaseWords(v)} seats={table.seats} you={me} />
          </strong>
        </p>
        {!v.over && (
          <p class="mt-0.5 text-xs text-stone-600" data-testid="dwarfs-actions-why">
            {v.phase === 'actions' && !pend ? `Actions this turn: ${actionsWhy(v, spots, reg, v.turn === me)}; ${v.actionsLeft} left. ` : ''}
            {v.endBy >= 0 ? `Last round: ${names(v.endBy)} reached ${v.trigger} goals. ` : `${v.trigger} goals end the game. `}
            {me === null ? 'You are watching: hands and secret goals stay hidden.' : ''}
          </p>
        )}
      </div>
      {mine && (
        <ActionBar
          v={v}
          legal={legal}
          tool={tool}
          setTool={setTool}
          choice={choice}
          setChoice={setChoice}
          go={go}
          offer={offer}
          busy={!!busy || stale}
          words={words}
          rots={rots}
          rot={curRot}
          turnCard={turnCard}
          preview={{ pending: previewed >= 0, confirm: preview.confirm, back: preview.back }}
          error={err}
          hand={barHand}
        />
      )}
      <div class="panel relative min-w-0 p-1.5 sm:p-2" ref={gridPanel}>
          <div class="mb-1 flex items-center gap-1.5 text-xs text-stone-600">
            {centre.length > 0 ? (
              <span class="mr-auto font-semibold text-stone-800" data-testid="dwarfs-start-line">
                {startWords(acting, pend?.k === 'put' && mine)}
              </span>
            ) : (
              <span class="mr-auto">Walls are dark bars; a kingdom is outlined in its owner's colour from the castle.</span>
            )}
            <button type="button" class="btn-quiet btn-small" aria-label="Zoom out (−)" title="Zoom out (−); pinch with two fingers" disabled={zoom <= ZOOM_MIN} onClick={() => zoomAt(zoom / ZOOM_STEP)} data-testid="dwarfs-zoom-out">
              −
            </button>
            <span class="tabular-nums" data-testid="dwarfs-zoom">{Math.round(zoom * 100)}%</span>
            <button type="button" class="btn-quiet btn-small" aria-label="Zoom in (+)" title="Zoom in (+); pinch with two fingers" disabled={zoom >= ZOOM_MAX} onClick={() => zoomAt(zoom * ZOOM_STEP)} data-testid="dwarfs-zoom-in">
              +
            </button>
            <button type="button" class="btn-quiet btn-small" aria-label="Fit the grid (0)" title="Fit the whole grid (0)" disabled={zoom === 1} onClick={() => zoomAt(1)} data-testid="dwarfs-zoom-reset">
              Fit
            </button>
          </div>
          {/* Zoomed, the grid scrolls (and pans with a finger) inside its panel, never the page. */}
          <div ref={scroller} class="max-h-[78vh] overflow-auto overscroll-contain" style={{ touchAction: 'pan-x pan-y', overflowAnchor: 'none' }} data-testid="dwarfs-grid-scroll" data-tap-chooser={small ? "" : undefined}>
            {/* No transition: the reduced-motion stylesheet gives every property a 0.01 ms one, so a new width would read as the old one until the next frame. */}
            <div style={{ width: `${zoom * 100}%`, transition: 'none' }}>
              <Keep
                k={key(v.board, v.seats.map((x) => [x.meeples, x.kingdom, x.score.Kingdom, x.colour]), targetWords, sources, hover, ghost, marked, zoom === 1, frameBox, eff, pend, v.phase, me, changed, table.gv, px, small, tg.size)}
                render={() => (
                  <Grid v={v} spots={spots} frame={frameBox} on={on} blocks={blocks} targets={targetWords} sources={sources} onCell={(c) => onTap(c, true)} onMiss={(c) => onTap(c, false)} px={px} hover={hover} setHover={setHover} ghost={ghost} whyNot={whyNot} occupants={occupants} marked={marked} centre={centre} fit={zoom === 1} changed={changed} gv={table.gv} />
                )}
              />
            </div>
          </div>
          <div class="mt-1 min-h-[2.5rem] text-xs text-stone-700" aria-live="polite" data-testid="dwarfs-hover">
            {centre.includes(hover) ? (
              <p data-testid="dwarfs-hover-centre">
                <b>Centre spot</b> — {CENTRE_WORDS.split(': ').slice(1).join(': ')}
              </p>
            ) : hoverSpot ? (
              <>
                <p>
                  <b>{cardName(hoverSpot.card)}</b> — {cardTitle(hoverSpot.card, mineNeed(meSeat?.tribe)).split(': ').slice(1).join(': ')}
                  {hoverSpot.depth > 0 && ` ${hoverSpot.depth} card${hoverSpot.depth > 1 ? 's' : ''} under it.`}
                </p>
                {occupants(hover) && <p>On it: {occupants(hover)}.</p>}
                {blocks.get(hover) && <p class="text-red-700">{blocks.get(hover)!.join('. ')}.</p>}
                {whyNot(hover) && !tg.has(hover) && !sources.has(hover) && (tg.size > 0 || sources.size > 0) && (
                  <p class="text-stone-600" data-testid="dwarfs-why-not">
                    Not a choice now: {whyNot(hover)}.
                  </p>
                )}
              </>
            ) : (
              <p class="text-stone-500">{coarse.value ? `Tap a ${centre.length > 0 ? 'centre spot' : 'card'} to read it.` : centre.length > 0 ? 'Point at a centre spot (or focus it with Tab) to read it.' : 'Point at a card (or focus it with Tab) to read it.'}</p>
            )}
          </div>
      </div>
      <div class="grid min-w-0 grid-cols-1 items-start gap-3 lg:grid-cols-2">
          {me !== null && v.seats[me] && (
            <YouPanel
              v={v}
              me={me}
              legal={legal}
              picked={pend?.k === 'put' ? pend.card : -1}
              playable={playable}
              onPlay={(c) => {
                if (justDragged.current) return;
                const m = playFor(legal, c);
                if (m) go(m);
              }}
              onDragStart={acting || pend?.k === 'put' ? startDrag : undefined}
              onOgre={onOgre}
              ogreLit={(k) => ogreMoves(k).length > 0}
              onPlace={onPlace}
              placeLit={placeLit}
              placing={acting && tool.k === 'place' ? tool.kind : null}
              aiming={acting && tool.k === 'ogre' ? tool.kind : -1}
              go={go}
              busy={!!busy || stale}
            />
          )}
          <Keep k={key(v.seats, v.turn, v.first, v.over, v.trigger, v.decrees.includes('hard-workers'), table.seats, me)} render={() => <Players v={v} table={table} me={me} />} />
      </div>
      <div class="grid min-w-0 grid-cols-1 gap-3 lg:grid-cols-2">
        <Keep k={key(v.trades, v.egg, v.piles, v.pouchPile, v.decks, v.ogreDiscard, v.memorials, buys, busy || stale, v.seats[v.turn]?.monsters)} render={() => <Market v={v} buys={buys} go={go} busy={!!busy || stale} />} />
        <Keep k={key(v.decrees, v.scenario)} render={() => <Decrees v={v} />} />
      </div>
      {mine && <AllMoves legal={legal} words={words} go={go} busy={!!busy || stale} />}
    </div>
  );
}

/** This board draws the final scoring by category itself (the result panel shows the headline only). */
export const ownResult = true;
export { howSection } from './howSection';
