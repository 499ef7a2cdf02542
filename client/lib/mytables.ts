// "My tables" (issue 31): the tables this browser holds a seat at or hosts, each with the room's
// answer (shared/mytables.ts), sorted "your turn" first, then waiting on others, then lobbies,
// then finished, then those the server no longer knows. Pure, so it is tested without a page.
import type { TableGlance } from '../../shared/mytables';
import { tableName } from '../../shared/turnwords';
import type { HeldTable } from './storage';

export type Standing = 'yours' | 'waiting' | 'lobby' | 'over' | 'gone' | 'asking';

export interface MyTable {
  held: HeldTable;
  /** The seat this browser's key holds: the room's word when it was asked (`TableGlance.you`), else the number kept. */
  seat: number | null;
  /** The room's answer; null while asking, or for a table the server does not know (`standing` says which). */
  glance: TableGlance | null;
  standing: Standing;
}

const ORDER: Record<Standing, number> = { yours: 0, waiting: 1, lobby: 2, over: 3, asking: 4, gone: 5 };

/** The seat this browser holds at a table: the room says it when a seat proof was sent, else the number kept. */
export const seatOf = (held: HeldTable, glance: TableGlance | null): number | null => (!held.seated ? null : glance && glance.you !== undefined ? glance.you : held.seat);

/** Where a table stands for this browser: "your turn" needs the seat number it holds among the active seats. */
export function standingOf(held: HeldTable, glance: TableGlance | null | 'gone'): Standing {
  if (glance === 'gone') return 'gone';
  if (glance === null) return 'asking';
  if (glance.status === 'lobby') return 'lobby';
  if (glance.status === 'over') return 'over';
  const seat = seatOf(held, glance);
  return seat !== null && glance.active.includes(seat) ? 'yours' : 'waiting';
}

/** How long the table has waited on its active seats (the longest), or was last changed: sorts each group, longest first. */
const waited = (g: TableGlance | null): number => (g ? Math.max(-1, ...g.waitedMs.map((ms) => ms ?? -1), g.quietMs ?? -1) : -1);

/** The list in its order: your turn, waiting on others, lobbies, finished; in each, the longest wait first. */
export function arrange(held: readonly HeldTable[], answers: ReadonlyMap<string, TableGlance | 'gone'>): MyTable[] {
  const rows = held.map((h): MyTable => {
    const a = answers.get(h.id);
    const glance = a && a !== 'gone' ? a : null;
    return { held: h, glance, seat: seatOf(h, glance), standing: standingOf(h, a ?? null) };
  });
  // Finished tables: the most recent first; the others: the longest waiting first.
  return rows.sort((a, b) => ORDER[a.standing] - ORDER[b.standing] || (a.standing === 'over' ? waited(a.glance) - waited(b.glance) : waited(b.glance) - waited(a.glance)) || a.held.id.localeCompare(b.held.id));
}

/** "a few seconds", "12 min", "3 h", "2 days": how long, in the words a player glances at. */
export function howLong(ms: number): string {
  const min = Math.floor(ms / 60_000);
  if (min < 1) return 'under a minute';
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 48) return `${h} h`;
  return `${Math.floor(h / 24)} days`;
}

/** "Ann’s table", "the table with Bob": the room's push words for it (shared/turnwords.ts), capitalised. */
export function nameOfTable(t: MyTable): string {
  const seats = (t.glance?.seats ?? []).map((s) => ({ name: s.name, controller: s.name === null ? null : s.bot ? ('bot' as const) : ('human' as const), host: s.host }));
  const name = seats.length > 0 ? tableName(seats, t.seat ?? -1) : 'a table';
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** What the row says of the table's state: whose turn and how long, who is seated, or that it is over. */
export function stateWords(t: MyTable): string {
  const g = t.glance;
  switch (t.standing) {
    case 'asking':
      return 'Asking the table…';
    case 'gone':
      return 'This server no longer has this table.';
    case 'lobby': {
      const seated = g!.seats.filter((s) => s.name !== null).length;
      return `Lobby: ${seated} of ${g!.seats.length} seats taken`;
    }
    case 'over':
      return g!.quietMs === null ? 'Finished' : `Finished ${howLong(g!.quietMs)} ago`;
    case 'yours': {
      const i = g!.active.indexOf(t.seat!);
      const ms = g!.waitedMs[i];
      return ms === null || ms === undefined ? 'Your turn' : `Your turn, for ${howLong(ms)}`;
    }
    case 'waiting': {
      const names = g!.active.map((s) => g!.seats[s]?.name ?? `Seat ${s + 1}`);
      const longest = Math.max(-1, ...g!.waitedMs.map((ms) => ms ?? -1));
      const who = names.length === 0 ? 'Playing' : `Waiting on ${names.length <= 2 ? names.join(' and ') : `${names.length} players`}`;
      return longest < 0 ? who : `${who}, for ${howLong(longest)}`;
    }
  }
}
