// `/`: the tables this browser sits at or hosts, the games, and a form to open a table for each.
import { useEffect, useState } from 'preact/hooks';
import { fetchGames, type GameInfo } from '../lib/api';
import { Logo, Ridge } from '../components/Brand';
import { GameCard } from '../components/GameCard';
import { MyTables } from '../components/MyTables';
import { navigate } from '../lib/route';

type Load = { state: 'loading' } | { state: 'ready'; games: GameInfo[] } | { state: 'error'; message: string };

export function HomePage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    fetchGames().then(
      (games) => live && setLoad({ state: 'ready', games }),
      (e: unknown) => live && setLoad({ state: 'error', message: e instanceof Error ? e.message : 'Could not load the games.' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  return (
    <div class="min-h-dvh">
      <header class="relative overflow-hidden bg-gradient-to-b from-stone-800 via-stone-700 to-stone-600 pb-20 text-stone-50">
        <div class="mx-auto max-w-6xl px-4 pt-8 sm:px-6 sm:pt-12">
          <div class="flex items-center gap-3">
            <Logo size={40} />
            <p class="font-display text-2xl font-semibold tracking-wide">Trollmoot</p>
          </div>
          <h1 class="mt-6 max-w-2xl font-display text-3xl leading-tight font-semibold text-balance sm:text-5xl">
            Board games under the mountain, live with friends.
          </h1>
          <p class="mt-4 max-w-xl text-base text-stone-200 sm:text-lg">
            Open a table, send the link, sit down by name. No accounts. Anyone else with the link can watch.
          </p>
        </div>
        <Ridge />
      </header>

      <main class="mx-auto -mt-10 max-w-6xl px-4 pb-16 sm:px-6">
        <MyTables />
        <h2 class="sr-only">Games</h2>
        {load.state === 'loading' && (
          <div class="grid gap-5 md:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading games">
            {[0, 1, 2].map((i) => (
              <div key={i} class="panel h-72 motion-safe:animate-pulse" />
            ))}
          </div>
        )}
        {load.state === 'error' && (
          <div role="alert" class="panel flex flex-col items-start gap-3 p-6">
            <p class="font-semibold text-rose-800">The games could not be loaded.</p>
            <p class="text-stone-600">{load.message}</p>
            <button type="button" class="btn-primary" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </div>
        )}
        {load.state === 'ready' && (
          <div class="grid items-start gap-5 md:grid-cols-2 lg:grid-cols-3">
            {load.games.map((g) => (
              <GameCard key={g.id} game={g} />
            ))}
          </div>
        )}

        <section aria-labelledby="local" class="panel mt-6 flex flex-wrap items-center gap-4 p-5">
          <div class="mr-auto">
            <h2 id="local" class="font-display text-lg font-semibold text-stone-900">
              Pass and play on this device
            </h2>
            <p class="text-sm text-stone-700">Any game on one phone or tablet, passed from hand to hand, with bots in empty seats. Works offline.</p>
          </div>
          <a href="/local" class="btn-primary" onClick={(e) => (e.preventDefault(), navigate('/local'))}>
            Play on this device
          </a>
        </section>

        <section aria-labelledby="how" class="mt-12 grid gap-4 text-stone-700 sm:grid-cols-3">
          <h2 id="how" class="sr-only">
            How it works
          </h2>
          {[
            ['1', 'Open a table', 'Pick a game and the number of seats.'],
            ['2', 'Share the link', 'The link is the table. Friends sit down by name and colour.'],
            ['3', 'Play live', 'Moves, chat and pointers show up for everyone at once.'],
          ].map(([n, title, text]) => (
            <div key={n} class="flex gap-3">
              <span class="flex size-8 shrink-0 items-center justify-center rounded-full bg-pine-700 font-display font-semibold text-white" aria-hidden="true">
                {n}
              </span>
              <div>
                <h3 class="font-semibold text-stone-900">{title}</h3>
                <p class="text-sm">{text}</p>
              </div>
            </div>
          ))}
        </section>
      </main>
    </div>
  );
}
