// The Hall's pictures, drawn in code (issue 28): one <symbol> per resource, clan and mark, defined
// once per page (ArtDefs) and drawn anywhere by <use> (Icon), on the mountain's SVG and in the
// panels' HTML alike; the mountain's textures (rock, cobbled tunnels, flagstone halls). Icons are
// drawn in currentColor on a 16-unit grid, so a chip gives them its ink.
import type { JSX } from 'preact';
import { pure } from '../../lib/pure';

/** Symbol ids by resource index (content RESOURCES order: stone, iron, heartstone, coin, cart, hammer, rune). */
export const RES_ICON = ['stone', 'iron', 'heart', 'coin', 'cart', 'hammer', 'rune'] as const;
/** Symbol ids by clan (Fire, Ice, Moon); troll clans put Mud first. */
export const CLAN_ICON = ['fire', 'ice', 'moon'] as const;
export const TROLL_CLAN_ICON = ['mud', ...CLAN_ICON] as const;

const SYMBOLS: Record<string, JSX.Element> = {
  stone: (
    <>
      <path d="M2.5 11.5 4.5 6 9 3.5l4 3 1 5.5-3 2H5z" />
      <path d="M4.5 6 8 8l5-1.5M8 8l-1 5.5" fill="none" stroke="#0006" stroke-width="1" />
    </>
  ),
  iron: (
    <>
      <path d="M1.5 12h13l-2.5-6h-8z" />
      <path d="M4 6h8" stroke="#fff8" stroke-width="1.2" />
    </>
  ),
  heart: (
    <>
      <path d="M4 2.5h8l3 4-7 7.5L1 6.5z" />
      <path d="M1 6.5h14M5.5 2.5 4.5 6.5 8 14l3.5-7.5-1-4" fill="none" stroke="#fff9" stroke-width=".9" />
    </>
  ),
  coin: (
    <>
      <circle cx="8" cy="8" r="6.5" />
      <circle cx="8" cy="8" r="4.3" fill="none" stroke="#0005" stroke-width="1.1" />
      <path d="M6 6.5 8 5l2 1.5v3L8 11 6 9.5z" fill="#0004" />
    </>
  ),
  cart: (
    <>
      <path d="M1 4.5h14L12.5 10h-9z" />
      <circle cx="5" cy="12.5" r="1.9" />
      <circle cx="11" cy="12.5" r="1.9" />
    </>
  ),
  hammer: (
    <>
      <path d="M2 3.5h8.5L13 5.5V8H2z" />
      <rect x="5.4" y="8" width="2.6" height="7" rx=".9" />
    </>
  ),
  rune: (
    <>
      <path d="M4 1.5h8l1.5 13h-11z" />
      <path d="M8 4v8M8 7.2 5.6 4.8M8 7.2l2.4-2.4" fill="none" stroke="#fffb" stroke-width="1.3" stroke-linecap="round" />
    </>
  ),
  fire: <path d="M8 1c1 3 5 5 5 9a5 5 0 0 1-10 0c0-2 1-3.3 2-4.2 0 2 .8 3 2 3.2-1-3 0-6 1-8z" />,
  ice: <path d="M8 1v14M2 4.5l12 7M2 11.5l12-7M6 2.5 8 4l2-1.5M6 13.5 8 12l2 1.5" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" />,
  moon: <path d="M10.5 1.5a6.5 6.5 0 1 0 4 11.2A5.3 5.3 0 0 1 10.5 1.5z" />,
  mud: <path d="M8 1.5c3 4 5 6.2 5 9a5 5 0 0 1-10 0c0-2.8 2-5 5-9z" />,
  // A pedestal (a plinth) and a statue (a troll standing on it): the mountain's pieces.
  pedestal: <path d="M2 14.5 3.5 10h9l1.5 4.5zM4.5 10V8h7v2z" />,
  statue: <path d="M8 1.5a2.6 2.6 0 1 1 0 5.2 2.6 2.6 0 0 1 0-5.2zM4 14.5 4.6 9A3.4 3.4 0 0 1 8 7.5 3.4 3.4 0 0 1 11.4 9l.6 5.5z" />,
  // A workshop's trade: an arrow from what it takes to what it gives; Quartermaster unloads a troll.
  arrow: <path d="M2 7h8V4l5 4-5 4V9H2z" />,
  unload: <path d="M6.5 1.5h3v7h3L8 13.5 3.5 8.5h3zM2 14h12v1.5H2z" />,
};

/** Every symbol, once per page (a hidden SVG whose ids the board's other SVGs and chips use). */
export function ArtDefs() {
  return (
    <svg width="0" height="0" class="absolute" aria-hidden="true" focusable="false">
      <defs>
        {Object.entries(SYMBOLS).map(([id, body]) => (
          <symbol key={id} id={`hl-i-${id}`} viewBox="0 0 16 16" fill="currentColor">
            {body}
          </symbol>
        ))}
        {/* Rock: facets of light and shadow over a tier's colour. */}
        <pattern id="hl-rock" width={10} height={10} patternUnits="userSpaceOnUse">
          <path d="M0 0h10v10H0z" fill="none" />
          <path d="M0 3.5 3 1l3.5 1.5L5 5.5 1 6z" fill="#fff" opacity={0.09} />
          <path d="M5 5.5 6.5 2.5 10 4.5 9 8.5 6 9z" fill="#000" opacity={0.08} />
          <path d="M1 6 5 5.5 6 9 2.5 10 0 8.5z" fill="#000" opacity={0.05} />
        </pattern>
        {/* A tunnel's floor: cobbles with dark joints. */}
        <pattern id="hl-cobble" width={5} height={5} patternUnits="userSpaceOnUse">
          <path d="M0 2.5h5M2.5 0v2.5M1 2.5V5M4 2.5V5" stroke="#000" stroke-width={0.35} opacity={0.3} />
          <path d="M.4.4h1.8M3 .4h1.6M.4 2.9h.4M1.4 2.9h2.3" stroke="#fff" stroke-width={0.3} opacity={0.28} />
        </pattern>
        {/* A great hall's floor: big flagstones. */}
        <pattern id="hl-flag" width={10} height={10} patternUnits="userSpaceOnUse">
          <path d="M0 0h10v10H0zM0 5h10M5 0v5M2.5 5v5M7.5 5v5" fill="none" stroke="#000" stroke-width={0.45} opacity={0.35} />
        </pattern>
        <radialGradient id="hl-heart">
          <stop offset="0" stop-color="#fff7cc" />
          <stop offset="1" stop-color="#f59e0b" />
        </radialGradient>
        <linearGradient id="hl-shade" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color="#fff" stop-opacity={0.28} />
          <stop offset="0.5" stop-color="#fff" stop-opacity={0} />
          <stop offset="1" stop-color="#000" stop-opacity={0.3} />
        </linearGradient>
        <pattern id="hl-rubble" width={3} height={3} patternUnits="userSpaceOnUse">
          <circle cx={1} cy={1} r={0.55} fill="#1c1917" opacity={0.55} />
          <circle cx={2.4} cy={2.3} r={0.4} fill="#1c1917" opacity={0.45} />
        </pattern>
      </defs>
    </svg>
  );
}

/** One symbol in HTML, sized by its class (1 em by default), in the text's colour unless given one. */
function IconDrawn({ name, cls = 'h-[1em] w-[1em]', color, title }: { name: string; cls?: string; color?: string; title?: string }) {
  return (
    <svg class={`inline-block shrink-0 ${cls}`} style={color ? { color } : undefined} aria-hidden={title ? undefined : 'true'} role={title ? 'img' : undefined} aria-label={title}>
      <use href={`#hl-i-${name}`} />
    </svg>
  );
}
export const Icon = pure(IconDrawn);

/** One symbol on the mountain (drawing units). */
export const Use = ({ name, x, y, size, color }: { name: string; x: number; y: number; size: number; color?: string }) => <use href={`#hl-i-${name}`} x={x} y={y} width={size} height={size} style={color ? { color } : undefined} />;

/**
 * A troll's name with a soft hyphen before its trade ("Crescent-hauler"), so that on a narrow card it
 * wraps onto two lines at the seam instead of being cut.
 */
export const softName = (name: string): string => name.replace(/(?<=.{3})(hauler|cutter|smelter|seeker|basher|hoarder|mumbler|caller)$/, '\u00AD$1');

/** What a workshop takes and gives, as two symbols for its tile (null: any resources). */
export function workshopMarks(conv: { kind: string; give?: number[]; get?: number[] } | undefined): [string | null, string] {
  if (!conv || conv.kind === 'unload') return [null, 'unload'];
  const get = conv.get?.findIndex((n) => n > 0) ?? -1;
  const give = conv.kind === 'fixed' ? (conv.give?.findIndex((n) => n > 0) ?? -1) : -1;
  return [give >= 0 ? RES_ICON[give]! : null, RES_ICON[get] ?? 'arrow'];
}
