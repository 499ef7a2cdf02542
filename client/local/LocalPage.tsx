// `/local`: a game on this device alone (pass and play). Loaded lazily, with the engines, only on
// this route, so the online table's bundle does not carry them. The seat to move sees the game's own
// board with its own view; between hand-overs everyone sees only the spectator view.
import { useEffect, useState } from 'preact/hooks';
import { GAMES } from '../../shared/games/index';
import type { Viewer } from '../../shared/engine/types';
import { loadBoard, type Board } from '../boards';
import { LogText } from '../components/LogText';
import { SeatName } from '../components/SeatMark';
import { setSeatColours } from '../lib/colours';
import { navigate } from '../lib/route';
import { storage } from '../lib/storage';
import { LocalSetup } from './LocalSetup';
import { botToMove, isOver, loadSave, mayTakeBack, personToMove, play, resume, start, storeSave, tableView, takeBack, upload, visibleLog, type LocalGame } from './session';

/** A bot's move waits this long while people watch; when only bots are left they play at once. */
const BOT_MS = 600;
const BOT_ALONE_MS = 20;

function restored(): LocalGame | null {
  const save = loadSave();
  const game = save && resume(save, GAMES);
  if (save && !game) storeSave(null);
  return game;
}

export default function LocalPage() {
  const [game, setGame] = useState<LocalGame | null>(restored);
  /** The seat whose player holds the device now; null right after a reload or a hand-over. */
  const [holder, setHolder] = useState<number | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [board, setBoard] = useState<Board | null>(null);
  const [sending, setSending] = useState(false);
  const [ending, setEnding] = useState(false);

  const update = (g: LocalGame | null) => {
    storeSave(g?.save ?? null);
    setGame(g);
    setNote(null);
  };

  useEffect(() => {
    document.title = game ? `${game.engine.name} on this device — Trollmoot` : 'Play on this device — Trollmoot';
  }, [game?.engine.id]);

  useEffect(() => {
    if (!game) return;
    let live = true;
    loadBoard(game.save.game).then(
      (b) => live && setBoard(() => b),
      () => live && setNote('The board could not be loaded.'),
    );
    return () => {
      live = false;
    };
  }, [game?.save.game]);

  // Bots move on their own, one at a time.
  useEffect(() => {
    if (!game) return;
    const seat = botToMove(game);
    if (seat === null) return;
    const people = game.save.seats.some((s) => s.bot === null);
    const timer = setTimeout(
      () => {
        const bots = game.engine.bots ?? {};
        const bot = bots[game.save.seats[seat]!.bot!] ?? bots.random;
        const move = bot?.(game.state, seat, Math.random) ?? null;
        const r = move === null ? null : play(game, seat, move);
        if (r?.ok) update(r.game);
        else setNote(`The bot for ${game.save.seats[seat]!.name} found no move.`);
      },
      people ? BOT_MS : BOT_ALONE_MS,
    );
    return () => clearTimeout(timer);
  }, [game]);

  if (!game) {
    return (
      <Frame title="Play on this device">
        <p class="text-stone-700">One device, passed from hand to hand: works without a connection once this page has loaded. Seats can be played by bots.</p>
        <LocalSetup
          games={Object.values(GAMES)}
          onStart={(engine, options, seats) => {
            setHolder(null);
            setNote(null);
            update(start(engine, options, seats));
          }}
        />
      </Frame>
    );
  }

  const over = isOver(game);
  const toMove = personToMove(game);
  const passing = toMove !== null && holder !== toMove;
  const viewer: Viewer = over || passing || holder === null ? 'spectator' : holder;
  const table = tableView(game, viewer);
  setSeatColours(table.colours);
  const log = visibleLog(game, viewer);
  const seatName = (s: number) => game.save.seats[s]!.name;
  const botNames = Object.keys(game.engine.bots ?? {});
  const Board = board;

  const send = (move: unknown) => {
    if (viewer === 'spectator' || sending) return;
    const r = play(game, viewer, move);
    if (!r.ok) return setNote(r.message);
    setNote(null);
    update(r.game);
  };

  const toOnline = async () => {
    setSending(true);
    setNote(null);
    try {
      const { id, hostSecret } = await upload(game.save);
      storage.setHostSecret(id, hostSecret);
      storeSave(null);
      navigate(`/t/${id}`);
    } catch (e) {
      setNote(e instanceof Error ? e.message : 'The upload failed.');
      setSending(false);
    }
  };

  return (
    <Frame title={game.engine.name} wide>
      <div class="flex flex-wrap items-center gap-2" data-testid="local-bar" data-gv={game.save.moves.length} data-viewer={String(viewer)} data-over={over ? 'yes' : 'no'}>
        <p class="mr-auto text-sm text-stone-700" data-testid="local-status">
          {over ? 'The game is over.' : toMove === null ? 'The bots are playing…' : passing ? 'Hand-over' : <>Your turn, <SeatName name={seatName(toMove)} color={game.save.seats[toMove]!.color} /></>}
        </p>
        {!over && toMove !== null && !passing && mayTakeBack(game, toMove) && (
          <button
            type="button"
            class="btn-quiet btn-small"
            data-testid="local-take-back"
            onClick={() => {
              const r = takeBack(game, toMove);
              if (r.ok) update(r.game);
              else setNote(r.message);
            }}
          >
            Take back my last move
          </button>
        )}
        {!over && toMove !== null && !passing && botNames.length > 0 && (
          <button type="button" class="btn-quiet btn-small" onClick={() => update({ ...game, save: { ...game.save, seats: game.save.seats.map((s, i) => (i === toMove ? { ...s, bot: botNames[0]! } : s)) } })}>
            Let a bot play for {seatName(toMove)}
          </button>
        )}
        <button type="button" class="btn-quiet btn-small" disabled={sending} onClick={() => void toOnline()}>
          {sending ? 'Uploading…' : 'Make it an online table'}
        </button>
        {ending ? (
          <button type="button" class="btn-small btn bg-rose-700 text-white" onClick={() => (setEnding(false), update(null))}>
            Yes, end this game
          </button>
        ) : (
          <button type="button" class="btn-quiet btn-small" onClick={() => setEnding(true)}>
            {over ? 'New game' : 'End this game'}
          </button>
        )}
      </div>
      {note && (
        <p role="alert" class="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800">
          {note}
        </p>
      )}
      {passing && (
        <section class="panel flex flex-col items-center gap-3 border-2 border-ember-400 p-6 text-center" aria-label="Hand-over" data-testid="pass-screen">
          <h2 class="font-display text-2xl font-semibold text-stone-900">
            Pass the device to <SeatName name={seatName(toMove)} color={game.save.seats[toMove]!.color} />
          </h2>
          <p class="text-sm text-stone-600">Only the table as everyone sees it is shown until they take it.</p>
          <button type="button" class="btn-primary" onClick={() => setHolder(toMove)}>
            I am {seatName(toMove)}: show my side
          </button>
        </section>
      )}
      {over && table.result && (
        <section class="panel p-4" aria-label="Result" data-testid="local-result">
          <h2 class="panel-title">
            {table.result.winners.length === 0 ? 'Nobody won' : 'Won by '}
            {table.result.winners.map((w, k) => (
              <span key={w}>
                {k > 0 && ' and '}
                <SeatName name={seatName(w)} color={game.save.seats[w]!.color} />
              </span>
            ))}
          </h2>
          <p class="mt-1 text-sm text-stone-700">{game.save.seats.map((s, i) => `${s.name} ${table.result!.scores[i] ?? 0}`).join(' · ')}</p>
        </section>
      )}
      <div class="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label="Board" class="min-w-0" data-testid="board-slot">
          {Board ? <Board key={String(viewer)} table={table} send={send} log={log} /> : <p class="text-stone-600">Loading the board…</p>}
        </section>
        <section class="panel flex max-h-[32rem] flex-col p-3" aria-label="Log">
          <h2 class="panel-title mb-2">Log</h2>
          <div role="log" aria-label="Game log" class="flex flex-col gap-1 overflow-y-auto text-sm text-stone-700">
            {log.slice(-60).map((e) => (
              <p key={e.i} class={e.private ? 'italic' : ''}>
                <LogText text={e.text} seats={table.seats} you={viewer === 'spectator' ? null : viewer} />
              </p>
            ))}
          </div>
        </section>
      </div>
    </Frame>
  );
}

function Frame({ title, wide, children }: { title: string; wide?: boolean; children: preact.ComponentChildren }) {
  return (
    <div class="min-h-dvh bg-stone-100">
      <header class="bg-stone-800 text-stone-50">
        <div class={`mx-auto flex items-center gap-3 px-4 py-3 ${wide ? 'max-w-[1400px]' : 'max-w-3xl'}`}>
          <a href="/" class="font-display text-lg font-semibold" onClick={(e) => (e.preventDefault(), navigate('/'))}>
            Trollmoot
          </a>
          <span aria-hidden="true">·</span>
          <h1 class="font-display text-lg">{title}</h1>
          <span class="ml-auto rounded-full bg-stone-700 px-2 py-0.5 text-xs">on this device</span>
        </div>
      </header>
      <main class={`mx-auto flex flex-col gap-4 p-3 sm:p-4 ${wide ? 'max-w-[1400px]' : 'max-w-3xl'}`}>{children}</main>
    </div>
  );
}
