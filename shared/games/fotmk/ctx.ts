// The apply context: hand-written structural sharing. `begin` copies the root; `own` copies a child
// the first time this apply touches it, so objects of the input state are never mutated and the
// untouched parts are shared with it.
import type { GameEvent } from '../../engine/types';
import { drawInt, drawWeighted, shuffleInPlace } from '../../engine/rng';
import type { Disc, MapNode, Player, ScoreCat, State, Task } from './state';
import { clonePlayer, cloneRoot, SCORE_CATS } from './state';
import { setLive } from './memo';

export interface G {
  s: State;
  /** Objects this apply created (a short list: a linear scan beats a Set here). */
  owned: object[];
  ev: GameEvent[];
  /** The task stack array owned by this apply, once there is one (a fast path for push/pop/patch). */
  tasks: Task[] | null;
}

export function begin(state: State): G {
  const s = cloneRoot(state);
  const g: G = { s, owned: [s], ev: [], tasks: null };
  setLive(g.owned);
  return g;
}

/** Make `obj[key]` a copy owned by this apply (obj must already be owned) and return it. */
export function own<T extends object, K extends keyof T>(g: G, obj: T, key: K): T[K] {
  const v = obj[key] as unknown as object;
  if (g.owned.includes(v)) return v as T[K];
  const c = (Array.isArray(v) ? v.slice() : { ...v }) as T[K];
  g.owned.push(c as object);
  obj[key] = c;
  return c;
}

export const arr = <K extends keyof State>(g: G, key: K): State[K] => own(g, g.s, key);

export function player(g: G, seat: number): Player {
  const ps = arr(g, 'p');
  const p = ps[seat] as Player;
  if (g.owned.includes(p)) return p;
  const c = clonePlayer(p);
  g.owned.push(c);
  ps[seat] = c;
  return c;
}

export function node(g: G, n: number): MapNode {
  const ns = arr(g, 'nodes');
  const nd = ns[n] as MapNode;
  if (g.owned.includes(nd)) return nd;
  const c: MapNode = { t: nd.t, g: nd.g, p: nd.p };
  g.owned.push(c);
  ns[n] = c;
  return c;
}

export function setTroll(g: G, n: number, seat: number, delta: number): void {
  const t = own(g, node(g, n), 't');
  t[seat] = (t[seat] ?? 0) + delta;
}

/** Move a champion pawn (to -1: off the map), keeping State.pawnAt and each node's pawn list in step. */
export function movePawn(g: G, c: number, to: number): void {
  const from = g.s.pawnAt[c] ?? -1;
  if (from === to) return;
  if (from >= 0) {
    const nd = node(g, from);
    nd.p = nd.p.filter((x) => x !== c);
  }
  if (to >= 0) {
    const nd = node(g, to);
    nd.p = [...nd.p, c];
  }
  own(g, g.s, 'pawnAt')[c] = to;
}

export function gnomesAt(g: G, n: number): number[] {
  return own(g, node(g, n), 'g');
}

export function say(g: G, text: string, extra?: Omit<GameEvent, 'text'>): void {
  // Callers pass a fresh literal, so it can become the event itself (no spread copy).
  const e = (extra ?? {}) as GameEvent;
  e.text = text;
  g.ev.push(e);
}

// ---- the decision stack ----
export const top = (g: G): Task | undefined => g.s.tasks[g.s.tasks.length - 1];
function tasksOf(g: G): Task[] {
  const t = g.s.tasks;
  if (t === g.tasks) return t;
  const c = own(g, g.s, 'tasks');
  g.tasks = c;
  return c;
}
export function push(g: G, t: Task): void {
  tasksOf(g).push(t);
  g.owned.push(t);
}
export function pop(g: G): void {
  tasksOf(g).pop();
}
/**
 * Change the top task (`t` is the top as the caller knows it). The first change in an apply copies
 * it; later ones change that copy in place, since no earlier state holds it.
 */
export function patch<T extends Task>(g: G, t: T, change: Partial<T>): T {
  const tasks = tasksOf(g);
  const i = tasks.length - 1;
  const cur = tasks[i] as T;
  if (g.owned.includes(cur)) return Object.assign(cur, change);
  const next = { ...cur, ...change };
  g.owned.push(next);
  tasks[i] = next;
  return next;
}

// ---- randomness: every draw also ends the chance to go back ----
export function randInt(g: G, n: number): number {
  g.s.undo = null;
  const rng = own(g, g.s, 'rng');
  return drawInt(rng, n);
}
export function randWeighted(g: G, w: number[]): number {
  g.s.undo = null;
  return drawWeighted(own(g, g.s, 'rng'), w);
}
export function shuffle<T>(g: G, items: T[]): T[] {
  return shuffleInPlace(own(g, g.s, 'rng'), items);
}

// ---- honour and discs ----
export function gainHonour(g: G, seat: number, n: number, cat: ScoreCat): void {
  if (n === 0) return;
  const p = player(g, seat);
  p.honour += n;
  const sc = own(g, p, 'score');
  const i = SCORE_CATS.indexOf(cat);
  sc[i] = (sc[i] ?? 0) + n;
}

/** Move (or place) `seat`'s disc on a track by `n`; a disc arriving on a spot goes on top of the stack there. */
export function addDisc(g: G, list: Disc[], seat: number, n: number): Disc[] {
  const next = list.slice();
  g.s.stamp += 1;
  const i = next.findIndex((d) => d.seat === seat);
  if (i < 0) next.push({ seat, v: n, at: g.s.stamp });
  else next[i] = { seat, v: (next[i]?.v ?? 0) + n, at: g.s.stamp };
  return next;
}

/** Discs from the lead down: most first, and on a shared spot the bottom (earliest arrival) first. */
export function ranking(list: readonly Disc[]): Disc[] {
  return list.filter((d) => d.v > 0).sort((a, b) => b.v - a.v || a.at - b.at);
}

export function gainVotes(g: G, seat: number, clan: number, n: number): void {
  if (n <= 0) return;
  const clans = arr(g, 'clans');
  clans[clan] = addDisc(g, clans[clan] ?? [], seat, n);
}

/** Replace the task `depth` below the top (0 = top) with a changed copy. */
export function patchBelow<T extends Task>(g: G, depth: number, change: Partial<T>): void {
  const tasks = tasksOf(g);
  const i = tasks.length - 1 - depth;
  const t = tasks[i];
  if (t) tasks[i] = { ...t, ...change } as Task;
}
