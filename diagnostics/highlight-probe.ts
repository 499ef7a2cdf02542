// Not a bench: does the painted turn highlight follow the seat whose turn it is? A spectator's
// desktop page watches 4 Easy bots; at PROBES moments it takes a picture of the page and, from the
// same moment, the seat rows' state in the page; the picture's row colours are compared with it.
// (Session 38's mid-game picture painted one seat's highlight with another's "Choosing…".)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { botTable, setUp } from './_watch';

const GAME = process.env.PROBE_GAME ?? 'fotmk';
const PROBES = Number(process.env.PROBES ?? 40);
const DIR = process.env.PROBE_DIR ?? '/tmp/hl';
mkdirSync(DIR, { recursive: true });
const { server, browser, close } = await setUp();
let bad = 0;
try {
  const { id, host } = await botTable(server, GAME, true);
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  const decoder = await ctx.newPage();
  await page.goto(`${server.url}/t/${id}`);
  await page.locator(`[data-testid=${GAME}-board]`).waitFor({ timeout: 60_000 });
  for (let i = 0; i < PROBES && host.view.status !== 'over'; i++) {
    await page.waitForTimeout(300 + ((i * 137) % 700));
    const rows = await page.evaluate(() =>
      [...document.querySelectorAll('li[data-seat]')].map((li) => {
        const r = li.getBoundingClientRect();
        return { seat: li.getAttribute('data-seat'), cls: li.className.includes('bg-ember'), choosing: /Choosing/.test(li.textContent ?? ''), x: r.left + 4, y: r.top + r.height / 2 };
      }),
    );
    const buf = await page.screenshot();
    const after = await page.evaluate(() => [...document.querySelectorAll('li[data-seat]')].map((li) => li.className.includes('bg-ember')));
    // Decoded in a blank page of its own: the watched page is not touched.
    const painted = await decoder.evaluate(
      async ({ b64, pts }) => {
        const bmp = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
        const c = new OffscreenCanvas(bmp.width, bmp.height).getContext('2d')!;
        c.drawImage(bmp, 0, 0);
        return pts.map(([x, y]) => [...c.getImageData(x, y, 1, 1).data.slice(0, 3)].join(','));
      },
      { b64: buf.toString('base64'), pts: rows.map((r) => [Math.round(r.x), Math.round(r.y)] as [number, number]) },
    );
    const lit = painted.map((p) => p.split(',').map(Number).some((v) => v < 250));
    const white = lit.filter((l) => !l).length;
    const want = rows.map((r) => r.cls);
    const ok = lit.every((l, k) => l === want[k]);
    const moved = want.join() !== after.join();
    console.log(`${i} gv ${host.view.gv} dom ${rows.map((r) => `${r.seat}${r.cls ? '*' : ''}${r.choosing ? 'C' : ''}`).join(' ')} painted ${painted.join(' | ')} ${ok ? 'ok' : 'MISMATCH'}${moved ? ' (changed while taken)' : ''} (${white} unlit)`);
    if (!ok && !moved) bad++;
    if (!ok) {
      writeFileSync(join(DIR, `mismatch-${i}.png`), buf);
    }
  }
  host.close();
  await ctx.close();
} finally {
  await close();
}
console.log(`mismatches: ${bad}`);
process.exit(0);
