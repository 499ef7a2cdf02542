// "My tables" seen from the room's side (issue 31): the request's checks, the turn a table writes
// down with every move, and an answer that holds nothing a spectator may not see.
import { describe, expect, it } from 'vitest';
import { glanceOf, readGlanceIds, turnAfter, type Turn } from './glance';
import { MAX_GLANCE_IDS, seatProof } from '../shared/mytables';
import { sha256Hex } from '../shared/fair/sha256';
import { tribecard, TRIBE_COLOURS } from '../test/games/tribecard';
import { makeTable, seatAndStart, secretOf } from '../test/helpers/fake-table';
import { highcard, type HighCardState } from '../test/games/highcard';
import { MemoryKV, type TableMeta } from './store';
import { Table } from './table';

const id = (i: number) => `${'A'.repeat(28)}${String(i).padStart(4, '0')}`;

describe('the state request', () => {
  it('takes {ids} of table-shaped ids, asks a repeat once, and refuses anything else with its reason', () => {
    expect(readGlanceIds(JSON.stringify({ ids: [id(1), id(2), id(1)] }))).toEqual({ ok: true, ids: [id(1), id(2)], proofs: new Map() });
    expect(readGlanceIds('{"ids":[]}')).toEqual({ ok: true, ids: [], proofs: new Map() });
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

  it('takes a seat proof per id asked, and refuses proofs of tables not asked, or not shaped like one', () => {
    const proof = 'ab'.repeat(16);
    const ok = readGlanceIds(JSON.stringify({ ids: [id(1), id(2)], seats: { [id(2)]: proof } }));
    expect(ok).toEqual({ ok: true, ids: [id(1), id(2)], proofs: new Map([[id(2), proof]]) });
    const bad = [{ [id(3)]: proof }, { [id(1)]: 'AB'.repeat(16) }, { [id(1)]: 'secret_000000000001' }, { [id(1)]: 7 }, [proof], 'x', null].map((seats) => JSON.stringify({ ids: [id(1)], seats }));
    for (const text of [...bad, `{"ids":["${id(1)}"],"seats":{"__proto__":"${proof}"}}`]) expect([text, readGlanceIds(text)]).toMatchObject([text, { ok: false, code: 'msg/bad-schema' }]);
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
    const seen = glanceOf(meta, h.table.turn, highcard, 61_000);
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
    expect(Object.keys(seen).sort()).toEqual(['active', 'colours', 'game', 'gameName', 'id', 'quietMs', 'seats', 'status', 'waitedMs']);
  });

  it('says the seat a proof was made for, to the key’s holder only; a key holding no seat is told so', async () => {
    const h = await makeTable({ seats: 3 });
    const conns = await seatAndStart(h, 3);
    const meta = h.table.meta as TableMeta;
    const key = secretOf(conns[2]!);
    // The proof is the first 128 bits of SHA-256 over the table id and the key, never the key.
    expect(seatProof('t1', key)).toBe(sha256Hex(`trollmoot-seat:t1:${key}`).slice(0, 32));
    expect(seatProof('t1', key)).not.toBe(seatProof('t2', key));
    expect(glanceOf(meta, h.table.turn, highcard, 0, seatProof('t1', key)).you).toBe(2);
    expect(glanceOf(meta, h.table.turn, highcard, 0, seatProof('t1', secretOf(conns[0]!))).you).toBe(0);
    // Another table's proof of the same key, a made-up one: no seat. Without a proof, not a word.
    expect(glanceOf(meta, h.table.turn, highcard, 0, seatProof('t2', key)).you).toBeNull();
    expect(glanceOf(meta, h.table.turn, highcard, 0, '0'.repeat(32)).you).toBeNull();
    expect('you' in glanceOf(meta, h.table.turn, highcard, 0)).toBe(false);
  });

  it('gives the colours the seats wear as the game declares them, its own ones included', async () => {
    const h = await makeTable({ game: tribecard, seats: 3, options: { rounds: '3', tribes: true } });
    const meta = h.table.meta as TableMeta;
    const worn = { ...meta, seats: meta.seats.map((s, i) => ({ ...s, name: `P${i}`, color: (['elves', 'ochre', null] as const)[i]! })) };
    const seen = glanceOf(worn, null, tribecard, 0);
    expect(seen.seats.map((s) => s.color)).toEqual(['elves', 'ochre', null]);
    expect(seen.colours).toEqual(TRIBE_COLOURS.filter((c) => c.id === 'ochre' || c.id === 'elves'));
    expect(seen.colours.find((c) => c.id === 'elves')).toMatchObject({ name: 'Elves', fill: '#8b4fd1', shape: 'pentagon' });
  });

  it('a lobby waits on nobody; a finished table neither', async () => {
    const h = await makeTable({ seats: 2 });
    expect(glanceOf(h.table.meta!, null, highcard, 5)).toMatchObject({ status: 'lobby', active: [], waitedMs: [], quietMs: null });
    const over = { ...h.table.meta!, status: 'over' as const };
    expect(glanceOf(over, { since: [null, null], at: 3 }, highcard, 10)).toMatchObject({ status: 'over', active: [], quietMs: 7 });
  });
});
