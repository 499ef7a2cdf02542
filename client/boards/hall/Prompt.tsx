// The Hall board's words around the mountain: the prompt over the table (whose step it is, who is
// still choosing, the coronation's countdown) and the rivals' trollsmoots under it.
import type { TableView } from '../../../shared/protocol';
import { LogText } from '../../components/LogText';
import { cardHelp, cardName, type Seats, type View } from './model';
import { Section, Trollsmoot } from './Panels';
import { taskWords } from './words';
import { Keep, key } from '../../lib/keep';
import type { Cascade } from './aftermath';

/** Whose step it is and what it asks, for everyone at the table. */
export function Prompt({ v, table, mine }: { v: View; table: TableView; mine: boolean }) {
  const me = table.you.seat;
  return (
    <div class={`rounded-xl border px-3 py-2 ${mine ? 'border-ember-500 bg-ember-400/15' : 'border-stone-200 bg-white/90'}`} data-testid="hall-prompt">
      <p class="text-sm sm:text-base">
        <strong class="font-display">
          <LogText text={taskWords(v, table.active)} seats={table.seats} you={me} />
        </strong>
      </p>
      {v.phase !== 'over' && (
        <p class="mt-0.5 text-xs text-stone-600">
          {table.active.filter((x) => x !== me).length > 0 && (
            <>
              Waiting for <LogText text={table.active.filter((x) => x !== me).map((x) => `{p${x}}`).join(', ')} seats={table.seats} you={me} />.{' '}
            </>
          )}
          {v.phase === 'draft' && v.p.some((x) => !x.drafting) && (
            <>
              Done: <LogText text={v.p.filter((x) => !x.drafting).map((x) => `{p${x.seat}}`).join(', ')} seats={table.seats} you={me} />.
            </>
          )}
        </p>
      )}
      {v.lastTurn >= 0 && v.phase === 'play' && <p class="text-xs font-semibold text-ember-700">The coronation has come: {v.lastTurn - v.turnNo + 1} turns left.</p>}
    </div>
  );
}

/** The other trollsmoots (every one, for a spectator). */
export function Rivals({ v, seats, me, cascade }: { v: View; seats: Seats; me: number | null; cascade: Cascade | null }) {
  return (
    <Section title={me === null ? 'Trollsmoots' : 'Rivals’ trollsmoots'}>
      <div class="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {v.p
          .filter((p) => p.seat !== me)
          .map((p) => (
            <div key={p.seat} class="min-w-0">
              <p class="mb-0.5 text-sm font-semibold" style={{ color: seats.ink(p.seat) }}>
                {seats.name(p.seat)}
                {p.drafting && <span class="ml-1 text-xs font-normal text-stone-500">(choosing)</span>}
                {p.hand >= 0 && <span class="ml-1 text-xs font-normal text-stone-500" title={cardHelp(p.hand)} tabIndex={0}>hand troll: {cardName(p.hand)}</span>}
              </p>
              <Keep
                k={key(p.sm, p.held, cascade?.seat === p.seat ? cascade.bits : null, v.task?.k === 'recruit' && v.turn.seat === p.seat ? v.task.card : -1)}
                render={() => <Trollsmoot v={v} seat={p.seat} targets={new Map()} fresh={cascade?.seat === p.seat ? cascade.bits : undefined} label={`${seats.name(p.seat)}'s trollsmoot`} />}
              />
            </div>
          ))}
      </div>
    </Section>
  );
}
