import { describe } from 'vitest';
import { randomGames } from './randomGames';

describe('random games played to the end through legalMoves (4-5 players)', () => randomGames([4, 5]));
