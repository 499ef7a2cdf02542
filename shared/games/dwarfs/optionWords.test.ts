// The table's options in players' words (issue 29): the rows the lobby and the table show.
import { describe, expect, it } from 'vitest';
import { dwarfs } from '.';

const rows = (o: Record<string, unknown>, seats: number) => dwarfs.describeOptions!(dwarfs.optionsSchema.parse(o) as never, seats);
const row = (o: Record<string, unknown>, seats: number, label: string) => rows(o, seats).find((r) => r.label === label)?.shown;

describe("Dwar7s Fall's options in players' words", () => {
  it('hand-picked decrees are one row naming them, not 13 Yes/No rows', () => {
    const r = rows({ decrees: 'custom', 'decree-hired-hands': true, 'decree-bar-fights': true, 'decree-high-ho': true }, 3);
    expect(r.find((x) => x.label === 'Royal Decrees')?.shown).toBe('3 hand-picked — Hired Hands, Bar Fights, High Ho');
    expect(r.length).toBe(2);
    expect(r.some((x) => /decree-|Decree:/.test(x.label))).toBe(false);
  });

  it('a scenario names its decrees; Fortune Teller says it draws 3; none and random read as such', () => {
    expect(row({ decrees: 'siege' }, 2, 'Royal Decrees')).toBe('Scenario Siege — Fortress, Battle Memorial, Greedy Landlords');
    expect(row({ decrees: 'fortune-teller' }, 2, 'Royal Decrees')).toBe('Scenario Fortune Teller — 3 decrees drawn at random at the start');
    expect(row({ decrees: 'none' }, 2, 'Royal Decrees')).toBe('None');
    expect(row({ decrees: 'random' }, 2, 'Royal Decrees')).toMatch(/random scenario/);
  });

  it('tribes by name and colour with the dwarf clans at this seat count, as setup seats them', () => {
    expect(row({}, 3, 'Tribes')).toBe('None: 3 dwarf clans with the same cards');
    expect(row({ ogres: true }, 2, 'Tribes')).toBe('Ogres (orange), with 1 dwarf clan');
    // 6 seats with only the Elves ticked: setup brings the Ogres in too (seatColours fills tribes first).
    expect(row({ elves: true }, 6, 'Tribes')).toBe('Elves (purple), Ogres (orange), with 4 dwarf clans');
    expect(dwarfs.setup('o', 6, dwarfs.optionsSchema.parse({ elves: true }) as never).opts.colours).toEqual([4, 5, 0, 1, 2, 3]);
  });

  it('the end rule shows only at 5 or more players', () => {
    expect(row({ elves: true, ogres: true }, 4, 'The end')).toBeUndefined();
    expect(row({ elves: true, ogres: true }, 5, 'The end')).toMatch(/^3 goals end the game/);
    expect(row({ elves: true, ogres: true, shortEnd: true }, 5, 'The end')).toMatch(/^2 goals end the game/);
  });
});
