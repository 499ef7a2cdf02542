// Table chat and live cursors: a Yjs document per table, synced by y-partyserver. It is not
// authoritative: nothing in it reaches the game. Chat survives restarts; cursors are awareness
// only. The server keeps the chat to its newest lines so the document stays small.
import { YServer } from 'y-partyserver';
import * as Y from 'yjs';

const KEEP = 200;

export class ChatRoom extends YServer {
  static override callbackOptions = { debounceWait: 500, debounceMaxWait: 2000, timeout: 5000 };

  override async onLoad(): Promise<void> {
    const saved = await this.ctx.storage.get<Uint8Array>('doc');
    if (saved) Y.applyUpdate(this.document, saved);
    const chat = this.document.getArray('chat');
    chat.observe(() => {
      if (chat.length > KEEP) this.document.transact(() => chat.delete(0, chat.length - KEEP));
    });
  }

  override async onSave(): Promise<void> {
    await this.ctx.storage.put('doc', Y.encodeStateAsUpdate(this.document));
  }
}
