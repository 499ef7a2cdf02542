// The Easy bot (easy.ts): the sensible bot's look-ahead with a beginner's slips.
import { describe, expect, it } from 'vitest';
import { dwarfs } from './index';
import { newGame } from './setup';
import { activeSeats, applyMove } from './engine';
import { randomBot } from './bot';
import { easyBot, ranked, TOP } from './easy';
import { sensibleBot, weighMoves } from './sensible';
import { moveKey } from './searching';
import { rng } from './testkit';
import type { State } from './state';

/** A 2-seat game a few turns in, played by the sensible bot, at a choice of many moves. */
function midGame(): State {
  const random = rng(7);
  let s = newGame('easy-test', 2, {});
  for (let n = 0; n < 25 || weighMoves(s, activeSeats(s)[0] as number, rng(1)).moves.length < 6; n++) {
    const seat = activeSeats(s)[0] as number;
    const r = applyMove(s, seat, sensibleBot(s, seat, random)!);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
  }
  return s;
}

describe('Easy bot', () => {
  it('is the Easy level', () => {
    expect(dwarfs.bots?.easy).toBe(easyBot);
    expect(dwarfs.bots?.sensible).toBe(sensibleBot);
  });

  it('picks among its three best moves, often not the best, the same under the same generator', () => {
    const s = midGame();
    const seat = activeSeats(s)[0] as number;
    let best = 0;
    let other = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const { moves, worth } = weighMoves(s, seat, rng(seed));
      const m = easyBot(s, seat, rng(seed));
      expect(m).not.toBeNull();
      expect(easyBot(s, seat, rng(seed))).toEqual(m);
      // The same look-ahead as the sensible bot (the generator draws the same sample): its best is sensible's pick.
      expect(moveKey(moves[ranked(worth)[0] as number]!)).toBe(moveKey(sensibleBot(s, seat, rng(seed))!));
      const k = ranked(worth).findIndex((i) => moveKey(moves[i]!) === moveKey(m!));
      expect(k).toBeGreaterThanOrEqual(0);
      expect(k).toBeLessThan(TOP);
      if (k === 0) best++;
      else other++;
    }
    // Best about 47 % of the time (0.2 + 0.8 / 3), another of the three 53 %.
    expect(best).toBeGreaterThanOrEqual(8);
    expect(other).toBeGreaterThanOrEqual(10);
  });

  it('beats the random bot in at least 90% of 2-player games and ends them on goals', { timeout: 300_000 }, () => {
    const games = 20;
    let wins = 0;
    let byGoals = 0;
    for (let i = 0; i < games; i++) {
      const random = rng(101 + i);
      const easy = i % 2;
      let s = newGame(`bot-${i}`, 2, {});
      while (!s.over) {
        const seat = activeSeats(s)[0] as number;
        const r = applyMove(s, seat, (seat === easy ? easyBot : randomBot)(s, seat, random)!);
        if (!r.ok) throw new Error(r.error.code);
        s = r.value.state;
      }
      const res = dwarfs.result(s);
      if (res?.winners.length === 1 && res.winners[0] === easy) wins++;
      if (s.endReason === 'goals') byGoals++;
    }
    expect(wins / games).toBeGreaterThanOrEqual(0.9);
    expect(byGoals / games).toBeGreaterThanOrEqual(0.9);
  });
});
