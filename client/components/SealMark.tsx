// "Deal sealed: 3f9a07c2…" (issue 32): the seal of the server secret the deal is made from, shown
// from the lobby on; the whole hash in its tooltip, copied by a press, so anyone can compare it
// with the one the game's record reveals after the end (the replay page's "Verify this game").
import { useEffect, useRef, useState } from 'preact/hooks';

export function SealMark({ seal }: { seal: string | undefined }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!seal) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(seal);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      /* the tooltip still shows it whole */
    }
  };
  return (
    <button
      type="button"
      class="tap flex items-center gap-1 rounded px-1 font-mono text-sm whitespace-nowrap text-stone-200 hover:text-white"
      title={`Deal sealed: ${seal}\nThe deal is made from a server secret whose SHA-256 is this seal, and each player's browser's own share; all are revealed when the game ends. Press to copy.`}
      aria-label={`Deal sealed: ${seal}. Copy the seal.`}
      data-testid="seal"
      data-seal={seal}
      onClick={copy}
    >
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
        <rect x="3" y="7" width="10" height="7.5" rx="1.5" fill="currentColor" />
        <path d="M5.3 7V5a2.7 2.7 0 0 1 5.4 0v2" stroke="currentColor" stroke-width="1.6" fill="none" />
      </svg>
      <span class="hidden font-sans lg:inline">{copied ? 'Copied:' : 'Deal sealed:'}</span>
      {/* On a phone the lock alone (its tooltip and label hold the seal): the header has no room for more at 390 px. */}
      <span class="hidden sm:inline">{seal.slice(0, 8)}…</span>
    </button>
  );
}
