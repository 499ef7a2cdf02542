// "My tables" seen from the room's side (issue 31): the request's checks, the turn a table writes
// down with every move, and an answer that holds nothing a spectator may not see.
import { describe, expect, it } from 'vitest';
import { glanceOf, readGlanceIds, turnAfter, type Turn } from './glance';
import { MAX_GLANCE_IDS } from '../shared/mytables';
import { makeTable, seatAndStart, secretOf } from '../test/helpers/fake-table';
import { highcard, type HighCardState } from '../test/games/highcard';
import { MemoryKV, type TableMeta } from './store';
import { Table } from './table';

const id = (i: number) => `${'A'.repeat(28)}${String(i).padStart(4, '0')}`;

describe('the state request', () => {
  it('takes {ids} of table-shaped ids, asks a repeat once, and refuses anything else with its reason', () => {
    expect(readGlanceIds(JSON.stringify({ ids: [id(1), id(2), id(1)] }))).toEqual({ ok: true, ids: [id(1), id(2)] });
    expect(readGlanceIds('{"ids":[]}')).toEqual({ ok: true, ids: [] });
    const refused: [string, string][] = [
      ['{nope', 'msg/bad-json'],
      ['[1]', 'msg/bad-schema'],
      ['null', 'msg/bad-schema'],
      ['{"ids":"x"}', 'msg/bad-schema'],
      [JSON.stringify({ ids: [id(1)], seat: 'secret' }), 'msg/bad-schema'],
      [JSON.stringify({ ids: [id(1).slice(1)] }), 'msg/bad-schema'],
      [JSON.stringify({ ids: [`${id(1).slice(1)}/`] }), 'msg/bad-schema'],
      [JSON.stringify({ ids: [7] }), 'msg/bad-schema'],
      [JSON.stringify({ ids: ['~table-ids'] }), 'msg/bad-schema'],
    ];
    for (const [text, code] of refused) expect([text, readGlanceIds(text)]).toMatchObject([text, { ok: false, code }]);
    // The named field is said, so a caller knows what was not taken.
    expect(readGlanceIds(JSON.stringify({ ids: [], seat: 1 }))).toMatchObject({ message: expect.stringContaining('"seat"') });
  });

  it('caps the count: 50 ids pass, 51 are refused whole (even as repeats)', () => {
    const many = (n: number) => JSON.stringify({ ids: Array.from({ length: n }, (_, i) => id(i)) });
    expect(readGlanceIds(many(MAX_GLANCE_IDS))).toMatchObject({ ok: true, ids: { length: MAX_GLANCE_IDS } });
    expect(readGlanceIds(many(MAX_GLANCE_IDS + 1))).toMatchObject({ ok: false, code: 'msg/too-large' });
    expect(readGlanceIds(JSON.stringify({ ids: Array(MAX_GLANCE_IDS + 1).fill(id(0)) }))).toMatchObject({ ok: false, code: 'msg/too-large' });
  });
});

describe('whose turn, since when', () => {
  it('a seat that stays active keeps its start; one that becomes active starts now; the rest wait on nobody', () => {
    const t0 = turnAfter(null, 3, [0, 1, 2], 100);
    expect(t0).toEqual({ since: [100, 100, 100], at: 100 });
    const t1 = turnAfter(t0, 3, [0, 2], 250);
    expect(t1).toEqual({ since: [100, null, 100], at: 250 });
    expect(turnAfter(t1, 3, [1], 400)).toEqual({ since: [null, 400, null], at: 400 });
    // The input is not changed.
    expect(t0.since).toEqual([100, 100, 100]);
  });

  it('the room writes the turn with every move and at the start, and a restore reads it back', async () => {
    const h = await makeTable({ seats: 2 });
    expect(h.table.turn).toBeNull();
    h.timers.now = 5_000;
    const [a, b] = await seatAndStart(h, 2);
    // The first phase is simultaneous: both seats wait from the start.
    expect(await h.kv.get<Turn>('turn')).toEqual({ since: [5_000, 5_000], at: 5_000 });
    h.timers.now = 9_000;
    const card = (seat: number) => highcard.legalMoves(h.table.state as HighCardState, seat)[0]!;
    await a!.say({ t: 'move', v: h.table.gv, move: card(0) });
    expect(await h.kv.get<Turn>('turn')).toEqual({ since: [null, 5_000], at: 9_000 });
    h.timers.now = 12_000;
    await b!.say({ t: 'move', v: h.table.gv, move: card(1) });
    const after = (await h.kv.get<Turn>('turn'))!;
    const active = highcard.activeSeats(h.table.state as HighCardState);
    expect(after.at).toBe(12_000);
    expect(after.since.flatMap((t, s) => (t === null ? [] : [s]))).toEqual(active);
    for (const s of active) expect(after.since[s]).toBe(12_000);
    const again = new Table('t1', { ...h.env, kv: h.kv });
    await again.restore();
    expect(again.turn).toEqual(after);
  });

  it('a table under way without a stored turn (imported, or older) writes one at its restore', async () => {
    const h = await makeTable({ seats: 2 });
    await seatAndStart(h, 2);
    const kv = new MemoryKV();
    for (const [k, v] of h.kv.data) if (k !== 'turn') kv.data.set(k, v);
    h.timers.now = 77_000;
    const again = new Table('t1', { ...h.env, kv });
    await again.restore();
    expect(await kv.get<Turn>('turn')).toEqual({ since: [77_000, 77_000], at: 77_000 });
  });
});

describe('the answer', () => {
  it('says game, seats, whose turn and how long, and nothing a spectator may not see', async () => {
    const h = await makeTable({ seats: 3 });
    h.timers.now = 1_000;
    const conns = await seatAndStart(h, 3);
    const meta = h.table.meta as TableMeta;
    const seen = glanceOf(meta, h.table.turn, highcard.name, 61_000);
    expect(seen).toMatchObject({ id: 't1', game: highcard.id, gameName: highcard.name, status: 'playing', active: [0, 1, 2], waitedMs: [60_000, 60_000, 60_000], quietMs: 60_000 });
    expect(seen.seats).toEqual([
      { name: 'P0', color: 'red', bot: false, host: true },
      { name: 'P1', color: 'blue', bot: false, host: false },
      { name: 'P2', color: 'green', bot: false, host: false },
    ]);
    // No seat key, host key, share of the deal, seed or server secret, anywhere in the text.
    const text = JSON.stringify(seen);
    const secrets = [meta.hostSecret, meta.seed, meta.fair?.secret, ...meta.seats.flatMap((s) => [s.secret, s.share]), ...conns.map(secretOf)];
    for (const s of secrets.filter((x): x is string => typeof x === 'string' && x.length > 0)) expect(text).not.toContain(s);
    expect(Object.keys(seen).sort()).toEqual(['active', 'game', 'gameName', 'id', 'quietMs', 'seats', 'status', 'waitedMs']);
  });

  it('a lobby waits on nobody; a finished table neither', async () => {
    const h = await makeTable({ seats: 2 });
    expect(glanceOf(h.table.meta!, null, 'High Card', 5)).toMatchObject({ status: 'lobby', active: [], waitedMs: [], quietMs: null });
    const over = { ...h.table.meta!, status: 'over' as const };
    expect(glanceOf(over, { since: [null, null], at: 3 }, 'High Card', 10)).toMatchObject({ status: 'over', active: [], quietMs: 7 });
  });
});
