// The whole game as plain JSON. Hidden parts (decks, other players' hands and secret goals) live here
// and are filtered out by view.ts. `clone` and the copy-on-first-write helpers (`mine`, `own`,
// board.ts setStack) keep apply from ever mutating its input.
import type { Rng } from '../../engine/rng';
import type { DecreeId, ScenarioId } from './content/types';

/** Meeple kinds: a plain meeple and the classes (content CLASSES ids). */
export type Kind = 'plain' | 'alchemist' | 'warrior' | 'guardian' | 'king' | 'elven-dragon' | 'ogre-king';

/** A board spot with a card stack: card indexes (CARDS) bottom to top, each with its rotation. */
export interface Stack {
  cards: number[];
  rots: number[];
}

export interface Player {
  /** Colour index (COLOURS order); the tribe follows from it. */
  colour: number;
  /** Kingdom cards in hand (CARDS indexes). */
  hand: number[];
  /** Gems in hand, GEMS order. */
  gems: number[];
  /** Ogre cards in hand (OGRE_KINDS indexes). */
  ogres: number[];
  /** Per meeple: its kind and where it is (a board spot, or -1 at the campfire). */
  kinds: Kind[];
  at: number[];
  /** Stolen pouches (Ogres' Thievery). */
  pouches: number;
  /** Completed trading goals and dragon eggs (indexes into TRADING_GOALS / DRAGON_EGGS). */
  trades: number[];
  eggs: number[];
  /** The dealt secret goal (SECRET index) and whether it is revealed. */
  secret: number;
  revealed: boolean;
  /** Standing order: reveal the secret goal the moment it holds, even in another player's turn (owner-only). */
  auto: boolean;
  /** Defeated monsters still held: the card index and whether Elves defeated it (Clean Shot). */
  monsters: { card: number; elf: boolean }[];
  /** Monsters ever defeated (Berserker, Beast Hunters count them even once spent). */
  killed: number;
  /** Kinds of meeples in the most varied kill so far (Adventurers). */
  mixedKill: number;
}

/** A decision in progress, waiting for the acting seat's next small step. */
export type Pending =
  | { k: 'put'; card: number }
  | { k: 'panic'; cell: number }
  | { k: 'brute'; seat: number; m: number }
  | { k: 'store'; via: 'store' }
  | { k: 'dig'; castleOwner: number }
  | { k: 'rotate'; why: 'memorial' | 'fortress' };

export type Phase = 'actions' | 'resolve' | 'discard';

export interface Options {
  /** Colour index per seat. */
  colours: number[];
  decrees: DecreeId[];
  scenario: ScenarioId | null;
  /** Goals that trigger the end (3; 2 with 5+ seats when the option is on). */
  trigger: number;
  /** Only in a search's sample (determinize.ts): the seat searching, whose turn the search plans. */
  searcher?: number;
  /**
   * Only in a search's sample: the table had stalled at the search's root, with the searching seat
   * one goal from the end (searching.ts `standoff`).
   */
  standoff?: boolean;
  /**
   * Only in a search's sample: no goal had been gained at the table for some rounds at the search's
   * root (searching.ts `stuck`).
   */
  stuck?: boolean;
  /** Only in a search's sample: the searching seat's meeples and hand at the root (searching.ts `turnMark`). */
  rootAt?: string;
  /** Only in a standoff's sample: the searching seat's lead there before any move (searching.ts `standoffLead`). */
  rootLead?: number;
}

export interface State {
  players: number;
  opts: Options;
  rng: Rng;
  /** Board spots, row by row: a stack or null. */
  board: (Stack | null)[];
  /** Gem piles, GEMS order. */
  piles: number[];
  pouchPile: number;
  ogreDeck: number[];
  ogreDiscard: number[];
  tradeDeck: number[];
  /** Face-up trading goals (up to 3). */
  trades: number[];
  eggDeck: number[];
  /** Face-up dragon egg, or -1. */
  egg: number;
  /** Memorial cards left in the box (Battle Memorial). */
  memorials: number;
  p: Player[];
  /** Holder of the first-player token (the axe under Hard Workers). */
  first: number;
  /** Seat whose phase it is. */
  turn: number;
  phase: Phase;
  /** Hard Workers: 'morning' (actions only) or 'night' (resolve and discard); else 'day'. */
  stage: 'day' | 'morning' | 'night';
  round: number;
  /**
   * The round in which a seat last gained a goal (a trading goal or egg bought, a secret goal
   * revealed); 1 at the start. Public: every purchase and reveal is in the log. The search reads how
   * long the table has gone without one (searching.ts `standoff`).
   */
  goalRound: number;
  /** Paid actions used this turn, and actions gained (Hired Hands). */
  used: number;
  bonus: number;
  /** Free once-per-turn abilities used this turn (bit 1 Scales, 2 Pawnbroker, 4 Frozen Heart). */
  once: number;
  /** Spots a campfire meeple was placed on this turn (Crazy Balloonists). */
  placedOn: number[];
  /** Seats that played a monster from hand in their current turn (Dragon King). */
  monsterBy: number[];
  pending: Pending | null;
  /** Seat whose end-of-turn met the goal count (the last round is under way), or -1. */
  endBy: number;
  over: boolean;
  /** Why the game ended: the goal trigger, or the table's round limit (RULES-NOTES). */
  endReason: 'goals' | 'rounds' | null;
}

export function clonePlayer(p: Player): Player {
  return {
    colour: p.colour,
    hand: p.hand.slice(),
    gems: p.gems.slice(),
    ogres: p.ogres.slice(),
    kinds: p.kinds.slice(),
    at: p.at.slice(),
    pouches: p.pouches,
    trades: p.trades.slice(),
    eggs: p.eggs.slice(),
    secret: p.secret,
    revealed: p.revealed,
    auto: p.auto,
    monsters: p.monsters.slice(),
    killed: p.killed,
    mixedKill: p.mixedKill,
  };
}

/** Players this apply has copied (players are copied on first write: `mine`). */
let owned: Player[] = [];
export function beginOwn(): void {
  owned = [];
  ownedState = null;
  ownedBits = 0;
}

/** The state's arrays an apply may change in place, each copied on its first write (`own`). */
const OWN_BIT = { piles: 1, ogreDeck: 2, ogreDiscard: 4, trades: 8, placedOn: 16, monsterBy: 32 } as const;
export type OwnedArray = keyof typeof OWN_BIT;
let ownedState: State | null = null;
let ownedBits = 0;

/** The state's array `k`, copied the first time this apply changes it (never change `s[k]` in place otherwise). */
export function own(s: State, k: OwnedArray): number[] {
  if (s !== ownedState) {
    ownedState = s;
    ownedBits = 0;
  }
  const bit = OWN_BIT[k];
  if (!(ownedBits & bit)) {
    s[k] = s[k].slice();
    ownedBits |= bit;
  }
  return s[k];
}

/** Seat's player, copied the first time this apply changes it (never change `s.p[seat]` directly). */
export function mine(s: State, seat: number): Player {
  const p = s.p[seat] as Player;
  if (owned.includes(p)) return p;
  const c = clonePlayer(p);
  owned.push(c);
  s.p[seat] = c;
  return c;
}

/**
 * A copy an apply may change: players are copied on first write (`mine`), the piles, decks and turn
 * lists too (`own`), stacks and the board too (board.ts). Only the generator is copied at once.
 */
export function clone(s: State): State {
  return {
    players: s.players,
    opts: s.opts,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    board: s.board,
    piles: s.piles,
    pouchPile: s.pouchPile,
    ogreDeck: s.ogreDeck,
    ogreDiscard: s.ogreDiscard,
    tradeDeck: s.tradeDeck,
    trades: s.trades,
    eggDeck: s.eggDeck,
    egg: s.egg,
    memorials: s.memorials,
    p: s.p.slice(),
    first: s.first,
    turn: s.turn,
    phase: s.phase,
    stage: s.stage,
    round: s.round,
    goalRound: s.goalRound,
    used: s.used,
    bonus: s.bonus,
    once: s.once,
    placedOn: s.placedOn,
    monsterBy: s.monsterBy,
    pending: s.pending,
    endBy: s.endBy,
    over: s.over,
    endReason: s.endReason,
  };
}
