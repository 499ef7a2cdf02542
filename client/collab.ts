// Chat and live cursors: non-authoritative, shared through a Yjs document in the table's chat room.
// Loaded lazily (dynamic import) so Yjs stays out of the first paint.
import * as Y from 'yjs';
import YProvider from 'y-partyserver/provider';
import { MAX_CHAT_LENGTH, MAX_NAME_LENGTH } from '../shared/constants';
import { AREA_RE, SPECTATOR_COLOR, type ChatMessage, type RemoteCursor, type TableStore } from './store';

/** Messages kept in the shared document (older ones are deleted by whoever pushes). */
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

export function startCollab(store: TableStore): () => void {
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

  store.collab.value = {
    sendChat(text) {
      const clean = text.trim().slice(0, MAX_CHAT_LENGTH);
      if (!clean) return;
      const who = store.me.value;
      const msg: ChatMessage = { name: who.name, color: who.color, text: clean, seat: who.seat, at: Date.now() };
      doc.transact(() => {
        chat.push([msg]);
        const extra = chat.length - KEEP;
        if (extra > 0) chat.delete(0, extra);
      });
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
    chat.unobserve(refreshChat);
    awareness.off('change', refreshCursors);
    provider.destroy();
    doc.destroy();
  };
}
