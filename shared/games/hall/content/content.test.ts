// Validation of Hall's content against every count and stated requirement of the texts (F, D, digest §1),
// and the content preconditions of the digest's worked examples (§6). Cards: cards.test.ts; boards:
// board.test.ts.
import { describe, it, expect } from 'vitest';
import {
  COUNTS, CORONATION, PEDESTALS, PEDESTAL_TOKENS, PEDESTAL_TRACK, ROW_BRIBES, SEAT_COLOURS, STATUES, STATUE_SCORE,
  TUNNEL_SCORE, coronationTokens, seatBonus, statueScore, tunnelScore,
} from './components';
import { freeShapeKey, isConnectedPolyomino, orientations, shapeKey, transform } from './geometry';
import { GREAT_HALLS, HALL_ORIENTATIONS } from './halls';
import { SPELLS } from './spells';
import { HORDE_TROLLS } from './trolls';
import { TUNNEL_ORIENTATIONS, TUNNEL_STACKS } from './tunnels';
import { CLANS, COLOURS, MINERALS, TIERS } from './types';
import type { Cell2 } from './types';
import { WORKSHOP_TILES } from './workshops';

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

describe('tunnel tiles', () => {
  it('are 52: 10 of size 2, 12 of size 3, 15 of size 4, 15 of size 5 (D/Components)', () => {
    expect(sum(TUNNEL_STACKS.map((s) => s.count))).toBe(COUNTS.tunnels);
    for (const size of [2, 3, 4, 5] as const) {
      const n = sum(TUNNEL_STACKS.filter((s) => s.cells.length === size).map((s) => s.count));
      expect(n, `size ${size}`).toBe(COUNTS.tunnelsBySize[size]);
    }
    for (const s of TUNNEL_STACKS) expect(s.count).toBeGreaterThan(0);
  });
  it('are connected polyominoes, normalised, with one anchor on sizes 2-4 and none on size 5 (F: Add a Pedestal)', () => {
    for (const s of TUNNEL_STACKS) {
      expect(isConnectedPolyomino(s.cells), s.id).toBe(true);
      expect(Math.min(...s.cells.map((c) => c[0]))).toBe(0);
      expect(Math.min(...s.cells.map((c) => c[1]))).toBe(0);
      if (s.cells.length === 5) expect(s.anchor, s.id).toBeNull();
      else {
        expect(s.anchor, s.id).not.toBeNull();
        expect(s.anchor as number).toBeLessThan(s.cells.length);
      }
    }
  });
  it('include every free shape of sizes 2-4 and all 12 pentominoes, each stack a distinct tile', () => {
    const free = (size: number) => new Set(TUNNEL_STACKS.filter((s) => s.cells.length === size).map((s) => freeShapeKey(s.cells)));
    expect(free(2).size).toBe(1);
    expect(free(3).size).toBe(2);
    expect(free(4).size).toBe(5);
    expect(free(5).size).toBe(12);
    // A stack is a shape with its anchor: no two stacks hold the same tile in any orientation.
    const identity = TUNNEL_STACKS.map((s) => orientations(s.cells, s.anchor).map((o) => shapeKey(o.cells, o.anchor)).sort()[0]);
    expect(new Set(identity).size).toBe(TUNNEL_STACKS.length);
    expect(new Set(TUNNEL_STACKS.map((s) => s.id)).size).toBe(TUNNEL_STACKS.length);
    // Names tell stacks apart once said with the size ("a 4-cell T").
    expect(new Set(TUNNEL_STACKS.map((s) => `${s.cells.length} ${s.name}`)).size).toBe(TUNNEL_STACKS.length);
  });
  it('have up to 8 distinct orientations each, anchor included, every one a rotation or mirror of the tile', () => {
    const expected: Record<string, number> = {
      d2: 4, i3: 2, l3: 4, i4: 4, o4: 4, t4: 4, s4: 8, l4: 8,
      f5: 8, i5: 2, l5: 8, n5: 8, p5: 8, t5: 4, u5: 4, v5: 4, w5: 4, x5: 1, y5: 8, z5: 4,
    };
    for (const s of TUNNEL_STACKS) {
      const os = TUNNEL_ORIENTATIONS[s.id];
      expect(os.length, s.id).toBe(expected[s.id]);
      const keys = os.map((o) => shapeKey(o.cells, o.anchor));
      expect(new Set(keys).size).toBe(os.length);
      for (const o of os) {
        expect(shapeKey(transform(s.cells, o.rot, o.flip), s.anchor)).toBe(shapeKey(o.cells, o.anchor));
        expect(freeShapeKey(o.cells)).toBe(freeShapeKey(s.cells));
      }
      // Every one of the 8 transforms lands on a listed orientation.
      for (const flip of [false, true])
        for (let rot = 0; rot < 4; rot++) expect(keys).toContain(shapeKey(transform(s.cells, rot, flip), s.anchor));
    }
  });
});

/** Can `region` be tiled exactly by tunnel tiles (any orientation)? F: a hall lies over tunnels "without any gaps". */
function coverable(region: readonly Cell2[]): boolean {
  const shapes = TUNNEL_STACKS.flatMap((s) => TUNNEL_ORIENTATIONS[s.id].map((o) => o.cells));
  const key = (x: number, y: number) => `${x},${y}`;
  const free = new Set(region.map(([x, y]) => key(x, y)));
  const first = (): Cell2 | null => {
    let best: Cell2 | null = null;
    for (const k of free) {
      const [x, y] = k.split(',').map(Number) as [number, number];
      if (!best || y < best[1] || (y === best[1] && x < best[0])) best = [x, y];
    }
    return best;
  };
  const go = (): boolean => {
    const f = first();
    if (!f) return true;
    for (const cells of shapes) {
      // The shape's own first cell (top row, leftmost) must land on the region's first free cell.
      const lead = [...cells].sort((a, b) => a[1] - b[1] || a[0] - b[0])[0] as Cell2;
      const placed = cells.map(([x, y]) => key(x - lead[0] + f[0], y - lead[1] + f[1]));
      if (!placed.every((k) => free.has(k))) continue;
      for (const k of placed) free.delete(k);
      if (go()) return true;
      for (const k of placed) free.add(k);
    }
    return false;
  };
  return go();
}

describe('great halls', () => {
  it('are 6 of varying sizes, each a connected shape with its altar, lesser below greater', () => {
    expect(GREAT_HALLS).toHaveLength(COUNTS.greatHalls);
    expect(new Set(GREAT_HALLS.map((h) => h.id)).size).toBe(6);
    expect(new Set(GREAT_HALLS.map((h) => h.cells.length)).size).toBeGreaterThan(3);
    for (const h of GREAT_HALLS) {
      expect(isConnectedPolyomino(h.cells), h.id).toBe(true);
      expect(h.altar).toBeLessThan(h.cells.length);
      expect(h.lesser).toBeGreaterThan(0);
      expect(h.greater).toBeGreaterThan(h.lesser);
    }
  });
  it('include The Trove, worth 6 with an empty altar and 15 with a statue on it (F: Great Hall example)', () => {
    const trove = GREAT_HALLS.find((h) => h.name === 'The Trove');
    expect(trove?.lesser).toBe(6);
    expect(trove?.greater).toBe(15);
  });
  it('can each be laid exactly over tunnel tiles (the tunnels must make its shape without gaps)', () => {
    for (const h of GREAT_HALLS) expect(coverable(h.cells), h.id).toBe(true);
    // The check is real: a shape of 1 cell cannot be made of tunnels.
    expect(coverable([[0, 0]])).toBe(false);
  });
  it('turn but never mirror (digest 7.12), each orientation keeping its altar', () => {
    for (const h of GREAT_HALLS) {
      const os = HALL_ORIENTATIONS[h.id];
      expect(os.every((o) => !o.flip)).toBe(true);
      expect(os.length).toBeGreaterThanOrEqual(1);
      expect(os.length).toBeLessThanOrEqual(4);
      for (const o of os) expect(o.anchor).toBe(h.altar);
    }
    expect(HALL_ORIENTATIONS.shrine).toHaveLength(4); // the altar in each corner
    expect(HALL_ORIENTATIONS.throne).toHaveLength(1); // the altar in the middle of 3 x 3
  });
});

describe('components and tables', () => {
  it('count 21 statues (7 per clan), 18 pedestals (6 per clan), 15 pedestal tokens for 15 track spaces', () => {
    expect(STATUES).toHaveLength(21);
    expect(PEDESTALS).toHaveLength(18);
    for (const c of CLANS) {
      expect(STATUES.filter((s) => s === c)).toHaveLength(7);
      expect(PEDESTALS.filter((s) => s === c)).toHaveLength(6);
    }
    expect(PEDESTAL_TOKENS).toHaveLength(COUNTS.pedestalTokens);
    expect(PEDESTAL_TRACK).toHaveLength(TIERS.length * CLANS.length);
    expect(new Set(PEDESTAL_TRACK.map((p) => `${p.tier}${p.clan}`)).size).toBe(15);
    for (const v of PEDESTAL_TOKENS) expect(v >= 1 && v <= 5).toBe(true);
  });
  it('score tunnels by D\'s table: size 4 in iron is 6, size 2 is 0 (digest example 12)', () => {
    expect(tunnelScore(4, 'iron')).toBe(6);
    for (const m of MINERALS) expect(tunnelScore(2, m)).toBe(0);
    expect(TUNNEL_SCORE[5]).toEqual({ stone: 5, iron: 8, heartstone: 11 });
    expect(TUNNEL_SCORE[3]).toEqual({ stone: 3, iron: 4, heartstone: 5 });
    // Dearer minerals and bigger tiles always score more (from size 3).
    for (const s of [3, 4, 5]) expect(tunnelScore(s, 'stone') < tunnelScore(s, 'iron') && tunnelScore(s, 'iron') < tunnelScore(s, 'heartstone')).toBe(true);
  });
  it('score statues by tier, doubled on their own clan\'s pedestal (D\'s table)', () => {
    expect(STATUE_SCORE).toEqual([2, 4, 6, 8, 10]);
    expect([0, 1, 2, 3, 4].map((t) => statueScore(t as 0, true))).toEqual([4, 8, 12, 16, 20]);
  });
  it('give coronation tokens 5 and 3, only the 3 with two players (F/Setup 5)', () => {
    expect(CORONATION).toEqual([5, 3]);
    expect(coronationTokens(2)).toEqual([3]);
    for (const p of [3, 4, 5]) expect(coronationTokens(p)).toEqual([5, 3]);
  });
  it('give seat bonuses: seat 1 none, seats 2-3 the hand troll, seats 4-5 hand and unseen, none for teams', () => {
    expect([0, 1, 2, 3, 4].map((s) => seatBonus(s, false))).toEqual([
      { hand: false, unseen: false },
      { hand: true, unseen: false },
      { hand: true, unseen: false },
      { hand: true, unseen: true },
      { hand: true, unseen: true },
    ]);
    for (let s = 0; s < 4; s++) expect(seatBonus(s, true)).toEqual({ hand: false, unseen: false });
  });
  it('activate outer starting trolls 3 times and inner ones 5 times over a full trollsmoot (D; digest example 6)', () => {
    // Slot (r, i) with r the row from the bottom; a new troll at (r, i) activates (r', i') for r' <= r and
    // i <= i' <= i + (r - r'). Count each bottom slot's activations once the 6 upper slots are filled.
    const rows = COUNTS.trollsmootRows;
    const hits = new Array<number>(rows[0]).fill(0);
    for (let r = 1; r < rows.length; r++) for (let i = 0; i < (rows[r] as number); i++) for (let j = i; j <= i + r; j++) hits[j]!++;
    expect(hits).toEqual([3, 5, 5, 3]);
    expect(sum([...rows])).toBe(COUNTS.trollsmootMax);
  });
  it('offer five colours with distinct shapes, magenta among them', () => {
    expect(SEAT_COLOURS.map((c) => c.id)).toEqual([...COLOURS]);
    expect(new Set(SEAT_COLOURS.map((c) => c.shape)).size).toBe(5);
    expect(COLOURS).toContain('magenta');
  });
});

describe("the digest's worked examples (§6): what each needs from the content", () => {
  const has = (pred: (t: (typeof HORDE_TROLLS)[number]) => boolean) => HORDE_TROLLS.some(pred);
  it('1, 12: a size-4 tunnel costs 4 of one mineral and scores 6 in iron; size 2 scores 0', () => {
    expect(TUNNEL_STACKS.some((s) => s.cells.length === 4)).toBe(true);
    expect(tunnelScore(4, 'iron')).toBe(6);
    expect(tunnelScore(2, 'stone')).toBe(0);
  });
  it('2: Earth Ritual is a spell a rune can be spent onto', () => {
    expect(SPELLS.find((s) => s.id === 'earth-ritual')?.name).toBe('Earth Ritual');
  });
  it('3, 4: the Toolforge turns heartstone into a hammer and back; trolls generate hammers; magenta plays', () => {
    expect(WORKSHOP_TILES).toContain('toolforge');
    expect(has((t) => (t.symbols as readonly string[]).includes('hammer'))).toBe(true);
    expect(COLOURS).toContain('magenta');
  });
  it('5: the top row holds 3 level-3 trolls at 5 coins, Ice among them, with pedestals to choose from the bag', () => {
    expect(COUNTS.hordeRows[2]).toBe(3);
    expect(ROW_BRIBES[2]).toBe(5);
    expect(has((t) => t.level === 3 && t.clan === 'ice' && t.pedestalIcon)).toBe(true);
    expect(COUNTS.pedestalReminders).toBe(3);
    expect(PEDESTALS.length).toBeGreaterThan(COUNTS.setupPedestals);
  });
  it('7: Ice, Fire and Moon pedestals exist and the gray tier has a track space per clan', () => {
    for (const c of CLANS) {
      expect(PEDESTALS).toContain(c);
      expect(PEDESTAL_TRACK.some((p) => p.tier === 1 && p.clan === c)).toBe(true);
    }
  });
  it('8: a Charmcrafter can be established', () => {
    expect(WORKSHOP_TILES).toContain('charmcrafter');
  });
  it('9, 10: The Trove is an anchored-tile-coverable hall; carts of Fire and Moon clans and wild carts exist', () => {
    const trove = GREAT_HALLS.find((h) => h.id === 'trove');
    expect(trove && coverable(trove.cells)).toBe(true);
    for (const sym of ['cart-fire', 'cart-moon', 'cart-wild']) expect(has((t) => (t.symbols as readonly string[]).includes(sym))).toBe(true);
  });
  it('11: sets of 3 identical resources, trades at 4 for 1', () => {
    expect(COUNTS.setSize).toBe(3);
    expect(COUNTS.tradeRate).toBe(4);
  });
});
