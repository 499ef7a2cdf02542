// Seat colours as the table declares them: the server sends the game's seat plan colours with the
// table view (`TableView.colours`), and everything that draws a seat colour looks it up here, so a
// game's own colours (a tribe's purple "Elves") show the same in the seats list, the chat, the
// cursors and the board. Before a table arrives, and for ids a table does not list, the
// platform's palette applies.
import { signal } from '@preact/signals';
import { DEFAULT_SEAT_COLOURS } from '../../shared/constants';
import type { SeatColour } from '../../shared/engine/types';

const byId = (list: readonly SeatColour[]) => new Map(list.map((c) => [c.id, c]));
const DEFAULTS = byId(DEFAULT_SEAT_COLOURS);

const palette = signal<ReadonlyMap<string, SeatColour>>(DEFAULTS);
let current: readonly SeatColour[] | undefined;
let currentText = '';

/** Use this table's colours (called by the store on every view; cheap when they did not change). */
export function setSeatColours(colours: readonly SeatColour[] | undefined): void {
  if (colours === current) return;
  current = colours;
  const text = JSON.stringify(colours ?? null);
  if (text === currentText) return;
  currentText = text;
  palette.value = colours ? new Map([...DEFAULTS, ...byId(colours)]) : DEFAULTS;
}

/** The colour with this id, if the table (or the default palette) has it. Reading subscribes a component. */
export const colourOf = (id: unknown): SeatColour | undefined => (typeof id === 'string' ? palette.value.get(id) : undefined);
