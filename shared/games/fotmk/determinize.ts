// A state a seat could be in, for the search: every value hidden from the seat is drawn again, the
// rest kept. Hidden (view.ts is the authority): gnome strengths not peeked by the seat nor revealed
// (the wheel shows the defeated ones), face-down gate cards the seat has not peeked and the gate deck,
// the champion deck orders, the other seats' starting champions offered and discarded, the Ancestry
// deck, its discard and the other seats' draft hands and picked cards, and the game's generator; in a
// step everyone makes at once, the others' choices made but sealed (sealed.ts): the starting champion
// kept, the card added this draft round and where it lies.
// Each pool is sorted before it is shuffled so that the true order leaves no trace: two states the
// seat cannot tell apart give the same sample for the same draws (the search's no-peeking test).
import { seedRng, type Rng } from '../../engine/rng';
import type { Seat } from '../../engine/types';
import { clonePlayer, cloneRoot, type Player, type State } from './state';
import { knows } from './wheel';
import { layCard, placements } from './grid';
import { planeOf, sealedKeep, shownCards } from './sealed';

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

/** Deal `pool` (already shuffled) back into slots of the given sizes, in order. */
function deal(pool: number[], sizes: readonly number[]): number[][] {
  let at = 0;
  return sizes.map((n) => pool.slice(at, (at += n)));
}

/** What `seat` does not know of a state, as sorted pools and the slots they go back into. */
interface Unknowns {
  gnomes: number[];
  strengths: number[];
  gateSlots: number[];
  gates: number[];
  others: number[];
  setAside: number[];
  /** Other seats whose kept starting champion is sealed. */
  keepers: number[];
  starts: number[];
  startSizes: number[];
  decks: number[][];
  pickers: number[];
  /** Other seats whose card added this round is sealed, with the plane before it (public). */
  layers: { seat: number; shown: number; cells: number[]; spots: [number, number][] }[];
  cards: number[];
  cardSizes: number[];
}

function unknowns(s: State, seat: Seat): Unknowns {
  const onWheel = new Set(s.gnomeWheel);
  const gnomes: number[] = [];
  for (let gn = 0; gn < s.gnomeStr.length; gn++) if (!onWheel.has(gn) && !knows(s, gn, seat)) gnomes.push(gn);
  const gateSlots: number[] = [];
  s.gateRow.forEach((_, slot) => {
    if (!s.gateOpen[slot] && (((s.gatePeek[slot] ?? 0) >> seat) & 1) === 0) gateSlots.push(slot);
  });
  const others = s.p.map((_, i) => i).filter((i) => i !== seat);
  const setAside = others.filter((i) => (s.p[i]?.discarded ?? -1) >= 0);
  const pickers = others.filter((i) => (s.p[i]?.pick ?? -1) >= 0);
  const keepers = others.filter((i) => sealedKeep(s, i));
  const layers = others.flatMap((i) => {
    const shown = shownCards(s, i);
    const p = s.p[i] as Player;
    if (shown >= p.cards.length) return [];
    const cells = planeOf(p.cards, shown);
    return [{ seat: i, shown, cells, spots: placements(cells) }];
  });
  const sealedCards = layers.map((l) => (s.p[l.seat] as Player).cards[l.shown]?.[0] ?? -1);
  return {
    gnomes,
    strengths: gnomes.map((gn) => s.gnomeStr[gn] ?? 0).sort(byNumber),
    gateSlots,
    gates: [...gateSlots.map((slot) => s.gateRow[slot] ?? 0), ...s.gateDeck].sort(byNumber),
    others,
    setAside,
    keepers,
    // Starting champions: the deck they came from, the choices still offered, the ones set aside,
    // the ones kept while others still choose.
    starts: [
      ...(s.decks[0] ?? []),
      ...others.flatMap((i) => s.p[i]?.startChoices ?? []),
      ...setAside.map((i) => s.p[i]?.discarded ?? -1),
      ...keepers.map((i) => s.p[i]?.champions[0] ?? -1),
    ].sort(byNumber),
    startSizes: [s.decks[0]?.length ?? 0, ...others.map((i) => s.p[i]?.startChoices.length ?? 0), setAside.length, keepers.length],
    decks: s.decks.map((d) => d.slice().sort(byNumber)),
    pickers,
    layers,
    // Ancestry cards: the deck, the discard, the other seats' hands and picks and sealed cards.
    cards: [...s.ancDeck, ...s.ancDiscard, ...others.flatMap((i) => s.p[i]?.hand ?? []), ...pickers.map((i) => s.p[i]?.pick ?? -1), ...sealedCards].sort(byNumber),
    cardSizes: [s.ancDeck.length, s.ancDiscard.length, ...others.map((i) => s.p[i]?.hand.length ?? 0), pickers.length, layers.length],
  };
}

// A search samples the same state over and over: its unknowns are worked out once (one slot, by identity).
let lastState: State | null = null;
let lastSeat = -1;
let lastUnknowns: Unknowns | null = null;

export function determinize(s: State, seat: Seat, random: () => number): State {
  if (lastState !== s || lastSeat !== seat || !lastUnknowns) {
    lastUnknowns = unknowns(s, seat);
    lastState = s;
    lastSeat = seat;
  }
  const u = lastUnknowns;
  const d = cloneRoot(s);
  // Going back would return to a state holding the true values: a sample has no past.
  d.undo = null;
  const words: Rng = [0, 0, 0, 0].map(() => Math.floor(random() * 0x100000000) >>> 0) as Rng;
  d.rng = seedRng(words.join('.'));

  // Gnome strengths: the unknown ones trade values among themselves.
  if (u.gnomes.length > 1) {
    const values = shuffled(random, u.strengths);
    const str = s.gnomeStr.slice();
    u.gnomes.forEach((gn, i) => (str[gn] = values[i] ?? 0));
    d.gnomeStr = str;
  }

  // Gates: face-down cards the seat has not peeked, and the deck.
  const gates = shuffled(random, u.gates);
  const row = s.gateRow.slice();
  u.gateSlots.forEach((slot, i) => (row[slot] = gates[i] ?? 0));
  d.gateRow = row;
  d.gateDeck = gates.slice(u.gateSlots.length);

  const players: Player[] = s.p.slice();
  for (const i of u.others) players[i] = clonePlayer(s.p[i] as Player);
  const starts = deal(shuffled(random, u.starts), u.startSizes);
  const decks = u.decks.map((d, k) => (k === 0 ? (starts[0] ?? []) : shuffled(random, d)));
  u.others.forEach((i, k) => ((players[i] as Player).startChoices = starts[k + 1] ?? []));
  u.setAside.forEach((i, k) => ((players[i] as Player).discarded = starts[u.others.length + 1]?.[k] ?? -1));
  if (u.keepers.length > 0) {
    const owner = s.owner.slice();
    u.keepers.forEach((i, k) => {
      const p = players[i] as Player;
      for (const c of p.champions) owner[c] = -1;
      const kept = starts[u.others.length + 2]?.[k] ?? -1;
      p.champions = [kept];
      owner[kept] = i;
    });
    d.owner = owner;
  }
  d.decks = decks;

  const cards = deal(shuffled(random, u.cards), u.cardSizes);
  d.ancDeck = cards[0] ?? [];
  d.ancDiscard = cards[1] ?? [];
  u.others.forEach((i, k) => ((players[i] as Player).hand = cards[k + 2] ?? []));
  u.pickers.forEach((i, k) => ((players[i] as Player).pick = cards[u.others.length + 2]?.[k] ?? -1));
  // A sealed card: another card from the pool, at a spot drawn among the legal ones.
  u.layers.forEach((l, k) => {
    const p = players[l.seat] as Player;
    const card = cards[u.others.length + 3]?.[k] ?? -1;
    const [x, y] = l.spots[Math.floor(random() * l.spots.length)] ?? [0, 0];
    const cells = l.cells.slice();
    layCard(cells, card, x, y);
    p.cells = cells;
    p.cards = [...p.cards.slice(0, l.shown), [card, x, y]];
  });
  d.p = players;
  return d;
}
