// Helpers for the tests: random play, invariants, replay, and constructed positions for the worked
// examples (tests own the states they build, so they may set fields directly before applying moves).
import { D } from './tables';
import { cardOf, STARTING_BASE } from './data';
import { applyMove, activeSeats, legalMoves, newGame } from './engine';
import type { Move } from './moves';
import type { HallOptions } from './setup';
import type { State } from './state';
import { allies, bankOf } from './state';
import { boardOf, cellsAt, netMask } from './geom';
import { finalPoints } from './scoring';
import { SCORE_CATS } from './state';
import { rowOf, colOf, slotOf } from './symbols';
import type { GameEvent } from '../../engine/types';

import { deepFreeze, rng } from '../../engine/testkit';

// Shared with every game's tests (shared/engine/testkit.ts); re-exported for this game's tests.
export { deepFreeze, rng };

/** Apply or throw (tests). */
export function must(s: State, seat: number, m: Move): { s: State; ev: GameEvent[] } {
  const r = applyMove(s, seat, m);
  if (!r.ok) throw new Error(`${JSON.stringify(m)} refused: ${r.error.code} ${r.error.message}`);
  return { s: r.value.state, ev: r.value.events };
}

/**
 * Pay one unit as a player would. While the rest of a payment leaves no choice the engine offers only
 * `payAuto` (issue 29: a single payment source is not asked), which pays it all at once; the later
 * units of that payment are then already paid.
 */
export function payUnit(s: State, seat: number, sym: number, from: number): { s: State; ev: GameEvent[] } {
  if (s.tasks.at(-1)?.k !== 'pay') return { s, ev: [] };
  const legal = legalMoves(s, seat);
  if (legal.length === 1 && legal[0]!.type === 'payAuto') return must(s, seat, legal[0]!);
  return must(s, seat, { type: 'pay', sym, from });
}

/** Problems with a state, as words (empty when all is well). */
export function invariantErrors(s: State): string[] {
  const errs: string[] = [];
  const bd = boardOf(s);
  s.banks.forEach((k, i) => {
    if (k.res.some((x) => x < 0) || k.ped.some((x) => x < 0)) errs.push(`bank ${i}: negative storage`);
    if (k.score.reduce((a, x) => a + x, 0) !== k.honour) errs.push(`bank ${i}: breakdown does not sum to honour`);
  });
  // Cards: every horde card exactly once among decks, horde slots and trollsmoots.
  const cards = [...s.decks.flat(), ...s.horde.flatMap((h) => (h.c >= 0 ? [h.c] : [])), ...s.p.flatMap((p) => p.sm.filter((c) => c >= 0 && c < STARTING_BASE)), ...s.tasks.flatMap((t) => (t.k === 'recruit' && t.card >= 0 ? [t.card] : []))];
  if (cards.length !== D.horde.length || new Set(cards).size !== D.horde.length) errs.push(`horde cards: ${cards.length}, ${new Set(cards).size} distinct`);
  s.p.forEach((p, seat) => {
    p.sm.forEach((c, slot) => {
      if (c < 0) {
        if (p.held[slot]) errs.push(`seat ${seat} slot ${slot}: tokens on an empty slot`);
        return;
      }
      if (p.held[slot]! >= 1 << cardOf(D, c).syms.length) errs.push(`seat ${seat} slot ${slot}: token on no symbol`);
      const r = rowOf(slot);
      if (r > 0 && (p.sm[slotOf(r - 1, colOf(slot))]! < 0 || p.sm[slotOf(r - 1, colOf(slot) + 1)]! < 0)) errs.push(`seat ${seat}: troll in slot ${slot} without support`);
    });
    if (p.recruited.length !== p.sm.filter((c) => c >= 0 && c < STARTING_BASE).length) errs.push(`seat ${seat}: recruited list out of step`);
  });
  // Pedestals: 18 = bag + horde + storages + placed (a placed pedestal took its token, even if a hall later covered it).
  const placed = s.track.filter((v) => v < 0).length;
  const peds = s.bag.reduce((a, b) => a + b, 0) + s.horde.filter((h) => h.ped >= 0).length + s.banks.reduce((a, k) => a + k.ped.reduce((x, y) => x + y, 0), 0) + placed;
  if (s.phase !== 'gates' && peds !== 18) errs.push(`pedestals: ${peds}`);
  if (s.b.ped.filter((c) => c >= 0).length > placed) errs.push('more pedestals on the board than tokens taken');
  // One pedestal per clan per tier on the board.
  const seen = new Set<string>();
  s.b.ped.forEach((c, cell) => {
    if (c < 0) return;
    const key = `${bd.tier[cell]}-${c}`;
    if (seen.has(key)) errs.push(`two ${c} pedestals in tier ${bd.tier[cell]}`);
    seen.add(key);
  });
  // Statues: 20 spots' worth, 7 / 7 / 6 by clan, one per cell.
  const st = [0, 0, 0];
  for (const c of s.b.statue) if (c >= 0) st[c]!++;
  if (st.reduce((a, b) => a + b, 0) !== bd.statueSpots.length) errs.push(`statues: ${st.join('/')}`);
  // Tiles: no overlaps, segments agree with the cell map, nothing on the heart, a site or off the mountain.
  const covered = s.b.seg.filter((x) => x >= 0).length;
  const inSegs = s.b.segs.reduce((a, g) => a + g.cells.length, 0);
  if (covered !== inSegs) errs.push(`cells covered ${covered} vs segments ${inSegs}`);
  s.b.segs.forEach((g, id) => {
    for (const c of g.cells) {
      if (s.b.seg[c] !== id) errs.push(`segment ${id} cell ${c} maps to ${s.b.seg[c]}`);
      if (g.k !== 0 && !bd.diggable[c]) errs.push(`segment ${id} covers undiggable cell ${c}`);
    }
  });
  // Networks: every covered cell is reached by a gate; no two rival networks touch.
  const mask = netMask(s);
  const friends = s.p.map((_, seat) => allies(s, seat).reduce((a, x) => a | (1 << x), 0));
  s.b.seg.forEach((id, c) => {
    if (id < 0) return;
    const m = mask[c]!;
    if (m === 0) errs.push(`cell ${c} isolated`);
    for (let seat = 0; seat < s.players; seat++) {
      if (!(m & (1 << seat))) continue;
      if (m & ~friends[seat]!) errs.push(`cell ${c} in two rival networks`);
      for (const n of bd.neighbours[c]!) if (mask[n]! & ~friends[seat]!) errs.push(`cell ${c} touches a rival network at ${n}`);
    }
  });
  // Horde: nobody holds 4 bribes once the turn is between decisions.
  if (s.tasks.length === 0 && s.horde.some((h) => h.bribes.reduce((a, b) => a + b, 0) >= 4)) errs.push('a horde troll holds 4 bribes');
  // Final scores equal a recomputation.
  if (s.phase === 'over') {
    s.banks.forEach((k, b) => {
      const fp = finalPoints(s, b);
      for (const [cat, v] of Object.entries(fp)) if (k.score[SCORE_CATS.indexOf(cat as (typeof SCORE_CATS)[number])] !== v) errs.push(`bank ${b}: ${cat} scored ${k.score[SCORE_CATS.indexOf(cat as (typeof SCORE_CATS)[number])]} but recomputes to ${v}`);
    });
  }
  return errs;
}

export interface Played {
  final: State;
  log: [number, Move][];
  /** Tunnel honour per bank summed from the dig events. */
  tunnelPts: number[];
}

export function playRandom(seed: string, players: number, opts: Partial<HallOptions>, random: () => number, check?: (s: State) => void, chooser?: (s: State, seat: number, moves: Move[]) => Move, freeze = false): Played {
  let s = newGame(seed, players, opts);
  if (freeze) deepFreeze(s);
  const log: [number, Move][] = [];
  const tunnelPts = s.banks.map(() => 0);
  for (let guard = 0; guard < 50000 && s.phase !== 'over'; guard++) {
    const act = activeSeats(s);
    const seat = act[Math.floor(random() * act.length)]!;
    const moves = legalMoves(s, seat);
    if (moves.length === 0) throw new Error(`${seed}: seat ${seat} active without moves`);
    const m = chooser ? chooser(s, seat, moves) : moves[Math.floor(random() * moves.length)]!;
    const before = m.type === 'pay' ? units(s, seat) : 0;
    const r = must(s, seat, m);
    // Conservation: a unit paid toward a payment that goes on leaves exactly one unit fewer.
    if (m.type === 'pay' && r.s.tasks.at(-1)?.k === 'pay' && units(r.s, seat) !== before - 1) throw new Error(`${seed}: paying one unit changed holdings by ${units(r.s, seat) - before}`);
    for (const e of r.ev) if (e.kind === 'dig') tunnelPts[bankOf(s, seat)]! += (e.data?.points as number) ?? 0;
    s = freeze ? deepFreeze(r.s) : r.s;
    log.push([seat, m]);
    check?.(s);
  }
  return { final: s, log, tunnelPts };
}

/** Every unit a seat may spend: its bank's storage and the tokens on its own trolls. */
export function units(s: State, seat: number): number {
  const p = s.p[seat]!;
  return s.banks[bankOf(s, seat)]!.res.reduce((a, b) => a + b, 0) + p.held.reduce((a, h) => a + h.toString(2).replace(/0/g, '').length, 0);
}

export function replay(seed: string, players: number, opts: Partial<HallOptions>, log: [number, Move][]): State {
  let s = newGame(seed, players, opts);
  for (const [seat, m] of log) s = must(s, seat, m).s;
  return s;
}

// ---- constructed positions ----

/** A game past setup: gates on the first legal points, drafts placing the first card offered. */
export function started(players: number, opts: Partial<HallOptions> = {}, seed = 'kit'): State {
  let s = newGame(seed, players, opts);
  while (s.phase !== 'play') {
    const seat = activeSeats(s)[0]!;
    s = must(s, seat, legalMoves(s, seat)[0]!).s;
  }
  return s;
}

/** Empty every storage and troll (a clean slate for an example). */
export function emptyHoldings(s: State): State {
  for (const k of s.banks) k.res = [0, 0, 0, 0, 0, 0, 0];
  for (const p of s.p) p.held = p.held.map(() => 0);
  return s;
}

/** Put a troll with the given symbols-held mask in a slot (a horde card pulled out of its deck). */
export function setTroll(s: State, seat: number, slot: number, code: number, held = 0): void {
  for (const d of s.decks) {
    const i = d.indexOf(code);
    if (i >= 0) d.splice(i, 1);
  }
  for (const h of s.horde) if (h.c === code) h.c = -1;
  const p = s.p[seat]!;
  p.sm[slot] = code;
  p.held[slot] = held;
  if (code < STARTING_BASE && !p.recruited.includes(code)) p.recruited.push(code);
}

/** A horde card code whose symbols match `syms` exactly (in order), searching every card. */
export function cardWith(pred: (syms: number[], level: number) => boolean): number {
  const i = D.horde.findIndex((c) => pred(c.syms, c.level));
  if (i < 0) throw new Error('no such card');
  return i;
}

/** Lay a tunnel tile for `seat` directly (no payment, no score): stack, orientation, origin. */
export function layTile(s: State, stack: number, o: number, origin: number): number[] {
  const p = D.stacks[stack]!.orients[o]!;
  const cells = cellsAt(boardOf(s), p, origin);
  if (!cells) throw new Error('off the grid');
  const id = s.b.segs.length;
  s.b.segs.push({ k: 1, ref: stack, cells });
  const seg = s.b.seg.slice();
  for (const c of cells) seg[c] = id;
  s.b.seg = seg;
  return cells;
}

export const stackId = (id: string): number => D.stacks.findIndex((x) => x.id === id);
export const hallId = (id: string): number => D.halls.findIndex((x) => x.id === id);
export const spellId = (id: string): number => D.spells.findIndex((x) => x.id === id);

/** Move-type weights that steer random play toward the board (digs, halls, statues, workshops). */
const WEIGHTS: Partial<Record<Move['type'], number>> = { trade: 0.03, dig: 6, hall: 8, statue: 4, workshop: 4, use: 3, unload: 1, establish: 2, pedestal: 2, cast: 1 };
export function biased(random: () => number) {
  return (_s: State, _seat: number, moves: Move[]): Move => {
    const w = moves.map((m) => (m.type === 'pedestal' || m.type === 'establish' ? (('clan' in m ? m.clan : m.kind) >= 0 ? 3 : 1) : (WEIGHTS[m.type] ?? 1)));
    const total = w.reduce((a, b) => a + b, 0);
    let r = random() * total;
    for (let i = 0; i < moves.length; i++) {
      r -= w[i]!;
      if (r < 0) return moves[i]!;
    }
    return moves[moves.length - 1]!;
  };
}

/** Cell index of (x, y) on the state's board side. */
export const at = (s: State, x: number, y: number): number => y * boardOf(s).width + x;

/** Move a seat's gate to `cell` (constructed positions). */
export function moveGate(s: State, seat: number, cell: number): void {
  const id = s.b.segs.findIndex((g) => g.k === 0 && g.ref === seat);
  const seg = s.b.seg.slice();
  for (const c of s.b.segs[id]!.cells) seg[c] = -1;
  seg[cell] = id;
  s.b.seg = seg;
  s.b.segs[id] = { k: 0, ref: seat, cells: [cell] };
  const gates = s.b.gates.slice();
  gates[seat] = cell;
  s.b.gates = gates;
}

/** Lay a tunnel (a tile, or any piece) over `cells` directly; returns its segment id. */
export function layCells(s: State, cells: number[], ref = 0): number {
  const id = s.b.segs.length;
  s.b.segs.push({ k: 1, ref, cells: cells.slice() });
  const seg = s.b.seg.slice();
  for (const c of cells) seg[c] = id;
  s.b.seg = seg;
  return id;
}

/** Remove every statue from the board (examples then place their own). */
export function clearStatues(s: State): void {
  s.b.statue = s.b.statue.map(() => -1);
}

/** Jump the turn to `step` (a constructed position: the steps before it are taken as done). */
export function toStep(s: State, step: 1 | 2 | 3 | 4): State {
  const t = structuredClone(s);
  t.turn = { ...t.turn, step };
  return t;
}
