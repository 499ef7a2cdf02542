// Tooltips by keyboard, in a real browser against a real `wrangler dev`: a spectator tabs through
// the Hall, Dwar7s Fall and FotMK boards; every piece that has a tooltip for the mouse (a troll, a symbol,
// a token, a spell, a score, a cell of the mountain read with the arrow keys; a player's chips, a
// gem pile) shows the same text when the keyboard reaches it, the piece is described by it
// (aria-describedby), and Escape or moving on hides it.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTable, seatPlayers, TableClient } from '../helpers/client';
import { person, RESULTS } from './browser';
import { browserSuite } from './suite';

const suite = browserSuite({ botDelayMs: 0 });
const clients: TableClient[] = [];


afterAll(async () => {
  for (const c of clients) c.close();
});

/** A table of `game` with two players seated by socket and started; nobody moves. */
async function startedTable(game: string, colors: readonly [string, string]): Promise<string> {
  return (await startedSeats(game, colors)).id;
}

/** The same, with the seats' keys (to open a page as one of the players). */
async function startedSeats(game: string, colors: readonly [string, string]): Promise<{ id: string; secrets: string[]; clients: TableClient[] }> {
  const { id, hostSecret } = await createTable(suite.server.url, game, 2);
  const ann = new TableClient(suite.server.host, id, { hostSecret });
  const bob = new TableClient(suite.server.host, id);
  clients.push(ann, bob);
  await seatPlayers([ann, bob], ['Ann', 'Bob'], colors);
  ann.send({ t: 'start' });
  await ann.waitFor(() => ann.view.status === 'playing');
  return { id, secrets: [ann.seatSecret!, bob.seatSecret!], clients: [ann, bob] };
}

interface Focused {
  /** The text the mouse would show for the focused element (its own or its nearest container's). */
  expected: string | null;
  /** Which part of the board it is in (the nearest `data-testid`), and whether it is on an SVG. */
  part: string;
  svg: boolean;
  describedBy: string | null;
  tipId: string | null;
  tip: string | null;
}

/** What is focused now, inside `boardId`, and the tooltip shown (if any). */
const focused = (p: Page, boardId: string): Promise<Focused | null> =>
  p.evaluate((boardId) => {
    const board = document.querySelector(`[data-testid=${boardId}]`);
    const a = document.activeElement;
    if (!board || !a || !board.contains(a) || a === board) return null;
    let expected: string | null = null;
    for (let el: Element | null = a; el && el !== board.parentElement && expected === null; el = el.parentElement) {
      const svgTitle = el instanceof SVGElement ? [...el.children].find((c) => c.tagName.toLowerCase() === 'title')?.textContent?.trim() : undefined;
      expected = el.getAttribute('data-tip') || el.getAttribute('title') || svgTitle || null;
    }
    const tip = document.querySelector('[role=tooltip]');
    return {
      expected,
      part: a.closest('[data-testid]')?.getAttribute('data-testid') ?? '',
      svg: a instanceof SVGElement,
      describedBy: a.getAttribute('aria-describedby'),
      tipId: tip?.id ?? null,
      tip: tip?.textContent ?? null,
    };
  }, boardId);

const tipShows = (p: Page, text: string) => p.waitForFunction((t) => document.querySelector('[role=tooltip]')?.textContent === t, text, { timeout: 5000 });
const noTip = (p: Page) => p.waitForFunction(() => document.querySelector('[role=tooltip]') === null, undefined, { timeout: 5000 });

/**
 * Press Tab through the page until every part named in `want` had a focused piece with a tooltip;
 * for each, the tooltip shows that text and describes the piece. Returns the texts seen per part.
 */
async function tabThrough(p: Page, boardId: string, want: Record<string, (f: Focused) => boolean>, shotName: string, arrowsIn: string[] = []): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  let escaped = false;
  for (let i = 0; i < 600 && seen.size < Object.keys(want).length; i++) {
    await p.keyboard.press('Tab');
    let f = await focused(p, boardId);
    if (f && arrowsIn.includes(f.part)) {
      // A board read cell by cell with the arrow keys (Hall's mountain): one step in.
      await p.keyboard.press('ArrowRight');
      await p.waitForFunction((parts) => !parts.includes(document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid') ?? ''), arrowsIn, { timeout: 5000 });
      f = await focused(p, boardId);
    }
    if (process.env.TIPS_DEBUG) console.log(`TIP ${f?.part} ${f?.svg} ${f?.expected?.slice(0, 60)}`);
    if (!f?.expected) continue;
    const part = Object.keys(want).find((k) => !seen.has(k) && want[k]!(f));
    if (!part) continue;
    await tipShows(p, f.expected);
    const now = (await focused(p, boardId))!;
    expect(now.describedBy?.split(' ')).toContain(now.tipId);
    expect(now.tip).toBe(f.expected);
    seen.set(part, f.expected);
    await p.screenshot({ path: join(RESULTS, `${shotName}-${part}.png`) });
    if (!escaped) {
      // Escape hides it, and the piece is no longer described by a tip that is gone.
      await p.keyboard.press('Escape');
      await noTip(p);
      expect((await focused(p, boardId))!.describedBy).toBeNull();
      escaped = true;
    }
  }
  expect([...seen.keys()].sort()).toEqual(Object.keys(want).sort());
  // Leaving the board hides the tip.
  await p.locator('body').focus();
  await p.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await noTip(p);
  return seen;
}

describe('tooltips by keyboard', () => {
  it('Hall: a troll (and its symbols), a token, a spell, a score and the mountain’s cells show their tooltip on focus', async () => {
    const id = await startedTable('hall', ['magenta', 'teal']);
    const spec = await person(suite.browser);
    await spec.page.goto(`${suite.server.url}/t/${id}`);
    await spec.page.getByTestId('hall-board').waitFor();
    const seen = await tabThrough(
      spec.page,
      'hall-board',
      {
        mountain: (f) => f.svg && f.part === 'hall-cursor',
        troll: (f) => f.part === 'hall-horde' && /troll: generates/.test(f.expected!),
        score: (f) => f.part === 'hall-scores' && f.expected === 'Honour so far',
        spell: (f) => f.part === 'hall-spellbook',
        token: (f) => f.part === 'hall-supply' && /point token|Taken:/.test(f.expected!),
      },
      'tips-hall',
      ['hall-map-scroll'],
    );
    // The cell read by the keyboard says what the pointer reads there, under the mountain too.
    expect(seen.get('mountain')).toMatch(/^[A-Z]\d+/);
    await expect(spec.page.getByTestId('hall-hover').textContent()).resolves.toBe(seen.get('mountain'));
    // The troll's tooltip also says what its chips say (cost), so one stop reads the whole slot.
    expect(seen.get('troll')).toMatch(/Recruiting this troll costs \d coins?/);
    expect(seen.get('spell')).toMatch(/of 3 runes/);
    expect(spec.errors).toEqual([]);
    await spec.ctx.close();
  });

  it('Dwar7s Fall: a player’s chips, the gem piles and the cards in hand they cannot play now show their tooltip on focus', async () => {
    const { id, secrets, clients: seated } = await startedSeats('dwarfs', ['red', 'blue']);
    // The player who does not start: none of their cards may be played now.
    const first = seated[0]!.view.active[0]!;
    const waiting = 1 - first;
    const who = await person(suite.browser);
    await who.ctx.addInitScript(([table, seat]) => localStorage.setItem(`trollmoot:seat:${table}`, seat!), [id, secrets[waiting]!] as const);
    await who.page.goto(`${suite.server.url}/t/${id}`);
    await who.page.getByTestId('dwarfs-board').waitFor();
    const gv = seated[0]!.view.gv;
    const seen = await tabThrough(
      who.page,
      'dwarfs-board',
      {
        hand: (f) => f.part === 'dwarfs-hand',
        pile: (f) => f.part === 'dwarfs-market' && /left in the pile/.test(f.expected!),
        tribe: (f) => f.expected === 'The tribe this seat plays',
        score: (f) => /^Points so far/.test(f.expected!),
      },
      'tips-dwarfs',
    );
    expect(seen.get('hand')).not.toMatch(/Press to play/);
    // Such a card is focusable but does nothing when pressed.
    const card = who.page.locator('[data-testid=dwarfs-hand] button[aria-disabled=true]').first();
    await card.focus();
    await who.page.keyboard.press('Enter');
    await who.page.waitForTimeout(300);
    // Not picked up (a picked card is ringed and waits for a spot), and nothing was sent.
    await expect(who.page.locator('[data-testid=dwarfs-hand] button.ring-2').count()).resolves.toBe(0);
    await expect(who.page.getByTestId('dwarfs-board').getAttribute('data-pending')).resolves.toBe('');
    expect(seated[0]!.view.gv).toBe(gv);
    expect(who.errors).toEqual([]);
    await who.ctx.close();
  });

  it('FotMK: the wheel’s spaces, gate cards, great halls and clan tiles show their tooltip on focus, not only when they are choices', async () => {
    const id = await startedTable('fotmk', ['red', 'blue']);
    const spec = await person(suite.browser);
    await spec.page.goto(`${suite.server.url}/t/${id}`);
    await spec.page.getByTestId('fotmk-board').waitFor();
    await tabThrough(
      spec.page,
      'fotmk-board',
      {
        'wheel space': (f) => f.part === 'wheel' && /^Space \d/.test(f.expected!),
        'gate card': (f) => f.part === 'gates',
        'great hall': (f) => f.part === 'fotmk-map' && /^Great Hall/.test(f.expected!),
        'clan tile': (f) => f.part === 'clan-board' && /^Wave III/.test(f.expected!),
      },
      'tips-fotmk',
    );
    expect(spec.errors).toEqual([]);
    await spec.ctx.close();
  });
  it('Dwar7s Fall: a move that changes the focused spot’s words changes its tooltip (the first card lands on the centre spot being read)', async () => {
    const { id, clients: seated } = await startedSeats('dwarfs', ['red', 'blue']);
    const mover = seated[seated[0]!.view.active[0]!]!;
    const spec = await person(suite.browser);
    const p = spec.page;
    await p.goto(`${suite.server.url}/t/${id}`);
    await p.getByTestId('dwarfs-board').waitFor();
    for (let i = 0; i < 150 && !(await p.evaluate(() => !!document.activeElement?.matches('[data-testid=dwarfs-grid] [data-centre]'))); i++) await p.keyboard.press('Tab');
    const before = (await focused(p, 'dwarfs-board'))!;
    expect(before.expected).toMatch(/^Centre spot: /);
    await tipShows(p, before.expected!);
    const cell = Number(await p.evaluate(() => document.activeElement?.getAttribute('data-cell')));
    // The player whose turn it is puts a card on that very spot, by socket: the focus stays on it.
    const play = (mover.view.legal as { type: string }[]).find((m) => m.type === 'play')!;
    mover.send({ t: 'move', v: mover.view.gv, move: play });
    await mover.waitFor(() => (mover.view.legal as { type: string; cell?: number }[] | undefined)?.some((m) => m.type === 'put' && m.cell === cell) ?? false);
    const put = (mover.view.legal as { type: string; cell?: number }[]).find((m) => m.type === 'put' && m.cell === cell)!;
    mover.send({ t: 'move', v: mover.view.gv, move: put });
    await p.locator(`[data-testid=dwarfs-grid] [data-cell="${cell}"]:not([data-centre])`).waitFor();
    const after = (await focused(p, 'dwarfs-board'))!;
    expect(await p.evaluate(() => document.activeElement?.getAttribute('data-cell'))).toBe(String(cell));
    expect(after.expected).not.toBe(before.expected);
    expect(after.expected).not.toMatch(/Centre spot/);
    // The tooltip now says what the card says, and still describes the spot.
    await tipShows(p, after.expected!);
    const now = (await focused(p, 'dwarfs-board'))!;
    expect(now.describedBy?.split(' ')).toContain(now.tipId);
    await p.screenshot({ path: join(RESULTS, 'tips-dwarfs-changed.png') });
    expect(spec.errors).toEqual([]);
    await spec.ctx.close();
  });

  it('FotMK: a focused piece whose tooltip words change shows the new words, and none when it has no words left', async () => {
    const id = await startedTable('fotmk', ['red', 'blue']);
    const spec = await person(suite.browser);
    const p = spec.page;
    await p.goto(`${suite.server.url}/t/${id}`);
    await p.getByTestId('fotmk-board').waitFor();
    let f: Focused | null = null;
    for (let i = 0; i < 300 && !f?.expected; i++) {
      await p.keyboard.press('Tab');
      f = await focused(p, 'fotmk-board');
    }
    await tipShows(p, f!.expected!);
    // The words live on the piece's `data-tip` (the board rewrites it when the piece changes).
    const source = () => p.evaluate(() => (document.activeElement?.closest('[data-tip]') ? 'data-tip' : 'title'));
    const attr = await source();
    await p.evaluate((a) => {
      const el = a === 'data-tip' ? document.activeElement!.closest('[data-tip]')! : document.activeElement!;
      el.setAttribute(a, 'New words for this piece');
    }, attr);
    await tipShows(p, 'New words for this piece');
    const now = (await focused(p, 'fotmk-board'))!;
    expect(now.describedBy?.split(' ')).toContain(now.tipId);
    await p.evaluate((a) => {
      const el = a === 'data-tip' ? document.activeElement!.closest('[data-tip]')! : document.activeElement!;
      el.setAttribute(a, '');
    }, attr);
    await noTip(p);
    expect((await focused(p, 'fotmk-board'))!.describedBy).toBeNull();
    expect(spec.errors).toEqual([]);
    await spec.ctx.close();
  });
});
