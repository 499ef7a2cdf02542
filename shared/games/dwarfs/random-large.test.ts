import { describe } from 'vitest';
import { randomGames } from './randomGames';

// See random.test.ts: the same at 5-7 seats (tribes always at the table).
const PER_COUNT = Number(process.env.DWARFS_GAMES ?? 40);

describe('random games with random tribes and decrees, through legalMoves (5-7 seats)', () => randomGames([5, 6, 7], PER_COUNT));
