import { describe, expect, it } from 'vitest';
import { GAMES } from '../../shared/games/index';
import { DEFAULT_SEAT_COLOURS } from '../../shared/constants';
import { optionCombos, optionsKey, planProblem, seatPlanOf, seatPlansOf } from '../../shared/seats';
import { highcard } from '../games/highcard';
import { tribecard } from '../games/tribecard';
import { makeTable } from '../helpers/fake-table';
import { checkSeats } from '../../party/create';

describe('seat plans', () => {
  it('a game without a plan seats min..max players in the platform palette', () => {
    const plan = seatPlanOf(highcard, { rounds: '3' });
    expect([plan.min, plan.max]).toEqual([2, 5]);
    expect(plan.colours).toBe(DEFAULT_SEAT_COLOURS);
  });

  it('a declared plan follows the options, and the list for the create form has one per combination', () => {
    expect(seatPlanOf(tribecard, { rounds: '3', tribes: true }).max).toBe(7);
    expect(seatPlanOf(tribecard, { rounds: '3', tribes: false }).max).toBe(4);
    const plans = seatPlansOf(tribecard);
    expect(plans.base.max).toBe(4);
    expect(Object.keys(plans.byOptions!)).toHaveLength(6);
    expect(plans.plans).toHaveLength(2);
    const key = optionsKey(tribecard.options, { rounds: '5', tribes: true });
    expect(plans.plans[plans.byOptions![key]!]!.colours.map((c) => c.name)).toContain('Elves');
  });

  it('too many option combinations fall back to the default plan only', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ key: `k${i}`, label: 'x', kind: 'boolean' as const, default: false }));
    expect(optionCombos(many)).toBeNull();
    expect(optionCombos(many.slice(0, 6))).toHaveLength(64);
  });

  it('flags plans no table could use', () => {
    expect(planProblem({ min: 2, max: 9, colours: DEFAULT_SEAT_COLOURS })).toMatch(/8 colours/);
    expect(planProblem({ min: 0, max: 2, colours: DEFAULT_SEAT_COLOURS })).toMatch(/seat counts/);
    expect(planProblem({ min: 2, max: 2, colours: [DEFAULT_SEAT_COLOURS[0], DEFAULT_SEAT_COLOURS[0]] })).toMatch(/twice/);
    expect(planProblem({ min: 1, max: 1, colours: [{ ...DEFAULT_SEAT_COLOURS[0], id: 'a b' }] })).toMatch(/URL-safe/);
  });

  it('every registered game declares usable plans for every combination of its options', () => {
    for (const game of [...Object.values(GAMES), highcard, tribecard]) {
      const { plans } = seatPlansOf(game);
      for (const plan of plans) {
        expect(planProblem(plan), game.id).toBeNull();
        expect(plan.max, game.id).toBeLessThanOrEqual(game.maxPlayers);
        expect(plan.min, game.id).toBeGreaterThanOrEqual(game.minPlayers);
      }
    }
  });
});

describe('seats tied to their colour (a plan with bySeat)', () => {
  // The Tribe Card test game, as Dwar7s Fall declares its tribes: seat i always wears colour i.
  const bySeat = { ...tribecard, seats: (o: { tribes: boolean; rounds: '2' | '3' | '5' }) => ({ ...tribecard.seats!(o), bySeat: true }) };

  it('a visitor sits in the seat’s own colour whatever colour they ask for; a bot does too', async () => {
    const h = await makeTable({ game: bySeat, seats: 3, options: { rounds: '2', tribes: false } });
    const a = await h.join({ host: true });
    await a.say({ t: 'sit', seat: 2, name: 'Ann', color: 'ochre' });
    await h.timers.drain();
    expect(a.view.seats[2]).toMatchObject({ name: 'Ann', color: 'moss' });
    expect(a.view.coloursBySeat).toBe(true);
    await a.say({ t: 'bot', seat: 1, bot: Object.keys(bySeat.bots ?? {})[0]! });
    await h.timers.drain();
    expect(a.view.seats[1]?.color).toBe('slate');
  });

  it('a rematch seat list that moves a colour to another seat is refused', () => {
    const plan = seatPlanOf(bySeat, { rounds: '2', tribes: false });
    const seat = (color: string, secret: string) => ({ name: 'A', color, controller: 'human' as const, secret, bot: null });
    const hostSecret = 'h'.repeat(22);
    expect(checkSeats(bySeat, plan, { hostSecret, seats: [seat('ochre', 'a'.repeat(22)), seat('slate', 'b'.repeat(22))] }).ok).toBe(true);
    expect(checkSeats(bySeat, plan, { hostSecret, seats: [seat('slate', 'a'.repeat(22)), seat('ochre', 'b'.repeat(22))] }).ok).toBe(false);
  });
});
