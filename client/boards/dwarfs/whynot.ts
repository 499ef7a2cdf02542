// Why the actions phase offers less than it usually does (issue 29: every "why not" answered): the
// paid actions the seat cannot take now, each with its reason in the game's words (no action left,
// no card in hand, no free spot, every meeple on a card or hemmed in by walls). Read from the view
// and `table.legal` only: what is missing from the legal list is what the reasons explain.
import { CARDS, EGGS, TRADES } from '../../../shared/games/dwarfs/data';
import type { Move, View } from './model';
import { bagWords } from './words';

export function notNow(v: View, legal: Move[], me: number): string {
  const s = v.seats[me];
  if (!s || v.pending || v.phase !== 'actions' || v.turn !== me) return '';
  const has = (t: Move['type']) => legal.some((m) => m.type === t);
  const camp = s.meeples.filter((m) => m.at < 0).length;
  const out: string[] = [];
  if (v.actionsLeft === 0) return 'No action left this turn: play what is free (ogre cards, tribe abilities, a King from the campfire) or End your actions.';
  {
    if (!has('play')) out.push(s.hand.length === 0 ? 'no kingdom card left in your hand' : 'no spot takes a card from your hand');
    if (!has('place') && camp === 0) out.push('every meeple of yours is on a card');
    else if (!has('place'))
      out.push(
        v.decrees.includes('fortress')
          ? 'no free spot you may use (Fortress: only your own kingdom or cards in no kingdom)'
          : v.decrees.includes('crazy-balloonists')
            ? 'no free spot on a card you have not placed on this turn (Crazy Balloonists)'
            : 'no card has a free spot',
      );
    if (!has('move') && s.meeples.some((m) => m.at >= 0)) out.push('no meeple of yours can move: walls or full cards all round');
  }
  if (!out.length) return '';
  const text = out.join('; ');
  return `Not now: ${text}.`;
}

/**
 * The actions phase's prompt with nothing in hand: what can be done, in the words of the hand in use
 * (`touch`; `t` is "tap" or "click"), then what cannot and why (`notNow`). Only what is offered is
 * named, so with reasons the prompt stays about as long as the usual one (a phone's bar is short).
 */
export function actionsHint(v: View, legal: Move[], me: number, touch: boolean, t: string): string {
  const not = notNow(v, legal, me);
  if (!not)
    return touch
      ? 'Play a card, place a meeple, tap a green-ringed meeple to move it, or play an ogre card (free).'
      : `Play a card from your hand (${t} it, or drag it onto a lit spot), place a meeple from your campfire, ${t} a green-ringed meeple to move it, or play an ogre card (free).`;
  if (v.actionsLeft === 0) return not;
  const has = (type: Move['type']) => legal.some((m) => m.type === type);
  const can = [
    has('play') && (touch ? 'play a card' : `play a card from your hand (${t} it, or drag it onto a lit spot)`),
    has('place') && (touch ? 'place a meeple' : 'place a meeple from your campfire'),
    has('move') && `${t} a green-ringed meeple to move it`,
    has('ogre') && 'play an ogre card (free)',
  ].filter((x): x is string => !!x);
  return can.length ? `${sentence(can)} ${not}` : not;
}

/** "A, b or c." with a capital. */
function sentence(xs: string[]): string {
  const s = xs.length > 1 ? `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}` : (xs[0] ?? '');
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;
}

/** The monster a dragon egg asks for, in words ("forest dragon", or any "monster"). */
export const eggMonster = (e: number): string => {
  const m = EGGS[e]?.monster;
  return !m || m === 'any' ? 'monster' : m.replace(/-/g, ' ');
};

/** What the viewer lacks to buy the goal in `slot` (-1: the egg) at its open store: "1 ruby short", "no defeated dragon". */
export function storeLacks(v: View, slot: number, buys: Move[]): string[] {
  const me = v.viewer;
  if (typeof me !== 'number' || v.pending?.k !== 'store' || v.turn !== me || buys.some((m) => m.type === 'buy' && m.goal === slot)) return [];
  const s = v.seats[me];
  const cost = (slot < 0 ? EGGS[v.egg]?.cost : TRADES[v.trades[slot] ?? -1]?.cost) ?? [];
  const lack = cost.map((n, g) => Math.max(0, n - (s?.gems?.[g] ?? 0)));
  const parts: string[] = [];
  if (lack.some((n) => n > 0)) parts.push(`${bagWords(lack)} short`);
  if (slot < 0) {
    const want = EGGS[v.egg]?.monster;
    const has = (s?.monsters ?? []).some((m) => !want || want === 'any' || CARDS[m.card]?.type === want);
    if (!has) parts.push(`no defeated ${eggMonster(v.egg)}`);
  }
  return parts;
}
