// The whole game as plain JSON. Hidden parts (decks, draft hands, gnome strengths, face-down gate
// cards, the discarded starting champion) live here and are filtered out by view.ts.
import type { Rng } from '../../engine/rng';
import type { BoardSide } from './content/boards';

/** A disc on a track (champion influence or a clan plank). `at` orders arrivals: bottom of a stack leads. */
export interface Disc {
  seat: number;
  v: number;
  at: number;
}

/** Honour categories, for the end screen breakdown. */
export const SCORE_CATS = ['gnomes', 'fallen', 'domains', 'wheel', 'contenders', 'champions', 'halls', 'elders', 'votes'] as const;
export type ScoreCat = (typeof SCORE_CATS)[number];

export interface Player {
  /** Ancestry plane (PLANE x PLANE), -1 where no card lies, else a cell code (see grid.ts). */
  cells: number[];
  /** 1 where an Ancestry cube covers the cell. */
  cubes: number[];
  /** Cards laid, in order: [card id (-1 - id for the starting card), x, y]. */
  cards: number[][];
  supply: number;
  desperation: number;
  honour: number;
  /** Honour by category (SCORE_CATS order); always sums to `honour`. */
  score: number[];
  /** Regular Trolls in the player's supply. */
  reserve: number;
  /** Node numbers of this player's two lairs (empty before lair setup). */
  lairs: number[];
  /** Champion ids won, in order. */
  champions: number[];
  /** Per won champion (same order): bitmask of its ancestry symbols covered this wave. */
  champCubes: number[];
  /** Per won champion (same order): claws covered this wave. */
  claws: number[];
  /** Position on the honour boost track. */
  boost: number;
  /** Draft hand (hidden from others). */
  hand: number[];
  /** Draft card picked, waiting for its position; -1 when none. */
  pick: number;
  /** Draft: has placed a card this round. */
  placed: boolean;
  /** The two starting champions offered (hidden), emptied once one is kept. */
  startChoices: number[];
  /** The starting champion discarded from the game (hidden from others). */
  discarded: number;
}

export interface MapNode {
  /** Regular Trolls per seat. Champion pawns are in State.pawnAt. */
  t: number[];
  /** Gnome token ids in this cavern. */
  g: number[];
  /** Champion pawns here (ids, in arrival order); State.pawnAt says the same per champion. */
  p: number[];
}

export interface DisplayChampion {
  id: number;
  inf: Disc[];
  /** Someone has influenced it (the first-influence bonus is spent). */
  touched: boolean;
}

/** The decision stack; see flow.ts. Every task is plain data. */
export type Task =
  | { k: 'startChampions' }
  | { k: 'lair'; seat: number; step: 'pair' | 'troll0' | 'troll1' | 'pawn'; placed: number[] }
  /** `cards`: how many cards each seat had laid when this round began (what the others see until it ends). */
  | { k: 'draft'; round: number; cards?: number[] }
  | { k: 'supplies'; seat: number; done: boolean }
  | { k: 'battle'; next: number }
  | { k: 'turn'; seat: number; weak: number; strong: boolean; started: boolean; extra: boolean }
  | { k: 'strongSel'; seat: number; action: string; slots: number[] }
  | { k: 'act'; seat: number; action: string; power: number; seize: number[]; onTurn: boolean }
  | { k: 'advance'; seat: number; power: number; dest: number; moved: number; established: number[]; movers: number[]; done: boolean }
  | { k: 'battleGnomes'; seat: number; node: number; movers: number[]; step: 'fight' | 'repel' | 'scout' }
  | { k: 'bolster'; seat: number; power: number; node: number; added: number; pulled: number; step: 'where' | 'count' | 'pull' }
  | { k: 'influence'; seat: number; power: number }
  | { k: 'gnome'; seat: number; power: number; step: 'move' | 'trips' | 'effect'; from: number; moved: number; trip: number }
  | { k: 'scout'; seat: number; gate: boolean; gnome: boolean; near: number }
  /** Tripwires passed when defeated gnomes moved the wheel pawn `moved` spaces from `from`; `i` resolved so far. */
  | { k: 'trips'; seat: number; from: number; moved: number; i: number }
  | { k: 'moveTrolls'; seat: number; power: number; from: number; moved: number }
  | { k: 'breach'; seat: number; step: 'swarm' | 'go' }
  | { k: 'invade'; mode: 'breach' | 'invasion'; decider: number; left: number; fallen: number; gate: number }
  | { k: 'fall'; node: number; owner: number; mode: 'breach' | 'invasion'; honour: number; step: 'stand' | 'unit' | 'lair'; pawn: number }
  | { k: 'waveEnd'; step: 'entrench' | 'invasions' | 'awards' | 'eow' | 'score' | 'refresh'; i: number }
  | { k: 'award'; idx: number; step: 'victor' | 'contenders' | 'take' | 'instant' | 'done'; order: number[]; ci: number }
  | { k: 'cull'; seat: number }
  | { k: 'over' };

export interface State {
  players: number;
  side: BoardSide;
  rng: Rng;
  wave: number;
  startPlayer: number;
  /** Seat whose battle turn it is, or -1. */
  turn: number;
  tasks: Task[];
  nodes: MapNode[];
  /** Per champion id: node of its pawn on the map, or -1. */
  pawnAt: number[];
  /** Per champion id: seat that won it, or -1. */
  owner: number[];
  /** Per gnome id: strength (hidden unless seen). */
  gnomeStr: number[];
  /** Per gnome id: bit `seat` set when that seat peeked it, bit 7 when revealed to all. */
  gnomeSeen: number[];
  gnomeSupply: number[];
  /** Defeated gnomes waiting near the wheel. */
  gnomeWheel: number[];
  /** Gate cards (clan index) not laid out. */
  gateDeck: number[];
  /** Gate cards laid face down for this wave's invasions. */
  gateRow: number[];
  gateOpen: boolean[];
  /** Per gate row slot: bit `seat` set when that seat peeked it. */
  gatePeek: number[];
  swarm: number;
  wheel: number;
  /** Champion decks 0, I/II, III (orders hidden). */
  decks: number[][];
  display: DisplayChampion[];
  /** Per clan plank (CLANS order, top to bottom). */
  clans: Disc[][];
  voteTile: number[];
  hallValue: number[];
  /** Per Great Hall: champion id of the starburst tile in it, or -1. */
  hallTile: number[];
  ancDeck: number[];
  ancDiscard: number[];
  stamp: number;
  p: Player[];
  /** The turn as it stood before the current choice, while going back is still allowed. */
  undo: State | null;
  over: boolean;
}

/** A shallow copy of the root with a fixed shape (much faster than a spread of 30-odd keys). */
export function cloneRoot(s: State): State {
  return {
    players: s.players,
    side: s.side,
    rng: s.rng,
    wave: s.wave,
    startPlayer: s.startPlayer,
    turn: s.turn,
    tasks: s.tasks,
    nodes: s.nodes,
    pawnAt: s.pawnAt,
    owner: s.owner,
    gnomeStr: s.gnomeStr,
    gnomeSeen: s.gnomeSeen,
    gnomeSupply: s.gnomeSupply,
    gnomeWheel: s.gnomeWheel,
    gateDeck: s.gateDeck,
    gateRow: s.gateRow,
    gateOpen: s.gateOpen,
    gatePeek: s.gatePeek,
    swarm: s.swarm,
    wheel: s.wheel,
    decks: s.decks,
    display: s.display,
    clans: s.clans,
    voteTile: s.voteTile,
    hallValue: s.hallValue,
    hallTile: s.hallTile,
    ancDeck: s.ancDeck,
    ancDiscard: s.ancDiscard,
    stamp: s.stamp,
    p: s.p,
    undo: s.undo,
    over: s.over,
  };
}

/** A shallow copy of a player with a fixed shape. */
export function clonePlayer(p: Player): Player {
  return {
    cells: p.cells,
    cubes: p.cubes,
    cards: p.cards,
    supply: p.supply,
    desperation: p.desperation,
    honour: p.honour,
    score: p.score,
    reserve: p.reserve,
    lairs: p.lairs,
    champions: p.champions,
    champCubes: p.champCubes,
    claws: p.claws,
    boost: p.boost,
    hand: p.hand,
    pick: p.pick,
    placed: p.placed,
    startChoices: p.startChoices,
    discarded: p.discarded,
  };
}
