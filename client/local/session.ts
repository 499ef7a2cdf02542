// A pass-and-play game on one device: the engine runs here, the seed and the move log are all that
// is kept (in localStorage), and a reload replays them. The boards are the online table's own: each
// gets a TableView built here from the engine, for the one seat whose eyes are on the screen.
import type { AnyGame, GameEvent, Viewer } from '../../shared/engine/types';
import { replay, type LoggedMove } from '../../shared/engine/replay';
import { tookBack, Trail, undoTarget } from '../../shared/engine/undo';
import { autoChain } from '../../shared/engine/auto';
import { optionRows } from '../../shared/engine/options';
import { seatPlanOf } from '../../shared/seats';
import type { LogEntry, SeatInfo, TableView } from '../../shared/protocol';
import { DEFAULT_TABLE_OPTIONS } from '../../shared/tableoptions';

export interface LocalSeat {
  name: string;
  color: string;
  /** The bot that plays this seat; null for a person at the device. */
  bot: string | null;
}

/** Everything kept of a game on this device. */
export interface LocalSave {
  v: 1;
  game: string;
  options: Record<string, unknown>;
  seed: string;
  seats: LocalSeat[];
  moves: LoggedMove[];
}

export interface LocalGame {
  save: LocalSave;
  engine: AnyGame;
  state: unknown;
  log: GameEvent[];
  /** The moves in force lately, for take-backs (shared/engine/undo.ts); never mutated once made. */
  trail: Trail;
}

const KEY = 'trollmoot:local';

/** 128 bits from the browser's generator, as URL-safe text: the game's only randomness. */
export function newSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function start(engine: AnyGame, options: Record<string, unknown>, seats: LocalSeat[]): LocalGame {
  const save: LocalSave = { v: 1, game: engine.id, options, seed: newSeed(), seats, moves: [] };
  return settle({ save, engine, state: engine.setup(save.seed, seats.length, options), log: [], trail: new Trail() });
}

/**
 * The steps that ask nothing (a seat's only move, revealing nothing) taken by themselves, as the
 * room takes them (shared/engine/auto.ts): kept in the log as moves marked `auto`, so a reload, an
 * upload and undo read them as the room does. `g` is fresh (its trail a copy): it is extended here.
 */
function settle(g: LocalGame): LocalGame {
  const chain = autoChain(g.engine, g.save.seats.length, g.state);
  if (chain.length === 0) return g;
  const moves = [...g.save.moves];
  const log = [...g.log];
  let state = g.state;
  for (const step of chain) {
    g.trail.push({ at: moves.length, seat: step.seat, move: step.move, before: state, auto: true });
    moves.push({ seat: step.seat, move: step.move, auto: true });
    log.push(...step.events);
    state = step.state;
  }
  return { ...g, save: { ...g.save, moves }, state, log };
}

/** Rebuild a saved game; null when it is not one this build can replay (then it is dropped). */
export function resume(save: LocalSave, games: Record<string, AnyGame>): LocalGame | null {
  const engine = Object.hasOwn(games, save.game) ? games[save.game]! : null;
  if (!engine) return null;
  const options = engine.optionsSchema.safeParse(save.options);
  if (!options.success) return null;
  const r = replay(engine, save.seed, save.seats.length, options.data as Record<string, unknown>, save.moves);
  if (!r.ok) return null;
  return { save, engine, state: r.value.state, log: r.value.events.flat(), trail: r.value.trail };
}

/** One move by `seat`: the new game, or the engine's words for why not. */
export function play(g: LocalGame, seat: number, raw: unknown): { ok: true; game: LocalGame } | { ok: false; message: string } {
  const move = g.engine.moveSchema.safeParse(raw);
  if (!move.success) return { ok: false, message: 'That is not a move of this game.' };
  if (!g.engine.activeSeats(g.state).includes(seat)) return { ok: false, message: 'It is not this seat’s turn.' };
  const res = g.engine.apply(g.state, seat, move.data);
  if (!res.ok) return { ok: false, message: res.error.message };
  const save = { ...g.save, moves: [...g.save.moves, { seat, move: move.data }] };
  const trail = copyTrail(g.trail);
  trail.push({ at: g.save.moves.length, seat, move: move.data, before: g.state });
  return { ok: true, game: settle({ ...g, save, state: res.value.state, log: [...g.log, ...res.value.events], trail }) };
}

function copyTrail(t: Trail): Trail {
  const out = new Trail();
  out.entries = [...t.entries];
  out.whole = t.whole;
  return out;
}

/**
 * Whether `takeBack` would take `seat`'s last move back: the same rule, so the button is offered
 * exactly when it works (issue 26 item 2). Each move's reveal verdict is kept on its trail entry.
 */
export function mayTakeBack(g: LocalGame, seat: number): boolean {
  return undoTarget(g.engine, g.save.seats.length, g.trail, g.state, seat, 'take').ok;
}

/** Take back `seat`'s last move, by the platform's rule (a move that revealed something stays). */
export function takeBack(g: LocalGame, seat: number): { ok: true; game: LocalGame } | { ok: false; message: string } {
  const target = undoTarget(g.engine, g.save.seats.length, g.trail, g.state, seat, 'take');
  if (!target.ok) return { ok: false, message: target.message };
  const trail = copyTrail(g.trail);
  const state = trail.undoTo(target.to);
  const save = { ...g.save, moves: [...g.save.moves, { seat, move: null, undo: target.to }] };
  // Back at the seat's own choice; anything that asks nothing from there is taken again.
  return { ok: true, game: settle({ ...g, save, state, trail, log: [...g.log, tookBack(seat)] }) };
}

export const isOver = (g: LocalGame): boolean => g.engine.result(g.state) !== null;

/** The seat a person must take the device for now: the first active seat no bot plays. */
export function personToMove(g: LocalGame): number | null {
  if (isOver(g)) return null;
  return g.engine.activeSeats(g.state).find((s) => g.save.seats[s]?.bot === null) ?? null;
}

export function botToMove(g: LocalGame): number | null {
  if (isOver(g)) return null;
  return g.engine.activeSeats(g.state).find((s) => g.save.seats[s]?.bot !== null) ?? null;
}

/** What `viewer` sees, in the shape the online table sends, so the game's own board can draw it. */
export function tableView(g: LocalGame, viewer: Viewer): TableView {
  const { engine, save, state } = g;
  const plan = seatPlanOf(engine, save.options);
  const seat = viewer === 'spectator' ? null : viewer;
  const active = isOver(g) ? [] : engine.activeSeats(state);
  const seats: SeatInfo[] = save.seats.map((s, i) => ({ seat: i, name: s.name, color: s.color, controller: s.bot === null ? 'human' : 'bot', connected: true, host: false }));
  const view: TableView = {
    id: 'local',
    game: engine.id,
    gameName: engine.name,
    options: save.options,
    optionRows: optionRows(engine, save.options, save.seats.length),
    table: DEFAULT_TABLE_OPTIONS,
    seats,
    status: isOver(g) ? 'over' : 'playing',
    spectators: 0,
    you: { seat, host: false },
    gv: save.moves.length,
    active,
    minPlayers: plan.min,
    maxPlayers: plan.max,
    colours: plan.colours,
    bots: Object.keys(engine.bots ?? {}),
    view: engine.view(state, viewer),
    result: engine.result(state),
    rematch: null,
  };
  if (engine.sendLegalMoves && seat !== null && active.includes(seat)) view.legal = engine.legalMoves(state, seat);
  return view;
}

/** The log lines `viewer` may see (a line for some seats only is shown to them alone). */
export function visibleLog(g: LocalGame, viewer: Viewer): LogEntry[] {
  const out: LogEntry[] = [];
  g.log.forEach((e, i) => {
    if (e.to !== undefined && (viewer === 'spectator' || !e.to.includes(viewer))) return;
    const entry: LogEntry = { i, text: e.text };
    if (e.seat !== undefined) entry.seat = e.seat;
    if (e.kind !== undefined) entry.kind = e.kind;
    if (e.data !== undefined) entry.data = e.data;
    if (e.to !== undefined) entry.private = true;
    out.push(entry);
  });
  return out;
}

export function loadSave(): LocalSave | null {
  try {
    const raw = localStorage.getItem(KEY);
    const s = raw === null ? null : (JSON.parse(raw) as LocalSave);
    return s && s.v === 1 && Array.isArray(s.moves) && Array.isArray(s.seats) ? s : null;
  } catch {
    return null;
  }
}

export function storeSave(save: LocalSave | null): void {
  try {
    if (save === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(save));
  } catch {
    // A full or private storage: the game goes on, it just will not survive a reload.
  }
}

/** Upload the game to become an online table; the room replays every move before it accepts. */
export async function upload(save: LocalSave): Promise<{ id: string; hostSecret: string }> {
  const body = JSON.stringify({ game: save.game, options: save.options, seed: save.seed, seats: save.seats, moves: save.moves });
  let res: Response;
  try {
    res = await fetch('/api/tables/import', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body });
  } catch {
    throw new Error('Could not reach the server: connect to the internet, then try again.');
  }
  const data = (await res.json().catch(() => null)) as { id?: string; hostSecret?: string; error?: { message?: string } } | null;
  if (!res.ok || !data?.id || !data.hostSecret) throw new Error(data?.error?.message ?? `The server answered ${res.status}.`);
  return { id: data.id, hostSecret: data.hostSecret };
}
