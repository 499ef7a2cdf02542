// The mountain: domains, caverns with trolls, champion pawns and gnomes, lairs, gates, the swarm,
// Great Halls and the volcano, drawn from the content coordinates on a 100 x 100 plane.
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { SeatColor } from '../../../shared/protocol';
import { SWARM, type sourcesOf } from './pieces';
import { boardOf, CHAMPIONS, CLANS, clanStyle, type View } from './model';
import { Backdrop } from './MapBackdrop';
import { fromKey, keyAct, MapNode } from './MapNode';
import { Keep, key } from '../../lib/keep';

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

const NO_SOURCES = { trolls: new Map<string, string>(), gnomes: new Map<string, string>() };

export function MapSvg(p: MapProps) {
  const { v } = p;
  const b = boardOf(v);
  const side = b.side;
  const lairOwner = new Map<number, number>();
  v.mats.forEach((m) => m.lairs.forEach((l) => lairOwner.set(l, m.seat)));
  const setupDone = v.mats.every((m) => m.lairs.length > 0);
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
  // A node's handlers, read when they fire: a kept node (MapNode) may hold an older render's.
  const act = useRef(p).current;
  Object.assign(act, p);

  return (
    <>
    <svg ref={svg} viewBox="-1 -1 102 102" class="block h-auto w-full select-none" role="group" aria-label="The mountain map" data-testid="fotmk-map" data-shared="map">
      {backdrop}
      {/* Swarm points and gates, kept until the swarm or a choice on them changes (issue 28); their
          handlers read `act`, this render's. */}
      <Keep k={key(v.swarm, [...p.swarmTargets], small, hit)} render={() =>
        side.swarmPoints.map((sp) => {
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
              onClick={label ? () => act.onSwarm(d) : undefined}
              onKeyDown={label ? keyAct(() => act.onSwarm(d)) : undefined}
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
        })
      } />
      {/* Great Halls */}
      <Keep k={key(v.halls, [...p.hallTargets], minFont, hit)} render={() =>
        side.greatHalls.map((h, i) => {
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
              onClick={label ? () => act.onHall(i) : undefined}
              onKeyDown={label ? keyAct(() => act.onHall(i)) : undefined}
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
        })
      } />
      {/* Lairs and caverns */}
      {Array.from({ length: b.nodes }, (_, n) => {
        const isLair = n >= b.caverns;
        const owner = lairOwner.get(n);
        const flash = p.flash && p.flash.node === n ? p.flash : null;
        const label = p.targets.get(n);
        return (
          <MapNode
            key={n}
            n={n}
            v={v}
            nd={v.nodes[n]}
            owner={owner}
            unused={isLair && owner === undefined && setupDone}
            label={label}
            status={p.status(n)}
            why={label ? '' : p.whyNot(n)}
            marked={p.marked.includes(n)}
            flashKey={flash ? `${flash.kind}-${flash.key}` : ''}
            hovered={p.hover === n}
            minFont={minFont}
            hit={hit}
            names={p.names}
            namesKey={p.names.join('|')}
            colors={p.colors}
            colorsKey={p.colors.join('|')}
            from={p.from ?? NO_SOURCES}
            fromKey={fromKey(v, n, p.from ?? NO_SOURCES)}
            act={act}
          />
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
