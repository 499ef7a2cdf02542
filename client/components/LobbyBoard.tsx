// Before the start, the board slot shows the table itself: seats around it, options, the link.
import { useGameInfo, useStore } from './context';
import { SeatMark, inkOf } from './SeatMark';
import { CopyLinkButton } from './TableHeader';
import { humanize } from '../lib/words';
import type { TableFrame } from '../../shared/protocol';
import { tableOptionRows } from './TableOptions';
import { optionWords } from '../../shared/engine/options';
import { Keep, key } from '../lib/keep';

type Info = ReturnType<typeof useGameInfo>;

/**
 * The game's options in players' words, as the room sends them at this seat count
 * (shared/engine/options.ts), then the platform's (turn clock, absent players). A room from before
 * it sent them: each option by its label.
 */
export function optionList(t: TableFrame, info: Info): { key: string; label: string; shown: string }[] {
  const rows: { key: string; label: string; shown: string }[] = t.optionRows
    ? t.optionRows.map((r, i) => ({ key: `row-${i}`, ...r }))
    : Object.entries(t.options).map(([key, value]) => {
        const spec = info?.options.find((o) => o.key === key);
        return { key, label: spec?.label ?? humanize(key), shown: spec ? optionWords(spec, value) : String(value) };
      });
  return [...rows, ...tableOptionRows(t)];
}

/** During the game: the table's options, folded away under the log. */
export function OptionsPanel() {
  const store = useStore();
  const info = useGameInfo();
  const t = store.frame.value;
  if (!t || t.status === 'lobby') return null;
  const options = optionList(t, info);
  return (
    <details class="panel px-4 py-2.5" data-testid="table-options">
      <summary class="tap flex cursor-pointer items-center text-sm font-semibold text-stone-700">Table options</summary>
      {/* The same all game: not diffed again at every move (issue 28's delta-render-ms). */}
      <Keep k={key(options)} render={() => <OptionRows options={options} />} />
    </details>
  );
}

function OptionRows({ options }: { options: { key: string; label: string; shown: string }[] }) {
  return (
    <dl class="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {options.map((o) => (
        <div key={o.key} class="contents">
          <dt class="text-stone-500">{o.label}</dt>
          <dd class="min-w-0 font-semibold break-words text-stone-800">{o.shown}</dd>
        </div>
      ))}
    </dl>
  );
}

export function LobbyBoard() {
  const store = useStore();
  const info = useGameInfo();
  const t = store.frame.value;
  if (!t) return null;
  const n = t.seats.length;
  const options = optionList(t, info);

  return (
    <div class="panel overflow-hidden" data-shared="lobby">
      <div class="grid gap-6 p-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:p-6">
        <div class="relative mx-auto aspect-square w-full max-w-72" role="img" aria-label={`A table with ${n} seats`}>
          <div class="absolute inset-[18%] rounded-full border-8 border-stone-600 bg-gradient-to-br from-pine-700 to-pine-900 shadow-inner" />
          <p class="absolute inset-[30%] flex items-center justify-center text-center font-display text-sm font-semibold text-pine-100">{info?.short ?? t.gameName}</p>
          {t.seats.map((s, i) => {
            const a = (i / n) * 2 * Math.PI - Math.PI / 2;
            const x = 50 + 41 * Math.cos(a);
            const y = 50 + 41 * Math.sin(a);
            return (
              <div key={s.seat} class="absolute flex w-20 -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-0.5" style={{ left: `${x}%`, top: `${y}%` }} aria-hidden="true">
                <span class={`flex size-9 items-center justify-center rounded-full border-2 bg-white shadow ${s.controller ? 'border-stone-700' : 'border-dashed border-stone-400'}`}>
                  <SeatMark color={s.color} size={20} />
                </span>
                <span class="max-w-full text-center text-xs leading-tight font-semibold break-words" style={{ color: s.name ? inkOf(s.color) : '#78716c' }}>
                  {s.name ?? 'free'}
                </span>
              </div>
            );
          })}
        </div>
        <div class="flex min-w-0 flex-col gap-4">
          <div>
            <h2 class="font-display text-2xl font-semibold text-stone-900">{t.gameName}</h2>
            <p class="text-sm text-stone-600">
              A table for {n}. The game begins when the host starts it.
            </p>
          </div>
          {options.length > 0 && <OptionRows options={options} />}
          <div class="flex flex-col gap-2">
            <label for="invite-link" class="text-sm font-semibold text-stone-700">
              Invite players with this link
            </label>
            <input id="invite-link" class="field truncate py-1.5 text-sm" readOnly value={location.href} onFocus={(e) => e.currentTarget.select()} />
            <CopyLinkButton class="btn-quiet self-start" label="Copy invitation link" />
          </div>
        </div>
      </div>
    </div>
  );
}
