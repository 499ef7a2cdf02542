// A scrolling list that follows its newest line, unless the reader scrolled up to read older ones.
//
// Why not "stick when the last scroll event was near the bottom": scroll events arrive a frame late.
// Lines added in between (bots play fast) leave that event looking "away from the bottom", and the
// list stopped following for good. Only a move *up* by the reader stops it; reaching the bottom again
// (or `follow()`) starts it again. "The bottom" is the list's end as it was at the last scroll event,
// or now, whichever is higher: a reader who scrolls back down to the newest line while more lines
// arrive is back at the bottom, though the event reports lines below them (a whole-game walk failed in CI
// on that: the log never followed again after the spectator came back down).
import { useEffect, useRef } from 'preact/hooks';

/** What one scroll event tells of the list, and of the one before it. */
export interface ScrollFigures {
  top: number;
  height: number;
  client: number;
}

/** Within this many px of the bottom, the reader is at the newest line. */
export const NEAR_BOTTOM_PX = 24;

/**
 * Whether the list follows its newest line after a scroll event: `now` is this event's figures,
 * `before` the last event's (or the last scroll to the bottom's), `stick` whether it followed.
 */
export function followsAfter(stick: boolean, before: ScrollFigures, now: ScrollFigures): boolean {
  const bottom = Math.min(before.height, now.height);
  if (now.top + now.client >= bottom - NEAR_BOTTOM_PX) return true;
  if (now.top < before.top - 1) return false;
  return stick;
}

export function useFollowBottom<T extends HTMLElement>(change: unknown) {
  const box = useRef<T>(null);
  const stick = useRef(true);
  const last = useRef<ScrollFigures>({ top: 0, height: 0, client: 0 });

  // Scrolled at the start of the next frame, not as the change is drawn: reading the list's height
  // lays the page out, and in a frame's own animation callback that is the layout the frame does
  // anyway (issue 28: read after render, it was a second layout of the whole page on every move,
  // ~10 % of a Dwar7s Fall spectator's main thread). Several changes before that frame scroll once.
  const frame = useRef(0);
  useEffect(() => {
    if (!stick.current || frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const el = box.current;
      if (!el || !stick.current) return;
      el.scrollTop = el.scrollHeight;
      last.current = { top: el.scrollTop, height: el.scrollHeight, client: el.clientHeight };
    });
  }, [change]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const onScroll = (e: Event) => {
    const el = e.currentTarget as HTMLElement;
    const now = { top: el.scrollTop, height: el.scrollHeight, client: el.clientHeight };
    stick.current = followsAfter(stick.current, last.current, now);
    last.current = now;
  };

  return {
    box,
    onScroll,
    /** Follow again from now on (after the reader sends a line of their own, say). */
    follow: () => {
      stick.current = true;
    },
  };
}
