// Numeric indices derived once from the map data: the engine works on node numbers.
// Nodes 0..caverns-1 are caverns (in map order); the lair spaces follow.
import { LARGE_MAP } from './map-large';
import { SMALL_MAP } from './map-small';
import type { MapSide } from './types';
import { CLANS } from './types';

export interface Board {
  side: MapSide;
  caverns: number;
  nodes: number;
  nodeId: string[];
  /** Words for a node in the log: "Moss 2", "lair R4 (sun)". */
  nodeName: string[];
  /** Clan index of each cavern's domain; -1 for lair spaces. */
  domain: number[];
  adj: number[][];
  domainCaverns: number[][];
  /** Gate caverns of each domain's swarm point. */
  gates: number[][];
  /** Lair space pairs (node numbers), in map order. */
  lairPairs: [number, number][];
  hallTouches: number[][];
  isLair: boolean[];
}

function build(side: MapSide): Board {
  const nodeId = [...side.caverns.map((c) => c.id), ...side.lairs.map((l) => l.id)];
  const index = new Map(nodeId.map((id, i) => [id, i]));
  const at = (id: string): number => {
    const i = index.get(id);
    if (i === undefined) throw new Error(`map ${side.id}: unknown node ${id}`);
    return i;
  };
  const adj: number[][] = nodeId.map(() => []);
  const link = (a: number, b: number) => {
    if (!adj[a]?.includes(b)) adj[a]?.push(b);
    if (!adj[b]?.includes(a)) adj[b]?.push(a);
  };
  for (const [a, b] of side.adjacency) link(at(a), at(b));
  for (const l of side.lairs) for (const c of l.adjacent) link(at(l.id), at(c));
  const domain = nodeId.map((_, i) => (i < side.caverns.length ? CLANS.indexOf(side.caverns[i]?.domain ?? 'moss') : -1));
  const domainCaverns = CLANS.map((_, d) => domain.flatMap((x, i) => (x === d ? [i] : [])));
  const gates = CLANS.map((c) => (side.swarmPoints.find((s) => s.domain === c)?.gates ?? []).map(at));
  const lairPairs: [number, number][] = [];
  const seen = new Set<string>();
  for (const l of side.lairs) {
    if (seen.has(l.glyph)) continue;
    seen.add(l.glyph);
    const pair = side.lairs.filter((m) => m.glyph === l.glyph).map((m) => at(m.id));
    lairPairs.push([pair[0] ?? -1, pair[1] ?? -1]);
  }
  return {
    side,
    caverns: side.caverns.length,
    nodes: nodeId.length,
    nodeId,
    nodeName: [
      ...side.caverns.map((c) => caveName(c.id)),
      // Players' words for a lair space: its glyph and the cavern it sits by (never its id).
      ...side.lairs.map((l) => `the ${l.glyph} lair by ${caveName(l.adjacent[0] ?? '')}`),
    ],
    domain,
    adj,
    domainCaverns,
    gates,
    lairPairs,
    hallTouches: side.greatHalls.map((h) => h.touches.map(at)),
    isLair: nodeId.map((_, i) => i >= side.caverns.length),
  };
}

/** `moss-2` -> `Moss 2`. */
function caveName(id: string): string {
  const [domain = '', k = ''] = id.split('-');
  return `${domain.charAt(0).toUpperCase()}${domain.slice(1)} ${k}`.trim();
}

export const BOARDS = { small: build(SMALL_MAP), large: build(LARGE_MAP) };
export type BoardSide = keyof typeof BOARDS;
export const sideFor = (players: number): BoardSide => (players <= 3 ? 'small' : 'large');
