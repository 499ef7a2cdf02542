// Log text with `{p0}`..`{pN}` placeholders written as seat names in their colour.
import type { ComponentChild } from 'preact';
import type { SeatInfo } from '../../shared/protocol';
import { SeatName } from './SeatMark';

const PLACEHOLDER = /\{p(\d+)\}/g;

export function LogText({ text, seats, you }: { text: string; seats: SeatInfo[]; you: number | null }) {
  const parts: ComponentChild[] = [];
  let last = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    const seat = Number(m[1]);
    if (m.index > last) parts.push(text.slice(last, m.index));
    const s = seats[seat];
    const name = s?.name ?? `Seat ${seat + 1}`;
    parts.push(<SeatName key={m.index} name={seat === you ? `${name} (you)` : name} color={s?.color ?? null} />);
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

/** The same text as plain words (for titles and announcements). */
export const plainLogText = (text: string, seats: SeatInfo[]): string =>
  text.replace(PLACEHOLDER, (_, n: string) => seats[Number(n)]?.name ?? `Seat ${Number(n) + 1}`);
