import { describe, it, expect } from 'vitest';
import { BOARDS } from './boards';
import { ANCESTRY_CARDS, STARTING_CARDS } from './ancestry';
import { CHAMPIONS } from './champions';
import { GNOME_WHEEL, VOTE_TILES, GREAT_HALL_TOKENS, GATE_CARDS, GNOME_STRENGTHS, SUPPLY_TRACK, elderHonour } from './components';
import { CLANS } from './types';

describe('maps', () => {
  for (const [name, b] of Object.entries(BOARDS)) {
    const perDomain = name === 'small' ? 3 : 4;
    describe(`${name} side`, () => {
      it(`has the 7 domains with ${perDomain} caverns each`, () => {
        expect(b.domainCaverns).toHaveLength(7);
        for (const d of b.domainCaverns) expect(d).toHaveLength(perDomain);
        expect(b.caverns).toBe(7 * perDomain);
      });
      it('has one swarm point per domain with 1 or 2 gates into its own gate caverns', () => {
        expect(b.side.swarmPoints.map((s) => s.domain)).toEqual([...CLANS]);
        b.gates.forEach((g, d) => {
          expect(g.length === 1 || g.length === 2).toBe(true);
          for (const c of g) expect(b.domain[c]).toBe(d);
        });
      });
      it('has adjacency that is symmetric, without self links, and connects every node', () => {
        b.adj.forEach((ns, i) => {
          expect(ns).not.toContain(i);
          for (const n of ns) expect(b.adj[n]).toContain(i);
        });
        const seen = new Set([0]);
        const queue = [0];
        while (queue.length)
          for (const n of b.adj[queue.pop() as number] ?? [])
            if (!seen.has(n)) {
              seen.add(n);
              queue.push(n);
            }
        expect(seen.size).toBe(b.nodes);
        // The caverns alone (without lairs) are connected too: gnomes never pass a lair.
        const cs = new Set([0]);
        const q2 = [0];
        while (q2.length)
          for (const n of b.adj[q2.pop() as number] ?? [])
            if (n < b.caverns && !cs.has(n)) {
              cs.add(n);
              q2.push(n);
            }
        expect(cs.size).toBe(b.caverns);
      });
      it('has lair spaces in matching pairs, enough for the most players, each touching only caverns', () => {
        expect(b.lairPairs.length).toBeGreaterThanOrEqual(b.side.maxPlayers);
        expect(b.lairPairs.length * 2).toBe(b.side.lairs.length);
        for (const [a, c] of b.lairPairs) {
          expect(a).toBeGreaterThanOrEqual(b.caverns);
          expect(c).toBeGreaterThanOrEqual(b.caverns);
          for (const l of [a, c]) {
            expect(b.adj[l]?.length).toBeGreaterThanOrEqual(2);
            for (const n of b.adj[l] ?? []) expect(n).toBeLessThan(b.caverns);
          }
        }
      });
      it('has Great Halls touching 3 to 5 caverns each, fewer halls than hall tokens', () => {
        expect(b.hallTouches.length).toBeGreaterThanOrEqual(4);
        expect(b.hallTouches.length).toBeLessThanOrEqual(GREAT_HALL_TOKENS.length);
        for (const t of b.hallTouches) {
          expect(t.length).toBeGreaterThanOrEqual(3);
          expect(t.length).toBeLessThanOrEqual(5);
          for (const c of t) expect(c).toBeLessThan(b.caverns);
        }
        expect(new Set(b.hallTouches.map((t) => t.length)).size).toBeGreaterThan(1);
      });
      it('has coordinates for every cavern, lair, hall and swarm point, outside the volcano', () => {
        const v = b.side.volcano;
        for (const p of [...b.side.caverns, ...b.side.lairs, ...b.side.greatHalls, ...b.side.swarmPoints]) {
          expect(p.x).toBeGreaterThanOrEqual(0);
          expect(p.x).toBeLessThanOrEqual(100);
          expect(Math.hypot(p.x - v.x, p.y - v.y)).toBeGreaterThan(v.r);
        }
      });
    });
  }
});

describe('cards and components', () => {
  it('has 72 ancestry cards of 2x2 and 5 starting cards of 3x2 with valid codes', () => {
    const ok = /^(A|B|I|G)[23]?$|^[WSE-]$/;
    expect(ANCESTRY_CARDS).toHaveLength(72);
    expect(STARTING_CARDS).toHaveLength(5);
    for (const c of ANCESTRY_CARDS) {
      expect(c.cells).toHaveLength(4);
      for (const x of c.cells) expect(x).toMatch(ok);
    }
    for (const c of STARTING_CARDS) {
      expect(c.cells).toHaveLength(6);
      for (const x of c.cells) expect(x).toMatch(ok);
    }
    const all = ANCESTRY_CARDS.flatMap((c) => c.cells);
    for (const code of ['A', 'B', 'I', 'G', 'W', 'S', 'E', '-', 'A2', 'I3']) expect(all).toContain(code);
  });
  it('has 44 champions: decks 0/I-II/III of 10/22/12, 21 pawn letters, 5 starbursts, wave III all instant', () => {
    expect(CHAMPIONS).toHaveLength(44);
    CHAMPIONS.forEach((c, i) => expect(c.id).toBe(i));
    expect(CHAMPIONS.filter((c) => c.deck === 0)).toHaveLength(10);
    expect(CHAMPIONS.filter((c) => c.deck === 1)).toHaveLength(22);
    expect(CHAMPIONS.filter((c) => c.deck === 3)).toHaveLength(12);
    const pawns = CHAMPIONS.filter((c) => c.letter && c.deck !== 3);
    expect(pawns).toHaveLength(21);
    expect(new Set(pawns.map((c) => c.letter)).size).toBe(21);
    expect(CHAMPIONS.filter((c) => c.letter && c.deck === 3)).toHaveLength(5);
    for (const c of CHAMPIONS.filter((c) => c.deck === 3)) expect(c.instant).toBe(true);
    expect(CHAMPIONS.some((c) => c.clan === 'outsider')).toBe(true);
    expect(CHAMPIONS.filter((c) => c.deck === 0).every((c) => c.clan !== 'outsider')).toBe(true);
    expect(CHAMPIONS.some((c) => c.claws > 0)).toBe(true);
    expect(CHAMPIONS.some((c) => c.endOfWave)).toBe(true);
    expect(CHAMPIONS.some((c) => c.symbols.length > 0)).toBe(true);
    for (const c of CHAMPIONS) for (const l of c.yellowLines) expect(l >= 1 && l <= 7).toBe(true);
  });
  it('has the wheel, vote tiles, hall tokens, gate cards, gnomes and supply track as stated', () => {
    expect(GNOME_WHEEL.spaces[0]?.star).toBe(true);
    expect(new Set(GNOME_WHEEL.spaces.map((s) => s.effect))).toEqual(new Set(['bolster', 'influence', 'honour', 'move-trolls']));
    expect(GNOME_WHEEL.tripwires.map((t) => t.kind).sort()).toEqual(['boost', 'breach']);
    expect(VOTE_TILES).toHaveLength(7);
    expect(VOTE_TILES.some((t) => t.first === 9 && t.second === 5 && t.third === 3)).toBe(true);
    expect(GREAT_HALL_TOKENS.filter((v) => v === 4)).toHaveLength(4);
    expect(GREAT_HALL_TOKENS.filter((v) => v === 8)).toHaveLength(4);
    expect(GREAT_HALL_TOKENS.filter((v) => v === 12)).toHaveLength(4);
    expect(GATE_CARDS).toHaveLength(7);
    expect(GNOME_STRENGTHS).toHaveLength(30);
    for (const s of [1, 2, 3]) expect(GNOME_STRENGTHS.filter((v) => v === s)).toHaveLength(10);
    // Wave I example: marker on 7 leaves exactly one desperation symbol to its right.
    expect(SUPPLY_TRACK.desperationSpaces.filter((x) => x > 7)).toHaveLength(1);
  });
  it('scores Elders by the table (seven elders are 17)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(elderHonour)).toEqual([0, 0, 1, 3, 5, 8, 12, 17, 23, 30]);
    expect(elderHonour(7)).toBe(17);
    expect([10, 12].map(elderHonour)).toEqual([30, 30]);
  });
});
