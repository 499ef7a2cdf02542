// Static content of Fall of the Mountain King, as plain data (the client draws from it).
export * from './types';
export * from './components';
export { ANCESTRY_CARDS, STARTING_CARDS } from './ancestry';
export { CHAMPIONS } from './champions';
export { LARGE_MAP } from './map-large';
export { SMALL_MAP } from './map-small';
export { BOARDS, sideFor } from './boards';
export type { Board, BoardSide } from './boards';
