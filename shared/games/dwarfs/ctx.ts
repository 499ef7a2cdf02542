// The apply context: the state being built (a copy of the input, see state.ts `clone`) and the log
// lines. Gems, ogre cards and meeples move through these helpers so every count stays conserved.
import type { GameEvent } from '../../engine/types';
import { drawInt, shuffleInPlace } from '../../engine/rng';
import { COLOURS, GEMS, OGRE_NAMES, POUCHES, tribeDef } from './data';
import { mine, own, type State } from './state';

/**
 * The moments an apply looks at a hand on its own (reveals.ts): `spend` just after the move's own
 * step (what it took from the mover's hand), `actions` an actions phase with none left (does the hand
 * hold a free move?), `discard` a discard phase (how many kinds are held?), `store` a store task
 * (what can the hand pay for?). The last three look at the hand of the seat whose turn it is.
 */
export type Look = 'spend' | 'actions' | 'discard' | 'store';

export interface G {
  s: State;
  ev: GameEvent[];
  /** Told of each look (set only when reveals.ts traces a move; the state is the one being built). */
  look?: (what: Look, s: State) => void;
}

export function say(g: G, text: string, extra?: Omit<GameEvent, 'text'>): void {
  g.ev.push(extra === undefined ? { text } : { text, ...extra });
}

/** `{pN}`: the client writes seat N's name in its colour. */
export const who = (seat: number): string => `{p${seat}}`;
/** "a dwarf", "an elf", "an Alchemist", "an emerald": the article the word takes. */
export const a = (w: string): string => `${VOWELS.includes(w.charAt(0)) && w !== '' ? 'an' : 'a'} ${w}`;
const VOWELS = 'aeiouAEIOU';
export const colourName = (c: number): string => COLOURS[c] ?? 'colour';
export const meepleWord = (s: State, seat: number): string => tribeDef(s.p[seat]?.colour ?? 0).meeple;
export const gemWord = (g: number): string => GEMS[g] ?? 'gem';
export const ogreWord = (k: number): string => OGRE_NAMES[k] ?? 'ogre card';

export const randInt = (g: G, n: number): number => drawInt(g.s.rng, n);

/** Take up to `n` gems of type `gem` from its pile into a hand; returns how many came. */
export function takeGems(g: G, seat: number, gem: number, n: number): number {
  const have = g.s.piles[gem] ?? 0;
  const k = Math.min(have, n);
  if (k <= 0) return 0;
  own(g.s, 'piles')[gem] = have - k;
  const p = mine(g.s, seat);
  if (p) p.gems[gem] = (p.gems[gem] ?? 0) + k;
  return k;
}

/** Return gems from a hand to their piles ("Return the gems to the appropriate gem piles"). */
export function payGems(g: G, seat: number, bag: readonly number[]): void {
  const p = mine(g.s, seat);
  if (!p) return;
  bag.forEach((n, i) => {
    if (n <= 0) return;
    p.gems[i] = (p.gems[i] ?? 0) - n;
    const piles = own(g.s, 'piles');
    piles[i] = (piles[i] ?? 0) + n;
  });
}

/** Draw an ogre card (the discard is reshuffled when the deck runs out; none when both are empty). */
export function drawOgre(g: G, seat: number): number {
  const s = g.s;
  if (s.ogreDeck.length === 0 && s.ogreDiscard.length > 0) {
    s.ogreDeck = shuffleInPlace(s.rng, s.ogreDiscard.slice());
    s.ogreDiscard = [];
    say(g, 'The ogre discard pile is shuffled into a new deck.', { kind: 'reshuffle' });
  }
  const k = s.ogreDeck.length ? own(s, 'ogreDeck').pop() : undefined;
  if (k === undefined) {
    say(g, `${who(seat)} finds no ogre card left to draw.`, { seat });
    return -1;
  }
  mine(s, seat).ogres.push(k);
  say(g, `You draw ${ogreWord(k)}.`, { seat, to: [seat], kind: 'ogre-drawn' });
  say(g, `${who(seat)} draws an ogre card.`, { seat });
  return k;
}

/** Remove one ogre card of `kind` from a hand to the face-up discard pile. */
export function discardOgre(g: G, seat: number, kind: number): void {
  const p = mine(g.s, seat);
  if (!p) return;
  const i = p.ogres.indexOf(kind);
  if (i >= 0) p.ogres.splice(i, 1);
  own(g.s, 'ogreDiscard').push(kind);
}

/** Thievery: an ogre action towards an opponent's meeple earns the Ogres one stolen pouch. */
export function thievery(g: G, seat: number, touchedOpponent: boolean): void {
  const p0 = g.s.p[seat];
  if (!p0 || !touchedOpponent || tribeDef(p0.colour).id !== 'ogres' || g.s.pouchPile <= 0) return;
  const p = mine(g.s, seat);
  g.s.pouchPile -= 1;
  p.pouches += 1;
  say(g, `${who(seat)} pockets a stolen pouch.`, { seat, kind: 'pouch' });
}

export const POUCH_TOTAL = POUCHES;
