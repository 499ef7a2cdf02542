// "This seat is played by a bot for now": one mechanism for everything that hands a player's seat to
// a bot without taking it from them. A seat is stood in for when its turn clock runs out
// (party/clock.ts), when its player has had no open connection for longer than the takeover time,
// when the host hands it to a bot, or when its player leaves for now. The seat keeps its name,
// colour and key (the end screen, the log and the replays credit the player); the bot (the level
// the host or player chose, else the game's default sensible level) moves for it like for any bot
// seat, until the player comes back: any action of theirs (a move, or "back") ends it; a socket
// proving the seat's key also ends an absence (not a hand-over: that player may be here). Everything here is in server time and persisted (one storage key), so a restart
// or a wake from hibernation carries on; the table's one alarm is set for the earliest of the bot's
// move and `deadline()`.
//
// Log lines ("Time ran out for Blue: a Normal bot plays for them", "Blue is back") are owed to the next move
// record, whoever makes it, so the log stays the concatenation of the stored moves' events (replays
// and restores rely on that).
import type { AnyGame, GameEvent } from '../shared/engine/types';
import { botLevelName, botWords, DEFAULT_TABLE_OPTIONS, paceWords, standInBot, turnBased, type TableOptions } from '../shared/tableoptions';
import { bonused, clockMessage, grant, clockRules, expired, newClocks, nextExpiry, refill, rescale, retime, runOut, withdraw, type ClockRules, type Clocks } from './clock';
import type { KV, TableMeta } from './store';
import type { ConnState } from './conns';
import { TableError } from './errors';

/** Out of time, away too long, handed to a bot by the host, or left by its player for now. */
export type StandinWhy = 'time' | 'away' | 'host' | 'leave';

/** How many turn changes' per-turn times are remembered for undos (an undo reaches back one turn). */
const GRANTS_KEPT = 64;

export interface StandinRecord {
  clocks: Clocks | null;
  out: (StandinWhy | null)[];
  /** The bot level chosen for a hand-over (null: the game's default stand-in). Absent on older records. */
  level?: (string | null)[];
  /**
   * The per-turn time each record gave (`at`: its game version; `seats`: who got it), so that an
   * undo takes back what the turns it withdraws gave. Absent on older records.
   */
  granted?: { at: number; seats: number[] }[];
  /** When the seat's last connection closed (server ms); null while someone holds it. */
  away: (number | null)[];
  /** Platform log lines owed to the next move record. */
  lines: GameEvent[];
  /** Turn-based: seats out of days the bot has moved for in this turn (their turn may end with another's move). */
  served?: number[];
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

  /** The bot level that plays for this player now: the one chosen at the hand-over, else the game's stand-in. */
  level(seat: number): string {
    return this.rec.level?.[seat] ?? standInBot(Object.keys(this.t.game?.bots ?? {}));
  }

  /** Per seat, for the view: the level of the bot playing for its player now, or null. */
  levels(): (string | null)[] {
    return (this.t.meta?.seats ?? []).map((_, s) => (this.why(s) === null ? null : this.level(s)));
  }

  /** After a restore: what was saved (or a fresh start for a table that had none). */
  async load(): Promise<void> {
    const saved = await this.t.env.kv.get<StandinRecord>(KEY);
    const n = this.t.meta?.seats.length ?? 0;
    if (saved && saved.out.length === n) {
      this.rec = saved;
      this.written = JSON.stringify(saved);
      this.rec.level ??= Array.from({ length: n }, () => null);
      this.rec.granted ??= [];
    } else this.reset();
    // A clock that should be running (an older table, a lost write) runs from now.
    this.sync(new Set());
    if (this.takeoverMs !== null) this.recheckAt = this.t.env.now() + RECHECK_MS;
  }

  private reset(): void {
    const n = this.t.meta?.seats.length ?? 0;
    const rules = this.rules;
    const none = () => Array.from({ length: n }, () => null);
    this.rec = { clocks: rules ? newClocks(n, rules) : null, out: none(), level: none(), away: none(), lines: [], granted: [] };
  }

  save(): Promise<void> {
    const text = JSON.stringify(this.rec);
    if (text === this.written) return Promise.resolve();
    this.written = text;
    return this.t.env.kv.put({ [KEY]: this.rec });
  }

  /** The game starts: full banks, every seat's player counted as here until their socket closes. */
  begin(first: readonly GameEvent[] = []): Promise<void> {
    this.reset();
    // The log's first line says which level each bot seat plays at (one line for all: a phone's
    // page stays short enough to keep the decision in view).
    const levels = (this.t.meta?.seats ?? []).flatMap((s, seat) => (s.controller === 'bot' ? [`{p${seat}} ${botLevelName(s.bot ?? 'random')}`] : []));
    if (levels.length > 0) this.rec.lines.push({ text: `Bot levels: ${levels.join(', ')}.`, kind: 'standin' });
    // Then the lines the start owes the log (the deal's seal, party/fair.ts).
    this.rec.lines.push(...first);
    this.presence();
    this.sync(new Set(this.t.game!.activeSeats(this.t.state)));
    return this.save();
  }

  /** The seats whose clock runs: active, held by a player, not played by a bot for now. */
  private running(): Set<number> {
    if (!this.live) return new Set();
    return new Set(this.t.game!.activeSeats(this.t.state).filter((s) => this.human(s) && this.rec.out[s] === null));
  }

  /** Start and stop clocks for the current position; `fresh` seats just became active. Returns who got the per-turn time. */
  sync(fresh: ReadonlySet<number>): number[] {
    const rules = this.rules;
    if (!rules || !this.rec.clocks) return [];
    const running = this.running();
    const given = bonused(this.rec.clocks, running, fresh);
    this.rec.clocks = retime(this.rec.clocks, running, fresh, this.t.env.now(), rules);
    return given;
  }

  /**
   * Record `at` was committed: clocks follow the new active seats (`before`: the ones active
   * before). A move gives the per-turn time to the seats it made active, and the clocks remember
   * it; an undo back to record `undo` gives none, and takes back what the withdrawn records gave,
   * so asking again and again never fills a bank (issue 26).
   */
  afterMove(before: ReadonlySet<number>, at: number, undo?: number, movers: ReadonlySet<number> = new Set()): Promise<void> {
    const rules = this.rules;
    const granted = (this.rec.granted ??= []);
    if (undo !== undefined) {
      const withdrawn = granted.filter((g) => g.at >= undo);
      if (rules && this.rec.clocks && withdrawn.length > 0) this.rec.clocks = withdraw(this.rec.clocks, withdrawn.flatMap((g) => g.seats), rules);
      this.rec.granted = granted.filter((g) => g.at < undo);
      this.sync(new Set());
    } else {
      const active = new Set(this.t.game!.activeSeats(this.t.state));
      this.turnPlayed(before, active, movers);
      const fresh = new Set([...active].filter((s) => !before.has(s)));
      const given = this.sync(fresh);
      if (given.length > 0) this.rec.granted = [...granted, { at, seats: given }].slice(-GRANTS_KEPT);
    }
    return this.save();
  }

  /**
   * Turn-based (issue 31): a bank that ran out has the bot play (or skip) that turn only. The turn
   * is over once the seat is no longer active, or, where it stays active (several seats choosing at
   * once, a new round it starts), once the bot has moved for it and another seat has moved or become
   * active since: the table has gone round to a new turn. The seat is
   * then its player's again: an empty bank that its next turn's day refills (at once, if it is still
   * active). No line: the log said when time ran out, and the moves say what was played.
   */
  private turnPlayed(before: ReadonlySet<number>, active: ReadonlySet<number>, movers: ReadonlySet<number>): void {
    if (!turnBased(this.options)) return;
    const served = (this.rec.served ??= []);
    const rules = this.rules;
    this.rec.out.forEach((why, seat) => {
      if (why !== 'time') return;
      const others = [...movers, ...[...active].filter((a) => !before.has(a))].some((m) => m !== seat);
      if (active.has(seat) && !(served.includes(seat) && others)) {
        if (movers.has(seat) && !served.includes(seat)) served.push(seat);
        return;
      }
      this.rec.out[seat] = null;
      if (this.rec.level) this.rec.level[seat] = null;
      this.rec.served = served.filter((s) => s !== seat);
      if (active.has(seat) && rules && this.rec.clocks) this.rec.clocks = grant(this.rec.clocks, seat, rules);
    });
  }

  /** Whether the bot playing `seat` now skips its steps where the game can (turn-based, out of days, the host chose skip). */
  skips(seat: number): boolean {
    return turnBased(this.options) && this.options.late === 'skip' && this.why(seat) === 'time' && this.t.game?.skip !== undefined;
  }

  /** The log's words for a bank that ran out: the bot plays for the player (live) or that turn, or the turn is skipped. */
  private ranOut(seat: number): string {
    const bot = botWords(this.level(seat));
    if (!turnBased(this.options)) return `Time ran out for {p}: ${bot} plays for them`;
    if (this.options.late !== 'skip') return `Time ran out for {p}: ${bot} plays this turn`;
    // A game that cannot skip a seat says so by declaring no `skip` (shared/engine/types.ts).
    if (this.t.game?.skip === undefined) return `Time ran out for {p}: ${this.t.game?.name ?? 'this game'} cannot skip a turn, so ${bot} plays it`;
    return `Time ran out for {p}: their turn is skipped`;
  }

  /**
   * The host changed the table's pace (or its days) mid-game; `before`: the clock rules it had.
   * Each bank keeps its share under the new rules (clock.ts `rescale`): a player who spent most of
   * their time does not get it all back by asking the host. A table that had no clock starts with
   * full banks. The per-turn times an undo would take back were given under the old rules: dropped.
   * The log line is the caller's (a note record, so it shows at once).
   */
  repace(before: ClockRules | null): Promise<void> {
    const rules = this.rules;
    const n = this.t.meta?.seats.length ?? 0;
    const old = this.rec.clocks;
    this.rec.clocks = !rules ? null : before && old ? rescale(old, before, rules, this.t.env.now()) : newClocks(n, rules);
    this.rec.granted = [];
    this.sync(new Set());
    this.recheckAt = this.takeoverMs !== null ? this.t.env.now() + RECHECK_MS : null;
    // No clock now: the pages drop the one they show (an empty reading; a new page gets none).
    if (!this.rec.clocks) {
      const none = JSON.stringify({ t: 'clock', left: [], running: [] });
      for (const cs of this.t.conns.values()) if (cs.hello && !cs.closed) cs.conn.send(none);
    }
    return this.save();
  }

  /** The pace in the log's words: "The host sets the pace: Turn-based: 3 days a move, +1 day a turn". */
  paceLine(): string {
    return `The host sets the pace: ${paceWords(this.options)}${turnBased(this.options) && this.options.late === 'skip' ? '; out of days, a turn is skipped' : ''}`;
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

  /** A platform line about `seat` ("{p}" is its player), owed to the next record. */
  announce(seat: number, text: string): void {
    this.line(seat, text);
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
      // A seat freed by the host (or a free seat given to a bot) is no longer stood in for.
      if (s.controller !== 'human' && (this.rec.out[seat] !== null || this.rec.away[seat] !== null)) {
        this.rec.out[seat] = null;
        this.rec.away[seat] = null;
        if (this.rec.level) this.rec.level[seat] = null;
        changed = true;
      }
    });
    if (changed) this.sync(new Set());
    return changed;
  }

  private giveBack(seat: number): void {
    const why = this.rec.out[seat];
    this.rec.out[seat] = null;
    if (this.rec.level) this.rec.level[seat] = null;
    const rules = this.rules;
    // Back from running out (or from an absence, as the option promises): at least a minute. Back
    // from leaving or a hand-over: the bank as it was (leaving and coming back must not fill it),
    // unless it is empty.
    const empty = this.rec.clocks !== null && (this.rec.clocks.left[seat] ?? 0) <= 0;
    if (rules && this.rec.clocks && (why === 'time' || why === 'away' || empty)) this.rec.clocks = refill(this.rec.clocks, seat, rules);
    this.line(seat, '{p} is back');
  }

  /**
   * A bot plays for this player's seat for now, at `level`: the host handed it over, or the player
   * left. The seat stays theirs (name, colour, key); `back` or a move of theirs ends it.
   */
  async handOver(seat: number, why: 'host' | 'leave', level: string): Promise<void> {
    if (!this.human(seat)) throw new TableError('seat/no-such-seat', 'Only a player’s seat is handed to a bot for now.');
    this.rec.out[seat] = why;
    (this.rec.level ??= this.t.meta!.seats.map(() => null))[seat] = level;
    const bot = botWords(level);
    this.line(seat, why === 'host' ? `The host hands {p}’s seat to ${bot} for now` : `{p} leaves for now: ${bot} plays for them`);
    this.sync(new Set());
    await this.changed();
  }

  /** A player hands their own seat to a bot for now ("Leave"), at a level the game offers. */
  async leave(seat: number | null, level: string): Promise<void> {
    if (seat === null) throw new TableError('seat/not-seated', 'You are not seated: only a player can leave their seat to a bot.');
    if (this.t.meta?.status !== 'playing') throw new TableError('table/not-playing', 'A bot can play for you only while the game is on.');
    const bots = this.t.game?.bots ?? {};
    // Own properties only: `constructor` or `__proto__` is no bot.
    if (!Object.hasOwn(bots, level)) throw new TableError('seat/no-bot', `${this.t.game?.name ?? 'This game'} has no "${level.slice(0, 32)}" bot: choose one of ${Object.keys(bots).join(', ') || 'none'}.`);
    await this.handOver(seat, 'leave', level);
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
        this.line(seat, this.ranOut(seat));
        changed = true;
      }
    }
    const after = this.takeoverMs;
    if (after !== null) {
      this.rec.away.forEach((since, seat) => {
        if (since === null || this.rec.out[seat] !== null || !this.human(seat) || now - since < after) return;
        this.rec.out[seat] = 'away';
        this.line(seat, `{p} is away: ${botWords(this.level(seat))} plays for them`);
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

