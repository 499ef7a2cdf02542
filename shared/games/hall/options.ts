// The table's options in players' words (GameModule.describeOptions, issue 29), at the table's seat
// count: the board side is a choice only with 2 players (F/Setup 1), so it shows only then.
import type { HallOptions } from './setup';

const WORKSHOPS: Record<HallOptions['workshops'], (n: number) => string> = {
  random: (n) => `${n} drawn at random`,
  distinct: (n) => `${n} drawn at random, no two alike`,
  chosen: (n) => `${n} chosen by the start player`,
};

export function describeOptions(o: HallOptions, seats: number): { label: string; shown: string }[] {
  const rows: { label: string; shown: string }[] = [];
  if (seats === 4) rows.push({ label: 'Teams', shown: o.teams ? 'two teams of two: seats 1 and 4 against seats 2 and 3' : 'no, everyone for themselves' });
  // F/Setup 6: 2 per player plus 1.
  rows.push({ label: 'Workshops', shown: WORKSHOPS[o.workshops](2 * seats + 1) });
  if (seats === 2) rows.push({ label: 'Board side', shown: o.side2p === 'winter' ? 'winter' : 'autumn' });
  return rows;
}
