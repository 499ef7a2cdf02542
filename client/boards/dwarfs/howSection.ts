// The How to play section for what the table asks now (issue 29): the header's How to play link
// lands there (client/components/TableHeader.tsx). Ids are HowTo.tsx's sections; this file stays
// tiny so the board never loads the page's chunk.
import type { TableView } from '../../../shared/protocol';
import type { View } from './model';

/** A pending small step -> the section that explains it. */
const PENDING: Record<string, string> = { put: 'turn', panic: 'ogre-cards', brute: 'ogre-cards', store: 'store', dig: 'resolve', rotate: 'decrees' };

export function howSection(table: TableView): string | undefined {
  const v = table.view as View | null;
  if (!v || !Array.isArray(v.seats)) return undefined;
  if (v.over) return 'end';
  if (v.pending) return PENDING[v.pending.k] ?? 'turn';
  if (v.phase === 'resolve' || v.phase === 'discard') return 'resolve';
  return 'turn';
}
