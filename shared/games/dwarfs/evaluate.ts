// A score estimate for the sensible bot: VP already sure, plus part of the VP a position is
// working toward (meeples on tasks, gems toward goals on offer, a revealable secret goal).
import { EGGS, GEM_VALUE, GEMS, SECRETS, TRADES, tribeOf } from './data';
import { monsterIn, topInfo } from './board';
import { counting, needed } from './rules';
import { total } from './scoring';
import { secretHolds } from './secrets';
import type { State } from './state';

/**
 * The part of `progress` that is about the table: meeples on tasks and at the campfire. A search
 * judges its rivals by this alone, since their gems toward goals and their secret goal are what it
 * samples (only a store task still asks whether the gems in hand pay a goal).
 */
export function taskProgress(s: State, seat: number): number {
  const p = s.p[seat];
  if (!p) return 0;
  let v = 0;
  const seen = new Set<number>();
  for (const at of p.at) {
    if (at < 0 || seen.has(at)) continue;
    seen.add(at);
    const info = topInfo(s, at);
    if (!info) continue;
    const need = needed(s, seat, at);
    const frac = Math.min(1, counting(s, seat, at).length / need);
    let worth = 0;
    const t = info.task;
    if (t.kind === 'gem') worth = monsterIn(s, at, 'mines') || (s.piles[GEMS.indexOf(t.gem)] ?? 0) === 0 ? -1 : t.count * (GEM_VALUE[GEMS.indexOf(t.gem)] ?? 1) + 1;
    else if (t.kind === 'ogre') worth = 0.5 * t.count;
    else if (t.kind === 'trade') worth = affordable(s, seat) ? 8 : -1;
    else if (t.kind === 'defeat') worth = tribeOf(p.colour) === 'elves' ? 5 : 4;
    else worth = -0.5;
    v += worth * frac * frac;
  }
  // Meeples at the campfire are actions in reserve; stuck ones are not.
  return v + p.at.filter((a) => a === -1).length * 0.1;
}

export function progress(s: State, seat: number): number {
  const p = s.p[seat];
  if (!p) return 0;
  let v = taskProgress(s, seat);
  // Gems toward the goals on offer.
  let best = 0;
  for (const t of s.trades) {
    const goal = TRADES[t];
    if (!goal) continue;
    const need = goal.cost.reduce((a, b) => a + b, 0);
    const have = goal.cost.reduce((a, n, i) => a + Math.min(n, p.gems[i] ?? 0), 0);
    best = Math.max(best, (goal.vp * have) / need);
  }
  v += best * 0.5;
  if (!p.revealed && secretHolds(s, seat)) v += (SECRETS[p.secret]?.vp ?? 0) * 0.9;
  return v;
}

function affordable(s: State, seat: number): boolean {
  const p = s.p[seat];
  if (!p) return false;
  const covers = (cost: number[]) => cost.every((n, i) => (p.gems[i] ?? 0) >= n);
  return s.trades.some((t) => covers(TRADES[t]?.cost ?? [9, 9, 9, 9])) || (p.monsters.length > 0 && covers(EGGS[s.egg]?.cost ?? [9, 9, 9, 9]));
}

export function evaluate(s: State, seat: number): number {
  const mine = total(s, seat);
  let rival = -Infinity;
  for (let q = 0; q < s.players; q++) if (q !== seat) rival = Math.max(rival, total(s, q));
  if (s.over) return (mine > rival ? 1000 : 0) + mine - rival;
  return mine + progress(s, seat) - 0.3 * rival;
}
