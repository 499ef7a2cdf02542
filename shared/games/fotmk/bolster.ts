// Bolster (add Trolls to one dominated cavern, pulling from the map once the supply is empty) and
// Influence (discs on a champion, first-influence bonus). Rulebook: Bolster, Influence.
import { CHAMPIONS } from './content/champions';
import { abilities, board, controls, dominates, hasAbility } from './board';
import { addDisc, arr, movePawn, patch, player, pop, say, setTroll } from './ctx';
import { count, seatName, type Handler } from './handler';
import { fail, type Move } from './moves';
import type { MapNode, State, Task } from './state';
import { Memo } from './memo';
import { mustPerform } from './actions';

type BolT = Extract<Task, { k: 'bolster' }>;
type InfT = Extract<Task, { k: 'influence' }>;

const targetMemo = new Memo<number[]>();

/** Caverns `seat` may Bolster (do not change the returned array). */
export function bolsterTargets(s: State, seat: number): number[] {
  const deps = [s.pawnAt, s.owner, seat];
  return targetMemo.get(s.nodes, deps) ?? targetMemo.set(s.nodes, deps, computeTargets(s, seat));
}

function computeTargets(s: State, seat: number): number[] {
  const out: number[] = [];
  for (let n = 0; n < s.nodes.length; n++) if (dominates(s, n, seat)) out.push(n);
  // Warden pawns open their cavern to Bolster whenever you control it.
  for (const { id } of abilities(s, seat, 'warden')) {
    const at = s.pawnAt[id] ?? -1;
    if (at >= 0 && controls(s, at, seat) && !out.includes(at)) out.push(at);
  }
  return out.sort((a, b) => a - b);
}

function pullMoves(s: State, t: BolT): Move[] {
  const out: Move[] = [];
  if (t.added + t.pulled >= t.power) return out;
  const nodes = s.nodes;
  for (let n = 0; n < nodes.length; n++) if (n !== t.node && ((nodes[n] as MapNode).t[t.seat] ?? 0) > 0) out.push({ type: 'bolsterPull', node: n, pawn: -1 });
  for (let c = 0; c < s.pawnAt.length; c++) {
    const at = s.pawnAt[c] ?? -1;
    if (at >= 0 && at !== t.node && s.owner[c] === t.seat) out.push({ type: 'bolsterPull', node: at, pawn: c });
  }
  return out;
}

function moves(s: State, t: BolT): Move[] {
  if (t.step === 'where') return bolsterTargets(s, t.seat).map((node): Move => ({ type: 'bolsterAt', node }));
  if (t.step === 'count') {
    const max = Math.min(t.power, s.p[t.seat]?.reserve ?? 0);
    const out: Move[] = [];
    for (let i = 1; i <= max; i++) out.push({ type: 'bolsterAdd', count: i });
    return out;
  }
  const out = pullMoves(s, t);
  out.push({ type: 'bolsterDone' });
  return out;
}

export const bolster: Handler<BolT> = {
  step(g, t) {
    const s = g.s;
    // A covered Bolster is performed; it ends by itself only when there is no way to perform it.
    if (t.step === 'where' && bolsterTargets(s, t.seat).length === 0) {
      say(g, `${seatName(t.seat)} has no cavern to Bolster: the Bolster goes unused.`, { seat: t.seat });
      pop(g);
      return false;
    }
    if (t.step === 'count' && (s.p[t.seat]?.reserve ?? 0) === 0) {
      patch(g, t, { step: 'pull' });
      return false;
    }
    if (t.step === 'pull' && pullMoves(s, t).length === 0) {
      if (t.added + t.pulled === 0) say(g, `${seatName(t.seat)} has no Troll to add, in the supply or on the map: the Bolster goes unused.`, { seat: t.seat });
      pop(g);
      return false;
    }
    return true;
  },
  actors: (_s, t) => [t.seat],
  legal: (s, t, seat) => (seat === t.seat ? moves(s, t) : []),
  apply(g, t, seat, m) {
    const s = g.s;
    const b = board(s);
    if (m.type === 'skipAction') return mustPerform('Bolster');
    if (m.type === 'bolsterAt' && t.step === 'where') {
      if (!bolsterTargets(s, seat).includes(m.node)) return fail('move/not-dominated', 'Bolster only in a cavern where only your Trolls stand, or in one of your lairs.');
      patch(g, t, { node: m.node, step: 'count' });
      return null;
    }
    if (m.type === 'bolsterAdd' && t.step === 'count') {
      const reserve = s.p[seat]?.reserve ?? 0;
      if (m.count > t.power || m.count > reserve) return fail('move/too-many', `Add at most ${count(Math.min(t.power, reserve), 'Troll')}.`);
      player(g, seat).reserve -= m.count;
      setTroll(g, t.node, seat, m.count);
      say(g, `${seatName(seat)} bolsters ${b.nodeName[t.node]} with ${m.count} Troll${m.count === 1 ? '' : 's'}.`, { seat, kind: 'bolster', data: { node: t.node, count: m.count } });
      // Only an empty supply lets the leftover power pull Trolls from the map.
      if (reserve - m.count === 0 && m.count < t.power) patch(g, t, { added: m.count, step: 'pull' });
      else pop(g);
      return null;
    }
    if (m.type === 'bolsterPull' && t.step === 'pull') {
      if (!pullMoves(s, t).some((x) => x.type === 'bolsterPull' && x.node === m.node && x.pawn === m.pawn))
        return fail('move/cannot-pull', 'With an empty supply, move one of your own units from elsewhere, one per unused power.');
      if (m.pawn >= 0) movePawn(g, m.pawn, t.node);
      else {
        setTroll(g, m.node, seat, -1);
        setTroll(g, t.node, seat, 1);
      }
      say(g, `${seatName(seat)} brings ${m.pawn >= 0 ? CHAMPIONS[m.pawn]?.name : 'a Troll'} from ${b.nodeName[m.node]} to ${b.nodeName[t.node]}.`, { seat, kind: 'move', data: { from: m.node, to: t.node, pawn: m.pawn } });
      patch(g, t, { pulled: t.pulled + 1 });
      return null;
    }
    if (m.type === 'bolsterDone' && t.step === 'pull') {
      pop(g);
      return null;
    }
    return fail('move/wrong-step', 'That is not this Bolster step.');
  },
};


export function influenceAmount(s: State, seat: number, slot: number, power: number): number {
  const d = s.display[slot];
  if (!d || d.touched) return power;
  return power + (hasAbility(s, seat, 'first-influence-plus') ? 2 : 1);
}

export const influence: Handler<InfT> = {
  step: (g, t) => {
    if (g.s.display.length > 0) return true;
    say(g, `There is no champion in the display to influence: ${seatName(t.seat)}'s Influence goes unused.`, { seat: t.seat });
    pop(g);
    return false;
  },
  actors: (_s, t) => [t.seat],
  legal: (s, t, seat) => (seat === t.seat ? s.display.map((_, slot): Move => ({ type: 'influence', slot })) : []),
  apply(g, t, seat, m) {
    const s = g.s;
    if (m.type === 'skipAction') return mustPerform('Influence');
    if (m.type !== 'influence') return fail('move/wrong-step', 'Choose a champion in the display to influence.');
    const d = s.display[m.slot];
    if (!d) return fail('move/no-champion', 'There is no champion in that place of the display.');
    const amount = influenceAmount(s, seat, m.slot, t.power);
    const display = arr(g, 'display');
    display[m.slot] = { ...d, inf: addDisc(g, d.inf, seat, amount), touched: true };
    say(g, `${seatName(seat)} gains ${amount} Influence with ${CHAMPIONS[d.id]?.name}${d.touched ? '' : ' (first-influence bonus)'}.`, {
      seat,
      kind: 'influence',
      data: { champion: d.id, amount },
    });
    pop(g);
    return null;
  },
};
