// The turn: Perform Actions, Resolve, Discard, then the next player clockwise; under Hard Workers
// every player's actions (morning), then every player's resolve and discard (night). The end is
// triggered at the end of the turn of a player with enough goals and comes when the round is over.
import { actionMoves, boardMeeples, playSpots, reachable, rotateMoves, rotationsOf } from './legal';
import { RULES } from './data';
import { protectedCard, actionsLeft, goalCount, has, ROUND_LIMIT } from './rules';
import { buy, buyMoves, complete, completions, digMoves, discard, discardMoves, dwarfsWay } from './resolve';
import { digAt, execAction } from './exec';
import { secretHolds, secretName } from './secrets';
import { say, who, type G } from './ctx';
import type { Move } from './moves';
import { mine, type Kind, type State } from './state';
import { meeplesOn } from './board';

/** The moves of the seat whose phase it is (reveals aside). */
export function turnMoves(s: State): Move[] {
  const seat = s.turn;
  const pend = s.pending;
  if (pend) {
    const out: Move[] = [];
    if (pend.k === 'put') {
      const rots = rotationsOf(pend.card);
      for (const cell of playSpots(s, pend.card)) for (const rot of rots) out.push({ type: 'put', cell, rot });
      out.push({ type: 'cancel' });
    } else if (pend.k === 'panic') {
      const dests = reachable(s, pend.cell, RULES.panicReach);
      const seen: string[] = [];
      for (const [q, m] of meeplesOn(s, pend.cell)) {
        const key = `${q}|${s.p[q]?.kinds[m]}`;
        if (seen.includes(key)) continue;
        seen.push(key);
        for (const to of dests) out.push({ type: 'panic', seat: q, m, to });
      }
    } else if (pend.k === 'brute') {
      const from = s.p[pend.seat]?.at[pend.m] ?? -1;
      for (const m of boardMeeples(s, seat)) {
        const at = s.p[seat]?.at[m] ?? -1;
        if (at !== from && !protectedCard(s, at)) out.push({ type: 'brute', m });
      }
    } else if (pend.k === 'store') out.push(...buyMoves(s, seat));
    else if (pend.k === 'dig') out.push(...digMoves(s));
    else if (pend.k === 'rotate') out.push(...rotateMoves(s));
    return out;
  }
  if (s.phase === 'actions') return actionMoves(s, seat);
  if (s.phase === 'resolve') return completions(s, seat);
  return discardMoves(s, seat);
}

/**
 * Seats that may move: only the one whose phase it is. A seat that could reveal out of turn is not
 * made active (that alone would tell everyone its secret goal is met); its standing order reveals
 * it instead (`autoReveals`).
 */
export function actors(s: State): number[] {
  return s.over ? [] : [s.turn];
}

/** Secret goals may be revealed at any moment, also out of turn: seats with the standing order do so as soon as theirs holds. */
export function autoReveals(g: G): void {
  const s = g.s;
  if (s.over) return;
  for (let q = 0; q < s.players; q++) {
    const p = s.p[q];
    if (p && p.auto && !p.revealed && secretHolds(s, q)) reveal(g, q);
  }
}

/** Carry out a legal move of the seat whose phase it is (not a reveal). */
export function execTurn(g: G, seat: number, m: Move): void {
  const s = g.s;
  if (m.type === 'cancel') s.pending = null;
  else if (m.type === 'end') endActions(g);
  else if (m.type === 'complete') complete(g, seat, m.cell, m.kinds as Kind[]);
  else if (m.type === 'buy') buy(g, seat, m);
  else if (m.type === 'dig') {
    s.pending = null;
    digAt(g, seat, m.cell);
  } else if (m.type === 'discard') discard(g, seat, m);
  else execAction(g, seat, m);
}

export function reveal(g: G, seat: number): void {
  if (!g.s.p[seat]) return;
  const p = mine(g.s, seat);
  p.revealed = true;
  g.s.goalRound = g.s.round;
  say(g, `${who(seat)} reveals their secret goal: ${secretName(p.secret)}.`, { seat, kind: 'reveal', data: { goal: p.secret } });
}

function startActions(s: State): void {
  s.phase = 'actions';
  s.used = 0;
  s.bonus = 0;
  s.once = 0;
  s.placedOn = [];
  s.monsterBy = s.monsterBy.filter((q) => q !== s.turn);
}

function endActions(g: G): void {
  const s = g.s;
  if (s.stage !== 'morning') {
    s.phase = 'resolve';
    return;
  }
  // Hard Workers: the morning passes clockwise; the night starts with the first player.
  const next = (s.turn + 1) % s.players;
  if (next === s.first) {
    s.stage = 'night';
    s.turn = s.first;
    s.phase = 'resolve';
    say(g, 'Night falls: every player resolves and discards in turn.', { kind: 'night' });
  } else {
    s.turn = next;
    startActions(s);
  }
}

function finish(g: G, reason: 'goals' | 'rounds'): void {
  const s = g.s;
  // Secret goals may be revealed "even at the end of the game before scoring": done for everyone whose goal holds.
  for (let q = 0; q < s.players; q++) if (!s.p[q]?.revealed && secretHolds(s, q)) reveal(g, q);
  s.over = true;
  s.endReason = reason;
  s.pending = null;
  say(g, reason === 'goals' ? 'The last round is over: the game ends.' : `The table's limit of ${ROUND_LIMIT} rounds is reached: the game ends.`, { kind: 'over' });
}

function endTurn(g: G): void {
  const s = g.s;
  const seat = s.turn;
  // Standing orders were just looked at: advance calls this right after its own autoReveals, with
  // nothing changed in between.
  if (has(s, 'dwarfs-way')) dwarfsWay(g);
  const trigger = s.opts.trigger;
  // Dragon King: you cannot trigger the end in a turn you played a monster from your hand.
  const barred = has(s, 'dragon-king') && s.monsterBy.includes(seat);
  if (s.endBy < 0 && goalCount(s, seat) >= trigger && !barred) {
    s.endBy = seat;
    say(g, `${who(seat)} has ${goalCount(s, seat)} goals: this is the last round.`, { seat, kind: 'last-round' });
  }
  const next = (seat + 1) % s.players;
  if (next !== s.first) {
    s.turn = next;
    if (s.stage === 'night') s.phase = 'resolve';
    else startActions(s);
    return;
  }
  if (s.endBy >= 0) return finish(g, 'goals');
  if (s.round >= ROUND_LIMIT) return finish(g, 'rounds');
  s.round += 1;
  if (s.stage === 'night') {
    s.first = (s.first + 1) % s.players;
    s.stage = 'morning';
    say(g, `Morning: ${who(s.first)} takes the axe.`, { seat: s.first, kind: 'morning' });
  }
  s.turn = s.first;
  startActions(s);
}

/**
 * Take every step that offers no choice: an exhausted actions phase, a single completion, an empty
 * discard. False when it took none (the state is as it was: apply need not look at goals again).
 */
export function advance(g: G): boolean {
  const s = g.s;
  for (let guard = 0; guard < 200 && !s.over; guard++) {
    if (s.pending) {
      if (s.pending.k === 'put' || s.pending.k === 'panic' || s.pending.k === 'brute') return guard > 0;
      const opts = turnMoves(s);
      if (opts.length === 1) {
        execTurn(g, s.turn, opts[0] as Move);
        continue;
      }
      if (opts.length === 0) s.pending = null;
      else return guard > 0;
      continue;
    }
    if (s.phase === 'actions') {
      if (actionsLeft(s, s.turn) > 0) return guard > 0;
      const p = s.p[s.turn];
      if (p && (p.ogres.length || p.monsters.length || p.pouches || p.gems.some((n) => n > 0) || p.kinds.some((k, m) => k !== 'plain' && p.at[m] === -1))) {
        g.look?.('actions', s);
        if (actionMoves(s, s.turn).length > 1) return guard > 0;
      }
      endActions(g);
      continue;
    }
    if (s.phase === 'resolve') {
      const opts = completions(s, s.turn);
      if (opts.length === 0) {
        s.phase = 'discard';
        continue;
      }
      if (opts.length > 1) return guard > 0;
      const m = opts[0] as Extract<Move, { type: 'complete' }>;
      complete(g, s.turn, m.cell, m.kinds as Kind[]);
      continue;
    }
    // A goal met after the tasks may not survive the discard: a standing order reveals it first.
    autoReveals(g);
    g.look?.('discard', s);
    const opts = discardMoves(s, s.turn);
    if (opts.length === 0) {
      endTurn(g);
      continue;
    }
    if (opts.length > 1) return guard > 0;
    discard(g, s.turn, opts[0] as Extract<Move, { type: 'discard' }>);
  }
  return true;
}
