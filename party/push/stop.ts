// "Forget" on My tables (issue 31): a page about to drop a table's seat key first asks the room to
// stop telling that seat of its turn, since once the key is gone nothing could stop it. An HTTP
// door rather than the table socket: a socket's hello with the seat key would count as the player
// coming back (a bot playing for an absent seat hands it back, others see them arrive) for a page
// that only means to leave. The body is `{"id": <table id>, "seat": <seat key>}`, nothing else.
import type { ErrorCode } from '../../shared/protocol';
import { TABLE_ID } from '../ids';

/** The body: two short strings (32 + at most 64 characters); nothing past this is read. */
export const MAX_STOP_BODY_BYTES = 256;

/** A seat key as the protocol carries one (shared/protocol.ts `secret`). */
const SEAT_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export type PushStop = { ok: true; id: string; seat: string } | { ok: false; code: ErrorCode; message: string };

const bad = (message: string): PushStop => ({ ok: false, code: 'msg/bad-schema', message });

/** The body of `POST /api/push/stop`, already read under its cap. */
export function readPushStop(text: string): PushStop {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, code: 'msg/bad-json', message: 'The request body must be JSON.' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return bad('Ask with {"id": table id, "seat": seat key}.');
  const extra = Object.keys(body).find((k) => k !== 'id' && k !== 'seat');
  if (extra !== undefined) return bad(`A stop request has only id and seat; not "${extra.slice(0, 32)}".`);
  const { id, seat } = body as { id?: unknown; seat?: unknown };
  if (typeof id !== 'string' || !TABLE_ID.test(id)) return bad('The id is a table id: 32 letters, digits, - or _.');
  if (typeof seat !== 'string' || !SEAT_KEY.test(seat)) return bad('The seat is a seat key: 16 to 64 letters, digits, - or _.');
  return { ok: true, id, seat };
}
