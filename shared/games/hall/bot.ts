// Bots. `random`: any legal move. `sensible` (issue 10, Tests): digs the best-scoring tunnel it can
// pay, recruits otherwise, moves statues toward the heart, dedicates halls, pays trolls first, and
// never wastes resources on trades or spells. The levels (issue 15) are the generic search
// (shared/engine/search.ts) on this game's determinize and evaluation, with more thinking per level;
// budgets are in iterations, never time, so a choice depends only on what the seat may see and the
// generator it is given.
import type { SearchLevel, Seat } from '../../engine/types';
import { D } from './tables';
import { legalMoves } from './engine';
import type { Move } from './moves';
import type { State } from './state';
import { boardOf, cellsAt, myStatues, statueDests } from './geom';
import { tunnelScore } from './content/components';
import { MINERALS } from './content/types';
import { countTrolls } from './smoot';

export function randomBot(s: State, seat: Seat, random: () => number): Move | null {
  const moves = legalMoves(s, seat);
  if (moves.length === 0) return null;
  return moves[Math.floor(random() * moves.length)] ?? null;
}

const pick = <T>(xs: T[], score: (x: T) => number): T | undefined => {
  let best: T | undefined;
  let bv = -Infinity;
  for (const x of xs) {
    const v = score(x);
    if (v > bv) {
      bv = v;
      best = x;
    }
  }
  return best;
};

/** Honour of the best tunnel of `stack` payable with the minerals owned. */
function digValue(s: State, stack: number): number {
  const size = D.stacks[stack]!.size;
  return size * 10 + Math.max(...MINERALS.map((m) => tunnelScore(size, m)));
}

export function sensibleBot(s: State, seat: Seat, random: () => number): Move | null {
  const moves = legalMoves(s, seat);
  if (moves.length === 0) return null;
  const bd = boardOf(s);
  const by = <T extends Move['type']>(t: T) => moves.filter((m): m is Extract<Move, { type: T }> => m.type === t);
  const top = s.tasks[s.tasks.length - 1];
  if (by('payAuto').length) return { type: 'payAuto' };
  if (s.phase !== 'play') return moves[Math.floor(random() * moves.length)]!;
  if (top?.k === 'dig') {
    if (top.stage === 'orient' || top.stage === 'pos') {
      // Prefer cells nearer the heart and covering statues.
      const value = (cells: number[]) => cells.reduce((a, c) => a + (bd.tier[c]! + 1) + (s.b.statue[c]! >= 0 ? 6 : 0) - (bd.rubble[c] ? 1 : 0), 0);
      if (top.stage === 'pos') {
        const p = D.stacks[top.stack]!.orients[top.o]!;
        return pick(by('place'), (m) => value(cellsAt(bd, p, m.cell)!) + random() * 0.1) ?? moves[0]!;
      }
      return by('orient')[Math.floor(random() * by('orient').length)] ?? moves[0]!;
    }
    if (top.stage === 'mineral') return pick(by('mineral'), (m) => m.m) ?? moves[0]!;
    if (top.stage === 'ped') return pick(by('pedestal'), (m) => m.clan) ?? moves[0]!;
    return pick(by('establish'), (m) => m.kind) ?? moves[0]!;
  }
  if (top?.k === 'recruit') {
    if (by('placeTroll').length) return pick(by('placeTroll'), (m) => -m.slot) ?? moves[0]!;
    return pick(by('pedestal'), (m) => m.clan) ?? moves[0]!;
  }
  if (top?.k === 'hall') {
    if (by('orient').length) return by('orient')[0]!;
    return by('place')[0] ?? moves[0]!;
  }
  if (top?.k === 'statue') {
    return pick(by('to'), (m) => bd.tier[m.cell]! * 10 + (s.b.ped[m.cell] === s.b.statue[top.cell] ? 15 : 0)) ?? moves[0]!;
  }
  if (top?.k === 'ws' || top?.k === 'cast') return by('endStep')[0] ?? by('skip')[0] ?? moves[0]!;
  if (top) return moves[0]!;
  switch (s.turn.step) {
    case 2: {
      const digs = by('dig');
      const recruits = by('recruit');
      const bestDig = pick(digs, (m) => digValue(s, m.stack));
      const bigDig = bestDig && D.stacks[bestDig.stack]!.size >= 3;
      if (bigDig && (recruits.length === 0 || countTrolls(s.p[seat]!) >= 7 || random() < 0.6)) return bestDig!;
      if (recruits.length) return pick(recruits, (m) => (m.slot >= 9 ? 3 : m.slot >= 5 ? 2 : 1) + random()) ?? moves[0]!;
      return bestDig ?? by('skip')[0] ?? moves[0]!;
    }
    case 3:
      return by('hall')[0] ?? by('endStep')[0]!;
    case 4: {
      // A statue move that gains ground: toward the heart, or onto its own clan's pedestal.
      const worth = (clan: number, c: number) => bd.tier[c]! * 10 + (s.b.ped[c] === clan ? 15 : 0);
      const st = by('statue').filter((m) => {
        const clan = s.b.statue[m.cell]!;
        return myStatues(s, seat).includes(m.cell) && statueDests(s, seat, m.cell).some((d) => worth(clan, d) > worth(clan, m.cell));
      });
      return st[0] ?? by('endStep')[0]!;
    }
    default:
      return by('endStep')[0]!;
  }
}

/**
 * Thinking per level: iterations of the search, evaluated at the leaves (no random playouts). Measured
 * (bench/bots.ts, seeded, seats rotated, 2026-11-23): Normal beat Easy in 19 of 20 2-player games, Hard
 * beat Normal in 16 of 20, and Hard won 40 of 52 4-player games against three Normals (it had won 0 of 3
 * before the evaluation counted Honour above par); a Hard move took 82-86 ms of CPU at the median, 297-444
 * ms at the 99th percentile.
 */
export const LEVELS = {
  easy: { iterations: 40, playout: 0, explore: 0.1 },
  normal: { iterations: 300, playout: 0, explore: 0.1 },
  hard: { iterations: 1600, playout: 0, explore: 0.1 },
} as const satisfies Record<string, SearchLevel>;
