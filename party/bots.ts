// The bots' turn and the table's one alarm. A bot seat, or a player's seat a bot stands in for
// (standin.ts), is armed when it becomes active: it starts thinking at once on the one alarm,
// outside the table's one-change-at-a-time chain, and commits inside it once its step's wait is
// over (party/pace.ts: none for a forced step, else about one motion of the board), only if the
// game is still where it looked. Thinking while the wait runs keeps a bot turn quick to watch: a
// step takes the longer of the two, not both. The same alarm serves the stand-ins' and an undo
// request's deadlines (a Durable Object has one alarm): `arm` sets it for the earliest of them all.
import type { StandinWhy } from './standin';
import type { TableEnv, TableNow } from './host';
import { botStepDelay } from './pace';
import { think } from './think';

/** An alarm may ring this early (clocks differ by a little between setting and ringing). */
export const ALARM_SLACK_MS = 5;

/** What the bots need of the table: narrow, so the table can change around it. */
export interface BotHost extends Pick<TableNow, 'id' | 'meta' | 'game' | 'state' | 'migration'> {
  readonly env: Pick<TableEnv, 'botDelayMs' | 'now' | 'random' | 'schedule' | 'setAlarm'>;
  readonly standins: { why(seat: number): StandinWhy | null; level(seat: number): string; deadline(): number | null; skips(seat: number): boolean };
  /** A request to undo waiting for answers (bots wait for it too), and its deadline. */
  readonly undo: { readonly request: unknown; deadline(): number | null };
  /** Push messages owed (party/push/notify.ts): the earliest one due. */
  readonly notify: { deadline(): number | null };
  /** The whole alarm (the stand-ins' and undo's part, then `Bots.ring`): where there is no real alarm, a timer calls it. */
  alarm(): Promise<void>;
  serial<T>(fn: () => Promise<T> | T): Promise<T>;
  commit(seat: number, move: unknown): Promise<void>;
}

export class Bots {
  private pending = false;
  /** A bot is thinking now (between its alarm and its commit). */
  private thinking = false;
  /** When the armed bot is due to start thinking (server ms): at once, on the alarm. */
  private dueAt: number | null = null;
  /** When its step may be committed (server ms): its wait after the move before it (pace.ts). */
  private commitAt = 0;
  /** When the one alarm is set for (server ms), so it is not set again for the same time. */
  private armedAt: number | null = null;
  /** Bot moves refused in a row (a bot's bug); past 3 the table waits for the host. */
  private failures = 0;

  constructor(private readonly t: BotHost) {}

  /**
   * Arm the bot whose turn it is (a bot seat, or a player a bot stands in for), then the one alarm.
   * `delay`: how long the bot's step waits when it is a real choice (the table's bot delay; 0 after
   * a restart, when the wait was waited already); a forced step never waits (pace.ts).
   */
  schedule(delay = this.t.env.botDelayMs): void {
    // Bots accept a request to undo: they wait for the people's answers instead of moving (which
    // would drop it); the answer's record re-arms them.
    const seat = this.pending || this.t.meta?.status !== 'playing' || this.t.migration || this.t.undo.request ? null : this.nextSeat();
    if (seat !== null) {
      this.pending = true;
      this.dueAt = this.t.env.now();
      this.commitAt = this.dueAt + (delay > 0 ? botStepDelay(this.t.game!, this.t.state, seat, delay) : 0);
    }
    this.arm();
  }

  /**
   * One alarm serves everything timed (a Durable Object has one): the bot's move, the stand-ins'
   * next deadline (a clock running out, an absent player's time) and an undo request's, the earliest.
   * Where there is no alarm (unit tests) a timer stands in; an early call of `alarm` is harmless.
   */
  arm(): void {
    const times = [this.pending && !this.thinking ? this.dueAt : null, this.t.standins.deadline(), this.t.undo.deadline(), this.t.notify.deadline()].filter((x): x is number => x !== null);
    if (times.length === 0) return;
    const at = Math.min(...times);
    if (at === this.armedAt) return;
    this.armedAt = at;
    const ms = Math.max(0, at - this.t.env.now());
    if (this.t.env.setAlarm) this.t.env.setAlarm(ms);
    else this.t.env.schedule(() => void this.t.alarm(), ms);
  }

  /** The alarm rang (or the room woke for it): if it was the one set, it is set no more. */
  rang(): void {
    if (this.armedAt !== null && this.armedAt <= this.t.env.now() + ALARM_SLACK_MS) this.armedAt = null;
  }

  /** After the alarm's other work: the bot moves if it is due, then the alarm is set again. */
  ring(): Promise<void> | void {
    const due = this.pending && !this.thinking && this.dueAt !== null && this.dueAt <= this.t.env.now() + ALARM_SLACK_MS;
    if (!due) return this.arm();
    this.dueAt = null;
    return this.run()
      .then(
        () => void (this.failures = 0),
        (e: unknown) => {
          console.error(`table ${this.t.id}: bot failed`, e instanceof Error ? e.message : e);
          // A refused bot move must not leave the table waiting forever: think again, a few times.
          if (++this.failures <= 3) this.schedule();
        },
      )
      .finally(() => this.arm());
  }

  /** Whether a bot moves for `seat` now: a bot's seat, or a player's a bot stands in for. */
  private plays(seat: number): boolean {
    const controller = this.t.meta?.seats[seat]?.controller;
    return controller === 'bot' || (controller === 'human' && this.t.standins.why(seat) !== null);
  }

  private nextSeat(): number | null {
    const meta = this.t.meta!;
    const active = this.t.game!.activeSeats(this.t.state);
    return meta.status === 'playing' ? (active.find((s) => this.plays(s)) ?? null) : null;
  }

  /**
   * Think outside the room's one-change-at-a-time chain, so moves, hellos and chat are answered
   * while a search runs; then commit inside it, only if the game is still where the bot looked.
   * `pending` stays set while thinking, so nothing arms a second bot meanwhile.
   */
  private async run(): Promise<void> {
    const t = this.t;
    let seat: number | null = null;
    let move: unknown = null;
    const state = t.state;
    this.thinking = true;
    try {
      if (t.meta?.status !== 'playing' || t.migration) return;
      seat = this.nextSeat();
      if (seat === null) return;
      const record = t.meta.seats[seat];
      // A player's seat is played at the level chosen when it was handed over, else the game's default sensible one.
      const name = record?.controller === 'bot' ? (record.bot ?? 'random') : t.standins.level(seat);
      // Out of days at a turn-based table whose host chose "skip": the game's skip where this step has one.
      const skip = t.standins.skips(seat) ? (t.game!.skip?.(state, seat) ?? null) : null;
      move = skip ?? await think(t.game!, state, seat, name, t.env.random, {
        pause: () => new Promise<void>((res) => t.env.schedule(res, 0)),
        stale: () => t.state !== state || t.meta?.status !== 'playing',
      });
      // Thought: the step waits out the rest of its wait (the motion of the move before it). A
      // timer, not the alarm: if the room is evicted meanwhile, its wake arms the bot again at once.
      const rest = this.commitAt - t.env.now();
      if (move !== null && move !== undefined && rest > 0) await new Promise<void>((res) => t.env.schedule(res, rest));
    } finally {
      this.pending = false;
      this.thinking = false;
    }
    if (seat === null) return;
    if (move === null || move === undefined || t.state !== state) {
      // The game moved on while the bot thought: think again about where it is now.
      if (move !== null) this.schedule();
      return;
    }
    const who = seat;
    // Committed only where the bot looked, and only if a bot still plays that seat (its player may be back).
    await t.serial(() => (t.state === state && this.plays(who) && !t.undo.request ? t.commit(who, move) : this.schedule()));
  }
}
