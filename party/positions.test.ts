// The tree of positions replays are rebuilt from: every position equals the game played record by
// record (undos going back as the trail does), and no frame costs more than `every - 1` applies
// once its kept positions are built, each of which costs at most `every`, however far and however
// often undos reach back (issue 26 item 7: the old rebuild restarted from an earlier checkpoint for
// every undo it passed).
import { describe, expect, it } from 'vitest';
import { ok } from '../shared/engine/types';
import { Positions } from './positions';
import type { MoveRecord } from './store';

/** A game whose state is the list of moves in force: any position is easy to check. */
const game = { apply: (s: unknown, _seat: number, move: unknown) => ok({ state: [...(s as number[]), move as number], events: [] }) };

/** Records from a small seeded walk: moves, undos back to any move in force, notes. */
function walk(seed: number, n: number): { records: MoveRecord[]; truth: number[][] } {
  let x = seed;
  const r = () => ((x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 4294967296);
  const records: MoveRecord[] = [];
  const truth: number[][] = [[]];
  const inForce: number[] = []; // record indices of the moves in force
  for (let i = 0; i < n; i++) {
    const p = r();
    if (p < 0.35 && inForce.length > 0) {
      // Back to before one of the last 48 moves in force (the trail's span), far or near.
      const k = Math.max(0, inForce.length - 1 - Math.floor(r() * Math.min(48, inForce.length)));
      const to = inForce[k]!;
      inForce.length = k;
      records.push({ seat: 0, move: null, events: [], undo: to });
      truth.push(truth[to]!);
    } else if (p < 0.4) {
      records.push({ seat: 0, move: null, events: [], note: true });
      truth.push(truth[i]!);
    } else {
      inForce.push(i);
      records.push({ seat: 0, move: i, events: [] });
      truth.push([...truth[i]!, i]);
    }
  }
  return { records, truth };
}

/** The 150-record upload of test/integration/import.test.ts: nested take-backs reaching back. */
function stretches(): MoveRecord[] {
  const ops = 'p0 u0 p0 p3 p1 u4 u3 p2 p4 p3 u9 p3 u11 u8 p1 u14 u7 p2 u17 p2 p1 p3 u21 u20 u19 u2 p1 u26 p0 p1 p3 u30 u29 u28'.split(' ');
  const out: MoveRecord[] = [];
  for (let k = 0; k < 12; k++) for (const op of ops) out.push(op[0] === 'p' ? { seat: 0, move: out.length, events: [] } : { seat: 0, move: null, events: [], undo: Number(op.slice(1)) + k * ops.length });
  return out;
}

describe('positions for replays', () => {
  it('rebuild every position as it was, each frame within every - 1 applies once its kept positions are built', () => {
    for (const seed of [1, 2, 3]) {
      const { records, truth } = walk(seed, 600);
      const p = new Positions(game, () => [], 16);
      p.extend(records.slice(0, 300));
      p.extend(records);
      // A scrambled order, as replayers jump around.
      for (let j = 0; j <= records.length; j++) {
        const at = (j * 211) % (records.length + 1);
        for (const k of p.missing(at)) {
          const before = p.applied;
          p.build(k);
          expect(p.applied - before).toBeLessThanOrEqual(16);
        }
        const before = p.applied;
        expect(p.stateAt(at)).toEqual(truth[at]);
        expect(p.applied - before).toBeLessThanOrEqual(15);
      }
    }
  });

  it('cost no more for take-backs that reach back past each other: a whole game in about one apply per move', () => {
    const records = stretches();
    const p = new Positions(game, () => [], 16);
    p.extend(records);
    let worst = 0;
    for (let at = records.length; at >= 0; at--) {
      const before = p.applied;
      for (const k of p.missing(at)) p.build(k);
      p.stateAt(at);
      worst = Math.max(worst, p.applied - before);
    }
    expect(worst).toBeLessThanOrEqual(16 * 2);
    // Every frame of the game asked once, backwards (no stepping to lean on): under 16 applies a frame.
    expect(p.applied).toBeLessThan(16 * records.length);
  });
});
