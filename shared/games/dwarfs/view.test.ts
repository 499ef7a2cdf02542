// Hidden information: no viewer's view changes when what that viewer may not know changes (other
// hands' gems and ogre cards, unrevealed secret goals, deck orders, the generator), over many random
// games with tribes and decrees; private log lines go only to those who may read them.
import { describe, expect, it } from 'vitest';
import { activeSeats, applyMove } from './engine';
import { randomBot } from './bot';
import { newGame } from './setup';
import { tableOptions } from './index';
import { randomOptions } from './randomGames';
import { rng } from './testkit';
import { viewOf } from './view';
import { OGRE_NAMES, SECRETS } from './data';
import type { State } from './state';
import type { Viewer } from '../../engine/types';

/** The same table with everything `viewer` may not know changed. */
function scramble(s: State, viewer: Viewer): State {
  const t = JSON.parse(JSON.stringify(s)) as State;
  t.p.forEach((p, q) => {
    if (q === viewer) return;
    const n = p.gems.reduce((a, b) => a + b, 0);
    p.gems = [0, 0, 0, 0];
    p.gems[(s.p[q]!.gems.indexOf(Math.max(...s.p[q]!.gems)) + 1) % 4] = n;
    p.ogres = p.ogres.map((k) => (k + 1) % 6);
    if (!p.revealed) p.secret = (p.secret + 1) % SECRETS.length;
    p.auto = !p.auto;
  });
  t.ogreDeck.reverse();
  t.tradeDeck = t.tradeDeck.slice().reverse();
  t.eggDeck = t.eggDeck.slice().reverse();
  t.rng = [1, 2, 3, 4];
  return t;
}

describe('hidden information', () => {
  it('no view depends on what its viewer may not know, in random games with tribes and decrees', () => {
    let checked = 0;
    for (let i = 0; i < 24; i++) {
      const players = 2 + (i % 6);
      const random = rng(31 * i + 5);
      const o = tableOptions(randomOptions(players, random));
      let s = newGame(`view-${i}`, players, o);
      let moves = 0;
      while (!s.over && moves < 400) {
        const seat = activeSeats(s)[0] as number;
        const m = randomBot(s, seat, random);
        if (!m) break;
        const r = applyMove(s, seat, m);
        if (!r.ok) throw new Error(r.error.code);
        // Private log lines name their readers; a public line never names a drawn or stolen card.
        for (const e of r.value.events) {
          if (e.to) continue;
          if (/draws? (an? )?(Ambush|Crown|Panic|Brute|Thief|Wrecking Ball)\b/.test(e.text)) throw new Error(`public line shows a drawn card: ${e.text}`);
          if (/steals an? (emerald|diamond|gold|ruby)/.test(e.text)) throw new Error(`public line shows a stolen gem: ${e.text}`);
        }
        s = r.value.state;
        moves++;
        if (moves % 7 !== 0) continue;
        for (const viewer of [...Array.from({ length: players }, (_, q) => q), 'spectator' as const]) {
          const a = JSON.stringify(viewOf(s, viewer));
          expect(JSON.stringify(viewOf(scramble(s, viewer), viewer)), `view of ${viewer} at move ${moves}`).toBe(a);
          for (const n of s.rng) expect(a.includes(String(n))).toBe(false);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('shows a seat its own hand and secret goal, and others only counts until revealed', () => {
    const s = newGame('own', 3, { ogres: true });
    const v = viewOf(s, 0);
    expect(v.seats[0]!.ogres).toHaveLength(2);
    expect(v.seats[0]!.secret).toBe(s.p[0]!.secret);
    expect(v.seats[1]!.secret).toBeNull();
    expect(v.seats[1]!.gems).toBeNull();
    const spectator = viewOf(s, 'spectator');
    expect(spectator.seats[0]!.ogres).toBeNull();
    expect(spectator.seats[0]!.ogreCount).toBe(2);
    expect(spectator.decks.ogre).toBe(s.ogreDeck.length);
    s.p[1]!.revealed = true;
    expect(viewOf(s, 0).seats[1]!.secret).toBe(s.p[1]!.secret);
    expect(OGRE_NAMES).toHaveLength(6);
  });
});
