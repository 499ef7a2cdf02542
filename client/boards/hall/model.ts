// Hall board model: the view as the engine's own state shape (so the board can ask the engine's pure
// geometry where a ghost tile may lie and why not), styles for resources and clans, and names.
// The board decides nothing: every move it sends is one of `table.legal`.
import type { HallMove, HallView } from '../../../shared/games/hall';
import type { State } from '../../../shared/games/hall/state';
import { D } from '../../../shared/games/hall/tables';
import { cardOf, STARTING_BASE } from '../../../shared/games/hall/data';
import { boardOf as boardOfState, cellsAt, digCtx, placements, rubbleIn, hallPlacements, netMask, type DigCtx } from '../../../shared/games/hall/geom';
import { owned } from '../../../shared/games/hall/pay';
import { digCost } from '../../../shared/games/hall/dig';
import { HAMMER } from '../../../shared/games/hall/symbols';
import { BOARDS, HALL_ORIENTATIONS, GREAT_HALLS, TUNNEL_ORIENTATIONS, TUNNEL_STACKS, shapeKey, transform, normalise } from '../../../shared/games/hall/content';
import type { Board, Cell2 } from '../../../shared/games/hall/content/types';
import type { TableView } from '../../../shared/protocol';
import { fillOf, inkOf } from '../../components/SeatMark';

export type Move = HallMove;
export type View = HallView;
export { D, cardOf, STARTING_BASE };

export const boardOf = (v: View): Board => BOARDS[v.side];

/** The view read as a State by the engine's pure geometry (it reads only public parts: board, banks, trollsmoots, turn). */
export function asState(v: View): State {
  return {
    players: v.players,
    teams: v.teams,
    side: v.side,
    b: v.b,
    banks: v.banks,
    p: v.p.map((p) => ({ sm: p.sm, held: p.held, recruited: p.recruited, deck: [], offer: [], hand: p.hand, unseen: p.unseen })),
    turn: v.turn,
    tasks: v.tasks,
    horde: v.horde,
    bag: v.bag,
    track: v.track,
    book: v.book,
    wsSupply: v.wsSupply,
    crowns: v.crowns,
    turnNo: v.turnNo,
    lastTurn: v.lastTurn,
    phase: v.phase,
    wsToPick: v.wsToPick,
    gateSeat: v.gateSeat,
    winners: v.winners,
    decks: [[], [], []],
    spellDeck: [],
    rng: [0, 0, 0, 0],
  } as State;
}

export const RES = [
  { id: 'stone', short: 'St', fill: '#a8a29e', ink: '#1c1917', help: 'Stone: a mineral. Pays for tunnels (all minerals of one dig are the same kind).' },
  { id: 'iron', short: 'Fe', fill: '#475569', ink: '#fff', help: 'Iron: a mineral. Tunnels paid in iron score more than stone.' },
  { id: 'heartstone', short: 'Hs', fill: '#dc2626', ink: '#fff', help: 'Heartstone: the richest mineral. Tunnels paid in heartstone score most.' },
  { id: 'coin', short: '¢', fill: '#eab308', ink: '#1c1917', help: 'Coin: bribes the trolls beneath the one you recruit.' },
  { id: 'cart', short: 'Ca', fill: '#92400e', ink: '#fff', help: 'Wild cart: moves a statue of any clan one tunnel on.' },
  { id: 'hammer', short: 'Hm', fill: '#292524', ink: '#fff', help: 'Hammer: clears one rubble cell under a new tunnel.' },
  { id: 'rune', short: 'Ru', fill: '#7c3aed', ink: '#fff', help: 'Rune: casts a spell from the spellbook.' },
] as const;

export const CLAN = [
  { name: 'Fire', fill: '#dc4a1f', soft: '#fde0d5', ink: '#9a2c0c' },
  { name: 'Ice', fill: '#2f9bd0', soft: '#d7eefa', ink: '#145f86' },
  { name: 'Moon', fill: '#7c6fd0', soft: '#e6e2f8', ink: '#4d3fa0' },
] as const;
/** Horde troll clans: mud, fire, ice, moon (content TROLL_CLANS order). */
export const TROLL_CLAN = [{ name: 'Mud', fill: '#8a6a48', soft: '#efe4d6', ink: '#5e4529' }, ...CLAN] as const;

export const TIER = [
  { name: 'dark grey', fill: '#4b5057' },
  { name: 'grey', fill: '#8c929a' },
  { name: 'brown', fill: '#9c6b45' },
  { name: 'orange', fill: '#e08a3a' },
  { name: 'yellow', fill: '#f0cd5a' },
] as const;

export const resWord = (r: number): string => RES[r]?.id ?? 'resource';
export function symWord(sym: number): string {
  if (sym >= 7) return `${CLAN[sym - 7]?.name ?? ''} cart`;
  if (sym === 4) return 'wild cart';
  return resWord(sym);
}
export function symHelp(sym: number): string {
  if (sym >= 7) return `${CLAN[sym - 7]?.name} cart: moves only ${CLAN[sym - 7]?.name} statues; it cannot be traded or spent on anything else.`;
  return RES[sym]?.help ?? '';
}
export const counts = (arr: number[]): string => arr.flatMap((n, r) => (n > 0 ? [`${n} ${resWord(r)}`] : [])).join(', ') || 'nothing';

export const hordeName = (slot: number): string => (slot < 5 ? `bottom row, ${slot + 1}` : slot < 9 ? `middle row, ${slot - 4}` : `top row, ${slot - 8}`);
export const cellWord = (b: Board, c: number): string => `${String.fromCharCode(65 + (c % b.width))}${Math.floor(c / b.width) + 1}`;
export const cardName = (code: number): string => (code < 0 ? 'no troll' : cardOf(D, code).name);
export function cardHelp(code: number): string {
  if (code < 0) return '';
  const c = cardOf(D, code);
  const syms = c.syms.map(symWord).join(', ');
  if (code >= STARTING_BASE) return `${c.name} (starting troll): generates ${syms}. One-time bonus: ${counts(c.bonus)}.`;
  return `${c.name}, level ${c.level} ${TROLL_CLAN[c.clan]?.name ?? ''} troll: generates ${syms} whenever it wakes.${c.level > 1 ? ' Carries the pedestal icon.' : ''}`;
}

export function convWords(kind: number, i: number): string {
  const c = D.conversions[kind]?.[i];
  if (!c) return '';
  if (c.kind === 'unload') return 'move 1 resource from a troll to storage';
  const give = c.kind === 'fixed' ? counts(c.give) : `any ${c.count} resources`;
  return `${give} → ${counts(c.get)}`;
}

export interface Seats {
  name(seat: number): string;
  fill(seat: number): string;
  ink(seat: number): string;
}
export function seatsOf(t: TableView): Seats {
  return {
    name: (s) => t.seats[s]?.name ?? `Seat ${s + 1}`,
    fill: (s) => fillOf(t.seats[s]?.color),
    ink: (s) => inkOf(t.seats[s]?.color),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Ghost tiles: the shape under the pointer, its orientations, and why a spot is refused.

export interface Shape {
  kind: 'dig' | 'hall';
  /** Stack or hall index. */
  i: number;
  /** Orientation index into D.stacks[i].orients / D.halls[i].orients. */
  o: number;
}

export const shapeOrients = (sh: Shape) => (sh.kind === 'dig' ? D.stacks[sh.i]!.orients : D.halls[sh.i]!.orients);
const printed = (sh: Shape) => (sh.kind === 'dig' ? TUNNEL_ORIENTATIONS[TUNNEL_STACKS[sh.i]!.id as keyof typeof TUNNEL_ORIENTATIONS] : HALL_ORIENTATIONS[GREAT_HALLS[sh.i]!.id as keyof typeof HALL_ORIENTATIONS]);

/** The orientation reached by turning (R) or flipping (F) the current one; same index when the shape is symmetric that way. */
export function turn(sh: Shape, how: 'rotate' | 'flip'): number {
  const os = printed(sh);
  const cur = os[sh.o];
  if (!cur) return sh.o;
  const base = os[0]!;
  // An orientation is R^rot after M^flip (geometry.ts transform). A further quarter turn is R^(rot+1) M^flip;
  // mirroring what is shown is M R^rot M^flip = R^(-rot) M^(flip+1).
  const rot = how === 'rotate' ? (cur.rot + 1) % 4 : (4 - cur.rot) % 4;
  const flip = how === 'flip' ? !cur.flip : cur.flip;
  const want = shapeKey(normalise(transform(base.cells as Cell2[], rot, flip)), base.anchor);
  const i = os.findIndex((x) => shapeKey(x.cells, x.anchor) === want);
  return i >= 0 ? i : sh.o;
}

/** Handle: the shape's first cell; the ghost is placed so that its handle lies on the pointed cell. */
export function originFor(b: Board, sh: Shape, handle: number): number {
  const p = shapeOrients(sh)[sh.o]!;
  const [hx, hy] = p.cells[0]!;
  const x = (handle % b.width) - hx;
  const y = Math.floor(handle / b.width) - hy;
  if (x < 0 || y < 0) return -1;
  return y * b.width + x;
}
export function handleFor(b: Board, sh: Shape, origin: number): number {
  const [hx, hy] = shapeOrients(sh)[sh.o]!.cells[0]!;
  return origin + hy * b.width + hx;
}

/** Ghost cells as [x, y] (may lie off the grid). */
export function ghostCells(b: Board, sh: Shape, handle: number): [number, number][] {
  const p = shapeOrients(sh)[sh.o]!;
  const [hx, hy] = p.cells[0]!;
  const x0 = (handle % b.width) - hx;
  const y0 = Math.floor(handle / b.width) - hy;
  return p.cells.map(([dx, dy]) => [x0 + dx, y0 + dy]);
}

/** Legal origins of the shape now for `seat` (the engine's own placement rules). */
export function legalOrigins(v: View, seat: number, sh: Shape, ctx: DigCtx | null): number[] {
  const s = asState(v);
  const p = shapeOrients(sh)[sh.o]!;
  if (sh.kind === 'hall') return hallPlacements(s, seat, p);
  const hammers = s.turn.freeRubble ? 99 : owned(s, seat, HAMMER);
  const bd = boardOfState(s);
  return placements(s, ctx ?? digCtx(s, seat), p).filter((o) => rubbleIn(s, cellsAt(bd, p, o)!) <= hammers);
}

export const makeCtx = (v: View, seat: number): DigCtx => digCtx(asState(v), seat);

/** Why the ghost cannot lie here, in words; '' when it can. */
export function whyNot(v: View, seat: number, sh: Shape, handle: number, ctx: DigCtx): string {
  const b = boardOf(v);
  const cells = ghostCells(b, sh, handle);
  if (cells.some(([x, y]) => x < 0 || y < 0 || x >= b.width || y >= b.height)) return 'Off the board.';
  const ids = cells.map(([x, y]) => y * b.width + x);
  if (ids.some((c) => b.heart.includes(c))) return 'The heart of the mountain may never be covered.';
  if (ids.some((c) => !b.mountain[c])) return 'Off the mountain.';
  if (ids.some((c) => b.sites.some((st) => st.cell === c))) return 'Covers a workshop site.';
  const s = asState(v);
  if (sh.kind === 'hall') {
    const mask = netMask(s);
    const ok = (c: number) => v.b.seg[c]! >= 0 && v.b.segs[v.b.seg[c]!]!.k === 1 && ((mask[c] ?? 0) & (1 << seat)) !== 0;
    if (ids.some((c) => !ok(c))) return 'A great hall lies only over tunnel tiles of your own network (never gates, workshops or other halls).';
    return '';
  }
  if (ids.some((c) => v.b.seg[c]! >= 0)) return 'Covers a tunnel or gate already there.';
  if (ids.some((c) => ctx.banned[c])) return 'Touches a rival’s network.';
  if (!ids.some((c) => ctx.near[c])) return 'Not connected to your network.';
  const rubble = ids.filter((c) => b.rubble[c]).length;
  const hammers = s.turn.freeRubble ? 99 : owned(s, seat, HAMMER);
  if (rubble > hammers) return `Needs ${rubble} hammer${rubble > 1 ? 's' : ''} for the rubble; you have ${hammers}.`;
  const size = D.stacks[sh.i]!.size;
  if (![0, 1, 2].some((m) => owned(s, seat, m) >= digCost(s, size))) return `Needs ${digCost(s, size)} minerals of one kind.`;
  return '';
}

/** Every move of `legal` of a type. */
export const ofType = <T extends Move['type']>(legal: Move[], t: T): Extract<Move, { type: T }>[] => legal.filter((m): m is Extract<Move, { type: T }> => m.type === t);
export const has = (legal: Move[], t: Move['type']): boolean => legal.some((m) => m.type === t);

/** Same move, whatever the key order (the engine's moves.ts has it too, but importing it would bring zod into the board). */
export function sameMove(a: Move, b: Move): boolean {
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const ka = Object.keys(ra);
  return ka.length === Object.keys(rb).length && ka.every((k) => ra[k] === rb[k]);
}

/** The symbols printed on a troll card (horde or starting). */
export const cardSyms = (code: number): number[] => cardOf(D, code).syms;
