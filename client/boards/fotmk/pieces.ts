// Identities of the pieces on the FotMK table, for the one motion layer (client/lib/motion.ts,
// flip.ts; issue 28): a piece keeps its `data-piece` id while it moves, so it travels. A troll
// stack is a seat's Trolls in one cavern; when a stack is new, the view before says where its Trolls
// came from (the cavern that seat left, else its supply), and the stack flies in from there.
import { useRef } from 'preact/hooks';
import type { View } from './model';

export const trollId = (seat: number, node: number): string => `trolls-${seat}-${node}`;
export const gnomeId = (node: number, i: number): string => `gnome-${node}-${i}`;
export const pawnId = (champion: number): string => `pawn-${champion}`;
/** A champion card: on the display, then among its winner's champions (the same card travels). */
export const champId = (champion: number): string => `champ-${champion}`;
export const discId = (track: string, seat: number): string => `disc-${track}-${seat}`;
/** A seat's Trolls in supply (the scoreboard's cell): where a new stack comes from when no cavern lost any. */
export const reserveId = (seat: number): string => `reserve-${seat}`;
/** The swarm marker: new gnomes on the map come from it. */
export const SWARM = 'swarm';

/**
 * Where each new piece of a kind came from, between two views: `count(view, node, who)` is how many
 * there are. A piece new in `node` (for `who`) comes from a node where `who` has fewer now (the
 * first one, in the map's order), else from `fallback(who)`. Keys: `${who}-${node}`.
 */
export function arrivals(before: View | null, now: View, whos: number[], count: (v: View, node: number, who: number) => number, source: (who: number, node: number) => string, fallback: (who: number) => string): Map<string, string> {
  const out = new Map<string, string>();
  if (!before || before === now) return out;
  for (const who of whos) {
    let left = -1;
    for (let m = 0; m < now.nodes.length && left < 0; m++) if (count(before, m, who) > count(now, m, who)) left = m;
    for (let n = 0; n < now.nodes.length; n++) {
      if (count(now, n, who) > count(before, n, who)) out.set(`${who}-${n}`, left >= 0 ? source(who, left) : fallback(who));
    }
  }
  return out;
}

const trolls = (v: View, n: number, seat: number) => v.nodes[n]?.trolls[seat] ?? 0;
const gnomes = (v: View, n: number) => v.nodes[n]?.gnomes.length ?? 0;

/** Sources of new troll stacks (`${seat}-${node}` -> piece id) and of new gnomes (`0-${node}`). */
export function sourcesOf(before: View | null, now: View): { trolls: Map<string, string>; gnomes: Map<string, string> } {
  return {
    trolls: arrivals(before, now, now.mats.map((m) => m.seat), trolls, (seat, n) => trollId(seat, n), reserveId),
    // A gnome that moved keeps no identity of its own in the view: the new one comes from the cavern
    // that lost one (its index there is the last), else from the swarm.
    gnomes: arrivals(before, now, [0], gnomes, (_w, n) => gnomeId(n, Math.max(0, gnomes(now, n))), () => SWARM),
  };
}

/** `sourcesOf` between the view shown before and the one shown now (kept across redraws of the same view). */
export function useSources(v: View): ReturnType<typeof sourcesOf> {
  const last = useRef<{ shown: View; out: ReturnType<typeof sourcesOf> } | null>(null);
  if (last.current?.shown !== v) last.current = { shown: v, out: sourcesOf(last.current?.shown ?? null, v) };
  return last.current.out;
}
