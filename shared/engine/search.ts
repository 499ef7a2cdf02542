// Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012)
// on the engine contract. Each iteration samples one full state the searching seat could be in
// (the game's `determinize`, never the true hidden values), walks one tree shared by all samples,
// expands one move, plays a short random playout (or none: `playout: 0` evaluates the leaf) and
// backs up one value per seat. Opponents choose in the same tree by their own values.
//
// Pure: no clock. The budget is counted in iterations and the caller steps the search as it likes;
// randomness only from the caller's generator, so the same generator gives the same choice. A room
// that must stay responsive thinks a chunk per turn of its event loop:
//   const search = new Search(game, state, seat, random, level);
//   while (!search.done(level.iterations)) { search.step(50); await nextTick(); }
//   const move = search.best();   // then checked by `apply` like any intent
import type { GameModule, Seat, SearchLevel, SearchSpec } from './types';

export type SearchOptions = Omit<SearchLevel, 'iterations' | 'atPlayers'>;

interface TreeNode<M> {
  key: string;
  move: M | null;
  /** Seat that made `move` (the value backed up here is this seat's). */
  seat: Seat;
  children: TreeNode<M>[];
  /** `children` by key: a node of 100 moves was scanned 100 times per visit. */
  byKey: Map<string, TreeNode<M>>;
  visits: number;
  /** Times this node was among the legal moves of a sample (ISMCTS' availability count). */
  avail: number;
  value: number;
}

const defaultKey = (m: unknown): string => JSON.stringify(m);

/** A search for `seat`'s next move in `state`, stepped by the caller. */
export class Search<S, M> {
  private readonly root: TreeNode<M>;
  private readonly moves: M[];
  /** The root moves' tree keys, made once: every iteration walks them all. */
  private readonly rootKeys: string[];
  private readonly keyOf: (m: M) => string;
  private readonly spec: SearchSpec<S, M>;
  private readonly explore: number;
  private readonly playout: number;
  iterations = 0;

  constructor(
    private readonly game: GameModule<S, M>,
    private readonly state: S,
    private readonly seat: Seat,
    private readonly random: () => number,
    opts: SearchOptions = {},
  ) {
    if (!game.search) throw new Error(`${game.id} declares no search`);
    this.spec = game.search;
    this.keyOf = this.spec.key ?? defaultKey;
    this.explore = opts.explore ?? 0.7;
    this.playout = opts.playout ?? 24;
    this.root = { key: '', move: null, seat: -1, children: [], byKey: new Map(), visits: 0, avail: 0, value: 0 };
    const legal = game.activeSeats(state).includes(seat) ? game.legalMoves(state, seat) : [];
    this.moves = this.spec.order ? this.spec.order(state, seat, legal) : legal;
    this.rootKeys = this.moves.map((m) => `${seat}:${this.keyOf(m)}`);
  }

  /** Nothing to think about: no move, or only one. */
  get trivial(): boolean {
    return this.moves.length <= 1;
  }

  /**
   * Thought enough: `budget` iterations run, nothing to think about, or the choice is settled. `best`
   * takes the most visited root move, and an iteration adds one visit to one root move: once the
   * leader is ahead of every other by more than the iterations left, no outcome of them changes the
   * choice (the mean-value tie-break weighs under one visit), so they are skipped. The same move as
   * the whole budget, for less thinking (Dwar7s Fall's Hard: diagnostics/prof-dwarfs-hard.ts).
   */
  done(budget: number): boolean {
    return this.trivial || this.iterations >= budget || this.settled(budget - this.iterations);
  }

  /** Whether the most visited root move leads every other by more than `left` visits. */
  private settled(left: number): boolean {
    let top = 0;
    let second = this.root.children.length < this.moves.length ? 0 : -1;
    for (const c of this.root.children) {
      if (c.visits > top) {
        second = top;
        top = c.visits;
      } else if (c.visits > second) second = c.visits;
    }
    return second >= 0 && top - second > left;
  }

  /** Run `n` more iterations. */
  step(n: number): void {
    if (this.trivial) return;
    for (let i = 0; i < n; i++) this.iterate();
  }

  /** The most visited move among the root's legal ones (the first in order before any search). */
  best(): M | null {
    let best: M | null = this.moves[0] ?? null;
    let most = -1;
    for (let i = 0; i < this.moves.length; i++) {
      const m = this.moves[i] as M;
      const c = this.root.byKey.get(this.rootKeys[i] as string);
      const v = c ? c.visits + (c.visits > 0 ? c.value / c.visits : 0) * 1e-3 : -1;
      if (v > most) {
        most = v;
        best = m;
      }
    }
    return best;
  }

  /** Visits and mean value per root move, for tests and tuning. */
  stats(): { key: string; visits: number; mean: number }[] {
    return this.root.children.map((c) => ({ key: c.key, visits: c.visits, mean: c.visits ? c.value / c.visits : 0 }));
  }

  private legal(s: S, actor: Seat): M[] {
    const ms = this.game.legalMoves(s, actor);
    return this.spec.order ? this.spec.order(s, actor, ms) : ms;
  }

  private iterate(): void {
    const g = this.game;
    let s = this.spec.determinize(this.state, this.seat, this.random);
    let node = this.root;
    const path: TreeNode<M>[] = [node];
    // Selection and expansion.
    for (;;) {
      const actors = g.activeSeats(s);
      if (actors.length === 0) break;
      // Seats deciding at once (a draft, a starting choice) are walked one after another. The
      // searcher goes first while it is among them: it cannot see their choices anyway, and its
      // own next step then lies right under its last instead of under every line of theirs. Taken
      // in seat order instead, seat 0 alone planned its steps together, and won 41 % of 4-player
      // FotMK games among four Easy bots (200 deals; 24-27 % each seat this way).
      const actor = node === this.root || actors.includes(this.seat) ? this.seat : (actors[0] as Seat);
      const moves = node === this.root ? this.moves : this.legal(s, actor);
      if (moves.length === 0) break;
      let untried: M | null = null;
      let untriedKey = '';
      const present: TreeNode<M>[] = [];
      const keys = node === this.root ? this.rootKeys : null;
      for (let i = 0; i < moves.length; i++) {
        const m = moves[i] as M;
        const k = keys ? (keys[i] as string) : `${actor}:${this.keyOf(m)}`;
        const c = node.byKey.get(k);
        if (c) present.push(c);
        else if (untried === null) {
          untried = m;
          untriedKey = k;
        }
      }
      for (const c of present) c.avail++;
      if (untried !== null) {
        const child: TreeNode<M> = { key: untriedKey, move: untried, seat: actor, children: [], byKey: new Map(), visits: 0, avail: 1, value: 0 };
        node.children.push(child);
        node.byKey.set(untriedKey, child);
        const r = g.apply(s, actor, untried);
        if (!r.ok) throw new Error(`search: ${g.id} refused its own legal move ${untriedKey}: ${r.error.code}`);
        s = r.value.state;
        path.push(child);
        break;
      }
      let pick = present[0] as TreeNode<M>;
      let bestU = -Infinity;
      for (const c of present) {
        const u = c.value / c.visits + this.explore * Math.sqrt(Math.log(c.avail) / c.visits);
        if (u > bestU) {
          bestU = u;
          pick = c;
        }
      }
      const r = g.apply(s, actor, pick.move as M);
      if (!r.ok) throw new Error(`search: ${g.id} refused its own legal move ${pick.key}: ${r.error.code}`);
      s = r.value.state;
      node = pick;
      path.push(node);
    }
    const values = this.rollout(s);
    for (const n of path) {
      n.visits++;
      if (n.seat >= 0) n.value += values[n.seat] ?? 0;
    }
    this.iterations++;
  }

  /** Random moves from `s`, then the value of where they led, per seat. */
  private rollout(start: S): number[] {
    const g = this.game;
    let s = start;
    const limit = this.spec.evaluate ? this.playout : Infinity;
    for (let d = 0; d < limit; d++) {
      const actors = g.activeSeats(s);
      if (actors.length === 0) break;
      const actor = actors[Math.floor(this.random() * actors.length)] as Seat;
      const moves = this.legal(s, actor);
      if (moves.length === 0) break;
      const r = g.apply(s, actor, moves[Math.floor(this.random() * moves.length)] as M);
      if (!r.ok) break;
      s = r.value.state;
    }
    const res = g.result(s);
    if (res) {
      const share = 1 / Math.max(1, res.winners.length);
      return res.scores.map((_, seat) => (res.winners.includes(seat) ? share : 0));
    }
    return this.spec.evaluate ? this.spec.evaluate(s) : [];
  }
}

/** `level` as it plays in `state`: its settings at that many players (`atPlayers`) over its own. */
export function levelAt<S>(spec: SearchSpec<S, unknown> | undefined, level: SearchLevel, state: S): Omit<SearchLevel, 'atPlayers'> {
  const { atPlayers, ...base } = level;
  const at = atPlayers && spec?.players ? atPlayers[spec.players(state)] : undefined;
  return at ? { ...base, ...at } : base;
}

/** Iterations between two looks at whether the choice is settled (the look scans the root's moves). */
const SETTLE_CHUNK = 40;

/** One whole search: `iterations` iterations, then the best move (null when `seat` has none). */
export function searchMove<S, M>(game: GameModule<S, M>, state: S, seat: Seat, random: () => number, iterations: number, opts?: SearchOptions): M | null {
  const search = new Search(game, state, seat, random, opts);
  while (!search.done(iterations)) search.step(Math.min(SETTLE_CHUNK, iterations - search.iterations));
  return search.best();
}

/**
 * The game's levels as entries for its `bots` record: each thinks its whole budget in one call.
 * `game` is a thunk so a module can list its own bots.
 */
export function searchBots<S, M>(game: () => GameModule<S, M>, levels: Record<string, SearchLevel>): Record<string, (state: S, seat: Seat, random: () => number) => M | null> {
  const out: Record<string, (state: S, seat: Seat, random: () => number) => M | null> = {};
  for (const [name, level] of Object.entries(levels))
    out[name] = (state, seat, random) => {
      const g = game();
      const { iterations, ...opts } = levelAt(g.search as SearchSpec<S, unknown> | undefined, level, state);
      return searchMove(g, state, seat, random, iterations, opts);
    };
  return out;
}
