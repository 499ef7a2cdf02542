// Build Your Ancestry: deal 4, three rounds of pick-and-place, pass clockwise in waves I and III and
// counterclockwise in wave II, discard the last card (rulebook: Build Your Ancestry).
import { COUNTS } from './content/components';
import { arr, own, patch, player, pop, push, say, type G } from './ctx';
import { layCard, placements } from './grid';
import { seatName, type Handler } from './handler';
import { fail, type Move } from './moves';
import type { Task } from './state';

type DraftT = Extract<Task, { k: 'draft' }>;

function deal(g: G): void {
  const s = g.s;
  const deck = arr(g, 'ancDeck');
  for (let seat = 0; seat < s.players; seat++) {
    const p = player(g, seat);
    p.hand = deck.splice(0, COUNTS.draftHand);
    p.placed = false;
    p.pick = -1;
  }
  say(g, `Wave ${['I', 'II', 'III'][s.wave - 1]} begins: everyone builds their Ancestry.`, { kind: 'wave', data: { wave: s.wave } });
}

function pass(g: G): void {
  const s = g.s;
  const dir = s.wave === 2 ? -1 : 1;
  const hands = s.p.map((p) => p.hand);
  for (let seat = 0; seat < s.players; seat++) {
    const from = (seat - dir + s.players) % s.players;
    const p = player(g, seat);
    p.hand = hands[from] ?? [];
    p.placed = false;
  }
}

export const draft: Handler<DraftT> = {
  step(g, t) {
    const s = g.s;
    if (t.round === 0) {
      deal(g);
      patch(g, t, { round: 1, cards: s.p.map((p) => p.cards.length) });
      return false;
    }
    if (s.p.some((p) => !p.placed)) return true;
    if (t.round < COUNTS.draftKeep) {
      pass(g);
      patch(g, t, { round: t.round + 1, cards: s.p.map((p) => p.cards.length) });
      return false;
    }
    const discard = arr(g, 'ancDiscard');
    for (let seat = 0; seat < s.players; seat++) {
      const p = player(g, seat);
      discard.push(...p.hand);
      p.hand = [];
      p.placed = false;
    }
    pop(g);
    push(g, { k: 'battle', next: s.startPlayer });
    for (let i = s.players - 1; i >= 0; i--) push(g, { k: 'supplies', seat: (s.startPlayer + i) % s.players, done: false });
    return false;
  },
  actors(s) {
    const out: number[] = [];
    for (let seat = 0; seat < s.players; seat++) if (!s.p[seat]?.placed) out.push(seat);
    return out;
  },
  legal(s, _t, seat) {
    const p = s.p[seat];
    if (!p || p.placed) return [];
    const spots = placements(p.cells);
    if (spots.length === 0) return p.hand.map((card) => ({ type: 'discardCard', card }));
    if (p.pick < 0) return p.hand.map((card) => ({ type: 'pickCard', card }));
    return [...spots.map(([x, y]): Move => ({ type: 'placeCard', x, y })), { type: 'cancel' }];
  },
  apply(g, _t, seat, m) {
    const p0 = g.s.p[seat];
    if (!p0 || p0.placed) return fail('move/waiting', 'You have added your card this round; wait for the others.');
    const spots = placements(p0.cells);
    if (m.type === 'pickCard') {
      if (spots.length === 0) return fail('move/no-room', 'No card can be placed legally: discard one instead.');
      if (p0.pick >= 0) return fail('move/already-picked', 'You already picked a card: place it, or cancel.');
      if (!p0.hand.includes(m.card)) return fail('move/not-in-hand', 'That card is not in your hand.');
      const p = player(g, seat);
      p.pick = m.card;
      p.hand = p.hand.filter((c) => c !== m.card);
      return null;
    }
    if (m.type === 'cancel') {
      if (p0.pick < 0) return fail('move/nothing-to-cancel', 'You have not picked a card yet.');
      const p = player(g, seat);
      p.hand = [...p.hand, p.pick];
      p.pick = -1;
      return null;
    }
    if (m.type === 'placeCard') {
      if (p0.pick < 0) return fail('move/pick-first', 'Pick a card from your hand first.');
      if (!spots.some(([x, y]) => x === m.x && y === m.y))
        return fail('move/bad-spot', 'A card must cover at least one quadrant, never an Elder, and keep your Ancestry within 6 by 6.');
      const p = player(g, seat);
      own(g, p, 'cells');
      layCard(p.cells, p.pick, m.x, m.y);
      p.cards = [...p.cards, [p.pick, m.x, m.y]];
      p.pick = -1;
      p.placed = true;
      say(g, `${seatName(seat)} adds a card to their Ancestry.`, { seat, kind: 'ancestry' });
      return null;
    }
    if (m.type === 'discardCard') {
      if (spots.length > 0) return fail('move/must-place', 'Adding a card is mandatory while one fits.');
      if (!p0.hand.includes(m.card)) return fail('move/not-in-hand', 'That card is not in your hand.');
      const p = player(g, seat);
      p.hand = p.hand.filter((c) => c !== m.card);
      p.placed = true;
      arr(g, 'ancDiscard').push(m.card);
      say(g, `${seatName(seat)} has no legal place for a card and discards one.`, { seat });
      return null;
    }
    return fail('move/wrong-step', 'Now everyone adds a card to their Ancestry.');
  },
};

