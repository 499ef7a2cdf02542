// Checks any game module against the engine contract by playing seeded random games through
// `legalMoves`: apply never mutates its input, every legal move applies, someone can always move
// until there is a result, states are plain JSON, views never carry the seed or the generator
// state, and seed + move log replays to the identical final state.
import { expect } from 'vitest';
import type { AnyGame, Seat } from '../../shared/engine/types';

export interface ContractRun {
  moves: number;
  finished: boolean;
}

/** A tiny deterministic generator for choosing moves (not the game's own). */
export function chooser(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x100000000;
  };
}

export function playRandomGame(game: AnyGame, seed: string, players: number, options: Record<string, unknown>, maxMoves = 5000, strict = true): ContractRun {
  const pick = chooser(seed.length * 7919 + players);
  const initial = game.setup(seed, players, options);
  let state = initial;
  const log: { seat: Seat; move: unknown }[] = [];
  while (game.result(state) === null && log.length < maxMoves) {
    const active = game.activeSeats(state);
    expect(active.length, 'someone can move while the game is on').toBeGreaterThan(0);
    const seat = active[Math.floor(pick() * active.length)]!;
    const moves = game.legalMoves(state, seat);
    expect(moves.length, `seat ${seat} is active but has no legal move`).toBeGreaterThan(0);
    const move = moves[Math.floor(pick() * moves.length)];
    const before = strict ? JSON.stringify(state) : '';
    expect(game.moveSchema.safeParse(move).success, 'a legal move passes the move schema').toBe(true);
    const res = game.apply(state, seat, move);
    if (!res.ok) throw new Error(`legal move refused: ${JSON.stringify(move)} -> ${res.error.code} ${res.error.message}`);
    if (strict) {
      expect(JSON.stringify(state), 'apply must not mutate its input').toBe(before);
      const text = JSON.stringify(res.value.state);
      expect(JSON.parse(text), 'state is plain JSON').toEqual(res.value.state);
      const rng = (res.value.state as { rng?: number[] }).rng;
      for (const viewer of [...Array.from({ length: players }, (_, i) => i), 'spectator' as const]) {
        const v = JSON.stringify(game.view(res.value.state, viewer));
        expect(v.includes(seed), 'a view never carries the seed').toBe(false);
        if (rng) for (const n of rng) expect(v.includes(String(n)), 'a view never carries the generator state').toBe(false);
      }
    }
    state = res.value.state;
    log.push({ seat, move });
  }
  // Replay from seed + log.
  let replay = game.setup(seed, players, options);
  expect(replay).toEqual(initial);
  for (const { seat, move } of log) {
    const res = game.apply(replay, seat, move);
    if (!res.ok) throw new Error(`replay failed at ${JSON.stringify(move)}`);
    replay = res.value.state;
  }
  expect(replay).toEqual(state);
  return { moves: log.length, finished: game.result(state) !== null };
}
