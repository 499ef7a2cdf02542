// Other people's pointers over the board slot, with their names. Decorative for screen readers.
import { useStore } from './context';
import { fillOf } from './SeatMark';

export function Cursors() {
  const store = useStore();
  const cursors = store.cursors.value;
  if (cursors.length === 0) return null;
  return (
    <div class="pointer-events-none absolute inset-0 z-10 overflow-hidden" aria-hidden="true" data-testid="cursors">
      {cursors.map((c) => (
        <div
          key={c.id}
          class="absolute motion-safe:transition-[left,top] motion-safe:duration-100 motion-safe:ease-linear"
          style={{ left: `${(c.x * 100).toFixed(2)}%`, top: `${(c.y * 100).toFixed(2)}%` }}
          data-cursor={c.name}
        >
          <svg width="18" height="18" viewBox="0 0 18 18" class="drop-shadow">
            <path d="M2 1.5 15 8.5 9.2 10 6.8 16z" fill={fillOf(c.color)} stroke="white" stroke-width="1.4" stroke-linejoin="round" />
          </svg>
          <span
            class={`absolute max-w-40 truncate rounded-md px-1.5 py-0.5 text-[11px] font-semibold text-white shadow ${c.y > 0.85 ? 'bottom-4' : 'top-4'} ${c.x > 0.8 ? 'right-3' : 'left-3'}`}
            style={{ background: fillOf(c.color) }}
          >
            {c.name}
          </span>
        </div>
      ))}
    </div>
  );
}
