// The whole game as plain JSON. Hidden parts (deck orders, draft decks and hands) live here and are
// filtered out by view.ts. Resources are counted as arrays indexed by resource code (symbols.ts).
import type { Rng } from '../../engine/rng';
import type { BoardSideId } from './content/types';

/** Honour categories, for the end screen breakdown (F/Final Scoring, plus tunnels dug in play). */
export const SCORE_CATS = ['tunnels', 'spells', 'coronation', 'pedestals', 'sets', 'halls', 'statues'] as const;
export type ScoreCat = (typeof SCORE_CATS)[number];

/**
 * Where a seat's gains go: its own storage, or in the team variant the team storage (D/Team Rules,
 * Gameplay 1). Scores are kept per bank too (one marker per team).
 */
export interface Bank {
  /** Storage, per resource code; carts here are wild. */
  res: number[];
  /** Pedestals in storage, per clan. */
  ped: number[];
  /** Pedestal point token values taken. */
  tokens: number[];
  /** Coronation token values taken. */
  crowns: number[];
  /** Honour scored so far (tunnels and spells in play; the rest at the end). */
  honour: number;
  /** Honour per SCORE_CATS category; sums to `honour`. */
  score: number[];
}

export interface Player {
  /** Trollsmoot: card code per slot (symbols.ts slotOf), -1 when empty. Codes: horde id, or 100 + starting id. */
  sm: number[];
  /** Per slot, a bitmask of the card's symbols that hold a token. */
  held: number[];
  /** Horde cards recruited (their levels break ties, F/Final Scoring). */
  recruited: number[];
  /** Draft (hidden): cards still in the deck, in order. Empty once the draft is over. */
  deck: number[];
  /** Draft (hidden): the cards offered now (the hand troll and the one just drawn). */
  offer: number[];
  /** The hand troll after the draft (hidden unless its bonus was gained); -1 before. */
  hand: number;
  /** The unseen sixth troll (hidden unless its bonus was gained); -1 before. */
  unseen: number;
}

/** A horde slot: the card (-1 empty), bribes on it per resource code, its pedestal (clan, -1 none). */
export interface HordeSlot {
  c: number;
  bribes: number[];
  ped: number;
}

/** A "tunnel" for statue moves and the one-statue rule (F/What counts as a Tunnel?). */
export interface Segment {
  /** 0 gate, 1 tunnel tile (or the part of one left out from under a hall), 2 great hall. */
  k: 0 | 1 | 2;
  /** Gate: seat. Tile: stack index. Hall: hall index. */
  ref: number;
  cells: number[];
}

export interface BoardState {
  /** Segment id covering each cell, -1 where nothing lies. */
  seg: number[];
  segs: Segment[];
  /** Statue clan on each cell, -1 none (buried or unearthed: see geom.ts `unearthed`). */
  statue: number[];
  /** Pedestal clan on each cell, -1 none. */
  ped: number[];
  /** Workshop kind index on each site (board.sites order), -1 while empty. */
  ws: number[];
  /** Gate cell per seat, -1 before placing. */
  gates: number[];
  /** Tiles left per tunnel stack. */
  stacks: number[];
  /** Per great hall: its segment id once dedicated, -1 while in the supply. */
  halls: number[];
  /** Per great hall: the altar cell once dedicated, -1 before. */
  altar: number[];
}

/** A payment still owed, as requirements; each `pay` move settles one unit. */
export type Need =
  | { a: 'r'; r: number; n: number }
  | { a: 'cart'; clan: number; n: number }
  | { a: 'any'; n: number };

/** The decision stack on top of the turn's steps; see flow.ts. Every task is plain data. */
export type Task =
  | { k: 'pay'; need: Need[] }
  | { k: 'trade'; res: number; rate: number; spell: boolean }
  | { k: 'recruit'; slot: number; stage: 'pay' | 'ped' | 'place'; card: number }
  | { k: 'dig'; stack: number; o: number; cell: number; m: number; stage: 'orient' | 'pos' | 'mineral' | 'pay' | 'ped' | 'ws'; sites: number[] }
  | { k: 'ws'; site: number; kind: number; uses: number; conv: number; stage: 'menu' | 'pay' }
  | { k: 'cast'; spell: number; book: number; stage: 'pay' | 'effect'; left: number; used: number[]; site: number }
  | { k: 'hall'; hall: number; o: number; stage: 'orient' | 'pos' }
  | { k: 'statue'; cell: number; dest: number; free: boolean; stage: 'dest' | 'pay' };

export interface Turn {
  seat: number;
  /** 1 spells & workshops, 2 recruit or dig, 3 great hall, 4 move statues (F/On your turn). */
  step: 1 | 2 | 3 | 4;
  cast: boolean;
  ws: boolean;
  hall: boolean;
  /** Sites given a workshop this turn by digging: not usable until a later turn (digest 7.11). */
  fresh: number[];
  /** Spell effects lasting the turn. */
  freeRubble: boolean;
  discount: number;
  extraUses: number;
}

export interface State {
  players: number;
  teams: boolean;
  side: BoardSideId;
  rng: Rng;
  /** Setup steps, then play. 'workshops': the start player picks the workshops (host option "chosen"). */
  phase: 'workshops' | 'gates' | 'draft' | 'play' | 'over';
  /** Workshops still to pick (phase workshops). */
  wsToPick: number;
  /** Seat to place a gate (phase gates). */
  gateSeat: number;
  p: Player[];
  banks: Bank[];
  b: BoardState;
  /** 12 horde slots: B0-B4, M0-M3, T0-T2. */
  horde: HordeSlot[];
  /** Troll decks by level (index 0 = level 1), top first. Hidden order. */
  decks: number[][];
  /** Pedestals in the bag per clan (public composition; draws are random at the moment they happen). */
  bag: number[];
  /** Pedestal track: the token value on each space (tier * 3 + clan), -1 once taken. */
  track: number[];
  /** Spellbook: spell index and runes on it. */
  book: { spell: number; runes: number }[];
  /** Spell deck, top first. Hidden order. */
  spellDeck: number[];
  /** Revealed workshops not yet established (kind indexes). */
  wsSupply: number[];
  /** Coronation tokens left, next first. */
  crowns: number[];
  /** Turns played so far (turn n is seat n % players). */
  turnNo: number;
  /** The game ends after this turn number; -1 until the end is triggered. */
  lastTurn: number;
  turn: Turn;
  tasks: Task[];
  /** Final breakdown per bank once over. */
  winners: number[];
}

export const bankOf = (s: State, seat: number): number => (s.teams ? teamOf(seat) : seat);
/** Team seating T1 T2 T2 T1 (D/Team Rules 5): seats 0 and 3 are team 0, seats 1 and 2 team 1. */
export const teamOf = (seat: number): number => (seat === 0 || seat === 3 ? 0 : 1);
export const allies = (s: State, seat: number): number[] =>
  s.teams ? [0, 1, 2, 3].filter((x) => teamOf(x) === teamOf(seat)) : [seat];

// The copies below are written out field by field, in the order setup.ts creates them (JSON keeps it),
// rather than spread: V8 builds a literal of a known shape several times faster than a spread with
// overrides, and every apply makes them (issue 15: playouts are the search's fuel).
export const clonePlayer = (p: Player): Player => ({
  sm: p.sm.slice(),
  held: p.held.slice(),
  recruited: p.recruited.slice(),
  deck: p.deck.slice(),
  offer: p.offer.slice(),
  hand: p.hand,
  unseen: p.unseen,
});
export const cloneBank = (k: Bank): Bank => ({
  res: k.res.slice(),
  ped: k.ped.slice(),
  tokens: k.tokens.slice(),
  crowns: k.crowns.slice(),
  honour: k.honour,
  score: k.score.slice(),
});

const cloneTurn = (t: Turn): Turn => ({
  seat: t.seat,
  step: t.step,
  cast: t.cast,
  ws: t.ws,
  hall: t.hall,
  fresh: t.fresh.slice(),
  freeRubble: t.freeRubble,
  discount: t.discount,
  extraUses: t.extraUses,
});

/**
 * A copy of what every apply may change: the root, the generator, the turn, the decision stack, and
 * the deciding seat's player and bank (only the deciding seat's own trolls and storage change, F/Spending
 * Resources; D/Team Rules 2). Everything else is shared with the input and copied on its first change
 * (ctx.ts `mut`, `board`, `allBanks`).
 */
export function cloneState(s: State, seat: number): State {
  const p = s.p.slice();
  p[seat] = clonePlayer(p[seat]!);
  const banks = s.banks.slice();
  const b = bankOf(s, seat);
  banks[b] = cloneBank(banks[b]!);
  const tasks: Task[] = [];
  for (const t of s.tasks) tasks.push(cloneTask(t));
  return {
    players: s.players,
    teams: s.teams,
    side: s.side,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    phase: s.phase,
    wsToPick: s.wsToPick,
    gateSeat: s.gateSeat,
    p,
    banks,
    b: s.b,
    horde: s.horde,
    decks: s.decks,
    bag: s.bag,
    track: s.track,
    book: s.book,
    spellDeck: s.spellDeck,
    wsSupply: s.wsSupply,
    crowns: s.crowns,
    turnNo: s.turnNo,
    lastTurn: s.lastTurn,
    turn: cloneTurn(s.turn),
    tasks,
    winners: s.winners,
  };
}

/** Deep copies of the shared parts, for `mut`. */
export const COPY = {
  horde: (s: State) => s.horde.map((h) => ({ c: h.c, bribes: h.bribes.slice(), ped: h.ped })),
  decks: (s: State) => s.decks.map((d) => d.slice()),
  bag: (s: State) => s.bag.slice(),
  track: (s: State) => s.track.slice(),
  book: (s: State) => s.book.map((x) => ({ ...x })),
  spellDeck: (s: State) => s.spellDeck.slice(),
  wsSupply: (s: State) => s.wsSupply.slice(),
  crowns: (s: State) => s.crowns.slice(),
} as const;
export type Shared = keyof typeof COPY;

export function cloneBoard(b: BoardState): BoardState {
  return {
    seg: b.seg.slice(),
    segs: b.segs.map((x) => ({ k: x.k, ref: x.ref, cells: x.cells.slice() })),
    statue: b.statue.slice(),
    ped: b.ped.slice(),
    ws: b.ws.slice(),
    gates: b.gates.slice(),
    stacks: b.stacks.slice(),
    halls: b.halls.slice(),
    altar: b.altar.slice(),
  };
}

/** Tasks hold small arrays (needs, sites, chosen trolls); copy them one level deep. */
function cloneTask(t: Task): Task {
  switch (t.k) {
    case 'pay':
      return { k: 'pay', need: t.need.map((x) => ({ ...x })) };
    case 'dig':
      return { ...t, sites: t.sites.slice() };
    case 'cast':
      return { ...t, used: t.used.slice() };
    default:
      return { ...t };
  }
}
