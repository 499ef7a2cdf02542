// The shape every task kind implements (flow.ts dispatches on Task['k']).
import type { G } from './ctx';
import { CLANS } from './content/types';
import type { Fail, Move } from './moves';
import type { State, Task } from './state';

export interface Handler<T extends Task> {
  /** Do the automatic work; true when the task now waits for a decision (and did not change then). */
  step(g: G, t: T): boolean;
  /** Seats that decide while the task waits. */
  actors(s: State, t: T): number[];
  legal(s: State, t: T, seat: number): Move[];
  apply(g: G, t: T, seat: number, m: Move): Fail | null;
}

/** `{p0}`..: the client words the seat's name (built once: every log line names a seat). */
const SEAT_NAMES: readonly string[] = Array.from({ length: 8 }, (_, i) => `{p${i}}`);
export const seatName = (seat: number): string => SEAT_NAMES[seat] ?? `{p${seat}}`;

export { count } from '../../engine/words';

/** An action in the rulebook's words (Advance, Bolster, Influence, Gnome), for the log. */
export const actionName = (a: string): string => a.charAt(0).toUpperCase() + a.slice(1);
/** A wheel space's effect in the rulebook's words, for the log. */
export const wheelEffectName = (effect: string | undefined): string =>
  ({ bolster: 'Bolster', influence: 'Influence', honour: 'Gain Honour', 'move-trolls': 'Move Trolls' })[effect ?? ''] ?? effect ?? '';

/** A clan's name as the rulebook writes it: `Moss`, `Ice`... (`CLANS` holds the lower-case ids). */
export const clanName = (clan: number | string): string => {
  const id = typeof clan === 'number' ? (CLANS[clan] ?? '') : clan;
  return id.charAt(0).toUpperCase() + id.slice(1);
};
