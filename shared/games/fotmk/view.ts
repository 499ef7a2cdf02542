// What one viewer may know of the table (rulebook components; the hidden-information list):
// gnome strengths only once revealed or peeked by this viewer, gate cards only once revealed or peeked,
// deck sizes only, only the viewer's own draft hand and starting choices.
import type { Viewer } from '../../engine/types';
import { CHAMPIONS } from './content/champions';
import { GNOME_WHEEL, VOTE_TILES } from './content/components';
import type { CellCode } from './content/types';
import { actorsOf } from './flow';
import { champSlot, codeString, PLANE, slotCovered } from './grid';
import { knows } from './wheel';
import type { Disc, Player, State, Task } from './state';
import { SCORE_CATS } from './state';
import { winners } from './scoring';
import { Recent } from './memo';
import { asShown, sealed, sealedKeep } from './sealed';

export interface MatView {
  seat: number;
  /** Visible ancestry cells. */
  cells: { slot: number; x: number; y: number; symbol: CellCode; covered: boolean }[];
  /** Cards laid in order: card id (starting cards as -1 - id) and top-left cell. */
  cards: number[][];
  champions: { id: number; claws: number; symbols: { slot: number; symbol: CellCode; covered: boolean }[] }[];
  supply: number;
  desperation: number;
  honour: number;
  score: Record<string, number>;
  reserve: number;
  lairs: number[];
  boost: number;
  handSize: number;
  /** Draft: a card is picked and waiting for a spot (its face shows only to its owner). */
  picking: boolean;
  placed: boolean;
  choosingChampion: boolean;
  /**
   * This seat has made its choice in a step everyone makes at once (its starting champion, this
   * round's Ancestry card), and the viewer may not see it until every seat has chosen: the mat shows
   * it as it was before (sealed.ts).
   */
  sealed: boolean;
}

export interface FotmkView {
  players: number;
  side: State['side'];
  wave: number;
  startPlayer: number;
  turn: number;
  over: boolean;
  viewer: Viewer;
  active: number[];
  /** The decision being made now (plain data, all of it public). */
  task: Task | null;
  /**
   * `gnomes`: strength where this viewer knows it, else null. `peeked`: indexes of the gnomes whose
   * strength this viewer knows only from their own peek (no one else was shown it); absent when none.
   */
  nodes: { trolls: number[]; pawns: { champion: number; seat: number }[]; gnomes: (number | null)[]; peeked?: number[] }[];
  swarm: number;
  wheel: { position: number; nearWheel: number[]; boostValues: number[] };
  gates: { slot: number; open: boolean; clan: number | null; peekedBy: number[] }[];
  gnomeSupply: number;
  clans: { discs: Disc[]; tile: { first: number; second: number; third: number } }[];
  display: { champion: number; influence: Disc[]; touched: boolean }[];
  decks: { ancestry: number; ancestryDiscard: number; champions: number[]; gates: number };
  halls: { value: number; starburst: number }[];
  owners: number[];
  mats: MatView[];
  /** Viewer only: draft hand, picked card, starting champion choices, discarded starting champion. */
  hand: number[];
  pick: number;
  startChoices: number[];
  discardedStart: number;
  winners: number[] | null;
}

// Parts of the view are cached on the (never mutated) state parts they come from, so a view of a
// state that changed in one place rebuilds only that place. Views are read-only for their users.
// (Recent, not WeakMap: see memo.ts.)
const matCache = new Recent<Player, MatView>(16);
const sealedCache = new Recent<Player, MatView>(8);

/** `seat`'s mat as `me` may see it: a choice of a simultaneous step still open is the chooser's alone. */
function mat(s: State, seat: number, me: number): MatView {
  const p = s.p[seat];
  if (!p) throw new Error('no seat');
  const hidden = seat !== me && sealed(s, seat);
  const cache = hidden ? sealedCache : matCache;
  const hit = cache.get(p);
  if (hit) return hit;
  const m = buildMat(hidden ? asShown(s, seat) : p, seat, hidden);
  cache.set(p, m);
  return m;
}

function buildMat(p: Player, seat: number, hidden: boolean): MatView {
  const cells: MatView['cells'] = [];
  for (let i = 0; i < p.cells.length; i++) {
    const c = p.cells[i] ?? -1;
    if (c >= 0) cells.push({ slot: i, x: i % PLANE, y: Math.floor(i / PLANE), symbol: codeString(c), covered: (p.cubes[i] ?? 0) === 1 });
  }
  const score: Record<string, number> = {};
  SCORE_CATS.forEach((k, i) => (score[k] = p.score[i] ?? 0));
  return {
    seat,
    cells,
    cards: p.cards.map((c) => c.slice()),
    champions: p.champions.map((id, i) => ({
      id,
      claws: p.claws[i] ?? 0,
      symbols: (CHAMPIONS[id]?.symbols ?? []).map((symbol, k) => ({ slot: champSlot(id, k), symbol, covered: slotCovered(p, champSlot(id, k)) })),
    })),
    supply: p.supply,
    desperation: p.desperation,
    honour: p.honour,
    score,
    reserve: p.reserve,
    lairs: p.lairs.slice(),
    boost: p.boost,
    handSize: p.hand.length,
    picking: p.pick >= 0,
    placed: p.placed,
    choosingChampion: p.startChoices.length > 0,
    sealed: hidden,
  };
}

interface NodesCache {
  seen: readonly number[];
  owner: readonly number[];
  by: Map<number, FotmkView['nodes']>;
}
const nodesCache = new Recent<readonly State['nodes'][number][], NodesCache>(4);

function nodesView(s: State, me: number): FotmkView['nodes'] {
  let c = nodesCache.get(s.nodes);
  if (!c || c.seen !== s.gnomeSeen || c.owner !== s.owner) {
    c = { seen: s.gnomeSeen, owner: s.owner, by: new Map() };
    nodesCache.set(s.nodes, c);
  }
  // A viewer who peeked at none of the gnomes on the map sees what a spectator sees.
  let key = -1;
  if (me >= 0) for (const nd of s.nodes) for (const gn of nd.g) if ((((s.gnomeSeen[gn] ?? 0) >> me) & 1) === 1) key = me;
  let out = c.by.get(key);
  if (!out) {
    out = s.nodes.map((nd) => {
      const node: FotmkView['nodes'][number] = {
        trolls: nd.t.slice(),
        pawns: nd.p.map((champion) => ({ champion, seat: s.owner[champion] ?? -1 })),
        gnomes: nd.g.map((gn) => (knows(s, gn, key < 0 ? 6 : key) ? (s.gnomeStr[gn] ?? null) : null)),
      };
      if (key >= 0) {
        const peeked = nd.g.flatMap((gn, i) => (((s.gnomeSeen[gn] ?? 0) & (128 | (1 << key))) === 1 << key ? [i] : []));
        if (peeked.length > 0) node.peeked = peeked;
      }
      return node;
    });
    c.by.set(key, out);
  }
  return out;
}

const clansCache = new Recent<State['clans'], FotmkView['clans']>(4);
const clansTiles = new Recent<FotmkView['clans'], readonly number[]>(4);
function clansView(s: State): FotmkView['clans'] {
  const hit = clansCache.get(s.clans);
  if (hit && clansTiles.get(hit) === s.voteTile) return hit;
  const out = s.clans.map((discs, clan) => {
    const t = VOTE_TILES[s.voteTile[clan] ?? 0];
    return { discs: discs.map((d) => ({ ...d })), tile: { first: t?.first ?? 0, second: t?.second ?? 0, third: t?.third ?? 0 } };
  });
  clansCache.set(s.clans, out);
  clansTiles.set(out, s.voteTile);
  return out;
}

/** Who owns each champion, but not a starting champion kept while others still choose (sealed.ts). */
function ownersView(s: State, me: number): number[] {
  const out = s.owner.slice();
  s.p.forEach((p, seat) => {
    if (seat !== me && sealedKeep(s, seat)) for (const c of p.champions) out[c] = -1;
  });
  return out;
}

export function viewOf(s: State, viewer: Viewer): FotmkView {
  const me = viewer === 'spectator' ? -1 : viewer;
  const top = s.tasks[s.tasks.length - 1] ?? null;
  const own = me >= 0 ? s.p[me] : undefined;
  return {
    players: s.players,
    side: s.side,
    wave: s.wave,
    startPlayer: s.startPlayer,
    turn: s.turn,
    over: s.over,
    viewer,
    active: actorsOf(s),
    task: top && top.k !== 'over' ? { ...top } : null,
    nodes: nodesView(s, me),
    swarm: s.swarm,
    wheel: { position: s.wheel, nearWheel: s.gnomeWheel.map((gn) => s.gnomeStr[gn] ?? 0), boostValues: GNOME_WHEEL.boostTrack.slice() },
    gates: s.gateRow.map((clan, slot) => {
      const peekers = s.p.flatMap((_, seat) => ((((s.gatePeek[slot] ?? 0) >> seat) & 1) === 1 ? [seat] : []));
      const open = s.gateOpen[slot] ?? false;
      return { slot, open, clan: open || peekers.includes(me) ? clan : null, peekedBy: peekers };
    }),
    gnomeSupply: s.gnomeSupply.length,
    clans: clansView(s),
    display: s.display.map((d) => ({ champion: d.id, influence: d.inf.map((x) => ({ ...x })), touched: d.touched })),
    decks: { ancestry: s.ancDeck.length, ancestryDiscard: s.ancDiscard.length, champions: s.decks.map((d) => d.length), gates: s.gateDeck.length },
    halls: s.hallValue.map((value, h) => ({ value, starburst: s.hallTile[h] ?? -1 })),
    owners: ownersView(s, me),
    mats: s.p.map((_, seat) => mat(s, seat, me)),
    hand: own ? own.hand.slice() : [],
    pick: own ? own.pick : -1,
    startChoices: own ? own.startChoices.slice() : [],
    discardedStart: own ? own.discarded : -1,
    winners: s.over ? winners(s) : null,
  };
}
