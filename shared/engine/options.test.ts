import { describe, expect, it } from 'vitest';
import { normaliseOptions, optionRows, optionVisible, visibleOptions } from './options';
import type { AnyGame, OptionSpec } from './types';

const specs: OptionSpec[] = [
  { key: 'mode', label: 'Mode', kind: 'choice', default: 'none', choices: [{ value: 'none', label: 'None' }, { value: 'custom', label: 'Custom' }] },
  { key: 'a', label: 'A', kind: 'boolean', default: false, visibleWhen: { key: 'mode', value: 'custom' } },
  // A chain: shown only when A is ticked, and A only in custom mode.
  { key: 'b', label: 'B', kind: 'boolean', default: true, visibleWhen: { key: 'a', value: true } },
  { key: 'lost', label: 'Lost', kind: 'boolean', default: false, visibleWhen: { key: 'nobody', value: true } },
  { key: 'x', label: 'X', kind: 'boolean', default: false, visibleWhen: { key: 'y', value: true } },
  { key: 'y', label: 'Y', kind: 'boolean', default: false, visibleWhen: { key: 'x', value: true } },
];
const keys = (v: Record<string, unknown>) => visibleOptions(specs, v).map((s) => s.key);

describe('options shown only when another option has a value', () => {
  it('follows the controlling value, a missing value counting as its default', () => {
    expect(keys({})).toEqual(['mode']);
    expect(keys({ mode: 'custom' })).toEqual(['mode', 'a']);
    expect(keys({ mode: 'custom', a: true })).toEqual(['mode', 'a', 'b']);
  });

  it('hides a chain when an earlier link is hidden, an unknown controller and a cycle', () => {
    expect(keys({ mode: 'none', a: true })).toEqual(['mode']);
    expect(optionVisible(specs, { nobody: true }, specs[3]!)).toBe(false);
    expect(optionVisible(specs, { x: true, y: true }, specs[4]!)).toBe(false);
  });

  it('normalising sets every hidden option to its default and keeps the shown ones', () => {
    const sent = { mode: 'none', a: true, b: false, lost: true, x: true, y: true };
    expect(normaliseOptions(specs, sent)).toEqual({ mode: 'none', a: false, b: true, lost: false, x: false, y: false });
    expect(sent.a).toBe(true);
    expect(normaliseOptions(specs, { mode: 'custom', a: true, b: false })).toEqual({ mode: 'custom', a: true, b: false, lost: false, x: false, y: false });
  });

  it('an option for some seat counts only is hidden, reset and not listed at the others', () => {
    const side: OptionSpec[] = [
      { key: 'side', label: 'Board side (2 players)', kind: 'choice', default: 'a', choices: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }], seats: [2] },
      // Hidden with it: shown only when a hidden option has a value.
      { key: 'extra', label: 'Extra', kind: 'boolean', default: false, visibleWhen: { key: 'side', value: 'b' } },
      { key: 'long', label: 'Long game', kind: 'boolean', default: false },
    ];
    expect(visibleOptions(side, { side: 'b' }, 2).map((s) => s.key)).toEqual(['side', 'extra', 'long']);
    expect(visibleOptions(side, { side: 'b' }, 4).map((s) => s.key)).toEqual(['long']);
    // No count given (a form that does not know it yet): shown.
    expect(visibleOptions(side, { side: 'b' }).map((s) => s.key)).toEqual(['side', 'extra', 'long']);
    expect(normaliseOptions(side, { side: 'b', extra: true, long: true }, 4)).toEqual({ side: 'a', extra: false, long: true });
    expect(normaliseOptions(side, { side: 'b', extra: true, long: true }, 2)).toEqual({ side: 'b', extra: true, long: true });
    const game = { options: side } as unknown as AnyGame;
    expect(optionRows(game, { side: 'b', extra: true, long: false }, 2)).toEqual([
      { label: 'Board side (2 players)', shown: 'B' },
      { label: 'Extra', shown: 'Yes' },
      { label: 'Long game', shown: 'No' },
    ]);
    expect(optionRows(game, { side: 'a', long: true }, 4)).toEqual([{ label: 'Long game', shown: 'Yes' }]);
    // A game's own words win.
    const worded = { options: side, describeOptions: (o: Record<string, unknown>, n: number) => [{ label: 'Board', shown: `${String(o.side)} at ${n}` }] } as unknown as AnyGame;
    expect(optionRows(worded, { side: 'b' }, 2)).toEqual([{ label: 'Board', shown: 'b at 2' }]);
  });
});
