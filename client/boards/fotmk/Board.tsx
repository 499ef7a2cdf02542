// Fall of the Mountain King at the table. Draws the whole table from the view and makes every legal
// move (table.legal) a click on what it names, with every move also reachable as a plain button.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { BoardProps } from '../types';
import type { SeatColor } from '../../../shared/protocol';
import { LogText } from '../../components/LogText';
import { SeatMark } from '../../components/SeatMark';
import { Ancestry, coverWords } from './Ancestry';
import { PreviewActions } from '../../components/DecisionBar';
import { useBringTargets } from '../../lib/bring';
import { coarse } from '../../lib/input';
import { usePreview } from '../../lib/preview';
import { useMotion } from '../../lib/motion';
import { useBoardTiming } from '../../lib/timing';
import { useSources } from './pieces';
import { WaveButtons, WavePanel } from './WavePanel';
import { waveScores } from './waves';
import { MapSvg } from './MapSvg';
import { Champions, ClanBoard, EndScreen, Gates, Section, Wheel } from './Panels';
import { boardOf, cavernStatus, CHAMPIONS, nodeName, seatsOf, sortTargets, symbolPower, type Choice, type Move, type View } from './model';
import { moveWords, whyNotHere } from './words';
export { logWords } from './words';
export { howSection } from './howSection';
import { Prompt, MatLine, SupplyTrack, ChampionsWon, StartChoices, Hand, Scoreboard, HoverInfo, Sealed } from './Parts';
import { AllMoves, Controls } from './Controls';
import { TipLayer } from '../../components/TipLayer';
import { STYLE } from './style';
import { Keep, key } from '../../lib/keep';

/** How long a wave's panel that opened by itself stays once the next wave's turns have begun (ms). */
const AUTO_MS = 6000;

/** Events shown one by one on the map (a ring on the cavern); the dramatic ones also in a banner. */
const FLASH_KINDS = new Set(['battle', 'invade', 'fall', 'breach', 'repel', 'entrench', 'seize', 'bolster', 'move', 'cull', 'swarm']);
const BANNER_KINDS = new Set(['battle', 'invade', 'fall', 'breach', 'repel', 'entrench', 'seize', 'swarm', 'cull']);


export default function FotmkBoard({ table, send, log, busy }: BoardProps) {
  const t0 = performance.now();
  const root = useRef<HTMLDivElement | null>(null);
  // The view on the board is the one whose motion plays (lib/motion.ts): pieces travel from the view
  // before. Choices are offered only once the board shows the newest view (never on a stale state).
  const newest = table.view as View;
  const v = useMotion(root, newest);
  const live = v === newest;
  const me = table.you.seat;
  const seats = seatsOf(table);
  const b = boardOf(v);
  const colors: (SeatColor | null)[] = v.mats.map((_, s) => table.seats[s]?.color ?? null);
  const names = v.mats.map((_, s) => seats.name(s));
  const mine = live && me !== null && table.active.includes(me) && table.status === 'playing';
  const legal = useMemo(() => (mine ? ((table.legal ?? []) as Move[]) : []), [mine, table.gv, table.legal]);
  // Where a troll stack or a gnome new on the map came from: the cavern left, a supply, the swarm (pieces.ts).
  const from = useSources(v);
  const tg = useMemo(() => sortTargets(legal, v), [legal, v]);
  const [hover, setHover] = useState(-1);
  const [zoom, setZoom] = useState(false);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [desp, setDesp] = useState(0);
  const [boost, setBoost] = useState(0);
  const [surge, setSurge] = useState(false);
  const task = v.task;
  /** What went wrong with the last tap (a cavern that is not a choice now): cleared at the next action. */
  const [err, setErr] = useState<string | null>(null);
  /** A drafted card shown in place on the Ancestry before it is laid (touch: first tap; lib/preview.ts). */
  const preview = usePreview<[number, number]>(table.gv);

  // A new game version: open choices, steppers and the last tap's error start over.
  useEffect(() => {
    setChoice(null);
    setBoost(0);
    setSurge(false);
    setErr(null);
  }, [table.gv]);

  // Timing for the bench: first render and re-renders after a move (lib/timing.ts).
  useBoardTiming('fotmk', t0, table.gv);

  // Escape closes an open choice, or takes back a picked card / a cluster being chosen.
  const cancel = legal.find((m) => m.type === 'cancel');
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      if (e.target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName)) return;
      if (preview.pending) preview.back();
      else if (choice) setChoice(null);
      else if (cancel && !busy) send(cancel);
      else return;
      e.preventDefault();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [choice, cancel, busy, preview.pending]);

  // What the step asks for is brought into view after every step, clear of the decision bar (the map
  // after a choice on the Ancestry, the champion display far below the map: lib/bring.ts), the middle
  // of one at least, where a finger taps.
  useBringTargets(root, table.gv, mine, undefined, true);
  // The draft's hand is seen whole while a card is picked from it (not cut by the bar or the fold).
  const picking = mine && task?.k === 'draft' && tg.hand.size > 0;
  useEffect(() => {
    if (!picking) return;
    // After the targets are brought in (the frame before), the rest of the hand follows when cut.
    const id = requestAnimationFrame(() => root.current?.querySelector('[data-testid=fotmk-hand]')?.scrollIntoView({ block: 'nearest', behavior: 'auto' }));
    return () => cancelAnimationFrame(id);
  }, [table.gv, picking]);

  const go = (m: Move) => {
    if (busy) return;
    setChoice(null);
    setErr(null);
    send(m);
  };
  // A second tap on the cavern or symbol whose choice is open closes it, as a player expects of a
  // toggle (before, it opened the same choice again and the tap seemed to do nothing).
  const offer = (title: string, moves: Move[], from?: string) => {
    if (from !== undefined && choice?.from === from) setChoice(null);
    else if (moves.length === 1) go(moves[0]!);
    else if (moves.length > 1) setChoice({ title, moves, from });
  };

  // ---- flashes: battles, invasions and falls revealed one by one on the map ----
  const [flash, setFlash] = useState<{ node: number; kind: string; key: number; text: string } | null>(null);
  /** The last few dramatic events, a battle and what followed it, shown together in the banner. */
  const [ticker, setTicker] = useState<{ key: number; text: string }[]>([]);
  const seen = useRef(-1);
  const queue = useRef<{ node: number; kind: string; key: number; text: string }[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const last = log[log.length - 1]?.i ?? -1;
    if (seen.current < 0) {
      seen.current = last;
      return;
    }
    for (const e of log) {
      if (e.i <= seen.current) continue;
      const node = typeof e.data?.node === 'number' ? e.data.node : typeof e.data?.to === 'number' ? e.data.to : -1;
      if (e.kind && FLASH_KINDS.has(e.kind) && (node >= 0 || e.kind === 'breach' || e.kind === 'invade')) queue.current.push({ node, kind: e.kind, key: e.i, text: e.text });
    }
    seen.current = last;
    // Falling behind (bots play fast): keep the dramatic events, drop the small ones.
    // Battles and invading gnomes are never dropped: they are what a spectator must see.
    if (queue.current.length > 6) {
      const keep = queue.current.filter((f) => BANNER_KINDS.has(f.kind));
      queue.current = keep.length > 8 ? keep.filter((f, i) => f.kind === 'battle' || f.kind === 'invade' || i >= keep.length - 4) : keep;
    }
    const next = () => {
      const f = queue.current.shift();
      if (!f) {
        timer.current = undefined;
        setFlash(null);
        setTicker([]);
        return;
      }
      setFlash(f);
      if (BANNER_KINDS.has(f.kind)) setTicker((t) => [...t.slice(-2), f]);
      // Battles and invasions stay a little longer; a long queue (a whole invasion at once) hurries.
      const long = f.kind === 'battle' || f.kind === 'invade' || f.kind === 'breach' || f.kind === 'fall';
      timer.current = setTimeout(next, long ? (queue.current.length > 4 ? 800 : 1600) : queue.current.length > 4 ? 300 : 800);
    };
    if (!timer.current && queue.current.length) next();
  }, [log]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // ---- the end of a wave: what it scored (WavePanel.tsx) ----
  const waves = useMemo(() => waveScores(log), [log]);
  const latest = waves[waves.length - 1];
  /** A wave opened by its button; the wave whose panel was closed (it does not open by itself again). */
  const [opened, setOpened] = useState<number | null>(null);
  const [closed, setClosed] = useState(0);
  // A wave scored while this board is open (or just before: its next wave not played on yet) opens by
  // itself; once the next wave's turns have begun it closes by itself after a while (AUTO_MS), however
  // fast bots play. The final wave has the end screen.
  const [auto, setAuto] = useState<number | null>(() => (latest && !latest.playedOn && latest.wave < 3 ? latest.wave : null));
  const seenWave = useRef(latest?.wave ?? 0);
  const autoAt = useRef(Date.now());
  useEffect(() => {
    if (!latest || latest.wave <= seenWave.current) return;
    seenWave.current = latest.wave;
    autoAt.current = Date.now();
    setAuto(latest.wave < 3 ? latest.wave : null);
  }, [latest?.wave]);
  const autoPlayedOn = waves.find((w) => w.wave === auto)?.playedOn ?? false;
  useEffect(() => {
    if (auto === null || !autoPlayedOn) return;
    const t = setTimeout(() => setAuto(null), Math.max(0, AUTO_MS - (Date.now() - autoAt.current)));
    return () => clearTimeout(t);
  }, [auto, autoPlayedOn]);
  const openWave = opened ?? (auto !== null && closed !== auto ? auto : null);
  const waveShown = waves.find((w) => w.wave === openWave);

  // ---- targets in words ----
  const nodeTargets = useMemo(() => {
    const m = new Map<number, string>();
    for (const [n, ms] of tg.nodes) m.set(n, ms.length === 1 ? moveWords(ms[0]!, v, seats) : `${ms.length} choices in ${nodeName(b, n)}`);
    for (const [n, mv] of tg.lairs) m.set(n, moveWords(mv, v, seats));
    return m;
  }, [tg]);
  const wordMap = <K,>(src: Map<K, Move>) => new Map([...src].map(([k, mv]) => [k, moveWords(mv, v, seats)] as const));
  const weakAt = (ms: Move[]) => ms.filter((m) => m.type !== 'weak' || m.desperation === desp);
  const slotTargets = useMemo(() => {
    const m = new Map<number, string>();
    for (const [slot, ms] of tg.slots) {
      const here = weakAt(ms);
      if (here.length === 0) continue;
      m.set(slot, here.length === 1 ? moveWords(here[0]!, v, seats) : `Weak action on a Wild (${here.length} choices)`);
    }
    return m;
  }, [tg, desp]);
  const onNode = (n: number) => {
    const lair = tg.lairs.get(n);
    if (lair) return go(lair);
    offer(nodeName(b, n), tg.nodes.get(n) ?? [], `node ${n}`);
  };
  const onSlot = (slot: number) => offer('Which action', weakAt(tg.slots.get(slot) ?? []), `slot ${slot}`);
  // A tap on a cavern that is not a choice now says why in the bar (a finger has no hover to read it).
  const onMiss = (n: number) => {
    const why = whyNotHere(tg, n);
    if (why) setErr(`${nodeName(b, n)}: ${why}`);
  };
  const onPlace = (x: number, y: number) => {
    const k = `${x},${y}`;
    const mv = tg.place.get(k);
    if (mv) preview.tap(k, [x, y], () => go(mv));
  };

  const myMat = me !== null ? v.mats[me] : undefined;
  const placing = useMemo(() => {
    if (v.pick < 0 || tg.place.size === 0) return null;
    return { card: v.pick, legal: new Map([...tg.place].map(([k, mv]) => [k, moveWords(mv, v, seats)] as const)) };
  }, [tg, v.pick]);

  const selSeat = task?.k === 'strongSel' ? task.seat : -1;
  const selSlots = task?.k === 'strongSel' ? task.slots : [];
  const selPower = (seat: number, slots: number[]) => {
    const mat = v.mats[seat];
    if (!mat) return 0;
    let p = 0;
    for (const s of slots) {
      const c = mat.cells.find((x) => x.slot === s)?.symbol ?? mat.champions.flatMap((ch) => ch.symbols).find((x) => x.slot === s)?.symbol;
      if (c) p += symbolPower(c);
    }
    return p;
  };
  const plus = (seat: number, action: string) =>
    (v.mats[seat]?.champions ?? []).reduce((a, c) => {
      const ab = CHAMPIONS[c.id]?.ability;
      return a + (ab?.kind === 'plus' && ab.action === action ? ab.n : 0);
    }, 0);

  const marked: number[] = [];
  if (task?.k === 'advance' && task.dest >= 0) marked.push(task.dest);
  if (task?.k === 'bolster' && task.node >= 0) marked.push(task.node);
  if (task?.k === 'moveTrolls' && task.from >= 0) marked.push(task.from);
  if (task?.k === 'battleGnomes' || task?.k === 'fall') marked.push(task.node);

  const awarding = task?.k === 'award' ? task.idx : -1;
  const statusOf = (n: number) => (me !== null ? cavernStatus(v, n, me).join(', ') : '');

  const mapKey = key(v.nodes, v.swarm, v.halls, v.side, v.mats.map((m) => m.lairs), colors, names, nodeTargets, tg.swarm, tg.halls, hover, marked, flash?.key, me, from);
  const map = (
    <Keep
      k={mapKey}
      render={() => (
    <MapSvg
      v={v}
      colors={colors}
      names={names}
      targets={nodeTargets}
      swarmTargets={wordMap(tg.swarm)}
      hallTargets={wordMap(tg.halls)}
      onNode={onNode}
      onMiss={onMiss}
      onSwarm={(d) => go(tg.swarm.get(d)!)}
      onHall={(h) => go(tg.halls.get(h)!)}
      hover={hover}
      setHover={setHover}
      marked={marked}
      flash={flash}
      status={statusOf}
      whyNot={(n) => whyNotHere(tg, n)}
      from={from}
    />
      )}
    />
  );

  return (
    <div class="flex min-w-0 flex-col gap-3" ref={root} data-testid="fotmk-board" data-wave={v.wave} data-task={task?.k ?? (v.over ? 'over' : '')} data-gv={table.gv}>
      <style>{STYLE}</style>
      <TipLayer root={root} />
      {v.over && <EndScreen v={v} colors={colors} names={names} />}
      {waveShown && (
        <WavePanel
          w={waveShown}
          colors={colors}
          names={names}
          onClose={() => {
            setOpened(null);
            setClosed(waveShown.wave);
          }}
        />
      )}
      <Prompt table={table} v={v} mine={mine} />
      <WaveButtons waves={waves} open={waveShown?.wave ?? null} onOpen={(w) => {
          // The button of the wave shown closes it; another wave's opens that one.
          setOpened(waveShown?.wave === w ? null : w);
          if (waveShown?.wave === w) setClosed(w);
        }} />
      {mine && (
        // Every cavern of the map is a Tab stop (to read it): this first stop, shown on focus, lets a
        // keyboard player go straight to the first thing they may choose now, wherever it is.
        <button
          type="button"
          class="btn-quiet btn-small sr-only self-start focus:not-sr-only focus:px-3 focus:py-1"
          data-skip=""
          onClick={() =>
            [...(root.current?.querySelectorAll<HTMLElement>('[data-target], [data-testid=fotmk-controls] [data-choice]') ?? [])]
              .find((e) => e.getClientRects().length > 0 && !(e as HTMLButtonElement).disabled)
              ?.focus()
          }
        >
          Go to your choices (skip the map)
        </button>
      )}
      {mine && (
        <Controls
          v={v}
          legal={legal}
          buttons={tg.buttons}
          choice={choice}
          setChoice={setChoice}
          go={go}
          busy={!!busy}
          desp={desp}
          setDesp={setDesp}
          hasWeak={legal.some((m) => m.type === 'weak')}
          maxDesp={myMat?.desperation ?? 0}
          boost={boost}
          setBoost={setBoost}
          surge={surge}
          setSurge={setSurge}
          power={selSeat >= 0 ? selPower(selSeat, selSlots) + (task?.k === 'strongSel' ? plus(selSeat, task.action) : 0) : 0}
          seats={seats}
          hand={tg.hand}
          start={tg.start}
          placing={!!placing}
          error={err}
          preview={
            preview.pending && myMat
              ? {
                  words: `Shown in place: ${coverWords(myMat, preview.pending.data[0], preview.pending.data[1])}. Tap it again or Place the card.`,
                  actions: <PreviewActions pending confirm={preview.confirm} back={preview.back} label="Place the card" busy={!!busy} />,
                }
              : null
          }
        />
      )}
      <div class="grid min-w-0 grid-cols-1 gap-3 xl:grid-cols-[minmax(0,1fr)_minmax(0,21rem)]">
        <div class="panel relative min-w-0 overflow-hidden p-1.5 sm:p-2">
          <div class={zoom ? 'overflow-x-auto overscroll-x-contain' : ''} data-testid="fotmk-map-scroll">
            <div class={zoom ? 'w-[200%]' : ''}>{map}</div>
          </div>
          {/* Under the map, in the page's flow, never over it: it must not hide the caverns it talks about. */}
          {flash && ticker.length > 0 && (
            <ol class="fm-banner mx-1 mt-1 space-y-0.5 rounded-lg bg-stone-900/85 px-3 py-1.5 text-sm text-white" aria-live="polite" data-testid="fotmk-flash">
              {ticker.map((f, i) => (
                <li key={f.key} class={i === ticker.length - 1 ? 'font-semibold' : 'text-xs opacity-75'}>
                  <LogText text={f.text} seats={table.seats} you={me} />
                </li>
              ))}
            </ol>
          )}
          {/* With a finger, why a cavern is not a choice shows in the bar when it is tapped (a hover would stay). */}
          <div class="flex items-start justify-between gap-2">
            <HoverInfo v={v} n={hover} names={names} status={hover >= 0 ? statusOf(hover) : ''} why={hover >= 0 && !coarse.value ? whyNotHere(tg, hover) : ''} />
            {/* On a phone the map can be drawn twice as large, scrolling inside its panel (never the page);
                the button sits under the map, where it covers no cavern. */}
            <button
              type="button"
              class="btn-quiet btn-small shrink-0 sm:hidden"
              aria-pressed={zoom}
              onClick={() => setZoom(!zoom)}
              data-testid="fotmk-zoom"
            >
              {zoom ? 'Fit map' : 'Zoom map'}
            </button>
          </div>
        </div>
        <div class="flex min-w-0 flex-col gap-3">
          {myMat && (
            <Section title="Your Ancestry" extra={<MatLine v={v} seat={myMat.seat} />}>
              {v.startChoices.length > 0 && <StartChoices v={v} onKeep={(id) => tg.start.get(id) && go(tg.start.get(id)!)} targets={tg.start} />}
              <Keep
                k={key(ancestryOf(myMat), slotTargets, selSeat === myMat.seat ? selSlots : [], placing, colors[myMat.seat], preview.pending, coarse.value)}
                render={() => (
              <Ancestry
                mat={myMat}
                color={colors[myMat.seat] ?? null}
                slotTargets={slotTargets}
                onSlot={onSlot}
                selected={selSeat === myMat.seat ? selSlots : []}
                placing={placing}
                onPlace={onPlace}
                pending={preview.pending?.data ?? null}
                cell={coarse.value ? 48 : 42}
                label="Your Ancestry"
              />
                )}
              />
              {(v.hand.length > 0 || v.pick >= 0) && <Hand v={v} targets={tg.hand} onPick={(c) => go(tg.hand.get(c)!)} seats={seats} />}
              <SupplyTrack supply={myMat.supply} desperation={myMat.desperation} color={colors[myMat.seat] ?? null} />
              <ChampionsWon v={v} seat={myMat.seat} />
            </Section>
          )}
          <Keep
            k={key(v.mats.map((m) => [m.honour, m.supply, m.desperation, m.reserve, m.champions.map((c) => c.id), m.placed, m.picking, m.handSize]), table.active, v.startPlayer, v.task?.k === 'draft', colors, names)}
            render={() => <Scoreboard table={table} v={v} colors={colors} names={names} />}
          />
          <Keep k={key(v.wheel, v.mats.map((m) => m.boost), colors, names, tg.wheel)} render={() => <Wheel v={v} colors={colors} names={names} targets={wordMap(tg.wheel)} onSpace={(i) => go(tg.wheel.get(i)!)} />} />
          <Keep k={key(v.gates, v.decks, v.gnomeSupply, colors, names, tg.gates)} render={() => <Gates v={v} colors={colors} names={names} targets={wordMap(tg.gates)} onPeek={(s) => go(tg.gates.get(s)!)} />} />
        </div>
      </div>
      <Keep k={key(v.display, v.wave, colors, names, tg.display, awarding)} render={() => <Champions v={v} colors={colors} names={names} targets={wordMap(tg.display)} onPick={(s) => go(tg.display.get(s)!)} awarding={awarding} />} />
      <div class="grid min-w-0 grid-cols-1 gap-3 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <Keep k={key(v.clans, colors, names)} render={() => <ClanBoard v={v} colors={colors} names={names} />} />
        <Section title={me === null ? 'Players’ Ancestries' : 'Rivals’ Ancestries'}>
          <div class="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {v.mats
              .filter((m) => m.seat !== me)
              .map((m) => (
                // A rival's whole block is kept until its mat, its seat's colour or name, or its selection changes
                // (the step matters only to the words of a sealed choice: Sealed).
                <Keep
                  key={m.seat}
                  k={key(m, m.sealed && v.task?.k === 'startChampions', colors[m.seat], names[m.seat], seats.ink(m.seat), selSeat === m.seat ? selSlots : [])}
                  render={() => (
                    <div class="min-w-0" data-mat={m.seat}>
                      <p class="mb-1 flex flex-wrap items-center gap-x-2 text-sm">
                        <SeatMark color={colors[m.seat]} size={14} />
                        <span class="font-semibold" style={{ color: seats.ink(m.seat) }}>
                          {names[m.seat]}
                        </span>
                        <MatLine v={v} seat={m.seat} />
                      </p>
                      {/* Only what the Ancestry draws (a spent Supply or a new honour total redrew every cell). */}
                      <Keep k={key(ancestryOf(m), colors[m.seat], names[m.seat], selSeat === m.seat ? selSlots : [])} render={() => <Ancestry mat={m} color={colors[m.seat] ?? null} selected={selSeat === m.seat ? selSlots : []} cell={30} label={`${names[m.seat]}'s Ancestry`} />} />
                      <ChampionsWon v={v} seat={m.seat} />
                      <Sealed v={v} seat={m.seat} />
                    </div>
                  )}
                />
              ))}
          </div>
        </Section>
      </div>
      {mine && <AllMoves legal={legal} v={v} seats={seats} go={go} busy={!!busy} />}
    </div>
  );
}

/** What an Ancestry draws of a mat (Ancestry.tsx): its key in a Keep. */
const ancestryOf = (m: View['mats'][number]) => [m.cells, m.cards, m.champions];

/** This board draws the final scoring by category itself (the result panel shows the headline only). */
export const ownResult = true;
