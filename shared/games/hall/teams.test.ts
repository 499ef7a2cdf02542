// The team variant (D/Team Rules) and the tie-break (F/Final Scoring).
import { describe, expect, it } from 'vitest';
import { D } from './tables';
import { legalMoves, newGame } from './engine';
import { at, clearStatues, emptyHoldings, layCells, moveGate, must, setTroll, started, stackId, toStep } from './testkit';
import { boardOf, digCtx, netMask, placements } from './geom';
import { STATUE_SCORE } from './content/components';
import { statuePoints, winners } from './scoring';
import { STARTING_BASE } from './data';
import { STONE } from './symbols';

describe('team variant', () => {
  it('starting resources go to team storage and no seat bonuses are paid', () => {
    const s = started(4, { teams: true });
    expect(s.banks).toHaveLength(2);
    const bonus = (code: number) => D.starting[code - STARTING_BASE]!.bonus;
    for (const team of [0, 1]) {
      const seats = team === 0 ? [0, 3] : [1, 2];
      const want = [0, 1, 2, 3, 4, 5, 6].map((r) => seats.reduce((a, seat) => a + s.p[seat]!.sm.slice(0, 4).reduce((x, c) => x + bonus(c)[r]!, 0), 0));
      expect(s.banks[team]!.res).toEqual(want);
    }
    // Without teams, seat 4 gains its hand and unseen trolls' bonuses too.
    const solo = started(4);
    const b3 = [0, 1, 2, 3, 4, 5, 6].map((r) => solo.p[3]!.sm.slice(0, 4).reduce((x, c) => x + bonus(c)[r]!, 0) + bonus(solo.p[3]!.hand)[r]! + bonus(solo.p[3]!.unseen)[r]!);
    expect(solo.banks[3]!.res).toEqual(b3);
  });

  it("a player pays from their own trolls and team storage, never the teammate's trolls", () => {
    let s = emptyHoldings(started(4, { teams: true }));
    s.banks[0]!.res[STONE] = 1;
    setTroll(s, 0, 0, 0, 0b11); // seat 0: two stone on a troll
    setTroll(s, 3, 0, 1, 0b01); // seat 3 (teammate): a stone on a troll
    s = toStep(s, 2);
    s = must(s, 0, { type: 'dig', stack: stackId('d2') }).s;
    s = must(s, 0, legalMoves(s, 0)[0]!).s;
    s = must(s, 0, legalMoves(s, 0)[0]!).s;
    s = must(s, 0, { type: 'mineral', m: STONE }).s;
    const froms = legalMoves(s, 0).flatMap((m) => (m.type === 'pay' ? [m.from] : []));
    expect(froms.sort()).toEqual([-1, 0]);
  });

  it("a teammate's network is never banned, joining it makes it yours; an opponent's is banned", () => {
    const s = emptyHoldings(started(4, { teams: true }));
    clearStatues(s);
    moveGate(s, 0, at(s, 2, 8)); // seat 0 (team 0)
    moveGate(s, 3, at(s, 2, 5)); // seat 3 (team 0)
    moveGate(s, 1, at(s, 14, 8)); // seat 1 (team 1)
    layCells(s, [at(s, 2, 6)]); // part of seat 3's network
    // A domino at (2,7)-(3,7)? (2,7) touches seat 0's gate (2,8) and seat 3's tunnel (2,6): legal, and it joins them.
    const ctx = digCtx(s, 0);
    expect(ctx.banned[at(s, 2, 7)]).toBe(false);
    expect(ctx.frontier).toContain(at(s, 2, 7));
    layCells(s, [at(s, 2, 7)]);
    const mask = netMask(s);
    expect(mask[at(s, 2, 5)]! & 1).toBe(1); // seat 0 now reaches seat 3's gate
    expect(mask[at(s, 2, 8)]! & (1 << 3)).toBe(1 << 3);
    // The opponent's neighbourhood is banned for seat 0.
    expect(digCtx(s, 0).banned[at(s, 13, 8)]).toBe(true);
    expect(placements(s, digCtx(s, 0), D.stacks[stackId('d2')]!.orients[0]!).length).toBeGreaterThan(0);
  });

  it('a joined network is scored once for the team: one statue per tunnel', () => {
    const s = started(4, { teams: true });
    clearStatues(s);
    moveGate(s, 0, at(s, 2, 8));
    moveGate(s, 3, at(s, 2, 6));
    layCells(s, [at(s, 2, 7), at(s, 3, 7)]);
    s.b.statue[at(s, 3, 7)] = 0;
    // Counted once although both gates reach it.
    expect(statuePoints(s, 0)).toBe(STATUE_SCORE[boardOf(s).tier[at(s, 3, 7)]!]);
    expect(statuePoints(s, 1)).toBe(0);
  });
});

describe('tie-break', () => {
  it('a tie goes to the lower sum of recruited levels; still tied, a shared win', () => {
    const s = newGame('tie', 3);
    s.banks.forEach((k) => (k.honour = 10));
    s.p[0]!.recruited = [D.horde.findIndex((c) => c.level === 3)];
    s.p[1]!.recruited = [D.horde.findIndex((c) => c.level === 1)];
    s.p[2]!.recruited = [D.horde.findIndex((c) => c.level === 1)];
    expect(winners(s)).toEqual([1, 2]);
    s.banks[0]!.honour = 11;
    expect(winners(s)).toEqual([0]);
  });
});
