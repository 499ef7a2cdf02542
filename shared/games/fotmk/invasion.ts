// Breaches and invasions: each gnome takes the path of least resistance through overrun caverns;
// ties go to the nearest, then to a deciding player; a gnome meeting Trolls is defeated and one
// Troll falls (rulebook: Breach Tripwire, Invasions, Fallen Trolls).
import { CHAMPIONS } from './content/champions';
import { FIRST_FALLEN_BY_WAVE, LATER_FALLEN } from './content/components';
import { abilitySum, board, clawReady, overrun, pawnsAt, totalUnits, units } from './board';
import { arr, type G, gainHonour, gnomesAt, movePawn, patch, patchBelow, player, pop, push, randInt, randWeighted, ranking, say, setTroll } from './ctx';
import { coverClaw } from './turn';
import { clanName, count, seatName, type Handler } from './handler';
import { fail, type Move } from './moves';
import type { State, Task } from './state';
import { Memo } from './memo';
import { breachSize } from './wheelmath';

export { breachSize };

type BreachT = Extract<Task, { k: 'breach' }>;
type InvT = Extract<Task, { k: 'invade' }>;
type FallT = Extract<Task, { k: 'fall' }>;

/** Swarm points within two steps either way of the current one (a breach may move the swarm). */
export function swarmOptions(s: State): number[] {
  return [-2, -1, 0, 1, 2].map((d) => (s.swarm + d + 7) % 7);
}


export const breach: Handler<BreachT> = {
  step(g, t) {
    const s = g.s;
    if (t.step === 'swarm') {
      g.s.undo = null;
      return true;
    }
    const n = breachSize(s.gnomeWheel.length);
    const sup = arr(g, 'gnomeSupply');
    const seen = arr(g, 'gnomeSeen');
    for (const gn of s.gnomeWheel) {
      sup.push(gn);
      seen[gn] = 0;
    }
    g.s.gnomeWheel = [];
    const left = Math.min(n, sup.length);
    say(g, `Breach! ${count(left, 'gnome')} pour${left === 1 ? 's' : ''} in at the ${clanName(s.swarm)} swarm point.`, { kind: 'breach', data: { domain: s.swarm, count: left } });
    pop(g);
    push(g, { k: 'invade', mode: 'breach', decider: t.seat, left, fallen: 0, gate: -1 });
    return false;
  },
  actors: (_s, t) => (t.step === 'swarm' ? [t.seat] : []),
  legal: (s, t, seat) => (seat === t.seat && t.step === 'swarm' ? swarmOptions(s).map((domain): Move => ({ type: 'swarmMove', domain })) : []),
  apply(g, t, seat, m) {
    if (m.type !== 'swarmMove' || t.step !== 'swarm') return fail('move/wrong-step', 'Move the swarm (up to two swarm points either way) before the breach.');
    if (!swarmOptions(g.s).includes(m.domain)) return fail('move/swarm-too-far', 'The swarm may move at most two swarm points either way.');
    g.s.swarm = m.domain;
    say(g, `${seatName(seat)} moves the swarm to the ${clanName(m.domain)} swarm point.`, { seat, kind: 'swarm', data: { domain: m.domain } });
    patch(g, t, { step: 'go' });
    return null;
  },
};

/** The Vote leader of a clan, looking further down the Clan board (wrapping) while nobody has Votes. */
export function voteLeader(s: State, clan: number): number {
  for (let k = 0; k < 7; k++) {
    const r = ranking(s.clans[(clan + k) % 7] ?? []);
    if (r[0]) return r[0].seat;
  }
  return s.startPlayer;
}

export interface Target {
  node: number;
  trolls: number;
  dist: number;
}

/**
 * The easiest caverns a gnome can reach from the swarm: fewest Trolls, then nearest (caverns
 * passed through), moving only through overrun caverns. Lairs are never entered.
 */
const targetMemo = new Memo<Target[]>();

/** (Do not change the returned array.) */
export function invasionTargets(s: State): Target[] {
  const deps = [s.pawnAt, s.owner, s.swarm, s.side];
  return targetMemo.get(s.nodes, deps) ?? targetMemo.set(s.nodes, deps, computeTargets(s));
}

function computeTargets(s: State): Target[] {
  const b = board(s);
  const dist = new Map<number, number>();
  const queue: number[] = [];
  for (const gate of b.gates[s.swarm] ?? []) {
    if (!dist.has(gate)) {
      dist.set(gate, 1);
      queue.push(gate);
    }
  }
  const found: Target[] = [];
  for (let qi = 0; qi < queue.length; qi++) {
    const n = queue[qi] as number;
    const d = dist.get(n) ?? 0;
    if (!overrun(s, n)) {
      let trolls = totalUnits(s, n);
      for (const c of pawnsAt(s, n)) {
        const a = CHAMPIONS[c]?.ability;
        if (a?.kind === 'ward') trolls += a.n;
      }
      found.push({ node: n, trolls, dist: d });
      continue;
    }
    for (const nb of b.adj[n] ?? []) {
      if (nb >= b.caverns || dist.has(nb)) continue;
      dist.set(nb, d + 1);
      queue.push(nb);
    }
  }
  if (found.length === 0) return [];
  const least = Math.min(...found.map((f) => f.trolls));
  const easy = found.filter((f) => f.trolls === least);
  const near = Math.min(...easy.map((f) => f.dist));
  return easy.filter((f) => f.dist === near).sort((a, b2) => a.node - b2.node);
}

function resolveTarget(g: G, t: InvT, target: Target, why: string): void {
  const s = g.s;
  const b = board(s);
  const name = b.nodeName[target.node];
  patch(g, t, { left: t.left - 1 });
  if (totalUnits(s, target.node) === 0) {
    const sup = arr(g, 'gnomeSupply');
    const [gn] = sup.splice(randInt(g, sup.length), 1);
    gnomesAt(g, target.node).push(gn ?? 0);
    say(g, `A gnome moves into ${name} (${why}).`, { kind: 'invade', data: { node: target.node, dist: target.dist, trolls: 0 } });
    return;
  }
  const weights = Array.from({ length: s.players }, (_, seat) => units(s, target.node, seat));
  const owner = randWeighted(g, weights);
  say(g, `A gnome attacks ${name} (${why}) and is defeated: a Troll of ${seatName(owner)} falls.`, {
    kind: 'invade',
    data: { node: target.node, dist: target.dist, trolls: target.trolls, owner },
  });
  push(g, { k: 'fall', node: target.node, owner, mode: t.mode, honour: 0, step: 'stand', pawn: -1 });
}

function describe(t: Target): string {
  const trolls = t.trolls === 0 ? 'empty' : `${t.trolls} Troll${t.trolls === 1 ? '' : 's'}`;
  return `the easiest cavern it can reach: ${trolls}, ${t.dist} cavern${t.dist === 1 ? '' : 's'} in`;
}

export const invade: Handler<InvT> = {
  step(g, t) {
    const s = g.s;
    if (t.left <= 0) {
      pop(g);
      return false;
    }
    const opts = invasionTargets(s);
    if (opts.length === 0) {
      patch(g, t, { left: t.left - 1 });
      say(g, 'A gnome finds no cavern to reach and goes back to the supply.', { kind: 'invade' });
      return false;
    }
    if (opts.length === 1 && opts[0]) {
      resolveTarget(g, t, opts[0], describe(opts[0]));
      return false;
    }
    g.s.undo = null;
    return true;
  },
  actors: (_s, t) => [t.decider],
  legal: (s, t, seat) => (seat === t.decider ? invasionTargets(s).map((x): Move => ({ type: 'gnomeTarget', node: x.node })) : []),
  apply(g, t, seat, m) {
    if (m.type !== 'gnomeTarget') return fail('move/wrong-step', 'Choose where the invading gnome goes.');
    const target = invasionTargets(g.s).find((x) => x.node === m.node);
    if (!target) return fail('move/not-easiest', 'The gnome only goes to one of the equally easiest, equally near caverns.');
    const role = t.mode === 'breach' ? 'the active player' : 'the Vote leader';
    resolveTarget(g, t, target, `${describe(target)}; ${seatName(seat)} chose it as ${role}`);
    return null;
  },
};

function fallChoices(s: State, t: FallT): number[] {
  return [...((s.nodes[t.node]?.t[t.owner] ?? 0) > 0 ? [-1] : []), ...pawnsAt(s, t.node, t.owner)];
}

/** The unit falls: a Troll to the supply, a champion jumps to a lair; Honour for the fall. */
function fall(g: G, t: FallT, pawn: number): void {
  const s = g.s;
  let honour = 0;
  if (t.mode === 'invasion') {
    const inv = s.tasks[s.tasks.length - 2];
    const first = inv?.k === 'invade' && inv.fallen === 0;
    honour = first ? (FIRST_FALLEN_BY_WAVE[s.wave - 1] ?? 3) : LATER_FALLEN;
    if (inv?.k === 'invade') patchBelow(g, 1, { fallen: inv.fallen + 1 });
  } else honour = abilitySum(s, t.owner, 'breach-honour');
  gainHonour(g, t.owner, honour, 'fallen');
  if (pawn < 0) {
    setTroll(g, t.node, t.owner, -1);
    player(g, t.owner).reserve += 1;
    say(g, `${seatName(t.owner)}'s Troll falls gloriously in ${board(s).nodeName[t.node]}: ${honour} Honour.`, { seat: t.owner, kind: 'fall', data: { node: t.node, honour } });
    pop(g);
    return;
  }
  const a = CHAMPIONS[pawn]?.ability;
  if (a?.kind === 'martyr') gainHonour(g, t.owner, a.n, 'champions');
  say(g, `${CHAMPIONS[pawn]?.name} (${seatName(t.owner)}) falls in ${board(s).nodeName[t.node]}: ${honour + (a?.kind === 'martyr' ? a.n : 0)} Honour.`, {
    seat: t.owner,
    kind: 'fall',
    data: { node: t.node, honour, pawn },
  });
  const lairs = s.p[t.owner]?.lairs ?? [];
  if (lairs.length > 1) patch(g, t, { step: 'lair', pawn });
  else jump(g, t, pawn, lairs[0] ?? -1);
}

function jump(g: G, t: FallT, pawn: number, lair: number): void {
  movePawn(g, pawn, lair);
  say(g, `${CHAMPIONS[pawn]?.name} jumps back to ${board(g.s).nodeName[lair]}.`, { seat: t.owner, kind: 'move', data: { from: t.node, to: lair, pawn } });
  pop(g);
}

export const fallTask: Handler<FallT> = {
  step(g, t) {
    const s = g.s;
    if (t.step === 'stand') {
      if (t.mode === 'invasion' && clawReady(s, t.owner, 'claw-stand-fast') >= 0) return true;
      patch(g, t, { step: 'unit' });
      return false;
    }
    if (t.step === 'unit') {
      const ch = fallChoices(s, t);
      if (ch.length > 1) return true;
      fall(g, t, ch[0] ?? -1);
      return false;
    }
    return true;
  },
  actors: (_s, t) => [t.owner],
  legal(s, t, seat) {
    if (seat !== t.owner) return [];
    if (t.step === 'stand') return [{ type: 'standFast', use: true }, { type: 'standFast', use: false }];
    if (t.step === 'unit') return fallChoices(s, t).map((pawn): Move => ({ type: 'fallUnit', pawn }));
    return (s.p[seat]?.lairs ?? []).map((node): Move => ({ type: 'pawnLair', node }));
  },
  apply(g, t, seat, m) {
    const s = g.s;
    if (m.type === 'standFast' && t.step === 'stand') {
      if (!m.use) {
        patch(g, t, { step: 'unit' });
        return null;
      }
      const id = clawReady(s, seat, 'claw-stand-fast');
      coverClaw(g, seat, id);
      say(g, `${CHAMPIONS[id]?.name} lets ${seatName(seat)}'s Troll stand fast: nothing falls.`, { seat, kind: 'claw' });
      pop(g);
      return null;
    }
    if (m.type === 'fallUnit' && t.step === 'unit') {
      if (!fallChoices(s, t).includes(m.pawn)) return fail('move/not-there', 'Choose one of your units in that cavern.');
      fall(g, t, m.pawn);
      return null;
    }
    if (m.type === 'pawnLair' && t.step === 'lair') {
      if (!(s.p[seat]?.lairs ?? []).includes(m.node)) return fail('move/not-your-lair', 'A fallen champion jumps to one of your own lairs.');
      jump(g, t, t.pawn, m.node);
      return null;
    }
    return fail('move/wrong-step', 'Decide how your Troll falls.');
  },
};

