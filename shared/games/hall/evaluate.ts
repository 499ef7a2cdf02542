// The search's sense of the game (issue 15), kept small: what an unfinished position is worth to
// each seat, which moves are worth trying first, and a move's identity. The worth is the Honour
// already scored plus what final scoring would give now (F/Final Scoring: coronation, pedestal
// tokens, leftover sets, great halls in the network, one statue per tunnel), plus a little for the
// means to score more while the game lasts: resources (they pay for tunnels, F/Dig) and trolls
// (each one makes resources every turn, F/Step Three).
import type { Seat } from '../../engine/types';
import { tunnelScore } from './content/components';
import { MINERALS } from './content/types';
import { sensibleBot } from './bot';
import { digCost, payableMinerals } from './dig';
import { D } from './tables';
import type { Move } from './moves';
import { finalPoints } from './scoring';
import { countTrolls } from './smoot';
import { bankOf, type State } from './state';

/** A lead of this much Honour over the others' average is worth three chances in four. */
const SPREAD = 25;
/** Honour a resource in storage is worth while it can still pay for a tunnel (a set of 3 is 1 at the end). */
const RES_WORTH = 0.6;
/** Honour a troll in the trollsmoot is worth while it can still produce. */
const TROLL_WORTH = 1.5;

/** Honour each bank may expect from here: scored, plus final scoring now, plus its means. */
export function projected(s: State): number[] {
  const out = s.banks.map((k) => k.honour);
  if (s.phase === 'over') return out;
  // Early in the game means matter fully; once the end is triggered, only what final scoring counts.
  const live = s.phase !== 'play' ? 1 : s.lastTurn >= 0 ? 0.2 : 1;
  s.banks.forEach((k, b) => {
    const f = finalPoints(s, b);
    out[b] = (out[b] ?? 0) + f.coronation + f.pedestals + f.sets + f.halls + f.statues + live * RES_WORTH * k.res.reduce((a, x) => a + x, 0);
  });
  s.p.forEach((p, seat) => {
    const b = bankOf(s, seat);
    out[b] = (out[b] ?? 0) + live * TROLL_WORTH * countTrolls(p);
  });
  const b = bankOf(s, s.turn.seat);
  out[b] = (out[b] ?? 0) + committedDig(s);
  return out;
}

/**
 * A dig under way will be laid and scored (RULES-NOTES: no going back inside a dig, and every option
 * offered leads to a payable result): its Honour counts already, less the resources still to pay, so
 * the search sees a dig's worth before its last small move.
 */
function committedDig(s: State): number {
  const i = s.tasks.findIndex((t) => t.k === 'dig');
  const t = s.tasks[i];
  if (!t || t.k !== 'dig' || (t.stage !== 'orient' && t.stage !== 'pos' && t.stage !== 'mineral' && t.stage !== 'pay')) return 0;
  const size = D.stacks[t.stack]!.size;
  const minerals = t.m >= 0 ? [t.m] : payableMinerals(s, s.turn.seat, size);
  const pts = Math.max(0, ...minerals.map((m) => tunnelScore(size, MINERALS[m]!)));
  const pay = s.tasks[i + 1];
  const owed = pay?.k === 'pay' ? pay.need.reduce((a, x) => a + x.n, 0) : digCost(s, size);
  return pts - RES_WORTH * owed;
}

/**
 * Tempo (issue 15, "why does more search lose at 4 players"): a seat's projected Honour rises by
 * about TEMPO over each of its own turns (measured with the sensible bot: 6.1 at 4 players, 6.1 at
 * 2) and its lead falls while the others play, so the same position looked 0.028 worse per opponent
 * turn (0.083 over a round at 4 players). The search's leaves lie at different depths, and the moves
 * it searched most, whose leaves lie deepest, looked worst. Counting each seat's Honour above par
 * (TEMPO per turn taken) makes leaves at any depth comparable. Every seat gets as many turns
 * (F/End of the Game: the round is finished), so par is the same for all at the end.
 */
const TEMPO = 6;

/**
 * Honour the seat whose turn it is may still expect from the rest of its turn, by where the turn
 * stands (measured as above: mean gain from that point to the turn's end). A dig or a recruit under
 * way is partly counted already (committedDig, its payment).
 */
function restOfTurn(s: State): number {
  if (s.phase !== 'play') return 0;
  const top = s.tasks[s.tasks.length - 1];
  switch (s.turn.step) {
    case 1:
      return TEMPO;
    case 2:
      return top ? 4.5 : TEMPO;
    case 3:
      return top ? 3.5 : 1;
    default:
      return top ? 2 : 0.5;
  }
}

/** Each seat's projected Honour above par: less TEMPO per turn it has taken, plus the rest of a turn under way. */
export function abovePar(s: State): number[] {
  const h = projected(s);
  if (s.phase !== 'play') return h;
  const n = s.players;
  s.p.forEach((_, seat) => {
    // Turns 0 .. turnNo - 1 are over (turn t is seat t % n); the current one counts as taken.
    let taken = Math.ceil((s.turnNo - seat) / n);
    if (taken < 0) taken = 0;
    if (seat === s.turn.seat) taken++;
    const b = bankOf(s, seat);
    h[b] = (h[b] ?? 0) - TEMPO * taken;
  });
  const cur = bankOf(s, s.turn.seat);
  h[cur] = (h[cur] ?? 0) + restOfTurn(s);
  return h;
}

/**
 * Each seat's worth in [0, 1]: its bank's lead d over the average of the other banks (Honour above
 * par), as 1/2 + d / (2(|d| + SPREAD)). Nearly linear on purpose, so a seat far ahead or behind still
 * sees every Honour it can gain.
 */
export function evaluate(s: State): number[] {
  const h = abovePar(s);
  const total = h.reduce((a, x) => a + x, 0);
  const others = Math.max(1, h.length - 1);
  return s.p.map((_, seat) => {
    const x = h[bankOf(s, seat)] ?? 0;
    const d = x - (total - x) / others;
    return 0.5 + d / (2 * (Math.abs(d) + SPREAD));
  });
}

/** A generator for the sensible bot's tie-breaks that draws nothing: the order stays a pure function of the position. */
const still = () => 0.5;

/** Moves kept inside a decision already taken (where to lay a tile, which troll pays): the few best. */
const WITHIN = 3;

/**
 * Moves worth searching, best first: the sensible bot's choice (bot.ts: pays with trolls first,
 * digs the best tunnel it can, moves statues toward the heart), then the others in the engine's
 * order. A turn's choices (what to do in a step) are all kept; inside a decision already taken (the
 * steps of a dig, a recruit, a payment: digest §9 makes each a sequence of small moves) only the
 * first few, and one when paying all at once is possible, so the tree and the playouts reach the
 * end of that decision, where its Honour shows.
 */
export function order(s: State, seat: Seat, moves: Move[]): Move[] {
  if (moves.length <= 1) return moves;
  const best = sensibleBot(s, seat, still);
  const k = best ? moveKey(best) : '';
  const i = moves.findIndex((m) => moveKey(m) === k);
  const out = i <= 0 ? moves : [moves[i]!, ...moves.slice(0, i), ...moves.slice(i + 1)];
  if (s.phase !== 'play' || s.tasks.length === 0) return out;
  if (best?.type === 'payAuto') return [best];
  // A statue's destinations are few, and the best one may be an altar the sensible bot does not see.
  if (s.tasks[s.tasks.length - 1]!.k === 'statue') return out;
  return out.length > WITHIN ? out.slice(0, WITHIN) : out;
}

/** A move's identity across samples: its values in the order the engine writes them (one order per type). */
export function moveKey(m: Move): string {
  let k: string = m.type;
  const r = m as Record<string, unknown>;
  for (const f in r) if (f !== 'type') k += `|${String(r[f])}`;
  return k;
}
