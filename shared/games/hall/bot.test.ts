import { describe, expect, it } from 'vitest';
import { hall } from './index';
import { rng } from './testkit';

describe('bots', () => {
  it('the sensible bot beats the random bot in at least 90% of 2-player games', () => {
    const n = 30;
    let wins = 0;
    for (let i = 0; i < n; i++) {
      const r = rng(i + 101);
      const smart = i % 2;
      let s = hall.setup(`bot-${i}`, 2, hall.optionsSchema.parse({}));
      for (let guard = 0; guard < 20000 && !hall.result(s); guard++) {
        const seat = hall.activeSeats(s)[0]!;
        const m = (seat === smart ? hall.bots!.sensible! : hall.bots!.random!)(s, seat, r);
        const x = hall.apply(s, seat, m!);
        if (!x.ok) throw new Error(`${x.error.code} ${JSON.stringify(m)}`);
        s = x.value.state;
      }
      const res = hall.result(s)!;
      if (res.winners.length === 1 && res.winners[0] === smart) wins++;
    }
    expect(wins / n).toBeGreaterThanOrEqual(0.9);
  }, 120_000);

  it('the sensible bot finishes games at every player count and in teams', () => {
    for (const [players, opts] of [[3, {}], [4, { teams: true }], [5, {}]] as const) {
      const r = rng(players);
      let s = hall.setup(`bots-${players}`, players, hall.optionsSchema.parse(opts));
      for (let guard = 0; guard < 20000 && !hall.result(s); guard++) {
        const seat = hall.activeSeats(s)[0]!;
        const x = hall.apply(s, seat, hall.bots!.sensible!(s, seat, r)!);
        if (!x.ok) throw new Error(x.error.code);
        s = x.value.state;
      }
      expect(hall.result(s)).not.toBeNull();
    }
  });
});
