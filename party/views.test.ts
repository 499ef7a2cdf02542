import { describe, expect, it } from 'vitest';
import { toEntry, visibleLog } from './views';
import { makeTable, seatAndStart } from '../test/helpers/fake-table';
import { fotmk } from '../shared/games/fotmk/index';
import type { GameEvent } from '../shared/engine/types';
import type { LogEntry } from '../shared/protocol';

describe('log lines as viewers get them', () => {
  const e: GameEvent = { text: '{p1} bolsters Moss 3.', seat: 1, kind: 'bolster', data: { node: 2, count: 1 } };

  it('carry only the data keys the game says its board reads; without a declaration, all of it', () => {
    expect(toEntry(e, 4, ['node', 'to'])).toEqual({ i: 4, text: e.text, seat: 1, kind: 'bolster', data: { node: 2 } });
    expect(toEntry(e, 4, ['boost'])).toEqual({ i: 4, text: e.text, seat: 1, kind: 'bolster' });
    expect(toEntry(e, 4)).toEqual({ i: 4, text: e.text, seat: 1, kind: 'bolster', data: { node: 2, count: 1 } });
    // A private line stays private, whatever its data.
    const log: GameEvent[] = [e, { ...e, to: [0], data: { node: 3, secret: 7 } }];
    expect(visibleLog(log, 0, { seat: 0, host: false }, Infinity, undefined, ['node'])).toEqual([
      { i: 0, text: e.text, seat: 1, kind: 'bolster', data: { node: 2 } },
      { i: 1, text: e.text, seat: 1, kind: 'bolster', data: { node: 3 }, private: true },
    ]);
    expect(visibleLog(log, 0, { seat: null, host: false }, Infinity, undefined, ['node'])).toHaveLength(1);
  });

  it('at a FotMK table: what the board reads is sent, the rest of the data only stored', async () => {
    const h = await makeTable({ game: fotmk, seats: 3 });
    const players = await seatAndStart(h, 3);
    const spec = await h.join();
    let pick = 11;
    for (let n = 0; n < 80 && h.table.meta!.status === 'playing'; n++) {
      const p = players.find((c) => c.view.active.includes(c.view.you.seat!))!;
      const legal = (p.view.legal ?? []).filter((m) => (m as { type?: string }).type !== 'cancel');
      pick = (Math.imul(pick, 1103515245) + 12345) >>> 0;
      await p.say({ t: 'move', v: h.table.gv, move: legal[pick % legal.length] });
    }
    const sent: LogEntry[] = spec.sync.log;
    expect(sent.length).toBeGreaterThan(20);
    for (const line of sent) for (const k of Object.keys(line.data ?? {})) expect(fotmk.logData).toContain(k);
    // The board still gets where to flash; the stored log keeps every field.
    expect(sent.some((l) => typeof l.data?.node === 'number')).toBe(true);
    expect(h.table.log.some((ev) => ev.data !== undefined && Object.keys(ev.data).some((k) => !fotmk.logData!.includes(k)))).toBe(true);
  });
});
