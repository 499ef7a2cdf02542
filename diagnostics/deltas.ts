// FotMK patch sizes as a spectator receives them, without a network (SEATS=5 as in bench/room.ts;
// default 3), and what they are made of: the view's delta (ops) and the log lines (their words and
// their data). SHOW=1 also prints a few patches. Run: node_modules/.bin/tsx diagnostics/deltas.ts
import { makeTable, seatAndStart } from '../test/helpers/fake-table';
import { fotmk } from '../shared/games/fotmk/index';
const sizes: number[] = [];
const parts = { env: 0, ops: 0, log: 0, text: 0, data: 0, n: 0 };
let pick = 3;
for (let g = 0; g < 2; g++) {
  const N = Number(process.env.SEATS ?? 3);
  const h = await makeTable({ game: fotmk, seats: N });
  const players = await seatAndStart(h, N);
  const spec = await h.join();
  await h.timers.drain();
  for (let n = 0; h.table.meta!.status === 'playing' && n < 400; n++) {
    const p = players.find((c) => c.view.active.includes(c.view.you.seat!));
    if (!p) break;
    const legal = (p.view.legal ?? []).filter((m) => (m as { type?: string }).type !== 'cancel');
    pick = (Math.imul(pick, 1103515245) + 12345) >>> 0;
    h.timers.now += 1000;
    const k = spec.raw.length;
    await h.table.message(p, JSON.stringify({ t: 'move', v: h.table.gv, move: legal[pick % legal.length] }));
    for (const text of spec.raw.slice(k)) {
      if (!text.startsWith('{"t":"patch"')) continue;
      sizes.push(text.length);
      const m = JSON.parse(text);
      parts.n++;
      parts.ops += JSON.stringify(m.ops ?? '').length;
      parts.log += JSON.stringify(m.log ?? '').length;
      for (const e of m.log ?? []) { parts.text += e.text.length; parts.data += e.data ? JSON.stringify(e.data).length + 8 : 0; }
    }
  }
}
sizes.sort((a, b) => a - b);
console.log('median', sizes[sizes.length >> 1], 'p99', sizes[Math.floor(sizes.length * 0.99)], 'n', sizes.length);
console.log('avg ops', (parts.ops / parts.n).toFixed(0), 'avg log', (parts.log / parts.n).toFixed(0), 'text', (parts.text / parts.n).toFixed(0), 'data', (parts.data / parts.n).toFixed(0));
if (process.env.SHOW) {
  const h = await makeTable({ game: fotmk, seats: 3 });
  const players = await seatAndStart(h, 3);
  const spec = await h.join();
  await h.timers.drain();
  for (let n = 0; n < 60; n++) {
    const p = players.find((c) => c.view.active.includes(c.view.you.seat!))!;
    const legal = (p.view.legal ?? []).filter((m) => (m as { type?: string }).type !== 'cancel');
    pick = (Math.imul(pick, 1103515245) + 12345) >>> 0;
    h.timers.now += 1000;
    const k = spec.raw.length;
    await h.table.message(p, JSON.stringify({ t: 'move', v: h.table.gv, move: legal[pick % legal.length] }));
    if (n > 40) for (const text of spec.raw.slice(k)) console.log(text.length, text);
  }
}
