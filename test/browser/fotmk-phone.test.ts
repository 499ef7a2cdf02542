// Fall of the Mountain King on a touch phone (issue 27): a whole 3-player game, one seat played by
// taps only on a 390x844 touch page (two bots in the other seats), every step checked by the phone
// checker: the prompt and a target or choice in view and clear of the decision bar, the bar at most
// 22 % of the height, no text under 12 px, none cut off, no sideways scroll, targets a finger can
// hit, and prompts in a finger's words. One picture of each kind of step.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTable, TableClient } from '../helpers/client';
import { person, rng, shot } from './browser';
import { phoneCheck, PhoneWalk, tapAt } from './phone';
import { browserSuite } from './suite';

const suite = browserSuite({ botDelayMs: 0 });

/** What this page may tap now: lit board targets and enabled bar choices whose middle is on screen, clear of the bar, and not under anything else. */
function markReachable(page: Page) {
  return page.evaluate(async () => {
    // What is drawn after the next frame (a patch just applied, the first pass of bringing targets in).
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    document.querySelectorAll('[data-pick]').forEach((e) => e.removeAttribute('data-pick'));
    const bar = document.querySelector('[data-decision], [data-testid=fotmk-controls]');
    if (!bar) return null;
    const board = document.querySelector('[data-testid=fotmk-board]');
    const gv = Number(board?.getAttribute('data-gv'));
    const barR = bar.getBoundingClientRect();
    const fixed = getComputedStyle(bar).position === 'fixed';
    const bottom = fixed ? barR.top : innerHeight;
    const reach = (e: Element) => {
      if ((e as HTMLButtonElement).disabled || e.closest('details:not([open])')) return false;
      const r = e.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) return false;
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || x > innerWidth || y < 0 || y > innerHeight) return false;
      if (!bar.contains(e) && y > bottom - 2) return false;
      const hit = document.elementFromPoint(x, y);
      return !!hit && (hit === e || e.contains(hit));
    };
    const lit = [...(board?.querySelectorAll('[data-target]') ?? [])].filter(reach);
    const choices = [...bar.querySelectorAll('[data-choice]')].filter(reach);
    // A random walk that keeps going back never ends: Back and Close only when nothing else is offered.
    const forward = (e: Element) => !/^(back|close)$/.test(e.getAttribute('data-choice') ?? '') && e.getAttribute('data-testid') !== 'fotmk-back';
    let list = [...lit, ...choices].filter(forward);
    if (list.length === 0) list = [...lit, ...choices];
    const confirm = choices.find((e) => e.getAttribute('data-choice') === 'confirm');
    list.forEach((e, i) => e.setAttribute('data-pick', String(i)));
    const sig = `${gv}|${bar.textContent}|${document.querySelectorAll('[data-preview]').length}`;
    return { gv, n: list.length, confirm: confirm ? list.indexOf(confirm) : -1, sig, task: board?.getAttribute('data-task') ?? '', preview: !!document.querySelector('[data-preview-actions]'), chooser: !!bar.querySelector('[data-testid=fotmk-choice]') };
  });
}

describe('Fall of the Mountain King on a touch phone', () => {
  it('plays a whole 3-player game by taps only, every step in view and a finger’s size', async () => {
    const { id, hostSecret } = await createTable(suite.server.url, 'fotmk', 3);
    const host = new TableClient(suite.server.host, id, { hostSecret });
    await host.waitFor(() => host.sync.table !== null);
    host.send({ t: 'bot', seat: 1, bot: 'random' });
    host.send({ t: 'bot', seat: 2, bot: 'random' });
    const { ctx, page, errors } = await person(suite.browser, { width: 390, height: 844 }, true);
    await page.goto(`${suite.server.url}/t/${id}`, { waitUntil: 'domcontentloaded', timeout: 30_000 });
    await page.getByLabel('Your name').fill('Ann', { timeout: 30_000 });
    await page.getByRole('button', { name: /Sit down at seat 1/ }).tap();
    await page.getByText('You play as').waitFor();
    await page.locator('[data-seat="2"]', { hasText: 'Bot' }).waitFor();
    host.send({ t: 'start' });
    await page.getByTestId('fotmk-board').waitFor({ timeout: 20_000 });

    const walk = new PhoneWalk();
    const rand = rng(20261127);
    const shots = new Set<string>();
    // FOTMK_PHONE_ALL=1 goes on past a step with problems and prints every kind of problem met.
    const all = !!process.env.FOTMK_PHONE_ALL;
    const kinds = new Map<string, number>();
    const time = { idle: 0, settle: 0, check: 0, tap: 0 };
    const since = (t: number) => Date.now() - t;
    let stalls = 0;
    let redrawn = 0;
    const t0 = Date.now();
    for (let guard = 0; guard < 2000; guard++) {
      if ((await page.getByTestId('fotmk-end').count()) > 0) break;
      let t = Date.now();
      const found = await markReachable(page);
      if (!found) {
        await page.waitForTimeout(50);
        time.idle += since(t);
        continue;
      }
      // The step is drawn and brought into view. lib/bring.ts looks once more 400 ms after a new step,
      // when no target's middle is in view yet: a step that fails at once is judged after that look.
      t = Date.now();
      let again: NonNullable<typeof found> | null = found;
      let f = await phoneCheck(page, 'fotmk');
      if (f.problems.length > 0 || found.n === 0) {
        await page.waitForTimeout(450);
        again = await markReachable(page);
        if (!again) continue;
        f = await phoneCheck(page, 'fotmk');
      }
      time.settle += since(t);
      t = Date.now();
      const kind = `${again.task}${again.preview ? '-preview' : again.chooser ? '-chooser' : ''}`;
      walk.add(f, `step ${walk.steps + 1} (${kind})`);
      for (const x of f.problems) kinds.set(x.replace(/\d+(\.\d+)?/g, '#'), (kinds.get(x.replace(/\d+(\.\d+)?/g, '#')) ?? 0) + 1);
      if (!all) expect(f.problems, `step ${walk.steps} (${kind}): ${f.problems.join(" | ")}`).toEqual([]);
      if (!shots.has(kind)) {
        shots.add(kind);
        await shot(page, `fotmk-phone-${kind}`, { fullPage: false });
        await walk.look(page, kind);
      }
      time.check += since(t);
      if (again.n === 0) {
        await page.waitForTimeout(100);
        continue;
      }
      // A previewed placement is laid by Confirm most of the time, as a player would.
      const k = again.confirm >= 0 && rand() < 0.7 ? again.confirm : Math.floor(rand() * again.n);
      t = Date.now();
      // What was aimed at and where the tap's click landed, for the message of a tap with no answer.
      // The step marked may be drawn again before the tap (the board catching up with a view that waited
      // behind a motion): then it is marked again, a bounded number of times.
      const aim = await page.locator(`[data-pick="${k}"]`).evaluate((e) => {
        const w = window as unknown as { __clicks: string[] };
        w.__clicks = [];
        document.addEventListener('click', (ev) => w.__clicks.push(`${(ev.target as Element).tagName}${e.contains(ev.target as Node) ? ' in it' : ' elsewhere'}`), { capture: true, once: true });
        const r = e.getBoundingClientRect();
        return `${e.getAttribute('aria-label')?.slice(0, 40) ?? e.textContent?.slice(0, 40)} at ${Math.round(r.left)},${Math.round(r.top)}`;
      }, undefined, { timeout: 2000 }).catch(() => null);
      if (aim === null || !(await tapAt(page, page.locator(`[data-pick="${k}"]`)).then(() => true, () => false))) {
        redrawn++;
        expect(redrawn, 'the marked choice kept being drawn again before the tap').toBeLessThan(40);
        continue;
      }
      const moved = await page
        .waitForFunction(
          (before) => {
            const bar = document.querySelector('[data-decision], [data-testid=fotmk-controls]');
            const gv = document.querySelector('[data-testid=fotmk-board]')?.getAttribute('data-gv');
            return !bar || `${gv}|${bar.textContent}|${document.querySelectorAll('[data-preview]').length}` !== before;
          },
          again.sig,
          { timeout: 8000 },
        )
        .then(
          () => true,
          () => false,
        );
      time.tap += since(t);
      if (!moved) {
        stalls++;
        await shot(page, 'fotmk-phone-stuck', { fullPage: false });
        const clicks = await page.evaluate(() => (window as unknown as { __clicks: string[] }).__clicks);
        console.log(`no answer to a tap at step ${walk.steps} (${kind}); the page says ${JSON.stringify(await page.locator('[role=alert]').allTextContents())}; aimed at ${aim}, the click landed ${JSON.stringify(clicks)}`);
        if (stalls > 3) throw new Error(`the board stopped answering taps at step ${walk.steps} (${kind})`);
      }
    }
    console.log(walk.summary('fotmk'));
    console.log(`fotmk phone walk: ${((Date.now() - t0) / 1000).toFixed(1)} s, ${redrawn} marked choices drawn again before their tap (${Object.entries(time).map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`).join(', ')}), kinds ${[...shots].join(', ')}`);
    if (all) console.log([...kinds].map(([x, n]) => `${n}x ${x}`).join('\n'));
    if (!all) {
      await page.getByTestId('fotmk-end').waitFor({ timeout: 30_000 });
      await shot(page, 'fotmk-phone-end', { fullPage: false });
      await walk.look(page, 'end');
      expect(walk.problems).toEqual([]);
      expect(walk.steps).toBeGreaterThan(60);
    }
    expect(errors).toEqual([]);
    host.close();
    await ctx.close();
  }, 600_000);
});
