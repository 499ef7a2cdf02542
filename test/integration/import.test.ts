// The upload door (POST /api/tables/import) against a real `wrangler dev`: a pass-and-play game of
// the test game becomes a table at the same move; tampered, oversized and malformed uploads are
// refused with a code and leave no room behind.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverSuite } from '../helpers/suite';
import { createTable, TableClient } from '../helpers/client';
import { highcard, type HighCardState } from '../games/highcard';
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

function records(dir = suite.server.persistDir): number {
  const root = join(dir, 'v3/do');
  if (!existsSync(root)) return 0;
  let n = 0;
  for (const dir of readdirSync(root)) n += readdirSync(join(root, dir)).filter((f) => /^[0-9a-f]{64}\.sqlite$/.test(f)).length;
  return n;
}

/**
 * Take-backs that reach back past earlier ones, 150 records of them (5 seats, the first round's
 * face-down plays: `pN` seat N plays its first card, `uG` the seat on top takes its card back to
 * record G). Found by a search against the old rebuild (checkpoints every 16 records, an undo
 * rebuilt from an earlier one): its last frames cost 48.5 million applies there, minutes of CPU.
 */
const STRETCHES = [
  'p0 u0 p0 p3 p1 u4 u3 p2 p4 p3 u9 p3 u11 u8 p1 u14 u7 p2 u17 p2 p1 p3 u21 u20 u19 u2 p1 u26 p0 p1',
  'p3 u30 u29 u28 p0 p2 u35 p2 u37 u34 p4 p1 p0 p2 u43 u42 p0 p3 u47 p3 u49 p3 u51 p3 u53 u46 u41',
  'p2 p3 p0 u59 p1 u61 u58 p0 u64 u57 p3 p1 u68 u67 u40 p3 p4 p2 u74 u73 p0 p4 u78 p4 p1 u81 u80 p1',
  'p4 u85 p4 u87 u84 p4 u90 u77 p1 p4 u94 u93 p4 p1 u98 u97 u72 p3 u102 p2 p4 u105 p4 p3 p1 u109 p1',
  'u111 u108 p0 p1 u115 u114 p0 u118 u107 u104 p0 p2 p1 u124 u123 p2 u127 u122 p2 p3 u131 u130 p4',
  'p3 p0 u136 u135 u134 p3 u140 p4 u142 p1 u144 p1 u146 p3 u148',
].join(' ');

function stretched(): LoggedMove[] {
  let state = highcard.setup(SEED, 5, { rounds: '5' });
  const moves: LoggedMove[] = [];
  const states: HighCardState[] = [];
  for (const op of STRETCHES.split(' ')) {
    states.push(state);
    const n = Number(op.slice(1));
    if (op[0] === 'u') {
      moves.push({ seat: moves[n]!.seat, move: null, undo: n });
      state = states[n]!;
      continue;
    }
    const move = highcard.legalMoves(state, n)[0]!;
    const r = highcard.apply(state, n, move);
    if (!r.ok) throw new Error(r.error.code);
    moves.push({ seat: n, move });
    state = r.value.state;
  }
  return moves;
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

  it('refuses an extra field nested 10,000 deep with a 400 before parsing it, and stores nothing', async () => {
    await post(body(played(1)));
    const before = records();
    const deep = JSON.stringify({ ...body(played(4)), extra: 0 }).replace('"extra":0', `"extra":${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    for (let i = 0; i < 5; i++) {
      const r = await post(deep);
      expect(r.status).toBe(400);
      const e = ((await r.json()) as { error: { code: string; message: string } }).error;
      expect(e.code).toBe('msg/bad-json');
      expect(e.message).toMatch(/nests at most/);
    }
    // Deep inside a move too: the same refusal.
    const inMove = JSON.stringify(body([{ seat: 0, move: 0 }])).replace('"move":0', `"move":${'{"a":'.repeat(50)}1${'}'.repeat(50)}`);
    expect((await post(inMove)).status).toBe(400);
    expect(records()).toBe(before);
  });

  it('answers a replay frame of a game full of take-backs reaching back past each other after a bounded rebuild', async () => {
    const moves = stretched();
    const r = await post({ ...body([]), seats: ['red', 'blue', 'green', 'yellow', 'purple'].map((color, i) => ({ name: `P${i}`, color, bot: null })), moves });
    expect(r.status).toBe(200);
    const { id } = (await r.json()) as { id: string };
    const spectator = new TableClient(suite.server.host, id);
    clients.push(spectator);
    await spectator.waitFor(() => spectator.sync.table !== null, 10_000, 'snapshot');
    expect(spectator.view.gv).toBe(moves.length);
    // The frames the old rebuild took minutes over (the live position aside, which is the table's own).
    for (const at of [moves.length - 1, moves.length - 2, 97]) {
      const n = spectator.raw.length;
      spectator.send({ t: 'replay', at });
      await spectator.waitFor(() => spectator.raw.slice(n).some((m) => m.includes('"t":"replay"')), 15_000, `replay frame ${at}`);
      const frame = JSON.parse(spectator.raw.slice(n).find((m) => m.includes('"t":"replay"'))!) as { at: number; table: { view: { played: unknown[] } } };
      expect(frame.at).toBe(at);
      expect(frame.table.view.played).toHaveLength(5);
    }
  }, 60_000);
});

describe('the doors that open tables, per address', () => {
  // Small allowances, as the Worker variables set them; the address as Cloudflare's edge sets it
  // (the local runtime keeps a CF-Connecting-IP the request already has).
  const limited = serverSuite({ testGames: true, botDelayMs: 0, vars: { IMPORTS_PER_MINUTE: '3', CREATES_PER_MINUTE: '4' } });
  const from = (ip: string, path: string, b: unknown) => fetch(`${limited.server.url}${path}`, { method: 'POST', headers: { 'cf-connecting-ip': ip }, body: JSON.stringify(b) });

  it('take a minute’s allowance of uploads and of new tables from one address, then answer 429 with when to retry', async () => {
    const before = records(limited.server.persistDir);
    const answers = await Promise.all(Array.from({ length: 20 }, () => from('203.0.113.7', '/api/tables/import', body(played(2)))));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    const refused = answers.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'msg/rate-limited', message: expect.stringMatching(/Too many uploads from your address/) });
    // Another address is not held back by the first one.
    expect((await from('198.51.100.9', '/api/tables/import', body(played(2)))).status).toBe(200);
    // New tables have their own allowance.
    const creates = [];
    for (let i = 0; i < 6; i++) creates.push((await from('203.0.113.7', '/api/tables', { game: 'highcard', seats: 2 })).status);
    expect(creates).toEqual([200, 200, 200, 200, 429, 429]);
    // The refused requests opened no room: on disk, the 4 uploads and 4 tables taken, the room of the
    // id key, and each address's door room (the runtime makes a file for every room it starts).
    expect(records(limited.server.persistDir) - before).toBe(4 + 4 + 1 + 2);
  });
});
