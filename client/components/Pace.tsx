// A table's pace at the table (issue 31): a turn-based table says so in players' words above its
// seats ("Turn-based: 3 days a move, +1 day a turn"), and the host may change the pace until the
// game is over (live <-> turn-based, the days, what running out does). The room checks the change
// (host key only, known values) and says it in the log. Names no game.
import { LATE_LONG, paceWords, turnBased } from '../../shared/tableoptions';
import type { TableView } from '../../shared/protocol';
import { lazy } from '../lib/lazy';

/** "Turn-based: 3 days a move, +1 day a turn · out of days, a bot plays that turn": nothing at a live table. */
export function PaceLine({ t }: { t: Pick<TableView, 'table'> }) {
  if (!turnBased(t.table)) return null;
  return (
    <p class="border-b border-stone-200 px-4 py-2 text-xs text-stone-600" data-testid="pace">
      <span class="font-semibold text-stone-800">{paceWords(t.table)}</span> · Out of days: {LATE_LONG[t.table.late ?? 'bot'].toLowerCase()}.
    </p>
  );
}

/** The host's change of pace (PaceChanger.tsx), a chunk of its own: only a host's page fetches it. */
export const PaceChanger = lazy(() => import('./PaceChanger').then((m) => m.PaceChanger));
