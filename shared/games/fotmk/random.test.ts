import { describe } from 'vitest';
import { randomGames } from './randomGames';

// 2 and 3 players here, 4 and 5 in random-large.test.ts (two files run in parallel).
describe('random games played to the end through legalMoves (2-3 players)', () => randomGames([2, 3]));
