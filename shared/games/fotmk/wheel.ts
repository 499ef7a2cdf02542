// The Gnome action: move the wheel pawn, scout, resolve tripwires in the order passed, then the
// space's effect with X = spaces moved (rulebook: Gnome). Also the Move Trolls effect.
import { CHAMPIONS } from './content/champions';
import { GNOME_WHEEL } from './content/components';
import { CLANS } from './content/types';
import { board, mayEnter, overrun, units } from './board';
import { arr, type G, gainHonour, movePawn, own, patch, player, pop, push, say, setTroll } from './ctx';
import { actionBody, mustPerform } from './actions';
import { wheelAdvance } from './advance';
import { count, seatName, wheelEffectName, type Handler } from './handler';
import { fail, sameMove, type Move } from './moves';
import type { MapNode, State, Task } from './state';
import { tripsPassed } from './wheelmath';

export { tripsPassed };

type GnomeT = Extract<Task, { k: 'gnome' }>;
type ScoutT = Extract<Task, { k: 'scout' }>;
type MoveT = Extract<Task, { k: 'moveTrolls' }>;
type TripsT = Extract<Task, { k: 'trips' }>;

const SPACES = GNOME_WHEEL.spaces.length;


/** One tripwire: the honour boost moves up a space, or a breach begins (rulebook: Tripwires). */
function resolveTrip(g: G, seat: number, kind: 'boost' | 'breach'): void {
  if (kind === 'breach') {
    push(g, { k: 'breach', seat, step: 'swarm' });
    return;
  }
  const p = player(g, seat);
  p.boost = Math.min(p.boost + 1, GNOME_WHEEL.boostTrack.length - 1);
  say(g, `${seatName(seat)} passes the Honour boost tripwire: their boost rises to +${GNOME_WHEEL.boostTrack[p.boost]}.`, { seat, kind: 'boost' });
}

/** Tripwires passed when defeated gnomes moved the pawn, resolved one by one in the order passed. */
export const trips: Handler<TripsT> = {
  step(g, t) {
    const kind = tripsPassed(t.from, t.moved)[t.i];
    if (kind === undefined) {
      pop(g);
      return false;
    }
    patch(g, t, { i: t.i + 1 });
    resolveTrip(g, t.seat, kind);
    return false;
  },
  actors: () => [],
  legal: () => [],
  apply: () => fail('move/wrong-step', 'Nothing to decide now.'),
};

export const gnome: Handler<GnomeT> = {
  step(g, t) {
    const s = g.s;
    if (t.step === 'move') return true;
    if (t.step === 'trips') {
      const trips = tripsPassed(t.from, t.moved);
      const kind = trips[t.trip];
      if (kind === undefined) {
        patch(g, t, { step: 'effect' });
        return false;
      }
      patch(g, t, { trip: t.trip + 1 });
      resolveTrip(g, t.seat, kind);
      return false;
    }
    const space = GNOME_WHEEL.spaces[(t.from + t.moved) % SPACES];
    pop(g);
    if (space?.effect === 'honour') {
      const boost = GNOME_WHEEL.boostTrack[s.p[t.seat]?.boost ?? 0] ?? 0;
      gainHonour(g, t.seat, t.moved + boost, 'wheel');
      say(g, `${seatName(t.seat)} gains ${t.moved + boost} Honour from the wheel.`, { seat: t.seat, kind: 'honour' });
    } else if (space?.effect === 'bolster') actionBody(g, t.seat, 'bolster', t.moved);
    else if (space?.effect === 'influence') actionBody(g, t.seat, 'influence', t.moved);
    else push(g, { k: 'moveTrolls', seat: t.seat, power: t.moved, from: -1, moved: 0 });
    return false;
  },
  actors: (_s, t) => (t.step === 'move' ? [t.seat] : []),
  legal(_s, t, seat) {
    if (seat !== t.seat || t.step !== 'move') return [];
    const max = Math.min(t.power, SPACES);
    const out: Move[] = [];
    for (let i = 1; i <= max; i++) out.push({ type: 'wheelMove', steps: i });
    return out;
  },
  apply(g, t, seat, m) {
    if (t.step !== 'move') return fail('move/wrong-step', 'The wheel pawn has moved.');
    // The pawn always has somewhere to go: a covered Gnome symbol always moves it (no dodging a breach).
    if (m.type === 'skipAction') return mustPerform('Gnome action');
    if (m.type !== 'wheelMove') return fail('move/wrong-step', 'Move the wheel pawn.');
    if (m.steps > Math.min(t.power, SPACES)) return fail('move/too-far', `Move the pawn at most ${count(Math.min(t.power, SPACES), 'space')} (never more than one circuit).`);
    const from = g.s.wheel;
    wheelAdvance(g, m.steps);
    say(g, `${seatName(seat)} moves the wheel pawn ${count(m.steps, 'space')}, to space ${g.s.wheel + 1} (${wheelEffectName(GNOME_WHEEL.spaces[g.s.wheel]?.effect)}).`, { seat, kind: 'wheel', data: { wheel: g.s.wheel, steps: m.steps } });
    patch(g, t, { step: 'trips', from, moved: m.steps, trip: 0 });
    push(g, { k: 'scout', seat, gate: false, gnome: false, near: -1 });
    return null;
  },
};

/** What `seat` knows of a gnome: its strength, or null. */
export const knows = (s: State, gn: number, seat: number): boolean => (((s.gnomeSeen[gn] ?? 0) >> seat) & 1) === 1 || ((s.gnomeSeen[gn] ?? 0) & 128) !== 0;

/** Peeks still open; `firstOnly` stops at the first (for `step`, which asks only whether any is left). */
function scoutMoves(s: State, t: ScoutT, firstOnly = false): Move[] {
  const out: Move[] = [];
  if (!t.gate)
    for (let slot = 0; slot < s.gateRow.length; slot++)
      if (!s.gateOpen[slot] && (((s.gatePeek[slot] ?? 0) >> t.seat) & 1) === 0) {
        out.push({ type: 'peekGate', slot });
        if (firstOnly) return out;
      }
  if (!t.gnome) {
    const near = t.near >= 0 ? (board(s).adj[t.near] ?? []) : null;
    const nodes = s.nodes;
    for (let node = 0; node < nodes.length; node++) {
      const gs = (nodes[node] as MapNode).g;
      if (gs.length === 0 || (near && !near.includes(node))) continue;
      for (let index = 0; index < gs.length; index++)
        if (!knows(s, gs[index] as number, t.seat)) {
          out.push({ type: 'peekGnome', node, index });
          if (firstOnly) return out;
        }
    }
  }
  return out;
}

export const scout: Handler<ScoutT> = {
  step(g, t) {
    if (scoutMoves(g.s, t, true).length > 0) return true;
    pop(g);
    return false;
  },
  actors: (_s, t) => [t.seat],
  legal: (s, t, seat) => (seat === t.seat ? [...scoutMoves(s, t), { type: 'scoutDone' }] : []),
  apply(g, t, seat, m) {
    const s = g.s;
    if (m.type === 'scoutDone') {
      pop(g);
      return null;
    }
    if (!scoutMoves(s, t).some((x) => sameMove(x, m)))
      return fail('move/cannot-peek', 'Peek at one face-down gate card and one gnome you have not seen (next to the champion, if a champion peeks).');
    g.s.undo = null;
    if (m.type === 'peekGate') {
      own(g, g.s, 'gatePeek')[m.slot] = (s.gatePeek[m.slot] ?? 0) | (1 << seat);
      const clan = CLANS[s.gateRow[m.slot] ?? 0];
      say(g, `You peek at gate card ${m.slot + 1}: the ${clan} domain.`, { seat, to: [seat], kind: 'peekGate', data: { slot: m.slot, clan } });
      say(g, `${seatName(seat)} peeks at gate card ${m.slot + 1}.`, { seat, kind: 'peekGate', data: { slot: m.slot } });
      patch(g, t, { gate: true });
      return null;
    }
    if (m.type === 'peekGnome') {
      const gn = s.nodes[m.node]?.g[m.index] ?? 0;
      arr(g, 'gnomeSeen')[gn] = (s.gnomeSeen[gn] ?? 0) | (1 << seat);
      const name = board(s).nodeName[m.node];
      say(g, `You peek at a gnome in ${name}: strength ${s.gnomeStr[gn]}.`, { seat, to: [seat], kind: 'peekGnome', data: { node: m.node, index: m.index, strength: s.gnomeStr[gn] } });
      say(g, `${seatName(seat)} peeks at a gnome in ${name}.`, { seat, kind: 'peekGnome', data: { node: m.node, index: m.index } });
      patch(g, t, { gnome: true });
      return null;
    }
    return fail('move/wrong-step', 'Peek, or be done scouting.');
  },
};

function moveTrollMoves(s: State, t: MoveT): Move[] {
  const b = board(s);
  if (t.from < 0) {
    const out: Move[] = [];
    for (let n = 0; n < s.nodes.length; n++) {
      let any = false;
      for (let o = 0; o < s.players; o++) if (units(s, n, o) > 0) any = true;
      if (any && (b.adj[n] ?? []).some((x) => !overrun(s, x))) out.push({ type: 'moveTrollsFrom', node: n });
    }
    out.push({ type: 'skipAction' });
    return out;
  }
  if (t.moved >= t.power) return [];
  const out: Move[] = [];
  const targets = (b.adj[t.from] ?? []).filter((x) => !overrun(s, x));
  for (let o = 0; o < s.players; o++) {
    if ((s.nodes[t.from]?.t[o] ?? 0) > 0) for (const to of targets) if (mayEnter(s, to, o)) out.push({ type: 'moveTroll', owner: o, pawn: -1, to });
    for (const pawn of s.nodes[t.from]?.p ?? [])
      if (s.owner[pawn] === o) for (const to of targets) if (mayEnter(s, to, o)) out.push({ type: 'moveTroll', owner: o, pawn, to });
  }
  return out;
}

export const moveTrolls: Handler<MoveT> = {
  step(g, t) {
    if (t.from >= 0 && moveTrollMoves(g.s, t).length === 0) {
      pop(g);
      return false;
    }
    return true;
  },
  actors: (_s, t) => [t.seat],
  legal(s, t, seat) {
    if (seat !== t.seat) return [];
    const out = moveTrollMoves(s, t);
    if (t.from >= 0) out.push({ type: 'moveTrollsDone' });
    return out;
  },
  apply(g, t, seat, m) {
    const s = g.s;
    const b = board(s);
    if (m.type === 'skipAction' && t.from < 0) {
      say(g, `${seatName(seat)} lets the Move Trolls effect go unused.`, { seat });
      pop(g);
      return null;
    }
    if (m.type === 'moveTrollsDone' && t.from >= 0) {
      pop(g);
      return null;
    }
    if (!moveTrollMoves(s, t).some((x) => sameMove(x, m)))
      return fail('move/cannot-move-troll', t.from < 0 ? 'Choose a cavern with Trolls in it.' : 'Move a Troll out to a next-door gnome-free cavern (never into a lair that is not its own).');
    if (m.type === 'moveTrollsFrom') {
      patch(g, t, { from: m.node });
      return null;
    }
    if (m.type === 'moveTroll') {
      if (m.pawn >= 0) movePawn(g, m.pawn, m.to);
      else {
        setTroll(g, t.from, m.owner, -1);
        setTroll(g, m.to, m.owner, 1);
      }
      say(g, `${seatName(seat)} moves ${m.pawn >= 0 ? CHAMPIONS[m.pawn]?.name : `a Troll of ${seatName(m.owner)}`} from ${b.nodeName[t.from]} to ${b.nodeName[m.to]}.`, {
        seat,
        kind: 'move',
        data: { from: t.from, to: m.to, owner: m.owner, pawn: m.pawn },
      });
      patch(g, t, { moved: t.moved + 1 });
      return null;
    }
    return fail('move/wrong-step', 'That is not this step of Move Trolls.');
  },
};
