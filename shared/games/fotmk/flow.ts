// The decision stack runner: the top task does its automatic work until it needs a decision.
import type { G } from './ctx';
import type { Handler } from './handler';
import type { State, Task } from './state';
import { advance, battleGnomes } from './advance';
import { award, cull } from './award';
import { bolster, influence } from './bolster';
import { draft } from './draft';
import { breach, fallTask, invade } from './invasion';
import { lair, startChampions } from './setupTasks';
import { supplies } from './supplies';
import { act, battle, strongSel, turn } from './turn';
import { gnome, moveTrolls, scout, trips } from './wheel';
import { waveEnd } from './waveEnd';
import { fail } from './moves';

const over: Handler<Extract<Task, { k: 'over' }>> = {
  step: () => true,
  actors: () => [],
  legal: () => [],
  apply: () => fail('move/game-over', 'The game is over.'),
};

const HANDLERS: { [K in Task['k']]: Handler<Extract<Task, { k: K }>> } = {
  startChampions,
  lair,
  draft,
  supplies,
  battle,
  turn,
  strongSel,
  act,
  advance,
  battleGnomes,
  bolster,
  influence,
  gnome,
  scout,
  trips,
  moveTrolls,
  breach,
  invade,
  fall: fallTask,
  waveEnd,
  award,
  cull,
  over,
};

export function handlerOf(t: Task): Handler<Task> {
  return HANDLERS[t.k] as unknown as Handler<Task>;
}

/** Run automatic steps until some seat must decide. */
export function run(g: G): void {
  for (let guard = 0; guard < 100000; guard++) {
    const t = g.s.tasks[g.s.tasks.length - 1];
    if (!t) return;
    if (handlerOf(t).step(g, t)) {
      // Going back is only for the player whose turn it is, before anyone else decides anything.
      const seats = handlerOf(t).actors(g.s, t);
      if (g.s.undo && !(seats.length === 1 && seats[0] === g.s.turn)) g.s.undo = null;
      return;
    }
  }
  throw new Error('fotmk: the decision stack did not settle');
}

export function actorsOf(s: State): number[] {
  const t = s.tasks[s.tasks.length - 1];
  return t ? handlerOf(t).actors(s, t) : [];
}
