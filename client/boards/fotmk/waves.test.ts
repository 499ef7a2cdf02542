import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../shared/protocol';
import { applyMove, legalMoves, newGame } from '../../../shared/games/fotmk/engine';
import { actorsOf } from '../../../shared/games/fotmk/flow';
import { rng } from '../../../shared/games/fotmk/testkit';
import { fotmk } from '../../../shared/games/fotmk';
import { SCORE_CATS } from '../../../shared/games/fotmk/state';
import { CATS, waveScores } from './waves';

/** A whole random game's log, as a table's viewers get it: each line's data cut to the game's `logData` keys, as the room does. */
function game(seed: string, players: number) {
  let s = newGame(seed, players);
  const random = rng(7);
  const log: LogEntry[] = [];
  while (!s.over) {
    const act = actorsOf(s);
    const seat = act[Math.floor(random() * act.length)]!;
    const moves = legalMoves(s, seat).filter((m) => m.type !== 'cancel');
    const r = applyMove(s, seat, moves[Math.floor(random() * moves.length)]!);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
    for (const e of r.value.events) {
      const data = e.data && Object.fromEntries(Object.entries(e.data).filter(([k]) => fotmk.logData!.includes(k)));
      log.push({ ...e, data, i: log.length } as LogEntry);
    }
  }
  return { s, log };
}

describe('what each wave scored, from the log', () => {
  const { s, log } = game('waves-1', 3);
  const waves = waveScores(log);

  it('reads the categories in the engine’s order', () => {
    expect(CATS).toEqual([...SCORE_CATS]);
  });

  it('has the three waves, whose shares add up to the final Honour by category', () => {
    expect(waves.map((w) => w.wave)).toEqual([1, 2, 3]);
    for (let seat = 0; seat < 3; seat++) {
      expect(waves.reduce((t, w) => t + (w.total[seat] ?? 0), 0)).toBe(s.p[seat]!.honour);
      expect(waves[2]!.honour[seat]).toBe(s.p[seat]!.honour);
    }
    // Domains are scored in waves I and II only; halls, Elders and votes at the end of wave III.
    const cats = (w: number) => waves[w]!.gained.map((c) => c.cat);
    expect(cats(0)).toContain('domains');
    expect(cats(2)).not.toContain('domains');
    expect(cats(2)).toEqual(expect.arrayContaining(['elders', 'votes']));
    // A wave's domains line per seat adds up to its Domains row.
    const dom = waves[0]!.gained.find((c) => c.cat === 'domains')!;
    for (let seat = 0; seat < 3; seat++) expect(waves[0]!.domains[seat]!.reduce((t, [, h]) => t + h, 0)).toBe(dom.bySeat[seat]);
    expect(waves.every((w) => !w.sinceStart)).toBe(true);
  });

  it('names the champions each wave awarded, and says when the next wave has been played on', () => {
    const awarded = log.filter((e) => e.kind === 'award' && typeof e.seat === 'number').length;
    expect(waves.reduce((t, w) => t + w.won.flat().length, 0)).toBe(awarded);
    expect(waves[0]!.playedOn).toBe(true);
    expect(waves[2]!.playedOn).toBe(false);
    // Cut just after wave I is scored: the panel's wave is not played on yet.
    const cut = waveScores(log.filter((e) => e.i <= waves[0]!.at));
    expect(cut.map((w) => [w.wave, w.playedOn])).toEqual([[1, false]]);
  });

  it('counts from the start of the game when the wave before is no longer in the log', () => {
    const tail = waveScores(log.filter((e) => e.i > waves[0]!.at));
    expect(tail[0]!.wave).toBe(2);
    expect(tail[0]!.sinceStart).toBe(true);
    expect(tail[0]!.total).toEqual(tail[0]!.honour);
  });
});
