// Options that depend on another option (`OptionSpec.visibleWhen`): which ones a create form shows,
// and the one normalisation the server applies, so a hidden option never changes a game. The form
// hides them; the server does not trust the form: every hidden option is set back to its default.
import type { OptionSpec } from './types';

/**
 * Is `spec` shown for these values? Its controlling option must hold the given value (a missing value
 * counts as that option's default) and be shown itself: a chain of conditions hides the whole chain.
 * An unknown controlling key hides the option; a cycle of conditions hides every option in it.
 */
export function optionVisible(specs: readonly OptionSpec[], values: Record<string, unknown>, spec: OptionSpec): boolean {
  const seen = new Set<string>();
  let cur: OptionSpec | undefined = spec;
  while (cur?.visibleWhen) {
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

/** The options a form offers for these values, in declared order. */
export const visibleOptions = (specs: readonly OptionSpec[], values: Record<string, unknown>): OptionSpec[] =>
  specs.filter((s) => optionVisible(specs, values, s));

/**
 * The values with every hidden option at its default (a fresh object; keys no spec names are kept
 * as given, the game's schema has judged them). Visibility is read from the values as sent, so a
 * hidden option never decides whether another one is shown.
 */
export function normaliseOptions(specs: readonly OptionSpec[], values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const s of specs) if (!optionVisible(specs, values, s)) out[s.key] = s.default;
  return out;
}
