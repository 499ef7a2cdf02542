// Web Push end to end against a real `wrangler dev` and a push service started here
// (test/helpers/pushservice.ts: RFC 8030, VAPID checked, RFC 8291 opened with the device's own
// private key). PUSH_DEV_HTTP lets this test's plain-http loopback endpoints in; nothing else does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSuite } from '../helpers/suite';
import type { TableClient } from '../helpers/client';
import { startPushService, type PushService } from '../helpers/pushservice';
import { LIMITS } from '../../party/limits';
import { newVapidKeys } from '../../party/push/vapid';
import type { CreateTableResponse, ServerMessage } from '../../shared/protocol';

const suite = serverSuite({ testGames: true, botDelayMs: 0, vars: { PUSH_DEV_HTTP: '1', CLOCK_MINUTE_MS: '1000' } }, 60_000);
const { open } = suite;
let push: PushService;
beforeAll(async () => {
  push = await startPushService();
});
afterAll(async () => {
  await push?.stop();
});

const pushOn = (c: TableClient) => c.received.filter((m): m is Extract<ServerMessage, { t: 'push' }> => m.t === 'push').at(-1)?.on;
const snapshots = (c: TableClient) => c.received.filter((m) => m.t === 'snapshot').length;

async function ready(c: TableClient) {
  await c.waitFor(() => c.sync.table !== null, 10_000, 'snapshot');
}

/** A started 2-seat High Card table: Ann (host, seat 0) and Bo (seat 1), both pages open. */
async function table() {
  const r = await fetch(`${suite.server.url}/api/tables`, { method: 'POST', body: JSON.stringify({ game: 'highcard', seats: 2, options: { rounds: '5' } }) });
  const { id, hostSecret } = (await r.json()) as CreateTableResponse;
  const ann = open(id, { hostSecret });
  const bo = open(id);
  await ready(ann);
  await ready(bo);
  ann.send({ t: 'sit', seat: 0, name: 'Ann', color: 'red' });
  bo.send({ t: 'sit', seat: 1, name: 'Bo', color: 'blue' });
  await ann.waitFor(() => ann.view.seats.every((s) => s.controller === 'human'), 10_000, 'seated');
  await bo.waitFor(() => bo.seatSecret !== undefined && bo.view.you.seat === 1, 10_000, 'bo seated');
  ann.send({ t: 'start' });
  await ann.waitFor(() => ann.view.status === 'playing', 10_000, 'started');
  return { id, ann, bo, boKey: bo.seatSecret! };
}

/** Whether a page of the seat with this key is told, after its hello, that the seat is notified. */
async function notified(id: string, key: string): Promise<boolean> {
  const probe = open(id, { seatSecret: key });
  await ready(probe);
  // `sync` is answered in the room's queue after the hello, whose `push` comes first if it comes.
  probe.send({ t: 'sync' });
  await probe.waitFor(() => snapshots(probe) >= 2, 10_000, 'second snapshot');
  probe.close();
  return pushOn(probe) === true;
}

/**
 * Ann plays whenever Bo is not to move; Bo closes his page whenever it is not his turn and opens it
 * again for his turn. `onTurn(n)` runs when Bo's n-th turn has begun with his page closed.
 */
async function play(id: string, ann: TableClient, boKey: string, onTurn: (n: number) => Promise<void>): Promise<number> {
  let bo: TableClient | null = null;
  let turns = 0;
  for (let step = 0; step < 100 && ann.view.status === 'playing'; step++) {
    if (ann.view.active.includes(1)) {
      const b = (bo ??= open(id, { seatSecret: boKey }));
      await b.waitFor(() => b.sync.table !== null && b.view.gv === ann.view.gv, 10_000, 'bo up to date');
      const gv = b.view.gv;
      b.send({ t: 'move', v: gv, move: b.view.legal![0] });
      await ann.waitFor(() => ann.view.gv > gv, 10_000, 'bo moved');
      continue;
    }
    if (bo) {
      bo.close();
      bo = null;
      await ann.waitFor(() => !ann.view.seats[1]!.connected, 10_000, 'bo gone');
    }
    const gv = ann.view.gv;
    ann.send({ t: 'move', v: gv, move: ann.view.legal![0] });
    await ann.waitFor(() => ann.view.gv > gv, 10_000, 'ann moved');
    if (ann.view.active.includes(1) && ann.view.status === 'playing') await onTurn(++turns);
  }
  bo?.close();
  expect(ann.view.status).toBe('over');
  return turns;
}

describe('Web Push', () => {
  it('the seat whose page is closed gets exactly one message per turn, in the right words; nobody else gets any', async () => {
    const { id, ann, bo, boKey } = await table();
    // Bo's phone, and Ann's (her page stays open: she is never sent anything).
    const phone = push.device(`bo-${id.slice(0, 8)}`);
    const annPhone = push.device(`ann-${id.slice(0, 8)}`);
    bo.send({ t: 'push', sub: phone.subscription });
    await bo.waitFor(() => pushOn(bo) === true, 10_000, 'subscribed');
    ann.send({ t: 'push', sub: annPhone.subscription });
    await ann.waitFor(() => pushOn(ann) === true, 10_000, 'ann subscribed');
    // A spectator, and a connection whose seat key is forged, cannot subscribe.
    const thief = push.device(`thief-${id.slice(0, 8)}`);
    const watcher = open(id);
    const forger = open(id, { seatSecret: `${boKey.slice(0, -4)}${boKey.endsWith('AAAA') ? 'BBBB' : 'AAAA'}` });
    for (const c of [watcher, forger]) {
      await ready(c);
      c.send({ t: 'push', sub: thief.subscription });
      await c.waitForError('push/not-seated');
    }
    expect(forger.errors().map((e) => e.code)).toContain('seat/bad-secret');

    bo.close();
    const turns = await play(id, ann, boKey, async (n) => {
      // Exactly one message per turn: the n-th arrives, and no second one for the same turn.
      await push.until(() => phone.messages.length >= n, 10_000, `message ${n}`);
      expect(phone.messages).toHaveLength(n);
    });
    // Bo's page was open for his first turn; after that, how many turns begin depends on the deal
    // (a seat's only card is played by the room itself), at least one.
    expect(turns).toBeGreaterThanOrEqual(1);
    expect(phone.messages).toHaveLength(turns);
    expect(phone.requests).toBe(turns);
    for (const m of phone.messages) {
      expect(m.title).toBe('Your turn at High Card (test game), Ann’s table');
      expect(m.url).toBe(`/t/${id}`);
      expect(m.tag).toBe(`turn:${id}`);
    }
    expect(annPhone.requests).toBe(0);
    expect(thief.requests).toBe(0);
    expect(push.refused).toEqual([]);
    // Every request was signed with the key pages subscribe with.
    const served = ((await (await fetch(`${suite.server.url}/api/push/key`)).json()) as { key: string }).key;
    expect([...push.signers]).toEqual([served]);
    // Nobody was ever shown an endpoint or a key.
    for (const c of [ann, bo, watcher, forger]) {
      const all = c.raw.join('\n');
      for (const d of [phone, annPhone, thief]) {
        expect(all).not.toContain(d.endpoint);
        expect(all).not.toContain(d.subscription.keys.auth);
      }
    }
  });

  it('a 410 from the push service drops the subscription: nothing is sent to it again', async () => {
    const { id, ann, bo, boKey } = await table();
    const phone = push.device(`gone-${id.slice(0, 8)}`);
    phone.status = 410;
    bo.send({ t: 'push', sub: phone.subscription });
    await bo.waitFor(() => pushOn(bo) === true, 10_000, 'subscribed');
    bo.close();
    const turns = await play(id, ann, boKey, async (n) => {
      if (n !== 1) return;
      await push.until(() => phone.requests === 1, 10_000, 'the 410 asked');
      // Dropped once the 410 is answered: Bo's pages are no longer told his seat is notified.
      let on = true;
      for (let i = 0; i < 50 && on; i++) on = await notified(id, boKey);
      expect(on).toBe(false);
    });
    expect(turns).toBeGreaterThanOrEqual(1);
    expect(phone.requests).toBe(1);
    expect(phone.messages).toEqual([]);
  });

  it('a message owed when the server restarts mid-send is sent after it, once; the move was answered without waiting for it', async () => {
    const { id, ann, bo, boKey } = await table();
    const phone = push.device(`restart-${id.slice(0, 8)}`);
    bo.send({ t: 'push', sub: phone.subscription });
    await bo.waitFor(() => pushOn(bo) === true, 10_000, 'subscribed');
    // Bo plays his card and closes his page; his push service hangs.
    bo.send({ t: 'move', v: bo.view.gv, move: bo.view.legal![0] });
    await ann.waitFor(() => ann.view.gv === 1, 10_000, 'bo played');
    bo.close();
    await ann.waitFor(() => !ann.view.seats[1]!.connected, 10_000, 'bo gone');
    phone.hold = true;
    // Ann plays until Bo's turn begins: each move is answered while the message hangs.
    while (!ann.view.active.includes(1) && ann.view.status === 'playing') {
      const gv = ann.view.gv;
      ann.send({ t: 'move', v: gv, move: ann.view.legal![0] });
      await ann.waitFor(() => ann.view.gv > gv, 10_000, 'ann moved');
    }
    await push.until(() => phone.requests === 1, 10_000, 'the message in flight');
    // The server stops with the send unanswered and starts again: the room's alarm (an unanswered
    // send is tried again after one minute of the table's clock, a second here) sends it once.
    ann.close();
    phone.hold = false;
    await suite.server.restart({ PUSH_DEV_HTTP: '1', CLOCK_MINUTE_MS: '1000' });
    await push.until(() => phone.messages.length === 1, 15_000, 'sent after the restart');
    expect(phone.messages[0]!.title).toBe('Your turn at High Card (test game), Ann’s table');
    // Once: the owed message is gone (a page of Bo's seat, opened now, starts no other).
    const back = open(id, { seatSecret: boKey });
    await ready(back);
    expect(phone.requests).toBe(2);
    expect(phone.messages).toHaveLength(1);
  });

  it('Forget on My tables stops the seat’s notifications by its key; a wrong key, a bad body, an unknown table and a flood change nothing', async () => {
    const { id, ann, bo, boKey } = await table();
    const tag = id.slice(0, 8);
    const phone = push.device(`forget-${tag}`);
    const annPhone = push.device(`forget-ann-${tag}`);
    bo.send({ t: 'push', sub: phone.subscription });
    await bo.waitFor(() => pushOn(bo) === true, 10_000, 'subscribed');
    ann.send({ t: 'push', sub: annPhone.subscription });
    await ann.waitFor(() => pushOn(ann) === true, 10_000, 'ann subscribed');
    const stop = (body: unknown) => fetch(`${suite.server.url}/api/push/stop`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
    const forged = `${boKey.slice(0, -4)}${boKey.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    // A key that holds nothing here is answered as any other: nothing is learnt, nothing changes.
    const wrong = await stop({ id, seat: forged });
    expect([wrong.status, await wrong.json()]).toEqual([200, { stopped: true }]);
    const refused = [await stop('{"id":'), await stop({ id, seat: boKey, sub: null }), await stop({ id, seat: 'short' }), await stop({ id: 'x'.repeat(32), seat: boKey }), await stop({ id, seat: `${boKey}${'x'.repeat(300)}` })];
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 404, 413]);
    for (const r of refused) expect(((await r.json()) as { error: { message: string } }).error.message.length).toBeGreaterThan(15);
    expect(await notified(id, boKey)).toBe(true);
    // Bo forgets the table: his open page hears that his seat is no longer notified, Ann's stays.
    const ok = await stop({ id, seat: boKey });
    expect([ok.status, await ok.json()]).toEqual([200, { stopped: true }]);
    await bo.waitFor(() => pushOn(bo) === false, 10_000, 'bo told it stopped');
    expect(await notified(id, boKey)).toBe(false);
    expect(await notified(id, ann.seatSecret!)).toBe(true);
    expect(pushOn(ann)).toBe(true);
    // Ten a minute per address: the eleventh is refused with when to try again.
    const flood = await Promise.all(Array.from({ length: 10 }, () => stop({ id, seat: forged })));
    const statuses = flood.map((r) => r.status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect(flood.find((r) => r.status === 429)!.headers.get('retry-after')).toMatch(/^\d+$/);
    // Bo's turns come with his page closed: nothing is sent to his phone.
    bo.close();
    await play(id, ann, boKey, async () => {});
    expect(phone.requests).toBe(0);
    expect(annPhone.requests).toBe(0);
  });

  it('a subscription over 1 KB, a non-https endpoint and a flood are refused with clear errors, and none of them is kept', async () => {
    const { id, ann, bo, boKey } = await table();
    const tag = id.slice(0, 8);
    const big = push.device(`big-${tag}`);
    bo.send({ t: 'push', sub: { ...big.subscription, endpoint: `${big.endpoint}?pad=${'x'.repeat(1000)}` } });
    await bo.waitForError('push/too-large');
    bo.send({ t: 'push', sub: { ...big.subscription, endpoint: big.endpoint.replace('http://127.0.0.1', 'http://push.example.net') } });
    await bo.waitForError('push/bad-endpoint');
    expect(bo.errors().every((e) => e.message.length > 20)).toBe(true);
    // A flood from a fresh connection of Bo's seat: its allowance goes through, the rest is refused.
    const flood = Array.from({ length: 10 }, (_, i) => push.device(`flood${i}-${tag}`));
    const other = open(id, { seatSecret: boKey });
    await ready(other);
    for (const d of flood) other.send({ t: 'push', sub: d.subscription });
    const refused = flood.length - LIMITS.push.burst;
    await other.waitFor(() => other.errors().filter((e) => e.code === 'msg/rate-limited').length === refused, 10_000, 'flood refused');
    await other.waitFor(() => other.received.filter((m) => m.t === 'push').length === LIMITS.push.burst, 10_000, 'allowed ones answered');
    other.close();
    bo.close();
    await ann.waitFor(() => !ann.view.seats[1]!.connected, 10_000, 'bo gone');
    // The one kept is the last one allowed: Bo's next turn goes there, and nowhere else.
    const kept = flood[LIMITS.push.burst - 1]!;
    let first = 0;
    await play(id, ann, boKey, async (n) => {
      if (n === 1) await push.until(() => kept.messages.length === 1, 10_000, 'kept one told');
      first ||= n;
    });
    expect(first).toBe(1);
    expect(big.requests).toBe(0);
    for (const d of flood) if (d !== kept) expect(d.requests, d.name).toBe(0);
    expect(push.refused).toEqual([]);
  });

  it('signs with the key pair given as Worker secrets, and serves its public half to pages', async () => {
    const given = await newVapidKeys();
    await suite.server.restart({ PUSH_DEV_HTTP: '1', CLOCK_MINUTE_MS: '1000', VAPID_PUBLIC_KEY: given.publicKey, VAPID_PRIVATE_KEY: given.privateKey, VAPID_SUBJECT: 'mailto:ops@example.org' });
    const served = ((await (await fetch(`${suite.server.url}/api/push/key`)).json()) as { key: string }).key;
    expect(served).toBe(given.publicKey);
    const { id, ann, bo, boKey } = await table();
    const phone = push.device(`given-${id.slice(0, 8)}`);
    bo.send({ t: 'push', sub: phone.subscription });
    await bo.waitFor(() => pushOn(bo) === true, 10_000, 'subscribed');
    bo.close();
    push.signers.clear();
    await play(id, ann, boKey, async (n) => {
      if (n === 1) await push.until(() => phone.messages.length === 1, 10_000, 'first message');
    });
    expect([...push.signers]).toEqual([given.publicKey]);
    expect(push.refused).toEqual([]);
  });
});
