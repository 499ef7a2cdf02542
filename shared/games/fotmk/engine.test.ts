import { describe, it, expect } from 'vitest';
import { fotmk } from './index';
import type { Move } from './moves';
import { CHAMPIONS } from './content/champions';
import { ancestry, cell, node, play, playRandom, position, put, rng } from './testkit';

describe('the engine contract', () => {
  it('every legal move of sampled positions applies, parses with the schema, has words, and lists stay small', () => {
    let most = 0;
    for (let i = 0; i < 12; i++) {
      const g = playRandom(`contract-${i}`, 2 + (i % 4), rng(900 + i), { keepStates: true });
      g.states.forEach((s, k) => {
        if (k % 7 !== 0 || s.over) return;
        for (const seat of fotmk.activeSeats(s)) {
          const moves = fotmk.legalMoves(s, seat);
          most = Math.max(most, moves.length);
          for (const m of moves) {
            expect(fotmk.moveSchema.safeParse(m).success).toBe(true);
            expect(fotmk.describeMove?.(m)).toBeTruthy();
            const r = fotmk.apply(s, seat, m);
            if (!r.ok) throw new Error(`legal ${JSON.stringify(m)} refused: ${r.error.message}`);
          }
        }
      });
    }
    expect(most).toBeLessThan(250);
  });

  it('move words name champions and clans in the game’s own words', () => {
    expect(fotmk.describeMove?.({ type: 'keepChampion', champion: 0 })).toBe(`keep ${CHAMPIONS[0]?.name}`);
    expect(fotmk.describeMove?.({ type: 'fallUnit', pawn: 3 })).toBe(`${CHAMPIONS[3]?.name} falls`);
    expect(fotmk.describeMove?.({ type: 'swarmMove', domain: 1 })).toBe('swarm to Ice');
  });

  it('illegal moves come back as errors with a code and words, never as exceptions', () => {
    const random = rng(3);
    const g = playRandom('illegal', 3, random, { keepStates: true });
    const junk: Move[] = [
      { type: 'advanceTo', node: 999 },
      { type: 'weak', slot: 5000, as: 'advance', desperation: 9 },
      { type: 'confirmStrong', boost: 99, surge: true },
      { type: 'gnomeTarget', node: -1 },
      { type: 'placeCard', x: 0, y: 0 },
      { type: 'influence', slot: 40 },
      { type: 'cull', node: 0, index: 7 },
      { type: 'contender', reward: 'honour', clan: 3 },
      { type: 'cancel' },
    ];
    g.states.forEach((s, k) => {
      if (k % 11 !== 0) return;
      for (let seat = 0; seat < 3; seat++)
        for (const m of junk) {
          const r = fotmk.apply(s, seat, m);
          if (!r.ok) {
            expect(r.error.code).toMatch(/^move\/[a-z-]+$/);
            expect(r.error.message.length).toBeGreaterThan(5);
          }
        }
    });
    const s = fotmk.setup('x', 2, {});
    const idle = [0, 1].find((seat) => !fotmk.activeSeats(s).includes(seat));
    if (idle !== undefined) expect(fotmk.apply(s, idle, { type: 'endTurn' })).toMatchObject({ ok: false, error: { code: 'move/not-your-turn' } });
  });

  it('cancel goes back to the start of the action choice, cube and all', () => {
    const s = position(4);
    ancestry(s, 0, [['A', 'A']]);
    put(s, 'lair-R0', 0, 3);
    const r = play(s, [
      [0, { type: 'weak', slot: cell(0, 0), as: 'advance', desperation: 0 }],
      [0, { type: 'advanceTo', node: node(s, 'moss-2') }],
      [0, { type: 'advanceFrom', node: node(s, 'lair-R0'), pawn: -1 }],
    ]);
    // power 1 used: the advance finished; the turn waits for a second weak action.
    expect(r.s.nodes[node(s, 'moss-2')]?.t[0]).toBe(1);
    const r2 = play(r.s, [
      [0, { type: 'weak', slot: cell(1, 0), as: 'advance', desperation: 0 }],
      [0, { type: 'advanceTo', node: node(s, 'moss-3') }],
    ]);
    expect(fotmk.legalMoves(r2.s, 0)).toContainEqual({ type: 'cancel' });
    const back = play(r2.s, [[0, { type: 'cancel' }]]);
    expect(back.s.p[0]?.cubes).toEqual(r.s.p[0]?.cubes);
    expect(back.s.tasks).toEqual(r.s.tasks);
    expect(back.events[0]?.kind).toBe('cancel');
  });

  it('the random bot always finds a legal move until the game ends', () => {
    const bot = fotmk.bots?.random;
    if (!bot) throw new Error('no bot');
    let s = fotmk.setup('bot', 5, {});
    const random = rng(42);
    for (let n = 0; !s.over && n < 5000; n++) {
      const seat = fotmk.activeSeats(s)[0] as number;
      const m = bot(s, seat, random);
      expect(m).not.toBeNull();
      const r = fotmk.apply(s, seat, m as Move);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    expect(s.over).toBe(true);
    expect(fotmk.result(s)?.breakdown?.length).toBe(9);
  });
});
