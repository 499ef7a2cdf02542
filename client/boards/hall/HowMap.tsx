// The mountain as it stands at the start of a 3-player game, for "How to play": the same drawing as the
// table, with a line that reads the cell under the pointer (or the finger), and arrow keys to walk the
// cells from the keyboard. Built from the engine's own setup so the picture never drifts from the game.
import { useMemo, useState } from 'preact/hooks';
import { newGame } from '../../../shared/games/hall/engine';
import { viewOf } from '../../../shared/games/hall/view';
import { SEAT_COLOURS } from '../../../shared/games/hall/content/components';
import { ArtDefs } from './art';
import { BoardSvg, cellInfo } from './BoardSvg';
import { boardOf, type Seats, type View } from './model';

// The game's own seat colours (the table uses the same ones), named by colour: there are no players here.
const SEATS: Seats = {
  name: (s) => SEAT_COLOURS[s]?.name ?? `Seat ${s + 1}`,
  fill: (s) => SEAT_COLOURS[s]?.fill ?? '#a8a29e',
  ink: (s) => SEAT_COLOURS[s]?.ink ?? '#57534e',
};
const STEP: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export function HowMap() {
  const v = useMemo(() => viewOf(newGame('how-to-play', 3), 'spectator') as View, []);
  const b = boardOf(v);
  // -1: nothing read yet; a keyboard walk then begins in the heart, the middle of the mountain.
  const [cell, setCell] = useState(-1);
  const none = useMemo(() => new Map(), []);
  const empty = useMemo(() => new Set<number>(), []);
  return (
    <figure class="my-3 max-w-md" data-testid="hall-how-map">
      <ArtDefs />
      <div
        tabIndex={0}
        class="rounded-lg"
        aria-label="The mountain at the start of a 3-player game. Arrow keys read one cell after another."
        onKeyDown={(e) => {
          const d = STEP[e.key];
          if (!d) return;
          e.preventDefault();
          const at = cell >= 0 ? cell : (b.heart[0] ?? 0);
          const x = Math.min(b.width - 1, Math.max(0, (at % b.width) + d[0]));
          const y = Math.min(b.height - 1, Math.max(0, Math.floor(at / b.width) + d[1]));
          setCell(y * b.width + x);
        }}
      >
        <BoardSvg v={v} seats={SEATS} targets={none} ghost={null} spots={empty} selected={cell} flash={[]} onHover={setCell} onCell={setCell} />
      </div>
      <figcaption class="mt-1 min-h-10 text-sm text-stone-700" aria-live="polite" data-testid="hall-how-cell">
        {cell >= 0 ? cellInfo(v, cell, SEATS) : 'The mountain at the start of a 3-player game. Point at, tap, or focus and use the arrow keys to read any cell.'}
      </figcaption>
    </figure>
  );
}
