// Undo at the table (shared/engine/undo.ts, party/undo.ts): take back my last move while it is
// still my decision (also Ctrl+Z / ⌘Z where there is a keyboard), ask the table to undo my turn once it ended, and the
// prompt that asks the others to accept or refuse. Shown only when one of these applies.
import { useEffect } from 'preact/hooks';
import type { TableFrame, TableView } from '../../shared/protocol';
import { listNames } from '../lib/words';
import { useStore } from './context';
import { key } from '../lib/input';
import { SeatName } from './SeatMark';

const typing = (el: EventTarget | null) => el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));

export function UndoBar() {
  const store = useStore();
  const t = store.frame.value;
  const u = t?.undo;
  const me = t?.you.seat ?? null;
  const canTake = !!t && me !== null && u?.seat === me && u.kind === 'take' && !u.request;
  useEffect(() => {
    if (!canTake) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'z' || !(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || typing(e.target)) return;
      e.preventDefault();
      store.undo('take');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [canTake, store]);
  if (!t || !u || t.status !== 'playing') return null;
  const req = u.request;
  if (req) return <RequestBar t={t} req={req} me={me} />;
  if (me === null || u.seat !== me) return null;
  return (
    <div class="border-b border-stone-200 bg-stone-50" data-testid="undo-bar">
      <p class="mx-auto flex max-w-[1400px] flex-wrap items-center gap-x-3 gap-y-1 px-3 py-1.5 text-sm text-stone-700 sm:px-4">
        {u.kind === 'take' ? (
          <>
            <button type="button" class="btn-quiet btn-small" onClick={() => store.undo('take')} data-testid="undo-take">
              Take back my last move
            </button>
            <span class="text-stone-500">It revealed nothing, so it is still yours to change{key('Ctrl+Z')}.</span>
          </>
        ) : (
          <>
            <button type="button" class="btn-quiet btn-small" onClick={() => store.undo('ask')} data-testid="undo-ask">
              Ask to undo my turn
            </button>
            <span class="text-stone-500">Your turn revealed nothing: the others may agree to undo it, until someone moves.</span>
          </>
        )}
      </p>
    </div>
  );
}

function RequestBar({ t, req, me }: { t: TableFrame; req: NonNullable<NonNullable<TableView['undo']>['request']>; me: number | null }) {
  const store = useStore();
  const asker = t.seats[req.seat];
  const what = req.moves === 1 ? 'their last move' : `their last turn (${req.moves} moves)`;
  const waiting = listNames(req.waiting.map((s) => (s === me ? 'you' : (t.seats[s]?.name ?? `Seat ${s + 1}`))));
  const seconds = Math.round(req.ms / 1000);
  const asked = me !== null && req.waiting.includes(me);
  return (
    <div
      class="border-b border-amber-300 bg-amber-50"
      role={asked ? 'alertdialog' : 'status'}
      aria-live="polite"
      aria-labelledby="undo-request-text"
      data-testid="undo-request"
    >
      <div class="mx-auto flex max-w-[1400px] flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 text-sm text-amber-950 sm:px-4">
        <p id="undo-request-text">
          {req.seat === me ? (
            <>
              You asked to undo {req.moves === 1 ? 'your last move' : `your last turn (${req.moves} moves)`}. Waiting for {waiting}.
            </>
          ) : (
            <>
              <SeatName name={asker?.name ?? null} color={asker?.color ?? null} /> asks to undo {what}.{' '}
              {asked ? `Accept or refuse within ${seconds} s; a move by anyone drops the request.` : `Waiting for ${waiting}.`}
            </>
          )}
        </p>
        {asked && (
          <span class="flex gap-2">
            <button type="button" class="btn-primary btn-small" onClick={() => store.undo('accept')} data-testid="undo-accept">
              Accept
            </button>
            <button type="button" class="btn-quiet btn-small" onClick={() => store.undo('refuse')} data-testid="undo-refuse">
              Refuse
            </button>
          </span>
        )}
      </div>
    </div>
  );
}
