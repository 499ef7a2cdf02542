// `/t/<id>`: one table. Owns the connection; lays out the board slot and the panels around it.
import { useEffect, useRef, useState } from 'preact/hooks';
import { useSignalEffect } from '@preact/signals';
import { connectTable } from '../net';
import type { TableStore } from '../store';
import { fetchGames, type GameInfo } from '../lib/api';
import { GameInfoContext, StoreContext } from '../components/context';
import { TableHeader } from '../components/TableHeader';
import { StatusLine } from '../components/StatusLine';
import { BoardSlot } from '../components/BoardSlot';
import { YouPanel, maySit } from '../components/YouPanel';
import { SeatsPanel } from '../components/SeatsPanel';
import { BackBanner } from '../components/TableOptions';
import { LogPanel } from '../components/LogPanel';
import { OptionsPanel } from '../components/LobbyBoard';
import { Toasts } from '../components/Toasts';
import { NotFoundPage } from './NotFoundPage';
import { chime } from '../lib/chime';
import { clearTurnNote, inBackground, mayNotify, pageTitle, showTurnNote, turnNote } from '../lib/turnNotice';
import { turnTag } from '../../shared/turnwords';
import { ReplayLink } from '../replay/ReplayLink';
import { lazy } from '../lib/lazy';

// Not part of a running table's first load (issue 28's page weight): the result shows only once a
// game is over, the undo bar once the room offers an undo; the chat's panel comes with the chat's
// connection (Yjs, loaded after the board).
const UndoBar = lazy(() => import('../components/UndoBar').then((m) => m.UndoBar));
const ResultPanel = lazy(() => import('../components/ResultPanel').then((m) => m.ResultPanel));
const ChatPanel = lazy(() => import('../components/ChatPanel').then((m) => m.ChatPanel));

export function TablePage({ id }: { id: string }) {
  const [store, setStore] = useState<TableStore | null>(null);
  const [info, setInfo] = useState<GameInfo | null>(null);

  useEffect(() => {
    const conn = connectTable(id);
    setStore(conn.store);
    // Chat and cursors load in their own chunk (Yjs is big): once the table has arrived and had a
    // moment to draw its board, so that the game is playable before they are fetched.
    let stopCollab: (() => void) | null = null;
    let closed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = conn.store.table.subscribe((t) => {
      if (!t || timer !== undefined) return;
      timer = setTimeout(() => {
        void import('../collab').then(({ startCollab }) => {
          if (!closed) stopCollab = startCollab(conn.store);
        });
      }, 600);
    });
    return () => {
      closed = true;
      clearTimeout(timer);
      unsubscribe();
      stopCollab?.();
      conn.close();
    };
  }, [id]);

  const game = store?.frame.value?.game;
  useEffect(() => {
    if (!game) return;
    let live = true;
    fetchGames().then(
      (games) => live && setInfo(games.find((g) => g.id === game) ?? null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [game]);

  if (!store) return null;
  if (store.missing.value) {
    return <NotFoundPage title="No table at this link" text="This table does not exist (or no longer does). Open a new one from the games page." />;
  }
  return (
    <StoreContext.Provider value={store}>
      <GameInfoContext.Provider value={info}>
        <TableLayout store={store} />
      </GameInfoContext.Provider>
    </StoreContext.Provider>
  );
}

function TableLayout({ store }: { store: TableStore }) {
  const table = store.frame.value;

  // The page title tells a player in another tab that it is their turn (a mark they see in the tab strip).
  useSignalEffect(() => {
    document.title = pageTitle(store.frame.value, store.myTurn.value);
  });
  // When a decision becomes mine (not on the page's first render): the optional chime, and, with
  // the page not in front, a system notification if I chose "Notify me" here (lib/turnNotice.ts).
  const wasMyTurn = useRef<boolean | null>(null);
  useSignalEffect(() => {
    const mine = store.myTurn.value;
    if (mine && wasMyTurn.current === false) {
      void chime();
      const note = store.table.peek() && turnNote(store.table.peek()!);
      if (note && inBackground() && mayNotify(store.id)) void showTurnNote(note);
    }
    wasMyTurn.current = mine;
  });
  // Back in front: the notification about this table has done its work.
  useEffect(() => {
    const back = () => {
      if (document.visibilityState === 'visible') void clearTurnNote(turnTag(store.id));
    };
    document.addEventListener('visibilitychange', back);
    return () => document.removeEventListener('visibilitychange', back);
  }, [store]);
  // Chat and cursors carry my current name and colour.
  useSignalEffect(() => {
    const me = store.me.value;
    store.collab.value?.setUser({ name: me.name, color: me.color });
  });

  return (
    <div class="flex min-h-dvh flex-col">
      <TableHeader />
      <StatusLine />
      {table?.undo && <UndoBar />}
      {table !== null && store.conn.value !== 'connected' && <OfflineBanner offline={store.conn.value === 'offline'} />}
      {table === null ? (
        <main class="flex flex-1 items-center justify-center p-8" aria-busy="true">
          <p class="text-stone-600">{store.conn.value === 'offline' ? 'Cannot reach the table. Retrying…' : 'Joining the table…'}</p>
        </main>
      ) : (
        <main class="mx-auto grid w-full max-w-[1400px] flex-1 grid-cols-1 items-start gap-4 p-3 sm:p-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-5">
          <div class="flex min-w-0 flex-col gap-4">
            {table.status === 'over' && <ResultPanel />}
            <BackBanner />
            {/* A visitor who may sit finds how on the first screen, above the board (issue 27). */}
            {maySit(table) && <YouPanel />}
            <BoardSlot />
            {!maySit(table) && <YouPanel />}
          </div>
          <aside class="flex min-w-0 flex-col gap-4" aria-label="Players, log and chat">
            <SeatsPanel />
            <LogPanel />
            <ReplayLink />
            <OptionsPanel />
            {store.collab.value ? <ChatPanel /> : <ChatWaiting />}
          </aside>
        </main>
      )}
      <Toasts />
    </div>
  );
}

/** The chat's place while its connection and code arrive (ChatPanel says the same with no lines). */
function ChatWaiting() {
  return (
    <section class="panel flex flex-col" aria-labelledby="chat-title">
      <h2 id="chat-title" class="panel-title border-b border-stone-200 px-4 py-2.5">
        Chat
      </h2>
      <p class="min-h-20 px-4 py-3 text-sm text-stone-500 italic">Connecting the chat…</p>
    </section>
  );
}

/** While the connection is down: what is on screen may be out of date, and moves wait. */
function OfflineBanner({ offline }: { offline: boolean }) {
  return (
    <div role="alert" class="sticky top-0 z-30 border-b border-rose-300 bg-rose-50 px-4 py-2 text-center text-sm text-rose-900 shadow-sm" data-testid="offline-banner">
      <strong class="font-semibold">{offline ? 'You are offline.' : 'Connection lost.'}</strong> Reconnecting… The table below may be out of date, and moves wait until
      the connection is back.
    </div>
  );
}
