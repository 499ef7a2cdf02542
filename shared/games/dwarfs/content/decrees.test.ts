// Royal Decrees, scenarios, the memorial, the board grid and the seat colours against the text.
import { describe, it, expect } from 'vitest';
import {
  BOARD,
  COLOURS,
  DECREES,
  DECREE_DEFS,
  KINGDOM_CARDS,
  MEMORIAL,
  SCENARIOS,
  SCENARIO_DEFS,
  SEAT_COLOURS,
  categoryOf,
  cardLabel,
  gemWord,
  TYPE_NAMES,
  opposite,
  step,
  turned,
  wallsAfter,
  type DecreeId,
} from './index';

describe('royal decrees and scenarios', () => {
  it('has the 13 decrees and the 7 scenarios', () => {
    expect(DECREES).toHaveLength(13);
    expect(Object.keys(DECREE_DEFS)).toEqual([...DECREES]);
    expect(SCENARIOS).toHaveLength(7);
    expect(Object.keys(SCENARIO_DEFS)).toEqual([...SCENARIOS]);
    for (const d of DECREES) expect(DECREE_DEFS[d].text.length).toBeGreaterThan(10);
  });

  it('each scenario holds the decrees the text lists', () => {
    const set = (id: keyof typeof SCENARIO_DEFS) => new Set<DecreeId>(SCENARIO_DEFS[id].decrees);
    expect(SCENARIO_DEFS['fortune-teller']).toMatchObject({ decrees: [], random: 3 });
    expect(set('siege')).toEqual(new Set(['fortress', 'battle-memorial', 'greedy-landlords']));
    expect(set('bloodthirsty')).toEqual(new Set(['bar-fights', 'hired-hands', 'beast-hunters', 'battle-memorial']));
    expect(set('axe-gospel')).toEqual(new Set(['hard-workers', 'charming-merchants', 'greedy-landlords']));
    expect(set('chaos-control')).toEqual(new Set(['crazy-balloonists', 'dwarfs-way']));
    // Dragon King, Frost Invasion (one card) and "Dwarf Merchants" (Charming Merchants), plus Chaos Control.
    expect(set('damsel-in-distress')).toEqual(new Set(['dragon-king', 'charming-merchants', 'crazy-balloonists', 'dwarfs-way']));
    const lords = set('lords-of-the-arena');
    const want = new Set<DecreeId>(['hidden-tunnels', ...set('siege'), ...set('bloodthirsty'), ...set('damsel-in-distress')]);
    expect(lords).toEqual(want);
    expect(SCENARIO_DEFS['lords-of-the-arena'].decrees).toHaveLength(lords.size);
    for (const s of SCENARIOS) if (s !== 'fortune-teller') expect(SCENARIO_DEFS[s].random).toBe(0);
  });

  it('every decree but High Ho comes with a fixed scenario; High Ho only through Fortune Teller', () => {
    const named = new Set(SCENARIOS.flatMap((s) => [...SCENARIO_DEFS[s].decrees]));
    expect(DECREES.filter((d) => !named.has(d))).toEqual(['high-ho']);
  });

  it('a memorial per monster in a 7-colour game, no walls (keeps the spot connected), a 1-meeple rotate task', () => {
    const monsters = KINGDOM_CARDS.filter((k) => categoryOf(k.type) === 'monster').length;
    expect(MEMORIAL.copies).toBeGreaterThanOrEqual(monsters);
    expect(MEMORIAL.walls).toEqual([]);
    expect(MEMORIAL).toMatchObject({ needed: 1, vp: 0, task: { kind: 'rotate' } });
    expect(MEMORIAL.spots).toBeGreaterThanOrEqual(MEMORIAL.needed);
    expect(MEMORIAL.spots).toBeLessThan(2 * MEMORIAL.needed);
  });
});

describe('board grid', () => {
  it('has its 2x2 centre in the middle of the grid (worked example 23)', () => {
    expect(BOARD.centre).toHaveLength(4);
    const xs = [...new Set(BOARD.centre.map(([x]) => x))].sort((a, b) => a - b);
    const ys = [...new Set(BOARD.centre.map(([, y]) => y))].sort((a, b) => a - b);
    expect(xs).toEqual([BOARD.cols / 2 - 1, BOARD.cols / 2]);
    expect(ys).toEqual([BOARD.rows / 2 - 1, BOARD.rows / 2]);
    expect(new Set(BOARD.centre.map(([x, y]) => `${x},${y}`)).size).toBe(4);
  });

  it('has room for every card of a 7-colour game', () => {
    expect(BOARD.cols * BOARD.rows).toBeGreaterThanOrEqual(KINGDOM_CARDS.length + MEMORIAL.copies);
  });

  it('turns walls clockwise and steps across sides', () => {
    expect(turned('n', 1)).toBe('e');
    expect(turned('w', 1)).toBe('n');
    expect(wallsAfter(['n', 'e'], 2)).toEqual(['s', 'w']);
    expect(opposite('e')).toBe('w');
    expect(step(5, 5, 'n')).toEqual([5, 4]);
    expect(step(5, 5, 'e')).toEqual([6, 5]);
    expect(step(5, 5, 's')).toEqual([5, 6]);
    expect(step(5, 5, 'w')).toEqual([4, 5]);
  });
});

/** WCAG contrast of a #rrggbb colour against white. */
function contrastOnWhite(hex: string): number {
  const ch = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const l = 0.2126 * (ch[0] ?? 0) + 0.7152 * (ch[1] ?? 0) + 0.0722 * (ch[2] ?? 0);
  return 1.05 / (l + 0.05);
}

describe('seat colours', () => {
  it('one per colour in order, distinct shapes and fills, readable ink, tribes named for the tribe', () => {
    expect(SEAT_COLOURS.map((s) => s.id)).toEqual([...COLOURS]);
    expect(new Set(SEAT_COLOURS.map((s) => s.shape)).size).toBe(7);
    expect(new Set(SEAT_COLOURS.map((s) => s.fill)).size).toBe(7);
    for (const s of SEAT_COLOURS) expect(contrastOnWhite(s.ink)).toBeGreaterThanOrEqual(4.5);
    expect(SEAT_COLOURS.slice(4).map((s) => s.name)).toEqual(['Elves', 'Ogres', 'Crystal Dwarfs']);
  });
});

describe('names', () => {
  it('names every card type and gem in the words of the text', () => {
    for (const k of KINGDOM_CARDS) expect(TYPE_NAMES[k.type].length).toBeGreaterThan(0);
    expect(cardLabel({ colour: 'blue', type: 'forest-dragon' })).toBe('blue Forest Dragon');
    expect(cardLabel({ colour: 'orange', type: 'castle' })).toBe("Ogres' castle");
    expect([gemWord('gold', 2), gemWord('ruby', 1), gemWord('ruby', 3)]).toEqual(['golds', 'ruby', 'rubies']);
  });
});
