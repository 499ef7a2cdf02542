// A table seen from outside, for "My tables" on the home page (issue 31): whose turn it is and
// since when, built from two stored values only (`meta` and `turn`), so the door can answer 50
// tables without starting a single room, and without a word a spectator may not read.
import { MAX_GLANCE_IDS, SEAT_PROOF, seatProof, type TableGlance } from '../shared/mytables';
import type { ErrorCode } from '../shared/protocol';
import type { AnyGame } from '../shared/engine/types';
import { seatPlanOf } from '../shared/seats';
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

/**
 * What a spectator may see of a table, as of `now`: names, colours (the game's own, as its seat plan
 * declares them), bots, the host badge, whose turn. With `proof` (shared/mytables.ts `seatProof`),
 * also the seat whose key made it: only the key's holder could have made it.
 */
export function glanceOf(meta: TableMeta, turn: Turn | null | undefined, game: AnyGame, now: number, proof?: string): TableGlance {
  const playing = meta.status === 'playing' && turn ? turn.since : [];
  const active = playing.flatMap((t, s) => (t === null ? [] : [s]));
  const worn = new Set(meta.seats.map((s) => s.color));
  const glance: TableGlance = {
    id: meta.id,
    game: meta.game,
    gameName: game.name,
    status: meta.status,
    // Field by field: a seat record also holds its key and its share of the deal (store.ts).
    seats: meta.seats.map((s) => ({ name: s.name, color: s.color, bot: s.controller === 'bot', host: s.host === true })),
    active,
    waitedMs: active.map((s) => Math.max(0, now - playing[s]!)),
    quietMs: meta.status !== 'lobby' && turn ? Math.max(0, now - turn.at) : null,
    colours: seatPlanOf(game, meta.options).colours.filter((c) => worn.has(c.id)).map(({ id, name, fill, ink, shape }) => ({ id, name, fill, ink, shape })),
  };
  if (proof === undefined) return glance;
  const you = meta.seats.findIndex((s) => s.controller === 'human' && typeof s.secret === 'string' && s.secret.length > 0 && seatProof(meta.id, s.secret) === proof);
  return { ...glance, you: you < 0 ? null : you };
}

export type GlanceIds = { ok: true; ids: string[]; proofs: Map<string, string> } | { ok: false; code: ErrorCode; message: string };

/**
 * The body of `POST /api/tables/state` (already read under its cap): `{"ids": [...], "seats": {id:
 * proof}}`, nothing else, at most MAX_GLANCE_IDS ids each shaped like a table id; repeats are asked
 * once; `seats` is optional, one seat proof per id asked. Whether an id was made by this server
 * (its tag, ids.ts) is checked by the Worker, per id.
 */
export function readGlanceIds(text: string): GlanceIds {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, code: 'msg/bad-json', message: 'The request body must be JSON.' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, code: 'msg/bad-schema', message: 'Ask with {"ids": [table ids]}.' };
  const extra = Object.keys(body).find((k) => k !== 'ids' && k !== 'seats');
  if (extra !== undefined) return { ok: false, code: 'msg/bad-schema', message: `A state request has only ids and seats; not "${extra.slice(0, 32)}".` };
  const { ids, seats } = body as { ids?: unknown; seats?: unknown };
  if (!Array.isArray(ids)) return { ok: false, code: 'msg/bad-schema', message: 'Ask with {"ids": [table ids]}.' };
  if (ids.length > MAX_GLANCE_IDS) return { ok: false, code: 'msg/too-large', message: `At most ${MAX_GLANCE_IDS} tables at once; ask the rest in another request.` };
  if (!ids.every((id): id is string => typeof id === 'string' && TABLE_ID.test(id))) return { ok: false, code: 'msg/bad-schema', message: 'Each id is a table id: 32 letters, digits, - or _.' };
  const asked = new Set(ids);
  const proofs = new Map<string, string>();
  if (seats !== undefined) {
    if (typeof seats !== 'object' || seats === null || Array.isArray(seats)) return { ok: false, code: 'msg/bad-schema', message: 'seats is {table id: seat proof}.' };
    for (const [id, proof] of Object.entries(seats)) {
      if (!asked.has(id)) return { ok: false, code: 'msg/bad-schema', message: 'seats names only tables in ids.' };
      if (typeof proof !== 'string' || !SEAT_PROOF.test(proof)) return { ok: false, code: 'msg/bad-schema', message: 'A seat proof is 32 hex digits (never a seat key).' };
      proofs.set(id, proof);
    }
  }
  return { ok: true, ids: [...asked], proofs };
}
