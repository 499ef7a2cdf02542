// The decision bar above the grid: what this step asks, the tools of the actions phase (place,
// move, warrior, Ogre King, tunnels, turning cards, classes, alchemy, tribe abilities, hired
// hands), the tasks to resolve in your order, the discard to 9, and every move as a list.
import { CLASS_DEFS, type ClassId } from '../../../shared/games/dwarfs/content';
import { cardName, ogreName } from './words';
import { KIND_HELP, kindName, type Move, type Tool, type View } from './model';
import { bagWords } from './words';
import { classCostBag, COLOURS } from '../../../shared/games/dwarfs/data';

export interface Choice {
  title: string;
  moves: Move[];
  /** Another reading of the same click that is not a move (pick up the meeple there to move it). */
  instead?: { label: string; pick(): void };
}

export interface ActionBarProps {
  v: View;
  legal: Move[];
  tool: Tool;
  setTool(t: Tool): void;
  choice: Choice | null;
  setChoice(c: Choice | null): void;
  go(m: Move): void;
  offer(title: string, moves: Move[]): void;
  busy: boolean;
  words(m: Move): string;
  rots: number[];
  rot: number;
  turnCard(): void;
  hasTargets: boolean;
}

const TURN_WORDS = ['not turned', 'a quarter turn', 'a half turn', 'three quarter turns'];

function hint(p: ActionBarProps): string {
  const { v, tool } = p;
  const pend = v.pending;
  if (pend?.k === 'put') return `Pick a lit spot for the ${cardName(pend.card)}. Press R (or the button) to turn it: the walls show on the spot under the pointer. Escape (or ← Back) puts it back in your hand.`;
  if (pend?.k === 'panic') return 'Panic: click the lit card where a meeple from the marked card runs to (up to two cards, never through a wall).';
  if (pend?.k === 'brute') return 'Brute: click the lit card of your meeple that swaps places with theirs.';
  if (pend?.k === 'store') return 'The general store: buy one trading goal or the dragon egg (lit in the store below).';
  if (pend?.k === 'dig') return 'Dig: click a lit stack; its top card goes to the bottom.';
  if (pend?.k === 'rotate') return 'Click a lit card (no meeples on it) to turn it.';
  if (v.phase === 'resolve') return 'Every task your meeples complete must resolve, in the order you choose: click a lit card or a button. Where more of your meeples stand than needed, you choose who goes home.';
  if (v.phase === 'discard') return 'Your hand holds more than 9 cards (kingdom cards, gems and ogre cards all count). Discard gems or ogre cards until 9 are left: kingdom cards are never discarded.';
  if (tool.k === 'place') return `Place your ${kindName(tool.kind)}: click a lit card with a free spot, or a green-ringed meeple to move it instead (Escape or its campfire button puts the ${kindName(tool.kind)} back).`;
  if (tool.k === 'move') return 'Click a lit card next to your meeple through an open wall (1 action per card), or another green one to move that meeple instead.';
  if (tool.k === 'tunnel') return tool.from >= 0 ? 'Hidden tunnel: click the lit mine to come up in.' : 'Hidden tunnel: click one of your meeples on a mine.';
  if (tool.k === 'warrior') return "Warrior: click the lit card where the opponent's meeple is pushed.";
  if (tool.k === 'ogreKing') return "Ogre King: click the lit card to send an opponent's meeple there home.";
  if (tool.k === 'rotate') return 'Fortress: click a lit card to turn it.';
  if (tool.k === 'ogre') return `${ogreName(tool.kind)}: click a lit card. Cards with a Guardian or an Elven Dragon cannot be targeted.`;
  return 'Play a card from your hand (press it, or drag it onto a lit spot), place a meeple from your campfire, click a green-ringed meeple to move it, or play an ogre card (free).';
}

export function ActionBar(p: ActionBarProps) {
  const { v, legal, go, busy, words } = p;
  const pend = v.pending;
  const of = <T extends Move['type']>(t: T) => legal.filter((m): m is Extract<Move, { type: T }> => m.type === t);
  const acting = !pend && v.phase === 'actions';
  const btn = 'btn-primary btn-small';
  const toolBtn = (label: string, t: Tool, n: number, title: string) =>
    n > 0 && (
      <button type="button" class={`btn-quiet btn-small ${p.tool.k === t.k ? 'ring-2 ring-stone-900' : ''}`} aria-pressed={p.tool.k === t.k} title={title} data-choice="" disabled={busy} onClick={() => p.setTool(p.tool.k === t.k ? { k: 'none' } : t)}>
        {label}
      </button>
    );
  const cancel = legal.find((m) => m.type === 'cancel');
  const end = legal.find((m) => m.type === 'end');
  return (
    <div class="rounded-xl border border-ember-500 bg-white px-3 py-2 shadow-sm" data-testid="dwarfs-controls" role="group" aria-label="Your choices">
      <p class="mb-1.5 text-sm text-stone-700">{hint(p)}</p>
      {p.choice ? (
        <div class="flex flex-wrap items-center gap-2" role="group" aria-label={p.choice.title} data-testid="dwarfs-choice">
          <span class="text-sm font-semibold">{p.choice.title}:</span>
          {p.choice.moves.map((m, i) => (
            <button key={i} type="button" class={btn} data-choice="" disabled={busy} onClick={() => go(m)}>
              {words(m)}
            </button>
          ))}
          {p.choice.instead && (
            <button type="button" class="btn-quiet btn-small" data-choice="" data-instead="" disabled={busy} onClick={p.choice.instead.pick}>
              {p.choice.instead.label}
            </button>
          )}
          <button type="button" class="btn-quiet btn-small" onClick={() => p.setChoice(null)}>
            Close
          </button>
        </div>
      ) : (
        <div class="flex flex-wrap items-center gap-2">
          {pend?.k === 'put' && (
            <button type="button" class="btn-quiet btn-small" disabled={p.rots.length < 2} onClick={p.turnCard} data-testid="dwarfs-rotate" title="Turn the card a quarter clockwise (R)">
              ⟳ Turn (R) — {TURN_WORDS[p.rot]}
            </button>
          )}
          {acting && (
            <>
              {toolBtn('Warrior: push', { k: 'warrior' }, of('warrior').length, "Push an opponent's meeple off your warrior's card (1 action)")}
              {toolBtn('Ogre King: send home', { k: 'ogreKing' }, of('ogreKing').length, "Send an opponent's meeple on your Ogre King's card home (1 action)")}
              {toolBtn('Hidden tunnel', { k: 'tunnel', from: -1 }, of('tunnel').length, 'Move a meeple from a mine to any mine with no dragon in its kingdom (1 action)')}
              {toolBtn('Turn a card', { k: 'rotate' }, of('rotate').length, 'Fortress: with nowhere to place, turn a card with no meeples (1 action)')}
              {of('upgrade').map((m, i) => (
                <button key={`u${i}`} type="button" class={btn} data-choice="" disabled={busy} title={`${CLASS_DEFS[m.cls as ClassId]?.name}: a meeple from your campfire becomes it (1 action). ${KIND_HELP[m.cls]}`} onClick={() => go(m)}>
                  Get the {kindName(m.cls)} ({bagWords(classCostBag(m.cls as ClassId, tribeColour(v)))})
                </button>
              ))}
              {of('alchemy').length > 0 && (
                <button type="button" class={btn} data-choice="" disabled={busy} onClick={() => p.offer('Alchemist: which gem into which (1 action)', of('alchemy'))}>
                  Alchemist…
                </button>
              )}
              {of('scales').length > 0 && (
                <button type="button" class={btn} data-choice="" disabled={busy} title="Elves, once a turn: give up a defeated monster for gems worth up to 4 VP" onClick={() => p.offer('Monster Scales (free, once a turn)', of('scales'))}>
                  Monster Scales…
                </button>
              )}
              {of('pawn').length > 0 && (
                <button type="button" class={btn} data-choice="" disabled={busy} title="Ogres, once a turn: up to 4 pouches for gems of that many VP" onClick={() => p.offer('Pawnbroker (free, once a turn)', of('pawn'))}>
                  Pawnbroker…
                </button>
              )}
              {of('frozen').length > 0 && (
                <button type="button" class={btn} data-choice="" disabled={busy} title="Crystal Dwarfs, once a turn: turn one gem into a diamond" onClick={() => p.offer('Frozen Heart (free, once a turn)', of('frozen'))}>
                  Frozen Heart…
                </button>
              )}
              {of('hire').map((m, i) => (
                <button key={`h${i}`} type="button" class="btn-quiet btn-small" data-choice="" disabled={busy} onClick={() => go(m)}>
                  {words(m)}
                </button>
              ))}
            </>
          )}
          {(v.phase === 'resolve' || pend?.k === 'store' || v.phase === 'discard') &&
            legal
              .filter((m) => m.type === 'complete' || m.type === 'buy' || m.type === 'discard')
              .map((m, i) => (
                <button key={`r${i}`} type="button" class={btn} data-choice="" disabled={busy} onClick={() => go(m)}>
                  {words(m)}
                </button>
              ))}
          {acting && p.tool.k !== 'none' && (
            <button type="button" class="btn-quiet btn-small" onClick={() => p.setTool({ k: 'none' })} data-testid="dwarfs-put-down">
              Put down (Esc)
            </button>
          )}
          {cancel && (
            <button type="button" class="btn-quiet btn-small" disabled={busy} onClick={() => go(cancel)} data-testid="dwarfs-back">
              ← Back
            </button>
          )}
          {end && (
            <button type="button" class="btn-quiet btn-small ml-auto" disabled={busy} onClick={() => go(end)} data-testid="dwarfs-end-actions" data-choice="">
              End actions{v.actionsLeft > 0 ? ` (${v.actionsLeft} unused)` : ''}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

const tribeColour = (v: View): number => COLOURS.indexOf(v.seats[v.turn]?.colour as (typeof COLOURS)[number]);

/** Every legal move as a labelled button: nothing is ever out of reach of a keyboard. */
export function AllMoves({ legal, words, go, busy }: { legal: Move[]; words(m: Move): string; go(m: Move): void; busy: boolean }) {
  return (
    <details class="panel px-3 py-2" data-testid="dwarfs-all-moves">
      <summary class="cursor-pointer text-sm font-semibold text-stone-700">Every choice as a list ({legal.length})</summary>
      <div class="mt-2 flex max-h-72 flex-wrap gap-1.5 overflow-y-auto" role="group" aria-label="Legal moves">
        {legal.map((m, i) => (
          <button key={i} type="button" class="btn-quiet btn-small" data-move={m.type} disabled={busy} onClick={() => go(m)}>
            {words(m)}
          </button>
        ))}
      </div>
    </details>
  );
}
