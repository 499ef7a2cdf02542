// What each wave scored, from the log alone (every viewer's log: nothing hidden): the engine writes,
// once a wave is scored, everyone's Honour so far by category (`waveScored`, waveEnd.ts); a wave's
// share is that minus the wave before's. The champions won and the domains scored come from the
// wave's own lines (`award`, `score`). For the board's end-of-wave panel (WavePanel.tsx).
import type { LogEntry } from '../../../shared/protocol';
import { SCORE_LABEL } from './model';

/** The engine's score categories in its order (SCORE_CATS in shared/games/fotmk/state.ts; waves.test.ts checks). */
export const CATS = Object.keys(SCORE_LABEL);

export interface WaveScore {
  wave: number;
  /** Honour this wave per seat, by category (SCORE_CATS), only categories someone scored in. */
  gained: { cat: string; bySeat: number[] }[];
  /** Honour this wave per seat, all categories. */
  total: number[];
  /** Honour in all once the wave is scored. */
  honour: number[];
  /** Champions won this wave, per seat (ids). */
  won: number[][];
  /** Domains scored per seat: [domain, Honour]. */
  domains: [number, number][][];
  /** The wave before's numbers are no longer in the log (a long game's first lines): `gained` is the game so far. */
  sinceStart: boolean;
  /** Log index of the `waveScored` line. */
  at: number;
  /** Whether the next wave's first turn has been taken (the panel stops opening by itself then). */
  playedOn: boolean;
}

const nums = (x: unknown): number[] => (Array.isArray(x) ? x.map((n) => (typeof n === 'number' ? n : 0)) : []);

export function waveScores(log: readonly LogEntry[]): WaveScore[] {
  const out: WaveScore[] = [];
  let before: number[][] | null = [];
  let lastWave = 0;
  let won: number[][] = [];
  let domains: [number, number][][] = [];
  for (const e of log) {
    const d = e.data ?? {};
    if (e.kind === 'wave') {
      won = [];
      domains = [];
    } else if (e.kind === 'award' && typeof e.seat === 'number' && typeof d.champion === 'number') (won[e.seat] ??= []).push(d.champion);
    else if (e.kind === 'score' && typeof e.seat === 'number' && typeof d.domain === 'number' && typeof d.honour === 'number') (domains[e.seat] ??= []).push([d.domain, d.honour]);
    else if (e.kind === 'turn' && out.length > 0) out[out.length - 1]!.playedOn = true;
    else if (e.kind === 'waveScored' && typeof d.wave === 'number' && Array.isArray(d.score)) {
      const now = d.score.map(nums);
      const seats = now.length;
      // Wave I starts from nothing; a later wave from the wave before, when the log still has it.
      const prev = d.wave === 1 ? now.map((r) => r.map(() => 0)) : before && lastWave === d.wave - 1 ? before : null;
      const gained = CATS.map((cat, k) => ({ cat: cat as string, bySeat: now.map((r, s) => (r[k] ?? 0) - (prev?.[s]?.[k] ?? 0)) })).filter((c) => c.bySeat.some((x) => x !== 0));
      out.push({
        wave: d.wave,
        gained,
        total: Array.from({ length: seats }, (_, s) => gained.reduce((t, c) => t + (c.bySeat[s] ?? 0), 0)),
        honour: nums(d.honour),
        won: Array.from({ length: seats }, (_, s) => won[s] ?? []),
        domains: Array.from({ length: seats }, (_, s) => domains[s] ?? []),
        sinceStart: prev === null,
        at: e.i,
        playedOn: false,
      });
      before = now;
      lastWave = d.wave;
    }
  }
  return out;
}
