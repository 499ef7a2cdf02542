// The worked examples of "How to play" come from one real game, played here by the engine from a
// fixed seed with the tests' board-minded random player (testkit.ts `biased`): every picture is a
// position the rules really reach, drawn by the table's own components, and never drifts from them.
import { activeSeats, applyMove, legalMoves, newGame } from '../../../shared/games/hall/engine';
import { biased, rng } from '../../../shared/games/hall/testkit';
import type { State } from '../../../shared/games/hall/state';
import type { Move } from '../../../shared/games/hall/moves';
import type { GameEvent } from '../../../shared/engine/types';

export interface HowStep {
  seat: number;
  move: Move;
  before: State;
  after: State;
  events: GameEvent[];
}

export interface HowGame {
  steps: HowStep[];
  final: State;
}

/** A 2-player game chosen because it shows every decision: a dig, a cascade, a hall, statue moves, a workshop. */
export const HOW_SEED = { seed: 'how-to-play', chooser: 11 };

let cached: HowGame | null = null;

/** The example game, played once per page (about half a second) and kept. */
export function howGame(seed = HOW_SEED.seed, chooser = HOW_SEED.chooser): HowGame {
  if (cached && seed === HOW_SEED.seed && chooser === HOW_SEED.chooser) return cached;
  let s = newGame(seed, 2, {});
  const pick = biased(rng(chooser));
  const steps: HowStep[] = [];
  for (let guard = 0; guard < 5000 && s.phase !== 'over'; guard++) {
    const seat = activeSeats(s)[0]!;
    const move = pick(s, seat, legalMoves(s, seat));
    const r = applyMove(s, seat, move);
    if (!r.ok) break;
    steps.push({ seat, move, before: s, after: r.value.state, events: r.value.events });
    s = r.value.state;
  }
  const g = { steps, final: s };
  if (seed === HOW_SEED.seed && chooser === HOW_SEED.chooser) cached = g;
  return g;
}

/** The first step in play whose move is of this type and passes `ok`. */
export function firstStep(g: HowGame, type: Move['type'], ok: (st: HowStep) => boolean = () => true): HowStep | undefined {
  return g.steps.find((st) => st.before.phase === 'play' && st.move.type === type && ok(st));
}

/** The step whose log lines include one of this kind (and pass `ok`). */
export function stepWith(g: HowGame, kind: string, ok: (st: HowStep) => boolean = () => true): HowStep | undefined {
  return g.steps.find((st) => st.events.some((e) => e.kind === kind) && ok(st));
}

export const lineOf = (st: HowStep, kind: string): string => st.events.find((e) => e.kind === kind)?.text ?? '';

/** The last step before `st` (in the same turn) whose move is `type`. */
export function stepBefore(g: HowGame, st: HowStep, type: Move['type']): HowStep | undefined {
  const i = g.steps.indexOf(st);
  for (let k = i; k >= 0 && k > i - 40; k--) if (g.steps[k]!.move.type === type && g.steps[k]!.seat === st.seat) return g.steps[k];
  return undefined;
}

/** Cells of the piece laid last (the newest tunnel or hall). */
export const newestCells = (s: State): number[] => s.b.segs[s.b.segs.length - 1]?.cells ?? [];

/** The tokens a step put on each trollsmoot slot of `seat` (bit k: symbol k), for the cascade's shine. */
export const wokenBits = (st: HowStep): number[] => st.after.p[st.seat]!.held.map((h, i) => h & ~(st.before.p[st.seat]!.held[i] ?? 0));
