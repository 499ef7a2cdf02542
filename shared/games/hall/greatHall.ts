// Step 3, dedicating a great hall (F/Great Hall): laid over tunnel cells of your network only; the
// pedestals under it leave the game (their tokens stay taken), statues stay where they are, the hall
// becomes one big tunnel, and each uncovered part of a tile becomes a tunnel of its own.
import { D } from './tables';
import { board, type G, say, seatName, setCells } from './ctx';
import { boardOf, cellName, cellsAt, hallPlacements } from './geom';
import type { Move } from './moves';
import type { State, Task } from './state';
import { Recent } from './memo';

type HallTask = Extract<Task, { k: 'hall' }>;

/**
 * The halls each seat could dedicate, remembered per board: they change only with the covered cells,
 * the gates and the halls already dedicated, whose arrays are replaced, never changed in place
 * (ctx.ts `board`, `setCells`, `setGate`). Every turn's step 3 asks, mostly on an unchanged board.
 */
const hallCache = new Recent<number[], { gates: number[]; halls: number[]; bySeat: (number[] | undefined)[] }>(8);

function dedicable(s: State, seat: number): number[] {
  let hit = hallCache.get(s.b.seg);
  if (!hit || hit.gates !== s.b.gates || hit.halls !== s.b.halls) hit = hallCache.set(s.b.seg, { gates: s.b.gates, halls: s.b.halls, bySeat: [] });
  let out = hit.bySeat[seat];
  if (!out) {
    out = [];
    for (let i = 0; i < D.halls.length; i++) if (s.b.halls[i]! < 0 && D.halls[i]!.orients.some((p) => hallPlacements(s, seat, p).length > 0)) out.push(i);
    hit.bySeat[seat] = out;
  }
  return out;
}

export function hallMoves(s: State, seat: number): Move[] {
  return dedicable(s, seat).map((hall) => ({ type: 'hall', hall }));
}

export function hallMovesIn(s: State, seat: number, t: HallTask): Move[] {
  const h = D.halls[t.hall]!;
  if (t.stage === 'orient') return h.orients.flatMap((p, o) => (hallPlacements(s, seat, p).length ? [{ type: 'orient' as const, o }] : []));
  return hallPlacements(s, seat, h.orients[t.o]!).map((cell) => ({ type: 'place' as const, cell }));
}

/** Returns true once the hall is dedicated. */
export function hallApply(g: G, seat: number, t: HallTask, m: Move): boolean {
  if (m.type === 'orient') {
    t.o = m.o;
    t.stage = 'pos';
    return false;
  }
  if (m.type !== 'place') return false;
  const p = D.halls[t.hall]!.orients[t.o]!;
  dedicate(g, seat, t.hall, cellsAt(boardOf(g.s), p, m.cell)!, p.mark);
  return true;
}

export function dedicate(g: G, seat: number, hall: number, cells: number[], mark: number): void {
  const b = board(g);
  const bd = boardOf(g.s);
  const touched = [...new Set(cells.map((c) => b.seg[c]!))];
  const id = b.segs.length;
  b.segs.push({ k: 2, ref: hall, cells });
  setCells(g, cells, id);
  // What each covered tile keeps uncovered splits into connected parts, each its own tunnel (digest 7.14).
  for (const old of touched) {
    const rest = b.segs[old]!.cells.filter((c) => !cells.includes(c));
    const parts: number[][] = [];
    const seen = new Set<number>();
    for (const c of rest) {
      if (seen.has(c)) continue;
      const part: number[] = [];
      const stack = [c];
      seen.add(c);
      while (stack.length) {
        const x = stack.pop()!;
        part.push(x);
        for (const n of bd.neighbours[x]!) {
          if (rest.includes(n) && !seen.has(n)) {
            seen.add(n);
            stack.push(n);
          }
        }
      }
      parts.push(part.sort((a, z) => a - z));
    }
    b.segs[old] = { ...b.segs[old]!, cells: parts[0] ?? [] };
    for (const part of parts.slice(1)) {
      const nid = b.segs.length;
      b.segs.push({ k: 1, ref: b.segs[old]!.ref, cells: part });
      setCells(g, part, nid);
    }
  }
  let removed = 0;
  if (cells.some((c) => b.ped[c]! >= 0)) {
    const ped = b.ped.slice();
    for (const c of cells) {
      if (ped[c]! >= 0) {
        ped[c] = -1;
        removed++;
      }
    }
    b.ped = ped;
  }
  const halls = b.halls.slice();
  halls[hall] = id;
  b.halls = halls;
  const altar = b.altar.slice();
  altar[hall] = cells[mark]!;
  b.altar = altar;
  say(g, `${seatName(seat)} dedicates ${D.halls[hall]!.name} at ${cellName(boardOf(g.s), Math.min(...cells))}${removed ? `; ${removed} pedestal${removed > 1 ? 's' : ''} under it leave the game` : ''}.`, {
    seat,
    kind: 'hall',
    data: { hall, cells },
  });
}
