// The How to play section for what the table asks of its viewer now (issue 29): the header's How to
// play link lands there (client/components/TableHeader.tsx appends #<id>). Ids of HowTo.tsx's sections.
import type { TableView } from '../../../shared/protocol';
import type { Move, View } from './model';

const BY_TASK: Record<string, string> = {
  pay: 'paying',
  trade: 'paying',
  dig: 'digging',
  recruit: 'recruiting',
  ws: 'workshops',
  cast: 'workshops',
  hall: 'halls',
  statue: 'statues',
};

export function howSection(table: TableView): string | undefined {
  const v = table.view as View | null;
  if (!v || !('phase' in v)) return undefined;
  if (v.phase === 'over') return 'scoring';
  if (v.phase === 'gates' || v.phase === 'draft') return 'setup';
  if (v.phase === 'workshops') return 'workshops';
  const t = v.task;
  if (t) return BY_TASK[t.k] ?? 'turn';
  const legal = (table.legal ?? []) as Move[];
  switch (v.turn.step) {
    case 1:
      return 'workshops';
    case 2:
      // Recruit or dig: the section of what can be done, recruiting first (it is always open to a player with room).
      return legal.some((m) => m.type === 'recruit') || !legal.some((m) => m.type === 'dig') ? 'recruiting' : 'digging';
    case 3:
      return 'halls';
    default:
      return 'statues';
  }
}
