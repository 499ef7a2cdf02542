// Who sat where when each log line was written. A line says "{p1} plays the castle": the page puts
// the seat's name in, and a seat can change hands mid-game (a player leaves, the host frees the
// seat, someone else or a bot takes it). The room keeps the names with the log so that a page
// loaded later words old lines with the names of their time, not today's.
//
// Stored on the move records themselves (no extra write): a record carries `who` when the names
// differ from those of the record before it, and the first record of a game always carries them.
// Records written before this existed carry none: their lines get today's names, as before.
import type { LogEntry, LogNames } from '../shared/protocol';
import type { SeatRecord } from './store';

/** The names and colours the seats show now (a seat with no name is free), and which are bots. */
export const namesOf = (seats: readonly (Pick<SeatRecord, 'name' | 'color'> & { controller?: SeatRecord['controller'] })[]): LogNames =>
  seats.map((s) => (s.name ? (s.controller === 'bot' ? { name: s.name, color: s.color, bot: true } : { name: s.name, color: s.color }) : null));

/**
 * The seats as they were when `who` was in force: the names, colours and controllers of that time
 * (a replay frame at move N shows who played then, not who holds the seats today). Without `who`
 * (records older than names were kept) the seats as they are.
 */
export function seatsAsOf<S extends Pick<SeatRecord, 'name' | 'color' | 'controller'>>(seats: readonly S[], who: LogNames | undefined): S[] {
  if (!who || who.length !== seats.length) return [...seats];
  return seats.map((s, i) => {
    const then = who[i];
    // A free seat keeps its colour during a game (lobby.ts): only who held it changes.
    if (!then) return { ...s, name: null, controller: null };
    return { ...s, name: then.name, color: then.color ?? s.color, controller: then.bot ? 'bot' : 'human' };
  });
}

export function sameNames(a: LogNames, b: LogNames): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (!x || !y || x.name !== y.name || x.color !== y.color || x.bot !== y.bot) return false;
  }
  return true;
}

/** The names in force from each point of the log on (points in increasing order of `from`). */
export class LogNamesTrack {
  private points: { from: number; who: LogNames }[] = [];

  /** Rebuilt from stored records: each record's lines start where the previous ones end. */
  static fromRecords(records: readonly { events: readonly unknown[]; who?: LogNames }[]): LogNamesTrack {
    const t = new LogNamesTrack();
    let at = 0;
    for (const r of records) {
      if (r.who) t.points.push({ from: at, who: r.who });
      at += r.events.length;
    }
    return t;
  }

  /**
   * What the next record should carry: the names now when they differ from the last known (always
   * on a game's first record), else undefined. Call `note` once it is stored.
   */
  stampFor(now: LogNames): LogNames | undefined {
    const last = this.points.at(-1);
    return last && sameNames(last.who, now) ? undefined : now;
  }

  /** A record carrying `who`, its lines starting at `from`, was stored. */
  note(from: number, who: LogNames | undefined): void {
    if (!who) return;
    // Records taken back by an undo are still in the log (undo.ts appends, never deletes), so
    // points only ever grow at the end.
    this.points.push({ from, who });
  }

  /** The names when log line `i` was written; undefined when the room does not know. */
  at(i: number): LogNames | undefined {
    let lo = 0;
    let hi = this.points.length - 1;
    let found: LogNames | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const p = this.points[mid]!;
      if (p.from <= i) {
        found = p.who;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }

  /** `entries` with `who` on each line whose names differ from `now` (a new array; lines copied only when marked). */
  mark(entries: LogEntry[], now: LogNames): LogEntry[] {
    if (this.points.length === 0) return entries;
    return entries.map((e) => {
      const who = this.at(e.i);
      return who && !sameNames(who, now) ? { ...e, who } : e;
    });
  }
}
