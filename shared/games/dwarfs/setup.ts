// Game Setup: colours and hands, campfires, gem piles, the ogre deck, 3 trading goals face up, one
// secret goal each (the rest leave the game), one dragon egg face up, the first player; the tribes'
// extras (Ogres' 2 ogre cards, the pouch pile) and the Royal Decrees in force.
import { seedRng, shuffleInPlace, drawInt } from '../../engine/rng';
import { COLOURS, DECREES, EGGS, GEM_PILE, MEMORIAL_COPIES, OGRE_DECK, POUCHES, RULES, SCENARIO_DEFS, SECRETS, TRADES, tribeDef } from './data';
import { SCENARIOS, type DecreeId, type ScenarioId } from './content/types';
import { SPOTS } from './board';
import type { Options, Player, State } from './state';

/** Table options as the host sets them (index.ts validates them). */
export interface TableOptions {
  elves?: boolean;
  ogres?: boolean;
  crystal?: boolean;
  /** 'none', 'random' (a random scenario), a scenario id, or 'custom' (the decrees ticked below). */
  decrees?: string;
  /** Decrees hand-picked for 'custom', by id. */
  picked?: readonly string[];
  /** Two goals end the game with 5 or more players (the text's recommendation, the host's choice; off unless given). */
  shortEnd?: boolean;
}

/** Seat colours in seat order: the chosen tribes first (each replaces a colour or adds a seat), then blue, red, green, yellow. */
export function seatColours(o: TableOptions): number[] {
  const out: number[] = [];
  if (o.elves) out.push(COLOURS.indexOf('purple'));
  if (o.ogres) out.push(COLOURS.indexOf('orange'));
  if (o.crystal) out.push(COLOURS.indexOf('black'));
  out.push(0, 1, 2, 3);
  return out;
}

export function newGame(seed: string, players: number, o: TableOptions = {}): State {
  const rng = seedRng(seed);
  if (players < RULES.minSeats || players > RULES.maxSeats) throw new RangeError(`Dwar7s Fall seats ${RULES.minSeats}-${RULES.maxSeats}, not ${players}`);
  // More seats than the options allow (a table made before it followed the seat plan): the missing
  // tribes join, in order, since 5+ seats are only played with tribes.
  const filled: TableOptions = { ...o };
  for (const t of ['elves', 'ogres', 'crystal'] as const) if (seatColours(filled).length < players) filled[t] = true;
  const colours = seatColours(filled).slice(0, players);
  // Royal Decrees: the scenario drawn (or chosen) puts its decrees in force; Fortune Teller draws 3.
  let scenario: ScenarioId | null = null;
  let decrees: DecreeId[] = [];
  const mode = o.decrees ?? 'none';
  if (mode === 'custom') decrees = DECREES.filter((d) => (o.picked ?? []).includes(d));
  else if (mode !== 'none') {
    scenario = mode === 'random' ? (SCENARIOS[drawInt(rng, SCENARIOS.length)] as ScenarioId) : (mode as ScenarioId);
    const def = SCENARIO_DEFS[scenario];
    decrees = [...def.decrees];
    if (def.random > 0) {
      const pool = shuffleInPlace(rng, DECREES.filter((d) => !decrees.includes(d)));
      decrees.push(...pool.slice(0, def.random));
    }
  }
  const ogreDeck = shuffleInPlace(rng, OGRE_DECK.slice());
  const tradeDeck = shuffleInPlace(rng, TRADES.map((_, i) => i));
  const secrets = shuffleInPlace(rng, SECRETS.map((_, i) => i));
  const eggDeck = shuffleInPlace(rng, EGGS.map((_, i) => i));
  const p: Player[] = colours.map((colour, seat) => {
    const start = tribeDef(colour).startingOgreCards;
    return {
      colour,
      hand: Array.from({ length: 9 }, (_, i) => colour * 9 + i),
      gems: [0, 0, 0, 0],
      ogres: ogreDeck.splice(ogreDeck.length - start, start),
      kinds: Array.from({ length: RULES.meeplesPerColour }, () => 'plain' as const),
      at: Array.from({ length: RULES.meeplesPerColour }, () => -1),
      pouches: 0,
      trades: [],
      eggs: [],
      secret: secrets[seat] as number,
      revealed: false,
      auto: false,
      monsters: [],
      killed: 0,
      mixedKill: 0,
    };
  });
  const first = drawInt(rng, players);
  const opts: Options = {
    colours,
    decrees,
    scenario,
    trigger: players >= RULES.largeTableFrom && o.shortEnd ? RULES.goalsToEndLarge : RULES.goalsToEnd,
  };
  const hard = decrees.includes('hard-workers');
  return {
    players,
    opts,
    rng,
    board: Array.from({ length: SPOTS }, () => null),
    piles: GEM_PILE.slice(),
    pouchPile: POUCHES,
    ogreDeck,
    ogreDiscard: [],
    tradeDeck: tradeDeck.slice(RULES.faceUpTradingGoals),
    trades: tradeDeck.slice(0, RULES.faceUpTradingGoals),
    eggDeck: eggDeck.slice(1),
    egg: eggDeck[0] ?? -1,
    memorials: decrees.includes('battle-memorial') ? MEMORIAL_COPIES : 0,
    p,
    first,
    turn: first,
    phase: 'actions',
    stage: hard ? 'morning' : 'day',
    round: 1,
    goalRound: 1,
    used: 0,
    bonus: 0,
    once: 0,
    placedOn: [],
    monsterBy: [],
    pending: null,
    endBy: -1,
    over: false,
    endReason: null,
  };
}
