// Not yet shown by the decision bar: wired into its prompt, the longer prompt broke the phone walk (dwarfs-phone.test.ts, 2 runs of 2); kept, tested, for the next pass.
// Why the actions phase offers less than it usually does (issue 29: every "why not" answered): the
// paid actions the seat cannot take now, each with its reason in the game's words (no action left,
// no card in hand, no free spot, every meeple on a card or hemmed in by walls). Read from the view
// and `table.legal` only: what is missing from the legal list is what the reasons explain.
import type { Move, View } from './model';

export function notNow(v: View, legal: Move[], me: number): string {
  const s = v.seats[me];
  if (!s || v.pending || v.phase !== 'actions' || v.turn !== me) return '';
  const has = (t: Move['type']) => legal.some((m) => m.type === t);
  const camp = s.meeples.filter((m) => m.at < 0).length;
  const out: string[] = [];
  if (v.actionsLeft === 0) return 'No action left this turn: play what is free (ogre cards, tribe abilities, a King from the campfire) or End your actions.';
  {
    if (!has('play')) out.push(s.hand.length === 0 ? 'no kingdom card left in your hand to play' : 'no spot takes a card from your hand');
    if (!has('place') && camp === 0) out.push('every one of your meeples is on a card, none at the campfire to place');
    else if (!has('place'))
      out.push(
        v.decrees.includes('fortress')
          ? 'no card with a free spot you may use (Fortress: only your own kingdom or cards in no kingdom)'
          : v.decrees.includes('crazy-balloonists')
            ? 'no card with a free spot you have not already placed on this turn (Crazy Balloonists)'
            : 'no card has a free spot',
      );
    if (!has('move') && s.meeples.some((m) => m.at >= 0)) out.push('none of your meeples on cards can move: walls or full cards all round');
  }
  if (!out.length) return '';
  const text = out.join('; ');
  return `Not now: ${text}.`;
}
