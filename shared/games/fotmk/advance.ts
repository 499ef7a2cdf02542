// Advance: one destination, up to `power` units, each passing only through caverns established when
// the action began; into an overrun cavern, a battle (rulebook: Advance, Attacking Gnomes).
import { CHAMPIONS } from './content/champions';
import { GNOME_WHEEL } from './content/components';
import { abilitySum, board, hasAbility, mayEnter, overrun, pawnsAt, units } from './board';
import { arr, type G, gainHonour, gnomesAt, movePawn, own, patch, patchBelow, pop, push, randInt, say, setTroll } from './ctx';
import { mustPerform, seizeVote } from './actions';
import { count, seatName, type Handler } from './handler';
import { fail, type Move } from './moves';
import type { MapNode, State, Task } from './state';
import { Memo } from './memo';

type AdvT = Extract<Task, { k: 'advance' }>;
type BatT = Extract<Task, { k: 'battleGnomes' }>;

const abilityOf = (c: number) => CHAMPIONS[c]?.ability.kind;

// Scratch for the searches below (single-threaded; a bumped stamp clears them).
const seenAt = new Int32Array(256);
const estAt = new Int32Array(256);
let stamp = 0;
let estStamp = 0;
let estFor: readonly number[] | null = null;
const stack: number[] = [];

/** Nodes a unit starting at `origin` may advance to. */
export function reach(s: State, seat: number, established: readonly number[], origin: number, pawn: number): Set<number> {
  const dests = new Set<number>();
  reachInto(s, seat, established, origin, pawn, (n) => dests.add(n));
  return dests;
}

/** Walk from `origin`, calling `hit` for each node a unit may move to; true (at once) on reaching `stopAt`. */
function reachInto(s: State, seat: number, established: readonly number[], origin: number, pawn: number, hit: ((n: number) => void) | null, stopAt = -1): boolean {
  const b = board(s);
  if (estFor !== established) {
    estStamp++;
    for (const n of established) estAt[n] = estStamp;
    estFor = established;
  }
  const free = pawn >= 0 && abilityOf(pawn) === 'pathfinder';
  stamp++;
  seenAt[origin] = stamp;
  stack.length = 0;
  stack.push(origin);
  while (stack.length) {
    const n = stack.pop() as number;
    for (const nb of b.adj[n] ?? []) {
      if (seenAt[nb] === stamp) continue;
      seenAt[nb] = stamp;
      const enter = mayEnter(s, nb, seat);
      if (enter) {
        if (nb === stopAt) return true;
        hit?.(nb);
      }
      if (free ? !overrun(s, nb) && enter : estAt[nb] === estStamp) stack.push(nb);
    }
  }
  return false;
}

interface Mover {
  node: number;
  pawn: number;
}

function movers(s: State, seat: number): Mover[] {
  const out: Mover[] = [];
  const nodes = s.nodes;
  for (let n = 0; n < nodes.length; n++) if (((nodes[n] as MapNode).t[seat] ?? 0) > 0) out.push({ node: n, pawn: -1 });
  for (let c = 0; c < s.pawnAt.length; c++) {
    const at = s.pawnAt[c] ?? -1;
    if (at >= 0 && s.owner[c] === seat) out.push({ node: at, pawn: c });
  }
  return out;
}

// Keyed on the task's `established` list: one per Advance, never changed.
const destMemo = new Memo<number[]>();
const fromMemo = new Memo<Move[]>();
const hitAt = new Int32Array(256);
let hitStamp = 0;

/** Nodes some unit may advance to (do not change the returned array). */
export function destinations(s: State, t: AdvT): number[] {
  const deps = [s.nodes, s.pawnAt, s.owner];
  const known = destMemo.get(t.established, deps);
  if (known) return known;
  const stampNow = ++hitStamp;
  for (const m of movers(s, t.seat)) reachInto(s, t.seat, t.established, m.node, m.pawn, (n) => (hitAt[n] = stampNow));
  const out: number[] = [];
  for (let n = 0; n < board(s).nodes; n++) if (hitAt[n] === stampNow) out.push(n);
  return destMemo.set(t.established, deps, out);
}

const rally = (c: number) => c >= 0 && abilityOf(c) === 'rally';

/** Units that may still move to the destination (do not change the returned array). */
function fromMoves(s: State, t: AdvT): Move[] {
  const deps = [s.nodes, s.pawnAt, s.owner, t.dest, t.moved, t.power];
  const known = fromMemo.get(t.established, deps);
  if (known) return known;
  return fromMemo.set(t.established, deps, computeFromMoves(s, t));
}

function computeFromMoves(s: State, t: AdvT, firstOnly = false): Move[] {
  const out: Move[] = [];
  for (const m of movers(s, t.seat)) {
    if (m.node === t.dest) continue;
    if (t.moved >= t.power && !rally(m.pawn)) continue;
    if (reachInto(s, t.seat, t.established, m.node, m.pawn, null, t.dest)) {
      out.push({ type: 'advanceFrom', node: m.node, pawn: m.pawn });
      if (firstOnly) return out;
    }
  }
  return out;
}

/** Can some unit still move to the destination? (`step` asks this after every move: no list kept.) */
function anyFromMove(s: State, t: AdvT): boolean {
  const known = fromMemo.get(t.established, [s.nodes, s.pawnAt, s.owner, t.dest, t.moved, t.power]);
  return (known ?? computeFromMoves(s, t, true)).length > 0;
}

export const advance: Handler<AdvT> = {
  step(g, t) {
    const s = g.s;
    if (t.dest < 0) {
      if (destinations(s, t).length > 0) return true;
      say(g, `${seatName(t.seat)} has no Troll that can advance anywhere: the Advance goes unused.`, { seat: t.seat });
      pop(g);
      return false;
    }
    if (!t.done && (t.movers.length === 0 || anyFromMove(s, t))) return true;
    pop(g);
    if (overrun(s, t.dest)) push(g, { k: 'battleGnomes', seat: t.seat, node: t.dest, movers: t.movers, step: 'fight' });
    else pushScout(g, t.seat, t.movers);
    return false;
  },
  actors: (_s, t) => [t.seat],
  legal(s, t, seat) {
    if (seat !== t.seat) return [];
    if (t.dest < 0) return destinations(s, t).map((node): Move => ({ type: 'advanceTo', node }));
    const out = fromMoves(s, t).slice();
    if (t.movers.length > 0) out.push({ type: 'advanceDone' });
    return out;
  },
  apply(g, t, seat, m) {
    const s = g.s;
    const b = board(s);
    // The Advance ends by itself only when no unit can reach any cavern (see `step`).
    if (m.type === 'skipAction') return mustPerform('Advance');
    if (m.type === 'advanceTo' && t.dest < 0) {
      if (!destinations(s, t).includes(m.node))
        return fail('move/not-reachable', 'None of your Trolls can reach that cavern through caverns you hold (and rivals’ lairs are closed).');
      patch(g, t, { dest: m.node });
      return null;
    }
    if (m.type === 'advanceFrom' && t.dest >= 0) {
      if (!fromMoves(s, t).some((x) => x.type === 'advanceFrom' && x.node === m.node && x.pawn === m.pawn))
        return fail('move/cannot-move', t.moved >= t.power ? 'The action’s power is used up.' : 'That unit cannot reach the destination through caverns you hold.');
      if (m.pawn >= 0) movePawn(g, m.pawn, t.dest);
      else {
        setTroll(g, m.node, seat, -1);
        setTroll(g, t.dest, seat, 1);
      }
      say(g, `${seatName(seat)} moves ${m.pawn >= 0 ? CHAMPIONS[m.pawn]?.name : 'a Troll'} from ${b.nodeName[m.node]} to ${b.nodeName[t.dest]}.`, {
        seat,
        kind: 'move',
        data: { from: m.node, to: t.dest, pawn: m.pawn },
      });
      // A Rally pawn joins for free; everything else counts against the power.
      patch(g, t, { moved: t.moved + (rally(m.pawn) ? 0 : 1), movers: [...t.movers, m.pawn] });
      return null;
    }
    if (m.type === 'advanceDone' && t.dest >= 0) {
      if (t.movers.length === 0) return fail('move/move-one', 'Move at least one Troll, or go back.');
      patch(g, t, { done: true });
      return null;
    }
    return fail('move/wrong-step', t.dest < 0 ? 'Choose the cavern to advance into.' : 'Choose a Troll to move, or finish the Advance.');
  },
};

function pushScout(g: G, seat: number, moved: number[]): void {
  for (const c of moved) {
    if (c < 0 || abilityOf(c) !== 'scout') continue;
    const at = g.s.pawnAt[c] ?? -1;
    if (at >= 0) push(g, { k: 'scout', seat, gate: true, gnome: false, near: at });
    return;
  }
}

/** A unit's strength against gnomes: 1, or a Brute pawn's number. */
function battleStrength(s: State, n: number, seat: number): number {
  let u = units(s, n, seat);
  for (const c of pawnsAt(s, n, seat)) {
    const a = CHAMPIONS[c]?.ability;
    if (a?.kind === 'brute') u += a.n - 1;
  }
  return u;
}

/** Add a gnome from the supply to a cavern (entrenchment). */
export function entrench(g: G, n: number): boolean {
  const sup = arr(g, 'gnomeSupply');
  if (sup.length === 0) return false;
  const [gn] = sup.splice(randInt(g, sup.length), 1);
  gnomesAt(g, n).push(gn ?? 0);
  return true;
}

/** Advance the wheel pawn `steps` spaces (the tripwires passed are `tripsPassed` in wheel.ts). */
export function wheelAdvance(g: G, steps: number): void {
  g.s.wheel = (g.s.wheel + steps) % GNOME_WHEEL.spaces.length;
}

export const battleGnomes: Handler<BatT> = {
  step(g, t) {
    const s = g.s;
    const b = board(s);
    if (t.step === 'fight') {
      g.s.undo = null;
      const gs = s.nodes[t.node]?.g ?? [];
      const seen = arr(g, 'gnomeSeen');
      for (const gn of gs) seen[gn] = (seen[gn] ?? 0) | 128;
      const strengths = gs.map((gn) => s.gnomeStr[gn] ?? 0);
      const total = strengths.reduce((a, x) => a + x, 0);
      const trolls = battleStrength(s, t.node, t.seat);
      if (trolls >= total) {
        const bonus = abilitySum(s, t.seat, 'defeat-bonus');
        gainHonour(g, t.seat, total + bonus, 'gnomes');
        own(g, g.s, 'gnomeWheel').push(...gs);
        own(g, arr(g, 'nodes'), t.node).g = [];
        say(g, `Battle in ${b.nodeName[t.node]}: ${count(trolls, 'Troll')} against gnome strength ${strengths.join(' + ')}: ${seatName(t.seat)} wins ${total + bonus} Honour.`, {
          seat: t.seat,
          kind: 'battle',
          data: { node: t.node, strengths, trolls, won: true },
        });
        // The Vote comes now, before the wheel pawn moves and any breach (rulebook: Attacking Gnomes
        // 2, then 4): the victory is the seizing, so the cavern leaves the action's seize list.
        seizeVote(g, t.seat, t.node, 'defeats the gnomes and seizes');
        unlistSeize(g, t.seat, t.node);
        const from = g.s.wheel;
        wheelAdvance(g, gs.length);
        say(g, `The gnomes grow angrier: the wheel pawn moves ${count(gs.length, 'space')}, to space ${g.s.wheel + 1}.`, { kind: 'wheel', data: { wheel: g.s.wheel } });
        patch(g, t, { step: 'scout' });
        // Every tripwire passed is resolved, in the order passed (rulebook: Gnome 2, Tripwires).
        push(g, { k: 'trips', seat: t.seat, from, moved: gs.length, i: 0 });
        return false;
      }
      say(g, `Battle in ${b.nodeName[t.node]}: ${count(trolls, 'Troll')} against gnome strength ${strengths.join(' + ')}: ${seatName(t.seat)} is repelled.`, {
        seat: t.seat,
        kind: 'battle',
        data: { node: t.node, strengths, trolls, won: false },
      });
      patch(g, t, { step: 'repel' });
      return false;
    }
    if (t.step === 'repel') {
      const lairs = s.p[t.seat]?.lairs ?? [];
      if (lairs.length > 1) return true;
      repel(g, t, lairs[0] ?? -1);
      return false;
    }
    pop(g);
    pushScout(g, t.seat, t.movers);
    return false;
  },
  actors: (_s, t) => (t.step === 'repel' ? [t.seat] : []),
  legal: (s, t, seat) => (seat === t.seat && t.step === 'repel' ? (s.p[seat]?.lairs ?? []).map((node): Move => ({ type: 'repelLair', node })) : []),
  apply(g, t, seat, m) {
    if (m.type !== 'repelLair' || t.step !== 'repel') return fail('move/wrong-step', 'Nothing to decide in this battle now.');
    if (!(g.s.p[seat]?.lairs ?? []).includes(m.node)) return fail('move/not-your-lair', 'Repelled Trolls return to one of your own lairs.');
    repel(g, t, m.node);
    return null;
  },
};

/** Take a cavern off the seize list of `seat`'s action in progress (its Vote was already given). */
function unlistSeize(g: G, seat: number, n: number): void {
  const tasks = g.s.tasks;
  for (let depth = 0; depth < tasks.length; depth++) {
    const a = tasks[tasks.length - 1 - depth];
    if (a?.k !== 'act' || a.seat !== seat) continue;
    if (a.seize.includes(n)) patchBelow<typeof a>(g, depth, { seize: a.seize.filter((x) => x !== n) });
    return;
  }
}

function repel(g: G, t: BatT, lair: number): void {
  const s = g.s;
  const b = board(s);
  const n = s.nodes[t.node]?.t[t.seat] ?? 0;
  if (lair >= 0) {
    setTroll(g, t.node, t.seat, -n);
    setTroll(g, lair, t.seat, n);
    for (const c of pawnsAt(s, t.node, t.seat)) movePawn(g, c, lair);
  }
  say(g, `${seatName(t.seat)}'s Trolls fall back to their lair, ${b.nodeName[lair]}.`, { seat: t.seat, kind: 'repel', data: { node: t.node, lair } });
  if ((s.nodes[t.node]?.g.length ?? 0) === 1) {
    if (hasAbility(s, t.seat, 'repel-safe')) say(g, 'The gnomes do not entrench (a champion holds them off).', { seat: t.seat });
    else if (entrench(g, t.node)) say(g, `The gnomes entrench in ${b.nodeName[t.node]}.`, { kind: 'entrench', data: { node: t.node } });
  }
  patch(g, t, { step: 'scout' });
}
