// High Card: the small test game the platform is tested with (never in the product's list).
// It has what a real game needs from the table: a shuffled deck (seeded RNG in the state), hidden
// hands, a simultaneous phase (everyone plays a face-down card), a single-seat phase (the round
// winner draws or passes), private log lines, and a result.
import { produce } from 'immer';
import { z } from 'zod';
import { drawInt, seedRng, shuffleInPlace, type Rng } from '../../shared/engine/rng';
import { err, ok, type GameEvent, type GameModule, type Seat, type Viewer } from '../../shared/engine/types';

export interface HighCardState {
  rng: Rng;
  players: number;
  rounds: number;
  round: number;
  deck: number[];
  hands: number[][];
  /** Face-down cards of this round; null until that seat has played. */
  played: (number | null)[];
  points: number[];
  phase: 'play' | 'winner' | 'over';
  winner: Seat | null;
  lastReveal: { cards: number[]; winner: Seat } | null;
}

const Move = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), card: z.number().int().min(1).max(99) }),
  z.object({ type: z.literal('draw') }),
  z.object({ type: z.literal('pass') }),
]);
export type HighCardMove = z.infer<typeof Move>;

const Options = z.object({ rounds: z.enum(['2', '3', '5']).default('3') });
type HighCardOptions = z.infer<typeof Options>;

export interface HighCardView {
  round: number;
  rounds: number;
  phase: HighCardState['phase'];
  deckSize: number;
  /** Own hand for a seat; others' hands as counts only. */
  hand: number[] | null;
  handSizes: number[];
  /** Per seat: 'waiting', 'played' (face down), or the card once it is yours. */
  played: (number | 'played' | 'waiting')[];
  points: number[];
  winner: Seat | null;
  lastReveal: HighCardState['lastReveal'];
}

export const highcard: GameModule<HighCardState, HighCardMove, HighCardView, HighCardOptions> = {
  id: 'highcard',
  name: 'High Card (test game)',
  minPlayers: 2,
  maxPlayers: 5,
  options: [
    {
      key: 'rounds',
      label: 'Rounds',
      kind: 'choice',
      default: '3',
      choices: [
        { value: '2', label: '2' },
        { value: '3', label: '3' },
        { value: '5', label: '5' },
      ],
    },
  ],
  optionsSchema: Options,
  moveSchema: Move,
  sendLegalMoves: true,

  setup(seed, players, options) {
    const rng = seedRng(seed);
    const deck = shuffleInPlace(rng, Array.from({ length: players * 6 + 4 }, (_, i) => i + 1));
    const hands = Array.from({ length: players }, () => deck.splice(0, 3));
    return {
      rng,
      players,
      rounds: Number(options.rounds ?? '3'),
      round: 1,
      deck,
      hands,
      played: Array(players).fill(null),
      points: Array(players).fill(0),
      phase: 'play',
      winner: null,
      lastReveal: null,
    };
  },

  activeSeats(s) {
    if (s.phase === 'play') return s.played.flatMap((p, seat) => (p === null && (s.hands[seat]?.length ?? 0) > 0 ? [seat] : []));
    if (s.phase === 'winner' && s.winner !== null) return [s.winner];
    return [];
  },

  legalMoves(s, seat) {
    if (!highcard.activeSeats(s).includes(seat)) return [];
    if (s.phase === 'play') return (s.hands[seat] ?? []).map((card) => ({ type: 'play' as const, card }));
    return s.deck.length > 0 ? [{ type: 'draw' as const }, { type: 'pass' as const }] : [{ type: 'pass' as const }];
  },

  // A turn-based table may skip a seat out of days: the round's winner passes; a card must be played (a bot plays it).
  skip: (s, seat) => (s.phase === 'winner' && s.winner === seat ? { type: 'pass' } : null),

  apply(s, seat, move) {
    if (!highcard.activeSeats(s).includes(seat)) return err('move/not-your-turn', 'It is not your turn.');
    const events: GameEvent[] = [];
    if (move.type === 'play') {
      if (s.phase !== 'play') return err('move/wrong-phase', 'Cards are played at the start of a round.');
      if (!(s.hands[seat] ?? []).includes(move.card)) return err('move/not-in-hand', 'That card is not in your hand.');
      const state = produce(s, (d) => {
        d.hands[seat] = (d.hands[seat] ?? []).filter((c) => c !== move.card);
        d.played[seat] = move.card;
        events.push({ text: `{p${seat}} played a card face down.`, seat });
        events.push({ text: `You played ${move.card}.`, seat, to: [seat] });
        if (d.played.every((p, i) => p !== null || (d.hands[i]?.length ?? 0) === 0)) reveal(d, events);
      });
      return ok({ state, events });
    }
    if (s.phase !== 'winner') return err('move/wrong-phase', 'Only the round winner draws or passes.');
    if (move.type === 'draw' && s.deck.length === 0) return err('move/deck-empty', 'The deck is empty.');
    const state = produce(s, (d) => {
      if (move.type === 'draw') {
        // Draw a random card from the deck rather than the top, to exercise the generator mid-game.
        const [card] = d.deck.splice(drawInt(d.rng, d.deck.length), 1);
        d.hands[seat]!.push(card!);
        events.push({ text: `{p${seat}} drew a card.`, seat });
        events.push({ text: `You drew ${card}.`, seat, to: [seat] });
      } else {
        events.push({ text: `{p${seat}} passed.`, seat });
      }
      d.round += 1;
      d.winner = null;
      d.played = d.played.map(() => null);
      d.phase = d.round > d.rounds || d.hands.every((h) => h.length === 0) ? 'over' : 'play';
      if (d.phase === 'over') events.push({ text: 'The game is over.', kind: 'over' });
    });
    return ok({ state, events });
  },

  view(s, viewer: Viewer) {
    return {
      round: s.round,
      rounds: s.rounds,
      phase: s.phase,
      deckSize: s.deck.length,
      hand: viewer === 'spectator' ? null : [...(s.hands[viewer] ?? [])],
      handSizes: s.hands.map((h) => h.length),
      played: s.played.map((p, seat) => (p === null ? 'waiting' : seat === viewer ? p : 'played')),
      points: [...s.points],
      winner: s.winner,
      lastReveal: s.lastReveal,
    };
  },

  // The last card played face down turns every card over (a draw also moves the generator, which
  // the platform sees itself): those cannot be undone; a face-down card or a pass can.
  reveals: (before, _seat, move, after) => move.type === 'play' && after.lastReveal !== before.lastReveal,

  result(s) {
    if (s.phase !== 'over') return null;
    const best = Math.max(...s.points);
    return { winners: s.points.flatMap((p, i) => (p === best ? [i] : [])), scores: [...s.points] };
  },

  describeMove(m) {
    return m.type === 'play' ? `Play ${m.card}` : m.type === 'draw' ? 'Draw a card' : 'Pass';
  },

  bots: {
    random(s, seat, random) {
      const moves = highcard.legalMoves(s, seat);
      return moves.length === 0 ? null : (moves[Math.floor(random() * moves.length)] ?? null);
    },
  },
};

function reveal(d: HighCardState, events: GameEvent[]) {
  const cards = d.played.map((p) => p ?? 0);
  const winner = cards.indexOf(Math.max(...cards));
  d.points[winner] = (d.points[winner] ?? 0) + 1;
  d.lastReveal = { cards, winner };
  d.winner = winner;
  d.phase = 'winner';
  events.push({ text: `Cards revealed: ${cards.map((c, i) => `{p${i}} ${c || '-'}`).join(', ')}. {p${winner}} wins round ${d.round}.`, kind: 'reveal', data: { cards, winner } });
}

/**
 * High Card after a rules change that removed passing: a table saved under the old rules with a
 * pass among its moves no longer replays (tests of a table needing a migration; TEST_GAMES=changed).
 */
export const highcardWithoutPass: typeof highcard = {
  ...highcard,
  apply: (s, seat, move) => (move.type === 'pass' ? err('move/no-pass', 'Passing is no longer a move.') : highcard.apply(s, seat, move)),
};
