// General, gnome, player and lair setup (rulebook: Setup). The seed is the only randomness.
import { seedRng, drawInt, shuffleInPlace, type Rng } from '../../engine/rng';
import { BOARDS, sideFor } from './content/boards';
import { CHAMPIONS } from './content/champions';
import { COUNTS, GNOME_STRENGTHS, GREAT_HALL_TOKENS } from './content/components';
import { emptyPlane, layStartingCard } from './grid';
import type { Player, State } from './state';
import { SCORE_CATS } from './state';

function range(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(i);
  return out;
}
function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
}

export function setupState(seed: string, players: number): State {
  const rng: Rng = seedRng(seed);
  const side = sideFor(players);
  const b = BOARDS[side];
  const halls = shuffleInPlace(rng, GREAT_HALL_TOKENS.slice()).slice(0, b.hallTouches.length);
  const voteTile = shuffleInPlace(rng, range(7));
  const decks = [0, 1, 3].map((d) => shuffleInPlace(rng, CHAMPIONS.filter((c) => c.deck === d).map((c) => c.id)));
  const deck12 = decks[1] ?? [];
  const display = deck12.splice(0, COUNTS.display(players)).map((id) => ({ id, inf: [], touched: false }));
  const nodes = range(b.nodes).map(() => ({ t: zeros(players), g: [] as number[], p: [] as number[] }));

  // Gnome setup: one gnome (unseen) per gate card drawn, one more than the players; then the swarm.
  const gnomeSupply = range(GNOME_STRENGTHS.length);
  const gates = shuffleInPlace(rng, range(7));
  for (const d of gates.slice(0, COUNTS.setupGnomes(players))) {
    const gs = b.gates[d] ?? [];
    const cav = gs[drawInt(rng, gs.length)] ?? 0;
    const gi = drawInt(rng, gnomeSupply.length);
    const [gnome] = gnomeSupply.splice(gi, 1);
    nodes[cav]?.g.push(gnome ?? 0);
  }
  const swarm = gates[COUNTS.setupGnomes(players)] ?? 0;
  const row = shuffleInPlace(rng, range(7));
  const gateRow = row.splice(0, COUNTS.invasionCards(players));

  const starts = shuffleInPlace(rng, range(5));
  const deck0 = decks[0] ?? [];
  const p: Player[] = range(players).map((seat) => {
    const cells = emptyPlane();
    const start = starts[seat] ?? 0;
    layStartingCard(cells, start);
    return {
      cells,
      cubes: zeros(cells.length),
      cards: [[-1 - start, 5, 5]],
      supply: 0,
      desperation: 0,
      honour: 0,
      score: SCORE_CATS.map(() => 0),
      reserve: COUNTS.trollsPerPlayer,
      lairs: [],
      champions: [],
      champCubes: [],
      claws: [],
      boost: 0,
      hand: [],
      pick: -1,
      placed: false,
      startChoices: deck0.splice(0, 2),
      discarded: -1,
    };
  });
  const startPlayer = drawInt(rng, players);
  return {
    players,
    side,
    rng,
    wave: 1,
    startPlayer,
    turn: -1,
    tasks: [{ k: 'startChampions' }],
    nodes,
    pawnAt: CHAMPIONS.map(() => -1),
    owner: CHAMPIONS.map(() => -1),
    gnomeStr: GNOME_STRENGTHS.slice(),
    gnomeSeen: GNOME_STRENGTHS.map(() => 0),
    gnomeSupply,
    gnomeWheel: [],
    gateDeck: row,
    gateRow,
    gateOpen: gateRow.map(() => false),
    gatePeek: gateRow.map(() => 0),
    swarm,
    wheel: 0,
    decks,
    display,
    clans: range(7).map(() => []),
    voteTile,
    hallValue: halls,
    hallTile: halls.map(() => -1),
    ancDeck: shuffleInPlace(rng, range(72)),
    ancDiscard: [],
    stamp: 0,
    p,
    undo: null,
    over: false,
  };
}
