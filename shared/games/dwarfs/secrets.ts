// Secret goals: each condition as the card states it (Secret Goals), checked when revealed.
import { GEMS, SECRETS } from './data';
import { kingdomOf, topInfo } from './board';
import { ownOn } from './rules';
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
      const cells = new Set(p.at.filter((a) => a >= 0 && topInfo(s, a)?.category === 'monster'));
      let n = 0;
      for (const cell of cells) if (ownOn(s, seat, cell).length >= c.meeples) n++;
      return n >= c.monsters;
    }
    case 'gems':
      return (p.gems[GEMS.indexOf(c.gem)] ?? 0) >= c.min;
    case 'kingdom-monsters':
      return kingdomOf(s, seat).filter((x) => topInfo(s, x)?.category === 'monster').length >= c.min;
    case 'kingdom-buildings':
      return kingdomOf(s, seat).filter((x) => {
        const t = topInfo(s, x)?.type;
        return t === 'tavern' || t === 'general-store';
      }).length >= c.min;
    case 'mixed-kill':
      return p.mixedKill >= c.min;
  }
}

/** May `seat` reveal now (dealt, not yet revealed, condition true)? */
export const canReveal = (s: State, seat: number): boolean => !s.over && !(s.p[seat]?.revealed ?? true) && secretHolds(s, seat);

export const secretName = (i: number): string => SECRETS[i]?.name ?? 'secret goal';
