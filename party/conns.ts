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
