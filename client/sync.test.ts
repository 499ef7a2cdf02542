import { describe, expect, it } from 'vitest';
import { diff } from 'jsondiffpatch';
import type { TableView } from '../shared/protocol';
import { emptySync, receive } from './sync';
import { readCursor } from './collab';

const seats = (second: string | null): TableView['seats'] => [
  { seat: 0, name: 'Ann', color: 'red', controller: 'human', connected: true, host: true },
  { seat: 1, name: second, color: second ? 'blue' : null, controller: second ? 'bot' : null, connected: !!second, host: false },
];
const view = (second: string | null, gv: number): TableView =>
  ({ id: 't1', game: 'highcard', gameName: 'High Card', options: {}, seats: seats(second), status: 'playing', spectators: 0, you: { seat: 0, host: true }, gv, active: [0], view: {}, result: null, rematch: null }) as unknown as TableView;

describe('log lines keep the names of their time', () => {
  it('a line written while a bot held a seat still names the bot after it leaves', () => {
    const a = view('Bot Bea', 1);
    let s = receive(emptySync(), { t: 'snapshot', v: 1, table: a, log: [{ i: 0, text: '{p1} plays a card.' }] }).state;
    const b = view('Bot Bea', 2);
    s = receive(s, { t: 'patch', from: 1, v: 2, ops: diff(a, b), log: [{ i: 1, text: '{p1} draws.' }] }).state;
    // The host removes the bot: the seat is free, and the line saying so still names who left.
    const c = view(null, 3);
    s = receive(s, { t: 'patch', from: 2, v: 3, ops: diff(b, c), log: [{ i: 2, text: '{p1} leaves the table.' }] }).state;
    expect(s.table?.seats[1]?.name).toBeNull();
    expect(s.log.map((e) => e.who?.[1]?.name)).toEqual(['Bot Bea', 'Bot Bea', 'Bot Bea']);
    // A fresh snapshot keeps what this client already knew.
    s = receive(s, { t: 'snapshot', v: 4, table: c, log: s.log.map(({ who: _who, ...e }) => e) }).state;
    expect(s.log.map((e) => e.who?.[1]?.name ?? null)).toEqual(['Bot Bea', 'Bot Bea', 'Bot Bea']);
  });

  it('someone who sits down in a patch is named in that patch’s lines', () => {
    const a = view(null, 1);
    let s = receive(emptySync(), { t: 'snapshot', v: 1, table: a, log: [] }).state;
    const b = view('Bot Bea', 2);
    s = receive(s, { t: 'patch', from: 1, v: 2, ops: diff(a, b), log: [{ i: 0, text: '{p1} sits down.' }] }).state;
    expect(s.log[0]?.who?.[1]?.name).toBe('Bot Bea');
  });
});

describe('patches', () => {
  it('without `from` follow straight on from the clock before; one that skips a clock is a gap', () => {
    const a = view('Ann', 1);
    let s = receive(emptySync(), { t: 'snapshot', v: 4, table: a, log: [] }).state;
    const b = view('Ann', 2);
    const next = receive(s, { t: 'patch', v: 5, ops: diff(a, b) });
    expect(next.kind).toBe('updated');
    s = next.state;
    expect(s.table?.gv).toBe(2);
    expect(receive(s, { t: 'patch', v: 7, ops: diff(b, view('Ann', 3)) }).kind).toBe('gap');
    expect(receive(s, { t: 'patch', from: 5, v: 7, ops: diff(b, view('Ann', 3)) }).kind).toBe('updated');
  });
});

describe('remote cursors', () => {
  const state = (cursor: unknown) => ({ user: { name: 'Ann', color: 'red' }, cursor });
  it('are anchored to a named shared area, in its own coordinates', () => {
    expect(readCursor(7, state({ area: 'map', x: 0.25, y: 1.7 }), 100)).toEqual({ id: 7, name: 'Ann', color: 'red', area: 'map', x: 0.25, y: 1, at: 100 });
  });
  it('are dropped without an area or with one that is not a plain token', () => {
    expect(readCursor(7, state({ x: 0.2, y: 0.2 }), 0)).toBeNull();
    expect(readCursor(7, state({ area: 'map"] , body', x: 0.2, y: 0.2 }), 0)).toBeNull();
    expect(readCursor(7, state(null), 0)).toBeNull();
  });
  it('keep their last move time when nothing moved (for fading idle pointers)', () => {
    const first = readCursor(7, state({ area: 'map', x: 0.5, y: 0.5 }), 100)!;
    expect(readCursor(7, state({ area: 'map', x: 0.5, y: 0.5 }), 9000, first)?.at).toBe(100);
    expect(readCursor(7, state({ area: 'map', x: 0.6, y: 0.5 }), 9000, first)?.at).toBe(9000);
  });
});
