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
    // Positions the room passed through by itself (a step that asked nothing, shared/engine/auto.ts)
    // were never shown live: each frame asked is the nearest position a player saw, at or before.
    const near = (at: number): number => {
      while (!live.has(at)) at--;
      return at;
    };
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
    for (const at of order.map(near)) {
      const f = (await ask(spectator, at)) as ReplayFrame;
      expect(f.t).toBe('replay');
      expect(f.table.view).toEqual(live.get(at)!.spec);
    }
    for (const at of [total, 3, 40 % (total + 1), 0].map(near)) {
      const f = (await ask(players[1]!, at)) as ReplayFrame;
      expect(f.as).toBe(1);
      expect(f.table.view).toEqual(live.get(at)!.seat1);
      expect(((await ask(players[1]!, at, 'spectator')) as ReplayFrame).table.view).toEqual(live.get(at)!.spec);
    }

    // The room rebuilt from storage (evicted, woken): same frames.
    const again = await makeTable({ kv: h.kv });
    const watcher = await again.join();
    for (const at of [total, 0, 19 % (total + 1), 18 % (total + 1)].map(near)) {
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

describe('replay frames show the seats of their time', () => {
  it('a frame at move N names, colours and marks as person or bot whoever held each seat then', async () => {
    const h = await makeTable({ seats: 3, options: { rounds: '5' } });
    const players = await seatAndStart(h, 3);
    const play = async (n: number) => {
      for (let k = 0; k < n && h.table.meta!.status === 'playing'; k++) {
        const seat = highcard.activeSeats(h.table.state as HighCardState)[0]!;
        const move = highcard.legalMoves(h.table.state as HighCardState, seat)[0];
        if (h.table.meta!.seats[seat]!.controller === 'bot') await h.timers.drain();
        else await players[seat]!.say({ t: 'move', v: h.table.gv, move });
      }
    };
    await play(5);
    const handedAt = h.table.gv;
    // P1 leaves; the host frees the seat and a bot takes it ("Bot 2"); the game goes on.
    h.drop(players[1]!);
    await h.timers.drain();
    await players[0]!.say({ t: 'kick', seat: 1 });
    await players[0]!.say({ t: 'bot', seat: 1, bot: 'random' });
    expect(h.table.meta!.seats[1]).toMatchObject({ name: 'Bot 2', controller: 'bot', color: 'blue' });
    await play(6);
    await h.timers.drain();
    const total = h.table.gv;
    expect(total).toBeGreaterThan(handedAt + 2);

    const watcher = await h.join();
    const frameAt = async (at: number) => {
      h.timers.now += 1000;
      const n = watcher.received.length;
      await watcher.say({ t: 'replay', at });
      const f = watcher.received.slice(n).find((m) => m.t === 'replay') as ReplayFrame | undefined;
      if (!f) throw new Error(`no frame at ${at}: ${JSON.stringify(watcher.received.slice(n))}`);
      return f.table.seats.map((s) => ({ name: s.name, color: s.color, controller: s.controller }));
    };
    const before = [
      { name: 'P0', color: 'red', controller: 'human' },
      { name: 'P1', color: 'blue', controller: 'human' },
      { name: 'P2', color: 'green', controller: 'human' },
    ];
    const after = [before[0], { name: 'Bot 2', color: 'blue', controller: 'bot' }, before[2]];
    // A frame shows who made the next move: P1 up to the handover, the bot from there on.
    for (const at of [0, 1, handedAt - 1]) expect(await frameAt(at)).toEqual(before);
    for (const at of [handedAt, handedAt + 1, total - 1, total]) expect(await frameAt(at)).toEqual(after);
    // Asked again (the frame cache) and after the room is rebuilt from storage: the same.
    expect(await frameAt(1)).toEqual(before);
    const again = await makeTable({ kv: h.kv });
    const w2 = await again.join();
    again.timers.now += 1000;
    const n = w2.received.length;
    await w2.say({ t: 'replay', at: 2 });
    expect((w2.received.slice(n).find((m) => m.t === 'replay') as ReplayFrame).table.seats.map((s) => s.name)).toEqual(['P0', 'P1', 'P2']);
  });
});
