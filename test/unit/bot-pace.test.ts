// Bots paced by motion (issue 28): a bot's step that is a real choice waits the table's bot delay
// (about one motion of the board, party/pace.ts), a forced step (one choice) goes at once, the bot
// thinks while the wait runs, and a room restarted mid-wait moves the bot at once after its wake.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeTable, Timers, type Harness } from '../helpers/fake-table';
import { MemoryKV } from '../../party/store';
import { botStepDelay, choices } from '../../party/pace';
import { ok, err, type GameModule } from '../../shared/engine/types';

/**
 * A walk: in their turn a seat picks a path (two choices), then walks it (forced), then, on the
 * "b" path, rests or not (two moves, but resting again is left out of its search's order: one
 * choice worth trying). Four turns, then it ends.
 */
interface WalkState {
  seat: number;
  step: 'pick' | 'walk' | 'rest';
  turns: number;
  path: string;
}
type WalkMove = { type: 'pick'; path: 'a' | 'b' } | { type: 'walk' } | { type: 'rest'; again: boolean };
const Move = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pick'), path: z.enum(['a', 'b']) }),
  z.object({ type: z.literal('walk') }),
  z.object({ type: z.literal('rest'), again: z.boolean() }),
]);
const TURNS = 4;
/** Which paths the bots pick, in turn order. */
const PATHS: ('a' | 'b')[] = ['a', 'b', 'a', 'b'];

const walk: GameModule<WalkState, WalkMove, WalkState> = {
  id: 'walk',
  name: 'Walk (test game)',
  minPlayers: 2,
  maxPlayers: 2,
  options: [],
  optionsSchema: z.object({}),
  moveSchema: Move as z.ZodType<WalkMove>,
  setup: () => ({ seat: 0, step: 'pick', turns: 0, path: '' }),
  activeSeats: (s) => (s.turns >= TURNS ? [] : [s.seat]),
  legalMoves(s, seat) {
    if (s.turns >= TURNS || seat !== s.seat) return [];
    if (s.step === 'pick') return [{ type: 'pick', path: 'a' }, { type: 'pick', path: 'b' }];
    if (s.step === 'walk') return [{ type: 'walk' }];
    return [{ type: 'rest', again: false }, { type: 'rest', again: true }];
  },
  apply(s, seat, m) {
    if (!walk.legalMoves(s, seat).some((x) => JSON.stringify(x) === JSON.stringify(m))) return err('move/illegal', 'Not now.');
    const next = { turns: s.turns + 1, seat: 1 - s.seat, step: 'pick' as const, path: s.path };
    if (m.type === 'pick') return ok({ state: { ...s, step: 'walk', path: s.path + m.path }, events: [{ text: `{p${seat}} picks ${m.path}` }] });
    if (m.type === 'walk') return ok({ state: s.path.endsWith('b') ? { ...s, step: 'rest' } : { ...s, ...next }, events: [{ text: `{p${seat}} walks` }] });
    return ok({ state: { ...s, ...next }, events: [{ text: `{p${seat}} rests` }] });
  },
  view: (s) => s,
  result: (s) => (s.turns >= TURNS ? { winners: [0], scores: [1, 0] } : null),
  bots: {
    walker: (s, seat) => (s.step === 'pick' ? { type: 'pick', path: PATHS[s.turns]! } : walk.legalMoves(s, seat)[0]!),
  },
  // Resting again never changes the walk's worth: left out of the moves worth trying.
  search: { determinize: (s) => s, order: (_s, _seat, moves) => moves.filter((m) => !(m.type === 'rest' && m.again)) },
};

const DELAY = 300;

/** A table of two walker bots, started; the host watches. */
async function botTable(kv = new MemoryKV(), timers = new Timers()): Promise<Harness> {
  const h = await makeTable({ game: walk, seats: 2, kv, timers, botDelayMs: DELAY });
  const host = await h.join({ host: true });
  await host.say({ t: 'bot', seat: 0, bot: 'walker' });
  await host.say({ t: 'bot', seat: 1, bot: 'walker' });
  await host.say({ t: 'start' });
  return h;
}

// The game's own lines (a forced step's "taken by itself" line, shared/engine/auto.ts, left out).
const texts = (h: Harness) => h.table.log.filter((e) => e.kind !== 'auto').map((e) => e.text).filter((t) => !t.startsWith('Bot levels') && !t.startsWith('Deal sealed'));

describe('the pacing rule (party/pace.ts)', () => {
  it('counts the moves worth trying: a forced step has one choice, and a choice left out of the order does not count', () => {
    const s = walk.setup('x', 2, {});
    expect(choices(walk, s, 0)).toBe(2);
    expect(botStepDelay(walk, s, 0, DELAY)).toBe(DELAY);
    const walking = { ...s, step: 'walk' as const, path: 'b' };
    expect(botStepDelay(walk, walking, 0, DELAY)).toBe(0);
    const resting = { ...s, step: 'rest' as const, path: 'b' };
    expect(walk.legalMoves(resting, 0)).toHaveLength(2);
    expect(botStepDelay(walk, resting, 0, DELAY)).toBe(0);
    // A game without a search: every legal move counts.
    expect(botStepDelay({ ...walk, search: undefined }, resting, 0, DELAY)).toBe(DELAY);
  });
});

describe('bots paced by motion', () => {
  it('a choice waits the bot delay; the forced steps after it go at once', async () => {
    const h = await botTable();
    // Seat 0 picks: a real choice, so it waits the whole delay.
    await h.timers.advance(DELAY - 5);
    expect(texts(h)).toEqual([]);
    await h.timers.advance(5);
    // The pick, then the forced walk at the same moment, then nothing until seat 1's pick is due.
    expect(texts(h)).toEqual(['{p0} picks a', '{p0} walks']);
    await h.timers.advance(DELAY - 5);
    expect(texts(h)).toHaveLength(2);
    await h.timers.advance(5);
    // Seat 1 picks b: it walks and rests (one choice worth trying) at once.
    expect(texts(h)).toEqual(['{p0} picks a', '{p0} walks', '{p1} picks b', '{p1} walks', '{p1} rests']);
    await h.timers.advance(2 * DELAY);
    expect(h.table.meta!.status).toBe('over');
    expect(texts(h)).toHaveLength(10);
  });

  it('a delay of 0 (tests, BOT_DELAY_MS=0) paces nothing', async () => {
    const h = await makeTable({ game: walk, seats: 2, botDelayMs: 0 });
    const host = await h.join({ host: true });
    await host.say({ t: 'bot', seat: 0, bot: 'walker' });
    await host.say({ t: 'bot', seat: 1, bot: 'walker' });
    await host.say({ t: 'start' });
    await h.timers.advance(0);
    expect(h.table.meta!.status).toBe('over');
  });

  it('a room restarted while a bot waits moves that bot at once after its wake, then paces on', async () => {
    const kv = new MemoryKV();
    const timers = new Timers();
    const h = await botTable(kv, timers);
    await timers.advance(DELAY);
    expect(texts(h)).toHaveLength(2);
    await timers.advance(DELAY / 2);
    // Evicted mid-wait: its timers are lost; a new room restores from storage.
    const timers2 = new Timers();
    timers2.now = timers.now + 50;
    const h2 = await makeTable({ game: walk, seats: 2, kv, timers: timers2, botDelayMs: DELAY });
    await timers2.advance(0);
    expect(texts(h2)).toEqual(['{p0} picks a', '{p0} walks', '{p1} picks b', '{p1} walks', '{p1} rests']);
    // The next choice waits its delay again.
    await timers2.advance(DELAY - 5);
    expect(texts(h2)).toHaveLength(5);
    await timers2.advance(5);
    expect(texts(h2)).toHaveLength(7);
  });
});
