// Final scoring (F/Final Scoring): coronation tokens, pedestal point tokens, leftover sets of three
// (with the 4:1 trades the engine finds itself, digest 7.20), great halls in your network, and one
// statue per tunnel (doubled on its own clan's pedestal). Ties: the lower sum of recruited levels wins.
import { D } from './tables';
import { cardOf } from './data';
import { allBanks, type G, gainHonour, say } from './ctx';
import { boardOf, netMask } from './geom';
import type { State } from './state';
import { bankOf, SCORE_CATS } from './state';
import { resOf } from './symbols';
import { bestSets, planSets, setsWords } from './sets';
import { statueScore } from './content/components';
import type { Tier } from './content/types';

/** Every resource a bank's players own, trolls included; clan carts count as carts (F/Final Scoring 3). */
export function leftovers(s: State, bankId: number): number[] {
  const out = s.banks[bankId]!.res.slice();
  s.p.forEach((p, seat) => {
    if (bankOf(s, seat) !== bankId) return;
    p.sm.forEach((code, slot) => {
      if (code < 0) return;
      cardOf(D, code).syms.forEach((sym, k) => {
        if (p.held[slot]! & (1 << k)) out[resOf(sym)]!++;
      });
    });
  });
  return out;
}

export { bestSets, planSets, type SetPlan, type SetTrade } from './sets';

/** Seats whose networks count as a bank's (both teammates in the team variant). */
const bankMask = (s: State, bankId: number): number =>
  s.p.reduce((m, _, seat) => (bankOf(s, seat) === bankId ? m | (1 << seat) : m), 0);

/** Great halls scored by a bank: the lesser value, or the greater with any statue on the altar. */
export function hallPoints(s: State, bankId: number): number {
  const mask = netMask(s);
  const bm = bankMask(s, bankId);
  let pts = 0;
  D.halls.forEach((h, i) => {
    const id = s.b.halls[i]!;
    if (id < 0) return;
    const cell = s.b.segs[id]!.cells[0]!;
    if (!(mask[cell]! & bm)) return;
    pts += s.b.statue[s.b.altar[i]!]! >= 0 ? h.greater : h.lesser;
  });
  return pts;
}

/**
 * Statues scored by a bank: in each of its tunnels (tiles, leftover parts, gates; not halls) the best
 * statue only (F: "Only 1 statue per tunnel tile may be scored"; digest 7.16). A joined team network
 * is scored once, as each tunnel is visited once.
 */
export function statuePoints(s: State, bankId: number): number {
  const mask = netMask(s);
  const bm = bankMask(s, bankId);
  const tier = boardOf(s).tier;
  let pts = 0;
  for (const seg of s.b.segs) {
    if (seg.k === 2 || seg.cells.length === 0 || !(mask[seg.cells[0]!]! & bm)) continue;
    let best = 0;
    for (const c of seg.cells) {
      const clan = s.b.statue[c]!;
      if (clan < 0) continue;
      best = Math.max(best, statueScore(tier[c] as Tier, s.b.ped[c] === clan));
    }
    pts += best;
  }
  return pts;
}

/** End-of-game points per category for a bank (added to what was scored in play). */
export function finalPoints(s: State, bankId: number): Record<'coronation' | 'pedestals' | 'sets' | 'halls' | 'statues', number> {
  const k = s.banks[bankId]!;
  return {
    coronation: k.crowns.reduce((a, b) => a + b, 0),
    pedestals: k.tokens.reduce((a, b) => a + b, 0),
    sets: bestSets(leftovers(s, bankId)),
    halls: hallPoints(s, bankId),
    statues: statuePoints(s, bankId),
  };
}

export function finalScoring(g: G): void {
  const s = g.s;
  const pts = s.banks.map((_, b) => finalPoints(s, b));
  allBanks(g);
  s.banks.forEach((_, b) => {
    const seat = s.p.findIndex((__, x) => bankOf(s, x) === b);
    for (const [cat, n] of Object.entries(pts[b]!)) gainHonour(g, seat, n, cat as (typeof SCORE_CATS)[number]);
  });
  // Say the trades the engine chose for each bank's leftovers (digest 7.20: they are made for you).
  s.banks.forEach((_, b) => {
    const who = s.p.flatMap((__, x) => (bankOf(s, x) === b ? [`{p${x}}`] : [])).join(' and ');
    say(g, `Leftover sets for ${who}: ${setsWords(planSets(leftovers(s, b)))}.`);
  });
  s.phase = 'over';
  s.tasks = [];
  s.winners = winners(s);
  say(g, `The game is over. ${s.winners.map((w) => `{p${w}}`).join(' and ')} ${s.winners.length > 1 ? 'share the crown' : 'is crowned the Mountain King'}.`, { kind: 'over' });
}

/** Sum of the levels of the horde trolls a bank's players recruited (the tie-break: lower wins). */
export const levels = (s: State, bankId: number): number =>
  s.p.reduce((t, p, seat) => (bankOf(s, seat) === bankId ? t + p.recruited.reduce((a, c) => a + cardOf(D, c).level, 0) : t), 0);

export function winners(s: State): number[] {
  const top = Math.max(...s.banks.map((k) => k.honour));
  let tied = s.banks.flatMap((k, b) => (k.honour === top ? [b] : []));
  if (tied.length > 1) {
    const low = Math.min(...tied.map((b) => levels(s, b)));
    tied = tied.filter((b) => levels(s, b) === low);
  }
  return s.p.flatMap((_, seat) => (tied.includes(bankOf(s, seat)) ? [seat] : []));
}

