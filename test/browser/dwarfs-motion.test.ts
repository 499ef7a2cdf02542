// Dwar7s Fall's motion (issue 28) in Chromium against a real room: the first moves of a 3-player
// game, seat 0 played through the board (keyboard, as dwarfs.test.ts does), seats 1 and 2 by socket
// clients making the sensible bot's moves, watched by a second page with reduced motion. For each
// moved piece, the page records what animated the moment its view was drawn (a mutation observer
// runs right after the board's layout effects, where the motion starts) and where it was then;
// once the motion is idle the piece is where the view puts it: a card played from the hand travels
// to its spot, another seat's card flies in from that seat's panel, a meeple placed flies in from
// its campfire, a moved meeple travels card to card. With reduced motion only opacity animates.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TableClient } from '../helpers/client';
import { browserSuite } from './suite';
import { dwarfs, type DwarfsMove, type DwarfsState } from '../../shared/games/dwarfs';
import { sensibleBot } from '../../shared/games/dwarfs/sensible';
import { meepleAt } from '../../client/boards/dwarfs/model';
import { rng } from './browser';
import { makeMove } from './dwarfs-drive';

const suite = browserSuite({ botDelayMs: 0 });

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
interface Drawn {
  gv: number;
  /** Pieces animating as their view was drawn: where they were then (page coordinates), and the animated properties. */
  pieces: Record<string, Box & { props: string[] }>;
}

/** Installed before the page's script: every view drawn, with what started moving. */
function recorder() {
  const drawn: Drawn[] = [];
  (window as unknown as { __drawn: Drawn[] }).__drawn = drawn;
  let last = '';
  const skip = ['offset', 'easing', 'composite', 'computedOffset'];
  new MutationObserver(() => {
    const b = document.querySelector('[data-testid=dwarfs-board]');
    const gv = b?.getAttribute('data-gv');
    if (!b || !gv || gv === last) return;
    last = gv;
    const pieces: Drawn['pieces'] = {};
    for (const el of b.querySelectorAll('[data-piece]')) {
      const anims = el.getAnimations();
      if (anims.length === 0) continue;
      const r = el.getBoundingClientRect();
      const props = [...new Set(anims.flatMap((a) => (a.effect as KeyframeEffect).getKeyframes().flatMap((k) => Object.keys(k).filter((p) => !skip.includes(p)))))].sort();
      pieces[el.getAttribute('data-piece')!] = { x: r.x + scrollX, y: r.y + scrollY, w: r.width, h: r.height, props };
    }
    drawn.push({ gv: Number(gv), pieces });
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-gv'] });
}

const boxOf = (p: Page, sel: string): Promise<Box | null> =>
  p.evaluate((s) => {
    const el = document.querySelector(s);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { x: r.x + scrollX, y: r.y + scrollY, w: r.width, h: r.height };
  }, sel);
const centre = (b: Box) => [b.x + b.w / 2, b.y + b.h / 2] as const;
const idle = (p: Page) => p.evaluate(() => (window as unknown as { __motion: { idle(): Promise<void> } }).__motion.idle());
const drawnAt = (p: Page, gv: number) =>
  p.waitForFunction((k) => (window as unknown as { __drawn: Drawn[] }).__drawn.find((d) => d.gv === k) ?? null, gv).then((h) => h.jsonValue() as Promise<Drawn>);

/**
 * The moves of a sensible-bot game from `seed` until each kind of motion below has come up; seats 1
 * and 2 move a meeple as soon as they can (the bots rarely do early), so the walk stays short.
 */
function plan(seed: string) {
  const random = rng(28);
  let s: DwarfsState = dwarfs.setup(seed, 3, {});
  const moves: { seat: number; move: DwarfsMove }[] = [];
  const want = new Set(['put-0', 'put-other', 'place', 'move']);
  while (want.size > 0 && moves.length < 400) {
    const seat = dwarfs.activeSeats(s)[0]!;
    const early = seat !== 0 && want.has('move') ? dwarfs.legalMoves(s, seat).find((m) => m.type === 'move') : undefined;
    const move = early ?? sensibleBot(s, seat, random)!;
    if (move.type === 'put') want.delete(seat === 0 ? 'put-0' : 'put-other');
    if (move.type === 'place' || move.type === 'move') want.delete(move.type);
    moves.push({ seat, move });
    const r = dwarfs.apply(s, seat, move);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
  }
  return want.size === 0 ? moves : null;
}

describe('Dwar7s Fall: every move is seen', () => {
  it('cards, meeples travel to where the view puts them; with reduced motion only a fade', { timeout: 180_000 }, async () => {
    const seed = 'dwarfs-motion-seed-0003';
    const moves = plan(seed);
    expect(moves, 'a game where every motion comes up').not.toBeNull();
    const colours = dwarfs.seats!({}).colours;
    const names = ['Ann', 'Gimli', 'Dori'];
    const upload = JSON.stringify({ game: 'dwarfs', options: {}, seed, seats: names.map((name, i) => ({ name, color: colours[i]!.id, bot: null })), moves: [] });
    const post = () => fetch(`${suite.server.url}/api/tables/import`, { method: 'POST', body: upload });
    const up = await post().catch(post);
    expect(up.status, await up.clone().text()).toBe(200);
    const { id, hostSecret } = (await up.json()) as { id: string; hostSecret: string };
    const host = new TableClient(suite.server.host, id, { hostSecret });
    const others = [1, 2].map((seat) => {
      const c = new TableClient(suite.server.host, id);
      c.socket.addEventListener('open', () => c.send({ t: 'sit', seat, name: names[seat]!, color: colours[seat]!.id }));
      return c;
    });
    await Promise.all(others.map((c, i) => c.waitFor(() => c.sync.table?.you.seat === i + 1, 10_000, 'seated')));

    // Ann plays at 1440x900 with motion on; a spectator on a phone asked for reduced motion.
    const ctx = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'no-preference' });
    const p = await ctx.newPage();
    const sctx = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    const sp = await sctx.newPage();
    for (const page of [p, sp]) await page.addInitScript(recorder);
    const url = `${suite.server.url}/t/${id}`;
    await p.goto(url);
    await p.getByLabel('Your name').fill('Ann');
    await p.getByLabel('Your name').press('Enter');
    await p.locator('[data-testid=dwarfs-board][data-gv="0"]').waitFor({ timeout: 20_000 });
    await sp.goto(url);
    await sp.getByTestId('dwarfs-board').waitFor({ timeout: 20_000 });

    let s: DwarfsState = dwarfs.setup(seed, 3, {});
    const seen = new Set<string>();
    for (let i = 0; i < moves!.length; i++) {
      const { seat, move } = moves![i]!;
      await host.waitFor(() => host.view.gv === i, 10_000, `version ${i}`);
      await p.locator(`[data-testid=dwarfs-board][data-gv="${i}"]`).waitFor();
      await idle(p);
      // Which piece this move moves, and where the view puts it (a selector of its new place).
      let piece = '';
      let place = '';
      let kind = '';
      if (move.type === 'put') {
        const card = s.pending?.k === 'put' ? s.pending.card : -1;
        piece = `card-${card}`;
        place = `[data-testid=dwarfs-grid] g[data-cell="${move.cell}"]`;
        kind = seat === 0 ? 'put-0' : 'put-other';
      } else if (move.type === 'place' || move.type === 'move') {
        const m = move.type === 'place' ? dwarfs.view(s, 0).seats[seat]!.meeples.findIndex((x) => x.at < 0 && x.kind === move.kind) : move.m;
        piece = `meeple-${seat}-${m}`;
        place = `[data-testid=dwarfs-grid] g[data-cell="${move.type === 'place' ? move.cell : move.to}"]`;
        kind = move.type;
        if (move.type === 'move') expect(meepleAt(dwarfs.view(s, 0), seat, m)).toBeGreaterThanOrEqual(0);
      }
      const before = piece ? await boxOf(p, `[data-piece="${piece}"]`) : null;
      if (seat === 0) await makeMove(p, s, dwarfs.legalMoves(s, 0), move);
      else others[seat - 1]!.send({ t: 'move', v: i, move });
      await host.waitFor(() => host.view.gv === i + 1, 10_000, `move ${i} (${JSON.stringify(move)})`);
      const r = dwarfs.apply(s, seat, move);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
      if (!piece) continue;
      const drawn = await drawnAt(p, i + 1);
      const start = drawn.pieces[piece];
      expect(start, `${kind} (move ${i}): ${piece} animates`).toBeDefined();
      expect(start!.props, `${kind}: ${piece} travels`).toContain('translate');
      await idle(p);
      const end = (await boxOf(p, `[data-piece="${piece}"]`))!;
      const spot = (await boxOf(p, place))!;
      const [ex, ey] = centre(end);
      // It ends on its card (a meeple on one of the card's spots, a card on its spot's middle).
      expect(ex, `${piece} ends on its spot`).toBeGreaterThan(spot.x);
      expect(ex).toBeLessThan(spot.x + spot.w);
      expect(ey).toBeGreaterThan(spot.y);
      expect(ey).toBeLessThan(spot.y + spot.h);
      if (kind.startsWith('put')) expect(Math.abs(ex - centre(spot)[0]) + Math.abs(ey - centre(spot)[1])).toBeLessThan(3);
      // As its view was drawn, it was elsewhere: where it was before (a hand card, a meeple on its
      // old card), or at the place it comes from (a seat's panel, a campfire).
      const [sx, sy] = centre(start!);
      expect(Math.hypot(sx - ex, sy - ey), `${piece} started away from its end`).toBeGreaterThan(20);
      // (The page may have settled a little meanwhile: a line of text more above the hand.)
      if (before && (kind === 'put-0' || kind === 'move')) expect(Math.hypot(sx - centre(before)[0], sy - centre(before)[1]), `${piece} started where it was`).toBeLessThan(24);
      seen.add(kind);
    }
    expect([...seen].sort()).toEqual(['move', 'place', 'put-0', 'put-other']);

    // The spectator with reduced motion saw every view drawn, and nothing but opacity animated.
    await sp.locator(`[data-testid=dwarfs-board][data-gv="${moves!.length}"]`).waitFor();
    await idle(sp);
    const faded = await sp.evaluate(() => (window as unknown as { __drawn: Drawn[] }).__drawn);
    const props = new Set(faded.flatMap((d) => Object.values(d.pieces).flatMap((x) => x.props)));
    expect(faded.filter((d) => Object.keys(d.pieces).length > 0).length, 'the spectator saw pieces fade').toBeGreaterThan(3);
    expect([...props]).toEqual(['opacity']);
    for (const c of [host, ...others]) c.close();
    await ctx.close();
    await sctx.close();
  });
});
