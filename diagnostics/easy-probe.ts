// Diagnostic: the Easy bot (EASY=sensible: the sensible bot), on the goals bench's seeds (PROBE=goals,
// SEATS, GAMES; OPTS: the table options as JSON, e.g. '{"decrees":"siege"}') or in duels on bots.ts' deals (PROBE=duel, A and B: normal, easy or random; GAMES, FROM),
// for trying Easy's slips quickly (easy.ts). Prints one line a row or duel; stderr: games at the limit, each duel.
import { dwarfs } from '../shared/games/dwarfs';
import type { DwarfsState } from '../shared/games/dwarfs';
import { easyBot, SLIP, TOP } from '../shared/games/dwarfs/easy';
import { sensibleBot } from '../shared/games/dwarfs/sensible';
import { goalCount } from '../shared/games/dwarfs/rules';
import { rng } from '../shared/engine/testkit';

const o = process.env.EASY === 'sensible' ? 'sensible' : { slip: SLIP, top: TOP };
const easy = typeof o === 'string' ? sensibleBot : easyBot;
const GAMES = Number(process.env.GAMES ?? 20);
const TRIBES = { elves: true, ogres: true, crystal: true };
type Bot = NonNullable<typeof dwarfs.bots>[string];
const pct = (xs: number[], q: number): number => {
  const a = xs.slice().sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.ceil(q * a.length) - 1)] ?? 0;
};

if ((process.env.PROBE ?? 'goals') === 'goals') {
  for (const seats of (process.env.SEATS ?? '2').split(',').map(Number)) {
    const rounds: number[] = [];
    let goals = 0;
    for (let i = 0; i < GAMES; i++) {
      const random = rng(7919 * (i + 1) + seats);
      let s: DwarfsState = dwarfs.setup(`goals-${seats}-${i}`, seats, dwarfs.optionsSchema.parse(process.env.OPTS ? JSON.parse(process.env.OPTS) : seats > 4 ? TRIBES : {}));
      for (let n = 0; !s.over; n++) {
        if (n > 50_000) throw new Error('game too long');
        const seat = dwarfs.activeSeats(s)[0] as number;
        const r = dwarfs.apply(s, seat, easy(s, seat, random) as never);
        if (!r.ok) throw new Error(r.error.code);
        s = r.value.state;
      }
      rounds.push(s.round);
      if (s.endReason === 'goals') goals++;
      else console.error(`limit goals-${seats}-${i} best ${Math.max(...s.p.map((_, q) => goalCount(s, q)))}`);
    }
    console.log(`${JSON.stringify(o)} ${seats}p: ${GAMES} games, ${Math.round((100 * goals) / GAMES)} % on goals, p50 ${pct(rounds, 0.5)}, p90 ${pct(rounds, 0.9)} [${rounds.join(' ')}]`);
  }
} else {
  const bots: Record<string, Bot> = { easy: easy as Bot, normal: dwarfs.bots!.normal!, random: dwarfs.bots!.random! };
  const a = process.env.A ?? 'normal';
  const b = process.env.B ?? 'easy';
  let share = 0;
  let margin = 0;
  const from = Number(process.env.FROM ?? 0);
  for (let i = from; i < GAMES; i++) {
    const deal = Math.floor(i / 2);
    const levels = i % 2 === 0 ? [a, b] : [b, a];
    const me = i % 2;
    const random = rng(1000 + deal);
    let s = dwarfs.setup(`duel-${a}-${b}-${deal}`, 2, dwarfs.optionsSchema.parse({}));
    for (let n = 0; dwarfs.result(s) === null; n++) {
      if (n > 20_000) throw new Error('too long');
      const act = dwarfs.activeSeats(s);
      const seat = act[Math.floor(random() * act.length)] as number;
      const r = dwarfs.apply(s, seat, bots[levels[seat] as string]!(s, seat, random) as never);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
    }
    const res = dwarfs.result(s)!;
    const sh = res.winners.includes(me) ? 1 / res.winners.length : 0;
    share += sh;
    margin += (res.scores[me] ?? 0) - (res.scores[1 - me] ?? 0);
    console.error(`game ${i} ${a}@${me} share ${sh} rounds ${s.round} ${res.scores.join('-')}`);
  }
  const n = GAMES - from;
  console.log(`${JSON.stringify(o)} ${a}-vs-${b}: ${n} games, ${a} ${(100 * share / n).toFixed(1)} %, margin ${(margin / n).toFixed(1)}`);
}
