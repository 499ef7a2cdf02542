import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../test/helpers/conformance';
import { hall } from './index';
import { applyMove, newGame } from './engine';
import { started } from './testkit';

describe('Hall on the engine contract', () => {
  it('passes the conformance suite at every player count and in teams', { timeout: 120_000 }, () => {
    for (const [players, opts] of [[2, {}], [3, {}], [4, {}], [4, { teams: true }], [5, {}]] as const) {
      const o = hall.optionsSchema.parse(opts);
      const run = playRandomGame(hall, `contract-${players}-${'teams' in opts ? 't' : ''}`, players, o);
      expect(run.finished).toBe(true);
    }
  });

  it('refuses moves out of turn, after the end and malformed for the step, changing nothing', () => {
    const s = started(3);
    const before = JSON.stringify(s);
    const a = applyMove(s, 1, { type: 'endStep' });
    expect(a.ok || a.error.code).toBe('move/not-your-turn');
    const b = applyMove(s, 0, { type: 'placeTroll', slot: 5 });
    expect(b.ok || b.error.code).toBe('move/not-now');
    const c = applyMove(s, 0, { type: 'recruit', slot: 11 });
    expect(c.ok ? 'ok' : c.error.code).toMatch(/^move\//);
    expect(JSON.stringify(s)).toBe(before);
    const over = { ...newGame('x', 2), phase: 'over' as const };
    const d = applyMove(over, 0, { type: 'endStep' });
    expect(d.ok || d.error.code).toBe('move/game-over');
  });

  it('seats: 2-5 normally, exactly 4 with teams', () => {
    expect(hall.seats!(hall.optionsSchema.parse({}))).toMatchObject({ min: 2, max: 5 });
    expect(hall.seats!(hall.optionsSchema.parse({ teams: true }))).toMatchObject({ min: 4, max: 4 });
  });
});
