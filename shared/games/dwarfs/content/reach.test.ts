// Every secret goal is reachable with the cards of the smallest games (any 2 colours), and the
// worked examples' content preconditions hold (digest §6). Layouts are grown greedily on the board
// grid and checked with an independent flood fill over open passages.
import { describe, it, expect } from 'vitest';
import {
  BOARD,
  COLOURS,
  GEMS,
  GEM_PILES,
  KINGDOM_CARDS,
  OGRE_KINDS,
  OGRE_KIND_DEFS,
  RULES,
  SIDES,
  TRIBE_DEFS,
  castleOf,
  cardsOfType,
  categoryOf,
  kingdomCard,
  opposite,
  step,
  wallsAfter,
  type Colour,
  type KingdomCardDef,
  type Rotation,
  type Side,
} from './index';

interface Placed {
  card: KingdomCardDef;
  rot: Rotation;
  x: number;
  y: number;
}
type Table = Map<string, Placed>;
const key = (x: number, y: number) => `${x},${y}`;
const inBoard = (x: number, y: number) => x >= 0 && y >= 0 && x < BOARD.cols && y < BOARD.rows;
const wallOn = (card: KingdomCardDef, rot: Rotation, side: Side) => wallsAfter(card.walls, rot).includes(side);
const ROTS: Rotation[] = [0, 1, 2, 3];

/** Cards reachable from `start` without crossing a wall (a passage is open when neither facing side has one). */
function region(t: Table, start: Placed): Placed[] {
  const seen = new Set([key(start.x, start.y)]);
  const out = [start];
  for (let i = 0; i < out.length; i++) {
    const p = out[i] as Placed;
    for (const side of SIDES) {
      const [nx, ny] = step(p.x, p.y, side);
      const q = t.get(key(nx, ny));
      if (!q || seen.has(key(nx, ny))) continue;
      if (wallOn(p.card, p.rot, side) || wallOn(q.card, q.rot, opposite(side))) continue;
      seen.add(key(nx, ny));
      out.push(q);
    }
  }
  return out;
}

/** Open sides of a placed card that face an empty spot of the board. */
function openings(t: Table, card: KingdomCardDef, rot: Rotation, x: number, y: number): number {
  return SIDES.filter((s) => {
    const [nx, ny] = step(x, y, s);
    return !wallOn(card, rot, s) && inBoard(nx, ny) && !t.has(key(nx, ny));
  }).length;
}

/** Places `castle` on a centre spot, then each card joined to the castle's region (fewest walls first). */
function grow(castle: KingdomCardDef, others: readonly KingdomCardDef[]): { t: Table; home: Placed } {
  const [cx, cy] = BOARD.centre[0] as readonly [number, number];
  const home: Placed = { card: castle, rot: 0, x: cx, y: cy };
  const t: Table = new Map([[key(cx, cy), home]]);
  const rest = [...others].sort((a, b) => a.walls.length - b.walls.length);
  for (const card of rest) {
    let best: (Placed & { score: number }) | null = null;
    for (const p of region(t, home))
      for (const side of SIDES) {
        const [x, y] = step(p.x, p.y, side);
        if (wallOn(p.card, p.rot, side) || !inBoard(x, y) || t.has(key(x, y))) continue;
        for (const rot of ROTS) {
          if (wallOn(card, rot, opposite(side))) continue;
          const score = openings(t, card, rot, x, y);
          if (!best || score > best.score) best = { card, rot, x, y, score };
        }
      }
    if (!best) throw new Error(`no room for ${card.id}`);
    t.set(key(best.x, best.y), { card, rot: best.rot, x: best.x, y: best.y });
  }
  return { t, home };
}

const cardsOf = (...cs: Colour[]) => KINGDOM_CARDS.filter((k) => cs.includes(k.colour));
const castle = (c: Colour) => kingdomCard(castleOf(c)) as KingdomCardDef;
const sumVp = (ps: Placed[]) => ps.reduce((s, p) => s + p.card.vp, 0);
const PAIRS: [Colour, Colour][] = COLOURS.flatMap((a) => COLOURS.filter((b) => b !== a).map((b) => [a, b] as [Colour, Colour]));

describe('secret goals are reachable in every 2-colour game', () => {
  for (const [a, b] of PAIRS) {
    const pool = cardsOf(a, b).filter((k) => k.id !== castleOf(a));
    it(`${a} with ${b}: Architect, King, Zookeeper, Townsman layouts`, () => {
      const arch = grow(castle(a), pool.slice().sort((x, y) => x.walls.length - y.walls.length).slice(0, 7));
      expect(region(arch.t, arch.home).length).toBeGreaterThanOrEqual(8);

      const positives = pool.filter((k) => k.vp > 0);
      const king = grow(castle(a), positives);
      expect(sumVp(region(king.t, king.home))).toBeGreaterThanOrEqual(10);

      const zoo = grow(castle(a), pool.filter((k) => categoryOf(k.type) === 'monster'));
      expect(region(zoo.t, zoo.home).filter((p) => categoryOf(p.card.type) === 'monster').length).toBeGreaterThanOrEqual(3);

      const town = grow(castle(a), pool.filter((k) => k.type === 'tavern' || k.type === 'general-store'));
      expect(region(town.t, town.home).filter((p) => p.card.type === 'tavern' || p.card.type === 'general-store').length).toBeGreaterThanOrEqual(3);
    });

    it(`${a} with ${b}: Miner, Wizard, Warlock, Berserker, Researcher, Ogre in Disguise preconditions`, () => {
      const cards = cardsOf(a, b);
      // A mine of every gem (Miner; Wizard's emeralds, Warlock's diamonds), piles of at least 5.
      for (const g of GEMS) expect(cards.some((k) => k.task.kind === 'gem' && k.task.gem === g)).toBe(true);
      expect(Math.min(GEM_PILES.emerald, GEM_PILES.diamond)).toBeGreaterThanOrEqual(5);
      // Two monsters to defeat (Berserker), each with room for a trio (Researcher).
      const monsters = cards.filter((k) => categoryOf(k.type) === 'monster');
      expect(monsters.length).toBeGreaterThanOrEqual(2);
      for (const m of monsters) expect(m.spots).toBeGreaterThanOrEqual(3);
      // A tavern, and an ogre deck of 5 or more (Ogre in Disguise).
      expect(cards.some((k) => k.type === 'tavern')).toBe(true);
      expect(OGRE_KINDS.reduce((n, k) => n + OGRE_KIND_DEFS[k].copies, 0)).toBeGreaterThanOrEqual(5);
      expect(RULES.handLimit).toBeGreaterThanOrEqual(5);
    });
  }

  it('Adventurers: a tribe with two fighting classes (plain + 2 kinds = 3) and monsters with room for them', () => {
    const fighters = (Object.values(TRIBE_DEFS) as { classes: readonly string[] }[]).filter(
      (t) => t.classes.filter((c) => c !== 'elven-dragon' && c !== 'ogre-king').length >= 2,
    );
    expect(fighters.length).toBeGreaterThan(0);
    expect(TRIBE_DEFS.dwarfs.classes).toEqual(expect.arrayContaining(['warrior', 'king']));
  });
});

describe('worked examples: content preconditions', () => {
  it('1, 4, 9: a castle fills with 2; a tavern has room for a foreign meeple; a 2-meeple task can hold 3', () => {
    expect(castle('blue').spots).toBe(2);
    const tavern = cardsOf('blue').find((k) => k.type === 'tavern') as KingdomCardDef;
    expect(tavern.spots).toBeGreaterThan(tavern.needed);
    expect(KINGDOM_CARDS.some((k) => k.needed === 2 && k.spots >= 3)).toBe(true);
  });

  it('5, 6, 7, 13: emerald and diamond mines need 2, the ruby mine 3, the dragon blocks mines; dragon and giant in a base set', () => {
    const blue = cardsOf('blue');
    const need = (t: string) => blue.find((k) => k.type === t)?.needed;
    expect([need('emerald-mine'), need('diamond-mine'), need('ruby-mine')]).toEqual([2, 2, 3]);
    expect(blue.find((k) => k.type === 'forest-dragon')?.blocks).toBe('mines');
    expect(blue.some((k) => k.type === 'frost-giant')).toBe(true);
  });

  it('10: a colour is exactly a full hand of 9 kingdom cards', () => {
    for (const c of COLOURS) expect(cardsOf(c)).toHaveLength(RULES.handLimit);
  });

  it('11: a layout where exactly 5 cards are in blue kingdom and a 6th touches it behind a wall', () => {
    const blue = cardsOf('blue');
    const { t, home } = grow(castle('blue'), blue.filter((k) => k.type !== 'castle' && k.walls.length <= 1).slice(0, 4));
    expect(region(t, home)).toHaveLength(5);
    // The sixth card: turned so one of its walls faces a kingdom card's open side.
    const sixth = blue.find((k) => k.type === 'ruby-mine') as KingdomCardDef;
    let placed = false;
    for (const p of region(t, home))
      for (const side of SIDES) {
        const [x, y] = step(p.x, p.y, side);
        if (placed || !inBoard(x, y) || t.has(key(x, y))) continue;
        const rot = ROTS.find((r) => wallOn(sixth, r, opposite(side)));
        if (rot === undefined) continue;
        t.set(key(x, y), { card: sixth, rot, x, y });
        placed = true;
      }
    expect(placed).toBe(true);
    expect(t.size).toBe(6);
    expect(region(t, home)).toHaveLength(5);
  });

  it('15: elves can hold 2 on a dragon, 3 on an open mine beside it, and a tavern can sit behind a wall', () => {
    const dragon = cardsOf('blue').find((k) => k.type === 'forest-dragon') as KingdomCardDef;
    expect(dragon.spots).toBeGreaterThanOrEqual(2);
    const mine = cardsOf('purple').find((k) => k.type === 'emerald-mine' && k.walls.length === 0) as KingdomCardDef;
    expect(mine.spots).toBeGreaterThanOrEqual(TRIBE_DEFS.elves.mineNeeded ?? 0);
    const tavern = cardsOf('purple').find((k) => k.type === 'tavern') as KingdomCardDef;
    expect(tavern.walls.length).toBeGreaterThan(0);
    expect(tavern.needed).toBeLessThanOrEqual(2);
    // Dragon at the centre, the mine east (open), the tavern west with its wall facing the dragon.
    const [cx, cy] = BOARD.centre[0] as readonly [number, number];
    const d: Placed = { card: dragon, rot: ROTS.find((r) => !wallOn(dragon, r, 'e') && !wallOn(dragon, r, 'w')) ?? 0, x: cx, y: cy };
    const t: Table = new Map([[key(cx, cy), d]]);
    t.set(key(cx + 1, cy), { card: mine, rot: 0, x: cx + 1, y: cy });
    const trot = ROTS.find((r) => wallOn(tavern, r, 'e')) as Rotation;
    t.set(key(cx - 1, cy), { card: tavern, rot: trot, x: cx - 1, y: cy });
    expect(region(t, d).map((p) => p.card.type).sort()).toEqual(['emerald-mine', 'forest-dragon']);
  });

  it('19: red and the Ogres share a kingdom with exactly two -2 cards worth +4: red scores 4, the Ogres 12', () => {
    const pick = (c: Colour, type: string) => cardsOf(c).find((k) => k.type === type && (type !== 'ruby-mine' || k.vp === 2)) as KingdomCardDef;
    const cards = [castle('orange'), pick('orange', 'general-store'), pick('orange', 'ruby-mine'), pick('red', 'general-store'), pick('red', 'tavern')];
    const { t, home } = grow(castle('red'), cards);
    const kingdom = region(t, home);
    expect(kingdom).toHaveLength(6);
    expect(kingdom.filter((p) => p.card.vp === -2)).toHaveLength(2);
    expect(sumVp(kingdom)).toBe(4);
    expect(kingdom.reduce((s, p) => s + (p.card.vp === -2 ? 2 : p.card.vp), 0)).toBe(12);
  });

  it('2: a mine, a middle card and a dragon in a row, open, are 2 moves apart', () => {
    const mine = kingdomCard(cardsOfType('blue', 'gold-mine')[0] ?? '') as KingdomCardDef;
    const middle = kingdomCard(cardsOfType('red', 'gold-mine')[0] ?? '') as KingdomCardDef;
    const dragon = kingdomCard(cardsOfType('blue', 'forest-dragon')[0] ?? '') as KingdomCardDef;
    const [cx, cy] = BOARD.centre[0] as readonly [number, number];
    const start: Placed = { card: mine, rot: 0, x: cx, y: cy };
    const t: Table = new Map([[key(cx, cy), start]]);
    t.set(key(cx + 1, cy), { card: middle, rot: 0, x: cx + 1, y: cy });
    const drot = ROTS.find((r) => !wallOn(dragon, r, 'w')) as Rotation;
    t.set(key(cx + 2, cy), { card: dragon, rot: drot, x: cx + 2, y: cy });
    // Breadth-first order of region() gives distance: the dragon is reached last, through the middle card.
    expect(region(t, start).map((p) => p.x - cx)).toEqual([0, 1, 2]);
    expect(middle.spots).toBeGreaterThan(0);
  });

  it('3, 22: Brute is in the ogre deck; a tavern draws 1 ogre card', () => {
    expect(OGRE_KIND_DEFS.brute.copies).toBeGreaterThan(0);
    for (const id of cardsOfType('blue', 'tavern')) expect(kingdomCard(id)?.task).toEqual({ kind: 'ogre', count: 1 });
  });

  it('8, 14: a monster holds 5, room for a dwarf, a warrior and a king of one colour', () => {
    const m = kingdomCard(cardsOfType('blue', 'frost-giant')[0] ?? '') as KingdomCardDef;
    expect(m.spots).toBe(5);
    expect(TRIBE_DEFS.dwarfs.classes).toEqual(expect.arrayContaining(['warrior', 'king']));
    expect(RULES.meeplesPerColour).toBeGreaterThanOrEqual(m.needed);
  });

  it('12: the end comes at 3 goals, 2 with 5 or more seats', () => {
    expect([RULES.goalsToEnd, RULES.goalsToEndLarge, RULES.largeTableFrom]).toEqual([3, 2, 5]);
  });

  it('23: the first card has exactly 4 legal spots, all on the board', () => {
    expect(BOARD.centre).toHaveLength(4);
    for (const [x, y] of BOARD.centre) expect(inBoard(x, y)).toBe(true);
  });
});
