// Game id -> its board, imported lazily so each game's board is its own chunk.
// A game without its own board gets GenericBoard (readable view + legal moves as buttons).
import type { ComponentType } from 'preact';
import type { LogEntry, TableView } from '../../shared/protocol';

export interface BoardProps {
  table: TableView;
  /** Send a game move (against `table.gv`). Ignored while the previous one is in flight. */
  send(move: unknown): void;
  log: LogEntry[];
  /** A move of ours is in flight: boards may dim their controls. */
  busy?: boolean;
}

export type Board = ComponentType<BoardProps>;
type Loader = () => Promise<{ default: Board }>;

export const BOARDS: Record<string, Loader> = {
  fotmk: () => import('./fotmk/Board'),
  // hall: () => import('./hall/Board'),
  dwarfs: () => import('./dwarfs/Board'),
};

export const loadBoard = (game: string): Promise<Board> => (BOARDS[game] ?? (() => import('./GenericBoard')))().then((m) => m.default);

/** Boards that draw their own final scoring: the table's result panel then shows only the headline. */
export const OWN_RESULT: ReadonlySet<string> = new Set(['fotmk', 'dwarfs']);
