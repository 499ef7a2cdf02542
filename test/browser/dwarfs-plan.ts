// A deal for the Dwar7s Fall browser test, found with the engine in Node, so that every action the
// issue names happens in every run, without any backdoor: a seed (the test uploads it, with no
// moves, through the public replay upload /api/tables/import, which replays seed + moves through
// `apply`) and the game's first moves. Seat 0 (the board's player) follows a policy that takes an
// action the test still needs whenever one is legal, otherwise the sensible bot's move; seats 1 and
// 2 follow the sensible bot. The plan ends with seat 0's turn in which the last needed action came
// up; the test then hands seats 1 and 2 to the room's own bots for the rest of the game.
import { dwarfs, type DwarfsMove, type DwarfsState } from '../../shared/games/dwarfs';
import { sensibleBot } from '../../shared/games/dwarfs/sensible';
import { playFor, spotsOf } from '../../client/boards/dwarfs/model';
import { rng } from './browser';

type Move = DwarfsMove;
type State = DwarfsState;

/** The table's options: the base game. */
export const PLAN_OPTIONS = {} as const;

export const NEEDS = ['rotated', 'place', 'move', 'ogre', 'upgrade', 'resolve-choice', 'buy', 'reveal'] as const;
export type Need = (typeof NEEDS)[number];

export interface Step {
  seat: number;
  move: Move;
  /** For seat 0: the legal moves it was picked from, as the room lists them, and what it shows. */
  legal?: Move[];
  covers?: Need | null;
}
export interface Plan {
  seed: string;
  steps: Step[];
}

const apply = (s: State, seat: number, m: Move): State => {
  const r = dwarfs.apply(s, seat, m);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(m)}: ${r.error.code}`);
  return r.value.state;
};

/** The turns a card may be put down in, as the board offers them (R cycles through these). */
export const putRots = (legal: Move[]): number[] => [...new Set(legal.flatMap((x) => (x.type === 'put' ? [x.rot] : [])))].sort((a, b) => a - b);

/** What a move of seat 0 shows, given the legal moves it was picked from. */
export function covers(m: Move, legal: Move[], s: Pick<State, 'phase'>): Need | null {
  if (m.type === 'put') return putRots(legal).length > 1 && m.rot !== putRots(legal)[0] ? 'rotated' : null;
  if (m.type === 'place' || m.type === 'move' || m.type === 'upgrade' || m.type === 'reveal' || m.type === 'ogre' || m.type === 'buy') return m.type;
  if (m.type === 'complete' && s.phase === 'resolve' && legal.filter((x) => x.type === 'complete').length > 1) return 'resolve-choice';
  return null;
}

/** Seat 0's move: a needed action when one is legal (mostly), else the sensible bot's, never a standing order. */
function seat0(s: State, got: Set<Need>, random: () => number): Move | null {
  const legal = dwarfs.legalMoves(s, 0);
  const fresh = legal.filter((m) => {
    const c = covers(m, legal, s);
    return c !== null && !got.has(c);
  });
  let m: Move | null = fresh.length && random() < 0.85 ? fresh[Math.floor(random() * fresh.length)]! : sensibleBot(s, 0, random);
  // Ogre cards come from taverns: without one in hand, seat 0 heads for a tavern half the time.
  if (!got.has('ogre') && (m?.type === 'place' || m?.type === 'move' || m?.type === 'end') && random() < 0.5) {
    const spots = spotsOf(dwarfs.view(s, 0));
    const tavern = legal.filter((x) => (x.type === 'place' ? spots.get(x.cell) : x.type === 'move' ? spots.get(x.to) : undefined)?.info.type === 'tavern');
    if (tavern.length) m = tavern[Math.floor(random() * tavern.length)]!;
  }
  if (m?.type === 'autoReveal' || (m?.type === 'reveal' && got.has('reveal'))) m = legal.find((x) => x.type !== 'reveal' && x.type !== 'autoReveal' && x.type !== 'cancel') ?? null;
  // The board plays a kingdom card by the first legal move for an identical card (playFor): so does the plan.
  if (m?.type === 'play') m = playFor(legal, m.card) ?? m;
  return m;
}

/** The first plan found, seeds in a fixed order: the same plan on every run. */
export function findPlan(maxSeeds = 60, maxSteps = 900): Plan | null {
  for (let k = 0; k < maxSeeds; k++) {
    const seed = `dwarfs-ui-test-seed-${String(k).padStart(4, '0')}`;
    const random = rng(k + 1);
    let s = dwarfs.setup(seed, 3, PLAN_OPTIONS);
    const steps: Step[] = [];
    const got = new Set<Need>();
    while (!s.over && steps.length < maxSteps) {
      const seat = dwarfs.activeSeats(s)[0]!;
      // Done once every action came up and seat 0's turn is over.
      if (got.size === NEEDS.length && seat !== 0) return { seed, steps };
      if (seat === 0) {
        const legal = dwarfs.legalMoves(s, 0);
        const m = seat0(s, got, random);
        if (!m) break;
        const c = covers(m, legal, s);
        if (c) got.add(c);
        steps.push({ seat, move: m, legal, covers: c });
        s = apply(s, 0, m);
      } else {
        const m = sensibleBot(s, seat, random);
        if (!m) break;
        steps.push({ seat, move: m });
        s = apply(s, seat, m);
      }
    }
  }
  return null;
}
