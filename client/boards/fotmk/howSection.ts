// The How to play section for what the table asks now (issue 29): the header's How to play link
// lands on it. Ids are HowTo.tsx's section ids; data, one row per task kind of the engine.
import type { TableView } from '../../../shared/protocol';
import type { View } from './model';

type Kind = NonNullable<View['task']>['k'];

export const SECTION_OF_TASK: Record<Kind, string> = {
  startChampions: 'setup',
  lair: 'setup',
  draft: 'ancestry',
  supplies: 'supplies',
  battle: 'battle',
  turn: 'battle',
  strongSel: 'battle',
  act: 'battle',
  advance: 'advance',
  battleGnomes: 'advance',
  bolster: 'bolster-influence',
  influence: 'bolster-influence',
  gnome: 'wheel',
  scout: 'wheel',
  trips: 'wheel',
  moveTrolls: 'wheel',
  breach: 'wheel',
  invade: 'wave-end',
  fall: 'wave-end',
  waveEnd: 'wave-end',
  award: 'champions',
  cull: 'champions',
  over: 'scoring',
};

export function howSection(table: TableView): string | undefined {
  const v = table.view as View | undefined;
  if (!v || typeof v !== 'object' || !('mats' in v)) return undefined;
  if (v.over) return 'scoring';
  const t = v.task;
  if (!t) return table.status === 'playing' ? undefined : 'overview';
  // A breach is an invasion started by the Gnome wheel: its section tells it.
  if (t.k === 'invade' && t.mode === 'breach') return 'wheel';
  return SECTION_OF_TASK[t.k];
}
