// The table's connections: keyed by the server's object, rebuilt after hibernation from what each
// socket saved on itself, capped per table and address; crowds, snapshots and bots after a restart.
import { describe, expect, it } from 'vitest';
import { FakeConn, freshView, makeTable, seatAndStart, secretOf, settle } from '../test/helpers/fake-table';
import { Table } from './table';
import { LIMITS } from './limits';
import { readSaved } from './conns';

describe('connections', () => {
  it('are keyed by the connection object: a late close of an old socket with the same id leaves the new one alone', async () => {
    const h = await makeTable({ seats: 2 });
    const [p0, p1] = await seatAndStart(h, 2);
    const again = new FakeConn(h.table);
    Object.defineProperty(again, 'id', { value: p1!.id });
    h.table.connect(again);
    await again.say({ t: 'hello', protocol: 2, seatSecret: secretOf(p1!) });
    h.drop(p1!);
    await again.say({ t: 'ping', n: 3 });
    expect(again.received.at(-1)).toEqual({ t: 'pong', n: 3 });
    const gv = h.table.gv;
    const hand = (again.view.view as { hand: number[] }).hand;
    await again.say({ t: 'move', v: gv, move: { type: 'play', card: hand[0] } });
    expect(h.table.gv).toBe(gv + 1);
    await h.timers.drain();
    expect(p0!.view.seats[1]!.connected).toBe(true);
  });

  it('are rebuilt after hibernation from the state saved on each socket, and re-based with a snapshot', async () => {
    const h = await makeTable({ seats: 2 });
    const [p0, p1] = await seatAndStart(h, 2);
    const watcher = await h.join();
    await h.timers.drain();
    expect(readSaved(p1!.state)).toMatchObject({ hello: true, seat: secretOf(p1!), host: false });
    // Evicted: a new Table over the same storage; the sockets are still open.
    const woke = new Table('t1', h.env);
    await woke.restore();
    for (const c of [p0!, p1!, watcher]) woke.adopt(c);
    for (const c of [p0!, p1!, watcher]) Object.defineProperty(c, 'table', { value: woke });
    const snaps = p1!.received.filter((m) => m.t === 'snapshot').length;
    const hand = (p1!.view.view as { hand: number[] }).hand;
    await p1!.say({ t: 'move', v: woke.gv, move: { type: 'play', card: hand[0] } });
    await h.timers.drain();
    expect(p1!.received.filter((m) => m.t === 'snapshot').length).toBe(snaps + 1);
    expect(p1!.view.you.seat).toBe(1);
    expect(p0!.view.you.host).toBe(true);
    expect(watcher.view.spectators).toBe(1);
    expect(p0!.view.gv).toBe(woke.gv);
    expect(p0!.gaps + p1!.gaps + watcher.gaps).toBe(0);
  });

  it('a socket whose close is the first the woken room hears of it still leaves: everyone sees its seat away at once', async () => {
    const h = await makeTable({ seats: 2 });
    const [p0, p1] = await seatAndStart(h, 2);
    const watcher = await h.join();
    await h.timers.drain();
    expect(watcher.view.seats[1]!.connected).toBe(true);
    // Evicted while idle; P1's close wakes the room. The runtime lists only open sockets to adopt
    // (server.ts onStart), so P1's is not among them when its close arrives.
    const woke = new Table('t1', h.env);
    await woke.restore();
    for (const c of [p0!, watcher]) woke.adopt(c);
    for (const c of [p0!, p1!, watcher]) Object.defineProperty(c, 'table', { value: woke });
    woke.disconnect(p1!);
    await h.timers.drain();
    for (const c of [p0!, watcher]) expect(c.view.seats[1]!.connected).toBe(false);
    expect(p0!.view.seats[0]!.connected).toBe(true);
  });

  it('are capped per table and per address, with a clear refusal', async () => {
    const h = await makeTable({ seats: 2 });
    const table = new Table('t1', { ...h.env, connsPerTable: 5, connsPerAddress: 3 });
    await table.restore();
    const at = (addr: string) => {
      const c = new FakeConn(table);
      return { c, ok: table.connect(c, addr) };
    };
    expect([at('a'), at('a'), at('a')].every((x) => x.ok)).toBe(true);
    const fourth = at('a');
    expect(fourth.ok).toBe(false);
    expect(fourth.c.lastError()).toMatchObject({ code: 'table/full', message: expect.stringMatching(/your address/) });
    expect(fourth.c.closed).toBe(true);
    expect([at('b'), at('c')].every((x) => x.ok)).toBe(true);
    const sixth = at('d');
    expect(sixth.ok).toBe(false);
    expect(sixth.c.lastError()!.message).toMatch(/full/);
  });
});

describe('crowds and snapshots', () => {
  it('a crowd saying hello gets one snapshot each and a few coalesced patches, not one per joiner', async () => {
    const h = await makeTable({ seats: 2 });
    const players = await seatAndStart(h, 2);
    const crowd: FakeConn[] = [];
    for (let i = 0; i < 300; i++) {
      // Three hundred people, each from their own address (one address is capped far lower).
      const c = new FakeConn(h.table);
      expect(h.table.connect(c, `10.0.${i >> 8}.${i & 255}`)).toBe(true);
      await c.say({ t: 'hello', protocol: 2 });
      crowd.push(c);
    }
    await h.timers.drain();
    const frames = crowd.reduce((n, c) => n + c.received.length, 0);
    expect(frames / crowd.length).toBeLessThanOrEqual(4);
    for (const c of [...crowd, ...players]) expect(c.view.spectators).toBe(300);
    expect(crowd.reduce((n, c) => n + c.gaps, 0)).toBe(0);
  });

  it('a crowd of spectators gets quick moves batched into one patch, players get each at once', async () => {
    const h = await makeTable({ seats: 2 });
    const [p0, p1] = await seatAndStart(h, 2);
    const crowd: FakeConn[] = [];
    for (let i = 0; i < 260; i++) crowd.push(await h.join());
    await h.timers.drain();
    h.timers.now += 1000;
    const before = crowd.map((c) => c.received.length);
    const p0Before = p0!.received.length;
    const play = (p: FakeConn) => p.say({ t: 'move', v: h.table.gv, move: { type: 'play', card: (p.view.view as { hand: number[] }).hand[0] } });
    // The first move after a quiet spell reaches everyone at once; the next, a moment later, waits.
    await play(p0!);
    expect(crowd.every((c, i) => c.received.length === before[i]! + 1)).toBe(true);
    h.timers.now += 50;
    await play(p1!);
    expect(p0!.received.length).toBe(p0Before + 2);
    expect(crowd.every((c, i) => c.received.length === before[i]! + 1)).toBe(true);
    await h.timers.drain();
    expect(crowd.every((c, i) => c.received.length === before[i]! + 2)).toBe(true);
    const fresh = freshView(h.table, null);
    for (const c of crowd) expect(c.view).toEqual(fresh);
    expect(crowd.reduce((n, c) => n + c.gaps, 0)).toBe(0);
  });

  it('below the crowd size, spectators get every move at once', async () => {
    const h = await makeTable({ seats: 2 });
    const [p0, p1] = await seatAndStart(h, 2);
    const crowd: FakeConn[] = [];
    for (let i = 0; i < 100; i++) crowd.push(await h.join());
    await h.timers.drain();
    const before = crowd.map((c) => c.received.length);
    for (const p of [p0!, p1!]) await p.say({ t: 'move', v: h.table.gv, move: { type: 'play', card: (p.view.view as { hand: number[] }).hand[0] } });
    expect(crowd.every((c, i) => c.received.length === before[i]! + 2)).toBe(true);
    expect(crowd[0]!.view).toEqual(freshView(h.table, null));
  });

  it('snapshots past their limit wait, coalesced into one', async () => {
    const h = await makeTable({ seats: 2 });
    await seatAndStart(h, 2);
    const c = await h.join();
    for (let i = 0; i < 20; i++) await c.say({ t: 'sync' });
    const snaps = () => c.received.filter((m) => m.t === 'snapshot').length;
    expect(snaps()).toBe(LIMITS.snapshots.burst);
    expect(c.errors()).toEqual([]);
    await h.timers.drain();
    expect(snaps()).toBe(LIMITS.snapshots.burst + 1);
  });
});

describe('restore', () => {
  it('re-arms the bot to move: an all-bot game restored mid-way plays to the end', async () => {
    const h = await makeTable({ seats: 3 });
    const host = await h.join({ host: true });
    for (let s = 0; s < 3; s++) await host.say({ t: 'bot', seat: s, bot: 'random' });
    await host.say({ t: 'start' });
    // Two bot moves, then the server goes away with the next one scheduled.
    for (let i = 0; i < 2; i++) {
      h.timers.now += 10;
      await h.timers.drain(1);
    }
    const restored = new Table('t1', { ...h.env });
    await restored.restore();
    expect(restored.gv).toBe(h.table.gv);
    // Only the restored table's timers matter now: drop the old one's by running them on a dead table.
    await h.timers.drain();
    const w = new FakeConn(restored);
    restored.connect(w);
    await w.say({ t: 'hello', protocol: 2 });
    expect(restored.meta!.status).toBe('over');
  });

  it('a stored move that no longer replays leaves the table readable, marked, with its whole log', async () => {
    const { highcard, highcardWithoutPass } = await import('../test/games/highcard');
    const h = await makeTable({ seats: 2 });
    const [p0, p1] = await seatAndStart(h, 2);
    for (const p of [p0!, p1!]) await p.say({ t: 'move', v: h.table.gv, move: { type: 'play', card: (p.view.view as { hand: number[] }).hand[0] } });
    const winner = [p0!, p1!].find((p) => p.view.active.includes(p.view.you.seat!))!;
    await winner.say({ t: 'move', v: h.table.gv, move: { type: 'pass' } });
    const stored = h.table.gv;
    const log = h.table.log.length;
    const changed = new Table('t1', { ...h.env, games: { [highcard.id]: highcardWithoutPass } });
    await changed.restore();
    expect(changed.migration).toEqual({ replayed: 2, stored, code: 'move/no-pass' });
    expect(changed.log).toHaveLength(log);
    const c = new FakeConn(changed);
    changed.connect(c);
    await c.say({ t: 'hello', protocol: 2, seatSecret: secretOf(p0!) });
    expect(c.view.migration).toEqual(changed.migration);
    expect(c.view.gv).toBe(2);
    await c.say({ t: 'move', v: 2, move: { type: 'draw' } });
    expect(c.lastError()!.code).toBe('table/needs-migration');
    expect((await h.kv.list('m:')).size).toBe(stored);
    await settle();
  });
});
