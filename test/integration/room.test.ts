// Against a real `wrangler dev`: rooms, seats, spectators, bad input, restart, reconnect, chat.
import { describe, expect, it } from 'vitest';
import WS from 'ws';
import * as Y from 'yjs';
import YProvider from 'y-partyserver/provider';
import { serverSuite } from '../helpers/suite';
import { createTable, TableClient } from '../helpers/client';
import { MAX_CLIENT_MESSAGE_BYTES } from '../../shared/protocol';

const suite = serverSuite({ testGames: true, botDelayMs: 0 });
const { open } = suite;


type HighCardView = { hand: number[] | null; phase: string; played: unknown[] };
const legalOf = (c: TableClient) => (c.view.legal ?? []) as unknown[];

async function seatedTable(n: number) {
  const { id, hostSecret } = await createTable(suite.server.url, 'highcard', n, { rounds: '3' });
  const players: TableClient[] = [];
  for (let i = 0; i < n; i++) {
    const c = open(id, i === 0 ? { hostSecret } : {});
    await c.waitFor(() => c.sync.table !== null, 10_000, 'snapshot');
    c.send({ t: 'sit', seat: i, name: `Player ${i + 1}`, color: (['red', 'blue', 'green', 'yellow', 'purple'] as const)[i]! });
    await c.waitFor(() => c.view.you.seat === i, 10_000, 'seated');
    players.push(c);
  }
  return { id, hostSecret, players };
}

/** Each active player plays its first legal move, once. */
async function step(players: TableClient[]) {
  const gv = players[0]!.view.gv;
  const mover = players.find((p) => p.view.active.includes(p.view.you.seat!) && legalOf(p).length > 0);
  if (!mover) throw new Error('nobody to move');
  mover.send({ t: 'move', v: mover.view.gv, move: legalOf(mover)[0] });
  await Promise.all(players.map((p) => p.waitFor(() => p.view.gv > gv, 10_000, 'move applied')));
}

describe('a table over real sockets', () => {
  it('seats, reclaim with the secret, hijack without it, spectators see no hands', async () => {
    const { id, hostSecret, players } = await seatedTable(3);
    const spectator = open(id);
    await spectator.waitFor(() => spectator.sync.table !== null);
    players[0]!.send({ t: 'start' });
    await Promise.all([...players, spectator].map((p) => p.waitFor(() => p.view.status === 'playing')));
    expect((players[1]!.view.view as HighCardView).hand).toHaveLength(3);
    expect((spectator.view.view as HighCardView).hand).toBeNull();

    // Reload: a new socket with the secret is the same seat.
    const secret = players[2]!.seatSecret!;
    players[2]!.close();
    const again = open(id, { seatSecret: secret });
    await again.waitFor(() => again.sync.table !== null);
    expect(again.view.you.seat).toBe(2);
    expect(again.view.view).toEqual(players[2]!.view.view);
    players[2] = again;

    // Without the secret nobody acts for that seat.
    const thief = open(id, { seatSecret: 'AAAAAAAAAAAAAAAAAAAAAA', hostSecret: 'BBBBBBBBBBBBBBBBBBBBBB' });
    await thief.waitForError('seat/bad-secret');
    thief.send({ t: 'move', v: thief.view.gv, move: { type: 'play', card: 1 } });
    await thief.waitForError('move/spectator');
    thief.send({ t: 'kick', seat: 1 });
    await thief.waitForError('host/only-host');

    for (let i = 0; i < 3; i++) await step(players);
    // Nothing hidden reached the spectator: no hand, no face-down card values, no private lines.
    for (const text of spectator.raw) {
      expect(text).not.toMatch(/"hand":\[\d/);
      expect(text).not.toContain('"private"');
    }
    expect(spectator.view.view).not.toBeNull();
    expect(hostSecret).not.toBe('');
  });

  it('every bad input gets an error to its sender only and changes nothing', async () => {
    const { players } = await seatedTable(2);
    players[0]!.send({ t: 'start' });
    await Promise.all(players.map((p) => p.waitFor(() => p.view.status === 'playing')));
    const [p0, p1] = players as [TableClient, TableClient];
    const p1Before = p1.raw.length;
    const gv = p0.view.gv;
    const viewBefore = JSON.stringify(p0.view);
    const sendRaw = (text: string) => p0.socket.send(text);
    const cases: [() => void, string][] = [
      [() => sendRaw('{nope'), 'msg/bad-json'],
      [() => sendRaw(JSON.stringify({ t: 'fly' })), 'msg/bad-schema'],
      [() => sendRaw(JSON.stringify({ t: 'move', v: gv, move: { type: 'play', card: -3 } })), 'move/bad-schema'],
      [() => sendRaw(JSON.stringify({ t: 'move', v: gv, move: { type: 'play', card: 98 } })), 'move/not-in-hand'],
      [() => sendRaw(JSON.stringify({ t: 'move', v: gv + 3, move: legalOf(p0)[0] })), 'move/bad-version'],
      [() => sendRaw('"' + 'x'.repeat(MAX_CLIENT_MESSAGE_BYTES) + '"'), 'msg/too-large'],
    ];
    for (const [act, code] of cases) {
      const wait = p0.waitForError(code);
      act();
      await wait;
    }
    // Not your turn: p0 plays, then tries again while only p1 is to play.
    p0.send({ t: 'move', v: gv, move: legalOf(p0)[0] });
    await p0.waitFor(() => p0.view.gv === gv + 1);
    const wait = p0.waitForError('move/not-your-turn');
    p0.send({ t: 'move', v: p0.view.gv, move: { type: 'play', card: (p0.view.view as HighCardView).hand![0] } });
    await wait;
    // Stale: a move made against a version before your own last move.
    expect(JSON.parse(viewBefore).gv).toBe(gv);
    // Flood: far beyond the rate limit, one error, and the table is still fine.
    const flood = p0.waitForError('msg/rate-limited');
    for (let i = 0; i < 150; i++) p0.send({ t: 'ping', n: i });
    await flood;
    await new Promise((r) => setTimeout(r, 300));
    // p1 saw only p0's one legal move land: the errors went to p0 alone.
    const p1Msgs = p1.received.slice(0).map((m) => m.t);
    expect(p1Msgs.filter((t) => t === 'error')).toEqual([]);
    expect(p1.raw.length - p1Before).toBeLessThanOrEqual(3);
    expect(p1.view.gv).toBe(gv + 1);
  });

  it('survives a server restart mid-game with identical views, then plays on to the end', async () => {
    const { id, hostSecret, players } = await seatedTable(3);
    const spectator = open(id);
    players[0]!.send({ t: 'start' });
    await Promise.all(players.map((p) => p.waitFor(() => p.view.status === 'playing')));
    for (let i = 0; i < 5; i++) await step(players);
    const before = players.map((p) => ({ view: p.view.view, gv: p.view.gv, seats: p.view.seats.map((s) => s.name) }));
    await spectator.waitFor(() => spectator.view.gv === players[0]!.view.gv, 10_000, 'spectator caught up');
    const specBefore = spectator.view.view;
    const secrets = players.map((p) => p.seatSecret!);
    for (const c of [...players, spectator]) c.close();
    await suite.server.restart();
    const back = secrets.map((s, i) => open(id, i === 0 ? { seatSecret: s, hostSecret } : { seatSecret: s }));
    const spec2 = open(id);
    await Promise.all([...back, spec2].map((c) => c.waitFor(() => c.sync.table !== null, 15_000)));
    expect(back.map((p) => ({ view: p.view.view, gv: p.view.gv, seats: p.view.seats.map((s) => s.name) }))).toEqual(before);
    expect(spec2.view.view).toEqual(specBefore);
    let guard = 0;
    while (back[0]!.view.status === 'playing' && guard++ < 60) await step(back);
    await Promise.all(back.map((p) => p.waitFor(() => p.view.status === 'over')));
    expect(back[0]!.view.result!.scores).toHaveLength(3);
  });

  it('a dropped socket reconnects by itself and catches up', async () => {
    const { players } = await seatedTable(2);
    players[0]!.send({ t: 'start' });
    await Promise.all(players.map((p) => p.waitFor(() => p.view.status === 'playing')));
    const [p0, p1] = players as [TableClient, TableClient];
    const snapshots = p1.received.filter((m) => m.t === 'snapshot').length;
    p1.socket.reconnect(); // drops the connection; partysocket opens a new one
    await step([p0]);
    await p1.waitFor(() => p1.received.filter((m) => m.t === 'snapshot').length > snapshots && p1.view.gv === p0.view.gv, 10_000, 'resync');
    expect(p1.view.you.seat).toBe(1);
    expect(p1.view.seats[1]!.connected).toBe(true);
  });

  it('a table of bots plays to the end', async () => {
    const { id, hostSecret } = await createTable(suite.server.url, 'highcard', 4);
    const host = open(id, { hostSecret });
    await host.waitFor(() => host.sync.table !== null);
    for (let s = 0; s < 4; s++) host.send({ t: 'bot', seat: s, bot: 'random' });
    await host.waitFor(() => host.view.seats.every((s) => s.controller === 'bot'));
    host.send({ t: 'start' });
    await host.waitFor(() => host.view.status === 'over', 20_000, 'bots finish');
    expect(host.view.result!.winners.length).toBeGreaterThan(0);
    // Rematch: a new table with the same seats; the host secret still works there.
    host.send({ t: 'rematch' });
    await host.waitFor(() => host.view.rematch !== null);
    const next = open(host.view.rematch!, { hostSecret });
    await next.waitFor(() => next.sync.table !== null);
    expect(next.view.status).toBe('lobby');
    expect(next.view.you.host).toBe(true);
    expect(next.view.seats.map((s) => s.controller)).toEqual(['bot', 'bot', 'bot', 'bot']);
  });

  it('an unknown table says so', async () => {
    const c = open('no-such-table-id-000000');
    await c.waitForError('table/not-found');
    const r = await fetch(`${suite.server.url}/api/tables`, { method: 'POST', body: JSON.stringify({ game: 'chess', seats: 2 }) });
    expect(r.status).toBe(400);
    expect(((await r.json()) as { error: { code: string } }).error.code).toBe('table/not-found');
    // Rooms take no HTTP from outside: seats cannot be planted through a crafted create.
    const planted = await fetch(`${suite.server.url}/parties/table/chosen-id-123/create`, {
      method: 'POST',
      headers: { 'x-trollmoot-internal': 'worker' },
      body: JSON.stringify({ game: 'highcard', seats: 2, from: { hostSecret: 'x', seats: [] } }),
    });
    expect(planted.status).toBe(404);
  });
});

describe('chat and cursors (Yjs)', () => {
  it('a chat line and a cursor from one client reach another', async () => {
    const { id } = await createTable(suite.server.url, 'highcard', 2);
    const docs = [new Y.Doc(), new Y.Doc()];
    const providers = docs.map((d) => new YProvider(suite.server.host, id, d, { party: 'chat', WebSocketPolyfill: WS as never, disableBc: true }));
    try {
      await Promise.all(providers.map((p) => new Promise<void>((res) => (p.synced ? res() : p.once('synced', () => res())))));
      const got = new Promise<unknown>((res) => docs[1]!.getArray('chat').observe(() => res(docs[1]!.getArray('chat').get(0))));
      docs[0]!.getArray('chat').push([{ name: 'Ann', color: 'gray', text: 'hello trolls', seat: null, at: 1 }]);
      expect(await got).toMatchObject({ name: 'Ann', text: 'hello trolls' });
      const seen = new Promise<void>((res) =>
        providers[1]!.awareness.on('change', () => {
          for (const [client, st] of providers[1]!.awareness.getStates()) {
            if (client === docs[0]!.clientID && (st as { cursor?: unknown }).cursor) res();
          }
        }),
      );
      providers[0]!.awareness.setLocalState({ user: { name: 'Ann', color: 'gray' }, cursor: { x: 0.5, y: 0.25 } });
      await seen;
      // A line over the cap (from a modified client) is refused by the room: nobody else gets it.
      const refused = new Promise<string>((res) => providers[0]!.on('custom-message', (m: string) => res(m)));
      docs[0]!.getArray('chat').push([{ name: 'Eve', color: 'gray', text: 'x'.repeat(5000), seat: null, at: 2 }]);
      expect(JSON.parse(await refused)).toMatchObject({ t: 'refused' });
      await new Promise((r) => setTimeout(r, 200));
      expect(docs[1]!.getArray('chat').toArray().map((l) => (l as { text: string }).text)).toEqual(['hello trolls']);
    } finally {
      for (const p of providers) p.destroy();
    }
  });
});
