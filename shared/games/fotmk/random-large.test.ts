import { describe } from 'vitest';
import { randomGames } from './randomGames';

// Thousands of games in all (500 at each of 2-5 players); FOTMK_GAMES raises it for soak runs.
const PER_COUNT = Number(process.env.FOTMK_GAMES ?? 500);

describe('random games played to the end through legalMoves (4-5 players)', () => randomGames([4, 5], PER_COUNT));
