// Small rule facts shared by the move list and apply: decrees in force, action budget, what a task
// needs, hand size. Each cites the rulebook section it rests on.
import type { DecreeId } from './content/types';
import { CARDS, CLASS_DEFS, RULES, tribeDef, tribeOf } from './data';
import { castleSpot, monsterIn, open, topInfo } from './board';
import type { Kind, State } from './state';

export const has = (s: State, d: DecreeId): boolean => s.opts.decrees.includes(d);

/** Rounds after which the table ends a game nobody can finish (RULES-NOTES: not in the text). */
export const ROUND_LIMIT = 30;

/**
 * Paid actions this turn (Perform Actions): 3, or 1 under High Ho; +1 while your castle is in play
 * (also in the phase you play it) unless a monster that blocks it (Frost Giant, Treant) is in the
 * castle's region; Crystal Dwarfs ignore the giant (Frozen Soul); +1 per ogre card discarded under
 * Hired Hands.
 */
export function actionsAllowed(s: State, seat: number): number {
  const base = has(s, 'high-ho') ? RULES.highHoActions : RULES.actionsPerTurn;
  return base + (castleBonus(s, seat) ? RULES.castleExtraActions : 0) + s.bonus;
}

export function castleBonus(s: State, seat: number): boolean {
  const c = castleSpot(s, seat);
  if (c < 0) return false;
  const crystal = tribeOf(s.p[seat]?.colour ?? 0) === 'crystal';
  return !monsterIn(s, c, 'extra-action', crystal);
}

export const actionsLeft = (s: State, seat: number): number => Math.max(0, actionsAllowed(s, seat) - s.used);

/** Cards in hand that count to the limit of 9: kingdom cards, gems and ogre cards (Discard). */
export function handSize(s: State, seat: number): number {
  const p = s.p[seat];
  if (!p) return 0;
  return p.hand.length + p.ogres.length + p.gems.reduce((a, b) => a + b, 0);
}

/**
 * Meeples of `seat` needed to complete the task at `cell`: the card's number, 3 on mines for Elves
 * and Ogres (Slow Gathering), monsters one fewer per monster already defeated under Experienced
 * Beast Hunters (never below 3).
 */
export function needed(s: State, seat: number, cell: number): number {
  const info = topInfo(s, cell);
  if (!info) return Infinity;
  const tribe = tribeOf(s.p[seat]?.colour ?? 0);
  if (info.category === 'mine') return tribe === 'elves' || tribe === 'ogres' ? 3 : info.needed;
  if (info.category === 'monster' && has(s, 'beast-hunters'))
    return Math.max(RULES.beastHuntersMin, info.needed - (s.p[seat]?.killed ?? 0));
  return info.needed;
}

/** Own meeples on a spot, as meeple indexes. */
export function ownOn(s: State, seat: number, cell: number): number[] {
  const at = s.p[seat]?.at ?? [];
  const out: number[] = [];
  for (let m = 0; m < at.length; m++) if (at[m] === cell) out.push(m);
  return out;
}

/**
 * Meeples that count for the task at `cell`: those on it; for Elves fighting a monster also the
 * elves on wall-free neighbouring cards, with at least one on the monster (Elf accuracy).
 */
export function counting(s: State, seat: number, cell: number): number[] {
  const on = ownOn(s, seat, cell);
  const info = topInfo(s, cell);
  if (!info || info.category !== 'monster' || on.length === 0) return on;
  if (tribeOf(s.p[seat]?.colour ?? 0) !== 'elves') return on;
  const out = on.slice();
  for (let d = 0; d < 4; d++) {
    const n = open(s, cell, d);
    if (n >= 0) out.push(...ownOn(s, seat, n));
  }
  return out;
}

/** The kinds a tribe may upgrade to or buy, with their rules (content). */
export function classesFor(colour: number): readonly (keyof typeof CLASS_DEFS)[] {
  return tribeDef(colour).classes;
}

export const isClass = (k: Kind): k is Exclude<Kind, 'plain'> => k !== 'plain';

/** A card holding a Guardian or an Elven Dragon cannot be targeted by ogre cards. */
export function protectedCard(s: State, cell: number): boolean {
  for (const p of s.p)
    for (let m = 0; m < p.at.length; m++) {
      const k = p.kinds[m] as Kind;
      if (p.at[m] === cell && k !== 'plain' && CLASS_DEFS[k].protects) return true;
    }
  return false;
}

/** Goals completed toward the end trigger: trading goals, dragon eggs and a revealed secret goal. */
export function goalCount(s: State, seat: number): number {
  const p = s.p[seat];
  if (!p) return 0;
  return p.trades.length + p.eggs.length + (p.revealed ? 1 : 0);
}

export const cardName = (card: number): string => CARDS[card]?.name ?? `card ${card}`;
