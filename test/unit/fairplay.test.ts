// Fair play at a table, for every game (issue 26 items 1-3, "Done when"): seeded random full games
// through the real Table (test/helpers/fairplay.ts) in which every seat at every step tries a
// take-back and an ask, held to the undo bar it was sent and to the oracle, and every simultaneous
// choice is checked to stay hidden from the other seats and a spectator until its step closes.
// FAIRPLAY_GAMES=n plays n games per game (default 2), at 2 seats, then 3, then 2 again...
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../shared/games/index';
import { playOne, type Counts } from '../helpers/fairplay';

const GAMES_EACH = Number(process.env.FAIRPLAY_GAMES ?? 2);
/** Seat counts played in turn (the smallest tables keep the oracle's worlds few). */
const SEATS = [2, 3];
/**
 * Games whose simultaneous steps are not compared (yet), and why; the rest of the check runs for them.
 * None: Hall's starting-troll draft seals each pick until every seat has placed (issue 26 item 3).
 */
const SIMULTANEOUS_LEFT_OUT: Record<string, string> = {};

describe('fair play at a table, for every game', () => {
  it.each(Object.keys(GAMES))('%s: undo only what revealed nothing, the bar says so, simultaneous choices stay hidden', { timeout: 600_000 }, async (id) => {
    const game = GAMES[id]!;
    const counts: Counts = { games: 0, steps: 0, tried: 0, accepted: 0, refused: 0, stricter: 0, refusedUnsure: 0, acceptedUnsure: 0, laxer: 0, simultaneous: 0, unchecked: 0 };
    const faults: string[] = [];
    for (let g = 0; g < GAMES_EACH; g++) {
      const players = Math.min(game.maxPlayers, Math.max(game.minPlayers, SEATS[g % SEATS.length]!));
      await playOne(game, players, g, counts, faults, !Object.hasOwn(SIMULTANEOUS_LEFT_OUT, id));
    }
    console.log(
      `fairplay ${id}: ${counts.games} games, ${counts.steps} steps checked; undos tried ${counts.tried}, accepted ${counts.accepted}, refused ${counts.refused}; ` +
        `simultaneous steps checked ${counts.simultaneous} (${counts.unchecked} with no other choice to compare); ` +
        `rule vs oracle: refused where the oracle saw nothing ${counts.stricter}, refused/accepted where it is unsure ${counts.refusedUnsure}/${counts.acceptedUnsure}, accepted where it proved a reveal ${counts.laxer}` +
        (Object.hasOwn(SIMULTANEOUS_LEFT_OUT, id) ? `; simultaneous steps left out: ${SIMULTANEOUS_LEFT_OUT[id]}` : ''),
    );
    expect(faults).toEqual([]);
    expect(counts.accepted).toBeGreaterThan(0);
  });
});
