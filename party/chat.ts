// Table chat and live cursors: a Yjs document per table, synced by y-partyserver. It is not
// authoritative: nothing in it reaches the game. Chat survives restarts; cursors are awareness
// only. The server keeps the chat to its newest lines and removes lines that break the caps, so
// a modified client cannot bloat the document or push oversized text to the others.
import { YServer } from 'y-partyserver';
import * as Y from 'yjs';
import { MAX_CHAT_LENGTH, MAX_NAME_LENGTH } from '../shared/protocol';

const KEEP = 200;

export function isChatLine(x: unknown): boolean {
  if (typeof x !== 'object' || x === null) return false;
  const l = x as Record<string, unknown>;
  return (
    typeof l.text === 'string' &&
    l.text.length > 0 &&
    l.text.length <= MAX_CHAT_LENGTH &&
    typeof l.name === 'string' &&
    l.name.length <= MAX_NAME_LENGTH &&
    typeof l.color === 'string' &&
    l.color.length <= 16
  );
}

export class ChatRoom extends YServer {
  static override callbackOptions = { debounceWait: 500, debounceMaxWait: 2000, timeout: 5000 };

  override async onLoad(): Promise<void> {
    const saved = await this.ctx.storage.get<Uint8Array>('doc');
    if (saved) Y.applyUpdate(this.document, saved);
    const chat = this.document.getArray('chat');
    chat.observe(() => {
      this.document.transact(() => {
        for (let i = chat.length - 1; i >= 0; i--) if (!isChatLine(chat.get(i))) chat.delete(i, 1);
        if (chat.length > KEEP) chat.delete(0, chat.length - KEEP);
      });
    });
  }

  override async onSave(): Promise<void> {
    await this.ctx.storage.put('doc', Y.encodeStateAsUpdate(this.document));
  }
}
