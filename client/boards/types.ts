// What a board folder and the table agree on: the props a board gets, and the how-to page it
// writes. Types only, in their own module: every board imports them, and boards/index.ts imports
// every board (lazily), so they cannot live there without an import circle.
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
/** A log line in the game's words, completed from its event data where the text leaves something out. */
export type LogWords = (e: LogEntry) => string;

/**
 * The How to play section (an id of the game's `HowTo.sections`) that explains what `table` asks of
 * its viewer now: the header's How to play link lands there (issue 29). Undefined: the page's top.
 */
export type HowSection = (table: TableView) => string | undefined;

export interface HowTo {
  /** The page's title ("How to play Fall of the Mountain King"). */
  title: string;
  /** The sections in reading order: an id for the contents list, a heading and the content. */
  sections: { id: string; title: string; body: ComponentType }[];
}
