// Fall of the Mountain King on the engine contract.
import { z } from 'zod';
import type { GameModule, Viewer } from '../../engine/types';
import { describeMove } from './describe';
import { actorsOf } from './flow';
import { moveSchema, type Move } from './moves';
import type { State } from './state';
import { viewOf, type FotmkView } from './view';
import { applyMove, legalMoves, newGame, result } from './engine';
import { searchBots } from '../../engine/search';
import { LEVELS, randomBot } from './bot';
import { determinize } from './determinize';
import { evaluate, moveKey, order } from './evaluate';
import { reveals } from './reveals';
import { why } from './why';

export type { State as FotmkState } from './state';
export type { Move as FotmkMove } from './moves';
export type { FotmkView } from './view';
export { newGame, legalMoves, applyMove, result } from './engine';

const optionsSchema = z.object({});
export type FotmkOptions = z.infer<typeof optionsSchema>;

export const fotmk: GameModule<State, Move, FotmkView, FotmkOptions> = {
  id: 'fotmk',
  name: 'Fall of the Mountain King',
  minPlayers: 2,
  maxPlayers: 5,
  options: [],
  optionsSchema,
  moveSchema,
  setup: (seed, players) => newGame(seed, players),
  activeSeats: (s) => (s.over ? [] : actorsOf(s)),
  legalMoves,
  apply: applyMove,
  view: (s, viewer: Viewer) => viewOf(s, viewer),
  // Exact: read off who knows what in the state (reveals.ts), so a take-back is never offered after a peek.
  reveals,
  // Why a step offers one move only, for the log line of a step the room takes by itself (why.ts).
  why,
  result,
  describeMove,
  sendLegalMoves: true,
  // What the board reads of a log line's data: where to flash (node, or a move's destination) and
  // a Strong action's boost (client/boards/fotmk: Board.tsx, words.ts); for the end-of-wave panel
  // (waves.ts) a wave's number and its scored Honour by category, the champions awarded and the
  // domains scored (all public). The words are in the text.
  logData: ['node', 'to', 'boost', 'wave', 'score', 'honour', 'champion', 'domain'],
  // `random` first: it is the key the room and the tests have always used.
  bots: { random: randomBot, ...searchBots(() => fotmk, LEVELS) },
  search: { determinize, evaluate, order, key: moveKey, levels: LEVELS },
};
