import { describe, expect, it } from 'vitest';
import { LogNamesTrack, namesOf, sameNames } from './lognames';

const A = namesOf([{ name: 'Ann', color: 'red' }, { name: 'Bob', color: 'blue' }]);
const B = namesOf([{ name: 'Ann', color: 'red' }, { name: null, color: 'blue' }]);
const C = namesOf([{ name: 'Ann', color: 'red' }, { name: 'Dee', color: 'blue' }]);

describe('who sat where, by log line', () => {
  it('a record carries names only when they changed; each line gets the names in force when it was written', () => {
    const t = new LogNamesTrack();
    const records: { events: number[]; who?: ReturnType<typeof namesOf> }[] = [];
    let lines = 0;
    const write = (now: ReturnType<typeof namesOf>, n: number) => {
      const who = t.stampFor(now);
      records.push(who ? { events: Array.from({ length: n }, () => 0), who } : { events: Array.from({ length: n }, () => 0) });
      t.note(lines, who);
      lines += n;
    };
    write(A, 2); // lines 0-1
    write(A, 0); // a record with no line
    write(A, 3); // 2-4
    write(B, 1); // 5: Bob's seat free
    write(C, 2); // 6-7
    write(C, 1); // 8
    expect(records.map((r) => r.who !== undefined)).toEqual([true, false, false, true, true, false]);
    const again = LogNamesTrack.fromRecords(records);
    for (const track of [t, again]) {
      expect([0, 1, 2, 4, 5, 6, 8, 99].map((i) => track.at(i)?.[1]?.name ?? null)).toEqual(['Bob', 'Bob', 'Bob', 'Bob', null, 'Dee', 'Dee', 'Dee']);
      // Marked only where they differ from today's names.
      const marked = track.mark([0, 5, 6].map((i) => ({ i, text: 'x' })), C);
      expect(marked.map((e) => e.who)).toEqual([A, B, undefined]);
    }
    // Records from before names were kept: nothing known, nothing marked.
    const none = LogNamesTrack.fromRecords([{ events: [1, 2] }]);
    expect(none.at(1)).toBeUndefined();
    expect(none.mark([{ i: 1, text: 'x' }], C)).toEqual([{ i: 1, text: 'x' }]);
  });

  it('names compare by name and colour, seat by seat', () => {
    expect(sameNames(A, namesOf([{ name: 'Ann', color: 'red' }, { name: 'Bob', color: 'blue' }]))).toBe(true);
    expect(sameNames(A, C)).toBe(false);
    expect(sameNames(A, B)).toBe(false);
    expect(sameNames(A, namesOf([{ name: 'Ann', color: 'red' }, { name: 'Bob', color: 'green' }]))).toBe(false);
    expect(sameNames(A, A.slice(0, 1))).toBe(false);
    // The same name, now a bot's seat: a new stamp (replays show who played each move).
    const bot = namesOf([{ name: 'Ann', color: 'red' }, { name: 'Bob', color: 'blue', controller: 'bot' }]);
    expect(bot[1]).toEqual({ name: 'Bob', color: 'blue', bot: true });
    expect(sameNames(A, bot)).toBe(false);
  });
});
