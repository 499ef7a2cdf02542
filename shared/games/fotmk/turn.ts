// The Battle: turns clockwise until everyone is out of Supplies; each turn spends a Supply, then two
// Weak actions or one Strong action (rulebook: The Battle, Weak/Strong Actions, Desperation).
import { CHAMPIONS } from './content/champions';
import { ACTION_KINDS, type ActionKind } from './content/types';
import { clawReady, controller } from './board';
import { own, patch, player, pop, push, say, type G } from './ctx';
import { coverSlot, isStrong, selectable, selectionPower, slotCode, strongPossible, strongValid, weakSlots } from './grid';
import { seizeVote, startAction } from './actions';
import { actionName, count, seatName, type Handler } from './handler';
import { fail, type Move } from './moves';
import type { State, Task } from './state';
import { cloneRoot } from './state';

type BattleT = Extract<Task, { k: 'battle' }>;
type TurnT = Extract<Task, { k: 'turn' }>;
type SelT = Extract<Task, { k: 'strongSel' }>;
type ActT = Extract<Task, { k: 'act' }>;

export const battle: Handler<BattleT> = {
  step(g, t) {
    const s = g.s;
    for (let i = 0; i < s.players; i++) {
      const seat = (t.next + i) % s.players;
      if ((s.p[seat]?.supply ?? 0) > 0) {
        s.turn = seat;
        patch(g, t, { next: (seat + 1) % s.players });
        push(g, { k: 'turn', seat, weak: 0, strong: false, started: false, extra: false });
        return false;
      }
    }
    s.turn = -1;
    pop(g);
    push(g, { k: 'waveEnd', step: 'entrench', i: 0 });
    say(g, 'Everyone is out of Supplies: the wave ends.', { kind: 'waveEnd' });
    return false;
  },
  actors: () => [],
  legal: () => [],
  apply: () => fail('move/wrong-step', 'Nothing to decide now.'),
};

const CLAW_ROOT = ['claw-desperation', 'claw-peek'] as const;

function weakMoves(s: State, t: TurnT): Move[] {
  const p = s.p[t.seat];
  if (!p) return [];
  if (t.weak >= 2 && (t.extra || clawReady(s, t.seat, 'claw-extra-action') < 0)) return [];
  const out: Move[] = [];
  for (const a of ACTION_KINDS)
    for (const slot of weakSlots(p, a)) for (let d = 0; d <= p.desperation; d++) out.push({ type: 'weak', slot, as: a, desperation: d });
  return out;
}

function rootMoves(s: State, t: TurnT): Move[] {
  const p = s.p[t.seat];
  if (!p || t.strong) return [];
  const out = weakMoves(s, t);
  if (t.weak === 0) for (const a of ACTION_KINDS) if (strongPossible(p, a)) out.push({ type: 'strong', as: a });
  return out;
}

function hasRootMove(s: State, t: TurnT): boolean {
  const p = s.p[t.seat];
  if (!p || t.strong) return false;
  if (t.weak >= 2 && (t.extra || clawReady(s, t.seat, 'claw-extra-action') < 0)) return false;
  for (const a of ACTION_KINDS) if (weakSlots(p, a).length > 0) return true;
  if (t.weak === 0) for (const a of ACTION_KINDS) if (strongPossible(p, a)) return true;
  return false;
}

function endTurn(g: G, t: TurnT): void {
  pop(g);
  g.s.undo = null;
  say(g, `${seatName(t.seat)} ends their turn.`, { seat: t.seat, kind: 'endTurn' });
}

export const turn: Handler<TurnT> = {
  step(g, t) {
    const s = g.s;
    if (!t.started) {
      const p = player(g, t.seat);
      p.supply -= 1;
      patch(g, t, { started: true });
      say(g, `${seatName(t.seat)} spends a Supply (${p.supply} left).`, { seat: t.seat, kind: 'turn', data: { supply: p.supply } });
      return false;
    }
    if (t.strong || !hasRootMove(s, t)) {
      if (t.weak === 0 && !t.strong) say(g, `${seatName(t.seat)} has no symbol left to cover.`, { seat: t.seat });
      endTurn(g, t);
      return false;
    }
    // A checkpoint to come back to: the turn as it stands before this choice (see `cancel`).
    s.undo = null;
    s.undo = cloneRoot(s);
    return true;
  },
  actors: (_s, t) => [t.seat],
  legal(s, t, seat) {
    if (seat !== t.seat) return [];
    const out = rootMoves(s, t);
    for (const kind of CLAW_ROOT) {
      const id = clawReady(s, seat, kind);
      if (id >= 0) out.push({ type: 'claw', champion: id });
    }
    if (t.weak > 0) out.push({ type: 'endTurn' });
    return out;
  },
  apply(g, t, seat, m) {
    const s = g.s;
    const p0 = s.p[seat];
    if (!p0) return fail('move/no-seat', 'No such seat.');
    if (m.type === 'endTurn') {
      if (t.weak === 0) return fail('move/must-act', 'Take a Weak or Strong action first: cover a symbol.');
      endTurn(g, t);
      return null;
    }
    if (m.type === 'claw') {
      const kind = CHAMPIONS[m.champion]?.ability.kind;
      if (!(CLAW_ROOT as readonly string[]).includes(kind ?? '') || clawReady(s, seat, kind as 'claw-peek') !== m.champion)
        return fail('move/no-claw', 'That champion has no claw you can use now.');
      coverClaw(g, seat, m.champion);
      if (kind === 'claw-desperation') {
        player(g, seat).desperation += 1;
        say(g, `${seatName(seat)} uses ${CHAMPIONS[m.champion]?.name}: one more Desperation token.`, { seat, kind: 'claw' });
      } else {
        say(g, `${seatName(seat)} uses ${CHAMPIONS[m.champion]?.name} to peek at a gnome.`, { seat, kind: 'claw' });
        push(g, { k: 'scout', seat, gate: true, gnome: false, near: -1 });
      }
      return null;
    }
    if (m.type === 'weak') {
      if (t.strong) return fail('move/turn-over', 'You took a Strong action this turn.');
      if (t.weak >= 2 && (t.extra || clawReady(s, seat, 'claw-extra-action') < 0))
        return fail('move/two-weak', 'You have taken both Weak actions of this turn.');
      if (!weakSlots(p0, m.as).includes(m.slot))
        return fail('move/not-weak', 'Cover an uncovered weak symbol of that action (or a Wild); strong, blank, Elder and Supply symbols cannot be used.');
      if (m.desperation > p0.desperation) return fail('move/no-desperation', `You have only ${p0.desperation} Desperation tokens.`);
      const p = player(g, seat);
      coverSlot(p, m.slot);
      p.desperation -= m.desperation;
      if (t.weak >= 2) {
        coverClaw(g, seat, clawReady(s, seat, 'claw-extra-action'));
        patch(g, t, { extra: true });
      }
      const tt = s.tasks[s.tasks.length - 1] as TurnT;
      patch(g, tt, { weak: tt.weak + 1 });
      const power = 1 + m.desperation;
      say(g, `${seatName(seat)} takes a Weak ${actionName(m.as)} action at power ${power}${m.desperation ? ` (${count(m.desperation, 'Desperation token')})` : ''}.`, {
        seat,
        kind: 'action',
        data: { action: m.as, power, weak: true, slots: [m.slot] },
      });
      startAction(g, seat, m.as, power, true);
      return null;
    }
    if (m.type === 'strong') {
      if (t.weak > 0 || t.strong) return fail('move/strong-after-weak', 'A Strong action replaces both Weak actions: it must be the whole turn.');
      if (!strongPossible(p0, m.as)) return fail('move/no-strong', `You have no strong ${m.as} symbol or cluster to cover.`);
      push(g, { k: 'strongSel', seat, action: m.as, slots: [] });
      return null;
    }
    return fail('move/wrong-step', 'Choose a Weak or Strong action.');
  },
};

export function coverClaw(g: G, seat: number, id: number): void {
  const p = player(g, seat);
  const i = p.champions.indexOf(id);
  const claws = own(g, p, 'claws');
  claws[i] = (claws[i] ?? 0) + 1;
}

function selMoves(s: State, t: SelT): Move[] {
  const p = s.p[t.seat];
  if (!p) return [];
  const a = t.action as ActionKind;
  // The first symbol must be strong or have a partner to cluster with, so every path can finish.
  const firstOk = (slot: number) => t.slots.length > 0 || isStrong(slotCode(p, slot)) || selectable(p, a, [slot]).length > 0;
  const out: Move[] = selectable(p, a, t.slots)
    .filter(firstOk)
    .map((slot) => ({ type: 'select', slot }));
  if (strongValid(p, t.slots)) {
    const surge = clawReady(s, t.seat, 'claw-surge') >= 0;
    for (let boost = 0; boost <= p.supply; boost++) {
      out.push({ type: 'confirmStrong', boost, surge: false });
      if (surge) out.push({ type: 'confirmStrong', boost, surge: true });
    }
  }
  out.push({ type: 'cancel' });
  return out;
}

export const strongSel: Handler<SelT> = {
  step: () => true,
  actors: (_s, t) => [t.seat],
  legal: (s, t, seat) => (seat === t.seat ? selMoves(s, t) : []),
  apply(g, t, seat, m) {
    const s = g.s;
    const p0 = s.p[seat];
    if (!p0) return fail('move/no-seat', 'No such seat.');
    const a = t.action as ActionKind;
    if (m.type === 'cancel') {
      pop(g);
      return null;
    }
    if (m.type === 'select') {
      if (!selMoves(s, t).some((x) => x.type === 'select' && x.slot === m.slot))
        return fail('move/not-in-cluster', `That symbol cannot join: it must be an uncovered ${a} or Wild, linked to the others (directly or through covered symbols).`);
      patch(g, t, { slots: [...t.slots, m.slot] });
      return null;
    }
    if (m.type === 'confirmStrong') {
      if (!strongValid(p0, t.slots)) return fail('move/not-strong', 'A Strong action needs one strong symbol or a cluster of two or more.');
      if (m.boost > p0.supply) return fail('move/no-supply', `You have only ${count(p0.supply, 'Supply', 'Supplies')} left to boost with.`);
      const surgeId = clawReady(s, seat, 'claw-surge');
      if (m.surge && surgeId < 0) return fail('move/no-claw', 'You have no surge claw left.');
      const p = player(g, seat);
      for (const slot of t.slots) coverSlot(p, slot);
      p.supply -= m.boost;
      let surge = 0;
      if (m.surge) {
        coverClaw(g, seat, surgeId);
        const a = CHAMPIONS[surgeId]?.ability;
        surge = a?.kind === 'claw-surge' ? a.n : 0;
      }
      const power = selectionPower(p0, t.slots) + m.boost + surge;
      pop(g);
      const tt = s.tasks[s.tasks.length - 1] as TurnT;
      patch(g, tt, { strong: true });
      // Supplies are the turns left this wave, so a boost names what it spent and what is left.
      const spent = m.boost > 0 ? ` (${count(m.boost, 'Supply', 'Supplies')} spent on the boost: ${count(p.supply, 'Supply', 'Supplies')} left)` : '';
      say(g, `${seatName(seat)} takes a Strong ${actionName(a)} action at power ${power}${spent}.`, {
        seat,
        kind: 'action',
        data: { action: a, power, weak: false, slots: t.slots, boost: m.boost, supply: p.supply },
      });
      startAction(g, seat, a, power, true);
      return null;
    }
    return fail('move/wrong-step', 'Add symbols to your cluster, or confirm the Strong action.');
  },
};

/** When an action ends: each cavern that held something, was not yours and now is, was seized. */
export const act: Handler<ActT> = {
  step(g, t) {
    const s = g.s;
    if (t.onTurn && s.turn === t.seat) {
      for (const n of t.seize) if (controller(s, n) === t.seat) seizeVote(g, t.seat, n);
    }
    pop(g);
    return false;
  },
  actors: () => [],
  legal: () => [],
  apply: () => fail('move/wrong-step', 'Nothing to decide now.'),
};
