import { describe, expect, it } from 'vitest';
import { FakeConn, freshView, makeTable, seatAndStart, secretOf, settle } from '../helpers/fake-table';
import { highcard, type HighCardState } from '../games/highcard';
import { MAX_CLIENT_MESSAGE_BYTES } from '../../shared/protocol';
import type { Table } from '../../party/table';
import type { ServerMessage } from '../../shared/protocol';

function pickLegal(table: Table, seat: number) {
  return highcard.legalMoves(table.state as HighCardState, seat)[0]!;
}

describe('seats', () => {
  it('a visitor sits by name and colour, gets a secret, and everyone sees the seat', async () => {
    const h = await makeTable();
    const a = await h.join({ host: true });
    const watcher = await h.join();
    await a.say({ t: 'sit', seat: 1, name: '  Ann  ', color: 'blue' });
    await h.timers.drain();
    expect(a.received.some((m) => m.t === 'seated' && m.seat === 1)).toBe(true);
    expect(a.view.you.seat).toBe(1);
    expect(watcher.view.seats[1]).toMatchObject({ name: 'Ann', color: 'blue', controller: 'human', connected: true });
    expect(watcher.view.spectators).toBe(1);
    // The secret reached only the one who sat.
    const secret = secretOf(a);
    expect(watcher.raw.join('\n')).not.toContain(secret);
  });

  it('a new connection with the secret reclaims the seat; without it, it only watches', async () => {
    const h = await makeTable();
    const conns = await seatAndStart(h, 2);
    const secret = secretOf(conns[1]!);
    h.drop(conns[1]!);
    await h.timers.drain();
    expect(conns[0]!.view.seats[1]!.connected).toBe(false);

    const back = await h.join({ seatSecret: secret });
    expect(back.view.you.seat).toBe(1);
    await h.timers.drain();
    expect(conns[0]!.view.seats[1]!.connected).toBe(true);

    const thief = await h.join({ seatSecret: 'secret_999999999999' });
    expect(thief.lastError()?.code).toBe('seat/bad-secret');
    expect(thief.view.you.seat).toBeNull();
    const gv = h.table.gv;
    await thief.say({ t: 'move', v: gv, move: pickLegal(h.table, 1) });
    expect(thief.lastError()?.code).toBe('move/spectator');
    expect(h.table.gv).toBe(gv);
  });

  it('only the host starts, and not with too few players', async () => {
    const h = await makeTable();
    const host = await h.join({ host: true });
    const other = await h.join();
    await other.say({ t: 'sit', seat: 0, name: 'Bo', color: 'red' });
    await other.say({ t: 'start' });
    expect(other.lastError()?.code).toBe('host/only-host');
    await host.say({ t: 'start' });
    expect(host.lastError()?.code).toBe('host/not-enough-players');
    await host.say({ t: 'sit', seat: 2, name: 'Cy', color: 'red' });
    expect(host.lastError()?.code).toBe('seat/taken');
    await host.say({ t: 'sit', seat: 2, name: 'Cy', color: 'green' });
    await host.say({ t: 'start' });
    await h.timers.drain();
    // The empty middle seat is dropped; seat order is kept.
    expect(host.view.status).toBe('playing');
    expect(host.view.seats.map((s) => s.name)).toEqual(['Bo', 'Cy']);
    expect(host.view.you.seat).toBe(1);
    expect(other.view.you.seat).toBe(0);
  });

  it('a player kicked or standing in the lobby is told, and watches with a fresh view', async () => {
    const h = await makeTable();
    const host = await h.join({ host: true });
    const dan = await h.join();
    const watcher = await h.join();
    await host.say({ t: 'sit', seat: 0, name: 'Host', color: 'red' });
    await dan.say({ t: 'sit', seat: 1, name: 'Dan', color: 'blue' });
    expect(host.view.seats[0]!.host).toBe(true);
    expect(host.view.seats[1]!.host).toBe(false);
    await host.say({ t: 'kick', seat: 1 });
    await h.timers.drain();
    expect(dan.lastError()?.code).toBe('seat/not-seated');
    expect(dan.view.you.seat).toBeNull();
    expect(dan.view).toEqual(watcher.view);
    expect([dan.gaps, watcher.gaps]).toEqual([0, 0]);
    await dan.say({ t: 'sit', seat: 1, name: 'Dan', color: 'blue' });
    await dan.say({ t: 'stand' });
    await h.timers.drain();
    expect(dan.view.you.seat).toBeNull();
    expect(dan.view.seats[1]!.controller).toBeNull();
    expect(dan.view).toEqual(watcher.view);
  });

  it('the host frees an absent seat mid-game; a newcomer or a bot takes it', async () => {
    const h = await makeTable();
    const [p0, p1] = await seatAndStart(h, 3);
    await p0!.say({ t: 'kick', seat: 1 });
    expect(p0!.lastError()?.code).toBe('seat/not-absent');
    h.drop(p1!);
    await p0!.say({ t: 'kick', seat: 1 });
    await h.timers.drain();
    expect(p0!.view.seats[1]).toMatchObject({ controller: null, color: 'blue' });
    const newcomer = await h.join();
    await newcomer.say({ t: 'sit', seat: 1, name: 'Dee', color: 'purple' });
    // Mid-game, the seat keeps its colour.
    expect(newcomer.view.seats[1]).toMatchObject({ name: 'Dee', color: 'blue' });
    expect(newcomer.view.you.seat).toBe(1);
  });
});

describe('moves and deltas', () => {
  it('plays a whole game; every client view equals a fresh view after every move', async () => {
    const h = await makeTable({ seats: 3, options: { rounds: '5' } });
    const players = await seatAndStart(h, 3);
    const spectator = await h.join();
    let guard = 0;
    while (h.table.meta!.status === 'playing' && guard++ < 200) {
      const active = highcard.activeSeats(h.table.state as HighCardState);
      const seat = active[guard % active.length]!;
      await players[seat]!.say({ t: 'move', v: h.table.gv, move: pickLegal(h.table, seat) });
      await h.timers.drain();
      for (const [seatNo, c] of players.entries()) {
        expect(c.view).toEqual(freshView(h.table, seatNo, seatNo === 0));
      }
      expect(spectator.view).toEqual(freshView(h.table, null));
    }
    expect(h.table.meta!.status).toBe('over');
    expect(spectator.view.result?.winners.length).toBeGreaterThan(0);
    for (const c of [...players, spectator]) {
      expect(c.gaps).toBe(0);
      expect(c.errors()).toEqual([]);
    }
    // Private log lines reach only their seat.
    const privateTo0 = players[0]!.sync.log.filter((e) => e.private);
    expect(privateTo0.length).toBeGreaterThan(0);
    expect(spectator.sync.log.some((e) => e.private)).toBe(false);
  });

  it('never sends the seed or the generator state, and spectators never see a hand', async () => {
    const h = await makeTable({ seats: 4 });
    const players = await seatAndStart(h, 4);
    const spectator = await h.join();
    const secrets = new Set<string>([h.table.meta!.seed!]);
    let guard = 0;
    while (h.table.meta!.status === 'playing' && guard++ < 200) {
      for (const n of (h.table.state as HighCardState).rng) secrets.add(String(n));
      const seat = highcard.activeSeats(h.table.state as HighCardState)[0]!;
      await players[seat]!.say({ t: 'move', v: h.table.gv, move: pickLegal(h.table, seat) });
      await h.timers.drain();
    }
    const all = [...players, spectator].flatMap((c) => c.raw).join('\n');
    for (const s of secrets) expect(all).not.toContain(s);
    for (const text of spectator.raw) expect(text).not.toMatch(/"hand":\[\d/);
    // A player never receives another seat's hand.
    for (const [seat, c] of players.entries()) {
      for (const m of c.received) {
        if (m.t === 'snapshot' && m.table.view) expect((m.table.view as { hand: unknown }).hand).not.toBeNull();
        void seat;
      }
    }
  });
});

describe('bad input changes nothing and answers only the sender', () => {
  it('rejects each kind of bad message with its own code', async () => {
    const h = await makeTable({ seats: 2 });
    const [p0, p1] = await seatAndStart(h, 2);
    const spectator = await h.join();
    await h.timers.drain();
    const before = { state: h.table.state, gv: h.table.gv, log: h.table.log.length, keys: [...h.kv.data.entries()] };
    const otherRaw = [p1!.raw.length, spectator.raw.length];
    const cases: [FakeConn, string, string][] = [
      [p0!, '{not json', 'msg/bad-json'],
      [p0!, JSON.stringify({ t: 'teleport' }), 'msg/bad-schema'],
      [p0!, JSON.stringify({ t: 'move' }), 'msg/bad-schema'],
      [p0!, JSON.stringify({ t: 'hello', protocol: 99 }), 'proto/version'],
      [p0!, JSON.stringify({ t: 'move', v: h.table.gv, move: { type: 'play', card: 'ace' } }), 'move/bad-schema'],
      [p0!, JSON.stringify({ t: 'move', v: h.table.gv, move: { type: 'play', card: 99 } }), 'move/not-in-hand'],
      [p0!, JSON.stringify({ t: 'move', v: h.table.gv + 5, move: pickLegal(h.table, 0) }), 'move/bad-version'],
      [p0!, JSON.stringify({ t: 'move', v: h.table.gv, move: { type: 'draw' } }), 'move/wrong-phase'],
      [p0!, 'x'.repeat(MAX_CLIENT_MESSAGE_BYTES + 1), 'msg/too-large'],
      [p0!, JSON.stringify({ t: 'sit', seat: 1, name: 'X', color: 'green' }), 'seat/already-seated'],
      [p0!, JSON.stringify({ t: 'kick', seat: 1 }), 'seat/not-absent'],
    ];
    for (const [c, text, code] of cases) {
      await c.sendRaw(text);
      expect(c.lastError()?.code, text.slice(0, 60)).toBe(code);
    }
    await spectator.say({ t: 'move', v: h.table.gv, move: pickLegal(h.table, 0) });
    expect(spectator.lastError()?.code).toBe('move/spectator');
    await h.timers.drain();
    expect(h.table.state).toBe(before.state);
    expect(h.table.gv).toBe(before.gv);
    expect(h.table.log.length).toBe(before.log);
    expect([...h.kv.data.entries()]).toEqual(before.keys);
    // p1 got none of p0's errors (spectator got only its own).
    expect(p1!.raw.length).toBe(otherRaw[0]);
    expect(spectator.errors().map((e) => e.code)).toEqual(['move/spectator']);
  });

  it('a stale move (made before your last move) is refused; a simultaneous one is not', async () => {
    const h = await makeTable({ seats: 3 });
    const [p0, p1, p2] = await seatAndStart(h, 3);
    const v0 = h.table.gv;
    const m0 = pickLegal(h.table, 0);
    await p0!.say({ t: 'move', v: v0, move: m0 });
    // p1 chose while p0's card landed: same phase, still valid.
    await p1!.say({ t: 'move', v: v0, move: pickLegal(h.table, 1) });
    expect(p1!.errors()).toEqual([]);
    expect(h.table.gv).toBe(v0 + 2);
    // A buffered duplicate of p0's move arrives after a reconnect: refused, not applied twice.
    await p0!.say({ t: 'move', v: v0, move: m0 });
    expect(['move/stale', 'move/not-your-turn']).toContain(p0!.lastError()?.code);
    await p2!.say({ t: 'move', v: h.table.gv, move: pickLegal(h.table, 2) });
    // Round over: the winner decides; a decision made against an old version is stale.
    const winner = (h.table.state as HighCardState).winner!;
    const conns = [p0!, p1!, p2!];
    await conns[winner]!.say({ t: 'move', v: v0, move: { type: 'pass' } });
    expect(conns[winner]!.lastError()?.code).toBe('move/stale');
    await conns[winner]!.say({ t: 'move', v: h.table.gv, move: { type: 'pass' } });
    expect((h.table.state as HighCardState).round).toBe(2);
  });

  it('every refused message gets its error; a sender that keeps on is muted (told so); later messages work again', async () => {
    const { LIMITS } = await import('../../party/limits');
    const h = await makeTable({ seats: 2 });
    const [p0, p1] = await seatAndStart(h, 2);
    // A short burst of pings past the ping limit: each refused one is answered, nothing dropped.
    const before = p1!.received.length;
    for (let i = 0; i < 30; i++) void h.table.message(p1!, JSON.stringify({ t: 'ping', n: i }));
    await settle();
    const answers = p1!.received.slice(before);
    expect(answers.filter((m) => m.t === 'pong')).toHaveLength(LIMITS.pings.burst);
    expect(answers.filter((m) => m.t === 'error' && m.code === 'msg/rate-limited')).toHaveLength(30 - LIMITS.pings.burst);
    expect((answers.find((m) => m.t === 'error') as { retryMs?: number }).retryMs).toBeGreaterThan(0);
    expect(p1!.closed).toBe(false);
    h.timers.now += 5000;
    await p1!.say({ t: 'ping', n: 1 });
    expect(p1!.received.at(-1)).toEqual({ t: 'pong', n: 1 });
    // A flood: errors until the strikes run out, then one notice that it is muted, then silence.
    const errorsBefore = p0!.errors().length;
    for (let i = 0; i < 200; i++) void h.table.message(p0!, JSON.stringify({ t: 'ping', n: i }));
    await settle();
    const flood = p0!.errors().slice(errorsBefore);
    expect(new Set(flood.map((e) => e.code))).toEqual(new Set(['msg/rate-limited']));
    expect(flood.length).toBe(LIMITS.strikes.burst + 2);
    expect(flood.at(-1)!.retryMs).toBe(LIMITS.muteMs);
    expect(p0!.received.filter((m) => m.t === 'pong').length).toBeLessThanOrEqual(LIMITS.pings.burst);
    const heard = p0!.received.length;
    await p0!.say({ t: 'move', v: h.table.gv, move: { type: 'pass' } });
    expect(p0!.received.length).toBe(heard);
    // Muted, not gone: it still sees the game, and speaks again once the time is up.
    h.timers.now += LIMITS.muteMs;
    await p0!.say({ t: 'ping', n: 2 });
    expect(p0!.received.at(-1)).toEqual({ t: 'pong', n: 2 });
    // The player comes back on a new connection with the secret and plays on.
    const back = await h.join({ seatSecret: secretOf(p0!) });
    expect(back.view.you.seat).toBe(0);
  });
});

describe('restart', () => {
  it('restores the exact state, log and seats from storage, with and without snapshots', async () => {
    for (const snapshotEvery of [4, 1000]) {
      const h = await makeTable({ seats: 3, options: { rounds: '5' }, snapshotEvery });
      const players = await seatAndStart(h, 3);
      for (let i = 0; i < 11; i++) {
        const seat = highcard.activeSeats(h.table.state as HighCardState)[0]!;
        await players[seat]!.say({ t: 'move', v: h.table.gv, move: pickLegal(h.table, seat) });
      }
      expect(h.kv.data.has('snap')).toBe(snapshotEvery === 4);
      const again = await makeTable({ kv: h.kv, snapshotEvery });
      expect(again.table.state).toEqual(h.table.state);
      expect(again.table.gv).toBe(h.table.gv);
      expect(again.table.log).toEqual(h.table.log);
      expect(again.table.meta).toEqual(h.table.meta);
      // A player reconnects with their secret and carries on.
      const back = await again.join({ seatSecret: secretOf(players[1]!) });
      expect(back.view.you.seat).toBe(1);
      expect(back.view.view).toEqual(players[1]!.view.view);
    }
  });
});

describe('the log keeps who sat where', () => {
  it('a page loaded after a seat changed hands words old lines with the names of their time, also after a restart', async () => {
    const h = await makeTable({ seats: 3, options: { rounds: '5' } });
    const [p0, p1, p2] = await seatAndStart(h, 3);
    const byP = [p0!, p1!, p2!];
    const play = async (n: number, conns: FakeConn[]) => {
      for (let i = 0; i < n; i++) {
        const seat = highcard.activeSeats(h.table.state as HighCardState)[0]!;
        await conns[seat]!.say({ t: 'move', v: h.table.gv, move: pickLegal(h.table, seat) });
      }
    };
    await play(3, byP);
    const before = h.table.log.length;
    expect(before).toBeGreaterThan(0);
    // P1 leaves; the host frees the seat; Dee takes it and plays on.
    h.drop(p1!);
    await p0!.say({ t: 'kick', seat: 1 });
    await h.timers.drain();
    const dee = await h.join();
    await dee.say({ t: 'sit', seat: 1, name: 'Dee', color: 'purple' });
    await play(3, [p0!, dee, p2!]);
    expect(h.table.log.length).toBeGreaterThan(before);
    // Only records whose names differ from the record before carry them: the first, and the first after the change.
    const stored = [...h.kv.data.entries()].filter(([k]) => k.startsWith('m:')).map(([, v]) => JSON.parse(v) as { who?: unknown });
    expect(stored.filter((r) => r.who).length).toBe(2);

    const check = (c: FakeConn) => {
      const snap = c.received.find((m) => m.t === 'snapshot') as Extract<ServerMessage, { t: 'snapshot' }>;
      const old = snap.log.filter((e) => e.i < before);
      const recent = snap.log.filter((e) => e.i >= before);
      expect(old.length).toBeGreaterThan(0);
      expect(recent.length).toBeGreaterThan(0);
      // Old lines name P1 at seat 1, the lines since carry nothing (today's names are right).
      for (const e of old) expect(e.who?.[1]).toEqual({ name: 'P1', color: 'blue' });
      for (const e of recent) expect(e.who).toBeUndefined();
      // The page keeps those names with the line.
      for (const e of c.sync.log) expect(e.who?.[1]?.name).toBe(e.i < before ? 'P1' : 'Dee');
    };
    check(await h.join());
    // The clients that were there all along stamped the same names as the lines arrived.
    for (const e of p0!.sync.log) expect(e.who?.[1]?.name).toBe(e.i < before ? 'P1' : 'Dee');
    // A look back at the moves so far words them the same way.
    const reader = await h.join();
    h.timers.now += 10_000;
    await reader.say({ t: 'replay', at: h.table.gv });
    const frame = reader.received.find((m) => m.t === 'replay') as Extract<ServerMessage, { t: 'replay' }>;
    expect(frame.log.some((e) => e.i < before) && frame.log.some((e) => e.i >= before)).toBe(true);
    for (const e of frame.log) expect(e.who?.[1]?.name).toBe(e.i < before ? 'P1' : undefined);
    // After a restart, from storage alone.
    const again = await makeTable({ kv: h.kv });
    check(await again.join());
  });
});

describe('bots', () => {
  it('a table of bots plays to the end on its own', async () => {
    const h = await makeTable({ seats: 4 });
    const host = await h.join({ host: true });
    for (let s = 0; s < 4; s++) await host.say({ t: 'bot', seat: s, bot: 'random' });
    await host.say({ t: 'start' });
    await h.timers.drain();
    expect(h.table.meta!.status).toBe('over');
    expect(host.view.result).not.toBeNull();
    expect(host.errors()).toEqual([]);
    expect(host.view.seats.every((s) => s.controller === 'bot' && s.connected)).toBe(true);
  });

  it('refuses a bot on a player\u2019s seat before the start, and for non-hosts', async () => {
    const h = await makeTable({ seats: 2 });
    const host = await h.join({ host: true });
    const bea = await h.join();
    await host.say({ t: 'sit', seat: 0, name: 'Ann', color: 'red' });
    await bea.say({ t: 'sit', seat: 1, name: 'Bea', color: 'blue' });
    await host.say({ t: 'bot', seat: 1, bot: 'random' });
    expect(host.lastError()?.code).toBe('seat/taken');
    await host.say({ t: 'start' });
    await bea.say({ t: 'bot', seat: 0, bot: 'random' });
    expect(bea.lastError()?.code).toBe('host/only-host');
    await host.say({ t: 'bot', seat: 1, bot: 'genius' });
    expect(host.lastError()?.code).toBe('host/no-bot');
  });
});

describe('rematch', () => {
  it('after the game the host opens a new table with the same people, who keep their seats', async () => {
    const h = await makeTable({ seats: 3 });
    const players = await seatAndStart(h, 3);
    await players[0]!.say({ t: 'rematch' });
    expect(players[0]!.lastError()?.code).toBe('table/not-over');
    h.drop(players[2]!);
    await players[0]!.say({ t: 'kick', seat: 2 });
    await players[0]!.say({ t: 'bot', seat: 2, bot: 'random' });
    let guard = 0;
    while (h.table.meta!.status === 'playing' && guard++ < 200) {
      await h.timers.drain();
      const seat = highcard.activeSeats(h.table.state as HighCardState).find((s) => s < 2);
      if (seat === undefined) continue;
      await players[seat]!.say({ t: 'move', v: h.table.gv, move: pickLegal(h.table, seat) });
    }
    expect(h.table.meta!.status).toBe('over');
    await players[1]!.say({ t: 'rematch' });
    expect(players[1]!.lastError()?.code).toBe('host/only-host');
    await players[0]!.say({ t: 'rematch' });
    const id = players[1]!.view.rematch!;
    expect(id).toBeTruthy();
    const next = h.spawned.get(id)!;
    expect(next.meta!.status).toBe('lobby');
    expect(next.meta!.seats.map((s) => [s.name, s.controller])).toEqual([
      ['P0', 'human'],
      ['P1', 'human'],
      ['Bot 3', 'bot'],
    ]);
    // The old secrets hold the new seats: the browser carries them over.
    const c = new FakeConn(next);
    next.connect(c);
    await c.say({ t: 'hello', protocol: 2, seatSecret: secretOf(players[1]!) });
    expect(c.view.you.seat).toBe(1);
  });
});

describe('unknown table', () => {
  it('a connection to a table never created is told so and closed', async () => {
    const { Table } = await import('../../party/table');
    const h = await makeTable();
    const empty = new Table('nope', { ...h.env, kv: new (await import('../../party/store')).MemoryKV() });
    await empty.restore();
    const c = new FakeConn(empty);
    empty.connect(c);
    expect(c.lastError()?.code).toBe('table/not-found');
    expect(c.closed).toBe(true);
  });
});

describe('compact deltas', () => {
  it('patch to the same result as full deltas, in fewer bytes', async () => {
    const { create } = await import('jsondiffpatch');
    const { compactDelta } = await import('../../party/views');
    const jdp = create({ arrays: { detectMove: false } });
    let r = 7;
    const rnd = (n: number) => ((r = (Math.imul(r, 48271) + 11) >>> 0) % n);
    const randomValue = (depth: number): unknown => {
      const k = rnd(depth > 2 ? 3 : 6);
      if (k === 0) return rnd(5);
      if (k === 1) return ['a', 'b', 'c'][rnd(3)];
      if (k === 2) return null;
      if (k === 3) return Array.from({ length: rnd(6) }, () => randomValue(depth + 1));
      return Object.fromEntries(Array.from({ length: rnd(4) }, (_, i) => [`k${i}`, randomValue(depth + 1)]));
    };
    const mutate = (v: unknown, depth = 0): unknown => {
      if (Array.isArray(v)) {
        const out = v.map((x) => (rnd(4) === 0 ? mutate(x, depth + 1) : x));
        if (rnd(3) === 0) out.splice(rnd(out.length + 1), 0, randomValue(depth + 1));
        if (rnd(3) === 0 && out.length > 0) out.splice(rnd(out.length), 1);
        return out;
      }
      if (v !== null && typeof v === 'object') {
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, rnd(3) === 0 ? mutate(x, depth + 1) : x]));
      }
      return rnd(2) === 0 ? randomValue(depth) : v;
    };
    let full = 0;
    let compact = 0;
    let sized = 0;
    for (let i = 0; i < 2000; i++) {
      const a = { x: randomValue(0), n: Array.from({ length: 8 }, () => rnd(3)) };
      const b = mutate(a) as typeof a;
      const d = jdp.diff(a, b);
      if (d === undefined) continue;
      const c = compactDelta(d);
      expect(jdp.patch(structuredClone(a), c as never)).toEqual(b);
      // With the new value at hand, long nested deltas become whole replacements: same result.
      const r = compactDelta(d, b);
      expect(jdp.patch(structuredClone(a), structuredClone(r) as never)).toEqual(b);
      expect(JSON.stringify(r).length).toBeLessThanOrEqual(JSON.stringify(c).length);
      full += JSON.stringify(d).length;
      compact += JSON.stringify(c).length;
      sized += JSON.stringify(r).length;
    }
    expect(compact).toBeLessThan(full);
    expect(sized).toBeLessThan(compact);
  });

  it('counts JSON sizes exactly, and stops early past a limit', async () => {
    const { jsonSizeUpTo } = await import('../../party/views');
    for (const v of [null, 3, 'a"b', [], {}, [1, [2, { a: null }]], { a: [1, 2], b: { c: 'x' }, d: true }, [null, 'é']]) {
      expect(jsonSizeUpTo(v, 1e9)).toBe(JSON.stringify(v).length);
    }
    const big = Array.from({ length: 10_000 }, (_, i) => ({ i }));
    const n = jsonSizeUpTo(big, 50);
    expect(n).toBeGreaterThan(50);
    expect(n).toBeLessThan(100);
  });
});
