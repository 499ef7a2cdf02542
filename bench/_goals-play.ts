// bench/dwarfs-goals.ts' rows and games, shared with bench/_goals-carry.ts: a row's options from its
// name, and one seeded bot game (seed `goals-<seats>-<i>`, its own generator), as the log keeps it.
import { dwarfs } from '../shared/games/dwarfs';
import type { DwarfsOptions, DwarfsState } from '../shared/games/dwarfs';
import { SCENARIOS } from '../shared/games/dwarfs/content';
import { goalCount } from '../shared/games/dwarfs/rules';
import { rng } from '../shared/engine/testkit';

export interface Row {
  name: string;
  level: string;
  seats: number;
  options: DwarfsOptions;
}

const TRIBES = { elves: true, ogres: true, crystal: true };

/**
 * The rows of `levels` at `seats`: each level at 2-4 seats (base game) and 5-7 (the three tribes);
 * `extra` (or `only`): the tribes at 2-4 seats, one row per decree scenario at 3 seats, and 5-7
 * seats ending at 2 goals (the table option "two goals with 5 or more players", off by default).
 */
export function rowsOf(levels: string[], seats: number[], extra: boolean, only: boolean): Row[] {
  const rows: Row[] = [];
  for (const level of levels) {
    if (!only) for (const n of seats) rows.push({ name: `${level}-${n}p`, level, seats: n, options: n > 4 ? TRIBES : {} });
    if (extra || only) {
      for (const n of seats.filter((k) => k <= 4)) rows.push({ name: `${level}-tribes-${n}p`, level, seats: n, options: TRIBES });
      for (const sc of SCENARIOS) rows.push({ name: `${level}-${sc}-3p`, level, seats: 3, options: { decrees: sc } });
      for (const n of seats.filter((k) => k > 4)) rows.push({ name: `${level}-2goals-${n}p`, level, seats: n, options: { ...TRIBES, shortEnd: true } });
    }
  }
  return rows;
}

/** Game `i` of a row: how many rounds, whether it ended on goals (not the round limit), the most goals any seat held. */
export function playGame(row: Row, i: number): { rounds: number; goals: boolean; best: number } {
  const bot = dwarfs.bots?.[row.level];
  if (!bot) throw new Error(`no ${row.level} bot`);
  const random = rng(7919 * (i + 1) + row.seats);
  let s: DwarfsState = dwarfs.setup(`goals-${row.seats}-${i}`, row.seats, dwarfs.optionsSchema.parse(row.options));
  for (let n = 0; !s.over; n++) {
    if (n > 50_000) throw new Error('game too long');
    const seat = dwarfs.activeSeats(s)[0] as number;
    const r = dwarfs.apply(s, seat, bot(s, seat, random) as never);
    if (!r.ok) throw new Error(`${row.level} bot: ${r.error.code}`);
    s = r.value.state;
  }
  return { rounds: s.round, goals: s.endReason === 'goals', best: Math.max(...s.p.map((_, q) => goalCount(s, q))) };
}
