// Seats without accounts: sit by name and colour, stand, the host's start / kick / bot.
// A seat is held by whoever holds its secret; a bot is just another seat controller.
import type { SeatColor } from '../shared/constants';
import type { SeatPlan } from '../shared/engine/types';
import { colourIn, seatPlanOf } from '../shared/seats';
import type { ErrorCode, ServerMessage } from '../shared/protocol';
import { saveMeta, type SeatRecord, type TableMeta } from './store';
import type { Conn, ConnState } from './conns';
import { TableError } from './errors';
import { botWords } from '../shared/tableoptions';
import type { TableEnv, TableNow } from './host';
import type { GameEvent } from '../shared/engine/types';
import { dealAtStart, saveShare, sealNew } from './fair';

/** What the lobby needs of the table: narrow, so the table can change around it. */
export interface LobbyHost extends Pick<TableNow, 'game'> {
  /** The lobby saves the seats, the start and the rematch's id, then sets this. */
  meta: TableMeta | null;
  readonly env: Pick<TableEnv, 'kv' | 'newSecret' | 'spawnTable'>;
  readonly out: { changed(): void; reseat(cs: ConnState, seatSecret: string | null): void };
  readonly standins: {
    presenceChanged(): Promise<void>;
    /** A player's seat played by a bot for now (standin.ts): it stays theirs. */
    handOver(seat: number, why: 'host', level: string): Promise<void>;
    /** A platform line about `seat`, owed to the next record. */
    announce(seat: number, text: string): void;
  };
  seatOf(cs: ConnState): number | null;
  connsHoldingSeat(seat: number): ConnState[];
  sendTo(conn: Conn, msg: ServerMessage): void;
  fail(cs: ConnState, code: ErrorCode, message: string): void;
  /** Start the game state once the seats are settled. */
  beginGame(seed: string, lines?: readonly GameEvent[]): void;
  /** Take the steps that ask nothing from the start on (shared/engine/auto.ts), written as moves. */
  settle(): Promise<void>;
  scheduleBots(): void;
}

const freeSeat = (): SeatRecord => ({ name: null, color: null, controller: null, secret: null, bot: null });

export class Lobby {
  constructor(private readonly table: LobbyHost) {}

  private get meta(): TableMeta {
    return this.table.meta!;
  }

  private async save(meta: TableMeta): Promise<void> {
    await saveMeta(this.table.env.kv, meta);
    this.table.meta = meta;
  }

  private withSeat(meta: TableMeta, seat: number, record: SeatRecord): TableMeta {
    return { ...meta, seats: meta.seats.map((s, i) => (i === seat ? record : s)) };
  }

  /** The game's seats and colours for this table's options. */
  private get plan(): SeatPlan {
    return seatPlanOf(this.table.game!, this.meta.options);
  }

  private requireHost(cs: ConnState): void {
    if (!cs.host) throw new TableError('host/only-host', 'Only the host (who created this table) can do that.');
  }

  private requireSeat(seat: number): SeatRecord {
    const record = this.meta.seats[seat];
    if (!record) throw new TableError('seat/no-such-seat', `This table has ${this.meta.seats.length} seats.`);
    return record;
  }

  /**
   * Connections that held a seat now taken away become spectators (the caller gives each a fresh
   * snapshot). The holders must be collected before the seat record changes, while the secret
   * still names them.
   */
  private unseat(held: ConnState[]): ConnState[] {
    for (const cs of held) cs.seatSecret = null;
    return held;
  }

  async sit(cs: ConnState, seat: number, name: string, color: SeatColor): Promise<void> {
    const meta = this.meta;
    if (meta.status === 'over') throw new TableError('seat/game-started', 'The game is over.');
    if (this.table.seatOf(cs) !== null) throw new TableError('seat/already-seated', 'You already have a seat at this table.');
    const record = this.requireSeat(seat);
    if (record.controller !== null) throw new TableError('seat/taken', 'That seat is taken: choose a free one.');
    // Taking over an abandoned seat mid-game keeps its colour, so the board stays readable.
    const plan = this.plan;
    const finalColor = plan.bySeat ? (plan.colours[seat]?.id ?? color) : meta.status === 'playing' && record.color ? record.color : color;
    if (!colourIn(this.plan, finalColor)) {
      throw new TableError('seat/bad-colour', `${this.table.game!.name} offers ${this.plan.colours.map((c) => c.name).join(', ')}: choose one of those.`);
    }
    if (meta.seats.some((s, i) => i !== seat && s.color === finalColor)) {
      throw new TableError('seat/taken', 'Another player has that colour: choose another.');
    }
    const secret = this.table.env.newSecret();
    // One host badge: a second tab holding the host key sits as an ordinary player.
    const host = cs.host && !meta.seats.some((s) => s.host === true && s.controller !== null);
    await this.save(this.withSeat(meta, seat, { name, color: finalColor, controller: 'human', secret, bot: null, host }));
    this.table.sendTo(cs.conn, { t: 'seated', seat, secret });
    this.table.out.reseat(cs, secret);
    this.table.out.changed();
    await this.table.standins.presenceChanged();
  }

  async stand(cs: ConnState): Promise<void> {
    const seat = this.table.seatOf(cs);
    if (seat === null) throw new TableError('seat/not-seated', 'You are not seated.');
    if (this.meta.status !== 'lobby') throw new TableError('seat/game-started', 'The game has started: your seat stays yours.');
    const held = this.table.connsHoldingSeat(seat);
    await this.save(this.withSeat(this.meta, seat, freeSeat()));
    for (const cs2 of this.unseat(held)) this.table.out.reseat(cs2, null);
    this.table.out.changed();
  }

  async kick(cs: ConnState, seat: number): Promise<void> {
    this.requireHost(cs);
    const record = this.requireSeat(seat);
    if (record.controller === null) throw new TableError('seat/no-such-seat', 'That seat is already free.');
    const present = record.controller === 'human' && this.table.connsHoldingSeat(seat).length > 0;
    if (this.meta.status !== 'lobby' && present) {
      throw new TableError('seat/not-absent', 'That player is here: only an absent player or a bot can be removed during the game.');
    }
    // During the game the seat keeps its colour and becomes free for a newcomer or a bot.
    const next = this.meta.status === 'lobby' ? freeSeat() : { ...freeSeat(), color: record.color };
    const holders = this.table.connsHoldingSeat(seat);
    await this.save(this.withSeat(this.meta, seat, next));
    for (const held of this.unseat(holders)) {
      this.table.out.reseat(held, null);
      this.table.fail(held, 'seat/not-seated', 'The host freed your seat: you are watching now.');
    }
    this.table.out.changed();
    await this.table.standins.presenceChanged();
  }

  async bot(cs: ConnState, seat: number, bot: string): Promise<void> {
    this.requireHost(cs);
    const game = this.table.game!;
    // Own properties only: `constructor` or `__proto__` is no bot, however the lookup is written.
    if (!Object.hasOwn(game.bots ?? {}, bot)) throw new TableError('host/no-bot', `${game.name} has no "${bot.slice(0, 32)}" bot: choose one of ${Object.keys(game.bots ?? {}).join(', ') || 'none'}.`);
    const record = this.requireSeat(seat);
    const playing = this.meta.status === 'playing';
    if (this.meta.status === 'over') throw new TableError('seat/game-started', 'The game is over.');
    // During the game a player's seat, here or not, is played by the bot for now and stays theirs:
    // their name on the end screen and in the replay, their key to take it back (issue 26).
    if (playing && record.controller === 'human') {
      await this.table.standins.handOver(seat, 'host', bot);
      return;
    }
    // A bot's seat during the game: the host changes its level.
    if (playing && record.controller === 'bot') {
      await this.save(this.withSeat(this.meta, seat, { ...record, bot }));
      this.table.standins.announce(seat, `{p} now plays as ${botWords(bot)}`);
      this.table.out.changed();
      this.table.scheduleBots();
      return;
    }
    if (record.controller !== null) throw new TableError('seat/taken', 'Before the start a bot takes a free seat: remove this player first.');
    // A free seat (that never had a player, or that the host freed) becomes a bot's seat.
    const used = new Set(this.meta.seats.map((s) => s.color));
    const plan = this.plan;
    const color = record.color ?? (plan.bySeat ? plan.colours[seat]?.id : plan.colours.find((c) => !used.has(c.id))?.id) ?? null;
    await this.save(this.withSeat(this.meta, seat, { name: `Bot ${seat + 1}`, color, controller: 'bot', secret: null, bot }));
    if (playing) this.table.standins.announce(seat, `{p} sits down: ${botWords(bot)}`);
    this.table.out.changed();
    // Not a player's seat: no stand-in, no clock (standin.ts).
    await this.table.standins.presenceChanged();
    this.table.scheduleBots();
  }

  /** After the game, the host opens a new table: same game, options, seats, names and secrets. */
  async rematch(cs: ConnState): Promise<void> {
    this.requireHost(cs);
    const meta = this.meta;
    if (meta.status !== 'over') throw new TableError('table/not-over', 'A rematch can be opened once the game is over.');
    if (meta.rematch) return this.table.out.changed();
    const spawn = this.table.env.spawnTable;
    if (!spawn) throw new TableError('table/not-over', 'Rematches are not available here.');
    const seats = meta.seats.map((s) => ({ ...s }));
    const id = await spawn({ game: meta.game, options: meta.options, table: meta.table, seats, hostSecret: meta.hostSecret });
    await this.save({ ...meta, rematch: id });
    this.table.out.changed();
  }

  /** A seated browser's share of the deal, before the start (party/fair.ts): kept, told to nobody. */
  async share(cs: ConnState, share: string): Promise<void> {
    this.table.meta = await saveShare(this.table.env.kv, this.meta, this.table.seatOf(cs), share);
  }

  async start(cs: ConnState): Promise<void> {
    this.requireHost(cs);
    const meta = this.meta;
    const game = this.table.game!;
    if (meta.status !== 'lobby') throw new TableError('seat/game-started', 'The game has already started.');
    // Empty seats are dropped at the start; the seated keep their order.
    const seats = meta.seats.filter((s) => s.controller !== null);
    const min = this.plan.min;
    if (seats.length < min) {
      throw new TableError('host/not-enough-players', `${game.name} needs at least ${min} seated players (or bots).`);
    }
    // The seed: the sealed secret and the seated browsers' shares (party/fair.ts). A table opened
    // before deals were sealed gets its secret now (no seal was shown in its lobby).
    const deal = await dealAtStart(meta.fair ?? (await sealNew(this.table.env.newSecret())), seats);
    const next: TableMeta = { ...meta, seats, status: 'playing', seed: deal.seed, fair: deal.fair };
    await this.save(next);
    this.table.beginGame(deal.seed, deal.lines);
    await this.table.settle();
    this.table.out.changed();
    this.table.scheduleBots();
  }
}
