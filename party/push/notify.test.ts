// The room's side of Web Push, without a server: who is told of their turn, once, with what words;
// what is refused and that nothing of it is kept; 404/410; a restart mid-send.
import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeTable, seatAndStart, secretOf, settle, type Harness } from '../../test/helpers/fake-table';
import { highcard, type HighCardState } from '../../test/games/highcard';
import { LIMITS } from '../limits';
import { MemoryKV } from '../store';
import { Table } from '../table';
import type { PushSub } from './check';
import { Notify, tableName, type NotifyHost } from './notify';
import type { PushSender } from './send';
import type { FakeConn } from '../../test/helpers/fake-table';

function subscription(endpoint = `https://push.example.net/s/${randomBytes(6).toString('hex')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

interface Sent {
  endpoint: string;
  title: string;
  url: string;
}

/** A push service stand-in: records what the room sends; answers `status()` (or never, while `hold` is set). */
function fakePush(h: Harness, status: () => number = () => 201) {
  const sent: Sent[] = [];
  const ctl = { sent, hold: false, allowLocalHttp: false };
  const sender: PushSender = {
    get allowLocalHttp() {
      return ctl.allowLocalHttp;
    },
    send: (sub: PushSub, payload: string) => {
      if (ctl.hold) return new Promise<number>(() => undefined);
      const p = JSON.parse(payload) as { title: string; url: string };
      sent.push({ endpoint: sub.endpoint, title: p.title, url: p.url });
      return Promise.resolve(status());
    },
  };
  h.env.push = sender;
  return ctl;
}

const stored = async (kv: MemoryKV) => (await kv.get<{ subs: Record<string, PushSub>; owed: unknown[] }>('push')) ?? null;
const legal = (h: Harness, seat: number) => highcard.legalMoves(h.table.state as HighCardState, seat)[0]!;
const active = (h: Harness) => highcard.activeSeats(h.table.state as HighCardState);
async function flush(h: Harness) {
  for (let i = 0; i < 4; i++) await settle();
  await h.timers.advance(0);
}

describe('push: who may subscribe, and what is kept', () => {
  it('a spectator, or a connection whose seat key is forged, is refused and nothing is kept', async () => {
    const h = await makeTable({ seats: 2 });
    fakePush(h);
    await seatAndStart(h, 2);
    const watcher = await h.join();
    const forger = await h.join({ seatSecret: 'secret_000000999999' });
    for (const c of [watcher, forger]) {
      await c.say({ t: 'push', sub: subscription() });
      expect(c.lastError()?.code).toBe('push/not-seated');
    }
    expect(await stored(h.kv)).toBeNull();
  });

  it('refuses a subscription over 1 KB, a non-https endpoint, bad keys, with a clear error; keeps nothing', async () => {
    const h = await makeTable({ seats: 2 });
    const ctl = fakePush(h);
    const [a] = await seatAndStart(h, 2);
    const key = secretOf(a!);
    const bad: [unknown, string][] = [
      [{ ...subscription(), endpoint: `https://push.example.net/${'x'.repeat(1000)}` }, 'push/too-large'],
      [subscription('http://push.example.net/s/1'), 'push/bad-endpoint'],
      [subscription('http://127.0.0.1:9/s/1'), 'push/bad-endpoint'],
      [subscription('ftp://push.example.net/s/1'), 'push/bad-endpoint'],
      [subscription('https://user:pw@push.example.net/s/1'), 'push/bad-endpoint'],
      [subscription('not a url'), 'push/bad-endpoint'],
      [{ ...subscription(), keys: { p256dh: randomBytes(65).toString('base64url'), auth: randomBytes(16).toString('base64url') } }, 'push/bad-keys'],
      [{ ...subscription(), keys: { ...subscription().keys, auth: randomBytes(12).toString('base64url') } }, 'push/bad-keys'],
      [{ ...subscription(), keys: { ...subscription().keys, p256dh: 'not base64url!' } }, 'push/bad-keys'],
      [{ ...subscription(), extra: 'x' }, 'push/bad-subscription'],
      ['https://push.example.net', 'push/bad-subscription'],
    ];
    for (const [sub, code] of bad) {
      // A connection each: refused ones count against the allowance too (a flood of bad ones is a flood).
      const c = await h.join({ seatSecret: key });
      await c.say({ t: 'push', sub });
      expect(c.lastError()?.code, JSON.stringify(sub).slice(0, 80)).toBe(code);
      expect(c.lastError()?.message.length).toBeGreaterThan(10);
    }
    expect(await stored(h.kv)).toBeNull();
    // The test's own push service on this machine, only where the server allows it (PUSH_DEV_HTTP).
    ctl.allowLocalHttp = true;
    const local = await h.join({ seatSecret: key });
    await local.say({ t: 'push', sub: subscription('http://example.org/s/1') });
    expect(local.lastError()?.code).toBe('push/bad-endpoint');
    await local.say({ t: 'push', sub: subscription('http://127.0.0.1:9/s/1') });
    expect(local.received.at(-1)).toEqual({ t: 'push', on: true });
    expect(Object.values((await stored(h.kv))!.subs).map((s) => s.endpoint)).toEqual(['http://127.0.0.1:9/s/1']);
    // One tap stops it.
    await local.say({ t: 'push', sub: null });
    expect(local.received.at(-1)).toEqual({ t: 'push', on: false });
    expect((await stored(h.kv))!.subs).toEqual({});
  });

  it('a flood of subscribe messages is refused past the allowance: only an allowed one is kept', async () => {
    const h = await makeTable({ seats: 2 });
    fakePush(h);
    const [a] = await seatAndStart(h, 2);
    const subs = Array.from({ length: 12 }, (_, i) => subscription(`https://push.example.net/s/${i}`));
    for (const sub of subs) await a!.say({ t: 'push', sub });
    const limited = a!.errors().filter((e) => e.code === 'msg/rate-limited');
    expect(limited).toHaveLength(subs.length - LIMITS.push.burst);
    expect(limited[0]!.retryMs).toBeGreaterThan(0);
    const kept = Object.values((await stored(h.kv))!.subs);
    expect(kept.map((s) => s.endpoint)).toEqual([`https://push.example.net/s/${LIMITS.push.burst - 1}`]);
    // Only the endpoint and the two keys are kept.
    expect(Object.keys(kept[0]!).sort()).toEqual(['auth', 'endpoint', 'p256dh']);
  });
});

describe('push: your turn', () => {
  it('tells the subscribed seat whose page is closed once per turn, in words naming the game and table; nothing to others, nothing seen by anyone', async () => {
    const h = await makeTable({ seats: 2 });
    const ctl = fakePush(h);
    // Seat 0 (the host) keeps its page open; seat 1 closes its page between its turns.
    const [open, closing] = await seatAndStart(h, 2);
    const key = secretOf(closing!);
    const subClosed = subscription();
    const subOpen = subscription();
    await closing!.say({ t: 'push', sub: subClosed });
    await open!.say({ t: 'push', sub: subOpen });
    expect(closing!.received.at(-1)).toEqual({ t: 'push', on: true });
    const watcher = await h.join();
    let conn: FakeConn | null = closing!;
    let owed = 0;
    for (let step = 0; step < 200 && h.table.meta!.status === 'playing'; step++) {
      if (active(h).includes(1)) {
        conn ??= await h.join({ seatSecret: key });
        // Its page, opened again, is told it is notified.
        expect(conn.received.some((m) => m.t === 'push' && m.on)).toBe(true);
        await conn.say({ t: 'move', v: h.table.gv, move: legal(h, 1) });
      } else {
        if (conn) h.drop(conn);
        conn = null;
        await flush(h);
        const before = active(h).includes(1);
        await open!.say({ t: 'move', v: h.table.gv, move: legal(h, 0) });
        await flush(h);
        // Exactly one message each time its turn begins with its page closed.
        if (!before && active(h).includes(1)) owed++;
        expect(ctl.sent).toHaveLength(owed);
      }
    }
    expect(h.table.meta!.status).toBe('over');
    expect(owed).toBeGreaterThan(0);
    for (const s of ctl.sent) {
      expect(s.endpoint).toBe(subClosed.endpoint);
      expect(s.title).toBe('Your turn at High Card (test game), P0’s table');
      expect(s.url).toBe('/t/t1');
    }
    // Nobody ever sees an endpoint or key: not the players, not a spectator.
    for (const c of [open!, closing!, watcher]) {
      const all = c.raw.join('\n');
      for (const x of [subClosed.endpoint, subClosed.keys.p256dh, subClosed.keys.auth, subOpen.endpoint, subOpen.keys.auth]) expect(all).not.toContain(x);
    }
    // A finished game keeps no subscription.
    expect(await stored(h.kv)).toEqual({ subs: {}, told: [], owed: [], next: 1 });
  });

  it('names the table by its host, else by the other people seated', () => {
    const seat = (name: string | null, host = false) => ({ name, color: null, controller: name ? ('human' as const) : ('bot' as const), secret: null, bot: null, host });
    const meta = (seats: ReturnType<typeof seat>[]) => ({ id: 't', game: 'g', options: {}, seats, hostSecret: 'h', status: 'playing' as const, seed: null });
    expect(tableName(meta([seat('Ann', true), seat('Bob')]), 1)).toBe('Ann’s table');
    expect(tableName(meta([seat('Ann', true), seat('Bob')]), 0)).toBe('your table');
    expect(tableName(meta([seat('Ann'), seat('Bob'), seat(null), seat('Cid')]), 1)).toBe('the table with Ann and Cid');
    expect(tableName(meta([seat('Ann'), seat('Bob'), seat('Cid'), seat('Dag')]), 0)).toBe('the table with Bob, Cid and Dag');
    expect(tableName(meta([seat('Ann'), seat(null)]), 0)).toBe('your table with bots');
  });

  it('once per turn: a seat told of its turn is not told again until it has moved (an undo and the same move again, a step of another seat)', async () => {
    const seats = ['Ann', 'Bo'].map((name, i) => ({ name, color: null, controller: 'human' as const, secret: `key${i}_0000000000000000`, bot: null, host: i === 0 }));
    const host: NotifyHost = {
      id: 't9',
      meta: { id: 't9', game: 'g', options: {}, seats, hostSecret: 'h', status: 'playing', seed: null },
      game: null,
      env: { kv: new MemoryKV(), now: () => 0 },
      standins: { why: () => null },
      connsHoldingSeat: () => [],
      serial: (fn) => Promise.resolve(fn()),
      armAlarm: () => undefined,
    };
    const n = new Notify(host);
    await n.subscribe(1, seats[1]!.secret, { endpoint: 'https://push.example.net/s/1', p256dh: 'x', auth: 'y' });
    const owed = (r: ReturnType<Notify['after']>) => r?.owed.length ?? 0;
    // Ann moves: Bo's turn begins. One message owed.
    let r = n.after(new Set([0]), [1], new Set([0]), false);
    expect(owed(r)).toBe(1);
    n.adopt(r!);
    // Ann takes it back (Bo is no longer to move), then moves again: nothing more is owed.
    r = n.after(new Set([1]), [0], new Set(), false);
    if (r) n.adopt(r);
    r = n.after(new Set([0]), [1], new Set([0]), false);
    expect(r === null || owed(r) === 1).toBe(true);
    if (r) n.adopt(r);
    // Bo moves, Ann moves, Bo's next turn begins: told again.
    r = n.after(new Set([1]), [0], new Set([1]), false);
    expect(owed(r)).toBe(0);
    n.adopt(r!);
    r = n.after(new Set([0]), [1], new Set([0]), false);
    expect(owed(r)).toBe(1);
  });

  it('at the start: a seat that subscribed in the lobby and closed its page is told its first turn', async () => {
    const h = await makeTable({ seats: 2 });
    const ctl = fakePush(h);
    const ann = await h.join({ host: true });
    const bo = await h.join();
    await ann.say({ t: 'sit', seat: 0, name: 'Ann', color: 'red' });
    await bo.say({ t: 'sit', seat: 1, name: 'Bo', color: 'blue' });
    const sub = subscription();
    await bo.say({ t: 'push', sub });
    expect(bo.received.at(-1)).toEqual({ t: 'push', on: true });
    h.drop(bo);
    // What storage holds when the message goes out: it is owed there (a restart would find it).
    const send = h.env.push!.send;
    let atSend: unknown[] = [];
    h.env.push = { allowLocalHttp: false, send: (x, text) => ((atSend = (JSON.parse(h.kv.data.get('push')!) as { owed: unknown[] }).owed), send(x, text)) };
    await ann.say({ t: 'start' });
    await flush(h);
    expect(atSend).toHaveLength(1);
    expect(ctl.sent.map((s) => [s.endpoint, s.title])).toEqual([[sub.endpoint, 'Your turn at High Card (test game), Ann’s table']]);
    expect((await stored(h.kv))!.owed).toEqual([]);
  });

  it('never for a seat a bot plays for now', async () => {
    const h = await makeTable({ seats: 2 });
    const ctl = fakePush(h);
    const [a, b] = await seatAndStart(h, 2);
    await a!.say({ t: 'push', sub: subscription() });
    // A hands its seat to a bot and closes the page: its turns are the bot's, nobody is told.
    await a!.say({ t: 'leave', bot: 'random' });
    h.drop(a!);
    for (let i = 0; i < 12 && h.table.meta!.status === 'playing'; i++) {
      if (active(h).includes(1)) await b!.say({ t: 'move', v: h.table.gv, move: legal(h, 1) });
      await h.timers.advance(50);
      await flush(h);
    }
    expect(ctl.sent).toHaveLength(0);
  });

  it('a 404 or 410 from the push service drops the subscription; other failures are tried again later', async () => {
    for (const gone of [404, 410]) {
      const h = await makeTable({ seats: 2 });
      let answer = 503;
      const ctl = fakePush(h, () => answer);
      const [a, b] = await seatAndStart(h, 2);
      const secretA = secretOf(a!);
      await a!.say({ t: 'push', sub: subscription() });
      await a!.say({ t: 'move', v: h.table.gv, move: legal(h, 0) });
      h.drop(a!);
      // Play B until A's turn begins (A's page closed).
      while (!active(h).includes(0)) await b!.say({ t: 'move', v: h.table.gv, move: legal(h, 1) });
      await flush(h);
      expect(ctl.sent).toHaveLength(1);
      expect((await stored(h.kv))!.owed).toHaveLength(1);
      // 503: kept, tried again after its wait (the table's one alarm), then the service says gone.
      answer = gone;
      await h.timers.advance(29_000);
      expect(ctl.sent).toHaveLength(1);
      await h.timers.advance(2_000);
      await flush(h);
      expect(ctl.sent).toHaveLength(2);
      const after = (await stored(h.kv))!;
      expect(after.subs).toEqual({});
      expect(after.owed).toEqual([]);
      const back = await h.join({ seatSecret: secretA });
      expect(back.received.some((m) => m.t === 'push')).toBe(false);
    }
  });

  it('what is owed survives a restart mid-send: the new room sends it once, on its alarm', async () => {
    const h = await makeTable({ seats: 2 });
    const ctl = fakePush(h);
    const [a, b] = await seatAndStart(h, 2);
    await a!.say({ t: 'push', sub: subscription() });
    await a!.say({ t: 'move', v: h.table.gv, move: legal(h, 0) });
    h.drop(a!);
    ctl.hold = true;
    while (!active(h).includes(0)) await b!.say({ t: 'move', v: h.table.gv, move: legal(h, 1) });
    await flush(h);
    expect(ctl.sent).toHaveLength(0);
    expect((await stored(h.kv))!.owed).toHaveLength(1);
    // The room is evicted while its send hangs; a new one is built from storage.
    ctl.hold = false;
    const table = new Table('t1', h.env);
    await table.restore();
    await flush(h);
    expect(ctl.sent).toHaveLength(0);
    await h.timers.advance(61_000);
    await flush(h);
    expect(ctl.sent).toHaveLength(1);
    expect((await stored(h.kv))!.owed).toEqual([]);
    await h.timers.advance(600_000);
    expect(ctl.sent).toHaveLength(1);
  });
});
