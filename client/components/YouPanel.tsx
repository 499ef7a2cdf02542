// "Your area": your seat, or that you are watching and how to sit down. For a visitor who may sit,
// the page puts this panel above the board (TablePage): a visitor holding only the link, on a phone,
// sees the name field, the colours and the Sit button on the first screen (issue 27).
import { useState } from 'preact/hooks';
import type { SeatColor, TableFrame } from '../../shared/protocol';
import { MAX_NAME_LENGTH } from '../../shared/constants';
import { storage } from '../lib/storage';
import { freeSeats } from '../lib/words';
import { useStore } from './context';
import { SeatMark, SeatName, colourName } from './SeatMark';
import { lazy } from '../lib/lazy';

// Only a seated player's panel shows "Notify me": it and the Web Push code are a chunk of their own.
const NotifyMe = lazy(() => import('./NotifyMe').then((m) => m.NotifyMe));

/** A visitor who may sit now: not seated, the game not over, a seat free. */
export const maySit = (t: TableFrame): boolean => t.you.seat === null && t.status !== 'over' && freeSeats(t).length > 0;

/** Bring the sit form into view and put the focus in its name field (one tap from the status line or a seat row). */
export function bringSitForm(): void {
  const field = document.getElementById('sit-name');
  field?.scrollIntoView({ block: 'center', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  field?.focus({ preventScroll: true });
}

export function YouPanel() {
  const store = useStore();
  const t = store.frame.value;
  if (!t) return null;
  const me = t.you.seat === null ? null : t.seats[t.you.seat];

  if (me) {
    return (
      <section class="panel flex flex-wrap items-center justify-between gap-3 px-4 py-3" aria-label="Your seat">
        <p class="text-stone-700">
          You play as <SeatName name={me.name} color={me.color} /> <span class="text-stone-500">(seat {me.seat + 1})</span>
          {t.you.host && <span class="text-stone-500"> · you host this table</span>}
        </p>
        {t.status === 'lobby' && (
          <button type="button" class="btn-quiet btn-small" onClick={() => store.stand()}>
            Leave seat
          </button>
        )}
        <NotifyMe />
      </section>
    );
  }

  const free = freeSeats(t);
  const canSit = free.length > 0 && t.status !== 'over';
  return (
    <section class="panel overflow-hidden" aria-labelledby="watch-title">
      <div class={`flex items-start gap-3 bg-stone-700 text-stone-50 ${canSit ? 'px-3 py-2 sm:px-4' : 'px-4 py-3'}`}>
        <svg width="22" height="22" viewBox="0 0 16 16" aria-hidden="true" class="mt-0.5 shrink-0">
          <path d="M8 3C4 3 1.5 6.2 1 8c.5 1.8 3 5 7 5s6.5-3.2 7-5c-.5-1.8-3-5-7-5zm0 8a3 3 0 1 1 0-6 3 3 0 0 1 0 6z" fill="currentColor" />
        </svg>
        <div class={canSit ? 'flex flex-wrap items-baseline gap-x-2' : ''}>
          <h2 id="watch-title" class="font-display text-lg font-semibold">
            You are watching
          </h2>
          <p class="text-sm text-stone-200">
            {t.status === 'over'
              ? 'This game is over.'
              : canSit
                ? `${free.length === 1 ? 'One seat is' : `${free.length} seats are`} free: sit down to play.`
                : 'Every seat is taken. You can follow the game and chat.'}
            {t.you.host && ' You host this table.'}
          </p>
        </div>
      </div>
      {canSit && <SitForm t={t} />}
    </section>
  );
}

function SitForm({ t }: { t: TableFrame }) {
  const store = useStore();
  const free = freeSeats(t);
  const chosen = store.chosenSeat.value;
  const target = free.find((s) => s.seat === chosen) ?? free[0]!;
  const taken = new Set(t.seats.filter((s) => s.seat !== target.seat && s.color !== null).map((s) => s.color));
  // During the game a free seat keeps its colour, so the board stays readable.
  // A game that ties each seat to a colour (a tribe) offers the seat's own colour only.
  const fixed: SeatColor | null = t.coloursBySeat ? (t.colours[target.seat]?.id ?? null) : t.status === 'playing' ? target.color : null;
  // The game's own colours for this table (its seat plan), as the server sent them.
  const choices = fixed ? [fixed] : t.colours.map((c) => c.id).filter((c) => !taken.has(c));
  const saved = storage.color();
  const [name, setName] = useState(() => storage.name() ?? '');
  const [picked, setPicked] = useState<SeatColor | null>(null);
  const color = fixed ?? (picked && choices.includes(picked) ? picked : saved && choices.includes(saved) ? saved : (choices[0] ?? null));

  const submit = (e: Event) => {
    e.preventDefault();
    const clean = name.replace(/\s+/g, ' ').trim();
    if (!clean || !color) return;
    store.sit(target.seat, clean, color);
  };

  return (
    <form class="flex flex-col gap-3 px-3 py-3 sm:px-4" onSubmit={submit} aria-label="Take a seat">
      <div class="flex flex-col gap-1">
        <label for="sit-name" class="text-sm font-semibold text-stone-700">
          Your name
        </label>
        <input
          id="sit-name"
          class="field sm:max-w-sm"
          value={name}
          required
          maxLength={MAX_NAME_LENGTH}
          autoComplete="nickname"
          placeholder="How the others will see you"
          onInput={(e) => setName(e.currentTarget.value)}
        />
      </div>
      <fieldset class="flex flex-col gap-1">
        <legend class="mb-1 text-sm font-semibold text-stone-700">Colour</legend>
        <div class="flex flex-wrap gap-2">
          {choices.map((c) => (
            <label
              key={c}
              class={`flex items-center gap-1.5 rounded-lg border-2 px-2.5 py-1.5 text-sm pointer-coarse:min-h-11 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ember-500 ${
                c === color ? 'border-stone-800 bg-stone-100 font-semibold' : 'border-stone-200 bg-white'
              }`}
            >
              <input type="radio" name="sit-color" value={c} checked={c === color} class="sr-only" onChange={() => setPicked(c)} />
              <SeatMark color={c} size={18} />
              {colourName(c) ?? c}
            </label>
          ))}
        </div>
        {fixed && (
          <p class="text-xs text-stone-500">
            {t.coloursBySeat ? 'Each seat has its own colour here: pick another seat for another one.' : 'You take over this seat and its colour.'}
          </p>
        )}
      </fieldset>
      <div class="flex flex-wrap items-center gap-3">
        <button type="submit" class="btn-primary" disabled={!name.trim() || !color}>
          Sit down at seat {target.seat + 1}
        </button>
        {free.length > 1 && <span class="text-xs text-stone-500">Another seat? “Sit here” in the players list.</span>}
      </div>
    </form>
  );
}
