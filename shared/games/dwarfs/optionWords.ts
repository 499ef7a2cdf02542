// The table's options in players' words (issue 29), for the lobby and the table: who sits at it
// (tribes and dwarf clans, in seat order as setup.ts seats them), the Royal Decrees in force or how
// they are chosen ("Royal Decrees: 3 hand-picked — Hired Hands, …", never 13 Yes/No rows), and the
// end's goal count only where it means something (5 or more players).
import { DECREE_DEFS, DECREES, RULES, SCENARIO_DEFS, TRIBE_DEFS, type ScenarioId, type Tribe } from './content';
import { COLOURS, tribeOf } from './data';
import { seatColours, type TableOptions } from './setup';

const TRIBES = ['elves', 'ogres', 'crystal'] as const;

/** Rows of { label, shown } for `o` (setup's reading of the host's options) at `seats` players. */
export function optionRows(o: TableOptions, seats: number): { label: string; shown: string }[] {
  // The seats as the game fills them: the chosen tribes first, then the dwarf colours; a table of
  // more seats than its options allow gets the missing tribes (setup.ts newGame).
  const filled: TableOptions = { ...o };
  for (const t of TRIBES) if (seatColours(filled).length < seats) filled[t] = true;
  const colours = seatColours(filled).slice(0, seats);
  const tribes = colours.filter((c) => tribeOf(c) !== 'dwarfs').map((c) => `${TRIBE_DEFS[tribeOf(c) as Tribe].name} (${COLOURS[c] ?? ''})`);
  const clans = colours.length - tribes.length;
  const clanWords = clans === 0 ? '' : `${clans} dwarf clan${clans === 1 ? '' : 's'}`;
  const rows = [{ label: 'Tribes', shown: tribes.length ? `${tribes.join(', ')}${clanWords ? `, with ${clanWords}` : ''}` : `None: ${clanWords} with the same cards` }];
  rows.push({ label: 'Royal Decrees', shown: decreeWords(o) });
  if (seats >= RULES.largeTableFrom)
    rows.push({
      label: 'The end',
      shown: o.shortEnd ? `${RULES.goalsToEndLarge} goals end the game (the rulebook's shorter game for 5 or more players)` : `${RULES.goalsToEnd} goals end the game, as at smaller tables`,
    });
  return rows;
}

const names = (ids: readonly string[]): string => ids.map((d) => DECREE_DEFS[d as keyof typeof DECREE_DEFS]?.name ?? d).join(', ');

function decreeWords(o: TableOptions): string {
  const mode = o.decrees ?? 'none';
  if (mode === 'none') return 'None';
  if (mode === 'random') return 'A random scenario, drawn at the start';
  if (mode === 'custom') {
    const picked = DECREES.filter((d) => (o.picked ?? []).includes(d));
    return picked.length ? `${picked.length} hand-picked — ${names(picked)}` : 'Hand-picked, but none ticked: none in force';
  }
  const s = SCENARIO_DEFS[mode as ScenarioId];
  if (!s) return mode;
  const parts = [s.decrees.length ? names(s.decrees) : '', s.random ? `${s.random} decrees drawn at random at the start` : ''].filter(Boolean);
  return `Scenario ${s.name} — ${parts.join(', plus ')}`;
}
