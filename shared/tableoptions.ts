// Platform table options: chosen when a table is opened, for every game alike (they are not game
// options: no game declares or reads them). Zod-free, so the client imports the choices and their
// words from here; party/create.ts checks a request against them.

/** The turn clock: off, or a time bank per player of this many minutes (see party/clock.ts). */
export const CLOCK_CHOICES = ['off', '5', '10', '20'] as const;
export type ClockChoice = (typeof CLOCK_CHOICES)[number];

/** Taking over an absent player: off, or after this many minutes without an open connection. */
export const TAKEOVER_CHOICES = ['off', '1', '3'] as const;
export type TakeoverChoice = (typeof TAKEOVER_CHOICES)[number];

/**
 * The table's pace (issue 31): live (everyone at the table now, the turn clock above), or turn-based
 * over days. Turn-based gives each seat a bank of DAYS days, +PACE_RULE's day each turn, never more
 * than the bank (so DAYS is what one move may take at most); it runs in server time like the turn
 * clock; and when a bank runs out, LATE says what happens to that turn.
 */
export const PACE_CHOICES = ['live', 'turn'] as const;
export type PaceChoice = (typeof PACE_CHOICES)[number];
export const DAYS_CHOICES = ['1', '3', '7'] as const;
export type DaysChoice = (typeof DAYS_CHOICES)[number];
/** Out of days: a bot plays that turn, or the seat is skipped (where its game cannot skip it, the bot plays). */
export const LATE_CHOICES = ['bot', 'skip'] as const;
export type LateChoice = (typeof LATE_CHOICES)[number];

export interface TableOptions {
  clock: ClockChoice;
  takeover: TakeoverChoice;
  /** Absent: live (every table before issue 31). Present only with 'turn', with `days` and `late`. */
  pace?: PaceChoice;
  days?: DaysChoice;
  late?: LateChoice;
}

export const DEFAULT_TABLE_OPTIONS: TableOptions = { clock: 'off', takeover: 'off' };

/**
 * The clock's rule, in minutes so a test server can scale them (one "minute" is CLOCK_MINUTE_MS
 * there): each seat starts with its bank; each time a seat becomes one that must decide (it was
 * not active before the last move, or the game just started) its bank gets PER_TURN more; the
 * bank runs down only while the seat is active. When it reaches zero, a bot plays for the seat;
 * the player's next action gives it back with at least RETURN in the bank.
 */
export const CLOCK_RULE = {
  /** +10 s each time the seat becomes active. */
  perTurnMinutes: 10 / 60,
  /** A player who takes their seat back after running out has at least one minute. */
  returnMinutes: 1,
} as const;

/** A turn-based table's rule, in days (a day is 1440 of the clock's minutes, so tests scale it too). */
export const PACE_RULE = {
  /** Each time the seat becomes active, one more day, up to the bank's size. */
  perTurnDays: 1,
} as const;
export const DAY_MINUTES = 24 * 60;

/** Whether a table plays turn-based (else live). */
export const turnBased = (t: TableOptions | undefined): boolean => t?.pace === 'turn';

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** The pace in players' words: "Live", "Turn-based: 3 days a move, +1 day a turn". */
export function paceWords(t: TableOptions): string {
  if (!turnBased(t)) return 'Live';
  const d = Number(t.days ?? '3');
  return d <= PACE_RULE.perTurnDays ? `Turn-based: ${days(d)} a move` : `Turn-based: ${days(d)} a move, +${days(PACE_RULE.perTurnDays)} a turn`;
}

/** What happens to a turn whose bank ran out, in players' words. */
export const LATE_LONG: Record<LateChoice, string> = { bot: 'A bot plays that turn', skip: 'The turn is skipped (a bot plays it where the game cannot skip it)' };
export const PACE_LABELS: Record<PaceChoice, string> = { live: 'Live', turn: 'Turn-based (days)' };
export const DAYS_LABELS: Record<DaysChoice, string> = { '1': '1 day a move', '3': '3 days a move', '7': '7 days a move' };
export const LATE_LABELS: Record<LateChoice, string> = { bot: 'A bot plays that turn', skip: 'Skip the turn' };

/** Short, for the create form's selects. */
export const CLOCK_LABELS: Record<ClockChoice, string> = { off: 'Off', '5': '5 min', '10': '10 min', '20': '20 min' };
export const TAKEOVER_LABELS: Record<TakeoverChoice, string> = { off: 'Off', '1': 'After 1 min', '3': 'After 3 min' };
/** In full, for the lobby. */
export const CLOCK_LONG: Record<ClockChoice, string> = { off: 'Off', '5': '5 min + 10 s per turn', '10': '10 min + 10 s per turn', '20': '20 min + 10 s per turn' };
export const TAKEOVER_LONG: Record<TakeoverChoice, string> = { off: 'Off: the table waits for them', '1': 'A bot plays after 1 minute away', '3': 'A bot plays after 3 minutes away' };

/** A bot level a game is expected to offer that plays sensibly (never the random filler), best first. */
const SENSIBLE = ['sensible', 'easy', 'normal'];

/** The bot that stands in for a player (out of time, or away): the game's default sensible level. */
export function standInBot(bots: readonly string[]): string {
  return SENSIBLE.find((b) => bots.includes(b)) ?? bots.find((b) => b !== 'random') ?? bots[0] ?? 'random';
}

/** A bot level as people read it ("hard" -> "Hard"): the seats, the log and the host's chooser say it so. */
export const botLevelName = (level: string): string => level.charAt(0).toUpperCase() + level.slice(1);

/** "a Hard bot", "an Easy bot": a bot of that level, as the log and the seats word it. */
export const botWords = (level: string): string => {
  const name = botLevelName(level);
  return `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name} bot`;
};
