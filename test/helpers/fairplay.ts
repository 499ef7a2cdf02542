// Fair play at a table, for every game (issue 26 items 1-3, "Done when"): seeded random full games
// played through the real Table, by the same messages a socket sends, in which
// - every seat at every step tries a take-back and an ask; none is accepted when a move it would
//   withdraw revealed something by the oracle (`sampledReveal` in many redrawn worlds, a world
//   where the move showed a seat more being the proof), each is judged as the oracle judges it
//   (the game's exact rule decides alone where the oracle has no proof: counted), and the undo bar
//   each seat was sent offers exactly what the room does;
// - at a simultaneous step (several seats choosing at once), what every other seat and a spectator
//   are sent until the step closes is the same whichever legal move the seat chose.
import { drawU32, seedRng } from '../../shared/engine/rng';
import { sampledReveal, Trail, undoTarget, type UndoKind } from '../../shared/engine/undo';
import type { AnyGame, GameEvent, Viewer } from '../../shared/engine/types';
import { peopleAt, type FakeConn } from './fake-table';

/** Redrawn worlds per seat for the oracle (the room's own fallback uses 2). */
const ORACLE_SAMPLES = 24;
/** A game that has not ended after this many steps is stopped (none should come near). */
const MAX_STEPS = 3000;
/** Undos after which the game goes on from the earlier position with a new move (the rest are replayed). */
const DIVERGE = { every: 4, max: 12 } as const;

export interface Counts {
  games: number;
  steps: number;
  tried: number;
  accepted: number;
  refused: number;
  /** Refused as revealing where every world of the oracle showed the same (allowed: worlds are samples). */
  stricter: number;
  /** Refused as revealing where the oracle is unsure (the move refused in some worlds, none showing more). */
  refusedUnsure: number;
  /** Accepted where the oracle is unsure. */
  acceptedUnsure: number;
  /** Accepted where the oracle proved a reveal (a fault). */
  laxer: number;
  simultaneous: number;
  unchecked: number;
}

/** A world in which `seat` chose otherwise at the open simultaneous step. */
interface Alt {
  seat: number;
  state: unknown;
}

const rng = (seed: number) => {
  let r = seed >>> 0 || 1;
  return () => (r = (Math.imul(r, 1103515245) + 12345) >>> 0) / 0x100000000;
};

/** What `viewer` is told of these log lines (a line for some seats only reaches them alone). */
const heard = (events: readonly GameEvent[], viewer: Viewer) =>
  JSON.stringify(events.filter((e) => e.to === undefined || (viewer !== 'spectator' && e.to.includes(viewer))));

type Verdict = 'proven' | 'unsure' | 'quiet';

/**
 * The oracle, per (state before, seat, move), kept: `sampledReveal` over ORACLE_SAMPLES worlds per
 * seat; where it says true, the same worlds again to tell a proof (the generator moved, or a world
 * where the move gave a seat another view) from a move merely refused in some worlds (it names a
 * card of the mover's own that another seat's world redrew, or a past no world keeps): unsure.
 */
function oracleOf(game: AnyGame, players: number): (before: unknown, seat: number, move: unknown, after: unknown) => Verdict {
  const kept = new WeakMap<object, Map<string, Verdict>>();
  const judge = (before: unknown, seat: number, move: unknown, after: unknown): Verdict => {
    if (!sampledReveal(game, players, before, seat, move, after, ORACLE_SAMPLES)) return 'quiet';
    if (JSON.stringify((before as { rng?: unknown }).rng) !== JSON.stringify((after as { rng?: unknown }).rng)) return 'proven';
    for (let viewer = 0; viewer < players; viewer++) {
      const seen = JSON.stringify(game.view(after, viewer));
      for (let k = 0; k < ORACLE_SAMPLES; k++) {
        // The worlds sampledReveal draws (shared/engine/undo.ts `sampler`).
        const rng = seedRng(`undo-check-${k}`);
        const res = game.apply(game.search!.determinize(before, viewer, () => drawU32(rng) / 0x100000000), seat, move);
        if (res.ok && JSON.stringify(game.view(res.value.state, viewer)) !== seen) return 'proven';
      }
    }
    return 'unsure';
  };
  return (before, seat, move, after) => {
    let m = kept.get(before as object);
    if (!m) kept.set(before as object, (m = new Map()));
    const key = `${seat}:${JSON.stringify(move)}`;
    let v = m.get(key);
    if (v === undefined) m.set(key, (v = judge(before, seat, move, after)));
    return v;
  };
}

/** `simultaneous`: whether simultaneous steps are compared (a game may be left out of that part, with its reason). */
export async function playOne(game: AnyGame, players: number, g: number, counts: Counts, faults: string[], simultaneous = true): Promise<void> {
  // A few of each kind of fault (the same words, numbers aside), so one kind does not hide another.
  const kinds = new Map<string, number>();
  const fault = (s: string) => {
    const kind = s.replace(/\d+/g, '#');
    const n = kinds.get(kind) ?? 0;
    kinds.set(kind, n + 1);
    if (n < 3) faults.push(`${game.id} ${players}p game ${g}: ${s}`);
  };
  const verdict = oracleOf(game, players);
  // The game as the oracle would judge it: a reveal only where one is proven.
  const oracle: AnyGame = { ...game, reveals: (b: unknown, seat: number, m: unknown, a: unknown) => verdict(b, seat, m, a) === 'proven' };
  const random = rng(7919 * (g + 1) + players);
  // Every seat a person (a connection of its own), in the colours the game offers.
  const { h, conns } = await peopleAt(game, players);
  if (h.table.meta!.status !== 'playing') throw new Error(`${game.id}: the game did not start: ${JSON.stringify(conns[0]!.errors())}`);
  const spectator = await h.join();
  const t = h.table;
  const viewers: Viewer[] = [...conns.map((_, i) => i), 'spectator'];
  const connOf = (v: Viewer): FakeConn => (v === 'spectator' ? spectator : conns[v]!);
  let diverged = 0;
  // The open simultaneous step: the seats choosing at its start, those yet to choose, the other worlds.
  let step: { pending: Set<number>; alts: Alt[] } | null = null;

  const say = async (c: FakeConn, msg: Record<string, unknown>): Promise<string | null> => {
    const n = c.errors().length;
    await c.say(msg);
    return c.errors().length > n ? c.lastError()!.code : null;
  };

  /** Every seat tries to take back and to ask back; each answer is held to the offer and the oracle. */
  async function tryUndos(): Promise<void> {
    for (let seat = 0; seat < players && t.meta!.status === 'playing'; seat++) {
      for (const act of ['take', 'ask'] as UndoKind[]) {
        const offer = conns[seat]!.view.undo;
        if (spectator.view.undo?.seat !== undefined) fault('a spectator was offered an undo');
        const offered = offer?.seat === seat && offer.kind === act;
        // The oracle's answer, on a copy of the trail without the room's kept verdicts.
        const copy = new Trail();
        copy.whole = t.undo.trail.whole;
        copy.entries = t.undo.trail.entries.map(({ revealed: _kept, ...e }) => e);
        const judged = undoTarget(oracle, players, copy, t.state, seat, act);
        // What an accepted undo withdraws: the last move chosen and the steps taken by themselves
        // after it (take), or the seat's whole run (ask).
        const run = copy.ownRun(seat);
        let last = run.length - 1;
        while (last > 0 && run[last]!.auto) last--;
        const withdrawn = act === 'take' ? run.slice(last) : run;
        const unsure = judged.ok && withdrawn.some((e, i) => verdict(e.before, e.seat, e.move, withdrawn[i + 1]?.before ?? t.state) === 'unsure');
        const before = t.state;
        counts.tried++;
        const code = await say(conns[seat]!, { t: 'undo', act, v: t.gv });
        if (code === null && act === 'ask') {
          // A request: every other seat accepts (all seats here are people).
          for (let other = 0; other < players; other++) {
            if (other === seat) continue;
            const answer = await say(conns[other]!, { t: 'undo', act: 'accept' });
            if (answer !== null) fault(`accepting ${seat}'s ask: ${answer}`);
          }
        }
        const accepted = code === null;
        if (accepted !== offered) fault(`seat ${seat} ${act}: offered ${offered}, the room ${accepted ? 'accepted' : `refused (${code})`} at gv ${t.gv}`);
        if (accepted) {
          counts.accepted++;
          if (unsure) counts.acceptedUnsure++;
          if (!judged.ok) {
            if (judged.code === 'undo/revealed') counts.laxer++;
            fault(`seat ${seat} ${act} accepted; the oracle says ${judged.code} (moves ${JSON.stringify(withdrawn.map((e) => e.move))})`);
          } else if (diverged < DIVERGE.max && random() * DIVERGE.every < 1) {
            // The player chooses anew from the earlier position (the step's other worlds are gone).
            diverged++;
            step = null;
            return;
          }
          // The same moves again: the game goes on as it would have, through every position.
          // (The steps taken by themselves are taken again by the room.)
          for (const e of withdrawn) {
            if (e.auto) continue;
            h.timers.now += 1000;
            const res = await say(conns[e.seat]!, { t: 'move', v: t.gv, move: e.move });
            if (res !== null) fault(`replaying seat ${e.seat}'s withdrawn move: ${res}`);
          }
          if (JSON.stringify(t.state) !== JSON.stringify(before)) fault(`seat ${seat} ${act}: replaying the withdrawn moves did not lead back`);
        } else {
          counts.refused++;
          if (code === 'undo/revealed' && judged.ok) counts[unsure ? 'refusedUnsure' : 'stricter']++;
          else if (judged.ok) fault(`seat ${seat} ${act} refused (${code}); the oracle accepts`);
          else if (judged.code !== code) fault(`seat ${seat} ${act} refused (${code}); the oracle says ${judged.code}`);
        }
      }
    }
  }

  /** Each world where a seat chose otherwise shows every other viewer the same as the real one. */
  function compare(alts: readonly Alt[], events: Map<Alt, GameEvent[]>, real: GameEvent[]): void {
    for (const alt of alts) {
      for (const v of viewers) {
        if (v === alt.seat) continue;
        const what = `${v === 'spectator' ? 'the spectator' : `seat ${v}`} at gv ${t.gv} after seat ${alt.seat}'s choice`;
        if (JSON.stringify(game.view(alt.state, v)) !== JSON.stringify(game.view(t.state, v))) fault(`${what}: the view depends on it`);
        if (heard(events.get(alt)!, v) !== heard(real, v)) fault(`${what}: the log depends on it`);
        if (v !== 'spectator' && game.sendLegalMoves && game.activeSeats(t.state).includes(v)) {
          if (JSON.stringify(game.legalMoves(alt.state, v)) !== JSON.stringify(game.legalMoves(t.state, v))) fault(`${what}: its legal moves depend on it`);
        }
      }
    }
    counts.simultaneous++;
    // What the sockets hold is the game's view (the frames are what was compared).
    for (const v of viewers) {
      if (JSON.stringify(connOf(v).view.view) !== JSON.stringify(game.view(t.state, v))) fault(`${String(v)}'s frames are not its view at gv ${t.gv}`);
    }
  }

  for (let n = 0; n < MAX_STEPS && t.meta!.status === 'playing'; n++) {
    counts.steps++;
    // Each connection may send a few undo messages a second (party/undo.ts UNDO_RATE).
    await h.timers.advance(4000);
    await tryUndos();
    if (t.meta!.status !== 'playing') break;
    const state = t.state;
    const active = game.activeSeats(state);
    const seat = active[Math.floor(random() * active.length)]!;
    const all = game.legalMoves(state, seat);
    // Cancelling a half-made choice is a move too, but a random player would do little else.
    const some = all.filter((m) => (m as { type?: string } | null)?.type !== 'cancel');
    const legal = some.length > 0 && random() < 0.9 ? some : all;
    const move = legal[Math.floor(random() * legal.length)];
    const applied = game.apply(state, seat, move);
    if (!applied.ok) throw new Error(`${game.id}: a legal move is refused: ${applied.error.code}`);

    if (simultaneous && !step && active.length > 1) step = { pending: new Set(active), alts: [] };
    const open = step;
    const events = new Map<Alt, GameEvent[]>();
    if (open) {
      open.pending.delete(seat);
      // The other worlds follow the move, except the chooser's own (its next step is its own business).
      open.alts = open.alts.filter((alt) => {
        if (alt.seat === seat) return false;
        const res = game.apply(alt.state, seat, move);
        if (!res.ok) {
          fault(`seat ${seat}'s move at gv ${t.gv} is legal or not depending on seat ${alt.seat}'s choice (${res.error.code})`);
          return false;
        }
        alt.state = res.value.state;
        events.set(alt, res.value.events);
        return true;
      });
      // Another choice of the same seat, leaving the same seats to choose (who still chooses is public).
      const activeAfter = JSON.stringify(game.activeSeats(applied.value.state));
      const others = all.filter((m) => JSON.stringify(m) !== JSON.stringify(move));
      let found = false;
      for (let k = 0; k < 8 && others.length > 0 && !found; k++) {
        const other = others.splice(Math.floor(random() * others.length), 1)[0];
        const res = game.apply(state, seat, other);
        if (res.ok && JSON.stringify(game.activeSeats(res.value.state)) === activeAfter) {
          const alt: Alt = { seat, state: res.value.state };
          open.alts.push(alt);
          events.set(alt, res.value.events);
          found = true;
        }
      }
      if (!found) counts.unchecked++;
    }
    const code = await say(conns[seat]!, { t: 'move', v: t.gv, move });
    if (code !== null) throw new Error(`${game.id}: the room refused a legal move: ${code}`);
    if (open) {
      // The last seat to choose closes the step: its end may show every choice.
      const grew = game.activeSeats(t.state).some((s) => !active.includes(s));
      if (open.pending.size === 0 || grew || t.meta!.status !== 'playing') step = null;
      else compare(open.alts, events, applied.value.events);
    }
  }
  if (t.meta!.status === 'playing') fault(`not over after ${MAX_STEPS} steps`);
  counts.games++;
}

