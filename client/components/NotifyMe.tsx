// "Notify me": a seated player asks to be told of their turn while this table's page is closed
// (Web Push, client/lib/push.ts). The browser is asked for permission only on this tap; once the
// room says the seat is notified (store.pushOn), one tap stops it.
import { useState } from 'preact/hooks';
import { disablePush, enablePush, pushSupported, PUSH_WORDS } from '../lib/push';
import { useStore } from './context';

export function NotifyMe() {
  const store = useStore();
  const t = store.table.value;
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  if (!t || t.you.seat === null || t.status === 'over') return null;
  const on = store.pushOn.value;

  const ask = async () => {
    setBusy(true);
    setNote(null);
    try {
      if (!pushSupported()) return setNote(PUSH_WORDS.unsupported);
      const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
      if (permission !== 'granted') return setNote(PUSH_WORDS.denied);
      const outcome = await enablePush(store);
      if (outcome !== 'on') setNote(PUSH_WORDS[outcome]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div class="flex flex-wrap items-center gap-2" data-testid="notify-me">
      {on ? (
        <>
          <span class="text-sm text-stone-600">You will be notified of your turn when this page is closed.</span>
          <button type="button" class="btn-quiet btn-small" onClick={() => disablePush(store)}>
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
