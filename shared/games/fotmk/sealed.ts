// Choices made at the same time stay sealed until everyone has made theirs (issue 26 item 3). Two
// steps of the game are simultaneous: keeping a starting champion ("Each player... choose one to keep")
// and Build Your Ancestry ("Players will simultaneously add cards"). While such a step is open, a seat
// that has chosen shows the others only that it has chosen: not which champion it kept, not which
// card it added nor where. The views (view.ts), the search's redrawn worlds (determinize.ts) and the
// reveal rule (reveals.ts) all read what is sealed here, so the three agree.
import { emptyPlane, layCard, layStartingCard } from './grid';
import type { Player, State } from './state';

/** Whether `seat` has kept a starting champion that the others may not see yet. */
export function sealedKeep(s: State, seat: number): boolean {
  const top = s.tasks[s.tasks.length - 1];
  const p = s.p[seat];
  return top?.k === 'startChampions' && !!p && p.startChoices.length === 0 && p.champions.length > 0;
}

/**
 * How many of `seat`'s laid cards the others may see: in an open draft round, a card the seat added
 * this round stays sealed (the round's `cards` says how many each seat had laid when it began); else
 * all of them. A seat that discarded (no legal spot) added nothing, and the discard pile is face down.
 */
export function shownCards(s: State, seat: number): number {
  const top = s.tasks[s.tasks.length - 1];
  const p = s.p[seat];
  if (!p) return 0;
  if (top?.k !== 'draft' || !p.placed || !top.cards) return p.cards.length;
  return Math.min(p.cards.length, top.cards[seat] ?? p.cards.length);
}

/** Whether any of `seat`'s choices in the open simultaneous step is sealed from the others. */
export const sealed = (s: State, seat: number): boolean => sealedKeep(s, seat) || shownCards(s, seat) < (s.p[seat]?.cards.length ?? 0);

/** The Ancestry plane laid from the first `n` of these cards (in the order they were laid). */
export function planeOf(cards: readonly number[][], n: number): number[] {
  const cells = emptyPlane();
  for (const [id = 0, x = 0, y = 0] of cards.slice(0, n)) {
    if (id < 0) layStartingCard(cells, -1 - id);
    else layCard(cells, id, x, y);
  }
  return cells;
}

/**
 * `seat`'s player as the others may see it: without the starting champion kept while others still
 * choose, and without the card added this draft round. Cubes need no care: the draft comes after the
 * refresh took every cube back, and no cube is placed before the starting champions are kept.
 */
export function asShown(s: State, seat: number): Player {
  const p = s.p[seat] as Player;
  const shown: Player = { ...p };
  if (sealedKeep(s, seat)) {
    shown.champions = [];
    shown.claws = [];
    shown.champCubes = [];
  }
  const n = shownCards(s, seat);
  if (n < p.cards.length) {
    shown.cards = p.cards.slice(0, n);
    shown.cells = planeOf(p.cards, n);
  }
  return shown;
}
