// One option's field (a select, or a checkbox) with its help and what the chosen value means: the
// create form's, the local game's setup, and the host's change of pace at the table.
import type { OptionSpec } from '../../shared/engine/types';

export function OptionField({ spec, id, value, onChange }: { spec: OptionSpec; id: string; value: unknown; onChange(v: unknown): void }) {
  const help = spec.help ? <p id={`${id}-help`} class="col-span-2 -mt-1 text-xs text-stone-500">{spec.help}</p> : null;
  const describedBy = spec.help ? `${id}-help` : undefined;
  if (spec.kind === 'boolean') {
    return (
      <>
        <label class="col-span-2 flex items-center gap-2 text-sm font-medium text-stone-700">
          <input
            id={id}
            type="checkbox"
            class="size-4 accent-pine-700"
            checked={value === true}
            aria-describedby={describedBy}
            onChange={(e) => onChange(e.currentTarget.checked)}
          />
          {spec.label}
        </label>
        {help}
      </>
    );
  }
  // What the chosen value means, under the field (a choice's own help, a line per '\n'), read with it by a screen reader.
  const chosen = spec.choices.find((c) => c.value === String(value))?.help;
  const means = chosen ? (
    <p id={`${id}-means`} class="col-span-2 -mt-1 text-xs whitespace-pre-line text-stone-600" data-option-means="">
      {chosen}
    </p>
  ) : null;
  return (
    <>
      <label for={id} class="text-sm font-medium text-stone-700">
        {spec.label}
      </label>
      <select id={id} class="field py-1.5" value={String(value)} aria-describedby={[describedBy, chosen ? `${id}-means` : ''].filter(Boolean).join(' ') || undefined} onChange={(e) => onChange(e.currentTarget.value)}>
        {spec.choices.map((c) => (
          <option key={c.value} value={c.value} title={c.help}>
            {c.label}
          </option>
        ))}
      </select>
      {means}
      {help}
    </>
  );
}
