// Setting up a pass-and-play game: the game, its options, the seat count, and per seat a name or a
// bot. Everything comes from the registered engines (no server), so it works offline.
import { useMemo, useState } from 'preact/hooks';
import type { AnyGame, OptionSpec } from '../../shared/engine/types';
import { MAX_NAME_LENGTH } from '../../shared/constants';
import { seatPlanOf } from '../../shared/seats';
import { OptionField } from '../components/GameCard';
import { normaliseOptions, visibleOptions } from '../../shared/engine/options';
import { SeatMark } from '../components/SeatMark';
import { setSeatColours } from '../lib/colours';
import { storage } from '../lib/storage';
import type { LocalSeat } from './session';

const defaults = (specs: readonly OptionSpec[]): Record<string, unknown> => Object.fromEntries(specs.map((s) => [s.key, s.default]));

interface SeatChoice {
  name: string;
  /** '' for a person, else a bot name. */
  bot: string;
}

export function LocalSetup({ games, onStart }: { games: AnyGame[]; onStart(engine: AnyGame, options: Record<string, unknown>, seats: LocalSeat[]): void }) {
  const [gameId, setGameId] = useState(games[0]?.id ?? '');
  const engine = games.find((g) => g.id === gameId) ?? games[0]!;
  const [options, setOptions] = useState<Record<string, unknown>>(() => defaults(engine.options));
  const parsed = engine.optionsSchema.safeParse(options);
  const opts = (parsed.success ? parsed.data : defaults(engine.options)) as Record<string, unknown>;
  const plan = useMemo(() => seatPlanOf(engine, opts), [engine, JSON.stringify(opts)]);
  setSeatColours(plan.colours);
  const [count, setCount] = useState(plan.min);
  const n = Math.min(plan.max, Math.max(plan.min, count));
  const bots = Object.keys(engine.bots ?? {});
  const [choices, setChoices] = useState<SeatChoice[]>(() => [{ name: storage.name() ?? 'Player 1', bot: '' }]);
  const choiceOf = (i: number): SeatChoice => choices[i] ?? (i === 0 || bots.length === 0 ? { name: `Player ${i + 1}`, bot: '' } : { name: `Bot ${i + 1}`, bot: bots[0]! });
  const setChoice = (i: number, c: Partial<SeatChoice>) =>
    setChoices((all) => Array.from({ length: Math.max(all.length, i + 1) }, (_, k) => (k === i ? { ...choiceOf(k), ...c } : (all[k] ?? choiceOf(k)))));

  const submit = (e: Event) => {
    e.preventDefault();
    const seats: LocalSeat[] = Array.from({ length: n }, (_, i) => {
      const c = choiceOf(i);
      const name = c.name.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_LENGTH);
      return { name: name || `Player ${i + 1}`, color: plan.colours[i]!.id, bot: c.bot === '' ? null : c.bot };
    });
    // As the server does (party/create.ts): hidden options at their defaults, so an upload replays the same game.
    onStart(engine, normaliseOptions(engine.options, opts, seats.length), seats);
  };

  return (
    <form class="panel flex flex-col gap-4 p-5" onSubmit={submit} aria-label="New game on this device">
      <div class="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2">
        <label for="local-game" class="text-sm font-medium text-stone-700">
          Game
        </label>
        <select
          id="local-game"
          class="field py-1.5"
          value={engine.id}
          onChange={(e) => {
            const next = games.find((g) => g.id === e.currentTarget.value);
            if (!next) return;
            setGameId(next.id);
            setOptions(defaults(next.options));
          }}
        >
          {games.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
        {visibleOptions(engine.options, options, n).map((spec) => (
          <OptionField key={spec.key} spec={spec} id={`local-opt-${spec.key}`} value={options[spec.key]} onChange={(v) => setOptions({ ...options, [spec.key]: v })} />
        ))}
        <label for="local-seats" class="text-sm font-medium text-stone-700">
          Seats
        </label>
        <select id="local-seats" class="field py-1.5" value={n} onChange={(e) => setCount(Number(e.currentTarget.value))}>
          {Array.from({ length: plan.max - plan.min + 1 }, (_, k) => plan.min + k).map((k) => (
            <option key={k} value={k}>
              {k} players
            </option>
          ))}
        </select>
      </div>
      <fieldset class="flex flex-col gap-2">
        <legend class="mb-1 text-sm font-medium text-stone-700">Who plays</legend>
        {Array.from({ length: n }, (_, i) => {
          const c = choiceOf(i);
          const colour = plan.colours[i]!;
          return (
            <div key={i} class="flex flex-wrap items-center gap-2" data-local-seat={i}>
              <SeatMark color={colour.id} size={18} title={colour.name} />
              <input
                class="field max-w-48 flex-1 py-1.5"
                aria-label={`Seat ${i + 1} (${colour.name}) name`}
                maxLength={MAX_NAME_LENGTH}
                value={c.name}
                onInput={(e) => setChoice(i, { name: e.currentTarget.value })}
              />
              <select class="field w-auto py-1.5" aria-label={`Seat ${i + 1} (${colour.name}) played by`} value={c.bot} onChange={(e) => setChoice(i, { bot: e.currentTarget.value })}>
                <option value="">A person here</option>
                {bots.map((b) => (
                  <option key={b} value={b}>
                    Bot ({b})
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </fieldset>
      <button type="submit" class="btn-primary self-start">
        Start on this device
      </button>
    </form>
  );
}
