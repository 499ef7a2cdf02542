// The door every message from a socket goes through before the table looks at it: the sender's
// mute, its message rate, the frame's length (before any parsing), JSON, the protocol of a hello,
// the schema, and the ping rate. Cheap checks first, so a flood costs as little as possible.
import { ClientMessage, MAX_CLIENT_MESSAGE_BYTES, PROTOCOL_VERSION, parseHot, type ErrorCode, type ServerMessage } from '../shared/protocol';
import type { ConnState } from './conns';
import { LIMITS, take, utf8Length, waitMs } from './limits';

export interface Refusal {
  code: ErrorCode;
  message: string;
  /** For rate limits: how long the sender should wait before sending again. */
  retryMs?: number;
}

export type Admission = { kind: 'ok'; msg: ClientMessage } | { kind: 'refused'; refusal: Refusal } | { kind: 'muted' };

const refused = (code: ErrorCode, message: string, retryMs?: number): Admission => ({
  kind: 'refused',
  refusal: retryMs === undefined ? { code, message } : { code, message, retryMs },
});

export function admit(cs: ConnState, raw: string | ArrayBuffer | ArrayBufferView, now: number): Admission {
  // Muted after a flood (and told so, with how long): ignored unread until the time is up.
  if (cs.mutedUntil > now) return { kind: 'muted' };
  if (cs.mutedUntil > 0) cs.unmute(now);
  if (!take(cs.bucket, now, LIMITS.messages)) {
    const wait = waitMs(cs.bucket, now, LIMITS.messages);
    return refused('msg/rate-limited', `Too many messages: wait ${wait} ms, then send that again.`, wait);
  }
  const length = typeof raw === 'string' ? raw.length : raw.byteLength;
  // A string's length is at most its UTF-8 size; the exact size is counted only near the cap.
  if (length > MAX_CLIENT_MESSAGE_BYTES || (typeof raw === 'string' && length * 3 > MAX_CLIENT_MESSAGE_BYTES && utf8Length(raw) > MAX_CLIENT_MESSAGE_BYTES)) {
    return refused('msg/too-large', `Messages are limited to ${MAX_CLIENT_MESSAGE_BYTES} bytes.`);
  }
  if (typeof raw !== 'string') return refused('msg/bad-json', 'Messages are JSON text.');
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return refused('msg/bad-json', 'That message is not valid JSON.');
  }
  if (isObject(data) && data.t === 'hello' && data.protocol !== PROTOCOL_VERSION) {
    // "Reload the page" only when the page really speaks another version.
    return typeof data.protocol === 'number'
      ? refused('proto/version', `This table speaks protocol ${PROTOCOL_VERSION}, your page speaks ${data.protocol}: reload the page.`)
      : refused('proto/missing', `A hello must name the protocol it speaks, as in {"t":"hello","protocol":${PROTOCOL_VERSION}}.`);
  }
  // Moves and pings, the hot kinds, skip the schema walk (same answers: see parseHot).
  let msg = parseHot(data);
  if (msg === null) {
    const parsed = ClientMessage.safeParse(data);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const where = first && first.path.length > 0 ? ` (at ${first.path.join('.')})` : '';
      return refused('msg/bad-schema', `Unknown or malformed message${where}.`);
    }
    msg = parsed.data;
  }
  if (msg.t === 'ping' && !take(cs.pings, now, LIMITS.pings)) {
    const wait = waitMs(cs.pings, now, LIMITS.pings);
    return refused('msg/rate-limited', `Too many pings: wait ${wait} ms.`, wait);
  }
  return { kind: 'ok', msg };
}

/**
 * Count one refusal against the sender. Past its allowance it is muted for a while (messages
 * ignored unread: a flood then costs next to nothing, where closing it would only invite a storm
 * of reconnects, each dearer than a message); returns the notice that tells it so.
 */
export function strike(cs: ConnState, now: number): ServerMessage | null {
  if (!cs.strike(now)) return null;
  cs.mutedUntil = now + LIMITS.muteMs;
  const message = `Too many refused messages: everything this connection sends in the next ${LIMITS.muteMs / 1000} s is ignored. Wait, then carry on.`;
  return { t: 'error', code: 'msg/rate-limited', message, retryMs: LIMITS.muteMs };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
