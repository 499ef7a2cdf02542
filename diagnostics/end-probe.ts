// Probe (issue 30): how do 5-7 seat games end? Per game, the seat that triggered the end, the round
// each of its goals came (trading goal, egg, secret goal and which), and the round each seat's first
// goal came. END_LEVEL=easy END_SEATS=6 END_GAMES=20 npx tsx diagnostics/end-probe.ts
import { dwarfs } from '../shared/games/dwarfs';
import type { DwarfsState } from '../shared/games/dwarfs';
import { rng } from '../shared/engine/testkit';
import { SECRETS } from '../shared/games/dwarfs/data';
import { cardsInPlay, kingdomOf } from '../shared/games/dwarfs/board';
import { secretHolds } from '../shared/games/dwarfs/secrets';

const level = process.env.END_LEVEL ?? 'easy';
const seats = Number(process.env.END_SEATS ?? 6);
const games = Number(process.env.END_GAMES ?? 20);
const opts = dwarfs.optionsSchema.parse(seats > 4 || process.env.END_TRIBES === '1' ? { elves: true, ogres: true, crystal: true } : {});
const bot = dwarfs.bots![level]!;
const kinds: Record<string, number> = {};
const secretRound: Record<string, number[]> = {};
const rounds: number[] = [];
for (let g = 0; g < games; g++) {
  const random = rng(7919 * (g + 1) + seats);
  let s: DwarfsState = dwarfs.setup(`goals-${seats}-${g}`, seats, opts);
  const when = s.p.map(() => [] as string[]);
  while (!s.over) {
    const seat = dwarfs.activeSeats(s)[0] as number;
    const r = dwarfs.apply(s, seat, bot(s, seat, random) as never);
    if (!r.ok) throw new Error(r.error.code);
    const t = r.value.state;
    if (t.round !== s.round && t.round <= 4) {
      // At each round's end: cards in play, each seat's kingdom size, the secret goals that hold.
      const k = t.p.map((_, q) => kingdomOf(t, q).length);
      const met = t.p.map((p, q) => (secretHolds(t, q) ? SECRETS[p.secret]?.id : null)).filter(Boolean);
      console.log(`  g${g} end of round ${s.round}: cards ${cardsInPlay(t).length} kingdoms ${k.join(',')} secrets met ${met.join(',')}`);
    }
    t.p.forEach((p, q) => {
      const b = s.p[q]!;
      if (p.trades.length > b.trades.length) when[q]!.push(`T@${t.round}`);
      if (p.eggs.length > b.eggs.length) when[q]!.push(`E@${t.round}`);
      if (p.revealed && !b.revealed) {
        const id = SECRETS[p.secret]?.id ?? '?';
        when[q]!.push(`S:${id}@${t.round}`);
        (secretRound[id] ??= []).push(t.round);
      }
    });
    s = t;
  }
  rounds.push(s.round);
  const by = s.endBy;
  const mix = when[by]!.map((w) => w[0]).sort().join('');
  kinds[mix] = (kinds[mix] ?? 0) + 1;
  console.log(`game ${g}: ${s.endReason} round ${s.round} by s${by} (${s.p[by]?.colour}) ${when[by]!.join(' ')} | others: ${when.map((w, q) => (q === by ? '' : `s${q}:${w.join(',') || '-'}`)).filter(Boolean).join(' ')}`);
}
console.log('trigger mixes', JSON.stringify(kinds));
console.log('secret reveal rounds', JSON.stringify(secretRound));
console.log('rounds sorted', rounds.sort((a, b) => a - b).join(','));
