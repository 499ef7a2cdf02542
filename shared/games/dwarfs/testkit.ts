// Helpers for the tests: random play, invariants after every move, exact replay, and constructed
// positions for the worked examples (cards put straight onto the board, meeples straight onto cards).
import { applyMove, legalMoves, activeSeats } from './engine';
import { newGame, type TableOptions } from './setup';
import { CARDS, GEM_PILE, OGRE_DECK, POUCHES, RULES } from './data';
import { COLS, kingdomOf, topInfo } from './board';
import { handSize } from './rules';
import { kingdomVp } from './scoring';
import type { Move } from './moves';
import type { Kind, State } from './state';

import { deepFreeze, rng } from '../../engine/testkit';

// Shared with every game's tests (shared/engine/testkit.ts); re-exported for this game's tests.
export { deepFreeze, rng };

/** Problems with a state, as words (empty when all is well). */
export function invariantErrors(s: State, afterDiscard = false): string[] {
  const errs: string[] = [];
  // Gems: piles + hands = the content's pile sizes.
  for (let g = 0; g < 4; g++) {
    const n = (s.piles[g] ?? 0) + s.p.reduce((t, p) => t + (p.gems[g] ?? 0), 0);
    if (n !== GEM_PILE[g]) errs.push(`gem ${g}: ${n} in play, ${GEM_PILE[g]} made`);
    if ((s.piles[g] ?? 0) < 0 || s.p.some((p) => (p.gems[g] ?? 0) < 0)) errs.push(`gem ${g} negative`);
  }
  const ogres = s.ogreDeck.length + s.ogreDiscard.length + s.p.reduce((t, p) => t + p.ogres.length, 0);
  if (ogres !== OGRE_DECK.length) errs.push(`ogre cards: ${ogres} of ${OGRE_DECK.length}`);
  const pouches = s.pouchPile + s.p.reduce((t, p) => t + p.pouches, 0);
  if (pouches !== POUCHES) errs.push(`pouches: ${pouches}`);
  // Kingdom cards: each dealt card is in a hand, on the board, or a defeated monster (held or spent).
  const seen = new Map<number, number>();
  const bump = (c: number) => seen.set(c, (seen.get(c) ?? 0) + 1);
  for (const p of s.p) p.hand.forEach(bump);
  for (const st of s.board) if (st) for (const c of st.cards) if (c < CARDS.length - 1) bump(c);
  for (const p of s.p) for (const m of p.monsters) bump(m.card);
  for (const [c, n] of seen) if (n > 1) errs.push(`card ${c} is in ${n} places`);
  s.p.forEach((p, q) => {
    const dealt = p.colour * 9;
    for (let i = 0; i < 9; i++) {
      const c = dealt + i;
      if (!seen.has(c) && CARDS[c]?.category !== 'monster') errs.push(`seat ${q}: card ${c} vanished`);
    }
    // Meeples: 7 (+ the bought 8th), every one at the campfire or on a card.
    const base = p.kinds.filter((k) => k !== 'elven-dragon' && k !== 'ogre-king').length;
    if (base !== RULES.meeplesPerColour) errs.push(`seat ${q}: ${base} meeples`);
    if (p.kinds.length !== p.at.length) errs.push(`seat ${q}: meeple arrays out of step`);
    for (const a of p.at) if (a >= 0 && !s.board[a]) errs.push(`seat ${q}: meeple on an empty spot`);
    if (afterDiscard && handSize(s, q) > RULES.handLimit && p.hand.length <= RULES.handLimit) errs.push(`seat ${q}: hand of ${handSize(s, q)} after discard`);
    // The kingdom's VP equals a recomputation from scratch.
    const cells = kingdomOf(s, q);
    if (cells.length && s.opts.decrees.length === 0) {
      const ogre = p.colour === 5;
      const sum = cells.reduce((t, c) => t + ((v) => (ogre && v === -2 ? 2 : v))(topInfo(s, c)?.vp ?? 0), 0);
      if (sum !== kingdomVp(s, q)) errs.push(`seat ${q}: kingdom VP ${kingdomVp(s, q)} vs ${sum}`);
    }
  });
  // Allocation spots never overfilled.
  s.board.forEach((st, c) => {
    if (!st) return;
    const n = s.p.reduce((t, p) => t + p.at.filter((a) => a === c).length, 0);
    if (n > (topInfo(s, c)?.spots ?? 0)) errs.push(`spot ${c}: ${n} meeples`);
  });
  if (!s.over && activeSeats(s).length === 0) errs.push('nobody can move');
  if (!s.over && legalMoves(s, s.turn).length === 0) errs.push(`seat ${s.turn} has no move in ${s.phase} (${JSON.stringify(s.pending)})`);
  return errs;
}

export interface Played {
  final: State;
  log: [number, Move][];
}

export interface PlayOpts {
  check?: (s: State) => void;
  freeze?: boolean;
  /** Chance of taking `end` when other moves exist (a random bot otherwise ends early by chance). */
  endBias?: number;
  maxMoves?: number;
}

/** A seeded random game played through legalMoves; moves are picked by kind first, then uniformly. */
export function playRandom(seed: string, players: number, options: TableOptions, random: () => number, o: PlayOpts = {}): Played {
  let s = newGame(seed, players, options);
  const log: [number, Move][] = [];
  const max = o.maxMoves ?? 20000;
  while (!s.over && log.length < max) {
    const act = activeSeats(s);
    const seat = act[Math.floor(random() * act.length)] as number;
    const m = pickRandom(legalMoves(s, seat), random);
    if (!m) throw new Error(`${seed}: seat ${seat} active with no move`);
    if (o.freeze) deepFreeze(s);
    const r = applyMove(s, seat, m);
    if (!r.ok) throw new Error(`${seed}: legal move refused ${JSON.stringify(m)}: ${r.error.code}`);
    s = r.value.state;
    log.push([seat, m]);
    o.check?.(s);
  }
  return { final: s, log };
}

/** Uniform over move types, then over moves of that type; `cancel` never. */
export function pickRandom(moves: Move[], random: () => number): Move | null {
  const types = [...new Set(moves.map((m) => m.type))].filter((t) => t !== 'cancel');
  if (!types.length) return null;
  const t = types[Math.floor(random() * types.length)];
  const of = moves.filter((m) => m.type === t);
  return of[Math.floor(random() * of.length)] ?? null;
}

export function replay(seed: string, players: number, options: TableOptions, log: [number, Move][]): State {
  let s = newGame(seed, players, options);
  for (const [seat, m] of log) {
    const r = applyMove(s, seat, m);
    if (!r.ok) throw new Error(`replay refused ${JSON.stringify(m)}: ${r.error.code}`);
    s = r.value.state;
  }
  return s;
}

// ---- constructed positions ----
export const at = (x: number, y: number): number => y * COLS + x;

/** The index of a colour's card of this type (the first such, or the nth). */
export function cardOf(colour: number, type: string, nth = 0): number {
  let k = 0;
  for (let i = colour * 9; i < colour * 9 + 9; i++)
    if (CARDS[i]?.type === type) {
      if (k === nth) return i;
      k++;
    }
  throw new Error(`no ${type} in colour ${colour}`);
}

/** Put a card from its owner's hand straight onto the board (on top of whatever is there). */
export function lay(s: State, card: number, cell: number, rot = 0): void {
  for (const p of s.p) {
    const i = p.hand.indexOf(card);
    if (i >= 0) p.hand.splice(i, 1);
  }
  const st = s.board[cell];
  s.board = s.board.slice();
  s.board[cell] = st ? { cards: [...st.cards, card], rots: [...st.rots, rot] } : { cards: [card], rots: [rot] };
}

/** Put `n` of seat's campfire meeples (of `kind`) onto a card. */
export function stand(s: State, seat: number, cell: number, n = 1, kind: Kind = 'plain'): void {
  const p = s.p[seat];
  if (!p) throw new Error('no seat');
  for (let k = 0; k < n; k++) {
    const m = p.kinds.findIndex((x, i) => x === kind && p.at[i] === -1);
    if (m < 0) throw new Error(`seat ${seat} has no ${kind} at the campfire`);
    p.at[m] = cell;
  }
}

/** A fresh game with no randomness left to chance: seat 0 to play, actions phase. */
export function position(players = 2, options: TableOptions = {}): State {
  const s = newGame('position', players, options);
  s.first = 0;
  s.turn = 0;
  return s;
}

/** A copy with a new identity, so no cache of the engine knows it (call after constructing by hand). */
export const fresh = (s: State): State => JSON.parse(JSON.stringify(s)) as State;

/** A rotation of `card` with no wall on the given board sides (0 n, 1 e, 2 s, 3 w). */
export function rotOpen(card: number, sides: number[]): number {
  const w = CARDS[card]?.walls ?? 0;
  for (let r = 0; r < 4; r++) if (sides.every((d) => ((w >> ((d - r + 4) % 4)) & 1) === 0)) return r;
  throw new Error(`card ${card} cannot open ${sides.join(',')}`);
}

/** Apply or fail the test. */
export function play(s: State, seat: number, m: Move): State {
  const r = applyMove(s, seat, m);
  if (!r.ok) throw new Error(`${JSON.stringify(m)} refused: ${r.error.code} ${r.error.message}`);
  return r.value.state;
}

export { kingdomOf, topInfo };
