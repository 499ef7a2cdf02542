// The one line that says, in words, what the table is waiting for.
import type { TableFrame } from '../../shared/protocol';
import { freeSeats, listNames, nameOf, seatedCount } from '../lib/words';
import { useStore } from './context';
import { bringSitForm, maySit } from './YouPanel';
import { SoundToggle } from './SoundToggle';

interface Status {
  text: string;
  detail?: string;
  tone: 'turn' | 'wait' | 'over' | 'lobby';
}

export function describe(t: TableFrame): Status {
  const me = t.you.seat;
  if (t.status === 'lobby') {
    const free = freeSeats(t).length;
    const seated = seatedCount(t);
    // The seat plan of this table (its options), as the room sent it.
    const min = t.minPlayers;
    if (me === null && free > 0) return { tone: 'lobby', text: 'Take a seat to play', detail: `${free} of ${t.seats.length} seats free` };
    if (seated < min) return { tone: 'lobby', text: 'Waiting for players', detail: `${seated} seated, ${min} needed to start` };
    if (t.you.host) return { tone: 'turn', text: 'Ready when you are', detail: 'Start the game once everyone is seated' };
    return { tone: 'lobby', text: 'Waiting for the host to start the game', detail: `${seated} seated` };
  }
  if (t.migration) {
    // The rules changed since this game was saved: shown as it stood, not played (see TableView.migration).
    return { tone: 'wait', text: 'This game is paused for an update', detail: `Saved under older rules: shown after move ${t.migration.replayed} of ${t.migration.stored}; play resumes once it is migrated` };
  }
  if (t.status === 'over') {
    const winners = t.result?.winners ?? [];
    if (winners.length === 0) return { tone: 'over', text: 'Game over' };
    const youWon = me !== null && winners.includes(me);
    if (winners.length === 1) return { tone: 'over', text: youWon ? 'Game over: you win!' : `Game over: ${nameOf(t, winners[0]!)} wins` };
    return { tone: 'over', text: `Game over: ${listNames(winners.map((s) => nameOf(t, s, true)))} share the win` };
  }
  // A bot plays for me for now (out of time, or I was away): the banner above the board takes me back.
  if (me !== null && t.seats[me]?.standin) return { tone: 'wait', text: 'A bot is playing for you for now', detail: 'Take your seat back to play again' };
  const away = (s: number) => t.seats[s]?.controller === 'human' && !t.seats[s]?.connected;
  const others = t.active.filter((s) => s !== me).map((s) => (t.seats[s]?.standin ? `${nameOf(t, s)} (a bot for now)` : away(s) ? `${nameOf(t, s)} (away)` : nameOf(t, s)));
  const done = t.active.length > 1 ? t.seats.filter((s) => s.controller !== null && !t.active.includes(s.seat)).map((s) => nameOf(t, s.seat, true)) : [];
  const detail = done.length > 0 ? `Done: ${listNames(done)}` : undefined;
  if (me !== null && t.active.includes(me)) {
    const also = others.length > 0 ? `${listNames(others)} ${others.length === 1 ? 'is' : 'are'} also choosing` : undefined;
    return { tone: 'turn', text: 'Your turn', detail: [also, detail].filter(Boolean).join(' · ') || undefined };
  }
  if (others.length === 0) return { tone: 'wait', text: 'Waiting…' };
  return { tone: 'wait', text: `Waiting for ${listNames(others)}`, ...(detail ? { detail } : {}) };
}

const TONES: Record<Status['tone'], string> = {
  turn: 'bg-ember-400 text-stone-950',
  wait: 'bg-stone-200 text-stone-800',
  lobby: 'bg-pine-100 text-pine-900',
  over: 'bg-pine-700 text-white',
};

export function StatusLine() {
  const store = useStore();
  const t = store.frame.value;
  const s: Status = t ? describe(t) : { tone: 'wait', text: 'Joining the table…' };
  // "Take a seat" is a control for a visitor who may sit: one tap brings the sit form and its name field.
  const sit = !!t && t.status === 'lobby' && maySit(t);
  // On a phone the your-turn chime is here, beside the words it is about, not in the header (TableHeader.tsx).
  const chime = !!t && t.you.seat !== null;
  return (
    <div class={`transition-colors ${TONES[s.tone]}`}>
      <div class="mx-auto flex max-w-[1400px] items-center gap-x-2 px-3 py-2 sm:px-4">
      <p role="status" aria-live="polite" class="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-3" data-testid="status-line">
        {sit ? (
          <button type="button" class="tap -mx-1 rounded px-1 font-display text-lg font-bold underline decoration-2 underline-offset-4" onClick={bringSitForm}>
            {s.text}
          </button>
        ) : (
          <strong class="font-display text-lg">{s.text}</strong>
        )}
        {s.detail && <span class="text-sm opacity-85">{s.detail}</span>}
      </p>
      {chime && <SoundToggle class="sm:hidden" light />}
      </div>
    </div>
  );
}
