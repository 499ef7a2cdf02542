// The turn (F/On your turn): 1 spell and/or workshop, 2 recruit or dig, 3 great hall, 4 move statues,
// with the 4:1 trade at any moment between decisions. The decision stack (State.tasks) holds the
// sub-decision under way; each handler says when its task is done.
import { bank, type G, say, seatName } from './ctx';
import { castApply, castMoves, castMovesIn, castPaid, afterChoice, startCast } from './spells';
import { digApply, digMoves, digMovesIn, digPaid, startDig } from './dig';
import { hallApply, hallMoves, hallMovesIn } from './greatHall';
import type { Move } from './moves';
import { owedNothing, payAll, payMoves, payOne, spendable } from './pay';
import { recruitApply, recruitMoves, recruitMovesIn, recruitPaid, startRecruit } from './recruit';
import type { State, Task } from './state';
import { moveStatue, startStatue, statueApply, statueMoves, statueMovesIn } from './statues';
import { resName } from './symbols';
import { startWorkshop, workshopApply, workshopMoves, workshopMovesIn, workshopPaid } from './workshop';
import { finalScoring } from './scoring';

const TRADE_RATE = 4;

export function tradeMoves(s: State, seat: number): Move[] {
  if (spendable(s, seat) < TRADE_RATE) return [];
  return [0, 1, 2, 3, 4, 5, 6].map((res) => ({ type: 'trade' as const, res }));
}

/** Legal moves of the seat whose turn it is. */
export function turnMoves(s: State, seat: number): Move[] {
  const t = s.tasks[s.tasks.length - 1];
  if (t) return taskMoves(s, seat, t);
  const turn = s.turn;
  const out: Move[] = [];
  switch (turn.step) {
    case 1:
      if (!turn.cast) out.push(...castMoves(s, seat));
      if (!turn.ws) out.push(...workshopMoves(s, seat));
      out.push(...tradeMoves(s, seat), { type: 'endStep' });
      return out;
    case 2: {
      out.push(...recruitMoves(s, seat), ...digMoves(s, seat));
      // Step 2 may be skipped only when no recruit and no payable dig exist (F/Recruit or Dig).
      if (out.length === 0) out.push({ type: 'skip' });
      out.push(...tradeMoves(s, seat));
      return out;
    }
    case 3:
      if (!turn.hall) out.push(...hallMoves(s, seat));
      out.push(...tradeMoves(s, seat), { type: 'endStep' });
      return out;
    default:
      out.push(...statueMoves(s, seat, false), ...tradeMoves(s, seat), { type: 'endStep' });
      return out;
  }
}

function taskMoves(s: State, seat: number, t: Task): Move[] {
  switch (t.k) {
    case 'pay':
      return payMoves(s, seat, t.need);
    // Trades also between the choices that no trade can spoil: after a recruit is paid, after a dig is
    // paid (pedestal, workshops), and while laying a hall (F: "at any point on your turn").
    case 'recruit':
      return [...recruitMovesIn(s, seat, t), ...tradeMoves(s, seat)];
    case 'dig':
      return t.stage === 'ped' || t.stage === 'ws' ? [...digMovesIn(s, seat, t), ...tradeMoves(s, seat)] : digMovesIn(s, seat, t);
    // A workshop with no use left offers only its closing (no trade: trades wait in step 1), so the
    // room closes it by itself (issue 29: no step that asks nothing).
    case 'ws':
      return t.stage === 'menu' ? [...workshopMovesIn(s, seat, t), ...(t.uses > 0 ? tradeMoves(s, seat) : [])] : [];
    case 'cast':
      return castMovesIn(s, seat, t);
    case 'hall':
      return [...hallMovesIn(s, seat, t), ...tradeMoves(s, seat)];
    case 'statue':
      return statueMovesIn(s, seat, t);
    default:
      return [];
  }
}

/** Apply a move already known to be legal. */
export function turnApply(g: G, seat: number, m: Move): void {
  const s = g.s;
  const t = s.tasks[s.tasks.length - 1];
  if (m.type === 'trade' && !(t && t.k === 'cast')) {
    s.tasks.push({ k: 'trade', res: m.res, rate: TRADE_RATE, spell: false });
    s.tasks.push({ k: 'pay', need: [{ a: 'any', n: TRADE_RATE }] });
    return;
  }
  if (t) return taskApply(g, seat, t, m);
  switch (m.type) {
    case 'cast':
      return startCast(g, m.book);
    case 'workshop':
      return startWorkshop(g, seat, m.site);
    case 'recruit':
      return startRecruit(g, seat, m.slot);
    case 'dig':
      return startDig(g, m.stack);
    case 'hall':
      s.turn.hall = true;
      s.tasks.push({ k: 'hall', hall: m.hall, o: -1, stage: 'orient' });
      return;
    case 'statue':
      return startStatue(g, m.cell, false);
    case 'skip':
      say(g, `${seatName(seat)} can neither recruit nor dig.`, { seat, kind: 'skip' });
      s.turn.step = 3;
      return;
    case 'endStep':
      if (s.turn.step === 4) return endTurn(g);
      s.turn.step = (s.turn.step + 1) as 2 | 3 | 4;
      return;
    default:
      return;
  }
}

function taskApply(g: G, seat: number, t: Task, m: Move): void {
  switch (t.k) {
    case 'pay':
      if (m.type === 'payAuto') payAll(g, seat, t.need);
      else if (m.type === 'pay') payOne(g, seat, t.need, m.sym, m.from);
      if (owedNothing(t.need)) {
        g.s.tasks.pop();
        paid(g, seat);
      }
      return;
    case 'recruit':
      if (recruitApply(g, seat, t, m)) done(g, seat);
      return;
    case 'dig':
      if (digApply(g, seat, t, m)) done(g, seat);
      return;
    case 'ws':
      if (workshopApply(g, seat, t, m)) done(g, seat);
      return;
    case 'cast':
      if (castApply(g, seat, t, m)) done(g, seat);
      return;
    case 'hall':
      if (hallApply(g, seat, t, m)) done(g, seat);
      return;
    case 'statue':
      if (statueApply(g, seat, t, m)) done(g, seat);
      return;
    default:
      return;
  }
}

/** A payment is complete: the task under it goes on. */
function paid(g: G, seat: number): void {
  const t = g.s.tasks[g.s.tasks.length - 1];
  if (!t) return;
  switch (t.k) {
    case 'recruit':
      return recruitPaid(g, seat, t);
    case 'dig':
      if (digPaid(g, seat, t)) done(g, seat);
      return;
    case 'ws':
      return workshopPaid(g, seat, t);
    case 'cast':
      if (castPaid(g, seat, t)) done(g, seat);
      return;
    case 'trade':
      bank(g, seat).res[t.res]!++;
      say(g, `${seatName(seat)} trades ${t.rate} resources for 1 ${resName(t.res)}.`, { seat, kind: 'trade', data: { res: t.res } });
      return done(g, seat);
    case 'statue':
      moveStatue(g, seat, t.cell, t.dest);
      return done(g, seat);
    default:
      return;
  }
}

/** The top task is over: pop it and move the turn (or the spell under it) on. */
function done(g: G, seat: number): void {
  const s = g.s;
  const t = s.tasks.pop()!;
  const parent = s.tasks[s.tasks.length - 1];
  if (parent && parent.k === 'cast') {
    if (afterChoice(g, seat, parent)) done(g, seat);
    return;
  }
  if (parent) return;
  if (t.k === 'recruit' || t.k === 'dig') s.turn.step = 3;
  else if (t.k === 'hall') s.turn.step = 4;
}

export function newTurn(s: State): void {
  s.turn = { seat: s.turnNo % s.players, step: 1, cast: false, ws: false, hall: false, fresh: [], freeRubble: false, discount: 0, extraUses: 0 };
}

/** End of a turn; after the last turn the game ends and is scored (F/End of the Game). */
function endTurn(g: G): void {
  const s = g.s;
  if (s.lastTurn >= 0 && s.turnNo >= s.lastTurn) {
    finalScoring(g);
    return;
  }
  s.turnNo++;
  newTurn(s);
}
