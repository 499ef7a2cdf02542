// The end of a wave (issue 28): what the wave scored, per player and by category (domains held,
// champions, Great Halls, votes...), as the end screen does for the whole game. It opens by itself
// when a wave is scored, for players, spectators and replays alike, until it is closed or the next
// wave's first turn is taken; every scored wave can be opened again. Numbers from the log only
// (waves.ts): nothing a viewer may not see.
import type { SeatColor } from '../../../shared/protocol';
import { SeatMark } from '../../components/SeatMark';
import { champName, clanLabel, roman, SCORE_LABEL } from './model';
import type { WaveScore } from './waves';

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

export function WavePanel({ w, colors, names, onClose }: { w: WaveScore; colors: (SeatColor | null)[]; names: string[]; onClose(): void }) {
  const seats = w.total.map((_, s) => s);
  const title = `Wave ${roman(w.wave)} scored`;
  return (
    <section class="panel overflow-hidden" aria-labelledby="fm-wave-end" data-testid="fotmk-wave-end" data-wave-scored={w.wave}>
      <div class="flex items-start justify-between gap-2 bg-gradient-to-r from-stone-900 to-amber-900 px-3 py-2 text-white">
        <div class="min-w-0">
          <p class="text-xs tracking-widest text-amber-100 uppercase">End of wave {roman(w.wave)}</p>
          <h2 id="fm-wave-end" class="font-display text-lg font-semibold">
            {title}
          </h2>
        </div>
        <button type="button" class="btn-quiet btn-small min-h-11 shrink-0 bg-white/90 sm:min-h-0" onClick={onClose} data-testid="fotmk-wave-end-close">
          Close
        </button>
      </div>
      <div class="overflow-x-auto p-2 sm:p-3">
        <table class="w-full text-sm">
          <caption class="sr-only">{title}, by category</caption>
          <ScoreHead first="This wave" seats={seats} names={names} colors={colors} />
          <tbody>
            {w.gained.map((c) => (
              <tr key={c.cat} class="border-t border-stone-100">
                <th scope="row" class="px-1.5 py-1 text-left font-normal text-stone-600">
                  {SCORE_LABEL[c.cat] ?? c.cat}
                </th>
                {seats.map((s) => {
                  const tip = c.cat === 'domains' && w.domains[s]?.length ? w.domains[s]!.map(([d, h]) => `${clanLabel(d)} ${h}`).join(', ') : undefined;
                  return (
                    <td key={s} class="px-1.5 py-1 text-right tabular-nums" tabIndex={tip ? 0 : undefined} data-tip={tip}>
                      {c.bySeat[s] ? signed(c.bySeat[s]!) : '–'}
                    </td>
                  );
                })}
              </tr>
            ))}
            {w.won.some((l) => l.length > 0) && (
              <tr class="border-t border-stone-100">
                <th scope="row" class="px-1.5 py-1 text-left font-normal text-stone-600">
                  Champions won
                </th>
                {seats.map((s) => (
                  <td key={s} class="px-1.5 py-1 text-right text-xs">
                    {(w.won[s] ?? []).map((id) => (
                      <span key={id} class="block">
                        {champName(id)}
                      </span>
                    ))}
                  </td>
                ))}
              </tr>
            )}
            <tr class="border-t-2 border-stone-300 font-semibold">
              <th scope="row" class="px-1.5 py-1 text-left">
                {w.sinceStart ? 'Honour so far' : 'Honour this wave'}
              </th>
              {seats.map((s) => (
                <td key={s} class="px-1.5 py-1 text-right font-display text-base tabular-nums">
                  {signed(w.total[s] ?? 0)}
                </td>
              ))}
            </tr>
            <tr class="border-t border-stone-100">
              <th scope="row" class="px-1.5 py-1 text-left font-normal text-stone-600">
                Honour in all
              </th>
              {seats.map((s) => (
                <td key={s} class="px-1.5 py-1 text-right tabular-nums">
                  {w.honour[s] ?? 0}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
        {w.sinceStart && <p class="mt-1 text-xs text-stone-500">The wave before is no longer in this log: the numbers count from the start of the game.</p>}
      </div>
    </section>
  );
}

/** Buttons that open a scored wave again (the newest last). */
export function WaveButtons({ waves, open, onOpen }: { waves: WaveScore[]; open: number | null; onOpen(wave: number): void }) {
  if (waves.length === 0) return null;
  return (
    <p class="flex flex-wrap items-center gap-2 text-xs text-stone-600" data-testid="fotmk-wave-buttons">
      <span>Scored waves:</span>
      {waves.map((w) => (
        <button key={w.wave} type="button" class="btn-quiet btn-small min-h-11 sm:min-h-0" aria-pressed={open === w.wave} onClick={() => onOpen(w.wave)}>
          Wave {roman(w.wave)}
        </button>
      ))}
    </p>
  );
}

/**
 * The head row of a scoring table (the wave-end panel's and the end screen's): the categories'
 * column, then each seat with its mark; `narrow` keeps long names to a narrow column, wrapped (never
 * cut: issue 28). On a phone the name goes under its mark, so four or five players fit 390 px
 * without the table scrolling sideways (the last column was cut at the panel's edge).
 */
export function ScoreHead({ first, seats, names, colors, narrow }: { first: string; seats: number[]; names: string[]; colors: (SeatColor | null)[]; narrow?: boolean }) {
  return (
    <thead>
      <tr>
        <th scope="col" class="px-1.5 py-1 text-left font-medium text-stone-500">
          {first}
        </th>
        {seats.map((s) => (
          <th key={s} scope="col" class="px-1 py-1 text-right align-bottom font-semibold sm:px-1.5">
            <span class="inline-flex flex-col items-end gap-0.5 sm:flex-row sm:items-center sm:gap-1">
              <SeatMark color={colors[s]} size={12} />
              <span class={narrow ? 'max-w-[6rem] [overflow-wrap:anywhere]' : 'break-words'}>{names[s]}</span>
            </span>
          </th>
        ))}
      </tr>
    </thead>
  );
}
