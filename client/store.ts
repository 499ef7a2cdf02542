// Client state of one table, as signals. Wraps the headless sync (sync.ts) and adds what a person
// at the table needs around it: connection state, error toasts, the move in flight, chat and cursors.
// No socket here: `send` is given by the networking module (net.ts), so the store is testable.
import type { TableOptions } from '../shared/tableoptions';
import { batch, computed, signal } from '@preact/signals';
import type { ClientMessageInput, SeatColor, ServerMessage, TableFrame } from '../shared/protocol';
import { key } from './lib/keep';
import { emptySync, receive, type SyncState } from './sync';
import { storage } from './lib/storage';
import { setSeatColours } from './lib/colours';
import { timedAfterRender, timing } from './lib/timing';
import { shareFor } from './lib/share';
import { cleanName, PROTOCOL_VERSION } from '../shared/constants';

/** Chat and cursor colour of people without a seat (not a seat colour). */
export const SPECTATOR_COLOR = 'gray';

export type ConnStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

export interface Toast {
  id: number;
  text: string;
  code?: string;
}

export interface ChatMessage {
  name: string;
  color: string;
  text: string;
  seat: number | null;
  at: number;
}

/**
 * Someone's pointer, anchored to a shared area of the board (an element marked `data-shared="<area>"`,
 * such as the map) in that area's own coordinates (0..1), so it lands on the same spot of the map
 * whatever each screen's layout. Pointers over anything else (a player's own panel) are not shared.
 */
export interface RemoteCursor {
  id: number;
  name: string;
  color: string | null;
  area: string;
  x: number;
  y: number;
  /** When this pointer last moved (local clock), to fade idle pointers. */
  at: number;
}
export type CursorPos = { area: string; x: number; y: number };
/** Area names are short tokens (they are read from other people's messages). */
export const AREA_RE = /^[a-z][a-z0-9-]{0,31}$/;

/** Chat and cursors, once the lazily loaded Yjs module is up. */
export interface Collab {
  sendChat(text: string): void;
  setCursor(pos: CursorPos | null): void;
  setUser(user: { name: string; color: string }): void;
}

/** The turn clock as the room last sent it, and when it arrived (`performance.now()`, this page's own clock). */
export interface ClockReading {
  left: number[];
  running: number[];
  at: number;
}

let toastIds = 0;
const TOAST_MS = 9000;

export class TableStore {
  readonly sync = signal<SyncState>(emptySync());
  readonly conn = signal<ConnStatus>('connecting');
  readonly toasts = signal<Toast[]>([]);
  /** The room said there is no table at this link. */
  readonly missing = signal(false);
  /** The room asked us to wait until then (ms since the epoch): nothing is sent before it. */
  readonly throttledUntil = signal(0);
  /** Game version a move of ours was sent against, until the room answers (blocks double clicks). */
  readonly pendingMove = signal<number | null>(null);
  readonly chat = signal<ChatMessage[]>([]);
  readonly cursors = signal<RemoteCursor[]>([]);
  readonly collab = signal<Collab | null>(null);
  /** The free seat a visitor picked in the seats panel (the sit form uses it). */
  readonly chosenSeat = signal<number | null>(null);
  /** This visitor asked for a seat and the room has not yet seated them (nor refused). */
  private sitAsked = false;
  /** The turn clock (null: the table has none); running seats count down from `at`. */
  readonly clock = signal<ClockReading | null>(null);
  /** Whether the room tells my seat of its turn by Web Push (lib/push.ts); it says so after each hello. */
  readonly pushOn = signal(false);
  /** The name this visitor chats under when not seated. */
  readonly guestName = signal(storage.name() ?? 'Spectator');

  readonly table = computed(() => this.sync.value.table);
  readonly log = computed(() => this.sync.value.log);
  /**
   * The table for the panels (TableFrame): a new value only when something besides the view, the
   * legal moves and the version changed, so that a move redraws the board and not every panel with
   * it (issue 28: the seats, status, header and options were drawn again at every change, about a
   * quarter of a change's elements). Between those changes it is the last table that changed them:
   * its view is not to be read (the type hides it).
   */
  private lastFrame: { k: string; t: TableFrame } | null = null;
  readonly frame = computed((): TableFrame | null => {
    const t = this.table.value;
    if (!t) return (this.lastFrame = null);
    const k = key({ ...t, view: undefined, legal: undefined, gv: undefined });
    if (this.lastFrame?.k === k) return this.lastFrame.t;
    this.lastFrame = { k, t };
    return t;
  });
  readonly mySeat = computed(() => this.table.value?.you.seat ?? null);
  readonly isHost = computed(() => this.table.value?.you.host ?? false);
  readonly myTurn = computed(() => {
    const t = this.table.value;
    return t !== null && t.status === 'playing' && t.you.seat !== null && t.active.includes(t.you.seat);
  });
  /** Who I am in chat and on the board: my seat's name and colour, else my guest name. */
  private lastMe: { name: string; color: string; seat: number | null } | null = null;
  readonly me = computed(() => {
    const t = this.table.value;
    const seat = t && t.you.seat !== null ? t.seats[t.you.seat] : undefined;
    // The chat room drops lines without a colour string: spectators write in neutral grey.
    const me = seat?.name
      ? { name: seat.name, color: (seat.color ?? SPECTATOR_COLOR) as string, seat: seat.seat }
      : { name: cleanName(this.guestName.value) || 'Spectator', color: SPECTATOR_COLOR, seat: null };
    // The same object while it says the same: every move's new table would otherwise re-render the
    // chat and whatever else reads it (issue 28: the chat panel was drawn again on every change).
    const last = this.lastMe;
    if (last && last.name === me.name && last.color === me.color && last.seat === me.seat) return last;
    return (this.lastMe = me);
  });

  /** Secrets this connection said hello with: if the room no longer honours them, forget them. */
  private helloSeat: string | null = null;
  private helloHost: string | null = null;
  private awaitingSnapshot = false;
  private pendingTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly id: string,
    private readonly transport: { send(msg: ClientMessageInput): boolean },
  ) {}

  // ---- from the room ---------------------------------------------------------------------------

  /** Call on every (re)opened connection: introduce ourselves with the saved secrets. */
  hello(): void {
    this.helloSeat = storage.seatSecret(this.id);
    this.helloHost = storage.hostSecret(this.id);
    this.sharedUnder = null;
    this.awaitingSnapshot = true;
    // The room says again after this hello if the seat is notified.
    this.pushOn.value = false;
    const msg: ClientMessageInput = { t: 'hello', protocol: PROTOCOL_VERSION };
    if (this.helloSeat) msg.seatSecret = this.helloSeat;
    if (this.helloHost) msg.hostSecret = this.helloHost;
    this.transport.send(msg);
  }

  receive(msg: ServerMessage): void {
    switch (msg.t) {
      case 'snapshot':
      case 'patch': {
        // For the bench: from here to the page's re-render committed, its motion started (lib/timing.ts).
        const t0 = msg.t === 'patch' && timing() ? performance.now() : -1;
        const out = receive(this.sync.value, msg);
        if (out.kind === 'gap') {
          if (!this.awaitingSnapshot) {
            this.awaitingSnapshot = true;
            this.transport.send({ t: 'sync' });
          }
          return;
        }
        if (out.kind !== 'updated') return;
        const before = this.sync.value.table?.gv;
        batch(() => {
          this.sync.value = out.state;
          if (msg.t === 'snapshot') this.awaitingSnapshot = false;
          if (out.state.table && out.state.table.gv !== before) this.clearPending();
        });
        setSeatColours(out.state.table?.colours);
        if (t0 >= 0) timedAfterRender('patch', t0);
        if (msg.t === 'snapshot') this.forgetRevokedSecrets();
        else this.checkSeat();
        this.offerShare();
        return;
      }
      case 'clock':
        this.clock.value = { left: msg.left, running: msg.running, at: performance.now() };
        return;
      case 'push':
        this.pushOn.value = msg.on;
        return;
      case 'seated':
        storage.setSeatSecret(this.id, msg.secret);
        storage.setSeatAt(this.id, msg.seat);
        this.helloSeat = msg.secret;
        return;
      case 'error':
        this.clearPending();
        this.sitAsked = false;
        // Refused for speed: the room says how long to wait; until then our actions wait too.
        if (msg.code === 'msg/rate-limited' && msg.retryMs !== undefined) this.throttledUntil.value = Date.now() + msg.retryMs;
        if (msg.code === 'table/not-found') {
          this.missing.value = true;
          return;
        }
        // A share that crossed the start: the log says the deal went on without it.
        if (msg.code === 'fair/too-late') return;
        this.toast(msg.message, msg.code);
        return;
      default:
        return;
    }
  }

  /** The seat key this connection sent its share of the deal under (once per connection and seat). */
  private sharedUnder: string | null = null;

  /**
   * Seated in the lobby of a sealed table: send this browser's share of the deal (client/lib/share.ts)
   * at once, before the start; the room keeps it unseen until the end. Sent again on a new
   * connection (the same share: the room takes it once).
   */
  private offerShare(): void {
    const t = this.table.value;
    // The table first: a patch during the game reads no storage.
    if (!t?.seal || t.status !== 'lobby' || t.you.seat === null) return;
    const secret = storage.seatSecret(this.id);
    if (!secret || this.sharedUnder === secret) return;
    this.sharedUnder = secret;
    this.transport.send({ t: 'share', share: shareFor(this.id, secret) });
  }

  /** A view that says I sit on a seat nobody holds is stale (I was unseated): ask for a fresh one. */
  private checkSeat(): void {
    const t = this.table.value;
    if (!t || t.you.seat === null || this.awaitingSnapshot) return;
    if (t.seats[t.you.seat]?.controller === 'human') return;
    this.awaitingSnapshot = true;
    this.transport.send({ t: 'sync' });
  }

  private forgetRevokedSecrets(): void {
    const you = this.table.value?.you;
    if (!you) return;
    // The seat number "My tables" compares with the active seats (a key kept before it was written).
    if (you.seat !== null && storage.seatAt(this.id) !== you.seat) storage.setSeatAt(this.id, you.seat);
    if (you.seat === null && this.helloSeat !== null && storage.seatSecret(this.id) === this.helloSeat) {
      storage.setSeatSecret(this.id, null);
      storage.setSeatAt(this.id, null);
      this.helloSeat = null;
    }
    if (!you.host && this.helloHost !== null && storage.hostSecret(this.id) === this.helloHost) {
      storage.setHostSecret(this.id, null);
      this.helloHost = null;
    }
  }

  // ---- to the room -----------------------------------------------------------------------------

  private send(msg: ClientMessageInput): boolean {
    const wait = this.throttledUntil.value - Date.now();
    if (wait > 0) {
      this.toast(`The table asked us to slow down: try again in ${Math.ceil(wait / 1000)} s.`, 'msg/rate-limited');
      return false;
    }
    if (this.conn.value !== 'connected') {
      this.toast('You are not connected right now: wait for the connection to come back, then try again.', 'net/offline');
      return false;
    }
    return this.transport.send(msg);
  }

  sit(seat: number, name: string, color: SeatColor): void {
    storage.setName(name);
    storage.setColor(color);
    this.guestName.value = name;
    this.sitAsked = this.send({ t: 'sit', seat, name, color });
  }
  /**
   * True once, when the seat I now hold is the answer to my own "Sit down" (not a seat kept across a
   * reload or a reconnection): the page then takes me to the board.
   */
  tookSeat(): boolean {
    const asked = this.sitAsked && this.mySeat.value !== null;
    if (asked) this.sitAsked = false;
    return asked;
  }
  stand(): void {
    this.send({ t: 'stand' });
  }
  start(): void {
    this.send({ t: 'start' });
  }
  kick(seat: number): void {
    this.send({ t: 'kick', seat });
  }
  addBot(seat: number, bot = 'random'): void {
    this.send({ t: 'bot', seat, bot });
  }

  /** My seat is played by a bot for now (out of time, away, handed over, or I left): take it back. */
  back(): void {
    this.send({ t: 'back' });
  }
  /** A bot of this level plays my seat for now; it stays mine (`back`). */
  leave(bot: string): void {
    this.send({ t: 'leave', bot });
  }

  /** Hand this browser's push subscription to my seat (its JSON), or stop with null (lib/push.ts). */
  pushSubscription(sub: PushSubscriptionJSON | null): boolean {
    return this.send({ t: 'push', sub });
  }

  /** Host: the table's pace from now on (live or turn-based, its days); the room checks it and says it in the log. */
  setPace(table: TableOptions): void {
    this.send({ t: 'pace', table });
  }

  /** Host, after the game: open a new table with the same seats. */
  rematch(): void {
    this.send({ t: 'rematch' });
  }

  /** The rematch table keeps everyone's seat and host secrets: carry ours over before going. */
  carrySecretsTo(next: string): void {
    const seat = storage.seatSecret(this.id);
    const host = storage.hostSecret(this.id);
    if (seat && this.mySeat.value !== null) {
      storage.setSeatSecret(next, seat);
      storage.setSeatAt(next, this.mySeat.value);
    }
    if (host && this.isHost.value) storage.setHostSecret(next, host);
  }

  /** Undo (party/undo.ts): take back, ask the table, or answer another's request. */
  undo(act: 'take' | 'ask' | 'accept' | 'refuse'): void {
    const t = this.table.value;
    if (!t) return;
    this.send(act === 'accept' || act === 'refuse' ? { t: 'undo', act } : { t: 'undo', act, v: t.gv });
  }

  /** A game move against the version we see; one at a time. */
  move = (move: unknown): void => {
    const t = this.table.value;
    if (!t || this.pendingMove.value !== null) return;
    if (!this.send({ t: 'move', v: t.gv, move })) return;
    // An error is about the action before: the next action clears it (a stale red line misleads).
    if (this.toasts.value.length > 0) this.toasts.value = [];
    this.pendingMove.value = t.gv;
    clearTimeout(this.pendingTimer);
    // The room always answers (a patch or an error); this only guards against a lost connection.
    this.pendingTimer = setTimeout(() => this.clearPending(), 5000);
  };

  private clearPending(): void {
    clearTimeout(this.pendingTimer);
    this.pendingMove.value = null;
  }

  // ---- toasts ----------------------------------------------------------------------------------

  toast(text: string, code?: string): void {
    const id = ++toastIds;
    // The same error twice in a row is shown once.
    const rest = this.toasts.value.filter((t) => t.text !== text);
    this.toasts.value = [...rest.slice(-2), { id, text, ...(code ? { code } : {}) }];
    setTimeout(() => this.dismiss(id), TOAST_MS);
  }

  dismiss(id: number): void {
    this.toasts.value = this.toasts.value.filter((t) => t.id !== id);
  }
}
