// Other people's pointers, drawn where they point on the shared parts of the board (elements marked
// `data-shared="<area>"`: the map, the public boards), in that area's own coordinates, so a pointer on
// a cavern lands on that cavern on every screen. Never drawn over anything else (your own panels,
// your buttons). Idle pointers fade. Decorative for screen readers.
import type { RefObject } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useStore } from './context';
import { fillOf } from './SeatMark';
import type { RemoteCursor } from '../store';

/** A pointer that has not moved for this long fades out. */
export const IDLE_MS = 4000;

/** Where a remote pointer goes inside `slot`, in px, or null when its area is not on this screen. */
export function place(slot: HTMLElement, c: RemoteCursor): { left: number; top: number; w: number; h: number } | null {
  const area = slot.querySelector(`[data-shared="${c.area}"]`);
  if (!area) return null;
  const r = area.getBoundingClientRect();
  const s = slot.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return null;
  return { left: r.left - s.left + c.x * r.width, top: r.top - s.top + c.y * r.height, w: s.width, h: s.height };
}

export function Cursors({ slot }: { slot: RefObject<HTMLElement | null> }) {
  const store = useStore();
  const cursors = store.cursors.value;
  // Re-read positions when the layout changes (a resize moves the map under the pointers) and to fade idle ones.
  const [, tick] = useState(0);
  useEffect(() => {
    if (cursors.length === 0) return;
    const bump = () => tick((n) => n + 1);
    addEventListener('resize', bump);
    const timer = setInterval(bump, 1000);
    return () => {
      removeEventListener('resize', bump);
      clearInterval(timer);
    };
  }, [cursors.length > 0]);
  const el = slot.current;
  if (cursors.length === 0 || !el) return null;
  const now = performance.now();
  const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <div class="pointer-events-none absolute inset-0 z-10 overflow-hidden" aria-hidden="true" data-testid="cursors">
      {cursors.map((c) => {
        const at = place(el, c);
        if (!at) return null;
        const idle = now - c.at > IDLE_MS;
        return (
          <div
            key={c.id}
            class="absolute"
            style={{ left: `${at.left.toFixed(1)}px`, top: `${at.top.toFixed(1)}px`, opacity: idle ? 0.15 : 1, transition: reduce ? 'opacity .7s' : 'left .1s linear, top .1s linear, opacity .7s' }}
            data-cursor={c.name}
            data-area={c.area}
            data-idle={idle ? '' : undefined}
          >
            <svg width="18" height="18" viewBox="0 0 18 18" class="drop-shadow">
              <path d="M2 1.5 15 8.5 9.2 10 6.8 16z" fill={fillOf(c.color)} stroke="white" stroke-width="1.4" stroke-linejoin="round" />
            </svg>
            <span
              class={`absolute max-w-40 truncate rounded-md px-1.5 py-0.5 text-xs font-semibold text-white shadow ${at.top > at.h - 40 ? 'bottom-4' : 'top-4'} ${at.left > at.w - 120 ? 'right-3' : 'left-3'}`}
              style={{ background: fillOf(c.color) }}
            >
              {c.name}
            </span>
          </div>
        );
      })}
    </div>
  );
}
