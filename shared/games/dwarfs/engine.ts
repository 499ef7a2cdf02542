// The game's pure functions: legal moves, apply, result. `apply` checks a move against the legal
// list (remembered per state: a returned state is never changed) and then carries it out on a copy.
import { err, ok, type Applied, type GameResult, type Result, type Seat } from '../../engine/types';
import { keepBuilding, releaseBoard, setBuilding } from './board';
import type { G, Look } from './ctx';
import { actors, advance, autoReveals, execTurn, reveal, turnMoves } from './flow';
import { say } from './ctx';
import { sameMove, type Move } from './moves';
import { sortKinds } from './resolve';
import { canReveal } from './secrets';
import { CATEGORIES, breakdown, total, winners } from './scoring';
import { beginOwn, clone, mine, type Kind, type State } from './state';

let lastState: State | null = null;
let lastMoves: Move[] = [];

/** Moves of the seat whose phase it is, remembered for the last state asked about. */
function turnMovesOf(s: State): Move[] {
  if (s !== lastState) {
    lastMoves = turnMoves(s);
    lastState = s;
  }
  return lastMoves;
}

/** Moves a seat may make at any moment, also in another player's turn: its secret goal's reveal. */
export function anytimeMoves(s: State, seat: Seat): Move[] {
  const out: Move[] = [];
  const p = s.p[seat];
  if (s.over || !p) return out;
  if (canReveal(s, seat)) out.push({ type: 'reveal' });
  if (!p.revealed && !p.auto) out.push({ type: 'autoReveal' });
  return out;
}

/** Secret Goals: "reveal it at any moment", so both goal moves pass the turn check. */
export const outOfTurn = (s: State, seat: Seat, m: Move): boolean => !s.over && seat !== s.turn && (m.type === 'reveal' || m.type === 'autoReveal');

/**
 * The standing order to reveal one's secret goal as soon as it is met is never a step's question:
 * it may be given at any moment, in or out of turn, and giving it now or right after a step with one
 * answer leaves the same choices (Secret Goals: "reveal it at any moment"). So a Brute with one swap,
 * a Panic with one run or an actions phase with only End left is taken by itself even before the
 * seat gave the order (shared/engine/auto.ts). Revealing a goal met now is a choice: that step is asked.
 */
export const aside = (_s: State, _seat: Seat, m: Move): boolean => m.type === 'autoReveal';

export function legalMoves(s: State, seat: Seat): Move[] {
  if (s.over) return [];
  if (seat !== s.turn || !actorsOf(s).includes(seat)) return anytimeMoves(s, seat);
  const out: Move[] = turnMovesOf(s).slice();
  const p = s.p[seat];
  if (canReveal(s, seat)) out.push({ type: 'reveal' });
  if (p && !p.revealed && !p.auto) out.push({ type: 'autoReveal' });
  return out;
}

let actorsState: State | null = null;
let actorsList: Seat[] = [];
function actorsOf(s: State): readonly Seat[] {
  if (s !== actorsState) {
    actorsList = actors(s);
    actorsState = s;
  }
  return actorsList;
}
export function activeSeats(s: State): Seat[] {
  return actorsOf(s).slice();
}

export function applyMove(state: State, seat: Seat, move: Move): Result<Applied<State>> {
  return traceMove(state, seat, move);
}

/** applyMove, telling `look` each moment the game looks at a hand by itself (reveals.ts). */
export function traceMove(state: State, seat: Seat, move: Move, look?: G['look']): Result<Applied<State>> {
  try {
    return applyInner(state, seat, move, look);
  } finally {
    releaseBoard();
    setBuilding(null);
  }
}

function applyInner(state: State, seat: Seat, move: Move, look?: (what: Look, s: State) => void): Result<Applied<State>> {
  if (state.over) return err('move/game-over', 'The game is over.');
  if (!move || typeof move !== 'object' || typeof (move as { type?: unknown }).type !== 'string') return err('move/malformed', 'That is not a move.');
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) return err('move/no-such-seat', 'There is no such seat.');
  const goalMove = move.type === 'reveal' || move.type === 'autoReveal';
  if (seat !== state.turn && !goalMove) return err('move/not-your-turn', 'It is not your turn.');
  if (goalMove) {
    const p = state.p[seat];
    if (p?.revealed) return err('move/already-revealed', 'Your secret goal is already revealed.');
    if (move.type === 'reveal' && !canReveal(state, seat)) return err('move/goal-not-met', 'Your secret goal is not met now, so it cannot be revealed.');
    if (move.type === 'autoReveal' && p?.auto) return err('move/already-standing', 'Your secret goal is already set to be revealed as soon as it is met.');
    beginOwn();
    const g: G = { s: clone(state), ev: [] };
    setBuilding(g.s);
    if (move.type === 'reveal') reveal(g, seat);
    else {
      if (g.s.p[seat]) mine(g.s, seat).auto = true;
      say(g, 'Your secret goal will be revealed the moment it is met.', { seat, to: [seat] });
    }
    autoReveals(g);
    advance(g);
    keepBuilding();
    return ok({ state: g.s, events: g.ev });
  }
  const m: Move = move.type === 'complete' && Array.isArray(move.kinds) ? { ...move, kinds: sortKinds(move.kinds as Kind[]) } : move;
  // A move taken from the list itself (bots, playouts) is found by identity before comparing fields.
  const list = turnMovesOf(state);
  if (!list.includes(m) && !list.some((x) => sameMove(x, m))) return refuse(state, m);
  beginOwn();
  const g: G = look ? { s: clone(state), ev: [], look } : { s: clone(state), ev: [] };
  setBuilding(g.s);
  execTurn(g, seat, m);
  g.look?.('spend', g.s);
  autoReveals(g);
  // When advance took no step the state is as the first look left it: a second would reveal nothing.
  if (advance(g)) autoReveals(g);
  keepBuilding();
  return ok({ state: g.s, events: g.ev });
}

/** Why a move is not legal, as a code and words the player can act on. */
function refuse(s: State, m: Move): Result<never> {
  const pend = s.pending;
  if (pend && m.type !== 'cancel') return err('move/finish-step', 'Finish the step under way first.');
  if (s.phase === 'resolve' && m.type !== 'complete') return err('move/resolving', 'Your tasks are being resolved: choose a task to complete.');
  if (s.phase === 'discard' && m.type !== 'discard') return err('move/must-discard', 'Discard gems or ogre cards down to 9 cards first.');
  if (s.phase === 'actions' && ['play', 'put', 'place', 'move', 'upgrade', 'alchemy', 'warrior', 'ogreKing', 'tunnel', 'rotate'].includes(m.type)) {
    return err(`move/illegal-${m.type}`, `That ${m.type} is not allowed now (no action left, no free spot, a wall in the way, or the cost not met).`);
  }
  return err('move/illegal', 'That move is not allowed now.');
}

export function result(s: State): GameResult | null {
  if (!s.over) return null;
  const rows = s.p.map((_, q) => breakdown(s, q));
  return {
    winners: winners(s),
    scores: s.p.map((_, q) => total(s, q)),
    breakdown: CATEGORIES.map((category, i) => ({ category, scores: rows.map((r) => r[i] ?? 0) })),
  };
}
