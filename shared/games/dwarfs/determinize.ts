// A state a seat could be in, for the search: every value hidden from the seat is drawn again, the
// rest kept. Hidden (view.ts and RULES-NOTES "Hidden information" are the authority): the other
// seats' unrevealed secret goals (drawn from the goals no one has shown: the undealt ones left the
// game unseen), their gems (counts are public, so each keeps its count and the kinds are redealt
// among them) and ogre cards (redealt with the ogre deck, counts kept), their standing order to
// reveal, the orders of the ogre, trading-goal and dragon-egg decks, and the game's generator.
// Each pool is sorted before it is shuffled so that the true order leaves no trace: two states the
// seat cannot tell apart give the same sample for the same draws (the search's no-peeking test).
import { seedRng, type Rng } from '../../engine/rng';
import type { Seat } from '../../engine/types';
import { SECRETS } from './data';
import { standoff, standoffLead, stuck, turnMark } from './searching';
import { clone, clonePlayer, type Player, type State } from './state';

const byNumber = (a: number, b: number) => a - b;

/** A copy of `sorted` in an order drawn from `random` (Fisher-Yates). */
function shuffled(random: () => number, sorted: readonly number[]): number[] {
  const items = sorted.slice();
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = items[i] as number;
    items[i] = items[j] as number;
    items[j] = t;
  }
  return items;
}

/** Gems per kind (GEMS order) as a list of kinds, one entry a gem. */
const gemList = (gems: readonly number[]): number[] => gems.flatMap((n, kind) => Array.from({ length: n }, () => kind));

/**
 * What every sample of one root shares: the options the evaluation reads, and each hidden pool
 * sorted. A search draws thousands of samples of one root (Hard: up to 5000), and working these out
 * again each time was a fifth of its CPU at 6 seats; the draws that follow are the same.
 */
interface Prep {
  opts: State['opts'];
  others: number[];
  hiddenGoal: number[];
  goals: number[];
  gems: number[];
  ogres: number[];
  tradeDeck: number[];
  eggDeck: number[];
}

/**
 * Per root state, per searching seat. States are never changed once made (`apply` makes a new one),
 * so a state's identity stands for its contents; a test that builds a position must not change it
 * after handing it to `determinize`.
 */
const prepared = new WeakMap<State, Map<Seat, Prep>>();

function prep(s: State, seat: Seat): Prep {
  let bySeat = prepared.get(s);
  const hit = bySeat?.get(seat);
  if (hit) return hit;
  const others = s.p.map((_, i) => i).filter((i) => i !== seat);
  const seen = new Set([s.p[seat]?.secret ?? -1, ...others.filter((i) => (s.p[i] as Player).revealed).map((i) => (s.p[i] as Player).secret)]);
  const out: Prep = {
    // The sample knows whose search it serves (searching.ts `order` plans that seat's turn only).
    // It also knows whether the table had stalled with that seat one goal from the end (searching.ts
    // `standoff`) or stalled at all (`stuck`), which its evaluation reads in every leaf alike, and
    // where the seat's meeples and hand were at the root (`turnMark`: a leaf where they still are passed).
    opts: { ...s.opts, searcher: seat, standoff: standoff(s, seat), stuck: stuck(s), rootAt: turnMark(s, seat) },
    others,
    // Secret goals: the ones still hidden from `seat` are any of those it has not seen.
    hiddenGoal: others.filter((i) => !(s.p[i] as Player).revealed),
    goals: SECRETS.map((_, g) => g).filter((g) => !seen.has(g)),
    // Gems: the kinds the others hold between them, redealt at each one's public count.
    gems: others.flatMap((i) => gemList((s.p[i] as Player).gems)).sort(byNumber),
    // Ogre cards: the deck and the others' hands, redealt at each hand's public count.
    ogres: [...s.ogreDeck, ...others.flatMap((i) => (s.p[i] as Player).ogres)].sort(byNumber),
    tradeDeck: s.tradeDeck.slice().sort(byNumber),
    eggDeck: s.eggDeck.slice().sort(byNumber),
  };
  if (!bySeat) prepared.set(s, (bySeat = new Map()));
  bySeat.set(seat, out);
  return out;
}

export function determinize(s: State, seat: Seat, random: () => number): State {
  const d = clone(s);
  const pre = prep(s, seat);
  d.opts = pre.opts;
  const words: Rng = [0, 0, 0, 0].map(() => Math.floor(random() * 0x100000000) >>> 0) as Rng;
  d.rng = seedRng(words.join('.'));
  const others = pre.others;
  const players: Player[] = s.p.slice();
  for (const i of others) {
    const q = clonePlayer(s.p[i] as Player);
    q.auto = false;
    players[i] = q;
  }

  const goals = shuffled(random, pre.goals);
  pre.hiddenGoal.forEach((i, k) => ((players[i] as Player).secret = goals[k] ?? -1));

  const gems = shuffled(random, pre.gems);
  let at = 0;
  for (const i of others) {
    const q = players[i] as Player;
    const n = q.gems.reduce((a, b) => a + b, 0);
    const g = [0, 0, 0, 0];
    for (let k = at; k < at + n; k++) g[gems[k] as number] = (g[gems[k] as number] as number) + 1;
    at += n;
    q.gems = g;
  }

  const ogres = shuffled(random, pre.ogres);
  at = 0;
  for (const i of others) {
    const q = players[i] as Player;
    q.ogres = ogres.slice(at, (at += q.ogres.length));
  }
  d.ogreDeck = ogres.slice(at);

  d.tradeDeck = shuffled(random, pre.tradeDeck);
  d.eggDeck = shuffled(random, pre.eggDeck);
  d.p = players;
  // A standoff is judged by the searching seat's lead's change from the sample's root (searching.ts `standoffLead`).
  if (d.opts.standoff) d.opts = { ...d.opts, rootLead: standoffLead(d) };
  return d;
}
