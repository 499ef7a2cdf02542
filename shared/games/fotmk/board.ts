// Cavern statuses (rulebook: Some Definitions). Always from one seat's point of view.
import { BOARDS, type Board } from './content/boards';
import { CHAMPIONS } from './content/champions';
import type { AbilityDef, AbilityKind } from './content/types';
import type { State } from './state';

export const board = (s: State): Board => BOARDS[s.side];

/** Champion ids that have a pawn tile (letter code, decks 0 and I/II). */
export const PAWN_CHAMPIONS: number[] = CHAMPIONS.filter((c) => c.letter && c.deck !== 3).map((c) => c.id);

export function pawnsAt(s: State, n: number, seat = -1): number[] {
  const ps = s.nodes[n]?.p ?? [];
  if (seat < 0) return ps.slice();
  return ps.filter((c) => s.owner[c] === seat);
}

/** Units (regular Trolls plus champion pawns) of `seat` in a node: each counts as one Troll. */
export function units(s: State, n: number, seat: number): number {
  const nd = s.nodes[n];
  if (!nd) return 0;
  let u = nd.t[seat] ?? 0;
  for (const c of nd.p) if (s.owner[c] === seat) u++;
  return u;
}

export function totalUnits(s: State, n: number): number {
  const nd = s.nodes[n];
  if (!nd) return 0;
  let u = nd.p.length;
  for (const x of nd.t) u += x;
  return u;
}

const HEAVY: boolean[] = CHAMPIONS.map((c) => c.ability.kind === 'heavy');

/** Weight for control: a Heavy pawn counts as two Trolls (champion card overrides the default). */
export function controlWeight(s: State, n: number, seat: number): number {
  const nd = s.nodes[n];
  if (!nd) return 0;
  let u = nd.t[seat] ?? 0;
  for (const c of nd.p) if (s.owner[c] === seat) u += HEAVY[c] ? 2 : 1;
  return u;
}

export function lairOwner(s: State, n: number): number {
  for (let seat = 0; seat < s.players; seat++) if (s.p[seat]?.lairs.includes(n)) return seat;
  return -1;
}

export const isOwnLair = (s: State, n: number, seat: number): boolean => s.p[seat]?.lairs.includes(n) ?? false;

/** The seat with strictly more Trolls than each rival in the node, or -1 (ties control nothing). */
export function controller(s: State, n: number): number {
  if (n >= board(s).caverns) return lairOwner(s, n);
  const nd = s.nodes[n];
  if (!nd) return -1;
  let best = -1;
  let bestW = 0;
  let tie = false;
  if (nd.p.length === 0) {
    for (let seat = 0; seat < nd.t.length; seat++) {
      const w = nd.t[seat] ?? 0;
      if (w > bestW) {
        best = seat;
        bestW = w;
        tie = false;
      } else if (w === bestW && w > 0) tie = true;
    }
    return tie ? -1 : best;
  }
  for (let seat = 0; seat < s.players; seat++) {
    const w = controlWeight(s, n, seat);
    if (w > bestW) {
      best = seat;
      bestW = w;
      tie = false;
    } else if (w === bestW && w > 0) tie = true;
  }
  return tie ? -1 : best;
}

export const controls = (s: State, n: number, seat: number): boolean => controller(s, n) === seat;

/** Only `seat` has Trolls there (own lairs always count as dominated). */
export function dominates(s: State, n: number, seat: number): boolean {
  if (isOwnLair(s, n, seat)) return true;
  const u = units(s, n, seat);
  return u > 0 && totalUnits(s, n) === u;
}

export const established = (s: State, n: number, seat: number): boolean => isOwnLair(s, n, seat) || units(s, n, seat) > 0;
export const overrun = (s: State, n: number): boolean => (s.nodes[n]?.g.length ?? 0) > 0;
export const isEmpty = (s: State, n: number): boolean => !overrun(s, n) && totalUnits(s, n) === 0;

/** A node a unit of `seat` may stand in: any cavern, or one of its own lairs. */
export const mayEnter = (s: State, n: number, seat: number): boolean => n < board(s).caverns || isOwnLair(s, n, seat);

/** Caverns that hold something and are not controlled by `seat`: the seizing-control candidates. */
export function seizeCandidates(s: State, seat: number): number[] {
  const out: number[] = [];
  const caverns = board(s).caverns;
  const nodes = s.nodes;
  for (let n = 0; n < caverns; n++) {
    const nd = nodes[n];
    if (!nd) continue;
    if (nd.p.length > 0) {
      if (controller(s, n) !== seat) out.push(n);
      continue;
    }
    // No pawns: the controller is the only seat with strictly the most regular Trolls.
    const t = nd.t;
    let best = -1;
    let bestW = 0;
    let tie = false;
    for (let i = 0; i < t.length; i++) {
      const w = t[i] as number;
      if (w > bestW) {
        best = i;
        bestW = w;
        tie = false;
      } else if (w === bestW && w > 0) tie = true;
    }
    if (bestW === 0) {
      if (nd.g.length > 0) out.push(n);
    } else if ((tie ? -1 : best) !== seat) out.push(n);
  }
  return out;
}

// ---- champion abilities held by a seat ----
export function abilities<K extends AbilityKind>(s: State, seat: number, kind: K): { id: number; a: Extract<AbilityDef, { kind: K }> }[] {
  const out: { id: number; a: Extract<AbilityDef, { kind: K }> }[] = [];
  for (const id of s.p[seat]?.champions ?? []) {
    const a = CHAMPIONS[id]?.ability;
    if (a && a.kind === kind) out.push({ id, a: a as Extract<AbilityDef, { kind: K }> });
  }
  return out;
}

export function abilitySum(s: State, seat: number, kind: 'breach-honour' | 'defeat-bonus' | 'seize-honour'): number {
  let t = 0;
  for (const id of s.p[seat]?.champions ?? []) {
    const a = CHAMPIONS[id]?.ability;
    if (a && a.kind === kind) t += (a as Extract<AbilityDef, { kind: typeof kind }>).n;
  }
  return t;
}

/** Does `seat` hold a champion with ability `kind`? (abilities(...).length > 0 without the list) */
export function hasAbility(s: State, seat: number, kind: AbilityKind): boolean {
  for (const id of s.p[seat]?.champions ?? []) if (CHAMPIONS[id]?.ability.kind === kind) return true;
  return false;
}

/** Claws left this wave on champion `id` of `seat`. */
export function clawsLeft(s: State, seat: number, id: number): number {
  const p = s.p[seat];
  if (!p) return 0;
  const i = p.champions.indexOf(id);
  if (i < 0) return 0;
  return (CHAMPIONS[id]?.claws ?? 0) - (p.claws[i] ?? 0);
}

/** The first champion of `seat` with ability `kind` and a claw left, or -1. */
export function clawReady(s: State, seat: number, kind: AbilityKind): number {
  for (const id of s.p[seat]?.champions ?? []) if (CHAMPIONS[id]?.ability.kind === kind && clawsLeft(s, seat, id) > 0) return id;
  return -1;
}
