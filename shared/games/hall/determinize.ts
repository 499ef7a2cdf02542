// A state a seat could be in, for the search (issue 15): every value hidden from the seat is drawn
// again, the rest kept. What is hidden follows view.ts (digest §4): the order of each troll deck and
// of the spell deck; each other seat's draft deck, offer and placed starting trolls and their slots
// (until every seat has placed; only how many is public) and its hand troll unless its bonus was
// gained; every unseen troll unless its bonus was gained (no one saw it, its owner included) and the
// seat's own draft deck; the game's generator (which also decides the bag's draws and nothing else:
// the bag's composition is public, unrevealed workshops are not kept); and the values of the pedestal
// point tokens other banks hold face down until the end (F/Pedestals). A seat's six starting trolls
// are public as a set (F/Player Setup A), so the unknown ones of a seat trade places among
// themselves; the 15 token values are public as a set (components.ts), so the other banks' tokens,
// all of them less the track's and the seat's own bank's, trade places among the other banks' tokens
// too (how many each bank holds is public). Each pool is sorted before it is shuffled, so the true order leaves no trace: two
// states the seat cannot tell apart give the same sample for the same draws.
import { seedRng, type Rng } from '../../engine/rng';
import type { Seat } from '../../engine/types';
import { seatBonus } from './content/components';
import { cloneBank, clonePlayer, type Bank, type Player, type State } from './state';
import { seesTokens } from './view';

const byNumber = (a: number, b: number) => a - b;

/** A copy of `sorted` in an order drawn from `random` (Fisher-Yates). */
function shuffled(random: () => number, sorted: readonly number[]): number[] {
  const items = sorted.slice();
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  return items;
}

/** One seat's starting trolls `viewer` cannot see, and where they go back. */
export interface Hidden {
  seat: number;
  /** Sorted pool: draft deck, then (others only) offer, placed trolls during the draft, hand, and unseen when hidden. */
  pool: number[];
  offer: boolean;
  /** The bottom-row slots whose troll is sealed from `viewer` (another seat's draft picks). */
  placed: number[];
  hand: boolean;
  unseen: boolean;
}

export function hiddenTrolls(s: State, viewer: Seat): Hidden[] {
  const setupOver = s.phase === 'play' || s.phase === 'over';
  const out: Hidden[] = [];
  s.p.forEach((p, seat) => {
    const own = seat === viewer;
    const sb = seatBonus(seat, s.teams);
    const offer = !own && p.offer.length > 0;
    const placed = !own && s.phase === 'draft' ? p.sm.flatMap((c, slot) => (c >= 0 ? [slot] : [])) : [];
    const hand = !own && p.hand >= 0 && !(setupOver && sb.hand);
    const unseen = p.unseen >= 0 && !(setupOver && sb.unseen);
    const pool = [...p.deck, ...(offer ? p.offer : []), ...placed.map((slot) => p.sm[slot]!), ...(hand ? [p.hand] : []), ...(unseen ? [p.unseen] : [])];
    if (pool.length > 1) out.push({ seat, pool: pool.sort(byNumber), offer, placed, hand, unseen });
  });
  return out;
}

/**
 * The pedestal point tokens `viewer` holds no value of (another bank's, face down; view.ts), as one
 * sorted pool and the banks they sit in: empty once the game is over.
 */
export function hiddenTokens(s: State, viewer: Seat): { banks: number[]; pool: number[] } {
  const banks = s.banks.flatMap((k, b) => (k.tokens.length > 0 && !seesTokens(s, b, viewer) ? [b] : []));
  return { banks, pool: banks.flatMap((b) => s.banks[b]!.tokens).sort(byNumber) };
}

export function determinize(s: State, seat: Seat, random: () => number): State {
  const words = [0, 0, 0, 0].map(() => Math.floor(random() * 0x100000000) >>> 0);
  const rng: Rng = seedRng(words.join('.'));
  const decks = s.decks.map((d) => shuffled(random, d.slice().sort(byNumber)));
  const spellDeck = shuffled(random, s.spellDeck.slice().sort(byNumber));
  const p: Player[] = s.p.slice();
  for (const h of hiddenTrolls(s, seat)) {
    const cards = shuffled(random, h.pool);
    const q = clonePlayer(s.p[h.seat]!);
    let at = 0;
    const take = (n: number) => cards.slice(at, (at += n));
    q.deck = take(q.deck.length);
    if (h.offer) q.offer = take(q.offer.length);
    if (h.placed.length > 0) {
      // Which of the four bottom slots hold them is the other seat's secret too: drawn again.
      const slots = shuffled(random, [0, 1, 2, 3]).slice(0, h.placed.length);
      for (let slot = 0; slot < 4; slot++) q.sm[slot] = -1;
      for (const slot of slots) q.sm[slot] = take(1)[0]!;
    }
    if (h.hand) q.hand = take(1)[0]!;
    if (h.unseen) q.unseen = take(1)[0]!;
    p[h.seat] = q;
  }
  const tokens = hiddenTokens(s, seat);
  let banks: Bank[] = s.banks;
  if (tokens.pool.length > 1) {
    const values = shuffled(random, tokens.pool);
    banks = s.banks.slice();
    let at = 0;
    for (const b of tokens.banks) {
      const k = cloneBank(s.banks[b]!);
      k.tokens = values.slice(at, (at += k.tokens.length));
      banks[b] = k;
    }
  }
  return { ...s, rng, decks, spellDeck, p, banks };
}
