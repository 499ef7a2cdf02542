// `/t/<id>/replay?move=N`: step through a game move by move or turn by turn, with the game's own
// board (read-only) as it was after move N and the log up to then. The link keeps the move, so it
// can be shared. Keys: ←/→ a move, Shift+←/→ or PageUp/PageDown a turn, Home/End the ends.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { loadBoard, LOG_WORDS, type Board } from '../boards';
import { HomeLink, Logo } from '../components/Brand';
import { LogText } from '../components/LogText';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ImportedBanner } from '../components/ImportedNote';
import { navigate } from '../lib/route';
import { ReplayConn } from './conn';
import { VerifyPanel } from './VerifyPanel';
import { replayPath, stepTarget, type Step } from './steps';

const num = (s: string | null): number | undefined => (s !== null && /^\d{1,7}$/.test(s) ? Number(s) : undefined);
const seatOrSpectator = (s: string | null): number | 'spectator' | undefined => (s === 'spectator' ? s : num(s));

export function ReplayPage({ id }: { id: string }) {
  const conn = useMemo(() => {
    const q = new URLSearchParams(location.search);
    return new ReplayConn(id, { at: num(q.get('move')) ?? null, as: seatOrSpectator(q.get('as')) });
  }, [id]);
  useEffect(() => () => conn.close(), [conn]);
  const frame = conn.frame.value;
  const total = conn.total.value;
  // The reveal box shows the host's choice at once: the room's answer (a new frame) comes a moment
  // later, and a render in between must not put the old state back under the pointer. Forgotten
  // once the frame agrees, or when the room refuses (an error).
  const [wantReveal, setWantReveal] = useState<boolean | null>(null);
  const shownReveal = wantReveal ?? frame?.reveal ?? false;
  useEffect(() => {
    if (wantReveal !== null && frame?.reveal === wantReveal) setWantReveal(null);
  }, [frame?.reveal, wantReveal]);
  useEffect(() => {
    if (conn.error.value) setWantReveal(null);
  }, [conn.error.value]);
  const [board, setBoard] = useState<{ game: string; Board: Board } | null>(null);
  const game = frame?.table.game;
  useEffect(() => {
    if (!game || board?.game === game) return;
    let live = true;
    void loadBoard(game).then((Board) => live && setBoard({ game, Board }));
    return () => {
      live = false;
    };
  }, [game]);

  /** Seen as one's own seat by default (a player during or after the game, nothing revealed). */
  const isOwn = (f: NonNullable<typeof frame>) => !f.reveal && f.seats.length === 1 && f.as === f.seats[0];
  /** The viewer to keep while stepping: none when it is the default (own seat or a spectator without one). */
  const chosen = (f: NonNullable<typeof frame>): number | 'spectator' | undefined => (isOwn(f) || (f.as === 'spectator' && f.seats.length === 0) ? undefined : f.as);
  // Read at the moment of the step, not from the last render: a key pressed before the page's
  // effects re-ran must still step from the position on screen.
  const go = (step: Step) => {
    const f = conn.frame.peek();
    const n = conn.total.peek();
    if (!f || n === null) return;
    const at = stepTarget(step, f.at, n, f.turns);
    const as = chosen(f);
    conn.go(as === undefined ? { at } : { at, as });
  };

  // The address follows the position, so the link in the bar opens this very move.
  useEffect(() => {
    if (!frame) return;
    document.title = `Replay, move ${frame.at} — ${frame.table.gameName} — Trollmoot`;
    history.replaceState(null, '', replayPath(id, frame.at, chosen(frame)));
  }, [frame]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLSelectElement || e.target instanceof HTMLInputElement || e.altKey || e.ctrlKey || e.metaKey) return;
      const step: Step | null =
        e.key === 'ArrowRight' ? (e.shiftKey ? 'next-turn' : 'next') : e.key === 'ArrowLeft' ? (e.shiftKey ? 'prev-turn' : 'prev') : e.key === 'PageDown' ? 'next-turn' : e.key === 'PageUp' ? 'prev-turn' : e.key === 'Home' ? 'first' : e.key === 'End' ? 'last' : null;
      if (step === null) return;
      e.preventDefault();
      go(step);
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  });

  if (conn.missing.value) return <NotFoundPage title="No table at this link" text="This table does not exist (or no longer does)." />;
  const t = frame?.table;
  const words = t ? LOG_WORDS.value[t.game] : undefined;
  const Current = board && t && board.game === t.game ? board.Board : null;
  const seatName = (s: number) => t?.seats[s]?.name ?? `Seat ${s + 1}`;
  return (
    <div class="flex min-h-dvh flex-col">
      <header class="bg-stone-800 text-stone-50 shadow">
        <div class="mx-auto flex max-w-[1400px] flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 sm:px-4">
          <HomeLink class="flex items-center gap-2 rounded font-display text-lg font-semibold">
            <Logo size={26} />
            <span class="hidden sm:inline">Trollmoot</span>
          </HomeLink>
          <h1 class="min-w-0 flex-1 truncate font-display text-lg font-semibold text-ember-400 sm:text-xl">Replay{t ? `: ${t.gameName}` : ''}</h1>
          <a
            href={`/t/${id}`}
            class="rounded px-1 whitespace-nowrap text-stone-100 underline underline-offset-2 hover:text-white"
            onClick={(e) => {
              e.preventDefault();
              navigate(`/t/${id}`);
            }}
          >
            Back to the table
          </a>
        </div>
      </header>
      <ImportedBanner imported={t?.imported} />
      <div class="sticky top-0 z-20 border-b border-stone-200 bg-white/95 px-3 py-2 shadow-sm sm:px-4">
        <div class="mx-auto flex max-w-[1400px] flex-wrap items-center gap-2" role="toolbar" aria-label="Replay controls">
          <button type="button" class="btn-quiet btn-small" onClick={() => go('first')} disabled={!frame || frame.at === 0} aria-label="First position" title="Start (Home)">
            |◀ Start
          </button>
          <button type="button" class="btn-quiet btn-small" onClick={() => go('prev-turn')} disabled={!frame || frame.at === 0} title="Previous turn (Shift+←, PageUp)">
            ◀◀ Turn
          </button>
          <button type="button" class="btn-quiet btn-small" onClick={() => go('prev')} disabled={!frame || frame.at === 0} title="Previous move (←)">
            ◀ Move
          </button>
          <span class="min-w-28 text-center text-sm tabular-nums text-stone-700" aria-live="polite" data-testid="replay-position">
            {frame && total !== null ? `Move ${frame.at} of ${total}` : 'Loading…'}
          </span>
          <button type="button" class="btn-quiet btn-small" onClick={() => go('next')} disabled={!frame || total === null || frame.at >= total} title="Next move (→)">
            Move ▶
          </button>
          <button type="button" class="btn-quiet btn-small" onClick={() => go('next-turn')} disabled={!frame || total === null || frame.at >= total} title="Next turn (Shift+→, PageDown)">
            Turn ▶▶
          </button>
          <button type="button" class="btn-quiet btn-small" onClick={() => go('last')} disabled={!frame || total === null || frame.at >= total} aria-label="Last position" title="Now (End)">
            End ▶|
          </button>
          {frame && total !== null && total > 0 && (
            <input
              type="range"
              min={0}
              max={total}
              value={frame.at}
              aria-label="Move"
              class="min-w-32 flex-1"
              onInput={(e) => {
                const at = Number((e.target as HTMLInputElement).value);
                const as = chosen(frame);
                conn.go(as === undefined ? { at } : { at, as });
              }}
            />
          )}
          {frame && frame.seats.length > 0 && (
            <label class="flex items-center gap-1 text-sm text-stone-700">
              Seen by
              <select
                class="rounded border border-stone-300 px-1 py-0.5"
                value={String(frame.as)}
                onChange={(e) => {
                  const v = (e.target as HTMLSelectElement).value;
                  conn.go({ at: frame.at, as: v === 'spectator' ? 'spectator' : Number(v) });
                }}
              >
                <option value="spectator">Spectator (public)</option>
                {frame.seats.map((s) => (
                  <option key={s} value={String(s)}>
                    {seatName(s)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {frame?.canReveal && (
            <label class="flex items-center gap-1 text-sm text-stone-700" title="Only after the end; you can turn it off again">
              <input
                type="checkbox"
                checked={shownReveal}
                onChange={(e) => {
                  const on = (e.target as HTMLInputElement).checked;
                  setWantReveal(on);
                  conn.reveal(on);
                }}
              />
              Show every player's hidden information in replays
            </label>
          )}
        </div>
      </div>
      {conn.error.value && (
        <p role="alert" class="mx-auto mt-3 max-w-[1400px] rounded border border-rose-300 bg-rose-50 px-4 py-2 text-sm text-rose-900">
          {conn.error.value}
        </p>
      )}
      {t && frame ? (
        <main class="mx-auto grid w-full max-w-[1400px] flex-1 grid-cols-1 items-start gap-4 p-3 sm:p-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-5">
          <section aria-label="Board as it was" class="relative min-w-0" data-testid="replay-board" data-move={frame.at} data-as={String(frame.as)} data-view={JSON.stringify(t.view)}>
            <p class="mb-2 text-sm text-stone-600">
              {frame.as === 'spectator' ? 'What everyone could see' : `What ${seatName(frame.as)} could see`} after move {frame.at}
              {frame.at === 0 ? ' (the start)' : ''}.
            </p>
            {t.result && (
              <p class="panel mb-3 px-4 py-2.5 font-semibold text-pine-800" data-testid="replay-result">
                The game is over: {t.result.winners.map(seatName).join(' and ')} {t.result.winners.length === 1 ? 'wins' : 'win'} ({t.result.scores.map((sc, i) => `${seatName(i)} ${sc}`).join(', ')}).
              </p>
            )}
            {/* Read-only: the board's own controls are inert, its moves go nowhere. */}
            <div inert>{Current ? <Current table={t} send={() => undefined} log={frame.log} busy /> : <div class="panel p-8 text-stone-500">Setting up the board…</div>}</div>
          </section>
          <aside class="flex min-w-0 flex-col gap-4" aria-label="Log">
            {conn.over.value && <VerifyPanel id={id} />}
            <section class="panel flex flex-col" aria-labelledby="replay-log-title">
              <h2 id="replay-log-title" class="panel-title border-b border-stone-200 px-4 py-2.5">
                Game log up to move {frame.at}
              </h2>
              <div role="log" aria-labelledby="replay-log-title" tabIndex={0} class="max-h-[32rem] min-h-16 overflow-y-auto px-4 py-3 text-sm leading-snug text-stone-800">
                <ol class="space-y-1.5">
                  {frame.log.length === 0 && <li class="text-stone-500 italic">Nothing yet.</li>}
                  {frame.log.map((e) => (
                    <li key={e.i} class={e.private ? 'rounded-md border-l-4 border-stone-400 bg-stone-100 py-1 pr-2 pl-2 italic' : ''}>
                      <LogText text={words ? words(e) : e.text} seats={t.seats} you={isOwn(frame) ? frame.seats[0]! : null} who={e.who} />
                    </li>
                  ))}
                </ol>
              </div>
            </section>
          </aside>
        </main>
      ) : (
        !conn.error.value && (
          <main class="flex flex-1 items-center justify-center p-8" aria-busy="true">
            <p class="text-stone-600">Rebuilding the game…</p>
          </main>
        )
      )}
    </div>
  );
}
