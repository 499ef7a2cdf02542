// The replay page's own socket to the table room: it says hello with this browser's saved keys
// (so a player may review with their own seat's view), then asks for one position at a time. One
// request is in flight at most: holding an arrow key asks only for the latest position wanted,
// which keeps a page well under the room's rate limit. Positions seen are kept, so stepping back is
// instant; the room rebuilds positions from the stored moves (the seed never leaves it).
import PartySocket from 'partysocket';
import { signal } from '@preact/signals';
import { PROTOCOL_VERSION, TABLE_PARTY } from '../../shared/constants';
import type { ClientMessageInput, ReplayFrame, ServerMessage } from '../../shared/protocol';
import { storage } from '../lib/storage';
import { setSeatColours } from '../lib/colours';

export interface Wanted {
  at: number;
  /** A seat (or a spectator) to see the game as; absent: as this browser sees the table (its seat, or a spectator). */
  as?: number | 'spectator';
}

const keyOf = (w: Wanted) => `${w.as ?? '-'}:${w.at}`;

export class ReplayConn {
  readonly frame = signal<ReplayFrame | null>(null);
  readonly error = signal<string | null>(null);
  readonly missing = signal(false);
  /** Moves played so far (known from the first snapshot, then from every frame). */
  readonly total = signal<number | null>(null);
  /** The game is over (known from the first snapshot): its record can be checked (VerifyPanel). */
  readonly over = signal(false);
  private wanted: Wanted;
  private inFlight: string | null = null;
  private ready = false;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private readonly cache = new Map<string, ReplayFrame>();
  private readonly socket: PartySocket;

  constructor(readonly id: string, first: { at: number | null; as?: number | 'spectator' }) {
    this.wanted = { at: first.at ?? Number.MAX_SAFE_INTEGER, as: first.as };
    this.socket = new PartySocket({
      host: location.host,
      protocol: location.protocol === 'https:' ? 'wss' : 'ws',
      party: TABLE_PARTY,
      room: id,
      maxEnqueuedMessages: 0,
      minReconnectionDelay: 500,
      maxReconnectionDelay: 8000,
      shouldReconnectOnClose: (e) => e.code !== 4404,
    });
    this.socket.addEventListener('open', () => {
      this.ready = false;
      this.inFlight = null;
      const hello: ClientMessageInput = { t: 'hello', protocol: PROTOCOL_VERSION };
      const seat = storage.seatSecret(id);
      const host = storage.hostSecret(id);
      if (seat) hello.seatSecret = seat;
      if (host) hello.hostSecret = host;
      this.send(hello);
    });
    this.socket.addEventListener('message', (e: MessageEvent) => {
      if (typeof e.data !== 'string') return;
      try {
        this.receive(JSON.parse(e.data) as ServerMessage);
      } catch {
        /* not for us */
      }
    });
  }

  private send(msg: ClientMessageInput): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(msg));
  }

  private receive(msg: ServerMessage): void {
    switch (msg.t) {
      case 'snapshot':
        // Hello is answered by a snapshot: now replays may be asked for.
        if (!this.ready) {
          this.ready = true;
          // The table's own seat colours (a game's palette, not the platform's): every seat mark
          // and every piece the board draws in a seat's colour looks them up (lib/colours.ts). A
          // replay opened by its link has no table page before it to have set them.
          setSeatColours(msg.table.colours);
          if (msg.table.status === 'lobby') {
            this.error.value = 'The game has not started: there is nothing to replay yet.';
            return;
          }
          this.total.value = msg.table.gv;
          this.over.value = msg.table.status === 'over';
          this.go(this.wanted);
        }
        return;
      case 'replay': {
        const sent = this.inFlight;
        this.inFlight = null;
        this.error.value = null;
        this.total.value = msg.total;
        if (sent !== null) this.cache.set(sent, msg);
        if (sent === keyOf(this.wanted)) this.frame.value = msg;
        else this.request();
        return;
      }
      case 'reveal':
        // What other seats may be seen changed: forget what was kept and ask again.
        this.cache.clear();
        this.request();
        return;
      case 'error':
        if (msg.code === 'table/not-found') {
          this.missing.value = true;
          this.socket.close();
          return;
        }
        this.inFlight = null;
        // That seat is no longer shown (the host turned the reveal off): back to what was public.
        if (msg.code === 'replay/not-allowed' && this.wanted.as !== undefined) {
          this.wanted = { at: this.wanted.at };
          this.request();
        }
        if (msg.code === 'msg/rate-limited') {
          clearTimeout(this.retry);
          this.retry = setTimeout(() => this.request(), msg.retryMs ?? 1000);
          return;
        }
        this.error.value = msg.message;
        return;
      default:
        return;
    }
  }

  /** Show this position: from what was kept, or ask the room (after the request in flight). */
  go(w: Wanted): void {
    const total = this.total.value;
    const at = Math.max(0, Math.min(w.at, total ?? w.at));
    this.wanted = w.as === undefined ? { at } : { at, as: w.as };
    const kept = this.cache.get(keyOf(this.wanted));
    // Kept frames of the last move may be out of date during a game: ask again for those.
    if (kept && (kept.at < (total ?? 0) || kept.table.status === 'over')) {
      this.frame.value = kept;
      return;
    }
    this.request();
  }

  private request(): void {
    if (!this.ready || this.inFlight !== null) return;
    const msg: ClientMessageInput = this.wanted.as === undefined ? { t: 'replay', at: this.wanted.at } : { t: 'replay', at: this.wanted.at, as: this.wanted.as };
    this.inFlight = keyOf(this.wanted);
    this.send(msg);
  }

  reveal(on: boolean): void {
    this.send({ t: 'reveal', on });
  }

  close(): void {
    clearTimeout(this.retry);
    this.socket.close();
  }
}
