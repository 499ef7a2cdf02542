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

export const keys = {
  host: (table: string) => `trollmoot:host:${table}`,
  seat: (table: string) => `trollmoot:seat:${table}`,
  notify: (table: string) => `trollmoot:notify:${table}`,
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
