// The Ancestry cards as printed cards (issue 28), in the map's language (MapSvg: a light from the top
// left, things standing on a soft shadow): a parchment card with a dark edge and an inner rule, and
// each symbol an inlaid tile with a bevel. Drawn in a 10-unit quadrant grid, no <defs>, so any number
// of small SVGs (hand, draft, rivals' Ancestries, How to play) draw alike without shared ids.
import { cardCells, SYMBOL, symbolPower, symbolTitle } from './model';
import { pure } from '../../lib/pure';

/** The card stock: parchment, its edge and its inner rule. */
const CARD = { body: '#f1e3c6', edge: '#5b4636', rule: '#b08d5b', shade: '#1c1917' };

/**
 * A card's body of w x h quadrants at (x, y) (the symbols go over it): a shadow under it, the
 * parchment, a darker band along the bottom and right (the light comes from the top left), the inner
 * rule with small diamonds at its corners.
 */
function CardBodyDrawn({ x, y, w, h, s = 10, ghost }: { x: number; y: number; w: number; h: number; s?: number; ghost?: boolean }) {
  const W = w * s;
  const H = h * s;
  const i = s * 0.09;
  const corners = [
    [x + i * 2.2, y + i * 2.2],
    [x + W - i * 2.2, y + i * 2.2],
    [x + i * 2.2, y + H - i * 2.2],
    [x + W - i * 2.2, y + H - i * 2.2],
  ] as const;
  return (
    <g pointer-events="none" data-card-body="">
      {!ghost && <rect x={x + s * 0.05} y={y + s * 0.08} width={W} height={H} rx={s * 0.16} fill={CARD.shade} fill-opacity="0.28" />}
      <rect x={x + 0.15} y={y + 0.15} width={W - 0.3} height={H - 0.3} rx={s * 0.15} fill={CARD.body} stroke={CARD.edge} stroke-width={s * 0.045} />
      <path d={`M${x + W - 0.4} ${y + s * 0.4}V${y + H - 0.4}H${x + s * 0.4}`} fill="none" stroke={CARD.shade} stroke-opacity="0.16" stroke-width={s * 0.08} stroke-linecap="round" />
      <rect x={x + i} y={y + i} width={W - 2 * i} height={H - 2 * i} rx={s * 0.1} fill="none" stroke={CARD.rule} stroke-width={s * 0.025} />
      {corners.map(([cx, cy], k) => (
        <path key={k} d={`M${cx} ${cy - s * 0.06}l${s * 0.06} ${s * 0.06}l${-s * 0.06} ${s * 0.06}l${-s * 0.06} ${-s * 0.06}z`} fill={CARD.rule} />
      ))}
    </g>
  );
}
export const CardBody = pure(CardBodyDrawn);

/**
 * One symbol in its quadrant: a coloured tile inlaid in the card (a bevel lit from the top left),
 * its white glyph, a Strong symbol's power, and the cube that covers it. A blank quadrant is bare card.
 */
function SymbolDrawn({ code, x, y, s, covered, cube, sel }: { code: string; x: number; y: number; s: number; covered?: boolean; cube?: string; sel?: boolean }) {
  const sym = SYMBOL[code[0] ?? '-'] ?? SYMBOL['-']!;
  const p = symbolPower(code);
  const blank = code === '-';
  const m = s * 0.13;
  const t = s - 2 * m;
  return (
    <g>
      {blank ? (
        <circle cx={x + s / 2} cy={y + s / 2} r={s * 0.06} fill={CARD.rule} />
      ) : (
        <>
          <rect x={x + m} y={y + m} width={t} height={t} rx={s * 0.14} fill={sym.color} stroke={CARD.shade} stroke-opacity="0.45" stroke-width={s * 0.03} />
          {/* The bevel: lit along the top and left edge, shaded along the bottom and right. */}
          <path d={`M${x + m + s * 0.12} ${y + m + t - s * 0.1}V${y + m + s * 0.12}H${x + m + t - s * 0.1}`} fill="none" stroke="#fff" stroke-opacity="0.38" stroke-width={s * 0.05} stroke-linecap="round" />
          <path d={`M${x + m + t - s * 0.08} ${y + m + s * 0.16}V${y + m + t - s * 0.08}H${x + m + s * 0.16}`} fill="none" stroke={CARD.shade} stroke-opacity="0.3" stroke-width={s * 0.05} stroke-linecap="round" />
          <Glyph k={code[0] ?? '-'} cx={x + s / 2 - (p > 1 ? s * 0.09 : 0)} cy={y + s / 2 - (p > 1 ? s * 0.09 : 0)} r={s * (p > 1 ? 0.2 : 0.24)} />
        </>
      )}
      {sel && <rect x={x + m * 0.4} y={y + m * 0.4} width={s - m * 0.8} height={s - m * 0.8} rx={s * 0.16} fill="none" stroke="#111" stroke-width={s * 0.09} />}
      {p > 1 && (
        <text x={x + s - s * 0.27} y={y + s - s * 0.29} font-size={s * 0.44} font-weight="800" fill="#fff" stroke={CARD.shade} stroke-width={s * 0.06} paint-order="stroke" text-anchor="middle" dominant-baseline="central">
          {p}
        </text>
      )}
      {covered && <Cube x={x + s * 0.27} y={y + s * 0.27} z={s * 0.46} fill={cube ?? '#444'} />}
    </g>
  );
}
export const Symbol = pure(SymbolDrawn);

/** A player's cube seen from above and a little to the front: its top face lit, its front shaded. */
function CubeDrawn({ x, y, z, fill }: { x: number; y: number; z: number; fill: string }) {
  return (
    <g>
      <rect x={x + z * 0.1} y={y + z * 0.16} width={z} height={z} rx={z * 0.12} fill={CARD.shade} fill-opacity="0.35" />
      <rect x={x} y={y} width={z} height={z} rx={z * 0.12} fill={fill} stroke={CARD.shade} stroke-width={z * 0.06} />
      <rect x={x + z * 0.12} y={y + z * 0.1} width={z * 0.76} height={z * 0.5} rx={z * 0.08} fill="#fff" fill-opacity="0.28" />
    </g>
  );
}
const Cube = pure(CubeDrawn);

/** Simple white glyphs for the symbol kinds (a letter would do, a shape reads faster). */
function GlyphDrawn({ k, cx, cy, r }: { k: string; cx: number; cy: number; r: number }) {
  const d = GLYPH[k];
  if (!d) return null;
  return <path fill="#fff" stroke="#1c1917" stroke-opacity="0.25" stroke-width="0.35" transform={`translate(${cx} ${cy}) scale(${r / 4})`} d={d} />;
}
const Glyph = pure(GlyphDrawn);

/** The glyphs' outlines in a -4..4 box: Advance an arrow, Bolster a cross, Influence a crown, Gnome a cap, Wild a star, Supply a sack, Elder a gem on a stand. */
const GLYPH: Record<string, string> = {
  A: 'M-4 -1.3h4v-2.7l4.2 4-4.2 4v-2.7h-4z',
  B: 'M-1.3 -4h2.6v2.7h2.7v2.6h-2.7v2.7h-2.6v-2.7h-2.7v-2.6h2.7z',
  I: 'M-4 3h8l1-6-3 2.3-2-3.8-2 3.8-3-2.3z',
  G: 'M0 -4.3l3.6 6.5h-7.2zM-4 2.6h8v1.6h-8z',
  W: 'M0 -4.2l1.2 2.9 3.1.2-2.4 2 .8 3.1L0 2.3l-2.7 1.7.8-3.1-2.4-2 3.1-.2z',
  S: 'M-3 -3.4h6l-.8 1.3a4 4 0 0 1 1.8 3.4c0 2-1.5 2.9-4 2.9s-4-.9-4-2.9a4 4 0 0 1 1.8-3.4z',
  E: 'M0 -4.3l3 3-3 3-3-3zM-.8 1.2h1.6v3.1h-1.6zM-3.4 2.6h6.8v1.4h-6.8z',
};

/** A card face (hand, draft): the printed card with its symbols. */
function CardFaceDrawn({ id, size = 22 }: { id: number; size?: number }) {
  const c = cardCells(id);
  return (
    <svg viewBox={`-0.3 -0.3 ${c.w * 10 + 1} ${c.h * 10 + 1.1}`} width={c.w * size} height={c.h * size} aria-hidden="true" class="block" data-card={id}>
      <CardBody x={0} y={0} w={c.w} h={c.h} />
      {c.cells.map((code, i) => (
        <g key={i} data-sym={code[0]} data-tip={symbolTitle(code)}>
          <Symbol code={code} x={(i % c.w) * 10} y={Math.floor(i / c.w) * 10} s={10} />
        </g>
      ))}
    </svg>
  );
}
export const CardFace = pure(CardFaceDrawn);
