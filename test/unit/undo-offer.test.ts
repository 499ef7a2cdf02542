// The undo bar offers exactly what the room accepts (issue 26 item 2), in the positions the issue
// names: Dwar7s Fall after buying a trading goal that laid a new one out (a position built with
// the game's testkit). The moves go through the socket's messages; right after such a move its
// player is offered nothing, and the room refuses the undo as revealing.
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../shared/engine/types';
import { dwarfs } from '../../shared/games/dwarfs/index';
import { at, cardOf, fresh, lay, play, position, stand } from '../../shared/games/dwarfs/testkit';
import { seatPlanOf } from '../../shared/seats';
import { makeTable, type FakeConn, type Harness } from '../helpers/fake-table';

/** A table of `game` started with a person (a connection of their own) in every seat. */
async function peopleAt(game: AnyGame, players: number): Promise<{ h: Harness; conns: FakeConn[] }> {
  const h = await makeTable({ game, seats: players });
  const plan = seatPlanOf(game, h.table.meta!.options);
  const conns: FakeConn[] = [];
  for (let i = 0; i < players; i++) {
    const c = await h.join({ host: i === 0 });
    await c.say({ t: 'sit', seat: i, name: `P${i}`, color: plan.colours[i]!.id });
    conns.push(c);
  }
  await conns[0]!.say({ t: 'start' });
  return { h, conns };
}

describe('after a move that revealed something, the bar offers nothing and the room refuses', () => {
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
