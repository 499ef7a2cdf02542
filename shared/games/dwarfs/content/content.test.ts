// Validation of the content against every count and requirement the rulebook states (digest §1).
import { describe, it, expect } from 'vitest';
import {
  BASE_SET,
  CLASS_DEFS,
  COLOURS,
  DRAGON_EGGS,
  GEMS,
  GEM_PILES,
  GEM_VP,
  KINGDOM_CARDS,
  MONSTERS,
  OGRE_KINDS,
  OGRE_KIND_DEFS,
  POUCH_VP,
  RULES,
  SECRET_GOALS,
  SECRET_GOAL_DEFS,
  SETS,
  SIDES,
  TRADING_GOALS,
  TRIBE_DEFS,
  TRIBE_OF,
  castleOf,
  categoryOf,
  classCost,
  gemsCount,
  gemsVp,
  kingdomCard,
  setOf,
  type Colour,
  type KingdomCardType,
} from './index';

const ofColour = (c: Colour) => KINGDOM_CARDS.filter((k) => k.colour === c);
const typesOf = (c: Colour) => ofColour(c).map((k) => k.type);

describe('kingdom cards', () => {
  it('are 9 per colour, 63 in all, with unique ids and the castle first', () => {
    expect(KINGDOM_CARDS).toHaveLength(63);
    expect(new Set(KINGDOM_CARDS.map((c) => c.id)).size).toBe(63);
    for (const c of COLOURS) {
      expect(ofColour(c)).toHaveLength(9);
      expect(typesOf(c).filter((t) => t === 'castle')).toHaveLength(1);
      expect(kingdomCard(castleOf(c))?.type).toBe('castle');
      expect(setOf(c).map((id) => kingdomCard(id)?.colour)).toEqual(Array(9).fill(c));
    }
    expect(kingdomCard('pink-0')).toBeUndefined();
  });

  it('has four identical base sets ("everybody has the same cards")', () => {
    const strip = (c: Colour) => ofColour(c).map(({ id: _id, colour: _c, ...rest }) => rest);
    for (const c of ['red', 'green', 'yellow'] as const) expect(strip(c)).toEqual(strip('blue'));
    expect(SETS.blue).toBe(BASE_SET);
  });

  it('states the text numbers: emerald 2 -> 1, diamond 2 -> 1, ruby 3 -> 1, gold -> 2 golds', () => {
    for (const k of KINGDOM_CARDS) {
      if (k.type === 'emerald-mine') expect([k.needed, k.task]).toEqual([2, { kind: 'gem', gem: 'emerald', count: 1 }]);
      if (k.type === 'diamond-mine') expect([k.needed, k.task]).toEqual([2, { kind: 'gem', gem: 'diamond', count: 1 }]);
      if (k.type === 'ruby-mine') expect([k.needed, k.task]).toEqual([3, { kind: 'gem', gem: 'ruby', count: 1 }]);
      if (k.type === 'gold-mine') expect(k.task).toEqual({ kind: 'gem', gem: 'gold', count: 2 });
    }
  });

  it('every mine pays 1 VP of gems per meeple it needs (ruby 3 for 3, gold 2 x 1 for 2), so no mine is a trap', () => {
    for (const k of KINGDOM_CARDS)
      if (k.task.kind === 'gem') expect(GEM_VP[k.task.gem] * k.task.count).toBe(k.needed);
  });

  it('castles dig with 2, the Ogres castle draws 2 ogre cards with 3 and is worth -2', () => {
    for (const c of COLOURS) {
      const castle = kingdomCard(castleOf(c));
      if (c === 'orange') {
        expect(castle).toMatchObject({ needed: 3, task: { kind: 'ogre', count: 2 }, vp: -2 });
      } else {
        expect(castle).toMatchObject({ needed: 2, task: { kind: 'dig' } });
      }
    }
  });

  it('monsters need 5 and hold exactly 5 (one foreign meeple blocks: worked example 8), stores 3, taverns 1 or 2 with room for Bar Fights', () => {
    for (const k of KINGDOM_CARDS) {
      const cat = categoryOf(k.type);
      if (cat === 'monster') expect([k.needed, k.spots, k.task.kind]).toEqual([5, 5, 'defeat']);
      if (cat === 'general-store') expect([k.needed, k.task.kind]).toEqual([3, 'trade']);
      if (cat === 'tavern') {
        expect([1, 2]).toContain(k.needed);
        expect(k.spots).toBeGreaterThanOrEqual(RULES.barFightsMeeples);
        expect(k.task).toEqual({ kind: 'ogre', count: 1 });
      }
    }
  });

  it('every card holds its need but never two completions; mines hold the 3 that Elves and Ogres need', () => {
    for (const k of KINGDOM_CARDS) {
      expect(k.spots).toBeGreaterThanOrEqual(k.needed);
      expect(k.spots).toBeLessThan(2 * k.needed);
      if (categoryOf(k.type) === 'mine') expect(k.spots).toBeGreaterThanOrEqual(3);
    }
  });

  it('walls are distinct sides and never close all four (every card can join a kingdom)', () => {
    for (const k of KINGDOM_CARDS) {
      expect(new Set(k.walls).size).toBe(k.walls.length);
      for (const w of k.walls) expect(SIDES).toContain(w);
      expect(k.walls.length).toBeLessThan(4);
    }
  });

  it('monsters carry the blocks the text gives them; other cards carry none', () => {
    const want: Record<string, string> = { 'forest-dragon': 'mines', 'frost-giant': 'extra-action', 'big-bad-wolf': 'taverns', treant: 'extra-action' };
    for (const k of KINGDOM_CARDS) expect(k.blocks).toBe(want[k.type]);
  });

  it('some cards are worth -2, and each colour has a -2 card for the Ogres party; every monster type is in play', () => {
    for (const c of COLOURS) expect(ofColour(c).some((k) => k.vp === -2)).toBe(true);
    for (const m of MONSTERS) expect(KINGDOM_CARDS.some((k) => k.type === m)).toBe(true);
  });

  it('every set has all four gem types between the two smallest colours, and a stackable pair in a 2-player game', () => {
    const base: KingdomCardType[] = [...typesOf('blue')];
    for (const g of GEMS) expect(base).toContain(`${g}-mine`);
    // Digging needs a stack of 2: two same-category cards in any pair of colours.
    for (const a of COLOURS)
      for (const b of COLOURS) {
        if (a === b) continue;
        const cats = [...typesOf(a), ...typesOf(b)].map(categoryOf).filter((c) => c === 'mine');
        expect(cats.length).toBeGreaterThanOrEqual(2);
      }
  });
});

describe('gems, pouches, classes', () => {
  it('Pawnbroker: 4 pouches buy exactly 2 emeralds; Monster Scales: a gold and a ruby fit in 4 VP', () => {
    expect(4 * POUCH_VP).toBe(2 * GEM_VP.emerald);
    expect(GEM_VP.gold + GEM_VP.ruby).toBeLessThanOrEqual(RULES.scalesMaxVp);
    expect(RULES.pawnbrokerMaxPouches).toBe(4);
  });

  it('gold is the cheapest gem and ruby the dearest (gold into ruby is the one forbidden alchemy)', () => {
    for (const g of GEMS) {
      expect(GEM_VP[g]).toBeGreaterThanOrEqual(GEM_VP.gold);
      expect(GEM_VP[g]).toBeLessThanOrEqual(GEM_VP.ruby);
    }
    expect(GEM_VP.gold).toBeLessThan(GEM_VP.ruby);
  });

  it('piles hold at least 5 of each gem (Wizard, Warlock) and more than any single cost', () => {
    for (const g of GEMS) expect(GEM_PILES[g]).toBeGreaterThanOrEqual(5);
    for (const t of [...TRADING_GOALS, ...DRAGON_EGGS]) for (const g of GEMS) expect(t.cost[g] ?? 0).toBeLessThanOrEqual(GEM_PILES[g]);
  });

  it("the Warrior's base cost has exactly one diamond; Crystal Dwarfs pay two (worked example 20)", () => {
    expect(CLASS_DEFS.warrior.cost.diamond).toBe(1);
    expect(classCost('warrior', 'crystal').diamond).toBe(2);
    for (const cls of TRIBE_DEFS.crystal.classes)
      expect(classCost(cls, 'crystal').diamond).toBe(classCost(cls, 'dwarfs').diamond + 1);
  });

  it('the Elven Dragon costs an emerald and a ruby, the Ogre King two golds and a diamond', () => {
    expect(classCost('elven-dragon', 'elves')).toEqual({ emerald: 1, diamond: 0, gold: 0, ruby: 1 });
    expect(classCost('ogre-king', 'ogres')).toEqual({ emerald: 0, diamond: 1, gold: 2, ruby: 0 });
  });

  it('classes per tribe: dwarfs and Crystal Dwarfs all four, Elves and Ogres the Alchemist and their 8th meeple', () => {
    expect(TRIBE_DEFS.dwarfs.classes).toEqual(['alchemist', 'warrior', 'guardian', 'king']);
    expect(TRIBE_DEFS.crystal.classes).toEqual(['alchemist', 'warrior', 'guardian', 'king']);
    expect(TRIBE_DEFS.elves.classes).toEqual(['alchemist', 'elven-dragon']);
    expect(TRIBE_DEFS.ogres.classes).toEqual(['alchemist', 'ogre-king']);
    for (const cls of Object.values(CLASS_DEFS)) {
      expect(gemsCount(cls.cost)).toBeGreaterThan(0);
      // An upgrade must fit in a hand that still holds a few kingdom cards.
      expect(gemsCount(classCost(cls.id, 'crystal'))).toBeLessThanOrEqual(RULES.handLimit - 5);
    }
    expect(CLASS_DEFS.guardian.protects && CLASS_DEFS['elven-dragon'].protects).toBe(true);
    expect([CLASS_DEFS.king, CLASS_DEFS['elven-dragon'], CLASS_DEFS['ogre-king']].every((c) => c.freePlacement)).toBe(true);
  });

  it('tribes: Elves and Ogres need 3 on mines, Elves score 4 per monster, Ogres start with 2 ogre cards', () => {
    expect([TRIBE_DEFS.elves.mineNeeded, TRIBE_DEFS.ogres.mineNeeded, TRIBE_DEFS.dwarfs.mineNeeded, TRIBE_DEFS.crystal.mineNeeded]).toEqual([3, 3, null, null]);
    expect(TRIBE_DEFS.elves.monsterVp).toBe(4);
    expect(TRIBE_DEFS.dwarfs.monsterVp).toBe(3);
    expect(TRIBE_DEFS.ogres.startingOgreCards).toBe(2);
    expect([TRIBE_OF.purple, TRIBE_OF.orange, TRIBE_OF.black]).toEqual(['elves', 'ogres', 'crystal']);
  });
});

describe('decks and goals', () => {
  it('the ogre deck has the 6 kinds, enough for Ogre in Disguise and a Crown', () => {
    expect(Object.keys(OGRE_KIND_DEFS)).toEqual([...OGRE_KINDS]);
    const total = OGRE_KINDS.reduce((n, k) => n + OGRE_KIND_DEFS[k].copies, 0);
    expect(total).toBeGreaterThanOrEqual(5 + 2 * 7);
    for (const k of OGRE_KINDS) expect(OGRE_KIND_DEFS[k].copies).toBeGreaterThan(0);
    expect(OGRE_KIND_DEFS.crown.target).toBe('player');
    expect(OGRE_KIND_DEFS.thief.target).toBe('player');
    expect(OGRE_KIND_DEFS.brute.target).toBe('two-cards');
  });

  it('trading goals: unique, enough for the display all game, each worth more than its gems', () => {
    expect(new Set(TRADING_GOALS.map((t) => t.id)).size).toBe(TRADING_GOALS.length);
    // Enough that the display rarely runs short even at 7 seats ending on 2 goals each.
    expect(TRADING_GOALS.length).toBeGreaterThanOrEqual(RULES.faceUpTradingGoals + 2 * RULES.maxSeats);
    for (const t of TRADING_GOALS) {
      // The gems' own value plus one per gem plus one (RULES-NOTES Content): trading beats keeping the gems.
      expect(t.vp).toBe(gemsVp(t.cost) + gemsCount(t.cost) + 1);
      expect(gemsCount(t.cost)).toBeGreaterThanOrEqual(2);
      expect(gemsCount(t.cost)).toBeLessThanOrEqual(RULES.handLimit);
    }
    // Charming Merchants: most goals have a dearer one to trade up to.
    const prices = TRADING_GOALS.map((t) => gemsVp(t.cost));
    expect(prices.filter((p) => prices.some((q) => q > p)).length).toBeGreaterThan(TRADING_GOALS.length / 2);
  });

  it('dragon eggs: unique, each worth more than its gems plus the monster it spends, buyable in a base game', () => {
    expect(new Set(DRAGON_EGGS.map((t) => t.id)).size).toBe(DRAGON_EGGS.length);
    for (const e of DRAGON_EGGS) {
      expect(e.vp).toBeGreaterThan(gemsVp(e.cost) + TRIBE_DEFS.elves.monsterVp);
      expect(e.vp).toBe(gemsVp(e.cost) + gemsCount(e.cost) + TRIBE_DEFS.dwarfs.monsterVp + 2);
      if (e.monster !== 'any') expect(BASE_SET.some((k) => k.type === e.monster)).toBe(true);
    }
  });

  it('the 11 secret goals in the rulebook order, each with VP', () => {
    expect(SECRET_GOALS).toHaveLength(11);
    expect(Object.keys(SECRET_GOAL_DEFS)).toEqual([...SECRET_GOALS]);
    for (const g of SECRET_GOALS) expect(SECRET_GOAL_DEFS[g].vp).toBeGreaterThan(0);
    expect(SECRET_GOALS.length).toBeGreaterThanOrEqual(RULES.maxSeats);
  });
});
