import { describe } from 'vitest';
import { randomGames } from './randomGames';

// A few hundred games by default (40 at each of 2-7 seats, in two files that run side by side);
// DWARFS_GAMES raises it (334 per count: 2,004 in all).
const PER_COUNT = Number(process.env.DWARFS_GAMES ?? 40);

describe('random games with random tribes and decrees, through legalMoves (2-4 seats)', () => randomGames([2, 3, 4], PER_COUNT));
