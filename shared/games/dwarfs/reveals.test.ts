import { describe, expect, it } from 'vitest';
import { revealed, sampledReveal, Trail, undoTarget, UNDO_LIMITS } from '../../engine/undo';
import type { AnyGame } from '../../engine/types';
import { dwarfs, tableOptions } from './index';
import { GEMS, OGRE_KINDS, SECRETS, TRADES } from './data';
import { activeSeats, applyMove, legalMoves } from './engine';
import type { Move } from './moves';
import { randomOptions } from './randomGames';
import { gemPool, ogrePool, reveals, shown, type Shown } from './reveals';
import { sensibleBot } from './sensible';
import { newGame } from './setup';
import type { State } from './state';
import { at, cardOf, fresh, lay, pickRandom, play, position, rng } from './testkit';

const game = dwarfs as unknown as AnyGame;
/** Worlds per seat the oracle redraws: a reveal it misses would need 24 worlds all alike. */
const ORACLE = 24;

/** Counts per kind of `n` cards taken from `pool` in the order of `kinds` (as many of each as there are). */
function take(pool: number[], n: number, kinds: number[]): number[] {
  const got = pool.map(() => 0);
  for (const k of kinds) {
    const t = Math.min(n, pool[k]!);
    got[k] = t;
    pool[k] = pool[k]! - t;
    n -= t;
  }
  return got;
}

const orders = (n: number): number[][] => {
  const all = Array.from({ length: n }, (_, k) => k);
  return [all, ...all.flatMap((k) => [[k, ...all.filter((x) => x !== k)], [...all.filter((x) => x !== k), k]])];
};

/**
 * Worlds `viewer` cannot rule out in which `owner`'s hidden hand is pushed to an extreme: for each
 * kind of gem and of ogre card, as many or as few as the pools allow (the other seats' hands and
 * the ogre deck take the rest, each at its public count). The sampled oracle rarely draws these.
 */
function extremeWorlds(s: State, viewer: number, owner: number): State[] {
  const out: State[] = [];
  const others = s.p.map((_, q) => q).filter((q) => q !== viewer && q !== owner);
  for (const go of orders(GEMS.length))
    for (const oo of orders(OGRE_KINDS.length)) {
      const w = structuredClone(s);
      const gems = gemPool(s, viewer);
      const ogres = ogrePool(s, viewer);
      w.p[owner]!.gems = take(gems, s.p[owner]!.gems.reduce((a, b) => a + b, 0), go);
      w.p[owner]!.ogres = take(ogres, s.p[owner]!.ogres.length, oo).flatMap((c, k) => Array(c).fill(k));
      for (const q of others) {
        w.p[q]!.gems = take(gems, s.p[q]!.gems.reduce((a, b) => a + b, 0), orders(GEMS.length)[0]!);
        w.p[q]!.ogres = take(ogres, s.p[q]!.ogres.length, orders(OGRE_KINDS.length)[0]!).flatMap((c, k) => Array(c).fill(k));
      }
      w.ogreDeck = ogres.flatMap((c, k) => Array(c).fill(k));
      out.push(w);
    }
  return out;
}

/** Proof of a reveal the sampled oracle may miss: an extreme world where the move is refused or some view differs. */
function witnessed(before: State, seat: number, m: Move, after: State): boolean {
  for (let viewer = 0; viewer < before.players; viewer++) {
    const seen = JSON.stringify(dwarfs.view(after, viewer));
    for (const owner of new Set([before.turn, after.turn, seat])) {
      if (owner === viewer) continue;
      for (const w of extremeWorlds(before, viewer, owner)) {
        const r = applyMove(w, seat, m);
        if (!r.ok || JSON.stringify(dwarfs.view(r.value.state, viewer)) !== seen) return true;
      }
    }
  }
  return false;
}

/** Take a move back at once, as the room would judge it (the mover is still to decide, or not). */
function undo(before: State, seat: number, m: Move, after: State) {
  const trail = new Trail();
  trail.push({ at: 0, seat, move: m, before });
  return undoTarget(game, before.players, trail, after, seat, activeSeats(after).includes(seat) ? 'take' : 'ask');
}

describe('Dwar7s Fall reveals (issue 26: the undo rule is exact)', () => {
  it('agrees with the sampled oracle on every move of random full games, with and without tribes and decrees', () => {
    const tally: Partial<Record<Shown, number>> = {};
    const misses: string[] = [];
    const unproven: string[] = [];
    let moves = 0;
    // [seats, options]: plain tables, tribes, and decrees that add looks (Hired Hands, Charming
    // Merchants, Hard Workers' nights), plus random tables as randomGames.ts draws them.
    const tables: [number, Record<string, unknown>][] = [
      [2, {}],
      [3, { ogres: true, crystal: true, decrees: 'custom', 'decree-hired-hands': true, 'decree-charming-merchants': true }],
      [4, { elves: true, decrees: 'custom', 'decree-hard-workers': true, 'decree-bar-fights': true }],
      [3, randomOptions(3, rng(31))],
      [5, randomOptions(5, rng(32))],
      // Games end on goals in 10-12 rounds since issue 30 (they often ran to the 30-round limit): a
      // plain 4-seat and 3-seat table keep the moves checked above 1,200.
      [4, {}],
      [3, {}],
      // Since the sensible bot keeps a ready store (b83a0bd) games are shorter still: one more table,
      // so that an ogre card given up from a hand is among the reveals held to the oracles.
      [4, { ogres: true }],
    ];
    tables.forEach(([players, o], i) => {
      const random = rng(500 + i);
      let s = newGame(`reveals-${i}`, players, tableOptions(o));
      while (!s.over) {
        // Never several seats to choose at once (issue 26 item 3): one seat's phase at a time, the
        // goal moves out of turn aside (a reveal is public by nature, a standing order private).
        expect(activeSeats(s)).toHaveLength(1);
        // Mostly the sensible bot (games that hold hands and buy), sometimes any move, and now and
        // then a seat's goal move out of turn.
        let seat = activeSeats(s)[0]!;
        let m: Move | null = random() < 0.7 ? sensibleBot(s, seat, random) : pickRandom(legalMoves(s, seat), random);
        const other = Math.floor(random() * players);
        if (random() < 0.05 && other !== seat && legalMoves(s, other).length) [seat, m] = [other, pickRandom(legalMoves(s, other), random)];
        const res = applyMove(s, seat, m!);
        if (!res.ok) throw new Error(res.error.code);
        const after = res.value.state;
        moves++;
        const why = shown(s, seat, m!, after);
        // True is proof either way: a redrawn world, or an extreme one (rare hands the draws miss).
        const oracle = sampledReveal(game, players, s, seat, m, after, ORACLE) || (why !== null && witnessed(s, seat, m!, after));
        const where = `table ${i} move ${moves}: ${JSON.stringify(m)} in ${s.phase}`;
        if (oracle && !why) misses.push(where);
        if (why && !oracle) unproven.push(`${where} (${why})`);
        if (why) tally[why] = (tally[why] ?? 0) + 1;
        s = after;
      }
    });
    expect(misses).toEqual([]);
    // Every reveal claimed is one the oracles prove (measured: 121 reveals in 1,342 moves, none
    // unproven; a few only in an extreme world, e.g. a hand of 7 that could have been all diamonds).
    expect(unproven).toEqual([]);
    expect(moves).toBeGreaterThan(1200);
    // The kinds of reveal these games hold, each held to the oracles.
    for (const k of ['a trading goal', 'an ogre card', 'a secret goal', 'a standing order', 'the end', 'spend', 'actions', 'discard', 'store'] as Shown[]) {
      expect(tally[k] ?? 0, k).toBeGreaterThan(0);
    }
  }, 900_000);

  /**
   * Seat 0 at a store with the gems for the first trading goal face up (and `extra` diamonds more),
   * seat 1 holding `theirs` diamonds, the trading-goal deck holding `deck`.
   */
  function atStore(deck: number[], extra = 0, theirs = 0): State {
    const s = position(2);
    const cost = TRADES[s.trades[0]!]!.cost.map((n, k) => n + (k === 1 ? extra : 0));
    cost.forEach((n, k) => {
      s.p[0]!.gems[k] = n;
      s.piles[k] = s.piles[k]! - n;
    });
    s.p[1]!.gems[1] = theirs;
    s.piles[1] = s.piles[1]! - theirs;
    s.tradeDeck = deck;
    s.phase = 'resolve';
    s.pending = { k: 'store', via: 'store' };
    return fresh(s);
  }

  it('buying a trading goal that turns a new one face up is a reveal, even where the two worlds the platform samples draw the same goal', () => {
    // Today's sampled check misses it whenever every redrawn world turns up the goal that came. Each
    // world reshuffles a deck of a given size the same way whatever its cards (the draws before it
    // depend on how many gems each seat holds), so a deck whose true top sits where all of them put
    // theirs is found by trying hands, deck sizes and tops.
    const free = TRADES.map((_, t) => t).filter((t) => !position(2).trades.includes(t));
    let found: { s: State; m: Move; after: State } | null = null;
    for (let extra = 0; extra < 4 && !found; extra++)
      for (let theirs = 0; theirs < 6 && !found; theirs++)
        for (let n = 2; n <= 6 && !found; n++)
          for (let j = 0; j < n && !found; j++) {
            const cards = free.slice(0, n);
            const s = atStore([cards[j]!, ...cards.filter((_, i) => i !== j)], extra, theirs);
            const m = legalMoves(s, 0).find((x) => x.type === 'buy' && x.goal === 0)!;
            const after = play(s, 0, m);
            if (!sampledReveal(game, 2, s, 0, m, after, UNDO_LIMITS.samples)) found = { s, m, after };
          }
    expect(found).not.toBeNull();
    const { s, m, after } = found!;
    expect(after.trades[0]).toBe(s.tradeDeck[0]);
    expect(shown(s, 0, m, after)).toBe('a trading goal');
    expect(sampledReveal(game, 2, s, 0, m, after, ORACLE)).toBe(true);
    expect(revealed(game, 2, s, 0, m, after)).toBe(true);
    // So the buyer cannot take it back and buy the goal that came up instead.
    expect(undo(s, 0, m, after)).toMatchObject({ ok: false, code: 'undo/revealed' });
  });

  it('the last trading goal of the deck shows nothing new (known by elimination); one of two does', () => {
    const free = TRADES.map((_, t) => t).filter((t) => !position(2).trades.includes(t));
    for (const [deck, shows] of [[free.slice(0, 1), false], [free.slice(0, 2), true]] as const) {
      const s = atStore(deck.slice());
      const m = legalMoves(s, 0).find((x) => x.type === 'buy' && x.goal === 0)!;
      const after = play(s, 0, m);
      expect(reveals(s, 0, m, after)).toBe(shows);
      expect(sampledReveal(game, 2, s, 0, m, after, ORACLE)).toBe(shows);
    }
  });

  it('a quiet placement is no reveal: it can be taken back', () => {
    let s = position(2);
    const mine = cardOf(s.p[0]!.colour, 'emerald-mine');
    lay(s, mine, at(4, 4));
    s = fresh(s);
    const m: Move = { type: 'place', kind: 'plain', cell: at(4, 4) };
    const after = play(s, 0, m);
    expect(after.turn).toBe(0);
    expect(reveals(s, 0, m, after)).toBe(false);
    expect(sampledReveal(game, 2, s, 0, m, after, ORACLE)).toBe(false);
    expect(undo(s, 0, m, after)).toMatchObject({ ok: true, to: 0 });
  });

  it('revealing a secret goal is a reveal, on its owner\'s turn or out of it', () => {
    const goal = SECRETS.findIndex((g) => g.condition.kind === 'gems');
    const c = SECRETS[goal]!.condition as { kind: 'gems'; gem: string; min: number };
    for (const seat of [0, 1]) {
      const s = position(2);
      const k = GEMS.indexOf(c.gem as (typeof GEMS)[number]);
      s.p.forEach((p) => p.secret !== goal || (p.secret = s.p[seat]!.secret));
      s.p[seat]!.secret = goal;
      s.p[seat]!.gems[k] = c.min;
      s.piles[k] = s.piles[k]! - c.min;
      const before = fresh(s);
      const m: Move = { type: 'reveal' };
      const after = play(before, seat, m);
      expect(after.p[seat]!.revealed).toBe(true);
      expect(shown(before, seat, m, after)).toBe('a secret goal');
      expect(revealed(game, 2, before, seat, m, after)).toBe(true);
    }
  });

  it('the Crown shows its player the hand it takes', () => {
    const crown = OGRE_KINDS.indexOf('crown');
    const s = position(3);
    const deal = (seat: number, kind: number) => {
      s.ogreDeck.splice(s.ogreDeck.indexOf(kind), 1);
      s.p[seat]!.ogres.push(kind);
    };
    deal(0, crown);
    deal(1, OGRE_KINDS.indexOf('ambush'));
    deal(1, OGRE_KINDS.indexOf('thief'));
    const before = fresh(s);
    const m: Move = { type: 'ogre', kind: crown, seat: 1 };
    const after = play(before, 0, m);
    expect(after.p[0]!.ogres).toHaveLength(2);
    expect(shown(before, 0, m, after)).toBe('a hand taken');
    expect(sampledReveal(game, 3, before, 0, m, after, ORACLE)).toBe(true);
  });

  it('an ogre card given up from a hand its rivals cannot tell is a reveal; once every other card lies face up, it is not', () => {
    const ambush = OGRE_KINDS.indexOf('ambush');
    const hire: Move = { type: 'hire', kind: ambush };
    for (const [open, shows] of [[false, 'spend'], [true, null]] as const) {
      const s = position(3, { decrees: 'custom', picked: ['hired-hands'] });
      s.ogreDeck.splice(s.ogreDeck.indexOf(ambush), 1);
      s.p[0]!.ogres = [ambush];
      // Every other ogre card in the face-up discard: the rivals know seat 0 holds the last one.
      if (open) [s.ogreDiscard, s.ogreDeck] = [s.ogreDeck, []];
      const before = fresh(s);
      const after = play(before, 0, hire);
      expect(after.bonus).toBe(1);
      expect(shown(before, 0, hire, after)).toBe(shows);
      expect(sampledReveal(game, 3, before, 0, hire, after, ORACLE)).toBe(shows !== null);
      expect(undo(before, 0, hire, after).ok).toBe(shows === null);
    }
  });
});
