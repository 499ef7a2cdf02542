// Dwar7s Fall board model: seat colours, the grid's regions, and the legal moves sorted by what
// they point at. The board knows no rules: every target comes from `table.legal`; this file only
// sorts them (and reads the card data to draw walls and regions).
import type { DwarfsMove, DwarfsView } from '../../../shared/games/dwarfs';
import { CARDS, CENTRE, isWall, type CardInfo } from '../../../shared/games/dwarfs/data';
import { CLASS_DEFS, SEAT_COLOURS, TRIBE_DEFS, type ClassId, type Tribe } from '../../../shared/games/dwarfs/content';
import type { Kind } from '../../../shared/games/dwarfs/state';

export type Move = DwarfsMove;
export type View = DwarfsView;
export type { Kind };
export { CARDS };

// ---- seats ------------------------------------------------------------------------------------

export interface SeatLook {
  fill: string;
  ink: string;
  shape: string;
  name: string;
}
const NEUTRAL: SeatLook = { fill: '#a8a29e', ink: '#57534e', shape: 'circle', name: 'Grey' };
/** The seat's colour as the game declares it (a tribe's seat is its tribe's colour). */
export function lookOf(v: View, seat: number): SeatLook {
  const c = SEAT_COLOURS.find((x) => x.id === v.seats[seat]?.colour);
  return c ? { fill: c.fill, ink: c.ink, shape: c.shape, name: c.name } : NEUTRAL;
}
export const tribeName = (t: string): string => TRIBE_DEFS[t as Tribe]?.name ?? 'Dwarfs';
export function meepleWord(v: View, seat: number, n = 1): string {
  const t = TRIBE_DEFS[(v.seats[seat]?.tribe ?? 'dwarfs') as Tribe] ?? TRIBE_DEFS.dwarfs;
  return n === 1 ? t.meeple : t.meeples;
}
export const kindName = (k: string): string => (k === 'plain' ? 'meeple' : (CLASS_DEFS[k as ClassId]?.name ?? k));
/** One letter drawn on a class meeple. */
export const KIND_LETTER: Record<Kind, string> = { plain: '', alchemist: 'A', warrior: 'W', guardian: 'G', king: 'K', 'elven-dragon': 'D', 'ogre-king': 'O' };
export const KIND_HELP: Record<Kind, string> = {
  plain: 'A plain meeple: place it on a card, move it through open walls, complete tasks with others of its colour.',
  alchemist: 'Alchemist: one action turns a gem in your hand into another kind (never gold into ruby). Scores 2 VP.',
  warrior: "Warrior: one action pushes an opponent's meeple off the warrior's card to a card next to it, not through a wall. Scores 2 VP.",
  guardian: 'Guardian: the card it stands on cannot be the target of ogre cards. Scores 2 VP.',
  king: 'King: placing it from the campfire is free. Scores 2 VP.',
  'elven-dragon': "Elven Dragon (Elves' 8th meeple): placed for free, and protects its card from ogre cards.",
  'ogre-king': "Ogre King (Ogres' 8th meeple): placed for free; one action sends an opponent's meeple on its card home.",
};

/** What a class does, in a few words for the button that gets it (a phone shows no tooltip). */
export const CLASS_DOES: Record<string, string> = {
  alchemist: 'turns a gem into another kind',
  warrior: "pushes a rival's meeple off its card",
  guardian: 'ogre cards cannot target its card',
  king: 'placed for free',
  'elven-dragon': 'placed for free, guards its card',
  'ogre-king': "placed for free, sends a rival's meeple home",
};

/** How many of one colour a mine needs from `tribe`: Elves and Ogres need 3 on any mine (rulebook, Asymmetric Kingdoms). */
export const mineNeed = (tribe: string | undefined): number | undefined => (tribe === 'elves' || tribe === 'ogres' ? 3 : undefined);

// ---- the grid ----------------------------------------------------------------------------------

export interface Spot {
  cell: number;
  x: number;
  y: number;
  card: number;
  rot: number;
  depth: number;
  info: CardInfo;
}
export function spotsOf(v: View): Map<number, Spot> {
  const out = new Map<number, Spot>();
  for (const b of v.board) {
    const i = b.cards.length - 1;
    const card = b.cards[i] ?? -1;
    const info = CARDS[card];
    if (!info) continue;
    out.set(b.cell, { cell: b.cell, x: b.cell % v.cols, y: Math.floor(b.cell / v.cols), card, rot: b.rots[i] ?? 0, depth: b.cards.length - 1, info });
  }
  return out;
}

/**
 * The four centre spots, while no card is on the table: the printed board's yellow square in the
 * middle, where the game's first kingdom card goes (rulebook, "Play a kingdom card"). Drawn for
 * every viewer so the empty grid says where the game starts; whether a card may go there now is
 * still only what `table.legal` says.
 */
export function centreOf(v: View, spots: Map<number, Spot>): number[] {
  if (spots.size > 0) return [];
  return CENTRE.filter((c) => c >= 0 && c < v.cols * v.rows);
}

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];
export function neighbour(v: View, cell: number, d: number): number {
  const x = (cell % v.cols) + (DX[d] ?? 0);
  const y = Math.floor(cell / v.cols) + (DY[d] ?? 0);
  return x < 0 || y < 0 || x >= v.cols || y >= v.rows ? -1 : y * v.cols + x;
}
/** Is the passage from `cell` across side d open (a card there, no wall on either side)? */
export function openSide(v: View, spots: Map<number, Spot>, cell: number, d: number): boolean {
  const a = spots.get(cell);
  const n = neighbour(v, cell, d);
  const b = spots.get(n);
  return !!a && !!b && !isWall(a.card, a.rot, d) && !isWall(b.card, b.rot, (d + 2) % 4);
}

/** Regions: cards joined through open walls (a kingdom is its castle's region). */
export function regionsOf(v: View, spots: Map<number, Spot>): Map<number, number> {
  const reg = new Map<number, number>();
  let id = 0;
  for (const c of spots.keys()) {
    if (reg.has(c)) continue;
    const stack = [c];
    reg.set(c, id);
    while (stack.length) {
      const x = stack.pop()!;
      for (let d = 0; d < 4; d++) {
        const n = neighbour(v, x, d);
        if (!reg.has(n) && openSide(v, spots, x, d)) {
          reg.set(n, id);
          stack.push(n);
        }
      }
    }
    id++;
  }
  return reg;
}

export const BLOCK_WORDS: Record<string, string> = {
  mines: 'no mine pays in its kingdom',
  taverns: 'no tavern pays in its kingdom',
  'extra-action': "a castle in its kingdom gives no extra action",
};
/** What each monster stops, as notes on the cards of its region: cell -> reasons. */
export function blocksOf(v: View, spots: Map<number, Spot>, reg: Map<number, number>): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const m of spots.values()) {
    if (m.info.category !== 'monster') continue;
    const r = reg.get(m.cell);
    for (const s of spots.values()) {
      if (s.cell === m.cell || reg.get(s.cell) !== r) continue;
      const t = s.info.category;
      const why =
        m.info.blocks === 'mines' && t === 'mine'
          ? `The ${m.info.name} stops this mine`
          : m.info.blocks === 'taverns' && s.info.type === 'tavern'
            ? `The ${m.info.name} keeps this tavern shut`
            : m.info.blocks === 'extra-action' && t === 'castle'
              ? `The ${m.info.name} takes this castle's extra action`
              : t === 'castle'
                ? `The ${m.info.name} stops digging from this castle`
                : '';
      if (!why) continue;
      const l = out.get(s.cell);
      if (l) l.push(why);
      else out.set(s.cell, [why]);
    }
  }
  return out;
}

/** Who stands where: cell -> [seat, kind][]. */
export function meeplesAt(v: View): Map<number, [number, Kind][]> {
  const out = new Map<number, [number, Kind][]>();
  v.seats.forEach((s, q) =>
    s.meeples.forEach((m) => {
      if (m.at < 0) return;
      const l = out.get(m.at);
      if (l) l.push([q, m.kind]);
      else out.set(m.at, [[q, m.kind]]);
    }),
  );
  return out;
}
/**
 * The motion's ids of the meeples on each card, in `meeplesAt`'s order: a meeple is its seat and
 * its index among that seat's meeples (an upgrade keeps it), so it travels from card to card.
 */
export function meepleIdsAt(v: View): Map<number, string[]> {
  const out = new Map<number, string[]>();
  v.seats.forEach((s, q) =>
    s.meeples.forEach((m, i) => {
      if (m.at < 0) return;
      const l = out.get(m.at) ?? [];
      l.push(`meeple-${q}-${i}`);
      out.set(m.at, l);
    }),
  );
  return out;
}
/** A card an ogre card cannot aim at (a Guardian or an Elven Dragon stands on it). */
export function protector(on: [number, Kind][] | undefined): string | null {
  const k = on?.find(([, kind]) => kind === 'guardian' || kind === 'elven-dragon');
  return k ? kindName(k[1]) : null;
}

// ---- actions left and why -------------------------------------------------------------------

/** The turn's action budget in words (3, High Ho's 1, +1 castle or lost to a monster, hired hands). */
export function actionsWhy(v: View, spots: Map<number, Spot>, reg: Map<number, number>, yours: boolean): string {
  const their = yours ? 'your' : 'their';
  const seat = v.turn;
  const me = v.seats[seat];
  if (!me) return '';
  let base = v.decrees.includes('high-ho') ? 1 : 3;
  const parts = [`${base} a turn${base === 1 ? ' (High Ho)' : ''}`];
  const castle = [...spots.values()].find((s) => s.info.category === 'castle' && s.info.colour >= 0 && SEAT_COLOURS[s.info.colour]?.id === me.colour);
  if (castle) {
    const r = reg.get(castle.cell);
    const crystal = me.tribe === 'crystal';
    const m = [...spots.values()].find((s) => s.info.category === 'monster' && reg.get(s.cell) === r && s.info.blocks === 'extra-action' && !(crystal && s.info.type === 'frost-giant'));
    parts.push(m ? `no castle bonus: the ${m.info.name} is in ${their} kingdom` : `+1 for ${their} castle in play`);
    if (!m) base += 1;
  } else parts.push('no castle in play yet (+1 once it is)');
  // Whatever the budget holds beyond base and castle came from ogre cards discarded (Hired Hands).
  const hired = (v.actionsAllowed ?? base) - base;
  if (hired > 0) parts.push(`+${hired} hired hand${hired > 1 ? 's' : ''}`);
  return parts.join(', ');
}

// ---- moves by target ------------------------------------------------------------------------

export type Tool =
  | { k: 'none' }
  | { k: 'place'; kind: Kind }
  | { k: 'move'; from: number }
  | { k: 'warrior' }
  | { k: 'ogreKing' }
  | { k: 'tunnel'; from: number }
  | { k: 'rotate' }
  | { k: 'ogre'; kind: number };

export const meepleAt = (v: View, seat: number, m: number): number => v.seats[seat]?.meeples[m]?.at ?? -1;

/** The spot a move points at on the grid, in the current tool; -1 when it is not a grid move now. */
export function cellOf(m: Move, v: View, me: number, tool: Tool, rot: number): number {
  const pend = v.pending;
  switch (m.type) {
    case 'put':
      return m.rot === rot ? m.cell : -1;
    case 'panic':
      return m.to;
    case 'brute':
      return meepleAt(v, me, m.m);
    case 'dig':
    case 'complete':
      return m.cell;
    case 'rotate':
      return pend?.k === 'rotate' || tool.k === 'rotate' ? m.cell : -1;
    case 'place':
      return tool.k === 'place' && tool.kind === m.kind ? m.cell : -1;
    case 'move':
      return tool.k === 'move' && meepleAt(v, me, m.m) === tool.from ? m.to : -1;
    case 'tunnel':
      return tool.k === 'tunnel' && meepleAt(v, me, m.m) === tool.from ? m.to : -1;
    case 'warrior':
      return tool.k === 'warrior' ? m.to : -1;
    case 'ogreKing':
      return tool.k === 'ogreKing' ? meepleAt(v, m.seat, m.m) : -1;
    case 'ogre':
      return tool.k === 'ogre' && tool.kind === m.kind && m.cell !== undefined ? m.cell : -1;
    default:
      return -1;
  }
}

export function add<K, T>(map: Map<K, T[]>, k: K, x: T): void {
  const l = map.get(k);
  if (l) l.push(x);
  else map.set(k, [x]);
}

/** Lit cells: cell -> the moves a click there may mean. */
export function cellTargets(legal: Move[], v: View, me: number, tool: Tool, rot: number): Map<number, Move[]> {
  const out = new Map<number, Move[]>();
  for (const m of legal) {
    const c = cellOf(m, v, me, tool, rot);
    if (c >= 0) add(out, c, m);
  }
  return out;
}

/** Cells holding own meeples that can move (or tunnel): the first click of a move. */
export function moveSources(legal: Move[], v: View, me: number, type: 'move' | 'tunnel'): Map<number, number> {
  const out = new Map<number, number>();
  for (const m of legal) {
    if (m.type !== type) continue;
    const at = meepleAt(v, me, m.m);
    out.set(at, (out.get(at) ?? 0) + 1);
  }
  return out;
}

/**
 * What a click (or Enter) on grid card `c` means, given the tool in hand: make the move there (a
 * choice when several), ask, pick a meeple up (`sources`, from `sourcesFor`), or nothing. A campfire
 * kind stays picked after a placement, so
 * on a card where it can go and where one of our meeples could move from, a click reads two ways:
 * place another meeple, or pick that one up (what "click a green-ringed meeple" says). Asked, not
 * guessed: a wrong guess spends an action.
 */
export type CellClick = { k: 'offer'; moves: Move[] } | { k: 'ask'; moves: Move[]; instead: Tool } | { k: 'pick'; tool: Tool } | { k: 'nothing' };
export function cellClick(c: number, tool: Tool, targets: Map<number, Move[]>, sources: Map<number, number>, movable: Map<number, number>): CellClick {
  const ms = targets.get(c);
  if (ms && tool.k === 'place' && movable.has(c)) return { k: 'ask', moves: ms, instead: { k: 'move', from: c } };
  if (ms) return { k: 'offer', moves: ms };
  if (sources.has(c)) return { k: 'pick', tool: { k: tool.k === 'tunnel' ? 'tunnel' : 'move', from: c } };
  return { k: 'nothing' };
}

/**
 * The first clicks of a move with `tool` in hand (`cellClick`'s `sources`): own meeples that can
 * move, or tunnel; none unless `acting` (our turn's actions, nothing pending). A campfire kind in hand stays picked after a placement, so a green-ringed meeple
 * is still picked up by a click on its card (where the kind could also go, the click asks first).
 */
export function sourcesFor(legal: Move[], v: View, me: number, tool: Tool, acting: boolean): Map<number, number> {
  if (!acting) return new Map<number, number>();
  if (tool.k === 'none' || tool.k === 'move' || tool.k === 'place') return moveSources(legal, v, me, 'move');
  if (tool.k === 'tunnel') return moveSources(legal, v, me, 'tunnel');
  return new Map<number, number>();
}

/** Identical kingdom cards in hand are one choice for the engine: a hand card -> its play move. */
export function playFor(legal: Move[], card: number): Move | undefined {
  const a = CARDS[card];
  if (!a) return undefined;
  return legal.find((m) => {
    if (m.type !== 'play') return false;
    const b = CARDS[m.card];
    return m.card === card || (!!b && b.type === a.type && b.walls === a.walls && b.vp === a.vp && b.spots === a.spots && b.needed === a.needed);
  });
}

/** Distinct rotations of the picked card the put moves offer. */
export function rotsOf(legal: Move[]): number[] {
  const out: number[] = [];
  for (const m of legal) if (m.type === 'put' && !out.includes(m.rot)) out.push(m.rot);
  return out.sort((a, b) => a - b);
}

/** The grid's bounding box to draw: every card and lit spot, one spot of margin, at least 3x3. */
export function frame(v: View, cells: Iterable<number>): { x0: number; y0: number; x1: number; y1: number } {
  let x0 = v.cols;
  let y0 = v.rows;
  let x1 = -1;
  let y1 = -1;
  for (const c of cells) {
    const x = c % v.cols;
    const y = Math.floor(c / v.cols);
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  if (x1 < 0) return { x0: 4, y0: 4, x1: 7, y1: 7 };
  return { x0: Math.max(0, x0 - 1), y0: Math.max(0, y0 - 1), x1: Math.min(v.cols - 1, x1 + 1), y1: Math.min(v.rows - 1, y1 + 1) };
}
