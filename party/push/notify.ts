// "Your turn" by Web Push, for a player whose page is closed. A seated player's page subscribes
// over the table socket (its seat proved by the seat key it said hello with); the room keeps the
// endpoint and keys per seat key, in one storage value, and shows them to nobody. When a seat
// becomes one that must decide (it was not active before the last write, as for the turn clock's
// per-turn time, party/clock.ts), is held by a person (never a bot, nor a player a bot plays for
// now), has a subscription, and no page of it is open (an open page says so itself: title, sound,
// its own notification), one message is owed to it; it is not owed again until that seat has moved.
//
// What is owed is written in the same storage write as the move that owed it (table.ts `write`),
// and sent after the move's answer, never before: outside the table's one-change-at-a-time queue,
// while its result is recorded inside it. A message is marked in flight (written) before it is
// sent, so a room evicted mid-send sends it again on its alarm; a restart finds what is still owed.
// The push service's 404 or 410 (RFC 8030 §7.3: the subscription is gone) drops the subscription;
// a failure to reach it is retried a few times, later. A finished game keeps no subscription.
import type { AnyGame } from '../../shared/engine/types';
import type { ServerMessage } from '../../shared/protocol';
import type { KV, TableMeta } from '../store';
import type { PushSub } from './check';
import type { PushSender } from './send';
import { MINUTE_MS } from '../clock';
import { tableName as seatsTableName, turnTag, turnTitle } from '../../shared/turnwords';

interface Owed {
  id: number;
  /** The seat's key: a seat's index changes when empty seats are dropped at the start, its key does not. */
  key: string;
  text: string;
  /** Not before (server ms): now, or a retry's time, or when an unanswered send is given up on. */
  at: number;
  tries: number;
}

export interface NotifyRecord {
  subs: Record<string, PushSub>;
  /** Seat keys told of their turn that have not moved since: not told again until they do. */
  told: string[];
  owed: Owed[];
  next: number;
}

/** What the notices need of the table: narrow, so the table can change around it. */
export interface NotifyHost {
  readonly id: string;
  readonly meta: TableMeta | null;
  readonly game: AnyGame | null;
  readonly env: { kv: KV; now(): number; push?: PushSender; clockMinuteMs?: number };
  readonly standins: { why(seat: number): unknown };
  connsHoldingSeat(seat: number): { conn: { send(text: string): void } }[];
  serial<T>(fn: () => Promise<T> | T): Promise<T>;
  /** Set the one alarm again (its time includes `deadline()`). */
  armAlarm(): void;
}

const KEY = 'push';
/**
 * In minutes of the table's clock (a test server scales them, CLOCK_MINUTE_MS): a send not answered
 * this long after it started is taken for lost (the room was evicted) and tried again.
 */
const IN_FLIGHT_MIN = 1;
/** Waits before the 2nd, 3rd... try when the push service could not be reached or was busy (429, 5xx). */
const RETRY_MIN = [0.5, 2, 10, 60];

const empty = (): NotifyRecord => ({ subs: {}, told: [], owed: [], next: 1 });

/** "Ann's table", "the table with Ann and Bob" (shared/turnwords.ts: the page's own notification says the same). */
export const tableName = (meta: TableMeta, forSeat: number): string => seatsTableName(meta.seats, forSeat);

export class Notify {
  private rec: NotifyRecord = empty();
  private written = JSON.stringify(this.rec);
  private busy = false;

  constructor(private readonly t: NotifyHost) {}

  async load(): Promise<void> {
    const saved = await this.t.env.kv.get<NotifyRecord>(KEY);
    if (saved && typeof saved === 'object' && saved.subs && Array.isArray(saved.owed)) this.rec = { ...empty(), ...saved };
    this.written = JSON.stringify(this.rec);
  }

  /** Whether the seat with this key has a subscription here (its pages are told, never what it is). */
  isOn(key: string | null): boolean {
    return key !== null && Object.hasOwn(this.rec.subs, key);
  }

  /** The earliest time something owed is due, for the table's one alarm. */
  deadline(): number | null {
    // While sending, what is due already is the sending loop's (it sets the alarm again when done).
    const now = this.t.env.now();
    const times = this.rec.owed.flatMap((o) => (this.busy && o.at <= now ? [] : [o.at]));
    return times.length === 0 ? null : Math.min(...times);
  }

  /**
   * What is owed after a write: `before` the seats active before it, `after` those active after,
   * `moved` the seats whose own records it holds; `over`: the game ended. Returns the record to
   * store with the write, or null when nothing changed. Nothing here changes until `adopt`.
   */
  after(before: ReadonlySet<number>, after: readonly number[], moved: ReadonlySet<number>, over: boolean): NotifyRecord | null {
    const meta = this.t.meta;
    // Most tables have nobody subscribed: nothing to work out after their moves.
    if (!meta || (Object.keys(this.rec.subs).length === 0 && this.rec.owed.length === 0 && this.rec.told.length === 0)) return null;
    const next = over ? empty() : this.next(meta, before, after, moved);
    const text = JSON.stringify(next);
    return text === this.written ? null : next;
  }

  private next(meta: TableMeta, before: ReadonlySet<number>, after: readonly number[], moved: ReadonlySet<number>): NotifyRecord {
    const seats = meta.seats.map((s) => (s.controller === 'human' ? s.secret : null));
    const held = new Set(seats.filter((k): k is string => k !== null));
    // A seat given up or taken by someone else in the lobby: its key is no longer one, nor its subscription.
    const subs = Object.fromEntries(Object.entries(this.rec.subs).filter(([k]) => held.has(k)));
    const movedKeys = new Set([...moved].map((s) => seats[s]).filter((k): k is string => !!k));
    const told = this.rec.told.filter((k) => held.has(k) && !movedKeys.has(k));
    // A seat that moved has seen its turn: what was owed to it is no longer news.
    const owed = this.rec.owed.filter((o) => held.has(o.key) && Object.hasOwn(subs, o.key) && !movedKeys.has(o.key));
    let id = this.rec.next;
    for (const seat of after) {
      const key = seats[seat];
      if (before.has(seat) || !key || !Object.hasOwn(subs, key) || told.includes(key)) continue;
      if (this.t.standins.why(seat) !== null || this.t.connsHoldingSeat(seat).length > 0) continue;
      told.push(key);
      owed.push({ id: id++, key, text: this.message(meta, seat), at: this.t.env.now(), tries: 0 });
    }
    return { subs, told, owed, next: id };
  }

  private message(meta: TableMeta, seat: number): string {
    const game = this.t.game?.name ?? meta.game;
    const url = `/t/${this.t.id}`;
    return JSON.stringify({ title: turnTitle(game, meta.seats, seat), body: 'Open the table to play.', url, tag: turnTag(this.t.id) });
  }

  /** The record `after` gave was stored with its write: it is the truth now; what is due goes out. */
  adopt(next: NotifyRecord): void {
    this.rec = next;
    this.written = JSON.stringify(next);
    this.kick();
  }

  /** The game started: its first active seats are owed their turn (written on its own). */
  begin(active: readonly number[]): void {
    const next = this.after(new Set(), active, new Set(), false);
    if (!next) return;
    this.rec = next;
    this.save().then(
      () => this.kick(),
      (e: unknown) => console.error(`table ${this.t.id}: push notices not saved`, e instanceof Error ? e.message : e),
    );
  }

  /** A seat's page asks to be notified (checked already: check.ts) or, with null, no more. Inside the table's queue. */
  async subscribe(seat: number, key: string, sub: PushSub | null): Promise<void> {
    const subs = { ...this.rec.subs };
    if (sub) subs[key] = sub;
    else delete subs[key];
    this.rec = { ...this.rec, subs, owed: sub ? this.rec.owed : this.rec.owed.filter((o) => o.key !== key) };
    await this.save();
    this.tell(seat, sub !== null);
  }

  /** Every page holding the seat learns whether it is notified (never the subscription itself). */
  private tell(seat: number, on: boolean): void {
    const text = JSON.stringify({ t: 'push', on } satisfies ServerMessage);
    for (const cs of this.t.connsHoldingSeat(seat)) cs.conn.send(text);
  }

  private async save(): Promise<void> {
    const text = JSON.stringify(this.rec);
    if (text === this.written) return;
    this.written = text;
    await this.t.env.kv.put({ [KEY]: this.rec });
  }

  /** Send what is due, outside the table's queue; called after a write, on the alarm and after a restore. */
  kick(): Promise<void> {
    return this.deliver().catch((e: unknown) => console.error(`table ${this.t.id}: push not sent`, e instanceof Error ? e.message : e));
  }

  private async deliver(): Promise<void> {
    const push = this.t.env.push;
    if (!push || this.busy) return;
    this.busy = true;
    try {
      for (;;) {
        const due = this.rec.owed.find((o) => o.at <= this.t.env.now());
        if (!due) return;
        const sub = this.rec.subs[due.key];
        // In flight, written before the send: an evicted room's alarm finds it and tries again.
        await this.t.serial(() => this.update(due.id, (o) => ({ ...o, at: this.t.env.now() + IN_FLIGHT_MIN * this.minute })));
        // The seat moved meanwhile (a move's write dropped it): no longer news.
        if (!this.rec.owed.some((o) => o.id === due.id)) continue;
        // The alarm is set for the in-flight time too: a room that stops mid-send wakes then.
        this.t.armAlarm();
        // A send that throws (the site's keys not to be had just now) counts as not reached: tried again.
        const status = sub ? await push.send(sub, due.text).catch(() => 0) : 410;
        await this.t.serial(() => this.result(due, sub, status));
      }
    } finally {
      this.busy = false;
      this.t.armAlarm();
    }
  }

  private update(id: number, fn: (o: Owed) => Owed | null): Promise<void> {
    this.rec = { ...this.rec, owed: this.rec.owed.flatMap((o) => (o.id !== id ? [o] : (fn(o) ?? []))) };
    return this.save();
  }

  private result(due: Owed, sub: PushSub | undefined, status: number): Promise<void> {
    if (status === 404 || status === 410) {
      // RFC 8030 §7.3: the subscription is gone for good (unless the page has sent a new one meanwhile).
      const current = this.rec.subs[due.key];
      if (current && current.endpoint === sub?.endpoint) {
        const seat = this.t.meta?.seats.findIndex((s) => s.secret === due.key) ?? -1;
        const subs = { ...this.rec.subs };
        delete subs[due.key];
        this.rec = { ...this.rec, subs, owed: this.rec.owed.filter((o) => o.key !== due.key) };
        if (seat >= 0) this.tell(seat, false);
        return this.save();
      }
      return this.update(due.id, () => null);
    }
    // Retried: not reached (0), too many requests, the service's own trouble. Anything else is final.
    const again = status === 0 || status === 429 || status >= 500;
    const wait = RETRY_MIN[due.tries];
    if (!again || wait === undefined) return this.update(due.id, () => null);
    return this.update(due.id, (o) => ({ ...o, tries: o.tries + 1, at: this.t.env.now() + wait * this.minute }));
  }

  private get minute(): number {
    return this.t.env.clockMinuteMs ?? MINUTE_MS;
  }
}
