// Trollsmoot helpers (F/Step Three).
import type { Player } from './state';

export const countTrolls = (p: Player): number => p.sm.reduce((n, c) => n + (c >= 0 ? 1 : 0), 0);
