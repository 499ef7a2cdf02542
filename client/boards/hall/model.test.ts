// The ghost tile's model: R and F reach the engine's own orientations, the lit spots are exactly the
// engine's legal positions, and a refused spot is explained in words.
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, newGame } from '../../../shared/games/hall/engine';
import { viewOf } from '../../../shared/games/hall/view';
import type { State } from '../../../shared/games/hall/state';
import { shapeKey, transform, normalise, TUNNEL_STACKS } from '../../../shared/games/hall/content';
import { D, boardOf, ghostCells, handleFor, legalOrigins, makeCtx, originFor, turn, whyNot, type Shape } from './model';

/** A 3-player game past its setup: gates and drafts by the first legal move. */
function started(): State {
  let s = newGame('model-test', 3, {});
  for (let i = 0; i < 200 && s.phase !== 'play'; i++) {
    for (let seat = 0; seat < 3; seat++) {
      const m = legalMoves(s, seat)[0];
      if (!m) continue;
      const r = applyMove(s, seat, m);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
  }
  return s;
}

describe('hall board model', () => {
  it('R turns a quarter and F mirrors, over the engine orientations', () => {
    const i = TUNNEL_STACKS.findIndex((t) => t.id === 'l4');
    const sh: Shape = { kind: 'dig', i, o: 0 };
    const seen = new Set<number>();
    let o = 0;
    for (let k = 0; k < 4; k++) {
      seen.add(o);
      o = turn({ ...sh, o }, 'rotate');
    }
    expect(o).toBe(0);
    expect(seen.size).toBe(4);
    const f = turn(sh, 'flip');
    expect(f).not.toBe(0);
    expect(turn({ ...sh, o: f }, 'flip')).toBe(0);
    // Turned then flipped: the cells drawn are the printed cells mirrored after a quarter turn.
    const rf = turn({ ...sh, o: turn(sh, 'rotate') }, 'flip');
    const base = TUNNEL_STACKS[i]!.cells;
    const want = normalise(transform(base, 1, false).map(([x, y]) => [-x, y] as const));
    const got = D.stacks[i]!.orients[rf]!;
    expect(shapeKey(got.cells, got.mark)).toBe(shapeKey(want, TUNNEL_STACKS[i]!.anchor));
  });

  it('lights exactly the engine positions and says why elsewhere', () => {
    let s = started();
    const seat = s.turn.seat;
    // Step 2 with plenty of stone, so only the board decides.
    s = { ...s, turn: { ...s.turn, step: 2 }, banks: s.banks.map((k, b) => (b === seat ? { ...k, res: [9, 9, 9, 9, 9, 0, 9] } : k)) };
    const v = viewOf(s, seat);
    const b = boardOf(v);
    const stack = legalMoves(s, seat).find((m) => m.type === 'dig' && D.stacks[m.stack]!.size === 3);
    expect(stack).toBeDefined();
    const i = (stack as { stack: number }).stack;
    const r = applyMove(s, seat, { type: 'dig', stack: i });
    if (!r.ok) throw new Error(r.error.message);
    const ctx = makeCtx(v, seat);
    for (let o = 0; o < D.stacks[i]!.orients.length; o++) {
      const sh: Shape = { kind: 'dig', i, o };
      const mine = legalOrigins(v, seat, sh, ctx);
      const inEngine = legalMoves(r.value.state, seat).some((m) => m.type === 'orient' && m.o === o);
      expect(mine.length > 0).toBe(inEngine);
      if (!inEngine) continue;
      const t2 = applyMove(r.value.state, seat, { type: 'orient', o });
      if (!t2.ok) throw new Error(t2.error.message);
      const places = legalMoves(t2.value.state, seat).flatMap((m) => (m.type === 'place' ? [m.cell] : []));
      expect(mine).toEqual(places);
      for (const origin of mine) {
        const h = handleFor(b, sh, origin);
        expect(originFor(b, sh, h)).toBe(origin);
        expect(whyNot(v, seat, sh, h, ctx)).toBe('');
      }
    }
    const sh: Shape = { kind: 'dig', i, o: 0 };
    expect(whyNot(v, seat, sh, 0, ctx)).toMatch(/^Off the (board|mountain)\.$/);
    expect(whyNot(v, seat, sh, b.heart[0]!, ctx)).toMatch(/heart|connected/);
    // Far from every network, inside the mountain: not connected.
    const far = b.tier.findIndex((t, c) => t === 2 && ghostCells(b, sh, c).every(([x, y]) => b.tier[y * b.width + x] === 2) && !b.rubble[c]);
    expect(far).toBeGreaterThanOrEqual(0);
    expect(whyNot(v, seat, sh, far, ctx)).toMatch(/connected|site|rubble|hammer/i);
  });
});
