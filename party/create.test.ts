import { describe, expect, it } from 'vitest';
import { checkCreate, checkSeats, gameById } from './create';
import { highcard } from '../test/games/highcard';
import { tribecard } from '../test/games/tribecard';
import { seatPlanOf } from '../shared/seats';
import { z } from 'zod';
import type { AnyGame } from '../shared/engine/types';
import type { SeatRecord } from './store';
import { hall } from '../shared/games/hall/index';
import { buildView } from './views';

const games = { [highcard.id]: highcard, [tribecard.id]: tribecard };
const human = (i: number, over: Partial<SeatRecord> = {}): SeatRecord => ({
  name: `P${i}`,
  color: (['ochre', 'slate', 'moss', 'rust', 'elves', 'gnomes', 'trolls'] as const)[i]!,
  controller: 'human',
  secret: `secret-${i}-0123456789abcdef`,
  bot: null,
  ...over,
});
const plan = seatPlanOf(tribecard, { rounds: '3', tribes: true });
const hostSecret = 'HOSTsecret0123456789';

describe('create requests', () => {
  it('games are own properties only', () => {
    for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) expect(gameById(games, id)).toBeNull();
    const r = checkCreate({ game: '__proto__', seats: 2 }, games);
    expect(r.ok || r.error.code).toBe('table/not-found');
  });

  it('seat counts follow the plan for the options', () => {
    expect(checkCreate({ game: 'tribecard', seats: 7 }, games).ok).toBe(false);
    expect(checkCreate({ game: 'tribecard', seats: 7, options: { tribes: true } }, games).ok).toBe(true);
    expect(checkCreate({ game: 'highcard', seats: 6 }, games).ok).toBe(false);
  });

  it('an option hidden by its visibleWhen is stored at its default, whatever was sent', () => {
    // High Card with a "fast" option shown only with 5 rounds.
    const fast = {
      ...highcard,
      id: 'fastcard',
      options: [...highcard.options, { key: 'fast', label: 'Fast', kind: 'boolean', default: false, visibleWhen: { key: 'rounds', value: '5' } }],
      optionsSchema: z.object({ rounds: z.enum(['2', '3', '5']).default('3'), fast: z.boolean().default(false) }),
    } as unknown as AnyGame;
    const withFast = { ...games, fastcard: fast };
    const hidden = checkCreate({ game: 'fastcard', seats: 3, options: { rounds: '3', fast: true } }, withFast);
    expect(hidden.ok && hidden.value.options).toEqual({ rounds: '3', fast: false });
    const shown = checkCreate({ game: 'fastcard', seats: 3, options: { rounds: '5', fast: true } }, withFast);
    expect(shown.ok && shown.value.options).toEqual({ rounds: '5', fast: true });
  });
});

describe('rematch seats', () => {
  const ok = (seats: unknown[], hs = hostSecret) => checkSeats(tribecard, plan, { seats: seats as SeatRecord[], hostSecret: hs }).ok;

  it('accepts a finished table the lobby could have made', () => {
    expect(ok([human(0, { host: true }), human(1), { name: 'Bot 3', color: 'moss', controller: 'bot', secret: null, bot: 'random' }])).toBe(true);
    // A seat freed during the game keeps its colour and no one.
    expect(ok([human(0), { name: null, color: 'slate', controller: null, secret: null, bot: null }])).toBe(true);
  });

  it('refuses every seat the lobby would refuse', () => {
    const cases: unknown[][] = [
      [human(0)],
      Array.from({ length: 8 }, (_, i) => human(i % 7)),
      [human(0), human(1, { color: 'red' })],
      [human(0), human(1, { color: 'ochre' })],
      [human(0), human(1, { name: 'x'.repeat(25) })],
      [human(0), human(1, { name: { evil: 1 } as unknown as string })],
      [human(0, { host: true }), human(1, { host: true })],
      [human(0), human(1, { secret: human(0).secret })],
      [human(0), human(1, { secret: 'short' })],
      [human(0), { name: 'B', color: 'moss', controller: 'bot', secret: null, bot: 'constructor' }],
      [human(0), { ...human(1), controller: 'admin' }],
      [human(0), null],
    ];
    for (const seats of cases) expect(ok(seats), JSON.stringify(seats)).toBe(false);
    expect(ok([human(0), human(1)], 'bad key')).toBe(false);
  });

  it('an option that means nothing at this seat count is reset to its default, and the table lists only what it means', () => {
    const at = (seats: number) => checkCreate({ game: 'hall', seats, options: { side2p: 'winter' } }, { hall });
    const four = at(4);
    const two = at(2);
    if (!four.ok || !two.ok) throw new Error('refused');
    expect(four.value.options.side2p).toBe('autumn');
    expect(two.value.options.side2p).toBe('winter');
    const rows = (seats: number, options: Record<string, unknown>) => {
      const meta = { id: 't', game: 'hall', options, seats: Array.from({ length: seats }, (_, i) => human(i)), hostSecret, status: 'lobby' as const, seed: null };
      return buildView({ meta, game: hall, state: null, gv: 0, spectators: 0, connectedSeats: new Set() }, { seat: null, host: false }).optionRows!.map((r) => r.label);
    };
    expect(rows(2, two.value.options)).toContain('Board side');
    expect(rows(4, four.value.options).some((l) => /board side/i.test(l))).toBe(false);
  });
});
