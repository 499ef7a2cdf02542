// Secret goals: each condition as the card states it (Secret Goals), checked when revealed.
import { GEMS, SECRETS } from './data';
import { kingdomOf, topInfo } from './board';
import { kingdomVp } from './scoring';
import type { State } from './state';

/** Does `seat`'s secret goal hold right now? */
export function secretHolds(s: State, seat: number): boolean {
  const p = s.p[seat];
  const def = p ? SECRETS[p.secret] : undefined;
  if (!p || !def) return false;
  const c = def.condition;
  switch (c.kind) {
    case 'kingdom-cards':
      return kingdomOf(s, seat).length >= c.min;
    case 'monsters-defeated':
      return p.killed >= c.min;
    case 'kingdom-vp':
      return kingdomOf(s, seat).length > 0 && kingdomVp(s, seat) >= c.min;
    case 'every-gem':
      return p.gems.every((n) => n > 0);
    case 'ogre-cards':
      return p.ogres.length >= c.min;
    case 'monster-trios': {
      // Monsters with at least `meeples` of this seat's meeples, each monster counted at its first meeple.
      const at = p.at;
      let n = 0;
      for (let m = 0; m < at.length; m++) {
        const cell = at[m] as number;
        if (cell < 0 || at.indexOf(cell) < m || topInfo(s, cell)?.category !== 'monster') continue;
        let own = 0;
        for (let j = m; j < at.length; j++) if (at[j] === cell) own++;
        if (own >= c.meeples) n++;
      }
      return n >= c.monsters;
    }
    case 'gems':
      return (p.gems[GEMS.indexOf(c.gem)] ?? 0) >= c.min;
    case 'kingdom-monsters': {
      let n = 0;
      for (const x of kingdomOf(s, seat)) if (topInfo(s, x)?.category === 'monster') n++;
      return n >= c.min;
    }
    case 'kingdom-buildings': {
      let n = 0;
      for (const x of kingdomOf(s, seat)) {
        const t = topInfo(s, x)?.type;
        if (t === 'tavern' || t === 'general-store') n++;
      }
      return n >= c.min;
    }
    case 'mixed-kill':
      return p.mixedKill >= c.min;
  }
}

/** May `seat` reveal now (dealt, not yet revealed, condition true)? */
export const canReveal = (s: State, seat: number): boolean => !s.over && !(s.p[seat]?.revealed ?? true) && secretHolds(s, seat);

export const secretName = (i: number): string => SECRETS[i]?.name ?? 'secret goal';
