// Tribe Card: High Card with a seat plan of its own, the way Dwar7s Fall declares one. Without
// tribes it seats 2-4 in four colours of its own; with tribes, up to 7, one colour named after a
// tribe ("Elves") with a shape the platform palette does not use. For the platform's tests only.
import { z } from 'zod';
import type { GameModule, SeatColour } from '../../shared/engine/types';
import { highcard, type HighCardMove, type HighCardState, type HighCardView } from './highcard';

const Options = z.object({ rounds: z.enum(['2', '3', '5']).default('3'), tribes: z.boolean().default(false) });
type TribeCardOptions = z.infer<typeof Options>;

export const TRIBE_COLOURS: readonly SeatColour[] = [
  { id: 'ochre', name: 'Ochre', fill: '#c98a1b', ink: '#7a4f00', shape: 'circle' },
  { id: 'slate', name: 'Slate', fill: '#5b6b7f', ink: '#3d4a5a', shape: 'square' },
  { id: 'moss', name: 'Moss', fill: '#5f8a3a', ink: '#3f6021', shape: 'triangle' },
  { id: 'rust', name: 'Rust', fill: '#b4532a', ink: '#8a3a17', shape: 'diamond' },
  { id: 'elves', name: 'Elves', fill: '#8b4fd1', ink: '#6a32ad', shape: 'pentagon' },
  { id: 'gnomes', name: 'Gnomes', fill: '#179c9c', ink: '#0b6e6e', shape: 'ring' },
  { id: 'trolls', name: 'Trolls', fill: '#6b5b45', ink: '#4a3e2e', shape: 'hexagon' },
];

export const tribecard: GameModule<HighCardState, HighCardMove, HighCardView, TribeCardOptions> = {
  ...(highcard as unknown as GameModule<HighCardState, HighCardMove, HighCardView, TribeCardOptions>),
  id: 'tribecard',
  name: 'Tribe Card (test game)',
  minPlayers: 2,
  maxPlayers: 7,
  seats: (o) => (o.tribes ? { min: 2, max: 7, colours: TRIBE_COLOURS } : { min: 2, max: 4, colours: TRIBE_COLOURS.slice(0, 4) }),
  options: [...highcard.options, { key: 'tribes', label: 'Tribes', kind: 'boolean', default: false, help: 'Up to 7 seats.' }],
  optionsSchema: Options,
  // Levels, so the platform's choice and display of a bot's level are tested: Easy plays its lowest
  // card, Hard its highest (any other move is the first legal one).
  bots: {
    random: highcard.bots!.random!,
    easy: (s, seat) => pick(s, seat, -1),
    hard: (s, seat) => pick(s, seat, 1),
  },
};

/** The legal move whose card is highest (`dir` 1) or lowest (-1), else the first legal move. */
function pick(s: HighCardState, seat: number, dir: 1 | -1): HighCardMove | null {
  const moves = highcard.legalMoves(s, seat);
  const plays = moves.filter((m) => m.type === 'play');
  if (plays.length === 0) return moves[0] ?? null;
  return plays.reduce((a, b) => ((b.type === 'play' ? b.card : 0) * dir > (a.type === 'play' ? a.card : 0) * dir ? b : a));
}
