// The winter side, for 4 or 5 players (and 2 by choice): original layout, the printed board did not survive.
// 19 x 19 cells; the mountain is round, its heart a plus of 5 cells. The layout has the square's full symmetry
// (quarter turns and mirrors about the heart), so every start point of one label stands in exactly the same
// terrain (F/Player Setup C: "carefully balanced"). Four points marked 4 face the heart straight on; eight
// marked 5 sit between them, so five players choose 5 of the 8.
// Features: 20 statue spots (7/7/6 with one statue over, D/Setup 8), 16 workshop sites (more than the 11
// workshops five players reveal), rubble bands before the inner tiers, buried resources richer inwards.
import type { BoardSideDef } from './types';

export const WINTER: BoardSideDef = {
  id: 'winter',
  players: [2, 4, 5],
  tiers: [
    '.......00000.......',
    '.....000000000.....',
    '...0000111110000...',
    '..000111111111000..',
    '..001112222211100..',
    '.00111222222211100.',
    '.00112233333221100.',
    '0011223344433221100',
    '001122344H443221100',
    '00112234HHH43221100',
    '001122344H443221100',
    '0011223344433221100',
    '.00112233333221100.',
    '.00111222222211100.',
    '..001112222211100..',
    '..000111111111000..',
    '...0000111110000...',
    '.....000000000.....',
    '.......00000.......',
  ],
  features: [
    '.........4.........',
    '.....5..c.c..5.....',
    '......Sr...rS......',
    '...e..r.bWb.r..e...',
    '....rDW.....WDr....',
    '.5..DS.Sr.rS.SD..5.',
    '..SrW.Wra.arW.WrS..',
    '..r..Srr...rrS..r..',
    '.c.b.ra.....ar.b.c.',
    '4..W...........W..4',
    '.c.b.ra.....ar.b.c.',
    '..r..Srr...rrS..r..',
    '..SrW.Wra.arW.WrS..',
    '.5..DS.Sr.rS.SD..5.',
    '....rDW.....WDr....',
    '...e..r.bWb.r..e...',
    '......Sr...rS......',
    '.....5..c.c..5.....',
    '.........4.........',
  ],
  buried: {
    a: { heartstone: 1 },
    b: { iron: 2 },
    c: { coin: 1, stone: 1 },
    D: { hammer: 1, rune: 1 },
    e: { stone: 1, cart: 1 },
  },
  buriedOnRubble: 'D',
  startLabels: { '4': [4], '5': [5] },
};
