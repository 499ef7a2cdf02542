// `/how/<game>`: a game's "How to play" page. The words live in the game's board folder and load
// only here (see HOW_TO in boards/index.ts); this page gives them a header, a contents list and
// the same tooltips the table has.
import { useEffect, useRef, useState } from 'preact/hooks';
import { HOW_TO, type HowTo } from '../boards';
import { HomeLink, Logo } from '../components/Brand';
import { TipLayer } from '../components/TipLayer';
import { NotFoundPage } from './NotFoundPage';
import { keysOnly } from '../lib/input';

/** Every game's page ends with what the site itself adds at the table (the same for all games). */
const AT_THE_TABLE: HowTo['sections'][number] = {
  id: 'at-the-table',
  title: 'At the table: taking a move back',
  body: () => (
    <>
      <p>
        While a decision is still yours, <strong>Take back my last move</strong>{keysOnly(' (or Ctrl+Z)')} withdraws your last move, one at a time, as long as it
        revealed nothing: no card or tile drawn, nothing hidden turned over or shown to anyone. Everyone sees “… took back their choice” in the log.
      </p>
      <p>
        Once your turn is over, and before anyone else has moved, <strong>Ask to undo my turn</strong> asks the others. Each player is asked to accept or
        refuse (bots accept); one refusal, or no answer within 45 seconds, keeps the turn, and any move meanwhile drops the request. The log shows the
        request and its answer.
      </p>
      <p>A move that revealed something can never be undone, so nobody can look at a draw and then choose again.</p>
    </>
  ),
};

/** The table options every game has: the turn clock, bots for absent players, and leaving a seat to a bot (party/standin.ts). */
const CLOCK_AND_ABSENCE: HowTo['sections'][number] = {
  id: 'clock-and-absence',
  title: 'At the table: the turn clock, absent players and bots',
  body: () => (
    <>
      <p>
        When creating a table the host may set a <strong>turn clock</strong>: each player has a bank of 5, 10 or 20 minutes for the whole game, and
        gets 10 more seconds each time it becomes their turn. A bank runs down only while that player has something to decide; everyone sees every
        player’s time. When it runs out, a bot plays for that seat until the player acts again: any move, or <strong>I’m back</strong>, gives the seat
        back with at least a minute on the clock. A turn that is undone or taken back gives no extra time: the clocks go back to where they were, less
        the time spent.
      </p>
      <p>
        A table may instead be <strong>turn-based</strong>, played over days from the same link: each player has a bank of 1, 3 or 7 days, gets one
        more day each time it becomes their turn, never more than the bank. When a bank runs out, a bot plays that turn, or the turn is skipped where
        the game allows it, as the host chose; the next turn is the player’s again. The host can change the pace during the game, and the log says so.
      </p>
      <p>
        The host may also let a bot <strong>stand in for an absent player</strong>: after 1 or 3 minutes without a connection, a bot plays that seat
        until the player returns. The log says so both ways.
      </p>
      <p>
        During the game the host can hand any player’s seat to a bot with <strong>Hand to bot</strong>, and any player can leave theirs with{' '}
        <strong>Leave: a bot plays for me</strong>, at the level chosen beside it. Either way the seat stays that player’s: it keeps their name and
        colour (“Ann — a Hard bot plays for now”), the end screen and the replay credit them, and they take it back with <strong>I’m back</strong> from
        the same browser, even after a reload. An empty seat given to a bot is that bot’s seat. Each bot seat shows its level, and the log says it when a
        bot sits or takes over.
      </p>
    </>
  ),
};

export function HowPage({ game }: { game: string }) {
  const [how, setHow] = useState<HowTo | null | 'failed'>(null);
  const root = useRef<HTMLElement | null>(null);
  const load = HOW_TO[game];

  useEffect(() => {
    if (!load) return;
    let live = true;
    load().then(
      (m) => live && setHow(m.default),
      () => live && setHow('failed'),
    );
    return () => {
      live = false;
    };
  }, [game]);
  useEffect(() => {
    if (how && how !== 'failed') document.title = `${how.title} — Trollmoot`;
    // Arriving at /how/<game>#section: go to that section once it is drawn.
    if (how && how !== 'failed' && location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
  }, [how]);

  if (!load) return <NotFoundPage title="No rules here" text="There is no How to play page for this game yet." />;
  return (
    <div class="min-h-dvh">
      <header class="bg-stone-800 text-stone-50 shadow">
        <div class="mx-auto flex max-w-4xl items-center gap-3 px-4 py-2">
          <HomeLink class="flex items-center gap-2 rounded font-display text-lg font-semibold">
            <Logo size={26} />
            <span>Trollmoot</span>
          </HomeLink>
        </div>
      </header>
      <main ref={root} class="mx-auto max-w-4xl px-4 py-6 text-stone-800" data-testid="how-page">
        {how === null && <p aria-busy="true">Opening the rules…</p>}
        {how === 'failed' && <p role="alert">The rules could not be loaded. Reload the page to try again.</p>}
        {how && how !== 'failed' && (
          <>
            <h1 class="font-display text-3xl font-semibold text-stone-900">{how.title}</h1>
            <nav aria-label="Contents" class="mt-4 rounded-xl border border-stone-200 bg-white/80 p-3 text-sm">
              <ol class="grid list-inside list-decimal gap-x-6 gap-y-1 sm:grid-cols-2">
                {[...how.sections, AT_THE_TABLE, CLOCK_AND_ABSENCE].map((s) => (
                  <li key={s.id}>
                    <a class="text-pine-700 underline-offset-2 hover:underline" href={`#${s.id}`}>
                      {s.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
            {[...how.sections, AT_THE_TABLE, CLOCK_AND_ABSENCE].map((s, i) => (
              <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} class="mt-8 scroll-mt-4">
                <h2 id={`${s.id}-h`} class="font-display text-2xl font-semibold text-stone-900">
                  {i + 1}. {s.title}
                </h2>
                <div class="how-body mt-2 space-y-2 leading-relaxed">
                  <s.body />
                </div>
              </section>
            ))}
          </>
        )}
        <TipLayer root={root} />
      </main>
    </div>
  );
}
