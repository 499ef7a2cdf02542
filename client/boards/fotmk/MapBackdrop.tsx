// The mountain's backdrop, the same all game: the rock, the seven domains, the volcano, the Great
// Halls' touches and the passages, with the map's drawing kit (gradients, the gnome token).
import { CLANS, clanStyle, type Board } from './model';

const center = { x: 50, y: 50 };
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
export function Backdrop({ b, small }: { b: Board; small: boolean }) {
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
