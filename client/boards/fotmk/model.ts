// FotMK board model: names, colours and the legal moves grouped by what they point at.
// The board knows no rules: every target comes from `table.legal`; this file only sorts them.
import type { FotmkMove, FotmkView } from '../../../shared/games/fotmk';
import type { Task } from '../../../shared/games/fotmk/state';
import { ANCESTRY_CARDS, BOARDS, CHAMPIONS, CLANS, GNOME_WHEEL, STARTING_CARDS, type Board, type ClanName } from '../../../shared/games/fotmk/content';
import type { SeatInfo, TableView } from '../../../shared/protocol';
import { fillOf, inkOf } from '../../components/SeatMark';
import { count } from '../../lib/words';

export type Move = FotmkMove;
export type View = FotmkView;
export type { Task };
export { ANCESTRY_CARDS, BOARDS, CHAMPIONS, CLANS, GNOME_WHEEL, STARTING_CARDS };
export type { Board, ClanName };

export const CLAN_STYLE: Record<ClanName, { fill: string; soft: string; ink: string; label: string }> = {
  moss: { fill: '#5f8a2e', soft: '#e4edcf', ink: '#3f5e1c', label: 'Moss' },
  ice: { fill: '#3d97c9', soft: '#d9edf8', ink: '#1f6690', label: 'Ice' },
  moon: { fill: '#7d6fc0', soft: '#e6e1f6', ink: '#51449a', label: 'Moon' },
  granite: { fill: '#6f7884', soft: '#e3e6ea', ink: '#46505b', label: 'Granite' },
  hammer: { fill: '#b2682a', soft: '#f3e0cc', ink: '#844714', label: 'Hammer' },
  mud: { fill: '#8a6a48', soft: '#ebdfd0', ink: '#5e4529', label: 'Mud' },
  fire: { fill: '#d14a24', soft: '#f9dbd0', ink: '#9c2e10', label: 'Fire' },
};
export const clanStyle = (clan: number | string) => CLAN_STYLE[(typeof clan === 'number' ? CLANS[clan] : clan) as ClanName] ?? { fill: '#999', soft: '#eee', ink: '#444', label: 'Outsider' };
export const clanLabel = (clan: number | string): string => (clan === 'outsider' ? 'Outsider' : clanStyle(clan).label);

export const SYMBOL: Record<string, { name: string; color: string; help: string }> = {
  A: { name: 'Advance', color: '#c0392b', help: 'Advance: move your Trolls into one cavern' },
  B: { name: 'Bolster', color: '#2e8b57', help: 'Bolster: add Trolls from your supply to a dominated cavern' },
  I: { name: 'Influence', color: '#7b4fb8', help: 'Influence: gain influence with a champion' },
  G: { name: 'Gnome', color: '#c98a0c', help: 'Gnome: move the wheel pawn (scout, tripwires, effect)' },
  W: { name: 'Wild', color: '#1b8a8a', help: 'Wild: any weak action; a pair gives a Supply' },
  S: { name: 'Supply', color: '#8a6a48', help: 'Supply: one more turn this wave (cannot be covered)' },
  E: { name: 'Elder', color: '#57534e', help: 'Elder: never built over; scores at game end' },
  '-': { name: 'Blank', color: '#d6d3d1', help: 'Blank space' },
};
export const ACTION_LETTER: Record<string, string> = { advance: 'A', bolster: 'B', influence: 'I', gnome: 'G' };
export const symbolPower = (code: string): number => (code.length > 1 ? Number(code.slice(1)) : 1);
export function symbolTitle(code: string): string {
  const s = SYMBOL[code[0] ?? '-'];
  if (!s) return code;
  const p = symbolPower(code);
  return p > 1 ? `Strong ${s.name} (power ${p}). ${s.help}` : `${s.help}.`;
}

export const WHEEL_EFFECT: Record<string, { short: string; name: string }> = {
  bolster: { short: 'B', name: 'Bolster at X power' },
  influence: { short: 'I', name: 'Influence at X power' },
  honour: { short: 'H', name: 'Gain X Honour plus your boost' },
  'move-trolls': { short: 'M', name: 'Move up to X Trolls out of one cavern' },
};

export const SCORE_LABEL: Record<string, string> = {
  gnomes: 'Gnomes defeated',
  fallen: 'Fallen Trolls',
  domains: 'Domains',
  wheel: 'Gnome wheel',
  contenders: 'Contender rewards',
  champions: 'Champion abilities',
  halls: 'Great Halls',
  elders: 'Elders',
  votes: 'Clan votes',
};

export const boardOf = (v: View): Board => BOARDS[v.side];

/** "moss-2" -> "Moss 2"; lairs by their glyph. */
export function nodeName(b: Board, n: number): string {
  const id = b.nodeId[n] ?? `#${n}`;
  if (n >= b.caverns) {
    const l = b.side.lairs[n - b.caverns];
    return `Lair (${l?.glyph ?? '?'})`;
  }
  const [clan, k] = id.split('-');
  return `${clanLabel(clan ?? '')} ${k ?? ''}`.trim();
}

export interface Seats {
  name(seat: number): string;
  fill(seat: number): string;
  ink(seat: number): string;
  info(seat: number): SeatInfo | undefined;
}
export function seatsOf(t: TableView): Seats {
  return {
    name: (s) => (s === t.you.seat ? 'You' : (t.seats[s]?.name ?? `Seat ${s + 1}`)),
    fill: (s) => fillOf(t.seats[s]?.color),
    ink: (s) => inkOf(t.seats[s]?.color),
    info: (s) => t.seats[s],
  };
}

export const champName = (id: number): string => CHAMPIONS[id]?.name ?? `Champion #${id}`;

/** Card faces: [tl, tr, bl, br] for ancestry cards; 3x2 for starting cards (ids stored as -1 - id). */
export function cardCells(id: number): { w: number; h: number; cells: string[] } {
  if (id < 0) return { w: 3, h: 2, cells: STARTING_CARDS[-1 - id]?.cells ?? [] };
  return { w: 2, h: 2, cells: ANCESTRY_CARDS[id]?.cells ?? [] };
}
export function cardTitle(id: number): string {
  const { cells } = cardCells(id);
  return `Ancestry card: ${cells.map((c) => (c === '-' ? 'blank' : `${SYMBOL[c[0] ?? '-']?.name ?? c}${c.length > 1 ? ` ${c.slice(1)}` : ''}`)).join(', ')}`;
}

// ---- moves sorted by target ------------------------------------------------------------------

export interface Targets {
  /** Moves naming a map node (destination, source, gnome...). */
  nodes: Map<number, Move[]>;
  slots: Map<number, Move[]>;
  display: Map<number, Move>;
  gates: Map<number, Move>;
  hand: Map<number, Move>;
  start: Map<number, Move>;
  place: Map<string, Move>;
  wheel: Map<number, Move>;
  swarm: Map<number, Move>;
  halls: Map<number, Move>;
  /** Lair space node -> the pair move that claims it. */
  lairs: Map<number, Move>;
  /** Everything else: buttons in the action bar. */
  buttons: Move[];
}

function add<K>(m: Map<K, Move[]>, k: K, mv: Move) {
  const l = m.get(k);
  if (l) l.push(mv);
  else m.set(k, [mv]);
}

export function sortTargets(moves: Move[], v: View): Targets {
  const t: Targets = {
    nodes: new Map(),
    slots: new Map(),
    display: new Map(),
    gates: new Map(),
    hand: new Map(),
    start: new Map(),
    place: new Map(),
    wheel: new Map(),
    swarm: new Map(),
    halls: new Map(),
    lairs: new Map(),
    buttons: [],
  };
  const b = boardOf(v);
  for (const m of moves) {
    switch (m.type) {
      case 'advanceTo':
      case 'bolsterAt':
      case 'lairTroll':
      case 'placePawn':
      case 'repelLair':
      case 'moveTrollsFrom':
      case 'gnomeTarget':
      case 'pawnLair':
      case 'advanceFrom':
      case 'bolsterPull':
      case 'peekGnome':
      case 'cull':
        add(t.nodes, m.node, m);
        break;
      case 'moveTroll':
        add(t.nodes, m.to, m);
        break;
      case 'weak':
      case 'select':
        add(t.slots, m.slot, m);
        break;
      case 'influence':
        t.display.set(m.slot, m);
        break;
      case 'peekGate':
        t.gates.set(m.slot, m);
        break;
      case 'pickCard':
      case 'discardCard':
        t.hand.set(m.card, m);
        break;
      case 'keepChampion':
        t.start.set(m.champion, m);
        break;
      case 'placeCard':
        t.place.set(`${m.x},${m.y}`, m);
        break;
      case 'wheelMove':
        t.wheel.set((v.wheel.position + m.steps) % GNOME_WHEEL.spaces.length, m);
        break;
      case 'swarmMove':
        t.swarm.set(m.domain, m);
        break;
      case 'placeStarburst':
        t.halls.set(m.hall, m);
        break;
      case 'chooseLairs':
        for (const n of b.lairPairs[m.pair] ?? []) t.lairs.set(n, m);
        break;
      default:
        t.buttons.push(m);
    }
  }
  return t;
}

// ---- words -----------------------------------------------------------------------------------

/**
 * Why a cavern is not a choice in the current step (the rule in words), keyed by the kind of move
 * the step's targets are. Shown when a player points at or focuses a cavern that is not lit.
 */
export const WHY_NOT_HERE: Partial<Record<Move['type'], string>> = {
  chooseLairs: 'Not a free lair space: choose a dashed lair space, and its twin with the same glyph comes with it.',
  advanceTo: 'Not reachable: your units pass only through caverns you held when the Advance began, and rivals’ lairs are closed.',
  advanceFrom: 'No unit of yours here can reach the destination, or the action’s power is used up.',
  bolsterAt: 'Bolster only in a cavern where only your Trolls stand, or in one of your lairs.',
  bolsterPull: 'No unit of yours here to bring.',
  lairTroll: 'Place this Troll in a gnome-free cavern next to that lair.',
  placePawn: 'The pawn goes where you may place it: with a Troll you just placed (setup), or in a cavern you dominate or a lair of yours (a champion won).',
  repelLair: 'Repelled Trolls return to one of your own lairs.',
  moveTrollsFrom: 'Choose a cavern with Trolls in it.',
  moveTroll: 'A Troll moves out to a next-door gnome-free cavern, never into a lair that is not its own.',
  gnomeTarget: 'The gnome only goes to one of the equally easiest (fewest Trolls), equally near caverns.',
  pawnLair: 'A fallen champion jumps to one of your own lairs.',
  peekGnome: 'No gnome here you may peek at (one you have not seen, next to the champion if a champion peeks).',
  cull: 'No gnome here to remove.',
};

/** The reason a cavern is not lit now, or '' when it is a choice or nothing on the map is asked. */
export function whyNotHere(targets: Targets, n: number): string {
  if (targets.nodes.has(n) || targets.lairs.has(n)) return '';
  const first = [...targets.nodes.values()][0]?.[0] ?? [...targets.lairs.values()][0];
  return first ? (WHY_NOT_HERE[first.type] ?? 'Not a choice in this step.') : '';
}

export function moveWords(m: Move, v: View, seats: Seats): string {
  const b = boardOf(v);
  const nn = (n: number) => nodeName(b, n);
  switch (m.type) {
    case 'keepChampion':
      return `Keep ${champName(m.champion)}`;
    case 'chooseLairs':
      return `Lairs at ${(b.lairPairs[m.pair] ?? []).map(nn).join(' and ')} (${b.side.lairs[(b.lairPairs[m.pair]?.[0] ?? 0) - b.caverns]?.glyph ?? ''})`;
    case 'lairTroll':
      return `Place a Troll in ${nn(m.node)}`;
    case 'placePawn':
      return `Put the champion pawn in ${nn(m.node)}`;
    case 'pickCard':
      return `Pick card: ${cardTitle(m.card).replace('Ancestry card: ', '')}`;
    case 'placeCard':
      return `Place the card at column ${m.x + 1}, row ${m.y + 1}`;
    case 'discardCard':
      return `Discard card: ${cardTitle(m.card).replace('Ancestry card: ', '')}`;
    case 'coverWilds':
      return `Cover the Wilds on ${slotWords(m.a)} and ${slotWords(m.b)}: +1 Supply`;
    case 'suppliesDone':
      return 'Keep my Supplies as they are';
    case 'weak':
      return `Weak ${m.as}${m.desperation ? ` +${m.desperation} Desperation` : ''} (power ${1 + m.desperation}) on ${slotWords(m.slot)}`;
    case 'strong':
      return `Strong ${m.as}`;
    case 'select':
      return `Add ${slotWords(m.slot)} to the cluster`;
    case 'confirmStrong':
      return `Confirm the Strong action${m.boost ? ` (+${m.boost} Supply boost)` : ''}${m.surge ? ' with surge' : ''}`;
    case 'claw':
      return `Use ${champName(m.champion)}'s claw`;
    case 'endTurn':
      return 'End my turn';
    case 'cancel':
      return 'Go back';
    case 'skipAction':
      return 'Leave this action unused';
    case 'advanceTo':
      return `Advance into ${nn(m.node)}`;
    case 'advanceFrom':
      return m.pawn >= 0 ? `Move ${champName(m.pawn)} from ${nn(m.node)}` : `Move a Troll from ${nn(m.node)}`;
    case 'advanceDone':
      return 'Done moving';
    case 'repelLair':
      return `Fall back to ${nn(m.node)}`;
    case 'bolsterAt':
      return `Bolster ${nn(m.node)}`;
    case 'bolsterAdd':
      return `Add ${m.count} Troll${m.count === 1 ? '' : 's'}`;
    case 'bolsterPull':
      return m.pawn >= 0 ? `Bring ${champName(m.pawn)} from ${nn(m.node)}` : `Bring a Troll from ${nn(m.node)}`;
    case 'bolsterDone':
      return 'Done bolstering';
    case 'influence':
      return `Influence ${champName(v.display[m.slot]?.champion ?? -1)}`;
    case 'wheelMove':
      return `Move the wheel pawn ${m.steps} space${m.steps === 1 ? '' : 's'}`;
    case 'peekGate':
      return `Peek at gate card ${m.slot + 1}`;
    case 'peekGnome':
      return `Peek at ${v.nodes[m.node]?.gnomes.length === 1 ? 'the gnome' : `gnome ${m.index + 1}`} in ${nn(m.node)}`;
    case 'scoutDone':
      return 'Done scouting';
    case 'moveTrollsFrom':
      return `Move Trolls out of ${nn(m.node)}`;
    case 'moveTroll':
      return `Move ${m.pawn >= 0 ? champName(m.pawn) : `a Troll of ${seats.name(m.owner)}`} to ${nn(m.to)}`;
    case 'moveTrollsDone':
      return 'Done moving Trolls';
    case 'swarmMove':
      return `Swarm to the ${clanLabel(m.domain)} swarm point`;
    case 'gnomeTarget':
      return `Send the gnome to ${nn(m.node)}`;
    case 'standFast':
      return m.use ? 'Stand fast (use the claw)' : 'Let the unit fall';
    case 'fallUnit':
      return m.pawn >= 0 ? `${champName(m.pawn)} falls` : 'A regular Troll falls';
    case 'pawnLair':
      return `Champion jumps to ${nn(m.node)}`;
    case 'outsiderClan':
      return `Wild Votes to the ${clanLabel(m.clan)} clan`;
    case 'contender':
      return m.reward === 'honour' ? 'Take the Honour' : `Take one ${clanLabel(m.clan)} Vote`;
    case 'placeStarburst':
      return `Starburst into Great Hall ${m.hall + 1}`;
    case 'cull':
      return `Remove a gnome from ${nn(m.node)}`;
  }
}

export function slotWords(slot: number): string {
  if (slot >= 1000) return `${champName((slot - 1000) >> 2)}'s symbol`;
  return `column ${(slot % 12) + 1}, row ${Math.floor(slot / 12) + 1}`;
}

/** Who decides now, and what, in words (names as {pN} placeholders for LogText). */
export function taskWords(v: View, t: TableView): string {
  const task = v.task;
  const me = t.you.seat;
  const who = (s: number) => (s === me ? 'You' : `{p${s}}`);
  const b = boardOf(v);
  if (v.over) return 'The game is over.';
  if (!task) return 'Waiting…';
  switch (task.k) {
    case 'startChampions':
      return 'Everyone keeps one of two starting champions.';
    case 'lair':
      if (task.step === 'pair') return `${who(task.seat)} ${task.seat === me ? 'choose' : 'chooses'} a pair of lair spaces.`;
      if (task.step === 'pawn') return `${who(task.seat)} ${task.seat === me ? 'put' : 'puts'} the starting champion's pawn with one of the new Trolls.`;
      return `${who(task.seat)} ${task.seat === me ? 'place' : 'places'} a Troll next to ${task.step === 'troll0' ? 'the first' : 'the second'} lair.`;
    case 'draft':
      return `Build your Ancestry: everyone adds a card (card ${task.round} of 3).`;
    case 'supplies':
      return `${who(task.seat)} may cover two Wilds for one more Supply.`;
    case 'battle':
    case 'turn':
      return `${who(v.turn)}${v.turn === me ? 'r' : "'s"} turn: two Weak actions or one Strong action.`;
    case 'strongSel':
      return `${who(task.seat)} ${task.seat === me ? 'choose' : 'chooses'} the symbols of a Strong ${task.action}.`;
    case 'advance':
      return task.dest < 0
        ? `${who(task.seat)} ${task.seat === me ? 'advance' : 'advances'} (power ${task.power}): choosing the destination.`
        : `${who(task.seat)} ${task.seat === me ? 'move' : 'moves'} Trolls into ${nodeName(b, task.dest)} (${task.moved} of ${task.power}).`;
    case 'battleGnomes':
      return task.step === 'repel' ? `${who(task.seat)} ${task.seat === me ? 'were' : 'was'} repelled from ${nodeName(b, task.node)}: choosing a lair to fall back to.` : `Battle in ${nodeName(b, task.node)}.`;
    case 'bolster':
      return task.step === 'where'
        ? `${who(task.seat)} ${task.seat === me ? 'bolster' : 'bolsters'} (power ${task.power}): choosing a dominated cavern.`
        : task.step === 'count'
          ? `${who(task.seat)} ${task.seat === me ? 'choose' : 'chooses'} how many Trolls to add to ${nodeName(b, task.node)}.`
          : `${who(task.seat)} may bring units from the map to ${nodeName(b, task.node)}.`;
    case 'influence':
      return `${who(task.seat)} ${task.seat === me ? 'influence' : 'influences'} a champion (power ${task.power}).`;
    case 'gnome':
      return `${who(task.seat)} ${task.seat === me ? 'move' : 'moves'} the wheel pawn (up to ${count(Math.min(task.power, 12), 'space')}).`;
    case 'scout':
      return `${who(task.seat)} ${task.seat === me ? 'scout' : 'scouts'}: a peek at a gate card and at a gnome.`;
    case 'moveTrolls':
      return task.from < 0 ? `${who(task.seat)} ${task.seat === me ? 'choose' : 'chooses'} a cavern to move Trolls out of (up to ${task.power}).` : `${who(task.seat)} ${task.seat === me ? 'move' : 'moves'} Trolls out of ${nodeName(b, task.from)} (${task.moved} of ${task.power}).`;
    case 'breach':
      return `Breach! ${who(task.seat)} may move the swarm up to two swarm points.`;
    case 'invade':
      return `${task.mode === 'breach' ? 'Breach' : 'Invasion'} at the ${clanLabel(v.swarm)} swarm point: ${who(task.decider)} ${task.decider === me ? 'choose' : 'chooses'} where the gnome goes (${task.mode === 'breach' ? 'active player' : 'Vote leader'}).`;
    case 'fall':
      return task.step === 'stand'
        ? `${who(task.owner)} may let a Troll stand fast in ${nodeName(b, task.node)}.`
        : task.step === 'unit'
          ? `${who(task.owner)} ${task.owner === me ? 'choose' : 'chooses'} which unit falls in ${nodeName(b, task.node)}.`
          : `${who(task.owner)} ${task.owner === me ? 'choose' : 'chooses'} the lair the fallen champion jumps to.`;
    case 'waveEnd':
      return `End of Wave ${roman(v.wave)}.`;
    case 'award': {
      const c = champName(v.display[task.idx]?.champion ?? -1);
      const seat = task.step === 'contenders' ? (task.order[task.ci] ?? -1) : (task.order[0] ?? -1);
      if (task.step === 'victor') return `${who(seat)} won ${c}: choosing the clan for the wild Votes.`;
      if (task.step === 'contenders') return `${who(seat)} ${seat === me ? 'choose' : 'chooses'} a contender reward for ${c}.`;
      if (task.step === 'take') return `${who(seat)} ${seat === me ? 'place' : 'places'} ${c}.`;
      return `Awarding ${c}.`;
    }
    case 'cull':
      return `${who(task.seat)} ${task.seat === me ? 'remove' : 'removes'} a gnome from the map.`;
    default:
      return '';
  }
}

export const roman = (n: number): string => ['I', 'II', 'III'][n - 1] ?? String(n);

/** Cavern status from one seat's view (rulebook: Some Definitions). Display only. */
export function cavernStatus(v: View, n: number, seat: number): string[] {
  const b = boardOf(v);
  const nd = v.nodes[n];
  if (!nd || seat < 0) return [];
  const out: string[] = [];
  const units = (s: number) => (nd.trolls[s] ?? 0) + nd.pawns.filter((p) => p.seat === s).reduce((a, p) => a + (CHAMPIONS[p.champion]?.ability.kind === 'heavy' ? 2 : 1), 0);
  const mine = units(seat);
  if (nd.gnomes.length > 0) out.push('overrun');
  if (n >= b.caverns) {
    if (v.mats[seat]?.lairs.includes(n)) out.push('your lair: dominated');
    return out;
  }
  if (mine > 0) {
    const rivals = v.mats.map((_, s) => (s === seat ? 0 : units(s)));
    const best = Math.max(0, ...rivals);
    if (best === 0) out.push('dominated');
    else if (mine > best) out.push('controlled');
    else out.push('established');
  }
  return out;
}

/** Disc order on a track: value, then earliest arrival (bottom of a stack leads). */
export const ranked = <D extends { v: number; at: number }>(ds: readonly D[]): D[] => ds.filter((d) => d.v > 0).slice().sort((a, b) => b.v - a.v || a.at - b.at);
