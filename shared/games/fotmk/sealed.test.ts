// Simultaneous steps (issue 26 item 3): a seat's choice is shown to the others only once every seat
// has chosen. Two different choices of one seat must look the same to every other viewer while the
// step is open, log lines included; once it closes, everyone sees the choice.
import { describe, expect, it } from 'vitest';
import type { GameEvent, Viewer } from '../../engine/types';
import { fotmk } from './index';
import type { Move } from './moves';
import type { State } from './state';
import { legalMoves } from './engine';
import { actorsOf } from './flow';
import { rng } from './testkit';

/** What `viewer` receives of a position reached by `moves` from `s`: its view and its log lines. */
function seen(s: State, moves: [number, Move][], viewer: Viewer): string {
  let cur = s;
  const lines: GameEvent[] = [];
  for (const [seat, m] of moves) {
    const r = fotmk.apply(cur, seat, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.code}`);
    cur = r.value.state;
    lines.push(...r.value.events.filter((e) => !e.to || (viewer !== 'spectator' && e.to.includes(viewer))));
  }
  return JSON.stringify({ view: fotmk.view(cur, viewer), lines });
}

function after(s: State, moves: [number, Move][]): State {
  let cur = s;
  for (const [seat, m] of moves) {
    const r = fotmk.apply(cur, seat, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.code}`);
    cur = r.value.state;
  }
  return cur;
}

/** Play first legal moves until the first draft round waits for everyone. */
function toDraft(seed: string, players: number): State {
  let s = fotmk.setup(seed, players, {});
  for (let guard = 0; guard < 200; guard++) {
    const top = s.tasks[s.tasks.length - 1];
    if (top?.k === 'draft' && top.round === 1) return s;
    const seat = actorsOf(s)[0] as number;
    s = after(s, [[seat, legalMoves(s, seat).find((m) => m.type !== 'cancel') as Move]]);
  }
  throw new Error('no draft');
}

const others = (players: number, a: number): Viewer[] => [...Array.from({ length: players }, (_, i) => i).filter((i) => i !== a), 'spectator'];

describe('a choice made at the same time as others stays sealed until all have chosen', () => {
  it.each([2, 3, 5])('starting champion, %i players: which one seat 0 kept is the same to every other viewer until the last seat keeps one', (players) => {
    const s = fotmk.setup(`sealed-${players}`, players, {});
    const [m1, m2] = legalMoves(s, 0);
    expect(m1?.type).toBe('keepChampion');
    expect(m2?.type).toBe('keepChampion');
    for (const v of others(players, 0)) expect(seen(s, [[0, m1!]], v), `viewer ${v}`).toBe(seen(s, [[0, m2!]], v));
    // The chooser sees its own choice.
    expect(seen(s, [[0, m1!]], 0)).not.toBe(seen(s, [[0, m2!]], 0));
    const kept = (m1 as Extract<Move, { type: 'keepChampion' }>).champion;
    expect(fotmk.view(after(s, [[0, m1!]]), 0).mats[0]?.champions.map((c) => c.id)).toEqual([kept]);
    // Every other seat keeps one too (seat 0's choice is still sealed until the last).
    let cur = after(s, [[0, m1!]]);
    for (let seat = 1; seat < players; seat++) {
      for (const v of others(players, 0)) {
        const view = fotmk.view(cur, v);
        expect(view.mats[0]?.champions).toEqual([]);
        expect(view.mats[0]?.sealed).toBe(true);
        expect(view.owners[kept]).toBe(-1);
      }
      cur = after(cur, [[seat, legalMoves(cur, seat)[0]!]]);
    }
    for (const v of [...Array.from({ length: players }, (_, i) => i), 'spectator' as const]) {
      const view = fotmk.view(cur, v);
      expect(view.mats[0]?.champions.map((c) => c.id)).toEqual([kept]);
      expect(view.mats[0]?.sealed).toBe(false);
      expect(view.owners[kept]).toBe(0);
    }
  });

  it.each([2, 3, 4])('Ancestry draft, %i players: the card a seat added and where stay sealed until every seat has added one', (players) => {
    const s = toDraft(`draft-${players}`, players);
    const hand = s.p[1]!.hand;
    const lay = (card: number, k: number): [number, Move][] => {
      const picked = after(s, [[1, { type: 'pickCard', card }]]);
      const spots = legalMoves(picked, 1).filter((m) => m.type === 'placeCard');
      return [
        [1, { type: 'pickCard', card }],
        [1, spots[k % spots.length]!],
      ];
    };
    const a = lay(hand[0]!, 0);
    const b = lay(hand[1]!, 3);
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    for (const v of others(players, 1)) expect(seen(s, a, v), `viewer ${v}`).toBe(seen(s, b, v));
    expect(seen(s, a, 1)).not.toBe(seen(s, b, 1));
    // Once every other seat has added a card, the round closes and everyone sees seat 1's card.
    let cur = after(s, a);
    const laid = cur.p[1]!.cards.at(-1);
    for (const seat of actorsOf(cur)) {
      expect(fotmk.view(cur, seat).mats[1]?.cards).toEqual(s.p[1]!.cards);
      expect(fotmk.view(cur, seat).mats[1]?.sealed).toBe(true);
      const pick = legalMoves(cur, seat)[0]!;
      cur = after(cur, [[seat, pick]]);
      if (pick.type === 'pickCard') cur = after(cur, [[seat, legalMoves(cur, seat)[0]!]]);
    }
    expect(cur.tasks.at(-1)).toMatchObject({ k: 'draft', round: 2 });
    for (const v of [...Array.from({ length: players }, (_, i) => i), 'spectator' as const]) {
      const view = fotmk.view(cur, v);
      expect(view.mats[1]?.cards.at(-1)).toEqual(laid);
      expect(view.mats[1]?.sealed).toBe(false);
    }
  });
});

describe('the search cannot peek at a sealed choice', () => {
  it('two choices of seat a give every other seat the same redrawn worlds, in both simultaneous steps', () => {
    const s = fotmk.setup('sealed-search', 3, {});
    const [k1, k2] = legalMoves(s, 0);
    const d = fotmk.search!.determinize;
    for (const v of [1, 2]) {
      const a = d(after(s, [[0, k1!]]), v, rng(v));
      const b = d(after(s, [[0, k2!]]), v, rng(v));
      expect(JSON.stringify({ ...a, rng: null })).toBe(JSON.stringify({ ...b, rng: null }));
      expect(fotmk.view(a, v)).toEqual(fotmk.view(after(s, [[0, k1!]]), v));
    }
    const t = toDraft('sealed-search', 3);
    const hand = t.p[0]!.hand;
    const lay = (card: number, k: number): State => {
      const picked = after(t, [[0, { type: 'pickCard', card }]]);
      const spots = legalMoves(picked, 0).filter((m) => m.type === 'placeCard');
      return after(picked, [[0, spots[k % spots.length]!]]);
    };
    const x = lay(hand[0]!, 0);
    const y = lay(hand[2]!, 5);
    for (const v of [1, 2]) {
      const a = d(x, v, rng(10 + v));
      const b = d(y, v, rng(10 + v));
      expect(JSON.stringify({ ...a, rng: null })).toBe(JSON.stringify({ ...b, rng: null }));
      // The sample is a world the seat could be in: its view of it is its view of the truth.
      const { active: _a, ...sampled } = fotmk.view(a, v);
      const { active: _b, ...truth } = fotmk.view(x, v);
      expect(sampled).toEqual(truth);
    }
  });
});
