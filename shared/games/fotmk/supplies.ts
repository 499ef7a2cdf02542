// Set Supplies: base by wave plus one per Supply symbol (max 8), optional pairs of Wilds covered for
// one more each, then Desperation tokens for the symbols right of the marker (rulebook: supplies).
import { SUPPLY_TRACK } from './content/components';
import { patch, player, pop, say, type G } from './ctx';
import { countKind, coverSlot, allSlots, kindOf, slotCode, slotCovered } from './grid';
import { count, seatName, type Handler } from './handler';
import { fail, type Move } from './moves';
import type { Player, Task } from './state';

type SupT = Extract<Task, { k: 'supplies' }>;

export const baseSupply = (p: Player, wave: number): number =>
  Math.min(SUPPLY_TRACK.max, (SUPPLY_TRACK.baseByWave[wave - 1] ?? 4) + countKind(p, 'supply'));

export const desperationFor = (supply: number): number => SUPPLY_TRACK.desperationSpaces.filter((x) => x > supply).length;

const freeWilds = (p: Player): number[] => allSlots(p).filter((s) => kindOf(slotCode(p, s)) === 'wild' && !slotCovered(p, s));

function options(p: Player): Move[] {
  if (p.supply >= SUPPLY_TRACK.max) return [];
  const w = freeWilds(p);
  const out: Move[] = [];
  for (let i = 0; i < w.length; i++) for (let j = i + 1; j < w.length; j++) out.push({ type: 'coverWilds', a: w[i] ?? 0, b: w[j] ?? 0 });
  return out;
}

function finish(g: G, seat: number): void {
  const p = player(g, seat);
  const d = desperationFor(p.supply);
  p.desperation += d;
  say(g, `${seatName(seat)} has ${count(p.supply, 'Supply', 'Supplies')} and ${count(d, 'Desperation token')}.`, { seat, kind: 'supplies', data: { supply: p.supply, desperation: d } });
  pop(g);
}

export const supplies: Handler<SupT> = {
  step(g, t) {
    if (!t.done) {
      const p = player(g, t.seat);
      p.supply = baseSupply(p, g.s.wave);
      patch(g, t, { done: true });
      return false;
    }
    const p = g.s.p[t.seat];
    if (!p || options(p).length === 0) {
      finish(g, t.seat);
      return false;
    }
    return true;
  },
  actors: (_s, t) => [t.seat],
  legal(s, t, seat) {
    const p = s.p[seat];
    if (seat !== t.seat || !p) return [];
    return [...options(p), { type: 'suppliesDone' }];
  },
  apply(g, t, seat, m) {
    const p0 = g.s.p[seat];
    if (!p0) return fail('move/no-seat', 'No such seat.');
    if (m.type === 'suppliesDone') {
      finish(g, seat);
      return null;
    }
    if (m.type !== 'coverWilds') return fail('move/wrong-step', 'Now you may cover pairs of Wild symbols for extra Supplies, or be done.');
    if (!options(p0).some((x) => x.type === 'coverWilds' && ((x.a === m.a && x.b === m.b) || (x.a === m.b && x.b === m.a))))
      return fail('move/not-wilds', 'Choose two different uncovered Wild symbols (and at most 8 Supplies).');
    const p = player(g, t.seat);
    coverSlot(p, m.a);
    coverSlot(p, m.b);
    p.supply += 1;
    say(g, `${seatName(seat)} covers two Wilds for one more Supply.`, { seat });
    return null;
  },
};
