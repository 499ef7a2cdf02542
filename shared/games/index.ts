// The product's game registry: id -> engine module. Only real games live here; the small test
// game the platform is tested with lives in test/.
import type { AnyGame } from '../engine/types';
import { fotmk } from './fotmk/index';
import { hall } from './hall/index';
import { dwarfs } from './dwarfs/index';

export const GAMES: Record<string, AnyGame> = {
  [fotmk.id]: fotmk,
  [hall.id]: hall,
  [dwarfs.id]: dwarfs,
};
