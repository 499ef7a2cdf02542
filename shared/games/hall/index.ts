// In the Hall of the Mountain King on the engine contract.
import { z } from 'zod';
import type { GameModule, SeatPlan, Viewer } from '../../engine/types';
import { SEAT_COLOURS } from './content/components';
import { describeMove } from './describe';
import { activeSeats, applyMove, legalMoves, newGame, result } from './engine';
import { moveSchema, type Move } from './moves';
import type { State } from './state';
import { viewOf, type HallView } from './view';
import { LEVELS, randomBot, sensibleBot } from './bot';
import { searchBots } from '../../engine/search';
import { determinize } from './determinize';
import { evaluate, moveKey, order } from './evaluate';
import { reveals } from './reveals';
import { why } from './why';
import { describeOptions } from './options';

export type { State as HallState } from './state';
export type { Move as HallMove } from './moves';
export type { HallView } from './view';
export { newGame, legalMoves, applyMove, result, activeSeats } from './engine';

const optionsSchema = z.object({
  side2p: z.enum(['autumn', 'winter']).default('autumn'),
  workshops: z.enum(['random', 'distinct', 'chosen']).default('random'),
  teams: z.boolean().default(false),
});
export type HallOptions = z.infer<typeof optionsSchema>;

export const hall: GameModule<State, Move, HallView, HallOptions> = {
  id: 'hall',
  name: 'In the Hall of the Mountain King',
  minPlayers: 2,
  maxPlayers: 5,
  // The team variant seats exactly 4 (D/Team Rules: "4 players only").
  seats: (o): SeatPlan => (o.teams ? { min: 4, max: 4, colours: SEAT_COLOURS } : { min: 2, max: 5, colours: SEAT_COLOURS }),
  options: [
    { key: 'teams', label: 'Teams (4 players)', kind: 'boolean', default: false, help: 'Two teams of two: seats 1 and 4 play against seats 2 and 3, each team sharing one storage and one score.' },
    {
      key: 'workshops',
      label: 'Workshops',
      help: 'Which workshops can be established this game: 2 per player plus 1.',
      kind: 'choice',
      choices: [
        { value: 'random', label: 'Random' },
        { value: 'distinct', label: 'Random, no duplicates' },
        { value: 'chosen', label: 'Chosen by the start player' },
      ],
      default: 'random',
    },
    {
      key: 'side2p',
      label: 'Board side (2 players)',
      help: 'With 2 players either side of the mountain may be used; 3 players play autumn, 4 and 5 winter.',
      kind: 'choice',
      choices: [
        { value: 'autumn', label: 'Autumn' },
        { value: 'winter', label: 'Winter' },
      ],
      default: 'autumn',
      // Three or more players always play a fixed side (sideFor): the choice means nothing there.
      seats: [2],
    },
  ],
  optionsSchema: optionsSchema as unknown as z.ZodType<HallOptions>,
  moveSchema,
  setup: (seed, players, o) => newGame(seed, players, o),
  activeSeats,
  legalMoves,
  apply: applyMove,
  view: (s, viewer: Viewer) => viewOf(s, viewer),
  // Exact (issue 26): a taken-back move never showed anyone anything (reveals.ts).
  reveals,
  result,
  why,
  describeOptions,
  describeMove,
  sendLegalMoves: true,
  // Its board reads nothing of the log lines' data (the words are in their text): none is sent.
  logData: [],
  // `random` first: it is the key the room and the tests have always used.
  bots: { random: randomBot, sensible: sensibleBot, ...searchBots(() => hall, LEVELS) },
  search: { determinize, evaluate, order, key: moveKey, levels: LEVELS },
};
