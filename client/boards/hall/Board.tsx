// In the Hall of the Mountain King at the table. Draws the whole table from the view; every legal move
// (table.legal) is a click on what it names, and every one is also a plain button in "All moves".
// Digging and great halls are placed as a ghost first (pointer or keys, R turns, F flips) and sent as
// the engine's small steps (stack, orientation, position) only once the player lays it.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { BoardProps } from '../types';
import type { SeatColor } from '../../../shared/protocol';
import { LogText } from '../../components/LogText';
import { TipLayer } from '../../components/TipLayer';
import { coarse } from '../../lib/input';
import { usePreview } from '../../lib/preview';
import { clearArea, useBringTargets } from '../../lib/bring';
import { useMotion } from '../../lib/motion';
import { useBoardTiming } from '../../lib/timing';
import { BoardSvg, cellInfo, type CellTarget } from './BoardSvg';
import {
  boardOf, cardHelp, cardName, ghostCells, handleFor, has, legalOrigins, makeCtx, originFor, seatsOf, turn, whyNot, sameMove,
  type Move, type Shape, type View,
} from './model';
import { Horde, Scores, Section, Spellbook, Supply, Trollsmoot, EndScreen, type Targets } from './Panels';
import { AllMoves, Controls, HowToPanel } from './Controls';
import { useAftermath } from './aftermath';
import { followStatues, type StatueIds } from './pieces';
import { ArtDefs } from './art';
import { Prompt, Rivals } from './Prompt';
import { loadWhy } from './words';
import { tapMountain, useMapKeys } from './mapinput';
import { litCells, litPanels } from './lit';
import { cardSymsWords, firstOrient, phoneNow, STYLE } from './frame';
import { Keep, key } from '../../lib/keep';


export { howSection } from './howSection';

/** The art's shared symbols: drawn once, the same element kept at every render (never diffed again). */
const ARTDEFS = <ArtDefs />;

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
  // Why a step offers nothing: its words load after the first render (words.ts).
  useEffect(() => void loadWhy(), []);

  // Timing for the bench: first render and re-renders after a move (lib/timing.ts).
  useBoardTiming('hall', t0, table.gv);

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
  // A step the room took by itself (the only orientation a stack allows, issue 29) is passed over;
  // a queue with nothing left to send is dropped, and the board drawn again at once (the queue is a
  // ref: without that render the board would keep its targets dark, waiting for nothing).
  const [, redraw] = useState(0);
  useEffect(() => {
    if (queue.current.length === 0 || busy || !fresh) return;
    const i = queue.current.findIndex((q) => legal.some((m) => sameMove(m, q)));
    if (i >= 0) {
      const next = queue.current[i]!;
      queue.current = queue.current.slice(i + 1);
      send(next);
    } else if (table.gv >= 0) {
      queue.current = [];
      redraw((n) => n + 1);
    }
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
  const onMapKey = useMapKeys({ b, shapeNow, handleNow, setHandle, reorient, lay: layAt, drop: () => setShape(null), cursor, setCursor, setHover, mapRef });

  // ---- lit cells on the mountain (none while the steps of a laid tile or a statue move are being sent) ----
  const queued = queue.current.length > 0;
  const offer = me !== null ? v.p[me]!.offer : [];
  const card = offer.includes(draftCard) ? draftCard : (offer[0] ?? -1);
  const cellTargets = queued ? new Map<number, CellTarget>() : litCells({ v, b, me, legal, shapeNow, origins, statueSel, go, goAll, selectStatue: setStatueSel, tapSpot: (h) => preview.tap(String(h), h, () => layRef.current(h)) });
  const targets: Targets = queued ? new Map() : litPanels({ v, legal, card, go, pickShape });

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

  const onMapClick = (e: MouseEvent) =>
    tapMountain(e, { b, down: lastPointer.current, svg: mapRef.current?.querySelector('svg') ?? null, cellTargets, setHover, setNear, setTapError,
      why: (cell) => (shapeNow && ctx && me !== null ? whyNot(v, me, shapeNow, cell, ctx) : '') });
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
      {ARTDEFS}
      <TipLayer root={root} titles />
      {tip && (
        <p class="fixed inset-x-2 z-50 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-800 shadow-lg" role="status" data-testid="hall-tip" style={{ bottom: 'calc(var(--decision-h, 0px) + 0.5rem)' }} onClick={() => setTip('')}>
          {tip}
        </p>
      )}
      {v.phase === 'over' && <EndScreen v={v} seats={seats} colors={colors} />}
      <Prompt v={v} table={table} mine={mine} />
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
          {/* Under the mountain, in the page's flow, never over it: it must not hide the cells it talks about (a phone's top rows were covered). */}
          {cascade && (
            <p class="mx-1 mt-1 rounded-lg border border-ember-400 bg-ember-400/10 px-3 py-1.5 text-sm text-stone-900" aria-live="polite" data-testid="hall-cascade">
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
            <Keep k={key(v.banks, v.p, v.teams, colors, table.seats)} render={() => <Scores v={v} seats={seats} colors={colors} />} />
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
            k={key(v.wsSupply, v.track, v.b.stacks, v.b.halls, v.crowns, v.lastTurn, v.lastTurn >= 0 ? v.turnNo : -1, [...targets].filter(([x]) => x.startsWith('stack') || x.startsWith('hall')).map(([x, t]) => [x, t.label]))}
            render={() => <Supply v={v} targets={targets} />}
          />
        </Section>
      </div>
      <Rivals v={v} seats={seats} me={me} cascade={cascade} />
      {mine && <AllMoves legal={legal} v={v} go={go} busy={!!busy} />}
      <HowToPanel />
    </div>
  );
}



/** This board draws the final scoring by category itself (the result panel shows the headline only). */
export const ownResult = true;
