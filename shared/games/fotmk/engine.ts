// The game's pure functions: new game, legal moves, apply, result.
import { err, ok, type GameResult, type Seat } from '../../engine/types';
import { begin, say } from './ctx';
import { setLive } from './memo';
import { actorsOf, handlerOf, run } from './flow';
import { seatName } from './handler';
import type { Move } from './moves';
import { setupState } from './setup';
import type { State } from './state';
import { SCORE_CATS } from './state';
import { winners } from './scoring';

/** Tasks that own their `cancel` (a picked draft card, a cluster being chosen). */
const SELF_CANCEL = new Set(['draft', 'strongSel']);

function canGoBack(s: State, seat: Seat): boolean {
  const t = s.tasks[s.tasks.length - 1];
  return !!t && s.undo !== null && seat === s.turn && t.k !== 'turn' && !SELF_CANCEL.has(t.k);
}

export function newGame(seed: string, players: number): State {
  try {
    const g = begin(setupState(seed, players));
    run(g);
    return g.s;
  } finally {
    setLive(null);
  }
}

export function legalMoves(s: State, seat: Seat): Move[] {
  if (s.over || !actorsOf(s).includes(seat)) return [];
  const t = s.tasks[s.tasks.length - 1];
  if (!t) return [];
  const out = handlerOf(t).legal(s, t, seat);
  if (canGoBack(s, seat)) out.push({ type: 'cancel' });
  return out;
}

export function applyMove(state: State, seat: Seat, move: Move) {
  try {
    return applyInner(state, seat, move);
  } finally {
    // The new state is frozen from here on (see memo.ts).
    setLive(null);
  }
}

function applyInner(state: State, seat: Seat, move: Move) {
  if (state.over) return err('move/game-over', 'The game is over.');
  const t = state.tasks[state.tasks.length - 1];
  if (!t || !actorsOf(state).includes(seat)) return err('move/not-your-turn', 'It is not your decision to make now.');
  if (move.type === 'cancel' && canGoBack(state, seat) && state.undo) {
    const g = begin(state.undo);
    say(g, `${seatName(seat)} takes back their choice.`, { seat, kind: 'cancel' });
    run(g);
    return ok({ state: g.s, events: g.ev });
  }
  const g = begin(state);
  const f = handlerOf(t).apply(g, t, seat, move);
  if (f) return err(f.code, f.message);
  run(g);
  return ok({ state: g.s, events: g.ev });
}

/** Words for the end screen, per scoring category (rulebook: Final Scoring). */
const CATEGORY_WORDS: Record<(typeof SCORE_CATS)[number], string> = {
  gnomes: 'Gnomes defeated',
  fallen: 'First Fallen',
  domains: 'Domains',
  wheel: 'Gnome wheel',
  contenders: 'Contenders',
  champions: 'Champions',
  halls: 'Great Halls',
  elders: 'Elders',
  votes: 'Clan votes',
};

export function result(s: State): GameResult | null {
  if (!s.over) return null;
  return {
    winners: winners(s),
    scores: s.p.map((p) => p.honour),
    breakdown: SCORE_CATS.map((cat, i) => ({ category: CATEGORY_WORDS[cat], scores: s.p.map((p) => p.score[i] ?? 0) })),
  };
}

