// The decision's own buttons under the prompt (payment sources, minerals, pedestals, workshop uses,
// trades, spell choices, the ghost's turn/flip/lay), every legal move as a plain list, and How to play.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { holdings } from '../../../shared/games/hall/pay';
import { asState, CLAN, D, cardName, counts, ofType, resWord, type Move, type Shape, type View } from './model';
import { Sym } from './Panels';
import { hint, moveWords } from './words';
import type { HowTo } from './HowTo';

export interface ControlsProps {
  v: View;
  legal: Move[];
  go(m: Move): void;
  busy: boolean;
  card: number;
  setCard(c: number): void;
  shape: Shape | null;
  why: string;
  reorient(how: 'rotate' | 'flip'): void;
  lay(): void;
  cancel(): void;
  canCancel: boolean;
  statueSel: number;
  cancelStatue(): void;
}

function Btn({ m, v, go, busy, primary = false, label, title }: { m: Move; v: View; go(m: Move): void; busy: boolean; primary?: boolean; label?: string; title?: string }) {
  // A short label ("stone" after "Trade 4 of your resources for 1:") keeps the move's full words for
  // screen readers and as its tooltip.
  const full = label !== undefined ? moveWords(m, v) : undefined;
  return (
    <button type="button" class={`btn-small ${primary ? 'btn-primary' : 'btn-quiet'}`} data-choice={m.type} disabled={busy} title={title ?? full} aria-label={full} onClick={() => go(m)}>
      {label ?? moveWords(m, v)}
    </button>
  );
}

/** The decision's own buttons: payment sources, minerals, pedestals, workshop uses, trades, spell choices, done. */
export function Controls(p: ControlsProps) {
  const { v, legal, go, busy } = p;
  const t = v.task;
  const seat = v.turn.seat;
  const out: ComponentChildren[] = [];
  if (p.shape) {
    const sh = p.shape;
    const name = sh.kind === 'dig' ? `a ${D.stacks[sh.i]!.size}-cell tunnel` : D.halls[sh.i]!.name;
    out.push(
      <div key="ghost" class="flex flex-wrap items-center gap-1" data-testid="hall-ghost-controls">
        <span class="text-sm">Placing {name}:</span>
        <button type="button" class="btn-small btn-quiet" data-choice="rotate" onClick={() => p.reorient('rotate')} title="Turn a quarter (R)">
          Turn (R)
        </button>
        <button type="button" class="btn-small btn-quiet" data-choice="flip" onClick={() => p.reorient('flip')} title="Flip over (F)">
          Flip (F)
        </button>
        <button type="button" class="btn-small btn-primary" data-choice="lay" disabled={busy || p.why !== ''} onClick={p.lay}>
          Lay it here (Enter)
        </button>
        {p.canCancel && (
          <button type="button" class="btn-small btn-quiet" data-move="cancel" onClick={p.cancel}>
            Put it back
          </button>
        )}
        <span class="text-xs text-stone-600">Lit dots: every spot it may lie in this orientation.</span>
      </div>,
    );
  }
  if (p.statueSel >= 0) {
    const clan = v.b.statue[p.statueSel]!;
    out.push(
      <div key="statue" class="flex flex-wrap items-center gap-1 text-sm">
        Moving a {CLAN[clan]?.name} statue: click a lit cell. It uses 1 {CLAN[clan]?.name} cart or 1 wild cart.
        <button type="button" class="btn-small btn-quiet" data-move="cancel" onClick={p.cancelStatue}>
          Choose another
        </button>
      </div>,
    );
  }
  if (t?.k === 'pay') {
    const hold = holdings(asState(v), seat);
    const pays = ofType(legal, 'pay');
    const auto = legal.find((m) => m.type === 'payAuto');
    out.push(
      <div key="pay" class="flex flex-wrap items-center gap-1" data-testid="hall-pay">
        {auto && <Btn m={auto} v={v} go={go} busy={busy} primary />}
        <span class="text-xs text-stone-600">or one at a time:</span>
        {pays.map((m, i) => {
          const n = hold.find((h) => h[0] === m.sym && h[1] === m.from)?.[2] ?? 0;
          return (
            <button key={i} type="button" class="btn-small btn-quiet" data-choice="pay" disabled={busy} title={moveWords(m, v)} onClick={() => go(m)}>
              <Sym s={m.sym} /> {m.from < 0 ? `storage (${n})` : `troll ${m.from + 1} (${cardName(v.p[seat]!.sm[m.from]!)})`}
            </button>
          );
        })}
      </div>,
    );
  }
  for (const kind of ['workshop', 'mineral', 'pedestal', 'establish', 'use', 'unload', 'choose', 'trade'] as const) {
    let ms = ofType(legal, kind) as Move[];
    if (kind === 'choose' && t?.k === 'cast') {
      const ek = D.spells[t.spell]!.effect.kind;
      if (ek === 'bribe' || ek === 'dismiss' || ek === 'activate' || (ek === 'establish' && t.site < 0)) ms = [];
    }
    if (ms.length === 0) continue;
    const title = kind === 'workshop' ? 'Activate a workshop (also lit on the mountain):' : kind === 'trade' ? (t?.k === 'cast' ? 'Trade:' : 'Trade 4 of your resources for 1:') : kind === 'mineral' ? 'Pay the tunnel in:' : kind === 'use' ? 'Use:' : '';
    out.push(
      <div key={kind} class="flex flex-wrap items-center gap-1" data-testid={`hall-${kind}`}>
        {title && <span class="text-xs text-stone-600">{title}</span>}
        {ms.map((m, i) => (
          <Btn key={i} m={m} v={v} go={go} busy={busy} label={kind === 'trade' ? resWord((m as { res: number }).res) : undefined} title={kind === 'pedestal' && (m as { clan: number }).clan >= 0 ? 'A statue of the same clan on it scores double' : undefined} />
        ))}
      </div>,
    );
  }
  const ends = legal.filter((m) => m.type === 'endStep' || m.type === 'skip');
  if (ends.length)
    out.push(
      <div key="end" class="flex flex-wrap gap-1">
        {ends.map((m, i) => (
          <Btn key={i} m={m} v={v} go={go} busy={busy} primary={!legal.some((x) => x.type !== 'endStep' && x.type !== 'trade' && x.type !== 'skip')} />
        ))}
      </div>,
    );
  const mineral = t?.k === 'dig' && t.stage === 'mineral';
  return (
    // Sticky, as in every game here: what to do now stays in sight while the player scrolls to the
    // trollsmoot, the horde or the supply to do it (on a phone they are screens apart).
    <div class="sticky top-0 z-20 max-h-[45vh] space-y-1.5 overflow-y-auto rounded-xl border border-ember-500 bg-white p-2.5 shadow-md" data-testid="hall-controls" role="group" aria-label="Your choices">
      <p class="text-xs text-stone-600">{hint(v, legal)}</p>
      {mineral && <p class="text-xs text-stone-600">Minerals you own: {counts([0, 1, 2].map((r) => holdings(asState(v), seat).filter((h) => h[0] === r).reduce((a, h) => a + h[2], 0)))}</p>}
      {p.why && p.shape && <p class="text-xs text-red-700">{p.why}</p>}
      {out}
    </div>
  );
}

export function AllMoves({ legal, v, go, busy }: { legal: Move[]; v: View; go(m: Move): void; busy: boolean }) {
  return (
    <details class="panel p-2.5 text-sm" data-testid="hall-all-moves">
      <summary class="cursor-pointer font-semibold text-stone-700">All moves ({legal.length})</summary>
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
      <summary class="cursor-pointer font-semibold text-stone-700">How to play</summary>
      {doc && (
        <div class="mt-2 grid grid-cols-1 gap-x-6 md:grid-cols-2">
          {doc.sections.map((sec) => (
            <section key={sec.id} id={`howto-${sec.id}`} class="min-w-0">
              <h4 class="mt-2 mb-1 font-display font-bold text-stone-800">{sec.title}</h4>
              <sec.body />
            </section>
          ))}
        </div>
      )}
    </details>
  );
}
