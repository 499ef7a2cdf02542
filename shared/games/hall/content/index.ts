// Static content of In the Hall of the Mountain King, as plain data (the rules and the client draw from it).
export * from './types';
