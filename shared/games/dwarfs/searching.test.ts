// The search bots (Normal, Hard): their place among the bots, tactical positions from the rulebook,
// and Normal against the random bot. Strength between levels is measured by bench/bots.ts.
import { describe, expect, it } from 'vitest';
import { dwarfs } from './index';
import { activeSeats, applyMove } from './engine';
import { evaluate, moveKey, order, STALL_ROUNDS, standoffLead, STUCK_ROUNDS, turnMark } from './searching';
import { determinize } from './determinize';
import { taskProgress } from './evaluate';
import type { Move } from './moves';
import type { State } from './state';
import { at, cardOf, fresh, lay, position, rng, rotOpen, stand } from './testkit';
import { GEMS, TRADES } from './data';
import { kingdomVp, total } from './scoring';
import { topCard } from './board';

const BLUE = 0;
/** The search's logistic scale (searching.ts `SCALE`), to read a lead back from a worth. */
const SCALE_VP = 6;
/** Monsters the leader holds in the standoff test: 10 VP or more ahead of Blue before its purchase. */
const LEADER_MONSTERS = 14;
/** Each level at 2 players, and Normal at 4 (from 3 players on it searches otherwise: searching.ts `WIDE`). */
const TACTICS: [string, number][] = [
  ['normal', 2],
  ['hard', 2],
  ['normal', 4],
];
const bot = (name: string) => {
  const b = dwarfs.bots?.[name];
  if (!b) throw new Error(`no ${name} bot`);
  return b;
};

/** The bot plays seat 0's whole turn; the state once the turn has passed. */
function playTurn(s: State, level: string, seed: number): State {
  const random = rng(seed);
  for (let n = 0; s.turn === 0 && !s.over; n++) {
    if (n > 60) throw new Error('turn too long');
    const seat = activeSeats(s)[0] as number;
    const m = bot(level)(s, seat, random) as Move;
    const r = applyMove(s, seat, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.code}`);
    s = r.value.state;
  }
  return s;
}

describe('Dwar7s Fall search bots', () => {
  it('keeps `random` first, offers sensible, easy, normal and hard, and declares the search levels', () => {
    expect(Object.keys(dwarfs.bots ?? {})).toEqual(['random', 'sensible', 'easy', 'normal', 'hard']);
    expect(Object.keys(dwarfs.search?.levels ?? {})).toEqual(['normal', 'hard']);
    expect(dwarfs.search?.levels?.hard?.iterations).toBeGreaterThan(dwarfs.search?.levels?.normal?.iterations ?? Infinity);
  });

  it('evaluates in [0, 1] per seat, a lead worth more; orders without cancel, `end` last; keys tell moves apart', () => {
    const s = position(3);
    const even = evaluate(s);
    expect(even).toHaveLength(3);
    s.p[1]!.trades = [0];
    const lead = evaluate(fresh(s));
    lead.forEach((v) => expect(v).toBeGreaterThanOrEqual(0));
    lead.forEach((v) => expect(v).toBeLessThanOrEqual(1));
    expect(lead[1]).toBeGreaterThan(even[1] as number);
    expect(lead[0]).toBeLessThan(even[0] as number);
    const moves = dwarfs.legalMoves(s, 0);
    const ordered = order(s, 0, moves);
    expect(ordered.some((m) => m.type === 'cancel' || m.type === 'autoReveal')).toBe(false);
    expect(ordered.at(-1)?.type).toBe('end');
    expect(new Set(ordered.map(moveKey)).size).toBe(ordered.length);
    expect(moveKey({ type: 'ogre', kind: 1, cell: 5 })).not.toBe(moveKey({ type: 'ogre', kind: 1, seat: 5 }));
  });

  // The Dwarfs Way (Chaos Control): a card full of meeples where no task can resolve sends them all
  // home at the end of the turn. The search leaves out the dwarf that would fill such a card (it only
  // sends a rival's team home: Normal's seats did it to each other to the round limit), and keeps the
  // one that completes its own team there.
  it('under The Dwarfs Way, does not search a dwarf that fills a card nobody can resolve; keeps one that completes a team', () => {
    const s = position(3, { decrees: 'chaos-control' });
    const gold = cardOf(1, 'gold-mine');
    const tavern = cardOf(1, 'tavern');
    lay(s, gold, at(5, 5));
    lay(s, tavern, at(6, 5));
    stand(s, 1, at(5, 5));
    stand(s, 2, at(5, 5));
    stand(s, 0, at(6, 5));
    stand(s, 1, at(6, 5));
    const places = (t: State) => order(t, 0, dwarfs.legalMoves(t, 0)).flatMap((m) => (m.type === 'place' ? [m.cell] : []));
    const chaos = places(fresh(s));
    expect(chaos).not.toContain(at(5, 5));
    expect(chaos).toContain(at(6, 5));
    // Without the decree nobody is sent home: the same dwarf is searched.
    const plain = fresh(s);
    plain.opts = { ...plain.opts, decrees: [] };
    expect(places(plain)).toContain(at(5, 5));
  });

  it('counts goals beyond their VP until the last round, then only VP and the outlook of seats still to play', () => {
    const s = position();
    s.trades = ['tg-11', 'tg-12', 'tg-13'].map((id) => TRADES.findIndex((g) => g.id === id));
    s.p[0]!.trades = [TRADES.findIndex((g) => g.id === 'tg-04')];
    s.p[1]!.gems = [0, 0, 9, 0];
    // Within the hand limit of 9 (kingdom cards count): golds beyond it would be discarded, which
    // the outlook counts (evaluate.ts handWorth).
    s.p[1]!.hand = [];
    // A goal of 9 VP against 9 golds: even in VP, ahead before the last round.
    expect(evaluate(fresh(s))[0]).toBeGreaterThan(0.6);
    s.endBy = 0;
    expect(evaluate(fresh(s))[0]).toBeCloseTo(0.5, 6);
    // Seat 0 opened the round and has played: its dwarfs on a mine are worth nothing now.
    s.turn = 1;
    const done = evaluate(fresh(s));
    expect(done[1]).toBeGreaterThan(0.5);
    lay(s, cardOf(BLUE, 'gold-mine'), at(5, 5));
    stand(s, 0, at(5, 5), 2);
    expect(evaluate(fresh(s))).toEqual(done);
  });

  // Rulebook, Defeating Monsters: a monster needs 5 meeples of one colour. Four are on the Frost
  // Giant and one action is left: the fifth dwarf goes there, not a card onto the board.
  it.each(TACTICS)('%s at %i players: finishes the monster with its last action', (level, players) => {
    const s = position(players);
    lay(s, cardOf(BLUE, 'frost-giant'), at(5, 5));
    stand(s, 0, at(5, 5), 4);
    s.p[0]!.hand = s.p[0]!.hand.filter((c) => c !== cardOf(BLUE, 'castle'));
    s.used = 2;
    const after = playTurn(fresh(s), level, 7);
    expect(after.p[0]!.killed).toBe(1);
  });

  // Rulebook, Secret Goals: reveal it at any moment once met (Berserker: 2 monsters defeated).
  it.each(TACTICS)('%s at %i players: reveals a met secret goal in its turn', (level, players) => {
    const s = position(players);
    s.p[0]!.secret = ['architect', 'berserker'].indexOf('berserker');
    s.p[0]!.killed = 2;
    lay(s, cardOf(BLUE, 'emerald-mine'), at(5, 5));
    const after = playTurn(fresh(s), level, 9);
    expect(after.p[0]!.revealed).toBe(true);
  });

  // Rulebook, General Store: 3 dwarfs there exchange gems for a face-up trading goal. Two blue
  // dwarfs are on the store, Blue holds the goal's gems and has one action left: the third dwarf
  // goes to the store, and the resolve buys the goal.
  it.each(TACTICS)('%s at %i players: completes the general store for a trading goal it can pay', (level, players) => {
    const s = position(players);
    lay(s, cardOf(BLUE, 'castle'), at(5, 5), rotOpen(cardOf(BLUE, 'castle'), [3]));
    lay(s, cardOf(BLUE, 'general-store'), at(4, 5), rotOpen(cardOf(BLUE, 'general-store'), [1]));
    lay(s, cardOf(BLUE, 'emerald-mine'), at(6, 5), rotOpen(cardOf(BLUE, 'emerald-mine'), [3]));
    stand(s, 0, at(4, 5), 2);
    const goal = TRADES.findIndex((t) => t.id === 'tg-03');
    s.trades = [goal, ...s.trades.filter((t) => t !== goal).slice(0, 2)];
    s.p[0]!.gems = [1, 1, 1, 0];
    s.used = 3;
    const after = playTurn(fresh(s), level, 11);
    expect(after.p[0]!.trades).toContain(goal);
  });

  /**
   * Blue with two trading goals (tg-11, tg-12), 2 dwarfs on its general store and the gems of tg-03,
   * which is on offer: one purchase from the third goal, its paid actions spent.
   */
  const oneGoalShort = (players: number) => {
    const s = position(players);
    lay(s, cardOf(BLUE, 'castle'), at(5, 5), rotOpen(cardOf(BLUE, 'castle'), [3]));
    lay(s, cardOf(BLUE, 'general-store'), at(4, 5), rotOpen(cardOf(BLUE, 'general-store'), [1]));
    lay(s, cardOf(BLUE, 'emerald-mine'), at(6, 5), rotOpen(cardOf(BLUE, 'emerald-mine'), [3]));
    stand(s, 0, at(4, 5), 2);
    const goal = TRADES.findIndex((t) => t.id === 'tg-03');
    const held = ['tg-11', 'tg-12'].map((id) => TRADES.findIndex((t) => t.id === id));
    s.trades = [goal, ...s.trades.filter((t) => t !== goal && !held.includes(t)).slice(0, 2)];
    s.p[0]!.trades = held;
    s.p[0]!.gems = [1, 1, 1, 0];
    s.used = 3;
    return { s, goal };
  };

  // Winning the Game: a third goal ends the game when the round is over. Blue, far ahead with two
  // trading goals, can buy a third: it does, though the end then comes (issue 30: judging the last
  // round's near-final lead as loosely as an outlook, a Normal seat 9 VP ahead kept its dwarfs on
  // the stores to the round limit instead).
  it.each(TACTICS)('%s at %i players: buys its third goal to end the game when ahead', (level, players) => {
    const { s, goal } = oneGoalShort(players);
    const after = playTurn(fresh(s), level, 11);
    expect(after.p[0]!.trades).toContain(goal);
    expect(after.endBy).toBe(0);
  });

  // Winning the Game, from behind, once the table has stalled (issue 30's standoffs): Blue, one goal
  // from the end, is behind a leader with no goal; at the round limit the leader wins anyway. While
  // goals are still bought at the table Blue keeps its dwarfs on the store (the goal would end a game
  // it loses); after STALL_ROUNDS rounds without one, sitting on the store's outlook is judged no
  // better than ending, and Blue buys. Session 32's switch as soon as a seat was one goal short made
  // 4-seat games end in 7-8 rounds (RULES-NOTES "The held-goal bonus mended, then reverted").
  it.each(TACTICS)('%s at %i players: one goal from the end and behind, ends a stalled game, not one still moving', (level, players) => {
    const { s, goal } = oneGoalShort(players);
    // The leader: defeated monsters (3 VP each), no goal, nothing to buy.
    const monster = cardOf(1, 'frost-giant');
    s.p[1]!.monsters = Array.from({ length: LEADER_MONSTERS }, () => ({ card: monster, elf: false }));
    s.p[1]!.killed = LEADER_MONSTERS;
    s.round = 12;
    expect(total(fresh(s), 1) - total(fresh(s), 0)).toBeGreaterThanOrEqual(10);
    // A goal was bought in the round before: the table still moves, Blue waits.
    s.goalRound = s.round - 1;
    const moving = playTurn(fresh(s), level, 11);
    expect(moving.p[0]!.trades).not.toContain(goal);
    expect(moving.endBy).toBe(-1);
    // No goal for STALL_ROUNDS rounds: Blue ends the game.
    s.goalRound = s.round - STALL_ROUNDS;
    const stalled = playTurn(fresh(s), level, 11);
    expect(stalled.p[0]!.trades).toContain(goal);
    expect(stalled.endBy).toBe(0);
  });

  // Normal, 2 seats, goals-2-22 and goals-2-37 (session 38): Blue, far ahead with two goals and the gems
  // of a third on offer, has all its dwarfs at the campfire and a general store with every spot free;
  // no goal has been bought for STUCK_ROUNDS rounds. Judged by its lead itself, every line sat at
  // 0.997-0.999 on the standoff's 2-VP scale and its own store team counted nothing once stuck (the
  // standoff's half outlook less `OUTLOOK_STUCK`'s half): the search spread its visits evenly, never
  // reached the third dwarf on the store, and both seats played to the round limit. Judged by the
  // lead's change from the root (searching.ts `standoffLead`), with the store team's half outlook,
  // Blue walks three dwarfs onto the store and buys.
  // Normal from 3 players on (`WIDE`: random playouts of the seat's own turn, 250 iterations) does not
  // find it, with the change or without: its rows at 3-7 seats ended on goals in 98-100 % of 50 games.
  it.each(TACTICS.filter(([, n]) => n === 2))('%s at %i players: far ahead in a stuck standoff, fills an empty store and buys its third goal', (level, players) => {
    const { s, goal } = oneGoalShort(players);
    s.p[0]!.at = s.p[0]!.at.map(() => -1);
    s.p[0]!.hand = [];
    s.used = 0;
    s.round = 15;
    s.goalRound = s.round - STUCK_ROUNDS;
    expect(total(fresh(s), 0) - total(fresh(s), 1)).toBeGreaterThanOrEqual(10);
    const after = playTurn(fresh(s), level, 23);
    expect(after.p[0]!.trades).toContain(goal);
    expect(after.endBy).toBe(0);
  });

  // The same standoff judged directly: the store team counts half its outlook (0.5 × 8 × (2/3)² = 1.78 VP
  // for 2 of 3) beside the 0.1 a campfire dwarf costs once stuck (`CAMP_STUCK`); it counted nothing before (the standoff's
  // half less `OUTLOOK_STUCK`'s half). And the sample knows the seat's lead at its root.
  it('counts the store team of a seat in a stuck standoff at half its outlook, and keeps the root lead', () => {
    const { s } = oneGoalShort(2);
    s.round = 15;
    s.goalRound = s.round - STUCK_ROUNDS;
    const lead = (x: State) => {
      const d = determinize(fresh(x), BLUE, rng(5));
      expect(d.opts.standoff).toBe(true);
      expect(d.opts.rootLead).toBeCloseTo(standoffLead(d), 9);
      return standoffLead({ ...d, opts: { ...d.opts, rootAt: '' } });
    };
    const two = lead(s);
    s.p[0]!.at = s.p[0]!.at.map(() => -1);
    const none = lead(s);
    // Less half the outlook's 0.1 reserve each campfire dwarf holds.
    expect(two - none).toBeCloseTo(1.78 + 0.2 - 0.1, 2);
  });

  // Issue 30's deadlock (Normal, goals-2-0): a dragon blocks the mines, one blue and one red dwarf
  // stand on it (1 + 1 of 5, 3 spots free), so neither colour can ever slay it, and a blocked gold
  // mine lies beside it. Moving off hands the rival the dragon, so while goals were still bought Blue
  // stayed; after STUCK_ROUNDS rounds without a goal at the table its idle dwarf costs it more
  // (searching.ts `STUCK`), and Blue walks it off the jammed dragon. Since session 37 the search gains
  // nothing by jamming a rival (searching.ts `evaluate`, a rival's tasks judged blind to the searcher's
  // meeples), so Blue walks off before the table has stalled too.
  it.each(TACTICS)('%s at %i players: walks a dwarf off a monster two colours jam, stalled or not', (level, players) => {
    const s = position(players);
    const dragon = cardOf(BLUE, 'forest-dragon');
    const gold = cardOf(BLUE, 'gold-mine');
    lay(s, dragon, at(5, 5), rotOpen(dragon, [1]));
    lay(s, gold, at(6, 5), rotOpen(gold, [3]));
    stand(s, 0, at(5, 5));
    stand(s, 1, at(5, 5));
    s.p.forEach((p) => (p.hand = []));
    s.round = 15;
    s.goalRound = s.round - STALL_ROUNDS;
    expect(playTurn(fresh(s), level, 17).p[0]!.at).not.toContain(at(5, 5));
    s.goalRound = s.round - STUCK_ROUNDS;
    expect(playTurn(fresh(s), level, 17).p[0]!.at).not.toContain(at(5, 5));
  });

  // Issue 30's Hard standoffs (goals-2-3, rounds 8-30): Red gathers 4 dwarfs on a frost giant (4 of 5, one
  // spot free) and Blue spends an action putting one dwarf on the free spot, which jams Red's team for good
  // (Stuck, the rulebook's example 8) and Blue's dwarf with it; Red walks its team to the next monster, Blue
  // follows, and nobody slays anything to the round limit. The search judges a rival's tasks as if its own
  // meeples took no spots there (searching.ts `BLIND`), so a block gains it nothing and Blue plays its own game.
  it.each(TACTICS)('%s at %i players: does not spend a dwarf jamming a rival team one short of a monster', (level, players) => {
    const s = position(players);
    const giant = cardOf(1, 'frost-giant');
    lay(s, giant, at(5, 5));
    stand(s, 1, at(5, 5), 4);
    s.round = 8;
    s.goalRound = 7;
    const after = playTurn(fresh(s), level, 19);
    expect(after.p[0]!.at).not.toContain(at(5, 5));
  });

  // Issue 30's short tables (Hard at 5 seats, session 42): from 5 players on, the searcher sees its own
  // dwarf on the last free spot of a rival's team (4 of 5 on a Frost Giant) as jamming it, so blocking
  // the leader is worth its action there; below 5 the rival's tasks are judged blind to it (Hard's
  // 2-seat standoffs), and the dwarf only costs the blocker (idle on a jammed card, out of its campfire).
  it.each([2, 4, 5, 7])('at %i players: judges a dwarf on the leader\'s last free spot as a block from 5 players on', (players) => {
    const s = position(players);
    const giant = cardOf(1, 'frost-giant');
    lay(s, giant, at(5, 5));
    stand(s, 1, at(5, 5), 4);
    s.p[1]!.trades = [TRADES.findIndex((g) => g.id === 'tg-04')];
    const worth = (x: State) => {
      const t = fresh(x);
      t.opts = { ...t.opts, searcher: BLUE };
      return evaluate(t)[BLUE] as number;
    };
    const free = worth(s);
    stand(s, BLUE, at(5, 5));
    const blocked = worth(s);
    if (players >= 5) expect(blocked).toBeGreaterThan(free);
    else expect(blocked).toBeLessThan(free);
  });

  // Issue 30's passing tables (Normal, goals-3-7 and goals-2-3): once no goal has been gained for
  // STUCK_ROUNDS rounds, a leaf where the searching seat's meeples and hand are as at the root (a
  // turn passed) costs it (searching.ts `PASS_STUCK`); before that a pass is judged as any leaf.
  it('judges a turn passed worse than one played once the table is stuck, not before', () => {
    const s = position(2);
    s.round = 15;
    s.goalRound = s.round - STUCK_ROUNDS;
    const d = determinize(s, BLUE, rng(5));
    expect(d.opts.stuck).toBe(true);
    expect(d.opts.rootAt).toBe(turnMark(s, BLUE));
    const played = (x: State): State => ({ ...x, opts: { ...x.opts, rootAt: '' } });
    expect(evaluate(played(d))[BLUE]).toBeGreaterThan(evaluate(d)[BLUE] as number);
    // A new state: determinize keeps what every sample of a root shares, by the root's identity.
    const e = determinize({ ...s, goalRound: s.round - STUCK_ROUNDS + 1 }, BLUE, rng(5));
    expect(e.opts.stuck).toBe(false);
    expect(evaluate(played(e))[BLUE]).toBe(evaluate(e)[BLUE]);
  });

  // Hard, 2 seats, goals-2-2 (session 37): a seat 4 of 5 on a monster counted the 4 of 5 as 2.6 VP of
  // outlook and judged the kill worse than a pass (the rival scoring 2 of it), and both seats passed to
  // the round limit. Once stuck the searching seat's own outlook counts half (searching.ts `OUTLOOK_STUCK`).
  it('counts half of the searching seat\'s own task outlook once the table is stuck', () => {
    const s = position(2);
    lay(s, cardOf(1, 'frost-giant'), at(5, 5));
    stand(s, 0, at(5, 5), 4);
    s.round = 15;
    const worth = (goalRound: number) => {
      s.goalRound = goalRound;
      const d = determinize(fresh(s), BLUE, rng(5));
      return { d, v: evaluate({ ...d, opts: { ...d.opts, rootAt: '' } })[BLUE] as number };
    };
    const moving = worth(s.round - STUCK_ROUNDS + 1);
    const stuck = worth(s.round - STUCK_ROUNDS);
    expect(moving.d.opts.stuck).toBe(false);
    expect(stuck.d.opts.stuck).toBe(true);
    // Without it the stuck seat lost only its campfire's reserve (3 dwarfs, 0.1 each); now also half
    // the 4 of 5's 2.56.
    const lead = (v: number) => -SCALE_VP * Math.log(1 / v - 1);
    expect(lead(moving.v) - lead(stuck.v)).toBeGreaterThan(1.2);
  });

  // Hard, 2 seats, goals-2-4 (session 37): both seats put all 7 dwarfs out, 4 of 5 on one monster and
  // 3 of 5 on another it could not reach, none at the campfire, and nothing could ever complete. A team
  // short of more meeples than the campfire holds counts half (evaluate.ts `RESERVE`), so a dwarf
  // coming home, which lets the 4 of 5 finish, is worth more than the 3 of 5's outlook.
  it('counts a team short of more meeples than the campfire holds at half', () => {
    const s = position(2);
    lay(s, cardOf(1, 'frost-giant'), at(5, 5));
    lay(s, cardOf(1, 'forest-dragon'), at(8, 8));
    stand(s, 0, at(5, 5), 4);
    stand(s, 0, at(8, 8), 3);
    const none = taskProgress(fresh(s), BLUE, true);
    s.p[0]!.at[s.p[0]!.at.indexOf(at(8, 8))] = -1;
    const one = taskProgress(fresh(s), BLUE, true);
    // 4 of 5 and 3 of 5 at half (2.0) against 4 of 5 in full, 2 of 5 at half and a dwarf at the camp (2.98).
    expect(none).toBeCloseTo(2.0, 5);
    expect(one).toBeCloseTo(2.98, 5);
  });

  // Rulebook, Forest Dragon: "mines in a kingdom with a dragon can't be used". Two blue dwarfs are
  // on a ruby mine the dragon blocks, and a gold mine lies free elsewhere: the two actions left go
  // to the gold mine, which pays, and not to the blocked ruby mine, which would send them home empty.
  it.each(TACTICS)('%s at %i players: digs the mine that pays, not the one a dragon blocks', (level, players) => {
    const s = position(players);
    const ruby = cardOf(BLUE, 'ruby-mine');
    const dragon = cardOf(BLUE, 'forest-dragon');
    lay(s, ruby, at(5, 5), rotOpen(ruby, [1]));
    lay(s, dragon, at(6, 5), rotOpen(dragon, [3]));
    lay(s, cardOf(BLUE, 'gold-mine'), at(5, 7));
    stand(s, 0, at(5, 5), 2);
    s.p[0]!.hand = s.p[0]!.hand.filter((c) => c !== cardOf(BLUE, 'castle'));
    s.used = 1;
    const after = playTurn(fresh(s), level, 13);
    expect(after.p[0]!.gems[GEMS.indexOf('gold')]).toBe(2);
  });

  // Rulebook, Castle: 2 dwarfs there dig a stack, "the top card goes to the bottom". Blue's kingdom
  // holds an emerald mine (1 VP) stacked on a diamond mine (2 VP); one dwarf is on the castle and one
  // action is left: the second dwarf digs, and the kingdom is worth a VP more.
  it.each(TACTICS)('%s at %i players: digs a stack in its kingdom to bring the better card up', (level, players) => {
    const s = position(players);
    const castle = cardOf(BLUE, 'castle');
    const diamond = cardOf(BLUE, 'diamond-mine');
    const emerald = cardOf(1, 'emerald-mine');
    lay(s, castle, at(5, 5), rotOpen(castle, [1]));
    lay(s, diamond, at(6, 5), rotOpen(diamond, [3]));
    lay(s, emerald, at(6, 5), rotOpen(emerald, [3]));
    stand(s, 0, at(5, 5), 1);
    s.p[0]!.hand = [];
    s.used = 3;
    const before = kingdomVp(fresh(s), 0);
    const after = playTurn(fresh(s), level, 17);
    expect(topCard(after, at(6, 5))).toBe(diamond);
    expect(kingdomVp(after, 0)).toBe(before + 1);
  });

  it('Normal beats the random bot in seeded 2-player games', { timeout: 600_000 }, () => {
    const games = Number(process.env.DWARFS_SEARCH_GAMES ?? 2);
    let wins = 0;
    for (let i = 0; i < games; i++) {
      const random = rng(301 + i);
      const smart = i % 2;
      let s = dwarfs.setup(`search-${i}`, 2, {});
      while (!s.over) {
        const seat = activeSeats(s)[0] as number;
        const m = bot(seat === smart ? 'normal' : 'random')(s, seat, random) as Move;
        const r = applyMove(s, seat, m);
        if (!r.ok) throw new Error(r.error.code);
        s = r.value.state;
      }
      const res = dwarfs.result(s);
      if (res?.winners.length === 1 && res.winners[0] === smart) wins++;
    }
    expect(wins).toBe(games);
  });
});
