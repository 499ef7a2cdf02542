// Probe: why do Dwar7s Fall games stall? Plays seeded games and counts, per seat and game, what the
// state changes show: gems gained by kind, store completions (goals bought), stores blocked (meeples
// sent home with nothing), kills, secret goals revealed, kingdom cards left in hand at the end.
// PROBE_LEVEL=easy PROBE_SEATS=4 PROBE_GAMES=6 [PROBE_TRIBES=1] npx tsx diagnostics/goals-probe.ts
import { dwarfs } from '../shared/games/dwarfs';
import type { DwarfsState } from '../shared/games/dwarfs';
import { rng } from '../shared/engine/testkit';
import { TRADES, EGGS, SECRETS, CARDS } from '../shared/games/dwarfs/data';
import { freeSpots, monsterIn, topInfo } from '../shared/games/dwarfs/board';

const level = process.env.PROBE_LEVEL ?? 'easy';
const seats = Number(process.env.PROBE_SEATS ?? 4);
const games = Number(process.env.PROBE_GAMES ?? 4);
const tribes = process.env.PROBE_TRIBES === '1' || seats > 4;
const decrees = process.env.PROBE_DECREES ?? 'none';
const opts = dwarfs.optionsSchema.parse(tribes ? { elves: true, ogres: true, crystal: true, decrees } : { decrees });
const bot = dwarfs.bots![level]!;
for (let g = 0; g < games; g++) {
  const random = rng(9000 + g);
  let s: DwarfsState = dwarfs.setup(`probe-${g}`, seats, opts);
  const gained = s.p.map(() => [0, 0, 0, 0]);
  const spent = s.p.map(() => 0);
  const t0 = performance.now();
  const firstGoalRound: number[] = s.p.map(() => -1);
  let n = 0;
  const counts: Record<string, number> = {};
  let turns = 0;
  let canPay = 0;
  while (!s.over) {
    const seat = dwarfs.activeSeats(s)[0] as number;
    const m = bot(s, seat, random);
    const r = dwarfs.apply(s, seat, m as never);
    if (!r.ok) throw new Error(r.error.code);
    const t = r.value.state;
    for (const e of r.value.events as { text?: string; kind?: string; seat?: number }[]) {
      const txt = String((e as { text?: string }).text ?? '');
      let k = '';
      if (txt.includes('nothing on offer')) k = 'storeBlocked';
      else if (txt.includes('come home')) k = 'otherBlocked';
      else if (txt.includes('buys a')) k = 'bought';
      else if (txt.includes('buys the dragon egg')) k = 'egg';
      else if (txt.includes('discards a') || txt.includes('discards an')) k = txt.includes('gold') || txt.includes('emerald') || txt.includes('diamond') || txt.includes('ruby') ? 'gemDiscard' : 'ogreDiscard';
      else if (txt.includes(' mines ')) k = 'mined';
      else if (txt.includes('defeats')) k = 'kill';
      if (k) counts[k] = (counts[k] ?? 0) + 1;
    }
    {
      // At the end of each turn: could the seat pay a face-up goal?
      if (t.turn !== s.turn) {
        const p = t.p[s.turn]!;
        turns++;
        if (t.trades.some((i) => (TRADES[i]?.cost ?? []).every((n, j) => (p.gems[j] ?? 0) >= n))) canPay++;
      }
    }
    t.p.forEach((p, q) => {
      const before = s.p[q]!;
      p.gems.forEach((k, i) => { if (k > (before.gems[i] ?? 0)) gained[q]![i]! += k - (before.gems[i] ?? 0); });
      if (p.trades.length + p.eggs.length > before.trades.length + before.eggs.length) spent[q]! += 1;
      if (firstGoalRound[q] === -1 && (p.trades.length + p.eggs.length + (p.revealed ? 1 : 0)) > 0) firstGoalRound[q] = t.round;
    });
    s = t;
    n++;
  }
  const line = s.p.map((p, q) => {
    const goals = p.trades.length + p.eggs.length + (p.revealed ? 1 : 0);
    return `s${q} goals ${goals} (t${p.trades.length} e${p.eggs.length} ${p.revealed ? 'R' : '-'}${SECRETS[p.secret]?.id}) gained[e/d/g/r]=${gained[q]!.join('/')} hand[e/d/g/r]=${p.gems.join('/')} kills ${p.killed} cardsLeft ${p.hand.map((c) => CARDS[c]?.type).join(',')} first@${firstGoalRound[q]} meeples ${p.at.map((a) => (a < 0 ? 'camp' : topInfo(s, a)?.type)).join(',')}`;
  });
  const offer = s.trades.map((t) => `${TRADES[t]?.cost.join('')}`).join(' ');
  console.log(`game ${g}: ${s.endReason} round ${s.round} moves ${n} ${((performance.now() - t0) / 1000).toFixed(1)}s piles ${s.piles.join('/')} offer ${offer} egg ${EGGS[s.egg]?.cost.join('')}`);
  for (const l of line) console.log('  ' + l);
  const stores = s.board.map((_, c) => topInfo(s, c)).filter((i) => i?.type === 'general-store').length;
  console.log('  stores on board', stores);
  const rubies = s.board.map((_, c) => c).filter((c) => topInfo(s, c)?.type === 'ruby-mine');
  console.log('  ruby mines', rubies.map((c) => `free ${freeSpots(s, c)} dragon ${monsterIn(s, c, 'mines')}`).join('; '), 'covered', s.board.filter((st) => st && st.cards.slice(0, -1).some((k) => CARDS[k]?.type === 'ruby-mine')).length);
  console.log('  events', JSON.stringify(counts), `turns ${turns} endedAbleToPay ${canPay}`);
}
