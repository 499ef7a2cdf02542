// A table with no server around it: in-memory storage, a manual clock and timers, and fake
// connections that keep a client-side synced view (client/sync.ts) from what they receive.
import { highcard } from '../games/highcard';
import { Table } from '../../party/table';
import type { TableEnv } from '../../party/host';
import { MemoryKV } from '../../party/store';
import { emptySync, receive, type SyncState } from '../../client/sync';
import type { ClientMessageInput, ServerMessage } from '../../shared/protocol';
import type { AnyGame } from '../../shared/engine/types';
import { buildView } from '../../party/views';
import { seatPlanOf } from '../../shared/seats';

let secretCounter = 0;

export class Timers {
  now = 1_000_000;
  private queue: { at: number; fn: () => void }[] = [];
  schedule = (fn: () => void, ms: number) => {
    this.queue.push({ at: this.now + ms, fn });
  };
  /** Move the clock on by `ms`, running what falls due on the way (in order). */
  async advance(ms: number): Promise<void> {
    const until = this.now + ms;
    for (;;) {
      this.queue.sort((a, b) => a.at - b.at);
      const next = this.queue[0];
      if (!next || next.at > until) break;
      this.queue.shift();
      this.now = Math.max(this.now, next.at);
      next.fn();
      await settle();
    }
    this.now = until;
  }
  /** Run everything due, advancing the clock, until nothing is left (bounded). */
  async drain(limit = 10_000): Promise<void> {
    for (let i = 0; i < limit && this.queue.length > 0; i++) {
      this.queue.sort((a, b) => a.at - b.at);
      const next = this.queue.shift()!;
      this.now = Math.max(this.now, next.at);
      next.fn();
      await settle();
    }
  }
}

/** Let queued promise chains finish. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
  await new Promise((r) => setImmediate(r));
}

export class FakeConn {
  static n = 0;
  readonly id = `c${++FakeConn.n}`;
  readonly received: ServerMessage[] = [];
  readonly raw: string[] = [];
  sync: SyncState = emptySync();
  gaps = 0;
  closed = false;
  constructor(readonly table: Table) {}
  send(text: string) {
    this.raw.push(text);
    const msg = JSON.parse(text) as ServerMessage;
    this.received.push(msg);
    const out = receive(this.sync, msg);
    if (out.kind === 'gap') this.gaps++;
    this.sync = out.state;
  }
  close() {
    this.closed = true;
  }
  /** What the table saved on this socket (a Durable Object keeps it across hibernation). */
  state: unknown = null;
  setState(state: unknown) {
    this.state = structuredClone(state);
    return this.state;
  }
  async say(msg: ClientMessageInput | Record<string, unknown>): Promise<void> {
    await this.table.message(this, JSON.stringify(msg));
    await settle();
  }
  async sendRaw(text: string): Promise<void> {
    await this.table.message(this, text);
    await settle();
  }
  errors() {
    return this.received.filter((m) => m.t === 'error') as Extract<ServerMessage, { t: 'error' }>[];
  }
  lastError() {
    return this.errors().at(-1);
  }
  get view() {
    return this.sync.table!;
  }
}

export interface Harness {
  table: Table;
  spawned: Map<string, Table>;
  kv: MemoryKV;
  timers: Timers;
  env: TableEnv;
  hostSecret: string;
  join(opts?: { seatSecret?: string; host?: boolean }): Promise<FakeConn>;
  drop(c: FakeConn): void;
}

export async function makeTable(
  opts: { game?: AnyGame; seats?: number; options?: Record<string, unknown>; table?: Record<string, unknown>; clockMinuteMs?: number; kv?: MemoryKV; botDelayMs?: number; snapshotEvery?: number; timers?: Timers } = {},
): Promise<Harness> {
  const game = opts.game ?? highcard;
  const kv = opts.kv ?? new MemoryKV();
  const timers = opts.timers ?? new Timers();
  let r = 0x1234;
  const env: TableEnv = {
    kv,
    games: { [game.id]: game },
    now: () => timers.now,
    random: () => {
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      return r / 0x100000000;
    },
    newSecret: () => `secret_${String(++secretCounter).padStart(12, '0')}`,
    schedule: timers.schedule,
    botDelayMs: opts.botDelayMs ?? 10,
    presenceDelayMs: 5,
    snapshotEvery: opts.snapshotEvery,
    clockMinuteMs: opts.clockMinuteMs,
    spawnTable: async (meta) => {
      const id = `t${spawned.size + 2}`;
      const t = new Table(id, { ...env, kv: new MemoryKV() });
      await t.create({ game: meta.game, seats: meta.seats.length, options: meta.options, ...(meta.table ? { table: meta.table } : {}) }, meta);
      spawned.set(id, t);
      return id;
    },
  };
  const spawned = new Map<string, Table>();
  const table = new Table('t1', env);
  await table.restore();
  let hostSecret = '';
  if (!table.meta) {
    hostSecret = (await table.create({ game: game.id, seats: opts.seats ?? 3, options: opts.options ?? {}, ...(opts.table ? { table: opts.table } : {}) })).hostSecret;
  } else hostSecret = table.meta.hostSecret;
  const h: Harness = {
    table,
    spawned,
    kv,
    timers,
    env,
    hostSecret,
    async join(o = {}) {
      const c = new FakeConn(table);
      // Each fake connection is its own person, at its own address (tests of the cap pass theirs).
      table.connect(c, `fake-${c.id}`);
      await c.say({ t: 'hello', protocol: 2, seatSecret: o.seatSecret, hostSecret: o.host ? hostSecret : undefined });
      return c;
    },
    drop(c) {
      table.disconnect(c);
    },
  };
  return h;
}

/** Seat `n` players (first one is the host) and start. Returns their connections. */
export async function seatAndStart(h: Harness, n: number): Promise<FakeConn[]> {
  const colors = ['red', 'blue', 'green', 'yellow', 'purple'] as const;
  const conns: FakeConn[] = [];
  for (let i = 0; i < n; i++) {
    const c = await h.join({ host: i === 0 });
    await c.say({ t: 'sit', seat: i, name: `P${i}`, color: colors[i]! });
    conns.push(c);
  }
  await conns[0]!.say({ t: 'start' });
  await h.timers.drain();
  return conns;
}

export function secretOf(c: FakeConn): string {
  const m = c.received.find((x) => x.t === 'seated') as Extract<ServerMessage, { t: 'seated' }> | undefined;
  if (!m) throw new Error('not seated');
  return m.secret;
}

/** What the table would show this viewer right now, built from scratch (as plain JSON). */
export function freshView(table: Table, seat: number | null, host = false) {
  const connected = new Set<number>();
  let spectators = 0;
  for (const cs of table.conns.values()) {
    if (!cs.hello) continue;
    const s = table.seatOf(cs);
    if (s === null) spectators++;
    else connected.add(s);
  }
  const view = buildView({ meta: table.meta!, game: table.game!, state: table.state, gv: table.gv, spectators, connectedSeats: connected, undo: table.undo.view() }, { seat, host });
  return JSON.parse(JSON.stringify(view)) as typeof view;
}

/** A table of `game` started with a person (a connection of their own) in every seat, in the game's colours. */
export async function peopleAt(game: AnyGame, players: number): Promise<{ h: Harness; conns: FakeConn[] }> {
  const h = await makeTable({ game, seats: players });
  const plan = seatPlanOf(game, h.table.meta!.options);
  const conns: FakeConn[] = [];
  for (let i = 0; i < players; i++) {
    const c = await h.join({ host: i === 0 });
    await c.say({ t: 'sit', seat: i, name: `P${i}`, color: plan.colours[i]!.id });
    conns.push(c);
  }
  await conns[0]!.say({ t: 'start' });
  return { h, conns };
}
