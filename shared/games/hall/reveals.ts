// Whether a move showed anyone something hidden (issue 26): the undo rule takes this as exact, so a
// move that showed its mover (or anyone) a new card can never be taken back and chosen again.
//
// It reads the hidden-information bookkeeping of the state, the same that view.ts hides and
// determinize.ts draws again: what a seat cannot see lies in pools whose contents it knows but
// not their order or places (each troll deck, the spell deck, a seat's starting trolls it cannot
// see, the other banks' face-down pedestal point tokens), plus the generator (the bag's draws,
// the setup's shuffles). A move reveals exactly when it
// - moved the generator (a random draw: a pedestal from the bag);
// - drew from a troll deck or the spell deck holding two cards or more (the card comes face up
//   into the horde or the spellbook; one card left is known by elimination, F/Setup 3 and 7 make
//   the decks' contents public as a set);
// - put in view of some seat one of the starting trolls it could not see, from a pool of two or
//   more (the draft's offers to their owner: the first two when the last gate is placed, then each
//   new card; every seat's placed trolls, to the others, by the placement that ends the draft: until
//   then they are sealed, issue 26 item 3, so a placement shows the others nothing; and the hand and
//   unseen trolls whose bonus is gained, F/Player Setup D, to the others);
// - turned the others' face-down pedestal point tokens up (the end, F/Final Scoring 2) when their
//   values were not all alike.
// Taking a token from the track reveals nothing: it lay face up there (F/Setup 9).
import type { Seat } from '../../engine/types';
import { hiddenTokens, hiddenTrolls } from './determinize';
import type { Move } from './moves';
import type { State } from './state';
import { playerView } from './view';

/** How many cards of `before` were drawn from its top to give `after` (cards pushed under are kept). */
export function drawn(before: readonly number[], after: readonly number[]): number {
  for (let k = 0; k < before.length; k++) {
    const rest = before.length - k;
    let same = after.length >= rest;
    for (let i = 0; same && i < rest; i++) same = after[i] === before[k + i];
    if (same) return k;
  }
  return before.length;
}

/** A draw from this deck showed a card its watchers could not tell (two or more different cards). */
const drewUnknown = (before: readonly number[], after: readonly number[]): boolean =>
  new Set(before).size > 1 && drawn(before, after) > 0;

/** Starting trolls of `seat` that `viewer` sees in `s` (view.ts). */
function shownTrolls(s: State, seat: number, viewer: Seat): number[] {
  const v = playerView(s, seat, viewer);
  return [...v.sm, ...v.offer, v.hand, v.unseen].filter((c) => c >= 0);
}

export function reveals(before: State, _seat: Seat, _move: Move, after: State): boolean {
  if (before.rng.some((x, i) => x !== after.rng[i])) return true;
  if (before.decks.some((d, lv) => drewUnknown(d, after.decks[lv]!))) return true;
  if (drewUnknown(before.spellDeck, after.spellDeck)) return true;
  for (let viewer = 0; viewer < before.players; viewer++) {
    // hiddenTrolls lists only pools of two or more: a single unseen card is known by elimination.
    for (const h of hiddenTrolls(before, viewer)) {
      if (shownTrolls(after, h.seat, viewer).some((c) => h.pool.includes(c))) return true;
    }
    if (after.phase === 'over' && new Set(hiddenTokens(before, viewer).pool).size > 1) return true;
  }
  return false;
}
