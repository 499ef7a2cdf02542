import { describe, expect, it } from 'vitest';
import { Memo, Recent, setLive } from './memo';
import { fotmk } from './index';
import { rng } from './testkit';
import type { Move } from './moves';

describe('Recent', () => {
  it('finds keys by identity and forgets the oldest beyond its size', () => {
    const r = new Recent<number[], string>(2);
    const a = [1], b = [1], c = [1];
    r.set(a, 'a');
    r.set(b, 'b');
    expect(r.get(a)).toBe('a');
    expect(r.get([1])).toBeUndefined();
    r.set(c, 'c');
    expect(r.get(a)).toBeUndefined();
    expect([r.get(b), r.get(c)]).toEqual(['b', 'c']);
  });
});

describe('Memo', () => {
  it('hits only with the same dependencies', () => {
    const m = new Memo<number>();
    const key = {}, dep = [0];
    m.set(key, [dep, 3], 1);
    expect(m.get(key, [dep, 3])).toBe(1);
    expect(m.get(key, [dep, 4])).toBeUndefined();
    expect(m.get(key, [[0], 3])).toBeUndefined();
  });

  it('remembers nothing about objects the running apply may still change', () => {
    const m = new Memo<number>();
    const key = {}, dep = [0];
    setLive([dep]);
    m.set(key, [dep], 1);
    setLive(null);
    expect(m.get(key, [dep])).toBeUndefined();
  });
});

// The searches behind legalMoves are remembered on state parts; a JSON copy of the state shares no
// part with it, so it is always computed afresh. Both must agree at every step of random games.
describe('remembered searches never go stale', () => {
  it('legalMoves equals that of a fresh copy, at every step of 40 random games', () => {
    for (let i = 0; i < 40; i++) {
      const players = 2 + (i % 4);
      const random = rng(77 + i);
      let s = fotmk.setup(`memo-${i}`, players, {});
      while (!s.over) {
        const act = fotmk.activeSeats(s);
        const seat = act[Math.floor(random() * act.length)] as number;
        const moves = fotmk.legalMoves(s, seat);
        expect(fotmk.legalMoves(JSON.parse(JSON.stringify(s)), seat)).toEqual(moves);
        const pick = moves.filter((m) => m.type !== 'cancel');
        const r = fotmk.apply(s, seat, (random() < 0.1 && moves.length > pick.length ? { type: 'cancel' } : pick[Math.floor(random() * pick.length)]) as Move);
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
      }
    }
  }, 60_000);
});
