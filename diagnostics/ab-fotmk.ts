// Not a bench: an in-process A/B of two copies of the FotMK engine, for speed work on a shared,
// loaded machine. Games per CPU second swing by 2x or more between runs a minute apart there, but
// two engines measured game by game in one process see the same load.
//   mkdir -p /tmp/ab/old /tmp/ab/new && ln -s "$PWD/node_modules" /tmp/ab/node_modules   (zod)
//   git archive <old commit> shared | tar -x -C /tmp/ab/old; git archive HEAD shared | tar -x -C /tmp/ab/new
//   AB_OLD=/tmp/ab/old AB_NEW=/tmp/ab/new npx tsx diagnostics/ab-fotmk.ts     (AB_GAMES, default 150)
// Compare two copies made the same way: under tsx, the worktree itself measured 20-30% faster than
// an identical copy in /tmp. Identical copies still differ by about 6% (the copy loaded first is
// faster), so run it both ways round (swap AB_OLD and AB_NEW): new/old is sqrt(ratio 1 / ratio 2).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { fotmk as Fotmk } from '../shared/games/fotmk';

type Engine = typeof Fotmk;
const load = async (root: string): Promise<Engine> =>
  ((await import(pathToFileURL(resolve(root, 'shared/games/fotmk/index.ts')).href)) as { fotmk: Engine }).fotmk;

const oldRoot = process.env.AB_OLD;
if (!oldRoot) throw new Error('AB_OLD: the root of the engine copy to compare against');
const A = await load(oldRoot);
const B = await load(process.env.AB_NEW ?? '.');

const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * One seeded 4-player random game, as bench/fotmk.ts plays them; returns the moves made. Each copy
 * gets its own player function: one shared function sees both copies' objects, and its inline
 * caches then favoured one copy by up to 20% in A/A runs.
 */
const player = (eng: Engine) =>
  new Function(
    'eng',
    `return function play(n) {
      let seed = 1 + n;
      const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0), seed / 4294967296);
      let s = eng.setup('ab-' + n, 4, {});
      let moves = 0;
      while (!s.over) {
        const act = eng.activeSeats(s);
        const seat = act[Math.floor(rand() * act.length)];
        const ms = eng.legalMoves(s, seat).filter((m) => m.type !== 'cancel');
        const r = eng.apply(s, seat, ms[Math.floor(rand() * ms.length)]);
        if (!r.ok) throw new Error('illegal move');
        s = r.value.state;
        moves++;
      }
      return moves;
    };`,
  )(eng) as (n: number) => number;
const playA = player(A);
const playB = player(B);

for (let i = 0; i < 30; i++) {
  playA(10_000 + i);
  playB(10_000 + i);
}
const games = Number(process.env.AB_GAMES ?? 150);
let ta = 0;
let tb = 0;
let ma = 0;
let mb = 0;
for (let n = 0; n < games; n++) {
  // Alternate which copy goes first, so neither always follows the other's garbage.
  for (const which of n % 2 === 0 ? [0, 1] : [1, 0]) {
    const t0 = cpu();
    if (which === 0) ma += playA(n);
    else mb += playB(n);
    if (which === 0) ta += cpu() - t0;
    else tb += cpu() - t0;
  }
}
if (ma !== mb) console.log(`the copies played different games (${ma} and ${mb} moves): not the same behaviour`);
console.log(`old ${((games * 1000) / ta).toFixed(1)} games/s, new ${((games * 1000) / tb).toFixed(1)} games/s: new/old ${(ta / tb).toFixed(3)}`);
