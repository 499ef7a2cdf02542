// Shapes of the game's static content. Everything in content/ is plain data, so that real
// component values could be dropped in without touching the rules code (rules README).

/** The seven clans, in clockwise order around the volcano, which is also the Clan board's top-to-bottom order. */
export const CLANS = ['moss', 'ice', 'moon', 'granite', 'hammer', 'mud', 'fire'] as const;
export type ClanName = (typeof CLANS)[number];

export interface CavernDef {
  id: string;
  domain: ClanName;
  x: number;
  y: number;
}

export interface SwarmPointDef {
  domain: ClanName;
  x: number;
  y: number;
  /** The gate caverns this swarm point's gates lead into (1 or 2). */
  gates: string[];
}

export interface LairSpaceDef {
  id: string;
  /** Lair spaces come in pairs marked with the same glyph. */
  glyph: string;
  x: number;
  y: number;
  adjacent: string[];
}

export interface GreatHallDef {
  id: string;
  x: number;
  y: number;
  /** Caverns touching this Great Hall (their control decides it at game end). */
  touches: string[];
}

export interface MapSide {
  id: 'small' | 'large';
  minPlayers: number;
  maxPlayers: number;
  /** Not a cavern and never entered; drawn only. */
  volcano: { x: number; y: number; r: number };
  caverns: CavernDef[];
  /** Undirected links between caverns. Lair links are listed on the lairs themselves. */
  adjacency: [string, string][];
  swarmPoints: SwarmPointDef[];
  lairs: LairSpaceDef[];
  greatHalls: GreatHallDef[];
}

/** Ancestry symbol kinds. Action kinds are the four an action can be taken with. */
export type SymbolKind = 'advance' | 'bolster' | 'influence' | 'gnome' | 'wild' | 'supply' | 'elder' | 'blank';
export type ActionKind = 'advance' | 'bolster' | 'influence' | 'gnome';
export const ACTION_KINDS: readonly ActionKind[] = ['advance', 'bolster', 'influence', 'gnome'];

/**
 * One cell code: 'A' advance, 'B' bolster, 'I' influence, 'G' gnome, 'W' wild, 'S' supply, 'E' elder,
 * '-' blank; a digit after an action letter makes it a strong symbol of that power ('A2', 'I3').
 */
export type CellCode = string;

export interface AncestryCardDef {
  id: number;
  /** Row-major cells: 2x2 for ancestry cards ([top-left, top-right, bottom-left, bottom-right]). */
  cells: CellCode[];
}

export interface StartingCardDef {
  id: number;
  /** Row-major 3 wide x 2 high. */
  cells: CellCode[];
}

/** What a champion does; the engine switches on `kind`. Numbers are the kind's parameter. */
export type AbilityDef =
  // The pawn counts as `n` Trolls when its cavern battles gnomes.
  | { kind: 'brute'; n: number }
  // Invading gnomes treat the pawn's cavern as holding `n` more Trolls.
  | { kind: 'ward'; n: number }
  // The pawn may pass through any cavern that is not overrun when it advances.
  | { kind: 'pathfinder' }
  // Gain `n` Honour whenever the pawn falls.
  | { kind: 'martyr'; n: number }
  // You may Bolster in the pawn's cavern whenever you control it.
  | { kind: 'warden' }
  // The pawn counts as two Trolls for control.
  | { kind: 'heavy' }
  // The pawn may join any Advance without counting against its power.
  | { kind: 'rally' }
  // After an Advance that moved the pawn, peek at a gnome next to it.
  | { kind: 'scout' }
  // End of wave: `n` Honour if you control the pawn's cavern.
  | { kind: 'herald'; n: number }
  // Only the ancestry symbols on the card.
  | { kind: 'symbols' }
  // +n power to your actions of one type.
  | { kind: 'plus'; action: ActionKind; n: number }
  // Claws: free uses on your turn, one claw each.
  | { kind: 'claw-desperation' }
  | { kind: 'claw-peek' }
  | { kind: 'claw-extra-action' }
  | { kind: 'claw-surge'; n: number }
  | { kind: 'claw-stand-fast' }
  // Passive benefits.
  | { kind: 'breach-honour'; n: number }
  | { kind: 'defeat-bonus'; n: number }
  | { kind: 'seize-honour'; n: number }
  | { kind: 'first-influence-plus' }
  | { kind: 'repel-safe' }
  // End of wave.
  | { kind: 'eow-domain'; n: number }
  | { kind: 'eow-hunter'; max: number }
  | { kind: 'eow-reserve'; per: number }
  // Instant, on being won.
  | { kind: 'instant-bolster'; n: number }
  | { kind: 'instant-cull' }
  | { kind: 'instant-honour-domains' }
  | { kind: 'instant-votes-majority' }
  | { kind: 'instant-honour-champions'; per: number }
  | { kind: 'instant-honour-elders' }
  // Wave III starburst tiles, placed into an empty Great Hall.
  | { kind: 'hall-banner' }
  | { kind: 'hall-seal' }
  | { kind: 'hall-tiebreak' }
  | { kind: 'hall-double'; n: number }
  | { kind: 'hall-watch'; per: number };

export type AbilityKind = AbilityDef['kind'];

export interface ChampionDef {
  id: number;
  name: string;
  /** 0: starting deck; 1: the I/II deck; 3: the wave III deck. */
  deck: 0 | 1 | 3;
  /** A clan, or 'outsider' (its votes are wild: the winner applies them to any one clan). */
  clan: ClanName | 'outsider';
  votes: number;
  /** Yellow lines on the influence track: a line at k lies between spaces k and k+1. */
  yellowLines: number[];
  /** Letter code: a pawn tile (decks 0 and I/II) or a starburst tile (wave III). */
  letter?: string;
  claws: number;
  instant: boolean;
  endOfWave: boolean;
  /** Ancestry symbols printed on the card (cell codes). */
  symbols: CellCode[];
  ability: AbilityDef;
  text: string;
}

export interface WheelSpaceDef {
  effect: 'bolster' | 'influence' | 'honour' | 'move-trolls';
  star?: boolean;
}

export interface GnomeWheelDef {
  spaces: WheelSpaceDef[];
  /** A tripwire lies between space `after` and the next space clockwise. */
  tripwires: { after: number; kind: 'boost' | 'breach' }[];
  /** Honour boost values; index 0 is the starred spot every disc starts on. */
  boostTrack: number[];
}

export interface VoteTileDef {
  id: number;
  first: number;
  second: number;
  third: number;
}
