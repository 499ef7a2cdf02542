// What each viewer sees, and the deltas between what they saw and what they see now.
// Viewers who see the same thing (all spectators; all tabs of one seat) share one cached view, so
// a move costs one `view` + one diff per distinct viewer, not per connection.
import { create } from 'jsondiffpatch';
import type { AnyGame, GameEvent } from '../shared/engine/types';
import type { LogEntry, SeatInfo, TableView } from '../shared/protocol';
import type { TableMeta } from './store';
import { seatPlanOf } from '../shared/seats';
import { optionRows } from '../shared/engine/options';
import { compactDelta, diffJson, jsonSizeUpTo } from './diff';
import { DEFAULT_TABLE_OPTIONS } from '../shared/tableoptions';

export { compactDelta, jsonSizeUpTo };

export interface Viewer {
  seat: number | null;
  host: boolean;
}

export const viewerKey = (v: Viewer): string => `${v.seat ?? 's'}${v.host ? 'h' : ''}`;

const differ = create({
  // Positional array diffs: game views are mostly fixed-shape arrays (seats, cells).
  arrays: { detectMove: false },
  // The plain 'jsondiffpatch' entry has no text-diff: changed strings are replaced whole.
  cloneDiffValues: false,
});

/** What the room sends: one walk, already compact (party/diff.ts); the same as compactDelta(jsondiffpatch) would say, or shorter. */
export const diffViews = (a: TableView, b: TableView): unknown => diffJson(a, b);

/** The reference the room's differ is checked against: jsondiffpatch, then compactDelta. */
export const diffViewsReference = (a: unknown, b: unknown): unknown => compactDelta(differ.diff(a, b), b);

export interface ViewInput {
  meta: TableMeta;
  game: AnyGame;
  state: unknown;
  gv: number;
  spectators: number;
  connectedSeats: ReadonlySet<number>;
  /** Set when stored moves no longer replay under the current rules (see Table.restore). */
  migration?: TableView['migration'];
  /** Per seat: why a bot plays for its player now (standin.ts), or null. */
  standins?: readonly (NonNullable<SeatInfo['standin']> | null)[];
  /** Per seat: the level of the bot playing for its player now, or null. */
  levels?: readonly (string | null)[];
  /** Who may undo what now (party/undo.ts). */
  undo?: TableView['undo'];
}

export function buildView(input: ViewInput, viewer: Viewer): TableView {
  const { meta, game, state } = input;
  const seats: SeatInfo[] = meta.seats.map((s, seat) => {
    const info: SeatInfo = {
      seat,
      name: s.name,
      color: s.color,
      controller: s.controller,
      connected: s.controller === 'bot' || input.connectedSeats.has(seat),
      host: s.host === true,
    };
    const standin = input.standins?.[seat];
    if (standin) info.standin = standin;
    // The level of the bot that plays the seat, its own or one standing in for its player.
    const level = s.controller === 'bot' ? (s.bot ?? 'random') : standin ? input.levels?.[seat] : null;
    if (level) info.bot = level;
    return info;
  });
  const playing = state !== null && meta.status !== 'lobby';
  const active = playing ? game.activeSeats(state) : [];
  const plan = seatPlanOf(game, meta.options);
  const view: TableView = {
    id: meta.id,
    game: meta.game,
    gameName: game.name,
    options: meta.options,
    optionRows: optionRows(game, meta.options, meta.seats.length),
    table: meta.table ?? DEFAULT_TABLE_OPTIONS,
    seats,
    status: meta.status,
    spectators: input.spectators,
    you: { seat: viewer.seat, host: viewer.host },
    gv: input.gv,
    active,
    minPlayers: plan.min,
    maxPlayers: plan.max,
    colours: plan.colours,
    ...(plan.bySeat ? { coloursBySeat: true } : {}),
    bots: Object.keys(game.bots ?? {}),
    view: playing ? game.view(state, viewer.seat ?? 'spectator') : null,
    result: playing ? game.result(state) : null,
    rematch: meta.rematch ?? null,
  };
  if (input.migration) view.migration = input.migration;
  if (meta.imported) view.imported = true;
  // The seal only: the secret it seals stays in the meta until the table's record (party/fair.ts).
  if (meta.fair && !meta.imported) view.seal = meta.fair.seal;
  // Whether a move can still be taken back is the mover's own business (it tells whether the move
  // drew something): the others see only a request made to them all.
  const undo = input.undo && (input.undo.seat === viewer.seat && viewer.seat !== null ? input.undo : input.undo.request ? { request: input.undo.request } : undefined);
  if (undo) view.undo = undo;
  // A seat that is not active sees the moves it may make out of turn, if its game has any.
  if (playing && game.sendLegalMoves && viewer.seat !== null && (active.includes(viewer.seat) || game.outOfTurn)) {
    view.legal = game.legalMoves(state, viewer.seat);
  }
  return view;
}

/** Whether a log line is seen by this viewer (rulebook-independent: the game marks private lines). */
export const canSee = (e: GameEvent, viewer: Viewer): boolean =>
  e.to === undefined || (viewer.seat !== null && e.to.includes(viewer.seat));

/** `data` cut to the keys a board reads (`GameModule.logData`; absent: all of it); undefined when nothing is left. */
function readData(data: Record<string, unknown> | undefined, keys: readonly string[] | undefined): Record<string, unknown> | undefined {
  if (data === undefined || keys === undefined) return data;
  let out: Record<string, unknown> | undefined;
  for (const k of keys) if (Object.hasOwn(data, k)) (out ??= {})[k] = data[k];
  return out;
}

export function toEntry(e: GameEvent, i: number, dataKeys?: readonly string[]): LogEntry {
  const entry: LogEntry = { i, text: e.text };
  if (e.seat !== undefined) entry.seat = e.seat;
  if (e.kind !== undefined) entry.kind = e.kind;
  const data = readData(e.data, dataKeys);
  if (data !== undefined) entry.data = data;
  if (e.to !== undefined) entry.private = true;
  return entry;
}

/**
 * The log lines `viewer` may see among `log[from..to]`; at most `limit` of the newest. `dataKeys`:
 * the game's `logData` (only those keys of each line's data are sent).
 */
export function visibleLog(log: readonly GameEvent[], from: number, viewer: Viewer, limit = Infinity, to = log.length, dataKeys?: readonly string[]): LogEntry[] {
  const out: LogEntry[] = [];
  for (let i = Math.min(to, log.length) - 1; i >= from && out.length < limit; i--) {
    const e = log[i]!;
    if (canSee(e, viewer)) out.push(toEntry(e, i, dataKeys));
  }
  return out.reverse();
}
