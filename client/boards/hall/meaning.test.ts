// Hall's choices carry their meaning where they are chosen (issue 29): over whole seeded games, every
// workshop, establish, pedestal, workshop use and spell choice the bar offers has a tip saying what it
// does in the How to play page's own words (meaning.ts), and the bar's prompt says what a spell under
// way, a pedestal or a statue move does.
import { describe, expect, it } from 'vitest';
import { viewOf } from '../../../shared/games/hall/view';
import { activeSeats, legalMoves } from '../../../shared/games/hall/engine';
import { biased, playRandom, rng } from '../../../shared/games/hall/testkit';
import type { State } from '../../../shared/games/hall/state';
import { choiceTip, PEDESTAL_DOUBLES, STATUE_MOVES, statueWorth, workshopConversions, workshopHelp } from './meaning';
import { hint, moveWords } from './words';
import { D, type Move, type View } from './model';

/** What a choice's tip must say: the meaning of the thing chosen, in the page's words. */
function expected(m: Move, v: View): string | null {
  const t = v.task;
  switch (m.type) {
    case 'workshop':
      return workshopConversions(v.b.ws[m.site]!);
    case 'establish':
      return m.kind < 0 ? 'Leave the site empty' : workshopConversions(m.kind);
    case 'use':
      return t?.k === 'ws' ? 'use' : null;
    case 'pedestal':
      return m.clan < 0 ? null : PEDESTAL_DOUBLES;
    case 'choose':
      return t?.k === 'cast' ? D.spells[t.spell]!.text : null;
    default:
      return null;
  }
}

describe('Hall choices carry their meaning', () => {
  it('every workshop, pedestal, use and spell choice has a tip with its meaning; the prompt says what the step does', () => {
    const met = new Map<string, number>();
    const count = (k: string) => met.set(k, (met.get(k) ?? 0) + 1);
    for (const [seed, players] of [
      ['meaning-1', 2],
      ['meaning-2', 3],
      ['meaning-3', 4],
    ] as const) {
      const check = (s: State) => {
        if (s.phase === 'over') return;
        for (const seat of activeSeats(s)) {
          const v = viewOf(s, seat) as View;
          const legal = legalMoves(s, seat);
          for (const m of legal) {
            const want = expected(m, v);
            if (want === null) continue;
            const tip = choiceTip(m, v);
            expect(tip, `${m.type} ${JSON.stringify(m)} (${moveWords(m, v)})`).toContain(want);
            count(`${m.type}${m.type === 'choose' && v.task?.k === 'cast' ? `:${D.spells[v.task.spell]!.effect.kind}` : ''}`);
          }
          const says = hint(v, legal);
          const t = v.task;
          if (t?.k === 'cast') {
            expect(says, D.spells[t.spell]!.name).toContain(D.spells[t.spell]!.text);
            count('hint:cast');
          } else if (legal.some((m) => m.type === 'pedestal')) {
            expect(says).toContain(PEDESTAL_DOUBLES);
            count('hint:pedestal');
          } else if (legal.some((m) => m.type === 'statue') && !legal.some((m) => m.type === 'recruit' || m.type === 'dig' || m.type === 'hall')) {
            expect(says).toContain(STATUE_MOVES);
            count('hint:statue');
          }
          for (const m of legal) if (m.type === 'to' && t?.k === 'statue') expect(moveWords(m, v)).toContain(statueWorth(v, s.b.statue[t.cell]!, m.cell));
        }
      };
      playRandom(seed, players, {}, rng(players), check, biased(rng(players * 7)));
    }
    console.log(`choices with their meaning met: ${[...met].map(([k, n]) => `${k} ${n}`).join(', ')}`);
    for (const k of ['workshop', 'establish', 'use', 'pedestal', 'choose:gain-choice', 'hint:cast', 'hint:pedestal', 'hint:statue']) expect(met.get(k) ?? 0, k).toBeGreaterThan(0);
  });

  it('a workshop tip and the How to play page say the same: its conversions and its uses', () => {
    const k = D.workshopNames.indexOf('Coinpress');
    expect(workshopHelp(k)).toBe('Coinpress: 1 iron → 1 coin; or 1 heartstone → 1 coin; or 1 coin → 1 iron; or 1 coin → 1 heartstone. It gives one use per open entrance (an entrance cell in anyone’s network); each use converts resources as the workshop says, and what you gain goes to storage.');
  });
});
