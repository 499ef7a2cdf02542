// The error a table's handlers throw for a refused request: its code and message go to the sender
// only (table.ts turns it into an `error` message). Its own module so every satellite of the table
// (lobby, undo, stand-ins, replays, import) can throw it without importing the table itself.
import type { ErrorCode } from '../shared/protocol';

export class TableError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}
