// The room's side of a provably fair deal (shared/fair/deal.ts, issue 32): the server secret and its
// seal when a table is created, each seated browser's share kept in its seat record, the seed made
// at the start from both, and after the end the record anyone can check. The secret, the shares
// and the seed stay in the meta until the end: no view, log line, error or replay carries them
// (views.ts copies only the seal), and the record is refused until the game is over.
import type { GameEvent } from '../shared/engine/types';
import { stepRecord, Trail } from '../shared/engine/undo';
import { MAX_SHARE_LENGTH, RECORD_VERSION, SHARE, sealPrefix, seedText, viewText, type GameRecord } from '../shared/fair/deal';
import type { ErrorCode } from '../shared/protocol';
import { saveMeta, type KV, type MoveRecord, type SeatRecord, type TableMeta } from './store';
import { TableError } from './errors';
import { yieldTurn } from './slice';
import type { TableNow } from './host';

/** SHA-256 as hex by WebCrypto (the room's own hashing; the shared verifier's pure one agrees). */
export async function sha256Async(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let out = '';
  for (const b of digest) out += b.toString(16).padStart(2, '0');
  return out;
}

/** A new table's sealed secret: the secret is kept in the meta, only the seal is ever shown. */
export async function sealNew(secret: string): Promise<NonNullable<TableMeta['fair']>> {
  return { secret, seal: await sha256Async(secret) };
}

const refuse = (code: ErrorCode, message: string) => new TableError(code, message);

/**
 * A seated player's browser sends its share in the lobby. Kept in its seat record (so standing up
 * or being removed drops it with the seat); the same share again changes nothing; another one, a
 * malformed one, one from a spectator or one after the start is refused, to the sender only.
 * Returns the meta to save, or null when nothing changes.
 */
export function takeShare(meta: TableMeta, seat: number | null, share: string): TableMeta | null {
  if (seat === null) throw refuse('fair/not-seated', 'Only a seated player sends a share of the deal.');
  if (meta.status !== 'lobby') throw refuse('fair/too-late', 'The game has started: its deal is fixed, so no share is taken now.');
  if (share.length > MAX_SHARE_LENGTH || !SHARE.test(share)) throw refuse('fair/bad-share', `A share of the deal is 32 to ${MAX_SHARE_LENGTH} lower-case hex digits.`);
  const record = meta.seats[seat]!;
  if (record.share === share) return null;
  if (record.share !== undefined) throw refuse('fair/already-committed', 'Your browser already sent its share of this deal: it cannot be changed.');
  const seats: SeatRecord[] = meta.seats.map((s, i) => (i === seat ? { ...s, share } : s));
  return { ...meta, seats };
}

/** Save a share (takeShare): nobody else is told, so nothing is broadcast. */
export async function saveShare(kv: KV, meta: TableMeta, seat: number | null, share: string): Promise<TableMeta> {
  const next = takeShare(meta, seat, share);
  if (!next) return meta;
  await saveMeta(kv, next);
  return next;
}

/**
 * The deal at the start, for the seats that play (in play order): the seed from the secret and
 * each seat's share, and the log lines that say so. The start never waits for a share: a seat
 * whose browser sent none is named, and the deal uses the others' (and the server's).
 */
export async function dealAtStart(fair: NonNullable<TableMeta['fair']>, seats: readonly SeatRecord[]): Promise<{ fair: NonNullable<TableMeta['fair']>; seed: string; lines: GameEvent[] }> {
  const shares = seats.map((s) => (s.controller === 'human' ? (s.share ?? null) : null));
  const seed = await sha256Async(seedText(fair.secret, shares));
  const lines: GameEvent[] = [{ text: `Deal sealed: ${sealPrefix(fair.seal)}… — revealed at the end.`, kind: 'fair', data: { seal: fair.seal } }];
  seats.forEach((s, seat) => {
    if (s.controller === 'human' && s.share === undefined) lines.push({ text: `{p${seat}}'s browser sent no share of the deal; the deal uses the others'.`, seat, kind: 'fair' });
  });
  return { fair: { ...fair, shares }, seed, lines };
}

/** What the record needs of the table. */
export type RecordHost = Pick<TableNow, 'id' | 'meta' | 'game' | 'gv' | 'migration'> & { readonly env: { kv: KV } };

/** Records hashed per turn of the event loop while a record is built (it never holds the room long). */
const PER_SLICE = 64;

/**
 * The finished table's record (shared/fair/deal.ts), rebuilt from the seed and the stored records
 * as the table's restore does, hashing the spectator's view of every position. Refused before the end.
 */
export async function buildRecord(t: RecordHost): Promise<GameRecord> {
  const meta = t.meta;
  const game = t.game;
  if (!meta || !game || meta.status !== 'over' || meta.seed === null) throw refuse('table/not-over', 'The record of a game is shown once the game is over.');
  if (t.migration) throw refuse('table/needs-migration', 'This game no longer replays under the current rules: it has no record to check.');
  const stored = await t.env.kv.list<MoveRecord>('m:');
  const records = [...stored.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, m]) => m).slice(0, t.gv);
  const players = meta.seats.length;
  let state = game.setup(meta.seed, players, meta.options);
  const trail = new Trail();
  const views = [await sha256Async(viewText(game.view(state, 'spectator')))];
  for (let i = 0; i < records.length; i++) {
    if (i > 0 && i % PER_SLICE === 0) await yieldTurn();
    const res = stepRecord(game, players, trail, state, records[i]!, i);
    if (!res.ok) throw refuse('table/needs-migration', `Move ${i + 1} of this game no longer replays: it has no record to check.`);
    state = res.state;
    views.push(await sha256Async(viewText(game.view(state, 'spectator'))));
  }
  const fair = meta.fair;
  const record: GameRecord = {
    record: RECORD_VERSION,
    id: meta.id,
    game: meta.game,
    options: meta.options,
    seats: meta.seats.map((s) => (s.controller === 'bot' && s.bot ? { name: s.name, bot: s.bot } : { name: s.name })),
    fair: meta.imported ? 'device' : fair?.shares ? 'sealed' : 'unsealed',
    ...(fair?.shares && !meta.imported ? { seal: fair.seal, secret: fair.secret, shares: fair.shares } : {}),
    seed: meta.seed,
    moves: records.map((r) => ({ seat: r.seat, move: r.move, ...(r.undo !== undefined ? { undo: r.undo } : {}), ...(r.note ? { note: true as const } : {}) })),
    result: game.result(state),
    views,
  };
  return record;
}
