// The table under faults, crowds and hostile input, against a real `wrangler dev` (issue 8):
// reconnects with a reused id, restarts with bots to move, hibernation mid-game, a crowd joining
// while players move, floods, caps, bad frames, and a stored game the rules no longer replay.
// Bounded in count and time; each prints its figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server';
import { createTable, TableClient } from '../helpers/client';
import { rawSocket, type RawSocket } from '../helpers/raw';
import { LIMITS } from '../../party/limits';

let crowd: RunningServer;
let faults: RunningServer;
const clients: TableClient[] = [];
const raws: RawSocket[] = [];
const open = (server: RunningServer, room: string, opts?: ConstructorParameters<typeof TableClient>[2]) => {
  const c = new TableClient(server.host, room, opts);
  clients.push(c);
  return c;
};
const raw = (server: RunningServer, room: string, opts?: Parameters<typeof rawSocket>[2]) => {
  const r = rawSocket(server.host, room, opts);
  raws.push(r);
  return r;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;
const COLORS = ['red', 'blue', 'green', 'yellow', 'purple'] as const;

beforeAll(async () => {
  // The crowd server lets one address (the test, on loopback) open a crowd's worth of sockets.
  [crowd, faults] = await Promise.all([
    startServer({ testGames: true, botDelayMs: 0, vars: { MAX_CONNS_PER_ADDRESS: '5000' } }),
    startServer({ testGames: true, botDelayMs: 250 }),
  ]);
}, 120_000);
afterAll(async () => {
  for (const c of clients) c.close();
  for (const r of raws) r.close();
  await Promise.all([crowd?.stop(), faults?.stop()]);
});

async function seated(server: RunningServer, n: number, options: Record<string, unknown> = { rounds: '5' }, sit = n) {
  const { id, hostSecret } = await createTable(server.url, 'highcard', n, options);
  const players: TableClient[] = [];
  for (let i = 0; i < sit; i++) {
    const c = open(server, id, i === 0 ? { hostSecret } : {});
    await c.waitFor(() => c.sync.table !== null, 15_000, 'snapshot');
    c.send({ t: 'sit', seat: i, name: `P${i + 1}`, color: COLORS[i]! });
    await c.waitFor(() => c.view.you.seat === i, 10_000, 'seated');
    players.push(c);
  }
  return { id, hostSecret, players };
}

/** One move by the first player who can move; resolves with its round trip (sent -> own view moved). */
async function step(players: TableClient[], answerMs = 10_000): Promise<number> {
  // Only a view of the newest version: a seat another's view still shows as active may have had its
  // one move taken by the room since (shared/engine/auto.ts).
  const top = Math.max(...players.map((p) => p.view.gv));
  const mover = players.find((p) => p.view.gv === top && p.view.status === 'playing' && p.view.active.includes(p.view.you.seat!) && (p.view.legal?.length ?? 0) > 0);
  if (!mover) return NaN;
  const gv = mover.view.gv;
  const t = performance.now();
  mover.send({ t: 'move', v: gv, move: mover.view.legal![0] });
  await mover.waitFor(() => mover.view.gv > gv, answerMs, 'move applied');
  return performance.now() - t;
}

describe('connections are the server’s own objects', () => {
  it('an old socket with the same client id closing late never touches the new connection', async () => {
    const { id, players } = await seated(faults, 2, { rounds: '5' }, 1);
    const host = players[0]!;
    // Seat 2 is taken over a raw socket whose id partysocket would reuse on a reconnect.
    const old = raw(faults, id, { pk: 'same-client-id' });
    await old.opened;
    old.hello();
    await old.waitFor(() => old.count('snapshot') > 0, 10_000, 'old snapshot');
    old.send({ t: 'sit', seat: 1, name: 'Twice', color: 'blue' });
    await old.waitFor(() => old.count('seated') > 0, 10_000, 'seated');
    const secret = (JSON.parse(old.texts.find((t) => t.startsWith('{"t":"seated"'))!) as { secret: string }).secret;
    // The reconnect: a new socket, same id, while the old one is still open (half-open).
    const fresh = raw(faults, id, { pk: 'same-client-id' });
    await fresh.opened;
    fresh.hello({ seatSecret: secret });
    await fresh.waitFor(() => fresh.count('snapshot') > 0, 10_000, 'new snapshot');
    // The old socket finally closes.
    const tc = performance.now();
    old.close();
    await old.closed;
    console.log(`old socket close took ${(performance.now() - tc).toFixed(0)} ms`);
    await sleep(300);
    // The new one still gets pongs and patches, and its moves count.
    fresh.send({ t: 'ping', n: 7 });
    await fresh.waitFor(() => fresh.texts.includes('{"t":"pong","n":7}'), 5000, 'pong on the new socket');
    host.send({ t: 'start' });
    await host.waitFor(() => host.view.status === 'playing', 10_000, 'start');
    await fresh.waitFor(() => fresh.texts.some((t) => t.includes('"playing"')), 5000, 'the start reaches the new socket');
    const gv = host.view.gv;
    const hand = () => {
      const snap = fresh.texts.filter((t) => t.startsWith('{"t":"snapshot"')).at(-1);
      return snap ? ((JSON.parse(snap) as { table: { view: { hand: number[] } | null } }).table.view?.hand ?? null) : null;
    };
    // The start patch carries the hand; ask for a snapshot to read it simply.
    fresh.send({ t: 'sync' });
    await fresh.waitFor(() => hand() !== null, 5000, 'hand');
    fresh.send({ t: 'move', v: gv, move: { type: 'play', card: hand()![0] } });
    await host.waitFor(() => host.view.gv > gv, 5000, 'the new socket’s move applied');
    expect(host.view.seats[1]!.connected).toBe(true);
    console.log(`reconnect-same-id: the new socket answers pings, gets patches and moves after the old one closed (patches ${fresh.count('patch')})`);
  });
});

describe('bots and timers survive restarts and hibernation', () => {
  it('an all-bot game carries on after a restart, and so does a bot a human is waiting for', async () => {
    const { id, hostSecret } = await createTable(faults.url, 'highcard', 4, { rounds: '5' });
    const host = open(faults, id, { hostSecret });
    await host.waitFor(() => host.sync.table !== null, 10_000, 'snapshot');
    for (let s = 0; s < 4; s++) host.send({ t: 'bot', seat: s, bot: 'random' });
    await host.waitFor(() => host.view.seats.every((s) => s.controller === 'bot'), 10_000, 'bots seated');
    host.send({ t: 'start' });
    await host.waitFor(() => host.view.gv >= 2, 10_000, 'bots under way');
    const before = host.view.gv;
    host.close();
    await faults.restart();
    // Nobody connects for a while: the bot's alarm was kept with the table, or is re-armed on start.
    await sleep(1500);
    const back = open(faults, id);
    await back.waitFor(() => back.sync.table !== null, 15_000, 'snapshot after restart');
    const seen = back.view.gv;
    await back.waitFor(() => back.view.status === 'over', 20_000, 'bots finish after the restart');
    console.log(`bots-after-restart: gv ${before} before, ${seen} when a spectator came back, over at ${back.view.gv}`);
    expect(back.view.gv).toBeGreaterThan(before);
    expect(back.view.result!.winners.length).toBeGreaterThan(0);
  });

  it('a table hibernates mid-game and wakes with its seats, views and bot intact', async () => {
    const { id, hostSecret } = await createTable(faults.url, 'highcard', 2, { rounds: '5' });
    const p0 = open(faults, id, { hostSecret });
    await p0.waitFor(() => p0.sync.table !== null, 10_000, 'snapshot');
    p0.send({ t: 'sit', seat: 0, name: 'Ann', color: 'red' });
    await p0.waitFor(() => p0.view.you.seat === 0, 10_000, 'seated');
    p0.send({ t: 'bot', seat: 1, bot: 'random' });
    const spectator = open(faults, id);
    await spectator.waitFor(() => spectator.sync.table !== null, 10_000, 'spectator snapshot');
    p0.send({ t: 'start' });
    await p0.waitFor(() => p0.view.status === 'playing' && p0.view.active.includes(0), 10_000, 'start');
    await step([p0]);
    // Quiet: only the human is to move (the bot has played), so nothing is scheduled while idle.
    const quiet = () => p0.view.active.length === 1 && p0.view.active[0] === 0 && (p0.view.legal?.length ?? 0) > 0;
    await p0.waitFor(quiet, 10_000, 'the bot answers');
    await spectator.waitFor(() => spectator.view.gv === p0.view.gv, 10_000, 'spectator caught up');
    const snapshots = p0.received.filter((m) => m.t === 'snapshot').length;
    const viewBefore = JSON.stringify(p0.view.view);
    // Idle with both sockets open: workerd evicts an idle object after about 10 s; hibernation keeps the sockets.
    await sleep(13_000);
    expect(JSON.stringify(p0.view.view)).toBe(viewBefore);
    // A bare ping is answered by the runtime without waking the room.
    const pongs = p0.received.filter((m) => m.t === 'pong').length;
    p0.send({ t: 'ping' });
    await p0.waitFor(() => p0.received.filter((m) => m.t === 'pong').length > pongs, 5000, 'pong while hibernating');
    const gv = p0.view.gv;
    // The human plays on until the bot has to answer (a round p0 wins is p0's to close first): the
    // bot to answer is armed on the woken table; everyone is re-based on a snapshot (new clock).
    let mine = 0;
    while (p0.view.gv - gv === mine && p0.view.status === 'playing' && mine < 6) {
      await step([p0]);
      mine++;
      await p0.waitFor(() => quiet() || p0.view.status === 'over', 10_000, 'the bot answers after the wake');
    }
    expect(p0.view.gv - gv).toBeGreaterThan(mine);
    await spectator.waitFor(() => spectator.view.gv === p0.view.gv, 10_000, 'spectator follows after the wake');
    const rebased = p0.received.filter((m) => m.t === 'snapshot').length - snapshots;
    console.log(`hibernation: woke after 13 s idle; snapshots re-basing the player after the wake: ${rebased}; seat ${p0.view.you.seat}, spectators ${p0.view.spectators}`);
    // The snapshot after the move proves the room was rebuilt (its clock restarted), not kept in memory.
    expect(rebased).toBeGreaterThan(0);
    expect(p0.view.you.seat).toBe(0);
    expect(p0.view.seats[0]!.connected).toBe(true);
    expect(p0.view.spectators).toBe(1);
    expect(p0.gaps).toBe(0);
  }, 60_000);
});

describe('crowds and floods', () => {
  it('a crowd joining while three players move: joiners get O(1) messages each, every move is answered', async () => {
    const CROWD = Number(process.env.CROWD ?? 300);
    const { id, players } = await seated(crowd, 3);
    players[0]!.send({ t: 'start' });
    await Promise.all(players.map((p) => p.waitFor(() => p.view.status === 'playing', 10_000, 'start')));
    const rtts: number[] = [];
    const joiners: RawSocket[] = [];
    let joining = true;
    const mover = (async () => {
      while (joining && players[0]!.view.status === 'playing') {
        const ms = await step(players, 30_000);
        if (!Number.isNaN(ms)) rtts.push(ms);
        await sleep(60);
      }
    })();
    const t0 = performance.now();
    // The crowd arrives over about 3 s, each saying hello as soon as its socket opens.
    for (let i = 0; i < CROWD; i++) {
      const r = raw(crowd, id, { keep: false });
      joiners.push(r);
      void r.opened.then(() => r.hello());
      if (i % 10 === 9) await sleep(100);
    }
    await Promise.all(joiners.map((r) => r.waitFor(() => r.frames >= 2, 20_000, 'joiner snapshot')));
    const joinMs = performance.now() - t0;
    joining = false;
    await mover;
    await sleep(1200);
    const frames = joiners.reduce((n, r) => n + r.frames, 0);
    const moves = rtts.length;
    const perJoiner = frames / CROWD;
    console.log(
      `crowd-${CROWD}-join: ${joinMs.toFixed(0)} ms for all to join; player move rtt p50 ${quantile(rtts, 0.5).toFixed(1)} ms, p99 ${quantile(rtts, 0.99).toFixed(1)} ms over ${moves} moves; frames per joiner ${perJoiner.toFixed(1)} (moves during the join ${moves})`,
    );
    // Welcome + snapshot + at most one patch per move and per coalesced presence broadcast (before:
    // each hello flushed presence to everyone already there, ~CROWD/2 patches per joiner).
    expect(perJoiner).toBeLessThan(2 + moves + 15);
    // Every move was answered while the crowd came in: step() waits up to 30 s for each answer and
    // fails the test if one never comes. How fast is the bench's (p99 goal 50 ms on an unloaded machine:
    // bench/crowd.ts), not a timed test's: beside CI's browser tests one answer took 6.9 s.
    expect(moves).toBeGreaterThan(0);
    for (const r of joiners) r.close();
  }, 90_000);

  it('sync and ping floods are limited per connection; a table and an address have a connection cap', async () => {
    const { id, players } = await seated(faults, 2);
    players[0]!.send({ t: 'start' });
    await players[0]!.waitFor(() => players[0]!.view.status === 'playing', 10_000, 'start');
    // 10 sockets ask for a snapshot 19 times a second for 3 s.
    const flooders = Array.from({ length: 10 }, () => raw(faults, id, { keep: false }));
    await Promise.all(flooders.map((r) => r.opened));
    for (const r of flooders) r.hello();
    const t0 = performance.now();
    while (performance.now() - t0 < 3000) {
      for (const r of flooders) r.send({ t: 'sync' });
      await sleep(1000 / 19);
    }
    await sleep(1500);
    const bytes = flooders.reduce((n, r) => n + r.bytes, 0);
    const frames = flooders.reduce((n, r) => n + r.frames, 0);
    // At most the burst plus one a second each (the rest wait, coalesced into one).
    const allowed = 10 * (LIMITS.snapshots.burst + 1 + 5 * LIMITS.snapshots.rate);
    console.log(`sync-flood: 10 sockets x 19 sync/s for 3 s -> ${frames} frames, ${(bytes / 1024).toFixed(0)} KB (at most ${allowed} snapshots allowed)`);
    expect(frames).toBeLessThanOrEqual(allowed);
    for (const r of flooders) r.close();
    // One address: the cap, then a clear refusal. On a table of its own, so that the players and
    // the flooders (whose closes a loaded room may not have run yet) are not counted in it.
    const { id: capId } = await createTable(faults.url, 'highcard', 2, { rounds: '2' });
    const cap = LIMITS.connsPerAddress;
    const many = Array.from({ length: cap }, () => raw(faults, capId, { keep: true }));
    await Promise.all(many.map((r) => r.opened));
    await sleep(300);
    const extra = raw(faults, capId);
    const closed = await extra.closed;
    const refusal = extra.errors().find((e) => e.code === 'table/full');
    console.log(`address-cap: ${cap} sockets from one address open; the next refused: "${refusal?.message}" (close ${closed.code})`);
    expect(refusal?.message).toMatch(/Too many connections/);
    expect(closed.code).toBe(4429);
    expect(many.filter((r) => r.isClosed())).toHaveLength(0);
    for (const r of many) r.close();
  }, 60_000);
});

describe('every door answers', () => {
  it('every refused intent gets its error; frames refused by length; a hello without protocol is told so', async () => {
    const { id, players } = await seated(faults, 2);
    const p = raw(faults, id);
    await p.opened;
    p.send({ t: 'hello' });
    await p.waitFor(() => p.errors().length > 0, 5000, 'hello error');
    const helloErr = p.errors()[0]!;
    console.log(`hello-without-protocol: ${helloErr.code}: ${helloErr.message}`);
    expect(helloErr.code).toBe('proto/missing');
    expect(helloErr.message).not.toMatch(/reload/i);
    p.hello();
    await p.waitFor(() => p.count('snapshot') > 0, 5000, 'snapshot');
    // 60 intents at once, past the burst: each one is answered (here all are refused: the seat is taken).
    const before = p.errors().length;
    for (let i = 0; i < 60; i++) p.send({ t: 'sit', seat: 0, name: 'Eve', color: 'red' });
    await p.waitFor(() => p.errors().length - before >= 60, 5000, 'an answer to every intent');
    const codes = p.errors().slice(before).map((e) => e.code);
    const limited = codes.filter((c) => c === 'msg/rate-limited').length;
    console.log(`intents-answered: 60 sent, ${codes.length} errors back (${limited} rate-limited with retryMs, ${codes.length - limited} seat errors)`);
    expect(codes).toHaveLength(60);
    expect(limited).toBeGreaterThan(0);
    expect(p.errors().find((e) => e.code === 'msg/rate-limited')!.retryMs).toBeGreaterThan(0);
    await sleep(2500);
    // A frame of 1 MB is refused by its length.
    const big = raw(faults, id);
    await big.opened;
    big.send('{"t":"sync","pad":"' + 'x'.repeat(1024 * 1024) + '"}');
    await big.waitFor(() => big.errors().some((e) => e.code === 'msg/too-large'), 5000, 'too large');
    // The players were never disturbed.
    expect(players.flatMap((c) => c.errors())).toEqual([]);
  });

  it('a stored game whose moves no longer replay opens read-only, showing the last good state and the whole log', async () => {
    const { id, hostSecret, players } = await seated(faults, 2, { rounds: '5' });
    players[0]!.send({ t: 'start' });
    await Promise.all(players.map((p) => p.waitFor(() => p.view.status === 'playing', 10_000, 'start')));
    // Round 1: both play, then the round's winner passes (a move the new rules do not have).
    const phase = () => (players[0]!.view.view as { phase: string }).phase;
    for (let i = 0; i < 4 && phase() === 'play'; i++) {
      await step(players);
      await Promise.all(players.map((p) => p.waitFor(() => p.view.gv === players[0]!.view.gv || p.view.gv > players[0]!.view.gv, 5000)));
      await sleep(50);
    }
    expect(phase()).toBe('winner');
    const winner = players.find((p) => p.view.active.includes(p.view.you.seat!))!;
    const gv = winner.view.gv;
    winner.send({ t: 'move', v: gv, move: { type: 'pass' } });
    await Promise.all(players.map((p) => p.waitFor(() => p.view.gv === gv + 1, 10_000, 'pass applied')));
    await step(players);
    const logBefore = players[0]!.sync.log.map((l) => l.text);
    const stored = players[0]!.view.gv;
    const secrets = players.map((p) => p.seatSecret!);
    for (const p of players) p.close();
    await faults.restart({ TEST_GAMES: 'changed' });
    try {
      const back = open(faults, id, { seatSecret: secrets[0], hostSecret });
      await back.waitFor(() => back.sync.table !== null, 15_000, 'the table opens');
      console.log(`needs-migration: opened with ${JSON.stringify(back.view.migration)}, log ${back.sync.log.length} lines (was ${logBefore.length})`);
      expect(back.view.migration).toEqual({ replayed: gv, stored, code: 'move/no-pass' });
      expect(back.view.gv).toBe(gv);
      expect(back.sync.log.map((l) => l.text)).toEqual(logBefore);
      back.send({ t: 'move', v: back.view.gv, move: { type: 'draw' } });
      await back.waitForError('table/needs-migration');
    } finally {
      await faults.restart({});
    }
    // Under the rules it was saved with, it plays on: nothing was lost.
    const again = open(faults, id, { seatSecret: secrets[0] });
    await again.waitFor(() => again.sync.table !== null, 15_000, 'the table opens again');
    expect(again.view.migration).toBeUndefined();
    expect(again.view.gv).toBe(stored);
  }, 90_000);
});
