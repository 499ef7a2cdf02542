// Resolve and Discard (Player's turn 2 and 3). Every task your meeples can complete must be
// completed, in the order you choose; which of your meeples go home is yours to say when more are
// there than needed. A blocked task still sends its meeples home, with no reward.
import { CARDS, EGGS, GEM_VALUE, GEMS, MEMORIAL_CARD, RULES, TRADES, tribeOf } from './data';
import { layout, meeplesOn, setAt, monsterIn, setStack, topInfo } from './board';
import { a, drawOgre, payGems, say, takeGems, who, gemWord, ogreWord, discardOgre, type G } from './ctx';
import { bagWords, diggable } from './exec';
import { gemCount, topWords } from './logwords';
import type { Move } from './moves';
import { cardName, counting, has, handSize, needed, ownOn } from './rules';
import { rotateMoves } from './legal';
import { mine, own, type Kind, type State } from './state';

const ORDER: Kind[] = ['plain', 'alchemist', 'warrior', 'guardian', 'king', 'elven-dragon', 'ogre-king'];

/** Multisets of `n` kinds out of the kinds present (sorted in ORDER). */
function choose(kinds: Kind[], n: number): Kind[][] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const k of kinds) {
    const i = ORDER.indexOf(k);
    counts[i] = (counts[i] ?? 0) + 1;
  }
  const out: Kind[][] = [];
  const walk = (i: number, left: number, cur: Kind[]) => {
    if (left === 0) return void out.push(cur.slice());
    if (i === ORDER.length) return;
    for (let t = Math.min(left, counts[i] ?? 0); t >= 0; t--) {
      for (let j = 0; j < t; j++) cur.push(ORDER[i] as Kind);
      walk(i + 1, left - t, cur);
      cur.length -= t;
    }
  };
  walk(0, n, []);
  return out;
}

export const sortKinds = (k: readonly Kind[]): Kind[] => [...k].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));

/** The completions open to `seat` now: a card and which of its meeples go home. */
export function completions(s: State, seat: number): Move[] {
  const out: Move[] = [];
  const p = s.p[seat];
  if (!p) return out;
  for (let i = 0; i < p.at.length; i++) {
    const at = p.at[i] as number;
    // Each spot once, at its first meeple.
    if (at < 0 || p.at.indexOf(at) < i) continue;
    const info = topInfo(s, at);
    if (!info) continue;
    const need = needed(s, seat, at);
    const on = ownOn(s, seat, at);
    const kindsOn: Kind[] = [];
    for (const m of on) kindsOn.push(p.kinds[m] as Kind);
    if (info.category === 'monster') {
      if (counting(s, seat, at).length >= need) out.push({ type: 'complete', cell: at, kinds: sortKinds(kindsOn) });
      continue;
    }
    if (on.length < need) continue;
    const sizes = [need];
    // Bar Fights: 3 of your meeples on a tavern may draw 2 ogre cards instead.
    if (info.type === 'tavern' && has(s, 'bar-fights') && on.length >= RULES.barFightsMeeples && need < RULES.barFightsMeeples)
      sizes.push(RULES.barFightsMeeples);
    for (const n of sizes) for (const kinds of choose(kindsOn, n)) out.push({ type: 'complete', cell: at, kinds });
  }
  return out;
}

/** Complete the task at `cell`: meeples home, then the card's task unless something blocks it. */
export function complete(g: G, seat: number, cell: number, kinds: Kind[]): void {
  const s = g.s;
  const p = mine(s, seat);
  const info = topInfo(s, cell);
  if (!p || !info) return;
  const used = counting(s, seat, cell).map((m) => p.kinds[m] as Kind);
  // Send the named kinds home (for a monster: every own meeple on it; Elves' helpers stay).
  const left = kinds.slice();
  for (let m = 0; m < p.at.length && left.length; m++) {
    const j = left.indexOf(p.kinds[m] as Kind);
    if (p.at[m] === cell && j >= 0) {
      setAt(s, seat, m, -1);
      left.splice(j, 1);
    }
  }
  const task = info.task;
  const blocked = (why: string) => say(g, `${who(seat)}'s meeples come home from the ${info.name}: ${why}.`, { seat, kind: 'blocked', data: { cell } });
  if (task.kind === 'gem') {
    if (monsterIn(s, cell, 'mines')) return blocked('a dragon in the kingdom stops the mine');
    const gi = GEMS.indexOf(task.gem);
    const got = takeGems(g, seat, gi, task.count);
    if (got === 0) return blocked(`no ${gemWord(gi)} is left in the pile`);
    say(g, `${who(seat)} mines ${gemCount(gi, got)} at ${topWords(s, cell)}.`, { seat, kind: 'gem', data: { cell } });
  } else if (task.kind === 'ogre') {
    if (info.type === 'tavern' && monsterIn(s, cell, 'taverns')) return blocked('a wolf in the kingdom keeps the tavern shut');
    // Suspicious: the Ogres' castle draw is a castle's ability too.
    if (info.category === 'castle' && tribeOf(p.colour) === 'crystal' && s.p.findIndex((q) => q.colour === info.colour) !== seat)
      return blocked('Crystal Dwarfs cannot use another castle');
    const n = info.type === 'tavern' && kinds.length >= RULES.barFightsMeeples && has(s, 'bar-fights') ? RULES.barFightsCards : task.count;
    for (let i = 0; i < n; i++) drawOgre(g, seat);
  } else if (task.kind === 'trade') {
    g.look?.('store', s);
    if (buyMoves(s, seat).length === 0) return blocked('nothing on offer can be paid for');
    s.pending = { k: 'store', via: 'store' };
  } else if (task.kind === 'dig') {
    if (monsterIn(s, cell, 'any')) return blocked('no digging while a monster is in the kingdom');
    const owner = s.p.findIndex((q) => q.colour === info.colour);
    if (tribeOf(p.colour) === 'crystal' && owner !== seat) return blocked('Crystal Dwarfs cannot use another castle');
    if (digMoves(s).length === 0) return blocked('no stack can be dug');
    s.pending = { k: 'dig', castleOwner: owner };
  } else if (task.kind === 'defeat') {
    const card = (s.board[cell]?.cards[0] ?? -1) as number;
    // Anyone else on the slain monster's card (possible under Beast Hunters or with Elves' help
    // from next door) goes home with it: the card leaves the table (RULES-NOTES).
    for (const [q, m] of meeplesOn(s, cell)) setAt(s, q, m, -1);
    const memorial = has(s, 'battle-memorial') && s.memorials > 0;
    setStack(s, cell, memorial ? { cards: [MEMORIAL_CARD], rots: [0] } : null);
    if (memorial) s.memorials -= 1;
    p.monsters.push({ card, elf: tribeOf(p.colour) === 'elves' });
    p.killed += 1;
    p.mixedKill = Math.max(p.mixedKill, new Set(used).size);
    say(g, `${who(seat)} defeats the ${cardName(card)}!${memorial ? ' A memorial stands in its place.' : ''}`, { seat, kind: 'defeat', data: { cell } });
  } else if (task.kind === 'rotate') {
    if (rotateMoves(s).length === 0) return blocked('no card can be turned');
    s.pending = { k: 'rotate', why: 'memorial' };
  }
}

/** Stacks a castle's diggers may dig: two or more cards, no meeples, no monster in their region. */
export function digMoves(s: State): Move[] {
  const out: Move[] = [];
  const g = { s, ev: [] };
  for (const c of layout(s).cells) if (diggable(g, c)) out.push({ type: 'dig', cell: c });
  return out;
}

const price = (b: readonly number[]): number => b.reduce((t, n, i) => t + n * (GEM_VALUE[i] ?? 0), 0);
const covers = (have: readonly number[], cost: readonly number[]): boolean => cost.every((n, i) => (have[i] ?? 0) >= n);

/** What the store offers `seat`: a face-up trading goal, with a held goal traded in (Charming Merchants), or the egg. */
export function buyMoves(s: State, seat: number): Move[] {
  const p = s.p[seat];
  const out: Move[] = [];
  if (!p) return out;
  s.trades.forEach((t, slot) => {
    const goal = TRADES[t];
    if (!goal) return;
    if (covers(p.gems, goal.cost)) out.push({ type: 'buy', goal: slot, swap: -1, monster: -1 });
    if (has(s, 'charming-merchants'))
      p.trades.forEach((h, i) => {
        const held = TRADES[h];
        if (!held || price(held.cost) >= price(goal.cost)) return;
        if (covers(p.gems, goal.cost.map((n, k) => Math.max(0, n - (held.cost[k] ?? 0))))) out.push({ type: 'buy', goal: slot, swap: i, monster: -1 });
      });
  });
  const egg = EGGS[s.egg];
  if (egg && covers(p.gems, egg.cost)) {
    const seen = new Set<string>();
    p.monsters.forEach((mo, i) => {
      const type = CARDS[mo.card]?.type ?? '';
      const key = `${type}|${mo.elf}`;
      if (seen.has(key) || (egg.monster !== 'any' && egg.monster !== type)) return;
      seen.add(key);
      out.push({ type: 'buy', goal: -1, swap: -1, monster: i });
    });
  }
  return out;
}

export function buy(g: G, seat: number, m: Extract<Move, { type: 'buy' }>): void {
  const s = g.s;
  const p = mine(s, seat);
  s.pending = null;
  if (!p) return;
  if (m.goal === -1) {
    const egg = EGGS[s.egg];
    if (!egg) return;
    payGems(g, seat, egg.cost);
    const mo = p.monsters.splice(m.monster, 1)[0];
    p.eggs.push(s.egg);
    s.goalRound = s.round;
    say(g, `${who(seat)} buys the dragon egg for ${bagWords(egg.cost)} and a defeated ${cardName(mo?.card ?? 0)}.`, { seat, kind: 'goal' });
    s.egg = s.eggDeck[0] ?? -1;
    s.eggDeck = s.eggDeck.slice(1);
    return;
  }
  const t = s.trades[m.goal] as number;
  const goal = TRADES[t];
  if (!goal) return;
  if (m.swap >= 0) {
    const h = p.trades.splice(m.swap, 1)[0] as number;
    const held = TRADES[h];
    payGems(g, seat, goal.cost.map((n, k) => Math.max(0, n - (held?.cost[k] ?? 0))));
    p.trades.push(t);
    own(s, 'trades')[m.goal] = h;
    say(g, `${who(seat)} trades up a completed goal for a ${goal.vp} VP trading goal.`, { seat, kind: 'goal' });
    return;
  }
  payGems(g, seat, goal.cost);
  p.trades.push(t);
  s.goalRound = s.round;
  say(g, `${who(seat)} buys a ${goal.vp} VP trading goal for ${bagWords(goal.cost)}.`, { seat, kind: 'goal' });
  const next = s.tradeDeck[0];
  if (next === undefined) own(s, 'trades').splice(m.goal, 1);
  else {
    own(s, 'trades')[m.goal] = next;
    s.tradeDeck = s.tradeDeck.slice(1);
  }
}

/** Discard moves while the hand is over 9: a gem type or an ogre kind, never a kingdom card. */
export function discardMoves(s: State, seat: number): Move[] {
  const p = s.p[seat];
  const out: Move[] = [];
  if (!p || handSize(s, seat) <= RULES.handLimit) return out;
  p.gems.forEach((n, i) => {
    if (n > 0) out.push({ type: 'discard', what: 'gem', i });
  });
  const seen = new Set<number>();
  for (const k of p.ogres)
    if (!seen.has(k)) {
      seen.add(k);
      out.push({ type: 'discard', what: 'ogre', i: k });
    }
  return out;
}

export function discard(g: G, seat: number, m: Extract<Move, { type: 'discard' }>): void {
  if (m.what === 'gem') {
    payGems(g, seat, [0, 1, 2, 3].map((i) => (i === m.i ? 1 : 0)));
    say(g, `${who(seat)} discards ${a(gemWord(m.i))}.`, { seat });
  } else {
    discardOgre(g, seat, m.i);
    say(g, `${who(seat)} discards ${ogreWord(m.i)}.`, { seat });
  }
}

/** The Dwarfs Way: a full non-monster card where no task can be resolved sends all its meeples home. */
export function dwarfsWay(g: G): void {
  const s = g.s;
  for (const c of layout(s).cells.slice()) {
    const info = topInfo(s, c);
    if (!info || info.category === 'monster') continue;
    const on = meeplesOn(s, c);
    if (on.length < info.spots) continue;
    let resolvable = false;
    for (let q = 0; q < s.players && !resolvable; q++) if (ownOn(s, q, c).length >= needed(s, q, c)) resolvable = true;
    if (resolvable) continue;
    for (const [q, m] of on) setAt(s, q, m, -1);
    say(g, `The Dwarfs' Way: everyone on the full ${info.name} goes home.`, { kind: 'dwarfs-way', data: { cell: c } });
  }
}

