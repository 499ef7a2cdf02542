// A seat keeps its player (issue 26, items 5, 8-10), through the table socket: the host hands a
// player's seat to a bot for now (here or not), a player leaves theirs to one, each at a chosen
// level, and takes it back with their key; bots show their level on the seat and in the log; and
// an undo never gives the turn clock's per-turn time again.
import { describe, expect, it } from 'vitest';
import { makeTable, seatAndStart, secretOf, type FakeConn, type Harness } from '../helpers/fake-table';
import { highcard, type HighCardMove, type HighCardState } from '../games/highcard';
import type { ServerMessage } from '../../shared/protocol';

/** High Card with two bot levels, each noting when it moves (to tell which level played). */
const played: string[] = [];
const levelBot = (level: string) => (s: HighCardState, seat: number): HighCardMove | null => {
  played.push(`${level}:${seat}`);
  return highcard.legalMoves(s, seat)[0] ?? null;
};
const leveled: typeof highcard = { ...highcard, bots: { easy: levelBot('easy'), hard: levelBot('hard') } };

const hc = (h: Harness) => h.table.state as HighCardState;
const texts = (h: Harness) => h.table.log.map((e) => e.text);
const legal = (h: Harness, seat: number) => highcard.legalMoves(hc(h), seat)[0]!;
const clockOf = (c: FakeConn) => c.received.filter((m): m is Extract<ServerMessage, { t: 'clock' }> => m.t === 'clock').at(-1)!;

/** Play on: the people in `people` move when it is their turn, bots move on their timers. */
async function playOn(h: Harness, people: Map<number, FakeConn>, until = () => h.table.meta!.status !== 'playing') {
  for (let guard = 0; guard < 400 && !until(); guard++) {
    const seat = highcard.activeSeats(hc(h)).find((s) => people.has(s));
    if (seat !== undefined) await people.get(seat)!.say({ t: 'move', v: h.table.gv, move: legal(h, seat) });
    else await h.timers.advance(20);
  }
}

describe('the host hands a player’s seat to a bot: it stays the player’s', () => {
  it('an absent player’s seat keeps its name, the end and the replay credit them, and their key still holds it', async () => {
    const h = await makeTable({ game: leveled, seats: 2, options: { rounds: '2' } });
    const [p0, p1] = (await seatAndStart(h, 2)) as [FakeConn, FakeConn];
    const key = secretOf(p1);
    // P1 plays a card, then leaves; the host hands the seat to a Hard bot.
    await p1.say({ t: 'move', v: h.table.gv, move: legal(h, 1) });
    h.drop(p1);
    await h.timers.advance(10);
    played.length = 0;
    await p0.say({ t: 'bot', seat: 1, bot: 'hard' });
    expect(p0.errors()).toEqual([]);
    expect(p0.view.seats[1]).toMatchObject({ name: 'P1', controller: 'human', standin: 'host', bot: 'hard' });
    await playOn(h, new Map([[0, p0]]));
    expect(h.table.meta!.status).toBe('over');
    // The Hard bot played seat 1, and only it.
    expect(played.length).toBeGreaterThan(0);
    expect(new Set(played)).toEqual(new Set(['hard:1']));
    expect(texts(h)).toContain('The host hands {p1}’s seat to a Hard bot for now');
    // The end screen names the seat's player.
    expect(p0.view.result).not.toBeNull();
    expect(p0.view.seats[1]).toMatchObject({ name: 'P1', controller: 'human' });
    // A replay of a move the bot made shows the seat as the player's.
    await p0.say({ t: 'replay', at: h.table.gv });
    const frame = p0.received.filter((m): m is Extract<ServerMessage, { t: 'replay' }> => m.t === 'replay').at(-1)!;
    expect(frame.table.seats[1]?.name).toBe('P1');
    // The player comes back with their key: their seat, not "not valid".
    const back = await h.join({ seatSecret: key });
    expect(back.errors()).toEqual([]);
    expect(back.view.you.seat).toBe(1);
  });

  it('a connected player’s seat too; their key takes it back with "back", and a move of theirs does too', async () => {
    const h = await makeTable({ game: leveled, seats: 3 });
    const [p0, p1, p2] = (await seatAndStart(h, 3)) as [FakeConn, FakeConn, FakeConn];
    await p1.say({ t: 'bot', seat: 0, bot: 'hard' });
    expect(p1.lastError()?.code).toBe('host/only-host');
    await p0.say({ t: 'bot', seat: 1, bot: 'genius' });
    expect(p0.lastError()?.code).toBe('host/no-bot');
    expect(p1.view.seats[1]?.standin).toBeUndefined();
    await p0.say({ t: 'bot', seat: 1, bot: 'hard' });
    await p0.say({ t: 'bot', seat: 2, bot: 'easy' });
    expect(p0.errors().map((e) => e.code)).toEqual(['host/no-bot']);
    // Still seated (their key is theirs); the seat says a Hard bot plays for now.
    expect(p1.view.you.seat).toBe(1);
    expect(p2.view.seats[1]).toMatchObject({ name: 'P1', standin: 'host', bot: 'hard', connected: true });
    expect(p1.view.seats[2]).toMatchObject({ name: 'P2', standin: 'host', bot: 'easy' });
    // A reload: the same key, the same seat, still played by the bot until they say so.
    h.drop(p1);
    const again = await h.join({ seatSecret: secretOf(p1) });
    expect(again.errors()).toEqual([]);
    expect(again.view.you.seat).toBe(1);
    expect(again.view.seats[1]?.standin).toBe('host');
    await again.say({ t: 'back' });
    expect(again.view.seats[1]?.standin).toBeUndefined();
    expect(again.view.seats[1]?.bot).toBeUndefined();
    // P2 simply plays (if it is still to play): the move gives the seat back first.
    if (highcard.activeSeats(hc(h)).includes(2)) {
      await p2.say({ t: 'move', v: h.table.gv, move: legal(h, 2) });
      expect(p2.errors()).toEqual([]);
    } else await p2.say({ t: 'back' });
    expect(p0.view.seats[2]?.standin).toBeUndefined();
    await p0.say({ t: 'move', v: h.table.gv, move: legal(h, 0) });
    expect(texts(h)).toEqual(expect.arrayContaining(['The host hands {p1}’s seat to a Hard bot for now', 'The host hands {p2}’s seat to an Easy bot for now', '{p1} is back', '{p2} is back']));
  });

  it('a hand-over and its level survive a restart', async () => {
    const h = await makeTable({ game: leveled, seats: 2 });
    const [p0, p1] = (await seatAndStart(h, 2)) as [FakeConn, FakeConn];
    await p0.say({ t: 'bot', seat: 1, bot: 'hard' });
    // The old room is gone (its timers with it): a new one from the same storage.
    const again = await makeTable({ game: leveled, kv: h.kv });
    const bea = await again.join({ seatSecret: secretOf(p1) });
    expect(bea.view.seats[1]).toMatchObject({ name: 'P1', standin: 'host', bot: 'hard' });
    played.length = 0;
    await playOn(again, new Map([[0, await again.join({ seatSecret: secretOf(p0) })]]), () => played.length > 0);
    expect(played.length).toBeGreaterThan(0);
    expect(new Set(played)).toEqual(new Set(['hard:1']));
  });

  it('a seat that never had a player, handed to a bot, is a bot’s seat, named and levelled', async () => {
    const h = await makeTable({ game: leveled, seats: 3 });
    const host = await h.join({ host: true });
    await host.say({ t: 'sit', seat: 0, name: 'Ann', color: 'red' });
    await host.say({ t: 'bot', seat: 1, bot: 'hard' });
    await host.say({ t: 'bot', seat: 2, bot: 'easy' });
    expect(host.view.seats.slice(1).map((s) => [s.name, s.controller, s.bot])).toEqual([
      ['Bot 2', 'bot', 'hard'],
      ['Bot 3', 'bot', 'easy'],
    ]);
    await host.say({ t: 'start' });
    await host.say({ t: 'move', v: h.table.gv, move: legal(h, 0) });
    // The log says each bot's level as the game starts, in one line.
    expect(texts(h)[0]).toBe('Bot levels: {p1} Hard, {p2} Easy.');
    // During the game the host may change a bot's level: the seat and the log say so.
    await host.say({ t: 'bot', seat: 2, bot: 'hard' });
    expect(host.view.seats[2]?.bot).toBe('hard');
    await playOn(h, new Map([[0, host]]), () => texts(h).includes('{p2} now plays as a Hard bot'));
    expect(texts(h)).toContain('{p2} now plays as a Hard bot');
  });
});

describe('a player leaves their seat to a bot for now', () => {
  it('at the level they choose, with a line in the log; "back" gives it back; the door refuses what is wrong', async () => {
    const h = await makeTable({ game: leveled, seats: 2, options: { rounds: '3' } });
    const lobby = await h.join({ host: true });
    await lobby.say({ t: 'leave', bot: 'hard' });
    expect(lobby.lastError()?.code).toBe('seat/not-seated');
    await lobby.say({ t: 'sit', seat: 0, name: 'P0', color: 'red' });
    await lobby.say({ t: 'leave', bot: 'hard' });
    expect(lobby.lastError()?.code).toBe('table/not-playing');
    const p1 = await h.join();
    await p1.say({ t: 'sit', seat: 1, name: 'Bea', color: 'blue' });
    await lobby.say({ t: 'start' });
    const spectator = await h.join();
    for (const bad of [{ t: 'leave' }, { t: 'leave', bot: 5 }, { t: 'leave', bot: 'x'.repeat(40) }]) {
      await p1.say(bad);
      expect(p1.lastError()?.code).toBe('msg/bad-schema');
    }
    await p1.say({ t: 'leave', bot: 'constructor' });
    expect(p1.lastError()?.code).toBe('seat/no-bot');
    await spectator.say({ t: 'leave', bot: 'hard' });
    expect(spectator.lastError()?.code).toBe('seat/not-seated');
    expect(p1.view.seats[1]?.standin).toBeUndefined();

    played.length = 0;
    await p1.say({ t: 'leave', bot: 'hard' });
    expect(p1.view.you.seat).toBe(1);
    expect(spectator.view.seats[1]).toMatchObject({ name: 'Bea', standin: 'leave', bot: 'hard' });
    await h.timers.advance(50);
    expect(played).toContain('hard:1');
    await lobby.say({ t: 'move', v: h.table.gv, move: legal(h, 0) });
    expect(texts(h)).toContain('{p1} leaves for now: a Hard bot plays for them');
    await p1.say({ t: 'back' });
    expect(spectator.view.seats[1]?.standin).toBeUndefined();
    await p1.say({ t: 'back' });
    expect(p1.lastError()?.code).toBe('seat/not-stood-in');
  });
});

describe('the turn clock and undo', () => {
  async function clocked(game = leveled) {
    const h = await makeTable({ game, seats: 2, options: { rounds: '5' }, table: { clock: '5' }, clockMinuteMs: 1000 });
    return h;
  }

  it('asking the table again and again (bots accept) never fills the bank: it is what it was, less the time spent', async () => {
    const h = await clocked();
    // The bot waits long enough for the asks below: its card would turn every card over.
    h.env.botDelayMs = 10_000_000;
    const ann = await h.join({ host: true });
    await ann.say({ t: 'sit', seat: 0, name: 'Ann', color: 'red' });
    await ann.say({ t: 'bot', seat: 1, bot: 'easy' });
    await ann.say({ t: 'start' });
    // A bank of 5 s (scaled minutes) and one turn's time (167 ms), running.
    expect(clockOf(ann).left[0]).toBe(5167);
    for (let i = 0; i < 5; i++) {
      await h.timers.advance(200);
      await ann.say({ t: 'move', v: h.table.gv, move: legal(h, 0) });
      await ann.say({ t: 'undo', act: 'ask', v: h.table.gv });
      expect(ann.errors()).toEqual([]);
      expect(texts(h).at(-1)).toBe('{p0} asked to undo their last move; the bots agreed: it is undone.');
    }
    // 1 s spent over five turns that were all undone: no turn's time was given again.
    const c = clockOf(ann);
    expect(c.running).toContain(0);
    expect(c.left[0]).toBe(5167 - 1000);
    // After a restart, the same.
    const again = await makeTable({ game: leveled, kv: h.kv, timers: h.timers, clockMinuteMs: 1000 });
    const back = await again.join({ seatSecret: secretOf(ann) });
    expect(clockOf(back).left[0]).toBe(5167 - 1000);
  });

  it('leaving and coming back does not refill a low bank (only running out or an absence does)', async () => {
    const h = await clocked();
    const [p0, p1] = (await seatAndStart2(h)) as [FakeConn, FakeConn];
    // 4.5 s of a 5.167 s bank spent: 667 ms left to each.
    await h.timers.advance(4500);
    await p1.say({ t: 'leave', bot: 'easy' });
    expect(clockOf(p0).left[1]).toBe(667);
    await p1.say({ t: 'back' });
    expect(p1.errors()).toEqual([]);
    expect(clockOf(p0).left[1]).toBe(667);
    expect(clockOf(p0).running).toContain(1);
  });

  it('a take-back withdraws the turn’s time the taken-back move gave the other seat', async () => {
    const h = await clocked(highcard);
    const [p0, p1] = (await seatAndStart2(h)) as [FakeConn, FakeConn];
    // Both play: the second card turns them over, and the round's winner decides alone.
    await p0.say({ t: 'move', v: h.table.gv, move: legal(h, 0) });
    await p1.say({ t: 'move', v: h.table.gv, move: legal(h, 1) });
    const winner = hc(h).winner!;
    const loser = 1 - winner;
    const by = [p0, p1];
    const before = clockOf(p0).left[loser]!;
    expect(clockOf(p0).running).toEqual([winner]);
    // The winner passes: a new round, both decide, the loser gets a turn's time.
    await by[winner]!.say({ t: 'move', v: h.table.gv, move: { type: 'pass' } });
    expect(clockOf(p0).left[loser]).toBe(before + 167);
    // Taken back at once: the loser's turn never came, nor its time.
    await by[winner]!.say({ t: 'undo', act: 'take', v: h.table.gv });
    expect(by[winner]!.errors()).toEqual([]);
    expect(clockOf(p0).running).toEqual([winner]);
    expect(clockOf(p0).left[loser]).toBe(before);
  });
});

/** Two players seated and started without running the clocks out (no draining). */
async function seatAndStart2(h: Harness): Promise<FakeConn[]> {
  const conns: FakeConn[] = [];
  for (let i = 0; i < 2; i++) {
    const c = await h.join({ host: i === 0 });
    await c.say({ t: 'sit', seat: i, name: `P${i}`, color: (['red', 'blue'] as const)[i]! });
    conns.push(c);
  }
  await conns[0]!.say({ t: 'start' });
  return conns;
}
