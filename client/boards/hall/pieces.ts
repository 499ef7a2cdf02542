// Stable identities for the pieces the motion layer moves (client/lib/motion.ts, issue 28). Trolls
// are their card codes and tunnels their segment numbers, both already in the view; a statue has
// no id of its own (the view keeps a clan per cell), so the board follows each statue from view to
// view: one that left a cell and one of its clan that arrived elsewhere are the same statue.

/** Statue ids by cell: a statue keeps the id of the cell it stood on when the board first saw it. */
export type StatueIds = ReadonlyMap<number, string>;

/**
 * The ids of the statues in `after` (clan per cell, -1 none), given those of the view before.
 * A statue still on its cell keeps its id; the statues of a clan that left cells pass their ids,
 * in cell order, to the statues of that clan that arrived on new cells (a statue moves one clan
 * at a time, so one move pairs exactly; a jump over several views pairs within each clan).
 */
export function followStatues(before: readonly number[] | null, ids: StatueIds, after: readonly number[]): Map<number, string> {
  const out = new Map<number, string>();
  const left = new Map<number, string[]>();
  const arrived: number[] = [];
  if (before) {
    for (let c = 0; c < before.length; c++) {
      const clan = before[c]!;
      if (clan < 0 || after[c] === clan) continue;
      const id = ids.get(c);
      if (id) left.set(clan, [...(left.get(clan) ?? []), id]);
    }
  }
  for (let c = 0; c < after.length; c++) {
    const clan = after[c]!;
    if (clan < 0) continue;
    const kept = before && before[c] === clan ? ids.get(c) : undefined;
    if (kept) out.set(c, kept);
    else arrived.push(c);
  }
  for (const c of arrived) out.set(c, left.get(after[c]!)?.shift() ?? `statue-${c}`);
  return out;
}

/** Which bank's storage a piece of `seat` comes from or goes to (a team shares one). */
export const storeOf = (bank: number): string => `store-${bank}`;
