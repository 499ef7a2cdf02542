// Undo in a real browser against a real `wrangler dev` (issue 16 item 4): Ann plays a card face
// down, asks the table to undo it; Bob (a page) and Cy (a socket) are asked; accepted, the card is
// back in Ann's hand; asked again and refused by Bob, it stays played. Every page's log says so.
// Screenshots in test-results/undo-*.png.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTable, TableClient } from '../helpers/client';
import { person, shot, type Person } from './browser';
import { browserSuite } from './suite';

const suite = browserSuite({ testGames: true, botDelayMs: 50 });
const clients: TableClient[] = [];
const people: Person[] = [];

afterAll(async () => {
  for (const c of clients) c.close();
});

const moves = (p: Page) => p.getByRole('group', { name: 'Legal moves' }).getByRole('button');
const logText = async (p: Page) => ((await p.getByRole('log', { name: 'Game log' }).textContent()) ?? '').replace(/\s+/g, ' ');

/** A page holding a seat (its secrets put where the site keeps them before it loads). */
async function seatedPage(id: string, seatSecret: string, hostSecret?: string): Promise<Person> {
  const who = await person(suite.browser);
  people.push(who);
  await who.ctx.addInitScript(
    ([table, seat, host]) => {
      localStorage.setItem(`trollmoot:seat:${table}`, seat!);
      if (host) localStorage.setItem(`trollmoot:host:${table}`, host);
    },
    [id, seatSecret, hostSecret ?? ''],
  );
  await who.page.goto(`${suite.server.url}/t/${id}`);
  await who.page.getByText('You play as').waitFor();
  return who;
}

describe('undo that others can see', () => {
  it('a request accepted by everyone undoes the move; a refused one leaves it', async () => {
    const { id, hostSecret } = await createTable(suite.server.url, 'highcard', 3, { rounds: '3' });
    const names = ['Ann', 'Bob', 'Cy'];
    const colors = ['red', 'blue', 'green'] as const;
    const socks = names.map((_, i) => new TableClient(suite.server.host, id, i === 0 ? { hostSecret } : {}));
    clients.push(...socks);
    for (const [i, c] of socks.entries()) {
      await c.waitFor(() => c.sync.table !== null);
      c.send({ t: 'sit', seat: i, name: names[i]!, color: colors[i]! });
      await c.waitFor(() => c.view.you.seat === i);
    }
    socks[0]!.send({ t: 'start' });
    await socks[2]!.waitFor(() => socks[2]!.view.status === 'playing');
    // Ann and Bob play in the browser; Cy stays a socket.
    socks[0]!.close();
    socks[1]!.close();
    const cy = socks[2]!;
    const ann = await seatedPage(id, socks[0]!.seatSecret!, hostSecret);
    const bob = await seatedPage(id, socks[1]!.seatSecret!);
    const a = ann.page;
    const b = bob.page;

    // Ann plays a card face down: nothing revealed, her turn is over, she may ask.
    await moves(a).first().waitFor();
    expect(await moves(a).count()).toBe(3);
    await moves(a).first().click();
    await a.getByTestId('undo-ask').waitFor();
    expect(await moves(a).count()).toBe(0);
    // Only the mover is offered it.
    expect(await b.getByTestId('undo-ask').count()).toBe(0);
    await shot(a, 'undo-offered');
    await a.getByTestId('undo-ask').click();
    await a.getByTestId('undo-request').filter({ hasText: 'You asked to undo your last move. Waiting for Bob and Cy.' }).waitFor();
    const prompt = b.getByRole('alertdialog');
    await prompt.filter({ hasText: 'Ann asks to undo their last move' }).waitFor();
    await cy.waitFor(() => cy.view.undo?.request?.seat === 0);
    await shot(b, 'undo-asked');
    expect(await logText(b)).toContain('Ann asks the table to undo their last move.');

    // Cy accepts over the socket; Bob accepts by keyboard.
    cy.send({ t: 'undo', act: 'accept' });
    await cy.waitFor(() => cy.view.undo?.request?.accepted.includes(2) ?? false);
    await b.getByTestId('undo-accept').focus();
    await b.keyboard.press('Enter');
    await a.getByRole('log', { name: 'Game log' }).filter({ hasText: 'The table agreed: Ann' }).waitFor();
    await b.getByRole('log', { name: 'Game log' }).filter({ hasText: 'The table agreed: Ann' }).waitFor();
    // Ann's card is back in her hand: three moves again, and no request left on any page.
    await a.waitForFunction(() => document.querySelectorAll('[aria-label="Legal moves"] button').length === 3);
    expect(await b.getByTestId('undo-request').count()).toBe(0);
    await shot(a, 'undo-accepted');

    // Again, and this time Bob refuses with the pointer.
    await moves(a).first().click();
    await a.getByTestId('undo-ask').click();
    await b.getByTestId('undo-refuse').click();
    for (const p of [a, b]) await p.getByRole('log', { name: 'Game log' }).filter({ hasText: /Bob( \(you\))? refused: Ann( \(you\))? keeps their turn\./ }).waitFor();
    expect(await moves(a).count()).toBe(0);
    expect(await b.getByRole('alertdialog').count()).toBe(0);
    await cy.waitFor(() => cy.view.undo?.request === undefined && cy.view.gv > 0);
    await shot(b, 'undo-refused');

    // A move by Bob since: Ann has nothing left to ask back.
    await moves(b).first().click();
    await a.waitForFunction(() => !document.querySelector('[data-testid=undo-ask]'));

    // Cy plays the last card: every card turns over, which nobody can ask back.
    cy.send({ t: 'move', v: cy.view.gv, move: cy.view.legal![0] });
    await cy.waitFor(() => cy.view.status === 'playing' && (cy.view.view as { phase: string }).phase === 'winner');
    // The round's winner passes and plays again at once: still theirs to take back, by Ctrl+Z.
    const winner = (cy.view.view as { winner: number }).winner;
    const gv = cy.view.gv;
    if (winner === 2) {
      cy.send({ t: 'move', v: gv, move: { type: 'pass' } });
      await cy.waitFor(() => cy.view.gv > gv && cy.view.undo?.kind === 'take');
      cy.send({ t: 'undo', act: 'take', v: cy.view.gv });
    } else {
      const w = [a, b][winner]!;
      await w.getByRole('button', { name: 'Pass' }).click();
      await w.getByTestId('undo-take').waitFor();
      await shot(w, 'undo-take-back');
      await w.keyboard.press('Control+z');
    }
    for (const p of [a, b]) await p.getByRole('log', { name: 'Game log' }).filter({ hasText: /took back their choice\./ }).waitFor();
    await cy.waitFor(() => (cy.view.view as { phase: string }).phase === 'winner');
    for (const p of people) expect(p.errors).toEqual([]);
    expect(cy.errors()).toEqual([]);
  });

  it('a FotMK player takes back a choice on the game’s own board', async () => {
    const { id, hostSecret } = await createTable(suite.server.url, 'fotmk', 2);
    const sock = new TableClient(suite.server.host, id, { hostSecret });
    clients.push(sock);
    await sock.waitFor(() => sock.sync.table !== null);
    sock.send({ t: 'sit', seat: 0, name: 'Ann', color: 'red' });
    await sock.waitFor(() => sock.view.you.seat === 0);
    sock.send({ t: 'bot', seat: 1, bot: 'random' });
    await sock.waitFor(() => sock.view.seats[1]?.controller === 'bot');
    sock.send({ t: 'start' });
    // Ann's moves go through her socket until she alone is to choose (the bot keeps up).
    const firstMove = () => (sock.view.legal ?? []).find((m) => (m as { type: string }).type !== 'cancel');
    for (let guard = 0; guard < 20 && !(sock.view.undo?.kind === 'take'); guard++) {
      await sock.waitFor(() => sock.view.status === 'playing' && sock.view.active.includes(0) && firstMove() !== undefined, 15_000, 'Ann to move');
      const gv = sock.view.gv;
      sock.send({ t: 'move', v: gv, move: firstMove() });
      await sock.waitFor(() => sock.view.gv > gv);
    }
    expect(sock.view.undo).toEqual({ seat: 0, kind: 'take' });
    const ann = await seatedPage(id, sock.seatSecret!, hostSecret);
    const p = ann.page;
    await p.getByTestId('undo-take').waitFor();
    await shot(p, 'undo-fotmk-take-back');
    const gv = sock.view.gv;
    await p.getByTestId('undo-take').click();
    await p.getByRole('log', { name: 'Game log' }).filter({ hasText: /took back their choice\./ }).waitFor();
    await sock.waitFor(() => sock.view.gv === gv + 1);
    expect(ann.errors).toEqual([]);
    expect(sock.errors()).toEqual([]);
  });
});
