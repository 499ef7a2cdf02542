// The apply context: the state being built (a copy of the input, see state.ts cloneState), its log
// lines, and the board copied only when this apply first changes it.
import type { GameEvent } from '../../engine/types';
import { drawInt, shuffleInPlace } from '../../engine/rng';
import type { Bank, BoardState, State } from './state';
import { bankOf, cloneBank, cloneBoard, COPY, SCORE_CATS, type ScoreCat, type Shared } from './state';

export interface G {
  s: State;
  ev: GameEvent[];
  boardOwned: boolean;
  /** Shared parts this apply has copied already (setup owns everything: true). */
  owned: Shared[] | true;
}

/** A shared part of the state, copied the first time this apply changes it. */
export function mut<K extends Shared>(g: G, key: K): State[K] {
  if (g.owned !== true && !g.owned.includes(key)) {
    (g.s as unknown as Record<string, unknown>)[key] = COPY[key](g.s);
    g.owned.push(key);
  }
  return g.s[key];
}

/** Every bank, copied (final scoring and the end of the draft change them all). */
export function allBanks(g: G): Bank[] {
  if (g.owned !== true && !g.owned.includes('banks' as Shared)) {
    g.s.banks = g.s.banks.map(cloneBank);
    g.owned.push('banks' as Shared);
  }
  return g.s.banks;
}

export const seatName = (seat: number): string => `{p${seat}}`;

export function say(g: G, text: string, extra?: Omit<GameEvent, 'text'>): void {
  g.ev.push({ text, ...extra });
}

/** The board, copied the first time this apply changes it. */
export function board(g: G): BoardState {
  if (!g.boardOwned) {
    g.s.b = cloneBoard(g.s.b);
    g.boardOwned = true;
  }
  return g.s.b;
}

export const bank = (g: G, seat: number): Bank => g.s.banks[bankOf(g.s, seat)]!;

export function gainHonour(g: G, seat: number, n: number, cat: ScoreCat): void {
  if (n === 0) return;
  const k = bank(g, seat);
  k.honour += n;
  const i = SCORE_CATS.indexOf(cat);
  k.score[i] = (k.score[i] ?? 0) + n;
}

export function randInt(g: G, n: number): number {
  return drawInt(g.s.rng, n);
}

export function shuffle<T>(g: G, items: T[]): T[] {
  return shuffleInPlace(g.s.rng, items);
}

/** Cover cells with a segment: `seg` is replaced, never changed in place (geom.ts caches on it). */
export function setCells(g: G, cells: number[], id: number): void {
  const b = board(g);
  const seg = b.seg.slice();
  for (const c of cells) seg[c] = id;
  b.seg = seg;
}

export function setGate(g: G, seat: number, cell: number): void {
  const b = board(g);
  const gates = b.gates.slice();
  gates[seat] = cell;
  b.gates = gates;
}
