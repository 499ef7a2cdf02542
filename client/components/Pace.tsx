// A table's pace at the table (issue 31): a turn-based table says so in players' words above its
// seats ("Turn-based: 3 days a move, +1 day a turn"), and the host may change the pace until the
// game is over (live <-> turn-based, the days, what running out does). The room checks the change
// (host key only, known values) and says it in the log. Names no game.
import { useState } from 'preact/hooks';
import { LATE_LONG, paceWords, turnBased, type TableOptions } from '../../shared/tableoptions';
import type { TableView } from '../../shared/protocol';
import { useStore } from './context';
import { OptionField } from './OptionField';
import { tableValue, visibleTableSpecs } from './TableOptions';

/** "Turn-based: 3 days a move, +1 day a turn · out of days, a bot plays that turn": nothing at a live table. */
export function PaceLine({ t }: { t: Pick<TableView, 'table'> }) {
  if (!turnBased(t.table)) return null;
  return (
    <p class="border-b border-stone-200 px-4 py-2 text-xs text-stone-600" data-testid="pace">
      <span class="font-semibold text-stone-800">{paceWords(t.table)}</span> · Out of days: {LATE_LONG[t.table.late ?? 'bot'].toLowerCase()}.
    </p>
  );
}

/** The host's change of pace, folded away: the same fields as the create form, from the table's current pace. */
export function PaceChanger({ t }: { t: TableView }) {
  const store = useStore();
  const [draft, setDraft] = useState<TableOptions>(t.table);
  if (!t.you.host || t.status === 'over') return null;
  const same = visibleTableSpecs(draft).every(({ key }) => tableValue(draft, key) === tableValue(t.table, key));
  return (
    <details class="border-t border-stone-200 px-4 py-2 text-sm" data-testid="pace-changer" onToggle={() => setDraft(t.table)}>
      <summary class="tap cursor-pointer text-xs font-semibold text-stone-700">Change the pace</summary>
      <form
        class="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2"
        aria-label="Change the pace"
        onSubmit={(e) => {
          e.preventDefault();
          store.setPace(draft);
        }}
      >
        {visibleTableSpecs(draft).map(({ key, spec }) => (
          <OptionField key={key} spec={spec} id={`pace-${key}`} value={tableValue(draft, key)} onChange={(v) => setDraft({ ...draft, [key]: v as never })} />
        ))}
        <button type="submit" class="btn-primary col-span-2" disabled={same}>
          Set this pace
        </button>
        <p class="col-span-2 text-xs text-stone-500">Every bank starts full under the new pace; the log says so.</p>
      </form>
    </details>
  );
}
