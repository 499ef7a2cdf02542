// The decision bar: the current step's heading, its prompt and its choices, in one place every board
// plugs into (issue 27). On a desktop it sticks to the top of the board, beside what is chosen from;
// on a phone it is one compact bar at the bottom of the screen, under the thumb, at most a fifth of
// the height, and whatever a tap opens (a chooser between two meanings, a confirm, a payment) shows
// in it, so it is never off-screen. Its height is published as `--decision-h`, so that the page can
// scroll past it and `bringIntoView` (lib/bring.ts) never leaves a target under it.
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

export interface DecisionBarProps {
  /** The board's test id for its controls (`<game>-controls`). */
  testid: string;
  /** The step's name ("Strong action: Bolster", "Place a tunnel"). */
  heading?: ComponentChildren;
  /** What to do now, in the words of the hand in use (lib/input.ts). */
  prompt?: ComponentChildren;
  /** What went wrong with the last action; the board clears it at the next one. */
  error?: string | null;
  /** The step's choices: buttons marked `data-choice`, Confirm / Back of a preview (PreviewActions). */
  children?: ComponentChildren;
}

/** The bar's height on a phone, where it covers the bottom of the screen (0 where it does not). */
export function decisionHeight(): number {
  return parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--decision-h')) || 0;
}

export function DecisionBar(p: DecisionBarProps) {
  const el = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const bar = el.current;
    if (!bar) return;
    const root = document.documentElement.style;
    const publish = () => {
      const fixed = getComputedStyle(bar).position === 'fixed';
      root.setProperty('--decision-h', `${fixed ? Math.ceil(bar.getBoundingClientRect().height) : 0}px`);
    };
    publish();
    const watch = new ResizeObserver(publish);
    watch.observe(bar);
    addEventListener('resize', publish);
    return () => {
      watch.disconnect();
      removeEventListener('resize', publish);
      root.setProperty('--decision-h', '0px');
    };
  }, []);
  return (
    <div ref={el} class="decision" data-testid={p.testid} data-decision="" role="group" aria-label="Your choices">
      {(p.heading || p.prompt) && (
        <p class="decision-prompt" data-decision-prompt="">
          {p.heading && (
            <strong class="font-semibold text-stone-900" data-decision-heading="">
              {p.heading}
              {p.prompt ? ' · ' : ''}
            </strong>
          )}
          {p.prompt}
        </p>
      )}
      {p.error && (
        <p role="alert" class="decision-error" data-decision-error="">
          {p.error}
        </p>
      )}
      {p.children}
    </div>
  );
}

/**
 * Confirm and Back of a previewed placement (lib/preview.ts), with the board's own tools for the
 * piece in place (Turn, Flip) before them. Shown only while something is previewed.
 */
export function PreviewActions(p: { pending: boolean; confirm(): void; back(): void; label: string; busy?: boolean; children?: ComponentChildren }) {
  if (!p.pending) return null;
  return (
    <div class="flex flex-wrap items-center gap-2" data-preview-actions="">
      {p.children}
      <button type="button" class="btn-ember btn-small" data-choice="confirm" disabled={p.busy} onClick={p.confirm}>
        {p.label}
      </button>
      <button type="button" class="btn-quiet btn-small" data-choice="back" onClick={p.back}>
        ← Back
      </button>
    </div>
  );
}
