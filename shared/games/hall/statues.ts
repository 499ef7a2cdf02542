// Step 4, moving statues (F/Move Statues): an unearthed statue in your network moves within its tunnel
// or into an adjacent one, for one cart of its clan or a wild cart. Statues may pass each other; only
// one stands on a cell.
import { board, type G, say, seatName } from './ctx';
import { boardOf, cellName, myStatues, statueDests } from './geom';
import type { Move } from './moves';
import type { State, Task } from './state';
import { clanName } from './symbols';
import { countFor } from './pay';

type StatueTask = Extract<Task, { k: 'statue' }>;

export function statueMoves(s: State, seat: number, free: boolean): Move[] {
  return myStatues(s, seat)
    .filter((c) => (free || countFor(s, seat, { a: 'cart', clan: s.b.statue[c]!, n: 1 }) > 0) && statueDests(s, seat, c).length > 0)
    .map((cell) => ({ type: 'statue' as const, cell }));
}

export function startStatue(g: G, cell: number, free: boolean): void {
  g.s.tasks.push({ k: 'statue', cell, dest: -1, free, stage: 'dest' });
}

export const statueMovesIn = (s: State, seat: number, t: StatueTask): Move[] =>
  t.stage === 'dest' ? statueDests(s, seat, t.cell).map((cell) => ({ type: 'to' as const, cell })) : [];

/** Returns true when the move is done (free moves need no payment). */
export function statueApply(g: G, seat: number, t: StatueTask, m: Move): boolean {
  if (m.type !== 'to') return false;
  t.dest = m.cell;
  t.stage = 'pay';
  if (t.free) {
    moveStatue(g, seat, t.cell, t.dest);
    return true;
  }
  g.s.tasks.push({ k: 'pay', need: [{ a: 'cart', clan: g.s.b.statue[t.cell]!, n: 1 }] });
  return false;
}

export function moveStatue(g: G, seat: number, from: number, to: number): void {
  const b = board(g);
  const st = b.statue.slice();
  const clan = st[from]!;
  st[to] = clan;
  st[from] = -1;
  b.statue = st;
  say(g, `${seatName(seat)} moves the ${clanName(clan)} statue from ${cellName(boardOf(g.s), from, false)} to ${cellName(boardOf(g.s), to)}.`, { seat, kind: 'statue', data: { from, to } });
}
