// The compiled content the rules read (data.ts `compile`).
import { compile } from './data';
import { BOARDS, GREAT_HALLS, HORDE_TROLLS, STARTING_TROLLS, TUNNEL_STACKS, WORKSHOPS, WORKSHOP_TILES } from './content/index';
import { SPELLS } from './content/spells';

export const D = compile({
  boards: BOARDS,
  stacks: TUNNEL_STACKS,
  halls: GREAT_HALLS,
  horde: HORDE_TROLLS,
  starting: STARTING_TROLLS,
  workshops: WORKSHOPS,
  workshopTiles: WORKSHOP_TILES,
  spells: SPELLS,
});
