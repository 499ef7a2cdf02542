// Protocol constants with no dependencies, so the client can import them without pulling in the
// schema library that shared/protocol.ts builds its validators with.

export const PROTOCOL_VERSION = 1 as const;

/** Size cap of one client message, in bytes of UTF-8 text. */
export const MAX_CLIENT_MESSAGE_BYTES = 8192;
export const MAX_NAME_LENGTH = 24;
export const MAX_CHAT_LENGTH = 280;

export const SEAT_COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'orange', 'teal', 'pink'] as const;
export type SeatColor = (typeof SEAT_COLORS)[number];

/** Party names as partyserver routes them: /parties/<party>/<room>. */
export const TABLE_PARTY = 'table';
export const CHAT_PARTY = 'chat';
