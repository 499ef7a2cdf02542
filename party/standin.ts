// "This seat is played by a bot for now": one mechanism for the two table options that keep a table
// from waiting on a person. A seat is stood in for when its turn clock runs out (party/clock.ts) or
// when its player has had no open connection for longer than the takeover time. The bot (the
// game's default sensible level) then moves for it like for any bot seat, until the player comes
// back: any action of theirs (a move, or "back") ends a run-out; a socket proving the seat's key
// ends an absence. Everything here is in server time and persisted (one storage key), so a restart
// or a wake from hibernation carries on; the table's one alarm is set for the earliest of the bot's
// move and `deadline()`.
//
// Log lines ("Time ran out for Blue: a bot plays for them", "Blue is back") are owed to the next move
// record, whoever makes it, so the log stays the concatenation of the stored moves' events (replays
// and restores rely on that).
import type { AnyGame, GameEvent } from '../shared/engine/types';
import { DEFAULT_TABLE_OPTIONS, type TableOptions } from '../shared/tableoptions';
import { clockMessage, clockRules, expired, newClocks, nextExpiry, refill, retime, runOut, type ClockRules, type Clocks } from './clock';
import type { KV, TableMeta } from './store';
import type { ConnState } from './conns';
import { TableError } from './errors';

export type StandinWhy = 'time' | 'away';

export interface StandinRecord {
  clocks: Clocks | null;
  out: (StandinWhy | null)[];
  /** When the seat's last connection closed (server ms); null while someone holds it. */
  away: (number | null)[];
  /** Platform log lines owed to the next move record. */
  lines: GameEvent[];
}

/** What the stand-ins need of the table: narrow, so the table can change around it. */
export interface StandinHost {
  readonly meta: TableMeta | null;
  readonly game: AnyGame | null;
  readonly state: unknown;
  readonly migration: unknown;
  readonly env: { kv: KV; now(): number; clockMinuteMs?: number };
  readonly conns: { values(): Iterable<ConnState> };
  seatOf(cs: ConnState): number | null;
  readonly out: { changed(): void };
  /** Arm the bot to move (if a bot plays the active seat) and the table's one alarm. */
  scheduleBots(): void;
}

const KEY = 'standin';
/**
 * After a restore, who is here is looked at again this soon: sockets closed by a restart never
 * report their close to the new room, so a player who does not come back must start to count as away.
 */
export const RECHECK_MS = 2000;

export class Standins {
  private rec: StandinRecord = { clocks: null, out: [], away: [], lines: [] };
  /**
   * The record as last written: an unchanged one is not written again. Most tables have no clock,
   * so after most moves nothing here changed, and the move's transaction stays the move record alone.
   */
  private written: string | null = null;
  /** When presence is to be looked at again after a restore (server ms), or null. */
  private recheckAt: number | null = null;

  constructor(private readonly t: StandinHost) {}

  private get options(): TableOptions {
    return this.t.meta?.table ?? DEFAULT_TABLE_OPTIONS;
  }

  get rules(): ClockRules | null {
    return clockRules(this.options, this.t.env.clockMinuteMs);
  }

  private get takeoverMs(): number | null {
    const t = this.options.takeover;
    return t === 'off' ? null : Number(t) * (this.t.env.clockMinuteMs ?? 60_000);
  }

  private get live(): boolean {
    return this.t.meta?.status === 'playing' && !this.t.migration && this.t.state !== null;
  }

  /** Whether a greeted connection holds `seat` now. */
  private present(seat: number): boolean {
    for (const cs of this.t.conns.values()) if (cs.hello && !cs.closed && this.t.seatOf(cs) === seat) return true;
    return false;
  }

  private human(seat: number): boolean {
    return this.t.meta?.seats[seat]?.controller === 'human';
  }

  /** Why a bot plays for this player now, or null. */
  why(seat: number): StandinWhy | null {
    return this.human(seat) ? (this.rec.out[seat] ?? null) : null;
  }

  /** Per seat, for the view. */
  whys(): (StandinWhy | null)[] {
    return (this.t.meta?.seats ?? []).map((_, s) => this.why(s));
  }

  /** After a restore: what was saved (or a fresh start for a table that had none). */
  async load(): Promise<void> {
    const saved = await this.t.env.kv.get<StandinRecord>(KEY);
    const n = this.t.meta?.seats.length ?? 0;
    if (saved && saved.out.length === n) {
      this.rec = saved;
      this.written = JSON.stringify(saved);
    } else this.reset();
    // A clock that should be running (an older table, a lost write) runs from now.
    this.sync(new Set());
    if (this.takeoverMs !== null) this.recheckAt = this.t.env.now() + RECHECK_MS;
  }

  private reset(): void {
    const n = this.t.meta?.seats.length ?? 0;
    const rules = this.rules;
    this.rec = { clocks: rules ? newClocks(n, rules) : null, out: Array.from({ length: n }, () => null), away: Array.from({ length: n }, () => null), lines: [] };
  }

  save(): Promise<void> {
    const text = JSON.stringify(this.rec);
    if (text === this.written) return Promise.resolve();
    this.written = text;
    return this.t.env.kv.put({ [KEY]: this.rec });
  }

  /** The game starts: full banks, every seat's player counted as here until their socket closes. */
  begin(): Promise<void> {
    this.reset();
    this.presence();
    this.sync(new Set(this.t.game!.activeSeats(this.t.state)));
    return this.save();
  }

  /** The seats whose clock runs: active, held by a player, not played by a bot for now. */
  private running(): Set<number> {
    if (!this.live) return new Set();
    return new Set(this.t.game!.activeSeats(this.t.state).filter((s) => this.human(s) && this.rec.out[s] === null));
  }

  /** Start and stop clocks for the current position; `fresh` seats just became active. */
  sync(fresh: ReadonlySet<number>): void {
    const rules = this.rules;
    if (!rules || !this.rec.clocks) return;
    this.rec.clocks = retime(this.rec.clocks, this.running(), fresh, this.t.env.now(), rules);
  }

  /** A move was committed: clocks follow the new active seats (`before`: the ones active before). */
  afterMove(before: ReadonlySet<number>): Promise<void> {
    const fresh = new Set(this.t.game!.activeSeats(this.t.state).filter((s) => !before.has(s)));
    this.sync(fresh);
    return this.save();
  }

  /** The lines owed to the move being recorded now (taken: they are written with it). */
  takeLines(): GameEvent[] {
    const lines = this.rec.lines;
    this.rec.lines = [];
    return lines;
  }

  private line(seat: number, text: string): void {
    this.rec.lines.push({ text: text.replace('{p}', `{p${seat}}`), seat, kind: 'standin' });
  }

  /**
   * Connections came or went: note when each seat was left without one, and give a seat taken
   * over for absence back to its player as soon as a socket proves its key. True if anything changed.
   */
  presence(): boolean {
    let changed = false;
    const now = this.t.env.now();
    (this.t.meta?.seats ?? []).forEach((s, seat) => {
      const here = s.controller === 'human' && this.present(seat);
      if (here && this.rec.away[seat] !== null) {
        this.rec.away[seat] = null;
        changed = true;
      } else if (!here && s.controller === 'human' && this.rec.away[seat] === null) {
        this.rec.away[seat] = now;
        changed = true;
      }
      if (here && this.rec.out[seat] === 'away') {
        this.giveBack(seat);
        changed = true;
      }
      // A seat handed to a bot or freed by the host is no longer stood in for.
      if (s.controller !== 'human' && (this.rec.out[seat] !== null || this.rec.away[seat] !== null)) {
        this.rec.out[seat] = null;
        this.rec.away[seat] = null;
        changed = true;
      }
    });
    if (changed) this.sync(new Set());
    return changed;
  }

  private giveBack(seat: number): void {
    this.rec.out[seat] = null;
    const rules = this.rules;
    if (rules && this.rec.clocks) this.rec.clocks = refill(this.rec.clocks, seat, rules);
    this.line(seat, '{p} is back');
  }

  /** The player acted (a move, or "back"): a bot no longer plays for them. True if it did. */
  back(seat: number): boolean {
    if (this.why(seat) === null) return false;
    this.giveBack(seat);
    this.sync(new Set());
    return true;
  }

  /**
   * The time came for something (the alarm): clocks that ran out and players away too long are
   * handed to the bot. True if a seat changed hands (the caller saves, broadcasts, arms the bot).
   */
  tick(): boolean {
    if (!this.live) return false;
    const now = this.t.env.now();
    if (this.recheckAt !== null && this.recheckAt <= now) this.recheckAt = null;
    let changed = this.presence();
    if (this.rec.clocks) {
      for (const seat of expired(this.rec.clocks, now)) {
        this.rec.clocks = runOut(this.rec.clocks, seat);
        this.rec.out[seat] = 'time';
        this.line(seat, 'Time ran out for {p}: a bot plays for them');
        changed = true;
      }
    }
    const after = this.takeoverMs;
    if (after !== null) {
      this.rec.away.forEach((since, seat) => {
        if (since === null || this.rec.out[seat] !== null || !this.human(seat) || now - since < after) return;
        this.rec.out[seat] = 'away';
        this.line(seat, '{p} is away: a bot plays for them');
        changed = true;
      });
    }
    if (changed) this.sync(new Set());
    return changed;
  }

  /** When `tick` next has something to do (server ms), or null. */
  deadline(): number | null {
    if (!this.live) return null;
    const times: number[] = this.recheckAt === null ? [] : [this.recheckAt];
    const expiry = this.rec.clocks ? nextExpiry(this.rec.clocks) : null;
    if (expiry) times.push(expiry.at);
    const after = this.takeoverMs;
    if (after !== null) this.rec.away.forEach((since, seat) => since !== null && this.rec.out[seat] === null && this.human(seat) && times.push(since + after));
    return times.length > 0 ? Math.min(...times) : null;
  }

  // ---- what the table calls (inside its one-change-at-a-time chain) ---------------------------

  /** Connections came or went: an absent player's seat may be taken over, or given back. */
  async presenceChanged(): Promise<void> {
    if (this.t.meta?.status !== 'playing' || !this.presence()) return;
    await this.changed();
  }

  /** Save, show the change, and arm whatever is due (a bot, the next deadline). */
  async changed(): Promise<void> {
    await this.save();
    this.t.out.changed();
    this.sendClock();
    this.t.scheduleBots();
  }

  /** A player says they are back (or acts): a bot no longer plays for their seat. */
  async comeBack(seat: number | null): Promise<void> {
    if (seat === null) throw new TableError('seat/not-seated', 'You are not seated.');
    if (!this.back(seat)) throw new TableError('seat/not-stood-in', 'Your seat is yours already: no bot plays for you.');
    await this.changed();
  }

  /** The turn clock to one connection, or to everyone greeted; nothing when the table has no clock. */
  sendClock(only?: ConnState): void {
    const msg = this.message();
    if (!msg) return;
    const text = JSON.stringify(msg);
    for (const cs of only ? [only] : this.t.conns.values()) if (cs.hello && !cs.closed) cs.conn.send(text);
  }

  /** The clock message for clients (null when the table has no clock). */
  message(): { t: 'clock'; left: number[]; running: number[] } | null {
    return this.rec.clocks ? clockMessage(this.rec.clocks, this.t.env.now()) : null;
  }
}
