// The log says where and reads well (issue 28): a card laid says beside what, or what it stacks
// on, naming a card by the seat that plays its colour; a meeple's move says from where; gem counts
// in good English.
import { describe, expect, it } from 'vitest';
import { applyMove } from './engine';
import { bagWords, besideWords, cardWords, gemCount, topWords } from './logwords';
import { at, cardOf, fresh, lay, playRandom, position, rng } from './testkit';
import type { State } from './state';
import type { Move } from './moves';
import { newGame } from './setup';

describe('log words', () => {
  it('names a card by the seat playing its colour, else by its colour; says where a card lies', () => {
    const s = position(2);
    const mine = cardOf(s.p[1]!.colour, 'gold-mine');
    const spare = [0, 1, 2, 3, 4, 5, 6].find((c) => !s.p.some((p) => p.colour === c))!;
    expect(cardWords(s, mine)).toBe("{p1}'s gold mine");
    expect(cardWords(s, cardOf(spare, 'tavern'))).toMatch(/^the [a-z]+ tavern$/);
    expect(besideWords(s, at(5, 5))).toBe('in the centre of the table');
    lay(s, mine, at(5, 5));
    expect(topWords(s, at(5, 5))).toBe("{p1}'s gold mine");
    expect(besideWords(s, at(6, 5))).toBe("beside {p1}'s gold mine");
    expect(topWords(s, at(9, 9))).toBe('an empty spot');
  });

  it('counts gems in good English', () => {
    expect(gemCount(0, 1)).toBe('1 emerald');
    expect(gemCount(3, 1)).toBe('1 ruby');
    expect(gemCount(3, 2)).toBe('2 rubies');
    expect(gemCount(2, 3)).toBe('3 golds');
    expect(bagWords([1, 0, 2, 0])).toBe('1 emerald and 2 golds');
    expect(bagWords([0, 0, 0, 0])).toBe('nothing');
  });

  it('stacks "a green emerald mine on {p1}\'s gold mine"; the first card lies in the centre', () => {
    let s: State = position(2);
    const gold = cardOf(s.p[1]!.colour, 'gold-mine');
    lay(s, gold, at(5, 5));
    // Seat 0 stacks a mine of its own colour from its hand on it (a mine on a mine, no meeples there).
    const top = s.p[0]!.hand.find((c) => cardOf(s.p[0]!.colour, 'emerald-mine') === c) ?? cardOf(s.p[0]!.colour, 'emerald-mine');
    if (!s.p[0]!.hand.includes(top)) s.p[0]!.hand.push(top);
    s = fresh(s);
    const r1 = applyMove(s, 0, { type: 'play', card: top });
    expect(r1.ok).toBe(true);
    if (!r1.ok) return;
    const r2 = applyMove(r1.value.state, 0, { type: 'put', cell: at(5, 5), rot: 0 });
    if (!r2.ok) throw new Error(r2.error.code);
    expect(r2.value.events.map((e) => e.text)).toContainEqual(expect.stringMatching(/^\{p0\} stacks an? [a-z]+ emerald mine on \{p1\}'s gold mine\.$/));
  });

  it('in random games every card laid, meeple moved and gem mined says where, in good English', () => {
    const lines: string[] = [];
    for (let g = 0; g < 4; g++) {
      const players = 2 + (g % 3);
      const { log } = playRandom(`words-${g}`, players, {}, rng(2800 + g), { maxMoves: 600 });
      lines.push(...eventsOf(`words-${g}`, players, log));
    }
    const plays = lines.filter((t) => / (plays|stacks) an? [a-z]+ [a-z ]+ (beside|in the centre|on) /.test(t));
    expect(plays.length).toBeGreaterThan(10);
    expect(plays.some((t) => t.includes('in the centre of the table'))).toBe(true);
    for (const t of plays) expect(t).toMatch(/^\{p\d\} (plays an? [a-z ]+ (beside (\{p\d\}'s [a-z ]+|the [A-Za-z ]+)|in the centre of the table)|stacks an? [a-z ]+ on (\{p\d\}'s [a-z ]+|the [A-Za-z ]+))\.$/);
    const moves = lines.filter((t) => / moves an? /.test(t));
    expect(moves.length).toBeGreaterThan(0);
    for (const t of moves) expect(t).toMatch(/ moves an? [A-Za-z -]+ from .+ to .+\.$/);
    const mined = lines.filter((t) => / mines /.test(t));
    expect(mined.length).toBeGreaterThan(0);
    for (const t of [...mined, ...lines]) expect(t).not.toMatch(/\b1 (emeralds|diamonds|golds|rubies|gems)\b|rubys/);
  });
});

/** Every log line of a game replayed from its moves (playRandom keeps the moves only). */
function eventsOf(seed: string, players: number, log: [number, Move][]): string[] {
  let s = newGame(seed, players, {});
  const out: string[] = [];
  for (const [seat, m] of log) {
    const r = applyMove(s, seat, m);
    if (!r.ok) throw new Error(r.error.code);
    out.push(...r.value.events.map((e) => e.text));
    s = r.value.state;
  }
  return out;
}
