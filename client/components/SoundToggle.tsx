// The your-turn chime's switch: in the header on a wide screen, on the status line on a phone.
import { setSound, soundOn } from '../lib/chime';
import { tap } from '../lib/input';

/** The your-turn chime, on or off (remembered in this browser); `light` on a light ground (the status line). */
export function SoundToggle({ class: cls = '', light = false }: { class?: string; light?: boolean }) {
  const on = soundOn.value;
  return (
    <button
      type="button"
      class={`btn btn-small shrink-0 border shadow-none ${light ? 'border-stone-500 bg-white/70 text-stone-900 hover:bg-white' : 'border-stone-500 bg-transparent text-stone-100 hover:bg-stone-700'} ${cls}`}
      data-testid="chime"
      aria-pressed={on}
      title={on ? `A chime plays when it is your turn: ${tap()} to mute` : `No chime on your turn: ${tap()} to turn it on`}
      onClick={() => setSound(!on)}
    >
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
        <path d="M2 6h3l4-3v10L5 10H2z" fill="currentColor" />
        {on ? <path d="M11 5.5a3.5 3.5 0 0 1 0 5M12.8 3.8a6 6 0 0 1 0 8.4" stroke="currentColor" stroke-width="1.5" fill="none" stroke-linecap="round" /> : <path d="m11 6 4 4m0-4-4 4" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" />}
      </svg>
      <span class="sr-only">Turn chime</span>
    </button>
  );
}
