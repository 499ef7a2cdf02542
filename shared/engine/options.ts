// Options that depend on another option (`OptionSpec.visibleWhen`) or on the table's seat count
// (`OptionSpec.seats`): which ones a create form shows, the one normalisation the server applies,
// so a hidden option never changes a game, and the rows the lobby and the table list. The form
// hides them; the server does not trust the form: every hidden option is set back to its default.
import type { AnyGame, OptionSpec } from './types';

/** Whether `spec` means something at a table of `seats` players (unknown count: it does). */
const atSeats = (spec: OptionSpec, seats: number | undefined): boolean => seats === undefined || spec.seats === undefined || spec.seats.includes(seats);

/**
 * Is `spec` shown for these values (and, when given, at this seat count)? Its controlling option
 * must hold the given value (a missing value counts as that option's default) and be shown itself:
 * a chain of conditions hides the whole chain. An unknown controlling key hides the option; a cycle
 * of conditions hides every option in it.
 */
export function optionVisible(specs: readonly OptionSpec[], values: Record<string, unknown>, spec: OptionSpec, seats?: number): boolean {
  const seen = new Set<string>();
  let cur: OptionSpec | undefined = spec;
  while (cur) {
    if (!atSeats(cur, seats)) return false;
    if (!cur.visibleWhen) return true;
    if (seen.has(cur.key)) return false;
    seen.add(cur.key);
    const when: OptionSpec['visibleWhen'] & object = cur.visibleWhen;
    const ctl = specs.find((s) => s.key === when.key);
    if (!ctl) return false;
    if ((Object.hasOwn(values, ctl.key) ? values[ctl.key] : ctl.default) !== when.value) return false;
    cur = ctl;
  }
  return true;
}

/** The options a form offers for these values (at this seat count), in declared order. */
export const visibleOptions = (specs: readonly OptionSpec[], values: Record<string, unknown>, seats?: number): OptionSpec[] =>
  specs.filter((s) => optionVisible(specs, values, s, seats));

/**
 * The values with every hidden option at its default (a fresh object; keys no spec names are kept
 * as given, the game's schema has judged them). Visibility is read from the values as sent, so a
 * hidden option never decides whether another one is shown.
 */
export function normaliseOptions(specs: readonly OptionSpec[], values: Record<string, unknown>, seats?: number): Record<string, unknown> {
  const out = { ...values };
  for (const s of specs) if (!optionVisible(specs, values, s, seats)) out[s.key] = s.default;
  return out;
}

/** A value as its option's form shows it: a choice's label, Yes or No. */
export function optionWords(spec: OptionSpec, value: unknown): string {
  if (spec.kind === 'choice') return spec.choices.find((c) => c.value === value)?.label ?? String(value);
  return value === true ? 'Yes' : value === false ? 'No' : String(value);
}

/**
 * The table's options as the lobby and the table list them, at `seats` players: the game's own
 * words (`describeOptions`), else each option shown at this count with its label and value.
 */
export function optionRows(game: AnyGame, values: Record<string, unknown>, seats: number): { label: string; shown: string }[] {
  if (game.describeOptions) return game.describeOptions(values, seats);
  return visibleOptions(game.options, values, seats).map((s) => ({ label: s.label, shown: optionWords(s, Object.hasOwn(values, s.key) ? values[s.key] : s.default) }));
}
