// Chat and live cursors: non-authoritative, shared through a Yjs document in the table's chat room.
// Loaded lazily (dynamic import) so Yjs stays out of the first paint.
import * as Y from 'yjs';
import YProvider from 'y-partyserver/provider';
import { MAX_CHAT_LENGTH, MAX_NAME_LENGTH } from '../shared/constants';
import { effect } from '@preact/signals';
import { storage } from './lib/storage';
import { AREA_RE, SPECTATOR_COLOR, type ChatMessage, type RemoteCursor, type TableStore } from './store';

/** Messages shown (the room keeps the document to its newest lines). */
const KEEP = 200;

const str = (x: unknown, max: number): string | null => (typeof x === 'string' ? x.slice(0, max) : null);
const num = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);

/** Other people write this document: trust nothing in it. */
function readMessage(raw: unknown): ChatMessage | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const text = str(r.text, MAX_CHAT_LENGTH);
  const name = str(r.name, MAX_NAME_LENGTH);
  if (!text || !name) return null;
  return { name, text, color: str(r.color, 16) ?? SPECTATOR_COLOR, seat: num(r.seat), at: num(r.at) ?? 0 };
}

export function readCursor(id: number, raw: unknown, at: number, before?: RemoteCursor): RemoteCursor | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as { user?: { name?: unknown; color?: unknown }; cursor?: { area?: unknown; x?: unknown; y?: unknown } | null };
  const x = num(r.cursor?.x);
  const y = num(r.cursor?.y);
  const area = str(r.cursor?.area, 32);
  const name = str(r.user?.name, MAX_NAME_LENGTH);
  if (x === null || y === null || !name || !area || !AREA_RE.test(area)) return null;
  const c = { id, name, color: str(r.user?.color, 16), area, x: Math.min(1, Math.max(0, x)), y: Math.min(1, Math.max(0, y)), at };
  // Awareness also changes for other reasons (a renewal, a name): only a move counts as activity.
  if (before && before.area === c.area && before.x === c.x && before.y === c.y) c.at = before.at;
  return c;
}

/** What the chat room allows: a burst, then a few lines a second (party/chat.ts). */
const LINES_BURST = 8;
const LINES_PER_S = 2;

/**
 * Chat and cursors for one table. If the room refuses something this client sent (a race with a
 * seat change, or too many lines), the local copy no longer matches the room's: it is dropped and
 * the chat starts again from the room's copy.
 */
export function startCollab(store: TableStore): () => void {
  let stopped = false;
  let current: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    current = connect(store, (why, full) => {
      // A refused frame: start again from the room's copy at once. A full chat (the table's
      // connection caps): try again in a while, not in a loop of refused sockets.
      store.toast(full ? `Chat: ${why}. It tries again in a minute.` : `Chat: ${why}. The chat reconnects.`, full ? 'chat/full' : 'chat/refused');
      current?.();
      current = null;
      clearTimeout(timer);
      timer = setTimeout(() => !stopped && run(), full ? 60_000 : 1000);
    });
  };
  run();
  return () => {
    stopped = true;
    clearTimeout(timer);
    current?.();
    current = null;
  };
}

function connect(store: TableStore, onRefused: (why: string, full: boolean) => void): () => void {
  const doc = new Y.Doc();
  const provider = new YProvider(location.host, store.id, doc, {
    party: 'chat',
    protocol: location.protocol === 'https:' ? 'wss' : 'ws',
  });
  const chat = doc.getArray<unknown>('chat');
  const awareness = provider.awareness;

  const refreshChat = () => {
    const all = chat.toArray();
    store.chat.value = all
      .slice(-KEEP)
      .map(readMessage)
      .filter((m): m is ChatMessage => m !== null);
  };
  chat.observe(refreshChat);
  refreshChat();

  const refreshCursors = () => {
    const out: RemoteCursor[] = [];
    const before = new Map(store.cursors.value.map((c) => [c.id, c]));
    const now = performance.now();
    awareness.getStates().forEach((state, id) => {
      if (id === doc.clientID) return;
      const c = readCursor(id, state, now, before.get(id));
      if (c) out.push(c);
    });
    store.cursors.value = out;
  };
  awareness.on('change', refreshCursors);

  const me = store.me.value;
  awareness.setLocalState({ user: { name: me.name, color: me.color }, cursor: null });

  // The room ties a line to a seat only with that seat's key: say which key we hold on every
  // (re)connection and whenever our seat changes.
  const identify = () => {
    if (!provider.wsconnected) return;
    const secret = store.me.value.seat === null ? null : storage.seatSecret(store.id);
    provider.sendMessage(JSON.stringify({ t: 'seat', secret }));
  };
  const onStatus = ({ status }: { status: string }) => status === 'connected' && identify();
  provider.on('status', onStatus);
  const stopIdentify = effect(() => {
    void store.me.value.seat;
    identify();
  });
  const onCustom = (text: string) => {
    try {
      const m = JSON.parse(text) as { t?: unknown; why?: unknown };
      if (m.t === 'refused' || m.t === 'full') onRefused(typeof m.why === 'string' ? m.why.slice(0, 120) : 'refused', m.t === 'full');
    } catch {
      /* not for us */
    }
  };
  provider.on('custom-message', onCustom);

  let tokens = LINES_BURST;
  let at = Date.now();
  store.collab.value = {
    sendChat(text) {
      const clean = text.trim().slice(0, MAX_CHAT_LENGTH);
      if (!clean) return;
      const now = Date.now();
      tokens = Math.min(LINES_BURST, tokens + ((now - at) / 1000) * LINES_PER_S);
      at = now;
      if (tokens < 1) {
        store.toast('You are writing faster than the chat takes lines: wait a moment.', 'chat/slow-down');
        return;
      }
      tokens -= 1;
      const who = store.me.value;
      const msg: ChatMessage = { name: who.name, color: who.color, text: clean, seat: who.seat, at: now };
      // Old lines are trimmed by the room, never by a visitor.
      chat.push([msg]);
    },
    setCursor(pos) {
      awareness.setLocalStateField('cursor', pos);
    },
    setUser(user) {
      awareness.setLocalStateField('user', user);
    },
  };

  return () => {
    store.collab.value = null;
    stopIdentify();
    chat.unobserve(refreshChat);
    awareness.off('change', refreshCursors);
    provider.off('status', onStatus);
    provider.off('custom-message', onCustom);
    provider.destroy();
    doc.destroy();
  };
}
