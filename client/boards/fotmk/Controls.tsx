// The decision bar of FotMK (components/DecisionBar.tsx): the step's name, what to do in the words of
// the hand in use, the step's buttons, boosts, the chooser a tap opens, Confirm / Back of a previewed
// card; and every legal move as a list.
import type { ComponentChildren } from 'preact';
import { DecisionBar } from '../../components/DecisionBar';
import { coarse, Tap, tap } from '../../lib/input';
import { seatsOf, type Choice, type Move, type View } from './model';
import { moveWords, stepName } from './words';
import { CHAMPIONS } from '../../../shared/games/fotmk/content/champions';
import { count } from '../../lib/words';

export interface ControlsProps {
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
  /** What went wrong with the last tap (a cavern that is not a choice); cleared at the next action. */
  error?: string | null;
  /** A card previewed in place (touch): what it covers, and its Confirm / Back. */
  preview?: { words: string; actions: ComponentChildren } | null;
}

/**
 * What to do now, in the words of the hand in use (lib/input.ts): "tap" on a touch screen, "click"
 * with a mouse; short, for a phone's bar. Keyed by the kinds of move the step offers.
 */
/**
 * Why a step offers nothing but going on (or back), in the rules' words (issue 29): keyed by the one
 * move left besides going back.
 */
export const WHY_ONLY: Partial<Record<Move['type'], string>> = {
  cancel: 'Nothing else touches your cluster, even through covered symbols: go back.',
  confirmStrong: 'Nothing else touches your cluster, even through covered symbols.',
  advanceDone: 'No more Trolls can reach it through caverns you held.',
  bolsterDone: 'No more units can come: none elsewhere, or power spent.',
  scoutDone: 'Nothing left to peek at that you do not know.',
  moveTrollsDone: 'No more units can move to a gnome-free cavern next door.',
  suppliesDone: 'No two uncovered Wilds to trade for a Supply.',
  endTurn: 'No symbol left that you may cover this turn.',
};

/** The reason the step offers only one way on (besides going back), or '' when it offers a choice. */
/**
 * What a champion choice does, for its button's tip (issue 29: every champion says what it does where
 * it is chosen): the card's own ability text; a contender's reward in the rulebook's words.
 */
function choiceTip(m: Move, v: View): string | undefined {
  const champ = (id: number) => (CHAMPIONS[id] ? `${CHAMPIONS[id].name}: ${CHAMPIONS[id].text}` : undefined);
  if (m.type === 'keepChampion' || m.type === 'claw') return champ(m.champion);
  if (m.type === 'influence') return champ(v.display[m.slot]?.champion ?? -1);
  if (m.type === 'contender') return m.reward === 'honour' ? '1 Honour for each yellow line your disc passed on its track' : 'One Vote with the champion’s clan';
  return undefined;
}

export function whyOnly(legal: Move[]): string {
  // A Strong action's confirmation comes in one move per boost: still one way on.
  const kinds = [...new Set(legal.filter((m) => m.type !== 'cancel').map((m) => m.type))];
  if (kinds.length === 0) return legal.length ? (WHY_ONLY.cancel ?? '') : '';
  return kinds.length === 1 ? (WHY_ONLY[kinds[0]!] ?? '') : '';
}

export function hint(legal: Move[], placing: boolean): string {
  const has = (t: Move['type']) => legal.some((m) => m.type === t);
  const T = Tap();
  const only = whyOnly(legal);
  if (only) return only;
  if (has('keepChampion')) return `${T} the champion to keep, under your Ancestry.`;
  if (has('chooseLairs')) return `${T} a free lair space on the map: its twin (same glyph) comes with it.`;
  if (placing) return coarse.value ? 'Tap a green dot on your Ancestry to see the card there.' : 'Point at your Ancestry to see the card there; click a spot with a green dot.';
  if (has('pickCard')) return `${T} a card in your hand to add it.`;
  if (has('weak')) return `${T} a lit symbol on your Ancestry for a Weak action, or choose a Strong action.`;
  if (has('select')) return `${T} symbols to add to the cluster (linked through covered ones), then confirm.`;
  if (has('advanceTo')) return `${T} the destination cavern on the map.`;
  if (has('advanceFrom')) return `${T} the caverns your Trolls come from (each ${tap()} moves one), then finish.`;
  if (has('bolsterAt')) return `${T} the cavern to Bolster (one you dominate, or your lair).`;
  if (has('influence')) return `${T} a champion in the display.`;
  if (has('wheelMove')) return `${T} the wheel space where the pawn stops.`;
  if (has('peekGate') || has('peekGnome')) return `${T} a face-down gate card and/or a gnome on the map to peek.`;
  if (has('gnomeTarget')) return `Several caverns are equally easy and near: ${tap()} the one the gnome goes to.`;
  if (has('moveTrollsFrom')) return `${T} the cavern to move Trolls out of.`;
  if (has('moveTroll')) return `${T} a next-door gnome-free cavern to move a unit there.`;
  if (has('swarmMove')) return `${T} a swarm point on the map edge (up to two away), or keep it where it is.`;
  if (has('placePawn') || has('lairTroll')) return `${T} a lit cavern on the map.`;
  return '';
}

/** What a boost of `boost` Supplies leaves: each Supply left is one more turn this wave. */
export function boostWords(supply: number, boost: number): string {
  const left = supply - boost;
  return left <= 0 ? 'no turn left this wave' : `${count(left, 'turn')} left this wave`;
}

export function Controls(p: ControlsProps) {
  const { v, legal } = p;
  const confirms = p.buttons.filter((m): m is Extract<Move, { type: 'confirmStrong' }> => m.type === 'confirmStrong');
  const others = p.buttons.filter((m) => m.type !== 'confirmStrong' && m.type !== 'coverWilds' && m.type !== 'cancel');
  const wilds = p.buttons.filter((m) => m.type === 'coverWilds');
  const cancel = p.buttons.find((m) => m.type === 'cancel');
  const maxBoost = Math.max(0, ...confirms.map((m) => m.boost));
  const canSurge = confirms.some((m) => m.surge);
  const strongTask = v.task?.k === 'strongSel' ? v.task : null;
  const supply = strongTask ? (v.mats[strongTask.seat]?.supply ?? 0) : 0;
  const text = p.preview ? p.preview.words : hint(legal, p.placing);
  const field = 'tap rounded border border-stone-300 bg-white px-1 py-0.5 text-sm';
  return (
    <DecisionBar testid="fotmk-controls" heading={stepName(v)} prompt={text} error={p.error}>
      {p.preview ? (
        p.preview.actions
      ) : p.choice ? (
        <div class="flex flex-wrap items-center gap-1.5" role="group" aria-label={p.choice.title} data-testid="fotmk-choice">
          <span class="text-sm font-semibold">{/[?:]$/.test(p.choice.title) ? p.choice.title : `${p.choice.title}:`}</span>
          {p.choice.moves.map((m, i) => (
            <button key={i} type="button" class="btn-primary btn-small" data-choice="" disabled={p.busy} data-tip={choiceTip(m, v)} onClick={() => p.go(m)}>
              {moveWords(m, v, p.seats)}
            </button>
          ))}
          <button type="button" class="btn-quiet btn-small" data-choice="close" onClick={() => p.setChoice(null)}>
            Close
          </button>
        </div>
      ) : (
        <div class="flex flex-wrap items-center gap-1.5">
          {p.hasWeak && p.maxDesp > 0 && (
            <label class="inline-flex items-center gap-1 text-sm">
              Desperation:
              <select class={field} value={String(p.desp)} data-testid="fotmk-desperation" onChange={(e) => p.setDesp(Number((e.target as HTMLSelectElement).value))}>
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
              <b data-testid="fotmk-power">Power {p.power + (p.boost || 0) + (p.surge ? 2 : 0)}</b> from {count(strongTask.slots.length, 'symbol')}
            </span>
          )}
          {confirms.length > 0 && (
            <>
              {maxBoost > 0 && (
                <label class="inline-flex items-center gap-1 text-sm">
                  Boost:
                  <select class={field} value={String(p.boost)} data-testid="fotmk-boost" onChange={(e) => p.setBoost(Number((e.target as HTMLSelectElement).value))}>
                    {Array.from({ length: maxBoost + 1 }, (_, i) => (
                      <option key={i} value={i}>
                        +{i} ({boostWords(supply, i)})
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {maxBoost > 0 && p.boost > 0 && (
                <span class={`text-sm ${supply - p.boost === 0 ? 'font-semibold text-rose-800' : 'text-stone-700'}`} data-testid="fotmk-boost-left">
                  Supplies are your turns: after this boost {boostWords(supply, p.boost)}.
                </span>
              )}
              {canSurge && (
                <label class="tap inline-flex items-center gap-1 text-sm">
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
          {wilds.map((m, i) => (
            <button key={`w${i}`} type="button" class="btn-primary btn-small" data-choice="" disabled={p.busy} onClick={() => p.go(m)}>
              {moveWords(m, v, p.seats)}
            </button>
          ))}
          {others.map((m, i) => (
            <button key={i} type="button" class={m.type === 'endTurn' || m.type.endsWith('Done') || m.type === 'skipAction' ? 'btn-quiet btn-small' : 'btn-primary btn-small'} data-choice="" disabled={p.busy} data-tip={choiceTip(m, v)} onClick={() => p.go(m)}>
              {moveWords(m, v, p.seats)}
            </button>
          ))}
          {cancel && (
            <button type="button" class="btn-quiet btn-small" data-choice="back" disabled={p.busy} onClick={() => p.go(cancel)} data-testid="fotmk-back">
              ← Back
            </button>
          )}
        </div>
      )}
    </DecisionBar>
  );
}

/** Every legal move as a labelled button: nothing is ever out of reach of a keyboard. */
export function AllMoves({ legal, v, seats, go, busy }: { legal: Move[]; v: View; seats: ReturnType<typeof seatsOf>; go(m: Move): void; busy: boolean }) {
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
