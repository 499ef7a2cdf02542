// Winning the Game: goals, defeated monsters, gems in hand, the kingdom and class meeples; ties go
// to the biggest kingdom, then to the most meeples on the board.
import { CLASS_DEFS, EGGS, GEM_VALUE, SECRETS, TRADES, tribeOf } from './data';
import { castleSpot, kingdomOf, topInfo } from './board';
import { has } from './rules';
import type { State } from './state';

export const CATEGORIES = ['Goals', 'Monsters', 'Gems', 'Kingdom', 'Classes'] as const;

/**
 * The kingdom's VP for `seat`: every top card in the region of their castle, whoever owns it (0 with
 * no castle in play). Ogres count each -2 card as +2 ("a life of party"). Dragon King / Frost
 * Invasion: mines in a kingdom with a dragon, or a giant (not for Crystal Dwarfs), count 0. Greedy
 * Landlords: a shared kingdom's VP divided by the players sharing it, rounded down.
 */
export function kingdomVp(s: State, seat: number): number {
  const cells = kingdomOf(s, seat);
  if (cells.length === 0) return 0;
  const tribe = tribeOf(s.p[seat]?.colour ?? 0);
  let dragon = false;
  let giant = false;
  for (const c of cells) {
    const t = topInfo(s, c)?.type;
    if (t === 'forest-dragon') dragon = true;
    if (t === 'frost-giant') giant = true;
  }
  const negateMines = has(s, 'dragon-king') && (dragon || (giant && tribe !== 'crystal'));
  let vp = 0;
  for (const c of cells) {
    const info = topInfo(s, c);
    if (!info) continue;
    if (negateMines && info.category === 'mine') continue;
    vp += tribe === 'ogres' && info.vp === -2 ? 2 : info.vp;
  }
  if (has(s, 'greedy-landlords')) {
    const set = new Set(cells);
    let sharing = 0;
    for (let q = 0; q < s.players; q++) if (set.has(castleSpot(s, q))) sharing++;
    if (sharing > 1) vp = Math.floor(vp / sharing);
  }
  return vp;
}

/** Score per category (CATEGORIES order) for one seat. */
export function breakdown(s: State, seat: number): number[] {
  const p = s.p[seat];
  if (!p) return [0, 0, 0, 0, 0];
  const goals =
    p.trades.reduce((t, i) => t + (TRADES[i]?.vp ?? 0), 0) +
    p.eggs.reduce((t, i) => t + (EGGS[i]?.vp ?? 0), 0) +
    (p.revealed ? (SECRETS[p.secret]?.vp ?? 0) : 0);
  const monsters = p.monsters.reduce((t, m) => t + (m.elf ? 4 : 3), 0);
  const gems = p.gems.reduce((t, n, i) => t + n * (GEM_VALUE[i] ?? 0), 0);
  const classes = p.kinds.reduce((t, k) => t + (k === 'plain' ? 0 : CLASS_DEFS[k].vp), 0);
  return [goals, monsters, gems, kingdomVp(s, seat), classes];
}

export const total = (s: State, seat: number): number => breakdown(s, seat).reduce((a, b) => a + b, 0);

/** Winners: most VP, then the biggest kingdom, then the most meeples on the board; still tied, all share. */
export function winners(s: State): number[] {
  const key = (q: number): number[] => [total(s, q), kingdomOf(s, q).length, s.p[q]?.at.filter((a) => a >= 0).length ?? 0];
  const keys = s.p.map((_, q) => key(q));
  let best: number[] = [];
  let bestKey: number[] | null = null;
  keys.forEach((k, q) => {
    const cmp = bestKey ? compare(k, bestKey) : 1;
    if (cmp > 0) {
      best = [q];
      bestKey = k;
    } else if (cmp === 0) best.push(q);
  });
  return best;
}
function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}
