// The platform's undo rule, pure: what counts as revealing (a game's word, the generator, a view
// not foreseeable from what its seat knew), and undo records replaying to the same game.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GAMES } from '../games/index';
import { drawInt, seedRng, shuffleInPlace, type Rng } from './rng';
import { replay, type LoggedMove } from './replay';
import { ok, type GameModule } from './types';
import { revealed, sampledReveal, stepRecord, Trail, undoTarget } from './undo';

// Peek: a deck shuffled at the setup; on your turn you may `peek` at its top card (no draw: the
// generator does not move, and the game does not declare it), `mark` (nothing hidden), `roll` (a
// draw), then `end`. The platform must still see that a peek revealed something.
interface PeekState {
  rng: Rng;
  deck: number[];
  turn: number;
  marks: number;
  seen: (number | null)[];
  rolled: number | null;
  ended: number;
}
type PeekMove = { type: 'peek' | 'mark' | 'roll' | 'end' };
const peekGame: GameModule<PeekState, PeekMove, unknown> = {
  id: 'peek',
  name: 'Peek',
  minPlayers: 2,
  maxPlayers: 2,
  options: [],
  optionsSchema: z.object({}),
  moveSchema: z.object({ type: z.enum(['peek', 'mark', 'roll', 'end']) }),
  setup(seed) {
    const rng = seedRng(seed);
    return { rng, deck: shuffleInPlace(rng, [1, 2, 3, 4, 5, 6]), turn: 0, marks: 0, seen: [null, null], rolled: null, ended: 0 };
  },
  activeSeats: (s) => (s.ended >= 6 ? [] : [s.turn]),
  legalMoves: () => [{ type: 'peek' }, { type: 'mark' }, { type: 'roll' }, { type: 'end' }],
  apply(s, seat, m) {
    const n = structuredClone(s);
    if (m.type === 'peek') n.seen[seat] = n.deck[0]!;
    if (m.type === 'mark') n.marks += 1;
    if (m.type === 'roll') n.rolled = drawInt(n.rng, 6);
    if (m.type === 'end') {
      n.turn = 1 - n.turn;
      n.ended += 1;
    }
    return ok({ state: n, events: [] });
  },
  view: (s, v) => ({ turn: s.turn, marks: s.marks, rolled: s.rolled, seen: v === 'spectator' ? null : s.seen[v] }),
  result: (s) => (s.ended >= 6 ? { winners: [0], scores: [0, 0] } : null),
  search: {
    // Redraw the deck, keeping the top card where this seat has seen it.
    determinize(s, seat, random) {
      const n = structuredClone(s);
      const top = n.seen[seat] ?? null;
      const rest = n.deck.filter((c) => c !== top);
      for (let i = rest.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [rest[i], rest[j]] = [rest[j]!, rest[i]!];
      }
      n.deck = top === null ? rest : [top, ...rest];
      n.rng = seedRng(String(random()));
      return n;
    },
  },
};

describe('what reveals', () => {
  const s0 = peekGame.setup('peek-seed-0000001', 2, {});
  const after = (m: PeekMove, s = s0) => (peekGame.apply(s, 0, m) as { ok: true; value: { state: PeekState } }).value.state;

  it('a peek reveals (the mover could not foresee its view), a mark does not, a draw always does', () => {
    expect(revealed(peekGame, 2, s0, 0, { type: 'peek' }, after({ type: 'peek' }))).toBe(true);
    expect(revealed(peekGame, 2, s0, 0, { type: 'mark' }, after({ type: 'mark' }))).toBe(false);
    expect(revealed(peekGame, 2, s0, 0, { type: 'roll' }, after({ type: 'roll' }))).toBe(true);
    // A card already seen is no news: peeking at it again reveals nothing.
    const seen = after({ type: 'peek' });
    expect(revealed(peekGame, 2, seen, 0, { type: 'peek' }, after({ type: 'peek' }, seen))).toBe(false);
  });

  it("a game's own word counts; without it or a determinize, nothing is undoable", () => {
    const declared = { ...peekGame, reveals: (_b: PeekState, _s: number, m: PeekMove) => m.type === 'mark' };
    expect(revealed(declared, 2, s0, 0, { type: 'mark' }, after({ type: 'mark' }))).toBe(true);
    const blind = { ...peekGame, search: undefined };
    expect(revealed(blind, 2, s0, 0, { type: 'mark' }, after({ type: 'mark' }))).toBe(true);
    const vouched = { ...blind, reveals: () => false };
    expect(revealed(vouched, 2, s0, 0, { type: 'mark' }, after({ type: 'mark' }))).toBe(false);
    // The generator is the platform's own check: no word of the game's overrides it.
    expect(revealed(vouched, 2, s0, 0, { type: 'roll' }, after({ type: 'roll' }))).toBe(true);
  });

  it("a declared rule is the whole truth (exact, not sampled); the sampled check is the tests' oracle", () => {
    // This game's word is wrong about the peek: the platform follows it, so games hold theirs to the oracle.
    const wrong = { ...peekGame, reveals: () => false };
    expect(revealed(wrong, 2, s0, 0, { type: 'peek' }, after({ type: 'peek' }))).toBe(false);
    expect(sampledReveal(peekGame, 2, s0, 0, { type: 'peek' }, after({ type: 'peek' }), 8)).toBe(true);
    expect(sampledReveal(peekGame, 2, s0, 0, { type: 'mark' }, after({ type: 'mark' }), 8)).toBe(false);
  });

  it('take back one move at a time within the turn; the turn ended, only asking; never past a peek', () => {
    const trail = new Trail();
    let state: unknown = s0;
    const log: LoggedMove[] = [];
    const play = (seat: number, m: PeekMove | null, undo?: number) => {
      const rec = undo === undefined ? { seat, move: m } : { seat, move: null, undo };
      const res = stepRecord(peekGame, 2, trail, state, rec, log.length);
      if (!res.ok) throw new Error(res.message);
      state = res.state;
      log.push(undo === undefined ? { seat, move: m } : { seat, move: null, undo });
    };
    play(0, { type: 'mark' });
    play(0, { type: 'peek' });
    play(0, { type: 'mark' });
    expect(undoTarget(peekGame, 2, trail, state, 0, 'take')).toMatchObject({ ok: true, to: 2, moves: 1 });
    expect(undoTarget(peekGame, 2, trail, state, 0, 'ask')).toMatchObject({ ok: false, code: 'undo/still-yours' });
    expect(undoTarget(peekGame, 2, trail, state, 1, 'take')).toMatchObject({ ok: false, code: 'undo/nothing' });
    play(0, null, 2);
    expect((state as PeekState).marks).toBe(1);
    // The peek is next: it cannot be taken back.
    expect(undoTarget(peekGame, 2, trail, state, 0, 'take')).toMatchObject({ ok: false, code: 'undo/revealed' });
    play(0, { type: 'end' });
    // Seat 1 moves now; seat 0's turn (mark, peek, end) revealed something: no asking either.
    expect(undoTarget(peekGame, 2, trail, state, 0, 'ask')).toMatchObject({ ok: false, code: 'undo/revealed' });
    play(1, { type: 'mark' });
    play(1, { type: 'end' });
    expect(undoTarget(peekGame, 2, trail, state, 1, 'ask')).toMatchObject({ ok: true, to: 5, moves: 2 });
    play(1, null, 5);
    expect((state as PeekState).turn).toBe(1);
    expect((state as PeekState).marks).toBe(1);
    // The log, undos and all, replays to the same game (an upload is judged the same way)...
    const r = replay(peekGame, 'peek-seed-0000001', 2, {}, log);
    expect(r.ok && r.value.state).toEqual(state);
    // ...and an undo that reaches back past the peek is refused.
    const forged = [...log.slice(0, 4), { seat: 0, move: null, undo: 0 }];
    expect(replay(peekGame, 'peek-seed-0000001', 2, {}, forged)).toMatchObject({ ok: false, at: 4, code: 'undo/revealed' });
  });
});

describe('undo in the three games', () => {
  it.each(Object.keys(GAMES))('%s: random games with take-backs and agreed undos replay to the same state', { timeout: 60_000 }, (id) => {
    const game = GAMES[id]!;
    const games = Number(process.env.UNDO_GAMES ?? 2);
    let undos = 0;
    let worlds = 0;
    for (let g = 0; g < games; g++) {
      let r = 17 + g;
      const random = () => (r = (Math.imul(r, 1103515245) + 12345) >>> 0) / 0x100000000;
      const seed = `undo-random-${id}-${g}-000`;
      const players = 3;
      let state: unknown = game.setup(seed, players, {});
      const trail = new Trail();
      const log: LoggedMove[] = [];
      const seen: string[] = [JSON.stringify(state)];
      for (let i = 0; i < 250 && game.result(state) === null; i++) {
        const seat = game.activeSeats(state)[0]!;
        const last = trail.entries.at(-1)?.seat;
        const kind = last === undefined ? null : game.activeSeats(state).includes(last) ? 'take' : 'ask';
        const target = last === undefined || kind === null ? null : undoTarget(game, players, trail, state, last, kind);
        if (target?.ok && random() < 0.3) {
          // Hidden information: every withdrawn move, replayed in worlds redrawn from each seat's
          // knowledge with other draws than the rule's own, shows that seat the very same view, so
          // no seat learned anything from what is now undone. A world where the move is refused is
          // not one it could be made in (it names the mover's own hidden card, a champion kept or a
          // card picked, which another seat's world redrew; or it goes back within a turn, a past no
          // sample keeps): it proves nothing either way.
          const withdrawn = trail.entries.filter((e) => e.at >= target.to);
          withdrawn.forEach((e, k) => {
            const after = withdrawn[k + 1]?.before ?? state;
            for (let viewer = 0; viewer < players; viewer++) {
              const world = game.search!.determinize(e.before, viewer, random);
              const res = game.apply(world, e.seat, e.move);
              if (!res.ok) continue;
              worlds++;
              expect(JSON.stringify(game.view(res.value.state, viewer))).toBe(JSON.stringify(game.view(after, viewer)));
            }
          });
          const res = stepRecord(game, players, trail, state, { seat: last!, move: null, undo: target.to }, log.length);
          if (!res.ok) throw new Error(res.message);
          // Exactly the game as it was before the withdrawn moves.
          expect(JSON.stringify(res.state)).toBe(seen[target.to]);
          state = res.state;
          log.push({ seat: last!, move: null, undo: target.to });
          undos++;
        } else {
          const moves = game.legalMoves(state, seat);
          const res = stepRecord(game, players, trail, state, { seat, move: moves[Math.floor(random() * moves.length)] }, log.length);
          if (!res.ok) throw new Error(res.message);
          log.push({ seat, move: (trail.entries.at(-1)!).move });
          state = res.state;
        }
        seen.push(JSON.stringify(state));
      }
      const again = replay(game, seed, players, {}, log);
      expect(again.ok).toBe(true);
      expect(again.ok && JSON.stringify(again.value.state)).toBe(JSON.stringify(state));
    }
    expect(undos).toBeGreaterThan(0);
    expect(worlds).toBeGreaterThan(0);
  });
});
