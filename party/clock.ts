// The turn clock's arithmetic, in server time (ms from the room's own `now()`), pure so it can be
// tested without a room. Each seat has a bank; it runs down only while the seat's clock runs (the
// seat is active, held by a player, not played by a bot for now: party/standin.ts decides which);
// a seat that becomes active gets the per-turn time added (a Fischer increment, once per turn, not
// per small move of the same turn). Clients are sent time left, never a wall time to trust.
import { CLOCK_RULE, DAY_MINUTES, PACE_RULE, turnBased, type TableOptions } from '../shared/tableoptions';

export interface ClockRules {
  bankMs: number;
  perTurnMs: number;
  /** What a player who ran out gets back when they take their seat again, at least. */
  returnMs: number;
  /** A bank never holds more than this (turn-based: its size, so "3 days a move" holds); absent: no cap. */
  capMs?: number;
}

/** A minute, in ms; a test server scales it (CLOCK_MINUTE_MS), never a client. */
export const MINUTE_MS = 60_000;

export function clockRules(table: TableOptions | undefined, minuteMs = MINUTE_MS): ClockRules | null {
  if (turnBased(table)) {
    // Turn-based (issue 31): a bank of days, +1 day a turn up to the bank's size; a player who takes
    // their seat back from the bot has at least that day.
    const day = DAY_MINUTES * minuteMs;
    const bankMs = Number(table!.days ?? '3') * day;
    const perTurnMs = PACE_RULE.perTurnDays * day;
    return { bankMs, perTurnMs, returnMs: Math.min(perTurnMs, bankMs), capMs: bankMs };
  }
  if (!table || table.clock === 'off') return null;
  return {
    bankMs: Number(table.clock) * minuteMs,
    perTurnMs: Math.round(CLOCK_RULE.perTurnMinutes * minuteMs),
    returnMs: Math.round(CLOCK_RULE.returnMinutes * minuteMs),
  };
}

/** Per seat: ms left as of `since` (or now, when stopped), and when its clock started running. */
export interface Clocks {
  left: number[];
  since: (number | null)[];
}

export const newClocks = (seats: number, rules: ClockRules): Clocks => ({ left: Array.from({ length: seats }, () => rules.bankMs), since: Array.from({ length: seats }, () => null) });

/** Time left to `seat` at `now` (never below zero). */
export function leftAt(c: Clocks, seat: number, now: number): number {
  const since = c.since[seat];
  const left = c.left[seat] ?? 0;
  return since === null || since === undefined ? left : Math.max(0, left - Math.max(0, now - since));
}

/**
 * The clocks once the seats in `running` are the ones that run from `now` on: a clock that stops
 * keeps what was left; one that starts gets `perTurnMs` if its seat is in `fresh` (it just became
 * active); one that keeps running is untouched. Returns new clocks (the input is not changed).
 */
export function retime(c: Clocks, running: ReadonlySet<number>, fresh: ReadonlySet<number>, now: number, rules: ClockRules): Clocks {
  const left = [...c.left];
  const since = [...c.since];
  for (let s = 0; s < left.length; s++) {
    const on = since[s] !== null;
    if (on && !running.has(s)) {
      left[s] = leftAt(c, s, now);
      since[s] = null;
    } else if (!on && running.has(s)) {
      if (fresh.has(s)) left[s] = Math.min(left[s]! + rules.perTurnMs, rules.capMs ?? Infinity);
      since[s] = now;
    }
  }
  return { left, since };
}

/** The seats `retime` would give the per-turn time to (stopped now, running and fresh after). */
export const bonused = (c: Clocks, running: ReadonlySet<number>, fresh: ReadonlySet<number>): number[] =>
  c.since.flatMap((since, s) => (since === null && running.has(s) && fresh.has(s) ? [s] : []));

/**
 * An undo withdrew turns that had given `seats` their per-turn time: it is taken back (once per
 * listed seat), so an undone turn leaves a bank as it was less the time actually spent. Never below zero.
 */
export function withdraw(c: Clocks, seats: readonly number[], rules: ClockRules): Clocks {
  const left = [...c.left];
  for (const s of seats) left[s] = Math.max(0, (left[s] ?? 0) - rules.perTurnMs);
  return { left, since: [...c.since] };
}

/** The running seat whose time runs out first, and when (server ms), or null. */
export function nextExpiry(c: Clocks): { seat: number; at: number } | null {
  let best: { seat: number; at: number } | null = null;
  c.since.forEach((since, seat) => {
    if (since === null) return;
    const at = since + (c.left[seat] ?? 0);
    if (!best || at < best.at) best = { seat, at };
  });
  return best;
}

/** Seats whose running clock has reached zero at `now`. */
export const expired = (c: Clocks, now: number): number[] => c.since.flatMap((since, seat) => (since !== null && leftAt(c, seat, now) <= 0 ? [seat] : []));

/** Stop `seat`'s clock at zero (it ran out). */
export function runOut(c: Clocks, seat: number): Clocks {
  return { left: c.left.map((l, s) => (s === seat ? 0 : l)), since: c.since.map((x, s) => (s === seat ? null : x)) };
}

/** A new turn's time for `seat` (stopped), up to the cap: a turn-based seat given back while still active. */
export function grant(c: Clocks, seat: number, rules: ClockRules): Clocks {
  return { left: c.left.map((l, s) => (s === seat ? Math.min(l + rules.perTurnMs, rules.capMs ?? Infinity) : l)), since: [...c.since] };
}

/**
 * The banks under a new pace set mid-game (issue 31): each keeps its share of its bank, so a seat
 * with a third of its bank left (1 of 3 days a move) has a third of the new one (8 hours of 1 day),
 * never more than the new bank may hold; a bank that ran out stays empty (the bot still
 * plays that turn). Every clock is stopped: the caller starts the running ones again, with no
 * per-turn time (no turn began). Returns new clocks (the input is not changed).
 */
export function rescale(c: Clocks, from: ClockRules, to: ClockRules, now: number): Clocks {
  return {
    left: c.left.map((_, s) => Math.min(Math.round((leftAt(c, s, now) * to.bankMs) / from.bankMs), to.capMs ?? Infinity)),
    since: c.since.map(() => null),
  };
}

/** A player takes their seat back: at least `returnMs` in the bank (their clock is stopped then). */
export function refill(c: Clocks, seat: number, rules: ClockRules): Clocks {
  return { left: c.left.map((l, s) => (s === seat ? Math.max(l, rules.returnMs) : l)), since: [...c.since] };
}

/** What the clients are sent: time left per seat right now, and which clocks run. */
export function clockMessage(c: Clocks, now: number): { t: 'clock'; left: number[]; running: number[] } {
  return { t: 'clock', left: c.left.map((_, s) => leftAt(c, s, now)), running: c.since.flatMap((x, s) => (x === null ? [] : [s])) };
}
