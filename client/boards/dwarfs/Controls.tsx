// The decision bar of Dwar7s Fall (components/DecisionBar.tsx, issue 27): the step's name, what to
// do now in the words of the hand in use, and every choice of the step in one place: the tools of
// the actions phase (place, move, warrior, Ogre King, tunnels, turning cards, classes, alchemy,
// tribe abilities, hired hands), a chooser between the meanings of one tap (incl. "move your meeple
// from here instead"), Turn / Confirm / Back of a picked card, the tasks to resolve in your order,
// the discard to 9. On a phone the bar sits under the thumb, so it also holds the hand, the
// campfire and the ogre cards as buttons (the panels below the grid are a swipe away).
import { CLASS_DEFS, type ClassId } from '../../../shared/games/dwarfs/content';
import { PreviewActions, DecisionBar } from '../../components/DecisionBar';
import { coarse, key, keysOnly, Tap, tap } from '../../lib/input';
import { cardName, ogreDoes, ogreName } from './words';
import { CLASS_DOES, KIND_HELP, kindName, type Kind, type Move, type Tool, type View } from './model';
import { bagWords } from './words';
import { classCostBag, COLOURS, TRADES } from '../../../shared/games/dwarfs/data';
import { actionsHint, storeLacks } from './whynot';

export interface Choice {
  title: string;
  moves: Move[];
  /** Another reading of the same tap that is not a move (pick up the meeple there to move it). */
  instead?: { label: string; pick(): void };
  /** Spots near a tap on a grid drawn too small for a finger: which one was meant. */
  spots?: { label: string; pick(): void }[];
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
  /** A card shown on a spot, waiting for Confirm or a second tap (lib/preview.ts). */
  preview: { pending: boolean; confirm(): void; back(): void };
  /** What went wrong with the last tap (cleared by the next). */
  error: string | null;
  /** On a phone: the hand's playable cards, the campfire's kinds and the ogre cards that can be played. */
  hand: { plays: Move[]; kinds: Kind[]; ogres: number[]; onPlace(k: Kind): void; onOgre(k: number): void };
}

const TURN_WORDS = ['not turned', 'a quarter turn', 'a half turn', 'three quarter turns'];

/** The step's name, for the bar's heading. */
function heading(p: ActionBarProps): string {
  const { v, tool } = p;
  const pend = v.pending;
  if (pend?.k === 'put') return `Put the ${cardName(pend.card)}`;
  if (pend?.k === 'panic') return 'Panic';
  if (pend?.k === 'brute') return 'Brute';
  if (pend?.k === 'store') return 'The general store';
  if (pend?.k === 'dig') return 'Dig';
  if (pend?.k === 'rotate') return 'Turn a card';
  if (v.phase === 'resolve') return 'Resolve your tasks';
  if (v.phase === 'discard') return 'Discard down to 9';
  if (tool.k === 'place') return `Place your ${kindName(tool.kind)}`;
  if (tool.k === 'move') return 'Move a meeple';
  if (tool.k === 'tunnel') return 'Hidden tunnel';
  if (tool.k === 'warrior') return 'Warrior';
  if (tool.k === 'ogreKing') return 'Ogre King';
  if (tool.k === 'rotate') return 'Fortress';
  if (tool.k === 'ogre') return ogreName(tool.kind);
  return `Your actions: ${v.actionsLeft} left`;
}

/** What to do now, in the words of the hand in use: tap and the buttons on a touch screen, click and keys with a mouse. */
function hint(p: ActionBarProps): string {
  const { v, tool } = p;
  const pend = v.pending;
  const T = Tap();
  const t = tap();
  if (pend?.k === 'put') {
    if (p.preview.pending) return `Shown on the spot, ${TURN_WORDS[p.rot]}: Turn it, then tap the spot again or Confirm to lay it.`;
    return coarse.value
      ? 'Tap a lit spot to see the card there with its walls; Turn it, then tap again or Confirm. ← Back puts it back in your hand.'
      : `${T} a lit spot for it. R (or the button) turns it: the walls show on the spot under the pointer. Escape (or ← Back) puts it back in your hand.`;
  }
  if (pend?.k === 'panic') return `${T} the lit card where a meeple from the marked card runs to (up to two cards, never through a wall).`;
  if (pend?.k === 'brute') return `${T} the lit card of your meeple that swaps places with theirs.`;
  if (pend?.k === 'store') {
    // The goals out of reach, and why (issue 29): the gems short, the monster the egg asks for.
    const buys = p.legal.filter((m) => m.type === 'buy');
    // A goal is named by its VP, and by its price too when another on offer is worth as much.
    const vp = (t: number) => TRADES[t]?.vp ?? 0;
    const goal = (t: number) => `the ${vp(t)} VP goal${v.trades.filter((u) => vp(u) === vp(t)).length > 1 ? ` of ${bagWords(TRADES[t]?.cost ?? [])}` : ''}`;
    const out = [...v.trades.map((t, slot) => [slot, goal(t)] as const), ...(v.egg >= 0 ? [[-1, 'the egg'] as const] : [])]
      .map(([slot, name]) => [name, storeLacks(v, slot, buys)] as const)
      .filter(([, lacks]) => lacks.length > 0)
      .map(([name, lacks]) => `${name}: ${lacks.join(', ')}`);
    return `Buy one trading goal or the dragon egg.${out.length ? ` Not yours to buy: ${out.join('; ')}.` : ''}`;
  }
  if (pend?.k === 'dig') return `${T} a lit stack; its top card goes to the bottom.`;
  if (pend?.k === 'rotate') return `${T} a lit card (no meeples on it) to turn it.`;
  if (v.phase === 'resolve') return 'Every task your meeples complete resolves, in the order you choose. Where more of your meeples stand than needed, you choose who goes home.';
  if (v.phase === 'discard') return 'Your hand holds more than 9 cards. Discard gems or ogre cards until 9 are left (kingdom cards stay).';
  if (tool.k === 'place') return `${T} a lit card with a free spot, or a green-ringed meeple to move it instead.${keysOnly(' Escape puts it back.')}`;
  if (tool.k === 'move') return `${T} a lit card next to your meeple through an open wall (1 action a card), or another green one to move that meeple.`;
  if (tool.k === 'tunnel') return tool.from >= 0 ? `${T} the lit mine to come up in.` : `${T} one of your meeples on a mine.`;
  if (tool.k === 'warrior') return `${T} the lit card where the opponent's meeple is pushed.`;
  if (tool.k === 'ogreKing') return `${T} the lit card to send an opponent's meeple there home.`;
  if (tool.k === 'rotate') return `${T} a lit card to turn it.`;
  if (tool.k === 'ogre') return `${ogreDoes(tool.kind)} ${T} a lit card (a Guardian or an Elven Dragon protects its card).`;
  return actionsHint(v, p.legal, v.turn, coarse.value, t);
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
  const reveal = legal.find((m) => m.type === 'reveal');
  const phone = coarse.value;
  const turn = pend?.k === 'put' && (
    <button type="button" class="btn-quiet btn-small" disabled={p.rots.length < 2} onClick={p.turnCard} data-testid="dwarfs-rotate" data-choice="turn" title={`Turn the card a quarter clockwise${key('R')}`}>
      ⟳ Turn{key('R')} — {TURN_WORDS[p.rot]}
    </button>
  );
  return (
    <DecisionBar testid="dwarfs-controls" heading={heading(p)} prompt={hint(p)} error={p.error}>
      {p.choice ? (
        <div class="flex flex-wrap items-center gap-2" role="group" aria-label={p.choice.title} data-testid="dwarfs-choice">
          <span class="text-sm font-semibold">
            {p.choice.title}
            {/[?:]$/.test(p.choice.title) ? '' : ':'}
          </span>
          {p.choice.moves.map((m, i) => (
            <button key={i} type="button" class={btn} data-choice="" disabled={busy} onClick={() => go(m)}>
              {words(m)}
            </button>
          ))}
          {p.choice.spots?.map((s, i) => (
            <button key={`s${i}`} type="button" class={btn} data-choice="" data-spot="" disabled={busy} onClick={s.pick}>
              {s.label}
            </button>
          ))}
          {p.choice.instead && (
            <button type="button" class="btn-quiet btn-small" data-choice="" data-instead="" disabled={busy} onClick={p.choice.instead.pick}>
              {p.choice.instead.label}
            </button>
          )}
          <button type="button" class="btn-quiet btn-small" data-choice="close" onClick={() => p.setChoice(null)}>
            Close
          </button>
        </div>
      ) : p.preview.pending ? (
        <PreviewActions pending confirm={p.preview.confirm} back={p.preview.back} label="Confirm" busy={busy}>
          {turn}
        </PreviewActions>
      ) : (
        <div class="flex flex-wrap items-center gap-2">
          {turn}
          {acting && phone && (
            <>
              {p.hand.plays.length > 0 && (
                <button type="button" class={btn} data-choice="" data-testid="dwarfs-bar-play" disabled={busy} onClick={() => p.offer('Which card?', p.hand.plays)}>
                  Play a card…
                </button>
              )}
              {p.hand.kinds.map((k) => (
                <button key={k} type="button" class={`btn-quiet btn-small ${p.tool.k === 'place' && p.tool.kind === k ? 'ring-2 ring-stone-900' : ''}`} aria-pressed={p.tool.k === 'place' && p.tool.kind === k} data-choice="" data-bar-place={k} disabled={busy} onClick={() => p.hand.onPlace(k)}>
                  Place {kindName(k) === 'meeple' ? 'a meeple' : `the ${kindName(k)}`}
                </button>
              ))}
              {p.hand.ogres.map((k) => (
                <button key={k} type="button" class={`btn-quiet btn-small ${p.tool.k === 'ogre' && p.tool.kind === k ? 'ring-2 ring-stone-900' : ''}`} title={`${ogreName(k)} (free): ${ogreDoes(k)}`} data-choice="" data-bar-ogre={k} disabled={busy} onClick={() => p.hand.onOgre(k)}>
                  {ogreName(k)}
                </button>
              ))}
            </>
          )}
          {acting && (
            <>
              {toolBtn('Warrior: push', { k: 'warrior' }, of('warrior').length, "Push an opponent's meeple off your warrior's card (1 action)")}
              {toolBtn('Ogre King: send home', { k: 'ogreKing' }, of('ogreKing').length, "Send an opponent's meeple on your Ogre King's card home (1 action)")}
              {toolBtn('Hidden tunnel', { k: 'tunnel', from: -1 }, of('tunnel').length, 'Move a meeple from a mine to any mine with no dragon in its kingdom (1 action)')}
              {toolBtn('Turn a card', { k: 'rotate' }, of('rotate').length, 'Fortress: with nowhere to place, turn a card with no meeples (1 action)')}
              {of('upgrade').map((m, i) => (
                <button key={`u${i}`} type="button" class={btn} data-choice="" disabled={busy} title={`${CLASS_DEFS[m.cls as ClassId]?.name}: a meeple from your campfire becomes it (1 action). ${KIND_HELP[m.cls]}`} onClick={() => go(m)}>
                  Get the {kindName(m.cls)} ({bagWords(classCostBag(m.cls as ClassId, tribeColour(v)))}): {CLASS_DOES[m.cls]}
                </button>
              ))}
              {of('alchemy').length > 0 && (
                <button type="button" class={btn} data-choice="" disabled={busy} onClick={() => p.offer('Alchemist: which gem into which kind, never gold into ruby (1 action)', of('alchemy'))}>
                  Alchemist…
                </button>
              )}
              {of('scales').length > 0 && (
                <button type="button" class={btn} data-choice="" disabled={busy} title="Elves, once a turn: give up a defeated monster for gems worth up to 4 VP" onClick={() => p.offer('Monster Scales: a defeated monster becomes gems worth up to 4 VP (free, once a turn)', of('scales'))}>
                  Monster Scales…
                </button>
              )}
              {of('pawn').length > 0 && (
                <button type="button" class={btn} data-choice="" disabled={busy} title="Ogres, once a turn: up to 4 pouches for gems of that many VP" onClick={() => p.offer('Pawnbroker: up to 4 stolen pouches become gems of that many VP (free, once a turn)', of('pawn'))}>
                  Pawnbroker…
                </button>
              )}
              {of('frozen').length > 0 && (
                <button type="button" class={btn} data-choice="" disabled={busy} title="Crystal Dwarfs, once a turn: turn one gem into a diamond" onClick={() => p.offer('Frozen Heart: one gem of yours becomes a diamond (free, once a turn)', of('frozen'))}>
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
          {phone && reveal && (
            <button type="button" class="btn-ember btn-small" data-choice="" data-testid="dwarfs-bar-reveal" disabled={busy} onClick={() => go(reveal)}>
              Reveal secret goal
            </button>
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
            <button type="button" class="btn-quiet btn-small" onClick={() => p.setTool({ k: 'none' })} data-testid="dwarfs-put-down" data-choice="put-down">
              Put down{key('Esc')}
            </button>
          )}
          {cancel && (
            <button type="button" class="btn-quiet btn-small" disabled={busy} onClick={() => go(cancel)} data-testid="dwarfs-back" data-choice="back">
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
    </DecisionBar>
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
