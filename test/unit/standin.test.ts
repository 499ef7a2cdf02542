// The turn clock and the stand-in bots: the clock's arithmetic, and a table (fake env, manual
// time) whose seats run out of time or go away, are played by the bot, and come back.
import { describe, expect, it } from 'vitest';
import { clockRules, expired, leftAt, newClocks, nextExpiry, refill, retime, runOut } from '../../party/clock';
import { checkCreate } from '../../party/create';
import { MemoryKV } from '../../party/store';
import { RECHECK_MS } from '../../party/standin';
import type { ServerMessage } from '../../shared/protocol';
import { highcard, type HighCardState } from '../games/highcard';
import { makeTable, secretOf, Timers, type FakeConn, type Harness } from '../helpers/fake-table';

const MIN = 1000;
const rules = clockRules({ clock: '5', takeover: 'off' }, MIN)!;

describe('clock arithmetic', () => {
  it('has no rules when off; a bank of n minutes, +10 s per turn, one minute on return otherwise', () => {
    expect(clockRules({ clock: 'off', takeover: '1' })).toBeNull();
    expect(clockRules(undefined)).toBeNull();
    expect(clockRules({ clock: '10', takeover: 'off' })).toEqual({ bankMs: 600_000, perTurnMs: 10_000, returnMs: 60_000 });
    expect(rules).toEqual({ bankMs: 5000, perTurnMs: 167, returnMs: 1000 });
  });

  it('runs only the running seats, adds the per-turn time only to seats that just became active', () => {
    let c = newClocks(3, rules);
    c = retime(c, new Set([0, 1]), new Set([0, 1]), 100, rules);
    expect(c.since).toEqual([100, 100, null]);
    expect(leftAt(c, 0, 1100)).toBe(5167 - 1000);
    expect(leftAt(c, 2, 1100)).toBe(5000);
    // Seat 0 stops at 1100; seat 1 keeps running, untouched (no second increment); seat 2 starts, not fresh.
    const before = c;
    c = retime(c, new Set([1, 2]), new Set(), 1100, rules);
    expect(before.since).toEqual([100, 100, null]);
    expect(c.left).toEqual([4167, 5167, 5000]);
    expect(c.since).toEqual([null, 100, 1100]);
    expect(leftAt(c, 0, 99_999)).toBe(4167);
    // Simultaneous clocks: the one with less left runs out first.
    expect(nextExpiry(c)).toEqual({ seat: 1, at: 100 + 5167 });
    expect(expired(c, 5266)).toEqual([]);
    expect(expired(c, 5267)).toEqual([1]);
    expect(leftAt(c, 1, 1e9)).toBe(0);
    c = runOut(c, 1);
    expect(c.left[1]).toBe(0);
    expect(c.since[1]).toBeNull();
    expect(refill(c, 1, rules).left[1]).toBe(1000);
    expect(refill(c, 0, rules).left[0]).toBe(4167);
  });
});

describe('table options at creation', () => {
  const games = { [highcard.id]: highcard };
  it('default to off, take the listed values, refuse anything else by name', () => {
    const ok = checkCreate({ game: 'highcard', seats: 2 }, games);
    expect(ok.ok && ok.value.table).toEqual({ clock: 'off', takeover: 'off' });
    const set = checkCreate({ game: 'highcard', seats: 2, table: { clock: '10', takeover: '3' } }, games);
    expect(set.ok && set.value.table).toEqual({ clock: '10', takeover: '3' });
    const bad = [
      [{ clock: '7' }, 'turn clock'],
      [{ clock: 5 }, 'turn clock'],
      [{ takeover: '2' }, 'absent player'],
      [{ clock: 'off', undo: true }, '"undo"'],
      ['fast', 'record'],
    ] as const;
    for (const [table, words] of bad) {
      const r = checkCreate({ game: 'highcard', seats: 2, table }, games);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toContain(words);
    }
    const extra = checkCreate({ game: 'highcard', seats: 2, clock: '5' }, games);
    expect(!extra.ok && extra.error.message).toContain('"clock"');
  });
});

const clockOf = (c: FakeConn) => c.received.filter((m): m is Extract<ServerMessage, { t: 'clock' }> => m.t === 'clock').at(-1);
const logTexts = (h: Harness) => h.table.log.map((e) => e.text);
const legal = (h: Harness, seat: number) => highcard.legalMoves(h.table.state as HighCardState, seat)[0]!;

async function clockTable(table: Record<string, unknown>, kv = new MemoryKV(), timers = new Timers()) {
  const h = await makeTable({ game: highcard, seats: 2, options: { rounds: '3' }, table, clockMinuteMs: MIN, kv, timers });
  // Seated and started without draining the timers (that would run the clocks out).
  const conns: FakeConn[] = [];
  for (let i = 0; i < 2; i++) {
    const c = await h.join({ host: i === 0 });
    await c.say({ t: 'sit', seat: i, name: `P${i}`, color: (['red', 'blue'] as const)[i]! });
    conns.push(c);
  }
  await conns[0]!.say({ t: 'start' });
  await h.timers.advance(0);
  return { h, conns };
}

describe('the turn clock at a table', () => {
  it('runs for the active seats only, in server time, and is sent as time left', async () => {
    const { h, conns } = await clockTable({ clock: '5' });
    expect(conns[1]!.view.table).toEqual({ clock: '5', takeover: 'off' });
    // The play phase is simultaneous: both clocks run, each with its bank and one turn's time.
    expect(clockOf(conns[1]!)).toEqual({ t: 'clock', left: [5167, 5167], running: [0, 1] });
    await h.timers.advance(1000);
    await conns[0]!.say({ t: 'move', v: h.table.gv, move: legal(h, 0) });
    expect(clockOf(conns[1]!)).toEqual({ t: 'clock', left: [4167, 4167], running: [1] });
    await h.timers.advance(500);
    await conns[1]!.say({ t: 'move', v: h.table.gv, move: legal(h, 1) });
    // Now only the round's winner decides: only their clock runs (+ one turn's time, as it just became active).
    const winner = (h.table.state as HighCardState).winner!;
    const msg = clockOf(conns[0]!)!;
    expect(msg.running).toEqual([winner]);
    expect(msg.left[1 - winner]).toBe(1 - winner === 0 ? 4167 : 3667);
    expect(msg.left[winner]).toBe((winner === 0 ? 4167 : 3667) + 167);
  });

  it('a seat out of time is played by the bot, with a line each way; the player takes it back by acting', async () => {
    const { h, conns } = await clockTable({ clock: '5' });
    await conns[0]!.say({ t: 'move', v: h.table.gv, move: legal(h, 0) });
    // Seat 1 does nothing: at 5167 ms its time is out and the bot plays its card.
    await h.timers.advance(5100);
    expect(h.table.gv).toBe(1);
    expect(conns[0]!.view.seats[1]!.standin).toBeUndefined();
    await h.timers.advance(100);
    expect(conns[0]!.view.seats[1]!.standin).toBe('time');
    await h.timers.advance(50);
    expect(h.table.gv).toBeGreaterThanOrEqual(2);
    expect(logTexts(h)).toContain('Time ran out for {p1}: a Random bot plays for them');
    // Its clock stays stopped at zero while the bot plays for it.
    expect(clockOf(conns[0]!)!.left[1]).toBe(0);
    expect(clockOf(conns[0]!)!.running).not.toContain(1);
    // The player says they are back: one minute (scaled) in their bank, and the line at the next move.
    await conns[1]!.say({ t: 'back' });
    expect(conns[0]!.view.seats[1]!.standin).toBeUndefined();
    expect(clockOf(conns[0]!)!.left[1]).toBe(1000);
    await conns[1]!.say({ t: 'back' });
    expect(conns[1]!.lastError()?.code).toBe('seat/not-stood-in');
    await h.timers.advance(20);
    while (!logTexts(h).includes('{p1} is back') && h.table.meta!.status === 'playing') {
      const active = highcard.activeSeats(h.table.state as HighCardState);
      const seat = active[0]!;
      await conns[seat]!.say({ t: 'move', v: h.table.gv, move: legal(h, seat) });
    }
    expect(logTexts(h)).toContain('{p1} is back');
  });

  it('a move of a player whose seat the bot plays gives it back too', async () => {
    const { h, conns } = await clockTable({ clock: '5' });
    await h.timers.advance(5200);
    expect(conns[0]!.view.seats.map((s) => s.standin)).toEqual(['time', 'time']);
    // Both played by the bot now; whoever is active when seat 0 acts gets it back with that move.
    const before = h.table.gv;
    const active = highcard.activeSeats(h.table.state as HighCardState);
    const seat = active[0]!;
    await conns[seat]!.say({ t: 'move', v: h.table.gv, move: legal(h, seat) });
    expect(conns[1]!.view.seats[seat]!.standin).toBeUndefined();
    expect(h.table.gv).toBeGreaterThan(before);
  });

  it('survives a restart: the clocks carry on in server time and a run-out is handed over after it', async () => {
    const kv = new MemoryKV();
    const timers = new Timers();
    const { h, conns } = await clockTable({ clock: '5' }, kv, timers);
    await timers.advance(2000);
    await conns[0]!.say({ t: 'move', v: h.table.gv, move: legal(h, 0) });
    // The room is gone (evicted, restarted); its timers with it. A new one restores from storage.
    const timers2 = new Timers();
    timers2.now = timers.now + 1000;
    const h2 = await makeTable({ game: highcard, seats: 2, kv, timers: timers2, clockMinuteMs: MIN });
    const watcher = await h2.join();
    expect(clockOf(watcher)).toEqual({ t: 'clock', left: [3167, 5167 - 3000], running: [1] });
    await timers2.advance(2200);
    expect(watcher.view.seats[1]!.standin).toBe('time');
    await timers2.advance(100);
    expect(h2.table.gv).toBeGreaterThanOrEqual(2);
    expect(h2.table.log.map((e) => e.text)).toContain('Time ran out for {p1}: a Random bot plays for them');
  });

  it('no clock, no clock messages; a finished game stops every clock', async () => {
    const { conns } = await clockTable({});
    expect(clockOf(conns[0]!)).toBeUndefined();
    const { h, conns: c2 } = await clockTable({ clock: '20' });
    // Let the bot finish the game for both (20 "minutes" of 1 s).
    await h.timers.advance(60_000);
    expect(h.table.meta!.status).toBe('over');
    expect(clockOf(c2[0]!)!.running).toEqual([]);
  });

  it('writes its record only when it changed: not after every move of a table without a clock, after every move of one with', async () => {
    /** Counts the writes of the stand-ins' record. */
    class CountingKV extends MemoryKV {
      standinWrites = 0;
      override async put(entries: Record<string, unknown>): Promise<void> {
        if ('standin' in entries) this.standinWrites++;
        return super.put(entries);
      }
    }
    const play = async (table: Record<string, unknown>) => {
      const kv = new CountingKV();
      const { h, conns } = await clockTable(table, kv);
      const before = kv.standinWrites;
      for (let n = 0; n < 4 && h.table.meta!.status === 'playing'; n++) {
        const seat = highcard.activeSeats(h.table.state as HighCardState)[0]!;
        await conns[seat]!.say({ t: 'move', v: h.table.gv, move: legal(h, seat) });
      }
      return kv.standinWrites - before;
    };
    // Without a clock: one write in 4 moves, the first, which hands the start's owed log lines (the deal's seal)
    // to the log and clears them; none after.
    expect(await play({})).toBe(1);
    expect(await play({ clock: '5' })).toBe(4);
  });

  it('a line owed to a move is written with it and cleared in the record: a restore does not owe it again', async () => {
    const kv = new MemoryKV();
    const timers = new Timers();
    const { h, conns } = await clockTable({ clock: '5' }, kv, timers);
    await conns[0]!.say({ t: 'move', v: h.table.gv, move: legal(h, 0) });
    await timers.advance(5200);
    await conns[1]!.say({ t: 'back' });
    while (!logTexts(h).includes('{p1} is back') && h.table.meta!.status === 'playing') {
      const seat = highcard.activeSeats(h.table.state as HighCardState)[0]!;
      await conns[seat]!.say({ t: 'move', v: h.table.gv, move: legal(h, seat) });
    }
    const lines = logTexts(h).filter((t) => t === '{p1} is back').length;
    expect(lines).toBe(1);
    const h2 = await makeTable({ game: highcard, seats: 2, kv, timers: new Timers(), clockMinuteMs: MIN });
    expect(h2.table.log.filter((e) => e.text === '{p1} is back')).toHaveLength(1);
    expect(JSON.stringify(await kv.get('standin'))).not.toContain('is back');
  });
});

describe('taking over an absent player', () => {
  it('a seat with no open connection past the takeover time is played by the bot until a socket proves its key', async () => {
    const { h, conns } = await clockTable({ takeover: '1' });
    const secret = secretOf(conns[1]!);
    h.drop(conns[1]!);
    await h.timers.advance(900);
    expect(conns[0]!.view.seats[1]!.standin).toBeUndefined();
    expect(h.table.gv).toBe(0);
    await h.timers.advance(200);
    expect(conns[0]!.view.seats[1]!.standin).toBe('away');
    await h.timers.advance(50);
    expect(h.table.gv).toBe(1);
    expect(logTexts(h)).toContain('{p1} is away: a Random bot plays for them');
    // Seat 0 is never taken over: it is here.
    expect(conns[0]!.view.seats[0]!.standin).toBeUndefined();
    const back = await h.join({ seatSecret: secret });
    expect(back.view.you.seat).toBe(1);
    expect(conns[0]!.view.seats[1]!.standin).toBeUndefined();
    // The bot no longer moves for them: the table waits for seat 1's own move now.
    await conns[0]!.say({ t: 'move', v: h.table.gv, move: legal(h, 0) });
    const gv = h.table.gv;
    await h.timers.advance(500);
    if (highcard.activeSeats(h.table.state as HighCardState).includes(1)) expect(h.table.gv).toBe(gv);
    expect(logTexts(h)).toContain('{p1} is back');
  });

  it('after a restart, a player whose socket never comes back counts as away and is taken over', async () => {
    const kv = new MemoryKV();
    const timers = new Timers();
    const { conns } = await clockTable({ takeover: '1' }, kv, timers);
    expect(conns).toHaveLength(2);
    // The room restarts: its sockets are gone without a close reaching the new room.
    const timers2 = new Timers();
    timers2.now = timers.now + 100;
    const h2 = await makeTable({ game: highcard, seats: 2, kv, timers: timers2, clockMinuteMs: MIN });
    const watcher = await h2.join();
    await timers2.advance(RECHECK_MS + 900);
    expect(watcher.view.seats.map((s) => s.standin)).toEqual([undefined, undefined]);
    await timers2.advance(200);
    expect(watcher.view.seats.map((s) => s.standin)).toEqual(['away', 'away']);
    await timers2.advance(100);
    expect(h2.table.gv).toBeGreaterThan(0);
  });

  it('a spectator is no player: a socket without the key does not bring the seat back', async () => {
    const { h, conns } = await clockTable({ takeover: '1' });
    h.drop(conns[1]!);
    await h.timers.advance(1100);
    await h.join();
    await h.timers.advance(0);
    expect(conns[0]!.view.seats[1]!.standin).toBe('away');
  });

  it('the host handing the seat to a bot keeps it the player’s, until they say they are back; off means the table waits', async () => {
    const { h, conns } = await clockTable({ takeover: '1' });
    h.drop(conns[1]!);
    await h.timers.advance(1100);
    expect(conns[0]!.view.seats[1]!.standin).toBe('away');
    await conns[0]!.say({ t: 'bot', seat: 1, bot: 'random' });
    expect(conns[0]!.view.seats[1]).toMatchObject({ name: 'P1', controller: 'human', standin: 'host', bot: 'random' });
    // Their key still holds the seat; coming back is their choice, not their socket's.
    const back = await h.join({ seatSecret: secretOf(conns[1]!) });
    expect(back.view.you.seat).toBe(1);
    expect(back.view.seats[1]!.standin).toBe('host');
    await back.say({ t: 'back' });
    expect(conns[0]!.view.seats[1]!.standin).toBeUndefined();
    const off = await clockTable({});
    off.h.drop(off.conns[1]!);
    await off.h.timers.advance(10 * 60_000);
    expect(off.h.table.gv).toBe(0);
  });

  it('a rematch keeps the table options', async () => {
    const { h, conns } = await clockTable({ clock: '10', takeover: '3' });
    await h.timers.advance(10 * 60_000 + 1);
    expect(h.table.meta!.status).toBe('over');
    await conns[0]!.say({ t: 'rematch' });
    const next = [...h.spawned.values()][0]!;
    expect(next.meta!.table).toEqual({ clock: '10', takeover: '3' });
  });
});
