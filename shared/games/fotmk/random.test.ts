import { describe } from 'vitest';
import { randomGames } from './randomGames';

// Thousands of games in all (500 at each of 2-5 players); FOTMK_GAMES raises it for soak runs.
const PER_COUNT = Number(process.env.FOTMK_GAMES ?? 500);

// 2 and 3 players here, 4 and 5 in random-large.test.ts (two files run in parallel).
describe('random games played to the end through legalMoves (2-3 players)', () => randomGames([2, 3], PER_COUNT));
