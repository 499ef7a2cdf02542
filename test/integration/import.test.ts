// The upload door (POST /api/tables/import) against a real `wrangler dev`: a pass-and-play game of
// the test game becomes a table at the same move; tampered, oversized and malformed uploads are
// refused with a code and leave no room behind.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverSuite } from '../helpers/suite';
import { createTable, TableClient } from '../helpers/client';
import { highcard } from '../games/highcard';
import type { LoggedMove } from '../../shared/engine/replay';

const suite = serverSuite({ testGames: true, botDelayMs: 0 });
const { clients } = suite;


const SEED = 'device_seed_0123456789ab';

function played(n: number): LoggedMove[] {
  let state = highcard.setup(SEED, 2, { rounds: '5' });
  const moves: LoggedMove[] = [];
  while (moves.length < n && highcard.result(state) === null) {
    const seat = highcard.activeSeats(state)[0]!;
    const move = highcard.legalMoves(state, seat)[0]!;
    const r = highcard.apply(state, seat, move);
    if (!r.ok) throw new Error(r.error.code);
    state = r.value.state;
    moves.push({ seat, move });
  }
  return moves;
}

const body = (moves: LoggedMove[]) => ({
  game: 'highcard',
  options: { rounds: '5' },
  seed: SEED,
  seats: [
    { name: 'Ann', color: 'red', bot: null },
    { name: 'Bob', color: 'blue', bot: 'random' },
  ],
  moves,
});
const post = (b: string | object) => fetch(`${suite.server.url}/api/tables/import`, { method: 'POST', body: typeof b === 'string' ? b : JSON.stringify(b) });

function records(): number {
  const root = join(suite.server.persistDir, 'v3/do');
  let n = 0;
  for (const dir of readdirSync(root)) n += readdirSync(join(root, dir)).filter((f) => /^[0-9a-f]{64}\.sqlite$/.test(f)).length;
  return n;
}

describe('uploading a pass-and-play game', () => {
  it('becomes a table at the same move: Ann’s seat free to claim, the bot playing on', async () => {
    const moves = played(4);
    const r = await post(body(moves));
    expect(r.status).toBe(200);
    const { id, hostSecret } = (await r.json()) as { id: string; hostSecret: string };
    const c = new TableClient(suite.server.host, id, { hostSecret });
    clients.push(c);
    await c.waitFor(() => c.sync.table !== null, 10_000, 'snapshot');
    expect(c.view.status).toBe('playing');
    expect(c.view.gv).toBeGreaterThanOrEqual(4);
    expect(c.view.seats.map((s) => [s.name, s.controller])).toEqual([
      ['Ann', null],
      ['Bob', 'bot'],
    ]);
    expect(c.raw.join('')).not.toContain(SEED);
    c.send({ t: 'sit', seat: 0, name: 'Cat', color: 'green' });
    await c.waitFor(() => c.view.you.seat === 0, 5000, 'seat');
    expect(c.view.seats[0]).toMatchObject({ name: 'Cat', color: 'red', controller: 'human' });
  });

  it('says to everyone who joins that the table was opened from an upload (a chosen seed, no moves yet): live and in replays', async () => {
    // The uploader chose this seed, so they know every hand dealt from it: the table must say so.
    const r = await post(body([]));
    expect(r.status).toBe(200);
    const { id } = (await r.json()) as { id: string };
    const spectator = new TableClient(suite.server.host, id);
    const player = new TableClient(suite.server.host, id);
    clients.push(spectator, player);
    await spectator.waitFor(() => spectator.sync.table !== null, 10_000, 'snapshot');
    await player.waitFor(() => player.sync.table !== null, 10_000, 'snapshot');
    expect(spectator.view.imported).toBe(true);
    player.send({ t: 'sit', seat: 0, name: 'Cat', color: 'red' });
    await player.waitFor(() => player.view.you.seat === 0, 5000, 'seat');
    expect(player.view.imported).toBe(true);
    // A replay frame of the table carries the same mark.
    spectator.send({ t: 'replay', at: 0 });
    await spectator.waitFor(() => spectator.raw.some((m) => m.includes('"t":"replay"')), 5000, 'replay frame');
    const frame = JSON.parse(spectator.raw.find((m) => m.includes('"t":"replay"'))!) as { table: { imported?: boolean } };
    expect(frame.table.imported).toBe(true);

    // A table created at the site (its seed drawn by the room at the start) carries no such mark.
    const made = await createTable(suite.server.url, 'highcard', 2, { rounds: '5' });
    const other = new TableClient(suite.server.host, made.id);
    clients.push(other);
    await other.waitFor(() => other.sync.table !== null, 10_000, 'snapshot');
    expect(other.view.imported).toBeUndefined();
  });

  it('refuses a tampered log, a bad shape and an oversized body, and no room is touched', async () => {
    // Warm the id key room first, so the count below sees only rooms the refusals would open.
    await post(body(played(1)));
    const before = records();
    const moves = played(6);
    const tampered = moves.map((m, i) => (i === 3 ? { seat: m.seat, move: { type: 'play', card: 99 } } : m));
    const bad = await post(body(tampered));
    expect(bad.status).toBe(400);
    const e = ((await bad.json()) as { error: { code: string; message: string } }).error;
    expect(e.code).toBe('move/illegal-upload');
    expect(e.message).toMatch(/Move 4/);

    const shape = await post({ ...body(moves), seats: 'everyone' });
    expect(shape.status).toBe(400);
    expect(((await shape.json()) as { error: { code: string } }).error.code).toBe('msg/bad-schema');

    const huge = await post(JSON.stringify({ ...body(moves), pad: 'x'.repeat(300 * 1024) }));
    expect(huge.status).toBe(413);
    expect(await post('{not json').then((r) => r.status)).toBe(400);
    expect(records()).toBe(before);
  });
});
