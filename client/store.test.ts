import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMessageInput, ServerMessage, TableView } from '../shared/protocol';
import { TableStore } from './store';
import { DEFAULT_SEAT_COLOURS } from '../shared/constants';

const view = (over: Partial<TableView> = {}): TableView => ({
  id: 't1',
  game: 'highcard',
  gameName: 'High Card',
  options: {},
  table: { clock: 'off', takeover: 'off' },
  seats: [
    { seat: 0, name: 'Ann', color: 'red', controller: 'human', connected: true, host: true },
    { seat: 1, name: null, color: null, controller: null, connected: false, host: false },
  ],
  status: 'playing',
  spectators: 0,
  you: { seat: 0, host: false },
  gv: 3,
  active: [0],
  minPlayers: 2,
  maxPlayers: 5,
  colours: DEFAULT_SEAT_COLOURS,
  bots: ['random'],
  view: {},
  result: null,
  rematch: null,
  ...over,
});

function setup() {
  const sent: ClientMessageInput[] = [];
  const store = new TableStore('t1', { send: (m) => (sent.push(m), true) });
  store.conn.value = 'connected';
  return { store, sent };
}

describe('TableStore', () => {
  const mem = new Map<string, string>();
  beforeEach(() => {
    mem.clear();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => mem.get(k) ?? null,
      setItem: (k: string, v: string) => void mem.set(k, v),
      removeItem: (k: string) => void mem.delete(k),
    });
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says hello with the saved secrets', () => {
    mem.set('trollmoot:seat:t1', 'seat-secret-0123456789');
    const { store, sent } = setup();
    store.hello();
    expect(sent).toEqual([{ t: 'hello', protocol: 2, seatSecret: 'seat-secret-0123456789' }]);
  });

  it('applies snapshots and patches, and asks once for a snapshot after a gap', () => {
    const { store, sent } = setup();
    store.receive({ t: 'snapshot', v: 5, table: view(), log: [] });
    expect(store.myTurn.value).toBe(true);
    store.receive({ t: 'patch', from: 5, v: 6, ops: { gv: [3, 4] }, log: [{ i: 0, text: '{p0} played.' }] });
    expect(store.table.value?.gv).toBe(4);
    expect(store.log.value).toHaveLength(1);
    store.receive({ t: 'patch', from: 8, v: 9 });
    store.receive({ t: 'patch', from: 9, v: 10 });
    expect(sent.filter((m) => m.t === 'sync')).toHaveLength(1);
    store.receive({ t: 'snapshot', v: 10, table: view({ gv: 7 }), log: [] });
    expect(store.table.value?.gv).toBe(7);
  });

  it('gives the panels a new frame only when something besides the view, the legal moves and the version changed', () => {
    const { store } = setup();
    store.receive({ t: 'snapshot', v: 5, table: view({ view: { n: 1 } }), log: [] });
    const first = store.frame.value;
    expect(first?.seats[0]?.name).toBe('Ann');
    let notified = 0;
    const stop = store.frame.subscribe(() => notified++);
    // A move: the board's view and the version change, nothing a panel reads.
    store.receive({ t: 'patch', from: 5, v: 6, ops: { gv: [3, 4], view: { n: [1, 2] }, legal: [[{ m: 1 }]] } });
    expect(store.table.value?.gv).toBe(4);
    expect(store.frame.value).toBe(first);
    // A watcher arrives: the header's count changes, so the panels get the new table.
    store.receive({ t: 'patch', from: 6, v: 7, ops: { gv: [4, 5], spectators: [0, 2] } });
    expect(store.frame.value).not.toBe(first);
    expect(store.frame.value?.spectators).toBe(2);
    expect(notified).toBe(2);
    stop();
  });

  it('keeps the same `me` while it says the same, so a move re-renders nothing that reads only it', () => {
    const { store } = setup();
    store.receive({ t: 'snapshot', v: 5, table: view(), log: [] });
    const me = store.me.value;
    expect(me).toEqual({ name: 'Ann', color: 'red', seat: 0 });
    store.receive({ t: 'patch', from: 5, v: 6, ops: { gv: [3, 4] } });
    expect(store.table.value?.gv).toBe(4);
    expect(store.me.value).toBe(me);
    store.receive({ t: 'snapshot', v: 6, table: view({ seats: [{ seat: 0, name: 'Annie', color: 'red', controller: 'human', connected: true, host: true }] }), log: [] });
    expect(store.me.value).toEqual({ name: 'Annie', color: 'red', seat: 0 });
  });

  it('times each patch it applies for the bench, only when the page is timed (lib/timing.ts)', async () => {
    const { store } = setup();
    store.receive({ t: 'snapshot', v: 5, table: view(), log: [] });
    store.receive({ t: 'patch', from: 5, v: 6, ops: { gv: [3, 4] } });
    await Promise.resolve();
    const timed: { kind: string; ms: number }[] = [];
    vi.stubGlobal('window', { __timing: timed });
    store.receive({ t: 'patch', from: 6, v: 7, ops: { gv: [4, 5] } });
    // A gap is not applied: nothing to time.
    store.receive({ t: 'patch', from: 9, v: 10, ops: { gv: [5, 6] } });
    store.receive({ t: 'snapshot', v: 10, table: view({ gv: 6 }), log: [] });
    // Timed once the render the patch caused is done: a microtask later.
    expect(timed).toEqual([]);
    await Promise.resolve();
    expect(timed.map((x) => x.kind)).toEqual(['patch']);
    expect(timed[0]!.ms).toBeGreaterThanOrEqual(0);
  });

  it('sends one move at a time, against the version it sees', () => {
    const { store, sent } = setup();
    store.receive({ t: 'snapshot', v: 1, table: view(), log: [] });
    store.move({ type: 'pass' });
    store.move({ type: 'pass' });
    expect(sent).toEqual([{ t: 'move', v: 3, move: { type: 'pass' } }]);
    store.receive({ t: 'error', code: 'move/not-your-turn', message: 'It is not your turn.' });
    expect(store.pendingMove.value).toBeNull();
    expect(store.toasts.value.map((t) => t.text)).toEqual(['It is not your turn.']);
  });

  it('waits as long as the room asks when it is throttled, then sends again', () => {
    const { store, sent } = setup();
    store.receive({ t: 'snapshot', v: 1, table: view(), log: [] });
    store.move({ type: 'pass' });
    store.receive({ t: 'error', code: 'msg/rate-limited', message: 'Too many messages: wait 800 ms, then send that again.', retryMs: 800 });
    expect(store.pendingMove.value).toBeNull();
    store.move({ type: 'pass' });
    expect(sent).toHaveLength(1);
    expect(store.toasts.value.at(-1)!.text).toMatch(/slow down/);
    vi.advanceTimersByTime(801);
    store.move({ type: 'pass' });
    expect(sent).toEqual([
      { t: 'move', v: 3, move: { type: 'pass' } },
      { t: 'move', v: 3, move: { type: 'pass' } },
    ]);
  });

  it('does not send while disconnected, and says so', () => {
    const { store, sent } = setup();
    store.conn.value = 'reconnecting';
    store.start();
    expect(sent).toEqual([]);
    expect(store.toasts.value).toHaveLength(1);
  });

  it('keeps the seat secret, and forgets it once the room no longer honours it', () => {
    const { store } = setup();
    store.receive({ t: 'seated', seat: 0, secret: 'seat-secret-0123456789' });
    expect(mem.get('trollmoot:seat:t1')).toBe('seat-secret-0123456789');
    store.receive({ t: 'snapshot', v: 1, table: view(), log: [] });
    expect(mem.has('trollmoot:seat:t1')).toBe(true);
    store.receive({ t: 'snapshot', v: 2, table: view({ you: { seat: null, host: false } }), log: [] });
    expect(mem.has('trollmoot:seat:t1')).toBe(false);
  });

  it('asks for a fresh snapshot when a patch leaves it on a seat nobody holds', () => {
    const { store, sent } = setup();
    store.receive({ t: 'snapshot', v: 1, table: view(), log: [] });
    store.receive({ t: 'patch', from: 1, v: 2, ops: { seats: { 0: { controller: ['human', null] }, _t: 'a' } } });
    expect(sent.filter((m) => m.t === 'sync')).toHaveLength(1);
  });

  it('marks a missing table', () => {
    const { store } = setup();
    store.receive({ t: 'error', code: 'table/not-found', message: 'No table.' } as ServerMessage);
    expect(store.missing.value).toBe(true);
    expect(store.toasts.value).toEqual([]);
  });
});
