// A new game (F/Setup 1-9, Player Setup A-D). Seat 0 is the start player; in the team variant seats
// go T1 T2 T2 T1 (D/Team Rules 5), so seats 0 and 3 are one team.
import { seedRng } from '../../engine/rng';
import { D } from './tables';
import { STARTING_BASE } from './data';
import { allBanks, type G, mut, randInt, say, seatName, setGate, shuffle } from './ctx';
import { coronationTokens, PEDESTAL_TOKENS, seatBonus, workshopsRevealed } from './content/components';
import { sideFor, startPointsFor } from './content/board';
import { drawPedestal } from './horde';
import type { Move } from './moves';
import type { Bank, BoardState, State } from './state';
import { bankOf, clonePlayer } from './state';
import { newTurn } from './turn';
import { boardOf, cellName } from './geom';

export interface HallOptions {
  /** Board side for 2 players (F/Setup 1: either; D recommends autumn). */
  side2p: 'autumn' | 'winter';
  /** F/Setup 6: random, random without duplicates, or chosen (by the start player, at setup). */
  workshops: 'random' | 'distinct' | 'chosen';
  /** The team variant, 4 players only (D/Team Rules). */
  teams: boolean;
}

export const DEFAULT_OPTIONS: HallOptions = { side2p: 'autumn', workshops: 'random', teams: false };

const zeros = () => [0, 0, 0, 0, 0, 0, 0];
const newBank = (): Bank => ({ res: zeros(), ped: [0, 0, 0], tokens: [], crowns: [], honour: 0, score: [0, 0, 0, 0, 0, 0, 0] });

export function setupState(seed: string, players: number, opts: HallOptions): G {
  const teams = opts.teams && players === 4;
  const side = sideFor(players, opts.side2p);
  const bd = D.boards[side];
  const n = bd.tier.length;
  const b: BoardState = {
    seg: new Array<number>(n).fill(-1),
    segs: [],
    statue: new Array<number>(n).fill(-1),
    ped: new Array<number>(n).fill(-1),
    ws: bd.sites.map(() => -1),
    gates: new Array<number>(players).fill(-1),
    stacks: D.stacks.map((st) => st.count),
    halls: D.halls.map(() => -1),
    altar: D.halls.map(() => -1),
  };
  const s: State = {
    players,
    teams,
    side,
    rng: seedRng(seed),
    phase: opts.workshops === 'chosen' ? 'workshops' : 'gates',
    wsToPick: opts.workshops === 'chosen' ? workshopsRevealed(players) : 0,
    gateSeat: 0,
    p: [],
    banks: Array.from({ length: teams ? 2 : players }, newBank),
    b,
    horde: [],
    decks: [[], [], []],
    bag: [6, 6, 6],
    track: [],
    book: [],
    spellDeck: [],
    wsSupply: [],
    crowns: [...coronationTokens(players)],
    turnNo: 0,
    lastTurn: -1,
    turn: { seat: 0, step: 1, cast: false, ws: false, hall: false, fresh: [], freeRubble: false, discount: 0, extraUses: 0 },
    tasks: [],
    winners: [],
  };
  const g: G = { s, ev: [], boardOwned: true, owned: true };
  // 3. The horde: one shuffled deck per level, 5 / 4 / 3 dealt bottom up.
  for (let lv = 0; lv < 3; lv++) s.decks[lv] = shuffle(g, D.horde.flatMap((c, i) => (c.level === lv + 1 ? [i] : [])));
  for (let slot = 0; slot < 12; slot++) {
    const row = slot < 5 ? 0 : slot < 9 ? 1 : 2;
    s.horde.push({ c: s.decks[row]!.shift() ?? -1, bribes: zeros(), ped: -1 });
  }
  // 4. A pedestal from the bag on each level-2 troll.
  for (let slot = 5; slot < 9; slot++) s.horde[slot]!.ped = drawPedestal(g);
  // 6. Workshops: 2 per player + 1 revealed; the rest leave the game unseen.
  const tiles = shuffle(g, D.workshopTiles.slice());
  if (opts.workshops === 'random') s.wsSupply = tiles.slice(0, workshopsRevealed(players));
  else if (opts.workshops === 'distinct') s.wsSupply = [...new Set(tiles)].slice(0, workshopsRevealed(players));
  // 7. The spellbook.
  s.spellDeck = shuffle(g, D.spells.map((_, i) => i));
  for (let i = 0; i < 3; i++) s.book.push({ spell: s.spellDeck.shift()!, runes: 0 });
  // 8. Statues: a random clan at a random spot, then the other two clans in a random order, clockwise,
  // repeating until every spot is filled (20 spots: 7 / 7 / 6, one statue left over).
  const first = randInt(g, 3);
  const others = [0, 1, 2].filter((c) => c !== first);
  const order = randInt(g, 2) === 0 ? [first, others[0]!, others[1]!] : [first, others[1]!, others[0]!];
  const spots = bd.statueSpots;
  const at = randInt(g, spots.length);
  for (let i = 0; i < spots.length; i++) b.statue[spots[(at + i) % spots.length]!] = order[i % 3]!;
  // 9. Pedestal point tokens, shuffled face up onto the 15 track spaces.
  s.track = shuffle(g, PEDESTAL_TOKENS.slice());
  // Player Setup A: each seat's six starting trolls, shuffled for the draft (seat i plays colour i).
  for (let seat = 0; seat < players; seat++) {
    const deck = shuffle(g, (D.startingByColour[seat] ?? []).map((i) => STARTING_BASE + i));
    s.p.push({ sm: new Array<number>(10).fill(-1), held: new Array<number>(10).fill(0), recruited: [], deck, offer: [], hand: -1, unseen: -1 });
  }
  return g;
}

// ---- setup decisions ----

/** Gate points open to `seat` (F/Player Setup C; 2 players: two points sharing a label). */
export function gateChoices(s: State): number[] {
  const bd = D.boards[s.side];
  const taken = s.b.gates.filter((c) => c >= 0);
  let pts = startPointsFor(bd, s.players).filter((p) => !taken.includes(p.cell));
  if (s.players === 2 && taken.length === 1) {
    const firstLabels = bd.startPoints.find((p) => p.cell === taken[0])?.labels ?? [];
    pts = pts.filter((p) => p.labels.some((l) => firstLabels.includes(l)));
  }
  if (s.players === 2 && taken.length === 0) {
    // The first gate must leave a second point sharing one of its labels.
    const all = bd.startPoints;
    pts = pts.filter((p) => all.some((q) => q.cell !== p.cell && q.labels.some((l) => p.labels.includes(l))));
  }
  return pts.map((p) => p.cell);
}

export function setupMoves(s: State, seat: number): Move[] {
  if (s.phase === 'workshops') {
    const left = D.workshopTiles.slice();
    for (const k of s.wsSupply) left.splice(left.indexOf(k), 1);
    return [...new Set(left)].sort((a, b) => a - b).map((kind) => ({ type: 'establish' as const, kind }));
  }
  if (s.phase === 'gates') return seat === s.gateSeat ? gateChoices(s).map((cell) => ({ type: 'gate' as const, cell })) : [];
  if (s.phase === 'draft') {
    const p = s.p[seat]!;
    if (p.offer.length === 0) return [];
    const out: Move[] = [];
    for (const card of p.offer) for (let slot = 0; slot < 4; slot++) if (p.sm[slot]! < 0) out.push({ type: 'draft', card, slot });
    return out;
  }
  return [];
}

export function setupActors(s: State): number[] {
  if (s.phase === 'workshops') return [0];
  if (s.phase === 'gates') return [s.gateSeat];
  if (s.phase === 'draft') return s.p.flatMap((p, seat) => (p.offer.length ? [seat] : []));
  return [];
}

export function setupApply(g: G, seat: number, m: Move): void {
  const s = g.s;
  if (m.type === 'establish' && s.phase === 'workshops') {
    mut(g, 'wsSupply').push(m.kind);
    say(g, `${seatName(seat)} chooses the ${D.workshopNames[m.kind]} for this game.`, { seat, kind: 'ws-pick' });
    if (s.wsSupply.length >= s.wsToPick) s.phase = 'gates';
    return;
  }
  if (m.type === 'gate') {
    setGate(g, seat, m.cell);
    const b = s.b;
    const id = b.segs.length;
    b.segs.push({ k: 0, ref: seat, cells: [m.cell] });
    const seg = b.seg.slice();
    seg[m.cell] = id;
    b.seg = seg;
    say(g, `${seatName(seat)} places their gate at ${cellName(boardOf(s), m.cell)}.`, { seat, kind: 'gate', data: { cell: m.cell } });
    s.gateSeat++;
    if (s.gateSeat >= s.players) startDraft(g);
    return;
  }
  if (m.type === 'draft') {
    const p = s.p[seat]!;
    p.sm[m.slot] = m.card;
    const other = p.offer.find((c) => c !== m.card);
    const placed = p.sm.filter((c) => c >= 0).length;
    if (placed < 4) p.offer = other === undefined ? [] : [other, p.deck.shift()!];
    else {
      p.offer = [];
      p.hand = other ?? -1;
      p.unseen = p.deck.shift() ?? -1;
      p.deck = [];
    }
    // Neither the troll nor its slot is in the public line: the others see them when every seat has
    // placed (view.ts SEALED; issue 26 item 3).
    say(g, `${seatName(seat)} places a starting troll.`, { seat, kind: 'draft' });
    if (s.p.every((x) => x.offer.length === 0)) endDraft(g);
  }
}

function startDraft(g: G): void {
  g.s.phase = 'draft';
  g.s.p = g.s.p.map((x) => {
    const p = clonePlayer(x);
    p.offer = [p.deck.shift()!, p.deck.shift()!];
    return p;
  });
}

/**
 * The draft is over (F/Player Setup D): gain the bonus rows of the 4 placed trolls, then the seat
 * bonuses (seats 2-3 the hand troll's, seats 4-5 also the unseen troll's; none with teams). Trolls
 * start holding nothing. The hand and unseen trolls leave the game; those whose bonus was gained
 * are shown to all (view.ts).
 */
function endDraft(g: G): void {
  const s = g.s;
  const banks = allBanks(g);
  s.p.forEach((p, seat) => {
    const k = banks[bankOf(s, seat)]!;
    const add = (code: number) => {
      const bonus = D.starting[code - STARTING_BASE]!.bonus;
      for (let r = 0; r < 7; r++) k.res[r]! += bonus[r]!;
    };
    for (let slot = 0; slot < 4; slot++) add(p.sm[slot]!);
    const sb = seatBonus(seat, s.teams);
    if (sb.hand && p.hand >= 0) add(p.hand);
    if (sb.unseen && p.unseen >= 0) add(p.unseen);
  });
  s.phase = 'play';
  newTurn(s);
  say(g, 'Every trollsmoot is ready. The game begins.', { kind: 'begin' });
}
