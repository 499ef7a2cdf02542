// Fall of the Mountain King at the table. Draws the whole table from the view and makes every legal
// move (table.legal) a click on what it names, with every move also reachable as a plain button.
import { Component, type ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { BoardProps } from '../index';
import type { SeatColor } from '../../../shared/protocol';
import { LogText } from '../../components/LogText';
import { SeatMark } from '../../components/SeatMark';
import { Ancestry, CardFace } from './Ancestry';
import { MapSvg } from './MapSvg';
import { Champions, ClanBoard, EndScreen, Gates, Section, Wheel } from './Panels';
import {
  boardOf,
  cavernStatus,
  champName,
  CHAMPIONS,
  moveWords,
  nodeName,
  roman,
  seatsOf,
  sortTargets,
  symbolPower,
  taskWords,
  type Move,
  type View,
} from './model';

interface Perf {
  first: number;
  deltas: number[];
}
declare global {
  interface Window {
    __fotmkPerf?: Perf;
  }
}

const STYLE = `
.fm-ring{fill:none;stroke:#e0822b;stroke-width:.8;stroke-dasharray:1.6 1;animation:fm-dash 1.2s linear infinite}
.fm-target{cursor:pointer;outline:none}
.fm-target:hover .fm-ring,.fm-target:focus-visible .fm-ring{stroke:#1c1917;stroke-width:1.3;stroke-dasharray:none}
.fm-target-box{cursor:pointer;box-shadow:0 0 0 2px #f0a04b}
.fm-target-box:hover{box-shadow:0 0 0 3px #c2661a}
.fm-count{fill:#fff;font-weight:800;paint-order:stroke;stroke:#1c1917;stroke-width:.35px}
.fm-flash{fill:none;stroke-width:.9;animation:fm-pulse .9s ease-out 2}
.fm-flash-battle,.fm-flash-repel{stroke:#dc2626}
.fm-flash-invade,.fm-flash-breach,.fm-flash-fall{stroke:#7c2d12}
.fm-flash-seize,.fm-flash-bolster,.fm-flash-move,.fm-flash-pawn,.fm-flash-place{stroke:#15803d}
.fm-flash-entrench,.fm-flash-cull{stroke:#44403c}
@keyframes fm-dash{to{stroke-dashoffset:-5.2}}
@keyframes fm-pulse{0%{opacity:1;stroke-width:1.8}100%{opacity:.2;stroke-width:.4}}
@keyframes fm-banner{from{opacity:0;transform:translateY(-4px)}}
.fm-banner{animation:fm-banner .25s ease-out}
`;

/** Events shown one by one on the map (a ring on the cavern); the dramatic ones also in a banner. */
const FLASH_KINDS = new Set(['battle', 'invade', 'fall', 'breach', 'repel', 'entrench', 'seize', 'bolster', 'move', 'cull', 'swarm']);
const BANNER_KINDS = new Set(['battle', 'invade', 'fall', 'breach', 'repel', 'entrench', 'seize', 'swarm', 'cull']);

/**
 * Re-renders its part of the table only when its key (the data it draws, as a string) changes: every
 * patch arrives as a fresh copy of the whole view, so identity says nothing about what changed.
 */
class Keep extends Component<{ k: string; render: () => ComponentChildren }> {
  override shouldComponentUpdate(next: { k: string }): boolean {
    return next.k !== this.props.k;
  }
  render() {
    return this.props.render();
  }
}
const key = (...parts: unknown[]): string => JSON.stringify(parts, (_k, x: unknown) => (x instanceof Map ? [...x] : x));

interface Choice {
  title: string;
  moves: Move[];
}

export default function FotmkBoard({ table, send, log, busy }: BoardProps) {
  const t0 = performance.now();
  const v = table.view as View;
  const me = table.you.seat;
  const seats = seatsOf(table);
  const b = boardOf(v);
  const colors: (SeatColor | null)[] = v.mats.map((_, s) => table.seats[s]?.color ?? null);
  const names = v.mats.map((_, s) => seats.name(s));
  const mine = me !== null && table.active.includes(me) && table.status === 'playing';
  const legal = useMemo(() => (mine ? ((table.legal ?? []) as Move[]) : []), [mine, table.gv, table.legal]);
  const tg = useMemo(() => sortTargets(legal, v), [legal, v]);
  const [hover, setHover] = useState(-1);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [desp, setDesp] = useState(0);
  const [boost, setBoost] = useState(0);
  const [surge, setSurge] = useState(false);
  const task = v.task;

  // A new game version: open choices and steppers start over.
  useEffect(() => {
    setChoice(null);
    setBoost(0);
    setSurge(false);
  }, [table.gv]);

  // Timing for the bench: first render and re-renders after a move (render start -> DOM committed).
  useLayoutEffect(() => {
    const ms = performance.now() - t0;
    const perf = (window.__fotmkPerf ??= { first: -1, deltas: [] });
    if (perf.first < 0) {
      perf.first = ms;
      performance.mark('fotmk-first-render');
    } else perf.deltas.push(ms);
  }, [table.gv]);

  const go = (m: Move) => {
    if (busy) return;
    setChoice(null);
    send(m);
  };
  const offer = (title: string, moves: Move[]) => {
    if (moves.length === 1) go(moves[0]!);
    else if (moves.length > 1) setChoice({ title, moves });
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
    if (queue.current.length > 6) queue.current = queue.current.filter((f) => BANNER_KINDS.has(f.kind)).slice(-8);
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
    offer(nodeName(b, n), tg.nodes.get(n) ?? []);
  };
  const onSlot = (slot: number) => offer('Which action?', weakAt(tg.slots.get(slot) ?? []));

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

  const mapKey = key(v.nodes, v.swarm, v.halls, v.side, v.mats.map((m) => m.lairs), colors, names, nodeTargets, tg.swarm, tg.halls, hover, marked, flash?.key, me);
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
      onSwarm={(d) => go(tg.swarm.get(d)!)}
      onHall={(h) => go(tg.halls.get(h)!)}
      hover={hover}
      setHover={setHover}
      marked={marked}
      flash={flash}
      status={statusOf}
    />
      )}
    />
  );

  return (
    <div class="flex min-w-0 flex-col gap-3" data-testid="fotmk-board" data-wave={v.wave} data-task={task?.k ?? (v.over ? 'over' : '')} data-gv={table.gv}>
      <style>{STYLE}</style>
      {v.over && <EndScreen v={v} colors={colors} names={names} />}
      <Prompt table={table} v={v} mine={mine} />
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
        />
      )}
      <div class="grid min-w-0 grid-cols-1 gap-3 xl:grid-cols-[minmax(0,1fr)_minmax(0,21rem)]">
        <div class="panel relative min-w-0 overflow-hidden p-1.5 sm:p-2">
          {map}
          {flash && ticker.length > 0 && (
            <ol class="fm-banner pointer-events-none absolute inset-x-2 top-2 space-y-0.5 rounded-lg bg-stone-900/85 px-3 py-1.5 text-sm text-white shadow" aria-live="polite" data-testid="fotmk-flash">
              {ticker.map((f, i) => (
                <li key={f.key} class={i === ticker.length - 1 ? 'font-semibold' : 'text-xs opacity-75'}>
                  <LogText text={f.text} seats={table.seats} you={me} />
                </li>
              ))}
            </ol>
          )}
          <HoverInfo v={v} n={hover} names={names} status={hover >= 0 ? statusOf(hover) : ''} />
        </div>
        <div class="flex min-w-0 flex-col gap-3">
          {myMat && (
            <Section title="Your Ancestry" extra={<MatLine v={v} seat={myMat.seat} />}>
              {v.startChoices.length > 0 && <StartChoices v={v} onKeep={(id) => tg.start.get(id) && go(tg.start.get(id)!)} targets={tg.start} />}
              <Keep
                k={key(myMat, slotTargets, selSeat === myMat.seat ? selSlots : [], placing, colors[myMat.seat])}
                render={() => (
              <Ancestry
                mat={myMat}
                color={colors[myMat.seat] ?? null}
                slotTargets={slotTargets}
                onSlot={onSlot}
                selected={selSeat === myMat.seat ? selSlots : []}
                placing={placing}
                onPlace={(x, y) => go(tg.place.get(`${x},${y}`)!)}
                cell={42}
                label="Your Ancestry"
              />
                )}
              />
              <SupplyTrack supply={myMat.supply} desperation={myMat.desperation} color={colors[myMat.seat] ?? null} />
              {(v.hand.length > 0 || v.pick >= 0) && <Hand v={v} targets={tg.hand} onPick={(c) => go(tg.hand.get(c)!)} seats={seats} />}
              <ChampionsWon v={v} seat={myMat.seat} />
            </Section>
          )}
          <Scoreboard table={table} v={v} colors={colors} names={names} />
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
                <div key={m.seat} class="min-w-0" data-mat={m.seat}>
                  <p class="mb-1 flex flex-wrap items-center gap-x-2 text-sm">
                    <SeatMark color={colors[m.seat]} size={14} />
                    <span class="font-semibold" style={{ color: seats.ink(m.seat) }}>
                      {names[m.seat]}
                    </span>
                    <MatLine v={v} seat={m.seat} />
                  </p>
                  <Keep k={key(m, colors[m.seat], selSeat === m.seat ? selSlots : [])} render={() => <Ancestry mat={m} color={colors[m.seat] ?? null} selected={selSeat === m.seat ? selSlots : []} cell={24} label={`${names[m.seat]}'s Ancestry`} />} />
                  <ChampionsWon v={v} seat={m.seat} />
                </div>
              ))}
          </div>
        </Section>
      </div>
      {mine && <AllMoves legal={legal} v={v} seats={seats} go={go} busy={!!busy} />}
    </div>
  );
}

function Prompt({ table, v, mine }: { table: BoardProps['table']; v: View; mine: boolean }) {
  const task = v.task;
  const simultaneous = task?.k === 'draft' || task?.k === 'startChampions';
  const waiting = table.active.filter((s) => s !== table.you.seat);
  const done = simultaneous ? v.mats.map((m) => m.seat).filter((s) => !table.active.includes(s)) : [];
  const text = taskWords(v, table);
  return (
    <div class={`rounded-xl border px-3 py-2 ${mine ? 'border-ember-500 bg-ember-400/15' : 'border-stone-200 bg-white/90'}`} data-testid="fotmk-prompt">
      <p class="flex flex-wrap items-baseline gap-x-2 text-sm sm:text-base">
        <span class="rounded bg-stone-800 px-1.5 py-px text-xs font-semibold text-white">Wave {roman(v.wave)}</span>
        <strong class="font-display">
          <LogText text={text} seats={table.seats} you={null} />
        </strong>
      </p>
      {!v.over && (
        <p class="mt-0.5 text-xs text-stone-600">
          {mine ? (simultaneous && waiting.length ? 'Your choice is needed. ' : 'Your decision. ') : ''}
          {waiting.length > 0 && (
            <>
              Waiting for <LogText text={waiting.map((s) => `{p${s}}`).join(', ')} seats={table.seats} you={table.you.seat} />
              {'. '}
            </>
          )}
          {done.length > 0 && (
            <>
              Done: <LogText text={done.map((s) => `{p${s}}`).join(', ')} seats={table.seats} you={table.you.seat} />.
            </>
          )}
          {task?.k === 'draft' && ` Hands pass ${v.wave === 2 ? '← counterclockwise' : 'clockwise →'} after each card.`}
        </p>
      )}
    </div>
  );
}

function MatLine({ v, seat }: { v: View; seat: number }) {
  const m = v.mats[seat];
  if (!m) return null;
  return (
    <span class="text-xs text-stone-600">
      <span title="Honour">{m.honour} Honour</span> · <span title="Supplies left this wave">{m.supply} Supply</span> · <span title="Desperation tokens">{m.desperation} Desp.</span> ·{' '}
      <span title="Trolls in supply">{m.reserve} Trolls</span>
    </span>
  );
}

/** The supply track 0..8: the marker, and the Desperation symbols to the right of it at the wave's start. */
function SupplyTrack({ supply, desperation, color }: { supply: number; desperation: number; color: SeatColor | null }) {
  return (
    <div class="mt-1.5 text-[11px] text-stone-600">
      <ol class="grid max-w-72 grid-cols-9 overflow-hidden rounded border border-stone-300" aria-label={`Supply track: ${supply} Supplies left, ${desperation} Desperation tokens`}>
        {Array.from({ length: 9 }, (_, i) => (
          <li key={i} class={`flex h-7 flex-col items-center justify-center border-l border-stone-200 first:border-l-0 ${i >= 5 ? 'bg-stone-100' : ''}`} title={i >= 5 ? 'A Desperation symbol: a marker left of it at the wave start gives a token' : undefined}>
            <span class="leading-none">{i}</span>
            {i === supply ? <SeatMark color={color} size={11} /> : i >= 5 ? <span class="leading-none text-stone-400">◆</span> : null}
          </li>
        ))}
      </ol>
      <span>
        {supply} Supplies left · {desperation} Desperation token{desperation === 1 ? '' : 's'} (each +1 to a Weak action)
      </span>
    </div>
  );
}

function ChampionsWon({ v, seat }: { v: View; seat: number }) {
  const m = v.mats[seat];
  if (!m || m.champions.length === 0) return null;
  return (
    <ul class="mt-1.5 flex flex-wrap gap-1 text-[11px]">
      {m.champions.map((c) => {
        const def = CHAMPIONS[c.id];
        return (
          <li key={c.id} class="rounded border border-stone-300 bg-stone-50 px-1.5 py-0.5" title={def?.text}>
            {def?.letter && <b class="mr-1">{def.letter}</b>}
            {champName(c.id)}
            {def && def.claws > 0 && <span class="ml-1 text-stone-500">claws {def.claws - c.claws}/{def.claws}</span>}
          </li>
        );
      })}
    </ul>
  );
}

function StartChoices({ v, onKeep, targets }: { v: View; onKeep(id: number): void; targets: Map<number, Move> }) {
  return (
    <div class="mb-2">
      <p class="mb-1 text-sm font-semibold">Keep one starting champion (the other leaves the game):</p>
      <div class="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {v.startChoices.map((id) => {
          const c = CHAMPIONS[id]!;
          const ok = targets.has(id);
          return (
            <button key={id} type="button" data-target={ok ? '' : undefined} disabled={!ok} class="rounded-lg border border-stone-300 bg-white p-2 text-left text-xs shadow-sm hover:border-ember-500 disabled:opacity-60" onClick={() => onKeep(id)}>
              <b class="block text-sm">
                {c.name} {c.letter && <span class="rounded bg-stone-200 px-1">{c.letter}</span>}
              </b>
              {c.votes} {c.clan} votes. {c.text}
            </button>
          );
        })}
      </div>
    </div>
  );
}

function Hand({ v, targets, onPick, seats }: { v: View; targets: Map<number, Move>; onPick(c: number): void; seats: ReturnType<typeof seatsOf> }) {
  return (
    <div class="mt-2" data-testid="fotmk-hand">
      <p class="mb-1 text-sm font-semibold">{v.pick >= 0 ? 'Picked card (place it on your Ancestry):' : 'Your hand (pick a card to add):'}</p>
      <div class="flex flex-wrap items-end gap-2">
        {v.pick >= 0 && (
          <div class="rounded-lg p-1 ring-2 ring-pine-600" title="The card you picked">
            <CardFace id={v.pick} size={24} />
          </div>
        )}
        {v.hand.map((c) => {
          const mv = targets.get(c);
          return (
            <button key={c} type="button" data-target={mv ? '' : undefined} disabled={!mv} aria-label={mv ? moveWords(mv, v, seats) : `Card in hand (${c})`} class={`rounded-lg p-1 ${mv ? 'fm-target-box' : 'opacity-70'}`} onClick={() => onPick(c)}>
              <CardFace id={c} size={mv ? 22 : 16} />
            </button>
          );
        })}
      </div>
    </div>
  );
}

function Scoreboard({ table, v, colors, names }: { table: BoardProps['table']; v: View; colors: (SeatColor | null)[]; names: string[] }) {
  return (
    <Section title="Scoreboard">
      <table class="w-full text-xs" data-testid="fotmk-scoreboard">
        <caption class="sr-only">Players: Honour, Supplies, Desperation, Trolls, champions</caption>
        <thead>
          <tr class="text-stone-500">
            <th scope="col" class="text-left font-medium">
              Player
            </th>
            <th scope="col" class="text-right font-medium" title="Honour">
              Hon.
            </th>
            <th scope="col" class="text-right font-medium" title="Supplies left">
              Sup.
            </th>
            <th scope="col" class="text-right font-medium" title="Desperation tokens">
              Desp.
            </th>
            <th scope="col" class="text-right font-medium" title="Trolls in supply">
              Trolls
            </th>
            <th scope="col" class="text-right font-medium" title="Champions won">
              Ch.
            </th>
          </tr>
        </thead>
        <tbody>
          {v.mats.map((m) => {
            const active = table.active.includes(m.seat);
            return (
              <tr key={m.seat} class={`border-t border-stone-100 ${active ? 'bg-ember-400/15' : ''}`} data-active={active ? '' : undefined}>
                <th scope="row" class="py-1 text-left font-normal">
                  <span class="inline-flex items-center gap-1">
                    <span class="w-3 text-ember-600" aria-label={active ? 'deciding now' : undefined}>
                      {active ? '▶' : ''}
                    </span>
                    <SeatMark color={colors[m.seat]} size={12} />
                    <span class="max-w-[7rem] truncate font-semibold">{names[m.seat]}</span>
                    {v.startPlayer === m.seat && (
                      <span class="text-[10px] text-stone-500" title="Start player">
                        (start)
                      </span>
                    )}
                    {v.task?.k === 'draft' && <span class="text-[10px] text-stone-500">{m.placed ? 'placed' : m.picking ? 'picked' : `${m.handSize} in hand`}</span>}
                  </span>
                </th>
                <td class="text-right font-semibold tabular-nums">{m.honour}</td>
                <td class="text-right tabular-nums">{m.supply}</td>
                <td class="text-right tabular-nums">{m.desperation}</td>
                <td class="text-right tabular-nums">{m.reserve}</td>
                <td class="text-right tabular-nums" title={m.champions.map((c) => champName(c.id)).join(', ')}>
                  {m.champions.length}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Section>
  );
}

function HoverInfo({ v, n, names, status }: { v: View; n: number; names: string[]; status: string }) {
  const b = boardOf(v);
  const nd = v.nodes[n];
  return (
    <p class="min-h-10 px-1 pt-1 text-xs text-stone-700" aria-live="polite" data-testid="fotmk-hover">
      {n < 0 || !nd ? (
        <span class="text-stone-500">Point at or focus a cavern to see who is there and its status for you.</span>
      ) : (
        <>
          <b>{nodeName(b, n)}</b>
          {status && <span class="ml-1 rounded bg-pine-100 px-1 text-pine-900">{status}</span>}{' '}
          {nd.trolls.map((k, s) => (k > 0 ? `${names[s]}: ${k} · ` : '')).join('')}
          {nd.pawns.map((p) => `${champName(p.champion)} (${names[p.seat]}) · `).join('')}
          {nd.gnomes.length > 0 ? `Gnomes: ${nd.gnomes.map((s) => (s === null ? '?' : s)).join(', ')}` : ''}
        </>
      )}
    </p>
  );
}

interface ControlsProps {
  v: View;
  legal: Move[];
  buttons: Move[];
  choice: Choice | null;
  setChoice(c: Choice | null): void;
  go(m: Move): void;
  busy: boolean;
  desp: number;
  setDesp(n: number): void;
  hasWeak: boolean;
  maxDesp: number;
  boost: number;
  setBoost(n: number): void;
  surge: boolean;
  setSurge(b: boolean): void;
  power: number;
  seats: ReturnType<typeof seatsOf>;
  hand: Map<number, Move>;
  start: Map<number, Move>;
  placing: boolean;
}

function hint(v: View, legal: Move[], placing: boolean): string {
  const has = (t: Move['type']) => legal.some((m) => m.type === t);
  if (has('keepChampion')) return 'Pick the champion to keep in your Ancestry panel.';
  if (has('chooseLairs')) return 'Click a free lair space on the map: its twin (same glyph) comes with it.';
  if (placing) return 'Point at your Ancestry to see the card there; click a spot with a green dot.';
  if (has('pickCard')) return 'Pick one card from your hand.';
  if (has('weak')) return 'Click a highlighted symbol on your Ancestry for a Weak action, or choose a Strong action.';
  if (has('select')) return 'Click symbols to add them to the cluster (linked through covered symbols), then confirm.';
  if (has('advanceTo')) return 'Click the destination cavern on the map.';
  if (has('advanceFrom')) return 'Click the caverns your Trolls come from (each click moves one), then finish.';
  if (has('bolsterAt')) return 'Click the cavern to Bolster (one you dominate, or your lair).';
  if (has('influence')) return 'Click a champion in the display.';
  if (has('wheelMove')) return 'Click the space on the wheel where the pawn stops.';
  if (has('peekGate') || has('peekGnome')) return 'Click a face-down gate card and/or a gnome on the map to peek.';
  if (has('gnomeTarget')) return 'The gnome has several equally easy, equally near caverns: click the one it goes to.';
  if (has('moveTrollsFrom')) return 'Click the cavern to move Trolls out of.';
  if (has('moveTroll')) return 'Click an adjacent gnome-free cavern to move a unit there.';
  if (has('swarmMove')) return 'Click a swarm point on the map edge (up to two away), or keep it where it is.';
  if (has('placePawn') || has('lairTroll')) return 'Click a highlighted cavern on the map.';
  return v.task ? '' : '';
}

function Controls(p: ControlsProps) {
  const { v, legal } = p;
  const confirms = p.buttons.filter((m): m is Extract<Move, { type: 'confirmStrong' }> => m.type === 'confirmStrong');
  const others = p.buttons.filter((m) => m.type !== 'confirmStrong' && m.type !== 'coverWilds' && m.type !== 'cancel');
  const wilds = p.buttons.filter((m) => m.type === 'coverWilds');
  const cancel = p.buttons.find((m) => m.type === 'cancel');
  const maxBoost = Math.max(0, ...confirms.map((m) => m.boost));
  const canSurge = confirms.some((m) => m.surge);
  const strongTask = v.task?.k === 'strongSel' ? v.task : null;
  const text = hint(v, legal, p.placing);
  return (
    <div class="rounded-xl border border-ember-500 bg-white px-3 py-2 shadow-sm" data-testid="fotmk-controls" role="group" aria-label="Your choices">
      {text && <p class="mb-1.5 text-sm text-stone-700">{text}</p>}
      {p.choice ? (
        <div class="flex flex-wrap items-center gap-2" role="group" aria-label={p.choice.title} data-testid="fotmk-choice">
          <span class="text-sm font-semibold">{p.choice.title}:</span>
          {p.choice.moves.map((m, i) => (
            <button key={i} type="button" class="btn-primary btn-small" data-choice="" disabled={p.busy} onClick={() => p.go(m)}>
              {moveWords(m, v, p.seats)}
            </button>
          ))}
          <button type="button" class="btn-quiet btn-small" onClick={() => p.setChoice(null)}>
            Close
          </button>
        </div>
      ) : (
        <div class="flex flex-wrap items-center gap-2">
          {p.hasWeak && p.maxDesp > 0 && (
            <label class="inline-flex items-center gap-1 text-sm">
              Desperation on this Weak action:
              <select class="rounded border border-stone-300 px-1 py-0.5" value={String(p.desp)} onChange={(e) => p.setDesp(Number((e.target as HTMLSelectElement).value))}>
                {Array.from({ length: p.maxDesp + 1 }, (_, i) => (
                  <option key={i} value={i}>
                    {i} (power {1 + i})
                  </option>
                ))}
              </select>
            </label>
          )}
          {strongTask && (
            <span class="text-sm">
              Strong {strongTask.action}: <b data-testid="fotmk-power">power {p.power + (p.boost || 0) + (p.surge ? 2 : 0)}</b> from {strongTask.slots.length} symbol{strongTask.slots.length === 1 ? '' : 's'}
            </span>
          )}
          {confirms.length > 0 && (
            <>
              {maxBoost > 0 && (
                <label class="inline-flex items-center gap-1 text-sm">
                  Boost with Supplies:
                  <select class="rounded border border-stone-300 px-1 py-0.5" value={String(p.boost)} onChange={(e) => p.setBoost(Number((e.target as HTMLSelectElement).value))}>
                    {Array.from({ length: maxBoost + 1 }, (_, i) => (
                      <option key={i} value={i}>
                        +{i}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {canSurge && (
                <label class="inline-flex items-center gap-1 text-sm">
                  <input type="checkbox" checked={p.surge} onChange={(e) => p.setSurge((e.target as HTMLInputElement).checked)} /> Surge claw
                </label>
              )}
              <button
                type="button"
                class="btn-ember btn-small"
                data-choice=""
                disabled={p.busy}
                onClick={() => {
                  const m = confirms.find((c) => c.boost === Math.min(p.boost, maxBoost) && c.surge === (p.surge && canSurge)) ?? confirms[0]!;
                  p.go(m);
                }}
              >
                Confirm Strong action
              </button>
            </>
          )}
          {wilds.length > 0 && (
            <button type="button" class="btn-primary btn-small" data-choice="" disabled={p.busy} onClick={() => p.go(wilds[0]!)} title={wilds.length > 1 ? `${wilds.length} pairs possible; the button covers the first pair` : undefined}>
              {moveWords(wilds[0]!, v, p.seats)}
            </button>
          )}
          {others.map((m, i) => (
            <button key={i} type="button" class={m.type === 'endTurn' || m.type.endsWith('Done') || m.type === 'skipAction' ? 'btn-quiet btn-small' : 'btn-primary btn-small'} data-choice="" disabled={p.busy} onClick={() => p.go(m)}>
              {moveWords(m, v, p.seats)}
            </button>
          ))}
          {cancel && (
            <button type="button" class="btn-quiet btn-small" disabled={p.busy} onClick={() => p.go(cancel)} data-testid="fotmk-back">
              ← Back
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** Every legal move as a labelled button: nothing is ever out of reach of a keyboard. */
function AllMoves({ legal, v, seats, go, busy }: { legal: Move[]; v: View; seats: ReturnType<typeof seatsOf>; go(m: Move): void; busy: boolean }) {
  return (
    <details class="panel px-3 py-2" data-testid="fotmk-all-moves">
      <summary class="cursor-pointer text-sm font-semibold text-stone-700">Every choice as a list ({legal.length})</summary>
      <div class="mt-2 flex flex-wrap gap-1.5" role="group" aria-label="Legal moves">
        {legal.map((m, i) => (
          <button key={i} type="button" class="btn-quiet btn-small" data-move={m.type} disabled={busy} onClick={() => go(m)}>
            {moveWords(m, v, seats)}
          </button>
        ))}
      </div>
    </details>
  );
}
