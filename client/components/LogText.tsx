// Log text with `{p0}`..`{pN}` placeholders written as seat names in their colour.
import type { ComponentChild } from 'preact';
import type { SeatInfo } from '../../shared/protocol';
import type { LogNames } from '../sync';
import { SeatName } from './SeatMark';

const PLACEHOLDER = /\{p(\d+)\}/g;

/** `who`: the names when the line was written (a log line keeps the name of who did it). */
export function LogText({ text, seats, you, who }: { text: string; seats: SeatInfo[]; you: number | null; who?: LogNames }) {
  const parts: ComponentChild[] = [];
  let last = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    const seat = Number(m[1]);
    if (m.index > last) parts.push(text.slice(last, m.index));
    const s = who?.[seat] ?? seats[seat];
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
