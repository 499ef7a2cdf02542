// The undo bar offers exactly what the room accepts (issue 26 item 2), in the positions the issue
// names: FotMK after scouting a gate card, and after a battle turned face up a gnome some seat had
// not seen (each reached by play at a table: random legal moves, seeded); Dwar7s Fall after buying
// a trading goal that laid a new one out (a position built with the game's testkit). The moves go
// through the socket's messages; right after such a move its player is offered nothing, and the
// room refuses the undo as revealing.
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../shared/engine/types';
import { fotmk } from '../../shared/games/fotmk/index';
import { dwarfs } from '../../shared/games/dwarfs/index';
import { at, cardOf, fresh, lay, play, position, stand } from '../../shared/games/dwarfs/testkit';
import type { State as FotmkState } from '../../shared/games/fotmk/state';
import { peopleAt } from '../helpers/fake-table';

type Found = (before: unknown, seat: number, move: unknown, after: unknown) => boolean;
type Move = { type: string; [k: string]: unknown };

/**
 * Random games at a table of people until `hits` moves that `found` picks were played (a move
 * `prefer` picks is played whenever one is legal); after each, its player's bar and the room's
 * answers. Returns how many were checked.
 */
async function checkAfter(game: AnyGame, players: number, found: Found, prefer: (m: Move) => boolean, hits: number): Promise<number> {
  let checked = 0;
  for (let g = 0; g < 12 && checked < hits; g++) {
    let r = 31 + g;
    const random = () => (r = (Math.imul(r, 1103515245) + 12345) >>> 0) / 0x100000000;
    const { h, conns } = await peopleAt(game, players);
    const t = h.table;
    while (t.meta!.status === 'playing' && checked < hits) {
      const before = t.state;
      const active = game.activeSeats(before);
      const seat = active[Math.floor(random() * active.length)]!;
      const all = game.legalMoves(before, seat) as Move[];
      const wanted = all.filter(prefer);
      const legal = wanted.length > 0 ? wanted : all.filter((m) => m.type !== 'cancel' || random() < 0.1);
      const move = legal[Math.floor(random() * legal.length)];
      const me = conns[seat]!;
      h.timers.now += 3000;
      await me.say({ t: 'move', v: t.gv, move });
      expect(me.errors()).toEqual([]);
      if (!found(before, seat, move, t.state) || t.meta!.status !== 'playing') continue;
      checked++;
      // The bar: no take-back, no ask.
      expect(me.view.undo?.seat, `${JSON.stringify(move)} at gv ${t.gv}`).toBeUndefined();
      // The room: refused as revealing (a take-back while it is still this seat's decision, else an ask).
      const kind = game.activeSeats(t.state).includes(seat) ? 'take' : 'ask';
      await me.say({ t: 'undo', act: kind, v: t.gv });
      expect(me.lastError()?.code, `${kind} after ${JSON.stringify(move)}`).toBe('undo/revealed');
      me.received.length = 0;
    }
  }
  return checked;
}

/** Gnomes turned face up by this move that some seat had not peeked (bit 7: face up; bit seat: peeked). */
const newlyShown = (b: FotmkState, a: FotmkState): number => {
  const all = (1 << b.players) - 1;
  return a.gnomeSeen.filter((x, i) => x & 128 && !(b.gnomeSeen[i]! & 128) && (b.gnomeSeen[i]! & all) !== all).length;
};

describe('after a move that revealed something, the bar offers nothing and the room refuses', () => {
  it('FotMK: scouting a gate card', { timeout: 120_000 }, async () => {
    // A gate card this seat had not seen yet.
    const found: Found = (b, seat, move, a) => {
      const slot = (move as Move).type === 'peekGate' ? ((move as Move).slot as number) : -1;
      return slot >= 0 && !((b as FotmkState).gatePeek[slot]! & (1 << seat)) && !!((a as FotmkState).gatePeek[slot]! & (1 << seat));
    };
    expect(await checkAfter(fotmk, 2, found, (m) => m.type === 'peekGate', 3)).toBe(3);
  });

  it('FotMK: a battle that turned a gnome face up', { timeout: 120_000 }, async () => {
    const found: Found = (b, _seat, move, a) => newlyShown(b as FotmkState, a as FotmkState) > 0 && (move as Move).type !== 'peekGnome';
    expect(await checkAfter(fotmk, 2, found, () => false, 3)).toBe(3);
  });

  it('Dwar7s Fall: buying a trading goal that laid a new one out', async () => {
    // Seat 0 resolves a general store, with gems enough for any goal on offer.
    let s = position(2);
    lay(s, cardOf(0, 'general-store'), at(5, 5));
    stand(s, 0, at(5, 5), 3);
    s.p[0]!.gems = [3, 3, 3, 3];
    s.piles = s.piles.map((n) => n - 3);
    s.phase = 'resolve';
    s = fresh(s);
    s = play(s, 0, dwarfs.legalMoves(s, 0).find((m) => m.type === 'complete')!);
    const { h, conns } = await peopleAt(dwarfs, 2);
    // The table takes the built position as its own (its trail starts there).
    h.table.state = s;
    h.table.undo.reset();
    const buy = dwarfs.legalMoves(s, 0).find((m) => m.type === 'buy' && m.goal >= 0 && m.swap === -1)!;
    const me = conns[0]!;
    await me.say({ t: 'move', v: h.table.gv, move: buy });
    expect(me.errors()).toEqual([]);
    expect((h.table.state as typeof s).tradeDeck.length).toBe(s.tradeDeck.length - 1);
    expect(dwarfs.activeSeats(h.table.state as typeof s)).toEqual([0]);
    expect(me.view.undo?.seat).toBeUndefined();
    await me.say({ t: 'undo', act: 'take', v: h.table.gv });
    expect(me.lastError()?.code).toBe('undo/revealed');
  });
});
