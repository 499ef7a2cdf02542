// One game on the home page: what it is, and a form to open a table for it.
import { useState } from 'preact/hooks';
import { ApiError, createTable, type GameInfo } from '../lib/api';
import { navigate } from '../lib/route';
import { hasHowTo, howToPath } from '../boards';
import { storage } from '../lib/storage';
import { optionsKey } from '../../shared/seats';
import { DEFAULT_TABLE_OPTIONS, type TableOptions } from '../../shared/tableoptions';
import { tableValue, visibleTableSpecs } from './TableOptions';
import { OptionField } from './OptionField';

export { OptionField };
import { normaliseOptions, visibleOptions } from '../../shared/engine/options';

/** The player counts any options allow (a game's seat plans, else its catalog entry). */
function players(g: GameInfo): string {
  const plans = g.seatPlans?.plans ?? [];
  const min = plans.length > 0 ? Math.min(...plans.map((p) => p.min)) : g.minPlayers;
  const max = plans.length > 0 ? Math.max(...plans.map((p) => p.max)) : g.maxPlayers;
  return min === max ? `${min} players` : `${min}–${max} players`;
}

export function GameCard({ game }: { game: GameInfo }) {
  const headingId = `game-${game.id}`;
  return (
    <article aria-labelledby={headingId} class="panel flex flex-col overflow-hidden">
      <div class={`relative h-20 bg-gradient-to-br ${game.band ?? 'from-stone-500 to-stone-400'}`} aria-hidden="true">
        <svg class="absolute inset-x-0 bottom-0 h-10 w-full" viewBox="0 0 300 40" preserveAspectRatio="none">
          <path d="M0 40 L0 28 L40 14 L70 26 L115 4 L150 24 L190 12 L230 30 L265 10 L300 22 L300 40Z" fill="white" opacity=".18" />
        </svg>
        <span class="absolute top-3 right-4 left-4 truncate font-display text-3xl font-bold text-white/90">{game.short}</span>
      </div>
      <div class="flex flex-1 flex-col gap-3 p-5">
        <div class="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 id={headingId} class="font-display text-xl font-semibold text-stone-900">
            {game.name}
          </h3>
          <span class="text-sm font-medium whitespace-nowrap text-stone-600">{players(game)}</span>
        </div>
        <p class="text-sm leading-relaxed text-stone-700">{game.blurb}</p>
        {hasHowTo(game.id) && (
          <a
            href={howToPath(game.id)}
            class="self-start text-sm font-semibold text-pine-700 underline underline-offset-2 hover:text-pine-900"
            onClick={(e) => {
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
              e.preventDefault();
              navigate(howToPath(game.id));
            }}
          >
            How to play {game.short}
          </a>
        )}
        {game.available ? (
          <CreateTableForm game={game} />
        ) : (
          <div class="mt-auto flex items-center justify-between gap-3 pt-2">
            <span class="rounded-full bg-stone-200 px-3 py-1 text-xs font-semibold tracking-wide text-stone-700 uppercase">Coming soon</span>
            <button type="button" class="btn-primary" disabled aria-describedby={headingId}>
              Create table
            </button>
          </div>
        )}
      </div>
    </article>
  );
}

/** Seat counts a table of `game` may have with these options: the game's seat plan, as the server listed it. */
export function seatRange(game: GameInfo, options: Record<string, unknown>): { min: number; max: number } {
  const plans = game.seatPlans;
  if (!plans) return { min: game.minPlayers, max: game.maxPlayers };
  const i = plans.byOptions?.[optionsKey(game.options, options)];
  const plan = (i === undefined ? undefined : plans.plans[i]) ?? plans.base;
  return { min: plan.min, max: plan.max };
}

function CreateTableForm({ game }: { game: GameInfo }) {
  const [options, setOptions] = useState<Record<string, unknown>>(() => Object.fromEntries(game.options.map((o) => [o.key, o.default])));
  // Options may change how many seats the game allows (Dwar7s Fall's tribes: up to 7); the
  // choice is kept where it still fits, else moved to the nearest count that does.
  const range = seatRange(game, options);
  const [picked, setSeats] = useState<number | null>(null);
  const seats = Math.min(range.max, Math.max(range.min, picked ?? range.max));
  const [table, setTable] = useState<TableOptions>(DEFAULT_TABLE_OPTIONS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = (k: string) => `${game.id}-${k}`;

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await createTable({ game: game.id, seats, options: normaliseOptions(game.options, options, seats), table });
      storage.setHostSecret(res.id, res.hostSecret);
      navigate(`/t/${res.id}`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The table could not be created. Try again.');
      setBusy(false);
    }
  };

  const counts = Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);
  return (
    <form class="mt-auto flex flex-col gap-3 border-t border-stone-200 pt-4" onSubmit={submit} aria-label={`New table of ${game.name}`}>
      <div class="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2">
        <label for={id('seats')} class="text-sm font-medium text-stone-700">
          Seats
        </label>
        <select id={id('seats')} class="field py-1.5" value={seats} onChange={(e) => setSeats(Number(e.currentTarget.value))}>
          {counts.map((n) => (
            <option key={n} value={n}>
              {n} seats
            </option>
          ))}
        </select>
        {visibleOptions(game.options, options, seats).map((o) => (
          <OptionField key={o.key} spec={o} id={id(`opt-${o.key}`)} value={options[o.key]} onChange={(v) => setOptions({ ...options, [o.key]: v })} />
        ))}
        {visibleTableSpecs(table).map(({ key, spec }) => (
          <OptionField key={`table-${key}`} spec={spec} id={id(`table-${key}`)} value={tableValue(table, key)} onChange={(v) => setTable({ ...table, [key]: v as never })} />
        ))}
      </div>
      {error && (
        <p role="alert" class="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800">
          {error}
        </p>
      )}
      <button type="submit" class="btn-primary w-full" disabled={busy}>
        {busy ? 'Opening the table…' : 'Create table'}
      </button>
      <p class="text-xs text-stone-500">Empty seats are removed when the game starts.</p>
    </form>
  );
}

