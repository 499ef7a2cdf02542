// A table's pace (issue 31): turn-based banks in days (their arithmetic, the options' checks, the
// words), and a table (fake env, manual time) whose bank runs out: the bot plays that turn, or the
// seat is skipped where the game can skip it; the host's change of pace, refused to anyone else.
import { describe, expect, it } from 'vitest';
import { clockRules, grant, leftAt, newClocks, retime } from '../../party/clock';
import { checkCreate, checkTableOptions } from '../../party/create';
import { MemoryKV } from '../../party/store';
import type { ServerMessage } from '../../shared/protocol';
import type { AnyGame } from '../../shared/engine/types';
import { DAY_MINUTES, paceWords } from '../../shared/tableoptions';
import { highcard, type HighCardState } from '../games/highcard';
import { makeTable, Timers, type FakeConn, type Harness } from '../helpers/fake-table';

/** One clock minute is 1 ms here: a day is 1440 ms. */
const MIN = 1;
const DAY = DAY_MINUTES * MIN;
const turn3 = { clock: 'off', takeover: 'off', pace: 'turn', days: '3', late: 'bot' } as const;

describe('turn-based banks', () => {
  it('hold n days, +1 day a turn, never more than n days', () => {
    const rules = clockRules(turn3, MIN)!;
    expect(rules).toEqual({ bankMs: 3 * DAY, perTurnMs: DAY, returnMs: DAY, capMs: 3 * DAY });
    expect(clockRules({ ...turn3, days: '1' }, 60_000)!.bankMs).toBe(24 * 3600_000);
    // A turn-based table has a bank even though its live clock is off.
    expect(clockRules({ ...turn3, clock: 'off' }, MIN)).not.toBeNull();
    let c = newClocks(2, rules);
    // The first turn's day does not overfill a full bank.
    c = retime(c, new Set([0]), new Set([0]), 0, rules);
    expect(leftAt(c, 0, 0)).toBe(3 * DAY);
    // Seat 0 takes 2.5 days; its next turn gives one day back: 1.5 days.
    c = retime(c, new Set(), new Set(), 2.5 * DAY, rules);
    expect(c.left[0]).toBe(0.5 * DAY);
    c = retime(c, new Set([0]), new Set([0]), 3 * DAY, rules);
    expect(leftAt(c, 0, 3 * DAY)).toBe(1.5 * DAY);
    expect(grant({ left: [2.5 * DAY], since: [null] }, 0, rules).left[0]).toBe(3 * DAY);
  });

  it('are said in players’ words', () => {
    expect(paceWords({ clock: 'off', takeover: 'off' })).toBe('Live');
    expect(paceWords(turn3)).toBe('Turn-based: 3 days a move, +1 day a turn');
    expect(paceWords({ ...turn3, days: '1' })).toBe('Turn-based: 1 day a move');
  });
});

describe('the pace at creation', () => {
  const games = { [highcard.id]: highcard };
  it('is live unless asked; turn-based has no live clock nor takeover; bad values are refused by name', () => {
    expect(checkTableOptions(undefined)).toEqual({ ok: true, value: { clock: 'off', takeover: 'off' } });
    // A live table keeps no days; a turn-based one sets the live clock and the takeover off.
    expect(checkTableOptions({ clock: '5', days: '7' })).toEqual({ ok: true, value: { clock: '5', takeover: 'off' } });
    expect(checkTableOptions({ pace: 'turn', clock: '5', takeover: '1' })).toEqual({ ok: true, value: { clock: 'off', takeover: 'off', pace: 'turn', days: '3', late: 'bot' } });
    const made = checkCreate({ game: 'highcard', seats: 2, table: { pace: 'turn', days: '7', late: 'skip' } }, games);
    expect(made.ok && made.value.table).toEqual({ clock: 'off', takeover: 'off', pace: 'turn', days: '7', late: 'skip' });
    for (const [table, words] of [
      [{ pace: 'slow' }, 'pace is one of "live", "turn"'],
      [{ pace: 'turn', days: '2' }, 'days a move'],
      [{ pace: 'turn', days: 3 }, 'days a move'],
      [{ pace: 'turn', late: 'pass' }, 'Out of days'],
      [{ pace: 'turn', speed: 'fast' }, '"speed"'],
    ] as const) {
      const r = checkTableOptions(table);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toContain(words);
    }
  });
});

const clockOf = (c: FakeConn) => c.received.filter((m): m is Extract<ServerMessage, { t: 'clock' }> => m.t === 'clock').at(-1);
const card = (h: Harness, seat: number) => highcard.legalMoves(h.table.state as HighCardState, seat)[0]!;
const hc = (h: Harness) => h.table.state as HighCardState;

async function paced(table: Record<string, unknown>, game: AnyGame = highcard, kv = new MemoryKV(), timers = new Timers()) {
  const h = await makeTable({ game, seats: 2, options: { rounds: '3' }, table, clockMinuteMs: MIN, kv, timers });
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

describe('a turn-based table', () => {
  it('a bank that runs out: the bot plays that turn only, and the seat is its player’s again with a day', async () => {
    const { h, conns } = await paced({ pace: 'turn', days: '1', late: 'bot' });
    expect(clockOf(conns[0]!)).toEqual({ t: 'clock', left: [DAY, DAY], running: [0, 1] });
    await conns[0]!.say({ t: 'move', v: h.table.gv, move: card(h, 0) });
    await h.timers.advance(DAY - 50);
    expect(conns[0]!.view.seats[1]!.standin).toBeUndefined();
    expect(h.table.gv).toBe(1);
    await h.timers.advance(100);
    // Out of days: the bot plays seat 1's card; the log says it plays this turn.
    expect(h.table.gv).toBe(2);
    expect(h.table.log.map((e) => e.text)).toContain('Time ran out for {p1}: a Random bot plays this turn');
    if (hc(h).winner === 1) {
      // Seat 1 won the round: still its turn, the bot decides it (draw or pass), which starts a new round.
      await h.timers.advance(10);
    } else {
      // Seat 1 lost: its turn is over; seat 0 decides, and a new round starts.
      expect(conns[0]!.view.seats[1]!.standin).toBeUndefined();
      await conns[0]!.say({ t: 'move', v: h.table.gv, move: { type: 'pass' } });
    }
    expect(hc(h).round).toBe(2);
    // The turn is over: the seat is the player's again (no bot plays for them), its next turn's day in its bank.
    expect(conns[0]!.view.seats[1]!.standin).toBeUndefined();
    expect(clockOf(conns[1]!)!.left[1]).toBe(DAY);
    expect(clockOf(conns[1]!)!.running).toContain(1);
    // Nothing was played for seat 1 after its turn: it is to choose its card now.
    expect(hc(h).played[1]).toBeNull();
  });

  it('“skip”: the game’s skip where it has one (the winner passes), the bot where it has none (a card must be played)', async () => {
    // Its bot draws whenever it can: a pass can only be the skip.
    const drawer: AnyGame = { ...highcard, bots: { random: (st: HighCardState, seat: number) => highcard.legalMoves(st, seat)[0] ?? null } };
    const { h, conns } = await paced({ pace: 'turn', days: '1', late: 'skip' }, drawer);
    // Nobody moves: both banks run out at once; a card cannot be skipped, so the bot plays each.
    await h.timers.advance(DAY + 50);
    const log = () => h.table.log.map((e) => e.text);
    expect(log()).toContain('Time ran out for {p0}: their turn is skipped');
    expect(log()).toContain('Time ran out for {p1}: their turn is skipped');
    // The round's winner draws or passes: skipped, it passes; the next round's cards are the players' own.
    const winner = log().findIndex((t) => t.startsWith('{p') && t.endsWith('passed.'));
    expect(winner).toBeGreaterThan(0);
    expect(log().some((t) => t.endsWith('drew a card.'))).toBe(false);
    expect(hc(h).round).toBe(2);
    expect(hc(h).played).toEqual([null, null]);
    expect(conns[0]!.view.seats.map((s) => s.standin)).toEqual([undefined, undefined]);
    expect(clockOf(conns[0]!)).toEqual({ t: 'clock', left: [DAY, DAY], running: [0, 1] });
  });

  it('a game that cannot skip (it declares no skip) has the bot play, and says so', async () => {
    const { skip, ...noSkip } = highcard;
    expect(skip).toBeDefined();
    const { h, conns } = await paced({ pace: 'turn', days: '1', late: 'skip' }, noSkip);
    await conns[0]!.say({ t: 'move', v: h.table.gv, move: card(h, 0) });
    await h.timers.advance(DAY + 50);
    expect(h.table.log.map((e) => e.text)).toContain(`Time ran out for {p1}: ${highcard.name} cannot skip a turn, so a Random bot plays it`);
    expect(h.table.gv).toBeGreaterThanOrEqual(2);
  });

  it('a restart resumes it exactly: banks in server time, and the bot plays once when one runs out', async () => {
    const kv = new MemoryKV();
    const timers = new Timers();
    const { h, conns } = await paced({ pace: 'turn', days: '3', late: 'bot' }, highcard, kv, timers);
    await timers.advance(DAY);
    await conns[0]!.say({ t: 'move', v: h.table.gv, move: card(h, 0) });
    // Gone (evicted, restarted), with its timers; a new room restores from storage 1 day later.
    const timers2 = new Timers();
    timers2.now = timers.now + DAY;
    const h2 = await makeTable({ game: highcard, seats: 2, kv, timers: timers2, clockMinuteMs: MIN });
    const watcher = await h2.join();
    expect(clockOf(watcher)).toEqual({ t: 'clock', left: [2 * DAY, DAY], running: [1] });
    await timers2.advance(DAY - 10);
    expect(h2.table.gv).toBe(1);
    await timers2.advance(60);
    expect(h2.table.gv).toBe(2);
    expect(h2.table.log.filter((e) => e.text.startsWith('Time ran out')).length).toBe(1);
  });
});

describe('the host changes the pace mid-game', () => {
  it('is said in the log at once, a full bank stays full; anyone else and bad values are refused, nothing changed', async () => {
    const { h, conns } = await paced({ clock: '5' });
    const gv = h.table.gv;
    // Not the host.
    await conns[1]!.say({ t: 'pace', table: { pace: 'turn', days: '7' } });
    expect(conns[1]!.errors().at(-1)!.code).toBe('host/only-host');
    // Bad values.
    await conns[0]!.say({ t: 'pace', table: { pace: 'turn', days: '5' } });
    expect(conns[0]!.errors().at(-1)!.message).toContain('days a move');
    await conns[0]!.say({ t: 'pace', table: 'fast' });
    expect(conns[0]!.errors().at(-1)!.code).toBe('msg/bad-schema');
    expect(h.table.meta!.table).toEqual({ clock: '5', takeover: 'off' });
    expect(h.table.gv).toBe(gv);
    // The host: turn-based, 7 days.
    await conns[0]!.say({ t: 'pace', table: { pace: 'turn', days: '7', late: 'bot' } });
    expect(h.table.meta!.table).toEqual({ clock: 'off', takeover: 'off', pace: 'turn', days: '7', late: 'bot' });
    expect(conns[1]!.view.table.pace).toBe('turn');
    expect(h.table.gv).toBe(gv + 1);
    expect(h.table.log.at(-1)!.text).toBe('The host sets the pace: Turn-based: 7 days a move, +1 day a turn');
    expect(clockOf(conns[1]!)).toEqual({ t: 'clock', left: [7 * DAY, 7 * DAY], running: [0, 1] });
    // And back to live, without a clock: no bank runs.
    await conns[0]!.say({ t: 'pace', table: { pace: 'live', clock: 'off' } });
    expect(h.table.log.at(-1)!.text).toBe('The host sets the pace: Live');
    // The pages drop the clock they showed.
    expect(clockOf(conns[1]!)).toEqual({ t: 'clock', left: [], running: [] });
    await h.timers.advance(30 * DAY);
    expect(conns[0]!.view.seats[1]!.standin).toBeUndefined();
  });

  it('keeps each bank’s share under the new pace: half of 3 days left is half of 1 day, and runs out then, not before', async () => {
    const { h, conns } = await paced({ pace: 'turn', days: '3', late: 'bot' });
    expect(clockOf(conns[1]!)).toEqual({ t: 'clock', left: [3 * DAY, 3 * DAY], running: [0, 1] });
    // Both seats spend a day and a half of their three, then the host makes it one day a move.
    await h.timers.advance(1.5 * DAY);
    await conns[0]!.say({ t: 'pace', table: { pace: 'turn', days: '1', late: 'bot' } });
    expect(h.table.log.at(-1)!.text).toBe('The host sets the pace: Turn-based: 1 day a move');
    expect(clockOf(conns[1]!)).toEqual({ t: 'clock', left: [0.5 * DAY, 0.5 * DAY], running: [0, 1] });
    const gv = h.table.gv;
    await h.timers.advance(0.5 * DAY - 5);
    expect(h.table.log.some((e) => e.text.startsWith('Time ran out'))).toBe(false);
    // Both banks run out now; the bots play those turns (their lines come with their moves).
    await h.timers.advance(100);
    expect(h.table.log.filter((e) => e.text.startsWith('Time ran out')).length).toBeGreaterThanOrEqual(1);
    expect(h.table.gv).toBeGreaterThan(gv);
  });

  it('gives full banks to a table that had no clock, and a bank that ran out stays empty', async () => {
    const { h, conns } = await paced({ clock: 'off' });
    await conns[0]!.say({ t: 'pace', table: { pace: 'turn', days: '3', late: 'bot' } });
    expect(clockOf(conns[1]!)).toEqual({ t: 'clock', left: [3 * DAY, 3 * DAY], running: [0, 1] });
    const ranOut = () => h.table.log.filter((e) => e.text.startsWith('Time ran out')).length;
    // Seat 0 plays its card at once; seat 1 waits until its bank runs out and the bot plays for it.
    await conns[0]!.say({ t: 'move', v: conns[0]!.view.gv, move: conns[0]!.view.legal![0] });
    await h.timers.advance(3 * DAY + 10);
    expect(ranOut()).toBeGreaterThanOrEqual(1);
    expect(clockOf(conns[1]!)!.left[1]).toBe(0);
    await conns[0]!.say({ t: 'pace', table: { pace: 'turn', days: '7', late: 'bot' } });
    expect(clockOf(conns[1]!)!.left[1]).toBe(0);
  });

  it('is refused once the game is over; the finished table stays as it was, readable', async () => {
    const { h, conns } = await paced({ pace: 'turn', days: '1', late: 'bot' });
    // Nobody moves: out of days turn after turn, the bots finish the game.
    await h.timers.advance(100 * DAY);
    expect(h.table.meta!.status).toBe('over');
    const gv = h.table.gv;
    await conns[0]!.say({ t: 'pace', table: { pace: 'live' } });
    expect(conns[0]!.lastError()!.code).toBe('host/game-over');
    expect(h.table.meta!.table!.pace).toBe('turn');
    expect(h.table.gv).toBe(gv);
    const late = await h.join();
    expect(late.view.status).toBe('over');
    expect(late.view.result).not.toBeNull();
  });
});
