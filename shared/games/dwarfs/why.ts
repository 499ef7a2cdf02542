// Why a step offers one move (GameModule.why, issue 29), in the game's words and from what the seat
// may see (the board is public; its own hand is its own). The engine already takes every step with
// no choice by itself (flow.ts advance: an exhausted actions phase, a single task, a single dig,
// store purchase or discard); what can still reach a player with one answer are the small steps
// advance leaves to the player on purpose (a card's spot, Panic's run, Brute's swap) and an
// actions phase whose only move is to end it. The secret-goal reveal and its standing order are
// not counted: they are always there and never the step's question.
import { legalMoves } from './engine';
import { CARDS } from './data';
import { actionsLeft } from './rules';
import type { State } from './state';

const SIDE = new Set(['reveal', 'autoReveal']);

export function why(s: State, seat: number): string | undefined {
  if (s.over || seat !== s.turn) return undefined;
  const moves = legalMoves(s, seat).filter((m) => !SIDE.has(m.type));
  if (moves.length !== 1) return undefined;
  const only = moves[0]!;
  const pend = s.pending;
  if (pend?.k === 'brute') return 'Brute: only one of your meeples stands on another card that no Guardian or Elven Dragon protects';
  if (pend?.k === 'panic') return 'Panic: only one card within two cards, through open sides, has a free spot';
  if (pend?.k === 'put') return `only one spot and turn takes the ${CARDS[pend.card]?.name ?? 'card'}`;
  if (only.type === 'end') {
    const n = actionsLeft(s, seat);
    return n === 0 ? 'no action left, and nothing free to play' : `${n} action${n === 1 ? '' : 's'} left, but no card, meeple or class can use them`;
  }
  return undefined;
}
