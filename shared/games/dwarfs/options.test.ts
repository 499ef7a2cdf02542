import { describe, expect, it } from 'vitest';
import { normaliseOptions, visibleOptions } from '../../engine/options';
import { dwarfs } from '.';
import { DECREE_DEFS, SCENARIO_DEFS, SCENARIOS } from './content';

describe("Dwar7s Fall's hand-picked decrees", () => {
  const decreeKeys = dwarfs.options.filter((o) => o.key.startsWith('decree-')).map((o) => o.key);

  it('are 13 options shown only for "Hand-picked"', () => {
    expect(decreeKeys).toHaveLength(13);
    const shown = (v: Record<string, unknown>) => visibleOptions(dwarfs.options, v).map((o) => o.key);
    for (const mode of ['none', 'random', 'custom']) {
      const s = shown({ decrees: mode });
      for (const k of decreeKeys) expect(s.includes(k)).toBe(mode === 'custom');
    }
    expect(shown({})).toContain('elves');
  });

  it('a decree ticked while hidden is dropped, so the game has none', () => {
    const sent = dwarfs.optionsSchema.parse({ decrees: 'none', [decreeKeys[0]!]: true }) as Record<string, unknown>;
    const opts = normaliseOptions(dwarfs.options, sent);
    expect(opts[decreeKeys[0]!]).toBe(false);
    const custom = normaliseOptions(dwarfs.options, dwarfs.optionsSchema.parse({ decrees: 'custom', [decreeKeys[0]!]: true }) as Record<string, unknown>);
    expect(custom[decreeKeys[0]!]).toBe(true);
    expect(dwarfs.view(dwarfs.setup('s1', 3, custom as never), 'spectator').decrees).toHaveLength(1);
  });
});

describe('Royal Decrees where they are chosen (issue 29)', () => {
  it('each choice says what it brings: a scenario names every decree it puts in force with its words', () => {
    const spec = dwarfs.options.find((o) => o.key === 'decrees');
    if (spec?.kind !== 'choice') throw new Error('no decrees choice');
    for (const c of spec.choices) expect(c.help, c.value).toBeTruthy();
    for (const id of SCENARIOS) {
      const help = spec.choices.find((c) => c.value === id)?.help ?? '';
      for (const d of SCENARIO_DEFS[id].decrees) expect(help, `${id} says ${d}`).toContain(`${DECREE_DEFS[d].name}: ${DECREE_DEFS[d].text}`);
      if (SCENARIO_DEFS[id].random) expect(help).toMatch(/decrees drawn at random/);
    }
  });
});
