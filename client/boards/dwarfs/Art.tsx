// Dwar7s Fall's pictures (issue 28), drawn in code once and reused with <use>: a gem of each kind
// (each its own cut, so the four read apart without their colours), the pouch, a meeple, the goal,
// the egg, the store, the pickaxe, the ogre card, and the art of each kind of kingdom card (castle,
// mine, tavern, store, the four monsters, the memorial), with a stone texture for walls and
// gradients for the card grounds. No emoji and no unusual glyphs: Debian's Chromium has no font
// for them (the pouch drawn as an empty box). `Defs` is drawn once by the board; `Icon` shows one.
import { pure } from '../../lib/pure';

/** The icons' ids (a 16-unit box each). */
export type IconId = 'gem0' | 'gem1' | 'gem2' | 'gem3' | 'gem' | 'pouch' | 'meeple' | 'goal' | 'egg' | 'store' | 'mine' | 'ogre' | 'deck' | 'castle' | 'monster';

const ICONS: Record<IconId, preact.JSX.Element> = {
  // Emerald: a step cut (an octagon); diamond: a brilliant; gold: a nugget; ruby: an oval cabochon.
  gem0: (
    <>
      <path d="M5 1.5h6L14.5 5v6L11 14.5H5L1.5 11V5z" fill="#2f9e5b" stroke="#134e2c" />
      <path d="M5.5 4h5l2 2v4l-2 2h-5l-2-2V6z" fill="#6fd39a" opacity=".55" />
    </>
  ),
  gem1: (
    <>
      <path d="M4 2h8l3 4-7 9-7-9z" fill="#5aa9e6" stroke="#1d4f7a" />
      <path d="M1 6h14M4 2l2 4 2-4 2 4 2-4M6 6l2 9 2-9" fill="none" stroke="#e0f2fe" stroke-width=".8" />
    </>
  ),
  gem2: (
    <>
      <path d="M2 10.5C1 7 4 3.5 7.5 3.2 11 3 15 5 14.6 9.3 14.3 12.8 10 14 6.5 13.7 4 13.5 2.6 12.5 2 10.5z" fill="#e8b720" stroke="#7c5a06" />
      <path d="M5 7.5c1-1.6 3-2.2 4.6-1.7" fill="none" stroke="#fff7cc" stroke-width="1.2" stroke-linecap="round" />
    </>
  ),
  gem3: (
    <>
      <ellipse cx="8" cy="8.5" rx="6.3" ry="5.8" fill="#d64545" stroke="#7a1414" />
      <ellipse cx="6.2" cy="6.5" rx="2.2" ry="1.4" fill="#fecaca" opacity=".8" />
    </>
  ),
  gem: <path d="M4 2h8l3 4-7 9-7-9z" fill="#a8a29e" stroke="#44403c" />,
  pouch: (
    <>
      <path d="M5.5 4.5 4 2.5h8l-1.5 2C14 6 15.2 9 14.6 11.6 14 14.3 11.3 15 8 15s-6-.7-6.6-3.4C.8 9 2 6 5.5 4.5z" fill="#a16207" stroke="#422006" />
      <path d="M5 4.8h6" stroke="#fde68a" stroke-width="1.3" stroke-linecap="round" />
    </>
  ),
  meeple: <path d="M8 1.2a2.6 2.6 0 0 1 1.9 4.4c2.3.4 4.8 1.2 5.1 2.4.2 1-1.8 1.2-3.4 1.2l2 4.9c.2.7-.4 1-1.3 1H9.7L8 12.4 6.3 15.1H3.7c-.9 0-1.5-.3-1.3-1l2-4.9C2.8 9.2.8 9 1 8c.3-1.2 2.8-2 5.1-2.4A2.6 2.6 0 0 1 8 1.2z" fill="currentColor" stroke="rgba(0,0,0,.5)" stroke-width=".7" />,
  goal: (
    <>
      <path d="M3 2.5h9.5a1.5 1.5 0 0 1 0 3H12V13a1.5 1.5 0 0 1-1.5 1.5H2a1.5 1.5 0 0 1 0-3h.5V4A1.5 1.5 0 0 1 3 2.5z" fill="#fef3c7" stroke="#92400e" />
      <path d="M5 6h5M5 8.3h5M5 10.6h3" stroke="#92400e" stroke-width=".9" />
    </>
  ),
  egg: (
    <>
      <path d="M8 1.2C11.2 1.2 13.8 6 13.8 9.6 13.8 12.9 11.2 15 8 15s-5.8-2.1-5.8-5.4C2.2 6 4.8 1.2 8 1.2z" fill="#bbf7d0" stroke="#166534" />
      <path d="M5 8.5l1.6 1.4L8.3 8l1.6 2 1.8-1.6" fill="none" stroke="#166534" stroke-width=".9" />
    </>
  ),
  store: (
    <>
      <path d="M2 7h12v7.5H2z" fill="#ccfbf1" stroke="#115e59" />
      <path d="M1 7l1.5-4.5h11L15 7z" fill="#14b8a6" stroke="#115e59" />
      <path d="M4 2.5 3.5 7M8 2.5V7M12 2.5l.5 4.5" stroke="#f0fdfa" stroke-width="1" />
      <path d="M6.5 14.5v-4h3v4" fill="#115e59" />
    </>
  ),
  mine: (
    <>
      <path d="M2.5 14.5 11 6" stroke="#78350f" stroke-width="1.8" stroke-linecap="round" />
      <path d="M5.5 3.5C9 1.5 13 2.3 15 5.3 12.3 4 10 4.2 8 5.7z" fill="#9ca3af" stroke="#374151" stroke-width=".8" />
    </>
  ),
  ogre: (
    <>
      <rect x="2.5" y="1.5" width="11" height="13" rx="1.8" fill="#7c2d12" stroke="#1c1917" />
      <path d="M5.5 12.5 10.5 4.5M9.5 4.2c.8-.8 2-.6 2.3.3.3 1-.5 1.9-1.6 1.7" fill="none" stroke="#fed7aa" stroke-width="1.4" stroke-linecap="round" />
    </>
  ),
  deck: (
    <>
      <rect x="4" y="1.5" width="9.5" height="12" rx="1.5" fill="#d6d3d1" stroke="#44403c" />
      <rect x="2.5" y="3" width="9.5" height="12" rx="1.5" fill="#f5f5f4" stroke="#44403c" />
    </>
  ),
  castle: <path d="M2 15V5h2.5v2h2V4h3v3h2V5H14v10H9.5v-3.5h-3V15z" fill="#78716c" stroke="#292524" stroke-width=".8" />,
  monster: <path d="M1.5 14.5 4 4.5l3 6 1-9 1 9 3-6 2.5 10z" fill="#b42318" stroke="#450a0a" stroke-width=".8" />,
};

/** Which icon a gem kind is (GEMS order: emerald, diamond, gold, ruby). */
export const gemIcon = (g: number): IconId => (['gem0', 'gem1', 'gem2', 'gem3'] as const)[g] ?? 'gem';

/** An icon in running text or on a button (aria-hidden: the words around it say what it is). */
function IconDrawn({ id, size = 14, color, class: cls }: { id: IconId; size?: number; color?: string; class?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" class={`inline-block shrink-0 ${cls ?? ''}`} style={color ? { color } : undefined}>
      <use href={`#dw-i-${id}`} />
    </svg>
  );
}
export const Icon = pure(IconDrawn);

/** A card kind's art id (a 100-unit card). */
export type ArtId = 'castle' | 'mine' | 'tavern' | 'store' | 'dragon' | 'giant' | 'wolf' | 'treant' | 'memorial';

/**
 * Each kind's picture, drawn in the card's middle band behind its spots: light lines on the card's
 * ground, so meeples and their spots stay clear on top.
 */
const ART: Record<ArtId, preact.JSX.Element> = {
  castle: <path d="M22 80V44h8v6h7v-6h8v6h10v-6h8v6h7v-6h8v36H58V66a8 8 0 0 0-16 0v14z" fill="#fff" opacity=".45" />,
  mine: (
    <>
      <path d="M18 82V58a32 26 0 0 1 64 0v24z" fill="#3f2a1d" opacity=".28" />
      <path d="M28 82V60a22 18 0 0 1 44 0v22" fill="none" stroke="#5b3a22" stroke-width="4" opacity=".45" />
    </>
  ),
  tavern: (
    <>
      <path d="M20 82V56l30-20 30 20v26z" fill="#fff" opacity=".35" />
      <path d="M60 60h10v12H60zM70 63h3a3 3 0 0 1 0 6h-3" fill="none" stroke="#7c2d12" stroke-width="2.5" opacity=".5" />
    </>
  ),
  store: (
    <>
      <path d="M20 60h60v22H20z" fill="#fff" opacity=".35" />
      <path d="M16 60l6-12h56l6 12z" fill="#0f766e" opacity=".35" />
    </>
  ),
  dragon: <path d="M14 80c10-22 22-30 36-30 6-10 16-16 30-14-8 4-12 10-12 16 8 2 14 10 16 18-10-6-18-6-26-4-12 4-26 8-44 14z" fill="#14532d" opacity=".3" />,
  giant: (
    <g stroke="#0c4a6e" stroke-width="3.5" opacity=".3" stroke-linecap="round">
      <path d="M50 40v44M31 51l38 22M31 73l38-22M44 40l6 6 6-6M44 84l6-6 6 6" fill="none" />
    </g>
  ),
  wolf: <path d="M24 84l6-24-8-20 16 10h24l16-10-8 20 6 24-26-10z" fill="#292524" opacity=".3" />,
  treant: (
    <>
      <path d="M46 84V66l-10-8M54 84V62l10-10" stroke="#3f2a1d" stroke-width="5" fill="none" opacity=".35" stroke-linecap="round" />
      <circle cx="50" cy="50" r="17" fill="#166534" opacity=".3" />
    </>
  ),
  memorial: <path d="M44 36h12l5 40H39zM30 76h40v8H30z" fill="#fff" opacity=".5" />,
};

/** The card grounds (gradients) by art id: stone, earth, wood, teal, and the monsters' colours. */
export const GROUND: Record<ArtId, [string, string]> = {
  castle: ['#e7e5e4', '#a8a29e'],
  mine: ['#f3e8d2', '#c9a77c'],
  tavern: ['#fde7c3', '#d9a066'],
  store: ['#d9f2ea', '#8fcfbd'],
  dragon: ['#e3f1d8', '#93b47f'],
  giant: ['#e0eff8', '#97bfd6'],
  wolf: ['#ece7e2', '#a8a09a'],
  treant: ['#e6efd6', '#a3b77e'],
  memorial: ['#eceef1', '#b3b8c0'],
};

export const artOf = (type: string, category: string): ArtId => {
  if (category === 'mine') return 'mine';
  if (type === 'general-store') return 'store';
  if (type === 'forest-dragon') return 'dragon';
  if (type === 'frost-giant') return 'giant';
  if (type === 'big-bad-wolf') return 'wolf';
  if (type === 'treant') return 'treant';
  if (type === 'memorial' || category === 'memorial') return 'memorial';
  if (category === 'tavern') return 'tavern';
  return 'castle';
};

/** The pictures, drawn once in the board (a hidden SVG whose symbols every other SVG uses). */
export function Defs() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs>
        {(Object.keys(ICONS) as IconId[]).map((id) => (
          <symbol key={id} id={`dw-i-${id}`} viewBox="0 0 16 16">
            {ICONS[id]}
          </symbol>
        ))}
        {(Object.keys(ART) as ArtId[]).map((id) => (
          <g key={id}>
            <linearGradient id={`dw-g-${id}`} x1="0" y1="0" x2="0.35" y2="1">
              <stop offset="0" stop-color={GROUND[id][0]} />
              <stop offset="1" stop-color={GROUND[id][1]} />
            </linearGradient>
            <symbol id={`dw-a-${id}`} viewBox="0 0 100 100">
              {ART[id]}
            </symbol>
          </g>
        ))}
        {/* A wall: dressed stone, courses of blocks with mortar between them. */}
        <pattern id="dw-stone" width="14" height="7" patternUnits="userSpaceOnUse">
          <rect width="14" height="7" fill="#3b3632" />
          <path d="M0 .5h14M0 3.5h14M4 .5v3M11 3.5v3" stroke="#6b6159" stroke-width=".9" />
        </pattern>
        {/* The table's ground: a faint grain. */}
        <pattern id="dw-ground" width="24" height="24" patternUnits="userSpaceOnUse">
          <rect width="24" height="24" fill="#efe8da" />
          <path d="M0 6h24M0 18h24" stroke="#e4dac6" stroke-width="1.2" />
          <circle cx="6" cy="12" r="1" fill="#ddd1ba" />
          <circle cx="18" cy="1" r="1" fill="#ddd1ba" />
        </pattern>
        <filter id="dw-shadow" x="-10%" y="-10%" width="130%" height="130%">
          <feDropShadow dx="1" dy="2" stdDeviation="1.6" flood-color="#1c1917" flood-opacity=".35" />
        </filter>
      </defs>
    </svg>
  );
}
