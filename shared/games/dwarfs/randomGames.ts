import { expect, it } from 'vitest';
import { dwarfs, tableOptions, type DwarfsOptions } from './index';
import { DECREES, SCENARIOS } from './data';
import { handSize } from './rules';
import { deepFreeze, invariantErrors, replay, rng } from './testkit';
import { activeSeats, applyMove, legalMoves } from './engine';
import { randomBot } from './bot';
import { newGame } from './setup';
import type { Move } from './moves';
import type { State } from './state';

/** Random table options for game i: tribes so that `players` seats fit, and any decree mode. */
export function randomOptions(players: number, random: () => number): DwarfsOptions {
  const o: DwarfsOptions = {};
  const tribes = ['elves', 'ogres', 'crystal'].filter(() => random() < 0.5);
  while (4 + tribes.length < players) for (const t of ['elves', 'ogres', 'crystal']) if (!tribes.includes(t) && tribes.length + 4 < players) tribes.push(t);
  for (const t of tribes) o[t] = true;
  const modes = ['none', 'random', ...SCENARIOS, 'custom'];
  o.decrees = modes[Math.floor(random() * modes.length)];
  if (o.decrees === 'custom') for (const d of DECREES) if (random() < 0.35) o[`decree-${d}`] = true;
  return o;
}

// Test support (imported by random*.test.ts only): seeded games with random tribes and decrees.
export function randomGames(counts: number[], perCount: number): void {
  for (const players of counts) {
    it(`${perCount} games at ${players} seats keep every invariant and replay exactly`, () => {
      for (let i = 0; i < perCount; i++) {
        const seed = `dw-${players}-${i}`;
        const random = rng(7919 * players + i);
        const o = randomOptions(players, random);
        const t = tableOptions(o);
        let s: State = newGame(seed, players, t);
        const log: [number, Move][] = [];
        while (!s.over) {
          const act = activeSeats(s);
          const seat = act[Math.floor(random() * act.length)] as number;
          const m = randomBot(s, seat, random);
          if (!m) throw new Error(`${seed}: seat ${seat} active with no move`);
          if (i % 8 === 1) deepFreeze(s);
          const r = applyMove(s, seat, m);
          if (!r.ok) throw new Error(`${seed}: legal move refused ${JSON.stringify(m)}: ${r.error.code}`);
          const prev = s;
          s = r.value.state;
          log.push([seat, m]);
          const ended = prev.turn !== s.turn && prev.stage !== 'morning' && s.stage === prev.stage;
          const errs = invariantErrors(s);
          if (ended && handSize(s, prev.turn) > 9) errs.push(`seat ${prev.turn} ends the turn with ${handSize(s, prev.turn)} cards`);
          if (errs.length) throw new Error(`${seed} ${JSON.stringify(o)} move ${log.length}: ${errs.join('; ')}`);
          if (log.length > 5000) throw new Error(`${seed}: no end after 5000 moves`);
        }
        const res = dwarfs.result(s);
        expect(res?.winners.length).toBeGreaterThan(0);
        expect(res?.breakdown?.map((b) => b.scores.reduce((a, x) => a + x, 0)).reduce((a, x) => a + x, 0)).toBe(res?.scores.reduce((a, x) => a + x, 0));
        if (i % 5 === 0) expect(JSON.stringify(replay(seed, players, t, log))).toBe(JSON.stringify(s));
        expect(legalMoves(s, 0)).toEqual([]);
      }
    }, 600_000);
  }
}
