// The shared grid of kingdom cards as SVG: walls, spots with meeples (colour and class shape),
// stacks, kingdoms outlined from their castles with live VP, what monsters block, and the lit
// targets of the current step (every one focusable and pressed with Enter or Space).
import { Component } from 'preact';
import { isWall } from '../../../shared/games/dwarfs/data';
import { SEAT_COLOURS } from '../../../shared/games/dwarfs/content';
import { CARDS, KIND_HELP, KIND_LETTER, kindName, lookOf, meepleIdsAt, mineNeed, neighbour, type Kind, type Spot, type View } from './model';
import { CENTRE_WORDS, cardTitle, shortType } from './words';
import { artOf, type IconId } from './Art';
import { pure } from '../../lib/pure';

export const U = 100;

export const SHAPES: Record<string, string> = {
  circle: 'M8 1.5a6.5 6.5 0 1 1 0 13a6.5 6.5 0 1 1 0-13z',
  square: 'M2 2h12v12H2z',
  triangle: 'M8 1.5 15 14.5H1z',
  diamond: 'M8 .8 15.2 8 8 15.2.8 8z',
  star: 'M8 .8l2.1 4.6 5 .5-3.8 3.4 1.1 5L8 11.7l-4.4 2.6 1.1-5L.9 5.9l5-.5z',
  hexagon: 'M4.2 1.5h7.6L15.6 8l-3.8 6.5H4.2L.4 8z',
  pentagon: 'M8 .9 15.3 6.2 12.5 14.8H3.5L.7 6.2z',
  ring: 'M8 1a7 7 0 1 1 0 14A7 7 0 1 1 8 1zm0 4a3 3 0 1 0 0 6a3 3 0 1 0 0-6z',
};

/**
 * Text is drawn only where it can be read: a label of font size `f` (drawing units) at `px` screen
 * pixels a unit is at least 12 px on the screen (issue 27: a card's words at about 5 px on a phone
 * read as noise). Smaller, the card shows its summary (an icon, big numbers, pips) and the full
 * words stay in its tooltip, its label and the caption under the grid.
 */
export const readable = (f: number, px: number): boolean => f * px >= 11.95;

/** A meeple: its seat's shape in its colour, a letter for its class (where it can be read). */
export function MeepleMark({ look, kind, x, y, size, px = 1 }: { look: ReturnType<typeof lookOf>; kind: Kind; x: number; y: number; size: number; px?: number }) {
  const cls = kind !== 'plain';
  return (
    <g transform={`translate(${x - size / 2} ${y - size / 2}) scale(${size / 16})`}>
      <title>{`${look.name}'s ${kindName(kind)}. ${KIND_HELP[kind]}`}</title>
      <path d={SHAPES[look.shape] ?? SHAPES.circle} fill={look.fill} stroke={cls ? '#fde68a' : 'rgba(0,0,0,.55)'} stroke-width={cls ? 1.6 : 0.8} />
      {cls && readable((8.5 * size) / 16, px) && (
        <text x="8" y="11.2" text-anchor="middle" font-size="8.5" font-weight="800" fill="#fff" stroke="#1c1917" stroke-width=".9" paint-order="stroke">
          {KIND_LETTER[kind]}
        </text>
      )}
    </g>
  );
}

const MINE_GEM: Record<string, number> = { 'emerald-mine': 0, 'diamond-mine': 1, 'gold-mine': 2, 'ruby-mine': 3 };
/** The kind's picture for a card too small for words (in the title band's corner). */
const KIND_ICON: Record<string, IconId> = { castle: 'castle', tavern: 'ogre', 'general-store': 'store', monster: 'monster', memorial: 'goal' };

/** A picture in a card, from the board's symbols (Art.tsx). */
const Pic = ({ id, x, y, size }: { id: string; x: number; y: number; size: number }) => <use href={`#${id}`} x={x} y={y} width={size} height={size} />;

/**
 * One kingdom card face at (0,0)-(U,U), walls drawn for rotation `rot`: a framed card with its
 * kind's ground and art, a title band (the card's colour, its kind's picture, its short name where
 * it can be read), its spots in the middle, and two badges at the foot: the meeples of one colour
 * it needs, and its VP. `px`: screen pixels a drawing unit, which decides what can be read
 * (`readable`): under that, the name goes and the badges grow (figures only), the words staying in
 * the card's tooltip and the caption.
 */
function CardFaceDrawn({ card, rot, ghost, px = 2, need }: { card: number; rot: number; ghost?: boolean; px?: number; need?: number }) {
  const info = CARDS[card];
  if (!info) return null;
  // The meeples it needs from this viewer: Elves and Ogres need 3 on any mine (`need`), whatever the card says.
  const needed = info.category === 'mine' && need ? Math.max(need, info.needed) : info.needed;
  const band = info.colour >= 0 ? (SEAT_COLOURS[info.colour]?.fill ?? '#999') : '#78716c';
  const art = artOf(info.type, info.category);
  const walls = [0, 1, 2, 3].filter((d) => isWall(card, rot, d));
  const W = 8;
  const wallRect = (d: number) =>
    d === 0 ? [3, 3, U - 6, W] : d === 1 ? [U - 3 - W, 3, W, U - 6] : d === 2 ? [3, U - 3 - W, U - 6, W] : [3, 3, W, U - 6];
  const vp = `${info.vp > 0 ? `+${info.vp}` : info.vp}`;
  const vpFill = info.vp < 0 ? '#b42318' : '#1f4533';
  const gem = MINE_GEM[info.type];
  const icon = gem !== undefined ? `dw-i-gem${gem}` : `dw-i-${KIND_ICON[info.category] ?? 'castle'}`;
  const full = readable(9.5, px);
  // Inside the walls' reach (8 units each side): nothing is drawn under a wall.
  const L = 12;
  const R = U - 12;
  let foot;
  if (full) {
    // The short name fits between the icon and the right wall, squeezed only if it must.
    const name = shortType(card);
    const nameX = L + 27;
    const room = R - nameX;
    foot = (
      <>
        <text data-name="" x={nameX} y="25" font-size="11.5" font-weight="700" fill="#1c1917" {...(name.length * 7.4 > room ? { textLength: room, lengthAdjust: 'spacingAndGlyphs' } : {})}>
          {name}
        </text>
        {/* The meeples of one colour it needs: a meeple and a figure. */}
        <g data-need="">
          <rect x={L} y={U - 30} width="27" height="17" rx="8.5" fill="#fff" stroke="#57534e" stroke-width="1" />
          <use href="#dw-i-meeple" x={L + 2} y={U - 28.5} width="13" height="13" style={{ color: '#57534e' }} />
          <text x={L + 21} y={U - 17.5} text-anchor="middle" font-size="11" font-weight="800" fill="#292524">
            {needed}
          </text>
        </g>
        <g data-vp="">
          <rect x={R - 30} y={U - 30} width="30" height="17" rx="8.5" fill={info.vp < 0 ? '#fee2e2' : '#fef3c7'} stroke={vpFill} stroke-width="1.2" />
          <text x={R - 15} y={U - 17.5} text-anchor="middle" font-size="11" font-weight="800" fill={vpFill}>
            {vp}
          </text>
        </g>
        {/* Between the spots (down to 55) and the badges (from 70), clear of both. */}
        {info.blocks && (
          <text data-blocks="" x={U / 2} y="65.5" text-anchor="middle" font-size="10" font-weight="700" fill="#b42318" stroke="#fff" stroke-width="2.5" paint-order="stroke">
            {info.blocks === 'mines' ? 'stops mines' : info.blocks === 'taverns' ? 'stops taverns' : 'no +1 action'}
          </text>
        )}
      </>
    );
  } else {
    foot = (
      <>
        {readable(26, px) && (
          <text data-vp="" x={R} y="38" text-anchor="end" font-size="26" font-weight="800" fill={vpFill} stroke="#fff" stroke-width="3" paint-order="stroke">
            {vp}
          </text>
        )}
        {/* The meeples of one colour it needs, as pips. */}
        {Array.from({ length: needed }, (_, i) => (
          <circle key={i} cx={L + 5 + i * 13} cy={U - 19} r="5" fill="#44403c" stroke="#fff" stroke-width="1.2" />
        ))}
      </>
    );
  }
  return (
    <g opacity={ghost ? 0.75 : 1}>
      <rect x="4.5" y="5.5" width={U - 8} height={U - 8} rx="8" fill="#1c1917" opacity=".22" />
      <rect data-frame x="3" y="3" width={U - 6} height={U - 6} rx="8" fill={`url(#dw-g-${art})`} stroke="#44403c" stroke-width="1.5" />
      <Pic id={`dw-a-${art}`} x={3} y={3} size={U - 6} />
      {/* The title band: the card's colour, its kind's picture. */}
      <rect x={L} y={L} width={full ? 23 : 30} height={full ? 17 : 24} rx="4" fill={band} stroke="#1c1917" stroke-width=".8" />
      <Pic id={icon} x={L + (full ? 4 : 4)} y={L + (full ? 1.5 : 2)} size={full ? 14 : 20} />
      {foot}
      {walls.map((d) => {
        const [x, y, w, h] = wallRect(d);
        return <rect key={d} x={x} y={y} width={w} height={h} rx="2" fill="url(#dw-stone)" stroke="#1c1917" stroke-width="1" />;
      })}
      {ghost && <title>{cardTitle(card)}</title>}
    </g>
  );
}
export const CardFace = pure(CardFaceDrawn);

/**
 * An empty centre spot: a dashed outline on the yellow square's ground, a small card with "1st" in it.
 * A fragment: the outline must be the spot's own first rect, which the focus style darkens.
 */
function CentreMark({ px }: { px: number }) {
  const small = !readable(11, px);
  return (
    <>
      <rect x="6" y="6" width={U - 12} height={U - 12} rx="8" fill="#fdf6d8" stroke="#a16207" stroke-dasharray="6 4" stroke-width="2" />
      <rect x={U / 2 - (small ? 24 : 13)} y={small ? 20 : 24} width={small ? 48 : 26} height={small ? 48 : 32} rx="4" fill="#fff" stroke="#a16207" stroke-width="1.8" />
      {(!small || readable(26, px)) && (
        <text x={U / 2} y={small ? 54 : 45} text-anchor="middle" font-size={small ? 26 : 12} font-weight="800" fill="#854d0e">
          1st
        </text>
      )}
      {!small && (
        <text x={U / 2} y="74" text-anchor="middle" font-size="11" font-weight="700" fill="#854d0e">
          first card
        </text>
      )}
    </>
  );
}

/** The box around some cells of the drawn frame, in the drawing's units; null for none. */
function boxOf(v: View, f: GridProps['frame'], cells: number[]): { x: number; y: number; w: number; h: number } | null {
  if (cells.length === 0) return null;
  const xs = cells.map((c) => (c % v.cols) - f.x0);
  const ys = cells.map((c) => Math.floor(c / v.cols) - f.y0);
  const x = Math.min(...xs) * U;
  const y = Math.min(...ys) * U;
  return { x: x + 2, y: y + 2, w: (Math.max(...xs) + 1) * U - x - 4, h: (Math.max(...ys) + 1) * U - y - 4 };
}

export interface GridProps {
  v: View;
  spots: Map<number, Spot>;
  frame: { x0: number; y0: number; x1: number; y1: number };
  on: Map<number, [number, Kind][]>;
  blocks: Map<number, string[]>;
  /** Lit cells with the words a click there means. */
  targets: Map<number, string>;
  /** Lit own meeples that may move (first click of a move). */
  sources: Map<number, string>;
  onCell(cell: number): void;
  hover: number;
  setHover(c: number): void;
  /** The picked card, drawn with its walls at `cell` (the hovered lit spot, or the spot a tap previews) at the chosen rotation. */
  ghost: { card: number; rot: number; cell: number } | null;
  /** A tap on a card that is not lit (its words in the caption; on a phone, maybe a chooser of lit spots near it). */
  onMiss(cell: number): void;
  /** Screen pixels a drawing unit (a card is 100 units): what text can be read (`readable`). */
  px: number;
  whyNot(cell: number): string;
  /** Who stands on a card, in words ("your meeple, Bot 2's Warrior"). */
  occupants(cell: number): string;
  marked: number;
  /** The empty centre spots where the first card goes, while the table has no card (else none). */
  centre: number[];
  /** Fit the whole grid in the window's height (zoom 100%). */
  fit: boolean;
  /** Cards the last move changed (they pulse once; keyed by the version so the pulse restarts). */
  changed: number[];
  gv: number;
}

/** What one spot of the grid shows: all of it, so that its string says whether it must be drawn again. */
interface CellData {
  c: number;
  x: number;
  y: number;
  /** The card on it: its id, turn and how many cards lie under it. */
  card: [number, number, number] | null;
  /** The words of a click here: a move (lit target), or a meeple of yours to move (lit source). */
  t: string | undefined;
  src: string | undefined;
  /** Why it is not a choice now (while something else is). */
  why: string;
  centre: boolean;
  /** Who stands on it, in words. */
  who: string;
  /** Its meeples: seat, class, piece id, the seat's look. */
  on: (readonly [number, Kind, string | undefined, ReturnType<typeof lookOf>])[];
  blocks: string[] | null;
  /** The picked card shown here: its id and turn. */
  ghost: [number, number] | null;
  pulse: number;
  marked: boolean;
  px: number;
  need: number | undefined;
  turn: number;
}

/**
 * One spot of the grid, drawn again only when what it shows changed (`k`, its data as a string): a
 * move changes a few spots, and the others (each card a few dozen SVG elements) are left alone.
 * Its handlers read the newest props when they run (Preact keeps them even when it skips a render).
 */
class Cell extends Component<{ k: string; d: CellData; onCell(cell: number): void; onMiss(cell: number): void; setHover(c: number): void }> {
  override shouldComponentUpdate(next: { k: string }): boolean {
    return next.k !== this.props.k;
  }
  render() {
    const { d } = this.props;
    const { c, x, y, t, src, centre, who, why } = d;
    const s = d.card ? { card: d.card[0], rot: d.card[1], depth: d.card[2], info: CARDS[d.card[0]]! } : null;
    const lit = t !== undefined || src !== undefined;
    const label = s ? `${cardTitle(s.card, d.need)}${s.depth ? ` ${s.depth} card${s.depth > 1 ? 's' : ''} under it.` : ''}${who ? ` On it: ${who}.` : ''}` : centre ? CENTRE_WORDS : 'Empty spot';
    const act = () => this.props.onCell(c);
    // The blocked sign, clear of everything else on the card. On a card of 2 spots (a castle, whose
    // chip is below them): right of the spots, under the big VP figure when that is drawn. Else with the card's words drawn (its name at the top,
    // badges at the foot): between the spots and the VP badge (a mine, a tavern); without them (the big
    // VP figure at the top right, the stack chip at the bottom right, the pips at the bottom left):
    // at the left, between the spots and the pips.
    const words = !!s && readable(9.5, d.px);
    const two = (s?.info.spots ?? 0) <= 2;
    const [signX, signY, signR] = words ? (two ? [U - 20, 46, 7] : [U - 20, 61.5, 7]) : two ? [U - 20, 51, 6] : [20, 66, 8];
    const ghostHere = !!d.ghost;
    return (
      <g
        transform={`translate(${x} ${y})`}
        data-cell={c}
        data-target={lit ? '' : undefined}
        data-centre={centre ? '' : undefined}
        class={lit ? 'dw-target' : undefined}
        // Lower case: on an SVG element the attribute keeps its case, and only `tabindex` makes it focusable.
        tabindex={lit || s || centre ? 0 : undefined}
        role={lit ? 'button' : undefined}
        aria-label={lit ? `${t ?? src}. ${label}` : `${label}${why ? ` Not a choice now: ${why}` : ''}`}
        onClick={lit ? act : () => this.props.onMiss(c)}
        onKeyDown={(e) => {
          if (lit && (e.key === 'Enter' || e.key === ' ')) {
            e.preventDefault();
            act();
          }
        }}
        onMouseEnter={() => this.props.setHover(c)}
        onFocus={() => this.props.setHover(c)}
      >
        <title>{lit ? `${t ?? src}. ${label}` : label}</title>
        {s && !ghostHere && (
          // The card as a piece of the motion: from the hand (or the player who laid it) to here; a turn flips it.
          <g data-piece={`card-${s.card}`} data-face={String(s.rot)} data-from={`seat-${d.turn}`}>
            <CardFace card={s.card} rot={s.rot} px={d.px} need={d.need} />
          </g>
        )}
        {!s && !ghostHere && !centre && <rect x="6" y="6" width={U - 12} height={U - 12} rx="8" fill="#fff8ee" stroke="#c2661a" stroke-dasharray="6 4" stroke-width="2" />}
        {centre && !ghostHere && <CentreMark px={d.px} />}
        {d.ghost && <CardFace card={d.ghost[0]} rot={d.ghost[1]} ghost px={d.px} />}
        {s && !ghostHere &&
          Array.from({ length: s.info.spots }, (_, i) => {
            const n = s.info.spots;
            const gap = Math.min(17, 76 / n);
            const cx = U / 2 + (i - (n - 1) / 2) * gap;
            const m = d.on[i];
            return m ? (
              // A meeple travels from card to card, comes from its campfire and goes back there.
              <g key={m[2] ?? i} data-piece={m[2]} data-from={`camp-${m[0]}`} data-to={`camp-${m[0]}`}>
                <MeepleMark look={m[3]} kind={m[1]} x={cx} y={46} size={Math.min(18, gap + 2)} px={d.px} />
              </g>
            ) : <circle key={i} cx={cx} cy={46} r={Math.min(7, gap / 2 - 1)} fill="#fff" stroke="#a8a29e" stroke-width="1.5" />;
          })}
        {s && s.depth > 0 && !ghostHere && (
          // How many cards lie under it: a chip with the count where it can be read, bigger on a small card.
          // Between the meeples' row (down to 55) and the "needed" badge (from U - 30 = 70): never over either.
          readable(10.5, d.px) ? (
            <g data-stack="">
              <rect x="12" y="55.5" width="26" height="13.5" rx="4" fill="#44403c" />
              <text x="25" y="65.8" text-anchor="middle" font-size="10.5" font-weight="700" fill="#fff">{`+${s.depth}`}</text>
            </g>
          ) : (
            <g data-stack="">
              <rect x="58" y="60" width="34" height="32" rx="5" fill="#44403c" />
              {readable(24, d.px) && <text x="75" y="84" text-anchor="middle" font-size="24" font-weight="800" fill="#fff">{`+${s.depth}`}</text>}
            </g>
          )
        )}
        {d.blocks && (
          <g data-sign="">
            <circle cx={signX} cy={signY} r={signR} fill="#fff" stroke="#b42318" stroke-width="2.5" />
            <path d={`M${signX - signR * 0.69} ${signY + signR * 0.69} ${signX + signR * 0.69} ${signY - signR * 0.69}`} stroke="#b42318" stroke-width="2.5" />
            <title>{d.blocks.join('. ')}</title>
          </g>
        )}
        {lit && <rect class={src !== undefined ? 'dw-ring dw-src' : 'dw-ring'} x="4" y="4" width={U - 8} height={U - 8} rx="9" />}
        {d.pulse >= 0 && <rect key={`p${d.pulse}`} class="dw-pulse" x="3" y="3" width={U - 6} height={U - 6} rx="9" />}
        {d.marked && <rect x="2" y="2" width={U - 4} height={U - 4} rx="9" fill="none" stroke="#1c1917" stroke-width="3" />}
        {/* The picked card shown here, waiting to be laid: a solid outline says which spot it is. */}
        {ghostHere && <rect x="1.5" y="1.5" width={U - 3} height={U - 3} rx="9" fill="none" stroke="#c2661a" stroke-width="5" data-ghost="" />}
        {/* The whole spot takes the tap (the card is drawn inset): a finger's target is the spot's full size. */}
        <rect width={U} height={U} fill="transparent" />
      </g>
    );
  }
}

export function Grid(p: GridProps) {
  const { v, frame: f } = p;
  const w = (f.x1 - f.x0 + 1) * U;
  const h = (f.y1 - f.y0 + 1) * U;
  const cells: number[] = [];
  for (let y = f.y0; y <= f.y1; y++) for (let x = f.x0; x <= f.x1; x++) cells.push(y * v.cols + x);
  // Kingdom outlines, in the gutter between cards (covering nothing on them): each edge of a
  // kingdom is drawn once, in its owner's colour; an edge several kingdoms share (a castle's
  // kingdom reaching where another's does) is one line of alternating dashes, one colour each.
  const edges = new Map<string, number[]>();
  v.seats.forEach((s, q) => {
    const set = new Set(s.kingdom);
    for (const c of s.kingdom)
      for (let d = 0; d < 4; d++) {
        if (set.has(neighbour(v, c, d))) continue;
        const k = `${c},${d}`;
        edges.set(k, [...(edges.get(k) ?? []), q]);
      }
  });
  const DASH = 9;
  const lines = new Map<string, { q: number; n: number; i: number; d: string }>();
  for (const [k, qs] of edges) {
    const [c, d] = k.split(',').map(Number) as [number, number];
    const x = (c % v.cols - f.x0) * U;
    const y = (Math.floor(c / v.cols) - f.y0) * U;
    const a = 1.6;
    const seg = d === 0 ? `M${x + a} ${y + a}H${x + U - a}` : d === 1 ? `M${x + U - a} ${y + a}V${y + U - a}` : d === 2 ? `M${x + a} ${y + U - a}H${x + U - a}` : `M${x + a} ${y + a}V${y + U - a}`;
    qs.forEach((q, i) => {
      const key = `${q}/${qs.length}/${i}`;
      const l = lines.get(key) ?? { q, n: qs.length, i, d: '' };
      l.d += seg;
      lines.set(key, l);
    });
  }
  // The printed board's yellow square around the centre spots, while they wait for the first card.
  const centreBox = boxOf(v, f, p.centre);
  const ids = meepleIdsAt(v);
  // Elves and Ogres need 3 on a mine: their own view of the table says so on every mine.
  const me = typeof v.viewer === 'number' ? v.seats[v.viewer] : undefined;
  const need = mineNeed(me?.tribe);
  const castles = v.seats.map((s, q) => ({ q, cell: [...p.spots.values()].find((x) => x.info.category === 'castle' && SEAT_COLOURS[x.info.colour]?.id === s.colour)?.cell ?? -1 }));
  return (
    <svg viewBox={`0 0 ${w} ${h}`} class="block h-auto w-full select-none" style={p.fit ? { maxHeight: '76vh', transition: 'none' } : { transition: 'none' }} role="group" aria-label="The kingdom cards" data-testid="dwarfs-grid" data-frame={`${f.x0} ${f.y0}`}>
      <rect width={w} height={h} fill="url(#dw-ground)" />
      <g transform={`translate(${-f.x0 * U} ${-f.y0 * U})`}>
      {cells.map((c) => {
        const s = p.spots.get(c);
        const t = p.targets.get(c);
        const src = p.sources.get(c);
        const lit = t !== undefined || src !== undefined;
        // An empty centre spot is drawn (and focusable) for every viewer, lit or not: it says where the game starts.
        const centre = !s && p.centre.includes(c);
        if (!s && !lit && !centre) return null;
        const on = p.on.get(c) ?? [];
        const cell: CellData = {
          c,
          // At the grid's own place: the frame's shift is the group's (below), so a card laid past the
          // edge draws no other cell again (each was ~30 elements a cell; issue 28).
          x: (c % v.cols) * U,
          y: Math.floor(c / v.cols) * U,
          card: s ? [s.card, s.rot, s.depth] : null,
          t,
          src,
          why: !lit && (p.targets.size > 0 || p.sources.size > 0) ? p.whyNot(c) : '',
          centre,
          who: s ? p.occupants(c) : '',
          on: on.map(([q, k], i) => [q, k, ids.get(c)?.[i], lookOf(v, q)] as const),
          blocks: p.blocks.get(c) ?? null,
          ghost: p.ghost && p.ghost.cell === c ? [p.ghost.card, p.ghost.rot] : null,
          // The pulse restarts with each version that changed the card (keyed by it).
          pulse: p.changed.includes(c) ? p.gv : -1,
          marked: p.marked === c,
          px: p.px,
          need,
          turn: v.turn,
        };
        // Whose turn it is is left out of the key: it only names where a card new here flies from, and
        // a new card draws its cell again anyway (every card was drawn again at each turn; issue 28).
        return <Cell key={c} k={JSON.stringify({ ...cell, turn: 0 })} d={cell} onCell={p.onCell} onMiss={p.onMiss} setHover={p.setHover} />;
      })}
      </g>
      {centreBox && <rect x={centreBox.x} y={centreBox.y} width={centreBox.w} height={centreBox.h} rx="10" fill="none" stroke="#d4a514" stroke-width="4" pointer-events="none" />}
      {[...lines].map(([k, l]) => (
        <path key={k} d={l.d} fill="none" stroke={lookOf(v, l.q).fill} stroke-width="3.2" stroke-dasharray={l.n > 1 ? `${DASH} ${DASH * (l.n - 1)}` : undefined} stroke-dashoffset={l.n > 1 ? -DASH * l.i : undefined} pointer-events="none" data-kingdom={l.q} />
      ))}
      {castles.map(({ q, cell }) => {
        if (cell < 0) return null;
        const x = (cell % v.cols - f.x0) * U;
        const y = (Math.floor(cell / v.cols) - f.y0) * U;
        const vp = v.seats[q]?.score.Kingdom ?? 0;
        return (
          // The kingdom's VP on its castle: in words where they can be read, else the figure, big.
          readable(9.5, p.px) ? (
            <g key={q} transform={`translate(${x + 10} ${y + 55})`} pointer-events="none">
              <rect width="80" height="14" rx="7" fill={lookOf(v, q).fill} stroke="#fff" stroke-width="1.5" />
              <text x="40" y="10.6" text-anchor="middle" font-size="9.5" font-weight="800" fill="#fff" stroke="rgba(0,0,0,.45)" stroke-width=".6" paint-order="stroke" {...(vp >= 10 ? { textLength: 72, lengthAdjust: 'spacingAndGlyphs' } : {})}>
                {`Kingdom ${vp} VP`}
              </text>
            </g>
          ) : (
            <g key={q} transform={`translate(${x + 7} ${y + 58})`} pointer-events="none">
              <rect width="86" height="34" rx="10" fill={lookOf(v, q).fill} stroke="#fff" stroke-width="2" />
              {readable(28, p.px) && (
                <text x="43" y="27" text-anchor="middle" font-size="28" font-weight="800" fill="#fff" stroke="rgba(0,0,0,.5)" stroke-width="1.2" paint-order="stroke">
                  {vp < 10 ? `${vp} VP` : `${vp}`}
                </text>
              )}
            </g>
          )
        );
      })}
    </svg>
  );
}
