// The turn clock and stand-in bots against a real `wrangler dev`: clock minutes are seconds on this
// test server (CLOCK_MINUTE_MS, a Worker variable no client can set). A clock that runs out across
// a restart is handed to the bot after it; a clock keeps running across hibernation (its deadline
// is the table's alarm) and wakes the room when it runs out.
import { describe, expect, it } from 'vitest';
import { serverSuite } from '../helpers/suite';
import { TableClient } from '../helpers/client';
import type { CreateTableResponse, ServerMessage } from '../../shared/protocol';

const suite = serverSuite({ testGames: true, botDelayMs: 50, vars: { CLOCK_MINUTE_MS: '1000' } }, 60_000);
const { open } = suite;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const clockOf = (c: TableClient) => c.received.filter((m): m is Extract<ServerMessage, { t: 'clock' }> => m.t === 'clock').at(-1);

async function create(body: Record<string, unknown>): Promise<Response> {
  return fetch(`${suite.server.url}/api/tables`, { method: 'POST', body: JSON.stringify(body) });
}

/** A 2-seat High Card table with these table options, both seats taken by players, started. */
async function started(table: Record<string, unknown>) {
  const r = await create({ game: 'highcard', seats: 2, options: { rounds: '5' }, table });
  expect(r.status).toBe(200);
  const { id, hostSecret } = (await r.json()) as CreateTableResponse;
  const p0 = open(id, { hostSecret });
  const p1 = open(id);
  await p0.waitFor(() => p0.sync.table !== null, 10_000, 'snapshot');
  await p1.waitFor(() => p1.sync.table !== null, 10_000, 'snapshot');
  p0.send({ t: 'sit', seat: 0, name: 'Ann', color: 'red' });
  p1.send({ t: 'sit', seat: 1, name: 'Bo', color: 'blue' });
  await p0.waitFor(() => p0.view.seats.every((s) => s.controller === 'human'), 10_000, 'seated');
  p0.send({ t: 'start' });
  await p0.waitFor(() => p0.view.status === 'playing', 10_000, 'started');
  // With a clock, both clocks run from the start (the play phase is simultaneous).
  if (table.clock !== undefined) await p1.waitFor(() => clockOf(p1)?.running.length === 2, 10_000, 'clocks running');
  return { id, p0, p1 };
}



describe('table options over HTTP', () => {
  it('are checked: unknown values and fields are refused by name, nothing is opened', async () => {
    for (const [table, words] of [
      [{ clock: '15' }, 'turn clock'],
      [{ takeover: 'soon' }, 'absent player'],
      [{ clock: '5', speed: 2 }, '"speed"'],
    ] as const) {
      const r = await create({ game: 'highcard', seats: 2, table });
      expect(r.status).toBe(400);
      expect(((await r.json()) as { error: { message: string } }).error.message).toContain(words);
    }
  });
});

describe('the clock survives restarts and hibernation', () => {
  it('a clock running when the server restarts runs out after it, and the bot plays for the seat', async () => {
    const { id, p0, p1 } = await started({ clock: '5' });
    expect(p1.view.table).toEqual({ clock: '5', takeover: 'off' });
    expect(clockOf(p1)!.running).toEqual([0, 1]);
    p0.send({ t: 'move', v: p0.view.gv, move: p0.view.legal![0] });
    await p0.waitFor(() => p0.view.gv === 1, 10_000, 'p0 played');
    p0.close();
    p1.close();
    const t0 = Date.now();
    await suite.server.restart();
    // Nobody is connected: the clock's deadline is the table's alarm, kept in storage.
    const back = open(id);
    await back.waitFor(() => back.sync.table !== null, 15_000, 'snapshot after restart');
    await back.waitFor(() => back.view.seats[1]!.standin === 'time', 15_000, 'seat 1 runs out after the restart');
    await back.waitFor(() => back.view.gv >= 2, 10_000, 'the bot plays for seat 1');
    const log = back.sync.log.map((e) => e.text);
    expect(log).toContain('Time ran out for {p1}: a Random bot plays for them');
    console.log(`clock-after-restart: seat 1 handed to the bot ${Date.now() - t0} ms after the restart began (5 s bank)`);
  }, 60_000);

  it('an idle table with a running clock hibernates and wakes when the clock runs out', async () => {
    const { p0, p1 } = await started({ clock: '20' });
    p0.send({ t: 'move', v: p0.view.gv, move: p0.view.legal![0] });
    await p0.waitFor(() => p0.view.gv === 1, 10_000, 'p0 played');
    const snapshots = p0.received.filter((m) => m.t === 'snapshot').length;
    // Idle past the eviction time (about 10 s) with both sockets open, then past seat 1's 20 s.
    await p0.waitFor(() => p0.view.seats[1]!.standin === 'time', 30_000, 'seat 1 runs out while the room was idle');
    await p0.waitFor(() => p0.view.gv >= 2, 10_000, 'the bot plays for seat 1');
    const rebased = p0.received.filter((m) => m.t === 'snapshot').length - snapshots;
    console.log(`clock-through-hibernation: seat 1 ran out after 20 s idle; snapshots re-basing the player after: ${rebased}`);
    // A snapshot re-basing the player proves the room was rebuilt (woken by its alarm), not kept in memory.
    expect(rebased).toBeGreaterThan(0);
    // Bo takes his seat back by saying so: at least a "minute" (1 s here) on his clock.
    p1.send({ t: 'back' });
    await p1.waitFor(() => p1.view.seats[1]!.standin === undefined && (clockOf(p1)?.left[1] ?? 0) > 0, 10_000, 'Bo back');
    expect(clockOf(p1)!.left[1]).toBeGreaterThanOrEqual(900);
  }, 60_000);

  it('a player away longer than the takeover time is played by the bot until they come back', async () => {
    const { id, p0, p1 } = await started({ takeover: '1' });
    const secret = p1.seatSecret!;
    p1.close();
    await p0.waitFor(() => p0.view.seats[1]!.standin === 'away', 10_000, 'seat 1 taken over');
    await p0.waitFor(() => p0.view.gv >= 1, 10_000, 'the bot plays for seat 1');
    const bo = open(id, { seatSecret: secret });
    await p0.waitFor(() => p0.view.seats[1]!.standin === undefined, 10_000, 'Bo returns');
    await bo.waitFor(() => bo.sync.table !== null && bo.view.you.seat === 1, 10_000, 'Bo seated');
    // Whoever is to move moves (the owed "back" line goes with the next move); no bot plays for Bo now.
    await bo.waitFor(() => bo.view.gv === p0.view.gv, 10_000, 'Bo caught up');
    const mover = bo.view.active.includes(1) ? bo : p0;
    const gv = mover.view.gv;
    mover.send({ t: 'move', v: gv, move: mover.view.legal![0] });
    await p0.waitFor(() => p0.view.gv > gv, 10_000, 'a move after the return');
    await sleep(800);
    const log = p0.sync.log.map((e) => e.text);
    expect(log).toContain('{p1} is away: a Random bot plays for them');
    expect(log).toContain('{p1} is back');
  }, 60_000);
});

// Last in this file: it restarts the server with days of 14.4 s (CLOCK_MINUTE_MS 10).
describe('a turn-based table (issue 31)', () => {
  it('a bank of days runs out while the room hibernates: its alarm wakes it, the bot plays that turn once; only the host changes the pace', async () => {
    await suite.server.restart({ CLOCK_MINUTE_MS: '10' });
    const { p0, p1 } = await started({ pace: 'turn', days: '1', late: 'bot' });
    expect(p1.view.table).toEqual({ clock: 'off', takeover: 'off', pace: 'turn', days: '1', late: 'bot' });
    await p1.waitFor(() => clockOf(p1)?.running.length === 2, 10_000, 'both banks run');
    for (const left of clockOf(p1)!.left) {
      expect(left).toBeGreaterThan(13_000);
      expect(left).toBeLessThanOrEqual(14_400);
    }
    // A player is no host: refused, nothing changed (the table's options, its log).
    const gv = p1.view.gv;
    p1.send({ t: 'pace', table: { pace: 'live' } });
    await p1.waitFor(() => p1.received.some((m) => m.t === 'error' && m.code === 'host/only-host'), 10_000, 'refused to a player');
    p0.send({ t: 'pace', table: { pace: 'turn', days: '30' } });
    await p0.waitFor(() => p0.received.some((m) => m.t === 'error' && m.message.includes('days a move')), 10_000, 'bad days refused');
    p0.send({ t: 'move', v: p0.view.gv, move: p0.view.legal![0] });
    await p0.waitFor(() => p0.view.gv === gv + 1, 10_000, 'p0 played');
    expect(p1.view.table.pace).toBe('turn');
    expect(p0.sync.log.some((e) => e.text.startsWith('The host sets'))).toBe(false);
    const snapshots = p0.received.filter((m) => m.t === 'snapshot').length;
    // Idle past the eviction time (about 10 s), sockets open: seat 1's bank runs out 14.4 s after the start.
    await p0.waitFor(() => p0.view.gv >= gv + 2, 30_000, 'the bot plays seat 1’s turn');
    // A snapshot re-basing the player proves the room was rebuilt (woken by its alarm), not kept in memory.
    expect(p0.received.filter((m) => m.t === 'snapshot').length).toBeGreaterThan(snapshots);
    await sleep(500);
    const log = p0.sync.log.map((e) => e.text);
    expect(log.filter((t) => t.startsWith('Time ran out for {p1}'))).toEqual(['Time ran out for {p1}: a Random bot plays this turn']);
    expect(log.filter((t) => t === '{p1} played a card face down.').length).toBe(1);
  }, 90_000);
});
