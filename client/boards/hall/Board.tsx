// In the Hall of the Mountain King at the table. Draws the whole table from the view; every legal move
// (table.legal) is a click on what it names, and every one is also a plain button in "All moves".
// Digging and great halls are placed as a ghost first (pointer or keys, R turns, F flips) and sent as
// the engine's small steps (stack, orientation, position) only once the player lays it.
import { Component, type ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { signal } from '@preact/signals';
import type { BoardProps } from '../types';
import type { SeatColor } from '../../../shared/protocol';
import { statueDests } from '../../../shared/games/hall/geom';
import { LogText } from '../../components/LogText';
import { TipLayer } from '../../components/TipLayer';
import { coarse } from '../../lib/input';
import { usePreview } from '../../lib/preview';
import { clearArea, useBringTargets } from '../../lib/bring';
import { useMotion } from '../../lib/motion';
import { BoardSvg, cellInfo, type CellTarget } from './BoardSvg';
import {
  asState, boardOf, cellWord, D, cardHelp, cardName, cardSyms, ghostCells, handleFor, has, legalOrigins, makeCtx, originFor, seatsOf, symWord, turn, whyNot, sameMove,
  type Move, type Shape, type View,
} from './model';
import { Horde, Scores, Section, Spellbook, Supply, Trollsmoot, EndScreen, stackName, type Targets } from './Panels';
import { moveWords, taskWords } from './words';
import { AllMoves, Controls, HowToPanel } from './Controls';
import { useAftermath } from './aftermath';
import { followStatues, type StatueIds } from './pieces';
import { ArtDefs } from './art';

interface Perf {
  first: number;
  deltas: number[];
}
declare global {
  interface Window {
    __hallPerf?: Perf;
  }
}

const STYLE = `
.hl-ring{fill:#fff3;stroke:#f97316;stroke-width:.9;stroke-dasharray:1.6 1;animation:hl-dash 1.2s linear infinite}
.hl-target{cursor:pointer;outline:none}
.hl-target:hover .hl-ring,.hl-target:focus-visible .hl-ring{stroke:#1c1917;stroke-width:1.4;stroke-dasharray:none}
.hl-spot{fill:#22c55e;stroke:#14532d;stroke-width:.4;pointer-events:none}
.hl-target-box{cursor:pointer;box-shadow:0 0 0 2px #f0a04b}
.hl-target-box:hover,.hl-target-box:focus-visible{box-shadow:0 0 0 3px #c2661a}
.hl-info{outline:none}.hl-info:focus-visible{outline:1.5px solid #c2661a;outline-offset:0.5px}
.hl-label{paint-order:stroke;stroke:#1c1917;stroke-width:.5px}
.hl-flash{fill:none;stroke:#fde047;stroke-width:1.2;animation:hl-pulse 1s ease-out 2}
.hl-new{animation:hl-pop .5s ease-out both}
.hl-name{white-space:normal;overflow-wrap:anywhere;hyphens:manual}
@media (max-width:767px),(pointer:coarse) and (max-width:1023px){
[data-testid=hall-board] .text-\\[9px\\],[data-testid=hall-board] .text-\\[10px\\],[data-testid=hall-board] .text-\\[11px\\]{font-size:12px}
}
@keyframes hl-dash{to{stroke-dashoffset:-5.2}}
@keyframes hl-pulse{0%{opacity:1}100%{opacity:.1}}
@keyframes hl-pop{0%{transform:scale(0);opacity:0}70%{transform:scale(1.35);opacity:1}100%{transform:scale(1)}}
@media (prefers-reduced-motion: reduce){.hl-ring,.hl-flash,.hl-new{animation:none}}
`;

/** Re-renders its part only when its key changes (each patch arrives as a fresh copy of the view). */
class Keep extends Component<{ k: string; render: () => ComponentChildren }> {
  override shouldComponentUpdate(next: { k: string }): boolean {
    return next.k !== this.props.k;
  }
  render() {
    return this.props.render();
  }
}
const key = (...parts: unknown[]): string => JSON.stringify(parts);

/** The phone layout, where the decision bar is a strip at the bottom of the screen (the bar's own media query). */
const PHONE = '(max-width: 767px), (pointer: coarse) and (max-width: 1023px)';
const phoneQuery = typeof matchMedia === 'function' ? matchMedia(PHONE) : null;
const phoneNow = signal(phoneQuery?.matches ?? false);
phoneQuery?.addEventListener('change', (e) => {
  phoneNow.value = e.matches;
});
/** Half a finger: lit cells this far from a tap (CSS px) are what the finger may have meant. */
const REACH = 22;


export default function HallBoard({ table, send, busy }: BoardProps) {
  const t0 = performance.now();
  // Keyboard focus on anything with a tooltip shows it (TipLayer); the mouse keeps the browser's own.
  // The whole board moves from one view to the next (client/lib/motion.ts): `v` is the view whose
  // motion plays; while newer views wait behind it nothing can be played (no lit targets, no
  // choices), so a player never acts on a state that is not the room's.
  const root = useRef<HTMLDivElement>(null);
  const v = useMotion(root, table.view as View);
  const fresh = v === table.view;
  /** The version the lit targets belong to; -2 while an older view is still moving. */
  const gv = fresh ? table.gv : -2;
  const me = table.you.seat;
  const seats = seatsOf(table);
  const b = boardOf(v);
  const colors: (SeatColor | null)[] = v.p.map((_, s) => table.seats[s]?.color ?? null);
  const mine = me !== null && table.active.includes(me) && table.status === 'playing';
  const legal = useMemo(() => (mine && fresh ? ((table.legal ?? []) as Move[]) : []), [mine, gv, table.legal]);
  const task = v.task;

  const [shape, setShape] = useState<Shape | null>(null);
  const [handle, setHandle] = useState(-1);
  const [statueSel, setStatueSel] = useState(-1);
  const [draftCard, setDraftCard] = useState(-1);
  const [hover, setHover] = useState(-1);
  /** The keyboard's reading cursor on the mountain (arrow keys while no tile is held), or -1. */
  const [cursor, setCursor] = useState(-1);
  const [zoom, setZoom] = useState(false);
  const phone = phoneNow.value;
  /** Lit cells near a finger's tap that fell between them: the bar offers each (the map's tap chooser). */
  const [near, setNear] = useState<number[]>([]);
  /** What went wrong with the last tap on the mountain; the next action clears it. */
  const [tapError, setTapError] = useState('');
  /** CSS px per drawing unit of the mountain: its labels too small to read there are not drawn. */
  const [unit, setUnit] = useState(0);
  const zoomRef = useRef<HTMLDivElement>(null);
  /** Where and with what the last press on the mountain began (a browser may move a tap's click to a nearby target). */
  const lastPointer = useRef({ type: 'mouse', x: 0, y: 0 });
  const queue = useRef<Move[]>([]);
  const mapRef = useRef<HTMLDivElement>(null);
  // Phones have no hover: a tap on a troll, symbol, token or spell shows its tooltip in a bar.
  const [tip, setTip] = useState('');
  const tipTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onTap = (e: PointerEvent) => {
    if (e.pointerType !== 'touch') return;
    const el = (e.target as Element).closest('[title]');
    const text = el && !el.closest('button') ? el.getAttribute('title') : null;
    if (!text) return;
    setTip(text);
    clearTimeout(tipTimer.current);
    tipTimer.current = setTimeout(() => setTip(''), 4000);
  };
  useEffect(() => () => clearTimeout(tipTimer.current), []);

  useLayoutEffect(() => {
    const ms = performance.now() - t0;
    const perf = (window.__hallPerf ??= { first: -1, deltas: [] });
    if (perf.first < 0) {
      perf.first = ms;
      performance.mark('hall-first-render');
    } else perf.deltas.push(ms);
  }, [table.gv]);

  // Kept parts of the page may hold an older `go`: it reads whether a move is in flight from here.
  const busyRef = useRef(!!busy);
  busyRef.current = !!busy;
  const go = (m: Move) => {
    if (busyRef.current) return;
    setTapError('');
    setNear([]);
    send(m);
  };
  /** Send a sequence of small steps, each once the room has applied the one before. */
  const goAll = (ms: Move[]) => {
    if (busy || ms.length === 0) return;
    queue.current = ms.slice(1);
    setTapError('');
    setNear([]);
    setShape(null);
    setStatueSel(-1);
    send(ms[0]!);
  };
  useEffect(() => {
    if (queue.current.length === 0 || busy || !fresh) return;
    const next = queue.current[0]!;
    if (legal.some((m) => sameMove(m, next))) {
      queue.current = queue.current.slice(1);
      send(next);
    } else if (table.gv >= 0) queue.current = [];
  }, [gv, legal, busy]);

  // A new version: local selections that no longer fit are dropped.
  useEffect(() => {
    if (!fresh) return;
    if (shape) {
      const ok = shape.kind === 'dig' ? has(legal, 'dig') || (task?.k === 'dig' && task.stage === 'orient') : has(legal, 'hall') || (task?.k === 'hall' && task.stage === 'orient');
      if (!ok) setShape(null);
    }
    if (statueSel >= 0 && !legal.some((m) => m.type === 'statue' && m.cell === statueSel)) setStatueSel(-1);
  }, [gv]);

  // The engine already holds the stack or hall (after a reload): the ghost continues from there.
  const shapeNow: Shape | null = shape ?? (task?.k === 'dig' && task.stage === 'orient' && mine ? { kind: 'dig', i: task.stack, o: firstOrient(v, me, 'dig', task.stack) } : task?.k === 'hall' && task.stage === 'orient' && mine ? { kind: 'hall', i: task.hall, o: firstOrient(v, me, 'hall', task.hall) } : null);
  const ctx = useMemo(() => (me !== null && mine ? makeCtx(v, me) : null), [gv, mine]);
  const origins = useMemo(() => (shapeNow && me !== null ? legalOrigins(v, me, shapeNow, ctx) : []), [gv, shapeNow?.kind, shapeNow?.i, shapeNow?.o]);
  const spots = useMemo(() => new Set(shapeNow ? origins.map((o) => handleFor(b, shapeNow, o)) : []), [origins]);
  const handleNow = shapeNow ? (handle >= 0 ? handle : spots.values().next().value ?? b.heart[0]!) : -1;
  // A finger previews the tile where it taps, and lays it with a second tap or Lay (lib/preview.ts);
  // a mouse's ghost follows the pointer and a click lays it.
  const preview = usePreview<number>(`${gv}|${shapeNow?.kind}|${shapeNow?.i}`);
  const touchGhost = coarse.value && !!shapeNow;
  const ghostAt = touchGhost ? (preview.pending?.data ?? -1) : handleNow;
  const ghostWhy = shapeNow && ctx && me !== null && ghostAt >= 0 ? (spots.has(ghostAt) ? '' : whyNot(v, me, shapeNow, ghostAt, ctx) || 'Not a legal spot for this tile.') : '';

  const pickShape = (kind: 'dig' | 'hall', i: number) => {
    if (me === null) return;
    setTapError('');
    setNear([]);
    const o = firstOrient(v, me, kind, i);
    const sh: Shape = { kind, i, o };
    setShape(sh);
    const os = legalOrigins(v, me, sh, null);
    setHandle(os.length ? handleFor(b, sh, os[0]!) : -1);
    setStatueSel(-1);
    // The keys (arrows, R, F, Enter) act on the mountain: it takes the focus with the tile.
    requestAnimationFrame(() => mapRef.current?.focus({ preventScroll: true }));
  };
  const layAt = (h: number) => {
    if (!shapeNow) return;
    const origin = originFor(b, shapeNow, h);
    if (!origins.includes(origin)) return;
    const steps: Move[] = [];
    if (!task) steps.push(shapeNow.kind === 'dig' ? { type: 'dig', stack: shapeNow.i } : { type: 'hall', hall: shapeNow.i });
    steps.push({ type: 'orient', o: shapeNow.o }, { type: 'place', cell: origin });
    goAll(steps);
  };
  // A preview laid later (Lay, or a second tap after a turn) lays the tile as it is then.
  const layRef = useRef(layAt);
  layRef.current = layAt;
  const reorient = (how: 'rotate' | 'flip') => {
    if (!shapeNow) return;
    const o = turn(shapeNow, how);
    if (shape) setShape({ ...shapeNow, o });
    else setShape({ ...shapeNow, o });
  };
  const onMapKey = (e: KeyboardEvent) => {
    if (!shapeNow) return readKey(e);
    const k = e.key;
    const x = handleNow % b.width;
    const y = Math.floor(handleNow / b.width);
    const mv = (dx: number, dy: number) => {
      const nx = Math.min(b.width - 1, Math.max(0, x + dx));
      const ny = Math.min(b.height - 1, Math.max(0, y + dy));
      setHandle(ny * b.width + nx);
    };
    if (k === 'ArrowLeft') mv(-1, 0);
    else if (k === 'ArrowRight') mv(1, 0);
    else if (k === 'ArrowUp') mv(0, -1);
    else if (k === 'ArrowDown') mv(0, 1);
    else if (k === 'r' || k === 'R') reorient('rotate');
    else if (k === 'f' || k === 'F') reorient('flip');
    else if (k === 'Enter' || k === ' ') layAt(handleNow);
    else if (k === 'Escape') setShape(null);
    else return;
    e.preventDefault();
  };

  /** No tile held: the arrow keys walk a cursor over the cells, each read like a pointed-at cell. */
  const readKey = (e: KeyboardEvent) => {
    const dir = ({ ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] } as Record<string, [number, number]>)[e.key];
    if (e.key === 'Escape' && cursor >= 0) {
      setCursor(-1);
      mapRef.current?.focus({ preventScroll: true });
      return;
    }
    if (!dir) return;
    e.preventDefault();
    const from = cursor >= 0 ? cursor : Math.floor(b.height / 2) * b.width + Math.floor(b.width / 2);
    const x = Math.min(b.width - 1, Math.max(0, (from % b.width) + (cursor >= 0 ? dir[0] : 0)));
    const y = Math.min(b.height - 1, Math.max(0, Math.floor(from / b.width) + (cursor >= 0 ? dir[1] : 0)));
    setCursor(y * b.width + x);
    setHover(y * b.width + x);
  };
  // The cursor's frame is a new element at each move: it takes the focus, so its tooltip shows.
  useEffect(() => {
    if (cursor < 0) return;
    const el = mapRef.current?.querySelector<SVGGElement>('[data-testid=hall-cursor]');
    if (el && document.activeElement !== el) el.focus({ preventScroll: true });
  }, [cursor]);
  // A tile picked up takes the arrow keys for itself: the cursor goes.
  useEffect(() => {
    if (shapeNow && cursor >= 0) setCursor(-1);
  }, [shapeNow, cursor]);

  // ---- lit cells on the mountain (none while the steps of a laid tile or a statue move are being sent) ----
  const queued = queue.current.length > 0;
  const cellTargets = new Map<number, CellTarget>();
  const put = (cell: number, label: string, fn: () => void) => cellTargets.set(cell, { label, go: fn });
  if (queued) {
    // the next step goes by itself
  } else if (shapeNow) {
    for (const o of origins) {
      const h = handleFor(b, shapeNow, o);
      put(h, `Lay the ${shapeNow.kind === 'dig' ? 'tunnel' : 'hall'} here`, () => preview.tap(String(h), h, () => layRef.current(h)));
    }
  } else if (statueSel >= 0 && me !== null) {
    for (const c of statueDests(asState(v), me, statueSel)) put(c, `Move the statue here`, () => goAll([{ type: 'statue', cell: statueSel }, { type: 'to', cell: c }]));
  } else {
    for (const m of legal) {
      if (m.type === 'gate') put(m.cell, moveWords(m, v), () => go(m));
      else if (m.type === 'workshop') put(b.sites[m.site]!.cell, moveWords(m, v), () => go(m));
      else if (m.type === 'statue') put(m.cell, `Select this statue`, () => (task?.k === 'cast' ? go(m) : setStatueSel(m.cell)));
      else if (m.type === 'to') put(m.cell, moveWords(m, v), () => go(m));
      else if (m.type === 'place' && task && (task.k === 'dig' || task.k === 'hall')) {
        const sh: Shape = task.k === 'dig' ? { kind: 'dig', i: task.stack, o: task.o } : { kind: 'hall', i: task.hall, o: task.o };
        put(handleFor(b, sh, m.cell), moveWords(m, v), () => go(m));
      } else if (m.type === 'choose' && task?.k === 'cast' && D.spells[task.spell]!.effect.kind === 'establish' && task.site < 0) put(b.sites[m.i]!.cell, moveWords(m, v), () => go(m));
    }
  }

  // ---- lit things in the panels ----
  const targets: Targets = new Map();
  const offer = me !== null ? v.p[me]!.offer : [];
  const card = offer.includes(draftCard) ? draftCard : (offer[0] ?? -1);
  const castKind = task?.k === 'cast' ? D.spells[task.spell]!.effect.kind : '';
  for (const m of queued ? [] : legal) {
    if (m.type === 'recruit') targets.set(`horde-${m.slot}`, { label: moveWords(m, v), go: () => go(m) });
    else if (m.type === 'placeTroll') targets.set(`smoot-${m.slot}`, { label: moveWords(m, v), go: () => go(m) });
    else if (m.type === 'draft' && m.card === card) targets.set(`smoot-${m.slot}`, { label: moveWords(m, v), go: () => go(m) });
    else if (m.type === 'cast') targets.set(`book-${m.book}`, { label: moveWords(m, v), go: () => go(m) });
    else if (m.type === 'dig') targets.set(`stack-${m.stack}`, { label: `Pick ${stackName(m.stack)}: ${moveWords(m, v)}`, go: () => pickShape('dig', m.stack) });
    else if (m.type === 'hall') targets.set(`hall-${m.hall}`, { label: `Pick ${D.halls[m.hall]!.name}`, go: () => pickShape('hall', m.hall) });
    else if (m.type === 'choose' && (castKind === 'bribe' || castKind === 'dismiss')) targets.set(`horde-${m.i}`, { label: moveWords(m, v), go: () => go(m) });
    else if (m.type === 'choose' && castKind === 'activate') targets.set(`smoot-${m.i}`, { label: moveWords(m, v), go: () => go(m) });
  }

  const { flash, cascade } = useAftermath(v);
  // Each statue followed from the view before (the view keeps only a clan per cell).
  const statues = useRef<{ at: readonly number[] | null; ids: StatueIds }>({ at: null, ids: new Map() });
  if (statues.current.at !== v.b.statue) statues.current = { at: v.b.statue, ids: followStatues(statues.current.at, statues.current.ids, v.b.statue) };

  const myBank = me !== null ? v.banks[v.p[me]!.bank] : undefined;
  // On a phone, labels under 12 px on screen are not drawn (issue 27); the tapped cell's words say them.
  const minFont = phone ? (unit > 0 ? 12 / unit : 99) : 0;
  const mapKey = key(v.b, v.phase, colors, [...cellTargets].map(([c, t]) => [c, t.label]), shapeNow, ghostAt, ghostWhy, [...spots], statueSel, flash, cursor, Math.round(minFont * 10));
  const ghost = shapeNow && ghostAt >= 0 ? { cells: ghostCells(b, shapeNow, ghostAt), ok: ghostWhy === '' } : null;

  useLayoutEffect(() => {
    const box = zoomRef.current;
    if (!box) return;
    const measure = () => {
      const svg = box.querySelector('svg');
      if (svg) setUnit(svg.getBoundingClientRect().width / (b.width * 10 + 2));
    };
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(box);
    return () => watch.disconnect();
  }, [b.width]);

  /**
   * A finger's tap on the mountain: the lit cell under it acts (a tile is previewed there first);
   * between lit cells, those within half a finger are offered in the bar to choose from, since a
   * cell is smaller than a finger at the mountain's first zoom (issue 27).
   */
  const onMapClick = (e: MouseEvent) => {
    const down = lastPointer.current;
    if (down.type !== 'touch') return;
    const svg = mapRef.current?.querySelector('svg');
    if (!svg) return;
    const r = svg.getBoundingClientRect();
    const u = r.width / (b.width * 10 + 2);
    // The finger's own point, not the click's: Chromium moves a tap's click onto a nearby button.
    const px = (down.x - r.left) / u - 1;
    const py = (down.y - r.top) / u - 1;
    const cell = Math.floor(py / 10) * b.width + Math.floor(px / 10);
    if (px < 0 || py < 0 || px >= b.width * 10 || py >= b.height * 10) return;
    e.stopPropagation();
    e.preventDefault();
    setHover(cell);
    setTapError('');
    const exact = cellTargets.get(cell);
    if (exact) {
      setNear([]);
      exact.go();
      return;
    }
    const reach = REACH / u;
    const gap = (c: number) => {
      const x0 = (c % b.width) * 10;
      const y0 = Math.floor(c / b.width) * 10;
      return Math.max(Math.max(x0 - px, 0, px - x0 - 10), Math.max(y0 - py, 0, py - y0 - 10));
    };
    const close = [...cellTargets.keys()].filter((c) => gap(c) <= reach).sort((x, y) => gap(x) - gap(y)).slice(0, 8);
    if (close.length === 1) {
      setNear([]);
      cellTargets.get(close[0]!)!.go();
    } else if (close.length > 1) setNear(close);
    else {
      setNear([]);
      if (cellTargets.size > 0) {
        const why = shapeNow && ctx && me !== null ? whyNot(v, me, shapeNow, cell, ctx) : '';
        setTapError(`Nothing to do at ${cellWord(b, cell)}${why ? `: ${why.replace(/\.$/, '')}` : ''}. ${coarse.value ? 'Tap' : 'Click'} a lit cell.`);
      }
    }
  };
  const nearChoices = near.filter((c) => cellTargets.has(c)).map((c) => ({ cell: c, label: cellTargets.get(c)!.label, go: () => (setNear([]), cellTargets.get(c)!.go()) }));

  /** Bring a panel the bar points to into the part of the screen the bar leaves clear. */
  const show = (where: 'horde' | 'stacks' | 'halls') => {
    const el = root.current?.querySelector(where === 'horde' ? '[data-testid=hall-horde]' : `[data-key=${where === 'stacks' ? 'stack' : 'hall'}-0]`);
    const box = where === 'horde' ? el : el?.parentElement;
    if (!box) return;
    const [top, bottom] = clearArea();
    const r = box.getBoundingClientRect();
    const by = r.height > bottom - top ? r.top - top - 8 : r.top + r.height / 2 - (top + bottom) / 2;
    scrollBy({ top: by, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };

  // After every step the next lit targets come into view, clear of the bar (lib/bring.ts); a zoomed
  // mountain first scrolls its own view to them.
  const reveal = (el: Element): boolean => {
    const sc = mapRef.current;
    if (!zoom || !sc?.contains(el)) return false;
    const r = el.getBoundingClientRect();
    const c = sc.getBoundingClientRect();
    sc.scrollLeft += r.left + r.width / 2 - (c.left + c.width / 2);
    sc.scrollTop += r.top + r.height / 2 - (c.top + c.height / 2);
    return true;
  };
  // While a tile is held its spots on the mountain are the targets (the stacks stay lit to change it);
  // a target counts as in view when its centre is, where a finger taps it.
  useBringTargets({ current: shapeNow ? mapRef.current : root.current }, `${gv}|${shapeNow?.kind}${shapeNow?.i}|${statueSel}|${queued}`, mine && fresh && !queued, reveal, true);

  return (
    <div class="flex min-w-0 flex-col gap-3" data-testid="hall-board" data-phase={v.phase} data-task={task ? `${task.k}${'stage' in task ? `-${task.stage}` : ''}` : v.phase === 'play' ? `step${v.turn.step}` : v.phase} data-gv={table.gv} data-queued={queued || busy || !fresh ? 1 : 0} onPointerUp={onTap} ref={root}>
      <style>{STYLE}</style>
      <ArtDefs />
      <TipLayer root={root} titles />
      {tip && (
        <p class="fixed inset-x-2 z-50 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-800 shadow-lg" role="status" data-testid="hall-tip" style={{ bottom: 'calc(var(--decision-h, 0px) + 0.5rem)' }} onClick={() => setTip('')}>
          {tip}
        </p>
      )}
      {v.phase === 'over' && <EndScreen v={v} seats={seats} colors={colors} />}
      <div class={`rounded-xl border px-3 py-2 ${mine ? 'border-ember-500 bg-ember-400/15' : 'border-stone-200 bg-white/90'}`} data-testid="hall-prompt">
        <p class="text-sm sm:text-base">
          <strong class="font-display">
            <LogText text={taskWords(v, table.active)} seats={table.seats} you={me} />
          </strong>
        </p>
        {v.phase !== 'over' && (
          <p class="mt-0.5 text-xs text-stone-600">
            {table.active.filter((x) => x !== me).length > 0 && (
              <>
                Waiting for <LogText text={table.active.filter((x) => x !== me).map((x) => `{p${x}}`).join(', ')} seats={table.seats} you={me} />.{' '}
              </>
            )}
            {v.phase === 'draft' && v.p.some((x) => !x.drafting) && (
              <>
                Done: <LogText text={v.p.filter((x) => !x.drafting).map((x) => `{p${x.seat}}`).join(', ')} seats={table.seats} you={me} />.
              </>
            )}
          </p>
        )}
        {v.lastTurn >= 0 && v.phase === 'play' && <p class="text-xs font-semibold text-ember-700">The coronation has come: {v.lastTurn - v.turnNo + 1} turns left.</p>}
      </div>
      {mine && (
        <Controls
          key={v.turnNo}
          v={v}
          legal={queued ? [] : legal}
          go={go}
          busy={!!busy}
          shape={shapeNow}
          why={ghostWhy}
          reorient={reorient}
          lay={() => layAt(handleNow)}
          cancel={() => setShape(null)}
          canCancel={!!shape}
          statueSel={statueSel}
          cancelStatue={() => setStatueSel(-1)}
          preview={{ pending: touchGhost && !!preview.pending, confirm: preview.confirm, back: preview.back }}
          near={nearChoices}
          closeNear={() => setNear([])}
          error={tapError || (touchGhost && preview.pending && ghostWhy ? `Not here: ${ghostWhy}` : '')}
          phone={phone}
          show={show}
          lead={
            // The draft's two trolls to keep from, chosen in the bar (the slots are lit on the trollsmoot).
            offer.length > 0 && (
              <div class="contents" data-testid="hall-offer">
                <span class="text-xs text-stone-600">Keep:</span>
                {offer.map((c) => (
                  <button key={c} type="button" class={`btn-small ${c === card ? 'btn-primary' : 'btn-quiet'}`} data-choice="draft-card" data-piece={`offer-${c}`} aria-pressed={c === card} title={cardHelp(c)} onClick={() => setDraftCard(c)}>
                    {cardName(c)}: {cardSymsWords(c)}
                  </button>
                ))}
              </div>
            )
          }
        />
      )}
      <div class="grid min-w-0 grid-cols-1 gap-3 xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div class="panel relative min-w-0 overflow-hidden p-1.5 sm:p-2">
          <button type="button" class="btn-quiet btn-small absolute right-2 bottom-2 z-10 bg-white/90 sm:hidden" aria-pressed={zoom} onClick={() => setZoom(!zoom)} data-testid="hall-zoom">
            {zoom ? 'Fit map' : 'Zoom map'}
          </button>
          <div
            class={`outline-none focus-visible:ring-2 focus-visible:ring-ember-500 ${zoom ? 'overflow-auto overscroll-contain' : ''}`}
            style={{ touchAction: zoom ? 'pan-x pan-y' : 'manipulation', maxHeight: zoom ? '80vh' : undefined }}
            ref={mapRef}
            data-testid="hall-map-scroll"
            data-handle={handleNow}
            data-pending={preview.pending?.data ?? -1}
            data-width={b.width}
            tabIndex={0}
            role="application"
            aria-label={shapeNow ? 'The mountain: arrow keys move the ghost tile, R turns it, F flips it, Enter lays it, Escape puts it back' : 'The mountain: arrow keys read its cells'}
            onKeyDown={onMapKey}
            onPointerDown={(e) => {
              lastPointer.current = { type: e.pointerType, x: e.clientX, y: e.clientY };
            }}
            onClickCapture={onMapClick}
            data-tap-chooser=""
          >
            <div class={zoom ? 'w-[200%]' : ''} ref={zoomRef}>
              <Keep
                k={mapKey}
                render={() => (
                  <BoardSvg
                    v={v}
                    seats={seats}
                    targets={cellTargets}
                    ghost={ghost}
                    spots={spots}
                    selected={statueSel}
                    flash={flash}
                    cursor={cursor}
                    minFont={minFont}
                    statueIds={statues.current.ids}
                    onCell={(c) => {
                      setHover(c);
                      if (shapeNow && !spots.has(c)) setHandle(c);
                    }}
                    onHover={(c) => {
                      setHover(c);
                      if (shapeNow) setHandle(c);
                    }}
                  />
                )}
              />
            </div>
          </div>
          {cascade && (
            <p class="pointer-events-none absolute inset-x-2 top-2 rounded-lg border border-ember-400 bg-white/95 px-3 py-1.5 text-sm text-stone-900 shadow" aria-live="polite" data-testid="hall-cascade">
              <LogText text={cascade.text} seats={table.seats} you={me} />
            </p>
          )}
          {/* On a phone the Zoom button sits at this line's right end: the words stop short of it. */}
          <p class="min-h-10 px-1 pr-28 text-xs text-stone-600 sm:min-h-5 sm:pr-1" aria-live="polite" data-testid="hall-hover">
            {shapeNow && ghostWhy ? <span class="font-semibold text-red-700" data-testid="hall-why-not">Not here: {ghostWhy}</span> : hover >= 0 ? cellInfo(v, hover, seats) : coarse.value ? 'Tap a cell to read it.' : 'Point at a cell to read it (or focus the mountain and use the arrow keys).'}
          </p>
        </div>
        <div class="flex min-w-0 flex-col gap-3">
          {me !== null && (
            <Section title="Your trollsmoot" testid="hall-mine" extra={myBank && <span class="text-xs font-normal text-stone-500">{myBank.honour} honour</span>}>
              <Trollsmoot v={v} seat={me} targets={targets} fresh={cascade?.seat === me ? cascade.bits : undefined} label="Your trollsmoot" />
              {me !== null && v.p[me]!.hand >= 0 && <p class="mt-1 text-xs text-stone-600" title={cardHelp(v.p[me]!.hand)} tabIndex={0}>In hand: {cardName(v.p[me]!.hand)}</p>}
            </Section>
          )}
          <Section title="Players">
            <Scores v={v} seats={seats} colors={colors} />
          </Section>
          <Section title="Spellbook">
            <Keep k={key(v.book, [...targets.keys()].filter((x) => x.startsWith('book')))} render={() => <Spellbook v={v} targets={targets} />} />
          </Section>
        </div>
      </div>
      <div class="grid min-w-0 grid-cols-1 gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Section title="The horde">
          <Keep k={key(v.horde, v.deckCounts, v.bag, [...targets].filter(([x]) => x.startsWith('horde')).map(([x, t]) => [x, t.label]))} render={() => <Horde v={v} targets={targets} />} />
        </Section>
        <Section title="Supply">
          <Keep
            k={key(v.wsSupply, v.track, v.b.stacks, v.b.halls, v.crowns, v.lastTurn, v.turnNo, [...targets].filter(([x]) => x.startsWith('stack') || x.startsWith('hall')).map(([x, t]) => [x, t.label]))}
            render={() => <Supply v={v} targets={targets} />}
          />
        </Section>
      </div>
      <Section title={me === null ? 'Trollsmoots' : 'Rivals’ trollsmoots'}>
        <div class="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {v.p
            .filter((p) => p.seat !== me)
            .map((p) => (
              <div key={p.seat} class="min-w-0">
                <p class="mb-0.5 text-sm font-semibold" style={{ color: seats.ink(p.seat) }}>
                  {seats.name(p.seat)}
                  {p.drafting && <span class="ml-1 text-xs font-normal text-stone-500">(choosing)</span>}
                  {p.hand >= 0 && <span class="ml-1 text-xs font-normal text-stone-500" title={cardHelp(p.hand)} tabIndex={0}>hand troll: {cardName(p.hand)}</span>}
                </p>
                <Keep
                  k={key(p.sm, p.held, cascade?.seat === p.seat ? cascade.bits : null, v.task?.k === 'recruit' && v.turn.seat === p.seat ? v.task.card : -1)}
                  render={() => <Trollsmoot v={v} seat={p.seat} targets={new Map()} fresh={cascade?.seat === p.seat ? cascade.bits : undefined} label={`${seats.name(p.seat)}'s trollsmoot`} />}
                />
              </div>
            ))}
        </div>
      </Section>
      {mine && <AllMoves legal={legal} v={v} go={go} busy={!!busy} />}
      <HowToPanel />
    </div>
  );
}

const cardSymsWords = (code: number): string => cardSyms(code).map(symWord).join(', ');

function firstOrient(v: View, me: number | null, kind: 'dig' | 'hall', i: number): number {
  if (me === null) return 0;
  const n = kind === 'dig' ? D.stacks[i]!.orients.length : D.halls[i]!.orients.length;
  for (let o = 0; o < n; o++) if (legalOrigins(v, me, { kind, i, o }, null).length) return o;
  return 0;
}


/** This board draws the final scoring by category itself (the result panel shows the headline only). */
export const ownResult = true;
