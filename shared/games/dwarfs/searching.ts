// What Dwar7s Fall gives the generic search (shared/engine/search.ts) beside determinize.ts: the
// worth of a position to every seat, a cheap move order, a move key and the levels' budgets.
import type { SearchLevel, Seat } from '../../engine/types';
import type { Move } from './moves';
import { affordable, idleOnJammed, progress, taskProgress } from './evaluate';
import { total } from './scoring';
import { bagVp, SECRETS } from './data';
import { secretHolds } from './secrets';
import { goalCount, has, needed, ownOn } from './rules';
import { meeplesOn, topInfo } from './board';
import type { State } from './state';

/**
 * Worth of a goal bought (trading goal or dragon egg) beyond its VP. The outlook (evaluate.ts
 * `progress`) credits a store full of dwarfs with gems that pay a goal, and the gems toward it, more
 * than buying nets (the goal's VP less the gems, which already scored in hand); a search that sees
 * the resolve through would rather keep the outlook than buy. Goals also bring the end nearer (three
 * end the game), which favours whoever gets them.
 */
const GOAL_BONUS = 6;

/** VP a lead of this size is "probably winning" by (the logistic's scale; sensible bots score 40-60). */
const SCALE = 6;

/**
 * The same in the last round, where only the round's rest can change the VP: a lead there is
 * nearly final. Judged on SCALE, a seat 9 VP ahead that could buy its third goal (0.90) kept its
 * dwarfs on two stores instead, the outlook of 10.9 VP they stood for judging higher (0.96), and sat
 * there to the round limit (Normal, 2 seats, seed goals-2-0; RULES-NOTES "Games end on goals").
 */
const LAST_SCALE = 2;

/**
 * Each seat's worth in [0, 1]: VP already sure plus the part of the next VP the position is working
 * toward (evaluate.ts `progress`: meeples on tasks, gems toward goals on offer, a goal ready to
 * reveal), as a logistic of the lead over the best rival. In the last round (Winning the Game: the
 * round is finished once someone has 3 goals) only VP counts: goals no longer bring the end nearer,
 * a met secret goal is revealed at the end anyway, and only a seat still to play its turn may turn
 * its outlook into VP (half of it, as the turn it has is its last).
 *
 * A rival's tasks are judged as if the searching seat's own meeples took no spots there (evaluate.ts
 * `taskProgress`'s `blind`): jamming a rival's team gains the searcher nothing. Judged with them, one
 * dwarf put on the last free spot of a monster where the rival had 4 of 5 took 2.6 VP of outlook
 * from the rival and charged it 2 more for its 4 idle dwarfs, for the blocker's 0.5: Hard at 2 seats
 * spent its actions following the rival's team from monster to monster, the rival did the same to it
 * with one dwarf on every other monster, the dragons kept blocking every mine, and 12 of 50 games
 * (goals-2-3, -7, ...) went to the round limit with 0-2 goals (RULES-NOTES "Hard's blocking").
 * From 5 players on the searcher sees its own meeples in a rival's way again (`blind` is -1): there
 * a seat has 4-6 rivals and the end comes with the first of them to 3 goals, so a team of the
 * leader's jammed slows the table's end without stalling it. Blind at 5 seats, Hard's tables ended
 * in 9 rounds (median of 36 games, 19 of them in 9 or fewer: the first of five seats buying its goals
 * at full speed, a shared kingdom's secret goal often met in round 1 or 2); seeing it, seeds
 * goals-5-0..35 ended in a median of 11, 8 of 36 in 9 or fewer, none at the round limit (RULES-NOTES
 * "Games end on goals", session 42).
 */
export function evaluate(s: State): number[] {
  if (s.opts.standoff) return stalled(s);
  const last = s.endBy >= 0;
  const me = s.opts.searcher;
  const blind = me === undefined || s.players >= 5 ? -1 : me;
  const pool = me === undefined || s.players < 3 ? null : rivalsPool(s, me);
  const v = s.p.map((p, q) => {
    if (pool !== null && q !== me) {
      // A rival as the searcher knows it: see `rivalsPool`.
      const known = total(s, q) - bagVp(p.gems) + p.gems.reduce((a, b) => a + b, 0) * pool;
      if (!last) return known + taskProgress(s, q, false, blind) + GOAL_BONUS * (p.trades.length + p.eggs.length);
      return known + (stillToPlay(s, q) ? 0.5 * taskProgress(s, q, false, blind) : 0);
    }
    const secret = !p.revealed && secretHolds(s, q) ? (SECRETS[p.secret]?.vp ?? 0) : 0;
    // A met goal not yet revealed is worth half its VP before the last round (progress counts 0.9):
    // met now may be unmet after the next spending or stealing, revealed is sure.
    const idle = q === me ? unstick(s, q) : 0;
    const b = q === me ? -1 : blind;
    if (!last) return total(s, q) + progress(s, q, b) - 0.4 * secret + GOAL_BONUS * (p.trades.length + p.eggs.length) - idle;
    return total(s, q) + secret + (stillToPlay(s, q) ? 0.5 * (progress(s, q, b) - 0.9 * secret) : 0);
  });
  const scale = last ? LAST_SCALE : SCALE;
  return v.map((mine, q) => {
    let rival = -Infinity;
    for (let r = 0; r < v.length; r++) if (r !== q && (v[r] as number) > rival) rival = v[r] as number;
    return 1 / (1 + Math.exp(-(mine - rival) / scale));
  });
}

/**
 * Rounds without a goal gained anywhere at the table (no trading goal or egg bought, no secret goal
 * revealed) after which the table counts as stalled (`standoff`).
 */
export const STALL_ROUNDS = 3;

/**
 * Whether `seat`'s search judges the table as stalled (issue 30's standoffs): no seat has gained a
 * goal for `STALL_ROUNDS` rounds, the end is not yet triggered, `seat` is one goal from it and can
 * take that goal now (it holds the gems of a goal on offer, or of the egg with a monster, or its
 * secret goal holds unrevealed). Without that last condition the switch also changed how a seat that
 * could not buy played in a stall, and 2-seat games stalled more (RULES-NOTES "The judgement switches
 * after a stall"). Read at the search's root (determinize.ts puts it in the sample's options):
 * a goal bought in the searched turn would otherwise end the stall in its own leaf, and the two lines
 * be judged on two scales. Only public facts: the goals bought and revealed, when, and the seat's own gems.
 */
export function standoff(s: State, seat: number): boolean {
  if (s.endBy >= 0 || s.round - s.goalRound < STALL_ROUNDS || goalCount(s, seat) !== s.opts.trigger - 1) return false;
  const p = s.p[seat];
  return affordable(s, seat) || (p !== undefined && !p.revealed && secretHolds(s, seat));
}

/**
 * What each of the searching seat's own meeples idle on a jammed card costs it once the table is
 * `stuck`, beyond the outlook's 0.5 (evaluate.ts `JAMMED`). The outlook counts a jammed card in every
 * seat's worth, so a seat moving its one dwarf off a monster that two colours jam (1 + 1 of 5, 3
 * spots free) gained its 0.5 and handed the rival more (the rival's jam gone, its 1 of 5 counted),
 * and neither moved: in Normal's goals-2-0 from round 20 each seat kept one dwarf on the dragon that
 * blocks every useful mine and one on the giant beside it, and both passed to the round limit
 * (RULES-NOTES "Games end on goals"). Counted for the searching seat alone: its own idle dwarfs are
 * what it can move, and a stalled table has nothing else to wait for.
 */
const STUCK = 2;

/**
 * Rounds without a goal gained at the table after which `STUCK` counts. After `STALL_ROUNDS` (3) it
 * also acted in ordinary games (no goal yet by round 4, or a quiet spell mid-game): Normal, 2 goals,
 * seeds goals-<n>-0..9, goals-5-8 and goals-7-3 went to the limit where they had ended in rounds 8
 * and 14 (RULES-NOTES "Games end on goals").
 */
export const STUCK_ROUNDS = 6;

/**
 * Whether no goal has been gained at the table (`State.goalRound`) for `STUCK_ROUNDS` rounds and
 * the end is not triggered: read at the search's root, as `standoff` is (determinize.ts).
 */
export function stuck(s: State): boolean {
  return s.endBy < 0 && s.round - s.goalRound >= STUCK_ROUNDS;
}

/**
 * In a `stuck` table, what each of the searching seat's meeples at the campfire costs it (the
 * outlook counts 0.1 for it, as an action in reserve: stuck, the reserve counts nothing), and what
 * a turn passed costs it: a leaf where its meeples and hand are as they were at the root (`turnMark`).
 * Normal's goals-3-7: a third seat could slay a forest dragon (1 of 5, 4 free, 6 dwarfs at the
 * campfire) but its 3-seat search judged the placement 0.679 against `end`'s 0.681 and every seat
 * passed from round 12 to the round limit; goals-2-3: the seat 19 VP ahead, a gem short of its third
 * goal, judged every move within 0.002 of `end` (its lead saturates the logistic) and both passed.
 * With both costs the two end on goals (rounds 26 and 23) and Normal's 2-4 seat rows, seeds 0..9, end
 * on goals in 30 of 30 games (RULES-NOTES "Games end on goals").
 */
const CAMP_STUCK = 0.1;
/**
 * In a `stuck` table, the share of the searching seat's own task outlook (evaluate.ts
 * `taskProgress`) it no longer counts: stuck, an outlook that has not been cashed for 6 rounds is
 * not worth waiting on. Hard, 2 seats, goals-2-2 (session 37): the seat behind could slay the
 * dragon its 4 of 5 dwarfs stood on (+3 VP to it, +2 to the rival whose kingdom held the dragon),
 * but the 4 of 5 counted 2.6 VP of outlook, the kill judged worse than a pass, and both seats
 * passed to the round limit; with half the outlook it slays, and the game ends in round 15.
 * Not in a standoff (`stalled`), which already counts the searching seat's outlook at half: both
 * halvings together left a store team toward its third goal worth nothing (Normal, goals-2-22).
 */
const OUTLOOK_STUCK = 0.5;
const PASS_STUCK = 0.5;

/** The seat's meeples and hand size, to tell a turn passed from one played (determinize.ts keeps it at the root). */
export const turnMark = (s: State, seat: number): string => `${s.p[seat]?.at.join(',')}|${s.p[seat]?.hand.length}`;

function unstick(s: State, seat: number, outlook = true): number {
  if (!s.opts.stuck) return 0;
  const camp = s.p[seat]?.at.filter((a) => a === -1).length ?? 0;
  const share = outlook ? OUTLOOK_STUCK * Math.max(0, taskProgress(s, seat, true)) : 0;
  return STUCK * idleOnJammed(s, seat) + CAMP_STUCK * camp + (s.opts.rootAt === turnMark(s, seat) ? PASS_STUCK : 0) + share;
}

/**
 * The worth of a sample whose root was a standoff (`standoff`): every leaf, the one where the
 * searching seat took the goal that ends the game and the one where it did not, is judged as the
 * last round judges it (VP, half the outlook of seats still to play, the 2-VP scale), so on one scale
 * before the purchase and after it. The searching seat, whose turn is over in a leaf, keeps half its
 * outlook while the game goes on (it may still cash it), and the goal bonus for the purchase that
 * ends it. Judged as an open game before the goal (a bonus of 6 per goal held, the outlook on the
 * 6-VP scale) and as a near-final count after it, a seat behind on VP found sitting on a store and a
 * goal's gems better than ending a game it had lost, though at the round limit the leader wins
 * anyway (RULES-NOTES "Anatomy of a Normal standoff"). Switched as soon as a seat was one goal short,
 * 4-seat games ended in 7-8 rounds (session 32): hence only once the table has stalled.
 */
function stalled(s: State): number[] {
  const v = stalledWorths(s);
  const me = s.opts.searcher;
  return v.map((mine, q) => {
    let rival = -Infinity;
    for (let r = 0; r < v.length; r++) if (r !== q && (v[r] as number) > rival) rival = v[r] as number;
    const lead = mine - rival - (q === me ? (s.opts.rootLead ?? 0) : 0);
    return 1 / (1 + Math.exp(-lead / LAST_SCALE));
  });
}

/**
 * The searching seat's lead in a standoff's sample as `stalled` judges it, before any move: the
 * sample's `rootLead` (determinize.ts). `stalled` judges the searching seat by its lead's change
 * from there. Judged by the lead itself, a seat 9-13 VP ahead that held a goal's gems saw every
 * line at 0.997-0.999 (the logistic's tail on the 2-VP scale): the purchase that ends the game
 * and wins it judged within 0.002 of a pass, the 500-iteration search spread its visits evenly
 * (about 30 a move over 16-20 moves), never reached the third dwarf placed on a store, and the
 * seat placed on mines at random while both seats played to the round limit (Normal, 2 seats,
 * goals-2-22 from round 8, goals-2-37 from round 16; RULES-NOTES "Normal's 2-seat stalls"). The
 * change is monotone in the lead, so a sample's leaves keep their order: only how far apart the
 * search sees them (and the sample's own draw of the rivals' hidden goals and gems cancels out).
 */
export function standoffLead(s: State): number {
  const me = s.opts.searcher ?? -1;
  const v = stalledWorths(s);
  let rival = -Infinity;
  for (let r = 0; r < v.length; r++) if (r !== me && (v[r] as number) > rival) rival = v[r] as number;
  return (v[me] ?? 0) - rival;
}

function stalledWorths(s: State): number[] {
  const me = s.opts.searcher;
  // As `evaluate`: from 5 players on, a rival's team the searcher jams counts as jammed.
  const blind = me === undefined || s.players >= 5 ? -1 : me;
  const pool = me === undefined || s.players < 3 ? null : rivalsPool(s, me);
  return s.p.map((p, q) => {
    if (pool !== null && q !== me) {
      const known = total(s, q) - bagVp(p.gems) + p.gems.reduce((a, b) => a + b, 0) * pool;
      return known + (stillToPlay(s, q) ? 0.5 * taskProgress(s, q, false, blind) : 0);
    }
    const secret = !p.revealed && secretHolds(s, q) ? (SECRETS[p.secret]?.vp ?? 0) : 0;
    const sure = total(s, q) + secret;
    if (q === me) return s.endBy === q ? sure + GOAL_BONUS : sure + 0.5 * (progress(s, q) - 0.9 * secret) - unstick(s, q, false);
    return sure + (stillToPlay(s, q) ? 0.5 * (progress(s, q, blind) - 0.9 * secret) : 0);
  });
}

/**
 * The mean VP of a gem in the rivals' hands. A sample redeals the kinds of the rivals' gems among
 * them (the searcher knows only the pool and each one's count) and draws their secret goals again,
 * so judging a rival by its sampled gems and goal made two samples of one position differ by more
 * than its moves did: two Hard searches of one 4-player position with different generators chose
 * the same move 75-81 % of the time (2 players: 91-94 %). Each rival's gems are valued at the pool's
 * mean, and neither its secret goal (it scores once revealed, which everyone sees) nor its gems
 * toward the goals on offer count; the two searches then chose the same move in all 33 positions
 * of a 4-player game (diagnostics/agree.ts). Only from 3 players on: at 2 players the pool is the one
 * rival's hand, known to the gem, and its gems toward goals are worth counting. Judged this way at 2
 * players Hard beat a 500-iteration Normal in 65.4 % of 39 paired games, 1.5 VP ahead on average,
 * against 69.2 % and 3.6 VP judged as before.
 */
function rivalsPool(s: State, me: number): number {
  let vp = 0;
  let n = 0;
  s.p.forEach((p, q) => {
    if (q === me) return;
    vp += bagVp(p.gems);
    for (const k of p.gems) n += k;
  });
  return n > 0 ? vp / n : 0;
}

/** In the last round: whether `seat` still has (some of) its turn, the round ending when play is back with the first player. */
function stillToPlay(s: State, seat: number): boolean {
  const n = s.players;
  return (seat - s.first + n) % n >= (s.turn - s.first + n) % n;
}

/**
 * Moves worth searching, best kinds first. It reads only the moves and whose search a sample
 * serves (the root is given the true state). `cancel` and the standing order to reveal never change the game's worth, so they are left
 * out; `end` goes last so that a search tries the actions first.
 */
const RANK: Partial<Record<Move['type'], number>> = {
  reveal: 0,
  complete: 1,
  buy: 1,
  dig: 1,
  discard: 1,
  place: 2,
  play: 3,
  put: 3,
  upgrade: 4,
  warrior: 4,
  ogreKing: 4,
  move: 5,
  ogre: 5,
  panic: 5,
  brute: 5,
  scales: 6,
  pawn: 6,
  frozen: 6,
  hire: 6,
  alchemy: 7,
  tunnel: 7,
  rotate: 7,
  end: 9,
};

export function order(s: State, seat: Seat, moves: Move[]): Move[] {
  const wipes = has(s, 'dwarfs-way');
  // The search plans the searching seat's own turn and judges where it leaves the table: going on
  // into a rival's turn would judge lines that end the turn after the rival's best reply and lines
  // still inside it before any, and a good last action (a monster finished) would look worse.
  if (s.opts.searcher !== undefined && seat !== s.opts.searcher) return [];
  const kept = moves.filter((m) => RANK[m.type] !== undefined && !(wipes && sendsAllHome(s, seat, m)));
  const out = kept.length > 0 ? kept : moves;
  return out.map((m, i) => ({ m, r: (RANK[m.type] ?? 8) * 1000 + i })).sort((a, b) => a.r - b.r).map((x) => x.m);
}

/**
 * Under The Dwarfs Way: whether `m` puts a meeple of `seat` on the last free spot of a card where
 * nobody's team is then complete, so that at the end of the turn everyone there goes home (resolve.ts
 * `dwarfsWay`). Judged by the table's worth, it cost the searcher one action and its rivals their
 * meeples there, and Normal's seats sent each other home turn after turn: Chaos Control at 3 seats,
 * goals-3-2 and goals-3-4, 13 and 22 such wipes, both to the round limit (Easy's games: 0-1;
 * diagnostics/wipe-probe.ts).
 */
function sendsAllHome(s: State, seat: Seat, m: Move): boolean {
  if (m.type !== 'place' && m.type !== 'move') return false;
  const c = m.type === 'place' ? m.cell : m.to;
  const info = topInfo(s, c);
  if (!info || info.category === 'monster') return false;
  if (meeplesOn(s, c).length + 1 < info.spots) return false;
  for (let q = 0; q < s.players; q++) if (ownOn(s, q, c).length + (q === seat ? 1 : 0) >= needed(s, q, c)) return false;
  return true;
}

/** A move's identity across samples: its fields by name (optional ones may be absent). */
export function moveKey(m: Move): string {
  let k = '';
  const r = m as Record<string, unknown>;
  for (const f in r) if (r[f] !== undefined) k += `${f}=${String(r[f])};`;
  return k;
}

/**
 * Normal from 3 players on: the search as it comes (explore 0.7, each leaf played on 24 random moves
 * of the seat's own turn) on half the budget. At 4 players Normal's 500 iterations planned its turn
 * as well as Hard's 5000 (below), so a host choosing Hard got about the same opponent: Hard took
 * 35.0 % of 200 games against three of them. Against this Normal, on the log's first 48 deals, Hard
 * took 61.5 % (the 500-iteration Normal on the same deals: 47.9 %), and this Normal is still well
 * above Easy: one of it against three Easy bots took 44.8 % of 48 games (fair share 25 %; the
 * 500-iteration Normal 63.1 % of 42). Fewer iterations are not the way down: at 100 (explore 0.1)
 * one Normal against three Easy bots took 12.5 % of 48, below Easy. At 2 players Normal is unchanged.
 * Over 200 games (bench/tournament/dwarfs.jsonl): Hard among three of these Normals 58.3 % (95 %
 * interval 51-65 %, +2.6 VP over the best Normal); one of them among three Easy bots 37.0 % (31-44 %);
 * its CPU per move p50 14 ms, p99 30 ms. Hard on an idle machine at 4 players (12 games): wall p50
 * 297 ms, p99 677 ms.
 */
const WIDE = { iterations: 250, explore: 0.7, playout: 24 } as const;

/**
 * Thinking per level: search iterations, evaluated at the leaves (no random playouts; Normal from 3
 * players on: `WIDE` above). Easy is not
 * here: it is the sensible bot (one step of look-ahead), a plain function the room calls at once.
 * Measured before the search's early stop (2 players, a loaded 2-core machine): Normal about 60 ms
 * of CPU a move (p99 110), Hard about 370 ms (p99 650). Since a search stops once its most visited
 * move cannot be overtaken (893539c, the same picks), Hard at 4 players takes p50 256-263 ms of CPU a
 * choice, p90 604-641 ms (was 416-455 and 680-860; diagnostics/prof-dwarfs-hard.ts, 37 positions, load
 * 1-5): well within the table's ~1 s. The figures below were all taken before the early stop.
 * At 4 players (Hard against three Normals, bench/bots.ts, 40 games, seeds table-0..39, 2 cores
 * loaded ~3-7): Hard wins 32.5 % (95 % interval 20-48 %; an even share is 25 %), CPU p50 259 ms,
 * p99 494 ms. The evaluation has no depth drift to correct (unlike Hall): a seat's worth falls
 * ~0.018 per rival turn, but `order` ends every line at the end of the searcher's own turn, so all
 * leaves have seen the same rival turns. Judging the lead against the mean of the rivals as well as
 * the best one (halfway) measured worse (17.6 % over the first 17 of those games, against 41 %).
 * Hard at explore 0.3 won 41.3 % of the same 40 (interval 27-57 %) but its 2-player share against
 * Normal fell to 65 % (20 games, 43-82 %, against 82 %), so the budget stays.
 * Paired deals (table-0..7, each with Hard at every seat; 2 cores at load 7-21): as is, 9 of 32
 * (28 %); Hard alone at explore 0.3 at 4 players, 7 of the same 32 (22 %; 21.6 % of 37 with
 * table-8..9), 3.1 and 7.6 VP behind the best Normal on table-4..7. Hard judging the rivals by their
 * public gem counts and no secret goal (a sample's redraw of them moved a 4-player seat's worth by
 * 0.039, standard deviation over 313 positions, 0.030 at 2 players) won 5 of table-0..3's 16, as is.
 * That judging is now the evaluation's (`rivalsPool`): on table-0..11 (48 games, idle machine) Hard
 * won 33.3 % (interval 22-47 %), 3.4 ± 2.7 VP behind the best Normal; CPU p50 263 ms, p99 492 ms.
 * Its choices are stable now, yet over 16 of those games Hard and the Normals ended with the same
 * VP in every category (goals 10.7 against 10.6, gems 13.6 and 13.6, kingdom 5.5 against 5.8; 0.87
 * goals each; diagnostics/breakdown.ts): at 4 players, a sharper plan of one's own turn buys nothing.
 * So the levels are spaced by Normal's budget instead: at 4 players Normal's 1000 iterations
 * already played as well as Hard. Same 40 games (table-0..9, each with Hard at every seat), Hard's
 * share and mean margin over the best Normal by Normal's budget: 1000: 30 %, -3.5 VP; 500: 50 %,
 * -1.3 VP; 250: 46 %, -2.9 VP (all 48 of table-0..11: 33.3 %, 47.9 % [34-62 %], 40.6 %). At 2 players against Easy (duel-normal-easy-0..19, 40 games): 1000:
 * 87.5 %; 500: 75 % (interval 60-86 %); 250: 62.5 %. Normal thinks 500 iterations (CPU p50 about
 * 20 ms a move, half of before); a horizon past the rivals' turns is what is left to try for Hard.
 * Hard at explore 0.05 (FotMK's Hard reads deeper at 0.04) did worse on the log's own deals: 33.3 %
 * of the first 18 at 4 players (-4.4 VP) where 0.1 won 50 % (+0.2), and 63.2 % of 19 at 2 players
 * against Normal where 0.1 won 73.7 %, with CPU p99 646 ms against 491.
 */
export const LEVELS = {
  normal: { iterations: 500, playout: 0, explore: 0.1, atPlayers: { 3: WIDE, 4: WIDE, 5: WIDE, 6: WIDE, 7: WIDE } },
  hard: { iterations: 5000, playout: 0, explore: 0.1 },
} as const satisfies Record<string, SearchLevel>;
