// Step 2, recruiting (F/Recruit a Troll): choose a horde troll and bribe the trolls beneath it with
// coins, take it with its bribes and pedestal (or a pedestal of your choice from the bag for the top
// row), refill the slot, place it in your trollsmoot, cascade, retire, and check the coronation.
import { D } from './tables';
import { cardOf } from './data';
import { bank, type G, mut, say, seatName } from './ctx';
import { pedWords, refill, retire } from './horde';
import type { Move } from './moves';
import type { State, Task } from './state';
import { bribeSlots, clanName, countOf, nOf, withA, COIN, hordeRow, rowOf, SMOOT_SIZE, slotOf, colOf, symName, type Sym } from './symbols';
import { owned } from './pay';
import { countTrolls } from './smoot';

type RecruitTask = Extract<Task, { k: 'recruit' }>;

/** Coins owed to recruit from a horde slot: 1 on each occupied slot beneath (digest 7.4). */
export const bribesFor = (s: State, slot: number): number[] => bribeSlots(slot).filter((x) => s.horde[x]!.c >= 0);

export function recruitMoves(s: State, seat: number): Move[] {
  if (countTrolls(s.p[seat]!) >= SMOOT_SIZE) return [];
  const coins = owned(s, seat, COIN);
  const out: Move[] = [];
  for (let slot = 0; slot < 12; slot++) if (s.horde[slot]!.c >= 0 && bribesFor(s, slot).length <= coins) out.push({ type: 'recruit', slot });
  return out;
}

export function startRecruit(g: G, seat: number, slot: number): void {
  const n = bribesFor(g.s, slot).length;
  const t: RecruitTask = { k: 'recruit', slot, stage: 'pay', card: -1 };
  g.s.tasks.push(t);
  if (n > 0) g.s.tasks.push({ k: 'pay', need: [{ a: 'r', r: COIN, n }] });
  else recruitPaid(g, seat, t);
}

/** The bribes are paid: place them, take the troll and what it holds (F/Step Two). */
export function recruitPaid(g: G, seat: number, t: RecruitTask): void {
  const s = g.s;
  const under = bribesFor(s, t.slot);
  const horde = mut(g, 'horde');
  for (const x of under) horde[x]!.bribes[COIN]!++;
  const h = horde[t.slot]!;
  const card = h.c;
  const k = bank(g, seat);
  const got = h.bribes.reduce((a, b) => a + b, 0);
  for (let r = 0; r < 7; r++) k.res[r]! += h.bribes[r]!;
  const row = hordeRow(t.slot);
  let pedText = '';
  if (row === 1 && h.ped >= 0) {
    k.ped[h.ped]!++;
    pedText = ` and ${pedWords(h.ped)}`;
    h.ped = -1;
  }
  say(g, `${seatName(seat)} recruits ${cardOf(D, card).name}${under.length ? ` for ${nOf(under.length, 'coin')} in bribes` : ''}${got ? `, collecting ${nOf(got, 'bribe')}` : ''}${pedText}.`, {
    seat,
    kind: 'recruit',
    data: { slot: t.slot, card },
  });
  refill(g, t.slot, row === 1);
  t.card = card;
  const bagged = s.bag[0]! + s.bag[1]! + s.bag[2]!;
  t.stage = row === 2 && bagged > 0 ? 'ped' : 'place';
}

export function recruitMovesIn(s: State, seat: number, t: RecruitTask): Move[] {
  if (t.stage === 'ped') {
    const out: Move[] = [{ type: 'pedestal', clan: -1 }];
    for (let c = 0; c < 3; c++) if (s.bag[c]! > 0) out.push({ type: 'pedestal', clan: c });
    return out;
  }
  if (t.stage === 'place') return openSlots(s, seat).map((slot) => ({ type: 'placeTroll', slot }));
  return [];
}

/** Empty trollsmoot slots a troll may go to: row 0 anywhere empty, higher rows above two filled ones. */
export function openSlots(s: State, seat: number): number[] {
  const p = s.p[seat]!;
  const out: number[] = [];
  for (let slot = 0; slot < SMOOT_SIZE; slot++) {
    if (p.sm[slot]! >= 0) continue;
    const r = rowOf(slot);
    const i = colOf(slot);
    if (r === 0 || (p.sm[slotOf(r - 1, i)]! >= 0 && p.sm[slotOf(r - 1, i + 1)]! >= 0)) out.push(slot);
  }
  return out;
}

/** Returns true when the recruit is finished. */
export function recruitApply(g: G, seat: number, t: RecruitTask, m: Move): boolean {
  if (m.type === 'pedestal') {
    if (m.clan >= 0) {
      mut(g, 'bag')[m.clan]!--;
      bank(g, seat).ped[m.clan]!++;
      say(g, `${seatName(seat)} takes ${withA(clanName(m.clan))} pedestal from the bag.`, { seat, kind: 'pedestal' });
    }
    t.stage = 'place';
    return false;
  }
  if (m.type === 'placeTroll') {
    placeTroll(g, seat, t.card, m.slot);
    return true;
  }
  return false;
}

/**
 * Add a troll and run the cascade (F/Step Three): the new troll and every troll beneath it in the
 * pyramid (r' < r, i <= i' <= i + (r - r')) gain a token on each symbol not already covered.
 */
export function placeTroll(g: G, seat: number, card: number, slot: number): void {
  const p = g.s.p[seat]!;
  p.sm[slot] = card;
  p.held[slot] = 0;
  p.recruited.push(card);
  const r = rowOf(slot);
  const i = colOf(slot);
  const woke: Sym[] = [];
  let trolls = 0;
  for (let rr = r; rr >= 0; rr--) {
    for (let ii = i; ii <= i + (r - rr); ii++) {
      const got = activate(g, seat, slotOf(rr, ii));
      if (got.length > 0) trolls++;
      woke.push(...got);
    }
  }
  // The log says what the cascade produced, token by token, so nobody has to count the pyramid.
  if (woke.length > 0) {
    const counts = new Map<string, number>();
    for (const sym of woke) counts.set(symName(sym), (counts.get(symName(sym)) ?? 0) + 1);
    const list = [...counts].map(([name, n]) => countOf(n, name)).join(', ');
    say(g, `The cascade wakes ${trolls === 1 ? '1 troll' : `${trolls} trolls`} of ${seatName(seat)}: ${list}.`, { seat, kind: 'cascade', data: { tokens: woke.length } });
  }
  retire(g);
  if (countTrolls(p) === SMOOT_SIZE) crown(g, seat);
}

/** Cover every symbol of the troll in `slot`; the symbols that were bare and now hold a token. */
export function activate(g: G, seat: number, slot: number): Sym[] {
  const p = g.s.p[seat]!;
  const code = p.sm[slot]!;
  if (code < 0) return [];
  const syms = cardOf(D, code).syms;
  const before = p.held[slot] ?? 0;
  p.held[slot] = (1 << syms.length) - 1;
  return syms.filter((_, k) => !(before & (1 << k)));
}

/**
 * Coronation (F/End of the Game): the first to cap takes the 5, the next the 3 and triggers the end
 * (2 players: only the 3). The round finishes (its last seat is the start player's right, seat n-1),
 * then every player takes exactly 2 more turns.
 */
export function crown(g: G, seat: number): void {
  const s = g.s;
  const v = mut(g, 'crowns').shift();
  if (v === undefined) return;
  bank(g, seat).crowns.push(v);
  say(g, `${seatName(seat)} caps their pyramid and takes the coronation token worth ${v}.`, { seat, kind: 'crown', data: { value: v } });
  if (s.crowns.length === 0) {
    const seatNow = s.turnNo % s.players;
    s.lastTurn = s.turnNo + (s.players - 1 - seatNow) + 2 * s.players;
    say(g, 'The coronation has come: the round finishes, then everyone takes two more turns.', { kind: 'end-trigger' });
  }
}

