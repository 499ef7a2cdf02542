// The sensible bot against the random bot (the issue: it wins at least 90% of 2-player games).
import { describe, expect, it } from 'vitest';
import { dwarfs } from './index';
import { newGame } from './setup';
import { activeSeats, applyMove } from './engine';
import { randomBot } from './bot';
import { sensibleBot } from './sensible';
import { invariantErrors, replay, rng } from './testkit';
import { tableOptions } from './index';
import { randomOptions } from './randomGames';
import type { Move } from './moves';

describe('bots', () => {
  it('the sensible bot beats the random bot in at least 90% of 2-player games', { timeout: 300_000 }, () => {
    const games = Number(process.env.DWARFS_BOT_GAMES ?? 20);
    let wins = 0;
    let byGoals = 0;
    for (let i = 0; i < games; i++) {
      const random = rng(101 + i);
      const smart = i % 2;
      let s = newGame(`bot-${i}`, 2, {});
      while (!s.over) {
        const seat = activeSeats(s)[0] as number;
        const m = (seat === smart ? sensibleBot : randomBot)(s, seat, random);
        if (!m) throw new Error('no move');
        const r = applyMove(s, seat, m);
        if (!r.ok) throw new Error(r.error.code);
        s = r.value.state;
        const errs = invariantErrors(s);
        if (errs.length) throw new Error(errs.join('; '));
      }
      const res = dwarfs.result(s);
      if (res?.winners.length === 1 && res.winners[0] === smart) wins++;
      if (s.endReason === 'goals') byGoals++;
    }
    expect(wins / games).toBeGreaterThanOrEqual(0.9);
    // The sensible bot plays for goals: most games end by the goal trigger, not the round limit.
    expect(byGoals / games).toBeGreaterThan(0.5);
  });

  it('sensible bots at every seat play full games with tribes and decrees: invariants hold and seed + log replays', { timeout: 300_000 }, () => {
    for (const players of [2, 3, 4]) {
      const random = rng(53 * players);
      const o = tableOptions(randomOptions(players, random));
      const seed = `sensible-${players}`;
      let s = newGame(seed, players, o);
      const log: [number, Move][] = [];
      while (!s.over) {
        const seat = activeSeats(s)[0] as number;
        const m = sensibleBot(s, seat, random);
        if (!m) throw new Error('no move');
        const r = applyMove(s, seat, m);
        if (!r.ok) throw new Error(r.error.code);
        s = r.value.state;
        log.push([seat, m]);
        const errs = invariantErrors(s);
        if (errs.length) throw new Error(`${seed}: ${errs.join('; ')}`);
      }
      expect(JSON.stringify(replay(seed, players, o, log))).toBe(JSON.stringify(s));
      expect(s.p.some((p) => p.trades.length + p.eggs.length > 0)).toBe(true);
    }
  });
});
