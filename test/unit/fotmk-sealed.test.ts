// FotMK through the room (issue 26 item 3): the starting champion a seat keeps is named to nobody
// else, neither a rival still choosing nor a spectator, until every seat has kept one. Every frame
// each of them receives is read, not only the synced view.
import { describe, expect, it } from 'vitest';
import { fotmk } from '../../shared/games/fotmk/index';
import { CHAMPIONS } from '../../shared/games/fotmk/content/champions';
import type { FotmkView } from '../../shared/games/fotmk/view';
import { makeTable, seatAndStart } from '../helpers/fake-table';

const gameView = (c: { view: { view: unknown } }) => c.view.view as FotmkView;

describe('FotMK starting champions at a table', () => {
  it('a rival and a spectator learn which champion a seat kept only when all three have chosen', async () => {
    const h = await makeTable({ game: fotmk, seats: 3 });
    const [a, b, c] = await seatAndStart(h, 3);
    const watcher = await h.join();
    const offered = gameView(a!).startChoices;
    expect(offered).toHaveLength(2);
    const kept = offered[1]!;
    const name = CHAMPIONS[kept]!.name;
    const from = { b: b!.raw.length, watcher: watcher.raw.length };
    h.timers.now += 1000;
    await a!.say({ t: 'move', v: a!.view.gv, move: { type: 'keepChampion', champion: kept } });
    expect(a!.errors()).toEqual([]);
    // The chooser sees its own choice at once.
    expect(gameView(a!).mats[0]!.champions.map((x) => x.id)).toEqual([kept]);
    h.timers.now += 1000;
    await b!.say({ t: 'move', v: b!.view.gv, move: { type: 'keepChampion', champion: gameView(b!).startChoices[0] } });
    for (const [who, conn] of [['rival', b!], ['spectator', watcher]] as const) {
      const v = gameView(conn);
      expect(v.mats[0]!.champions, who).toEqual([]);
      expect(v.mats[0]!.sealed, who).toBe(true);
      expect(v.owners[kept], who).toBe(-1);
      const frames = conn.raw.slice(who === 'rival' ? from.b : from.watcher).join('\n');
      expect(frames.length).toBeGreaterThan(0);
      expect(frames.includes(name), `${who} frames name ${name}`).toBe(false);
    }
    // The last seat keeps one: now everyone sees every kept champion.
    h.timers.now += 1000;
    await c!.say({ t: 'move', v: c!.view.gv, move: { type: 'keepChampion', champion: gameView(c!).startChoices[0] } });
    for (const conn of [b!, c!, watcher]) {
      const v = gameView(conn);
      expect(v.mats[0]!.champions.map((x) => x.id)).toEqual([kept]);
      expect(v.owners[kept]).toBe(0);
    }
    expect(watcher.raw.slice(from.watcher).join('\n')).toContain(name);
    for (const conn of [a!, b!, c!, watcher]) expect(conn.gaps).toBe(0);
  });
});
