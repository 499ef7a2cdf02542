// Seat plans: how many seats a table of a game has and which colours they take, for the chosen
// options. A game declares its own (`GameModule.seats`, e.g. Dwar7s Fall's tribes add seats and
// name colours after tribes); a game that declares none seats `minPlayers`..`maxPlayers` in the
// platform's palette. The lobby, the create-table API, bots and the seat picker all ask here.
import { DEFAULT_SEAT_COLOURS, SEAT_COLOUR_ID } from './constants';
import type { AnyGame, OptionSpec, SeatColour, SeatPlan } from './engine/types';

/** The highest seat index the protocol carries (`sit`, `kick`, `bot` seat numbers). */
export const MAX_SEATS = 16;

// One slot, compared by identity: a table asks for the same (game, options) on every view it builds.
let last: { game: AnyGame; options: unknown; plan: SeatPlan } | null = null;

/** The seat plan of `game` for these (already validated) options. */
export function seatPlanOf(game: AnyGame, options: Record<string, unknown>): SeatPlan {
  if (last && last.game === game && last.options === options) return last.plan;
  const plan = game.seats?.(options) ?? { min: game.minPlayers, max: game.maxPlayers, colours: DEFAULT_SEAT_COLOURS };
  last = { game, options, plan };
  return plan;
}

/** The colour with this id in the plan, if the plan offers it. */
export const colourIn = (plan: SeatPlan, id: unknown): SeatColour | undefined =>
  typeof id === 'string' ? plan.colours.find((c) => c.id === id) : undefined;

/** Why a declared plan cannot seat a table (a game bug, caught by the contract test), or null. */
export function planProblem(plan: SeatPlan): string | null {
  if (!Number.isInteger(plan.min) || !Number.isInteger(plan.max) || plan.min < 1 || plan.max < plan.min || plan.max > MAX_SEATS) {
    return `seat counts ${plan.min}..${plan.max} are not 1..${MAX_SEATS}`;
  }
  if (plan.colours.length < plan.max) return `${plan.colours.length} colours for up to ${plan.max} seats`;
  const ids = new Set<string>();
  for (const c of plan.colours) {
    if (!SEAT_COLOUR_ID.test(c.id)) return `colour id "${c.id}" is not a short URL-safe word`;
    if (ids.has(c.id)) return `colour id "${c.id}" twice`;
    ids.add(c.id);
    if (!/^#[0-9a-fA-F]{6}$/.test(c.fill) || !/^#[0-9a-fA-F]{6}$/.test(c.ink)) return `colour "${c.id}" is not #rrggbb`;
  }
  return null;
}

/** Every combination of the declared options' values (booleans and choices), capped at `cap`. */
export function optionCombos(specs: readonly OptionSpec[], cap = 64): Record<string, unknown>[] | null {
  let combos: Record<string, unknown>[] = [{}];
  for (const spec of specs) {
    const values: unknown[] = spec.kind === 'boolean' ? [false, true] : spec.choices.map((c) => c.value);
    combos = combos.flatMap((c) => values.map((v) => ({ ...c, [spec.key]: v })));
    if (combos.length > cap) return null;
  }
  return combos;
}

/** The key the client looks a plan up by: the option values in the order the game declares them. */
export const optionsKey = (specs: readonly OptionSpec[], options: Record<string, unknown>): string =>
  JSON.stringify(specs.map((s) => options[s.key] ?? s.default));

export interface SeatPlans {
  /** The plan for the default options; the fallback when options are not listed. */
  base: SeatPlan;
  /** optionsKey -> index into `plans`; absent when the options have too many combinations. */
  byOptions?: Record<string, number>;
  plans: SeatPlan[];
}

/**
 * Every plan the create form may need, computed once per game: a function cannot cross the wire,
 * so the server lists the plan of each combination of options (deduplicated).
 */
export function seatPlansOf(game: AnyGame): SeatPlans {
  const parse = (o: Record<string, unknown>) => {
    const r = game.optionsSchema.safeParse(o);
    return r.success ? (r.data as Record<string, unknown>) : null;
  };
  const defaults = parse(Object.fromEntries(game.options.map((o) => [o.key, o.default]))) ?? {};
  const base = seatPlanOf(game, defaults);
  const plans: SeatPlan[] = [base];
  const combos = optionCombos(game.options);
  if (!combos) return { base, plans };
  const byOptions: Record<string, number> = {};
  for (const combo of combos) {
    const options = parse(combo);
    if (!options) continue;
    const plan = seatPlanOf(game, options);
    const same = plans.findIndex((p) => JSON.stringify(p) === JSON.stringify(plan));
    byOptions[optionsKey(game.options, combo)] = same >= 0 ? same : plans.push(plan) - 1;
  }
  return { base, byOptions, plans };
}
