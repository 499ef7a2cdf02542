// Errors from the room, said once, dismissable, announced to screen readers.
import { useStore } from './context';

export function Toasts() {
  const store = useStore();
  const toasts = store.toasts.value;
  return (
    <div style={{ bottom: 'var(--decision-h, 0px)' }} class="pointer-events-none fixed inset-x-0 z-50 flex flex-col items-center gap-2 p-3 sm:items-end sm:p-4">
      {toasts.map((t) => (
        <div
          key={t.id}
          role="alert"
          data-code={t.code}
          class="pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border border-rose-200 bg-white px-4 py-3 text-sm text-stone-800 shadow-lg motion-safe:animate-[toast-in_.2s_ease-out]"
        >
          <svg width="18" height="18" viewBox="0 0 16 16" aria-hidden="true" class="mt-0.5 shrink-0 text-rose-600">
            <path d="M8 1 15 14H1zm-.8 4.5v4h1.6v-4zm0 5.3v1.6h1.6v-1.6z" fill="currentColor" />
          </svg>
          <p class="flex-1">{t.text}</p>
          <button type="button" class="tap -m-1 rounded p-1 text-stone-500 hover:text-stone-900" aria-label="Dismiss" onClick={() => store.dismiss(t.id)}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}
