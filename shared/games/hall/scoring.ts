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

/**
 * The most sets of 3 identical resources after any number of 4:1 trades. A trade plan is: spend
 * s_i of each kind (sum 4k) and gain g_i (sum k); the sets are sum floor((c_i - s_i + g_i) / 3).
 * Spending what one gains never helps, so each kind either spends or gains. A DP over kinds with
 * (spent, gained) as state finds the best plan with spent = 4 * gained.
 */
export function bestSets(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const maxK = Math.floor(total / 4);
  // dp[spent][gained] = best sets so far; -1 unreachable.
  let dp: number[][] = Array.from({ length: total + 1 }, () => new Array<number>(maxK + 1).fill(-1));
  dp[0]![0] = 0;
  for (const c of counts) {
    const next: number[][] = Array.from({ length: total + 1 }, () => new Array<number>(maxK + 1).fill(-1));
    for (let sp = 0; sp <= total; sp++) {
      for (let ga = 0; ga <= maxK; ga++) {
        const v = dp[sp]![ga]!;
        if (v < 0) continue;
        for (let x = 0; x <= c && sp + x <= total; x++) {
          const w = v + Math.floor((c - x) / 3);
          if (w > next[sp + x]![ga]!) next[sp + x]![ga] = w;
        }
        for (let y = 1; ga + y <= maxK; y++) {
          const w = v + Math.floor((c + y) / 3);
          if (w > next[sp]![ga + y]!) next[sp]![ga + y] = w;
        }
      }
    }
    dp = next;
  }
  let best = 0;
  for (let k = 0; k <= maxK; k++) best = Math.max(best, dp[4 * k]?.[k] ?? -1);
  return best;
}

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

