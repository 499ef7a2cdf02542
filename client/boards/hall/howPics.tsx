// Pictures for "How to play": the table's own components (the mountain's SVG, troll cards, the
// trollsmoot, the horde pyramid, the spellbook, the end screen) drawn from positions of the example
// game (howGame.ts). A figure is a plain picture: nothing in it can be played. The symbols' art
// (ArtDefs) is drawn once, by the first section's map (HowMap.tsx).
import type { ComponentChildren } from 'preact';
import { HowInTable } from './howContext';
import { useContext, useMemo } from 'preact/hooks';
import type { State } from '../../../shared/games/hall/state';
import { viewOf } from '../../../shared/games/hall/view';
import { SEAT_COLOURS } from '../../../shared/games/hall/content/components';
import { BoardSvg } from './BoardSvg';
import { Card, Horde, ResRow, Spellbook, Trollsmoot, type Targets } from './Panels';
import { boardOf, type Seats, type View } from './model';

export const P = ({ children }: { children: ComponentChildren }) => <p class="mb-2 text-sm leading-relaxed text-stone-700">{children}</p>;

/** The game's own seat colours, named by colour: the example game has no players' names. */
export const HOW_SEATS: Seats = {
  name: (s) => SEAT_COLOURS[s]?.name ?? `Seat ${s + 1}`,
  fill: (s) => SEAT_COLOURS[s]?.fill ?? '#a8a29e',
  ink: (s) => SEAT_COLOURS[s]?.ink ?? '#57534e',
};

/** A log line of the example game with its seats named by colour. */
export const named = (text: string): string => text.replace(/\{p(\d)\}/g, (_, n: string) => HOW_SEATS.name(Number(n)));

export const viewAt = (s: State): View => viewOf(s, 'spectator') as View;
const NONE: Targets = new Map();
const NO_CELLS = new Map();
const NO_SPOTS = new Set<number>();

export function Fig({ caption, children, wide = false, half = false, testid }: { caption: ComponentChildren; children: ComponentChildren; wide?: boolean; half?: boolean; testid?: string }) {
  if (useContext(HowInTable)) return null;
  return (
    <figure class={`my-3 min-w-0 ${wide ? 'max-w-2xl' : half ? 'w-[calc(50%-0.5rem)] max-w-[15rem]' : 'max-w-md'}`} data-how-pic={testid ?? ''}>
      <div class="rounded-lg border border-stone-200 bg-white/70 p-2">{children}</div>
      <figcaption class="mt-1 text-sm text-stone-600">{caption}</figcaption>
    </figure>
  );
}

/** The box of `cells` grown by `pad` cells and to at least `min` cells a side, inside the board. */
export function cropAround(s: State, cells: number[], pad = 2, min = 9): [number, number, number, number] {
  const b = boardOf(viewAt(s));
  const xs = cells.map((c) => c % b.width);
  const ys = cells.map((c) => Math.floor(c / b.width));
  let x0 = Math.min(...xs) - pad;
  let x1 = Math.max(...xs) + pad;
  let y0 = Math.min(...ys) - pad;
  let y1 = Math.max(...ys) + pad;
  for (; x1 - x0 + 1 < min; x1++) x0--;
  for (; y1 - y0 + 1 < min; y1++) y0--;
  const w = Math.min(b.width, x1 - x0 + 1);
  const h = Math.min(b.height, y1 - y0 + 1);
  x0 = Math.max(0, Math.min(x0, b.width - w));
  y0 = Math.max(0, Math.min(y0, b.height - h));
  return [x0, y0, w, h];
}

/** Two figures side by side, also on a phone (a before and an after). */
export const Pair = ({ children }: { children: ComponentChildren }) => <div class="flex flex-wrap items-start gap-x-4">{children}</div>;

/** The mountain (or a close-up of it) in a position, with a ghost tile, a framed cell, or cells just changed. */
export function Mountain({ s, crop, ghost, selected = -1, half = false }: { s: State; crop?: [number, number, number, number]; ghost?: { cells: [number, number][]; ok: boolean }; selected?: number; half?: boolean }) {
  const v = useMemo(() => viewAt(s), [s]);
  return (
    <div class={half ? 'w-full' : 'max-w-sm'}>
      <BoardSvg v={v} seats={HOW_SEATS} targets={NO_CELLS} ghost={ghost ?? null} spots={NO_SPOTS} selected={selected} flash={[]} crop={crop} />
    </div>
  );
}

/** One troll card; `held` marks the symbols holding a token (bit k: symbol k). */
export function TrollCardPic({ code, held }: { code: number; held: number }) {
  return (
    <div class="w-[6.5rem]">
      <Card code={code} held={held} />
    </div>
  );
}

/** A player's trollsmoot, with the tokens a cascade just put down shining (`fresh`: bits per slot). */
export function SmootPic({ s, seat, fresh }: { s: State; seat: number; fresh?: number[] }) {
  const v = useMemo(() => viewAt(s), [s]);
  return (
    <div class="max-w-[20rem]">
      <Trollsmoot v={v} seat={seat} targets={NONE} fresh={fresh} label={`${HOW_SEATS.name(seat)}'s trollsmoot`} />
    </div>
  );
}

/** What a seat owns in storage. */
export function StoragePic({ s, seat }: { s: State; seat: number }) {
  const v = viewAt(s);
  return (
    <p class="flex flex-wrap items-center gap-1 text-xs text-stone-600">
      Storage: <ResRow res={v.banks[v.p[seat]!.bank]!.res} />
    </p>
  );
}

export function HordePic({ s }: { s: State }) {
  const v = useMemo(() => viewAt(s), [s]);
  return (
    <div class="max-w-md">
      <Horde v={v} targets={NONE} />
    </div>
  );
}

export function SpellbookPic({ s }: { s: State }) {
  const v = useMemo(() => viewAt(s), [s]);
  return (
    <div>
      <Spellbook v={v} targets={NONE} />
    </div>
  );
}
