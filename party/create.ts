// Opening a table: the checks a create request and a rematch's seat list pass before any storage
// is touched. The public API only ever names a game, a seat count and options; seats with names,
// colours and secrets come only from a finished table's own rematch (a call inside the Worker),
// and even those are checked against the game's seat plan, so no caller can plant a seat the
// lobby itself would refuse.
import type { AnyGame, SeatPlan } from '../shared/engine/types';
import { CreateTableRequest, MAX_NAME_LENGTH, type ErrorCode } from '../shared/protocol';
import { colourIn, seatPlanOf } from '../shared/seats';
import { CLOCK_CHOICES, DAYS_CHOICES, DEFAULT_TABLE_OPTIONS, LATE_CHOICES, PACE_CHOICES, TAKEOVER_CHOICES, type TableOptions } from '../shared/tableoptions';
import { normaliseOptions } from '../shared/engine/options';
import type { SeatRecord, TableMeta } from './store';

export interface CreateProblem {
  code: ErrorCode;
  message: string;
}

/** A create request that passed every check. */
export interface CreateInput {
  game: string;
  seats: number;
  options: Record<string, unknown>;
  /** The platform's table options (turn clock, taking over absent players). */
  table: TableOptions;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: CreateProblem };
const fail = (code: ErrorCode, message: string): { ok: false; error: CreateProblem } => ({ ok: false, error: { code, message } });

/** Look a game up by id as an own property only: `__proto__` or `toString` name no game. */
export function gameById(games: Record<string, AnyGame>, id: string): AnyGame | null {
  return Object.hasOwn(games, id) ? games[id]! : null;
}

/** Check a create request (already parsed JSON) against the game: known game, options, seat count in its plan. */
export function checkCreate(body: unknown, games: Record<string, AnyGame>): Checked<CreateInput & { plan: SeatPlan }> {
  const parsed = CreateTableRequest.safeParse(body);
  if (!parsed.success) {
    const extra = parsed.error.issues.flatMap((i) => (i.code === 'unrecognized_keys' ? i.keys : []));
    if (extra.length > 0) return fail('msg/bad-schema', `A create request has a game, seats, options and table options; not "${extra[0]!.slice(0, 32)}".`);
    return fail('msg/bad-schema', 'A table needs a game (its id), a seat count and options.');
  }
  const table = checkTableOptions(parsed.data.table);
  if (!table.ok) return table;
  const game = gameById(games, parsed.data.game);
  if (!game) return fail('table/not-found', `There is no game called "${parsed.data.game.slice(0, 32)}".`);
  const options = game.optionsSchema.safeParse(parsed.data.options);
  if (!options.success) return fail('msg/bad-schema', `Those options do not fit ${game.name}.`);
  // A hidden option (its `visibleWhen` not met) is set to its default: the form never showed it.
  const opts = normaliseOptions(game.options, options.data as Record<string, unknown>);
  const plan = seatPlanOf(game, opts);
  const { seats } = parsed.data;
  if (seats < plan.min || seats > plan.max) return fail('msg/bad-schema', `${game.name} seats ${plan.min} to ${plan.max} players with these options.`);
  // An option that means nothing at this seat count (`OptionSpec.seats`) is set to its default too.
  return { ok: true, value: { game: game.id, seats, options: normaliseOptions(game.options, opts, seats), table: table.value, plan } };
}

const TABLE_KEYS = ['clock', 'takeover', 'pace', 'days', 'late'];

/** `value` if it is one of `choices` (absent: `fallback`), else null. */
const oneOf = <T extends string>(value: unknown, choices: readonly T[], fallback: T): T | null => {
  const v = value ?? fallback;
  return (choices as readonly unknown[]).includes(v) ? (v as T) : null;
};
const listed = (choices: readonly string[]) => choices.map((c) => `"${c}"`).join(', ');

/**
 * The platform's table options: absent means all off and live; present, every field must be a known
 * one with one of its values (an unknown field or value is refused with its name, never dropped).
 * A turn-based table (issue 31) has no live turn clock and takes over nobody for being away (its
 * players are away between moves by design): those two are set to off, as a game's hidden option is
 * set to its default; a live table keeps no days. The same check serves the host's change of pace.
 */
export function checkTableOptions(raw: unknown): Checked<TableOptions> {
  if (raw === undefined) return { ok: true, value: { ...DEFAULT_TABLE_OPTIONS } };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('msg/bad-schema', 'Table options are a record: { clock, takeover, pace, days, late }.');
  const r = raw as Record<string, unknown>;
  const unknown = Object.keys(r).find((k) => !TABLE_KEYS.includes(k));
  if (unknown !== undefined) return fail('msg/bad-schema', `There is no table option "${unknown.slice(0, 32)}": the table options are ${TABLE_KEYS.join(', ')}.`);
  const clock = oneOf(r.clock, CLOCK_CHOICES, DEFAULT_TABLE_OPTIONS.clock);
  if (clock === null) return fail('msg/bad-schema', `The turn clock is one of ${listed(CLOCK_CHOICES)} (minutes per player).`);
  const takeover = oneOf(r.takeover, TAKEOVER_CHOICES, DEFAULT_TABLE_OPTIONS.takeover);
  if (takeover === null) return fail('msg/bad-schema', `Taking over an absent player is one of ${listed(TAKEOVER_CHOICES)} (minutes away).`);
  const pace = oneOf(r.pace, PACE_CHOICES, 'live');
  if (pace === null) return fail('msg/bad-schema', `The pace is one of ${listed(PACE_CHOICES)}.`);
  const days = oneOf(r.days, DAYS_CHOICES, '3');
  if (days === null) return fail('msg/bad-schema', `A turn-based bank is one of ${listed(DAYS_CHOICES)} days a move.`);
  const late = oneOf(r.late, LATE_CHOICES, 'bot');
  if (late === null) return fail('msg/bad-schema', `Out of days, a turn is one of ${listed(LATE_CHOICES)} (a bot plays it, or it is skipped).`);
  if (pace === 'turn') return { ok: true, value: { clock: 'off', takeover: 'off', pace, days, late } };
  return { ok: true, value: { clock, takeover } };
}

const SECRET = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Check a rematch's seats (copied from a finished table) against the game's plan for the options:
 * a count the plan allows, colours the plan offers and no colour twice, names that are short
 * strings, well-formed distinct secrets, bots the game has, at most one host seat.
 */
export function checkSeats(game: AnyGame, plan: SeatPlan, from: Pick<TableMeta, 'seats' | 'hostSecret'>): Checked<Pick<TableMeta, 'seats' | 'hostSecret'>> {
  const bad = (why: string) => fail('msg/bad-schema', `Those seats do not fit ${game.name}: ${why}.`);
  if (typeof from.hostSecret !== 'string' || !SECRET.test(from.hostSecret)) return bad('the host key is malformed');
  if (!Array.isArray(from.seats) || from.seats.length < plan.min || from.seats.length > plan.max) return bad(`it seats ${plan.min} to ${plan.max}`);
  const colours = new Set<string>();
  const secrets = new Set<string>();
  let hosts = 0;
  const seats: SeatRecord[] = [];
  for (const s of from.seats as unknown[]) {
    if (typeof s !== 'object' || s === null) return bad('a seat is not a record');
    const r = s as Record<string, unknown>;
    const controller = r.controller;
    if (controller !== null && controller !== 'human' && controller !== 'bot') return bad('a seat has an unknown controller');
    const name = r.name;
    if (name !== null && (typeof name !== 'string' || name.length === 0 || name.length > MAX_NAME_LENGTH)) return bad(`names are 1 to ${MAX_NAME_LENGTH} characters`);
    if (controller !== null && name === null) return bad('a taken seat has no name');
    const color = r.color;
    if (color !== null) {
      if (!colourIn(plan, color)) return bad('a colour is not one the game offers');
      if (plan.bySeat && plan.colours[seats.length]?.id !== color) return bad('a seat wears another seat\'s colour');
      if (colours.has(color as string)) return bad('two seats share a colour');
      colours.add(color as string);
    }
    const secret = r.secret;
    if (controller === 'human') {
      if (typeof secret !== 'string' || !SECRET.test(secret) || secrets.has(secret)) return bad('a seat key is malformed or repeated');
      secrets.add(secret);
    } else if (secret !== null) return bad('only a player seat has a key');
    const bot = r.bot;
    if (controller === 'bot') {
      if (typeof bot !== 'string' || !Object.hasOwn(game.bots ?? {}, bot)) return bad('a bot the game does not have');
    } else if (bot !== null) return bad('only a bot seat names a bot');
    const host = r.host === true;
    if (r.host !== undefined && typeof r.host !== 'boolean') return bad('the host mark is not a yes/no');
    if (host) hosts++;
    const record: SeatRecord = { name: name as string | null, color: color as string | null, controller, secret: secret as string | null, bot: bot as string | null };
    if (host) record.host = true;
    seats.push(record);
  }
  if (hosts > 1) return bad('only one seat is the host');
  return { ok: true, value: { seats, hostSecret: from.hostSecret } };
}
