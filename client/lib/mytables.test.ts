// "My tables" on the page's side: which tables the browser holds (from its keys), the order
// ("Your turn" first), the words of each row, and forgetting a table's keys.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { arrange, howLong, nameOfTable, stateWords } from './mytables';
import { storage, type HeldTable } from './storage';
import type { TableGlance } from '../../shared/mytables';

const seats = [
  { name: 'Ann', color: 'red' as const, bot: false, host: true },
  { name: 'Bob', color: 'blue' as const, bot: false, host: false },
];
const glance = (id: string, over: Partial<TableGlance>): TableGlance => ({ id, game: 'fotmk', gameName: 'Fall of the Mountain King', status: 'playing', seats, active: [], waitedMs: [], quietMs: 0, colours: [], ...over });
const held = (id: string, seat: number | null, host = false): HeldTable => ({ id, seat, seated: seat !== null, host });

describe('the list', () => {
  it('puts my turn first, then waiting on others, lobbies, finished and gone; the longest wait first', () => {
    const answers = new Map<string, TableGlance | 'gone'>([
      ['lobby', glance('lobby', { status: 'lobby', quietMs: null })],
      ['waitShort', glance('waitShort', { active: [1], waitedMs: [60_000] })],
      ['mineShort', glance('mineShort', { active: [0], waitedMs: [5_000] })],
      ['over', glance('over', { status: 'over', quietMs: 9_000 })],
      ['mineLong', glance('mineLong', { active: [0, 1], waitedMs: [7_200_000, 10] })],
      ['waitLong', glance('waitLong', { active: [1], waitedMs: [90_000_000] })],
      ['gone', 'gone'],
      ['overOld', glance('overOld', { status: 'over', quietMs: 99_000 })],
    ]);
    const mine = ['lobby', 'waitShort', 'mineShort', 'over', 'mineLong', 'waitLong', 'gone', 'overOld'].map((id) => held(id, 0));
    const rows = arrange(mine, answers);
    expect(rows.map((r) => [r.held.id, r.standing])).toEqual([
      ['mineLong', 'yours'],
      ['mineShort', 'yours'],
      ['waitLong', 'waiting'],
      ['waitShort', 'waiting'],
      ['lobby', 'lobby'],
      ['over', 'over'],
      ['overOld', 'over'],
      ['gone', 'gone'],
    ]);
    expect(rows.map(stateWords)).toEqual([
      'Your turn, for 2 h',
      'Your turn, for under a minute',
      'Waiting on Bob, for 25 h',
      'Waiting on Bob, for 1 min',
      'Lobby: 2 of 2 seats taken',
      'Finished under a minute ago',
      'Finished 1 min ago',
      'This server no longer has this table.',
    ]);
  });

  it('a table only hosted, or whose seat number is not known yet, is never "your turn"', () => {
    const answers = new Map([['t', glance('t', { active: [0], waitedMs: [1] })]]);
    expect(arrange([held('t', null, true)], answers)[0]!.standing).toBe('waiting');
    expect(arrange([{ id: 't', seat: null, seated: true, host: false }], answers)[0]!.standing).toBe('waiting');
    expect(arrange([held('t', 1)], answers)[0]!.standing).toBe('waiting');
    expect(arrange([held('t', 0)], new Map())[0]!.standing).toBe('asking');
  });

  it('takes the room’s word on my seat when it gives one: a key kept without its number, a number that changed, a seat given up', () => {
    const mine = (you: number | null) => new Map([['t', glance('t', { active: [1], waitedMs: [1], you })]]);
    // A key saved before the page kept its seat number: the room says seat 1, whose turn it is.
    const old = arrange([{ id: 't', seat: null, seated: true, host: false }], mine(1))[0]!;
    expect([old.seat, old.standing, stateWords(old)]).toEqual([1, 'yours', 'Your turn, for under a minute']);
    expect(nameOfTable(old)).toBe('Ann’s table');
    // The kept number says 0, the room says 1 (empty seats dropped at the start): the room is right.
    expect(arrange([held('t', 0)], mine(1))[0]!.standing).toBe('yours');
    // The key holds no seat any more: never "your turn", whatever number was kept.
    expect(arrange([held('t', 1)], mine(null))[0]).toMatchObject({ seat: null, standing: 'waiting' });
    // A table only hosted is never "your turn", even if an answer said a seat.
    expect(arrange([held('t', null, true)], mine(1))[0]!.standing).toBe('waiting');
  });

  it('names a table as the push does, from my seat', () => {
    const answers = new Map([['t', glance('t', {})]]);
    expect(nameOfTable(arrange([held('t', 1)], answers)[0]!)).toBe('Ann’s table');
    expect(nameOfTable(arrange([held('t', 0)], answers)[0]!)).toBe('Your table');
    expect([howLong(59_999), howLong(60_000), howLong(3_600_000 * 47), howLong(3_600_000 * 49)]).toEqual(['under a minute', '1 min', '47 h', '2 days']);
  });
});

describe('the keys it reads and forgets', () => {
  const mem = new Map<string, string>();
  beforeEach(() => {
    mem.clear();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => mem.get(k) ?? null,
      setItem: (k: string, v: string) => void mem.set(k, v),
      removeItem: (k: string) => void mem.delete(k),
      key: (i: number) => [...mem.keys()][i] ?? null,
      get length() {
        return mem.size;
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists tables by their seat and host keys, with the seat number; forgetting one clears all its keys (its share holds the seat key too), and only its', () => {
    storage.setSeatSecret('a', 'seat-a');
    storage.setSeatAt('a', 2);
    storage.setNotify('a', true);
    mem.set('trollmoot:share:a', 'seat-a:0123456789abcdef0123456789abcdef');
    storage.setHostSecret('a', 'host-a');
    storage.setHostSecret('b', 'host-b');
    storage.setSeatSecret('c', 'seat-c');
    storage.setName('Ann');
    const list = storage.heldTables().sort((x, y) => x.id.localeCompare(y.id));
    expect(list).toEqual([
      { id: 'a', seat: 2, seated: true, host: true },
      { id: 'b', seat: null, seated: false, host: true },
      { id: 'c', seat: null, seated: true, host: false },
    ]);
    storage.forgetTable('a');
    expect([...mem.keys()].sort()).toEqual(['trollmoot:host:b', 'trollmoot:name', 'trollmoot:seat:c']);
  });
});
