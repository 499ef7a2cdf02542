// FotMK's exact reveal rule (reveals.ts) against the sampled oracle (shared/engine/undo.ts): over
// whole random games it never misses what 24 redrawn worlds per seat can prove, and every move it
// calls a reveal beyond them is a draw; then the cases a sample of two worlds missed (issue 26 item 1).
import { describe, expect, it } from 'vitest';
import { drawU32, seedRng } from '../../engine/rng';
import { revealed, sampledReveal } from '../../engine/undo';
import { fotmk } from './index';
import type { Move } from './moves';
import { reveals } from './reveals';
import type { State } from './state';
import { cell, ancestry, gnome, node, play, playRandom, position, put, rng } from './testkit';

const SAMPLES = 24;

/**
 * Why the oracle said true: a redrawn world where the move gave the viewer another view, or only
 * worlds where the move was refused. A refusal proves nothing: the move names a card of the mover's
 * own (a kept champion, a picked card) or goes back within a turn, and the world was redrawn from
 * another seat's knowledge (or, for going back, drawn without the turn's past).
 */
function oracleWhy(s: State, seat: number, m: Move, after: State): { differed: boolean; refusedBy: number[] } {
  const refusedBy: number[] = [];
  for (let viewer = 0; viewer < s.players; viewer++) {
    const seen = JSON.stringify(fotmk.view(after, viewer));
    for (let k = 0; k < SAMPLES; k++) {
      const r = seedRng(`undo-check-${k}`);
      const world = fotmk.search!.determinize(s, viewer, () => drawU32(r) / 0x100000000);
      const res = fotmk.apply(world, seat, m);
      if (!res.ok) {
        if (!refusedBy.includes(viewer)) refusedBy.push(viewer);
      } else if (JSON.stringify(fotmk.view(res.value.state, viewer)) !== seen) return { differed: true, refusedBy };
    }
  }
  return { differed: false, refusedBy };
}

/** Moves naming the mover's own hidden choice, refused in worlds drawn from another seat's knowledge. */
const OWN_CHOICE = new Set(['keepChampion', 'pickCard', 'discardCard']);

describe('FotMK reveals: exact', () => {
  it('over whole random games: never false where the oracle proves a reveal; true beyond it only for draws', { timeout: 600_000 }, () => {
    const beyond: Record<string, number> = {};
    const refusedOnly: Record<string, number> = {};
    let moves = 0;
    let shown = 0;
    // Five players cost as much again as the three counts here together; FOTMK_REVEAL_COUNTS adds them (soak runs).
    for (const players of (process.env.FOTMK_REVEAL_COUNTS ?? '2,3,4').split(',').map(Number)) {
      const seed = `reveals-${players}`;
      const g = playRandom(seed, players, rng(31 * players), { cancel: 0.2 });
      let s = fotmk.setup(seed, players, {});
      for (const [seat, m] of g.log) {
        const r = fotmk.apply(s, seat, m);
        if (!r.ok) throw new Error(`replay refused ${JSON.stringify(m)}`);
        const after = r.value.state;
        const rv = fotmk.reveals!(s, seat, m, after);
        const drew = s.rng.join() !== after.rng.join();
        moves++;
        if (rv) shown++;
        // A draw is a reveal by the platform's own rule too; the oracle has nothing to add.
        if (!(rv && drew)) {
          const oracle = sampledReveal(fotmk, players, s, seat, m, after, SAMPLES);
          if (oracle && !rv) {
            // Not a miss only if no world showed anything: the move was merely refused in some.
            const why = oracleWhy(s, seat, m, after);
            const where = `${seed} move ${moves}: ${JSON.stringify(m)} by ${seat} at ${JSON.stringify(s.tasks.at(-1))}`;
            expect(why.differed, `missed reveal: ${where}`).toBe(false);
            if (m.type === 'cancel') expect(s.undo, where).not.toBeNull();
            else {
              expect(OWN_CHOICE.has(m.type), where).toBe(true);
              expect(why.refusedBy, where).not.toContain(seat);
            }
            refusedOnly[m.type] = (refusedOnly[m.type] ?? 0) + 1;
          }
          if (rv && !oracle) beyond[m.type] = (beyond[m.type] ?? 0) + 1;
        }
        s = after;
      }
    }
    // Figures, for the report: how many moves, how many reveals, which kinds the oracle refused.
    console.log(JSON.stringify({ moves, reveals: shown, refusedOnly, beyond }));
    // Every reveal the oracle could not confirm was a draw (skipped above): none is left unexplained.
    expect(beyond).toEqual({});
    expect(moves).toBeGreaterThan(400);
  });
});

/** Seat 0 in the middle of a Gnome action, about to scout, with gnome `id` face down in granite-3. */
function scouting(id: number, opts: { peekedBy?: number } = {}): State {
  const s = position(4);
  ancestry(s, 0, [['G3']]);
  s.wheel = 9;
  s.gnomeWheel = [0, 1, 2];
  s.gnomeSupply = s.gnomeSupply.filter((g) => g > 2 && g !== id);
  s.nodes[node(s, 'granite-3')]!.g.push(id);
  if (opts.peekedBy !== undefined) s.gnomeSeen[id] = 1 << opts.peekedBy;
  put(s, 'lair-R0', 0, 3);
  return play(s, [
    [0, { type: 'strong', as: 'gnome' }],
    [0, { type: 'select', slot: cell(0, 0) }],
    [0, { type: 'confirmStrong', boost: 0, surge: false }],
    [0, { type: 'wheelMove', steps: 3 }],
  ]).s;
}

const peek = (s: State): Move => ({ type: 'peekGnome', node: node(s, 'granite-3'), index: 0 });

describe('FotMK reveals: constructed cases', () => {
  it('a peek at a gnome is a reveal, also where both of the old check’s two worlds held its strength', () => {
    let oldMissed = 0;
    for (let id = 3; id < 30; id++) {
      const s = scouting(id);
      const m = peek(s);
      const r = fotmk.apply(s, 0, m);
      if (!r.ok) throw new Error(r.error.code);
      expect(r.value.state.rng).toEqual(s.rng);
      expect(reveals(s, 0, m, r.value.state), `gnome ${id}`).toBe(true);
      expect(revealed(fotmk, 4, s, 0, m, r.value.state)).toBe(true);
      if (!sampledReveal(fotmk, 4, s, 0, m, r.value.state, 2)) oldMissed++;
    }
    // The case of issue 26: the old check (two worlds) missed some of these peeks.
    expect(oldMissed).toBeGreaterThan(0);
  });

  it('a gnome its seat already peeked is not new: no reveal, and the room does not take the peek again', () => {
    const s = scouting(7, { peekedBy: 0 });
    const m = peek(s);
    expect(fotmk.legalMoves(s, 0)).not.toContainEqual(m);
    expect(fotmk.apply(s, 0, m).ok).toBe(false);
    // The bookkeeping a peek writes, written again over a seat that already knew: nothing new.
    const again: State = { ...s, gnomeSeen: s.gnomeSeen.map((b, gn) => (gn === 7 ? b | 1 : b)) };
    expect(reveals(s, 0, m, again)).toBe(false);
    // Done scouting with nothing new seen reveals nothing either.
    const done = fotmk.apply(s, 0, { type: 'scoutDone' });
    if (!done.ok) throw new Error(done.error.code);
    expect(reveals(s, 0, { type: 'scoutDone' }, done.value.state)).toBe(false);
  });

  it('a gnome another seat peeked is still new to the peeker', () => {
    const s = scouting(7, { peekedBy: 2 });
    const m = peek(s);
    const r = fotmk.apply(s, 0, m);
    if (!r.ok) throw new Error(r.error.code);
    expect(reveals(s, 0, m, r.value.state)).toBe(true);
  });

  it('scouting a gate card is a reveal', () => {
    const s = scouting(7);
    const m: Move = { type: 'peekGate', slot: 0 };
    const r = fotmk.apply(s, 0, m);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.state.rng).toEqual(s.rng);
    expect(reveals(s, 0, m, r.value.state)).toBe(true);
    expect(sampledReveal(fotmk, 4, s, 0, m, r.value.state, SAMPLES)).toBe(true);
  });

  it('a battle turns the gnome face up: a reveal, drawn from nothing', () => {
    const s = position(4);
    ancestry(s, 0, [['A']]);
    put(s, 'mud-3', 0, 1);
    gnome(s, 'mud-4', 3);
    const steps: [number, Move][] = [
      [0, { type: 'weak', slot: cell(0, 0), as: 'advance', desperation: 0 }],
      [0, { type: 'advanceTo', node: node(s, 'mud-4') }],
      [0, { type: 'advanceFrom', node: node(s, 'mud-3'), pawn: -1 }],
    ];
    let cur = s;
    const found: boolean[] = [];
    for (const [seat, m] of steps) {
      const next = play(cur, [[seat, m]]).s;
      const faceUp = next.nodes[node(s, 'mud-4')]!.g.some((gn) => ((next.gnomeSeen[gn] ?? 0) & 128) !== 0);
      expect(next.rng).toEqual(cur.rng);
      expect(reveals(cur, seat, m, next), JSON.stringify(m)).toBe(faceUp && !found.includes(true));
      found.push(faceUp);
      cur = next;
    }
    expect(found).toEqual([false, false, true]);
  });
});
