// Hall through the room (issue 26, item 4): a pedestal point token is kept face down in its owner's
// storage (F/Pedestals). Two people and a bot play a whole game at a real Table watched by a
// spectator; every frame each of them received is replayed, and before the end none shows a rival's
// token value or the line that names it, while each player's own tokens show their values.
import { describe, expect, it } from 'vitest';
import { hall, type HallState, type HallView } from '../../shared/games/hall/index';
import { sensibleBot } from '../../shared/games/hall/bot';
import { emptySync, receive } from '../../client/sync';
import { freshView, makeTable, type FakeConn } from '../helpers/fake-table';

/** Each view this connection held, one per frame it received (the synced client's state after it). */
function frames(c: FakeConn): HallView[] {
  let sync = emptySync();
  const out: HallView[] = [];
  for (const msg of c.received) {
    sync = receive(sync, msg).state;
    const v = sync.table?.view as HallView | null | undefined;
    if (v) out.push(v);
  }
  return out;
}

describe('Hall at a table', () => {
  it("no frame to a rival or a spectator carries a pedestal point token's value before the end", { timeout: 240_000 }, async () => {
    const h = await makeTable({ game: hall, seats: 3 });
    const host = await h.join({ host: true });
    const watcher = await h.join();
    const people = [await h.join(), await h.join()];
    await people[0]!.say({ t: 'sit', seat: 0, name: 'Ann', color: 'magenta' });
    await people[1]!.say({ t: 'sit', seat: 1, name: 'Bo', color: 'teal' });
    await host.say({ t: 'bot', seat: 2, bot: 'sensible' });
    await host.say({ t: 'start' });
    let pick = 7;
    for (let guard = 0; h.table.meta!.status === 'playing' && guard < 20_000; guard++) {
      await h.timers.drain(50);
      const state = h.table.state as HallState;
      if (h.table.meta!.status !== 'playing') break;
      for (const [seat, c] of people.entries()) {
        if (!hall.activeSeats(state).includes(seat)) continue;
        // People who play as the sensible bot does (it digs and sets pedestals), at a person's pace.
        const move = sensibleBot(state, seat, () => ((pick = (pick * 48271) % 2147483647) / 2147483647));
        h.timers.now += 200;
        await c.say({ t: 'move', v: c.view.gv, move });
        break;
      }
    }
    expect(h.table.meta!.status).toBe('over');
    const final = h.table.state as HallState;
    // Tokens were taken by every seat, so every viewer had rivals' tokens to be shown or not.
    expect(final.banks.map((k) => k.tokens.length > 0)).toEqual([true, true, true]);

    const secretLines = h.table.log.filter((e) => e.kind === 'pedestal-token');
    let faceDown = 0;
    let ownShown = 0;
    for (const [c, seat] of [[people[0]!, 0], [people[1]!, 1], [watcher, null], [host, null]] as const) {
      expect(c.gaps).toBe(0);
      for (const v of frames(c)) {
        if (v.phase === 'over') continue;
        v.banks.forEach((k, b) => {
          if (b === seat) {
            expect(k.tokens.every((x) => x > 0)).toBe(true);
            ownShown += k.tokens.length;
          } else {
            expect(k.tokens.every((x) => x === -1), `viewer ${seat} sees bank ${b}: ${k.tokens.join(',')}`).toBe(true);
            faceDown += k.tokens.length;
          }
        });
      }
      // The line naming a token's value reaches its owner only; the public one does not name it.
      for (const e of h.table.log) if (e.kind === 'pedestal') expect(e.text).not.toMatch(/\d-point/);
      const all = c.raw.join('\n');
      for (const e of secretLines) expect(all.includes(JSON.stringify(e.text)), `${seat}: ${e.text}`).toBe(e.seat === seat);
      // At the end every token is turned up, for everyone (F/Final Scoring 2).
      expect(c.view).toEqual(freshView(h.table, seat, c === host));
      expect((c.view.view as HallView).banks.map((k) => k.tokens)).toEqual(final.banks.map((k) => k.tokens));
    }
    expect(secretLines.length).toBe(final.banks.reduce((a, k) => a + k.tokens.length, 0));
    expect(faceDown).toBeGreaterThan(0);
    expect(ownShown).toBeGreaterThan(0);
  });
});
