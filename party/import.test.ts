// A pass-and-play game uploaded to become a table: replayed move by move, never trusted.
import { describe, expect, it } from 'vitest';
import { highcard, type HighCardState } from '../test/games/highcard';
import { FakeConn, settle, Timers } from '../test/helpers/fake-table';
import type { LoggedMove } from '../shared/engine/replay';
import { checkImport, importTable, MAX_IMPORT_MOVES } from './import';
import { MemoryKV } from './store';
import { Table } from './table';
import { TableError } from './errors';
import { verifyRecord } from '../shared/fair/verify';

const SEED = 'seed_for_the_upload_0001';
const games = { [highcard.id]: highcard };

/** A game of High Card played on one device by its random bots: the log the browser would keep. */
function playLocally(players: number, upTo = Infinity, seed = SEED): LoggedMove[] {
  let state = highcard.setup(seed, players, { rounds: '5' });
  const moves: LoggedMove[] = [];
  let r = 7;
  const random = () => ((r = (Math.imul(r, 1103515245) + 12345) >>> 0) / 0x100000000);
  while (highcard.result(state) === null && moves.length < upTo) {
    const seat = highcard.activeSeats(state)[0]!;
    const move = highcard.bots!.random!(state, seat, random)!;
    const res = highcard.apply(state, seat, move);
    if (!res.ok) throw new Error(res.error.code);
    state = res.value.state;
    moves.push({ seat, move });
  }
  return moves;
}

const upload = (moves: LoggedMove[], seats = [{ name: 'Ann', color: 'red', bot: null as string | null }, { name: 'Bob', color: 'blue', bot: 'random' }]) => ({
  game: 'highcard',
  options: { rounds: '5' },
  seed: SEED,
  seats,
  moves,
});

function room() {
  const timers = new Timers();
  let n = 0;
  const kv = new MemoryKV();
  const table = new Table('t1', {
    kv,
    games,
    now: () => timers.now,
    random: () => 0.5,
    newSecret: () => `secret_import_${String(++n).padStart(6, '0')}`,
    schedule: timers.schedule,
    botDelayMs: 10,
    presenceDelayMs: 5,
  });
  return { table, kv, timers };
}

async function join(table: Table, hostSecret?: string): Promise<FakeConn> {
  const c = new FakeConn(table);
  table.connect(c);
  await c.say({ t: 'hello', protocol: 2, hostSecret });
  return c;
}

describe('uploading a pass-and-play game', () => {
  it('a running game becomes a table at the same move, its player seats free to claim, its bots playing on', async () => {
    const moves = playLocally(2, 5);
    const { table, kv, timers } = room();
    const { hostSecret } = await importTable(table, upload(moves));
    expect(table.meta).toMatchObject({ status: 'playing', seed: SEED });
    expect(table.gv).toBe(5);
    const watcher = await join(table, hostSecret);
    expect(watcher.view.seats.map((s) => [s.name, s.controller])).toEqual([
      ['Ann', null],
      ['Bob', 'bot'],
    ]);
    // The seed never reaches a viewer.
    expect(watcher.raw.join('\n')).not.toContain(SEED);

    // Anyone with the link sits in Ann's free seat (keeping her colour) and plays on.
    await watcher.say({ t: 'sit', seat: 0, name: 'Cat', color: 'green' });
    expect(watcher.view.seats[0]).toMatchObject({ name: 'Cat', color: 'red', controller: 'human' });
    for (let i = 0; i < 200 && table.meta!.status === 'playing'; i++) {
      const state = table.state as HighCardState;
      if (highcard.activeSeats(state).includes(0)) await watcher.say({ t: 'move', v: table.gv, move: highcard.legalMoves(state, 0)[0] });
      await timers.drain(1);
      await settle();
    }
    expect(table.meta!.status).toBe('over');
    expect(watcher.errors()).toEqual([]);

    // A restart rebuilds the same table from storage.
    const again = new Table('t1', { ...table.env, kv });
    await again.restore();
    expect(again.gv).toBe(table.gv);
    expect(again.state).toEqual(table.state);
  });

  it('a finished game arrives over, with its result', async () => {
    const moves = playLocally(3);
    const { table } = room();
    await importTable(table, upload(moves, [
      { name: 'Ann', color: 'red', bot: null },
      { name: 'Bob', color: 'blue', bot: null },
      { name: 'Cy', color: 'green', bot: 'random' },
    ]));
    expect(table.meta!.status).toBe('over');
    expect(highcard.result(table.state as HighCardState)).not.toBeNull();
    // Its record says the device drew the seed (no seal), and it replays (issue 32).
    const watcher = await join(table);
    expect(watcher.view.seal).toBeUndefined();
    const record = await table.gameRecord();
    expect(record).toMatchObject({ fair: 'device', seed: SEED, moves: { length: moves.length } });
    expect(record.seal ?? record.secret ?? record.shares).toBeUndefined();
    expect(verifyRecord(record, games)).toMatchObject({ ok: true, kind: 'device', note: expect.stringContaining('device drew its seed') });
  });

  it('one tampered move refuses the whole upload, and nothing is stored', async () => {
    const moves = playLocally(2, 12);
    const cases: [string, LoggedMove[]][] = [
      ['a card not in hand', moves.map((m, i) => (i === 6 ? { seat: m.seat, move: { type: 'play', card: 99 } } : m))],
      ['a seat out of turn', moves.map((m, i) => (i === 4 ? { seat: 1 - m.seat, move: m.move } : m))],
      ['a move of another shape', moves.map((m, i) => (i === 2 ? { seat: m.seat, move: { type: 'steal' } } : m))],
      ['a move after the end', [...playLocally(2), playLocally(2)[0]!]],
    ];
    for (const [why, bad] of cases) {
      const { table, kv } = room();
      const e = await importTable(table, upload(bad)).then(
        () => null,
        (x: unknown) => x,
      );
      expect(e, why).toBeInstanceOf(TableError);
      expect((e as TableError).message, why).toMatch(/does not replay: Move \d+/);
      expect(kv.data.size, why).toBe(0);
      expect(table.meta, why).toBeNull();
    }
  });

  it('refuses seats the game does not offer, other seeds, unknown bots and oversized logs before replaying', () => {
    const moves = playLocally(2, 4);
    const refused = (body: unknown) => checkImport(body, games, 'host_secret_000000000001');
    expect(refused(upload(moves)).ok).toBe(true);
    expect(refused({ ...upload(moves), seed: 'short' }).ok).toBe(false);
    expect(refused({ ...upload(moves), game: '__proto__' }).ok).toBe(false);
    expect(refused(upload(moves, [{ name: 'Ann', color: 'red', bot: null }, { name: 'Bob', color: 'red', bot: null }])).ok).toBe(false);
    expect(refused(upload(moves, [{ name: 'Ann', color: 'red', bot: null }, { name: 'Bob', color: 'blue', bot: 'genius' }])).ok).toBe(false);
    expect(refused(upload(moves, [{ name: 'Ann', color: 'red', bot: null }])).ok).toBe(false);
    const long = Array.from({ length: MAX_IMPORT_MOVES + 1 }, () => moves[0]!);
    expect(refused(upload(long)).ok).toBe(false);
    // The same log under another seed deals other hands: it no longer replays.
    const other = checkImport({ ...upload(playLocally(2, 12, 'another_seed_entirely_01')) }, games, 'host_secret_000000000001');
    expect(other.ok).toBe(false);
  });

  it('a room that already holds a table refuses an upload', async () => {
    const { table } = room();
    await importTable(table, upload(playLocally(2, 3)));
    await expect(importTable(table, upload(playLocally(2, 3)))).rejects.toThrow(/already exists/);
  });
});

describe('an upload with take-backs', () => {
  it('replays the take-backs the rule allows into the table, and refuses one it does not', async () => {
    // Seat 0 plays a card face down (nothing revealed), undoes it, and plays another card.
    const first = highcard.setup(SEED, 2, { rounds: '5' });
    const [a, b] = first.hands[0]!;
    const moves: LoggedMove[] = [
      { seat: 0, move: { type: 'play', card: a } },
      { seat: 0, move: null, undo: 0 },
      { seat: 0, move: { type: 'play', card: b } },
    ];
    const { table, kv } = room();
    const res = await importTable(table, upload(moves));
    expect(res.id).toBe('t1');
    const state = table.state as HighCardState;
    expect(state.played[0]).toBe(b);
    expect(state.hands[0]).toContain(a);
    expect(table.gv).toBe(3);
    // A restore reads the same records back.
    const again = new Table('t1', { ...table.env, kv });
    await again.restore();
    expect(again.state).toEqual(table.state);
    expect(again.log.map((e) => e.text)).toContain('{p0} took back their choice.');
    // Taking back the card that turned every card over is not allowed, whoever uploads it.
    const cheat: LoggedMove[] = [
      { seat: 0, move: { type: 'play', card: a } },
      { seat: 1, move: { type: 'play', card: highcard.setup(SEED, 2, { rounds: '5' }).hands[1]![0]! } },
      { seat: 1, move: null, undo: 1 },
    ];
    const refused = checkImport(upload(cheat), games, 'host_secret_0000000000');
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.message).toMatch(/Move 3: .*revealed/);
    // An undo that names no move of the uploader's.
    const forged = checkImport(upload([{ seat: 0, move: { type: 'play', card: a } }, { seat: 1, move: null, undo: 0 }]), games, 'host_secret_0000000000');
    expect(!forged.ok && forged.error.message).toMatch(/Move 2: /);
  });
});

describe('an upload’s snapshot', () => {
  it('is one a restore starts from: a wake replays at most a snapshot interval of moves, not the whole log', async () => {
    // Seat 0 plays a card face down and takes it back 70 times, then both seats play on: 150 records,
    // ending on a snapshot interval (50), where a snapshot would leave a restore no trail to go on.
    const first = highcard.setup(SEED, 2, { rounds: '5' });
    const moves: LoggedMove[] = [];
    for (let i = 0; i < 70; i++) moves.push({ seat: 0, move: { type: 'play', card: first.hands[0]![i % 3]! } }, { seat: 0, move: null, undo: 2 * i });
    let state = first;
    while (moves.length < 150 && highcard.result(state) === null) {
      const seat = highcard.activeSeats(state)[0]!;
      const move = highcard.legalMoves(state, seat)[0]!;
      const r = highcard.apply(state, seat, move);
      if (!r.ok) throw new Error(r.error.code);
      moves.push({ seat, move });
      state = r.value.state;
    }
    expect(moves.length).toBe(150);
    const { table, kv } = room();
    await importTable(table, upload(moves));
    const snap = await kv.get<{ gv: number }>('snap');
    expect(snap?.gv).toBeGreaterThan(0);
    expect(moves.length - snap!.gv).toBeLessThanOrEqual(100);
    // A wake counts the applies of its rebuild.
    let applies = 0;
    const counting = { ...highcard, apply: (...a: Parameters<typeof highcard.apply>) => (applies++, highcard.apply(...a)) };
    const again = new Table('t1', { ...table.env, kv, games: { highcard: counting } });
    await again.restore();
    expect(again.state).toEqual(table.state);
    expect(applies).toBeLessThanOrEqual(moves.length - snap!.gv);
    expect(applies).toBeLessThan(moves.length / 2);
  });
});
