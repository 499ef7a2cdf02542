// The host's change of a table's pace mid-game (issue 31): the create form's fields, from the
// table's current pace; the room checks it and says it in the log. Its own chunk (Pace.tsx).
import { useState } from 'preact/hooks';
import type { TableOptions } from '../../shared/tableoptions';
import type { TableFrame } from '../../shared/protocol';
import { useStore } from './context';
import { OptionField } from './OptionField';
import { tableValue, visibleTableSpecs } from './TableOptions';

/** The host's change of pace, folded away: the same fields as the create form, from the table's current pace. */
export function PaceChanger({ t }: { t: TableFrame }) {
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
        <p class="col-span-2 text-xs text-stone-500">Each bank keeps its share under the new pace (half left stays half); the log says so.</p>
      </form>
    </details>
  );
}
