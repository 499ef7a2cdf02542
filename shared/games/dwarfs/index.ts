// Dwar7s Fall on the engine contract: the base game for 2-4, the three tribes (each replaces a
// colour or adds a seat, up to 7) and the Royal Decrees as table options.
import { z } from 'zod';
import type { GameModule, SeatPlan, Viewer } from '../../engine/types';
import { DECREE_DEFS, DECREES, RULES, SCENARIO_DEFS, SCENARIOS, SEAT_COLOURS } from './content';
import { describeMove } from './describe';
import { activeSeats, applyMove, aside, legalMoves, outOfTurn, result } from './engine';
import { moveSchema, type Move } from './moves';
import { newGame, seatColours, type TableOptions } from './setup';
import type { State } from './state';
import { viewOf, type DwarfsView } from './view';
import { randomBot } from './bot';
import { sensibleBot } from './sensible';
import { easyBot } from './easy';
import { searchBots } from '../../engine/search';
import { determinize } from './determinize';
import { reveals } from './reveals';
import { optionRows } from './optionWords';
import { why } from './why';
import { evaluate, LEVELS, moveKey, order } from './searching';

export type { State as DwarfsState } from './state';
export type { Move as DwarfsMove } from './moves';
export type { DwarfsView } from './view';
export { newGame, legalMoves, applyMove, result };

const decreeKey = (d: string): string => `decree-${d}`;

/** What a scenario brings, where it is chosen: each of its decrees with what it does, one a line (and Fortune Teller's draw). */
function scenarioHelp(id: (typeof SCENARIOS)[number]): string {
  const def = SCENARIO_DEFS[id];
  const drawn = def.random > 0 ? [`${def.random} decrees drawn at random when the game starts.`] : [];
  return [...drawn, ...def.decrees.map((d) => `${DECREE_DEFS[d].name}: ${DECREE_DEFS[d].text}`)].join('\n');
}

const optionsSchema = z.object({
  elves: z.boolean().default(false),
  ogres: z.boolean().default(false),
  crystal: z.boolean().default(false),
  decrees: z.enum(['none', 'random', ...SCENARIOS, 'custom']).default('none'),
  shortEnd: z.boolean().default(false),
  ...Object.fromEntries(DECREES.map((d) => [decreeKey(d), z.boolean().default(false)])),
}) as unknown as z.ZodType<DwarfsOptions>;

export interface DwarfsOptions extends Record<string, unknown> {
  elves?: boolean;
  ogres?: boolean;
  crystal?: boolean;
  decrees?: string;
  shortEnd?: boolean;
}

/** The host's options as setup reads them. */
export function tableOptions(o: DwarfsOptions): TableOptions {
  return {
    elves: !!o.elves,
    ogres: !!o.ogres,
    crystal: !!o.crystal,
    decrees: o.decrees ?? 'none',
    picked: DECREES.filter((d) => o[decreeKey(d)] === true),
    shortEnd: o.shortEnd ?? false,
  };
}

/** Seats: the chosen tribes first (their colour is the seat's colour), then the four dwarf colours; 5+ seats only with tribes. */
export function seatPlan(o: DwarfsOptions): SeatPlan {
  const colours = seatColours(tableOptions(o)).map((c) => SEAT_COLOURS[c] as (typeof SEAT_COLOURS)[number]);
  // The engine seats the tribes first (setup.ts seatColours): seat i is colours[i], never a free pick.
  return { min: RULES.minSeats, max: colours.length, colours, bySeat: true };
}

export const dwarfs: GameModule<State, Move, DwarfsView, DwarfsOptions> = {
  id: 'dwarfs',
  name: 'Dwar7s Fall',
  minPlayers: RULES.minSeats,
  maxPlayers: RULES.maxSeats,
  seats: seatPlan,
  options: [
    { key: 'elves', label: 'Elves (purple) at the table', kind: 'boolean', default: false, help: 'A tribe takes a seat of its own colour; with tribes up to 7 can play. Elves need 3 on a mine, help each other against monsters from the cards beside them, and score 4 for a monster.' },
    { key: 'ogres', label: 'Ogres (orange) at the table', kind: 'boolean', default: false, help: 'Ogres start with 2 ogre cards, need 3 on a mine, steal pouches with their ogre cards, and count every −2 card in their kingdom as +2.' },
    { key: 'crystal', label: 'Crystal Dwarfs (black) at the table', kind: 'boolean', default: false, help: 'Crystal Dwarfs turn a gem into a diamond each turn, shrug off the Frost Giant, never use another castle, and pay a diamond more for each class.' },
    {
      key: 'decrees',
      label: 'Royal Decrees',
      kind: 'choice',
      default: 'none',
      choices: [
        { value: 'none', label: 'None', help: 'The base game: no decree changes the rules.' },
        { value: 'random', label: 'A random scenario', help: 'One of the 7 scenarios, drawn when the game starts; the table lists its decrees and what each does.' },
        ...SCENARIOS.map((id) => ({ value: id, label: `Scenario: ${SCENARIO_DEFS[id].name}`, help: scenarioHelp(id) })),
        { value: 'custom', label: 'Pick the decrees myself (tick them below)', help: 'Tick the decrees you want below; each says what it does.' },
      ],
    },
    // The 13 decrees to tick are shown only for "Hand-picked"; otherwise the server sets them all false.
    ...DECREES.map((d) => ({ key: decreeKey(d), label: `Decree: ${DECREE_DEFS[d].name}`, kind: 'boolean' as const, default: false, help: DECREE_DEFS[d].text, visibleWhen: { key: 'decrees', value: 'custom' } })),
    // Off by default: the Endgame rule's 3 goals at every table; with 2 a game of 5-7 is 6-8 rounds (RULES-NOTES "Table and seats").
    { key: 'shortEnd', label: 'With 5 or more players, 2 goals end the game (not 3)', kind: 'boolean', default: false, help: 'The rulebook recommends it to shorten a big table: a game of 5-7 then lasts about 6-8 rounds instead of about 11-13. It means nothing at 2-4 players.' },
  ],
  optionsSchema,
  moveSchema,
  setup: (seed, players, o) => newGame(seed, players, tableOptions(o)),
  activeSeats,
  legalMoves,
  outOfTurn,
  aside,
  apply: applyMove,
  view: (s, viewer: Viewer) => viewOf(s, viewer),
  // Exact: what a move showed anyone (a draw, a refill, a goal, a hand it read), so an undo never
  // takes back a move after its mover or a rival saw something new (reveals.ts, issue 26).
  reveals,
  result,
  describeMove,
  describeOptions: (o, seats) => optionRows(tableOptions(o), seats),
  why,
  // A turn-based table out of days may skip a seat (issue 31): in its actions, it ends them ("End",
  // always the player's own choice); any other step (a completion, the store, a discard) has no
  // skip, and the room's bot decides it.
  skip: (s, seat) => (legalMoves(s, seat).some((m) => m.type === 'end') ? { type: 'end' } : null),
  sendLegalMoves: true,
  // Its board reads nothing of the log lines' data (the words are in their text): none is sent.
  logData: [],
  // `random` first: it is the key the room and the tests have always used. `sensible` is the one step
  // of look-ahead at full strength (the stand-in for an absent player); Easy is it with a beginner's
  // slips (easy.ts); Normal and Hard search (searching.ts budgets).
  bots: { random: randomBot, sensible: sensibleBot, easy: easyBot, ...searchBots(() => dwarfs, LEVELS) },
  search: { determinize, evaluate, order, key: moveKey, levels: LEVELS, players: (s) => s.players },
};
