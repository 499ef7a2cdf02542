// The decision controls under the map: the step's buttons, boosts, and every legal move as a list.
import { seatsOf, type Choice, type Move, type View } from './model';
import { moveWords } from './words';
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
  const text = hint(v, legal, p.placing);
  const supply = strongTask ? (v.mats[strongTask.seat]?.supply ?? 0) : 0;
  return (
    // Sticky: the confirm controls stay on screen next to the Ancestry or map being chosen from.
    <div class="sticky top-0 z-20 max-h-[45vh] overflow-y-auto rounded-xl border border-ember-500 bg-white px-3 py-2 shadow-md" data-testid="fotmk-controls" role="group" aria-label="Your choices">
      {text && <p class="mb-1.5 text-sm text-stone-700">{text}</p>}
      {p.choice ? (
        <div class="flex flex-wrap items-center gap-2" role="group" aria-label={p.choice.title} data-testid="fotmk-choice">
          <span class="text-sm font-semibold">{/[?:]$/.test(p.choice.title) ? p.choice.title : `${p.choice.title}:`}</span>
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
                  <select class="rounded border border-stone-300 px-1 py-0.5" value={String(p.boost)} data-testid="fotmk-boost" onChange={(e) => p.setBoost(Number((e.target as HTMLSelectElement).value))}>
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
          {wilds.map((m, i) => (
            <button key={`w${i}`} type="button" class="btn-primary btn-small" data-choice="" disabled={p.busy} onClick={() => p.go(m)}>
              {moveWords(m, v, p.seats)}
            </button>
          ))}
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
