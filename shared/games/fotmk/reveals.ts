// Whether a move made anything hidden known to anyone (engine contract: `GameModule.reveals`, exact;
// the platform forbids undoing such a move, shared/engine/undo.ts). It is read off the state's own
// bookkeeping of who knows what, the same bookkeeping view.ts filters by, so the two cannot drift:
// each viewer (every seat and the spectators) knows a set of facts, and a move reveals when some
// viewer knows a fact after it that it did not know before.
//   - a draw from the generator (gnomes invading, a gate row shuffled, a falling unit drawn);
//   - a gnome's strength: peeked (the seat's bit), turned face up (bit 7: a battle, the game's end),
//     or laid near the wheel (defeated gnomes are face up there);
//   - a gate card: peeked or turned for its invasion;
//   - a champion card: drawn into the display, or a starting champion once everyone has kept one;
//   - an Ancestry card: dealt or passed into a seat's hand, or laid where the others see it (the
//     round's cards are sealed until every seat has added one, sealed.ts).
// Forgetting (a gnome back into the supply) is no reveal. Nor is a choice others cannot see yet.
import type { Seat } from '../../engine/types';
import type { Move } from './moves';
import { sealedKeep, shownCards } from './sealed';
import type { State } from './state';
import { knows } from './wheel';

/** Spectators: no seat bit, only what is face up. */
const SPECTATOR = -1;

/** Every hidden-by-rule fact `viewer` knows in `s`, as short keys. */
export function facts(s: State, viewer: number): Set<string> {
  const out = new Set<string>();
  const bit = viewer < 0 ? 6 : viewer;
  for (const nd of s.nodes) for (const gn of nd.g) if (knows(s, gn, bit)) out.add(`g${gn}`);
  for (const gn of s.gnomeWheel) out.add(`g${gn}`);
  s.gateRow.forEach((clan, slot) => {
    if (s.gateOpen[slot] || (viewer >= 0 && (((s.gatePeek[slot] ?? 0) >> viewer) & 1) === 1)) out.add(`q${slot}:${clan}`);
  });
  for (const d of s.display) out.add(`c${d.id}`);
  s.p.forEach((p, seat) => {
    if (seat === viewer) {
      for (const c of [...p.champions, ...p.startChoices, p.discarded]) if (c >= 0) out.add(`c${c}`);
      for (const a of [...p.hand, p.pick]) if (a >= 0) out.add(`a${a}`);
      // Its own laid cards are its own doing: nothing it learns.
      return;
    }
    if (!sealedKeep(s, seat)) for (const c of p.champions) out.add(`c${c}`);
    const n = shownCards(s, seat);
    for (let k = 0; k < n; k++) out.add(`l${seat}:${k}:${(p.cards[k] ?? []).join(',')}`);
  });
  return out;
}

const sameGenerator = (a: State, b: State): boolean => a.rng.every((w, i) => w === b.rng[i]);

/** True exactly when `seat` playing `move` made anything hidden known to anyone. */
export function reveals(before: State, _seat: Seat, _move: Move, after: State): boolean {
  if (!sameGenerator(before, after)) return true;
  for (let viewer = SPECTATOR; viewer < before.players; viewer++) {
    const had = facts(before, viewer);
    for (const f of facts(after, viewer)) if (!had.has(f)) return true;
  }
  return false;
}
