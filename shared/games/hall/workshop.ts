// Step 1, activating a workshop (F/Activate One Workshop): one your network touches, used up to once
// per open entrance (an entrance in any player's network), counted when it is activated (digest 7.10).
// Gains go to storage.
import { D } from './tables';
import type { Conv } from './data';
import { cardOf } from './data';
import { bank, type G, say, seatName } from './ctx';
import { boardOf, cellName, openEntrances, touches } from './geom';
import type { Move } from './moves';
import type { Need, State, Task } from './state';
import { nOf, resName, resOf, symName, withA } from './symbols';
import { canPay, holdings } from './pay';

type WsTask = Extract<Task, { k: 'ws' }>;

/** Sites `seat` may activate now: established before this turn (or by a spell), touched by its network. */
export function workshopMoves(s: State, seat: number): Move[] {
  const out: Move[] = [];
  s.b.ws.forEach((kind, site) => {
    if (kind >= 0 && !s.turn.fresh.includes(site) && touches(s, seat, site)) out.push({ type: 'workshop', site });
  });
  return out;
}

export function startWorkshop(g: G, seat: number, site: number): void {
  const kind = g.s.b.ws[site]!;
  const uses = openEntrances(g.s, site) + g.s.turn.extraUses;
  g.s.turn.ws = true;
  g.s.tasks.push({ k: 'ws', site, kind, uses, conv: -1, stage: 'menu' });
  say(g, `${seatName(seat)} activates the ${D.workshopNames[kind]} at ${cellName(boardOf(g.s), boardOf(g.s).sites[site]!.cell, false)} (${nOf(uses, 'use')}).`, { seat, kind: 'workshop', data: { site, uses } });
}

export function convNeed(c: Conv): Need[] {
  if (c.kind === 'fixed') return c.give.flatMap((n, r) => (n > 0 ? [{ a: 'r' as const, r, n }] : []));
  if (c.kind === 'any') return [{ a: 'any', n: c.count }];
  return [];
}

export function workshopMovesIn(s: State, seat: number, t: WsTask): Move[] {
  const out: Move[] = [];
  if (t.uses > 0) {
    const convs = D.conversions[t.kind]!;
    convs.forEach((c, conv) => {
      if (c.kind === 'unload') {
        for (const [sym, from] of holdings(s, seat)) if (from >= 0) out.push({ type: 'unload', slot: from, sym });
      } else if (canPay(s, seat, convNeed(c))) out.push({ type: 'use', conv });
    });
  }
  out.push({ type: 'endStep' });
  return out;
}

/** Returns true when the workshop is done with. */
export function workshopApply(g: G, seat: number, t: WsTask, m: Move): boolean {
  if (m.type === 'endStep') return true;
  if (m.type === 'unload') {
    unloadOne(g, seat, m.slot, m.sym);
    t.uses--;
    return false;
  }
  if (m.type === 'use') {
    t.conv = m.conv;
    t.stage = 'pay';
    g.s.tasks.push({ k: 'pay', need: convNeed(D.conversions[t.kind]![m.conv]!) });
  }
  return false;
}

export function workshopPaid(g: G, seat: number, t: WsTask): void {
  const c = D.conversions[t.kind]![t.conv]!;
  if (c.kind !== 'unload') {
    const k = bank(g, seat);
    for (let r = 0; r < 7; r++) k.res[r]! += c.get[r]!;
    const gave = c.kind === 'fixed' ? words(c.give) : `${c.count} resources`;
    say(g, `${seatName(seat)} turns ${gave} into ${words(c.get)} at the ${D.workshopNames[t.kind]}.`, { seat, kind: 'convert' });
  }
  t.uses--;
  t.stage = 'menu';
  t.conv = -1;
}

/** Move one unit from a troll into storage; a clan cart becomes wild (Quartermaster; F/Carts). */
export function unloadOne(g: G, seat: number, slot: number, sym: number): void {
  const p = g.s.p[seat]!;
  const syms = cardOf(D, p.sm[slot]!).syms;
  for (let k = 0; k < syms.length; k++) {
    if (syms[k] === sym && p.held[slot]! & (1 << k)) {
      p.held[slot] = p.held[slot]! & ~(1 << k);
      bank(g, seat).res[resOf(sym)]!++;
      say(g, `${seatName(seat)} moves ${withA(symName(sym))} from a troll into storage.`, { seat, kind: 'unload' });
      return;
    }
  }
}

export const words = (counts: number[]): string => counts.flatMap((n, r) => (n > 0 ? [`${n} ${resName(r)}`] : [])).join(' and ') || 'nothing';
