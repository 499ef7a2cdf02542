// In the Hall of the Mountain King, every move is seen (issue 28): three bots play while two
// spectators watch, one asking for motion, one for reduced motion. For the first: a recruited
// troll travels from the horde into its trollsmoot, a new tunnel flies in from its stack onto the
// mountain (a moved statue travels too, when the bots move one), a rival's sealed draft pick turns
// over into its troll, each observed away from its end mid-move and, once the motion is over, at
// rest where the view puts it; the recruit's cascade message shows clear of the mountain. For the second: only
// fades, nothing moves.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTable, TableClient } from '../helpers/client';
import { person, type Person } from './browser';
import { browserSuite } from './suite';

// Bots paced a little slower than a motion, so each step of theirs plays.
const suite = browserSuite({ botDelayMs: 350 });

interface Rec {
  id: string;
  props: string[];
  /** Where the view put the piece (its container, its centre there) and its centre a frame into its motion. */
  where: string;
  at: [number, number];
  mid?: [number, number];
}
const WHERE = { smoot: '[data-key^=smoot-]', horde: '[data-horde]', map: '[data-testid=hall-map]' } as const;

/** Every animation the page starts, by piece id, with the piece's centre one frame later. */
const RECORD = () => {
  const w = window as unknown as { __anims: Rec[] };
  w.__anims = [];
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (this: Element, frames: Keyframe[] | PropertyIndexedKeyframes | null, opts?: number | KeyframeAnimationOptions) {
    const list = Array.isArray(frames) ? frames : [];
    const props = [...new Set(list.flatMap((f) => Object.keys(f)))].filter((p) => !['offset', 'easing', 'composite'].includes(p)).sort();
    const id = this.getAttribute('data-piece') ?? `ghost:${this.getAttribute('data-to') ?? ''}`;
    const r0 = this.getBoundingClientRect();
    const where = this.closest('[data-key^=smoot-]') ? 'smoot' : this.closest('[data-horde]') ? 'horde' : this.closest('[data-testid=hall-map]') ? 'map' : '';
    const rec: Rec = { id, props, where, at: [r0.left + r0.width / 2, r0.top + r0.height / 2] };
    w.__anims.push(rec);
    const a = animate.call(this, frames, opts);
    requestAnimationFrame(() => {
      const r = this.getBoundingClientRect();
      rec.mid = [r.left + r.width / 2, r.top + r.height / 2];
    });
    return a;
  };
};
/**
 * Each time the cascade's message shows (a troll recruited), how far it reaches over the mountain's
 * drawing, in px of height (0: clear of it). It used to sit over the map's top rows.
 */
const CASCADE = () => {
  const w = window as unknown as { __cascade: number[] };
  w.__cascade = [];
  new MutationObserver(() => {
    const msg = document.querySelector('[data-testid=hall-cascade]');
    const map = document.querySelector('[data-testid=hall-map]');
    if (!msg || !map || msg.hasAttribute('data-seen')) return;
    msg.setAttribute('data-seen', '');
    const a = msg.getBoundingClientRect();
    const b = map.getBoundingClientRect();
    const across = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0;
    w.__cascade.push(across ? Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)) : 0);
  }).observe(document, { childList: true, subtree: true });
};
const records = (p: Page) => p.evaluate(() => (window as unknown as { __anims: Rec[] }).__anims.map((r) => ({ ...r })));

/** Where a piece rests now (after the motion): its centre, its animations, and whether it sits in `inside`. */
const rest = (p: Page, id: string, inside: string) =>
  p.evaluate(
    ([pid, sel]) => {
      const el = document.querySelector(`[data-piece="${pid}"]`);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      const box = el.closest(sel)?.getBoundingClientRect();
      const c: [number, number] = [r.left + r.width / 2, r.top + r.height / 2];
      return { c, anims: el.getAnimations().length, inside: !!box && c[0] >= box.left && c[0] <= box.right && c[1] >= box.top && c[1] <= box.bottom };
    },
    [id, inside] as const,
  );

describe('Hall: every move is seen', () => {
  it('a recruited troll and a new tunnel travel to where the view puts them; with reduced motion only fades', async () => {
    const { id, hostSecret } = await createTable(suite.server.url, 'hall', 3);
    const host = new TableClient(suite.server.host, id, { hostSecret });
    await host.waitFor(() => host.sync.table !== null);
    for (let s = 0; s < 3; s++) host.send({ t: 'bot', seat: s, bot: 'sensible' });
    await host.waitFor(() => host.view.seats.every((s) => s.controller === 'bot'));
    const still: Person = await person(suite.browser);
    // The moving spectator asks for motion (browser.ts's person asks for reduced motion).
    const ctx = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'no-preference' });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const p of [page, still.page]) {
      await p.addInitScript(RECORD);
      await p.addInitScript(CASCADE);
      await p.goto(`${suite.server.url}/t/${id}`);
      await p.getByRole('heading', { name: 'You are watching' }).waitFor();
    }
    host.send({ t: 'start' });
    await page.getByTestId('hall-board').waitFor({ timeout: 20_000 });
    const t0 = Date.now();
    const seen = (recs: Rec[], prefix: string) => recs.filter((r) => r.id.startsWith(prefix) && r.props.includes('translate'));
    const far = (r: Rec) => (r.mid ? Math.hypot(r.at[0] - r.mid[0], r.at[1] - r.mid[1]) : 0);
    // Wait for a real recruit and a real tunnel: pieces shifted a few px by the page's layout
    // (a panel growing above them) travel too, and must not end the wait early.
    const recruited = (recs: Rec[]) => seen(recs, 'troll-').some((r) => r.where === 'smoot' && far(r) > 60);
    const laid = (recs: Rec[]) => seen(recs, 'seg-').some((r) => r.where === 'map' && far(r) > 30);
    let recs: Rec[] = [];
    for (; Date.now() - t0 < 60_000; await page.waitForTimeout(250)) {
      recs = await records(page);
      if (recruited(recs) && laid(recs)) break;
    }
    await page.evaluate(() => (window as unknown as { __motion: { idle(): Promise<void> } }).__motion.idle());
    recs = await records(page);
    const trolls = seen(recs, 'troll-');
    const tunnels = seen(recs, 'seg-');
    const statues = seen(recs, 'statue-');
    // A troll recruited: drawn in a trollsmoot, seen a frame later far from it (on its way from the horde).
    expect(trolls.filter((r) => r.where === 'smoot' && far(r) > 60).length, JSON.stringify(trolls)).toBeGreaterThanOrEqual(1);
    // A tunnel laid: drawn on the mountain, seen a frame later on its way from its stack.
    expect(tunnels.filter((r) => r.where === 'map' && far(r) > 30).length, JSON.stringify(tunnels)).toBeGreaterThanOrEqual(1);
    // The draft's starting trolls and the horde's pedestals are pieces too: a starting troll keeps
    // one id from its sealed slot to its reveal; a pedestal is named by the troll it rides on.
    const drafts = recs.filter((r) => r.id.startsWith('draft-'));
    const peds = recs.filter((r) => r.id.startsWith('hped-') || r.id === 'ghost:' || r.id.startsWith('ghost:store-'));
    console.log(`hall motion: ${recs.length} animations in ${((Date.now() - t0) / 1000).toFixed(1)} s; travelled: ${trolls.length} trolls, ${tunnels.length} tiles, ${statues.length} statues; ${drafts.length} draft cards, ${peds.length} pedestals/ghosts`);
    // The draft's reveal: a rival's sealed slot turns over into the troll it held (one piece, two faces).
    expect(drafts.filter((r) => r.props.includes('scale')).length, JSON.stringify(drafts.slice(0, 6))).toBeGreaterThanOrEqual(1);
    const ids = await page.evaluate(() => [...document.querySelectorAll('[data-piece]')].map((e) => e.getAttribute('data-piece')!));
    // The trollsmoots show their starting trolls under their draft ids (seat and slot), not their codes.
    const draftIds = ids.filter((x) => x.startsWith('draft-'));
    expect(draftIds.length, ids.join(' ')).toBeGreaterThanOrEqual(3);
    for (const x of draftIds) expect(x).toMatch(/^draft-[0-2]-[0-9]$/);
    // A horde pedestal is named by its troll, never by its slot.
    const horde = await page.evaluate(() => [...document.querySelectorAll('[data-horde]')].map((e) => [e.querySelector('[data-piece^=troll-]')?.getAttribute('data-piece'), e.parentElement?.querySelector('[data-piece^=hped-]')?.getAttribute('data-piece')]));
    for (const [troll, ped] of horde) if (ped) expect(ped.replace('hped-', 'troll-')).toBe(troll);
    expect(trolls.length).toBeGreaterThanOrEqual(1);
    expect(tunnels.length).toBeGreaterThanOrEqual(1);
    // Each piece's last motion over, it rests where its view put it: a troll in its trollsmoot slot
    // or horde slot, a tile or statue on the mountain, nothing still animating.
    const last = new Map<string, Rec>();
    for (const r of [...trolls, ...tunnels, ...statues]) last.set(r.id, r);
    let checked = 0;
    for (const r of last.values()) {
      if (!r.where) continue;
      const end = await rest(page, r.id, WHERE[r.where as keyof typeof WHERE]);
      // A troll dismissed to its deck, or a tile later partly covered by a hall, is gone: nothing to check.
      if (!end) continue;
      checked++;
      expect(end.anims, r.id).toBe(0);
      expect(end.inside, `${r.id} rests in its ${r.where}`).toBe(true);
    }
    expect(checked).toBeGreaterThanOrEqual(2);
    // The recruit's cascade message showed, beside the mountain and never over it.
    const cascades = await page.evaluate(() => (window as unknown as { __cascade: number[] }).__cascade);
    expect(cascades.length).toBeGreaterThanOrEqual(1);
    expect(cascades.filter((px) => px > 0), 'px of the mountain covered by the cascade message').toEqual([]);
    // Reduced motion: the same moves, only faded.
    const calm = await records(still.page);
    expect(calm.length).toBeGreaterThan(5);
    expect(calm.filter((r) => r.props.some((x) => x !== 'opacity'))).toEqual([]);
    expect([...errors, ...still.errors]).toEqual([]);
    host.close();
    await ctx.close();
    await still.ctx.close();
  }, 90_000);
});
