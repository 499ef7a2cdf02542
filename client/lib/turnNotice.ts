// Telling a player whose table page is open but not in front (another tab, another window) that a
// decision became theirs (issue 31): the page title gets a mark, the chime plays (lib/chime.ts), and
// a system notification is shown if they chose "Notify me" and the browser allowed it. A closed page
// is told by Web Push instead (lib/push.ts, party/push): both use the tag `turn:<table id>`, so one
// replaces the other rather than showing two.
import type { TableFrame } from '../../shared/protocol';
import { turnTag, turnTitle } from '../../shared/turnwords';
import { storage } from './storage';

/** The page's title: a player looking at the tab strip sees at once which table waits for them. */
export function pageTitle(t: TableFrame | null, myTurn: boolean): string {
  if (!t) return 'Trollmoot';
  return myTurn ? `● Your turn — ${t.gameName} — Trollmoot` : `${t.gameName} — Trollmoot`;
}

/** Another tab or window is in front: the page itself is not being looked at. */
export const inBackground = (): boolean => document.visibilityState === 'hidden' || !document.hasFocus();

/** A notification may be shown: the player chose it at this table and the browser allows it. */
export const mayNotify = (tableId: string): boolean =>
  typeof Notification !== 'undefined' && Notification.permission === 'granted' && storage.notify(tableId);

export interface TurnNote {
  title: string;
  body: string;
  tag: string;
  url: string;
}

/** The same words as the room's push (party/push/notify.ts). */
export function turnNote(t: TableFrame): TurnNote | null {
  if (t.you.seat === null) return null;
  return { title: turnTitle(t.gameName, t.seats, t.you.seat), body: 'Open the table to play.', tag: turnTag(t.id), url: `/t/${t.id}` };
}

/**
 * Show the notification. Through the service worker where one runs (phones allow no other kind, and
 * its click handler focuses this table's page), else the page's own; a click brings the page forward.
 */
export async function showTurnNote(note: TurnNote): Promise<boolean> {
  const options = { body: note.body, tag: note.tag, renotify: true, data: { url: note.url } } as NotificationOptions;
  try {
    const reg = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
    if (reg?.active) {
      await reg.showNotification(note.title, options);
      return true;
    }
    const n = new Notification(note.title, options);
    n.onclick = () => {
      window.focus();
      n.close();
    };
    return true;
  } catch {
    // Refused here (a browser that only notifies through a worker): the title and the chime still say it.
    return false;
  }
}

/** Once it is my turn again and I look at the page, the note about it has done its work. */
export async function clearTurnNote(tag: string): Promise<void> {
  try {
    const reg = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
    for (const n of (await reg?.getNotifications({ tag })) ?? []) n.close();
  } catch {
    // Nothing to clear.
  }
}
