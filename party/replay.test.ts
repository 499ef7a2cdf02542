// Replays without a server: every position, asked in any order (checkpoints, the last position,
// the frame cache), equals the view the table showed live at that move; the same after the room
// is rebuilt from storage (hibernation); the per-connection limit holds.
import { describe, expect, it } from 'vitest';
import { freshView, makeTable, seatAndStart } from '../test/helpers/fake-table';
import { highcard, type HighCardState } from '../test/games/highcard';
import type { ReplayFrame } from '../shared/protocol';
import { REPLAY_LIMITS } from './replay';

describe('replay frames', () => {
  it('equal the live views at every move, in any order, before and after a restore', async () => {
    const h = await makeTable({ seats: 3, options: { rounds: '5' }, snapshotEvery: 7 });
    const players = await seatAndStart(h, 3);
    const live = new Map<number, { spec: unknown; seat1: unknown }>();
    const record = () => live.set(h.table.gv, { spec: freshView(h.table, null).view, seat1: freshView(h.table, 1).view });
    record();
    for (let guard = 0; h.table.meta!.status === 'playing' && guard < 300; guard++) {
      const seat = highcard.activeSeats(h.table.state as HighCardState)[0]!;
      await players[seat]!.say({ t: 'move', v: h.table.gv, move: highcard.legalMoves(h.table.state as HighCardState, seat)[0] });
      record();
    }
    const total = h.table.gv;
    // Long enough to cross a checkpoint.
    expect(total).toBeGreaterThan(REPLAY_LIMITS.checkpointEvery);

    // A scrambled order: forwards, backwards, jumps across checkpoints, repeats (cached).
    const order = Array.from({ length: total + 1 }, (_, i) => (i * 17) % (total + 1)).concat([total, 0, 1, total - 1, 5, 5]);
    const ask = async (c: (typeof players)[number], at: number, as?: number | 'spectator') => {
      h.timers.now += 1000 / REPLAY_LIMITS.perConn.rate;
      const n = c.received.length;
      await c.say(as === undefined ? { t: 'replay', at } : { t: 'replay', at, as });
      return c.received.slice(n).find((m) => m.t === 'replay' || m.t === 'error')!;
    };
    const spectator = await h.join();
    for (const at of order) {
      const f = (await ask(spectator, at)) as ReplayFrame;
      expect(f.t).toBe('replay');
      expect(f.table.view).toEqual(live.get(at)!.spec);
    }
    for (const at of [total, 3, 40 % (total + 1), 0]) {
      const f = (await ask(players[1]!, at)) as ReplayFrame;
      expect(f.as).toBe(1);
      expect(f.table.view).toEqual(live.get(at)!.seat1);
      expect(((await ask(players[1]!, at, 'spectator')) as ReplayFrame).table.view).toEqual(live.get(at)!.spec);
    }

    // The room rebuilt from storage (evicted, woken): same frames.
    const again = await makeTable({ kv: h.kv });
    const watcher = await again.join();
    for (const at of [total, 0, 19 % (total + 1), 18 % (total + 1)]) {
      again.timers.now += 1000;
      const n = watcher.received.length;
      await watcher.say({ t: 'replay', at });
      const f = watcher.received.slice(n).find((m) => m.t === 'replay') as ReplayFrame;
      expect(f.table.view).toEqual(live.get(at)!.spec);
      expect(f.total).toBe(total);
    }

    // Past the burst, without waiting: refused with a wait, nothing sent.
    const greedy = await h.join();
    const before = greedy.received.filter((m) => m.t === 'replay').length;
    for (let i = 0; i < REPLAY_LIMITS.perConn.burst + 3; i++) await greedy.say({ t: 'replay', at: i % (total + 1) });
    expect(greedy.received.filter((m) => m.t === 'replay').length - before).toBe(REPLAY_LIMITS.perConn.burst);
    expect(greedy.errors().filter((e) => e.code === 'msg/rate-limited' && (e.retryMs ?? 0) > 0)).toHaveLength(3);
  });
});
