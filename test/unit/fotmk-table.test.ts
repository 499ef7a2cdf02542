// FotMK through the room: bots play a whole game at a table watched by every kind of viewer; after
// every move each viewer's patched view equals a view built from scratch, and no viewer ever
// receives the seed, the generator state, or another seat's draft hand.
import { describe, expect, it } from 'vitest';
import { fotmk } from '../../shared/games/fotmk/index';
import { freshView as fresh, makeTable } from '../helpers/fake-table';

describe('FotMK at a table', () => {
  it.each([2, 3, 5])('a %i-player game with bots: every viewer stays in sync through deltas and sees nothing hidden', { timeout: 120_000 }, async (players) => {
    const h = await makeTable({ game: fotmk, seats: players });
    const host = await h.join({ host: true });
    const watcher = await h.join();
    // One human seat, watched while the bots play around it.
    const human = await h.join();
    await human.say({ t: 'sit', seat: 0, name: 'Ann', color: 'red' });
    for (let s = 1; s < players; s++) await host.say({ t: 'bot', seat: s, bot: 'random' });
    await host.say({ t: 'start' });
    let guard = 0;
    let pick = 1;
    while (h.table.meta!.status === 'playing' && guard++ < 5000) {
      await h.timers.drain(50);
      if (h.table.meta!.status !== 'playing') break;
      if (fotmk.activeSeats(h.table.state as never).includes(0)) {
        const legal = (human.view.legal ?? []).filter((m) => (m as { type: string }).type !== 'cancel');
        expect(legal.length).toBeGreaterThan(0);
        pick = (pick * 48271) % 2147483647;
        h.timers.now += 200; // a person's pace, under the flood limit
        await human.say({ t: 'move', v: human.view.gv, move: legal[pick % legal.length] });
      }
      if (guard % 25 === 0) {
        expect(human.view).toEqual(fresh(h.table, 0));
        expect(watcher.view).toEqual(fresh(h.table, null));
      }
    }
    expect(h.table.meta!.status).toBe('over');
    expect(human.view).toEqual(fresh(h.table, 0));
    expect(watcher.view).toEqual(fresh(h.table, null));
    expect(watcher.view.result!.breakdown!.length).toBeGreaterThan(0);
    for (const c of [host, watcher, human]) {
      expect(c.gaps).toBe(0);
      expect(c.errors()).toEqual([]);
    }
    // Private log lines (peeks, own draws) reach only their seats.
    const privateLines = h.table.log.filter((e) => e.to);
    for (const [c, seat] of [[watcher, null], [host, null], [human, 0]] as const) {
      const all = c.raw.join('\n');
      // (A text this viewer may see through a line of its own, e.g. the same peek, is no leak.)
      const mine = new Set(h.table.log.filter((e) => !e.to || (seat !== null && e.to.includes(seat))).map((e) => e.text));
      for (const e of privateLines) {
        if (mine.has(e.text)) continue;
        expect(all.includes(JSON.stringify(e.text)), e.text).toBe(false);
      }
    }
    const seed = h.table.meta!.seed!;
    const rng = (h.table.state as { rng: number[] }).rng;
    for (const c of [host, watcher, human]) {
      const all = c.raw.join('\n');
      expect(all).not.toContain(seed);
      for (const n of rng) expect(all).not.toContain(String(n));
    }
  });
});
