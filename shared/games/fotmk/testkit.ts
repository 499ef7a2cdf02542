// Helpers for the tests: random play, invariants, and constructed positions for worked examples.
import { BOARDS } from './content/boards';
import { COUNTS } from './content/components';
import { applyMove, legalMoves, newGame } from './engine';
import { actorsOf } from './flow';
import type { Move } from './moves';
import type { State, Task } from './state';
import { CLANS } from './content/types';
import { GNOME_STRENGTHS } from './content/components';
import { emptyPlane, codeOf, PLANE } from './grid';

import { deepFreeze, rng } from '../../engine/testkit';

// Shared with every game's tests (shared/engine/testkit.ts); re-exported for this game's tests.
export { deepFreeze, rng };

/** Problems with a state, as words (empty when all is well). */
export function invariantErrors(s: State): string[] {
  const errs: string[] = [];
  const b = BOARDS[s.side];
  for (let seat = 0; seat < s.players; seat++) {
    const p = s.p[seat];
    if (!p) continue;
    const onMap = s.nodes.reduce((t, nd) => t + (nd.t[seat] ?? 0), 0);
    if (onMap + p.reserve !== COUNTS.trollsPerPlayer) errs.push(`seat ${seat}: ${onMap} trolls on the map + ${p.reserve} in supply`);
    if (p.reserve < 0 || p.supply < 0 || p.desperation < 0) errs.push(`seat ${seat}: negative supply/reserve/desperation`);
    if (p.score.reduce((a, x) => a + x, 0) !== p.honour) errs.push(`seat ${seat}: score breakdown does not sum to honour`);
    if (p.champions.length !== p.claws.length || p.champions.length !== p.champCubes.length) errs.push(`seat ${seat}: champion arrays out of step`);
    for (const c of p.champions) if (s.owner[c] !== seat) errs.push(`champion ${c} owner mismatch`);
  }
  const ids = [...s.gnomeSupply, ...s.gnomeWheel, ...s.nodes.flatMap((n) => n.g)];
  if (ids.length !== 30 || new Set(ids).size !== 30) errs.push(`gnomes: ${ids.length} tokens, ${new Set(ids).size} distinct`);
  const top = s.tasks[s.tasks.length - 1];
  // Trolls stand with gnomes only while that battle is being decided (advancing in, or choosing a lair to fall back to).
  const fighting = top?.k === 'advance' ? top.dest : top?.k === 'battleGnomes' && top.step === 'repel' ? top.node : -1;
  s.nodes.forEach((nd, n) => {
    const units = nd.t.reduce((a, x) => a + x, 0) + nd.p.length;
    if (nd.g.length > 2) errs.push(`${b.nodeId[n]}: ${nd.g.length} gnomes`);
    if (units > 0 && nd.g.length > 0 && n !== fighting) errs.push(`${b.nodeId[n]}: trolls and gnomes together`);
    if (nd.t.some((x) => x < 0)) errs.push(`${b.nodeId[n]}: negative trolls`);
    if (n >= b.caverns) {
      const owner = s.p.findIndex((p) => p.lairs.includes(n));
      if (nd.g.length > 0) errs.push(`${b.nodeId[n]}: gnome in a lair space`);
      nd.t.forEach((x, seat) => {
        if (x > 0 && seat !== owner) errs.push(`${b.nodeId[n]}: seat ${seat} in a lair not its own`);
      });
      for (const c of nd.p) if (s.owner[c] !== owner) errs.push(`${b.nodeId[n]}: pawn in a lair not its own`);
    }
    for (const c of nd.p) if (s.pawnAt[c] !== n) errs.push(`pawn ${c} listed in ${n} but at ${s.pawnAt[c]}`);
  });
  s.pawnAt.forEach((at, c) => {
    if (at >= 0 && !(s.nodes[at]?.p ?? []).includes(c)) errs.push(`pawn ${c} at ${at} but not listed there`);
    if (at >= 0 && (s.owner[c] ?? -1) < 0) errs.push(`pawn ${c} on the map without an owner`);
  });
  for (const plank of s.clans) for (const d of plank) if (d.v <= 0) errs.push('a clan disc with no votes');
  if (s.wheel < 0 || s.wheel >= 12) errs.push('wheel pawn off the wheel');
  if (!s.over && actorsOf(s).length === 0) errs.push('nobody can move but the game is not over');
  return errs;
}

export interface Played {
  final: State;
  log: [number, Move][];
  states: State[];
}

export interface PlayOptions {
  check?: (s: State) => void;
  keepStates?: boolean;
  freeze?: boolean;
  /** Chance of trying `cancel` when offered (exercises going back). */
  cancel?: number;
}

export function playRandom(seed: string, players: number, random: () => number, opts: PlayOptions = {}): Played {
  let s = newGame(seed, players);
  const log: [number, Move][] = [];
  const states: State[] = [];
  for (let n = 0; !s.over; n++) {
    if (n > 5000) throw new Error('game too long');
    const act = actorsOf(s);
    const seat = act[Math.floor(random() * act.length)] as number;
    const all = legalMoves(s, seat);
    const cancel = all.find((m) => m.type === 'cancel');
    const moves = all.filter((m) => m.type !== 'cancel');
    const m = cancel && random() < (opts.cancel ?? 0) ? cancel : moves[Math.floor(random() * moves.length)];
    if (!m) throw new Error(`seat ${seat} has no legal move at ${JSON.stringify(s.tasks[s.tasks.length - 1])}`);
    if (opts.freeze) deepFreeze(s);
    const r = applyMove(s, seat, m);
    if (!r.ok) throw new Error(`legal move refused: ${JSON.stringify(m)}: ${r.error.code} ${r.error.message}`);
    s = r.value.state;
    log.push([seat, m]);
    if (opts.keepStates) states.push(s);
    opts.check?.(s);
  }
  return { final: s, log, states };
}

export function replay(seed: string, players: number, log: [number, Move][]): State {
  let s = newGame(seed, players);
  for (const [seat, m] of log) {
    const r = applyMove(s, seat, m);
    if (!r.ok) throw new Error(`replay refused ${JSON.stringify(m)}`);
    s = r.value.state;
  }
  return s;
}

// ---- constructed positions (tests may change a state they built themselves) ----

export const node = (s: State, id: string): number => {
  const i = BOARDS[s.side].nodeId.indexOf(id);
  if (i < 0) throw new Error(`no node ${id}`);
  return i;
};
export const clan = (name: (typeof CLANS)[number]): number => CLANS.indexOf(name);

/**
 * An empty board in the battle: lairs given (pair index per seat), no trolls, no gnomes, no
 * champions, every gnome in the supply, seat 0's turn with a Supply already spent.
 */
export function position(players: number, opts: { wave?: number; seat?: number } = {}): State {
  const s = structuredClone(newGame('position', players)) as State;
  const b = BOARDS[s.side];
  s.nodes = s.nodes.map(() => ({ t: Array.from({ length: players }, () => 0), g: [], p: [] }));
  s.pawnAt = s.pawnAt.map(() => -1);
  s.owner = s.owner.map(() => -1);
  s.gnomeSupply = GNOME_STRENGTHS.map((_, i) => i);
  s.gnomeSeen = s.gnomeSeen.map(() => 0);
  s.gnomeWheel = [];
  s.clans = s.clans.map(() => []);
  s.wave = opts.wave ?? 1;
  s.startPlayer = 0;
  s.wheel = 0;
  s.p.forEach((p, seat) => {
    p.lairs = [...(b.lairPairs[seat] ?? [])];
    p.reserve = 25;
    p.champions = [];
    p.claws = [];
    p.champCubes = [];
    p.startChoices = [];
    p.supply = 5;
    p.desperation = 0;
    p.hand = [];
    p.placed = false;
  });
  const seat = opts.seat ?? 0;
  s.turn = seat;
  s.tasks = [{ k: 'battle', next: (seat + 1) % players }, { k: 'turn', seat, weak: 0, strong: false, started: true, extra: false }];
  s.undo = null;
  return s;
}

/** Put `n` regular Trolls of `seat` in a node (taken from its supply). */
export function put(s: State, id: string | number, seat: number, n = 1): void {
  const i = typeof id === 'number' ? id : node(s, id);
  const nd = s.nodes[i];
  const p = s.p[seat];
  if (!nd || !p) throw new Error('bad put');
  nd.t[seat] = (nd.t[seat] ?? 0) + n;
  p.reserve -= n;
}

/** Put a gnome of the given strength (from the supply) in a node; returns its id. */
export function gnome(s: State, id: string | number, strength: number): number {
  const i = typeof id === 'number' ? id : node(s, id);
  const k = s.gnomeSupply.findIndex((g) => s.gnomeStr[g] === strength);
  const [g] = s.gnomeSupply.splice(k, 1);
  s.nodes[i]?.g.push(g as number);
  return g as number;
}

/** Give a seat a champion (and optionally its pawn at a node). */
export function giveChampion(s: State, seat: number, champion: number, at?: string | number): void {
  const p = s.p[seat];
  if (!p) throw new Error('bad seat');
  p.champions.push(champion);
  p.claws.push(0);
  p.champCubes.push(0);
  s.owner[champion] = seat;
  if (at !== undefined) {
    const i = typeof at === 'number' ? at : node(s, at);
    s.pawnAt[champion] = i;
    s.nodes[i]?.p.push(champion);
  }
}

/** Lay an ancestry from rows of cell codes ('.' = no card), top-left at the plane's (3, 3). */
export function ancestry(s: State, seat: number, rows: string[][]): void {
  const p = s.p[seat];
  if (!p) throw new Error('bad seat');
  p.cells = emptyPlane();
  p.cubes = p.cells.map(() => 0);
  rows.forEach((row, y) =>
    row.forEach((c, x) => {
      if (c !== '.') p.cells[(3 + y) * PLANE + 3 + x] = codeOf(c);
    }),
  );
}
export const cell = (x: number, y: number): number => (3 + y) * PLANE + 3 + x;

export function setTasks(s: State, ...tasks: Task[]): void {
  s.tasks = tasks;
}

/** Apply moves in order, failing loudly; returns the final state and all events. */
export function play(s: State, moves: [number, Move][]) {
  let cur = s;
  const events: { text: string; to?: number[]; kind?: string; data?: Record<string, unknown> }[] = [];
  for (const [seat, m] of moves) {
    const r = applyMove(cur, seat, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)} refused: ${r.error.code} ${r.error.message}`);
    cur = r.value.state;
    events.push(...r.value.events);
  }
  return { s: cur, events };
}
