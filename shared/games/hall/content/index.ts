// Static content of In the Hall of the Mountain King, as plain data (the rules and the client draw from it).
export * from './types';
export * from './components';
export * from './geometry';
export { TUNNEL_STACKS, TUNNEL_BY_ID, TUNNEL_ORIENTATIONS, tunnelSize } from './tunnels';
export type { TunnelStackId } from './tunnels';
export { GREAT_HALLS, HALL_BY_ID, HALL_ORIENTATIONS } from './halls';
export type { GreatHallId } from './halls';
export { BOARDS, BOARD_SIDES, resolveBoard, sideFor, startPointsFor, cellsAt, cellName } from './board';
export { HORDE_TROLLS, STARTING_TROLLS } from './trolls';
export { WORKSHOPS, WORKSHOP_BY_KIND, WORKSHOP_TILES } from './workshops';
export { SPELLS } from './spells';
export type { SpellId } from './spells';
