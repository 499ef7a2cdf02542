// Static content of Dwar7s Fall, as plain data (the rules and the client draw from it).
export * from './types';
export * from './components';
export * from './kingdom';
export * from './goals';
export * from './decrees';
export * from './geometry';
export * from './names';
