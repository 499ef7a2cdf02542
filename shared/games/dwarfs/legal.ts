// The legal moves of the actions phase (Perform Actions, the ogre cards, the tribes' free abilities
// and the decrees' actions). Resolve and discard are in resolve.ts. Meeples of one kind on one card
// are interchangeable, so each (card, kind) is offered once, by its lowest meeple index.
import { CARDS, CENTRE, CLASS_DEFS, GEM_VALUE, OGRE_KINDS, RULES, classCostBag, tribeOf } from './data';
import { COLS, countOn, freeSpots, kingdomOf, layout, neighbour, occupancy, open, regions, SPOTS, topInfo, monsterIn } from './board';
import type { Move } from './moves';
import { actionsLeft, classesFor, has } from './rules';
import type { Kind, State } from './state';

/** Distinct wall layouts of a card: rotations that give the same walls are offered once. */
export function rotationsOf(card: number): number[] {
  const w = CARDS[card]?.walls ?? 0;
  const seen = new Set<number>();
  const out: number[] = [];
  for (let r = 0; r < 4; r++) {
    const turned = ((w << r) | (w >> (4 - r))) & 15;
    if (!seen.has(turned)) {
      seen.add(turned);
      out.push(r);
    }
  }
  return out;
}

const spotMarks = new Uint8Array(SPOTS);

/** Spots where `card` may be played: any of the 4 centre spots first; then next to a card, or on a stack of its category. */
export function playSpots(s: State, card: number): number[] {
  const info = CARDS[card];
  if (!info) return [];
  const cells = layout(s).cells;
  if (cells.length === 0) return CENTRE.slice();
  const out: number[] = [];
  const stackable = info.category !== 'castle' && info.category !== 'monster';
  const occ = occupancy(s);
  const seen = spotMarks;
  seen.fill(0);
  for (const c of cells) {
    const top = topInfo(s, c);
    // Stacking: same category, never on castles or monsters, never on a card with a meeple.
    if (top && stackable && top.category === info.category && occ[c] === 0) out.push(c);
    for (let d = 0; d < 4; d++) {
      const n = neighbour(c, d);
      if (n >= 0 && !s.board[n] && !seen[n]) {
        seen[n] = 1;
        out.push(n);
      }
    }
  }
  return out;
}

/** Spots `seat` may place a campfire meeple on now (free spot; Fortress; Crazy Balloonists). */
export function placeSpots(s: State, seat: number): number[] {
  const out: number[] = [];
  let own: Set<number> | null = null;
  let reg: Int16Array | null = null;
  const castled: Set<number> = new Set();
  if (has(s, 'fortress')) {
    own = new Set(kingdomOf(s, seat));
    reg = regions(s);
    for (const c of layout(s).cells) if (topInfo(s, c)?.category === 'castle') castled.add(reg[c] ?? -1);
  }
  for (const c of layout(s).cells) {
    if (freeSpots(s, c) <= 0) continue;
    if (own && reg && !own.has(c) && castled.has(reg[c] ?? -1)) continue;
    if (has(s, 'crazy-balloonists') && s.placedOn.includes(c)) continue;
    out.push(c);
  }
  return out;
}

/** Campfire kinds of a seat, each once. */
export function campfireKinds(s: State, seat: number): Kind[] {
  const p = s.p[seat];
  const out: Kind[] = [];
  if (!p) return out;
  for (let m = 0; m < p.at.length; m++) if (p.at[m] === -1 && !out.includes(p.kinds[m] as Kind)) out.push(p.kinds[m] as Kind);
  return out;
}

/** Own meeples on the board, one per (spot, kind). */
export function boardMeeples(s: State, seat: number): number[] {
  const p = s.p[seat];
  const out: number[] = [];
  if (!p) return out;
  const at = p.at;
  const kinds = p.kinds;
  for (let m = 0; m < at.length; m++) {
    const c = at[m] as number;
    if (c < 0) continue;
    // The first meeple of its (spot, kind): an earlier one of the same kind on the same spot is offered instead.
    let first = true;
    for (let j = 0; j < m && first; j++) if (at[j] === c && kinds[j] === kinds[m]) first = false;
    if (first) out.push(m);
  }
  return out;
}

/** Opponents' meeples on a spot, one per (seat, kind): [seat, m]. */
export function othersOn(s: State, seat: number, cell: number): [number, number][] {
  const out: [number, number][] = [];
  for (let q = 0; q < s.players; q++) {
    if (q === seat) continue;
    const p = s.p[q];
    if (!p) continue;
    const seen: Kind[] = [];
    for (let m = 0; m < p.at.length; m++)
      if (p.at[m] === cell && !seen.includes(p.kinds[m] as Kind)) {
        seen.push(p.kinds[m] as Kind);
        out.push([q, m]);
      }
  }
  return out;
}

/** Wall-free neighbours of a spot with a free allocation spot. */
export function stepsFrom(s: State, cell: number): number[] {
  const out: number[] = [];
  for (let d = 0; d < 4; d++) {
    const n = open(s, cell, d);
    if (n >= 0 && freeSpots(s, n) > 0) out.push(n);
  }
  return out;
}

/** Spots up to `reach` steps away without crossing a wall, every spot on the way needing a free spot (Panic). */
export function reachable(s: State, from: number, reach: number): number[] {
  const seen = new Set<number>([from]);
  let front = [from];
  const out: number[] = [];
  for (let i = 0; i < reach; i++) {
    const next: number[] = [];
    for (const c of front)
      for (const n of stepsFrom(s, c))
        if (!seen.has(n)) {
          seen.add(n);
          next.push(n);
          out.push(n);
        }
    front = next;
  }
  return out;
}

/** Gem bags (GEMS order) worth from 1 to `max` VP that the piles can pay. */
export function bagsUpTo(s: State, max: number, exact = false): number[][] {
  const out: number[][] = [];
  const walk = (i: number, cur: number[], vp: number) => {
    if (i === 4) {
      if (vp > 0 && (!exact || vp === max)) out.push(cur.slice());
      return;
    }
    for (let n = 0; vp + n * (GEM_VALUE[i] ?? 1) <= max && n <= (s.piles[i] ?? 0); n++) {
      cur[i] = n;
      walk(i + 1, cur, vp + n * (GEM_VALUE[i] ?? 1));
    }
    cur[i] = 0;
  };
  walk(0, [0, 0, 0, 0], 0);
  return out;
}

function canPay(gems: readonly number[], cost: readonly number[]): boolean {
  for (let i = 0; i < cost.length; i++) if ((gems[i] ?? 0) < (cost[i] as number)) return false;
  return true;
}

/** Cards that are the same choice in hand (same type, walls, VP, spots and need) share a face number. */
const FACE: number[] = (() => {
  const ids = new Map<string, number>();
  return CARDS.map((info) => {
    const key = `${info.type}|${info.walls}|${info.vp}|${info.spots}|${info.needed}`;
    const id = ids.get(key) ?? ids.size;
    ids.set(key, id);
    return id;
  });
})();

/** What a class costs a colour (classCostBag), worked out once per pair. */
const costBags = new Map<Kind, number[][]>();
function costOf(cls: Exclude<Kind, 'plain'>, colour: number): number[] {
  let byColour = costBags.get(cls);
  if (!byColour) costBags.set(cls, (byColour = []));
  return (byColour[colour] ??= classCostBag(cls, colour));
}

/** Every legal move of the acting seat in its actions phase (no pending step). */
export function actionMoves(s: State, seat: number): Move[] {
  const p = s.p[seat];
  if (!p) return [];
  const out: Move[] = [];
  const left = actionsLeft(s, seat);
  const tribe = tribeOf(p.colour);
  const kinds = campfireKinds(s, seat);
  const spots = kinds.length ? placeSpots(s, seat) : [];
  for (const k of kinds) {
    const free = k !== 'plain' && CLASS_DEFS[k].freePlacement;
    if (free || left > 0) for (const c of spots) out.push({ type: 'place', kind: k, cell: c });
  }
  if (left > 0) {
    const monstersBarred = has(s, 'dragon-king') && s.endBy >= 0;
    const hand = p.hand;
    for (let i = 0; i < hand.length; i++) {
      const card = hand[i] as number;
      const info = CARDS[card];
      if (!info || (monstersBarred && info.category === 'monster')) continue;
      // Identical cards in hand are one choice: the first of its face is offered.
      let first = true;
      for (let j = 0; j < i && first; j++) if (FACE[hand[j] as number] === FACE[card]) first = false;
      if (first) out.push({ type: 'play', card });
    }
    for (const m of boardMeeples(s, seat)) {
      const at = p.at[m] as number;
      // stepsFrom, without its list
      for (let d = 0; d < 4; d++) {
        const to = open(s, at, d);
        if (to >= 0 && freeSpots(s, to) > 0) out.push({ type: 'move', m, to });
      }
    }
    let plainHome = false;
    for (let m = 0; m < p.kinds.length && !plainHome; m++) if (p.kinds[m] === 'plain' && p.at[m] === -1) plainHome = true;
    for (const cls of classesFor(p.colour)) {
      const def = CLASS_DEFS[cls];
      let have = 0;
      for (const k of p.kinds) if (k === cls) have++;
      if (have >= def.perColour) continue;
      if (!def.extraMeeple && !plainHome) continue;
      if (canPay(p.gems, costOf(cls, p.colour))) out.push({ type: 'upgrade', cls });
    }
    if (p.kinds.includes('alchemist'))
      for (let a = 0; a < 4; a++)
        for (let b = 0; b < 4; b++)
          if (a !== b && (p.gems[a] ?? 0) > 0 && (s.piles[b] ?? 0) > 0 && !(a === 2 && b === 3)) out.push({ type: 'alchemy', from: a, to: b });
    for (let m = 0; m < p.at.length; m++) {
      const at = p.at[m] as number;
      if (at < 0) continue;
      if (p.kinds[m] === 'warrior') {
        const dests = stepsFrom(s, at);
        for (const [q, qm] of othersOn(s, seat, at)) for (const to of dests) out.push({ type: 'warrior', seat: q, m: qm, to });
      }
      if (p.kinds[m] === 'ogre-king') for (const [q, qm] of othersOn(s, seat, at)) out.push({ type: 'ogreKing', seat: q, m: qm });
    }
    if (has(s, 'hidden-tunnels')) {
      const mines: number[] = [];
      for (const c of layout(s).cells) if (topInfo(s, c)?.category === 'mine' && freeSpots(s, c) > 0 && !monsterIn(s, c, 'mines')) mines.push(c);
      for (const m of boardMeeples(s, seat)) {
        const at = p.at[m] as number;
        if (topInfo(s, at)?.category !== 'mine') continue;
        for (const to of mines) if (to !== at) out.push({ type: 'tunnel', m, to });
      }
    }
    if (has(s, 'fortress') && spots.length === 0 && kinds.length > 0) out.push(...rotateMoves(s));
  }
  // Free: ogre cards (Tavern: "Using an ogre card is a free action").
  const ogres = p.ogres;
  for (let i = 0; i < ogres.length; i++) {
    const k = ogres[i] as number;
    if (ogres.indexOf(k) < i) continue;
    for (const m of ogreMoves(s, seat, k)) out.push(m);
    if (has(s, 'hired-hands')) out.push({ type: 'hire', kind: k });
  }
  // Free, once per turn: the tribes' abilities.
  if (tribe === 'elves' && !(s.once & 1) && p.monsters.length) {
    const seenM = new Set<number>();
    const bags = bagsUpTo(s, RULES.scalesMaxVp);
    p.monsters.forEach((mo, i) => {
      if (seenM.has(mo.card % 9)) return;
      seenM.add(mo.card % 9);
      for (const b of bags) out.push({ type: 'scales', monster: i, gems: b });
    });
  }
  if (tribe === 'ogres' && !(s.once & 2) && p.pouches > 0)
    for (const b of bagsUpTo(s, Math.min(RULES.pawnbrokerMaxPouches, p.pouches))) out.push({ type: 'pawn', gems: b });
  if (tribe === 'crystal' && !(s.once & 4) && (s.piles[1] ?? 0) > 0)
    for (let g = 0; g < 4; g++) if (g !== 1 && (p.gems[g] ?? 0) > 0) out.push({ type: 'frozen', gem: g });
  out.push({ type: 'end' });
  return out;
}

/** Turn one card with no meeples to another of its layouts (Fortress, the memorial's task). */
export function rotateMoves(s: State): Move[] {
  const out: Move[] = [];
  for (const c of layout(s).cells) {
    const st = s.board[c];
    if (!st || countOn(s, c) > 0) continue;
    const i = st.cards.length - 1;
    const card = st.cards[i] as number;
    const rot = st.rots[i] as number;
    for (const r of rotationsOf(card)) {
      const turned = (r - rot + 4) % 4;
      if (turned !== 0 && sameLayout(card, r, rot) === false) out.push({ type: 'rotate', cell: c, rot: turned });
    }
  }
  return out;
}
function sameLayout(card: number, a: number, b: number): boolean {
  const w = CARDS[card]?.walls ?? 0;
  const t = (r: number) => ((w << r) | (w >> (4 - r))) & 15;
  return t(a) === t(b);
}

/** Cards holding a Guardian or an Elven Dragon (no ogre card may target them). */
function protectedCells(s: State): Set<number> {
  const out = new Set<number>();
  for (const p of s.p)
    for (let m = 0; m < p.at.length; m++) {
      const a = p.at[m] as number;
      const k = p.kinds[m] as Kind;
      if (a >= 0 && k !== 'plain' && CLASS_DEFS[k].protects) out.add(a);
    }
  return out;
}

/** Moves for one ogre card kind: its targets (Ogre Cards Abilities). */
export function ogreMoves(s: State, seat: number, kind: number): Move[] {
  const name = OGRE_KINDS[kind];
  const out: Move[] = [];
  if (name === 'crown' || name === 'thief') {
    for (let q = 0; q < s.players; q++) {
      const p = s.p[q];
      if (q === seat || !p) continue;
      if (name === 'crown' ? p.ogres.length > 0 : p.gems.some((n) => n > 0)) out.push({ type: 'ogre', kind, seat: q });
    }
    return out;
  }
  const guarded = protectedCells(s);
  for (const c of layout(s).cells) {
    if (guarded.has(c)) continue;
    const n = countOn(s, c);
    if (name === 'ambush') {
      if (n > 0) out.push({ type: 'ogre', kind, cell: c });
    } else if (name === 'panic') {
      if (n > 0 && reachable(s, c, RULES.panicReach).length > 0) out.push({ type: 'ogre', kind, cell: c });
    } else if (name === 'wrecking-ball') {
      if (n > 0 || (s.board[c]?.cards.length ?? 0) > 1) out.push({ type: 'ogre', kind, cell: c });
    } else if (name === 'brute') {
      // Brute names the opponent's meeple here; the own meeple elsewhere is the next step.
      const mine = s.p[seat]?.at.some((a) => a >= 0 && a !== c && !guarded.has(a));
      if (mine) for (const [q, m] of othersOn(s, seat, c)) out.push({ type: 'ogre', kind, cell: c, seat: q, m });
    }
  }
  return out;
}

export const colOf = (c: number): number => c % COLS;
