// A scrolling list that follows its newest line, unless the reader scrolled up to read older ones.
//
// Why not "stick when the last scroll event was near the bottom": scroll events arrive a frame late.
// Lines added in between (bots play fast) leave that event looking "away from the bottom", and the
// list stopped following for good. Only a move *up* by the reader stops it; reaching the bottom again
// (or `follow()`) starts it again.
import { useEffect, useRef } from 'preact/hooks';

export function useFollowBottom<T extends HTMLElement>(change: unknown) {
  const box = useRef<T>(null);
  const stick = useRef(true);
  const lastTop = useRef(0);

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
      lastTop.current = el.scrollTop;
    });
  }, [change]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const onScroll = (e: Event) => {
    const el = e.currentTarget as HTMLElement;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < 24) stick.current = true;
    else if (el.scrollTop < lastTop.current - 1) stick.current = false;
    lastTop.current = el.scrollTop;
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
