// The starting-troll draft is simultaneous (F/Player Setup D; issue 26 item 3): while seats still
// choose, what one seat placed and where is shown to nobody else, spectators included (only how many
// it has placed), and everyone sees every pick once the last seat has placed.
import { describe, expect, it } from 'vitest';
import type { GameEvent, Viewer } from '../../engine/types';
import { activeSeats, legalMoves, newGame } from './engine';
import type { Move } from './moves';
import { must } from './testkit';
import type { State } from './state';
import { SEALED, viewOf } from './view';

/** What `viewer` reads of these log lines (a line `to` some seats reaches them alone). */
const heard = (ev: readonly GameEvent[], viewer: Viewer) =>
  JSON.stringify(ev.filter((e) => e.to === undefined || (viewer !== 'spectator' && e.to.includes(viewer))));

function drafting(players: number, teams = false): State {
  let s = newGame(`sealed-${players}-${teams}`, players, { teams });
  while (s.phase === 'gates') s = must(s, s.gateSeat, legalMoves(s, s.gateSeat)[0]!).s;
  expect(s.phase).toBe('draft');
  return s;
}

/** Two legal draft moves of `seat` differing in the troll, and in the slot while two are empty. */
type Draft = Extract<Move, { type: 'draft' }>;

function twoChoices(s: State, seat: number): [Draft, Draft] {
  const ms = legalMoves(s, seat) as Draft[];
  const a = ms[0]!;
  const b = ms.find((m) => m.card !== a.card && m.slot !== a.slot) ?? ms.find((m) => m.card !== a.card)!;
  return [a, b];
}

describe('Hall draft: each pick sealed until every seat has placed', () => {
  for (const [players, teams] of [[2, false], [3, false], [4, true], [5, false]] as const) {
    it(`${players} seats${teams ? ', teams' : ''}: two different picks look the same to every other seat and a spectator`, () => {
      let s = drafting(players, teams);
      let compared = 0;
      // Every seat but the last places all four of its trolls, each pick compared with another.
      for (let round = 0; round < 4; round++) {
        for (let seat = 0; seat < players; seat++) {
          const [a, b] = twoChoices(s, seat);
          const A = must(s, seat, a);
          const B = must(s, seat, b);
          expect(JSON.stringify(viewOf(A.s, seat))).not.toEqual(JSON.stringify(viewOf(B.s, seat)));
          const last = round === 3 && seat === players - 1;
          for (const v of [...s.p.map((_, i) => i), 'spectator' as const]) {
            if (v === seat || last) continue;
            expect(JSON.stringify(viewOf(A.s, v))).toEqual(JSON.stringify(viewOf(B.s, v)));
            expect(heard(A.ev, v)).toEqual(heard(B.ev, v));
            if (v !== 'spectator' && activeSeats(A.s).includes(v)) expect(legalMoves(A.s, v)).toEqual(legalMoves(B.s, v));
            compared++;
          }
          // The others see how many it has placed, face down from the left.
          const other = seat === 0 ? 1 : 0;
          const row = [0, 1, 2, 3].map((slot) => (slot <= round ? SEALED : -1));
          if (!last) {
            expect(viewOf(A.s, other).p[seat]!.sm.slice(0, 4)).toEqual(row);
            expect(viewOf(A.s, 'spectator').p[seat]!.sm.slice(0, 4)).toEqual(row);
          }
          expect(viewOf(A.s, seat).p[seat]!.sm[a.slot]).toBe(a.card);
          expect(JSON.stringify(A.ev.filter((e) => e.to === undefined))).not.toContain(`"card"`);
          s = A.s;
        }
      }
      expect(compared).toBeGreaterThan(4 * players);
      // The last pick ends the draft: everyone sees every seat's four trolls.
      expect(s.phase).toBe('play');
      for (const v of [...s.p.map((_, i) => i), 'spectator' as const]) {
        viewOf(s, v).p.forEach((p, seat) => expect(p.sm.slice(0, 4)).toEqual(s.p[seat]!.sm.slice(0, 4)));
        viewOf(s, v).p.forEach((p) => expect(p.sm.every((c) => c !== SEALED)).toBe(true));
      }
    });
  }

  it('a team-mate does not see its partner\'s picks before the draft ends either (no shared knowledge at setup)', () => {
    let s = drafting(4, true);
    const m = legalMoves(s, 0)[0] as Draft;
    s = must(s, 0, m).s;
    expect(viewOf(s, 3).p[0]!.sm.slice(0, 4)).toEqual([SEALED, -1, -1, -1]);
    expect(viewOf(s, 0).p[0]!.sm[m.slot]).toBe(m.card);
  });
});
