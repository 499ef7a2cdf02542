// What each viewer sees, and the deltas between what they saw and what they see now.
// Viewers who see the same thing (all spectators; all tabs of one seat) share one cached view, so
// a move costs one `view` + one diff per distinct viewer, not per connection.
import { create } from 'jsondiffpatch';
import type { AnyGame, GameEvent } from '../shared/engine/types';
import type { LogEntry, SeatInfo, TableView } from '../shared/protocol';
import type { TableMeta } from './store';
import { seatPlanOf } from '../shared/seats';

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

export const diffViews = (a: TableView, b: TableView): unknown => compactDelta(differ.diff(a, b), b);

/**
 * jsondiffpatch deltas carry the old value of everything changed or removed ([old, new],
 * [old, 0, 0]) so that they can be reversed. Clients only ever apply them forwards, so the old
 * values are replaced by 0: often half a delta's bytes, and never anything the client needs.
 *
 * Given `next` (the value the delta leads to), a nested delta that is longer than the new value
 * itself becomes a plain replacement, `[0, new]`: a task that changed kind, say, is shorter sent
 * whole than as one removal per old key.
 */
export function compactDelta(delta: unknown, next?: unknown): unknown {
  if (Array.isArray(delta)) {
    if (delta.length === 2) return [0, delta[1]];
    if (delta.length === 3 && delta[1] === 0 && delta[2] === 0) return [0, 0, 0];
    return delta;
  }
  if (delta !== null && typeof delta === 'object') {
    const d = delta as Record<string, unknown>;
    const isArray = d._t === 'a';
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(d)) {
      if (k === '_t') {
        out[k] = v;
        continue;
      }
      // Array deltas name new positions by number and removals by `_n` (which have no new value).
      const nextK = next === null || typeof next !== 'object' || (isArray && k.startsWith('_')) ? undefined : (next as Record<string, unknown>)[k];
      out[k] = shorter(compactDelta(v, nextK), nextK);
    }
    return isArray ? mergeReplacements(out) : out;
  }
  return delta;
}

/** A nested delta, or `[0, next]` when that says the same in fewer bytes. */
function shorter(sub: unknown, next: unknown): unknown {
  if (next === undefined || sub === null || typeof sub !== 'object' || Array.isArray(sub)) return sub;
  const size = JSON.stringify(sub).length;
  // `[0,` + value + `]` is 4 bytes more than the value.
  return jsonSizeUpTo(next, size - 5) + 4 < size ? [0, next] : sub;
}

/** JSON length of `v`, counting no further than just past `limit` (big values stop early). */
export function jsonSizeUpTo(v: unknown, limit: number): number {
  if (v === null || typeof v !== 'object') return v === undefined ? 0 : JSON.stringify(v).length;
  let n = 2;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length && n <= limit; i++) n += (i > 0 ? 1 : 0) + jsonSizeUpTo(v[i] === undefined ? null : v[i], limit - n);
    return n;
  }
  let first = true;
  for (const [k, x] of Object.entries(v)) {
    if (n > limit) break;
    if (x === undefined) continue;
    n += (first ? 0 : 1) + JSON.stringify(k).length + 1 + jsonSizeUpTo(x, limit - n);
    first = false;
  }
  return n;
}

/**
 * In an array delta, a value that changed in place comes out as a removal at `_i` plus an
 * insertion at `i` (primitives are matched by value). Where as many items were removed as
 * inserted before `i`, the two are one replacement, `i: [0, new]`: same result, fewer bytes.
 */
function mergeReplacements(a: Record<string, unknown>): Record<string, unknown> {
  const removed = new Set<number>();
  const inserted = new Set<number>();
  for (const [k, v] of Object.entries(a)) {
    if (k === '_t') continue;
    if (k.startsWith('_') && Array.isArray(v) && v.length === 3 && v[2] === 0) removed.add(Number(k.slice(1)));
    else if (/^\d+$/.test(k) && Array.isArray(v) && v.length === 1) inserted.add(Number(k));
  }
  if (removed.size === 0 || inserted.size === 0) return a;
  const max = Math.max(...removed, ...inserted);
  let balance = 0;
  for (let i = 0; i <= max; i++) {
    if (balance === 0 && removed.has(i) && inserted.has(i)) {
      a[String(i)] = [0, (a[String(i)] as unknown[])[0]];
      delete a[`_${i}`];
      continue;
    }
    if (removed.has(i)) balance += 1;
    if (inserted.has(i)) balance -= 1;
  }
  return a;
}

export interface ViewInput {
  meta: TableMeta;
  game: AnyGame;
  state: unknown;
  gv: number;
  spectators: number;
  connectedSeats: ReadonlySet<number>;
  /** Set when stored moves no longer replay under the current rules (see Table.restore). */
  migration?: TableView['migration'];
}

export function buildView(input: ViewInput, viewer: Viewer): TableView {
  const { meta, game, state } = input;
  const seats: SeatInfo[] = meta.seats.map((s, seat) => ({
    seat,
    name: s.name,
    color: s.color,
    controller: s.controller,
    connected: s.controller === 'bot' || input.connectedSeats.has(seat),
    host: s.host === true,
  }));
  const playing = state !== null && meta.status !== 'lobby';
  const active = playing ? game.activeSeats(state) : [];
  const plan = seatPlanOf(game, meta.options);
  const view: TableView = {
    id: meta.id,
    game: meta.game,
    gameName: game.name,
    options: meta.options,
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
  // A seat that is not active sees the moves it may make out of turn, if its game has any.
  if (playing && game.sendLegalMoves && viewer.seat !== null && (active.includes(viewer.seat) || game.outOfTurn)) {
    view.legal = game.legalMoves(state, viewer.seat);
  }
  return view;
}

/** Whether a log line is seen by this viewer (rulebook-independent: the game marks private lines). */
export const canSee = (e: GameEvent, viewer: Viewer): boolean =>
  e.to === undefined || (viewer.seat !== null && e.to.includes(viewer.seat));

export function toEntry(e: GameEvent, i: number): LogEntry {
  const entry: LogEntry = { i, text: e.text };
  if (e.seat !== undefined) entry.seat = e.seat;
  if (e.kind !== undefined) entry.kind = e.kind;
  if (e.data !== undefined) entry.data = e.data;
  if (e.to !== undefined) entry.private = true;
  return entry;
}

/** The log lines `viewer` may see among `log[from..to]`; at most `limit` of the newest. */
export function visibleLog(log: readonly GameEvent[], from: number, viewer: Viewer, limit = Infinity, to = log.length): LogEntry[] {
  const out: LogEntry[] = [];
  for (let i = Math.min(to, log.length) - 1; i >= from && out.length < limit; i--) {
    const e = log[i]!;
    if (canSee(e, viewer)) out.push(toEntry(e, i));
  }
  return out.reverse();
}
