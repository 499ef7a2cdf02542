// The table's side of one socket. Keyed by the server's own connection object, never by an id the
// client chose (partysocket reuses its id on reconnect, so a late close of the old socket would
// otherwise wipe the new one). What must survive hibernation is written to the socket itself
// (`setState`, kept by the runtime with the socket, capped at 2 KB) and read back on wake.
import { LIMITS, newBucket, type Bucket } from './limits';

/** A socket as the table sees it. */
export interface Conn {
  send(text: string): void;
  close?(code?: number, reason?: string): void;
  /** Kept with the socket across hibernation (PartyServer's connection state). */
  setState?(state: SavedConn): unknown;
  readonly state?: unknown;
}

/** What a connection needs after a wake: a few short fields, far under the 2 KB attachment cap. */
export interface SavedConn {
  k: 'tm1';
  hello: boolean;
  seat: string | null;
  host: boolean;
  addr: string;
}

const MAX_ADDR = 64;

export function readSaved(state: unknown): SavedConn | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Partial<SavedConn>;
  if (s.k !== 'tm1' || typeof s.hello !== 'boolean' || typeof s.host !== 'boolean' || typeof s.addr !== 'string') return null;
  if (s.seat !== null && typeof s.seat !== 'string') return null;
  return { k: 'tm1', hello: s.hello, seat: s.seat ?? null, host: s.host, addr: s.addr };
}

export class ConnState {
  private _hello: boolean;
  private _seat: string | null;
  private _host: boolean;
  /** Holds a snapshot of its current viewer kind; only then does it receive that kind's patches. */
  synced = false;
  /** Rebuilt after a wake: its view is fine but the room clock is new, so its next update is a snapshot. */
  needsSnapshot = false;
  /** A snapshot asked for over the snapshot limit: it goes out when the bucket allows. */
  snapshotDue = false;
  readonly bucket: Bucket;
  readonly snapshots: Bucket;
  readonly pings: Bucket;
  /** Push subscribe and unsubscribe intents (party/push). */
  readonly pushes: Bucket;
  /** Refusals (decaying): too many and the connection is closed. */
  readonly strikes: Bucket;
  closed = false;
  /** After too many refusals: messages until then are ignored (the sender was told). */
  mutedUntil = 0;

  constructor(
    readonly conn: Conn,
    readonly addr: string,
    now: number,
    saved?: SavedConn | null,
  ) {
    this._hello = saved?.hello ?? false;
    this._seat = saved?.seat ?? null;
    this._host = saved?.host ?? false;
    this.bucket = newBucket(now, LIMITS.messages);
    this.snapshots = newBucket(now, LIMITS.snapshots);
    this.pings = newBucket(now, LIMITS.pings);
    this.pushes = newBucket(now, LIMITS.push);
    this.strikes = { tokens: 0, at: now };
    if (!saved) this.save();
  }

  get hello(): boolean {
    return this._hello;
  }
  set hello(v: boolean) {
    if (v === this._hello) return;
    this._hello = v;
    this.save();
  }
  get seatSecret(): string | null {
    return this._seat;
  }
  set seatSecret(v: string | null) {
    if (v === this._seat) return;
    this._seat = v;
    this.save();
  }
  get host(): boolean {
    return this._host;
  }
  set host(v: boolean) {
    if (v === this._host) return;
    this._host = v;
    this.save();
  }

  private save(): void {
    this.conn.setState?.({ k: 'tm1', hello: this._hello, seat: this._seat, host: this._host, addr: this.addr.slice(0, MAX_ADDR) });
  }

  unmute(now: number): void {
    this.mutedUntil = 0;
    this.strikes.tokens = 0;
    this.strikes.at = now;
  }

  /** One more refusal; true when this connection has had too many and is to be muted. */
  strike(now: number): boolean {
    const s = this.strikes;
    s.tokens = Math.max(0, s.tokens - (Math.max(0, now - s.at) / 1000) * LIMITS.strikes.rate) + 1;
    s.at = now;
    return s.tokens > LIMITS.strikes.burst;
  }
}

/**
 * The open connections of one table, keyed by the server's own connection object, with a count
 * per address for the cap. A closed connection is remembered (weakly) so that a late event of
 * its socket is never taken for a connection to rebuild.
 */
export class Conns extends Map<Conn, ConnState> {
  private perAddress = new Map<string, number>();
  private gone = new WeakSet<Conn>();

  /** Why a new connection from `addr` may not join (null: it may). */
  refusal(addr: string, caps: { perTable: number; perAddress: number }): string | null {
    if (this.size >= caps.perTable) return `This table is full: ${caps.perTable} people are connected. Try again later.`;
    if ((this.perAddress.get(addr) ?? 0) >= caps.perAddress) {
      return `Too many connections to this table from your address (${caps.perAddress}): close some tabs and try again.`;
    }
    return null;
  }

  add(cs: ConnState): ConnState {
    this.set(cs.conn, cs);
    this.perAddress.set(cs.addr, (this.perAddress.get(cs.addr) ?? 0) + 1);
    return cs;
  }

  /** A socket open before a wake, rebuilt from what it saved on itself (undefined: not ours, or closed). */
  rebuild(conn: Conn, now: number): ConnState | undefined {
    if (this.gone.has(conn)) return undefined;
    const known = this.get(conn);
    if (known) return known;
    const saved = readSaved(conn.state);
    if (!saved) return undefined;
    const cs = new ConnState(conn, saved.addr, now, saved);
    // Its view is still right, but the room clock is new: its next update is a snapshot.
    cs.needsSnapshot = cs.hello;
    return this.add(cs);
  }

  /** Forget a connection (closed, or refused): returns its state if it had one. */
  remove(conn: Conn): ConnState | undefined {
    this.gone.add(conn);
    const cs = this.get(conn);
    if (!cs) return undefined;
    cs.closed = true;
    this.delete(conn);
    const n = (this.perAddress.get(cs.addr) ?? 1) - 1;
    if (n > 0) this.perAddress.set(cs.addr, n);
    else this.perAddress.delete(cs.addr);
    return cs;
  }
}
