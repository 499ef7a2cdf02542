// Making one planned move of Dwar7s Fall through the board, the way a person does BY KEYBOARD ONLY
// (the desktop walk of issue 27): Enter on the card in the hand then on the lit spot (turned with R
// until the walls sit as planned), on the campfire's meeple then its card, on a green-ringed meeple
// then where it goes, on an ogre card then its target, the class, the task's card (and the choice
// that opens), the store's offer, the reveal button, End actions. Moves with no gesture of their own
// use the "every choice as a list" panel. The board's targets come from the same model code the
// board uses, fed the same view and legal moves.
import type { Locator, Page } from 'playwright-core';
import { dwarfs, type DwarfsMove, type DwarfsState } from '../../shared/games/dwarfs';
import { cellTargets, meepleAt, moveSources, type Tool } from '../../client/boards/dwarfs/model';
import { putRots } from './dwarfs-plan';
import { shot } from './browser';

type Move = DwarfsMove;
const same = (a: Move, b: Move) => JSON.stringify(a) === JSON.stringify(b);
const cell = (p: Page, c: number) => p.locator(`[data-testid=dwarfs-grid] g[data-cell="${c}"][data-target]`);
const toolOf = async (p: Page): Promise<string> => (await p.getByTestId('dwarfs-board').getAttribute('data-tool')) ?? '';
/** The keyboard's press: the focus on it (as Tab would bring it), then Enter. */
export const press = async (l: Locator): Promise<void> => {
  await l.focus();
  await l.press('Enter');
};

/** Click a lit card; when it holds several moves, the one planned in the choice that opens. */
async function pickCell(p: Page, s: DwarfsState, legal: Move[], m: Move, tool: Tool, at: number, rot = 0): Promise<void> {
  const here = cellTargets(legal, dwarfs.view(s, 0), 0, tool, rot).get(at) ?? [];
  const i = here.findIndex((x) => same(x, m));
  if (i < 0) throw new Error(`the planned ${JSON.stringify(m)} is not on card ${at}`);
  await press(cell(p, at));
  // A choice opens for several moves there, and for a placement on a card a meeple of ours could
  // move from (the board asks: place here, or move that meeple instead).
  const asks = here.length > 1 || (tool.k === 'place' && moveSources(legal, dwarfs.view(s, 0), 0, 'move').has(at));
  if (asks) await press(p.locator('[data-testid=dwarfs-choice] [data-choice]').nth(i));
}

async function fromList(p: Page, legal: Move[], m: Move): Promise<void> {
  const i = legal.findIndex((x) => same(x, m));
  if (!(await p.getByTestId('dwarfs-all-moves').evaluate((d) => (d as HTMLDetailsElement).open))) await press(p.locator('[data-testid=dwarfs-all-moves] summary'));
  await press(p.locator('[data-testid=dwarfs-all-moves] [data-move]').nth(i));
}

/** Make `m` (one of `legal`, seat 0's moves in state `s`) through the board. Returns how. */
export async function makeMove(p: Page, s: DwarfsState, legal: Move[], m: Move): Promise<string> {
  switch (m.type) {
    case 'play':
      await press(p.locator(`[data-testid=dwarfs-hand] button[data-card="${m.card}"]`));
      return 'hand';
    case 'put': {
      const rots = putRots(legal);
      // One press at a time, each waited for until the board shows it (a loaded page renders late).
      const rotNow = async () => Number(await p.getByTestId('dwarfs-board').getAttribute('data-rot'));
      for (let i = 0; i < 4 && (await rotNow()) !== m.rot; i++) {
        const before = await rotNow();
        await p.keyboard.press('r');
        await p.waitForFunction((b) => document.querySelector('[data-testid=dwarfs-board]')?.getAttribute('data-rot') !== String(b), before);
      }
      if ((await rotNow()) !== m.rot) throw new Error(`the card would not turn to ${m.rot} (it shows ${await rotNow()})`);
      await pickCell(p, s, legal, m, { k: 'none' }, m.cell, m.rot);
      return rots.length > 1 ? `put turned to ${m.rot}` : 'put';
    }
    case 'place': {
      if ((await toolOf(p)) !== JSON.stringify({ k: 'place', kind: m.kind })) await press(p.locator(`[data-place="${m.kind}"]`));
      await pickCell(p, s, legal, m, { k: 'place', kind: m.kind }, m.cell);
      return 'place';
    }
    case 'move': {
      const from = meepleAt(dwarfs.view(s, 0), 0, m.m);
      // A campfire kind still picked (it stays picked while it can go somewhere): a click on the
      // meeple's card could mean another placement there, so the board asks, and "instead" picks
      // the meeple up. Any other tool is put down first with Escape.
      const held = await toolOf(p);
      let how = 'move';
      if (held.startsWith('{"k":"place"') && cellTargets(legal, dwarfs.view(s, 0), 0, JSON.parse(held) as Tool, 0).has(from)) {
        await press(cell(p, from));
        await p.locator('[data-testid=dwarfs-choice] [data-instead]').waitFor();
        await shot(p, 'dwarfs-move-instead-of-placing', { fullPage: false });
        await press(p.locator('[data-testid=dwarfs-choice] [data-instead]'));
        await p.waitForFunction((want) => document.querySelector('[data-testid=dwarfs-board]')?.getAttribute('data-tool') === want, JSON.stringify({ k: 'move', from }));
        how = 'move-instead-of-placing';
      } else if (held !== '' && !held.startsWith('{"k":"move"')) {
        await p.keyboard.press('Escape');
        await p.waitForFunction(() => !document.querySelector('[data-testid=dwarfs-board]')?.getAttribute('data-tool'));
      }
      if ((await toolOf(p)) !== JSON.stringify({ k: 'move', from })) await press(cell(p, from));
      await pickCell(p, s, legal, m, { k: 'move', from }, m.to);
      return how;
    }
    case 'ogre': {
      const ofKind = legal.filter((x) => x.type === 'ogre' && x.kind === m.kind);
      await press(p.locator(`[data-ogre="${m.kind}"]`).first());
      if (ofKind.some((x) => x.type === 'ogre' && x.cell !== undefined)) await pickCell(p, s, legal, m, { k: 'ogre', kind: m.kind }, m.cell!);
      else if (ofKind.length > 1) await press(p.locator('[data-testid=dwarfs-choice] [data-choice]').nth(ofKind.findIndex((x) => same(x, m))));
      return 'ogre';
    }
    case 'upgrade': {
      const ups = legal.filter((x) => x.type === 'upgrade');
      await press(p.locator('[data-testid=dwarfs-controls] [data-choice]', { hasText: /^Get the / }).nth(ups.findIndex((x) => same(x, m))));
      return 'upgrade';
    }
    case 'complete':
      await pickCell(p, s, legal, m, { k: 'none' }, m.cell);
      return 'complete';
    case 'buy': {
      const slot = legal.filter((x) => x.type === 'buy' && x.goal === m.goal);
      await press(p.locator(`[data-testid=dwarfs-market] li[data-goal="${m.goal}"] button`).nth(slot.findIndex((x) => same(x, m))));
      return 'buy';
    }
    case 'reveal':
      await press(p.getByTestId('dwarfs-reveal'));
      return 'reveal';
    case 'end':
      await press(p.getByTestId('dwarfs-end-actions'));
      return 'end';
    default:
      await fromList(p, legal, m);
      return `list ${m.type}`;
  }
}

/** The cards of the grid where a stack chip ("+N"), a blocked sign or a monster's words cover the "needed" or VP badge (issue 29: they did), or the sign the name or the stack chip (issue 28; small cards too, where the VP is one big figure): none is right. */
export function chipsOverBadges(p: Page): Promise<string[]> {
  return p.evaluate(() =>
    [...document.querySelectorAll('[data-testid=dwarfs-grid] g[data-cell]')].flatMap((g) => {
      const box = (sel: string) => g.querySelector(sel)?.getBoundingClientRect();
      const over = (a?: DOMRect, b?: DOMRect) => !!a && !!b && a.bottom > b.top + 0.5 && a.top < b.bottom - 0.5 && a.right > b.left + 0.5 && a.left < b.right - 0.5;
      // Chips and signs clear of the badges; the blocked sign clear of the name, a monster's words ("stops mines") of the badges.
      const hit =
        ['[data-stack]', '[data-sign]', '[data-blocks]'].some((a) => ['[data-need]', '[data-vp]'].some((b) => over(box(a), box(b)))) ||
        over(box('[data-sign]'), box('[data-name]')) ||
        over(box('[data-sign]'), box('[data-stack]'));
      return hit ? [g.getAttribute('aria-label') ?? '?'] : [];
    }),
  );
}
