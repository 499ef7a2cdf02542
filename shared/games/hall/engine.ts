// The game's pure functions: new game, who moves, legal moves, apply, result.
import { err, ok, type Applied, type GameResult, type Result, type Seat } from '../../engine/types';
import type { G } from './ctx';
import { type Move, sameMove } from './moves';
import { DEFAULT_OPTIONS, type HallOptions, setupActors, setupApply, setupMoves, setupState } from './setup';
import { bankOf, cloneState, SCORE_CATS, type State } from './state';
import { turnApply, turnMoves } from './turn';
import { Recent } from './memo';

export function newGame(seed: string, players: number, opts: Partial<HallOptions> = {}): State {
  return setupState(seed, players, { ...DEFAULT_OPTIONS, ...opts }).s;
}

export function activeSeats(s: State): Seat[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'play') return [s.turn.seat];
  return setupActors(s);
}

// The room (and a bot) asks for the legal moves, then applies one, which checks it against the same
// list: remembered per state object, which no one changes once an apply has returned it.
const legalCache = new Recent<State, { seat: Seat; moves: Move[] }>(4);

export function legalMoves(s: State, seat: Seat): Move[] {
  if (!activeSeats(s).includes(seat)) return [];
  const hit = legalCache.get(s);
  if (hit && hit.seat === seat) return hit.moves.slice();
  const moves = s.phase === 'play' ? turnMoves(s, seat) : setupMoves(s, seat);
  legalCache.set(s, { seat, moves });
  return moves.slice();
}

/** Why a move that is not legal now is refused, in words the player can act on. */
function refusal(s: State, m: Move): Applied<State> | Result<never> {
  const top = s.tasks[s.tasks.length - 1];
  if (top?.k === 'pay' && m.type !== 'pay' && m.type !== 'payAuto') return err('move/pay-first', 'Finish paying first.');
  if (m.type === 'pay') return err('move/cannot-pay', 'That resource is not yours to spend here.');
  if (m.type === 'trade') return err('move/cannot-trade', 'A trade takes 4 resources you own (clan carts only move statues).');
  if (m.type === 'recruit') return err('move/cannot-recruit', 'That troll cannot be recruited now (a full trollsmoot, or not enough coins for the bribes).');
  if (m.type === 'dig' || m.type === 'orient' || m.type === 'place' || m.type === 'mineral')
    return err('move/cannot-dig', 'That tunnel cannot be dug there now (board, network, neighbours, rubble or minerals).');
  if (m.type === 'pedestal') return err('move/pedestal-illegal', 'That pedestal cannot go there (one per clan per tier).');
  if (m.type === 'statue' || m.type === 'to') return err('move/statue-illegal', 'That statue cannot move there.');
  if (m.type === 'hall') return err('move/hall-illegal', 'That great hall does not fit on your tunnels.');
  return err('move/not-now', 'That move is not possible at this point of the turn.');
}

export function applyMove(state: State, seat: Seat, move: Move): Result<Applied<State>> {
  if (state.phase === 'over') return err('move/game-over', 'The game is over.');
  if (!activeSeats(state).includes(seat)) return err('move/not-your-turn', 'It is not your decision to make now.');
  const legal = legalMoves(state, seat);
  if (!legal.some((m) => sameMove(m, move))) return refusal(state, move) as Result<never>;
  const g: G = { s: cloneState(state, seat), ev: [], boardOwned: false, owned: [] };
  if (state.phase === 'play') turnApply(g, seat, move);
  else setupApply(g, seat, move);
  return ok({ state: g.s, events: g.ev });
}

/** Words for the end screen, per scoring category. */
const CATEGORY_WORDS: Record<(typeof SCORE_CATS)[number], string> = {
  tunnels: 'Tunnels',
  spells: 'Spells',
  coronation: 'Coronation',
  pedestals: 'Pedestal points',
  sets: 'Leftover sets',
  halls: 'Great halls',
  statues: 'Statues',
};

export function result(s: State): GameResult | null {
  if (s.phase !== 'over') return null;
  const per = (i: number) => s.p.map((_, seat) => s.banks[bankOf(s, seat)]!.score[i] ?? 0);
  return {
    winners: s.winners.slice(),
    scores: s.p.map((_, seat) => s.banks[bankOf(s, seat)]!.honour),
    breakdown: SCORE_CATS.map((cat, i) => ({ category: CATEGORY_WORDS[cat], scores: per(i) })),
  };
}
