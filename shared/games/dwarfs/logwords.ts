// Words of the log that say where (issue 28): a card named by its owner when a player plays its
// colour ("{p1}'s gold mine"), else by its colour ("the red gold mine"); where a card was laid
// ("beside {p1}'s castle", "in the centre"); gem counts in good English ("1 emerald", "2 rubies").
// Words only: nothing here decides anything.
import { CARDS, GEMS } from './data';
import { neighbour } from './board';
import type { State } from './state';

const PLURAL: Record<string, string> = { emerald: 'emeralds', diamond: 'diamonds', gold: 'golds', ruby: 'rubies' };

/** "1 emerald", "2 golds", "3 rubies". */
export const gemCount = (gem: number, n: number): string => {
  const w = GEMS[gem] ?? 'gem';
  return `${n} ${n === 1 ? w : (PLURAL[w] ?? `${w}s`)}`;
};

/** "1 emerald and 2 rubies" (nothing: "nothing"). */
export const bagWords = (b: readonly number[]): string =>
  b
    .map((n, i) => (n ? gemCount(i, n) : ''))
    .filter(Boolean)
    .join(' and ') || 'nothing';

/** The seat playing a card's colour, or -1 (a monster's colour no one plays, the memorial). */
function ownerOf(s: State, card: number): number {
  const c = CARDS[card]?.colour ?? -1;
  return c < 0 ? -1 : s.p.findIndex((p) => p.colour === c);
}

/** The card's kind without its colour: "gold mine", "castle", "Battle Memorial". */
const kindOf = (card: number): string => {
  const info = CARDS[card];
  if (!info) return 'card';
  if (info.type === 'memorial') return 'Battle Memorial';
  return info.type.replace(/-/g, ' ');
};

/** A card as the log names it: "{p1}'s gold mine", else "the red gold mine". */
export function cardWords(s: State, card: number): string {
  const q = ownerOf(s, card);
  if (q >= 0) return `{p${q}}'s ${kindOf(card)}`;
  if (CARDS[card]?.type === 'memorial') return 'the Battle Memorial';
  return `the ${CARDS[card]?.name ?? 'card'}`;
}

/** The card on top at `cell`, as the log names it. */
export function topWords(s: State, cell: number): string {
  const st = s.board[cell];
  return st ? cardWords(s, st.cards[st.cards.length - 1] as number) : 'an empty spot';
}

/** Where a card laid at `cell` is: "beside {p1}'s castle" (the first card next to it), or "in the centre". */
export function besideWords(s: State, cell: number): string {
  for (let d = 0; d < 4; d++) {
    const n = neighbour(cell, d);
    if (n >= 0 && s.board[n]) return `beside ${topWords(s, n)}`;
  }
  return 'in the centre of the table';
}
