// Provably fair deals (issue 32), through the real Table with in-memory storage: the seal is in
// every viewer's first frame from the lobby on; the server secret, the players' shares and the
// seed reach no viewer before the end (every frame of a random game of each game is scanned,
// replays included); after the end the record verifies, and fails when a move, the seed, a share
// or the secret is altered; bad shares are refused to the sender only; a missing share does not
// hold the start; a restart keeps the secret and the shares.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../shared/games/index';
import type { AnyGame } from '../../shared/engine/types';
import { sha256Hex } from '../../shared/fair/sha256';
import { sealOf, seedOf, type GameRecord } from '../../shared/fair/deal';
import { verifyRecord } from '../../shared/fair/verify';
import { seatPlanOf } from '../../shared/seats';
import { sha256Async } from '../../party/fair';
import { MemoryKV } from '../../party/store';
import { makeTable, seatAndStart, type FakeConn, type Harness } from '../helpers/fake-table';
import { highcard, type HighCardState } from '../games/highcard';
import type { ServerMessage } from '../../shared/protocol';

const hex = (n: number, salt: number) => Array.from({ length: n }, (_, i) => ((i * 7 + salt * 13) % 16).toString(16)).join('');

describe('SHA-256', () => {
  it('gives the standard vectors, and what Node and WebCrypto give for every length around a block', async () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
    expect(sha256Hex('a'.repeat(1_000_000))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
    for (let n = 0; n < 200; n++) {
      const text = 'ä€𝄞x'.repeat(n).slice(0, n);
      expect(sha256Hex(text), `length ${n}`).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
    expect(await sha256Async('abc 𝄞')).toBe(sha256Hex('abc 𝄞'));
  });
});

/** Sit `n` people in the game's colours (seat 0 the host); each sends a share but those in `silent`. */
async function seat(h: Harness, game: AnyGame, n: number, silent: number[]): Promise<{ conns: FakeConn[]; shares: (string | null)[] }> {
  const plan = seatPlanOf(game, h.table.meta!.options);
  const conns: FakeConn[] = [];
  const shares: (string | null)[] = [];
  for (let i = 0; i < n; i++) {
    const c = await h.join({ host: i === 0 });
    await c.say({ t: 'sit', seat: i, name: `P${i}`, color: plan.colours[i]!.id });
    const share = silent.includes(i) ? null : hex(32, i + 1);
    if (share) await c.say({ t: 'share', share });
    shares.push(share);
    conns.push(c);
  }
  return { conns, shares };
}

const firstSnapshot = (c: FakeConn) => c.received.find((m) => m.t === 'snapshot') as Extract<ServerMessage, { t: 'snapshot' }>;

/** A small generator for the random moves (the game's own is the seed's). */
const pick = (() => {
  let r = 0x9e3779b9;
  return (n: number) => ((r = (Math.imul(r, 1103515245) + 12345) >>> 0) % n);
})();

describe('a sealed deal at a table of each game', () => {
  it.each(Object.keys(GAMES))('%s: the seal from the lobby on, nothing of the deal before the end, a record that verifies after it', { timeout: 240_000 }, async (id) => {
    const game = GAMES[id]!;
    const players = Math.max(2, game.minPlayers);
    const h = await makeTable({ game, seats: players });
    const early = await h.join();
    // Seat 1's browser sends no share: the start does not wait for it, and the log says so.
    const { conns, shares } = await seat(h, game, players, [1]);
    const fair = h.table.meta!.fair!;
    expect(fair.seal).toBe(sealOf(fair.secret));
    await conns[0]!.say({ t: 'start' });
    await h.timers.drain();
    expect(h.table.meta!.status).toBe('playing');
    const late = await h.join();
    for (const c of [early, late, ...conns]) expect(firstSnapshot(c).table.seal).toBe(fair.seal);
    expect(h.table.meta!.seed).toBe(seedOf(fair.secret, shares));
    await expect(h.table.gameRecord()).rejects.toMatchObject({ code: 'table/not-over' });

    let steps = 0;
    while (h.table.meta!.status === 'playing' && steps < 4000) {
      const active = game.activeSeats(h.table.state);
      const s = active[pick(active.length)]!;
      const moves = game.legalMoves(h.table.state, s);
      // A person's pace: the room's message limit counts per connection.
      h.timers.now += 250;
      const n = conns[s]!.errors().length;
      await conns[s]!.say({ t: 'move', v: h.table.gv, move: moves[pick(moves.length)] });
      if (conns[s]!.errors().length > n) throw new Error(`move refused: ${JSON.stringify(conns[s]!.lastError())}`);
      if (steps % 40 === 0) await late.say({ t: 'replay', at: pick(h.table.gv + 1) });
      steps++;
    }
    await h.timers.drain();
    expect(h.table.meta!.status, `${steps} random moves; ${JSON.stringify(conns.map((c) => c.lastError()))}`).toBe('over');
    const meta = h.table.meta!;
    const hidden = [meta.seed!, fair.secret, ...shares.filter((s): s is string => s !== null)];
    for (const c of [early, late, ...conns]) {
      const text = c.raw.join('\n');
      for (const s of hidden) expect(text).not.toContain(s);
    }
    // The log names the seat that sent no share, and shows the seal's first digits.
    const log = late.sync.log.map((e) => e.text).join('\n');
    expect(log).toContain(`Deal sealed: ${fair.seal.slice(0, 8)}`);
    expect(log).toContain("{p1}'s browser sent no share of the deal");

    const record = JSON.parse(JSON.stringify(await h.table.gameRecord())) as GameRecord;
    expect(record).toMatchObject({ fair: 'sealed', seal: fair.seal, secret: fair.secret, shares, seed: meta.seed });
    expect(record.moves.length).toBe(h.table.gv);
    expect(verifyRecord(record, GAMES)).toMatchObject({ ok: true, kind: 'sealed', moves: h.table.gv });

    const altered = (change: (r: GameRecord) => void) => {
      const r = structuredClone(record);
      change(r);
      return verifyRecord(r, GAMES);
    };
    expect(altered((r) => (r.seed = sha256Hex('another')))).toMatchObject({ ok: false, step: 0 });
    expect(altered((r) => (r.shares![0] = hex(32, 9)))).toMatchObject({ ok: false, step: 0 });
    expect(altered((r) => (r.secret = 'another_secret_0000'))).toMatchObject({ ok: false, step: 0 });
    // One move altered: the first that differs from the one recorded at its step (the other seat's
    // move there, or the next legal one).
    const k = Math.floor(record.moves.length / 2);
    const one = altered((r) => {
      const m = r.moves[k]!;
      const state = replayTo(game, record, k);
      const other = game.legalMoves(state, m.seat).find((x) => JSON.stringify(x) !== JSON.stringify(m.move));
      m.move = other ?? { not: 'a move' };
    });
    expect(one.ok).toBe(false);
    if (!one.ok) expect(one.step).toBeGreaterThanOrEqual(k + 1);
    expect(altered((r) => r.views.splice(k + 1, 1, sha256Hex('x')))).toMatchObject({ ok: false, step: k + 1 });
    expect(altered((r) => (r.result = { winners: [], scores: [] }))).toMatchObject({ ok: false, step: record.moves.length });
    // scripts/verify.mjs, for one game (each run starts Node and tsx): 0 passes, 1 fails, 2 unreadable.
    if (id === 'hall') {
      const dir = mkdtempSync(join(tmpdir(), 'record-'));
      const run = (r: unknown) => {
        const file = join(dir, 'record.json');
        writeFileSync(file, typeof r === 'string' ? r : JSON.stringify(r));
        return spawnSync(process.execPath, ['scripts/verify.mjs', file], { encoding: 'utf8' });
      };
      const pass = run(record);
      expect(pass.status, pass.stderr).toBe(0);
      expect(pass.stdout).toMatch(/^PASS hall/);
      const bad = structuredClone(record);
      bad.shares![0] = hex(32, 9);
      const fail = run(bad);
      expect(fail.status).toBe(1);
      expect(fail.stdout).toContain('shares');
      expect(run('{not json').status).toBe(2);
    }
  });
});

/** The state after `k` records of a record (moves only: the random games here have no undos). */
function replayTo(game: AnyGame, r: GameRecord, k: number): unknown {
  let state = game.setup(r.seed, r.seats.length, r.options);
  for (const m of r.moves.slice(0, k)) {
    const res = game.apply(state, m.seat, m.move);
    if (!res.ok) throw new Error(res.error.code);
    state = res.value.state;
  }
  return state;
}

describe('shares of the deal', () => {
  it('refuses a bad, second, spectator\'s or late share to its sender only, changing nothing', async () => {
    const game = GAMES.fotmk!;
    const h = await makeTable({ game, seats: 2 });
    const watcher = await h.join();
    const { conns } = await seat(h, game, 2, [1]);
    const [a, b] = conns as [FakeConn, FakeConn];
    const before = [...h.kv.data.entries()];
    const heard = [watcher.raw.length, b.raw.length];
    const cases: [FakeConn, unknown, string][] = [
      [a, hex(32, 7), 'fair/already-committed'],
      [b, 'XYZ', 'fair/bad-share'],
      [b, hex(31, 1), 'fair/bad-share'],
      [b, hex(65, 1), 'fair/bad-share'],
      [b, hex(32, 1).toUpperCase(), 'fair/bad-share'],
      [watcher, hex(32, 3), 'fair/not-seated'],
    ];
    for (const [c, share, code] of cases) {
      await c.say({ t: 'share', share } as Record<string, unknown>);
      expect(c.lastError()?.code, String(share)).toBe(code);
    }
    await b.say({ t: 'share', share: 7 } as Record<string, unknown>);
    expect(b.lastError()?.code).toBe('msg/bad-schema');
    // The same share again is no change and no error.
    const errors = a.errors().length;
    await a.say({ t: 'share', share: hex(32, 1) });
    expect(a.errors().length).toBe(errors);
    expect([...h.kv.data.entries()]).toEqual(before);
    // Nobody but the sender heard of any of it (b's own refusals aside).
    expect(watcher.raw.length).toBe(heard[0]! + 1);
    expect(b.received.slice(heard[1]!).every((m) => m.t === 'error')).toBe(true);
    await a.say({ t: 'start' });
    await h.timers.drain();
    await b.say({ t: 'share', share: hex(32, 5) });
    expect(b.lastError()?.code).toBe('fair/too-late');
    expect(h.table.meta!.fair!.shares).toEqual([hex(32, 1), null]);
  });

  it('a restart keeps the secret and the shares, and the seed is made from them', async () => {
    const game = GAMES.hall!;
    const kv = new MemoryKV();
    const h = await makeTable({ game, seats: 2, kv });
    const { shares } = await seat(h, game, 2, []);
    const fair = h.table.meta!.fair!;
    const again = await makeTable({ game, seats: 2, kv });
    expect(again.table.meta!.fair).toEqual(fair);
    expect(again.table.meta!.seats.map((s) => s.share)).toEqual(shares);
    const host = await again.join({ host: true });
    await host.say({ t: 'start' });
    await again.timers.drain();
    expect(again.table.meta!.seed).toBe(seedOf(fair.secret, shares));
  });

  it('a standing player takes their share with them; a rematch is dealt under a new seal', async () => {
    const game = GAMES.fotmk!;
    const h = await makeTable({ game, seats: 2 });
    const { conns } = await seat(h, game, 2, []);
    await conns[1]!.say({ t: 'stand' });
    expect(h.table.meta!.seats[1]!.share).toBeUndefined();
  });

  it('a rematch is dealt under a new secret and seal', async () => {
    const h = await makeTable({ seats: 2 });
    const conns = await seatAndStart(h, 2);
    for (let guard = 0; h.table.meta!.status === 'playing' && guard < 200; guard++) {
      const s = highcard.activeSeats(h.table.state as HighCardState)[0]!;
      await conns[s]!.say({ t: 'move', v: h.table.gv, move: highcard.legalMoves(h.table.state as HighCardState, s)[0] });
    }
    await conns[0]!.say({ t: 'rematch' });
    const next = h.spawned.get(h.table.meta!.rematch!)!;
    expect(next.meta!.fair!.seal).toBe(sealOf(next.meta!.fair!.secret));
    expect(next.meta!.fair!.secret).not.toBe(h.table.meta!.fair!.secret);
    expect(next.meta!.seats.every((s) => s.share === undefined)).toBe(true);
    // The finished test game's record verifies too (its engine is not in the product's list).
    expect(verifyRecord(await h.table.gameRecord(), { [highcard.id]: highcard })).toMatchObject({ ok: true });
  });
});
