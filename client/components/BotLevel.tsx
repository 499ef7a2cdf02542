// The bot level a person chooses: for the next bot the host adds or hands a seat to, and for the
// bot that plays for a player who leaves for now. One choice, kept across reloads (localStorage),
// offered only when the game has more than one level. Names no game.
import { signal } from '@preact/signals';
import { botLevelName } from '../../shared/tableoptions';
import { storage } from '../lib/storage';

/** The level last chosen on this browser; null: the game's default (see defaultBot). */
const chosen = signal<string | null>(storage.botLevel());

/** Levels a host expects first: a bot that plays sensibly, not the random filler. */
const PREFERRED = ['easy', 'sensible', 'normal'];
export const defaultBot = (bots: readonly string[]): string => PREFERRED.find((b) => bots.includes(b)) ?? bots[0] ?? 'random';

/** The level to use at a table offering `bots`: the one chosen, if this game has it, else its default. */
export const botLevelFor = (bots: readonly string[]): string => (chosen.value !== null && bots.includes(chosen.value) ? chosen.value : defaultBot(bots));

function choose(level: string): void {
  chosen.value = level;
  storage.setBotLevel(level);
}

/** A select of the game's levels, bound to the one choice; nothing when there is only one level. */
export function BotLevelSelect({ bots, label, id }: { bots: readonly string[]; label: string; id: string }) {
  if (bots.length < 2) return null;
  return (
    <span class="inline-flex items-center gap-2">
      <label for={id}>{label}</label>
      <select id={id} class="field tap w-auto py-0.5 text-xs" value={botLevelFor(bots)} onChange={(e) => choose(e.currentTarget.value)}>
        {bots.map((b) => (
          <option key={b} value={b}>
            {botLevelName(b)}
          </option>
        ))}
      </select>
    </span>
  );
}
