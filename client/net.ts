// The table's socket: partysocket (reconnects with backoff) feeding the store.
import PartySocket from 'partysocket';
import type { ServerMessage } from '../shared/protocol';
import { TableStore } from './store';

/** After this many failed reconnects in a row, say "offline" rather than "reconnecting". */
const OFFLINE_AFTER = 4;

export interface TableConnection {
  store: TableStore;
  close(): void;
}

export function connectTable(id: string): TableConnection {
  const socket = new PartySocket({
    host: location.host,
    protocol: location.protocol === 'https:' ? 'wss' : 'ws',
    party: 'table',
    room: id,
    // Never replay messages typed while offline: a move is made against what one saw.
    maxEnqueuedMessages: 0,
    minReconnectionDelay: 500,
    maxReconnectionDelay: 8000,
    // 4404: no table at this link; knocking again will not make one.
    shouldReconnectOnClose: (e) => e.code !== 4404,
  });
  const store = new TableStore(id, {
    send(msg) {
      if (socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(msg));
      return true;
    },
  });

  const setStatus = () => {
    // The browser knows it has no network before a socket notices: say so at once.
    if (!navigator.onLine) store.conn.value = 'offline';
    else if (socket.readyState === WebSocket.OPEN) store.conn.value = 'connected';
    else if (socket.retryCount >= OFFLINE_AFTER) store.conn.value = 'offline';
    else store.conn.value = store.sync.value.table ? 'reconnecting' : 'connecting';
  };

  socket.addEventListener('open', () => {
    setStatus();
    store.hello();
  });
  socket.addEventListener('close', setStatus);
  socket.addEventListener('error', setStatus);
  socket.addEventListener('message', (e: MessageEvent) => {
    if (typeof e.data !== 'string') return;
    let msg: ServerMessage;
    try {
      msg = JSON.parse(e.data) as ServerMessage;
    } catch {
      return;
    }
    store.receive(msg);
    // No table at this link: stop knocking.
    if (store.missing.value) socket.close();
  });

  const onOffline = () => setStatus();
  const onOnline = () => {
    setStatus();
    if (socket.readyState !== WebSocket.OPEN) socket.reconnect();
  };
  addEventListener('offline', onOffline);
  addEventListener('online', onOnline);
  // A tab coming back from the background reconnects at once instead of waiting for the backoff.
  const onVisible = () => {
    if (document.visibilityState === 'visible' && socket.readyState === WebSocket.CLOSED && !store.missing.value) socket.reconnect();
  };
  document.addEventListener('visibilitychange', onVisible);

  return {
    store,
    close() {
      removeEventListener('offline', onOffline);
      removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      socket.close();
    },
  };
}
