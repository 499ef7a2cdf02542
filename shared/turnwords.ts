// The words that tell a player of their turn at a table, shared by the room's Web Push message
// (party/push/notify.ts) and the page's own notification (client/lib/turnNotice.ts), so that the
// one replacing the other (same `turn:<table id>` tag) says the same thing.

/** What a seat needs to be named by: the room's records and the page's seats both have it. */
export interface NamedSeat {
  name: string | null;
  controller: 'human' | 'bot' | null;
  host?: boolean;
}

/** "Ann's table" (the host's seat), else "the table with Ann and Bob" (the other people seated). */
export function tableName(seats: readonly NamedSeat[], forSeat: number): string {
  const host = seats.findIndex((s) => s.host && s.name);
  if (host === forSeat) return 'your table';
  if (host >= 0) return `${seats[host]!.name}’s table`;
  const others = seats.flatMap((s, i) => (i !== forSeat && s.controller === 'human' && s.name ? [s.name] : []));
  if (others.length === 0) return 'your table with bots';
  const list = others.length === 1 ? others[0]! : `${others.slice(0, -1).join(', ')} and ${others.at(-1)!}`;
  return `the table with ${list}`;
}

/** "Your turn at Fall of the Mountain King, Ann's table". */
export const turnTitle = (gameName: string, seats: readonly NamedSeat[], forSeat: number): string => `Your turn at ${gameName}, ${tableName(seats, forSeat)}`;

/** One notification per table: a newer turn replaces the older, a push replaces the page's own. */
export const turnTag = (tableId: string): string => `turn:${tableId}`;
