// What the Hall board lights for its player: the cells of the mountain and the things in the panels
// that a legal move names, each with its words and what a press on it does. The board knows no rules:
// every target comes from the room's legal moves (or, for a held tile, the spots the engine allows).
import { statueDests } from '../../../shared/games/hall/geom';
import type { Board } from '../../../shared/games/hall/content/types';
import type { CellTarget } from './BoardSvg';
import { asState, CLAN, D, handleFor, type Move, type Shape, type View } from './model';
import { STATUE_MOVES, statueWorth } from './meaning';
import { stackName, type Targets } from './Panels';
import { moveWords } from './words';

interface Lit {
  v: View;
  legal: Move[];
  go(m: Move): void;
}

/** The lit cells of the mountain: a held tile's spots, a chosen statue's destinations, or what a legal move names. */
export function litCells({ v, b, me, legal, shapeNow, origins, statueSel, go, goAll, selectStatue, tapSpot }: Lit & {
  b: Board;
  me: number | null;
  shapeNow: Shape | null;
  /** The held tile's legal origins. */
  origins: number[];
  statueSel: number;
  /** Send several small steps, each once the one before is applied. */
  goAll(ms: Move[]): void;
  selectStatue(cell: number): void;
  /** A held tile's spot pressed: preview it there (a second press lays it). */
  tapSpot(handle: number): void;
}): Map<number, CellTarget> {
  const cellTargets = new Map<number, CellTarget>();
  const task = v.task;
  const put = (cell: number, label: string, fn: () => void) => cellTargets.set(cell, { label, go: fn });
  if (shapeNow) {
    for (const o of origins) {
      const h = handleFor(b, shapeNow, o);
      put(h, `Lay the ${shapeNow.kind === 'dig' ? 'tunnel' : 'hall'} here`, () => tapSpot(h));
    }
  } else if (statueSel >= 0 && me !== null) {
    const clan = v.b.statue[statueSel]!;
    for (const c of statueDests(asState(v), me, statueSel)) put(c, `Move the statue here (${statueWorth(v, clan, c)})`, () => goAll([{ type: 'statue', cell: statueSel }, { type: 'to', cell: c }]));
  } else {
    for (const m of legal) {
      if (m.type === 'gate') put(m.cell, moveWords(m, v), () => go(m));
      else if (m.type === 'workshop') put(b.sites[m.site]!.cell, moveWords(m, v), () => go(m));
      else if (m.type === 'statue') put(m.cell, `Select this statue (${CLAN[v.b.statue[m.cell]!]!.name}): it moves ${STATUE_MOVES}`, () => (task?.k === 'cast' ? go(m) : selectStatue(m.cell)));
      else if (m.type === 'to') put(m.cell, moveWords(m, v), () => go(m));
      else if (m.type === 'place' && task && (task.k === 'dig' || task.k === 'hall')) {
        const sh: Shape = task.k === 'dig' ? { kind: 'dig', i: task.stack, o: task.o } : { kind: 'hall', i: task.hall, o: task.o };
        put(handleFor(b, sh, m.cell), moveWords(m, v), () => go(m));
      } else if (m.type === 'choose' && task?.k === 'cast' && D.spells[task.spell]!.effect.kind === 'establish' && task.site < 0) put(b.sites[m.i]!.cell, moveWords(m, v), () => go(m));
    }
  }
  return cellTargets;
}

/** The lit things in the panels: horde cards, trollsmoot slots, spells, tunnel stacks and great halls. */
export function litPanels({ v, legal, card, go, pickShape }: Lit & {
  /** The draft card the player keeps (its slots are lit). */
  card: number;
  pickShape(kind: 'dig' | 'hall', i: number): void;
}): Targets {
  const targets: Targets = new Map();
  const task = v.task;
  const castKind = task?.k === 'cast' ? D.spells[task.spell]!.effect.kind : '';
  for (const m of legal) {
    if (m.type === 'recruit') targets.set(`horde-${m.slot}`, { label: moveWords(m, v), go: () => go(m) });
    else if (m.type === 'placeTroll') targets.set(`smoot-${m.slot}`, { label: moveWords(m, v), go: () => go(m) });
    else if (m.type === 'draft' && m.card === card) targets.set(`smoot-${m.slot}`, { label: moveWords(m, v), go: () => go(m) });
    else if (m.type === 'cast') targets.set(`book-${m.book}`, { label: moveWords(m, v), go: () => go(m) });
    else if (m.type === 'dig') targets.set(`stack-${m.stack}`, { label: `Pick ${stackName(m.stack)}: ${moveWords(m, v)}`, go: () => pickShape('dig', m.stack) });
    else if (m.type === 'hall') targets.set(`hall-${m.hall}`, { label: `Pick ${D.halls[m.hall]!.name}`, go: () => pickShape('hall', m.hall) });
    else if (m.type === 'choose' && (castKind === 'bribe' || castKind === 'dismiss')) targets.set(`horde-${m.i}`, { label: moveWords(m, v), go: () => go(m) });
    else if (m.type === 'choose' && castKind === 'activate') targets.set(`smoot-${m.i}`, { label: moveWords(m, v), go: () => go(m) });
  }
  return targets;
}
