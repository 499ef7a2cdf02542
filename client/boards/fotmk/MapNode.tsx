// A lair or a cavern on the map, with its chips (trolls, champion pawns, gnomes), rings and words:
// one component per node, drawn again only when what it shows changed.
import { Component, type JSX } from 'preact';
import { SeatMark, fillOf } from '../../components/SeatMark';
import type { SeatColor } from '../../../shared/protocol';
import { gnomeId, pawnId, trollId, type sourcesOf } from './pieces';
import { boardOf, CHAMPIONS, clanStyle, nodeName, possessive, type Board, type View } from './model';

type Sources = ReturnType<typeof sourcesOf>;
/** What a node does when acted on: the map's own handlers, read when they fire. */
export interface NodeActions {
  onNode(n: number): void;
  onMiss?(n: number): void;
  hover: number;
  setHover(n: number): void;
}

/** The gnome token's colours (through its symbol's custom properties): face down in soot, revealed in rust. */
const GNOME_DOWN = '--fm-face:#3f3a36;--fm-cap:#78716c';
const GNOME_UP = '--fm-face:#7c2d12;--fm-cap:#dc2626';
export function keyAct(fn: () => void) {
  return (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      fn();
    }
  };
}

type Chip = { k: 'troll'; seat: number; n: number } | { k: 'pawn'; seat: number; c: number } | { k: 'gnome'; s: number | null; mine: boolean };

/**
 * The units in a cavern, as chips with their counts. `minFont` is the smallest font (in map units)
 * that shows 12 px on screen: on a phone the chips grow so that their numbers can be read.
 */
function Chips({ chips, x, y, r, colors, minFont, node, from }: { chips: Chip[]; x: number; y: number; r: number; colors: (SeatColor | null)[]; minFont: number; node: number; from: Sources }) {
  let gi = 0;
  const grown = minFont / 0.8;
  const per = grown > 2.9 ? (chips.length > 4 ? 3 : 2) : chips.length > 6 ? 4 : 3;
  const size = Math.max(chips.length > 9 ? 2.2 : 2.9, grown);
  const font = (k: number) => Math.max(size * k, minFont);
  const rows = Math.ceil(chips.length / per);
  const out: JSX.Element[] = [];
  chips.forEach((c, i) => {
    const row = Math.floor(i / per);
    const inRow = Math.min(per, chips.length - row * per);
    const cx = x + (i % per - (inRow - 1) / 2) * size * 1.05;
    const cy = y + (row - (rows - 1) / 2) * size * 1.05 + (r > 0 ? 0 : 0);
    if (c.k === 'troll') {
      out.push(
        <g key={`t${c.seat}`} transform={`translate(${(cx - size / 2).toFixed(2)} ${(cy - size / 2).toFixed(2)})`} data-piece={trollId(c.seat, node)} data-from={from.trolls.get(`${c.seat}-${node}`)}>
          <ellipse cx={size / 2} cy={size * 0.95} rx={size * 0.42} ry={size * 0.12} fill="#1c1917" fill-opacity="0.3" />
          <SeatMark color={colors[c.seat]} size={size} />
          <text x={size / 2} y={size / 2 + 0.05} class="fm-count" font-size={font(0.62)} text-anchor="middle" dominant-baseline="central">
            {c.n}
          </text>
        </g>,
      );
    } else if (c.k === 'pawn') {
      out.push(
        <g key={`p${c.c}`} data-piece={pawnId(c.c)}>
          <circle cx={cx} cy={cy + size * 0.08} r={size * 0.5} fill="#1c1917" fill-opacity="0.25" />
          <circle cx={cx} cy={cy} r={size * 0.5} fill={colorFill(colors[c.seat])} stroke="#f4c542" stroke-width={0.45} />
          <circle cx={cx} cy={cy} r={size * 0.5} fill="url(#fm-shine)" />
          <text x={cx} y={cy + 0.05} class="fm-count" font-size={font(0.55)} text-anchor="middle" dominant-baseline="central">
            {CHAMPIONS[c.c]?.letter ?? '★'}
          </text>
        </g>,
      );
    } else {
      out.push(
        <g key={`g${i}`} data-piece={gnomeId(node, gi)} data-from={from.gnomes.get(`0-${node}`)}>
          {/* A strength only you know (your peek) wears a dashed ring: others still see it face down. */}
          {c.mine && <circle cx={cx} cy={cy} r={size * 0.62} fill="none" stroke="#0f766e" stroke-width={0.3} stroke-dasharray="0.5 0.35" />}
          <use href="#fm-gnome" x={cx - size * 0.5} y={cy - size * 0.5} width={size} height={size} style={c.s === null ? GNOME_DOWN : GNOME_UP} />
          <text x={cx} y={cy + size * 0.1} font-size={font(0.55)} fill="#fde68a" font-weight="700" text-anchor="middle" dominant-baseline="central">
            {c.s ?? '?'}
          </text>
        </g>,
      );
      gi++;
    }
  });
  return <>{out}</>;
}

/** The seat's declared fill (the table's colours), neutral grey for none. */
const colorFill = (c: SeatColor | null | undefined): string => fillOf(c);

function chipsOf(v: View, n: number): Chip[] {
  const nd = v.nodes[n];
  if (!nd) return [];
  const out: Chip[] = [];
  nd.trolls.forEach((k, seat) => k > 0 && out.push({ k: 'troll', seat, n: k }));
  for (const p of nd.pawns) out.push({ k: 'pawn', seat: p.seat, c: p.champion });
  nd.gnomes.forEach((s, i) => out.push({ k: 'gnome', s, mine: nd.peeked?.includes(i) ?? false }));
  return out;
}

/** One gnome in words; a peeked strength says that only you know it. */
export function gnomeWords(s: number | null, mine: boolean): string {
  return s === null ? 'face down' : mine ? `strength ${s} (your peek: face down for the others)` : `strength ${s}`;
}

function nodeWords(v: View, b: Board, n: number, names: string[]): string {
  const nd = v.nodes[n];
  if (!nd) return '';
  const parts: string[] = [];
  nd.trolls.forEach((k, seat) => k > 0 && parts.push(`${names[seat]} ${k} Troll${k === 1 ? '' : 's'}`));
  for (const p of nd.pawns) parts.push(`${possessive(names[p.seat] ?? '')} champion ${CHAMPIONS[p.champion]?.name ?? ''}`);
  if (nd.gnomes.length) parts.push(`gnomes: ${nd.gnomes.map((s, i) => gnomeWords(s, nd.peeked?.includes(i) ?? false)).join(', ')}`);
  const gate = b.gates.some((g) => g.includes(n)) ? ' Gate cavern.' : '';
  return `${nodeName(b, n)}.${gate} ${parts.length ? parts.join('; ') : 'Empty'}.`;
}


/** Where the pieces now in node `n` came from (the motion layer's `data-from`): a node is drawn again when it changes. */
export function fromKey(v: View, n: number, from: Sources): string {
  const nd = v.nodes[n];
  if (!nd) return '';
  let k = from.gnomes.get(`0-${n}`) ?? '';
  nd.trolls.forEach((t, seat) => {
    if (t > 0) k += `|${from.trolls.get(`${seat}-${n}`) ?? ''}`;
  });
  return k;
}

interface NodeProps {
  n: number;
  v: View;
  /** The node's own part of the view: a patch keeps the same object while the node is unchanged (client/patch.ts). */
  nd: View['nodes'][number] | undefined;
  owner: number | undefined;
  unused: boolean;
  label: string | undefined;
  status: string;
  why: string;
  marked: boolean;
  flashKey: string;
  hovered: boolean;
  minFont: number;
  hit: number;
  names: string[];
  namesKey: string;
  colors: (SeatColor | null)[];
  colorsKey: string;
  from: Sources;
  fromKey: string;
  act: NodeActions;
}
/** Props a node is not redrawn for: arrays and maps made anew each render, compared by their keys above. */
const BY_KEY = new Set<string>(['v', 'names', 'colors', 'from', 'act']);

/**
 * A lair or a cavern, with its chips, rings and words. Drawn again only when what it shows changed
 * (issue 28: every move redrew all of the map's nodes and their descriptions).
 */
export class MapNode extends Component<NodeProps> {
  override shouldComponentUpdate(next: NodeProps): boolean {
    for (const k in next) if (!BY_KEY.has(k) && next[k as keyof NodeProps] !== this.props[k as keyof NodeProps]) return true;
    return false;
  }
  render({ n, v, nd, owner, unused, label, status, why, marked, flashKey, hovered, minFont, hit, names, colors, from, act }: NodeProps) {
    const b = boardOf(v);
    const side = b.side;
    const r = side.id === 'small' ? 5.6 : 4.9;
    const at = n < b.caverns ? side.caverns[n]! : side.lairs[n - b.caverns]!;
    const isLair = n >= b.caverns;
    const st = isLair ? null : clanStyle(side.caverns[n]!.domain);
    const chips = chipsOf(v, n);
    const fs = (u: number) => Math.max(u, minFont);
    const desc = `${nodeWords(v, b, n, names)}${status ? ` For you: ${status}.` : ''}${isLair ? (owner !== undefined ? ` Lair of ${names[owner]}.` : unused ? ' Unclaimed: not a cavern.' : ` Free lair space (${(at as { glyph: string }).glyph}).`) : ''}${why ? ` Not a choice now: ${why}` : ''}`;
    const [flashKind] = flashKey.split('-');
    return (
      <g
        data-node={n}
        data-target={label ? '' : undefined}
        class={`fm-node ${label ? 'fm-target' : ''}`}
        role={label ? 'button' : 'img'}
        tabindex={0}
        aria-label={label ? `${label}. ${desc}` : desc}
        onClick={label ? () => act.onNode(n) : why && act.onMiss ? () => act.onMiss!(n) : undefined}
        onKeyDown={label ? keyAct(() => act.onNode(n)) : undefined}
        onPointerEnter={() => act.setHover(n)}
        onPointerLeave={() => act.hover === n && act.setHover(-1)}
        onFocus={() => act.setHover(n)}
        data-tip={label ? `${label}\n${desc}` : desc}
      >
        {label && <circle cx={at.x} cy={at.y} r={Math.max(r + 0.9, hit)} fill="transparent" />}
        {isLair ? (
          <rect
            x={at.x - r * 0.95}
            y={at.y - r * 0.8}
            width={r * 1.9}
            height={r * 1.6}
            rx="1.6"
            fill={owner !== undefined ? colorFill(colors[owner]) : unused ? '#e7e5e4' : '#fffdf8'}
            fill-opacity={owner !== undefined ? 0.35 : 1}
            stroke={owner !== undefined ? colorFill(colors[owner]) : '#a8a29e'}
            stroke-width={owner !== undefined ? 0.8 : 0.45}
            stroke-dasharray={owner !== undefined ? undefined : '1 0.6'}
          />
        ) : (
          <>
            <circle cx={at.x + 0.35} cy={at.y + 0.55} r={r} fill="#1c1917" fill-opacity="0.2" />
            <circle cx={at.x} cy={at.y} r={r} fill="url(#fm-cave)" stroke={st!.fill} stroke-width={b.gates.some((g) => g.includes(n)) ? 1.3 : 0.8} />
          </>
        )}
        {isLair && owner === undefined && (
          <text x={at.x} y={at.y} font-size={fs(1.6)} fill="#78716c" text-anchor="middle" dominant-baseline="central">
            {(at as { glyph: string }).glyph}
          </text>
        )}
        {chips.length > 0 && <Chips chips={chips} x={at.x} y={at.y} r={r} colors={colors} minFont={minFont} node={n} from={from} />}
        {nd?.gnomes.length ? <circle cx={at.x} cy={at.y} r={r + 0.35} fill="none" stroke="#44403c" stroke-width="0.5" stroke-dasharray="0.7 0.5" /> : null}
        {marked && <circle cx={at.x} cy={at.y} r={r + 0.9} fill="none" stroke="#e0822b" stroke-width="0.7" />}
        {label && <circle cx={at.x} cy={at.y} r={r + 0.9} class="fm-ring" />}
        {hovered && <circle cx={at.x} cy={at.y} r={r + 1.5} fill="none" stroke="#1c1917" stroke-width="0.3" stroke-dasharray="0.6 0.4" />}
        {flashKey && <circle key={flashKey} cx={at.x} cy={at.y} r={r + 1} class={`fm-flash fm-flash-${flashKind}`} />}
      </g>
    );
  }
}

