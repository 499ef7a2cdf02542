// Starting one of the four actions, wherever it comes from (Ancestry, the wheel, a champion).
import { abilitySum, board, seizeCandidates } from './board';
import { CHAMPIONS } from './content/champions';
import { gainHonour, gainVotes, push, say, type G } from './ctx';
import { clanName, seatName } from './handler';
import { fail, type Fail } from './moves';
import type { ActionKind } from './content/types';
import type { MapNode, State } from './state';

/** Power added by champions to every action of a type ("Your Advance actions have 1 more power"). */
export function plusPower(s: State, seat: number, a: ActionKind): number {
  let t = 0;
  for (const id of s.p[seat]?.champions ?? []) {
    const ab = CHAMPIONS[id]?.ability;
    if (ab?.kind === 'plus' && ab.action === a) t += ab.n;
  }
  return t;
}

/** Caverns a seat may pass through or leave when its Advance begins: its own lairs and where it has units. */
export function establishedNow(s: State, seat: number): number[] {
  // Marked, then read in node order: ascending and without repeats, as a sort would give.
  const stamp = ++estStamp;
  for (const n of s.p[seat]?.lairs ?? []) estMark[n] = stamp;
  for (let c = 0; c < s.pawnAt.length; c++) {
    const at = s.pawnAt[c] ?? -1;
    if (at >= 0 && s.owner[c] === seat) estMark[at] = stamp;
  }
  const out: number[] = [];
  const nodes = s.nodes;
  for (let n = 0; n < nodes.length; n++) if (estMark[n] === stamp || ((nodes[n] as MapNode).t[seat] ?? 0) > 0) out.push(n);
  return out;
}
// Scratch marks for establishedNow (single-threaded; a bumped stamp clears them).
const estMark = new Int32Array(256);
let estStamp = 0;

/**
 * Push an action: an `act` frame (which checks Seizing Control when the action ends) under the
 * action's own task. `onTurn` is false for actions outside the seat's own turn (no seizing then).
 */
export function startAction(g: G, seat: number, a: ActionKind, power: number, onTurn: boolean): void {
  const s = g.s;
  push(g, { k: 'act', seat, action: a, power: power + plusPower(s, seat, a), seize: onTurn ? seizeCandidates(s, seat) : [], onTurn });
  actionBody(g, seat, a, power);
}

/** The action's own task, without a new Seizing Control frame (a wheel effect inside a Gnome action). */
export function actionBody(g: G, seat: number, a: ActionKind, power: number): void {
  const s = g.s;
  const total = power + plusPower(s, seat, a);
  if (a === 'advance') push(g, { k: 'advance', seat, power: total, dest: -1, moved: 0, established: establishedNow(s, seat), movers: [], done: false });
  else if (a === 'bolster') push(g, { k: 'bolster', seat, power: total, node: -1, added: 0, pulled: 0, step: 'where' });
  else if (a === 'influence') push(g, { k: 'influence', seat, power: total });
  else push(g, { k: 'gnome', seat, power: total, step: 'move', from: -1, moved: 0, trip: 0 });
}

/**
 * Seizing control of a cavern: one Vote of its clan, plus any champion's Honour for seizing
 * (rulebook: Seizing Control). `how` ends the log line's first clause.
 */
export function seizeVote(g: G, seat: number, n: number, how = 'seizes control of'): void {
  const b = board(g.s);
  const d = b.domain[n] ?? 0;
  gainVotes(g, seat, d, 1);
  say(g, `${seatName(seat)} ${how} ${b.nodeName[n]}: one ${clanName(d)} Vote.`, { seat, kind: 'seize', data: { node: n, clan: d } });
  gainHonour(g, seat, abilitySum(g.s, seat, 'seize-honour'), 'champions');
}

/** Covering a symbol commits to its action ("cover... Then perform"); skipping is refused. */
export const mustPerform = (a: string): Fail =>
  fail('move/must-perform', `A covered symbol's ${a} must be performed: choose how (or go back while you still can).`);
