// True inside the table's own How to play panel (Controls.tsx): there the How to play pictures are
// left out, so the table's pieces (troll cards, the horde, the mountain) are never drawn twice on one
// screen; the page at /how/hall has them. Its own module: the table's chunk needs nothing more.
import { createContext } from 'preact';

export const HowInTable = createContext(false);
