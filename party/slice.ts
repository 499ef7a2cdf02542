// Long work in bounded slices: a room that must replay many moves (an upload, a long game's first
// replay frame) does a slice, then lets the event loop run before the next one. Other messages to
// the room, and other rooms that share its thread (all of them under `wrangler dev`), get their
// turn in between, so no one waits behind more than a slice (issue 26 item 7).

/** Resolves on a later turn of the event loop (a timer, so pending I/O and messages run first). */
export const yieldTurn = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
