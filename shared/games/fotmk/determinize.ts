// A state a seat could be in, for the search: every value hidden from the seat is drawn again, the
// rest kept. Hidden (view.ts is the authority): gnome strengths not peeked by the seat nor revealed
// (the wheel shows the defeated ones), face-down gate cards the seat has not peeked and the gate deck,
// the champion deck orders, the other seats' starting champions offered and discarded, the Ancestry
// deck, its discard and the other seats' draft hands and picked cards, and the game's generator.
// Each pool is sorted before it is shuffled so that the true order leaves no trace: two states the
// seat cannot tell apart give the same sample for the same draws (the search's no-peeking test).
import { seedRng, type Rng } from '../../engine/rng';
import type { Seat } from '../../engine/types';
import { clonePlayer, cloneRoot, type Player, type State } from './state';
import { knows } from './wheel';

const byNumber = (a: number, b: number) => a - b;

function shuffled(random: () => number, items: number[]): number[] {
  items.sort(byNumber);
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = items[i] as number;
    items[i] = items[j] as number;
    items[j] = t;
  }
  return items;
}

/** Deal `pool` (already shuffled) back into slots of the given sizes, in order. */
function deal(pool: number[], sizes: number[]): number[][] {
  let at = 0;
  return sizes.map((n) => pool.slice(at, (at += n)));
}

export function determinize(s: State, seat: Seat, random: () => number): State {
  const d = cloneRoot(s);
  // Going back would return to a state holding the true values: a sample has no past.
  d.undo = null;
  const words: Rng = [0, 0, 0, 0].map(() => Math.floor(random() * 0x100000000) >>> 0) as Rng;
  d.rng = seedRng(words.join('.'));

  // Gnome strengths: the unknown ones trade values among themselves.
  const onWheel = new Set(s.gnomeWheel);
  const unknown: number[] = [];
  for (let gn = 0; gn < s.gnomeStr.length; gn++) if (!onWheel.has(gn) && !knows(s, gn, seat)) unknown.push(gn);
  if (unknown.length > 1) {
    const values = shuffled(
      random,
      unknown.map((gn) => s.gnomeStr[gn] ?? 0),
    );
    const str = s.gnomeStr.slice();
    unknown.forEach((gn, i) => (str[gn] = values[i] ?? 0));
    d.gnomeStr = str;
  }

  // Gates: face-down cards the seat has not peeked, and the deck.
  const slots: number[] = [];
  s.gateRow.forEach((_, slot) => {
    if (!s.gateOpen[slot] && (((s.gatePeek[slot] ?? 0) >> seat) & 1) === 0) slots.push(slot);
  });
  const gatePool = shuffled(random, [...slots.map((slot) => s.gateRow[slot] ?? 0), ...s.gateDeck]);
  const row = s.gateRow.slice();
  slots.forEach((slot, i) => (row[slot] = gatePool[i] ?? 0));
  d.gateRow = row;
  d.gateDeck = gatePool.slice(slots.length);

  // Other seats' hidden cards, and the decks.
  const others = s.p.map((_, i) => i).filter((i) => i !== seat);
  const players: Player[] = s.p.slice();
  for (const i of others) players[i] = clonePlayer(s.p[i] as Player);

  // Starting champions: the deck they came from, the choices still offered, the ones set aside.
  const setAside = others.filter((i) => (s.p[i]?.discarded ?? -1) >= 0);
  const startPool = shuffled(random, [...(s.decks[0] ?? []), ...others.flatMap((i) => s.p[i]?.startChoices ?? []), ...setAside.map((i) => s.p[i]?.discarded ?? -1)]);
  const startParts = deal(startPool, [s.decks[0]?.length ?? 0, ...others.map((i) => s.p[i]?.startChoices.length ?? 0), setAside.length]);
  const decks = s.decks.slice();
  decks[0] = startParts[0] ?? [];
  others.forEach((i, k) => ((players[i] as Player).startChoices = startParts[k + 1] ?? []));
  setAside.forEach((i, k) => ((players[i] as Player).discarded = startParts[others.length + 1]?.[k] ?? -1));
  for (let k = 1; k < decks.length; k++) decks[k] = shuffled(random, (s.decks[k] ?? []).slice());
  d.decks = decks;

  // Ancestry cards: the deck, the discard and the other seats' hands and picks.
  const pickers = others.filter((i) => (s.p[i]?.pick ?? -1) >= 0);
  const ancPool = shuffled(random, [...s.ancDeck, ...s.ancDiscard, ...others.flatMap((i) => s.p[i]?.hand ?? []), ...pickers.map((i) => s.p[i]?.pick ?? -1)]);
  const ancParts = deal(ancPool, [s.ancDeck.length, s.ancDiscard.length, ...others.map((i) => s.p[i]?.hand.length ?? 0), pickers.length]);
  d.ancDeck = ancParts[0] ?? [];
  d.ancDiscard = ancParts[1] ?? [];
  others.forEach((i, k) => ((players[i] as Player).hand = ancParts[k + 2] ?? []));
  pickers.forEach((i, k) => ((players[i] as Player).pick = ancParts[others.length + 2]?.[k] ?? -1));
  d.p = players;
  return d;
}
