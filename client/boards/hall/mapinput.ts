// The mountain's own input: the keyboard (a held tile moves, turns, flips and is laid; with none,
// the arrows walk a reading cursor) and a finger's tap, which may fall between cells smaller than
// a finger (issue 27): the lit cells within half a finger are then offered in the bar.
import { useEffect } from 'preact/hooks';
import type { RefObject } from 'preact';
import { coarse } from '../../lib/input';
import type { CellTarget } from './BoardSvg';
import type { Board } from '../../../shared/games/hall/content/types';
import { cellWord, turn, type Shape } from './model';
import { REACH } from './frame';

interface MapKeys {
  b: Board;
  shapeNow: Shape | null;
  handleNow: number;
  setHandle(h: number): void;
  reorient(how: Parameters<typeof turn>[1]): void;
  lay(h: number): void;
  /** Put the held tile back. */
  drop(): void;
  cursor: number;
  setCursor(c: number): void;
  setHover(c: number): void;
  mapRef: RefObject<HTMLDivElement | null>;
}

/** The mountain's key handler, and the reading cursor's focus that follows it. */
export function useMapKeys({ b, shapeNow, handleNow, setHandle, reorient, lay, drop, cursor, setCursor, setHover, mapRef }: MapKeys): (e: KeyboardEvent) => void {
  const onMapKey = (e: KeyboardEvent) => {
    if (!shapeNow) return readKey(e);
    const k = e.key;
    const x = handleNow % b.width;
    const y = Math.floor(handleNow / b.width);
    const mv = (dx: number, dy: number) => {
      const nx = Math.min(b.width - 1, Math.max(0, x + dx));
      const ny = Math.min(b.height - 1, Math.max(0, y + dy));
      setHandle(ny * b.width + nx);
    };
    if (k === 'ArrowLeft') mv(-1, 0);
    else if (k === 'ArrowRight') mv(1, 0);
    else if (k === 'ArrowUp') mv(0, -1);
    else if (k === 'ArrowDown') mv(0, 1);
    else if (k === 'r' || k === 'R') reorient('rotate');
    else if (k === 'f' || k === 'F') reorient('flip');
    else if (k === 'Enter' || k === ' ') lay(handleNow);
    else if (k === 'Escape') drop();
    else return;
    e.preventDefault();
  };

  /** No tile held: the arrow keys walk a cursor over the cells, each read like a pointed-at cell. */
  const readKey = (e: KeyboardEvent) => {
    const dir = ({ ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] } as Record<string, [number, number]>)[e.key];
    if (e.key === 'Escape' && cursor >= 0) {
      setCursor(-1);
      mapRef.current?.focus({ preventScroll: true });
      return;
    }
    if (!dir) return;
    e.preventDefault();
    const from = cursor >= 0 ? cursor : Math.floor(b.height / 2) * b.width + Math.floor(b.width / 2);
    const x = Math.min(b.width - 1, Math.max(0, (from % b.width) + (cursor >= 0 ? dir[0] : 0)));
    const y = Math.min(b.height - 1, Math.max(0, Math.floor(from / b.width) + (cursor >= 0 ? dir[1] : 0)));
    setCursor(y * b.width + x);
    setHover(y * b.width + x);
  };
  // The cursor's frame is a new element at each move: it takes the focus, so its tooltip shows.
  useEffect(() => {
    if (cursor < 0) return;
    const el = mapRef.current?.querySelector<SVGGElement>('[data-testid=hall-cursor]');
    if (el && document.activeElement !== el) el.focus({ preventScroll: true });
  }, [cursor]);
  // A tile picked up takes the arrow keys for itself: the cursor goes.
  useEffect(() => {
    if (shapeNow && cursor >= 0) setCursor(-1);
  }, [shapeNow, cursor]);
  return onMapKey;
}

interface MapTap {
  b: Board;
  /** Where and with what the last press on the mountain began. */
  down: { type: string; x: number; y: number };
  svg: SVGSVGElement | null;
  cellTargets: Map<number, CellTarget>;
  setHover(c: number): void;
  setNear(cells: number[]): void;
  setTapError(words: string): void;
  /** Why the held tile may not go at `cell` ('' when nothing is held or it may). */
  why(cell: number): string;
}

/**
 * A finger's tap on the mountain: the lit cell under it acts (a tile is previewed there first);
 * between lit cells, those within half a finger are offered in the bar to choose from, since a
 * cell is smaller than a finger at the mountain's first zoom (issue 27).
 */
export function tapMountain(e: MouseEvent, { b, down, svg, cellTargets, setHover, setNear, setTapError, why: whyAt }: MapTap): void {
  if (down.type !== 'touch') return;
  if (!svg) return;
  const r = svg.getBoundingClientRect();
  const u = r.width / (b.width * 10 + 2);
  // The finger's own point, not the click's: Chromium moves a tap's click onto a nearby button.
  const px = (down.x - r.left) / u - 1;
  const py = (down.y - r.top) / u - 1;
  const cell = Math.floor(py / 10) * b.width + Math.floor(px / 10);
  if (px < 0 || py < 0 || px >= b.width * 10 || py >= b.height * 10) return;
  e.stopPropagation();
  e.preventDefault();
  setHover(cell);
  setTapError('');
  const exact = cellTargets.get(cell);
  if (exact) {
    setNear([]);
    exact.go();
    return;
  }
  const reach = REACH / u;
  const gap = (c: number) => {
    const x0 = (c % b.width) * 10;
    const y0 = Math.floor(c / b.width) * 10;
    return Math.max(Math.max(x0 - px, 0, px - x0 - 10), Math.max(y0 - py, 0, py - y0 - 10));
  };
  const close = [...cellTargets.keys()].filter((c) => gap(c) <= reach).sort((x, y) => gap(x) - gap(y)).slice(0, 8);
  if (close.length === 1) {
    setNear([]);
    cellTargets.get(close[0]!)!.go();
  } else if (close.length > 1) setNear(close);
  else {
    setNear([]);
    if (cellTargets.size > 0) {
      const why = whyAt(cell);
      setTapError(`Nothing to do at ${cellWord(b, cell)}${why ? `: ${why.replace(/\.$/, '')}` : ''}. ${coarse.value ? 'Tap' : 'Click'} a lit cell.`);
    }
  }
}
