// The motion layer's reading of pieces in Chromium (client/lib/flip.ts): after a change, an SVG
// piece that nothing changed is placed from where it was (its svg's shift added) instead of read,
// and every piece still ends up where reading them all would put it: through a layout shift above
// the svg, a piece moved, a group around the pieces moved, the svg scaled, a piece's text changed.
// An HTML piece in a panel (a section) nothing in which changed is placed the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './browser';
import { buildScript } from './motion-build';

let browser: Browser;
let bundle = '';

beforeAll(async () => {
  bundle = await buildScript('flip-entry.ts');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PAGE = `<!doctype html><html><body style="margin:0">
<div id="root" style="position:relative;width:600px">
  <div id="above" style="height:40px">above</div>
  <div id="box" style="width:400px"><svg id="map" viewBox="0 0 100 50" style="display:block;width:100%">
    <g id="layer" transform="translate(5 5)">
      <g data-piece="a" transform="translate(10 10)"><rect width="8" height="8" /></g>
      <g data-piece="b" transform="translate(40 20)"><rect width="8" height="8" /><text id="bt" x="2" y="6" font-size="5">1</text></g>
    </g>
    <g data-piece="c" transform="translate(80 30)"><circle r="4" /></g>
  </svg></div>
  <span data-piece="h" style="display:inline-block;width:20px;height:10px">h</span>
  <section id="panel"><p>Bank</p><span data-piece="s" style="display:inline-block;width:20px;height:10px">s</span></section>
</div></body></html>`;

/** Each step: a change to the page, then play; returns how far play's places are from reading all, and what it read. */
const STEPS: [string, string][] = [
  ['a layout shift above the svg and piece a moved', `document.getElementById('above').style.height = '90px'; document.querySelector('[data-piece=a]').setAttribute('transform', 'translate(20 12)');`],
  ['nothing changed', ''],
  ['the group around a and b moved', `document.getElementById('layer').setAttribute('transform', 'translate(9 2)');`],
  ['the svg scaled (its box is wider)', `document.getElementById('box').style.width = '500px';`],
  ["b's text changed", `document.getElementById('bt').textContent = '12345';`],
  ['a piece added beside c', `const g = document.createElementNS('http://www.w3.org/2000/svg', 'g'); g.setAttribute('data-piece', 'd'); g.setAttribute('transform', 'translate(60 30)'); g.innerHTML = '<rect width="5" height="5" />'; document.getElementById('map').append(g);`],
  ['a word added before s in its panel', `document.querySelector('#panel p').append(' and a longer line of words that wraps the text to a second line, or more, and pushes s down');`],
];

describe('flip.ts reads only the pieces that may have moved', () => {
  it('places untouched SVG pieces and pieces of untouched panels without reading them, and every piece where a full read puts it', async () => {
    const page = await (await browser.newContext({ viewport: { width: 800, height: 600 } })).newPage();
    await page.setContent(PAGE);
    await page.addScriptTag({ content: bundle });
    const results = (await page.evaluate(`(async () => {
      const f = window.flip, root = document.getElementById('root');
      const watch = new MutationObserver(() => {});
      watch.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
      let before = f.measure(root);
      const out = [];
      for (const [name, js] of ${JSON.stringify(STEPS)}) {
        watch.takeRecords();
        new Function(js)();
        const dirty = f.dirtyOf(watch.takeRecords());
        const read0 = f.readStats.read, placed0 = f.readStats.placed;
        const after = new Map();
        for (const a of f.play(root, before, true, after, dirty)) a.cancel();
        const read = f.readStats.read - read0, placed = f.readStats.placed - placed0;
        const full = f.measure(root);
        let off = 0;
        for (const [id, s] of full) { const p = after.get(id); off = Math.max(off, p ? Math.abs(p.x - s.x) + Math.abs(p.y - s.y) + Math.abs(p.w - s.w) + Math.abs(p.h - s.h) : 999); }
        out.push({ name, off, read, placed, ids: [...after.keys()].sort().join(',') });
        before = after;
      }
      return out;
    })()`)) as { name: string; off: number; read: number; placed: number; ids: string }[];
    for (const r of results) expect(r.off, r.name).toBeLessThan(0.5);
    const by = Object.fromEntries(results.map((r) => [r.name, r]));
    // A layout shift above moves the whole svg and the panel: b, c and s are placed; a (moved) and
    // h (HTML outside a panel) are read.
    expect(by['a layout shift above the svg and piece a moved']).toMatchObject({ read: 2, placed: 3 });
    expect(by['nothing changed']).toMatchObject({ read: 1, placed: 4 });
    // The group holds a and b: both read; c is placed.
    expect(by['the group around a and b moved']).toMatchObject({ read: 3, placed: 2 });
    expect(by['the svg scaled (its box is wider)']).toMatchObject({ read: 4, placed: 1 });
    expect(by["b's text changed"]).toMatchObject({ read: 2, placed: 3 });
    expect(by['a piece added beside c']).toMatchObject({ read: 2, placed: 4, ids: 'a,b,c,d,h,s' });
    expect(by['a word added before s in its panel']).toMatchObject({ read: 2, placed: 4 });
  });

  it('reads a data-source spot only for a piece that comes from it', async () => {
    const page = await (await browser.newContext({ viewport: { width: 800, height: 600 } })).newPage();
    await page.setContent(`<!doctype html><html><body style="margin:0"><div id="root" style="position:relative;width:600px">
      <div data-source="src" style="width:30px;height:30px">bank</div><div data-source="other" style="width:30px;height:30px">deck</div>
      <span data-piece="p" style="display:inline-block;width:20px;height:10px">p</span></div></body></html>`);
    await page.addScriptTag({ content: bundle });
    const counts = (await page.evaluate(`(() => {
      const f = window.flip, root = document.getElementById('root');
      const step = (js) => {
        const before = f.measure(root);
        new Function(js)();
        const n = f.readStats.sources;
        const anims = f.play(root, before, false);
        for (const a of anims) a.cancel();
        return { sources: f.readStats.sources - n, anims: anims.length };
      };
      return [
        step("document.querySelector('[data-piece=p]').style.marginLeft = '50px';"),
        step("const s = document.createElement('span'); s.setAttribute('data-piece', 'q'); s.setAttribute('data-from', 'src'); s.textContent = 'q'; document.getElementById('root').append(s);"),
      ];
    })()`)) as { sources: number; anims: number }[];
    // A piece that moved: nothing read of the sources; a piece new from one: that one alone.
    expect(counts).toEqual([
      { sources: 0, anims: 1 },
      { sources: 1, anims: 1 },
    ]);
  });

  // A leaving HTML piece's copy starts where the piece was, placed from the box it sits in as read
  // before anything is written: in a positioned box with a border, and on a scrolled page with none.
  for (const [name, wrap] of [
    ['a positioned box with a border', 'position:relative;border:7px solid #000;margin:13px'],
    ['no positioned box, the page scrolled', 'margin:13px'],
  ] as const)
    it(`starts a leaving piece's copy where the piece was: ${name}`, async () => {
      const page = await (await browser.newContext({ viewport: { width: 800, height: 400 } })).newPage();
      await page.setContent(`<!doctype html><html><body style="margin:0"><div style="height:300px">top</div><div style="${wrap}"><div id="root" style="width:600px;padding:5px">
        <p>words</p><span data-piece="t" data-to="bank" style="display:inline-block;width:20px;height:10px;margin-left:31px">t</span>
        <div data-source="bank" style="width:30px;height:30px">bank</div></div></div><div style="height:900px"></div></body></html>`);
      await page.addScriptTag({ content: bundle });
      const r = (await page.evaluate(`(() => {
        window.scrollTo(0, 120);
        const f = window.flip, root = document.getElementById('root');
        const before = f.measure(root);
        const piece = document.querySelector('[data-piece=t]');
        const was = piece.getBoundingClientRect();
        piece.remove();
        const anims = f.play(root, before, false);
        for (const a of anims) { a.pause(); a.currentTime = 0; }
        const ghost = root.lastElementChild;
        const now = ghost.getBoundingClientRect();
        return { anims: anims.length, dx: Math.abs(now.left - was.left), dy: Math.abs(now.top - was.top), w: now.width, h: now.height };
      })()`)) as { anims: number; dx: number; dy: number; w: number; h: number };
      expect(r.anims).toBe(1);
      expect(r.dx).toBeLessThan(0.5);
      expect(r.dy).toBeLessThan(0.5);
      expect([r.w, r.h]).toEqual([20, 10]);
    });
});
