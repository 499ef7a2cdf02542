// The hand the player holds: a finger (coarse pointer) or a mouse. Prompts name what the hand can
// do: "tap" and the buttons on a touch screen, "click" and the keys on a desktop (issue 27: a
// finger cannot "point at" a card, press R or hold Ctrl).
import { signal, type ReadonlySignal } from '@preact/signals';

const QUERY = '(pointer: coarse)';
const media = typeof matchMedia === 'function' ? matchMedia(QUERY) : null;
const hand = signal(media?.matches ?? false);
media?.addEventListener('change', (e) => {
  hand.value = e.matches;
});

/** True when the primary pointer is a finger. Read it in render: the prompt follows a change. */
export const coarse: ReadonlySignal<boolean> = hand;

/** "Tap" on a touch screen, "Click" with a mouse (capitalised, to start a sentence). */
export const Tap = (): string => (hand.value ? 'Tap' : 'Click');
/** "tap" / "click", inside a sentence. */
export const tap = (): string => (hand.value ? 'tap' : 'click');
/** A keyboard shortcut's mention, " (R)": only where there is a keyboard to press it. */
export const key = (k: string): string => (hand.value ? '' : ` (${k})`);
/** A sentence about keys, kept only on a desktop ("" on a touch screen). */
export const keysOnly = (s: string): string => (hand.value ? '' : s);
