// One player's Ancestry: cards on the 6 x 6 footprint, symbols, cubes; targets for the turn, the
// cluster being chosen, and the ghost of a drafted card being placed.
import { useState } from 'preact/hooks';
import { coarse } from '../../lib/input';
import type { SeatColor } from '../../../shared/protocol';
import { fillOf } from '../../components/SeatMark';
import { cardCells, champName, SYMBOL, symbolPower, symbolTitle, type View } from './model';
import { CardBody, Symbol } from './CardArt';

type Mat = View['mats'][number];

export interface AncestryProps {
  mat: Mat;
  color: SeatColor | null;
  /** Clickable slots and their words. */
  slotTargets?: Map<number, string>;
  onSlot?(slot: number): void;
  selected?: number[];
  placing?: { card: number; legal: Map<string, string> } | null;
  onPlace?(x: number, y: number): void;
  /** The spot where the picked card is previewed (touch: after a first tap), drawn in place. */
  pending?: [number, number] | null;
  cell?: number;
  label: string;
  /** Words under a card being placed (off for How to play's still pictures). */
  placeWords?: boolean;
}

const PLANE = 12;
const MAX = 6;

/** What a card laid at (x, y) covers, in words ("covers a Wild and an Advance", "covers an empty quadrant"). */
export function coverWords(mat: Mat, x: number, y: number): string {
  const at = new Map(mat.cells.map((c) => [c.slot, c.symbol]));
  const names: string[] = [];
  let empty = 0;
  for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
    const c = at.get((y + dy) * PLANE + x + dx);
    if (c === undefined) empty++;
    else {
      const name = SYMBOL[c[0] ?? '-']?.name ?? c;
      const strong = symbolPower(c) > 1;
      names.push(c === '-' ? 'a blank' : strong ? `a Strong ${name} ${symbolPower(c)}` : `${'AIE'.includes(c[0] ?? '') ? 'an' : 'a'} ${name}`);
    }
  }
  const list = names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return names.length === 0 ? 'covers nothing yet' : `covers ${list}${empty ? ` (${empty} quadrant${empty === 1 ? '' : 's'} new)` : ''}`;
}

function reason(mat: Mat, x: number, y: number): string {
  const at = new Map(mat.cells.map((c) => [c.slot, c.symbol]));
  let overlap = 0;
  let elder = false;
  for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
    const c = at.get((y + dy) * PLANE + x + dx);
    if (c !== undefined) {
      overlap++;
      if (c === 'E') elder = true;
    }
  }
  if (elder) return 'A card may never cover an Elder symbol.';
  if (overlap === 0) return 'A card must cover at least one quadrant of your Ancestry.';
  return 'Your Ancestry must stay within 6 by 6 quadrants.';
}

export function Ancestry(p: AncestryProps) {
  const { mat } = p;
  const s = 10;
  const [hovered, setGhost] = useState<[number, number] | null>(null);
  // A previewed spot (a first tap) wins over where a mouse points.
  const ghost = p.pending ?? hovered;
  let x0 = PLANE, y0 = PLANE, x1 = -1, y1 = -1;
  for (const c of mat.cells) {
    x0 = Math.min(x0, c.x);
    y0 = Math.min(y0, c.y);
    x1 = Math.max(x1, c.x);
    y1 = Math.max(y1, c.y);
  }
  if (x1 < 0) return null;
  // While placing, show one more column and row around the footprint where it may still grow.
  if (p.placing) {
    if (x1 - x0 + 1 < MAX) {
      x0 = Math.max(0, x0 - 1);
      x1 = Math.min(PLANE - 1, x1 + 1);
    }
    if (y1 - y0 + 1 < MAX) {
      y0 = Math.max(0, y0 - 1);
      y1 = Math.min(PLANE - 1, y1 + 1);
    }
  }
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const cube = fillOf(p.color);
  const sel = new Set(p.selected ?? []);
  // Cells are drawn where they lie on the whole plane, and one group shifts them to the footprint's
  // corner: a card laid left of or above the footprint moves that group alone, not every cell's
  // shapes (issue 28: it had redrawn a hundred paths of the mat at once).
  const gx = (x: number) => x * s;
  const gy = (y: number) => y * s;
  const placing = p.placing;
  const card = placing ? cardCells(placing.card) : null;
  const ghostKey = ghost ? `${ghost[0]},${ghost[1]}` : '';
  const ghostOk = placing && ghost ? placing.legal.has(ghostKey) : false;
  const cellPx = p.cell ?? 34;
  // A finger's cells (44 px and more) never shrink to fit: a grid grown wider than a phone scrolls
  // sideways inside its own box (at 390 px, 8 columns had shrunk them to 43 px). The width counts the
  // mat's 1-unit rim on each side, so a cell is `cellPx` whatever the columns (2 columns: 44 of 48 px).
  const touch = cellPx >= 44;

  return (
    <div class={touch ? 'min-w-0 overflow-x-auto' : 'min-w-0'}>
      <svg
        viewBox={`-1 -1 ${w * s + 2} ${h * s + 2}`}
        style={{ width: `${Math.min(((w * s + 2) / s) * cellPx, 100 * w)}px`, maxWidth: touch ? 'none' : '100%' }}
        class="block h-auto"
        role="group"
        aria-label={p.label}
        onPointerLeave={() => setGhost(null)}
      >
        {/* The player's mat, the cards laid on it in the order they came (a later card lies over an earlier one). */}
        <rect x="-1" y="-1" width={w * s + 2} height={h * s + 2} rx="2" fill="#d9c8a8" />
        <g transform={`translate(${-x0 * s} ${-y0 * s})`}>
          {mat.cards.map(([id, x, y], i) => {
            const c = cardCells(id ?? 0);
            return <CardBody key={i} x={gx(x ?? 0)} y={gy(y ?? 0)} w={c.w} h={c.h} s={s} />;
          })}
          {mat.cells.map((c) => {
            const label = p.slotTargets?.get(c.slot);
            return (
              <g
                key={c.slot}
                data-slot={c.slot}
                data-sym={c.symbol[0]}
                data-tip={`${symbolTitle(c.symbol)}${c.covered ? ' (Covered by a cube.)' : ''}${label ? `\n→ ${label}` : ''}`}
                data-target={label ? '' : undefined}
                class={label ? 'fm-target' : undefined}
                role={label ? 'button' : 'img'}
                tabindex={label ? 0 : undefined}
                aria-label={label ? `${label}: ${symbolTitle(c.symbol)}` : `${symbolTitle(c.symbol)}${c.covered ? ' Covered by a cube.' : ''}`}
                onClick={label ? () => p.onSlot?.(c.slot) : undefined}
                onKeyDown={
                  label
                    ? (e: KeyboardEvent) => {
                        if (e.key === 'Enter' || e.key === ' ') {
                          e.preventDefault();
                          p.onSlot?.(c.slot);
                        }
                      }
                    : undefined
                }
              >
                {/* A lit cell answers a finger on its whole square, not only on its ring (inset) and symbol: at a 3-column footprint the ring alone was 43 px. */}
                {label && <rect x={gx(c.x)} y={gy(c.y)} width={s} height={s} fill="transparent" />}
                <Symbol code={c.symbol} x={gx(c.x)} y={gy(c.y)} s={s} covered={c.covered} cube={cube} sel={sel.has(c.slot)} />
                {label && <rect x={gx(c.x) + 0.2} y={gy(c.y) + 0.2} width={s - 0.4} height={s - 0.4} rx="1.4" class="fm-ring" />}
              </g>
            );
          })}
          {placing &&
            card &&
            Array.from({ length: (w - 1) * (h - 1) }, (_, i) => {
              const x = x0 + (i % (w - 1));
              const y = y0 + Math.floor(i / (w - 1));
              const key = `${x},${y}`;
              const label = placing.legal.get(key);
              return (
                <g
                  key={key}
                  data-place={key}
                  data-target={label ? '' : undefined}
                  role={label ? 'button' : undefined}
                  tabindex={label ? 0 : undefined}
                  aria-label={label}
                  onPointerEnter={() => setGhost([x, y])}
                  onFocus={() => setGhost([x, y])}
                  onBlur={() => setGhost(null)}
                  onClick={label ? () => p.onPlace?.(x, y) : undefined}
                  onKeyDown={
                    label
                      ? (e: KeyboardEvent) => {
                          if (e.key === 'Enter' || e.key === ' ') {
                            e.preventDefault();
                            p.onPlace?.(x, y);
                          }
                        }
                      : undefined
                  }
                >
                  <rect x={gx(x)} y={gy(y)} width={s} height={s} fill="transparent" />
                  {label && <circle cx={gx(x) + s} cy={gy(y) + s} r="1.3" fill="#2f6b4f" stroke="#fff" stroke-width="0.4" />}
                </g>
              );
            })}
          {placing && card && ghost && (
            <g pointer-events="none" opacity="0.88" data-preview={p.pending ? `${ghost[0]},${ghost[1]}` : undefined}>
              <CardBody x={gx(ghost[0])} y={gy(ghost[1])} w={2} h={2} s={s} ghost />
              {card.cells.map((code, i) => (
                <Symbol key={i} code={code} x={gx(ghost[0] + (i % 2))} y={gy(ghost[1] + Math.floor(i / 2))} s={s} />
              ))}
              <rect x={gx(ghost[0])} y={gy(ghost[1])} width={2 * s} height={2 * s} rx="1.5" fill="none" stroke={ghostOk ? '#15803d' : '#b91c1c'} stroke-width="1" stroke-dasharray={ghostOk ? undefined : '2 1'} />
            </g>
          )}
        </g>
      </svg>
      {placing && p.placeWords !== false && (
        <p class={`mt-1 min-h-5 text-xs ${ghost && !ghostOk ? 'text-red-700' : 'text-stone-600'}`} aria-live="polite">
          {ghost
            ? ghostOk
              ? `${coverWords(mat, ghost[0], ghost[1])[0]!.toUpperCase()}${coverWords(mat, ghost[0], ghost[1]).slice(1)}. ${coarse.value ? 'Tap again or Place the card to lay it.' : 'Click to place the card here.'}`
              : reason(mat, ghost[0], ghost[1])
            : coarse.value
              ? 'Green dots mark where the card’s top-left corner may go: tap one to see the card there.'
              : 'Point at your Ancestry: green dots mark where the card’s top-left corner may go.'}
        </p>
      )}
      {mat.champions.some((c) => c.symbols.length > 0) && (
        <div class="mt-1 flex flex-wrap items-center gap-1 text-xs text-stone-600">
          <span>Champion symbols:</span>
          {mat.champions.flatMap((c) =>
            c.symbols.map((sy) => {
              const label = p.slotTargets?.get(sy.slot);
              return (
                <button
                  key={sy.slot}
                  type="button"
                  disabled={!label}
                  data-target={label ? '' : undefined}
                  class={`inline-flex items-center justify-center rounded pointer-coarse:min-h-11 pointer-coarse:min-w-11 ${label ? 'ring-2 ring-ember-500' : ''} ${sel.has(sy.slot) ? 'outline-2 outline-stone-900' : ''}`}
                  data-sym={sy.symbol[0]}
                  data-tip={`${champName(c.id)}'s symbol (it joins any cluster you like): ${symbolTitle(sy.symbol)}${sy.covered ? ' (covered)' : ''}${label ? `\n→ ${label}` : ''}`}
                  aria-label={label ?? `${champName(c.id)}: ${symbolTitle(sy.symbol)}`}
                  onClick={() => label && p.onSlot?.(sy.slot)}
                >
                  <svg viewBox="0 0 10 10" width="28" height="28" aria-hidden="true">
                    <Symbol code={sy.symbol} x={0} y={0} s={10} covered={sy.covered} cube={cube} />
                  </svg>
                </button>
              );
            }),
          )}
        </div>
      )}
    </div>
  );
}
