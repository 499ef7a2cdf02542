// FotMK board model: names, colours and the legal moves grouped by what they point at.
// The board knows no rules: every target comes from `table.legal`; this file only sorts them.
import type { FotmkMove, FotmkView } from '../../../shared/games/fotmk';
import type { Task } from '../../../shared/games/fotmk/state';
import { ANCESTRY_CARDS, BOARDS, CHAMPIONS, CLANS, GNOME_WHEEL, STARTING_CARDS, type Board, type ClanName } from '../../../shared/games/fotmk/content';
import type { SeatInfo, TableView } from '../../../shared/protocol';
import { fillOf, inkOf } from '../../components/SeatMark';

export type Move = FotmkMove;
export type View = FotmkView;
export type { Task };
export { ANCESTRY_CARDS, BOARDS, CHAMPIONS, CLANS, GNOME_WHEEL, STARTING_CARDS };
export type { Board, ClanName };

/** Several legal moves on one target (a cavern, a card): the board asks which, under this title. */
export interface Choice {
  title: string;
  moves: Move[];
  /** The cavern or Ancestry slot tapped to open it: a second tap there closes it. */
  from?: string;
}

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
  A: { name: 'Advance', color: '#c0392b', help: 'Advance: move up to that many of your Trolls into one cavern (a battle if gnomes are there)' },
  B: { name: 'Bolster', color: '#2e8b57', help: 'Bolster: add up to that many Trolls from your supply to one cavern you dominate or a lair' },
  I: { name: 'Influence', color: '#7b4fb8', help: 'Influence: put that much Influence on one champion in the display' },
  G: { name: 'Gnome', color: '#c98a0c', help: 'Gnome: move the wheel pawn up to that many spaces (peek, tripwires, then its space’s effect)' },
  W: { name: 'Wild', color: '#1b8a8a', help: 'Wild: counts as any weak symbol (Advance, Bolster, Influence or Gnome) and joins any cluster; at the start of a wave two Wilds may be covered for one more Supply' },
  S: { name: 'Supply', color: '#8a6a48', help: 'Supply: one more turn each wave. It can never be covered' },
  E: { name: 'Elder', color: '#57534e', help: 'Elder: never covered and never built over; scores Honour at the end of the game (more Elders, more Honour)' },
  '-': { name: 'Blank', color: '#d6d3d1', help: 'Blank space: nothing to cover' },
};
export const ACTION_LETTER: Record<string, string> = { advance: 'A', bolster: 'B', influence: 'I', gnome: 'G' };
export const symbolPower = (code: string): number => (code.length > 1 ? Number(code.slice(1)) : 1);
/** What a symbol does, in words: the tooltip of every symbol on the table and in the how-to page. */
export function symbolTitle(code: string): string {
  const k = code[0] ?? '-';
  const s = SYMBOL[k];
  if (!s) return code;
  const p = symbolPower(code);
  if (!'ABIG'.includes(k)) return `${s.help}.`;
  if (p > 1) return `Strong ${s.name} ${p}: covered alone or in a cluster of touching ${s.name} symbols, it adds ${p} power to a Strong ${s.name}. ${s.help}. A strong symbol cannot pay for a Weak action.`;
  return `Weak ${s.name} (power 1): cover it alone for a Weak ${s.name} (+1 per Desperation token spent), or with touching ${s.name} symbols for a Strong one. ${s.help}.`;
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
    return b.nodeName[n] ?? 'a lair';
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

/** "Ann’s", and "Your" for the viewer (names[] says "You" for the viewer). */
export const possessive = (name: string): string => (name === 'You' ? 'Your' : `${name}’s`);

export const champName = (id: number): string => CHAMPIONS[id]?.name ?? `Champion #${id}`;

/** Card faces: [tl, tr, bl, br] for ancestry cards; 3x2 for starting cards (ids stored as -1 - id). */
export function cardCells(id: number): { w: number; h: number; cells: string[] } {
  if (id < 0) return { w: 3, h: 2, cells: STARTING_CARDS[-1 - id]?.cells ?? [] };
  return { w: 2, h: 2, cells: ANCESTRY_CARDS[id]?.cells ?? [] };
}
export function cardTitle(id: number): string {
  const { cells } = cardCells(id);
  return `Ancestry card: ${cells.map((c) => (c === '-' ? 'blank' : `${c.length > 1 ? 'strong ' : ''}${SYMBOL[c[0] ?? '-']?.name ?? c}${c.length > 1 ? ` ${c.slice(1)}` : ''}`)).join(', ')}`;
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
