// The log reads well (issue 28): where things go, the rulebook's names for actions and wheel
// spaces, singular and plural, over whole random games.
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, newGame } from './engine';
import { actorsOf } from './flow';
import { rng } from './testkit';

function lines(seed: string, players: number): { text: string; kind?: string }[] {
  let s = newGame(seed, players);
  const random = rng(11);
  const out: { text: string; kind?: string }[] = [];
  while (!s.over) {
    const act = actorsOf(s);
    const seat = act[Math.floor(random() * act.length)]!;
    const moves = legalMoves(s, seat).filter((m) => m.type !== 'cancel');
    const r = applyMove(s, seat, moves[Math.floor(random() * moves.length)]!);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
    out.push(...r.value.events);
  }
  return out;
}

describe('the FotMK log', () => {
  const log = [...lines('words-1', 3), ...lines('words-2', 4)];
  const of = (kind: string) => log.filter((e) => e.kind === kind).map((e) => e.text);

  it('names actions and wheel spaces in the rulebook’s words, and where the pawn lands', () => {
    for (const t of of('action')) expect(t).toMatch(/ takes a (Weak|Strong) (Advance|Bolster|Influence|Gnome) action at power \d+/);
    const wheel = of('wheel');
    expect(wheel.length).toBeGreaterThan(0);
    for (const t of wheel) expect(t).toMatch(/wheel pawn( moves)? \d+ spaces?, to space \d+/);
    expect(wheel.some((t) => /\((Bolster|Influence|Gain Honour|Move Trolls)\)\.$/.test(t))).toBe(true);
    for (const t of of('score')) expect(t).toMatch(/ scores \d+ Honour for the \w+ domain\.$/);
  });

  it('says where Trolls and champions go, and never "1 spaces", "1 Trolls" or a raw id', () => {
    for (const t of [...of('move'), ...of('repel')]) expect(t).toMatch(/ (to|from) /);
    for (const t of of('hall')) expect(t).toMatch(/^Great Hall \d \(worth \d+\): /);
    for (const e of log) {
      expect(e.text).not.toMatch(/\b1 (spaces|Trolls|gnomes|Supplies|Votes|Desperation tokens)\b/);
      expect(e.text).not.toMatch(/move-trolls|undefined|NaN/);
    }
  });
});
