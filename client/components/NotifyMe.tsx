// "Notify me": a seated player asks to be told of their turn. The browser is asked for permission
// only on this tap. Then the page itself notifies while it is open but not in front (lib/turnNotice.ts)
// and, where the browser can, Web Push tells the seat while the page is closed (lib/push.ts; the
// room says so in store.pushOn). One tap stops both at this table.
import { useState } from 'preact/hooks';
import { disablePush, enablePush, pushSupported, PUSH_WORDS } from '../lib/push';
import { storage } from '../lib/storage';
import { useStore } from './context';

export function NotifyMe() {
  const store = useStore();
  const t = store.frame.value;
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  // The choice is kept per table in this browser; it counts only while the browser still allows it.
  const [chosen, setChosen] = useState(() => storage.notify(store.id) && typeof Notification !== 'undefined' && Notification.permission === 'granted');
  if (!t || t.you.seat === null || t.status === 'over') return null;
  const push = store.pushOn.value;

  const ask = async () => {
    setBusy(true);
    setNote(null);
    try {
      if (typeof Notification === 'undefined') return setNote(PUSH_WORDS.unsupported);
      const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
      if (permission !== 'granted') return setNote(PUSH_WORDS.denied);
      storage.setNotify(store.id, true);
      setChosen(true);
      const outcome = pushSupported() ? await enablePush(store) : 'unsupported';
      if (outcome !== 'on') setNote(PUSH_WORDS[outcome]);
    } finally {
      setBusy(false);
    }
  };
  const stop = () => {
    storage.setNotify(store.id, false);
    setChosen(false);
    setNote(null);
    if (push) disablePush(store);
  };

  return (
    <div class="flex flex-wrap items-center gap-2" data-testid="notify-me">
      {push || chosen ? (
        <>
          <span class="text-sm text-stone-600">
            {push ? 'You will be notified of your turn, also when this page is closed.' : 'You will be notified of your turn while this page is open in the background.'}
          </span>
          <button type="button" class="btn-quiet btn-small" onClick={stop}>
            Stop notifications
          </button>
        </>
      ) : (
        <button type="button" class="btn-quiet btn-small" disabled={busy} onClick={() => void ask()}>
          Notify me of my turn
        </button>
      )}
      {note && (
        <p class="w-full text-sm text-stone-600" role="status">
          {note}
        </p>
      )}
    </div>
  );
}
