// Top bar: where you are, who is watching, whether you are connected, and the link to share. On a
// phone it stays one row (issue 27: the first screen is for the game and the sit form): the count
// of watchers and the connection as marks with their words for screen readers, the link as an icon.
import { useEffect, useRef, useState } from 'preact/hooks';
import { useComputed } from '@preact/signals';
import { HomeLink, Logo } from './Brand';
import { useStore } from './context';
import type { ConnStatus } from '../store';
import { HOW_SECTION, hasHowTo, howToPath } from '../boards';
import { ImportedBanner } from './ImportedNote';
import { SealMark } from './SealMark';
import { SoundToggle } from './SoundToggle';
import { Keep, key } from '../lib/keep';
import type { TableFrame } from '../../shared/protocol';

const CONN: Record<ConnStatus, { label: string; dot: string }> = {
  connecting: { label: 'Connecting…', dot: 'bg-amber-400 motion-safe:animate-pulse' },
  connected: { label: 'Connected', dot: 'bg-emerald-400' },
  reconnecting: { label: 'Reconnecting…', dot: 'bg-amber-400 motion-safe:animate-pulse' },
  offline: { label: 'Offline', dot: 'bg-rose-500' },
};

export function TableHeader() {
  const store = useStore();
  const table = store.frame.value;
  const conn = CONN[store.conn.value];
  const watching = table?.spectators ?? 0;
  const how = !!table && hasHowTo(table.game);
  const seated = !!table && table.you.seat !== null;
  // Drawn again only when what it shows changed, not at every move (issue 28: ~25 elements a change).
  // The How to play link follows the step (its section): it is drawn again on its own (HowLink).
  return <Keep k={key(table?.gameName, !!table, watching, store.conn.value, how, table?.seal, seated, table?.imported)} render={() => <Header table={table} conn={conn} connKey={store.conn.value} watching={watching} how={how} seated={seated} />} />;
}

/** The How to play link, at the section of the current step (it follows the table itself). */
function HowLink() {
  const store = useStore();
  // Read through a computed: the link is drawn again when its section changes, not at every move.
  const how = useComputed(() => {
    const table = store.table.value;
    return table && hasHowTo(table.game) ? howToPath(table.game, HOW_SECTION.value[table.game]?.(table)) : null;
  }).value;
  if (!how) return null;
  // A new tab: leaving the table page would leave the table.
  return (
    <a href={how} target="_blank" rel="noopener" class="tap rounded px-1 whitespace-nowrap text-stone-100 underline underline-offset-2 hover:text-white" data-testid="how-link" aria-label="How to play (opens in a new tab)">
      <span class="sm:hidden">Rules</span>
      <span class="hidden sm:inline">How to play</span>
    </a>
  );
}

function Header({ table, conn, connKey, watching, how, seated }: { table: TableFrame | null; conn: { label: string; dot: string }; connKey: string; watching: number; how: boolean; seated: boolean }) {
  return (
    <header class="bg-stone-800 text-stone-50 shadow">
      <div class="mx-auto flex max-w-[1400px] items-center gap-x-2 gap-y-2 px-3 py-1.5 sm:flex-wrap sm:gap-x-4 sm:px-4 sm:py-2">
        <HomeLink class="tap flex items-center gap-2 rounded font-display text-lg font-semibold">
          <Logo size={26} />
          <span class="hidden sm:inline">Trollmoot</span>
          <span class="sr-only sm:hidden">Trollmoot home</span>
        </HomeLink>
        {/* A phone's title has the width the controls leave (about a third): at 14 px "In the Hall of the Mountain King" takes two lines, not three to five. */}
        <h1 class="min-w-0 flex-1 font-display text-sm leading-tight font-semibold text-ember-400 sm:truncate sm:text-xl">{table?.gameName ?? 'Table'}</h1>
        <div class="flex shrink-0 items-center justify-end gap-x-2 gap-y-1 text-sm sm:flex-wrap sm:gap-x-3">
          {table && (
            <span class="flex items-center gap-1 text-stone-300" title="People watching">
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                <path d="M8 3C4 3 1.5 6.2 1 8c.5 1.8 3 5 7 5s6.5-3.2 7-5c-.5-1.8-3-5-7-5zm0 8a3 3 0 1 1 0-6 3 3 0 0 1 0 6z" fill="currentColor" />
              </svg>
              <span>
                {watching}
                <span class="sr-only sm:not-sr-only"> watching</span>
              </span>
            </span>
          )}
          <span role="status" class="flex items-center gap-1.5 text-stone-200" data-conn={connKey}>
            <span class={`size-2.5 rounded-full ${conn.dot}`} aria-hidden="true" />
            <span class={connKey === 'connected' ? 'sr-only sm:not-sr-only' : ''}>{conn.label}</span>
          </span>
          {how && <HowLink />}
          <SealMark seal={table?.seal} />
          {/* On a phone the chime sits on the status line, beside "Your turn" (StatusLine.tsx): the header keeps its width for the title. */}
          {seated && <SoundToggle class="max-sm:hidden" />}
          <CopyLinkButton short />
        </div>
      </div>
      <ImportedBanner imported={table?.imported} />
    </header>
  );
}

/** Copy the table link; falls back to a hidden textarea where the Clipboard API is missing. */
export function CopyLinkButton({ class: cls = 'btn-ember btn-small', label = 'Copy link', short = false }: { class?: string; label?: string; short?: boolean }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const url = location.href;
    let ok = false;
    try {
      await navigator.clipboard.writeText(url);
      ok = true;
    } catch {
      ok = legacyCopy(url);
    }
    setState(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2000);
  };

  return (
    <button type="button" class={cls} onClick={copy} aria-live="polite">
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
        <path d="M6.5 9.5 9.5 6.5M7 4.5l1.3-1.3a2.8 2.8 0 0 1 4 4L11 8.5M9 11.5l-1.3 1.3a2.8 2.8 0 0 1-4-4L5 7.5" stroke="currentColor" stroke-width="1.8" fill="none" stroke-linecap="round" />
      </svg>
      {state === 'copied' ? 'Copied!' : state === 'failed' ? (
        <span>
          Copy failed<span class={short ? 'hidden sm:inline' : ''}>: copy the address bar</span>
        </span>
      ) : <span class={short ? 'sr-only sm:not-sr-only' : ''}>{label}</span>}
    </button>
  );
}

function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}
