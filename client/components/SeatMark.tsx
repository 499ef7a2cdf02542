// A seat colour is always drawn with its own shape too, so colour-blind players can tell seats apart.
// Colours come from the table (the game's seat plan, see lib/colours.ts), never from a fixed list.
import type { SeatColor } from '../../shared/protocol';
import type { SeatColour } from '../../shared/engine/types';
import { colourOf } from '../lib/colours';

const NEUTRAL = { fill: '#a8a29e', ink: '#57534e' };

export const isSeatColor = (c: unknown): c is SeatColor => colourOf(c) !== undefined;
export const inkOf = (c: unknown): string => colourOf(c)?.ink ?? NEUTRAL.ink;
export const fillOf = (c: unknown): string => colourOf(c)?.fill ?? NEUTRAL.fill;
/** The colour's own words ("Red", or a game's "Elves"). */
export const colourName = (c: unknown): string | undefined => colourOf(c)?.name;

const PATHS: Record<string, string> = {
  circle: 'M8 1.5a6.5 6.5 0 1 1 0 13a6.5 6.5 0 1 1 0-13z',
  square: 'M2 2h12v12H2z',
  triangle: 'M8 1.5 15 14.5H1z',
  diamond: 'M8 .8 15.2 8 8 15.2.8 8z',
  star: 'M8 .8l2.1 4.6 5 .5-3.8 3.4 1.1 5L8 11.7l-4.4 2.6 1.1-5L.9 5.9l5-.5z',
  hexagon: 'M4.2 1.5h7.6L15.6 8l-3.8 6.5H4.2L.4 8z',
  cross: 'M5.5 1h5v4.5H15v5h-4.5V15h-5v-4.5H1v-5h4.5z',
  heart: 'M8 14.8 1.9 8.9C-.6 6.4 1 1.8 4.6 1.8c1.6 0 2.7.9 3.4 2 .7-1.1 1.8-2 3.4-2 3.6 0 5.2 4.6 2.7 7.1z',
  pentagon: 'M8 1 15.2 6.2 12.4 14.8H3.6L.8 6.2z',
  ring: 'M8 1a7 7 0 1 1 0 14A7 7 0 1 1 8 1zm0 3.6a3.4 3.4 0 1 0 0 6.8 3.4 3.4 0 1 0 0-6.8z',
};

/**
 * The colour's shape in its colour. Decorative unless `title` is given. `colour`: the colour itself,
 * where no table's palette applies (My tables lists tables of several games on one page).
 */
export function SeatMark({ color, colour, size = 16, title }: { color: SeatColor | null | undefined; colour?: SeatColour; size?: number; title?: string }) {
  const style = colour ?? colourOf(color);
  const d = PATHS[style?.shape ?? 'circle'] ?? PATHS.circle!;
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
      <path
        d={d}
        fill={style?.fill ?? 'none'}
        fill-rule="evenodd"
        stroke={style ? 'rgba(0,0,0,.35)' : NEUTRAL.fill}
        stroke-width="1"
        stroke-dasharray={style ? undefined : '2 1.5'}
      />
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
