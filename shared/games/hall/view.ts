// What one viewer may know (digest §4; the hidden-information list): deck orders (trolls,
// spells) as counts only; the bag as its composition (its draw order is decided only when drawn);
// unrevealed workshops never (the state does not keep them); each draft deck and offer to its owner
// only; the hand troll and the unseen troll only when their bonus was gained (seats 2-5), to all;
// the starting trolls a seat places during the draft to their owner only until every seat has placed
// (issue 26: a simultaneous step shows each seat's choice when all have chosen), to others as so many
// SEALED slots (how many, not which troll nor which slot: both are the seat's choice);
// a taken pedestal point token's value to its bank's seats only until the game is over (F/Pedestals:
// "Keep the token face down in your storage"; issue 26), to others as a face-down token (FACE_DOWN).
// No seed, no generator state. Spectators see the public view.
import type { Viewer } from '../../engine/types';
import { seatBonus } from './content/components';
import { activeSeats } from './engine';
import { Recent } from './memo';
import { leftovers } from './scoring';
import { planSets, type SetPlan } from './sets';
import { bankOf, type Bank, type BoardState, type HordeSlot, type State, type Task } from './state';
import { FACE_DOWN, SEALED } from './faces';

export { FACE_DOWN, SEALED };


/** A rival's trollsmoot during the draft: only how many trolls it has placed. */
const sealedRow = (sm: readonly number[]): number[] => {
  const placed = sm.filter((c) => c >= 0).length;
  return sm.map((_, slot) => (slot < placed ? SEALED : -1));
};

export interface PlayerView {
  seat: number;
  bank: number;
  /** Trollsmoot: card code per slot (-1 empty; a rival's draft picks: SEALED, see sealedRow) and the held-symbol bitmask per slot. */
  sm: number[];
  held: number[];
  recruited: number[];
  /** Draft: cards left in the deck (count) and whether a choice is waiting. */
  deckCount: number;
  drafting: boolean;
  /** The viewer's own draft offer (empty for others). */
  offer: number[];
  /** Hand and unseen starting trolls: shown to their owner once drawn, to all once their bonus is gained; else -1. */
  hand: number;
  unseen: number;
}

/**
 * Whether `viewer` sees the values of bank `b`'s pedestal point tokens: the bank's own seats (a team
 * shares its storage, D/Team Rules) always, everyone once the game is over (F/Final Scoring 2: "Reveal
 * the Pedestal Point tokens you have collected").
 */
export const seesTokens = (s: State, b: number, viewer: Viewer): boolean =>
  s.phase === 'over' || (viewer !== 'spectator' && bankOf(s, viewer) === b);

function bankView(s: State, k: Bank, b: number, viewer: Viewer): Bank {
  if (k.tokens.length === 0 || seesTokens(s, b, viewer)) return k;
  return { ...k, tokens: k.tokens.map(() => FACE_DOWN) };
}

export interface HallView {
  viewer: Viewer;
  players: number;
  teams: boolean;
  side: State['side'];
  phase: State['phase'];
  active: number[];
  turnNo: number;
  lastTurn: number;
  turn: State['turn'];
  task: Task | null;
  tasks: Task[];
  p: PlayerView[];
  /** Storage per bank; another bank's pedestal point tokens are FACE_DOWN until the game is over. */
  banks: Bank[];
  b: BoardState;
  horde: HordeSlot[];
  deckCounts: number[];
  bag: number[];
  track: number[];
  book: State['book'];
  spellDeckCount: number;
  wsSupply: number[];
  wsToPick: number;
  crowns: number[];
  gateSeat: number;
  winners: number[];
  /**
   * Once over, per bank (seat, or team in the team variant): the leftover sets scored and the 4:1
   * trades the engine chose for them (F/Final Scoring 3). Public: storage and trolls' tokens are.
   */
  sets: SetPlan[];
}

export function playerView(s: State, seat: number, viewer: Viewer): PlayerView {
  const p = s.p[seat]!;
  const own = viewer === seat;
  const setupOver = s.phase === 'play' || s.phase === 'over';
  const sb = seatBonus(seat, s.teams);
  return {
    seat,
    bank: s.teams ? (seat === 0 || seat === 3 ? 0 : 1) : seat,
    // The draft is simultaneous (F/Player Setup D): a seat's picks are shown when every seat has placed.
    sm: s.phase === 'draft' && !own ? sealedRow(p.sm) : p.sm,
    held: p.held,
    recruited: p.recruited,
    deckCount: p.deck.length,
    drafting: p.offer.length > 0,
    offer: own ? p.offer : [],
    // The owner saw the hand troll; everyone sees it once its bonus is gained (seats 2-5, digest §4).
    hand: (own || (setupOver && sb.hand)) ? p.hand : -1,
    // No one saw the unseen troll; it is shown once seats 4-5 gain its bonus.
    unseen: setupOver && sb.unseen ? p.unseen : -1,
  };
}

// The finished game's state is the same object for every viewer: its set plans are computed once.
const plans = new Recent<State, SetPlan[]>(4);
const setPlans = (s: State): SetPlan[] => plans.get(s) ?? plans.set(s, s.banks.map((_, b) => planSets(leftovers(s, b))));

export function viewOf(s: State, viewer: Viewer): HallView {
  return {
    viewer,
    players: s.players,
    teams: s.teams,
    side: s.side,
    phase: s.phase,
    active: activeSeats(s),
    turnNo: s.turnNo,
    lastTurn: s.lastTurn,
    turn: s.turn,
    task: s.tasks[s.tasks.length - 1] ?? null,
    tasks: s.tasks,
    p: s.p.map((_, seat) => playerView(s, seat, viewer)),
    banks: s.banks.map((k, b) => bankView(s, k, b, viewer)),
    b: s.b,
    horde: s.horde,
    deckCounts: s.decks.map((d) => d.length),
    bag: s.bag,
    track: s.track,
    book: s.book,
    spellDeckCount: s.spellDeck.length,
    wsSupply: s.wsSupply,
    wsToPick: s.wsToPick,
    crowns: s.crowns,
    gateSeat: s.gateSeat,
    winners: s.winners,
    sets: s.phase === 'over' ? setPlans(s) : [],
  };
}
