// Leftover sets at final scoring (F/Final Scoring 3; digest 7.20): every resource a bank owns, in
// sets of 3 identical, after any number of 4:1 trades ("spend 4 resources, any mix, to gain 1 chosen
// resource", digest 3.1). The engine makes the trades itself, and says which it chose.
import { RESOURCES, resName } from './symbols';

/** One 4:1 trade: how many of each resource are spent (4 in all) and the resource gained. */
export interface SetTrade {
  give: number[];
  get: number;
}

/** The best leftover sets and one optimal way to reach them. */
export interface SetPlan {
  /** Sets of 3 identical resources (1 honour each). */
  sets: number;
  /** The trades chosen, in order; as few as reach the best count. */
  trades: SetTrade[];
  /** Sets formed per resource after the trades. */
  made: number[];
}

/**
 * A trade plan is: spend s_i of each kind (sum 4k) and gain g_i (sum k); the sets are
 * sum floor((c_i - s_i + g_i) / 3). Spending what one gains never helps, so each kind either spends
 * or gains. A DP over kinds with (spent, gained) as state finds the best plan with spent = 4 * gained;
 * every layer is kept so the plan can be read back.
 */
export function planSets(counts: readonly number[]): SetPlan {
  const total = counts.reduce((a, b) => a + b, 0);
  const maxK = Math.floor(total / 4);
  const blank = () => Array.from({ length: total + 1 }, () => new Array<number>(maxK + 1).fill(-1));
  // layers[i][spent][gained] = best sets over the first i kinds; -1 unreachable.
  const layers: number[][][] = [blank()];
  layers[0]![0]![0] = 0;
  for (const c of counts) {
    const dp = layers[layers.length - 1]!;
    const next = blank();
    for (let sp = 0; sp <= total; sp++) {
      for (let ga = 0; ga <= maxK; ga++) {
        const v = dp[sp]![ga]!;
        if (v < 0) continue;
        for (let x = 0; x <= c && sp + x <= total; x++) {
          const w = v + Math.floor((c - x) / 3);
          if (w > next[sp + x]![ga]!) next[sp + x]![ga] = w;
        }
        for (let y = 1; ga + y <= maxK; y++) {
          const w = v + Math.floor((c + y) / 3);
          if (w > next[sp]![ga + y]!) next[sp]![ga + y] = w;
        }
      }
    }
    layers.push(next);
  }
  const last = layers[counts.length]!;
  // The best count, reached with the fewest trades (no trade that changes nothing).
  let best = 0;
  let k = 0;
  for (let t = 0; t <= maxK; t++) {
    const v = last[4 * t]?.[t] ?? -1;
    if (v > best) [best, k] = [v, t];
  }
  const spend = counts.map(() => 0);
  const gain = counts.map(() => 0);
  let [sp, ga] = [4 * k, k];
  for (let i = counts.length - 1; i >= 0; i--) {
    const c = counts[i]!;
    const want = layers[i + 1]![sp]![ga]!;
    const prev = layers[i]!;
    const from = (s: number, g: number, add: number) => s >= 0 && g >= 0 && (prev[s]?.[g] ?? -1) >= 0 && prev[s]![g]! + add === want;
    let x = 0;
    while (x <= c && !from(sp - x, ga, Math.floor((c - x) / 3))) x++;
    if (x <= c) {
      spend[i] = x;
      sp -= x;
      continue;
    }
    let y = 1;
    while (y < ga && !from(sp, ga - y, Math.floor((c + y) / 3))) y++;
    gain[i] = y;
    ga -= y;
  }
  return { sets: best, trades: tradesOf(spend, gain), made: counts.map((c, i) => Math.floor((c - spend[i]! + gain[i]!) / 3)) };
}

/**
 * The most leftover sets (the count alone), remembered per holding: the search's evaluation asks for
 * every bank at every leaf (evaluate.ts), mostly for holdings seen before, and the plan's table is
 * its largest cost. A pure function of `counts`, so remembering changes nothing but time; the memory
 * is bounded by starting afresh.
 */
const setsMemo = new Map<string, number>();
export function bestSets(counts: readonly number[]): number {
  const key = counts.join(',');
  const hit = setsMemo.get(key);
  if (hit !== undefined) return hit;
  if (setsMemo.size >= 20_000) setsMemo.clear();
  const n = planSets(counts).sets;
  setsMemo.set(key, n);
  return n;
}

/** Spent units in resource order, four to a trade, each trade gaining the next gained unit. */
function tradesOf(spend: number[], gain: number[]): SetTrade[] {
  const units = spend.flatMap((n, r) => new Array<number>(n).fill(r));
  const gets = gain.flatMap((n, r) => new Array<number>(n).fill(r));
  return gets.map((get, t) => {
    const give = spend.map(() => 0);
    for (const r of units.slice(4 * t, 4 * t + 4)) give[r]!++;
    return { give, get };
  });
}

/** Minerals are counted as they are (2 iron); coins, carts, hammers and runes take an s. */
const MASS: readonly number[] = [0, 1, 2];
const amount = (n: number, r: number): string => `${n} ${resName(r)}${n === 1 || MASS.includes(r) ? '' : 's'}`;
const list = (xs: string[]): string => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]!}`);

/**
 * The plan in the game's words, for the end screen and the log: "traded 1 coin, 1 hammer and 2 iron
 * into 1 stone; 3 sets: 2 of stone, 1 of cart". Identical trades are said once, multiplied.
 */
export function setsWords(plan: SetPlan): string {
  const groups = new Map<string, { give: number[]; get: number; times: number }>();
  for (const t of plan.trades) {
    const key = `${t.give.join(',')}>${t.get}`;
    const g = groups.get(key);
    if (g) g.times++;
    else groups.set(key, { give: t.give, get: t.get, times: 1 });
  }
  const trades = [...groups.values()].map(
    (g) => `traded ${list(g.give.flatMap((n, r) => (n > 0 ? [amount(n * g.times, r)] : [])))} into ${amount(g.times, g.get)}`,
  );
  const made = plan.made.flatMap((n, r) => (n > 0 ? [`${n} of ${RESOURCES[r] ?? 'resource'}`] : []));
  const sets = plan.sets === 0 ? 'no set of three' : `${plan.sets} set${plan.sets === 1 ? '' : 's'}: ${made.join(', ')}`;
  return `${trades.length ? list(trades) : 'no trade'}; ${sets}`;
}
