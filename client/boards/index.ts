// Game id -> its board, imported lazily so each game's board is its own chunk.
// A game without its own board gets GenericBoard (readable view + legal moves as buttons).
import { signal } from '@preact/signals';
import type { Board, HowSection, HowTo, LogWords } from './types';

export type { Board, BoardProps, HowSection, HowTo, LogWords } from './types';

type Loader = () => Promise<BoardModule>;
/** What a board folder's Board module exports: the board, and what it tells the table about itself. */
interface BoardModule {
  default: Board;
  logWords?: LogWords;
  /** The How to play section for the table's current step (the header links there). */
  howSection?: HowSection;
  /** The board draws its own final scoring: the table's result panel then shows only the headline. */
  ownResult?: boolean;
}

/** How to play sections of the games whose board has loaded. */
export const HOW_SECTION = signal<Record<string, HowSection>>({});

/** Log words of the games whose board has loaded (the log panel uses them; plain text otherwise). */
export const LOG_WORDS = signal<Record<string, LogWords>>({});

export const BOARDS: Record<string, Loader> = {
  fotmk: () => import('./fotmk/Board'),
  hall: () => import('./hall/Board'),
  dwarfs: () => import('./dwarfs/Board'),
};

export const loadBoard = (game: string): Promise<Board> =>
  (BOARDS[game] ?? (() => import('./GenericBoard')))().then((m: BoardModule) => {
    if (m.howSection) HOW_SECTION.value = { ...HOW_SECTION.value, [game]: m.howSection };
    if (m.logWords) LOG_WORDS.value = { ...LOG_WORDS.value, [game]: m.logWords };
    if (m.ownResult && !OWN_RESULT.value.has(game)) OWN_RESULT.value = new Set([...OWN_RESULT.value, game]);
    return m.default;
  });

/**
 * Game id -> its "How to play" page, written by the game's board folder (`<id>/HowTo.tsx`) and
 * loaded only when someone opens `/how/<id>`, so it never weighs on the table.
 */
export const HOW_TO: Record<string, () => Promise<{ default: HowTo }>> = {
  fotmk: () => import('./fotmk/HowTo'),
  hall: () => import('./hall/HowTo'),
  dwarfs: () => import('./dwarfs/HowTo'),
};
export const hasHowTo = (game: string): boolean => game in HOW_TO;
export const howToPath = (game: string, section?: string): string => `/how/${game}${section ? `#${section}` : ''}`;

/** Games whose loaded board draws its own final scoring (its module exports `ownResult`). */
export const OWN_RESULT = signal<ReadonlySet<string>>(new Set());
