// On the table page, once the game has started: a link to step back through it. During the game
// it opens in a new tab (the table stays open for play); after the end it opens at the start.
import { useStore } from '../components/context';
import { navigate } from '../lib/route';
import { replayPath } from './steps';

export function ReplayLink() {
  const store = useStore();
  const t = store.table.value;
  if (!t || t.status === 'lobby') return null;
  const over = t.status === 'over';
  const href = replayPath(t.id, over ? 0 : t.gv);
  return (
    <a
      href={href}
      class="panel block px-4 py-2.5 text-sm font-semibold text-pine-800 pointer-coarse:py-3 underline underline-offset-2 hover:bg-stone-50"
      data-testid="replay-link"
      {...(over
        ? {
            onClick: (e: MouseEvent) => {
              e.preventDefault();
              navigate(href);
            },
          }
        : { target: '_blank', rel: 'noopener' })}
    >
      {over ? 'Replay the game, move by move' : 'Look back at the moves so far (opens a new tab)'}
    </a>
  );
}
