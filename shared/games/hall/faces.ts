// The two markers a view puts where a viewer may not see a value (view.ts). A module of their own so
// the board can read them without loading the view's code and, through it, the whole engine and its
// move schema (zod): about 40 KB gzipped of the table page (issue 28).

/** A pedestal point token seen from behind: its owner's rivals know it is there, not its value. */
export const FACE_DOWN = -1;

/**
 * A rival's starting troll placed during the draft, seen from behind: a rival's row shows as many
 * SEALED slots from the left as it has placed, the rest -1; which troll went where is shown when every
 * seat has placed (RULES-NOTES, Draft).
 */
export const SEALED = -2;
