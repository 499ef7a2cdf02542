// Replays show the seats of their time, in a real browser against a real `wrangler dev`: Hall's
// replay, opened by its link, draws every seat in its own colour and shape (the game's palette,
// not the platform's); FotMK's prompt at a move made before a seat changed hands names the person
// who made it, not the bot that holds the seat today. Screenshots: test-results/replay-seats-*.png.
import { describe, expect, it } from 'vitest';
import { createTable, seatPlayers, TableClient } from '../helpers/client';
import { overflowX, person, shot } from './browser';
import { browserSuite } from './suite';
import { SEAT_COLOURS } from '../../shared/games/hall/content/components';

const suite = browserSuite({ botDelayMs: 0 });
const { open } = suite;

/** The dashed outline SeatMark draws for a colour the page does not know. */
const UNKNOWN_MARK = 'svg path[stroke-dasharray="2 1.5"]';

describe('replays draw the seats of their time', () => {
  it('Hall: each seat in its own colour and shape, on a replay opened by its link', async () => {
    const { id, hostSecret } = await createTable(suite.server.url, 'hall', 4);
    const host = open(id, { hostSecret });
    await host.waitFor(() => host.sync.table !== null);
    for (let s = 0; s < 4; s++) host.send({ t: 'bot', seat: s, bot: host.view.bots[0]! });
    await host.waitFor(() => host.view.seats.every((s) => s.controller === 'bot'));
    const colours = host.view.seats.map((s) => s.color);
    host.send({ t: 'start' });
    const AT = 40;
    await host.waitFor(() => host.view.gv >= AT, 120_000, `move ${AT}`);

    for (const [size, viewport] of [['desk', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
      const eve = await person(suite.browser, viewport);
      const p = eve.page;
      await p.goto(`${suite.server.url}/t/${id}/replay?move=${AT}`);
      const b = p.locator(`[data-testid=replay-board][data-move="${AT}"]`);
      await b.getByTestId('hall-board').waitFor();
      expect(await b.locator(UNKNOWN_MARK).count()).toBe(0);
      // Every seat's colour is drawn on the board (tunnels, trolls, scores), and each seat's mark
      // takes its colour's own shape.
      const fills = new Set(await b.locator('[fill]').evaluateAll((els) => els.map((e) => e.getAttribute('fill')!.toLowerCase())));
      for (const c of colours) {
        const style = SEAT_COLOURS.find((x) => x.id === c)!;
        expect(fills.has(style.fill.toLowerCase()), `${style.name} drawn`).toBe(true);
      }
      const marks = await b.locator('svg[role=img]').evaluateAll((els) => els.map((e) => [e.getAttribute('aria-label'), e.querySelector('path')?.getAttribute('fill')]));
      for (const [label, fill] of marks) {
        const style = SEAT_COLOURS.find((x) => x.name === label);
        if (style) expect(fill).toBe(style.fill);
      }
      await shot(p, `replay-seats-hall-${size}`, { fullPage: false });
      expect(await overflowX(p)).toBeLessThanOrEqual(0);
      expect(eve.errors).toEqual([]);
      await eve.ctx.close();
    }
  });

  it('FotMK: a move made before the seat was handed over names its player, not the bot', async () => {
    const { id, hostSecret } = await createTable(suite.server.url, 'fotmk', 2);
    const ann = open(id, { hostSecret });
    const bob: TableClient = open(id);
    await seatPlayers([ann, bob]);
    ann.send({ t: 'start' });
    await bob.waitFor(() => bob.view.status === 'playing');
    // The two players play their first legal choices; remember where Bob was to choose.
    const bobChose: number[] = [];
    while (ann.view.gv < 12) {
      const gv = ann.view.gv;
      if (ann.view.active.includes(1)) bobChose.push(gv);
      const mover = [ann, bob].find((c) => c.view.gv === gv && c.view.active.includes(c.view.you.seat!) && (c.view.legal?.length ?? 0) > 0);
      if (!mover) {
        await Promise.all([ann, bob].map((c) => c.waitFor(() => c.view.gv >= gv)));
        continue;
      }
      mover.send({ t: 'move', v: gv, move: mover.view.legal![0] });
      await Promise.all([ann, bob].map((c) => c.waitFor(() => c.view.gv > gv)));
    }
    const at = bobChose.at(-1)!;
    // Bob leaves; Ann frees his seat and a bot takes it ("Bot 2"), which plays on.
    bob.close();
    await ann.waitFor(() => !ann.view.seats[1]!.connected);
    ann.send({ t: 'kick', seat: 1 });
    await ann.waitFor(() => ann.view.seats[1]!.name === null);
    ann.send({ t: 'bot', seat: 1, bot: ann.view.bots[0]! });
    await ann.waitFor(() => ann.view.seats[1]!.name === 'Bot 2');

    const eve = await person(suite.browser);
    const p = eve.page;
    await p.goto(`${suite.server.url}/t/${id}/replay?move=${at}`);
    const prompt = p.locator(`[data-testid=replay-board][data-move="${at}"]`).getByTestId('fotmk-prompt');
    await prompt.waitFor();
    const text = (await prompt.textContent()) ?? '';
    expect(text).toContain('Bob');
    expect(text).not.toContain('Bot 2');
    await shot(p, 'replay-seats-fotmk', { fullPage: false });
    expect(eve.errors).toEqual([]);
  });
});
