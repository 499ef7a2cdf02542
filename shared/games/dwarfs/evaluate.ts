// A score estimate for the sensible bot: VP already sure, plus part of the VP a position is
// working toward (meeples on tasks, gems toward goals on offer, a revealable secret goal).
import { bagVp, CARDS, EGGS, GEM_VALUE, GEMS, RULES, SECRETS, TRADES, tribeOf } from './data';
import { freeSpots, kingdomOf, monsterIn, topInfo } from './board';
import { counting, handSize, needed } from './rules';
import { total } from './scoring';
import { secretHolds } from './secrets';
import type { State } from './state';

/**
 * What a meeple idle on a jammed card costs: it must be moved out to work again. Without it the
 * bots parked 2 + 2 meeples of two colours on the general store's 4 spots (5 since), where neither can ever
 * reach the 3 needed, and the games ran to the round limit (RULES-NOTES "Tuning knobs").
 */
const JAMMED = 0.5;

/**
 * The share of a task's outlook kept when the team on it is short of more meeples than the seat
 * has at the campfire: placing cannot finish it, only moves from next door or meeples coming home.
 * Counted in full, Hard at 2 seats (goals-2-2, session 37) put all 7 dwarfs out, 4 of 5 on a dragon
 * and 3 of 5 on a giant walled off from it, none at the campfire: nothing could ever complete, and
 * the search kept both outlooks (3.9 VP) rather than walk 2 dwarfs onto a mine that would send them
 * home, from where one could finish the dragon the turn after; both seats passed to the round limit.
 */
const RESERVE = 0.5;

/**
 * The pull of a goal on offer beyond its net VP (its VP less the gems', which score in hand anyway):
 * goals end the game (3 trigger it) and a row goal nobody works toward stays in the row for good,
 * since only a purchase refills it. Below the search's GOAL_BONUS (searching.ts), so a goal bought
 * is always worth more than the same goal ready to buy.
 */
const GOAL_PULL = 4;

/**
 * The part of `progress` that is about the table: meeples on tasks and at the campfire. A search
 * judges its rivals by this alone, since their gems toward goals and their secret goal are what it
 * samples (only a store task still asks whether the gems in hand pay a goal). With `own` (the
 * seat's own view), a mine's worth adds what its gems bring toward the goals on offer.
 */
export function taskProgress(s: State, seat: number, own = false, blind = -1): number {
  const p = s.p[seat];
  if (!p) return 0;
  let v = 0;
  const seen = new Set<number>();
  const held = own ? handWorth(s, seat, p.gems) : 0;
  const camp = ownOn(p.at, -1);
  for (const at of p.at) {
    if (at < 0 || seen.has(at)) continue;
    seen.add(at);
    const info = topInfo(s, at);
    if (!info) continue;
    const need = needed(s, seat, at);
    const have = counting(s, seat, at).length;
    // A card with too few free spots left for the rest of the team is jammed: nothing there will
    // complete, and the meeples on it are idle until moved. The `blind` seat's meeples are not
    // counted as taking spots (the searching seat judging a rival: searching.ts `evaluate`).
    const free = freeSpots(s, at) + (blind >= 0 ? ownOn(s.p[blind]?.at ?? [], at) : 0);
    if (have < need && have + free < need) {
      v -= JAMMED * ownOn(p.at, at);
      continue;
    }
    const frac = Math.min(1, have / need);
    // A team short of more meeples than the seat has at the campfire cannot be completed by
    // placing (`RESERVE`).
    const far = have < need && need - have > camp ? RESERVE : 1;
    let worth = 0;
    const t = info.task;
    if (t.kind === 'gem') {
      const gi = GEMS.indexOf(t.gem);
      const pile = s.piles[gi] ?? 0;
      if (monsterIn(s, at, 'mines') || pile === 0) worth = -1;
      else {
        const got = Math.min(t.count, pile);
        if (own) {
          const after = p.gems.slice();
          after[gi] = (after[gi] ?? 0) + got;
          worth = handWorth(s, seat, after) - held;
        } else worth = got * (GEM_VALUE[gi] ?? 1) + 1;
      }
    } else if (t.kind === 'ogre') worth = 0.5 * t.count;
    else if (t.kind === 'trade') worth = affordable(s, seat) ? 8 : -1;
    else if (t.kind === 'defeat') worth = slayWorth(s, seat, at, info.vp);
    else worth = -0.5;
    v += worth * frac * frac * far;
  }
  // Meeples at the campfire are actions in reserve; stuck ones are not.
  return v + p.at.filter((a) => a === -1).length * 0.1;
}

/**
 * What slaying the monster at `at` brings `seat`: about 4 (the monster held scores 3, Elves' 4,
 * and its −2 leaves the kingdom). The Ogres count a −2 card in their kingdom as +2 ("a life of
 * party"), so a monster there they slay takes 2 from their kingdom: 3 − 2. Valued at 4, their 4
 * ogres on a Wolf in their kingdom were an outlook worth more than the kill, and they kept them
 * there for good while the Wolf blocked every dig, the only way to the emerald mines the row
 * needed (Easy, Elves and Ogres at 2 seats, goals-2-7: both seats passed to the round limit).
 */
function slayWorth(s: State, seat: number, at: number, vp: number): number {
  const tribe = tribeOf(s.p[seat]?.colour ?? 0);
  if (tribe === 'elves') return 5;
  if (tribe === 'ogres' && vp < 0 && kingdomOf(s, seat).includes(at)) return 3 + vp;
  return 4;
}

/** Whether `seat`'s team on the card at `at` is jammed: too few free spots left for the rest of it. */
function jammed(s: State, seat: number, at: number): boolean {
  const need = needed(s, seat, at);
  const have = counting(s, seat, at).length;
  return have < need && have + freeSpots(s, at) < need;
}

/** `seat`'s meeples idle on jammed cards (`taskProgress`): each must be moved out to work again. */
export function idleOnJammed(s: State, seat: number): number {
  const p = s.p[seat];
  if (!p) return 0;
  let n = 0;
  for (const at of p.at) if (at >= 0 && topInfo(s, at) && jammed(s, seat, at)) n++;
  return n;
}

function ownOn(at: readonly number[], cell: number): number {
  let n = 0;
  for (const a of at) if (a === cell) n++;
  return n;
}

/**
 * Gems toward the goals on offer: half the best goal's net VP plus its pull, by the share of its
 * gems held (half: the store's task counts the rest of the prospect, evaluate.ts `taskProgress`) (the dragon egg too while a defeated monster it takes is held). A needed gem is worth more
 * than its VP, so the bots mine what the row asks for (rubies included) and discard the rest.
 */
export function goalWorth(s: State, seat: number, gems: readonly number[]): number {
  const p = s.p[seat];
  if (!p) return 0;
  let best = 0;
  const of = (cost: readonly number[], vp: number) => {
    let need = 0;
    let have = 0;
    for (let i = 0; i < cost.length; i++) {
      const n = cost[i] ?? 0;
      need += n;
      have += Math.min(n, gems[i] ?? 0);
    }
    if (need > 0) best = Math.max(best, (0.5 * (vp - bagVp(cost) + GOAL_PULL) * have) / need);
  };
  for (const t of s.trades) {
    const goal = TRADES[t];
    if (goal) of(goal.cost, goal.vp);
  }
  const egg = EGGS[s.egg];
  if (egg && p.monsters.some((m) => egg.monster === 'any' || CARDS[m.card]?.type === egg.monster)) of(egg.cost, egg.vp - 3);
  return best;
}

/**
 * What the gems are worth to `seat` once the discard phase has kept the hand within its limit of 9
 * (kingdom cards, gems and ogre cards count): their VP plus their worth toward the goals on offer
 * (`goalWorth`). Ogre cards (no VP) are taken to go first, then the gems the hand misses least.
 * Gems mined into a full hand are worth only what they replace: the bots mined 100-200 gems a game
 * and discarded as many, mostly golds, while the rubies the row asked for stayed in their pile.
 */
export function handWorth(s: State, seat: number, gems: readonly number[]): number {
  const p = s.p[seat];
  if (!p) return 0;
  const kept = gems.slice();
  let excess = handSize(s, seat) - bagCount(p.gems) + bagCount(gems) - RULES.handLimit - p.ogres.length;
  const worth = (b: readonly number[]) => bagVp(b) + goalWorth(s, seat, b);
  while (excess > 0) {
    let drop = -1;
    let bestW = -Infinity;
    for (let i = 0; i < kept.length; i++) {
      if ((kept[i] ?? 0) === 0) continue;
      kept[i] = (kept[i] ?? 0) - 1;
      const w = worth(kept);
      kept[i] = (kept[i] ?? 0) + 1;
      if (w > bestW) {
        bestW = w;
        drop = i;
      }
    }
    if (drop < 0) break;
    kept[drop] = (kept[drop] ?? 0) - 1;
    excess--;
  }
  return worth(kept);
}

const bagCount = (b: readonly number[]): number => b.reduce((a, n) => a + n, 0);

export function progress(s: State, seat: number, blind = -1): number {
  const p = s.p[seat];
  if (!p) return 0;
  let v = taskProgress(s, seat, true, blind);
  // The gems' VP is in `total` already: only what the limit takes and the goals add.
  v += handWorth(s, seat, p.gems) - bagVp(p.gems);
  if (!p.revealed && secretHolds(s, seat)) v += (SECRETS[p.secret]?.vp ?? 0) * 0.9;
  return v;
}

export function affordable(s: State, seat: number): boolean {
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
