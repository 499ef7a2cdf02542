// The mountain: domains, caverns with trolls, champion pawns and gnomes, lairs, gates, the swarm,
// Great Halls and the volcano, drawn from the content coordinates on a 100 x 100 plane.
import type { JSX } from 'preact';
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { SeatMark, fillOf } from '../../components/SeatMark';
import type { SeatColor } from '../../../shared/protocol';
import { gnomeId, pawnId, SWARM, trollId, type sourcesOf } from './pieces';
import { boardOf, CHAMPIONS, CLANS, clanStyle, nodeName, possessive, type Board, type View } from './model';

export interface MapProps {
  v: View;
  colors: (SeatColor | null)[];
  names: string[];
  /** Nodes with something to click, and the words for it. */
  targets: Map<number, string>;
  swarmTargets: Map<number, string>;
  hallTargets: Map<number, string>;
  onNode(n: number): void;
  /** A tap or click on a cavern that is not a choice now (the board says why). */
  onMiss?(n: number): void;
  onSwarm(domain: number): void;
  onHall(hall: number): void;
  hover: number;
  setHover(n: number): void;
  /** Nodes to mark (the destination being filled, the cavern of a battle...). */
  marked: number[];
  flash: { node: number; kind: string; key: number } | null;
  status(n: number): string;
  /** Why a node is not a choice in this step ('' when it is, or when the step asks nothing of the map). */
  whyNot(n: number): string;
  /** Where new troll stacks and gnomes came from (pieces.ts), for the motion layer. */
  from?: ReturnType<typeof sourcesOf>;
}

const center = { x: 50, y: 50 };
/** The gnome token's colours (through its symbol's custom properties): face down in soot, revealed in rust. */
const GNOME_DOWN = '--fm-face:#3f3a36;--fm-cap:#78716c';
const GNOME_UP = '--fm-face:#7c2d12;--fm-cap:#dc2626';
const NO_SOURCES = { trolls: new Map<string, string>(), gnomes: new Map<string, string>() };

function wedges(b: Board) {
  return CLANS.map((_, d) => {
    const cs = b.domainCaverns[d] ?? [];
    let sx = 0;
    let sy = 0;
    for (const n of cs) {
      const c = b.side.caverns[n]!;
      const dx = c.x - center.x;
      const dy = c.y - center.y;
      const l = Math.hypot(dx, dy) || 1;
      sx += dx / l;
      sy += dy / l;
    }
    return Math.atan2(sy, sx);
  });
}

/**
 * Where each Domain's name goes: in its wedge, clear of every cavern, lair space and Great Hall (the
 * middle of the wedge near the volcano first; issue 29: Moss and Ice were drawn under the axe lair).
 * Candidates walk outwards and sideways within the wedge; the first clear one wins.
 */
function domainLabels(b: Board, angles: number[], r: number): { x: number; y: number }[] {
  const side = b.side;
  const things = [
    ...side.caverns.map((c) => ({ x: c.x, y: c.y, hw: r, hh: r })),
    ...side.lairs.map((l) => ({ x: l.x, y: l.y, hw: r * 0.95, hh: r * 0.8 })),
    ...side.greatHalls.map((h) => ({ x: h.x, y: h.y - 0.6, hw: 3.2, hh: 3.8 })),
  ];
  const step = (Math.PI * 2) / 7;
  return angles.map((a, d) => {
    const hw = (CLAN_STYLE_WIDTH[d] ?? 6) / 2 + 0.4;
    const hh = 1.3;
    const clear = (x: number, y: number) => things.every((t) => Math.abs(t.x - x) > t.hw + hw || Math.abs(t.y - y) > t.hh + hh);
    for (const rad of [12.8, 14.5, 16.5, 18.5, 21, 24, 27, 30, 33, 36, 40, 44])
      for (const da of [0, -0.12, 0.12, -0.24, 0.24, -0.34, 0.34]) {
        const x = center.x + Math.cos(a + da * step) * rad;
        const y = center.y + Math.sin(a + da * step) * rad;
        if (clear(x, y)) return { x, y };
      }
    return { x: center.x + Math.cos(a) * 12.8, y: center.y + Math.sin(a) * 12.8 };
  });
}
/** A Domain name's width in map units at font size 1.9, upper case (about 0.72 em a letter plus spacing). */
const CLAN_STYLE_WIDTH = CLANS.map((c) => clanStyle(c).label.length * 1.45);

function arcPath(a0: number, a1: number, r0: number, r1: number): string {
  const p = (a: number, r: number) => `${(center.x + Math.cos(a) * r).toFixed(2)} ${(center.y + Math.sin(a) * r).toFixed(2)}`;
  return `M${p(a0, r0)}L${p(a0, r1)}A${r1} ${r1} 0 0 1 ${p(a1, r1)}L${p(a1, r0)}A${r0} ${r0} 0 0 0 ${p(a0, r0)}Z`;
}

function keyAct(fn: () => void) {
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
function Chips({ chips, x, y, r, colors, minFont, node, from }: { chips: Chip[]; x: number; y: number; r: number; colors: (SeatColor | null)[]; minFont: number; node: number; from: NonNullable<MapProps['from']> }) {
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

/**
 * The map's drawing kit, once per map: the mountain's rock (a light from the top left over a speckled
 * stone), a cavern's hollow, a hall's gilt, the volcano, and the gnome token.
 */
function MapDefs() {
  return (
    <defs>
      <radialGradient id="fm-volcano">
        <stop offset="0%" stop-color="#fde047" />
        <stop offset="25%" stop-color="#f97316" />
        <stop offset="60%" stop-color="#9a3412" />
        <stop offset="100%" stop-color="#3b1d12" />
      </radialGradient>
      <radialGradient id="fm-stone" cx="35%" cy="30%" r="80%">
        <stop offset="0%" stop-color="#f6efe3" />
        <stop offset="100%" stop-color="#cbbba3" />
      </radialGradient>
      <radialGradient id="fm-light" cx="30%" cy="25%" r="75%">
        <stop offset="0%" stop-color="#fff" stop-opacity="0.35" />
        <stop offset="60%" stop-color="#fff" stop-opacity="0" />
        <stop offset="100%" stop-color="#3b2f24" stop-opacity="0.22" />
      </radialGradient>
      <radialGradient id="fm-cave" cx="50%" cy="40%" r="60%">
        <stop offset="0%" stop-color="#fffdf8" />
        <stop offset="75%" stop-color="#f3ead9" />
        <stop offset="100%" stop-color="#d8c7ad" />
      </radialGradient>
      <linearGradient id="fm-hall" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0%" stop-color="#fef9c3" />
        <stop offset="100%" stop-color="#f5c873" />
      </linearGradient>
      <radialGradient id="fm-shine" cx="35%" cy="30%" r="60%">
        <stop offset="0%" stop-color="#fff" stop-opacity="0.55" />
        <stop offset="100%" stop-color="#fff" stop-opacity="0" />
      </radialGradient>
      <pattern id="fm-rock" width="6" height="6" patternUnits="userSpaceOnUse">
        <circle cx="1" cy="1.4" r="0.28" fill="#6b5a45" fill-opacity="0.18" />
        <circle cx="4.2" cy="3.1" r="0.4" fill="#6b5a45" fill-opacity="0.12" />
        <circle cx="2.6" cy="5" r="0.22" fill="#fff" fill-opacity="0.4" />
        <path d="M3.8 .6l1.2.7M.4 4l.9-.5" stroke="#6b5a45" stroke-opacity="0.14" stroke-width="0.18" />
      </pattern>
      <symbol id="fm-gnome" viewBox="-5 -5 10 10">
        <circle r="4.6" style="fill:var(--fm-face)" stroke="#fde68a" stroke-width="0.5" />
        <path d="M-3.9-1.9A4.6 4.6 0 0 1 3.9-1.9L0-4.95Z" style="fill:var(--fm-cap)" />
        <circle cy="-4.7" r="0.75" fill="#fde68a" />
      </symbol>
    </defs>
  );
}

/**
 * What never changes in a game: the rock, the domains, the volcano, the Great Halls' touches and the
 * passages. Drawn once and kept (MapSvg holds its element: the same element is not diffed again), so
 * a move re-renders only the pieces and targets over it (issue 28's delta-render-ms).
 */
function Backdrop({ b, small }: { b: Board; small: boolean }) {
  const side = b.side;
  const angles = wedges(b);
  const step = (Math.PI * 2) / 7;
  const r = side.id === 'small' ? 5.6 : 4.9;
  const labelAt = domainLabels(b, angles, r);
  return (
    <>
      <MapDefs />
      <rect x="-1" y="-1" width="102" height="102" rx="3" fill="url(#fm-stone)" />
      <rect x="-1" y="-1" width="102" height="102" rx="3" fill="url(#fm-rock)" />
      {/* Domains */}
      {CLANS.map((clan, d) => {
        const a = angles[d]!;
        const st = clanStyle(clan);
        const { x: lx, y: ly } = labelAt[d]!;
        return (
          <g key={clan}>
            <path d={arcPath(a - step / 2, a + step / 2, 9.5, 49.5)} fill={st.soft} fill-opacity="0.78" stroke="#fffaf0" stroke-width="0.6" />
            {!small && <text x={lx} y={ly} font-size="1.9" font-weight="700" fill={st.ink} text-anchor="middle" dominant-baseline="central" letter-spacing="0.1" class="uppercase">
              {st.label}
            </text>}
          </g>
        );
      })}
      <circle cx={50} cy={50} r={49.5} fill="url(#fm-light)" pointer-events="none" />
      <circle cx={side.volcano.x} cy={side.volcano.y} r={side.volcano.r + 1.2} fill="#f97316" fill-opacity="0.25" />
      <circle cx={side.volcano.x} cy={side.volcano.y} r={side.volcano.r} fill="url(#fm-volcano)" tabindex={0} role="img" aria-label="The volcano" data-tip="The volcano: not a cavern, never entered" />
      {!small && (
        <text x={50} y={50} font-size="1.7" fill="#fde68a" text-anchor="middle" dominant-baseline="central">
          Volcano
        </text>
      )}
      {/* Great Hall touches */}
      {side.greatHalls.map((h, i) =>
        (b.hallTouches[i] ?? []).map((n) => {
          const c = side.caverns[n]!;
          return <line key={`${h.id}-${n}`} x1={h.x} y1={h.y} x2={c.x} y2={c.y} stroke="#d4a24c" stroke-width="0.35" stroke-dasharray="0.6 0.6" />;
        }),
      )}
      {/* Passages */}
      {side.adjacency.map(([a, c2]) => {
        const A = side.caverns.find((x) => x.id === a)!;
        const B = side.caverns.find((x) => x.id === c2)!;
        return <line key={`${a}-${c2}`} x1={A.x} y1={A.y} x2={B.x} y2={B.y} stroke="#a8a29e" stroke-width="0.7" stroke-linecap="round" />;
      })}
      {side.lairs.map((l) =>
        l.adjacent.map((a) => {
          const A = side.caverns.find((x) => x.id === a)!;
          return <line key={`${l.id}-${a}`} x1={l.x} y1={l.y} x2={A.x} y2={A.y} stroke="#a8a29e" stroke-width="0.5" stroke-dasharray="0.8 0.6" />;
        }),
      )}
    </>
  );
}

export function MapSvg(p: MapProps) {
  const { v } = p;
  const b = boardOf(v);
  const side = b.side;
  const r = side.id === 'small' ? 5.6 : 4.9;
  const lairOwner = new Map<number, number>();
  v.mats.forEach((m) => m.lairs.forEach((l) => lairOwner.set(l, m.seat)));
  const setupDone = v.mats.every((m) => m.lairs.length > 0);
  const pos = (n: number) => (n < b.caverns ? side.caverns[n]! : side.lairs[n - b.caverns]!);
  // Map units per screen pixel: text is never drawn under 12 px (issue 27), and a lit target is never
  // under 44 px to a finger (an invisible hit area around it). On a phone's map the labels that cannot
  // grow without covering the caverns (domains, the volcano, the swarm's mark) go to a legend under it.
  const svg = useRef<SVGSVGElement>(null);
  const [ppu, setPpu] = useState(8);
  useLayoutEffect(() => {
    const el = svg.current;
    if (!el) return;
    const measure = () => {
      const w = el.getBoundingClientRect().width;
      if (w > 0) setPpu(w / 102);
    };
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  const minFont = 12.5 / ppu;
  const fs = (u: number) => Math.max(u, minFont);
  const small = minFont > 2.2;
  const hit = 23 / ppu;
  const backdrop = useMemo(() => <Backdrop b={b} small={small} />, [b, small]);

  return (
    <>
    <svg ref={svg} viewBox="-1 -1 102 102" class="block h-auto w-full select-none" role="group" aria-label="The mountain map" data-testid="fotmk-map" data-shared="map">
      {backdrop}
      {/* Swarm points and gates */}
      {side.swarmPoints.map((sp) => {
        const d = CLANS.indexOf(sp.domain);
        const st = clanStyle(sp.domain);
        const here = v.swarm === d;
        const label = p.swarmTargets.get(d);
        return (
          <g
            key={sp.domain}
            data-target={label ? '' : undefined}
            role={label ? 'button' : 'img'}
            // Focusable either way: the keyboard reads its tooltip (TipLayer) as the mouse does.
            tabindex={0}
            aria-label={label ?? `${st.label} swarm point${here ? ': the swarm is here' : ''}`}
            class={label ? 'fm-target' : undefined}
            onClick={label ? () => p.onSwarm(d) : undefined}
            onKeyDown={label ? keyAct(() => p.onSwarm(d)) : undefined}
            data-tip={`${st.label} swarm point${here ? ': the swarm is here' : ''}. Gates lead into ${sp.gates.join(', ')}`}
          >
            {sp.gates.map((g) => {
              const c = side.caverns.find((x) => x.id === g)!;
              return <line key={g} x1={sp.x} y1={sp.y} x2={c.x} y2={c.y} stroke={st.fill} stroke-width="1.1" stroke-dasharray="1.4 0.7" />;
            })}
            {label && <circle cx={sp.x} cy={sp.y} r={Math.max(3, hit)} fill="transparent" />}
            <path d={`M${sp.x} ${sp.y - 1.8}l1.8 3.2h-3.6z`} fill={st.fill} stroke="#fff" stroke-width="0.3" />
            {label && <circle cx={sp.x} cy={sp.y} r="3" class="fm-ring" />}
            {here && (
              <g data-piece={SWARM}>
                <circle cx={sp.x} cy={sp.y} r="2.6" fill="#1c1917" stroke="#dc2626" stroke-width="0.6" />
                {!small && (
                  <text x={sp.x} y={sp.y + 0.1} font-size="1.5" fill="#fca5a5" font-weight="700" text-anchor="middle" dominant-baseline="central">
                    SW
                  </text>
                )}
              </g>
            )}
          </g>
        );
      })}
      {/* Great Halls */}
      {side.greatHalls.map((h, i) => {
        // The hall's number grows with the text on a phone; the diamond around it too.
        const hallR = Math.max(2.4, fs(2.1) * 0.75);
        const hall = v.halls[i];
        const label = p.hallTargets.get(i);
        const star = hall && hall.starburst >= 0 ? CHAMPIONS[hall.starburst] : null;
        return (
          <g
            key={h.id}
            role={label ? 'button' : 'img'}
            tabindex={0}
            data-target={label ? '' : undefined}
            class={label ? 'fm-target' : undefined}
            aria-label={label ?? `Great Hall ${i + 1}: worth ${hall?.value ?? '?'} at game end`}
            onClick={label ? () => p.onHall(i) : undefined}
            onKeyDown={label ? keyAct(() => p.onHall(i)) : undefined}
            data-tip={`Great Hall ${i + 1}: ${hall?.value ?? '?'} Honour at game end to whoever controls the most touching caverns${star ? `. Starburst: ${star.name} — ${star.text}` : ''}`}
          >
            {label && <circle cx={h.x} cy={h.y} r={Math.max(4.2, hit)} fill="transparent" />}
            {/* A hall: a tile under a gabled roof, its value on it. */}
            <rect x={h.x - hallR + 0.35} y={h.y - hallR + 0.5} width={2 * hallR} height={2 * hallR} rx="0.7" fill="#1c1917" fill-opacity="0.22" />
            <rect x={h.x - hallR} y={h.y - hallR} width={2 * hallR} height={2 * hallR} rx="0.7" fill="url(#fm-hall)" stroke="#92400e" stroke-width="0.45" />
            <path d={`M${h.x - hallR - 0.5} ${h.y - hallR + 0.3}L${h.x} ${h.y - hallR - 1.7}L${h.x + hallR + 0.5} ${h.y - hallR + 0.3}Z`} fill="#92400e" stroke="#fef3c7" stroke-width="0.25" stroke-linejoin="round" />
            <text x={h.x} y={h.y + 0.1} font-size={fs(2.1)} font-weight="700" fill="#92400e" text-anchor="middle" dominant-baseline="central">
              {hall?.value ?? ''}
            </text>
            {star && <circle cx={h.x + hallR} cy={h.y - hallR} r="1.2" fill="#facc15" stroke="#92400e" stroke-width="0.3" />}
            {label && <circle cx={h.x} cy={h.y} r={hallR + 1.8} class="fm-ring" />}
          </g>
        );
      })}
      {/* Lairs and caverns */}
      {Array.from({ length: b.nodes }, (_, n) => {
        const at = pos(n);
        const isLair = n >= b.caverns;
        const owner = lairOwner.get(n);
        const label = p.targets.get(n);
        const st = isLair ? null : clanStyle(side.caverns[n]!.domain);
        const chips = chipsOf(v, n);
        const unused = isLair && owner === undefined && setupDone;
        const status = p.status(n);
        const marked = p.marked.includes(n);
        const flash = p.flash && p.flash.node === n ? p.flash : null;
        const why = label ? '' : p.whyNot(n);
        const desc = `${nodeWords(v, b, n, p.names)}${status ? ` For you: ${status}.` : ''}${isLair ? (owner !== undefined ? ` Lair of ${p.names[owner]}.` : unused ? ' Unclaimed: not a cavern.' : ` Free lair space (${(at as { glyph: string }).glyph}).`) : ''}${why ? ` Not a choice now: ${why}` : ''}`;
        return (
          <g
            key={n}
            data-node={n}
            data-target={label ? '' : undefined}
            class={`fm-node ${label ? 'fm-target' : ''}`}
            role={label ? 'button' : 'img'}
            tabindex={0}
            aria-label={label ? `${label}. ${desc}` : desc}
            onClick={label ? () => p.onNode(n) : why && p.onMiss ? () => p.onMiss!(n) : undefined}
            onKeyDown={label ? keyAct(() => p.onNode(n)) : undefined}
            onPointerEnter={() => p.setHover(n)}
            onPointerLeave={() => p.hover === n && p.setHover(-1)}
            onFocus={() => p.setHover(n)}
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
                fill={owner !== undefined ? colorFill(p.colors[owner]) : unused ? '#e7e5e4' : '#fffdf8'}
                fill-opacity={owner !== undefined ? 0.35 : 1}
                stroke={owner !== undefined ? colorFill(p.colors[owner]) : '#a8a29e'}
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
            {chips.length > 0 && <Chips chips={chips} x={at.x} y={at.y} r={r} colors={p.colors} minFont={minFont} node={n} from={p.from ?? NO_SOURCES} />}
            {v.nodes[n]?.gnomes.length ? <circle cx={at.x} cy={at.y} r={r + 0.35} fill="none" stroke="#44403c" stroke-width="0.5" stroke-dasharray="0.7 0.5" /> : null}
            {marked && <circle cx={at.x} cy={at.y} r={r + 0.9} fill="none" stroke="#e0822b" stroke-width="0.7" />}
            {label && <circle cx={at.x} cy={at.y} r={r + 0.9} class="fm-ring" />}
            {p.hover === n && <circle cx={at.x} cy={at.y} r={r + 1.5} fill="none" stroke="#1c1917" stroke-width="0.3" stroke-dasharray="0.6 0.4" />}
            {flash && <circle key={flash.key} cx={at.x} cy={at.y} r={r + 1} class={`fm-flash fm-flash-${flash.kind}`} />}
          </g>
        );
      })}
    </svg>
    {small && (
      <p class="flex flex-wrap items-center gap-x-2 gap-y-0.5 px-1 pt-1 text-xs text-stone-700" data-testid="fotmk-map-legend">
        {CLANS.map((clan) => {
          const st = clanStyle(clan);
          return (
            <span key={clan} class="inline-flex items-center gap-1">
              <span class="inline-block h-3 w-3 rounded-sm" style={{ background: st.soft, boxShadow: `inset 0 0 0 1.5px ${st.fill}` }} aria-hidden="true" />
              {st.label}
            </span>
          );
        })}
        <span class="inline-flex items-center gap-1">
          <span class="inline-block h-3 w-3 rounded-full border-2 border-red-600 bg-stone-900" aria-hidden="true" />
          the swarm
        </span>
      </p>
    )}
    </>
  );
}
