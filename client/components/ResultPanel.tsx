// The end of the game: the winner(s) and the final scores, by category when the game gives them.
import { listNames, nameOf } from '../lib/words';
import { navigate } from '../lib/route';
import { useStore } from './context';
import { SeatName } from './SeatMark';
import { OWN_RESULT } from '../boards/index';

export function ResultPanel() {
  const store = useStore();
  const t = store.frame.value;
  if (!t || !t.result) return null;
  const { winners, scores, breakdown } = t.result;
  const order = t.seats.map((s) => s.seat).sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
  const youWon = t.you.seat !== null && winners.includes(t.you.seat);
  const headline = winners.length === 0 ? 'No winner' : youWon && winners.length === 1 ? 'You win!' : `${listNames(winners.map((w) => nameOf(t, w)))} ${winners.length === 1 ? 'wins' : 'share the win'}`;
  return (
    <section class="panel overflow-hidden" aria-labelledby="result-title">
      <div class="flex items-center gap-3 bg-gradient-to-r from-pine-800 to-pine-600 px-5 py-4 text-white">
        <svg width="36" height="36" viewBox="0 0 24 24" aria-hidden="true" class="shrink-0">
          <path d="M7 3h10v3h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 15.9V18h3v3H8v-3h3v-2.1A5 5 0 0 1 8.3 13H8a4 4 0 0 1-4-4V6h3zm0 5H6v1a2 2 0 0 0 1 1.7zm10 0v2.7A2 2 0 0 0 18 9V8z" fill="#f0a04b" />
        </svg>
        <div>
          <p class="text-xs font-semibold tracking-widest text-pine-100 uppercase">Game over</p>
          <h2 id="result-title" class="font-display text-2xl font-semibold">
            {headline}
          </h2>
        </div>
      </div>
      <Rematch />
      {!OWN_RESULT.value.has(t.game) && <div class="overflow-x-auto px-2 py-3 sm:px-4">
        <table class="w-full text-sm">
          <caption class="sr-only">Final scores</caption>
          <thead>
            <tr class="text-left text-stone-500">
              <th scope="col" class="px-2 py-1 font-medium">#</th>
              <th scope="col" class="px-2 py-1 font-medium">Player</th>
              {breakdown?.map((b) => (
                <th key={b.category} scope="col" class="px-2 py-1 text-right font-medium">
                  {b.category}
                </th>
              ))}
              <th scope="col" class="px-2 py-1 text-right font-semibold text-stone-700">
                Score
              </th>
            </tr>
          </thead>
          <tbody>
            {order.map((seat, rank) => {
              const s = t.seats[seat]!;
              const won = winners.includes(seat);
              return (
                <tr key={seat} class={`border-t border-stone-100 ${won ? 'bg-ember-400/15' : ''}`}>
                  <td class="px-2 py-1.5 text-stone-500">{rank + 1}</td>
                  <th scope="row" class="px-2 py-1.5 text-left font-normal">
                    <SeatName name={s.name} color={s.color} fallback={`Seat ${seat + 1}`} />
                    {won && <span class="ml-1.5 text-xs font-semibold text-ember-600">winner</span>}
                  </th>
                  {breakdown?.map((b) => (
                    <td key={b.category} class="px-2 py-1.5 text-right tabular-nums">
                      {b.scores[seat] ?? 0}
                    </td>
                  ))}
                  <td class="px-2 py-1.5 text-right font-display text-base font-semibold tabular-nums">{scores[seat] ?? 0}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>}
    </section>
  );
}

function Rematch() {
  const store = useStore();
  const t = store.frame.value!;
  const next = t.rematch ?? null;
  if (next) {
    const go = () => {
      store.carrySecretsTo(next);
      navigate(`/t/${next}`);
    };
    return (
      <div class="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 bg-ember-400/15 px-5 py-3">
        <p class="text-sm text-stone-800">
          <strong>A rematch table is open</strong> with the same players{t.you.seat !== null ? ': your seat is kept there.' : '.'}
        </p>
        <a
          href={`/t/${next}`}
          class="btn-ember"
          onClick={(e) => {
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) {
              store.carrySecretsTo(next);
              return;
            }
            e.preventDefault();
            go();
          }}
        >
          Go to the rematch
        </a>
      </div>
    );
  }
  if (!t.you.host) return null;
  return (
    <div class="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 px-5 py-3">
      <p class="text-sm text-stone-700">Play again with the same people and options.</p>
      <button type="button" class="btn-ember" onClick={() => store.rematch()}>
        Rematch
      </button>
    </div>
  );
}
