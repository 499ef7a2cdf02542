// The decision bar of the step (payment sources, minerals, pedestals, workshop uses, trades, spell
// choices, the ghost's turn/flip/lay, a chooser between lit cells near a tap), every legal move as
// a plain list, and How to play.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { holdings } from '../../../shared/games/hall/pay';
import { DecisionBar, PreviewActions } from '../../components/DecisionBar';
import { Tap, coarse, key } from '../../lib/input';
import { asState, boardOf, cellWord, D, counts, has, ofType, resWord, type Move, type Shape, type View } from './model';
import { Sym } from './Panels';
import { hint, moveWords, stepName } from './words';
import { choiceTip } from './meaning';
import type { HowTo } from './HowTo';
import { HowInTable } from './howContext';

export interface ControlsProps {
  v: View;
  legal: Move[];
  go(m: Move): void;
  busy: boolean;
  shape: Shape | null;
  /** Why the ghost cannot lie where it is ('' when it can). */
  why: string;
  reorient(how: 'rotate' | 'flip'): void;
  lay(): void;
  cancel(): void;
  canCancel: boolean;
  statueSel: number;
  cancelStatue(): void;
  /** A touch preview of the ghost waiting for Lay (lib/preview.ts), with its Confirm and Back. */
  preview: { pending: boolean; confirm(): void; back(): void };
  /** Lit cells near a finger's tap on the mountain, to choose between (the map's tap chooser). */
  near: { cell: number; label: string; go(): void }[];
  closeNear(): void;
  /** What went wrong with the last tap (cleared at the next one). */
  error: string;
  /** The phone layout: the bar is one compact strip at the bottom of the screen. */
  phone: boolean;
  /** Bring a panel of the board into view (the horde, the tunnel stacks, the great halls). */
  show(where: 'horde' | 'stacks' | 'halls'): void;
  /** Choices of the board's own shown first (the draft's trolls to keep). */
  lead?: ComponentChildren;
}

function Btn({ m, v, go, busy, primary = false, label }: { m: Move; v: View; go(m: Move): void; busy: boolean; primary?: boolean; label?: ComponentChildren }) {
  // A short label ("stone" after "Trade 4:1 for") keeps the move's full words for screen readers
  // and as its tooltip. A choice whose words cannot say all it does (a workshop, a pedestal, a
  // spell's choice) carries its meaning as a tip (meaning.ts): shown on hover, focus and a long press.
  const full = label !== undefined ? moveWords(m, v) : undefined;
  const tip = choiceTip(m, v) || undefined;
  return (
    <button type="button" class={`btn-small ${primary ? 'btn-primary' : 'btn-quiet'}`} data-choice={m.type} disabled={busy} title={tip ? undefined : full} data-tip={tip} aria-label={full} onClick={() => go(m)}>
      {label ?? moveWords(m, v)}
    </button>
  );
}

const Note = ({ children }: { children: ComponentChildren }) => <span class="text-xs text-stone-600">{children}</span>;

/**
 * The decision bar (components/DecisionBar.tsx): the step's name, what to do in the hand's words,
 * and every choice of the step in one wrapping row (the ghost's Turn / Flip / Lay, payment sources,
 * minerals, pedestals, workshop uses, trades, spell choices, done). On a phone it is a strip at the
 * bottom of the screen of at most a fifth of its height (issue 27): labels are short and the 4:1
 * trades wait behind one button.
 */
export function Controls(p: ControlsProps) {
  const { v, legal, go, busy } = p;
  const t = v.task;
  const seat = v.turn.seat;
  const [trades, setTrades] = useState(false);
  const out: ComponentChildren[] = p.lead ? [<div key="lead" class="contents">{p.lead}</div>] : [];
  if (p.near.length > 0) {
    // A finger's tap fell between lit cells: each one it may have meant, a finger's size.
    const b = boardOf(v);
    out.push(
      <Note key="near-note">Which one?</Note>,
      ...p.near.map((n) => (
        <button key={`near${n.cell}`} type="button" class="btn-small btn-primary" data-choice="near" data-cell={n.cell} title={n.label} aria-label={`${n.label} (${cellWord(b, n.cell)})`} onClick={n.go}>
          {cellWord(b, n.cell)}
        </button>
      )),
      <button key="near-back" type="button" class="btn-small btn-quiet" data-choice="back" onClick={p.closeNear}>
        ← Back
      </button>,
    );
  } else if (p.shape) {
    const sh = p.shape;
    const turnBtns = [
      <button key="rotate" type="button" class="btn-small btn-quiet" data-choice="rotate" onClick={() => p.reorient('rotate')} title={`Turn a quarter${key('R')}`}>
        Turn{key('R')}
      </button>,
      <button key="flip" type="button" class="btn-small btn-quiet" data-choice="flip" onClick={() => p.reorient('flip')} title={`Flip over${key('F')}`}>
        Flip{key('F')}
      </button>,
    ];
    const name = sh.kind === 'dig' ? `${D.stacks[sh.i]!.size}-cell tunnel` : D.halls[sh.i]!.name;
    if (p.preview.pending)
      out.push(
        <div key="ghost" class="contents" data-testid="hall-ghost-controls">
          <PreviewActions pending confirm={p.preview.confirm} back={p.preview.back} label="Lay it" busy={busy || p.why !== ''}>
            {turnBtns}
          </PreviewActions>
        </div>,
      );
    else
      out.push(
        <div key="ghost" class="contents" data-testid="hall-ghost-controls">
          <Note>{name}:</Note>
          {turnBtns}
          {!coarse.value && (
            <button type="button" class="btn-small btn-primary" data-choice="lay" disabled={busy || p.why !== ''} onClick={p.lay}>
              Lay it here{key('Enter')}
            </button>
          )}
          {p.canCancel && (
            <button type="button" class="btn-small btn-quiet" data-move="cancel" data-choice="cancel" onClick={p.cancel}>
              Put it back
            </button>
          )}
        </div>,
      );
  }
  if (p.near.length === 0 && p.statueSel >= 0) {
    out.push(
      <button key="statue" type="button" class="btn-small btn-quiet" data-move="cancel" data-choice="cancel" onClick={p.cancelStatue}>
        Another statue
      </button>,
    );
  }
  const live = p.near.length === 0 && !p.shape && p.statueSel < 0;
  if (live && (has(legal, 'recruit') || has(legal, 'dig'))) {
    // On a phone the horde and the stacks are screens below: the bar takes the player there.
    if (p.phone && has(legal, 'recruit'))
      out.push(
        <button key="to-horde" type="button" class="btn-small btn-quiet" data-choice="show-horde" onClick={() => p.show('horde')}>
          Horde ↓
        </button>,
      );
    if (p.phone && has(legal, 'dig'))
      out.push(
        <button key="to-stacks" type="button" class="btn-small btn-quiet" data-choice="show-stacks" onClick={() => p.show('stacks')}>
          Tunnels ↓
        </button>,
      );
  }
  if (live && p.phone && has(legal, 'hall'))
    out.push(
      <button key="to-halls" type="button" class="btn-small btn-quiet" data-choice="show-halls" onClick={() => p.show('halls')}>
        Great halls ↓
      </button>,
    );
  if (live && t?.k === 'pay') {
    const hold = holdings(asState(v), seat);
    const auto = legal.find((m) => m.type === 'payAuto');
    if (auto) out.push(<Btn key="auto" m={auto} v={v} go={go} busy={busy} primary />);
    out.push(<Note key="pay-note">or one by one:</Note>);
    ofType(legal, 'pay').forEach((m, i) => {
      const n = hold.find((h) => h[0] === m.sym && h[1] === m.from)?.[2] ?? 0;
      out.push(
        <button key={`pay${i}`} type="button" class="btn-small btn-quiet" data-choice="pay" disabled={busy} title={moveWords(m, v)} aria-label={moveWords(m, v)} onClick={() => go(m)}>
          <Sym s={m.sym} /> {m.from < 0 ? `storage (${n})` : `slot ${m.from + 1}`}
        </button>,
      );
    });
  }
  const tradeStep = t?.k === 'cast' || t?.k === 'trade';
  for (const kind of live ? (['workshop', 'mineral', 'pedestal', 'establish', 'use', 'unload', 'choose', 'trade'] as const) : []) {
    let ms = ofType(legal, kind) as Move[];
    if (kind === 'choose' && t?.k === 'cast') {
      const ek = D.spells[t.spell]!.effect.kind;
      if (ek === 'bribe' || ek === 'dismiss' || ek === 'activate' || (ek === 'establish' && t.site < 0)) ms = [];
    }
    if (ms.length === 0) continue;
    if (kind === 'trade' && p.phone && !tradeStep && !trades) {
      // The trades are offered at any moment: on a phone one button opens them, in the bar. Its
      // words are whole ("Trade 4:1…" read as a label cut off, issue 28).
      out.push(
        <button key="trades" type="button" class="btn-small btn-quiet" data-choice="trades" aria-label="Show the trades, 4 resources for 1" onClick={() => setTrades(true)}>
          Trade 4 for 1
        </button>,
      );
      continue;
    }
    const mineral = kind === 'mineral' && t?.k === 'dig';
    const title =
      kind === 'workshop'
        ? 'Workshop:'
        : kind === 'trade'
          ? tradeStep
            ? 'Trade for:'
            : 'Trade 4 for 1:'
          : mineral
            ? `Pay in (you own ${counts([0, 1, 2].map((r) => holdings(asState(v), seat).filter((h) => h[0] === r).reduce((a, h) => a + h[2], 0)))}):`
            : kind === 'use'
              ? 'Use:'
              : '';
    if (title) out.push(<Note key={`${kind}-note`}>{title}</Note>);
    ms.forEach((m, i) =>
      out.push(
        <Btn key={`${kind}${i}`} m={m} v={v} go={go} busy={busy} label={kind === 'trade' ? resWord((m as { res: number }).res) : undefined} />,
      ),
    );
  }
  const ends = live ? legal.filter((m) => m.type === 'endStep' || m.type === 'skip') : [];
  for (const [i, m] of ends.entries()) out.push(<Btn key={`end${i}`} m={m} v={v} go={go} busy={busy} primary={!legal.some((x) => x.type !== 'endStep' && x.type !== 'trade' && x.type !== 'skip')} />);
  return (
    <DecisionBar testid="hall-controls" heading={stepName(v, legal, { shape: p.shape?.kind ?? null, statue: p.statueSel >= 0 })} prompt={p.near.length ? `${Tap()} the cell you meant.` : hint(v, legal, { shape: p.shape?.kind ?? null, statue: p.statueSel >= 0 })} error={p.error || null}>
      {out.length > 0 && <div class="flex flex-wrap items-center gap-1">{out}</div>}
    </DecisionBar>
  );
}

export function AllMoves({ legal, v, go, busy }: { legal: Move[]; v: View; go(m: Move): void; busy: boolean }) {
  return (
    <details class="panel p-2.5 text-sm" data-testid="hall-all-moves">
      <summary class="cursor-pointer font-semibold text-stone-700 pointer-coarse:py-3">All moves ({legal.length})</summary>
      <div class="mt-1.5 flex flex-wrap gap-1">
        {legal.map((m, i) => (
          <button key={i} type="button" class="btn-small btn-quiet" data-move={m.type} disabled={busy} onClick={() => go(m)}>
            {moveWords(m, v)}
          </button>
        ))}
      </div>
    </details>
  );
}

/** The rules in short, loaded only when opened (its own chunk, also used by the site's How-to page). */
export function HowToPanel() {
  const [doc, setDoc] = useState<HowTo | null>(null);
  return (
    <details
      class="panel p-2.5"
      data-testid="hall-howto"
      onToggle={(e) => {
        if ((e.currentTarget as HTMLDetailsElement).open && !doc) void import('./HowTo').then((m) => setDoc(m.default));
      }}
    >
      <summary class="cursor-pointer font-semibold text-stone-700 pointer-coarse:py-3">How to play</summary>
      {doc && (
        <HowInTable.Provider value={true}>
          <p class="mt-1 text-xs text-stone-600">
            With pictures and worked examples:{' '}
            <a class="text-pine-700 underline" href="/how/hall" target="_blank" rel="noopener">
              the How to play page
            </a>
            .
          </p>
          <div class="mt-2 grid grid-cols-1 gap-x-6 md:grid-cols-2">
            {doc.sections.map((sec) => (
              <section key={sec.id} id={`howto-${sec.id}`} class="min-w-0">
                <h4 class="mt-2 mb-1 font-display font-bold text-stone-800">{sec.title}</h4>
                <sec.body />
              </section>
            ))}
          </div>
        </HowInTable.Provider>
      )}
    </details>
  );
}
