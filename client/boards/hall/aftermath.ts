// What the last moves did, for everyone to see: a new tunnel or hall flashes on the mountain, and a
// new troll's cascade shows its tokens appearing one by one (CSS, off under reduced motion) with a
// banner saying what it woke up.
import { useEffect, useRef, useState } from 'preact/hooks';
import { cardName, cardSyms, symWord, type View } from './model';

export interface Cascade {
  seat: number;
  /** Per trollsmoot slot, the symbols that just gained a token. */
  bits: number[];
  text: string;
  n: number;
}

export function useAftermath(v: View): { flash: number[]; cascade: Cascade | null } {
  const prev = useRef<View | null>(null);
  const [flash, setFlash] = useState<number[]>([]);
  const [cascade, setCascade] = useState<Cascade | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => {
    const p = prev.current;
    prev.current = v;
    if (!p || p.phase !== 'play') return;
    if (v.b.segs.length > p.b.segs.length) {
      setFlash(v.b.segs.slice(p.b.segs.length).flatMap((s) => s.cells));
      timers.current.push(setTimeout(() => setFlash([]), 2000));
    }
    v.p.forEach((pl, seat) => {
      const before = p.p[seat]!;
      if (pl.recruited.length <= before.recruited.length) return;
      const bits = pl.held.map((h, slot) => (before.sm[slot] === pl.sm[slot] ? h & ~before.held[slot]! : h));
      const got = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
      let n = 0;
      bits.forEach((bm, slot) => {
        const code = pl.sm[slot]!;
        if (code < 0) return;
        cardSyms(code).forEach((s, k) => {
          if (bm & (1 << k)) {
            got[s]!++;
            n++;
          }
        });
      });
      const words = got.flatMap((c, s) => (c ? [`${c} ${symWord(s)}`] : [])).join(', ');
      setCascade({ seat, bits, n, text: `{p${seat}}’s ${cardName(pl.recruited[pl.recruited.length - 1]!)} joins the trollsmoot: the cascade wakes ${n} token${n === 1 ? '' : 's'}${words ? ` (${words})` : ''}.` });
      timers.current.push(setTimeout(() => setCascade(null), 3500));
    });
  }, [v]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  return { flash, cascade };
}
