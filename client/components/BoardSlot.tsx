// Where the game's own board renders (lazily loaded per game), with live cursors on top.
import { useEffect, useRef, useState } from 'preact/hooks';
import { loadBoard, type Board } from '../boards';
import { useStore } from './context';
import { LobbyBoard } from './LobbyBoard';
import { AREA_RE } from '../store';
import { lazy } from '../lib/lazy';

// Others' pointers come with the chat's connection (Yjs, after the board): their code with them.
const Cursors = lazy(() => import('./Cursors').then((m) => m.Cursors));

/** Cursor updates are sent at most this often. */
const CURSOR_MS = 50;

export function BoardSlot() {
  const store = useStore();
  const t = store.table.value;
  const slot = useRef<HTMLDivElement>(null);
  const [board, setBoard] = useState<{ game: string; Board: Board } | null>(null);
  const [failed, setFailed] = useState(false);
  const game = t?.game;

  // Fetched while the table is still in the lobby, so the board is there the moment the game starts
  // (bots can play a whole wave in the time a cold chunk takes to arrive).
  useEffect(() => {
    if (!game || board?.game === game) return;
    let live = true;
    loadBoard(game).then(
      (Board) => live && setBoard({ game, Board }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [game]);

  // Share my pointer as fractions of the shared area under it (the map, a public board), throttled;
  // null over anything else (my own panels, my buttons) and when it leaves.
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onMove = (e: PointerEvent) => {
    const collab = store.collab.value;
    if (!collab) return;
    const area = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-shared]') : null;
    const name = area?.dataset.shared ?? '';
    if (!area || !AREA_RE.test(name)) return onLeave();
    const r = area.getBoundingClientRect();
    const pos = { area: name, x: (e.clientX - r.left) / r.width, y: (e.clientY - r.top) / r.height };
    const wait = CURSOR_MS - (performance.now() - last.current);
    clearTimeout(timer.current);
    const send = () => {
      last.current = performance.now();
      shared.current = true;
      collab.setCursor({ area: pos.area, x: Math.round(pos.x * 1000) / 1000, y: Math.round(pos.y * 1000) / 1000 });
    };
    if (wait <= 0) send();
    else timer.current = setTimeout(send, wait);
  };
  const shared = useRef(false);
  function onLeave() {
    clearTimeout(timer.current);
    if (!shared.current) return;
    shared.current = false;
    store.collab.value?.setCursor(null);
  }

  // A viewer who has just sat down was at the sit form, under or beside the board: the form is gone,
  // and the page would stay scrolled where it was, the focus on a button that no longer exists. The
  // board's top comes to the window's top (at once when the system asks for reduced motion), and the
  // keyboard focus moves to the board. A seat taken before the game's board has arrived (a quick
  // sitter, a slow network) waits for it: until then the page is too short to bring the board up.
  // The same when the game starts under a seated player's eyes: the lobby gives way to the game's
  // board, but a phone stays scrolled down at the seats or the Start button, the board out of sight.
  // Then the board comes up only if its top is out of view and the player is not typing (chat), and
  // takes the focus only if nothing has it (the Start button that had it is gone).
  const seat = t?.you.seat ?? null;
  const status = t?.status ?? null;
  const bring = useRef<'sat' | 'started' | null>(null);
  const was = useRef(status);
  const Current = t && board && board.game === t.game ? board.Board : null;
  const ready = !!t && (t.status === 'lobby' || Current !== null);
  useEffect(() => {
    if (seat !== null && store.tookSeat()) bring.current = 'sat';
    if (seat === null) bring.current = null;
    if (was.current === 'lobby' && status === 'playing' && seat !== null) bring.current ??= 'started';
    was.current = status;
    const el = slot.current;
    if (!bring.current || !ready || !el) return;
    const why = bring.current;
    bring.current = null;
    const focused = document.activeElement;
    const up = () => el.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    if (why === 'started') {
      if (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) return;
      const top = el.getBoundingClientRect().top;
      if (top < 0 || top >= innerHeight / 2) up();
      if (focused === null || focused === document.body) el.focus({ preventScroll: true });
      return;
    }
    up();
    el.focus({ preventScroll: true });
  }, [seat, ready, status]);

  if (!t) return null;
  return (
    <section aria-label="Board" tabIndex={-1} class="relative min-w-0 outline-none" ref={slot} onPointerMove={onMove} onPointerLeave={onLeave} data-testid="board-slot">
      {t.status === 'lobby' ? (
        <LobbyBoard />
      ) : Current ? (
        <Current table={t} send={store.move} log={store.log.value} busy={store.pendingMove.value !== null} />
      ) : (
        <div class="panel flex min-h-64 items-center justify-center p-8 text-stone-500" aria-busy={!failed}>
          {failed ? 'The board could not be loaded. Reload the page to try again.' : 'Setting up the board…'}
        </div>
      )}
      {store.collab.value && <Cursors slot={slot} />}
    </section>
  );
}
