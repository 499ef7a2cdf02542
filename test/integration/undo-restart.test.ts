// A request to undo waiting for answers, against a real `wrangler dev` with on-disk storage: the
// server restarts mid-request and the request is still shown to everyone with the time that was
// left, answering it works, and its deadline still refuses it (the table's alarm, re-armed for
// the time left), also when the deadline passed while the server was down; and a request made
// before the room hibernates is answered after it wakes. The answer time is scaled with
// CLOCK_MINUTE_MS (a Worker variable no client can set): 20 000 makes 45 s last 15 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server';
import { createTable, seatPlayers, TableClient } from '../helpers/client';
import type { HighCardView } from '../games/highcard';

const ANSWER_MS = 15_000;
const options = { testGames: true, botDelayMs: 0, vars: { CLOCK_MINUTE_MS: '20000' } };
const persistDir = mkdtempSync(join(tmpdir(), 'trollmoot-undo-'));
let server: RunningServer;
let clients: TableClient[] = [];
const open = (room: string, opts?: ConstructorParameters<typeof TableClient>[2]) => {
  const c = new TableClient(server.host, room, opts);
  clients.push(c);
  return c;
};
const closeAll = () => {
  for (const c of clients) c.close();
  clients = [];
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const hand = (c: TableClient) => (c.view.view as HighCardView).hand!;
const texts = (c: TableClient) => c.sync.log.map((e) => e.text);

beforeAll(async () => {
  server = await startServer({ ...options, persistDir });
}, 60_000);
afterAll(async () => {
  closeAll();
  await server?.stop();
  rmSync(persistDir, { recursive: true, force: true });
});

/** A 2-seat High Card table: Ann plays a card face down and asks the table to undo it. */
async function annAsks() {
  const { id, hostSecret } = await createTable(server.url, 'highcard', 2, { rounds: '5' });
  const [ann, bob] = [open(id, { hostSecret }), open(id)];
  await seatPlayers([ann, bob], ['Ann', 'Bob'], ['red', 'blue']);
  ann.send({ t: 'start' });
  // Each client gets its own frame: Ann's view may arrive after Bob's.
  for (const c of [ann, bob]) await c.waitFor(() => c.view.status === 'playing' && c.view.view !== null, 10_000, 'playing');
  const annHand = [...hand(ann)];
  ann.send({ t: 'move', v: ann.view.gv, move: { type: 'play', card: annHand[0] } });
  await ann.waitFor(() => ann.view.undo?.kind === 'ask', 10_000, 'ask offered');
  const asked = Date.now();
  ann.send({ t: 'undo', act: 'ask', v: ann.view.gv });
  await bob.waitFor(() => bob.view.undo?.request?.seat === 0, 10_000, 'request shown');
  return { id, hostSecret, ann, bob, annHand, asked, secrets: [ann.seatSecret!, bob.seatSecret!] };
}

/** Everyone back after the restart: Ann, Bob and a spectator, each with a snapshot. */
async function rejoin(id: string, secrets: string[], hostSecret: string) {
  const ann = open(id, { seatSecret: secrets[0], hostSecret });
  const bob = open(id, { seatSecret: secrets[1] });
  const spec = open(id);
  for (const c of [ann, bob, spec]) await c.waitFor(() => c.sync.table !== null, 20_000, 'snapshot after restart');
  return { ann, bob, spec };
}

describe('a request to undo across a restart', () => {
  it('is shown again to everyone with the time left, and answering it works', async () => {
    const { id, hostSecret, bob, annHand, asked, secrets } = await annAsks();
    const before = { gv: bob.view.gv, log: texts(bob) };
    expect(before.log.at(-1)).toBe('{p0} asks the table to undo their last move.');
    closeAll();
    await server.restart();
    const back = await rejoin(id, secrets, hostSecret);
    const left = ANSWER_MS - (Date.now() - asked);
    expect(left, 'the restart took less than the answer time').toBeGreaterThan(1000);
    for (const c of [back.ann, back.bob, back.spec]) {
      expect(c.view.gv).toBe(before.gv);
      expect(c.view.undo?.request).toMatchObject({ seat: 0, moves: 1, waiting: [1], accepted: [] });
      // The time left, not the full answer time.
      expect(c.view.undo!.request!.ms).toBeLessThan(ANSWER_MS);
      expect(c.view.undo!.request!.ms).toBeGreaterThan(left - 2000);
      expect(texts(c).at(-1)).toBe(before.log.at(-1));
    }
    // The same log as before the restart, for a seat that did not play it as for a spectator.
    expect(texts(back.bob)).toEqual(before.log);
    expect(texts(back.spec)).toEqual(before.log);
    // The card Ann played is not in her hand until the table agrees.
    expect(hand(back.ann)).not.toContain(annHand[0]);
    back.bob.send({ t: 'undo', act: 'accept' });
    await back.spec.waitFor(() => texts(back.spec).at(-1) === 'The table agreed: {p0} takes back their last move.', 10_000, 'agreed');
    await back.ann.waitFor(() => hand(back.ann).length === annHand.length, 10_000, 'card back');
    expect(hand(back.ann)).toEqual(annHand);
    expect(back.spec.view.undo?.request).toBeUndefined();
    expect([...back.ann.errors(), ...back.bob.errors()]).toEqual([]);
    // The game goes on: Ann plays again.
    back.ann.send({ t: 'move', v: back.ann.view.gv, move: { type: 'play', card: annHand[1] } });
    await back.bob.waitFor(() => (back.bob.view.view as HighCardView).played[0] === 'played', 10_000, 'Ann played again');
    closeAll();
  }, 120_000);

  it('its deadline still refuses it after a restart, with the time that was left', async () => {
    const { id, hostSecret, annHand, asked, secrets } = await annAsks();
    closeAll();
    await server.restart();
    const back = await rejoin(id, secrets, hostSecret);
    expect(back.bob.view.undo?.request?.waiting).toEqual([1]);
    // Nobody answers: the restored alarm closes it when the time left runs out, not before.
    const lapsed = 'No answer in time: {p0} keeps their turn.';
    await back.spec.waitFor(() => texts(back.spec).at(-1) === lapsed, ANSWER_MS + 10_000, 'no answer in time');
    expect(Date.now() - asked).toBeGreaterThanOrEqual(ANSWER_MS - 100);
    expect(back.spec.view.undo?.request).toBeUndefined();
    expect(hand(back.ann)).not.toContain(annHand[0]);
    back.bob.send({ t: 'undo', act: 'accept' });
    await back.bob.waitForError('undo/no-request');
    expect(back.ann.errors()).toEqual([]);
    closeAll();
  }, 120_000);

  it('a deadline that passed while the server was down refuses it as soon as the room is back', async () => {
    const { id, hostSecret, annHand, asked, secrets } = await annAsks();
    closeAll();
    await server.stop();
    await sleep(Math.max(0, asked + ANSWER_MS + 500 - Date.now()));
    server = await startServer({ ...options, persistDir });
    const back = await rejoin(id, secrets, hostSecret);
    const lapsed = 'No answer in time: {p0} keeps their turn.';
    await back.spec.waitFor(() => texts(back.spec).at(-1) === lapsed, 10_000, 'refused on waking');
    expect(back.bob.view.undo?.request).toBeUndefined();
    expect(hand(back.ann)).not.toContain(annHand[0]);
    back.bob.send({ t: 'undo', act: 'accept' });
    await back.bob.waitForError('undo/no-request');
    closeAll();
  }, 120_000);

  it('a request made before the room hibernates is still there when it wakes, and answering it works', async () => {
    // 30 s to answer: the room is evicted after about 10 s idle, well before.
    await server.restart({ CLOCK_MINUTE_MS: '40000' });
    const { ann, bob, annHand } = await annAsks();
    const snapshots = bob.received.filter((m) => m.t === 'snapshot').length;
    // Idle with both sockets open, past the eviction time.
    await sleep(16_000);
    bob.send({ t: 'undo', act: 'accept' });
    await bob.waitFor(() => texts(bob).at(-1) === 'The table agreed: {p0} takes back their last move.', 10_000, 'agreed after the wake');
    // A snapshot re-basing Bob proves the room was rebuilt from storage, not kept in memory.
    expect(bob.received.filter((m) => m.t === 'snapshot').length - snapshots).toBeGreaterThan(0);
    expect(bob.errors()).toEqual([]);
    expect((bob.view.view as HighCardView).played[0]).toBe('waiting');
    await ann.waitFor(() => hand(ann).length === annHand.length, 10_000, 'card back');
    expect(hand(ann)).toEqual(annHand);
    closeAll();
  }, 120_000);
});
