// The mountain as it stands at the start of a 3-player game, for "How to play": the table's own map
// drawing, whose caverns, lair spaces, swarm points and Great Halls explain themselves on hover, focus
// (Tab) or a long press, through the page's tooltip layer. Built from the engine's own setup, so the
// picture never drifts from the game.
import { useMemo } from 'preact/hooks';
import { DEFAULT_SEAT_COLOURS } from '../../../shared/constants';
import { newGame } from '../../../shared/games/fotmk/engine';
import { viewOf } from '../../../shared/games/fotmk/view';
import { StillMap } from './HowPics';
import type { View } from './model';

const SEATS = DEFAULT_SEAT_COLOURS.slice(0, 3);

export function HowMap() {
  const v = useMemo(() => viewOf(newGame('how-to-play', SEATS.length), 'spectator') as View, []);
  return (
    <figure class="my-3 max-w-2xl" data-testid="fotmk-how-map">
      <StillMap v={v} colors={SEATS.map((c) => c.id)} names={SEATS.map((c) => c.name)} />
      <figcaption class="mt-1 text-sm text-stone-700">
        The mountain at the start of a 3-player game. Point at, long-press, or Tab to a cavern, lair space, swarm point or Great Hall to read what it is.
      </figcaption>
    </figure>
  );
}
