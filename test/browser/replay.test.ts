// Replays in a real browser against a real `wrangler dev`: a replay link opened at move N shows
// the position of move N (the page's view equals what a live spectator received at move N), and
// steps by keys and buttons land on the right positions; a bots-only FotMK game replayed on its own
// board. Screenshots in test-results/replay-*.png.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTable, seatPlayers, TableClient } from '../helpers/client';
import { overflowX, person, shot } from './browser';
import { browserSuite } from './suite';

const suite = browserSuite({ testGames: true, botDelayMs: 0 });
const { open } = suite;

/** A spectator's live view at every game version it was sent. */
function recordSpectator(spec: TableClient): Map<number, unknown> {
  const seen = new Map<number, unknown>();
  spec.onMessage = () => {
    const t = spec.sync.table;
    if (t && t.status !== 'lobby') seen.set(t.gv, structuredClone(t.view));
  };
  return seen;
}

const board = (p: Page) => p.getByTestId('replay-board');
/** Wait until the page shows move `at`, then return the view it shows. */
async function shownAt(p: Page, at: number): Promise<unknown> {
  await p.locator(`[data-testid=replay-board][data-move="${at}"]`).waitFor();
  return JSON.parse((await board(p).getAttribute('data-view'))!) as unknown;
}
const shownMove = async (p: Page) => Number(await board(p).getAttribute('data-move'));

describe('replay page', () => {
  it('opens a link at move N, steps by keys and buttons, and follows a game still being played', async () => {
    const { id, hostSecret } = await createTable(suite.server.url, 'highcard', 2, { rounds: '3' });
    const players = [open(id, { hostSecret }), open(id)];
    await seatPlayers(players, ['Ann', 'Bob'], ['red', 'blue']);
    const spec = open(id);
    await spec.waitFor(() => spec.sync.table !== null);
    const seen = recordSpectator(spec);
    const annSaw = recordSpectator(players[0]!);
    players[0]!.send({ t: 'start' });
    await spec.waitFor(() => spec.view.status === 'playing');
    const play = async () => {
      // The player to move, once their view offers moves (it came with the others' in CI only a moment later).
      const mover = () => players.find((p) => p.view.active.includes(p.view.you.seat!) && (p.view.legal?.length ?? 0) > 0);
      await Promise.any([spec, ...players].map((c) => c.waitFor(() => mover() !== undefined, 10_000, 'a player with moves')));
      const m = mover()!;
      const gv = m.view.gv;
      m.send({ t: 'move', v: gv, move: m.view.legal![0] });
      await Promise.all([spec, ...players].map((p) => p.waitFor(() => p.view.gv > gv)));
    };
    for (let k = 0; k < 4; k++) await play();

    // During the game a spectator's replay link without a move opens at the latest move.
    const cat = await person(suite.browser);
    await cat.page.goto(`${suite.server.url}/t/${id}/replay`);
    expect(await shownAt(cat.page, 4)).toEqual(seen.get(4));
    await cat.page.getByTestId('replay-position').filter({ hasText: 'Move 4 of 4' }).waitFor();
    await cat.page.keyboard.press('ArrowLeft');
    expect(await shownAt(cat.page, 3)).toEqual(seen.get(3));
    await cat.ctx.close();

    while (spec.view.status === 'playing') await play();
    const total = spec.view.gv;
    expect(total).toBeGreaterThan(8);

    // A link at move N shows move N: the view on the page is the spectator's view at N.
    const dan = await person(suite.browser);
    const p = dan.page;
    // A step the room took by itself travels with the move before it (issue 29): the spectator never
    // saw that position alone. Move N is an early one the spectator saw, as is N + 1.
    const n = [...seen.keys()].sort((x, y) => x - y).find((k) => k >= 3 && seen.has(k + 1))!;
    // Early enough that two turns forward remain (Turn ▶▶ is disabled on the last turn).
    expect(n).toBeLessThan(total - 4);
    /** The page shows move `at`: the spectator's view there, or (a position only the replay shows) a view hiding the hands. */
    const showsAt = async (at: number) => {
      const v = (await shownAt(p, at)) as { hand: unknown };
      if (seen.has(at)) expect(v).toEqual(seen.get(at));
      else expect(v.hand).toBeNull();
    };
    await p.goto(`${suite.server.url}/t/${id}/replay?move=${n}`, { waitUntil: 'domcontentloaded', timeout: 30_000 });
    await showsAt(n);
    await p.getByTestId('replay-position').filter({ hasText: `Move ${n} of ${total}` }).waitFor();
    await shot(p, 'replay-highcard-move5');
    // Hidden hands stay hidden in a spectator's replay.
    expect((seen.get(n) as { hand: unknown }).hand).toBeNull();

    // Keys: a move each way.
    await p.keyboard.press('ArrowRight');
    await showsAt(n + 1);
    // The address follows once the position is painted (an effect after the render), as below.
    await p.waitForURL(new RegExp(`[?&]move=${n + 1}(&|$)`), { timeout: 5_000 });
    expect(p.url()).toContain(`move=${n + 1}`);
    await p.keyboard.press('ArrowLeft');
    await showsAt(n);
    // Buttons: a move each way.
    await p.getByRole('button', { name: 'Move ▶' }).click();
    await showsAt(n + 1);
    await p.getByRole('button', { name: '◀ Move' }).click();
    await showsAt(n);
    // A turn forward (Shift+→, then the button) lands where another seat starts to move.
    await p.keyboard.press('Shift+ArrowRight');
    await p.waitForFunction((at) => document.querySelector('[data-testid=replay-board]')?.getAttribute('data-move') !== String(at), n);
    const turnAt = await shownMove(p);
    expect(turnAt).toBeGreaterThan(n);
    await showsAt(turnAt);
    await p.getByRole('button', { name: 'Turn ▶▶' }).click();
    await p.waitForFunction((at) => document.querySelector('[data-testid=replay-board]')?.getAttribute('data-move') !== String(at), turnAt);
    const turn2 = await shownMove(p);
    expect(turn2).toBeGreaterThan(turnAt);
    await showsAt(turn2);
    await p.getByRole('button', { name: '◀◀ Turn' }).click();
    await showsAt(turnAt);
    // The ends: Home and End, and the buttons.
    await p.keyboard.press('End');
    await showsAt(total);
    expect(await p.getByRole('button', { name: 'Move ▶' }).isDisabled()).toBe(true);
    await shot(p, 'replay-highcard-end');
    await p.keyboard.press('Home');
    await showsAt(0);
    expect(await p.getByRole('log').locator('li').first().textContent()).toContain('Nothing yet');
    await p.getByRole('button', { name: 'Last position' }).click();
    await showsAt(total);
    // The log beside the board ends with the game's last public line.
    const lastLine = spec.sync.log.filter((e) => !e.private).at(-1)!.text.replace(/\{p(\d)\}/g, (_, s: string) => ['Ann', 'Bob'][Number(s)]!);
    expect(await p.getByRole('log').locator('li').last().textContent()).toContain(lastLine);
    const winners = spec.view.result!.winners.map((w) => ['Ann', 'Bob'][w]!).join(' and ');
    expect(await p.getByTestId('replay-result').textContent()).toContain(`The game is over: ${winners} win`);
    // Not the host: no reveal switch, and no other seat to choose.
    expect(await p.getByLabel(/Show every player/).count()).toBe(0);
    expect(dan.errors).toEqual([]);
    await dan.ctx.close();

    // The host (its key saved in this browser) reveals every seat after the end, then looks as Ann.
    const hal = await person(suite.browser);
    await hal.ctx.addInitScript(([table, key]) => localStorage.setItem(`trollmoot:host:${table}`, key), [id, hostSecret] as const);
    await hal.page.goto(`${suite.server.url}/t/${id}/replay?move=2`);
    expect(await shownAt(hal.page, 2)).toEqual(seen.get(2));
    await hal.page.getByLabel(/Show every player/).check();
    await hal.page.getByLabel('Seen by').selectOption({ label: 'Ann' });
    await hal.page.locator('[data-testid=replay-board][data-as="0"][data-move="2"]').waitFor();
    const asAnn = await shownAt(hal.page, 2);
    expect(asAnn).toEqual(annSaw.get(2));
    expect((asAnn as { hand: unknown }).hand).not.toBeNull();
    // The address follows once the position is painted (an effect after the render), not in the same frame.
    await hal.page.waitForURL(/[?&]as=0(&|$)/, { timeout: 5_000 });
    expect(hal.page.url()).toContain('as=0');
    // Arrow keys belong to the focused select; once focus leaves it they step again, as Ann.
    await hal.page.getByText(/What Ann could see/).click();
    await hal.page.keyboard.press('ArrowRight');
    expect(await shownAt(hal.page, 3)).toEqual(annSaw.get(3));
    await hal.page.keyboard.press('ArrowLeft');
    expect(await shownAt(hal.page, 2)).toEqual(asAnn);
    await shot(hal.page, 'replay-highcard-revealed');
    // Turned off again: only what was public.
    await hal.page.getByLabel(/Show every player/).uncheck();
    await hal.page.locator('[data-testid=replay-board][data-as="spectator"][data-move="2"]').waitFor();
    expect(await shownAt(hal.page, 2)).toEqual(seen.get(2));
    expect(hal.errors).toEqual([]);
    await hal.ctx.close();
  }, 120_000);

  it('replays a bots-only Fall of the Mountain King game on its own board, from the table page link', async () => {
    const { id, hostSecret } = await createTable(suite.server.url, 'fotmk', 2);
    const host = open(id, { hostSecret });
    await host.waitFor(() => host.sync.table !== null);
    for (let s = 0; s < 2; s++) host.send({ t: 'bot', seat: s, bot: 'random' });
    await host.waitFor(() => host.view.seats.every((s) => s.controller === 'bot'));
    const seen = recordSpectator(host);
    host.send({ t: 'start' });
    // Bots move on the room's alarms: a few hundred moves, slower when the machine is busy.
    await host.waitFor(() => host.view.status === 'over', 150_000, 'game over').catch((e: unknown) => {
      throw new Error(`${String(e)} at move ${host.view.gv}, active ${JSON.stringify(host.view.active)}, errors ${JSON.stringify(host.errors())}`);
    });
    const total = host.view.gv;

    const eve = await person(suite.browser);
    const p = eve.page;
    await p.goto(`${suite.server.url}/t/${id}`, { waitUntil: 'domcontentloaded', timeout: 30_000 });
    await p.getByTestId('replay-link').click();
    await p.waitForURL(/\/replay\?move=0$/);
    expect(await shownAt(p, 0)).toEqual(seen.get(0));
    const n = Math.floor(total / 2);
    await p.goto(`${suite.server.url}/t/${id}/replay?move=${n}`, { waitUntil: 'domcontentloaded', timeout: 30_000 });
    expect(await shownAt(p, n)).toEqual(seen.get(n));
    await p.locator('[data-testid=replay-board] [inert] *').first().waitFor();
    await shot(p, 'replay-fotmk-middle');
    await p.keyboard.press('PageDown');
    await p.waitForFunction((at) => document.querySelector('[data-testid=replay-board]')?.getAttribute('data-move') !== String(at), n);
    const next = await shownMove(p);
    expect(await shownAt(p, next)).toEqual(seen.get(next));
    await p.keyboard.press('End');
    expect(await shownAt(p, total)).toEqual(seen.get(total));
    await shot(p, 'replay-fotmk-end');
    expect(eve.errors).toEqual([]);
    await eve.ctx.close();

    // On a phone: the controls wrap, nothing scrolls sideways.
    const fay = await person(suite.browser, { width: 390, height: 844 });
    await fay.page.goto(`${suite.server.url}/t/${id}/replay?move=${n}`, { waitUntil: 'domcontentloaded', timeout: 30_000 });
    expect(await shownAt(fay.page, n)).toEqual(seen.get(n));
    await fay.page.getByRole('button', { name: 'Move ▶' }).click();
    expect(await shownAt(fay.page, n + 1)).toEqual(seen.get(n + 1));
    await shot(fay.page, 'replay-fotmk-phone');
    expect(await overflowX(fay.page)).toBeLessThanOrEqual(0);
    expect(fay.errors).toEqual([]);
    await fay.ctx.close();
  }, 240_000);
});
