// The mountain as SVG, drawn from the content data and the view: tiers, heart, rubble, buried resources,
// statue spots and statues, workshop sites with their entrances, gates, tunnels and halls in their
// owner's colour, pedestals and anchors; lit cells for the targets of the decision under way and the
// ghost of a tile being placed.
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { pure } from '../../lib/pure';
import { netMask } from '../../../shared/games/hall/geom';
import { storeOf } from './pieces';
import { CLAN_ICON, RES_ICON, Use, workshopMarks } from './art';
import { asState, boardOf, CLAN, D, RES, TIER, cellWord, counts, type Seats, type View } from './model';
import { workshopHelp } from './meaning';

const C = 10;

export interface CellTarget {
  label: string;
  go(): void;
}

export interface BoardSvgProps {
  v: View;
  seats: Seats;
  targets: Map<number, CellTarget>;
  /** Ghost of a tile being placed: its cells (x, y) and whether it may lie there. */
  ghost: { cells: [number, number][]; ok: boolean } | null;
  /** Cells where the ghost's handle may go (legal positions), lit. */
  spots: Set<number>;
  onCell?(cell: number): void;
  onHover?(cell: number): void;
  selected: number;
  flash: number[];
  /**
   * The keyboard's reading cursor (arrow keys on the mountain while no tile is held), or -1: drawn
   * as a focusable frame whose tooltip is the cell's description, the same words the pointer reads.
   */
  cursor?: number;
  /**
   * The smallest font size (drawing units) still drawn: on a phone, a label smaller than 12 CSS px
   * on screen is left out (issue 27), its cell's words are read by a tap instead.
   */
  minFont?: number;
  /** Statue ids by cell (pieces.ts followStatues): a moved statue travels. */
  statueIds?: ReadonlyMap<number, string>;
  /** Only this part of the mountain, in cells [x, y, width, height] (How to play's close-ups). */
  crop?: [number, number, number, number];
}

function ownerOf(mask: number): number {
  for (let s = 0; s < 5; s++) if (mask & (1 << s)) return s;
  return -1;
}

export function cellInfo(v: View, cell: number, seats: Seats): string {
  const b = boardOf(v);
  const parts: string[] = [cellWord(b, cell)];
  if (b.heart.includes(cell)) return `${parts[0]}: the heart of the mountain (never covered).`;
  const t = b.tier[cell]!;
  if (t >= 0) parts.push(`${TIER[t]!.name} tier`);
  const site = b.sites.findIndex((s) => s.cell === cell);
  if (site >= 0) {
    const k = v.b.ws[site]!;
    parts.push(k >= 0 ? workshopHelp(k) : 'an empty workshop site');
  }
  if (b.rubble[cell]) parts.push('rubble (1 hammer to dig through)');
  const bur = b.buried[cell];
  if (bur && v.b.seg[cell]! < 0) parts.push(`buried: ${Object.entries(bur).map(([k, n]) => `${n} ${k}`).join(', ')}`);
  const seg = v.b.seg[cell]!;
  if (seg >= 0) {
    const sg = v.b.segs[seg]!;
    const m = netMask(asState(v))[cell] ?? 0;
    const who = ownerOf(m);
    const whose = who >= 0 ? `${seats.name(who)}’s` : 'no one’s (cut off)';
    parts.push(sg.k === 0 ? `${seats.name(sg.ref)}’s gate` : sg.k === 2 ? `${D.halls[sg.ref]!.name}, ${whose} great hall` : `${whose} tunnel`);
  }
  const st = v.b.statue[cell]!;
  if (st >= 0) parts.push(`${CLAN[st]!.name} statue${seg >= 0 && (netMask(asState(v))[cell] ?? 0) ? ' (unearthed)' : ' (buried)'}`);
  const ped = v.b.ped[cell]!;
  if (ped >= 0) parts.push(`${CLAN[ped]!.name} pedestal`);
  const alt = v.b.altar.indexOf(cell);
  if (alt >= 0) parts.push(`altar of ${D.halls[alt]!.name}`);
  return parts.join('; ');
}

export function BoardSvg(p: BoardSvgProps) {
  const { v, seats } = p;
  const b = boardOf(v);
  const fits = (size: number) => size >= (p.minFont ?? 0);
  const mask = netMask(asState(v));
  const W = b.width * C;
  const H = b.height * C;
  const xy = (c: number) => [(c % b.width) * C, Math.floor(c / b.width) * C] as const;
  const over: JSX.Element[] = [];
  // Great halls' names, drawn over the pieces (a statue or troll in the hall's first cell hid "The Chapel").
  const names: JSX.Element[] = [];
  // The ground changes only when a tile covers rubble or a buried resource: kept until then.
  const covered = groundKey(b, v.b.seg);
  const ground = useMemo(() => <Ground b={b} seg={v.b.seg} />, [b, covered]);
  // Tunnels, halls and gates: owner colour, outlined per segment.
  v.b.segs.forEach((sg, id) => {
    if (sg.cells.length === 0) return;
    const who = ownerOf(mask[sg.cells[0]!] ?? 0);
    const fill = who >= 0 ? seats.fill(who) : '#78716c';
    // A tile laid is kept as it is until its cells or its owner change (issue 28: every move redrew every tunnel).
    over.push(<SegTile key={`seg${id}`} id={id} sg={sg} fill={fill} width={b.width} height={b.height} />);
    if (sg.k === 2 && fits(2.6)) {
      const [x, y] = xy(sg.cells[0]!);
      names.push(
        <text key={`hn${id}`} x={x + 1} y={y + 3.4} font-size={2.6} fill="#fff" font-weight={700} class="hl-label" pointer-events="none">
          {D.halls[sg.ref]!.name}
        </text>,
      );
    }
    if (sg.k === 1) {
      const st = D.stacks[sg.ref]!;
      const def = D.stacks[sg.ref]!.orients[0]!;
      if (st.anchored && sg.cells.length === st.size && def.mark >= 0) {
        const a = sg.cells[def.mark]!;
        if (v.b.ped[a]! < 0) {
          const [x, y] = xy(a);
          over.push(<circle key={`a${a}`} cx={x + C / 2} cy={y + C / 2} r={1.6} fill="none" stroke="#1c1917" stroke-width={0.6} stroke-dasharray="0.8 0.5" />);
        }
      }
    }
    if (sg.k === 0) {
      const [x, y] = xy(sg.cells[0]!);
      over.push(
        <g key={`g${id}`}>
          <path d={`M${x + 1.5} ${y + C - 1}V${y + 4}a3.5 3.5 0 0 1 7 0V${y + C - 1}Z`} fill={seats.fill(sg.ref)} stroke="#1c1917" stroke-width={0.7} />
          {fits(3) && (
            <text x={x + C / 2} y={y + 7.6} font-size={3} text-anchor="middle" fill="#fff" font-weight={800} class="hl-label">
              {sg.ref + 1}
            </text>
          )}
        </g>,
      );
    }
  });
  // Altars.
  v.b.altar.forEach((a) => {
    if (a < 0) return;
    const [x, y] = xy(a);
    over.push(<path key={`alt${a}`} d={`M${x + 5} ${y + 1.3}l1.1 2.4 2.6.3-1.9 1.8.5 2.6-2.3-1.3-2.3 1.3.5-2.6-1.9-1.8 2.6-.3z`} fill="#fde68a" stroke="#78350f" stroke-width={0.4} />);
  });
  // Workshop sites and their entrances (open: some network reaches them).
  b.sites.forEach((site, i) => {
    const [x, y] = xy(site.cell);
    // Which entrances are open (some network reaches them), as a word: a site is drawn again only when it changes.
    const opens = site.entrances.map((e) => ((mask[e] ?? 0) !== 0 ? '1' : '0')).join('');
    over.push(<Site key={`w${i}`} i={i} x={x} y={y} k={v.b.ws[i]!} site={site} opens={opens} width={b.width} />);
  });
  // Pedestals and statues.
  for (let c = 0; c < v.b.statue.length; c++) {
    const ped = v.b.ped[c]!;
    const st = v.b.statue[c]!;
    if (ped < 0 && st < 0) continue;
    const [x, y] = xy(c);
    const owner = ownerOf(mask[c] ?? 0);
    if (ped >= 0) over.push(<path key={`p${c}`} data-piece={`ped-${c}`} data-from={owner >= 0 ? storeOf(v.p[owner]!.bank) : undefined} d={`M${x + 2} ${y + 9.2}L${x + 3} ${y + 7}H${x + 7}L${x + 8} ${y + 9.2}Z`} fill={CLAN[ped]!.fill} stroke="#1c1917" stroke-width={0.4} />);
    if (st >= 0) {
      const up = v.b.seg[c]! >= 0 && (mask[c] ?? 0) !== 0;
      const id = p.statueIds?.get(c);
      over.push(<Statue key={id ?? `t${c}`} piece={id ?? `statue-${c}`} c={c} x={x} y={y} st={st} up={up} where={cellWord(b, c)} />);
    }
  }
  // Start points still free during the gate choice.
  if (v.phase === 'gates' && fits(3.4))
    for (const sp of b.startPoints) {
      if (v.b.gates.includes(sp.cell)) continue;
      const [x, y] = xy(sp.cell);
      over.push(
        <text key={`sp${sp.cell}`} x={x + C / 2} y={y + 6.5} font-size={3.4} text-anchor="middle" fill="#fff" font-weight={800} class="hl-label">
          {sp.labels.join('/')}
        </text>,
      );
    }
  const lit: JSX.Element[] = [];
  for (const [c, t] of p.targets) {
    const [x, y] = xy(c);
    lit.push(
      <g
        key={`x${c}`}
        class="hl-target"
        data-target={`cell-${c}`}
        data-cell={c}
        role="button"
        // Lower case: on an SVG element the attribute keeps its case, and only `tabindex` makes it focusable.
        tabindex={0}
        aria-label={`${t.label} (${cellWord(b, c)})`}
        onClick={t.go}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            // The mountain's own keys (Enter lays the ghost where it is) must not act a second time.
            e.stopPropagation();
            t.go();
          }
        }}
      >
        <title>{t.label}</title>
        <rect x={x + 0.6} y={y + 0.6} width={C - 1.2} height={C - 1.2} class="hl-ring" rx={1.2} />
      </g>,
    );
  }
  for (const c of p.spots) {
    const [x, y] = xy(c);
    lit.push(<circle key={`o${c}`} cx={x + C / 2} cy={y + C / 2} r={1.5} class="hl-spot" data-spot={c} />);
  }
  for (const c of p.flash) {
    const [x, y] = xy(c);
    lit.push(<rect key={`f${c}`} x={x + 0.5} y={y + 0.5} width={C - 1} height={C - 1} class="hl-flash" />);
  }
  if (p.selected >= 0) {
    const [x, y] = xy(p.selected);
    lit.push(<rect key="sel" x={x + 0.3} y={y + 0.3} width={C - 0.6} height={C - 0.6} fill="none" stroke="#1c1917" stroke-width={1.2} />);
  }
  const cur = p.cursor ?? -1;
  if (cur >= 0) {
    const [x, y] = xy(cur);
    const info = cellInfo(v, cur, seats);
    lit.push(
      // Keyed by cell: each move mounts a new frame, which takes the focus (and so shows its tip).
      <g key={`cur${cur}`} class="hl-info" data-testid="hall-cursor" data-cell={cur} tabindex={-1} role="img" aria-label={info}>
        <title>{info}</title>
        <rect x={x + 0.2} y={y + 0.2} width={C - 0.4} height={C - 0.4} fill="none" stroke="#1c1917" stroke-width={0.8} stroke-dasharray="1.2 0.8" />
      </g>,
    );
  }
  const g = p.ghost;
  return (
    <svg
      viewBox={p.crop ? `${p.crop[0] * C - 1} ${p.crop[1] * C - 1} ${p.crop[2] * C + 2} ${p.crop[3] * C + 2}` : `-1 -1 ${W + 2} ${H + 2}`}
      class="block h-auto w-full select-none"
      data-testid="hall-map"
      role="img"
      aria-label={`The mountain, ${v.side} side`}
      onPointerMove={(e) => {
        if (!p.onHover) return;
        const svg = e.currentTarget;
        const r = svg.getBoundingClientRect();
        const x = Math.floor((((e.clientX - r.left) / r.width) * (W + 2) - 1) / C);
        const y = Math.floor((((e.clientY - r.top) / r.height) * (H + 2) - 1) / C);
        if (x >= 0 && y >= 0 && x < b.width && y < b.height) p.onHover(y * b.width + x);
      }}
      onPointerDown={(e) => {
        if (!p.onCell) return;
        const r = e.currentTarget.getBoundingClientRect();
        const x = Math.floor((((e.clientX - r.left) / r.width) * (W + 2) - 1) / C);
        const y = Math.floor((((e.clientY - r.top) / r.height) * (H + 2) - 1) / C);
        if (x >= 0 && y >= 0 && x < b.width && y < b.height) p.onCell(y * b.width + x);
      }}
    >
      {ground}
      {over}
      {names}
      {lit}
      {g && (
        <g class="hl-ghost" data-testid="hall-ghost" data-ok={g.ok ? '1' : '0'} pointer-events="none">
          {g.cells.map(([x, y], i) => (
            <rect key={i} x={x * C + 0.3} y={y * C + 0.3} width={C - 0.6} height={C - 0.6} fill={g.ok ? '#22c55e' : '#ef4444'} fill-opacity={0.55} stroke={g.ok ? '#14532d' : '#7f1d1d'} stroke-width={0.8} />
          ))}
        </g>
      )}
    </svg>
  );
}


type Seg = View['b']['segs'][number];

/** A statue, unearthed or buried: drawn again only when it moves or is unearthed (not at every move). */
const Statue = pure(function StatueDrawn({ piece, c, x, y, st, up, where }: { piece: string; c: number; x: number; y: number; st: number; up: boolean; where: string }) {
  return (
    <g opacity={up ? 1 : 0.55} data-statue={c} data-piece={piece}>
      <title>{`${CLAN[st]!.name} statue, ${up ? 'unearthed' : 'buried'} (${where})`}</title>
      <circle cx={x + 5} cy={y + 4.9} r={3.6} fill="#fff" opacity={0.85} stroke={CLAN[st]!.fill} stroke-width={up ? 0.5 : 0.3} stroke-dasharray={up ? undefined : '0.7 0.5'} />
      <Use name="statue" x={x + 2} y={y + 1.6} size={6} color={CLAN[st]!.fill} />
      <Use name={CLAN_ICON[st]!} x={x + 5.6} y={y + 5.4} size={2.6} color="#1c1917" />
    </g>
  );
});
type SiteDef = ReturnType<typeof boardOf>['sites'][number];

/** A workshop site and its entrances (`opens`: each entrance's open flag, in order). */
function SiteDrawn({ i, x, y, k, site, opens, width }: { i: number; x: number; y: number; k: number; site: SiteDef; opens: string; width: number }) {
  // The entrances' state is in the workshop's own tooltip too: one tab stop per workshop.
  const opened = [...opens].filter((o) => o === '1').length;
  const tip = `${k >= 0 ? workshopHelp(k) : 'Empty workshop site: a tunnel beside it may establish a workshop here.'} Entrances open: ${opened} of ${site.entrances.length}.`;
  return (
    <>
      <g data-piece={k >= 0 ? `ws-${i}` : undefined} data-from={k >= 0 ? `wsup-${k}` : undefined}>
        <title>{tip}</title>
        <path d={`M${x + 1} ${y + 4.5}L${x + 5} ${y + 1}L${x + 9} ${y + 4.5}V${y + 9}H${x + 1}Z`} fill={k >= 0 ? '#fef3c7' : '#f5f5f4'} stroke="#44403c" stroke-width={0.6} stroke-dasharray={k >= 0 ? undefined : '1 0.6'} />
        {k >= 0 && <WorkshopMarks k={k} x={x} y={y} />}
      </g>
      {site.entrances.map((e, j) => {
        const open = opens[j] === '1';
        const ex = ((e % width) - (site.cell % width)) * (C / 2);
        const ey = (Math.floor(e / width) - Math.floor(site.cell / width)) * (C / 2);
        return (
          <circle key={`e${i}-${e}`} cx={x + C / 2 + ex} cy={y + C / 2 + ey} r={1.1} fill={open ? '#22c55e' : '#d6d3d1'} stroke="#1c1917" stroke-width={0.35}>
            <title>{open ? 'Open entrance: one use of this workshop' : 'Closed entrance: opens when a tunnel covers the cell beside it'}</title>
          </circle>
        );
      })}
    </>
  );
}
const Site = pure(SiteDrawn);

/**
 * One tile laid: a tunnel, a great hall or a gate's ground, in its owner's colour, outlined. One piece
 * per tile (its cells in the id: a tunnel partly covered by a great hall is a new piece, not one that
 * slid): a new tunnel flies in from its stack, a hall from the supply.
 */
function SegTileDrawn({ id, sg, fill, width, height }: { id: number; sg: Seg; fill: string; width: number; height: number }) {
  const mine = new Set(sg.cells);
  const tiles: JSX.Element[] = [];
  const edges: string[] = [];
  let floor = '';
  for (const c of sg.cells) {
    const x = (c % width) * C;
    const y = Math.floor(c / width) * C;
    tiles.push(<rect key={`s${c}`} x={x + 0.4} y={y + 0.4} width={C - 0.8} height={C - 0.8} fill={fill} />);
    floor += `M${x + 0.4} ${y + 0.4}h${C - 0.8}v${C - 0.8}h-${C - 0.8}z`;
    for (const [dx, dy, x1, y1, x2, y2] of [
      [0, -1, 0, 0, C, 0],
      [0, 1, 0, C, C, C],
      [-1, 0, 0, 0, 0, C],
      [1, 0, C, 0, C, C],
    ] as const) {
      const nx = (c % width) + dx;
      const ny = Math.floor(c / width) + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height || !mine.has(ny * width + nx)) edges.push(`M${x + x1} ${y + y1}L${x + x2} ${y + y2}`);
    }
  }
  return (
    <g data-piece={`seg-${id}-${sg.cells.length}`} data-from={sg.k === 1 ? `stack-src-${sg.ref}` : sg.k === 2 ? `hall-src-${sg.ref}` : undefined}>
      {tiles}
      {/* Cobbles in a tunnel, flagstones in a hall, lit from the top left over the whole tile. */}
      <path d={floor} fill={sg.k === 2 ? 'url(#hl-flag)' : 'url(#hl-cobble)'} />
      <path d={floor} fill="url(#hl-shade)" />
      <path d={edges.join('')} stroke="#1c1917" stroke-width={0.8} fill="none" stroke-linecap="square" />
    </g>
  );
}
const SegTile = pure(SegTileDrawn);

/** Which cells of rubble or buried resources a tile covers now: the ground is drawn again only when it changes. */
function groundKey(b: ReturnType<typeof boardOf>, seg: readonly number[]): string {
  let k = '';
  for (let c = 0; c < seg.length; c++) if ((b.rubble[c] || b.buried[c]) && seg[c]! >= 0) k += `${c},`;
  return k;
}

type HallBoard = ReturnType<typeof boardOf>;

/**
 * The mountain's cells under everything else: tiers, the heart, rubble and buried resources not yet
 * covered, and the rock's texture. A component of its own so that BoardSvg keeps its element between
 * moves (issue 28's delta-render-ms: a few hundred cells were diffed at every move). The cells and the
 * rock never change in a game, and each uncovered rubble or buried cell is its own part: a tile that
 * covers one takes that one away (the whole ground, ~400 elements, was diffed then).
 */
function Ground({ b, seg }: { b: HallBoard; seg: readonly number[] }) {
  const over: JSX.Element[] = [];
  for (let c = 0; c < b.tier.length; c++) {
    if (!b.mountain[c] && !b.heart.includes(c)) continue;
    if ((b.rubble[c] || b.buried[c]) && seg[c]! < 0) over.push(<Cover key={c} b={b} c={c} />);
  }
  return (
    <>
      <Cells b={b} />
      {over}
      <Rock b={b} />
    </>
  );
}

const cellAt = (b: HallBoard, c: number) => [(c % b.width) * C, Math.floor(c / b.width) * C] as const;

/** The mountain's cells: tiers and the heart. */
const Cells = pure(function CellsDrawn({ b }: { b: HallBoard }) {
  const out: JSX.Element[] = [];
  for (let c = 0; c < b.tier.length; c++) {
    const heart = b.heart.includes(c);
    if (!b.mountain[c] && !heart) continue;
    const [x, y] = cellAt(b, c);
    out.push(<rect key={c} x={x} y={y} width={C} height={C} fill={heart ? 'url(#hl-heart)' : TIER[b.tier[c]!]!.fill} stroke="#00000022" stroke-width={0.3} />);
  }
  return <>{out}</>;
});

/** The rock's texture over the mountain's cells (not the heart), one path. */
const Rock = pure(function RockDrawn({ b }: { b: HallBoard }) {
  let rock = '';
  for (let c = 0; c < b.tier.length; c++) {
    if (!b.mountain[c] || b.heart.includes(c)) continue;
    const [x, y] = cellAt(b, c);
    rock += `M${x} ${y}h${C}v${C}h-${C}z`;
  }
  return <path d={rock} fill="url(#hl-rock)" pointer-events="none" />;
});

/** Rubble and resources buried in cell `c`, not covered yet. */
const Cover = pure(function CoverDrawn({ b, c }: { b: HallBoard; c: number }) {
  const [x, y] = cellAt(b, c);
  const bur = b.buried[c];
  const r = bur ? Object.keys(bur)[0] : undefined;
  const st = r ? RES.find((q) => q.id === r) : undefined;
  return (
    <>
      {b.rubble[c] && <rect x={x} y={y} width={C} height={C} fill="url(#hl-rubble)" />}
      {bur && st && (
        <g>
          <title>{`Buried here (${cellWord(b, c)}): ${counts(RES.map((q) => bur[q.id] ?? 0))}; the tunnel that covers it gains them`}</title>
          <circle cx={x + 3} cy={y + 7} r={2.3} fill={st.fill} stroke="#fff" stroke-width={0.35} />
          <Use name={RES_ICON[RES.indexOf(st)]!} x={x + 1.35} y={y + 5.35} size={3.3} color={st.ink} />
        </g>
      )}
    </>
  );
});

/** An established workshop's tile: what it takes and what it gives (its name is in its tooltip). */
function WorkshopMarks({ k, x, y }: { k: number; x: number; y: number }) {
  const [give, get] = workshopMarks(D.conversions[k]?.[0]);
  if (!give) return <Use name={get} x={x + 2.6} y={y + 4.1} size={4.8} color="#44403c" />;
  return (
    <>
      <Use name={give} x={x + 1.3} y={y + 4.6} size={3.4} color="#78716c" />
      <Use name={get} x={x + 4.9} y={y + 4.1} size={4} color="#1c1917" />
    </>
  );
}
