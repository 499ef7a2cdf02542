// Replays against a real `wrangler dev`: every position rebuilt by the room equals what a live
// spectator (and a live player) saw at that move; no hidden card, no seed, no RNG state; other
// seats only once the host reveals them after the end; requests capped and rate-limited.
import { describe, expect, it } from 'vitest';
import { serverSuite } from '../helpers/suite';
import { createTable, TableClient } from '../helpers/client';
import type { ReplayFrame, ServerMessage } from '../../shared/protocol';
import { REPLAY_LIMITS } from '../../party/replay';
import { verifyRecord } from '../../shared/fair/verify';
import { sealOf, type GameRecord } from '../../shared/fair/deal';
import { highcard } from '../games/highcard';

const suite = serverSuite({ testGames: true, botDelayMs: 0 });
const { open } = suite;


type HighCardView = { hand: number[] | null; played: unknown[] };
const legalOf = (c: TableClient) => (c.view.legal ?? []) as unknown[];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const frames = (c: TableClient) => c.received.filter((m): m is ReplayFrame => m.t === 'replay');

/** Ask for one frame (paced under the per-connection rate) and wait for the answer or an error. */
async function ask(c: TableClient, at: number, as?: number | 'spectator'): Promise<ReplayFrame | Extract<ServerMessage, { t: 'error' }>> {
  const n = c.received.length;
  c.send(as === undefined ? { t: 'replay', at } : { t: 'replay', at, as });
  await c.waitFor(() => c.received.slice(n).some((m) => m.t === 'replay' || m.t === 'error'), 10_000, 'replay answer');
  await sleep(1000 / REPLAY_LIMITS.perConn.rate);
  return c.received.slice(n).find((m) => m.t === 'replay' || m.t === 'error') as ReplayFrame | Extract<ServerMessage, { t: 'error' }>;
}

describe('replays', () => {
  it('rebuild every position as it was seen, hide what was hidden, and obey the host and the limits', async () => {
    const { id, hostSecret } = await createTable(suite.server.url, 'highcard', 2, { rounds: '2' });
    const players: TableClient[] = [];
    for (let i = 0; i < 2; i++) {
      const c = open(id, i === 0 ? { hostSecret } : {});
      await c.waitFor(() => c.sync.table !== null, 10_000, 'snapshot');
      c.send({ t: 'sit', seat: i, name: `P${i + 1}`, color: (['red', 'blue'] as const)[i]! });
      await c.waitFor(() => c.view.you.seat === i, 10_000, 'seated');
      // Seat 0's browser sends its share of the deal (issue 32); seat 1's sends none.
      if (i === 0) c.send({ t: 'share', share: 'ab'.repeat(16) });
      players.push(c);
    }
    const spectator = open(id);
    await spectator.waitFor(() => spectator.sync.table !== null);
    const seal = spectator.view.seal!;
    expect(seal).toMatch(/^[0-9a-f]{64}$/);
    // The record is refused before the end, as for a table that does not exist.
    const recordUrl = `${suite.server.url}/api/tables/${id}/record`;
    expect((await fetch(recordUrl)).status).toBe(404);
    // Before the start there is nothing to replay.
    expect(await ask(spectator, 0)).toMatchObject({ t: 'error', code: 'replay/not-allowed' });

    // What each saw live, by game version.
    const seen: Map<number, unknown>[] = [new Map(), new Map(), new Map()];
    const record = () => [spectator, ...players].forEach((c, i) => c.sync.table?.status !== 'lobby' && seen[i]!.set(c.view.gv, structuredClone(c.view.view)));
    for (const c of [spectator, ...players]) c.onMessage = record;
    players[0]!.send({ t: 'start' });
    await Promise.all([spectator, ...players].map((p) => p.waitFor(() => p.view.status === 'playing')));
    record();

    // Mid-game: a spectator may look back up to now, not beyond; a player may not look at the other seat.
    const mover = () => players.find((p) => p.view.active.includes(p.view.you.seat!) && legalOf(p).length > 0)!;
    for (let k = 0; k < 3; k++) {
      const m = mover();
      const gv = m.view.gv;
      m.send({ t: 'move', v: gv, move: legalOf(m)[0] });
      await Promise.all([spectator, ...players].map((p) => p.waitFor(() => p.view.gv > gv)));
    }
    const mid = spectator.view.gv;
    expect(await ask(spectator, mid + 1)).toMatchObject({ t: 'error', code: 'replay/out-of-range' });
    expect(await ask(players[0]!, 1, 1)).toMatchObject({ t: 'error', code: 'replay/not-allowed' });
    expect(await ask(spectator, 1, 0)).toMatchObject({ t: 'error', code: 'replay/not-allowed' });
    const midFrame = (await ask(players[1]!, mid)) as ReplayFrame;
    expect(midFrame).toMatchObject({ t: 'replay', at: mid, total: mid, as: 1, seats: [1], canReveal: false });
    expect(midFrame.table.view).toEqual(players[1]!.view.view);
    // The host may reveal only after the end.
    players[0]!.send({ t: 'reveal', on: true });
    await players[0]!.waitForError('table/not-over');

    while (players[0]!.view.status === 'playing') {
      const m = mover();
      const gv = m.view.gv;
      m.send({ t: 'move', v: gv, move: legalOf(m)[0] });
      await Promise.all([spectator, ...players].map((p) => p.waitFor(() => p.view.gv > gv)));
    }
    const total = spectator.view.gv;
    expect(total).toBeGreaterThan(mid);

    // After the end the record reveals the deal, and it verifies.
    const res = await fetch(recordUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="trollmoot-highcard-/);
    const rec = (await res.json()) as GameRecord;
    expect(rec).toMatchObject({ fair: 'sealed', seal, shares: ['ab'.repeat(16), null], moves: { length: total } });
    expect(sealOf(rec.secret!)).toBe(seal);
    expect(verifyRecord(rec, { [highcard.id]: highcard })).toMatchObject({ ok: true, moves: total });
    expect((await fetch(`${suite.server.url}/api/tables/${'A'.repeat(32)}/record`)).status).toBe(404);
    for (const c of [spectator, ...players]) for (const hidden of [rec.secret!, rec.seed, 'ab'.repeat(16)]) expect(c.raw.join('\n')).not.toContain(hidden);

    // Every position, as the spectator and as seat 0, equals what they saw live at that move.
    for (let at = 0; at <= total; at++) {
      const f = (await ask(spectator, at)) as ReplayFrame;
      expect(f.t).toBe('replay');
      expect(f).toMatchObject({ at, total, as: 'spectator', seats: [], reveal: false });
      expect(f.table.gv).toBe(at);
      expect(f.table.legal).toBeUndefined();
      expect(f.table.view).toEqual(seen[0]!.get(at));
      expect((f.table.view as HighCardView).hand).toBeNull();
      const mine = (await ask(players[0]!, at)) as ReplayFrame;
      expect(mine.as).toBe(0);
      expect(mine.table.view).toEqual(seen[1]!.get(at));
      // A player may also look at what was public.
      if (at === mid) expect(((await ask(players[0]!, at, 'spectator')) as ReplayFrame).table.view).toEqual(seen[0]!.get(at));
      // The log of a frame ends with that move: the spectator's live log had exactly these lines then.
      expect(f.log.every((e) => !e.private)).toBe(true);
    }
    const first = (await ask(spectator, 0)) as ReplayFrame;
    expect(first.log).toEqual([]);
    expect(first.turns[0]).toBe(0);
    const last = (await ask(spectator, total)) as ReplayFrame;
    expect(last.table.status).toBe('over');
    expect(last.log.map((e) => e.text)).toEqual(spectator.sync.log.filter((e) => !e.private).map((e) => e.text));

    // No seed, no RNG state in anything a replay sent.
    const replayTexts = [spectator, ...players].flatMap((c) => c.raw.filter((r) => r.startsWith('{"t":"replay"')));
    expect(replayTexts.length).toBeGreaterThan(total);
    for (const r of replayTexts) expect(r).not.toMatch(/"seed"|"rng"|"deck"|Secret/);

    // After the end: other seats stay closed until the host reveals them; only the host may.
    expect(await ask(spectator, 1, 1)).toMatchObject({ t: 'error', code: 'replay/not-allowed' });
    expect(await ask(players[0]!, total)).toMatchObject({ canReveal: true, reveal: false });
    expect(await ask(players[1]!, total)).toMatchObject({ canReveal: false });
    players[1]!.send({ t: 'reveal', on: true });
    await players[1]!.waitForError('host/only-host');
    players[0]!.send({ t: 'reveal', on: true });
    await players[0]!.waitFor(() => players[0]!.received.some((m) => m.t === 'reveal' && m.on));
    const revealed = (await ask(spectator, 1, 1)) as ReplayFrame;
    expect(revealed).toMatchObject({ t: 'replay', as: 1, seats: [0, 1], reveal: true });
    expect(revealed.table.view).toEqual(seen[2]!.get(1));
    players[0]!.send({ t: 'reveal', on: false });
    await players[0]!.waitFor(() => players[0]!.received.some((m) => m.t === 'reveal' && !m.on));
    expect(await ask(spectator, 1, 1)).toMatchObject({ t: 'error', code: 'replay/not-allowed' });

    // A flood of requests from one connection: the burst is answered, the rest refused with a wait.
    const greedy = open(id);
    await greedy.waitFor(() => greedy.sync.table !== null);
    const n = REPLAY_LIMITS.perConn.burst + 5;
    for (let i = 0; i < n; i++) greedy.send({ t: 'replay', at: i % (total + 1) });
    await greedy.waitFor(() => frames(greedy).length + greedy.errors().length >= n, 10_000, 'all answered');
    expect(frames(greedy).length).toBeLessThanOrEqual(REPLAY_LIMITS.perConn.burst + 1);
    const limited = greedy.errors().filter((e) => e.code === 'msg/rate-limited');
    expect(limited.length).toBeGreaterThanOrEqual(4);
    expect(limited[0]!.retryMs).toBeGreaterThan(0);
    // Malformed requests are refused by the door and change nothing.
    greedy.send({ t: 'replay', at: -1 });
    await greedy.waitForError('msg/bad-schema');
    greedy.send({ t: 'replay', at: 1, as: 99 });
    await greedy.waitForError('msg/bad-schema');
  }, 120_000);
});
