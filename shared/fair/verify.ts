// Verify a finished game's record (deal.ts) with the game's own engine: the seal opens to the
// secret, the seed is the one the secret and the shares make, every record replays from that seed,
// each position's spectator view hashes to what the table showed, and the final result is the
// one recorded. Synchronous and a slice at a time (`step`), so a page can keep drawing between
// slices; scripts/verify.mjs runs it in Node, the replay page in the browser.
import type { AnyGame } from '../engine/types';
import { stepRecord, Trail } from '../engine/undo';
import { RECORD_VERSION, SHARE, sealOf, seedOf, viewText, type GameRecord } from './deal';
import { sha256Hex } from './sha256';

/**
 * A pass, or the first thing that does not hold. `step`: 0 for the seal and seed, then the record
 * (1-based move) whose position or replay failed; `what` in a player's words.
 */
export type Verdict =
  | { ok: true; kind: GameRecord['fair']; moves: number; note: string }
  | { ok: false; step: number; what: string };

const hashView = (game: AnyGame, state: unknown): string => sha256Hex(viewText(game.view(state, 'spectator')));

/** A record read from JSON: the fields the verifier reads, of the right kinds (else why not). */
function shapeProblem(r: GameRecord): string | null {
  if (r === null || typeof r !== 'object') return 'the file is not a game record';
  if (r.record !== RECORD_VERSION) return `the record's version is ${String(r.record)}; this verifier reads version ${RECORD_VERSION}`;
  if (typeof r.game !== 'string' || typeof r.seed !== 'string' || !Array.isArray(r.seats) || !Array.isArray(r.moves) || !Array.isArray(r.views)) return 'the record lacks its game, seed, seats, moves or position hashes';
  if (r.views.length !== r.moves.length + 1) return `the record has ${r.moves.length} moves but ${r.views.length} position hashes (one more than the moves is due)`;
  return null;
}

export class Verifier {
  /** Records replayed so far. */
  at = 0;
  private state: unknown = null;
  private readonly trail = new Trail();
  private done: Verdict | null = null;

  constructor(
    private readonly record: GameRecord,
    private readonly games: Record<string, AnyGame>,
  ) {
    this.done = this.open();
  }

  /** The seal, the seed and the start; a verdict only if one of them fails. */
  private open(): Verdict | null {
    const r = this.record;
    const shape = shapeProblem(r);
    if (shape) return { ok: false, step: 0, what: shape };
    const game = Object.hasOwn(this.games, r.game) ? this.games[r.game]! : null;
    if (!game) return { ok: false, step: 0, what: `this verifier does not know the game "${r.game.slice(0, 32)}"` };
    if (r.fair === 'sealed') {
      if (typeof r.secret !== 'string' || typeof r.seal !== 'string' || !Array.isArray(r.shares)) return { ok: false, step: 0, what: 'a sealed deal needs its seal, secret and shares' };
      if (sealOf(r.secret) !== r.seal) return { ok: false, step: 0, what: 'the revealed server secret does not open the seal shown on the table' };
      if (r.shares.length !== r.seats.length || r.shares.some((s) => s !== null && (typeof s !== 'string' || !SHARE.test(s)))) return { ok: false, step: 0, what: 'the players\' shares are not one per seat, each 32-64 hex digits or none' };
      if (seedOf(r.secret, r.shares) !== r.seed) return { ok: false, step: 0, what: 'the seed is not the one the server secret and the players\' shares make' };
    }
    this.state = game.setup(r.seed, r.seats.length, r.options);
    if (hashView(game, this.state) !== r.views[0]) return { ok: false, step: 0, what: 'the starting position differs from the one the table showed' };
    return null;
  }

  /** Replay up to `budget` records; the verdict once the record is done or something fails, else null. */
  step(budget = Infinity): Verdict | null {
    if (this.done) return this.done;
    const r = this.record;
    const game = this.games[r.game]!;
    const players = r.seats.length;
    for (let spent = 0; spent < budget && this.at < r.moves.length; spent++, this.at++) {
      const i = this.at;
      const rec = r.moves[i]!;
      const n = i + 1;
      if (rec === null || typeof rec !== 'object' || !Number.isInteger(rec.seat) || rec.seat < 0 || rec.seat >= players) return (this.done = { ok: false, step: n, what: `move ${n} names no seat of this table` });
      if (rec.undo !== undefined && (!Number.isInteger(rec.undo) || rec.undo < 0 || rec.undo >= i)) return (this.done = { ok: false, step: n, what: `move ${n} undoes back to no earlier move` });
      if (rec.undo === undefined && !rec.note && game.result(this.state) !== null) return (this.done = { ok: false, step: n, what: `move ${n} comes after the game was over` });
      // Undo records go back to a position already replayed here (they draw nothing new).
      const res = stepRecord(game, players, this.trail, this.state, rec.undo !== undefined ? { seat: rec.seat, move: null, undo: rec.undo } : rec.note ? { seat: rec.seat, move: null, note: true } : { seat: rec.seat, move: rec.move }, i);
      if (!res.ok) return (this.done = { ok: false, step: n, what: `move ${n} does not replay: ${res.message} (${res.code})` });
      this.state = res.state;
      if (hashView(game, this.state) !== r.views[n]) return (this.done = { ok: false, step: n, what: `the position after move ${n} differs from the one the table showed` });
    }
    if (this.at < r.moves.length) return null;
    if (JSON.stringify(game.result(this.state)) !== JSON.stringify(r.result)) return (this.done = { ok: false, step: r.moves.length, what: 'the final result differs from the recorded one' });
    const note =
      r.fair === 'sealed'
        ? 'The seal opens to the revealed secret, the seed is the secret and the players\' shares, and every position replays as the table showed it.'
        : r.fair === 'device'
          ? 'Every position replays as the table showed it. This game was played on one device and uploaded: the device drew its seed, so nothing proves the deal was not chosen.'
          : 'Every position replays as the table showed it. This table was dealt before deals were sealed: its seed was the server\'s alone.';
    return (this.done = { ok: true, kind: r.fair, moves: r.moves.length, note });
  }
}

/** The whole check at once. */
export function verifyRecord(record: GameRecord, games: Record<string, AnyGame>): Verdict {
  const v = new Verifier(record, games);
  for (;;) {
    const out = v.step(Infinity);
    if (out) return out;
  }
}
