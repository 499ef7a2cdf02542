// A table seen from outside, for "My tables" on the home page (issue 31): whose turn it is and
// since when, built from two stored values only (`meta` and `turn`), so the door can answer 50
// tables without starting a single room, and without a word a spectator may not read.
import { MAX_GLANCE_IDS, type TableGlance } from '../shared/mytables';
import type { ErrorCode } from '../shared/protocol';
import { TABLE_ID } from './ids';
import type { TableMeta } from './store';

/**
 * The `turn` storage value, written with every move (table.ts): per seat, when (server ms) its
 * current turn began, null when it is not active; `at`, when the table last changed. The active
 * seats are the game's to say (`activeSeats` needs the state, which only a started room holds), so
 * the room writes them down for readers that must not start it.
 */
export interface Turn {
  since: (number | null)[];
  at: number;
}

/**
 * The turn after a change at `now`: a seat that stays active keeps the time its turn began (in a
 * simultaneous phase another seat's move does not restart my wait); a seat that becomes active
 * starts now; the others are not waited on. Returns a new value (the input is not changed).
 */
export function turnAfter(prev: Turn | null | undefined, seats: number, active: readonly number[], now: number): Turn {
  const on = new Set(active);
  return { since: Array.from({ length: seats }, (_, s) => (on.has(s) ? (prev?.since[s] ?? now) : null)), at: now };
}

/** What a spectator may see of a table, as of `now`: names, colours, bots, the host badge, whose turn. */
export function glanceOf(meta: TableMeta, turn: Turn | null | undefined, gameName: string, now: number): TableGlance {
  const playing = meta.status === 'playing' && turn ? turn.since : [];
  const active = playing.flatMap((t, s) => (t === null ? [] : [s]));
  return {
    id: meta.id,
    game: meta.game,
    gameName,
    status: meta.status,
    // Field by field: a seat record also holds its key and its share of the deal (store.ts).
    seats: meta.seats.map((s) => ({ name: s.name, color: s.color, bot: s.controller === 'bot', host: s.host === true })),
    active,
    waitedMs: active.map((s) => Math.max(0, now - playing[s]!)),
    quietMs: meta.status !== 'lobby' && turn ? Math.max(0, now - turn.at) : null,
  };
}

export type GlanceIds = { ok: true; ids: string[] } | { ok: false; code: ErrorCode; message: string };

/**
 * The body of `POST /api/tables/state` (already read under its cap): `{"ids": [...]}`, nothing
 * else, at most MAX_GLANCE_IDS ids each shaped like a table id; repeats are asked once. Whether an
 * id was made by this server (its tag, ids.ts) is checked by the Worker, per id.
 */
export function readGlanceIds(text: string): GlanceIds {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, code: 'msg/bad-json', message: 'The request body must be JSON.' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, code: 'msg/bad-schema', message: 'Ask with {"ids": [table ids]}.' };
  const extra = Object.keys(body).find((k) => k !== 'ids');
  if (extra !== undefined) return { ok: false, code: 'msg/bad-schema', message: `A state request has only ids; not "${extra.slice(0, 32)}".` };
  const ids = (body as { ids?: unknown }).ids;
  if (!Array.isArray(ids)) return { ok: false, code: 'msg/bad-schema', message: 'Ask with {"ids": [table ids]}.' };
  if (ids.length > MAX_GLANCE_IDS) return { ok: false, code: 'msg/too-large', message: `At most ${MAX_GLANCE_IDS} tables at once; ask the rest in another request.` };
  if (!ids.every((id): id is string => typeof id === 'string' && TABLE_ID.test(id))) return { ok: false, code: 'msg/bad-schema', message: 'Each id is a table id: 32 letters, digits, - or _.' };
  return { ok: true, ids: [...new Set(ids)] };
}
