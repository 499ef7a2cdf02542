// Probe (issue 30): under The Dwarfs Way (Chaos Control, Damsel in Distress, Lords of the Arena),
// who sends whom home. Replays the bench's decree game (seed goals-3-<i>, its generator) and counts
// each Dwarfs' Way wipe by whether the seat whose turn it was had meeples on the card and whether a
// rival did: a wipe of a rival's meeples by the seat who filled the card is a denial.
// WIPE_LEVEL=normal WIPE_SCENARIO=chaos-control WIPE_GAMES=2,4,5 npx tsx diagnostics/wipe-probe.ts
import { dwarfs } from '../shared/games/dwarfs';
import type { DwarfsState } from '../shared/games/dwarfs';
import { rng } from '../shared/engine/testkit';
import { goalCount } from '../shared/games/dwarfs/rules';

const level = process.env.WIPE_LEVEL ?? 'normal';
const scenario = process.env.WIPE_SCENARIO ?? 'chaos-control';
const games = (process.env.WIPE_GAMES ?? '0,1,2').split(',').map(Number);
const bot = dwarfs.bots![level]!;
for (const i of games) {
  const seats = 3;
  const random = rng(7919 * (i + 1) + seats);
  let s: DwarfsState = dwarfs.setup(`goals-${seats}-${i}`, seats, dwarfs.optionsSchema.parse({ decrees: scenario }));
  const tally = { own: 0, rivalOnly: 0, both: 0, wipedRivalMeeples: 0, wipedOwnMeeples: 0 };
  while (!s.over) {
    const seat = dwarfs.activeSeats(s)[0] as number;
    const m = bot(s, seat, random);
    const r = dwarfs.apply(s, seat, m as never);
    if (!r.ok) throw new Error(r.error.code);
    for (const e of (r.value as { events?: { kind?: string; data?: { cell?: number } }[] }).events ?? []) {
      if (e.kind !== 'dwarfs-way') continue;
      const c = e.data?.cell ?? -1;
      const on = s.p.map((p) => p.at.filter((a) => a === c).length);
      const mine = on[seat] ?? 0;
      const theirs = on.reduce((a, b) => a + b, 0) - mine;
      if (mine && theirs) tally.both++;
      else if (mine) tally.own++;
      else tally.rivalOnly++;
      tally.wipedRivalMeeples += theirs;
      tally.wipedOwnMeeples += mine;
    }
    s = r.value.state;
  }
  console.log(`game ${i}: ${s.endReason} round ${s.round}, goals ${s.p.map((_, q) => goalCount(s, q)).join('/')}; wipes ${JSON.stringify(tally)}`);
}
