// Board validation: both sides against the texts' requirements (F/Setup, F/Player Setup C, digest 1.3) and
// balance: every start point used at a player count stands at the same distance from the heart with
// comparable rubble, buried resources, statue spots and workshop sites within reach.
import { describe, it, expect } from 'vitest';
import { BOARDS, BOARD_SIDES, cellName, cellsAt, resolveBoard, sideFor, startPointsFor } from './board';
import { COUNTS, workshopsRevealed } from './components';
import { GREAT_HALLS, HALL_ORIENTATIONS } from './halls';
import { TUNNEL_ORIENTATIONS, TUNNEL_STACKS } from './tunnels';
import type { Board, BoardSideDef, StartPoint } from './types';
import { CLANS, RESOURCES } from './types';

const xy = (b: Board, c: number): [number, number] => [c % b.width, Math.floor(c / b.width)];

/** Steps from `from` to every cell reachable through diggable cells (sites block; the heart ends a path). */
function distances(b: Board, from: number): Map<number, number> {
  const dist = new Map([[from, 0]]);
  const queue = [from];
  while (queue.length) {
    const c = queue.shift() as number;
    for (const n of b.neighbours[c] ?? []) {
      if (dist.has(n) || !(b.diggable[n] || b.heart.includes(n))) continue;
      dist.set(n, (dist.get(c) as number) + 1);
      if (!b.heart.includes(n)) queue.push(n);
    }
  }
  return dist;
}

/** What a gate has within `reach` steps: the figures the balance test compares. */
function within(b: Board, p: StartPoint, reach: number) {
  const dist = distances(b, p.cell);
  const near = [...dist].filter(([c, d]) => d <= reach && !b.heart.includes(c)).map(([c]) => c);
  const sites = new Set(b.sites.filter((s) => s.entrances.some((e) => near.includes(e))).map((s) => s.cell));
  const buried: Record<string, number> = {};
  for (const c of near) for (const [r, v] of Object.entries(b.buried[c] ?? {})) buried[r] = (buried[r] ?? 0) + (v ?? 0);
  return {
    heart: Math.min(...b.heart.map((h) => dist.get(h) ?? Infinity)),
    cells: near.length,
    rubble: near.filter((c) => b.rubble[c]).length,
    statues: near.filter((c) => b.statueSpots.includes(c)).length,
    buried: Object.values(buried).reduce((a, v) => a + v, 0),
    sites: sites.size,
    tiers: [0, 1, 2, 3, 4].map((t) => near.filter((c) => b.tier[c] === t).length),
  };
}

/** The groups of start points a game may use together: those sharing the player-count label (2p: any label). */
function groups(b: Board): { players: number; points: StartPoint[] }[] {
  const out: { players: number; points: StartPoint[] }[] = [];
  for (const players of b.players) {
    if (players !== 2) out.push({ players, points: startPointsFor(b, players) });
    else for (const l of new Set(b.startPoints.flatMap((p) => p.labels))) out.push({ players, points: b.startPoints.filter((p) => p.labels.includes(l)) });
  }
  return out;
}

for (const b of Object.values(BOARDS)) {
  describe(`${b.side} side`, () => {
    it('has five tiers in rings around the heart: the heart touches only yellow, the edge only dark gray, no tier skipped', () => {
      for (const t of [0, 1, 2, 3, 4]) expect(b.tier.filter((x) => x === t).length, `tier ${t}`).toBeGreaterThan(0);
      expect(b.heart.length).toBeGreaterThan(0);
      for (const h of b.heart) for (const n of b.neighbours[h] ?? []) expect(b.heart.includes(n) || b.tier[n] === 4).toBe(true);
      for (let c = 0; c < b.tier.length; c++) {
        if (!b.mountain[c]) continue;
        const [x, y] = xy(b, c);
        const onEdge = x === 0 || y === 0 || x === b.width - 1 || y === b.height - 1 || (b.neighbours[c] ?? []).length < 4;
        if (onEdge) expect(b.tier[c], `edge cell ${x},${y}`).toBe(0);
        for (const n of b.neighbours[c] ?? []) if (b.mountain[n]) expect(Math.abs((b.tier[c] as number) - (b.tier[n] as number))).toBeLessThanOrEqual(1);
      }
      // Inner tiers are smaller: the prize is scarce.
      const size = [0, 1, 2, 3, 4].map((t) => b.tier.filter((x) => x === t).length);
      for (let t = 1; t < 5; t++) expect(size[t]).toBeLessThan(size[t - 1] as number);
    });
    it('is one connected mountain, and every diggable cell is reachable from every start point', () => {
      const all = b.mountain.filter(Boolean).length;
      const diggable = b.diggable.filter(Boolean).length;
      for (const p of b.startPoints) {
        const d = distances(b, p.cell);
        expect([...d.keys()].filter((c) => b.diggable[c]).length).toBe(diggable);
      }
      expect(all).toBe(diggable + b.sites.length);
    });
    it('has 20 statue spots in clockwise order, free of sites, start points and the heart (D: one statue left over)', () => {
      expect(b.statueSpots).toHaveLength(COUNTS.statueSpots);
      expect(new Set(b.statueSpots).size).toBe(20);
      const [cx, cy] = [b.heart.reduce((s, c) => s + xy(b, c)[0], 0) / b.heart.length, b.heart.reduce((s, c) => s + xy(b, c)[1], 0) / b.heart.length];
      const angle = (c: number) => {
        const [x, y] = xy(b, c);
        const a = Math.atan2(x - cx, cy - y);
        return a < 0 ? a + 2 * Math.PI : a;
      };
      for (let i = 1; i < 20; i++) expect(angle(b.statueSpots[i] as number)).toBeGreaterThanOrEqual(angle(b.statueSpots[i - 1] as number));
      for (const s of b.statueSpots) {
        expect(b.diggable[s]).toBe(true);
        expect(b.startPoints.some((p) => p.cell === s)).toBe(false);
        expect(b.buried[s]).toBeNull();
      }
      // Statues reach every tier but the innermost, so moving them inwards pays (D's statue table).
      for (const t of [0, 1, 2]) expect(b.statueSpots.some((s) => b.tier[s] === t)).toBe(true);
    });
    it('fills its spots 7 / 7 / 6 from any first clan and spot, one statue left over (digest example 13)', () => {
      for (let first = 0; first < 3; first++)
        for (let spot = 0; spot < b.statueSpots.length; spot++) {
          const placed = b.statueSpots.map((_, i) => CLANS[(first + ((i - spot + 20) % 20)) % 3]);
          const n = CLANS.map((c) => placed.filter((x) => x === c).length).sort();
          expect(n).toEqual([6, 7, 7]);
          expect(COUNTS.statues - placed.length).toBe(1);
        }
    });
    it('has more workshop sites than workshops revealed, each a lone cell with 1-4 entrances on diggable cells', () => {
      const most = Math.max(...b.players);
      expect(b.sites.length).toBeGreaterThan(workshopsRevealed(most));
      const siteCells = new Set(b.sites.map((s) => s.cell));
      for (const s of b.sites) {
        expect(b.mountain[s.cell]).toBe(true);
        expect(b.diggable[s.cell]).toBe(false);
        expect(b.rubble[s.cell] || b.buried[s.cell] !== null).toBe(false);
        expect(s.entrances.length).toBeGreaterThanOrEqual(2);
        expect(s.entrances.length).toBeLessThanOrEqual(4);
        for (const e of s.entrances) expect(b.diggable[e] && (b.neighbours[s.cell] ?? []).includes(e)).toBe(true);
        for (const n of b.neighbours[s.cell] ?? []) {
          expect(siteCells.has(n)).toBe(false);
          expect(b.heart.includes(n)).toBe(false);
        }
      }
    });
    it('has start points with the labels the player counts need, on the outer edge, apart and clear', () => {
      const label = (n: number) => b.startPoints.filter((p) => p.labels.includes(n)).length;
      for (const players of b.players.filter((p) => p > 2)) expect(label(players)).toBeGreaterThanOrEqual(players);
      // Two players need some label that two points share (F: "any two matching-numbered start points").
      expect([3, 4, 5].some((l) => label(l) >= 2)).toBe(true);
      for (const p of b.startPoints) {
        expect(b.tier[p.cell]).toBe(0);
        expect((b.neighbours[p.cell] ?? []).length).toBeLessThan(4);
        expect(b.rubble[p.cell]).toBe(false);
        expect(b.buried[p.cell]).toBeNull();
        expect((b.neighbours[p.cell] ?? []).filter((n) => b.diggable[n]).length).toBeGreaterThanOrEqual(2);
        for (const q of b.startPoints) if (q !== p) expect((b.neighbours[p.cell] ?? []).includes(q.cell)).toBe(false);
      }
    });
    it('is balanced: start points used together have the same distance to the heart and comparable surroundings', () => {
      // Near (the first digs), middle and far (the way to the heart): 4, 6 and 8 steps from the gate.
      for (const reach of [4, 6, 8])
        for (const { players, points } of groups(b)) {
          const w = points.map((p) => within(b, p, reach));
          const first = w[0] as ReturnType<typeof within>;
          for (const x of w) {
            expect(x.heart, `${players}p distance to the heart`).toBe(first.heart);
            for (const k of ['cells', 'rubble', 'statues', 'buried', 'sites'] as const)
              expect(Math.abs(x[k] - first[k]), `${players}p ${k} within ${reach}`).toBeLessThanOrEqual(1);
            expect(x.tiers).toEqual(first.tiers);
          }
          // Something worth having on the way from every gate.
          if (reach >= 6) {
            expect(first.statues).toBeGreaterThan(0);
            expect(first.buried).toBeGreaterThan(0);
            expect(first.sites).toBeGreaterThan(0);
          }
        }
    });
    it('has the square\'s symmetry (quarter turns and mirrors about the heart), the root of its balance', () => {
      const def = BOARD_SIDES[b.side];
      const n = def.tiers.length;
      const turn = (rows: readonly string[]) => rows.map((_, y) => rows.map((r) => r[y]).reverse().join(''));
      const mirror = (rows: readonly string[]) => rows.map((r) => [...r].reverse().join(''));
      for (const rows of [def.tiers, def.features]) {
        expect(rows.every((r) => r.length === n)).toBe(true);
        expect(turn(rows)).toEqual([...rows]);
        expect(mirror(rows)).toEqual([...rows]);
      }
    });
    it('buries only real resources, with rubble and buried goods on the way in', () => {
      const buried = b.buried.filter((x) => x !== null);
      expect(buried.length).toBeGreaterThan(0);
      for (const r of buried) for (const [k, v] of Object.entries(r ?? {})) expect(RESOURCES.includes(k as 'stone') && (v ?? 0) > 0).toBe(true);
      const rubble = b.rubble.filter(Boolean).length;
      expect(rubble).toBeGreaterThan(0.08 * b.diggable.filter(Boolean).length);
      expect(rubble).toBeLessThan(0.3 * b.diggable.filter(Boolean).length);
      for (const t of [1, 2, 3]) expect(b.rubble.some((r, c) => r && b.tier[c] === t), `rubble in tier ${t}`).toBe(true);
    });
    it('lets an anchored tile put its anchor on every tier (the pedestal track spans all 5)', () => {
      for (const t of [0, 1, 2, 3, 4]) {
        let found = false;
        for (const s of TUNNEL_STACKS) {
          if (s.anchor === null || found) continue;
          for (const o of TUNNEL_ORIENTATIONS[s.id])
            for (let y = 0; y < b.height && !found; y++)
              for (let x = 0; x < b.width && !found; x++) {
                const cells = cellsAt(b, o.cells, x, y);
                found = !!cells && cells.every((c) => b.diggable[c]) && b.tier[cells[o.anchor as number] as number] === t;
              }
        }
        expect(found, `tier ${t}`).toBe(true);
      }
    });
    it('offers every start point a first dig without hammers for each shape of sizes 2 to 4, alike per group', () => {
      for (const { points } of groups(b)) {
        const firsts = points.map((p) =>
          TUNNEL_STACKS.map((st) => {
            let n = 0;
            for (const o of TUNNEL_ORIENTATIONS[st.id])
              for (let y = 0; y < b.height; y++)
                for (let x = 0; x < b.width; x++) {
                  const cells = cellsAt(b, o.cells, x, y);
                  if (!cells || cells.includes(p.cell) || !cells.every((c) => b.diggable[c] && !b.rubble[c])) continue;
                  if (points.some((q) => cells.includes(q.cell))) continue;
                  if (cells.some((c) => (b.neighbours[c] ?? []).includes(p.cell))) n++;
                }
            return n;
          }),
        );
        for (const f of firsts) {
          expect(f).toEqual(firsts[0]);
          TUNNEL_STACKS.forEach((st, i) => {
            if (st.cells.length <= 4) expect(f[i], `${b.side} ${st.id}`).toBeGreaterThan(0);
          });
        }
      }
    });
    it('has room for every great hall on diggable cells, in several places', () => {
      for (const h of GREAT_HALLS) {
        let spots = 0;
        for (const o of HALL_ORIENTATIONS[h.id])
          for (let y = 0; y < b.height; y++)
            for (let x = 0; x < b.width; x++) {
              const cells = cellsAt(b, o.cells, x, y);
              if (cells && cells.every((c) => b.diggable[c])) spots++;
            }
        expect(spots, h.id).toBeGreaterThan(4);
      }
    });
  });
}

describe('board lookups', () => {
  it('choose winter for 4-5 players, autumn for 3, either for 2 (autumn unless asked)', () => {
    expect([4, 5].map((p) => sideFor(p))).toEqual(['winter', 'winter']);
    expect(sideFor(3)).toBe('autumn');
    expect(sideFor(2)).toBe('autumn');
    expect(sideFor(2, 'winter')).toBe('winter');
    for (const p of [2, 3, 4, 5]) expect(BOARDS[sideFor(p)].players).toContain(p);
    expect(BOARDS.winter.players).toContain(2);
  });
  it('name cells by column letter and row number, every name distinct', () => {
    const b = BOARDS.winter;
    expect(cellName(b, 0)).toBe('A1');
    expect(cellName(b, b.width * 9 + 9)).toBe('J10');
    expect(new Set(b.tier.map((_, c) => cellName(b, c))).size).toBe(b.width * b.height);
  });
  it('place shapes only wholly on the mountain', () => {
    const b = BOARDS.winter;
    expect(cellsAt(b, [[0, 0], [1, 0]], 0, 0)).toBeNull(); // a corner off the round mountain
    const mid = Math.floor(b.width / 2);
    expect(cellsAt(b, [[0, 0], [1, 0]], mid - 1, 0)).toEqual([mid - 1, mid]);
    expect(cellsAt(b, [[0, 0], [1, 0]], b.width - 1, mid)).toBeNull(); // off the right edge
  });
  it('resolve a small map: tiers, heart, rubble, buried goods, a site with its entrances, neighbours', () => {
    const tiny: BoardSideDef = {
      id: 'autumn',
      players: [2],
      tiers: ['.000.', '01110', '01H10', '01110', '.000.'],
      features: ['..1..', '.W...', '.....', '...S.', '..a..'],
      buried: { a: { coin: 2 } },
      buriedOnRubble: '',
      startLabels: { '1': [2] },
    };
    const b = resolveBoard(tiny);
    expect(b.heart).toEqual([12]);
    expect(b.tier[12]).toBe(-1);
    expect(b.tier[0]).toBe(-1);
    expect(b.mountain.filter(Boolean)).toHaveLength(20);
    expect(b.sites).toEqual([{ cell: 6, entrances: [1, 7, 11, 5] }]);
    expect(b.diggable[6]).toBe(false);
    expect(b.statueSpots).toEqual([18]);
    expect(b.buried[22]).toEqual({ coin: 2 });
    expect(b.startPoints).toEqual([{ cell: 2, labels: [2] }]);
    expect(b.neighbours[7]).toEqual([2, 8, 12, 6]); // the heart counts as a neighbour
    expect(b.neighbours[0]).toEqual([1, 5]);
  });
  it('refuse malformed maps', () => {
    const good = BOARD_SIDES.autumn;
    const bad = (patch: Partial<BoardSideDef>) => () => resolveBoard({ ...good, ...patch });
    expect(bad({ features: good.features.slice(1) })).toThrow();
    expect(bad({ features: good.features.map((r, i) => (i === 8 ? `Q${r.slice(1)}` : r)) })).toThrow();
    expect(bad({ features: good.features.map((r, i) => (i === 0 ? `S${r.slice(1)}` : r)) })).toThrow(); // off the mountain
    expect(resolveBoard(good).statueSpots).toEqual(BOARDS.autumn.statueSpots);
  });
});
