// A seat colour is always drawn with its own shape too, so colour-blind players can tell seats apart.
import type { SeatColor } from '../../shared/protocol';

interface ColorStyle {
  /** Swatch fill. */
  fill: string;
  /** Text on a light background (readable contrast, ≥ 4.5:1 on white). */
  ink: string;
  shape: string;
  label: string;
}

export const COLOR_STYLES: Record<SeatColor, ColorStyle> = {
  red: { fill: '#d64545', ink: '#b42318', shape: 'circle', label: 'Red' },
  blue: { fill: '#2f6fde', ink: '#1d4fb0', shape: 'square', label: 'Blue' },
  green: { fill: '#2f9e5b', ink: '#1f7241', shape: 'triangle', label: 'Green' },
  yellow: { fill: '#e8b720', ink: '#8a6300', shape: 'diamond', label: 'Yellow' },
  purple: { fill: '#8b4fd1', ink: '#6a32ad', shape: 'star', label: 'Purple' },
  orange: { fill: '#ee7a24', ink: '#b34d00', shape: 'hexagon', label: 'Orange' },
  teal: { fill: '#179c9c', ink: '#0b6e6e', shape: 'cross', label: 'Teal' },
  pink: { fill: '#e0559a', ink: '#b0246b', shape: 'heart', label: 'Pink' },
};

const NEUTRAL = { fill: '#a8a29e', ink: '#57534e' };

export const isSeatColor = (c: unknown): c is SeatColor => typeof c === 'string' && c in COLOR_STYLES;
export const inkOf = (c: unknown): string => (isSeatColor(c) ? COLOR_STYLES[c].ink : NEUTRAL.ink);
export const fillOf = (c: unknown): string => (isSeatColor(c) ? COLOR_STYLES[c].fill : NEUTRAL.fill);

const PATHS: Record<string, string> = {
  circle: 'M8 1.5a6.5 6.5 0 1 1 0 13a6.5 6.5 0 1 1 0-13z',
  square: 'M2 2h12v12H2z',
  triangle: 'M8 1.5 15 14.5H1z',
  diamond: 'M8 .8 15.2 8 8 15.2.8 8z',
  star: 'M8 .8l2.1 4.6 5 .5-3.8 3.4 1.1 5L8 11.7l-4.4 2.6 1.1-5L.9 5.9l5-.5z',
  hexagon: 'M4.2 1.5h7.6L15.6 8l-3.8 6.5H4.2L.4 8z',
  cross: 'M5.5 1h5v4.5H15v5h-4.5V15h-5v-4.5H1v-5h4.5z',
  heart: 'M8 14.8 1.9 8.9C-.6 6.4 1 1.8 4.6 1.8c1.6 0 2.7.9 3.4 2 .7-1.1 1.8-2 3.4-2 3.6 0 5.2 4.6 2.7 7.1z',
};

/** The colour's shape in its colour. Decorative unless `title` is given. */
export function SeatMark({ color, size = 16, title }: { color: SeatColor | null | undefined; size?: number; title?: string }) {
  const style = color ? COLOR_STYLES[color] : null;
  const d = PATHS[style?.shape ?? 'circle']!;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      class="inline-block shrink-0 align-[-0.125em]"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <path d={d} fill={style?.fill ?? 'none'} stroke={style ? 'rgba(0,0,0,.35)' : NEUTRAL.fill} stroke-width="1" stroke-dasharray={style ? undefined : '2 1.5'} />
    </svg>
  );
}

/** A seat name in its colour, with its shape in front. */
export function SeatName({ name, color, fallback }: { name: string | null; color: SeatColor | null; fallback?: string }) {
  return (
    <span class="inline-flex items-baseline gap-1 font-semibold" style={{ color: inkOf(color) }}>
      <SeatMark color={color} size={12} />
      <span class="break-words">{name ?? fallback ?? 'Empty seat'}</span>
    </span>
  );
}
