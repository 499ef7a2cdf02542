// The autumn side, for 3 players (and 2, the default there): original layout, the printed board did not survive.
// 17 x 17 cells; a round mountain around a plus-shaped heart, with the square's full symmetry so that every
// start point stands in the same terrain (F/Player Setup C). Four points marked 3 face the heart straight on:
// three players choose 3 of the 4; two players take any two (F: matching-numbered points).
// Features: 20 statue spots (8 of them on rubble), 12 workshop sites (more than the 7 workshops three players
// reveal), a rubble band across each approach, buried resources.
import type { BoardSideDef } from './types';

export const AUTUMN: BoardSideDef = {
  id: 'autumn',
  players: [2, 3],
  tiers: [
    '......00000......',
    '....000000000....',
    '...00011111000...',
    '..0011122211100..',
    '.001122222221100.',
    '.001223333322100.',
    '00112334443321100',
    '00122344H44322100',
    '0012234HHH4322100',
    '00122344H44322100',
    '00112334443321100',
    '.001223333322100.',
    '.001122222221100.',
    '..0011122211100..',
    '...00011111000...',
    '....000000000....',
    '......00000......',
  ],
  features: [
    '........3........',
    '.......a.a.......',
    '......R...R......',
    '...S.WbrrrbW.S...',
    '.....r.S.S.r.....',
    '...Wre.rcr.erW...',
    '..Rb..WDrDW..bR..',
    '.a.rSrD...DrSr.a.',
    '3..r.cr...rc.r..3',
    '.a.rSrD...DrSr.a.',
    '..Rb..WDrDW..bR..',
    '...Wre.rcr.erW...',
    '.....r.S.S.r.....',
    '...S.WbrrrbW.S...',
    '......R...R......',
    '.......a.a.......',
    '........3........',
  ],
  buried: {
    a: { coin: 2 },
    b: { iron: 2 },
    c: { heartstone: 1 },
    D: { rune: 1, cart: 1 },
    e: { stone: 2 },
  },
  buriedOnRubble: 'D',
  startLabels: { '3': [3] },
};
