// The gnome wheel's arithmetic, apart from the engine's handlers: the board's words import it
// (a wheel move warns of the breach it would cause) without pulling the whole engine into the
// table page's JS.
import { GNOME_WHEEL } from './content/components';

const SPACES = GNOME_WHEEL.spaces.length;

/** The tripwires a pawn passes moving `steps` spaces on from space `from`, in order (rulebook: Tripwires). */
export function tripsPassed(from: number, steps: number): ('boost' | 'breach')[] {
  const out: ('boost' | 'breach')[] = [];
  for (let i = 0; i < steps; i++) for (const tw of GNOME_WHEEL.tripwires) if (tw.after === (from + i) % SPACES) out.push(tw.kind);
  return out;
}

/** Breach size: two, plus one per two gnomes near the wheel, rounding up. */
export const breachSize = (nearWheel: number): number => 2 + Math.ceil(nearWheel / 2);
