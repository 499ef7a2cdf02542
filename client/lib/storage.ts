// localStorage with a safety net: private modes and full quotas must not break the page.
import type { SeatColor } from '../../shared/protocol';

const get = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const set = (key: string, value: string | null): void => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the page still works, the seat just will not survive a reload.
  }
};

/** A table this browser holds a key of: `seat` is null when it holds no seat, or does not know its number yet. */
export interface HeldTable {
  id: string;
  seat: number | null;
  seated: boolean;
  host: boolean;
}

function allKeys(): string[] {
  try {
    return Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '');
  } catch {
    return [];
  }
}

export const keys = {
  host: (table: string) => `trollmoot:host:${table}`,
  seat: (table: string) => `trollmoot:seat:${table}`,
  notify: (table: string) => `trollmoot:notify:${table}`,
  /** The seat number the seat key holds: "My tables" tells "your turn" by it, never sending the key. */
  at: (table: string) => `trollmoot:at:${table}`,
  /** This browser's share of the deal, kept with the seat key it was drawn under (lib/share.ts). */
  share: (table: string) => `trollmoot:share:${table}`,
  name: 'trollmoot:name',
  color: 'trollmoot:color',
  sound: 'trollmoot:sound',
  botLevel: 'trollmoot:bot-level',
} as const;

export const storage = {
  hostSecret: (table: string) => get(keys.host(table)),
  setHostSecret: (table: string, secret: string | null) => set(keys.host(table), secret),
  seatSecret: (table: string) => get(keys.seat(table)),
  setSeatSecret: (table: string, secret: string | null) => set(keys.seat(table), secret),
  /** The player chose "Notify me" at this table (and the browser allowed notifications then). */
  notify: (table: string) => get(keys.notify(table)) === 'on',
  setNotify: (table: string, on: boolean) => set(keys.notify(table), on ? 'on' : null),
  /** The seat this browser holds at the table (written when it sits and on each view), or null. */
  seatAt: (table: string): number | null => {
    const n = Number(get(keys.at(table)) ?? NaN);
    return Number.isInteger(n) && n >= 0 ? n : null;
  },
  setSeatAt: (table: string, seat: number | null) => set(keys.at(table), seat === null ? null : String(seat)),
  /** Every table this browser holds a seat key or the host key of, with the seat it holds there. */
  heldTables: (): HeldTable[] => {
    const held = new Map<string, HeldTable>();
    for (const key of allKeys()) {
      const m = /^trollmoot:(seat|host):([A-Za-z0-9_-]{1,64})$/.exec(key);
      if (!m || !get(key)) continue;
      const id = m[2]!;
      const t = held.get(id) ?? { id, seat: null, seated: false, host: false };
      if (m[1] === 'host') t.host = true;
      else {
        t.seated = true;
        t.seat = storage.seatAt(id);
      }
      held.set(id, t);
    }
    return [...held.values()];
  },
  /** Forget everything kept for a table: its seat and host keys, the seat number, "Notify me", the share (it holds the seat key too). */
  forgetTable: (table: string) => {
    for (const key of [keys.seat(table), keys.host(table), keys.notify(table), keys.at(table), keys.share(table)]) set(key, null);
  },
  name: () => get(keys.name),
  setName: (name: string) => set(keys.name, name),
  color: () => get(keys.color) as SeatColor | null,
  setColor: (color: SeatColor) => set(keys.color, color),
  /** The your-turn chime is on unless turned off. */
  sound: () => get(keys.sound) !== 'off',
  setSound: (on: boolean) => set(keys.sound, on ? null : 'off'),
  /** The bot level last chosen (for the next bot added, or to play for me when I leave). */
  botLevel: () => get(keys.botLevel),
  setBotLevel: (level: string) => set(keys.botLevel, level),
};
