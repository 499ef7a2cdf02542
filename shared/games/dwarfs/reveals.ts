// Whether a move showed anyone something hidden (issue 26): the undo rule takes this as exact, so a
// move that showed its mover (or anyone) something new can never be taken back and chosen again.
//
// It reads the hidden-information bookkeeping that view.ts hides and determinize.ts draws again:
// each seat knows the contents of some pools but not who holds what in them. The others' gems are
// one pool (the kinds no pile and no hand of its own holds; each hand's count is public), the ogre
// deck and the others' ogre cards another, the goals it has not seen a third, and the trading-goal
// and dragon-egg decks are sets known to all in an unknown order. A move reveals exactly when it
// - moved the generator (a shuffle, the Thief's random gem);
// - drew from a deck whose next card its watchers could not tell: a trading goal or dragon egg
//   refilled face up from two or more cards (one card left is known by elimination), an ogre card
//   drawn into a hand from a pool of two or more kinds;
// - revealed a secret goal (anyone's: a standing order fires on whoever's move made it true);
// - took a hidden hand's cards into another hand (the Crown: its taker sees them);
// - set a standing order to reveal that would have fired, at once and for all to see, had the mover
//   held a goal a rival cannot rule out (so its not firing tells them which goals it is not);
// - ended the game with a goal still hidden that a rival could think met (the end reveals those);
// - or used a hand in a way some rival could not have foretold, i.e. two hands it cannot tell apart
//   would have given it different outcomes: the move took gems or ogre cards the mover might not
//   have held (paid, played, discarded), or a step the game took by itself looked at the hand of the
//   seat whose turn it was (an actions phase with none left ends unless a free move is held; over
//   the limit, a single kind held is discarded unasked; a store blocks, sells its one affordable
//   goal, or waits for a choice). The engine reports those looks (ctx.ts `Look`); `told` judges them.
import type { Seat } from '../../engine/types';
import { GEMS, OGRE_KINDS, RULES, SECRETS } from './data';
import type { Look } from './ctx';
import { traceMove } from './engine';
import { actionMoves } from './legal';
import type { Move } from './moves';
import { buyMoves } from './resolve';
import { handSize } from './rules';
import { secretHolds } from './secrets';
import { clonePlayer, type Player, type State } from './state';

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** Counts per kind of `cards` (a list of kind indexes), added onto `into`. */
function tally(into: number[], cards: readonly number[]): number[] {
  for (const k of cards) into[k] = (into[k] ?? 0) + 1;
  return into;
}

/** The gems `viewer` cannot place: every other seat's, per kind (their counts are public). */
export function gemPool(s: State, viewer: Seat): number[] {
  const pool = GEMS.map(() => 0);
  s.p.forEach((p, q) => {
    if (q !== viewer) p.gems.forEach((n, k) => (pool[k] = (pool[k] ?? 0) + n));
  });
  return pool;
}

/** The ogre cards `viewer` cannot place: the deck and every other seat's hand, per kind. */
export function ogrePool(s: State, viewer: Seat): number[] {
  const pool = tally(OGRE_KINDS.map(() => 0), s.ogreDeck);
  s.p.forEach((p, q) => q !== viewer && tally(pool, p.ogres));
  return pool;
}

/** Could a hand of `n` drawn from `pool` be two different hands? */
export function unsure(pool: readonly number[], n: number): boolean {
  return n > 0 && n < sum(pool) && pool.filter((k) => k > 0).length > 1;
}

/** A trading goal or an egg came off a deck that held two or more (one left is known by elimination). */
const refilled = (before: readonly number[], after: readonly number[]): boolean => after.length < before.length && before.length > 1;

/** Was an ogre card drawn that its drawer could not have named (the deck and the others' hands hold 2+ kinds)? */
function drewOgre(before: State, after: State): boolean {
  // The drawer is the seat whose turn it is then (a night under Hard Workers may pass on): any seat.
  return after.ogreDeck.length < before.ogreDeck.length && before.p.some((_, q) => ogrePool(before, q).filter((k) => k > 0).length > 1);
}

/** Crown: another hand's ogre cards came into `seat`'s, and `seat` could not tell what they were. */
function tookHand(before: State, seat: Seat, after: State): boolean {
  return before.p.some((p, q) => q !== seat && after.p[q]!.ogres.length < p.ogres.length && unsure(ogrePool(before, seat), p.ogres.length));
}

/** Could some rival of `seat` think its goal might hold now (a goal it has not seen, a hand it cannot tell)? */
function mightHold(s: State, seat: Seat): boolean {
  for (let v = 0; v < s.players; v++) {
    if (v === seat) continue;
    const seen = new Set(s.p.filter((q, i) => i === v || q.revealed).map((q) => q.secret));
    for (let g = 0; g < SECRETS.length; g++) if (!seen.has(g) && couldHold(s, seat, g, gemPool(s, v))) return true;
  }
  return false;
}

/** The end reveals every goal that holds, so a goal left hidden tells that it does not. */
const endTells = (after: State): boolean => after.p.some((p, q) => !p.revealed && mightHold(after, q));

/**
 * A standing order set while the goal is not met: had the mover held a goal that is met now, it
 * would have been revealed at once. Some rival learns it does not hold one, unless every goal that
 * rival has not seen is unmet for the mover whatever its hidden hand.
 */
const orderTells = (before: State, seat: Seat): boolean => mightHold(before, seat);

/** Could goal `g` hold for `seat` now, given that its gems are any `n` of `pool` (the rest is public)? */
function couldHold(s: State, seat: Seat, g: number, pool: readonly number[]): boolean {
  const c = SECRETS[g]?.condition;
  const p = s.p[seat] as Player;
  const n = sum(p.gems);
  if (c?.kind === 'gems') return Math.min(n, pool[GEMS.indexOf(c.gem)] ?? 0) >= c.min;
  if (c?.kind === 'every-gem') return n >= GEMS.length && pool.every((k) => k > 0);
  const q = clonePlayer(p);
  q.secret = g;
  const t: State = { ...s, p: s.p.map((x, i) => (i === seat ? q : x)) };
  return secretHolds(t, seat);
}

/** Every hand of `n` cards that `pool` (counts per kind) can give, as counts per kind. */
export function hands(pool: readonly number[], n: number): number[][] {
  const out: number[][] = [];
  const cur = pool.map(() => 0);
  const walk = (k: number, left: number): void => {
    if (k === pool.length - 1) {
      if (left <= (pool[k] ?? 0)) out.push(cur.map((x, i) => (i === k ? left : x)));
      return;
    }
    for (let t = Math.min(left, pool[k] ?? 0); t >= 0; t--) {
      cur[k] = t;
      walk(k + 1, left - t);
    }
    cur[k] = 0;
  };
  if (n <= sum(pool)) walk(0, n);
  return out;
}

/** Does every hand of `n` from `pool` hold `bag`? (The others hold the rest: they can keep at most that much back.) */
const surelyHolds = (pool: readonly number[], n: number, bag: readonly number[]): boolean =>
  bag.every((b, k) => b <= 0 || (pool[k] ?? 0) - b >= sum(pool) - n);

/** `s` with `seat`'s hidden hand replaced (gems as counts, ogre cards as counts per kind). */
function withHand(s: State, seat: Seat, gems: readonly number[], ogres: readonly number[]): State {
  const q = clonePlayer(s.p[seat] as Player);
  q.gems = gems.slice();
  q.ogres = ogres.flatMap((c, k) => Array.from({ length: c }, () => k));
  return { ...s, p: s.p.map((x, i) => (i === seat ? q : x)) };
}

const none = (kinds: readonly unknown[]): number[] => kinds.map(() => 0);
const unit = (kinds: readonly unknown[], k: number): number[] => kinds.map((_, i) => (i === k ? 1 : 0));

/** The seats other than `owner`: those that might not know its hand. */
const rivals = (s: State, owner: Seat): number[] => s.p.map((_, v) => v).filter((v) => v !== owner);

/**
 * The hands (one part: gems or ogre cards, counts per kind) `v` cannot tell apart for `owner` in
 * `x`, a state the move passed through: any `n` of `pool` as it held them before the move, changed
 * by what the move did to that part in plain sight (`now` minus `was`). What it spent came from
 * that hand (a spend it might not have held is told by `spendTold`); what it gained is known.
 */
interface Unknown {
  pool: number[];
  n: number;
  plus: number[];
}
function unknown(pool: readonly number[], was: readonly number[], now: readonly number[]): Unknown {
  const spent = was.map((w, k) => Math.max(0, w - (now[k] ?? 0)));
  return {
    pool: pool.map((c, k) => c - (spent[k] ?? 0)),
    n: sum(was) - sum(spent),
    plus: now.map((c, k) => Math.max(0, c - (was[k] ?? 0))),
  };
}
const each = (u: Unknown): number[][] => hands(u.pool, u.n).map((h) => h.map((c, k) => c + (u.plus[k] ?? 0)));

/** The gems and the ogre cards `v` cannot tell apart for the seat whose turn it is in `x`. */
function unknowns(x: State, before: State, v: Seat): { gems: Unknown; ogres: Unknown } {
  const was = before.p[x.turn] as Player;
  const now = x.p[x.turn] as Player;
  return {
    gems: unknown(gemPool(before, v), was.gems, now.gems),
    ogres: unknown(ogrePool(before, v), tally(none(OGRE_KINDS), was.ogres), tally(none(OGRE_KINDS), now.ogres)),
  };
}

/** Does some hand `u` allows hold a card of a kind in `kinds`, and does some hold none? */
function maybe(u: Unknown, kinds: readonly boolean[]): { some: boolean; none: boolean } {
  const inside = u.pool.reduce((t, c, k) => t + (kinds[k] ? c : 0), 0);
  const sure = u.plus.some((c, k) => c > 0 && kinds[k]);
  return { some: sure || (u.n > 0 && inside > 0), none: !sure && sum(u.pool) - inside >= u.n };
}

/** The move's own step took these from the mover's hand: did it hold them, as far as every rival knew? */
function spendTold(x: State, before: State, mover: Seat): boolean {
  const b = before.p[mover] as Player;
  const p = x.p[mover] as Player;
  const gems = b.gems.map((n, k) => Math.max(0, n - (p.gems[k] ?? 0)));
  const ogres = tally(none(OGRE_KINDS), b.ogres).map((n, k) => Math.max(0, n - p.ogres.filter((o) => o === k).length));
  if (sum(gems) + sum(ogres) === 0) return false;
  return rivals(before, mover).some((v) => !surelyHolds(gemPool(before, v), sum(b.gems), gems) || !surelyHolds(ogrePool(before, v), b.ogres.length, ogres));
}

/**
 * None left: the actions phase ends by itself unless a free move is held. The free moves that need
 * no hidden card (free placements, Scales, Pawnbroker) settle it for all to see; else it turns on
 * holding an ogre card of a kind that has a target now (any kind under Hired Hands) or a gem the
 * Frozen Heart can turn.
 */
function actionsTold(x: State, before: State): boolean {
  const owner = x.turn;
  const p = x.p[owner] as Player;
  const free = (gems: number[], ogres: number[]) => actionMoves(withHand(x, owner, gems, ogres), owner).length > 1;
  if (free(none(GEMS), none(OGRE_KINDS))) return false;
  const ogreKinds = OGRE_KINDS.map((_, k) => p.ogres.length > 0 && free(none(GEMS), unit(OGRE_KINDS, k)));
  const gemKinds = GEMS.map((_, k) => sum(p.gems) > 0 && free(unit(GEMS, k), none(OGRE_KINDS)));
  return rivals(x, owner).some((v) => {
    const u = unknowns(x, before, v);
    const o = maybe(u.ogres, ogreKinds);
    const g = maybe(u.gems, gemKinds);
    return (o.some || g.some) && o.none && g.none;
  });
}

/** Over the limit a single kind held is discarded by itself; two or more wait for a choice. */
function discardTold(x: State, before: State): boolean {
  const owner = x.turn;
  const p = x.p[owner] as Player;
  const gems = sum(p.gems) > 0;
  // Gems and ogre cards both held: two kinds at least, a choice whatever they are.
  if (handSize(x, owner) <= RULES.handLimit || (gems && p.ogres.length > 0)) return false;
  return rivals(x, owner).some((v) => {
    const u = unknowns(x, before, v);
    const kinds = each(gems ? u.gems : u.ogres).map((h) => {
      const held = h.flatMap((c, k) => (c > 0 ? [k] : []));
      return held.length === 1 ? held[0] : -1;
    });
    return new Set(kinds).size > 1;
  });
}

/** A store task: blocked when nothing can be paid for, sold unasked when one thing can, else a choice. */
function storeTold(x: State, before: State): boolean {
  const owner = x.turn;
  const p = x.p[owner] as Player;
  const ogres = tally(none(OGRE_KINDS), p.ogres);
  const outcome = (gems: number[]) => {
    const buys = buyMoves(withHand(x, owner, gems, ogres), owner);
    return buys.length > 1 ? 'several' : JSON.stringify(buys);
  };
  const actual = outcome(p.gems);
  return rivals(x, owner).some((v) => each(unknowns(x, before, v).gems).some((h) => outcome(h) !== actual));
}

/**
 * What a look showed: true when some rival of the hand's owner could not have foretold its outcome,
 * i.e. two hands it cannot tell apart give different outcomes. `spend` is the mover's; the others
 * look at the hand of the seat whose turn it is then.
 */
function told(what: Look, x: State, before: State, mover: Seat): boolean {
  if (what === 'spend') return spendTold(x, before, mover);
  if (what === 'actions') return actionsTold(x, before);
  if (what === 'discard') return discardTold(x, before);
  return storeTold(x, before);
}

/**
 * The looks a move's apply made, each with a copy of the state it looked at (the apply goes on
 * changing its own). A discard look under the limit looks at nothing; a spend needs only the hands.
 */
function looks(before: State, seat: Seat, move: Move): { what: Look; s: State }[] {
  const out: { what: Look; s: State }[] = [];
  traceMove(before, seat, move, (what, s) => {
    if (what === 'discard' && handSize(s, s.turn) <= RULES.handLimit) return;
    out.push({ what, s: what === 'spend' ? { ...s, p: s.p.map(clonePlayer) } : structuredClone(s) });
  });
  return out;
}

/** What a move showed, in words (for the tests' tally), or null when it showed nothing. */
export type Shown = 'a draw' | 'a trading goal' | 'a dragon egg' | 'an ogre card' | 'a secret goal' | 'a hand taken' | 'a standing order' | 'the end' | Look;

export function shown(before: State, seat: Seat, move: Move, after: State): Shown | null {
  if (before.rng.some((x, i) => x !== after.rng[i])) return 'a draw';
  if (refilled(before.tradeDeck, after.tradeDeck)) return 'a trading goal';
  if (refilled(before.eggDeck, after.eggDeck)) return 'a dragon egg';
  if (drewOgre(before, after)) return 'an ogre card';
  if (after.p.some((p, q) => p.revealed && !before.p[q]!.revealed)) return 'a secret goal';
  if (tookHand(before, seat, after)) return 'a hand taken';
  if (move.type === 'autoReveal') return orderTells(before, seat) ? 'a standing order' : null;
  if (after.over && !before.over && endTells(after)) return 'the end';
  // A goal move out of turn looks at no hand; on the mover's turn, what its step and the steps the
  // game took by itself looked at.
  if (move.type === 'reveal' || seat !== before.turn) return null;
  return looks(before, seat, move).find((l) => told(l.what, l.s, before, seat))?.what ?? null;
}

/** GameModule.reveals: did the move show anyone anything hidden (issue 26)? */
export const reveals = (before: State, seat: Seat, move: Move, after: State): boolean => shown(before, seat, move, after) !== null;
