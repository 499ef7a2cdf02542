// Paying (F/Spending Resources): any resource you own, in storage or held by one of your trolls, in
// the team variant your own trolls and the team storage (D/Team Rules, Gameplay 2). The source is a
// real choice (a cleared symbol refills on a later cascade), so each unit is a `pay` move; `payAuto`
// takes trolls first, as the rulebook advises.
import { cardOf } from './data';
import { D } from './tables';
import type { G } from './ctx';
import type { Move } from './moves';
import type { Need, State } from './state';
import { bankOf } from './state';
import { CART, isClanCart, resOf, type Sym } from './symbols';

/** Does `need` accept a unit of `sym`? Carts are wild in storage; clan carts only move their clan's statues (digest 7.8, strict). */
export function accepts(need: Need, sym: Sym): boolean {
  if (need.n <= 0) return false;
  if (need.a === 'r') return need.r === CART ? sym === CART : resOf(sym) === need.r && !isClanCart(sym);
  if (need.a === 'cart') return sym === CART || sym === 7 + need.clan;
  return !isClanCart(sym);
}

/** Every unit `seat` may spend, grouped: [sym, from (-1 storage, else trollsmoot slot), count]. */
export function holdings(s: State, seat: number): [number, number, number][] {
  const out: [number, number, number][] = [];
  const res = s.banks[bankOf(s, seat)]!.res;
  for (let r = 0; r < 7; r++) if (res[r]! > 0) out.push([r, -1, res[r]!]);
  const p = s.p[seat]!;
  for (let slot = 0; slot < 10; slot++) {
    const h = p.held[slot]!;
    if (!h) continue;
    const syms = cardOf(D, p.sm[slot]!).syms;
    for (let k = 0; k < syms.length; k++) {
      if (!(h & (1 << k))) continue;
      const sym = syms[k]!;
      const e = out.find((x) => x[0] === sym && x[1] === slot);
      if (e) e[2]++;
      else out.push([sym, slot, 1]);
    }
  }
  return out;
}

/** Does `need` take a unit of `sym`, whatever it still owes? (`accepts` without the count.) */
const takes = (need: Need, sym: Sym): boolean => (need.a === 'r' ? sym === need.r : need.a === 'cart' ? sym === CART || sym === 7 + need.clan : !isClanCart(sym));

/** Units of `seat` that `need` accepts, counted without listing them (the search asks often). */
export function countFor(s: State, seat: number, need: Need): number {
  let n = 0;
  const res = s.banks[bankOf(s, seat)]!.res;
  for (let r = 0; r < 7; r++) if (res[r]! > 0 && takes(need, r)) n += res[r]!;
  const p = s.p[seat]!;
  for (let slot = 0; slot < 10; slot++) {
    const h = p.held[slot]!;
    if (!h) continue;
    const syms = cardOf(D, p.sm[slot]!).syms;
    for (let k = 0; k < syms.length; k++) if (h & (1 << k) && takes(need, syms[k]!)) n++;
  }
  return n;
}

/** Units of a plain resource `seat` owns (clan carts excluded for carts). */
export const owned = (s: State, seat: number, r: number): number => countFor(s, seat, { a: 'r', r, n: 1 });

/** Can `seat` pay all these needs? (One payment never has two needs competing for the same units.) */
export const canPay = (s: State, seat: number, need: Need[]): boolean => need.every((x) => countFor(s, seat, x) >= x.n);

/**
 * Whether paying `need` leaves `seat` no choice: for each part still owed, the units that fit lie in
 * one place and are all alike, or every unit that fits is owed. Then the only move offered is
 * `payAuto`, which the room takes by itself (issue 29: a single payment source is not asked).
 */
export function payForced(s: State, seat: number, need: Need[]): boolean {
  const h = holdings(s, seat);
  return need.every((x) => {
    if (x.n <= 0) return true;
    const fit = h.filter(([sym]) => accepts(x, sym));
    const units = fit.reduce((a, f) => a + f[2], 0);
    return units >= x.n && (fit.length <= 1 || units === x.n);
  });
}

export function payMoves(s: State, seat: number, need: Need[]): Move[] {
  const out: Move[] = [];
  if (payForced(s, seat, need)) return [{ type: 'payAuto' }];
  for (const [sym, from] of holdings(s, seat)) if (need.some((x) => accepts(x, sym))) out.push({ type: 'pay', sym, from });
  if (out.length) out.push({ type: 'payAuto' });
  return out;
}

/** Take one unit of `sym` from `from`; false if it is not there. */
export function takeUnit(g: G, seat: number, sym: number, from: number): boolean {
  if (from < 0) {
    const res = g.s.banks[bankOf(g.s, seat)]!.res;
    if (sym >= 7 || res[sym]! <= 0) return false;
    res[sym]!--;
    return true;
  }
  const p = g.s.p[seat]!;
  const code = p.sm[from]!;
  if (code < 0) return false;
  const syms = cardOf(D, code).syms;
  for (let k = 0; k < syms.length; k++) {
    if (syms[k] === sym && p.held[from]! & (1 << k)) {
      p.held[from] = p.held[from]! & ~(1 << k);
      return true;
    }
  }
  return false;
}

/** Settle one unit against the first need that accepts it; false when none does or the unit is not there. */
export function payOne(g: G, seat: number, need: Need[], sym: number, from: number): boolean {
  const i = need.findIndex((x) => accepts(x, sym));
  if (i < 0) return false;
  if (!takeUnit(g, seat, sym, from)) return false;
  need[i] = { ...need[i]!, n: need[i]!.n - 1 };
  return true;
}

/**
 * Pay everything owed, trolls first (slot order; for a clan's statue its own clan carts before wild
 * ones), then storage, most plentiful first for "any" needs.
 */
export function payAll(g: G, seat: number, need: Need[]): void {
  for (let i = 0; i < need.length; i++) {
    for (let guard = 0; guard < 64 && need[i]!.n > 0; guard++) {
      const h = holdings(g.s, seat);
      const fit = h.filter(([sym]) => accepts(need[i]!, sym));
      if (fit.length === 0) break;
      const onTrolls = fit.filter((x) => x[1] >= 0);
      let pick = onTrolls.find(([sym]) => isClanCart(sym)) ?? onTrolls[0];
      if (!pick) pick = fit.sort((a, b) => b[2] - a[2] || a[0] - b[0])[0]!;
      payOne(g, seat, need, pick[0], pick[1]);
    }
  }
}

export const owedNothing = (need: Need[]): boolean => need.every((x) => x.n <= 0);

/** Units `seat` may spend on an "any" need (clan carts excluded), counted without listing them. */
export function spendable(s: State, seat: number): number {
  const res = s.banks[bankOf(s, seat)]!.res;
  let n = res[0]! + res[1]! + res[2]! + res[3]! + res[4]! + res[5]! + res[6]!;
  const p = s.p[seat]!;
  for (let slot = 0; slot < 10; slot++) {
    const h = p.held[slot]!;
    if (!h) continue;
    const syms = cardOf(D, p.sm[slot]!).syms;
    for (let k = 0; k < syms.length; k++) if (h & (1 << k) && !isClanCart(syms[k]!)) n++;
  }
  return n;
}
