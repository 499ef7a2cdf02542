// Diagnostic (issue 31): what a finished 4-player game keeps in its Durable Object's storage. Each
// game is played to its end by 4 bots (the game's stand-in level, else STORAGE_BOT) at an in-memory
// table (the room's own code, test/helpers/fake-table.ts), then every stored value is measured as
// JSON, the form the room writes (keys included): the total, and what the move records, the
// snapshot, the meta and the rest take. Run: nice -n 19 npx tsx diagnostics/storage.ts [games]
import { makeTable } from '../test/helpers/fake-table';
import { GAMES } from '../shared/games/index';
import { seatPlanOf } from '../shared/seats';
import { standInBot } from '../shared/tableoptions';
import { utf8Length } from '../party/limits';

const ids = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['fotmk', 'hall', 'dwarfs'];

for (const id of ids) {
  const game = GAMES[id]!;
  const level = process.env.STORAGE_BOT ?? standInBot(Object.keys(game.bots ?? {}));
  const h = await makeTable({ game, seats: 4, botDelayMs: 0 });
  const host = await h.join({ host: true });
  const plan = seatPlanOf(game, h.table.meta!.options);
  // One person (the host) and three bots: a person's seat key, host badge and share are stored too.
  await host.say({ t: 'sit', seat: 0, name: 'Ann', color: plan.colours[0]!.id });
  for (let s = 1; s < 4; s++) await host.say({ t: 'bot', seat: s, bot: level });
  await host.say({ t: 'start' });
  const t0 = performance.now();
  for (let guard = 0; h.table.meta!.status === 'playing' && guard < 20_000; guard++) {
    await h.timers.drain(50);
    if (h.table.meta!.status !== 'playing') break;
    const legal = (host.view.legal ?? []).filter((m) => (m as { type?: string }).type !== 'cancel');
    if (game.activeSeats(h.table.state).includes(0) && legal.length > 0) {
      h.timers.now += 200;
      await host.say({ t: 'move', v: host.view.gv, move: legal[guard % legal.length] });
    } else if (!game.activeSeats(h.table.state).includes(0)) h.timers.now += 10;
  }
  const parts = { moves: 0, snap: 0, meta: 0, other: 0 };
  let n = 0;
  for (const [k, v] of h.kv.data) {
    const bytes = utf8Length(k) + utf8Length(v);
    if (k.startsWith('m:')) {
      parts.moves += bytes;
      n++;
    } else if (k === 'snap' || k === 'meta') parts[k] += bytes;
    else parts.other += bytes;
  }
  const total = parts.moves + parts.snap + parts.meta + parts.other;
  const kb = (b: number) => (b / 1024).toFixed(1);
  console.log(`${id}: ${h.table.meta!.status} after ${h.table.gv} records (${n} stored), 1 person + 3 ${level} bots, ${Math.round(performance.now() - t0)} ms`);
  console.log(`storage-kb-${id}-4p: ${kb(total)} KB (moves ${kb(parts.moves)}, snapshot ${kb(parts.snap)}, meta ${kb(parts.meta)}, other ${kb(parts.other)}: ${[...h.kv.data.keys()].filter((k) => !k.startsWith('m:')).join(', ')})`);
}
