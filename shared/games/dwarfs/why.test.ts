// GameModule.why (issue 29): over seeded random games with tribes and decrees, every step that still
// reaches a player with one answer (reveals aside) has a reason in the game's words, and a step with
// a real choice has none. The one-answer steps seen here are counted, so the walk cannot pass empty.
import { describe, expect, it } from 'vitest';
import { dwarfs } from '.';
import { rng } from './testkit';

const SIDE = new Set(['reveal', 'autoReveal', 'cancel']);

describe('Dwar7s Fall says why a step offers one move', () => {
  it('a reason for every one-answer step, none for a real choice', () => {
    const seen = new Map<string, number>();
    for (let g = 0; g < 12; g++) {
      const opts = [{}, { ogres: true, elves: true }, { decrees: 'lords-of-the-arena' }][g % 3]!;
      let s = dwarfs.setup(`why-${g}`, 2 + (g % 3), dwarfs.optionsSchema.parse(opts) as never);
      const r = rng(g + 7);
      for (let i = 0; i < 2500 && !s.over; i++) {
        const seat = s.turn;
        const legal = dwarfs.legalMoves(s, seat);
        const real = legal.filter((m) => !SIDE.has(m.type) || m.type === 'cancel');
        const reason = dwarfs.why!(s, seat);
        if (legal.filter((m) => !SIDE.has(m.type)).length === 1 && !real.some((m) => m.type === 'cancel')) {
          expect(reason, `${s.phase} ${s.pending?.k ?? ''} ${JSON.stringify(legal)}`).toMatch(/\w{4}/);
          seen.set(reason!, (seen.get(reason!) ?? 0) + 1);
        } else if (legal.filter((m) => !SIDE.has(m.type)).length > 1) expect(reason).toBeUndefined();
        // A random walk that ends the actions now and then (else it wanders to the move limit).
        const pick = legal.filter((m) => !SIDE.has(m.type));
        const ends = pick.filter((m) => m.type === 'end');
        // Ogre cards often: Panic and Brute are the small steps that may leave one answer.
        const ogre = pick.filter((x) => x.type === 'ogre');
        const m = ogre.length && r() < 0.5 ? ogre[Math.floor(r() * ogre.length)]! : ends.length && r() < 0.15 ? ends[0]! : (pick[Math.floor(r() * pick.length)] ?? legal[0]!);
        const res = dwarfs.apply(s, seat, m);
        if (!res.ok) throw new Error(res.error.code);
        s = res.value.state;
      }
    }
    console.log('one-answer steps and their reasons:', [...seen]);
    expect([...seen.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});
