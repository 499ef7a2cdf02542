// Small helpers that turn table state into words.
import type { SeatInfo, TableFrame } from '../../shared/protocol';

/** "Ann", "Ann and Bob", "Ann, Bob and Cid". */
export { count } from '../../shared/engine/words';

export function listNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export const seatLabel = (s: SeatInfo | undefined, i: number): string => s?.name ?? `Seat ${i + 1}`;

export const nameOf = (t: TableFrame, seat: number, youWord = false): string =>
  youWord && t.you.seat === seat ? 'you' : seatLabel(t.seats[seat], seat);

export const seatedCount = (t: TableFrame): number => t.seats.filter((s) => s.controller !== null).length;
export const freeSeats = (t: TableFrame): SeatInfo[] => t.seats.filter((s) => s.controller === null);

/** "playerCount" -> "Player count", "hand_sizes" -> "Hand sizes". */
export function humanize(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
