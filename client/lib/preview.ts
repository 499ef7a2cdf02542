// Preview, then commit (issue 27). On a touch screen the first tap on a spot shows the piece in
// place (a card with its walls, a tunnel, what an Ancestry card covers) and the second tap on the
// same spot, or Confirm, lays it; Back takes it up again. With a mouse the pointer already previews
// (hover), so a click lays at once, as before. One mechanism for every board: the board draws the
// previewed piece from `pending` and offers `PreviewActions` in its decision bar.
import { useEffect, useRef, useState } from 'preact/hooks';
import { coarse } from './input';

export interface Preview<T> {
  /** What is shown in place, waiting for a second tap or Confirm (null: nothing). */
  pending: { key: string; data: T } | null;
  /**
   * A tap on the spot `key`: lays at once with a mouse (or when `now`), previews first on a touch
   * screen; a second tap on the same spot lays it.
   */
  tap(key: string, data: T, lay: () => void, now?: boolean): void;
  /** Lay what is previewed. */
  confirm(): void;
  /** Take the previewed piece up again. */
  back(): void;
  /** Show `data` at `key` as the preview, whatever the pointer (a board's own keyboard cursor). */
  show(key: string, data: T, lay: () => void): void;
}

/** `reset` changes (the game version, the step): any preview is dropped. */
export function usePreview<T>(reset: unknown): Preview<T> {
  const [pending, setPending] = useState<{ key: string; data: T } | null>(null);
  const lay = useRef<(() => void) | null>(null);
  useEffect(() => {
    setPending(null);
    lay.current = null;
  }, [reset]);
  const show = (key: string, data: T, then: () => void) => {
    lay.current = then;
    setPending({ key, data });
  };
  const commit = () => {
    const then = lay.current;
    lay.current = null;
    setPending(null);
    then?.();
  };
  return {
    pending,
    tap(key, data, then, now = false) {
      if (now || !coarse.value || pending?.key === key) {
        lay.current = then;
        commit();
        return;
      }
      show(key, data, then);
    },
    confirm: commit,
    back() {
      lay.current = null;
      setPending(null);
    },
    show,
  };
}
